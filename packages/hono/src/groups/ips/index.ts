/**
 * Periodic safety reports (service-spec "Periodic safety reports (IPS)"; decisions.md "IPS"):
 * products, reports and their workflow, the calendar, literature, counts and signals, exports.
 */
import type { AuditLog, PasswordHasher, Transactor, UserRepository } from "@atalaya/core"
import { AuthService, Errors } from "@atalaya/core"
import { Export, IpsCalendar, IpsCounts, type IpsRepository, IpsService, Literature } from "@atalaya/ips"
import type { DocumentConverter } from "@atalaya/reports"
import { Effect } from "effect"
import { authenticated, endpoint, type Input, permission } from "../../Endpoint.js"
import { type Group, group, ref } from "../../Group.js"
import { commonSchemas } from "../common.js"
import { integerId } from "../params.js"
import { ipsSchemas } from "./schemas.js"

export { ipsSchemas } from "./schemas.js"

const reportId = integerId("report_id", "IPS report id")
const ipsId = integerId("ips_id", "IPS report id")
const calId = integerId("cal_id", "Calendar item (catalog product id)")
const productId = integerId("producto_id", "IPS product id")

const read = permission("ips:read")
const edit = permission("ips:edit")
const actor = (i: Input<unknown>) => AuthService.actorOf(i.principal!)

const file = (f: Export.ExportFile, disposition: "attachment" | "inline" = "attachment") =>
  new Response(f.bytes, {
    headers: {
      "content-type": f.mime,
      "content-disposition": `${disposition}; filename="${f.name}"`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store"
    }
  })

/** Rejection is open to QA and to approvers (decisions.md): either permission. */
const qaOrApprover = (i: Input<unknown>) =>
  i.principal!.permissions.includes("ips:qa") || i.principal!.permissions.includes("ips:approve")
    ? Effect.void
    : Effect.fail(new Errors.Forbidden({ detail: "Permission denied: ips:qa or ips:approve required" }))

const binary = (contentType: string) => ({ contentType, schema: { type: "string", format: "binary" } })

/** What the IPS endpoints need. */
export type IpsServices =
  | AuditLog.AuditLog
  | DocumentConverter.DocumentConverter
  | IpsRepository.IpsRepository
  | PasswordHasher.PasswordHasher
  | Transactor.Transactor
  | UserRepository.UserRepository

const reportEndpoints = [
  endpoint({
    method: "get", path: "/ips", summary: "List IPS reports, newest period first", tag: "ips", access: read,
    query: [
      { name: "limit", schema: { type: "integer", minimum: 1, maximum: 200, default: 50 } },
      { name: "offset", schema: { type: "integer", minimum: 0, default: 0 } },
      { name: "estado", schema: { type: "string", enum: ["borrador", "validado", "aprobado"] } },
      { name: "producto", schema: { type: "string" }, description: "IPS product id, registration number or part of its name" }
    ],
    success: { schema: ref("IpsPage") },
    handler: (i) => IpsService.list(i.query)
  }),
  endpoint({
    method: "get", path: "/ips/{report_id}", summary: "One IPS report", tag: "ips", access: read, params: { report_id: reportId },
    success: { schema: ref("Ips") }, errors: { 404: "IPS no encontrado" }, handler: (i) => IpsService.get(i.params.report_id)
  }),
  endpoint({
    method: "post", path: "/ips", summary: "Create an IPS report (in borrador)", tag: "ips", access: edit,
    body: { kind: "json", schema: ref("IpsInput") }, success: { status: 201, schema: ref("Ips") },
    errors: { 404: "IPS product not found", 409: "The product already has a report of that period and version" },
    handler: (i) => IpsService.create(i.body, actor(i))
  }),
  endpoint({
    method: "put", path: "/ips/{report_id}", summary: "Change a report (only in borrador)", tag: "ips", access: edit, params: { report_id: reportId },
    body: { kind: "json", schema: ref("IpsInput") }, success: { schema: ref("Ips") }, errors: { 404: "IPS no encontrado", 409: "El IPS solo se puede editar en borrador" },
    handler: (i) => IpsService.update(i.params.report_id, i.body, actor(i))
  }),
  endpoint({
    method: "delete", path: "/ips/{report_id}", summary: "Delete a report in borrador (the acting user's password in the body)", tag: "ips", access: edit,
    params: { report_id: reportId }, body: { kind: "json", schema: ref("Password") }, success: { schema: ref("Deleted") },
    errors: { 401: "Credenciales invalidas", 404: "IPS no encontrado", 409: "El IPS solo se puede editar en borrador" },
    handler: (i) => IpsService.remove(i.params.report_id, i.body, actor(i))
  }),
  endpoint({
    method: "post", path: "/ips/{report_id}/qa-validate", summary: "borrador → validado", tag: "ips", access: permission("ips:qa"), params: { report_id: reportId },
    success: { schema: ref("Ips") }, errors: { 409: "Transicion no permitida: <estado> -> validado" }, handler: (i) => IpsService.qaValidate(i.params.report_id, actor(i))
  }),
  endpoint({
    method: "post", path: "/ips/{report_id}/approve", summary: "validado → aprobado (read-only afterwards)", tag: "ips", access: permission("ips:approve"),
    params: { report_id: reportId }, success: { schema: ref("Ips") }, errors: { 409: "Transicion no permitida: <estado> -> aprobado" },
    handler: (i) => IpsService.approve(i.params.report_id, actor(i))
  }),
  endpoint({
    method: "post", path: "/ips/{report_id}/reject", summary: "validado → borrador with a reason (ips:qa or ips:approve)", tag: "ips",
    access: authenticated("ips:qa or ips:approve"), params: { report_id: reportId }, body: { kind: "json", schema: ref("IpsReject") },
    success: { schema: ref("Ips") }, errors: { 409: "Transicion no permitida: <estado> -> borrador" },
    handler: (i) => Effect.zipRight(qaOrApprover(i), IpsService.reject(i.params.report_id, i.body, actor(i)))
  }),
  endpoint({
    method: "post", path: "/ips/{report_id}/new-version", summary: "Copy an aprobado report into a new borrador, version + 1", tag: "ips", access: edit,
    params: { report_id: reportId }, success: { status: 201, schema: ref("Ips") }, errors: { 409: "Only an aprobado report gets a new version" },
    handler: (i) => IpsService.newVersion(i.params.report_id, actor(i))
  }),
  endpoint({
    method: "post", path: "/ips/{report_id}/regen", summary: "Refresh the case counts and signals (only in borrador)", tag: "ips", access: edit,
    params: { report_id: reportId }, success: { schema: ref("Ips") }, errors: { 409: "El IPS solo se puede editar en borrador" },
    handler: (i) => IpsCounts.regen(i.params.report_id, actor(i))
  })
]

