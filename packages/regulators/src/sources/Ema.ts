/**
 * EMA: it has no search API, so the adapter downloads EMA's published medicines data file (the
 * JSON report of "Download medicine data", `/en/documents/report/medicines-output-medicines_json-
 * report_en.json`: `{data: [{category, name_of_medicine, active_substance,
 * international_non_proprietary_name_common_name, medicine_status, ema_product_number,
 * marketing_authorisation_developer_applicant_holder, medicine_url, …}]}`), keeps it 24 hours and
 * filters it locally. Concurrent searches share one download; a failed download is not kept.
 */
import { Effect } from "effect"
import { type AgencySource, SourceFailed } from "../AgencySource.js"
import { get, parseJson, type RequestPolicy } from "../internal/http.js"
import * as MedRecord from "../MedRecord.js"

/** EMA's public site. */
export const DEFAULT_URL = "https://www.ema.europa.eu"

/** The medicines report's path under the site. */
export const FILE_PATH = "/en/documents/report/medicines-output-medicines_json-report_en.json"

/** How long a download is kept. */
export const CACHE_MS = 24 * 60 * 60 * 1000

type Row = Readonly<Record<string, unknown>>

/** Maps the report to human-medicine records; null when it is not in the documented shape. */
export const parse = (body: unknown): Array<MedRecord.MedRecord> | null => {
  const rows = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data
  if (!Array.isArray(rows) || rows.length === 0 || rows.some((r) => r === null || typeof r !== "object")) return null
  const typed = rows as ReadonlyArray<Row>
  if (!typed.some((r) => "name_of_medicine" in r)) return null
  return typed
    .filter((r) => !String(r.category ?? "Human").toLowerCase().includes("veterinary"))
    .map((r) => MedRecord.make("ema", {
      nombre_medicamento: r.name_of_medicine,
      sustancia_activa: r.active_substance ?? r.international_non_proprietary_name_common_name,
      titular: r.marketing_authorisation_developer_applicant_holder,
      estado: r.medicine_status,
      numero_registro: r.ema_product_number,
      enlace: r.medicine_url
    }))
}

/** Options of the EMA source. */
export interface EmaOptions {
  /** The clock, in ms (tests move it past the 24 hours). */
  readonly now?: () => number
  readonly cacheMs?: number
}

/** The EMA source at `baseUrl`. */
export const make = (baseUrl: string, policy: RequestPolicy, options: EmaOptions = {}): AgencySource => {
  const base = baseUrl.replace(/\/+$/u, "")
  const now = options.now ?? Date.now
  const ttl = options.cacheMs ?? CACHE_MS
  const download = get(`${base}${FILE_PATH}`, policy).pipe(
    Effect.mapError((e) => new SourceFailed({ agency: "ema", reason: e.reason })),
    Effect.flatMap((res) => {
      const records = parse(parseJson(res.body))
      return records === null ? Effect.fail(new SourceFailed({ agency: "ema", reason: "formato de respuesta no reconocido" })) : Effect.succeed(records)
    })
  )
  let memo: { readonly at: number; readonly load: Effect.Effect<ReadonlyArray<MedRecord.MedRecord>, SourceFailed> } | null = null
  const records = Effect.suspend(() => {
    if (memo === null || now() - memo.at >= ttl) memo = { at: now(), load: Effect.runSync(Effect.cached(download)) }
    const current = memo
    return current.load.pipe(Effect.tapError(() => Effect.sync(() => {
      if (memo === current) memo = null
    })))
  })
  return {
    agency: "ema",
    describe: `${base}${FILE_PATH} (24 h)`,
    search: (query, maxItems) =>
      Effect.map(records, (all) => ({ records: all.filter((r) => MedRecord.matches(r, query)).slice(0, maxItems), path: "live" as const }))
  }
}
