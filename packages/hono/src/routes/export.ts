import { AuthService, CaseService } from "@atalaya/core"
import { E2bService } from "@atalaya/e2b"
import { Digemid, DigemidExport } from "@atalaya/reports"
import { Effect } from "effect"
import type { Context, Hono } from "hono"
import { jsonBody, uploadForm } from "../internal/body.js"
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
const codingConflict = (c: Context) => (error: Digemid.CodingIncomplete | E2bService.CodingIncomplete) =>
  Effect.succeed(c.json({ detail: error.detail, eventos_sin_codificar: error.eventos_sin_codificar }, 409))

/**
 * Regulator exports (service-spec "ICSR cases" export rows, decisions.md "Regulator export"):
 * DIGEMID Model A/B and the causality report; beyond the spec, E2B(R3) export and import. Exports
 * need `icsr:read` and are audited; the import needs `icsr:create`.
 */
export const mount = (app: Hono<ApiEnv>, kit: Kit<ApiServices>) => {
  const { run, runRaw, guard } = kit
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

  app.get(`/icsr/${ID}/export/e2b`, (c) =>
    runRaw(c, Effect.gen(function*() {
      const principal = yield* guard(c, "icsr:read")
      const message = yield* E2bService.exportCase(yield* caseId(c), AuthService.actorOf(principal))
      return c.body(message.xml, 200, {
        "content-type": "application/xml; charset=utf-8",
        "content-disposition": `attachment; filename="${message.filename}"`
      })
    }).pipe(Effect.catchTag("CodingIncomplete", codingConflict(c)))))

  app.post("/icsr/import/e2b", (c) =>
    run(c, Effect.gen(function*() {
      const principal = yield* guard(c, "icsr:create")
      const form = yield* uploadForm(c)
      return yield* E2bService.importMessage({ file: form.file, fileIsText: form.fileIsText }, AuthService.actorOf(principal))
    })))
}
