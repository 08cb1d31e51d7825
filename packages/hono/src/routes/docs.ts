import type { Hono } from "hono"
import type { Group } from "../Group.js"
import type { ApiEnv } from "../internal/kit.js"
import { document as legacyDocument } from "../internal/legacyDoc.js"
import { BASE_PATH } from "../internal/paths.js"
import { document } from "../OpenApi.js"
import { docsPage } from "../internal/docsPage.js"

type Json = Record<string, Record<string, unknown>>

/** `GET /openapi.json` (generated from the mounted groups) and a page rendering it (no external assets: works offline). */
export const mount = (app: Hono<ApiEnv>, groups: ReadonlyArray<Group<unknown>>, withLegacy: boolean) => {
  const doc = document(groups) as { paths: Json; components: { schemas: Json } }
  if (withLegacy) {
    const legacy = legacyDocument() as { paths: Json; components: { schemas: Json } }
    for (const [path, item] of Object.entries(legacy.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (doc.paths[path]?.[method] === undefined) doc.paths[path] = { ...(doc.paths[path] ?? {}), [method]: op }
      }
    }
    doc.components.schemas = { ...legacy.components.schemas, ...doc.components.schemas }
  }
  app.get("/openapi.json", (c) => c.json(doc))
  app.get("/docs", (c) => c.html(docsPage(`${BASE_PATH}/openapi.json`)))
}
