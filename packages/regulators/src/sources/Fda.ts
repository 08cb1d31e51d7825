/**
 * FDA: openFDA's Drugs@FDA endpoint `GET /drug/drugsfda.json?search=…&limit=N` (open.fda.gov,
 * "Drugs@FDA API"): `{meta, results: [{application_number, sponsor_name, openfda: {brand_name[],
 * generic_name[]}, products: [{brand_name, active_ingredients: [{name, strength}], dosage_form,
 * route, marketing_status}]}]}`; no match is a 404 with `{error: {code: "NOT_FOUND"}}`. One
 * record per product of each matching application.
 */
import { Effect } from "effect"
import { type AgencySource, SourceFailed } from "../AgencySource.js"
import { get, parseJson, type RequestPolicy } from "../internal/http.js"
import * as MedRecord from "../MedRecord.js"

/** openFDA's public base URL. */
export const DEFAULT_URL = "https://api.fda.gov"

/** Characters of openFDA's query syntax, dropped from what a user typed. */
const SYNTAX = /["():[\]{}\\+*?^~!]/gu

interface Product {
  readonly brand_name?: unknown
  readonly active_ingredients?: ReadonlyArray<{ readonly name?: unknown; readonly strength?: unknown }>
  readonly dosage_form?: unknown
  readonly route?: unknown
  readonly marketing_status?: unknown
}
interface Application {
  readonly application_number?: unknown
  readonly sponsor_name?: unknown
  readonly openfda?: { readonly brand_name?: unknown; readonly generic_name?: unknown }
  readonly products?: ReadonlyArray<Product>
}

/** The Drugs@FDA page of an application (its number's digits). */
const link = (application: string) => {
  const digits = application.replace(/\D/gu, "")
  return digits === "" ? "" : `https://www.accessdata.fda.gov/scripts/cder/daf/index.cfm?event=overview.process&ApplNo=${digits}`
}

/** Maps one openFDA answer (already parsed) to records; null when it is not in the documented shape. */
export const parse = (body: unknown): Array<MedRecord.MedRecord> | null => {
  if (body === null || typeof body !== "object") return null
  const b = body as { results?: unknown; error?: { code?: unknown } }
  if (b.error?.code === "NOT_FOUND") return []
  if (!Array.isArray(b.results)) return null
  return (b.results as ReadonlyArray<Application>).flatMap((app) => {
    const number = String(app.application_number ?? "")
    const products: ReadonlyArray<Product> = Array.isArray(app.products) && app.products.length > 0 ? app.products : [{}]
    return products.map((p: Product) => {
      const ingredients = (p.active_ingredients ?? []).map((a) => a.name).filter((n) => n !== undefined && n !== null && n !== "")
      return MedRecord.make("fda", {
      nombre_medicamento: p.brand_name ?? app.openfda?.brand_name,
      sustancia_activa: ingredients.length > 0 ? ingredients : app.openfda?.generic_name,
      forma_farmaceutica: [p.dosage_form, p.route].filter((x) => x !== undefined && x !== null && x !== "").join(", "),
      concentracion: (p.active_ingredients ?? []).map((a) => a.strength),
      titular: app.sponsor_name,
      estado: p.marketing_status,
      numero_registro: number,
      enlace: link(number)
      })
    })
  })
}

/** The FDA source at `baseUrl`. */
export const make = (baseUrl: string, policy: RequestPolicy): AgencySource => {
  const base = baseUrl.replace(/\/+$/u, "")
  return {
    agency: "fda",
    describe: base,
    search: (query, maxItems) => {
      const term = query.replace(SYNTAX, " ").replace(/\s+/gu, " ").trim()
      const search = ["openfda.brand_name", "openfda.generic_name", "products.active_ingredients.name"].map((f) => `${f}:"${term}"`).join(" ")
      const url = `${base}/drug/drugsfda.json?${new URLSearchParams({ search, limit: String(Math.min(maxItems, 1000)) })}`
      return get(url, policy, { accept: [404] }).pipe(
        Effect.mapError((e) => new SourceFailed({ agency: "fda", reason: e.reason })),
        Effect.flatMap((res) => {
          const records = parse(parseJson(res.body))
          if (records === null || (res.status === 404 && records.length > 0)) return Effect.fail(new SourceFailed({ agency: "fda", reason: "formato de respuesta no reconocido" }))
          return Effect.succeed({ records: records.slice(0, maxItems), path: "live" as const })
        })
      )
    }
  }
}
