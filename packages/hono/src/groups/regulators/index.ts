/**
 * Regulator look-ups (service-spec "Regulator lookups"; decisions.md "Regulators and
 * surveillance"): a product's registrations at every configured agency at once, or at one. The
 * all-agency search answers what the agencies that responded found and names the others in
 * `X-Agencies-Failed` (and how each answered, live or from an imported file, in
 * `X-Agencies-Paths`); a single agency that fails is a 502 naming it. Needs `regulators:read`.
 */
import type { LanguageModel, ProductRepository } from "@atalaya/core"
import { AdrdbService, DigemidAlerts, MedRecord, Recalls, type RegulatorImports, RegulatorService, Surveillance } from "@atalaya/regulators"
import { Effect } from "effect"
import { endpoint, type PathParam, permission, type Schema } from "../../Endpoint.js"
import { type Group, group, ref } from "../../Group.js"
import { commonSchemas } from "../common.js"

/**
 * What the regulator endpoints need from the runtime: the imported registries (part of the
 * storage). The sources (`AgencySources`) have a default, none, so a runtime provides them only
 * to reach agencies; the same for the adverse-reaction database (`Adrdb`). The dashboard reads the
 * catalog; recall summaries use the language model when one is configured. Recalls (`Recalls`)
 * and the translator have defaults too (none; Apertium or none).
 */
export type RegulatorsServices =
  | RegulatorImports.RegulatorImports
  | Surveillance.SurveillanceRepository
  | ProductRepository.ProductRepository
  | LanguageModel.LanguageModel

const T = "regulators"
const read = permission("regulators:read")

/** The record schema. */
export const regulatorsSchemas: Readonly<Record<string, Schema>> = {
  MedRecord: {
    type: "object",
    description: "One registration at one agency; empty strings where the source does not say",
    properties: Object.fromEntries(MedRecord.FIELDS.map((f) => [f, { type: "string" }]))
  },
  FDAItem: {
    type: "object",
    properties: {
      titulo: { type: "string", description: "Spanish title" },
      medicamento: { type: "string", description: "Generic device type in Spanish, then brand/product lines" },
      evento: { type: "string", description: "The event or reason, 1-3 sentences, in Spanish" },
      url: { type: "string" },
      fecha_publicada: { type: ["string", "null"], description: "ISO 8601 date" }
    }
  },
  DigemidAlerts: {
    type: "object",
    properties: {
      source: { const: "digemid" }, ok: { type: "boolean", description: "False when a later index page failed (partial)" }, query: { type: "string" },
      period: { type: "object", properties: { from: { type: ["string", "null"], format: "date" }, to: { type: ["string", "null"], format: "date" } } },
      hits: { type: "integer" },
      items: {
        type: "array",
        items: {
          type: "object",
          properties: {
            n_alerta: { type: "string" }, producto: { type: "string" }, motivo: { type: "string" }, enlace: { type: "string" },
            fecha_publicada: { type: ["string", "null"], format: "date-time", description: "12:00 America/Lima, in UTC" }
          }
        }
      },
      traces: { type: "array", items: { type: "string" }, description: "How each page was read (tabla/tarjetas) and which step answered each alert (ia, reglas, traduccion)" }
    }
  },
  SurveillanceItem: {
    type: "object",
    properties: {
      id: { type: "integer" }, scope: { type: "string", enum: ["national", "external"] }, fuente: { type: "string" }, titulo: { type: "string" },
      medicamento: { type: "string" }, resumen: { type: "string" }, severity: { type: "string", enum: [...Surveillance.SEVERITIES] },
      enlace: { type: "string" }, fecha_publicada: { type: ["string", "null"], format: "date-time" }, fetched_at: { type: "string", format: "date-time" }
    }
  },
  AdrdbSearch: {
    type: "object",
    properties: {
      drug: { type: "string" },
      reactions: {
        type: "array",
        items: {
          type: "object",
          properties: {
            reaction: { type: "string", description: "MedDRA preferred term as FAERS reports it" }, count: { type: "integer" },
            countries: { type: "integer", description: "Countries reporting the drug with this reaction" },
            trend: { type: "string", enum: ["Aumentando", "Estable", "Disminuyendo"], description: "Last full year against the mean of the two before: ≥ +20 % / ≤ −20 %" }
          }
        }
      },
      total_reports: { type: "integer" }, reporting_countries: { type: "integer" }
    }
  },
  AdrdbDashboard: {
    type: "object",
    properties: {
      product_id: { type: "integer" }, product_name: { type: "string" }, total_reports: { type: "integer" }, serious_reports: { type: "integer" },
      countries_reporting: { type: "integer" },
      top_reactions: { type: "array", items: { type: "object", properties: { reaction: { type: "string" }, count: { type: "integer" } } } },
      temporal_trends: { type: "array", items: { type: "object", properties: { year: { type: "integer" }, count: { type: "integer" } } } },
      geographic_distribution: { type: "array", items: { type: "object", properties: { country: { type: "string" }, reports: { type: "integer" } } } }
    }
  }
}

