/**
 * INVIMA: the CUM datasets on datos.gov.co through Socrata's SODA API (dev.socrata.com, "Queries
 * using SODA"; dataset i7cb-raxc "Código Único de Medicamentos Vigentes"): `GET
 * /resource/i7cb-raxc.json?$where=…&$limit=N` answers an array of rows with `expediente, producto,
 * titular, registrosanitario, estadoregistro, principioactivo, cantidad, unidadmedida,
 * formafarmaceutica, …`; the CUM has one row per presentation and ingredient, so rows are grouped
 * by `expediente` into one record per registration. Errors are `{error: true, message}`.
 */
import { Effect } from "effect"
import { type AgencySource, SourceFailed } from "../AgencySource.js"
import { get, parseJson, type RequestPolicy } from "../internal/http.js"
import * as MedRecord from "../MedRecord.js"

/** datos.gov.co's base URL. */
export const DEFAULT_URL = "https://www.datos.gov.co"

/** The CUM dataset of medicines in force. */
export const DATASET = "i7cb-raxc"

type Row = Readonly<Record<string, unknown>>

const text = (v: unknown) => (v === null || v === undefined ? "" : String(v).trim())

/** Maps SODA rows to records, one per `expediente`; null when the answer is not an array of rows. */
export const parse = (body: unknown): Array<MedRecord.MedRecord> | null => {
  if (!Array.isArray(body) || body.some((r) => r === null || typeof r !== "object")) return null
  const groups = new Map<string, Array<Row>>()
  for (const row of body as ReadonlyArray<Row>) {
    const key = text(row.expediente) || text(row.registrosanitario) || text(row.producto)
    groups.set(key, [...(groups.get(key) ?? []), row])
  }
  return [...groups.values()].map((rows) => {
    const first = rows[0]!
    const unique = (f: (r: Row) => string) => [...new Set(rows.map(f).filter((v) => v !== ""))]
    return MedRecord.make("invima", {
      nombre_medicamento: first.producto,
      sustancia_activa: unique((r) => text(r.principioactivo)),
      forma_farmaceutica: first.formafarmaceutica,
      concentracion: unique((r) => [text(r.cantidad), text(r.unidadmedida)].filter((v) => v !== "").join(" ")),
      titular: first.titular,
      estado: first.estadoregistro,
      numero_registro: first.registrosanitario,
      enlace: text(first.expediente) === "" ? "" : `https://www.datos.gov.co/resource/${DATASET}.json?expediente=${encodeURIComponent(text(first.expediente))}`
    })
  })
}

/** The SODA `$where` for a product or active-ingredient name (quotes doubled, as SoQL escapes them). */
export const where = (query: string): string => {
  const value = query.toUpperCase().replace(/'/gu, "''")
  return `upper(producto) like '%${value}%' OR upper(principioactivo) like '%${value}%'`
}

/** The INVIMA source at `baseUrl`. */
export const make = (baseUrl: string, policy: RequestPolicy): AgencySource => {
  const base = baseUrl.replace(/\/+$/u, "")
  return {
    agency: "invima",
    describe: base,
    search: (query, maxItems) => {
      // Rows are per presentation and ingredient: ask for more than the records wanted.
      const params = new URLSearchParams({ $where: where(query), $limit: String(Math.min(maxItems * 10, 5000)), $order: "expediente" })
      return get(`${base}/resource/${DATASET}.json?${params}`, policy).pipe(
        Effect.mapError((e) => new SourceFailed({ agency: "invima", reason: e.reason })),
        Effect.flatMap((res) => {
          const records = parse(parseJson(res.body))
          return records === null
            ? Effect.fail(new SourceFailed({ agency: "invima", reason: "formato de respuesta no reconocido" }))
            : Effect.succeed({ records: records.slice(0, maxItems), path: "live" as const })
        })
      )
    }
  }
}
