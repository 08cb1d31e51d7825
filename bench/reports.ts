/**
 * Regulator report timings (issue 14): DIGEMID Model B for a case with 5 suspected products and 10
 * events (target p95 < 150 ms), the E2B(R3) message of the same case (target < 50 ms), and one
 * DOCX → PDF conversion of the causality report with the local LibreOffice.
 *
 *   pnpm --filter @atalaya/bench reports
 */
import { buildMessage, validate } from "@atalaya/e2b"
import { CausalityReport, Docx, LibreOffice, ModelB, ReportSettings } from "@atalaya/reports"
import { fullCase } from "@atalaya/testing/ReportFixtures"
import { Effect } from "effect"
import { readFileSync } from "node:fs"
import { join } from "node:path"

const percentile = (sorted: ReadonlyArray<number>, p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
const ms = (n: number) => `${n.toFixed(1)} ms`

const time = async (label: string, runs: number, warmup: number, fn: () => unknown | Promise<unknown>) => {
  for (let i = 0; i < warmup; i++) await fn()
  const samples: Array<number> = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await fn()
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  const row = { label, runs, p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1)! }
  console.log(`${label.padEnd(44)} runs ${String(runs).padStart(4)}  p50 ${ms(row.p50).padStart(9)}  p95 ${ms(row.p95).padStart(9)}  max ${ms(row.max).padStart(9)}`)
  return row
}

const c = fullCase({ productos: 5, eventos: 10, narrativeRepeat: 4 })
const firma = { nombre: "Q.F. María Torres Díaz", cargo: "Responsable de Farmacovigilancia", fecha: "20/03/2026" }

const modelB = await time("Model B PDF (5 products, 10 events)", 200, 10, () => ModelB.render(c, firma))
const e2b = await time("E2B(R3) message (5 products, 10 events)", 500, 20, () => buildMessage(c))
const xml = buildMessage(c)
const schema = await time("E2B(R3) schema validation (xmllint-wasm)", 10, 1, () => validate(xml))
if ((await validate(xml)).length > 0) throw new Error("the benchmark's message is not schema-valid")

const soffice = LibreOffice.findSoffice()
let docx: Awaited<ReturnType<typeof time>> | null = null
if (soffice === null) console.log("DOCX → PDF: no soffice on PATH or SOFFICE_PATH (scripts/ensure-libreoffice.sh installs it); skipped")
else {
  const converter = await Effect.runPromise(LibreOffice.make(soffice, { concurrency: 1 }))
  const settings = Effect.runSync(ReportSettings)
  const template = new Uint8Array(readFileSync(join(settings.templatesDir, CausalityReport.TEMPLATE)))
  const filled = Docx.renderDocx(template, CausalityReport.templateData(c, null, firma.fecha))
  docx = await time("DOCX → PDF, local LibreOffice (causality report)", 5, 1, () => Effect.runPromise(converter.toPdf(filled, "docx")))
}

console.log("")
console.log(`Model B p95 ${ms(modelB.p95)} (target < 150 ms): ${modelB.p95 < 150 ? "met" : "NOT met"}`)
console.log(`E2B export p95 ${ms(e2b.p95)} (target < 50 ms): ${e2b.p95 < 50 ? "met" : "NOT met"}`)
console.log(`E2B schema validation p50 ${ms(schema.p50)} (tests and on demand, not per request)`)
if (docx !== null) console.log(`DOCX → PDF p50 ${ms(docx.p50)} per conversion (one private profile each)`)
