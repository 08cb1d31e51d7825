import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { JwtTokens, Secret } from "../src/index.js"

let root: string

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "atalaya-secret-"))
})

afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

describe("Secret.loadOrCreateSecret", () => {
  it("creates the directory and an owner-only secret file, then reuses it", () => {
    const dataDir = join(root, "nested", "data")
    const first = Secret.loadOrCreateSecret(dataDir)
    expect(first.created).toBe(true)
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{64}$/)
    const file = join(dataDir, "jwt-secret")
    if (process.platform !== "win32") expect(statSync(file).mode & 0o777).toBe(0o600)
    const second = Secret.loadOrCreateSecret(dataDir)
    expect(second).toEqual({ secret: first.secret, created: false })
    expect(() => JwtTokens.make({ secret: first.secret })).not.toThrow()
  })

  it("reads an existing secret, trimming a trailing newline", () => {
    writeFileSync(join(root, "jwt-secret"), "an-operator-provided-secret-of-enough-length\n")
    expect(Secret.loadOrCreateSecret(root)).toEqual({ secret: "an-operator-provided-secret-of-enough-length", created: false })
  })

  it("refuses an empty secret file instead of replacing it", () => {
    mkdirSync(join(root, "d"))
    writeFileSync(join(root, "d", "jwt-secret"), "\n")
    expect(() => Secret.loadOrCreateSecret(join(root, "d"))).toThrow(/empty/)
  })
})
