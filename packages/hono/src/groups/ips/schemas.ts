/**
 * The IPS group's schemas: products and reports from their field tables, literature sources, the
 * calendar and signals.
 */
import { FieldSpec } from "@atalaya/core"
import { Ips } from "@atalaya/ips"
import type { Schema } from "../../Endpoint.js"
import { ref } from "../../Group.js"

const section = { description: "Structured JSON value" }
const props = (table: FieldSpec.FieldTable) => FieldSpec.tableJsonSchema(table).properties as Record<string, unknown>
const pair = { type: ["array", "null"], items: { type: "number" }, minItems: 2, maxItems: 2 }

/** Every schema the group's endpoints reference. */
export const ipsSchemas: Readonly<Record<string, Schema>> = {
  IpsProducto: {
    type: "object",
    properties: { id: { type: "integer", readOnly: true }, ...props(Ips.productTable), cal_id: { type: ["integer", "null"], readOnly: true }, created_at: { type: "string" }, updated_at: { type: "string" } }
  },
  IpsProductoInput: FieldSpec.tableJsonSchema(Ips.productTable),
  IpsProductoPage: {
    type: "object",
    properties: { items: { type: "array", items: ref("IpsProducto") }, total: { type: "integer" }, limit: { type: "integer" }, offset: { type: "integer" } }
  },
  Ips: {
    type: "object",
    properties: {
      id: { type: "integer", readOnly: true },
      ...props(Ips.reportTable),
      producto: { type: "object", properties: { nombre: { type: "string" }, principio_activo: { type: ["string", "null"] }, registro_sanitario: { type: ["string", "null"] } } },
      estado: { type: "string", enum: [...Ips.ESTADOS] },
      ...Object.fromEntries(Ips.SECTIONS.map((s) => [s, section])),
      cal_id: { type: ["integer", "null"] }, casos_total: { type: ["integer", "null"] }, regenerado_at: { type: ["string", "null"] },
      validado_por: { type: ["string", "null"] }, validado_at: { type: ["string", "null"] }, aprobado_por: { type: ["string", "null"] }, aprobado_at: { type: ["string", "null"] },
      created_at: { type: "string" }, updated_at: { type: "string" }
    }
  },
  IpsInput: {
    ...FieldSpec.tableJsonSchema(Ips.reportTable),
    description: "A report starts in borrador; estado may be sent only as 'borrador'.",
    properties: { ...props(Ips.reportTable), estado: { type: "string", enum: ["borrador"] }, ...Object.fromEntries(Ips.SECTIONS.map((s) => [s, section])) }
  },
  IpsPage: {
    type: "object",
    properties: { items: { type: "array", items: ref("Ips") }, total: { type: "integer" }, limit: { type: "integer" }, offset: { type: "integer" } }
  },
  IpsReject: { type: "object", required: ["motivo"], properties: { motivo: { type: "string", maxLength: 2000 } } },
  Fuente: {
    type: "object",
    properties: {
      id: { type: "integer" }, source: { type: "string", description: "PMC, LILACS, SciELO, …" }, title: { type: "string" }, citation: { type: ["string", "null"] },
      url: { type: ["string", "null"] }, year: { type: ["integer", "null"] }, journal: { type: ["string", "null"] }, abstract: { type: ["string", "null"] },
      detected_total: { type: ["integer", "null"] }
    }
  },
  FuenteKpis: {
    type: "object",
    properties: { literaturas_detected: { type: "integer" }, pmc_detected: { type: "integer" }, lilacs_detected: { type: "integer" }, scielo_detected: { type: "integer" } }
  },
  FuenteList: { type: "object", properties: { items: { type: "array", items: ref("Fuente") }, total: { type: "integer" }, kpis: ref("FuenteKpis") } },
  FuentesBulk: {
    type: "object",
    required: ["items"],
    properties: {
      translate: { type: "boolean" }, target_lang: { type: "string", enum: ["es", "en"] },
      items: { type: "array", maxItems: 500, items: { type: "object", required: ["source", "title"], properties: { source: { type: "string" }, title: { type: "string" }, citation: { type: "string" }, url: { type: "string" }, year: { type: "integer" }, journal: { type: "string" }, abstract: { type: "string" }, detected_total: { type: "integer" } } } }
    }
  },
  FuentesSaved: { type: "object", properties: { saved: { type: "integer" }, total_now: { type: "integer" }, kpis: ref("FuenteKpis"), engine: { type: ["string", "null"] } } },
  FuentesCleaned: { type: "object", properties: { ok: { const: true }, removed: { type: "integer" }, total_now: { type: "integer" }, kpis: ref("FuenteKpis") } },
  CalendarioItem: { type: "object", properties: { id: { type: "integer", description: "cal_id = catalog product id" }, label: { type: "string" } } },
  CalendarioPrefill: {
    type: "object",
    properties: {
      producto: { type: "object", properties: { nombre: { type: "string" }, principio_activo: { type: ["string", "null"] }, registro_sanitario: { type: "string" }, fecha_autorizacion: { type: ["string", "null"] } } },
      report: { type: "object", properties: { periodo_inicio: { type: "string", format: "date" }, periodo_fin: { type: "string", format: "date" }, estado: { const: "borrador" } } },
      cal_id: { type: "integer" }, regla: { type: "string", description: "The periodicity rule applied (ICH E2C(R1) by default)" }
    }
  },
  Senal: {
    type: "object",
    properties: {
      pt: { type: "string" }, casos: { type: "integer" }, prr: { type: ["number", "null"] }, prr_ic95: pair, chi2: { type: ["number", "null"] },
      ror: { type: ["number", "null"] }, ror_ic95: pair, ic: { type: "number" }, ic025: { type: "number" }, ic975: { type: "number" }, senal: { type: "boolean" }
    }
  },
  SenalPage: {
    type: "object",
    properties: { items: { type: "array", items: ref("Senal") }, total: { type: "integer" }, casos_producto: { type: "integer" }, casos_base: { type: "integer" } }
  }
}
