/**
 * `pnpm bench:extraction` (= `pnpm --filter @atalaya/bench extraction`)
 *
 * Field-level accuracy of the free-text case extraction (`@atalaya/intake` Extraction) with the rules
 * alone, on the report corpus in data/intake/corpus.json: realistic Spanish reports written for the
 * tests (pharmacist emails, WhatsApp messages, hospital notes, English mixed in, typos, missing
 * fields), each with the fields a pharmacovigilance reviewer would extract.
 *
 * A field counts for a report when the corpus expects a value or the extraction gives one, so an
 * invented value is an error and a correctly empty field is not a free point. The corpus has several
 * splits: `dev` (used while writing the rules), `holdout` (written with it)
 * and `blind1`, `blind2`… (each written after the previous round of rules and measured once before being used
 * to improve them); each is printed, with timing, and so are the first measurements the corpus records.
 * `--verbose` lists the wrong fields of the development split (`--holdout`, `--blind1`… add those splits).
 */
import { Duplicates } from "@atalaya/core"
import { Extraction } from "@atalaya/intake"
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"

type Expected = Partial<{
  iniciales: string
  edad: number
  sexo: string
  peso: number
  producto: string | ReadonlyArray<string>
  dosis: ReadonlyArray<string>
  via: string
  evento: ReadonlyArray<string>
  fecha_inicio_evento: string
  fecha_fin_evento: string
  reportante: string
  contacto: string
  criterios: ReadonlyArray<string>
  desenlace: string
  dechallenge: string
}>

interface Report {
  readonly id: string
  readonly canal: string
  readonly split: Split
  readonly fecha_recepcion: string
  readonly texto: string
  readonly esperado: Expected
}

const FIELDS = [
  "iniciales", "edad", "sexo", "peso", "producto", "dosis", "via", "evento", "fecha_inicio_evento", "fecha_fin_evento",
  "reportante", "contacto", "criterios", "desenlace", "dechallenge"
] as const
type Field = (typeof FIELDS)[number]

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()
const compact = (s: string) => fold(s).replace(/\s+/g, "").replace(/,/g, ".")
const TITLES = new Set(["q", "f", "qf", "dr", "dra", "lic", "enf", "obst", "sr", "sra", "srta", "pharmacist", "doctor", "dra."])
const nameWords = (s: string) => fold(s).split(/[^a-z]+/).filter((w) => w !== "" && !TITLES.has(w))

/** The extracted value of a field, in the corpus's terms (null when absent). */
const actualOf = (payload: Extraction.ExtractedCase, field: Field): unknown => {
  const first = payload.productos?.[0]
  switch (field) {
    case "iniciales": return payload.paciente_iniciales ?? null
    case "edad": return payload.paciente_edad ?? null
    case "sexo": return payload.paciente_sexo ?? null
    case "peso": return payload.paciente_peso ?? null
    case "producto": return first?.nombre_producto ?? payload.producto_sospechoso ?? null
    case "dosis": return first?.dosis_frecuencia ?? null
    case "via": return first?.via_administracion ?? null
    case "evento": return payload.descripcion_evento ?? null
    case "fecha_inicio_evento": return payload.fecha_inicio_evento ?? null
    case "fecha_fin_evento": return payload.fecha_fin_evento ?? null
    case "reportante": return payload.reportante_nombre ?? null
    case "contacto": return payload.reportante_contacto ?? null
    case "criterios": return payload.ea_criterios_gravedad !== undefined && payload.ea_criterios_gravedad.length > 0 ? payload.ea_criterios_gravedad : null
    case "desenlace": return payload.ea_desenlace ?? null
    case "dechallenge": return first?.desaparecio_al_suspender ?? null
  }
}

const expectedOf = (e: Expected, field: Field): unknown => {
  const v = e[field]
  return v === undefined || (Array.isArray(v) && v.length === 0) ? null : v
}

/** Whether an extracted value is right. */
const right = (field: Field, expected: unknown, actual: unknown): boolean => {
  if (expected === null || actual === null) return expected === actual
  switch (field) {
    case "iniciales": return Duplicates.normalizeInitials(String(actual)) === Duplicates.normalizeInitials(String(expected))
    case "peso": return Math.abs(Number(actual) - Number(expected)) < 0.01
    case "producto": {
      const tokens = Duplicates.productTokens(String(actual))
      const options = Array.isArray(expected) ? expected : [expected]
      return options.some((o: string) => Duplicates.productTokens(o).some((w) => tokens.some((t) => Duplicates.sameWord(w, t))))
    }
    case "dosis": return (expected as ReadonlyArray<string>).every((f) => compact(String(actual)).includes(compact(f)))
    case "evento": return (expected as ReadonlyArray<string>).every((k) => fold(String(actual)).includes(fold(k)))
    case "reportante": {
      const a = nameWords(String(actual))
      const e = nameWords(String(expected))
      return a.length === e.length && e.every((w, i) => w === a[i])
    }
    case "contacto": {
      const e = String(expected)
      return e.includes("@") ? fold(String(actual)) === fold(e) : String(actual).replace(/\D/g, "") === e.replace(/\D/g, "")
    }
    case "criterios": return [...(actual as ReadonlyArray<string>)].sort().join() === [...(expected as ReadonlyArray<string>)].sort().join()
    case "via": case "desenlace": case "sexo": case "dechallenge": return fold(String(actual)) === fold(String(expected))
    default: return actual === expected
  }
}

