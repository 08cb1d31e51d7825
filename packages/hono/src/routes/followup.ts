import { AuthService, CaseService, FollowupService } from "@atalaya/core"
import { Effect } from "effect"
import type { Context, Hono } from "hono"
import { jsonBody } from "../internal/body.js"
import type { ApiEnv, Kit } from "../internal/kit.js"
import type { ApiServices } from "../Services.js"

const ID = ":icsr_id{[^/:]+}"

/** Follow-up thread and send (service-spec rules 6-7), limited to the follow-up roles. */
export const mount = (app: Hono<ApiEnv>, kit: Kit<ApiServices>) => {
  const { run, guard } = kit
  const caseId = (c: Context) => CaseService.pathId(c.req.param("icsr_id"), "icsr_id")
  const followupGuard = (c: Context) => Effect.tap(guard(c, null), AuthService.requireFollowupRole)

  app.get(`/icsr/${ID}/followup/thread`, (c) =>
    run(c, Effect.zipRight(followupGuard(c), Effect.flatMap(caseId(c), FollowupService.thread))))

  app.post(`/icsr/${ID}/followup/send`, (c) =>
    run(c, Effect.gen(function*() {
      const principal = yield* followupGuard(c)
      const id = yield* caseId(c)
      return yield* FollowupService.send(id, yield* jsonBody(c), AuthService.actorOf(principal))
    })))
}
