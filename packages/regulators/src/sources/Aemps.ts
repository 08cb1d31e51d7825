/**
 * AEMPS: CIMA's REST API (AEMPS, "CIMA REST API: manual de uso"): `GET /cima/rest/medicamentos`
 * with `nombre` (medicine name) or `practiv1` (active ingredient), answering
 * `{totalFilas, pagina, tamanioPagina, resultados: [{nregistro, nombre, pactivos, labtitular,
 * estado: {aut|susp|rev}, comerc, dosis, formaFarmaceutica: {nombre}}]}`. Both searches run
 * concurrently and are merged by registration number.
 */
import { Effect } from "effect"
import { type AgencySource, SourceFailed } from "../AgencySource.js"
import { get, parseJson, type RequestPolicy } from "../internal/http.js"
import * as MedRecord from "../MedRecord.js"

/** CIMA's public base URL. */
export const DEFAULT_URL = "https://cima.aemps.es"

interface Medicamento {
  readonly nregistro?: unknown
  readonly nombre?: unknown
  readonly pactivos?: unknown
  readonly labtitular?: unknown
  readonly estado?: { readonly aut?: unknown; readonly susp?: unknown; readonly rev?: unknown }
  readonly comerc?: unknown
  readonly dosis?: unknown
  readonly formaFarmaceutica?: { readonly nombre?: unknown }
}

const estado = (m: Medicamento): string => {
  const base = m.estado?.rev !== undefined ? "Revocado" : m.estado?.susp !== undefined ? "Suspendido" : m.estado?.aut !== undefined ? "Autorizado" : ""
  const comerc = m.comerc === true ? "comercializado" : m.comerc === false ? "no comercializado" : ""
  return [base, comerc].filter((s) => s !== "").join(", ")
}

/** Maps one CIMA page to records; null when it is not in the documented shape. */
export const parse = (body: unknown): Array<MedRecord.MedRecord> | null => {
  if (body === null || typeof body !== "object" || !Array.isArray((body as { resultados?: unknown }).resultados)) return null
  return ((body as { resultados: ReadonlyArray<Medicamento> }).resultados).map((m) => MedRecord.make("aemps", {
    nombre_medicamento: m.nombre,
    sustancia_activa: m.pactivos,
    forma_farmaceutica: m.formaFarmaceutica?.nombre,
    concentracion: m.dosis,
    titular: m.labtitular,
    estado: estado(m),
    numero_registro: m.nregistro,
    enlace: m.nregistro === undefined ? "" : `https://cima.aemps.es/cima/publico/detalle.html?nregistro=${String(m.nregistro)}`
  }))
}

/** The AEMPS source at `baseUrl`. */
export const make = (baseUrl: string, policy: RequestPolicy): AgencySource => {
  const base = baseUrl.replace(/\/+$/u, "")
  const page = (param: "nombre" | "practiv1", query: string) =>
    get(`${base}/cima/rest/medicamentos?${new URLSearchParams({ [param]: query, pagina: "1" })}`, policy, { accept: [204] }).pipe(
      Effect.mapError((e) => new SourceFailed({ agency: "aemps", reason: e.reason })),
      Effect.flatMap((res) => {
        // CIMA answers 204 without a body when nothing matches.
        const records = res.status === 204 || res.body.trim() === "" ? [] : parse(parseJson(res.body))
        return records === null ? Effect.fail(new SourceFailed({ agency: "aemps", reason: "formato de respuesta no reconocido" })) : Effect.succeed(records)
      })
    )
  return {
    agency: "aemps",
    describe: base,
    search: (query, maxItems) =>
      Effect.map(Effect.all([page("nombre", query), page("practiv1", query)], { concurrency: 2 }), ([byName, byIngredient]) => {
        const seen = new Set<string>()
        const records = [...byName, ...byIngredient].filter((r) => {
          const key = r.numero_registro || `${r.nombre_medicamento}|${r.titular}`
          if (seen.has(key)) return false
          seen.add(key)
          return true
        })
        return { records: records.slice(0, maxItems), path: "live" as const }
      })
  }
}
