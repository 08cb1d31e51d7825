/**
 * The evaluation flow (`/icsr-caso-prueba`: seriousness, urgency, evaluator, events, the QF's
 * technical-sheet decision, internal codes), the current user's tasks, reading an uploaded
 * document (`/evaluacion/ficha`) and the mail server test (service-spec "Evaluation and intake
 * helpers"; permissions per decisions.md).
 */
import { AuthService, CaseService, DocumentIntake, EvaluationService, Mailer } from "@atalaya/core"
import { Effect } from "effect"
import { authenticated, endpoint, type Input, permission, type Schema } from "../../Endpoint.js"
import { arrayOf, type Group, group, ref } from "../../Group.js"
import { caseSchemas, pageQuery } from "../cases/index.js"
import { commonSchemas } from "../common.js"
import { caseId, integerId } from "../params.js"
import type { EvaluationServices } from "./services.js"

export type { EvaluationServices } from "./services.js"

/** What reading a document answers. */
export const evaluationSchemas: Readonly<Record<string, Schema>> = {
  FichaOcr: {
    type: "object",
    properties: {
      pages: {
        type: "array",
        items: {
          type: "object",
          properties: {
            page: { type: "integer" },
            text: { type: "string" },
            confidence: { type: ["number", "null"], description: "OCR mean confidence 0-100; null for a text layer" },
            source: { type: "string", enum: ["texto", "ocr"] }
          }
        }
      },
      text: { type: "string", description: "All pages, headers/footers removed, hyphenation repaired, NFC" },
      engine: { type: "string", enum: ["pdf-texto", "tesseract", "pdf-texto+tesseract"] },
      confidence: { type: ["number", "null"] },
      stored: { type: ["object", "null"], properties: { archivo: { type: "string" }, texto: { type: "string" } } }
    }
  },
}

const CRITERIOS = ["muerte", "amenaza_vida", "hospitalizacion", "discapacidad", "anomalia_congenita", "medicamente_importante"]

const actor = (i: Input<unknown>) => AuthService.actorOf(i.principal!)

