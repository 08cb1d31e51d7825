/**
 * The host application: its own routes, with Atalaya's case and duplicate endpoints mounted
 * next to them (and nothing else of Atalaya).
 */
import { Api, type Logger } from "@atalaya/hono"
import { cases } from "@atalaya/hono/cases"
import { duplicates } from "@atalaya/hono/duplicates"
import { Hono } from "hono"
import { HOST_USER_HEADER, hostAuthenticate, makeRuntime, provisionStaff, STAFF } from "./atalaya.js"

/** A running host: its Hono app and how to shut Atalaya's runtime down. */
export interface Host {
  readonly app: Hono
  readonly dispose: () => Promise<void>
}

/** Builds the host with Atalaya's case and duplicate groups mounted at /api/v1. */
export const createHost = async (options: { readonly logger?: Logger } = {}): Promise<Host> => {
  const runtime = await makeRuntime()
  await runtime.runPromise(provisionStaff(STAFF))

  const app = new Hono()

  // The host's own pages and API.
  app.get("/", (c) =>
    c.json({
      app: "Hospital Regional — intranet",
      page: "home",
      signedInAs: c.req.header(HOST_USER_HEADER) ?? null,
      links: { pharmacovigilance: "/api/v1/icsr", apiDocs: "/api/v1/docs", other: "/api/other" }
    }))
  app.get("/api/other", (c) => c.json({ service: "pharmacy stock", items: [{ sku: "AMOX-500", units: 1200 }] }))

  // Atalaya, with the host's identity plugged in. It keeps its own JSON 404/405 and error
  // handling under /api/v1, so the host's handlers below never see those paths.
  app.route("/", Api.createApi({ runtime, groups: [cases, duplicates], authenticate: hostAuthenticate(runtime), logger: options.logger }))

  app.notFound((c) => c.json({ host: "no such page", path: c.req.path }, 404))
  return { app, dispose: () => runtime.dispose() }
}