const calendarAndSources = [
  endpoint({
    method: "get", path: "/ips/calendario-search", summary: "Calendar items: catalog products with a registration number", tag: "ips", access: read,
    query: [{ name: "q", schema: { type: "string" } }, { name: "limit", schema: { type: "integer", minimum: 1, maximum: 50, default: 20 } }],
    success: { schema: { type: "array", items: ref("CalendarioItem") } }, handler: (i) => IpsCalendar.search(i.query)
  }),
  endpoint({
    method: "get", path: "/ips/calendario/{cal_id}/prefill", summary: "The next period of a calendar item not covered by a report", tag: "ips", access: read,
    params: { cal_id: calId }, success: { schema: ref("CalendarioPrefill") }, errors: { 404: "Calendar item not found" }, handler: (i) => IpsCalendar.prefill(i.params.cal_id)
  }),
  endpoint({
    method: "post", path: "/ips/from-calendario", summary: "Create a borrador report from a calendar item (the IPS product created or reused)", tag: "ips",
    access: edit,
    query: [
      { name: "cal_id", schema: { type: "integer" }, required: true },
      { name: "periodo_inicio", schema: { type: "string", format: "date" } },
      { name: "periodo_fin", schema: { type: "string", format: "date" } }
    ],
    success: { status: 201, schema: ref("Ips") }, errors: { 404: "Calendar item not found", 409: "The period already has that report" },
    handler: (i) => IpsCalendar.fromCalendar(i.query, actor(i))
  }),
  endpoint({
    method: "get", path: "/ips/calendario/{cal_id}/reports", summary: "Report history of a calendar item", tag: "ips", access: read, params: { cal_id: calId },
    success: { schema: { type: "array", items: ref("Ips") } }, errors: { 404: "Calendar item not found" }, handler: (i) => IpsCalendar.reports(i.params.cal_id)
  }),
  endpoint({
    method: "get", path: "/ips/{report_id}/fuentes", summary: "Literature sources of a report", tag: "ips", access: read, params: { report_id: reportId },
    success: { schema: ref("FuenteList") }, errors: { 404: "IPS no encontrado" }, handler: (i) => Literature.list(i.params.report_id)
  }),
  endpoint({
    method: "post", path: "/ips/{report_id}/fuentes/bulk", summary: "Save sources (deduplicated by URL, title and year; translated on request)", tag: "ips",
    access: edit, params: { report_id: reportId }, body: { kind: "json", schema: ref("FuentesBulk") }, success: { schema: ref("FuentesSaved") },
    errors: { 409: "El IPS solo se puede editar en borrador" }, handler: (i) => Literature.bulk(i.params.report_id, i.body, actor(i))
  }),
  endpoint({
    method: "post", path: "/ips/{report_id}/fuentes/cleanup", summary: "Normalise citations and remove duplicate sources", tag: "ips", access: edit,
    params: { report_id: reportId }, success: { schema: ref("FuentesCleaned") }, errors: { 409: "El IPS solo se puede editar en borrador" },
    handler: (i) => Literature.cleanup(i.params.report_id, actor(i))
  })
]