/** The evaluation group. */
export const evaluation: Group<EvaluationServices> = group({
  name: "evaluation",
  schemas: { ...commonSchemas, ...caseSchemas, ...evaluationSchemas },
  endpoints: [
    endpoint({
      method: "get", path: "/icsr-caso-prueba", summary: "Cases for evaluation, filtered by estado and gravedad", tag: "evaluacion", access: permission("icsr:list"),
      query: [
        ...pageQuery,
        { name: "estado", schema: { type: "string" }, description: "Exact estado, case-insensitive" },
        { name: "gravedad", schema: { type: "string" }, description: "Exact gravedad, case-insensitive" }
      ],
      success: { schema: ref("CasePage") },
      handler: (i) => EvaluationService.list(i.query)
    }),
    endpoint({
      method: "post", path: "/icsr-caso-prueba", summary: "Create a case (same as POST /icsr)", tag: "evaluacion", access: permission("icsr:create"),
      body: { kind: "json", schema: ref("Case") }, success: { status: 201, schema: ref("Case") },
      handler: (i) => CaseService.create(i.body, actor(i))
    }),
    endpoint({
      method: "get", path: "/icsr-caso-prueba/codigo-interno/next", summary: "Reserve the next internal code", tag: "evaluacion", access: permission("icsr:create"),
      query: [{ name: "prefix", schema: { type: "string" } }],
      success: { schema: { type: "object", properties: { prefix: { type: "string" }, numero: { type: "integer" }, codigo: { type: "string" } } } },
      handler: (i) => CaseService.nextCodigoInterno(i.query.prefix)
    }),
    endpoint({
      method: "get", path: "/icsr-caso-prueba/codigo-interno/check", summary: "Whether an internal code is free", tag: "evaluacion", access: permission("icsr:read"),
      query: [{ name: "code", schema: { type: "string" } }],
      success: { schema: { type: "object", properties: { codigo: { type: "string" }, unico: { type: "boolean" }, icsr_id: { type: ["integer", "null"] } } } },
      handler: (i) => EvaluationService.checkCodigoInterno(i.query.code)
    }),
    endpoint({
      method: "put", path: "/icsr-caso-prueba/{icsr_id}",
      summary: "Evaluate: gravedad, ea_criterios_gravedad (ICH E2D codes), ea_justificacion_gravedad, urgencia (sets fecha_limite unless given), producto_id, evaluador_id (qf or responsable_fv: mailed, task, En proceso)",
      tag: "evaluacion", access: permission("evaluation:write"), params: { icsr_id: caseId },
      body: {
        kind: "json",
        schema: {
          type: "object",
          properties: {
            gravedad: { type: "string" }, ea_criterios_gravedad: { type: "array", items: { type: "string", enum: CRITERIOS } },
            ea_justificacion_gravedad: { type: "string" }, urgencia: { type: "string", enum: ["Alta", "Media", "Baja"] },
            fecha_limite: { type: "string", format: "date" }, producto_id: { type: "integer" }, evaluador_id: { type: "integer" }
          }
        }
      },
      success: { schema: ref("Case") }, errors: { 404: "Case not found" },
      handler: (i) => EvaluationService.update(i.params.icsr_id, i.body, actor(i))
    }),
    endpoint({
      method: "post", path: "/icsr-caso-prueba/{icsr_id}/eventos", summary: "Add events after the existing ones; answers all events", tag: "evaluacion",
      access: permission("evaluation:write"), params: { icsr_id: caseId }, body: { kind: "json", schema: ref("EventosReplace") },
      success: { schema: arrayOf("Evento") }, errors: { 404: "Case not found" },
      handler: (i) => EvaluationService.addEvents(i.params.icsr_id, i.body, actor(i))
    }),
    endpoint({
      method: "put", path: "/icsr-caso-prueba/{icsr_id}/ftqf", summary: "The QF's technical-sheet decision", tag: "evaluacion",
      access: permission("causality:confirm"), params: { icsr_id: caseId },
      body: {
        kind: "json",
        schema: { type: "object", properties: { ea_causalidad_ft: { type: "string" }, ea_causalidad_ft_justificacion: { type: "string" }, ft_evento_listado: { type: "boolean" }, ft_seccion: { type: "string" }, ft_frecuencia: { type: "string" } } }
      },
      success: { schema: { type: "object", properties: { ok: { type: "boolean" }, id: { type: "integer" } } } }, errors: { 404: "Case not found" },
      handler: (i) => EvaluationService.confirmFt(i.params.icsr_id, i.body, actor(i))
    }),
    endpoint({
      method: "get", path: "/tareas", summary: "The current user's tasks", tag: "evaluacion", access: authenticated(),
      query: [{ name: "estado", schema: { type: "string", enum: ["abierta", "cerrada"] }, description: "Omitted: all" }],
      success: { schema: { type: "object", properties: { items: { type: "array", items: { type: "object" } }, total: { type: "integer" } } } },
      handler: (i) => EvaluationService.tasks(i.principal!.id, i.query.estado)
    }),
    endpoint({
      method: "post", path: "/tareas/{tarea_id}/cerrar", summary: "Close one of the current user's tasks", tag: "evaluacion", access: authenticated(),
      params: { tarea_id: integerId("tarea_id", "Task id") }, success: { schema: { type: "object" } }, errors: { 404: "Task not found" },
      handler: (i) => EvaluationService.closeTask(i.principal!.id, i.params.tarea_id)
    }),
    endpoint({
      method: "post", path: "/evaluacion/ficha",
      summary: "Read a document (PDF, PNG, JPG, TIFF; max. 12 MB, 413 above): each PDF page's text layer, or OCR in Spanish + English at 180 DPI; store=true keeps the file and its text",
      tag: "evaluacion", access: permission("ingest:write"),
      body: {
        kind: "multipart",
        schema: { type: "object", required: ["file"], properties: { file: { type: "string", format: "binary" }, ips_id: { type: "integer" }, store: { type: "boolean", default: false }, ocr: { type: "boolean", default: true } } }
      },
      success: { schema: ref("FichaOcr") }, errors: { 413: "File over the upload limit" },
      handler: (i) => {
        const { file, fileIsText, fields } = i.upload
        return DocumentIntake.readFicha({ file, fileIsText, ips_id: fields.ips_id, store: fields.store, ocr: fields.ocr }, actor(i))
      }
    }),
    endpoint({
      method: "get", path: "/admin/mail/test", summary: "Connect and authenticate to the SMTP server without sending", tag: "admin", access: permission("admin:mail"),
      success: { schema: { type: "object", properties: { ok: { type: "boolean" }, host: { type: "string" }, port: { type: "integer" }, detail: { type: "string" } } } },
      handler: () => Effect.flatMap(Mailer.Mailer, (mailer) => mailer.verify())
    })
  ]
})
