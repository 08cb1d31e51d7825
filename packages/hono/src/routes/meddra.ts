import { MeddraService } from "@atalaya/core"
import { Effect } from "effect"
import type { Hono } from "hono"
import { queryOf } from "../internal/body.js"
import type { ApiEnv, Kit } from "../internal/kit.js"
import type { ApiServices } from "../Services.js"

/** MedDRA term suggestions for coding events; coders are case readers (`icsr:read`). */
export const mount = (app: Hono<ApiEnv>, kit: Kit<ApiServices>) => {
  const { run, guard } = kit
  app.get("/meddra/suggest", (c) => run(c, Effect.zipRight(guard(c, "icsr:read"), MeddraService.suggest(queryOf(c)))))
}
