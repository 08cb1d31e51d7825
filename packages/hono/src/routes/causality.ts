import { CausalityService } from "@atalaya/causality"
import { AuthService, CaseService, Errors } from "@atalaya/core"
import { Effect } from "effect"
import type { Context, Hono } from "hono"
import { jsonBody, queryOf, uploadForm } from "../internal/body.js"
import type { ApiEnv, Kit } from "../internal/kit.js"
import type { ApiServices } from "../Services.js"

const ID = ":icsr_id{[^/:]+}"

/** The technical-sheet upload form: the `file` part and `icsr_id` as sent. */
const ftForm = (c: Context): Effect.Effect<CausalityService.FtUploadForm, Errors.BadRequest> =>
  Effect.map(uploadForm(c), (form) => ({ file: form.file, fileIsText: form.fileIsText, icsr_id: form.fields.icsr_id }))

/**
 * Causality routes (service-spec "Causality"): the kl suggestion, the QF's confirmation and the
 * last assessment, the technical-sheet upload and the FT assessment. Suggest, last and the
 * technical sheet need `causality:assess`; confirm needs `causality:confirm`.
 */
export const mount = (app: Hono<ApiEnv>, kit: Kit<ApiServices>) => {
  const { run, guard } = kit
  const caseId = (c: Context) => CaseService.pathId(c.req.param("icsr_id"), "icsr_id")

  app.get(`/causality/kl/suggest/${ID}`, (c) =>
    run(c, Effect.gen(function*() {
      yield* guard(c, "causality:assess")
      return yield* CausalityService.suggest(yield* caseId(c), queryOf(c))
    })))

  app.put(`/causality/kl/confirm/${ID}`, (c) =>
    run(c, Effect.gen(function*() {
      const principal = yield* guard(c, "causality:confirm")
      const id = yield* caseId(c)
      return yield* CausalityService.confirm(id, yield* jsonBody(c), AuthService.actorOf(principal), queryOf(c))
    })))

  app.get(`/causality/kl/last/${ID}`, (c) =>
    run(c, Effect.gen(function*() {
      yield* guard(c, "causality:assess")
      return yield* CausalityService.last(yield* caseId(c), queryOf(c))
    })))

  app.post("/causality/ft/upload", (c) =>
    run(c, Effect.gen(function*() {
      const principal = yield* guard(c, "causality:assess")
      return yield* CausalityService.uploadFt(yield* ftForm(c), AuthService.actorOf(principal))
    })))

  app.post(`/causality/ft/analyze/${ID}`, (c) =>
    run(c, Effect.gen(function*() {
      const principal = yield* guard(c, "causality:assess")
      const id = yield* caseId(c)
      return yield* CausalityService.analyzeFt(id, AuthService.actorOf(principal), queryOf(c))
    })))
}
