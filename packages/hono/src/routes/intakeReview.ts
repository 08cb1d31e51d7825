import { Intake } from "@atalaya/core"
import { Effect } from "effect"
import type { Hono } from "hono"
import { queryOf } from "../internal/body.js"
import type { ApiEnv, Kit } from "../internal/kit.js"
import type { ApiServices } from "../Services.js"

/** `GET /ingest/revision`: the intake review queue (messages that could not become a case), permission `ingest:write`. */
export const mount = (app: Hono<ApiEnv>, kit: Kit<ApiServices>) => {
  const { run, guard } = kit

  app.get("/ingest/revision", (c) =>
    run(c, Effect.zipRight(guard(c, "ingest:write"), Intake.listReview(queryOf(c)))))
}