const query = [
  { name: "q", schema: { type: "string" }, required: true, description: "Drug or active ingredient" },
  { name: "max_items", schema: { type: "integer", minimum: 1, maximum: RegulatorService.MAX_MAX_ITEMS, default: RegulatorService.DEFAULT_MAX_ITEMS }, description: "Per agency" }
]

const agency: PathParam<MedRecord.Agency> = {
  schema: { type: "string", enum: [...MedRecord.AGENCIES] },
  description: "Agency code",
  parse: RegulatorService.agencyParam
}

/** The regulators group. */
export const regulators: Group<RegulatorsServices> = group({
  name: "regulators",
  schemas: { ...commonSchemas, ...regulatorsSchemas },
  endpoints: [
    endpoint({
      method: "get", path: "/regulators/search", summary: "Search every configured agency concurrently (partial results; X-Agencies-Failed names the failed ones)", tag: T, access: read,
      query, success: { schema: { type: "array", items: ref("MedRecord") } },
      errors: { 400: "Query parameter 'q' is required", 502: "Every agency failed" },
      handler: (i) => Effect.map(RegulatorService.searchAll(i.query), (r) => {
        if (r.failed.length > 0) i.c.header("X-Agencies-Failed", r.failed.join(","))
        i.c.header("X-Agencies-Paths", r.paths.map(([a, p]) => `${a}=${p}`).join(","))
        return r.records
      })
    }),
    endpoint({
      method: "get", path: "/regulators/search/{agency}", summary: "Search one agency", tag: T, access: read,
      params: { agency }, query, success: { schema: { type: "array", items: ref("MedRecord") } },
      errors: { 400: "Query parameter 'q' is required", 404: "Agency '<agency>' not found", 502: "The agency's source failed" },
      handler: (i) => Effect.map(RegulatorService.searchAgency(i.params.agency, i.query), (r) => {
        i.c.header("X-Agencies-Paths", `${i.params.agency}=${r.path}`)
        return r.records
      })
    }),
    endpoint({
      method: "get", path: "/fda/search", summary: "Medical-device recalls from the FDA's recall pages, in Spanish (index + detail pages, at most 60 considered)", tag: T, access: read,
      query: [{ name: "q", schema: { type: "string" }, required: true, description: "Spanish or English" }, { name: "max_results", schema: { type: "integer", minimum: 1, maximum: 25, default: 10 } }],
      success: { schema: { type: "array", items: ref("FDAItem") } }, errors: { 502: "FDA website unavailable" },
      handler: (i) => Recalls.search(i.query)
    }),
    endpoint({
      method: "get", path: "/sources/digemid", summary: "DIGEMID's national alerts (table first, then post cards with detail pages)", tag: T, access: read,
      query: [
        { name: "q", schema: { type: "string" } }, { name: "start", schema: { type: "string", format: "date" } },
        { name: "end", schema: { type: "string", format: "date" } }, { name: "max_pages", schema: { type: "integer", minimum: 1, maximum: 10, default: 1 } }
      ],
      success: { schema: ref("DigemidAlerts") }, errors: { 502: "Fuente DIGEMID no disponible: <reason>" },
      handler: (i) => DigemidAlerts.search(i.query)
    }),
    endpoint({
      method: "get", path: "/surveillance/results", summary: "Stored surveillance items (DIGEMID alerts, FDA recalls), newest first", tag: T, access: read,
      query: [
        { name: "scope", schema: { type: "string", enum: ["national", "external"] } }, { name: "fuente", schema: { type: "string" } },
        { name: "query", schema: { type: "string" } }, { name: "medicamento", schema: { type: "string" } },
        { name: "severity", schema: { type: "string", enum: [...Surveillance.SEVERITIES] } }, { name: "desde", schema: { type: "string", format: "date" } },
        { name: "hasta", schema: { type: "string", format: "date" } }, { name: "limit", schema: { type: "integer", minimum: 1, maximum: 200, default: 50 } },
        { name: "offset", schema: { type: "integer", minimum: 0, default: 0 } }
      ],
      success: { schema: { type: "object", properties: { items: { type: "array", items: ref("SurveillanceItem") }, total: { type: "integer" } } } },
      handler: (i) => Surveillance.results(i.query)
    }),
    endpoint({
      method: "get", path: "/adrdb/search", summary: "Reactions reported for a drug in the global adverse-reaction database (openFDA FAERS), with countries and trend", tag: T, access: read,
      query: [{ name: "drug", schema: { type: "string" }, required: true }, { name: "reaction", schema: { type: "string" }, description: "Only this reaction (MedDRA PT)" }],
      success: { schema: ref("AdrdbSearch") }, errors: { 502: "The database failed or is over its hourly limit" },
      handler: (i) => AdrdbService.search(i.query)
    }),
    endpoint({
      method: "get", path: "/adrdb/dashboard", summary: "A catalog product's figures in the global adverse-reaction database (by its ifa, else its name)", tag: T, access: read,
      query: [{ name: "product_id", schema: { type: "integer" }, required: true }],
      success: { schema: ref("AdrdbDashboard") }, errors: { 404: "Producto no encontrado", 502: "The database failed or is over its hourly limit" },
      handler: (i) => AdrdbService.dashboard(i.query)
    })
  ]
})
