import { PasswordHasher } from "@atalaya/core"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { ScryptHasher } from "../src/index.js"

const run = <A>(f: (hasher: PasswordHasher.PasswordHasherShape) => Effect.Effect<A>) =>
  Effect.runPromise(Effect.flatMap(PasswordHasher.PasswordHasher, f).pipe(Effect.provide(ScryptHasher.layer)))

// Copied from core's AuthService: login verifies against it for unknown emails.
const DUMMY_HASH = "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"

describe("ScryptHasher", () => {
  it("hashes in the scrypt$N$r$p$salt$hash format and verifies the same password", async () => {
    const [hash, ok] = await run((h) => Effect.flatMap(h.hash("correct horse"), (hash) => Effect.map(h.verify("correct horse", hash), (ok) => [hash, ok] as const)))
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/)
    expect(Buffer.from(hash.split("$")[4]!, "base64url")).toHaveLength(16)
    expect(Buffer.from(hash.split("$")[5]!, "base64url")).toHaveLength(64)
    expect(ok).toBe(true)
  })

  it("rejects a wrong password", async () => {
    const ok = await run((h) => Effect.flatMap(h.hash("correct horse"), (hash) => h.verify("correct hors", hash)))
    expect(ok).toBe(false)
  })

  it("salts: two hashes of the same password differ and both verify", async () => {
    const result = await run((h) =>
      Effect.gen(function*() {
        const a = yield* h.hash("same password")
        const b = yield* h.hash("same password")
        return { a, b, okA: yield* h.verify("same password", a), okB: yield* h.verify("same password", b) }
      })
    )
    expect(result.a).not.toBe(result.b)
    expect(result.okA && result.okB).toBe(true)
  })

  it("verifies the core dummy hash as false without throwing", async () => {
    expect(await run((h) => h.verify("anything", DUMMY_HASH))).toBe(false)
    expect(await run((h) => h.verify("", DUMMY_HASH))).toBe(false)
  })

  it("verifies malformed hashes as false", async () => {
    const good = await run((h) => h.hash("pw"))
    const [, , , , salt, key] = good.split("$")
    const malformed = [
      "",
      "garbage",
      "$2b$12$abcdefghijklmnopqrstuuABCDEFGHIJKLMNOPQRSTUVWXYZ01234",
      `bcrypt$16384$8$1$${salt}$${key}`,
      `scrypt$16384$8$1$${salt}`,
      `scrypt$16384$8$1$${salt}$${key}$extra`,
      `scrypt$16385$8$1$${salt}$${key}`,
      `scrypt$0$8$1$${salt}$${key}`,
      `scrypt$-16384$8$1$${salt}$${key}`,
      `scrypt$16384$8$0$${salt}$${key}`,
      `scrypt$16384$x$1$${salt}$${key}`,
      `scrypt$1048576$1024$1$${salt}$${key}`,
      `scrypt$16384$8$1$$${key}`,
      `scrypt$16384$8$1$${salt}$`,
      `scrypt$16384$8$1$${salt}$AAAA`,
      `scrypt$16384$8$1$${salt}$${key}==`,
      `scrypt$16384$8$1$sa+lt/${salt}$${key}`
    ]
    const results = await run((h) => Effect.forEach(malformed, (hash) => h.verify("pw", hash)))
    expect(results).toEqual(malformed.map(() => false))
  })

  it("verifies hashes written with other parameters", async () => {
    const cheap = ScryptHasher.make({ N: 1024, r: 8, p: 1 })
    const hash = await Effect.runPromise(cheap.hash("pw"))
    expect(hash.startsWith("scrypt$1024$8$1$")).toBe(true)
    expect(await run((h) => h.verify("pw", hash))).toBe(true)
  })

  it("rejects invalid parameters at construction", () => {
    expect(() => ScryptHasher.make({ N: 1000 })).toThrow(/invalid parameters/)
    expect(() => ScryptHasher.make({ p: 0 })).toThrow(/invalid parameters/)
  })
})
