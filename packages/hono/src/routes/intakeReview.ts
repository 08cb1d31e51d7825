import { AuthService, CaseService, Intake } from "@atalaya/core"
import { Effect } from "effect"
import type { Hono } from "hono"
import { jsonBody, queryOf } from "../internal/body.js"
import type { ApiEnv, Kit } from "../internal/kit.js"
import type { ApiServices } from "../Services.js"

/**
 * The intake review queue (messages that could not become a case), permission `ingest:write`:
 * `GET /ingest/revision` lists it, `PUT /ingest/revision/{review_id}` closes an item.
 */
export const mount = (app: Hono<ApiEnv>, kit: Kit<ApiServices>) => {
  const { run, guard } = kit

  app.get("/ingest/revision", (c) =>
    run(c, Effect.zipRight(guard(c, "ingest:write"), Intake.listReview(queryOf(c)))))

  app.put("/ingest/revision/:review_id{[^/:]+}", (c) =>
    run(c, Effect.gen(function*() {
      const principal = yield* guard(c, "ingest:write")
      const id = yield* CaseService.pathId(c.req.param("review_id"), "review_id")
      return yield* Intake.resolveReview(id, yield* jsonBody(c), AuthService.actorOf(principal))
    })))
}