const exportEndpoints = [
  endpoint({
    method: "get", path: "/ips/{ips_id}/export/docx", summary: "The report as DOCX (templates/ips/ips.docx)", tag: "ips", access: read, params: { ips_id: ipsId },
    success: binary("application/vnd.openxmlformats-officedocument.wordprocessingml.document"), handler: (i) => Effect.map(Export.docx(i.params.ips_id), (f) => file(f))
  }),
  endpoint({
    method: "get", path: "/ips/{ips_id}/export/pdf", summary: "The report as PDF through the external conversion service (CONVERTER_URL)", tag: "ips", access: read,
    params: { ips_id: ipsId }, success: binary("application/pdf"), errors: { 503: "Conversor de documentos no disponible" },
    handler: (i) => Effect.map(Export.pdf(i.params.ips_id, "remote"), (f) => file(f))
  }),
  endpoint({
    method: "get", path: "/ips/{ips_id}/export-local/pdf", summary: "The report as PDF through the local converter (LibreOffice)", tag: "ips", access: read,
    params: { ips_id: ipsId }, success: binary("application/pdf"), errors: { 503: "Conversor de documentos no disponible" },
    handler: (i) => Effect.map(Export.pdf(i.params.ips_id, "local"), (f) => file(f))
  }),
  endpoint({
    method: "get", path: "/ips/{report_id}/export.html", summary: "The report as one standalone HTML file (inline CSS and SVG charts)", tag: "ips", access: read,
    params: { report_id: reportId }, success: binary("text/html"), handler: (i) => Effect.map(Export.standaloneHtml(i.params.report_id), (f) => file(f, "inline"))
  })
]

const productEndpoints = [
  endpoint({
    method: "get", path: "/ips/productos", summary: "IPS products", tag: "ips", access: read,
    query: [{ name: "q", schema: { type: "string" } }, { name: "limit", schema: { type: "integer", default: 50 } }, { name: "offset", schema: { type: "integer", default: 0 } }],
    success: { schema: ref("IpsProductoPage") }, handler: (i) => IpsService.listProducts(i.query)
  }),
  endpoint({
    method: "post", path: "/ips/productos", summary: "Create an IPS product (registro_sanitario unique)", tag: "ips", access: edit,
    body: { kind: "json", schema: ref("IpsProductoInput") }, success: { status: 201, schema: ref("IpsProducto") }, errors: { 409: "registro_sanitario taken" },
    handler: (i) => IpsService.createProduct(i.body, actor(i))
  }),
  endpoint({
    method: "get", path: "/ips/productos/{producto_id}", summary: "One IPS product", tag: "ips", access: read, params: { producto_id: productId },
    success: { schema: ref("IpsProducto") }, errors: { 404: "Producto IPS no encontrado" }, handler: (i) => IpsService.getProduct(i.params.producto_id)
  }),
  endpoint({
    method: "put", path: "/ips/productos/{producto_id}", summary: "Change an IPS product", tag: "ips", access: edit, params: { producto_id: productId },
    body: { kind: "json", schema: ref("IpsProductoInput") }, success: { schema: ref("IpsProducto") }, errors: { 404: "Producto IPS no encontrado", 409: "registro_sanitario taken" },
    handler: (i) => IpsService.updateProduct(i.params.producto_id, i.body, actor(i))
  }),
  endpoint({
    method: "get", path: "/senales", summary: "Disproportionality of a product's PTs against the whole case base (PRR, ROR, IC)", tag: "ips",
    access: permission("icsr:list"),
    query: [
      { name: "producto", schema: { type: "string" }, required: true, description: "IPS product id, registration number or name" },
      { name: "desde", schema: { type: "string", format: "date" } }, { name: "hasta", schema: { type: "string", format: "date" } },
      { name: "min_casos", schema: { type: "integer", minimum: 1, default: 1 } }
    ],
    success: { schema: ref("SenalPage") }, errors: { 404: "IPS product id not found" }, handler: (i) => IpsCounts.senales(i.query)
  })
]

/** The IPS group. */
export const ips: Group<IpsServices> = group({
  name: "ips",
  schemas: { ...commonSchemas, ...ipsSchemas },
  endpoints: [...reportEndpoints, ...calendarAndSources, ...exportEndpoints, ...productEndpoints]
})
