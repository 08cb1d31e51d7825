/**
 * Causality (service-spec "Causality"): the kl suggestion, the QF's confirmation and the last
 * assessment, the technical-sheet upload and the FT assessment. Suggest, last and the technical
 * sheet need `causality:assess`; confirm needs `causality:confirm`.
 */
import { CausalityService } from "@atalaya/causality"
import { AuthService } from "@atalaya/core"
import { endpoint, type Input, permission } from "../../Endpoint.js"
import { type Group, group, ref } from "../../Group.js"
import { commonSchemas } from "../common.js"
import { caseId } from "../params.js"
import { causalitySchemas } from "./schemas.js"
import type { CausalityServices } from "./services.js"

export { causalitySchemas } from "./schemas.js"
export type { CausalityServices } from "./services.js"

const actor = (i: Input<unknown>) => AuthService.actorOf(i.principal!)
const producto = (description: string) => ({ name: "producto", schema: { type: "string" }, description })

/** The causality group. */
export const causality: Group<CausalityServices> = group({
  name: "causality",
  schemas: { ...commonSchemas, ...causalitySchemas },
  endpoints: [
    endpoint({
      method: "get", path: "/causality/kl/suggest/{icsr_id}",
      summary: "Eight-criteria (kl) suggestion: the language model when configured, rules otherwise (modelo_llm 'reglas'); cached per case and product until product, event or dates change",
      tag: "causality", access: permission("causality:assess"), params: { icsr_id: caseId },
      query: [
        producto("Suspected product (name or nested id) when the case has several; the first by default"),
        { name: "use_cache", schema: { type: "boolean", default: true }, description: "0 forces recalculation" },
        { name: "debug", schema: { type: "boolean", default: false }, description: "Adds the payload and the prompt" }
      ],
      success: { schema: ref("KlSuggestion") }, errors: { 404: "Case not found", 502: "The language model failed", 504: "The language model timed out" },
      handler: (i) => CausalityService.suggest(i.params.icsr_id, i.query)
    }),
    endpoint({
      method: "put", path: "/causality/kl/confirm/{icsr_id}",
      summary: "The QF's decision: stores a kl record (totals and classifications recomputed) and sets the case's ea_causalidad, audited", tag: "causality",
      access: permission("causality:confirm"), params: { icsr_id: caseId }, query: [producto("Evaluated product when the body has no producto_evaluado")],
      body: { kind: "json", schema: ref("KlConfirm") },
      success: { schema: { type: "object", properties: { ok: { const: true }, id: { type: "integer" }, ea_causalidad: { type: ["string", "null"] } } } },
      errors: { 404: "Case not found" },
      handler: (i) => CausalityService.confirm(i.params.icsr_id, i.body, actor(i), i.query)
    }),
    endpoint({
      method: "get", path: "/causality/kl/last/{icsr_id}", summary: "The newest kl record (404 'Sin evaluacion de causalidad' when none)", tag: "causality",
      access: permission("causality:assess"), params: { icsr_id: caseId }, query: [producto("Only records of this evaluated product")],
      success: { schema: ref("KlRecord") }, errors: { 404: "Sin evaluacion de causalidad" },
      handler: (i) => CausalityService.last(i.params.icsr_id, i.query)
    }),
    endpoint({
      method: "post", path: "/causality/ft/upload",
      summary: "Upload a technical-sheet PDF (max 12 MB): text layer or OCR at 200 DPI, sections 4.3, 4.4, 4.5, 4.8, 5.1 kept with the case and its catalog product",
      tag: "causality", access: permission("causality:assess"),
      body: { kind: "multipart", schema: { type: "object", required: ["file", "icsr_id"], properties: { file: { type: "string", format: "binary" }, icsr_id: { type: "integer" } } } },
      success: { schema: ref("FtUpload") }, errors: { 404: "Case not found", 413: "File over the upload limit" },
      handler: (i) => CausalityService.uploadFt({ file: i.upload.file, fileIsText: i.upload.fileIsText, icsr_id: i.upload.fields.icsr_id }, actor(i))
    }),
    endpoint({
      method: "post", path: "/causality/ft/analyze/{icsr_id}", summary: "Technical-sheet (FT) assessment of the case's event, stored in ea_causalidad_ft and ft_*", tag: "causality",
      access: permission("causality:assess"), params: { icsr_id: caseId }, query: [producto("Suspected product when the case has several")],
      success: { schema: ref("FtResult") }, errors: { 404: "Case not found" },
      handler: (i) => CausalityService.analyzeFt(i.params.icsr_id, actor(i), i.query)
    })
  ]
})
