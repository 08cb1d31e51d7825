/**
 * Component schemas of the causality endpoints (service-spec "Eight-criteria causality record",
 * "Technical-sheet (FT) analysis result"), from the criteria and ranges that validate them.
 */
import { Causality } from "@atalaya/causality"
import type { Schema } from "../../Endpoint.js"

const build = (): Readonly<Record<string, Schema>> => {
  const criterion = (c: Causality.Criterio, extra: Record<string, unknown> = {}): Schema => ({
    type: "object",
    required: ["score"],
    properties: {
      score: { type: "integer", minimum: Causality.RANGOS[c].min, maximum: Causality.RANGOS[c].max },
      rationale: { type: "string" },
      ...extra
    }
  })
  const criterios = (extra: Record<string, unknown> = {}): Schema => ({
    type: "object",
    required: [...Causality.CRITERIOS],
    properties: Object.fromEntries(Causality.CRITERIOS.map((c) => [c, criterion(c, extra)]))
  })
  const clasificacion: Schema = { type: "string", enum: [...Causality.CLASIFICACIONES] }
  return {
    KlSuggestion: {
      type: "object",
      properties: {
        icsr_id: { type: "integer" },
        producto_evaluado: { type: "string" },
        producto_id: { type: ["integer", "null"] },
        criterios: criterios(),
        score_total: { type: "integer" },
        clasificacion,
        evaluable: { type: "boolean" },
        motivo_no_evaluable: { type: ["string", "null"] },
        modelo_llm: { type: "string", description: "The model that answered, or 'reglas'" },
        version_prompt: { type: "string" },
        engine: { type: "string", enum: ["llm", "reglas"] },
        productos: { type: "array", items: { type: "string" } },
        generado_en: { type: "string", format: "date-time" },
        cached: { type: "boolean" },
        debug: { type: "object", description: "With debug: payload, prompt {system, user}, fingerprint" }
      }
    },
    KlConfirm: {
      type: "object",
      required: ["criterios"],
      description: "score_total_qf and clasificacion_qf are recomputed from the criteria; the system total is the sum of score_sys when every criterion has one.",
      properties: {
        criterios: criterios({ score_sys: { type: "integer", description: "The system's suggested score" } }),
        score_total_sys: { type: "integer", minimum: 0, maximum: Causality.MAX_TOTAL },
        score_total_qf: { type: "integer", readOnly: true },
        clasificacion_sys: { type: "string" },
        clasificacion_qf: { type: "string", readOnly: true },
        rationale_global_qf: { type: "string" },
        version_prompt: { type: "string" },
        modelo_llm: { type: "string" },
        producto_evaluado: { type: "string" },
        evaluable: { type: "boolean", default: true }
      }
    },
    KlRecord: {
      type: "object",
      properties: {
        id: { type: "integer" },
        icsr_id: { type: "integer" },
        producto_evaluado: { type: "string" },
        criterios: criterios({ score_sys: { type: "integer" } }),
        score_total_sys: { type: ["integer", "null"] },
        score_total_qf: { type: "integer" },
        clasificacion_sys: { type: ["string", "null"] },
        clasificacion_qf: clasificacion,
        evaluable: { type: "boolean" },
        rationale_global_qf: { type: ["string", "null"] },
        version_prompt: { type: ["string", "null"] },
        modelo_llm: { type: ["string", "null"] },
        created_at: { type: "string", format: "date-time" },
        created_by: { type: ["integer", "null"] }
      }
    },
    FtUpload: {
      type: "object",
      properties: {
        ok: { const: true },
        icsr_id: { type: "integer" },
        producto_id: { type: ["integer", "null"], description: "The catalog product that also keeps the sections" },
        secciones: {
          type: "object",
          properties: Object.fromEntries(["contraindicaciones", "advertencias", "interacciones", "reacciones_adversas", "farmacodinamica"].map((k) => [k, { type: ["string", "null"] }]))
        },
        encontradas: { type: "array", items: { type: "string" } },
        paginas: { type: "integer" },
        engine: { type: "string" },
        confianza: { type: ["number", "null"] }
      }
    },
    FtResult: {
      type: "object",
      properties: {
        evento_listado: { type: "boolean" },
        seccion: { type: ["string", "null"] },
        frecuencia: { type: ["string", "null"], enum: ["muy frecuente", "frecuente", "poco frecuente", "rara", "muy rara", "frecuencia no conocida", null] },
        dosis_relevante: { type: "boolean" },
        contraindicacion: { type: "boolean" },
        clasificacion: { type: "string", enum: ["Definida", "Probable", "Posible", "Improbable"] },
        justificacion: { type: "string" },
        termino: { type: ["string", "null"] },
        icsr_id: { type: "integer" },
        producto_evaluado: { type: "string" },
        fuente: { type: "string", enum: ["caso", "catalogo"] },
        modelo_llm: { type: "string" },
        version_prompt: { type: "string" },
        engine: { type: "string", enum: ["llm", "reglas"] }
      }
    }
  }
}

/** The kl suggestion, confirmation and record, the FT upload and the FT result. */
export const causalitySchemas: Readonly<Record<string, Schema>> = build()
