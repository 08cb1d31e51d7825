/**
 * Regulator exports (service-spec "ICSR cases" export rows, decisions.md "Regulator export"):
 * DIGEMID Model A/B and the causality report; beyond the spec, E2B(R3) export and import. Exports
 * need `icsr:read` and are audited; the import needs `icsr:create`.
 */
import { AuthService } from "@atalaya/core"
import { E2bService } from "@atalaya/e2b"
import { Digemid, DigemidExport } from "@atalaya/reports"
import { Effect } from "effect"
import type { Context } from "hono"
import { endpoint, type Input, permission, type Schema } from "../../Endpoint.js"
import { type Group, group } from "../../Group.js"
import { commonSchemas } from "../common.js"
import { caseId } from "../params.js"
import type { ExportServices } from "./services.js"

export type { ExportServices } from "./services.js"

/** A file as an attachment. */
const attachment = (c: Context, file: DigemidExport.ExportedFile) =>
  c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    "content-type": file.contentType,
    "content-disposition": `attachment; filename="${file.filename}"`
  })

/** The coding gate's 409 carries the ids of the uncoded events next to `detail`. */
const codingConflict = (c: Context) => (error: Digemid.CodingIncomplete | E2bService.CodingIncomplete) =>
  Effect.succeed(c.json({ detail: error.detail, eventos_sin_codificar: error.eventos_sin_codificar }, 409))

const actor = (i: Input<unknown>) => AuthService.actorOf(i.principal!)

const pdf: Schema = { type: "string", format: "binary" }
const CODING_GATE = "Codificacion MedDRA incompleta: {detail, eventos_sin_codificar: [ids]}"

/** The components of the export answers. */
export const exportSchemas: Readonly<Record<string, Schema>> = {
  DigemidExport: {
    type: "object",
    required: ["modelo"],
    properties: {
      modelo: { type: "string", enum: ["A", "B"], description: "B: DIGEMID's notification form for health professionals; A: the unit's evaluation report" },
      firma_nombre: { type: "string", description: "The signer's name, printed at the end" },
      firma_cargo: { type: "string", description: "The signer's position" }
    }
  },
  E2bImportResult: {
    type: "object",
    properties: {
      created: { type: "array", items: { type: "integer" } },
      errors: { type: "array", items: { type: "object", properties: { index: { type: "integer" }, detail: { type: "string" } } } }
    }
  }
}

/** The export group. */
export const exports: Group<ExportServices> = group({
  name: "export",
  schemas: { ...commonSchemas, ...exportSchemas },
  endpoints: [
    endpoint({
      method: "post", path: "/icsr/{icsr_id}/export/digemid",
      summary: "DIGEMID Model A (evaluation report) or B (notification form) as PDF: modelo_a_evaluacion_<id>.pdf, modelo_b_prof_salud_<id>.pdf",
      tag: "export", access: permission("icsr:read"), params: { icsr_id: caseId },
      body: { kind: "json", schema: { $ref: "#/components/schemas/DigemidExport" } },
      success: { contentType: "application/pdf", schema: pdf }, errors: { 404: "Case not found", 409: CODING_GATE },
      handler: (i) =>
        Effect.map(DigemidExport.digemid(i.params.icsr_id, i.body, actor(i)), (file) => attachment(i.c, file))
          .pipe(Effect.catchTag("CodingIncomplete", codingConflict(i.c)))
    }),
    endpoint({
      method: "get", path: "/icsr/{icsr_id}/export/digemid-pdf", summary: "The causality report (templates/digemid/informe-causalidad.docx) as PDF through the document converter",
      tag: "export", access: permission("icsr:read"), params: { icsr_id: caseId },
      success: { contentType: "application/pdf", schema: pdf },
      errors: { 404: "Case not found", 409: CODING_GATE, 503: "Conversor de documentos no disponible" },
      handler: (i) =>
        Effect.map(DigemidExport.causalityReport(i.params.icsr_id, actor(i)), (file) => attachment(i.c, file))
          .pipe(Effect.catchTag("CodingIncomplete", codingConflict(i.c)))
    }),
    endpoint({
      method: "get", path: "/icsr/{icsr_id}/export/e2b", summary: "The case as an ICH E2B(R3) ICSR message (MCCI_IN200100UV01), valid against the ICH schema",
      tag: "export", access: permission("icsr:read"), params: { icsr_id: caseId },
      success: { contentType: "application/xml", schema: { type: "string" } }, errors: { 404: "Case not found", 409: CODING_GATE },
      handler: (i) =>
        Effect.map(E2bService.exportCase(i.params.icsr_id, actor(i)), (message) =>
          i.c.body(message.xml, 200, {
            "content-type": "application/xml; charset=utf-8",
            "content-disposition": `attachment; filename="${message.filename}"`
          })).pipe(Effect.catchTag("CodingIncomplete", codingConflict(i.c)))
    }),
    endpoint({
      method: "post", path: "/icsr/import/e2b", summary: "Create the cases of an E2B(R3) message (multipart field 'file'); schema-checked first",
      tag: "export", access: permission("icsr:create"),
      body: { kind: "multipart", schema: { type: "object", required: ["file"], properties: { file: { type: "string", format: "binary" } } } },
      success: { schema: { $ref: "#/components/schemas/E2bImportResult" } }, errors: { 413: "File over the upload limit" },
      handler: (i) => E2bService.importMessage({ file: i.upload.file, fileIsText: i.upload.fileIsText }, actor(i))
    })
  ]
})
