/**
 * The ICSR case endpoints (service-spec "ICSR cases"): list, create, read, update, delete,
 * events, internal codes and the audit trail.
 */
import type { FileStorage, PasswordHasher } from "@atalaya/core"
import { AuthService, CaseService } from "@atalaya/core"
import { Effect } from "effect"
import { endpoint, type Input, permission, type Schema } from "../../Endpoint.js"
import { arrayOf, type Group, group, ref } from "../../Group.js"
import { commonSchemas } from "../common.js"
import { caseId, integerId } from "../params.js"
import { caseSchemas } from "./schemas.js"

export { caseSchemas } from "./schemas.js"

const eventsByCase: Schema = { type: "object", additionalProperties: arrayOf("Evento") }
import type { CaseWriteServices } from "../services.js"

/** `page`/`page_size`, documented alike wherever a case list is paged. */
export const pageQuery = [
  { name: "page", schema: { type: "integer", minimum: 1, default: 1 } },
  { name: "page_size", schema: { type: "integer", minimum: 1, maximum: 200, default: 20 } }
] as const

const actor = (input: Input<unknown>) => AuthService.actorOf(input.principal!)

const update = (path: string, summary: string, full: boolean) =>
  endpoint({
    method: "put", path, summary, tag: "icsr", access: permission("icsr:update"), params: { icsr_id: caseId },
    body: { kind: "json", schema: ref("Case") }, success: { schema: ref("Case") }, errors: { 404: "Case not found" },
    handler: (i) => CaseService.update(i.params.icsr_id, i.body, actor(i), { full })
  })

const replaceEvents = (path: string, summary: string) =>
  endpoint({
    method: "put", path, summary, tag: "icsr", access: permission("icsr:update"), params: { icsr_id: caseId },
    body: { kind: "json", schema: ref("EventosReplace") }, success: { schema: arrayOf("Evento") }, errors: { 404: "Case not found" },
    handler: (i) => CaseService.replaceEvents(i.params.icsr_id, i.body, actor(i))
  })

const bulkEvents = (path: string, summary: string, ids: Schema) =>
  endpoint({
    method: "get", path, summary, tag: "icsr", access: permission("icsr:read"),
    query: [{ name: "ids", schema: ids }], success: { schema: eventsByCase },
    handler: (i) => CaseService.eventsByCases(i.queries("ids"))
  })

const remove = (path: string, summary: string, suffix?: string) =>
  endpoint({
    method: path.endsWith(":delete") ? "post" : "delete", path, summary, tag: "icsr", access: permission("icsr:delete"),
    params: { icsr_id: suffix === undefined ? caseId : { ...caseId, suffix } },
    body: { kind: "json", schema: ref("Password") }, success: { schema: ref("Deleted") }, errors: { 404: "Case not found" },
    handler: (i) => CaseService.remove(i.params.icsr_id, i.body, actor(i))
  })

