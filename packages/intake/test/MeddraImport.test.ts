import { Meddra, MeddraService } from "@atalaya/core"
import { Storage } from "@atalaya/sql"
import { Effect, Either, ManagedRuntime, Option } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MeddraImport } from "../src/index.js"

const DEMO = path.resolve(__dirname, "../../../templates/meddra-demo")
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "atalaya-meddra-"))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

/** Copies the demo release to `dir`, naming files with `rename`. */
const copyDemo = (dir: string, rename: (name: string) => string = (n) => n) => {
  fs.mkdirSync(dir, { recursive: true })
  for (const name of fs.readdirSync(DEMO)) fs.copyFileSync(path.join(DEMO, name), path.join(dir, rename(name)))
}

describe("reading a MedDRA release directory", () => {
  it("reads the seven files of the demo, ignoring the others", async () => {
    const files = await Effect.runPromise(MeddraImport.readRelease(DEMO))
    expect(Object.keys(files).sort()).toEqual(Object.values(Meddra.FILES).sort())
    const dict = Either.getOrThrow(Meddra.parseDictionaryBytes(files))
    expect(dict.release).toEqual({ version: "DEMO-1.0", language: "Spanish" })
    expect(dict.llts.length).toBe(158)
    // Every code of the demo is fake: it starts with 9 (real MedDRA codes start with 1).
    const codes = [...dict.socs.map((s) => s.soc_code), ...dict.hlgts.map((h) => h.hlgt_code), ...dict.hlts.map((h) => h.hlt_code), ...dict.llts.map((l) => l.llt_code)]
    expect(codes.every((c) => /^9\d{7}$/.test(c))).toBe(true)
  })

  it("finds the files under MedAscii/ and whatever their case, as unpacked MSSO archives have them", async () => {
    const root = path.join(tmp, "MedDRA_27_0_Spanish")
    copyDemo(path.join(root, "MedAscii"), (n) => n.toUpperCase())
    const files = await Effect.runPromise(MeddraImport.readRelease(root))
    expect(Object.keys(files).sort()).toEqual(Object.values(Meddra.FILES).sort())
  })

  it("fails with a format error naming llt.asc when the directory holds no release", async () => {
    const empty = path.join(tmp, "vacio")
    fs.mkdirSync(empty)
    const result = await Effect.runPromise(Effect.either(MeddraImport.readRelease(empty)))
    expect(Either.getLeft(result)).toEqual(Option.some(new Meddra.MeddraFormatError({ file: "llt.asc", line: null, reason: `no se encontró en ${empty}` })))
  })
})

describe("importing a release directory into storage (PGlite)", () => {
  const runtime = ManagedRuntime.make(Storage.layerPglite())
  const actor = { id: null, email: "test@intake" }
  beforeAll(() => runtime.runPromise(Effect.void))
  afterAll(() => runtime.dispose())

  it("loads the demo only while the dictionary is empty, and a broken release loads nothing", async () => {
    const first = await runtime.runPromise(MeddraImport.importIfEmpty(DEMO, actor))
    expect(Option.getOrThrow(first)).toMatchObject({ version: "DEMO-1.0", llt_count: 158, pt_count: 60 })
    expect(await runtime.runPromise(MeddraImport.importIfEmpty(DEMO, actor))).toEqual(Option.none())

    const broken = path.join(tmp, "roto")
    copyDemo(broken)
    fs.writeFileSync(path.join(broken, "meddra_release.asc"), "DEMO-2.0$Spanish$$$$\r\n")
    fs.appendFileSync(path.join(broken, "llt.asc"), "94999999$Término huérfano$93999999$$$$$$$Y$$\r\n")
    const failed = await runtime.runPromise(Effect.either(MeddraImport.importDirectory(broken, actor)))
    expect(Either.getLeft(failed).pipe(Option.map((e) => e._tag))).toEqual(Option.some("MeddraFormatError"))
    const answer = await runtime.runPromise(MeddraService.suggest({ q: "huerfano" }))
    expect(answer).toEqual({ items: [], version: "DEMO-1.0" })
  })
})
