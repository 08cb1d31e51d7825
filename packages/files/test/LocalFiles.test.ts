import { FileStorage } from "@atalaya/core"
import { Effect, Option } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { LocalFiles } from "../src/index.js"

const root = fs.mkdtempSync(path.join(os.tmpdir(), "atalaya-files-"))
const outside = path.join(path.dirname(root), `outside-${path.basename(root)}.txt`)
afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true })
  fs.rmSync(outside, { force: true })
})

const run = <A, E>(effect: Effect.Effect<A, E, FileStorage.FileStorage>) =>
  Effect.runPromise(Effect.provide(effect, LocalFiles.layer(root)))

describe("LocalFiles", () => {
  it("stores, reads, replaces and removes bytes under a key", async () => {
    const files = LocalFiles.make(root)
    await Effect.runPromise(files.put("fichas/1/a.pdf", new Uint8Array([1, 2, 3])))
    expect(fs.readFileSync(path.join(root, "fichas/1/a.pdf"))).toEqual(Buffer.from([1, 2, 3]))
    expect((fs.statSync(path.join(root, "fichas/1/a.pdf")).mode & 0o777).toString(8)).toBe("600")
    await Effect.runPromise(files.put("fichas/1/a.pdf", new Uint8Array([9])))
    const read = await run(Effect.flatMap(FileStorage.FileStorage, (f) => f.get("fichas/1/a.pdf")))
    expect(Option.getOrThrow(read)).toEqual(new Uint8Array([9]))
    await Effect.runPromise(files.remove("fichas/1/a.pdf"))
    expect(Option.isNone(await Effect.runPromise(files.get("fichas/1/a.pdf")))).toBe(true)
    await Effect.runPromise(files.remove("fichas/1/a.pdf"))
    expect(fs.readdirSync(path.join(root, "fichas/1"))).toEqual([])
  })

  it.each([
    "../x", "fichas/../../x", "/etc/passwd", "a//b", "", ".", "..", "a/./b", ".hidden", "a\\..\\b", "con/../..", `../${path.basename(outside)}`
  ])("refuses the unsafe key %j and touches nothing outside the root", async (key) => {
    expect(() => LocalFiles.resolveKey(root, key)).toThrow(LocalFiles.UnsafeKey)
    const files = LocalFiles.make(root)
    const exit = await Effect.runPromiseExit(files.put(key, new Uint8Array([1])))
    expect(exit._tag).toBe("Failure")
    expect(fs.existsSync(outside)).toBe(false)
  })
})
