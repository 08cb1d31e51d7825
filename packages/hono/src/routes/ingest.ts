import { Intake } from "@atalaya/core"
import { Effect } from "effect"
import type { Hono } from "hono"
import { jsonBody } from "../internal/body.js"
import type { ApiEnv, Kit } from "../internal/kit.js"
import type { ApiServices } from "../Services.js"

/** Free-text intake preview (`ingest:write`): the extracted case and its warnings; nothing is stored. */
export const mount = (app: Hono<ApiEnv>, kit: Kit<ApiServices>) => {
  const { run, guard } = kit
  app.post("/ingest/preview", (c) =>
    run(c, Effect.gen(function*() {
      yield* guard(c, "ingest:write")
      return yield* Intake.preview(yield* jsonBody(c))
    })))
}
