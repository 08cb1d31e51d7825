import { Effect } from "effect"
import { anyone, endpoint } from "../Endpoint.js"
import { type Group, group } from "../Group.js"
import { BASE_PATH } from "./paths.js"
import { document } from "../OpenApi.js"
import { docsPage, scalarBundle } from "./docsPage.js"

/**
 * `GET /openapi.json` (generated from the mounted groups and this one), `GET /docs` (the
 * interactive reference) and the reference's script, all served locally so they work offline.
 */
export const docsGroup = (groups: ReadonlyArray<Group<unknown>>): Group<never> => {
  let doc: Record<string, unknown> | null = null
  const built = (): Record<string, unknown> => (doc ??= document([...groups, self]))
  const page = docsPage(`${BASE_PATH}/openapi.json`, `${BASE_PATH}/docs/scalar.js`)
  const self: Group<never> = group({
    name: "docs",
    endpoints: [
      endpoint({
        method: "get", path: "/openapi.json", summary: "This document", tag: "docs", access: anyone(),
        success: { schema: { type: "object" } }, handler: () => Effect.sync(built)
      }),
      endpoint({
        method: "get", path: "/docs", summary: "Interactive API reference (try requests with a bearer token)", tag: "docs", access: anyone(),
        success: { contentType: "text/html", schema: { type: "string" } }, handler: (i) => Effect.sync(() => i.c.html(page))
      }),
      endpoint({
        method: "get", path: "/docs/scalar.js", summary: "The reference's script (Scalar, served locally)", tag: "docs", access: anyone(),
        success: { contentType: "text/javascript", schema: { type: "string" } },
        handler: (i) =>
          Effect.sync(() =>
            i.c.body(scalarBundle() as Uint8Array<ArrayBuffer>, 200, {
              "content-type": "text/javascript; charset=utf-8",
              "cache-control": "public, max-age=86400"
            }))
      })
    ]
  })
  return self
}
