/**
 * Component schemas of the case endpoints, from the field tables that validate case bodies.
 */
import { Case, FieldSpec } from "@atalaya/core"
import type { Schema } from "../../Endpoint.js"
import { ref } from "../../Group.js"

const withId = (table: FieldSpec.FieldTable, extra: Record<string, unknown> = {}): Schema =>
  FieldSpec.tableJsonSchema(table, { id: { type: "integer", readOnly: true }, ...extra })

/** The case, its nested rows and a list page. */
export const caseSchemas: Readonly<Record<string, Schema>> = {
  Producto: withId(Case.PRODUCTO_FIELDS, {
    laboratorio: { type: ["string", "null"], readOnly: true },
    rs_vencimiento: { type: ["string", "null"], format: "date", readOnly: true }
  }),
  Concomitante: withId(Case.CONCOMITANTE_FIELDS),
  Seguimiento: withId(Case.SEGUIMIENTO_FIELDS),
  Evento: withId(Case.EVENTO_FIELDS, { icsr_id: { type: "integer", readOnly: true } }),
  EventosReplace: { type: "object", required: ["eventos"], properties: { eventos: { type: "array", items: ref("Evento") } } },
  Case: FieldSpec.tableJsonSchema(Case.CASE_FIELDS, {
    id: { type: "integer", readOnly: true },
    created_at: { type: "string", format: "date-time", readOnly: true },
    updated_at: { type: "string", format: "date-time", readOnly: true },
    fecha_recepcion: { type: "string", format: "date", readOnly: true },
    origen_notificacion: { type: "string", readOnly: true },
    productos: { type: "array", items: ref("Producto") },
    concomitantes: { type: "array", items: ref("Concomitante") },
    seguimientos: { type: "array", items: ref("Seguimiento") },
    eventos: { type: "array", items: ref("Evento"), readOnly: true },
    rs_catalog_map: {
      type: "object",
      readOnly: true,
      additionalProperties: {
        type: "object",
        properties: {
          id: { type: "integer" },
          producto: { type: ["string", "null"] },
          laboratorio: { type: ["string", "null"] },
          rs_vencimiento: { type: ["string", "null"], format: "date" }
        }
      }
    }
  }),
  CasePage: {
    type: "object",
    properties: { items: { type: "array", items: ref("CaseListItem") }, total: { type: "integer" }, page: { type: "integer" }, page_size: { type: "integer" } }
  },
  CaseListItem: {
    allOf: [
      ref("Case"),
      {
        type: "object",
        description: "A list item also carries the stored result of the case's last background duplicate check (null until the first).",
        properties: {
          dup_status: { type: ["string", "null"], enum: ["dup", "review", "unique", null], readOnly: true },
          dup_score: { type: ["number", "null"], minimum: 0, maximum: 1, readOnly: true },
          dup_best_id: { type: ["integer", "null"], readOnly: true },
          dup_checked_at: { type: ["string", "null"], format: "date-time", readOnly: true }
        }
      }
    ]
  },
}
