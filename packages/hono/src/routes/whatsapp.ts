import { Errors, WhatsappIntake } from "@atalaya/core"
import { Effect } from "effect"
import type { Hono } from "hono"
import { jsonBody } from "../internal/body.js"
import type { ApiEnv, Kit } from "../internal/kit.js"
import type { ApiServices } from "../Services.js"

/**
 * `POST /ingest/whatsapp`: the provider's webhook (service-spec "Events"). No user token: the
 * request is authenticated by the Twilio signature or the shared secret (decisions.md) before its
 * body is read as a message; the settings come from the runtime's `WhatsappSettings`.
 */
export const mount = (app: Hono<ApiEnv>, kit: Kit<ApiServices>) => {
  const { run } = kit

  app.post("/ingest/whatsapp", (c) =>
    run(c, Effect.gen(function*() {
      const rawBody = yield* Effect.promise(() => c.req.text())
      const contentType = c.req.header("content-type") ?? ""
      yield* WhatsappIntake.verify({ url: c.req.url, header: (name) => c.req.header(name), contentType, rawBody })
      const form = contentType.toLowerCase().includes("application/x-www-form-urlencoded")
      if (!form && contentType.toLowerCase().includes("multipart/form-data")) {
        return yield* Effect.fail(new Errors.BadRequest({ detail: "Se espera JSON o un formulario application/x-www-form-urlencoded" }))
      }
      const json = form ? null : yield* jsonBody(c)
      const message = yield* WhatsappIntake.parsePayload(contentType, rawBody, json)
      return yield* WhatsappIntake.receive(message)
    })))
}
