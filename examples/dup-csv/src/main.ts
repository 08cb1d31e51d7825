/**
 * `pnpm --filter @atalaya/example-dup-csv start casos-ejemplo.csv [--days-window 60] [--all] [--json]`
 *
 * Scores a spreadsheet of cases for duplicates with exactly the rule the service applies, using
 * nothing but `@atalaya/core`: no database, no HTTP. Handy before importing a backlog, or to
 * look for duplicates in another system's export. Candidates are found as storage finds them
 * (cases sharing a blocking key inside the event-date window), so even a large file is quick.
 *
 * Columns (header names, any order, case-insensitive; the API's names work too): id, iniciales,
 * fecha_nacimiento, fecha_inicio_evento, fecha_recepcion, producto, ifa, registro_sanitario,
 * descripcion. Dates as 2024-03-10 or 10/03/2024.
 */
import { Duplicates } from "@atalaya/core"
import * as fs from "node:fs"
import { parseCsv, records } from "./csv.js"

const usage = "usage: start <file.csv> [--days-window N] [--all] [--json]"

const args = process.argv.slice(2)
const file = args.find((a) => !a.startsWith("--") && args[args.indexOf(a) - 1] !== "--days-window")
if (file === undefined) {
  console.error(usage)
  process.exit(2)
}
const windowArg = args.includes("--days-window") ? Number(args[args.indexOf("--days-window") + 1]) : Duplicates.DEFAULT_DAYS_WINDOW
if (!Number.isInteger(windowArg) || windowArg < 1 || windowArg > Duplicates.MAX_DAYS_WINDOW) {
  console.error(`--days-window must be a whole number from 1 to ${Duplicates.MAX_DAYS_WINDOW}`)
  process.exit(2)
}
const showAll = args.includes("--all")
const asJson = args.includes("--json")

// Header names people use for each field, the API's own names included.
const COLUMNS: Record<string, ReadonlyArray<string>> = {
  id: ["id", "caso", "nro", "numero"],
  paciente_iniciales: ["paciente_iniciales", "iniciales"],
  paciente_sexo: ["paciente_sexo", "sexo"],
  paciente_edad: ["paciente_edad", "edad"],
  paciente_fecha_nacimiento: ["paciente_fecha_nacimiento", "fecha_nacimiento", "nacimiento"],
  fecha_inicio_evento: ["fecha_inicio_evento", "fecha_inicio", "fecha_evento", "ea_fecha_inicio"],
  fecha_recepcion: ["fecha_recepcion", "recepcion"],
  producto_sospechoso: ["producto_sospechoso", "producto"],
  ifa: ["ifa", "principio_activo"],
  registro_sanitario: ["registro_sanitario", "registro"],
  descripcion_evento: ["descripcion_evento", "descripcion", "narrativa"]
}

const pick = (row: Record<string, string>, field: string): string | null => {
  for (const name of COLUMNS[field] ?? []) {
    const v = row[name]
    if (v !== undefined && v !== "") return v
  }
  return null
}

/** `10/03/2024` or `10-03-2024` (day first, as written in Peru) or ISO, as `YYYY-MM-DD`. */
const isoDate = (raw: string | null): string | null => {
  if (raw === null) return null
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(raw)
  if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, "0")}-${dmy[1]!.padStart(2, "0")}`
  return Duplicates.normalizeDate(raw)
}

const rows = records(parseCsv(fs.readFileSync(file, "utf8")))
const cases: Array<Duplicates.DupCase> = rows.map((row, i) => {
  const id = Number(pick(row, "id"))
  const ifa = pick(row, "ifa")
  const registro = pick(row, "registro_sanitario")
  return {
    id: Number.isSafeInteger(id) && id > 0 ? id : i + 1,
    paciente_iniciales: pick(row, "paciente_iniciales"),
    paciente_sexo: pick(row, "paciente_sexo"),
    paciente_edad: Duplicates.ageOf(pick(row, "paciente_edad")),
    paciente_fecha_nacimiento: isoDate(pick(row, "paciente_fecha_nacimiento")),
    fecha_inicio_evento: isoDate(pick(row, "fecha_inicio_evento")),
    fecha_recepcion: isoDate(pick(row, "fecha_recepcion")),
    producto_sospechoso: pick(row, "producto_sospechoso"),
    descripcion_evento: pick(row, "descripcion_evento"),
    productos: ifa !== null || registro !== null ? [{ ifa, registro_sanitario: registro }] : []
  }
})

const found = Duplicates.findInMemory(cases.map(Duplicates.profile), { daysWindow: windowArg })
const results = cases.map((c) => {
  const matches = found.get(c.id) ?? []
  const score = matches[0]?.score ?? 0
  return { id: c.id, ...Duplicates.classify(score), score, best_id: matches[0]?.id ?? null, matches }
})

if (asJson) {
  console.log(JSON.stringify(Object.fromEntries(results.map(({ id, ...r }) => [id, r])), null, 2))
} else {
  const counts = { dup: 0, review: 0, unique: 0 }
  for (const r of results) counts[r.status]++
  console.log(`${cases.length} cases, window ±${windowArg} days: ${counts.dup} Duplicado, ${counts.review} Revisar, ${counts.unique} Único\n`)
  // Each pair once, best first.
  const seen = new Set<string>()
  const pairs: Array<{ a: number; b: number; score: number; reasons: ReadonlyArray<string> }> = []
  for (const r of results) {
    for (const m of r.matches) {
      const key = r.id < m.id ? `${r.id}:${m.id}` : `${m.id}:${r.id}`
      if (seen.has(key) || (!showAll && m.score < Duplicates.REVIEW_THRESHOLD)) continue
      seen.add(key)
      pairs.push({ a: Math.min(r.id, m.id), b: Math.max(r.id, m.id), score: m.score, reasons: m.reasons })
    }
  }
  pairs.sort((x, y) => y.score - x.score || x.a - y.a)
  for (const p of pairs) {
    const { label } = Duplicates.classify(p.score)
    console.log(`${String(p.a).padStart(6)} ↔ ${String(p.b).padEnd(6)} ${p.score.toFixed(2)}  ${label.padEnd(9)}  ${p.reasons.join("; ")}`)
  }
  if (pairs.length === 0) console.log("No pairs to review.")
}