/** `dev`, `holdout`, or `blind<n>` (the n-th round written after the rules of the round before). */
type Split = string

const here = path.dirname(fileURLToPath(import.meta.url))
const corpus = JSON.parse(fs.readFileSync(path.join(here, "data/intake/corpus.json"), "utf8")) as {
  readonly casos: ReadonlyArray<Report>
  /** Each split's accuracy when it was first measured, before it was used to improve the rules. */
  readonly primera_medicion: Readonly<Record<string, { readonly porcentaje: number; readonly nota: string }>>
}
// Every split the corpus has, in the order it was written, so a new round needs no code change.
const blindRound = (s: string) => Number(/^blind(\d+)$/.exec(s)?.[1] ?? Number.NaN)
const SPLITS: ReadonlyArray<readonly [Split, string]> = [
  ["dev", "dev"],
  ["holdout", "held-out"],
  ...[...new Set(corpus.casos.map((c) => c.split))]
    .filter((s) => Number.isInteger(blindRound(s)))
    .sort((a, b) => blindRound(a) - blindRound(b))
    .map((s) => [s, `blind-${blindRound(s)}`] as const)
]
const verbose = process.argv.includes("--verbose")

interface Tally { right: number; counted: number }
const pct = (t: Tally) => (t.counted === 0 ? "    -" : `${((100 * t.right) / t.counted).toFixed(1).padStart(5)}`)

const run = (split: Split) => {
  const reports = corpus.casos.filter((c) => c.split === split)
  const perField = new Map<Field, Tally>(FIELDS.map((f) => [f, { right: 0, counted: 0 }]))
  const total: Tally = { right: 0, counted: 0 }
  const misses: Array<string> = []
  const started = performance.now()
  for (const report of reports) {
    const payload = Extraction.extractRules(report.texto, { receptionDate: report.fecha_recepcion })
    for (const field of FIELDS) {
      const expected = expectedOf(report.esperado, field)
      const actual = actualOf(payload, field)
      if (expected === null && actual === null) continue
      const tally = perField.get(field)!
      tally.counted++
      total.counted++
      if (right(field, expected, actual)) {
        tally.right++
        total.right++
      } else {
        const shown = field === "evento" && typeof actual === "string" ? `${actual.slice(0, 60)}…` : actual
        misses.push(`  ${report.id} ${field}: esperado ${JSON.stringify(expected)}, extraído ${JSON.stringify(shown)}`)
      }
    }
  }
  const ms = performance.now() - started
  return { reports: reports.length, perField, total, misses, ms }
}

const results = SPLITS.map(([split, label]) => ({ split, label, ...run(split) }))
const all: Tally = { right: 0, counted: 0 }
for (const r of results) {
  all.right += r.total.right
  all.counted += r.total.counted
}
const reports = results.reduce((n, r) => n + r.reports, 0)
const ms = results.reduce((n, r) => n + r.ms, 0)

console.log(`Free-text extraction, rules only — ${results.map((r) => `${r.reports} ${r.label}`).join(" + ")} reports (data/intake/corpus.json)`)
console.log("A field counts when expected or extracted; % = right / counted (n).\n")
console.log(`${"field".padEnd(22)}${results.map((r) => `${r.label.padStart(10)} ${"(n)".padStart(5)}`).join("")}`)
for (const field of FIELDS) {
  console.log(`${field.padEnd(22)}${results.map((r) => `${pct(r.perField.get(field)!).padStart(10)} ${`(${r.perField.get(field)!.counted})`.padStart(5)}`).join("")}`)
}
console.log(`${"overall".padEnd(22)}${results.map((r) => `${pct(r.total).padStart(10)} ${`(${r.total.counted})`.padStart(5)}`).join("")}`)
console.log(`\nAll reports: ${all.right}/${all.counted} fields right = ${pct(all).trim()} % (target ≥ 90 % with rules alone: ${all.right / all.counted >= 0.9 ? "met" : "not met"} on this corpus, which the rules learnt from)`)
console.log(`Time: ${(ms / reports).toFixed(2)} ms per report (rules, one thread)`)
console.log("\nEvery split except dev was measured once before it was used to improve the rules; those first figures")
console.log("are the honest accuracy on unseen reports (the figures above include what was learnt from them):")
for (const [split, label] of SPLITS) {
  const first = corpus.primera_medicion[split]
  if (first !== undefined) console.log(`  ${label.padEnd(9)} ${first.porcentaje.toFixed(1)} %  (${first.nota})`)
}
const shown = results.filter((r) => r.split === "dev" || process.argv.includes(`--${r.split}`))
if (verbose) for (const r of shown) console.log(`\nWrong fields (${r.label}):\n${r.misses.join("\n") || "  none"}`)
else console.log(`(${results.reduce((n, r) => n + r.misses.length, 0)} wrong fields; --verbose lists them)`)
