import type { Hono } from "hono"
import type { ApiEnv } from "../internal/kit.js"
import { BASE_PATH } from "../internal/paths.js"
import { document } from "../OpenApi.js"
import { docsPage } from "../internal/docsPage.js"

/** `GET /openapi.json` and a human-readable page rendering it (no external assets: works offline). */
export const mount = (app: Hono<ApiEnv>) => {
  const doc = document()
  app.get("/openapi.json", (c) => c.json(doc))
  app.get("/docs", (c) => c.html(docsPage(`${BASE_PATH}/openapi.json`)))
}
