/**
 * Regulator look-ups (service-spec "Regulator lookups"; decisions.md "Regulators and
 * surveillance"): a product's registrations at every configured agency at once, or at one. The
 * all-agency search answers what the agencies that responded found and names the others in
 * `X-Agencies-Failed` (and how each answered, live or from an imported file, in
 * `X-Agencies-Paths`); a single agency that fails is a 502 naming it. Needs `regulators:read`.
 */
import { MedRecord, type RegulatorImports, RegulatorService } from "@atalaya/regulators"
import { Effect } from "effect"
import { endpoint, type PathParam, permission, type Schema } from "../../Endpoint.js"
import { type Group, group, ref } from "../../Group.js"
import { commonSchemas } from "../common.js"

/**
 * What the regulator endpoints need from the runtime: the imported registries (part of the
 * storage). The sources (`AgencySources`) have a default, none, so a runtime provides them only
 * to reach agencies.
 */
export type RegulatorsServices = RegulatorImports.RegulatorImports

const T = "regulators"
const read = permission("regulators:read")

/** The record schema. */
export const regulatorsSchemas: Readonly<Record<string, Schema>> = {
  MedRecord: {
    type: "object",
    description: "One registration at one agency; empty strings where the source does not say",
    properties: Object.fromEntries(MedRecord.FIELDS.map((f) => [f, { type: "string" }]))
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
    })
  ]
})