const endpoints = [
  endpoint({
    method: "get", path: "/icsr", summary: "List and search cases", tag: "icsr", access: permission("icsr:list"),
    query: [
      ...pageQuery,
      { name: "q", schema: { type: "string" }, description: "Partial, case-insensitive match over initials, DNI, numbers and codes, products, narrative, reporter" },
      { name: "fecha_desde", schema: { type: "string", format: "date" }, description: "alias date_from; on fecha_inicio_evento, inclusive" },
      { name: "fecha_hasta", schema: { type: "string", format: "date" }, description: "alias date_to; inclusive" },
      { name: "order_by", schema: { type: "string", enum: ["id", "created_at", "fecha_inicio_evento", "gravedad", "estado", "paciente_iniciales"], default: "id" } },
      { name: "order_dir", schema: { type: "string", enum: ["asc", "desc"], default: "desc" } }
    ],
    success: { schema: ref("CasePage") },
    // The page comes from storage as JSON bytes and goes out as is: no parse, no stringify.
    handler: (i) => Effect.map(CaseService.listJson(i.query), (bytes) => i.c.body(bytes, 200, { "content-type": "application/json" }))
  }),
  endpoint({
    method: "post", path: "/icsr", summary: "Create a case", tag: "icsr", access: permission("icsr:create"),
    body: { kind: "json", schema: ref("Case") }, success: { status: 201, schema: ref("Case") },
    handler: (i) => CaseService.create(i.body, actor(i))
  }),
  bulkEvents("/icsr/eventos", "Events of several cases (ids repeated)", { type: "array", items: { type: "integer" } }),
  bulkEvents("/icsr/_bulk/eventos", "Events of several cases (ids comma-separated)", { type: "string" }),
  endpoint({
    method: "get", path: "/icsr/codigo-interno/next", summary: "Reserve the next internal code <PREFIX>-<YYYY>-<NNNN>", tag: "icsr",
    access: permission("icsr:create"), query: [{ name: "prefix", schema: { type: "string" } }],
    success: { schema: { type: "object", properties: { codigo: { type: "string" }, prefix: { type: "string" }, numero: { type: "integer" } } } },
    handler: (i) => CaseService.nextCodigoInterno(i.query.prefix)
  }),
  endpoint({
    method: "get", path: "/icsr/{icsr_id}", summary: "Read a case with rs_catalog_map", tag: "icsr", access: permission("icsr:read"),
    params: { icsr_id: caseId }, success: { schema: ref("Case") }, errors: { 404: "Case not found" },
    handler: (i) => CaseService.get(i.params.icsr_id)
  }),
  update("/icsr/{icsr_id}", "Update any subset; nested arrays replaced only when present", false),
  update("/icsr/{icsr_id}/full", "Update; productos, concomitantes, seguimientos always replaced", true),
  remove("/icsr/{icsr_id}", "Delete a case (needs the current user's password)"),
  // Google-style custom method for clients that cannot send a body with DELETE.
  remove("/icsr/{icsr_id}:delete", "Delete a case (same as DELETE)", ":delete"),
  endpoint({
    method: "get", path: "/icsr/{icsr_id}/delete-summary", summary: "What a deletion would remove", tag: "icsr", access: permission("icsr:delete"),
    params: { icsr_id: caseId }, errors: { 404: "Case not found" },
    success: { schema: { type: "object", properties: { followups: { type: "integer" }, snapshots: { type: "integer" } } } },
    handler: (i) => CaseService.deleteSummary(i.params.icsr_id)
  }),
  endpoint({
    method: "get", path: "/icsr/{icsr_id}/eventos", summary: "Events of a case", tag: "icsr", access: permission("icsr:read"),
    params: { icsr_id: caseId }, success: { schema: arrayOf("Evento") }, errors: { 404: "Case not found" },
    handler: (i) => CaseService.listEvents(i.params.icsr_id)
  }),
  replaceEvents("/icsr/{icsr_id}/eventos", "Replace all events atomically"),
  replaceEvents("/icsr/{icsr_id}/meddra", "Replace all events (MedDRA coding)"),
  endpoint({
    method: "put", path: "/icsr/{icsr_id}/eventos/{evento_id}", summary: "Change coding/assessment fields of one event", tag: "icsr",
    access: permission("icsr:update"), params: { icsr_id: caseId, evento_id: integerId("evento_id", "Event id") },
    body: { kind: "json", schema: ref("Evento") }, success: { schema: ref("Evento") }, errors: { 404: "Case or event not found" },
    handler: (i) => CaseService.updateEvent(i.params.icsr_id, i.params.evento_id, i.body, actor(i))
  }),
  endpoint({
    method: "get", path: "/icsr/{icsr_id}/audit", summary: "Audit trail of a case", tag: "icsr", access: permission("audit:read"),
    params: { icsr_id: caseId }, success: { schema: { type: "array", items: { type: "object" } } }, errors: { 404: "Case not found" },
    handler: (i) => CaseService.auditTrail(i.params.icsr_id)
  })
]

/**
 * What the case endpoints need from the runtime: case storage and its catalog enrichment, the
 * duplicate flags and notifications a write triggers, the password check of a deletion, and the
 * files a deletion removes.
 */
export type CasesServices =
  | CaseWriteServices
  | FileStorage.FileStorage
  | PasswordHasher.PasswordHasher

/** The case group. */
export const cases: Group<CasesServices> = group({ name: "cases", endpoints, schemas: { ...commonSchemas, ...caseSchemas } })
