/**
 * EMA safety items for surveillance: EMA's published DHPC report (direct healthcare-professional
 * communications; "Download medicine data", the JSON twin of `medicines-output-dhpc-report_en.xlsx`
 * at `/en/documents/report/medicines-output-dhpc_json-report_en.json`), read like the medicines
 * file (`{data: [...]}` or a bare array). Its column names are read tolerantly (the medicine,
 * the substance, the communication's type or title, its date and link under the names EMA's
 * reports use), and the latest items by date are kept.
 */
import { Env } from "@atalaya/core"
import { Context, Data, Effect, Layer, Option } from "effect"
import { keyed } from "../internal/guard.js"
import { get, parseJson, type RequestPolicy } from "../internal/http.js"

/** The DHPC report's path under EMA's site. */
export const DHPC_PATH = "/en/documents/report/medicines-output-dhpc_json-report_en.json"

/** One communication. */
export interface SafetyItem {
  readonly titulo: string
  readonly medicamento: string
  readonly resumen: string
  readonly enlace: string
  /** ISO 8601 (12:00 UTC of the day), or null. */
  readonly fecha_publicada: string | null
}

/** The report could not be read. */
export class EmaSafetyFailed extends Data.TaggedError("EmaSafetyFailed")<{ readonly reason: string }> {}

const pick = (row: Readonly<Record<string, unknown>>, keys: ReadonlyArray<string>): string => {
  for (const k of keys) {
    const v = row[k]
    if (v !== null && v !== undefined && String(v).trim() !== "") return String(v).replace(/\s+/gu, " ").trim()
  }
  return ""
}

/** `dd/mm/yyyy` or ISO → ISO instant at 12:00 UTC; null when neither. */
const date = (raw: string): string | null => {
  const dmy = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/u.exec(raw)
  const iso = /(\d{4})-(\d{2})-(\d{2})/u.exec(raw)
  const [y, m, d] = iso !== null ? [iso[1], iso[2], iso[3]] : dmy !== null ? [dmy[3], dmy[2]!.padStart(2, "0"), dmy[1]!.padStart(2, "0")] : [null, null, null]
  return y === null ? null : `${y}-${m}-${d}T12:00:00.000Z`
}

/** The report's items, newest first; null when it is not in a recognisable shape. */
export const parse = (body: unknown): Array<SafetyItem> | null => {
  const rows = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data
  if (!Array.isArray(rows) || rows.some((r) => r === null || typeof r !== "object")) return null
  const items = (rows as ReadonlyArray<Readonly<Record<string, unknown>>>).map((r): SafetyItem => {
    const name = pick(r, ["name_of_medicine", "medicine_name", "name"])
    const kind = pick(r, ["dhpc_type", "type_of_dhpc", "title", "dhpc_title"])
    return {
      titulo: [name, kind].filter((x) => x !== "").join(" — "),
      medicamento: pick(r, ["active_substance", "international_non_proprietary_name_common_name", "inn_common_name"]) || name,
      resumen: pick(r, ["regulatory_outcome", "summary", "description", "dhpc_type", "title"]),
      enlace: pick(r, ["dhpc_url", "url", "document_url", "medicine_url"]),
      fecha_publicada: date(pick(r, ["first_published_date", "dissemination_date", "date_of_dhpc", "dhpc_date", "last_updated_date"]))
    }
  }).filter((i) => i.titulo !== "" && i.enlace !== "")
  if (rows.length > 0 && items.length === 0) return null
  return items.sort((a, b) => (b.fecha_publicada ?? "").localeCompare(a.fecha_publicada ?? ""))
}

/** The client: the latest items. */
export interface EmaSafetyClient {
  readonly latest: (n: number) => Effect.Effect<ReadonlyArray<SafetyItem>, EmaSafetyFailed>
}

/** The configured client; none means surveillance skips EMA (traced). */
export class EmaSafety extends Context.Reference<EmaSafety>()("@atalaya/regulators/EmaSafety", {
  defaultValue: (): Option.Option<EmaSafetyClient> => Option.none()
}) {}

/** The client over EMA's site at `baseUrl` (the report kept 24 h). */
export const make = (baseUrl: string, options: { readonly policy?: RequestPolicy; readonly cacheMs?: number } = {}): EmaSafetyClient => {
  const url = `${baseUrl.replace(/\/+$/u, "")}${DHPC_PATH}`
  const load = keyed(
    () => get(url, options.policy ?? { timeoutMs: 25_000, retries: 2 }).pipe(
      Effect.mapError((e) => new EmaSafetyFailed({ reason: e.reason })),
      Effect.flatMap((res) => {
        const items = parse(parseJson(res.body))
        return items === null ? Effect.fail(new EmaSafetyFailed({ reason: "formato de respuesta no reconocido" })) : Effect.succeed(items)
      })
    ),
    () => new EmaSafetyFailed({ reason: "limite local de solicitudes alcanzado" }),
    { cacheMs: options.cacheMs ?? 24 * 3_600_000, limit: 10 }
  )
  return { latest: (n) => Effect.map(load("dhpc"), (items) => items.slice(0, n)) }
}

/** The client on `ATALAYA_SOURCE_EMA_URL` (EMA's site by default; `off`: none). */
export const layerFromEnv = (env: Env.Env): Layer.Layer<EmaSafety> => {
  const url = Env.read(env, "ATALAYA_SOURCE_EMA_URL")
  const off = url !== undefined && ["off", "none", "false", "0"].includes(url.toLowerCase())
  return Layer.succeed(EmaSafety, off ? Option.none() : Option.some(make(url ?? "https://www.ema.europa.eu")))
}
