import { AuthService, CaseService } from "@atalaya/core"
import { Digemid, DigemidExport } from "@atalaya/reports"
import { Effect } from "effect"
import type { Context, Hono } from "hono"
import { jsonBody } from "../internal/body.js"
import type { ApiEnv, Kit } from "../internal/kit.js"
import type { ApiServices } from "../Services.js"

const ID = ":icsr_id{[^/:]+}"

/** A file as an attachment. */
const attachment = (c: Context, file: DigemidExport.ExportedFile) =>
  c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    "content-type": file.contentType,
    "content-disposition": `attachment; filename="${file.filename}"`
  })

/** The coding gate's 409 carries the ids of the uncoded events next to `detail`. */
const codingConflict = (c: Context) => (error: Digemid.CodingIncomplete) =>
  Effect.succeed(c.json({ detail: error.detail, eventos_sin_codificar: error.eventos_sin_codificar }, 409))

/**
 * Regulator exports (service-spec "ICSR cases" export rows, decisions.md "Regulator export"):
 * DIGEMID Model A/B and the causality report. Permission `icsr:read`; every export is audited.
 */
export const mount = (app: Hono<ApiEnv>, kit: Kit<ApiServices>) => {
  const { runRaw, guard } = kit
  const caseId = (c: Context) => CaseService.pathId(c.req.param("icsr_id"), "icsr_id")

  app.post(`/icsr/${ID}/export/digemid`, (c) =>
    runRaw(c, Effect.gen(function*() {
      const principal = yield* guard(c, "icsr:read")
      const id = yield* caseId(c)
      const file = yield* DigemidExport.digemid(id, yield* jsonBody(c), AuthService.actorOf(principal))
      return attachment(c, file)
    }).pipe(Effect.catchTag("CodingIncomplete", codingConflict(c)))))

  app.get(`/icsr/${ID}/export/digemid-pdf`, (c) =>
    runRaw(c, Effect.gen(function*() {
      const principal = yield* guard(c, "icsr:read")
      const file = yield* DigemidExport.causalityReport(yield* caseId(c), AuthService.actorOf(principal))
      return attachment(c, file)
    }).pipe(Effect.catchTag("CodingIncomplete", codingConflict(c)))))
}
