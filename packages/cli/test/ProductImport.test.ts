import { ProductRepository } from "@atalaya/core"
import { Storage } from "@atalaya/sql"
import { Effect, ManagedRuntime, Option } from "effect"
import { execFile } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { promisify } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ProductImport } from "../src/index.js"

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "atalaya-cli-"))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

const csv = (name: string, text: string) => {
  const file = path.join(tmp, name)
  fs.writeFileSync(file, text)
  return file
}

describe("parseCsv", () => {
  it("reads a header row, quoted fields, a BOM and semicolon-separated spreadsheets", () => {
    expect(ProductImport.parseCsv("\uFEFFProducto,numero_registro\n\"Amoxil, 500 mg\",EE-1\n\n")).toEqual([
      { producto: "Amoxil, 500 mg", numero_registro: "EE-1" }
    ])
    expect(ProductImport.parseCsv("producto;numero_registro;comercializa\nAspirina;N-1;si\n")).toEqual([
      { producto: "Aspirina", numero_registro: "N-1", comercializa: "si" }
    ])
  })
})

describe("importFile on embedded PGlite", () => {
  const runtime = ManagedRuntime.make(Storage.layerPglite())
  beforeAll(() => runtime.runPromise(Effect.void))
  afterAll(() => runtime.dispose())

  it("upserts by registration number, reports invalid rows and calls back with progress", async () => {
    const file = csv("a.csv", [
      "producto,numero_registro,ifa,fecha_venc_registro,comercializa",
      "Amoxil 500,EE-01234,amoxicilina,2027-01-31,si",
      "Aspirina,N-1,acido acetilsalicilico,,no",
      ",N-2,sin nombre,,",
      "Amoxil 500 mg,ee 01234,amoxicilina,2027-02-28,si",
      "Mala fecha,N-3,x,31/01/2027,si"
    ].join("\n"))
    const progress: Array<[number, number]> = []
    const result = await runtime.runPromise(ProductImport.importFile(file, (done, total) => progress.push([done, total])))
    expect(result).toMatchObject({ created: 2, updated: 1, skipped: 2, total_processed: 5 })
    expect(result.errors.map((e) => [e.index, e.numero_registro])).toEqual([[2, "N-2"], [4, "N-3"]])
    expect(result.errors[1]!.error).toContain("invalid date format")
    expect(progress.at(-1)).toEqual([2, 2])
    const amoxil = await runtime.runPromise(Effect.flatMap(ProductRepository.ProductRepository, (r) => r.findByRegistro("EE01234")))
    expect(Option.getOrThrow(amoxil)).toMatchObject({ producto: "Amoxil 500 mg", fecha_venc_registro: "2027-02-28", comercializa: true })

    // Running the same file again creates nothing new.
    const again = await runtime.runPromise(ProductImport.importFile(file))
    expect(again).toMatchObject({ created: 0, updated: 3, skipped: 2 })
  })
})

describe("the atalaya command", () => {
  it("imports a CSV into the embedded database of a data directory and prints the counts", async () => {
    const dataDir = path.join(tmp, "data")
    const file = csv("b.csv", "producto,numero_registro\nParacetamol,P-1\nIbuprofeno,I-1\n,X-1\n")
    const bin = path.resolve(__dirname, "../src/bin.ts")
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "--conditions=@atalaya/source", bin, "products", "import", file], {
      cwd: path.resolve(__dirname, ".."),
      env: { ...process.env, ATALAYA_DATA_DIR: dataDir, DATABASE_URL: "" },
      timeout: 60_000
    })
    expect(stdout).toContain("creados: 2  actualizados: 0  omitidos: 1  procesados: 3")
    expect(stdout).toContain("fila 4 (X-1): producto: field required")
  }, 90_000)

  it("imports a MedDRA release directory (the demo) into the embedded database and refuses a directory without one", async () => {
    const dataDir = path.join(tmp, "meddra-data")
    const bin = path.resolve(__dirname, "../src/bin.ts")
    const demo = path.resolve(__dirname, "../../../templates/meddra-demo")
    const run = (dir: string) =>
      promisify(execFile)(process.execPath, ["--import", "tsx", "--conditions=@atalaya/source", bin, "meddra", "import", dir], {
        cwd: path.resolve(__dirname, ".."),
        env: { ...process.env, ATALAYA_DATA_DIR: dataDir, DATABASE_URL: "" },
        timeout: 60_000
      })
    const { stdout } = await run(demo)
    expect(stdout).toBe("MedDRA DEMO-1.0 (Spanish) cargado: 158 LLT, 60 PT\n")
    const failed = await run(tmp).catch((error: { code: number; stderr: string }) => error)
    expect(failed).toMatchObject({ code: 1 })
    expect((failed as { stderr: string }).stderr).toContain(`error: llt.asc: no se encontró en ${tmp}`)
  }, 90_000)

  it("explains its usage when called wrongly", async () => {
    const bin = path.resolve(__dirname, "../src/bin.ts")
    const exit = await promisify(execFile)(process.execPath, ["--import", "tsx", "--conditions=@atalaya/source", bin, "nothing"], {
      cwd: path.resolve(__dirname, "..")
    }).catch((error: { code: number; stderr: string }) => error)
    expect(exit).toMatchObject({ code: 64 })
    expect((exit as { stderr: string }).stderr).toContain("usage: atalaya products import FILE.csv")
  })
})
