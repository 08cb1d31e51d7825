import { AuthService, DocumentIntake, Errors } from "@atalaya/core"
import { Effect } from "effect"
import type { Context, Hono } from "hono"
import type { ApiEnv, Kit } from "../internal/kit.js"
import type { ApiServices } from "../Services.js"

/** Reads the multipart form: the `file` part as bytes, the other fields as sent. */
const fichaForm = (c: Context): Effect.Effect<DocumentIntake.FichaForm, Errors.BadRequest> => {
  const type = c.req.header("content-type") ?? ""
  if (!type.includes("multipart/form-data") && !type.includes("application/x-www-form-urlencoded")) {
    return Effect.succeed({ file: null })
  }
  return Effect.tryPromise({
    try: async () => {
      const form = await c.req.parseBody()
      const file = form.file
      return {
        file: file instanceof File ? { bytes: new Uint8Array(await file.arrayBuffer()), size: file.size } : null,
        fileIsText: typeof file === "string",
        ips_id: form.ips_id,
        store: form.store,
        ocr: form.ocr
      }
    },
    catch: () => new Errors.BadRequest({ detail: "There was an error parsing the body" })
  })
}

/** `POST /evaluacion/ficha` (service-spec "Evaluation and intake helpers", evaluation rule 5). */
export const mount = (app: Hono<ApiEnv>, kit: Kit<ApiServices>) => {
  const { run, guard } = kit

  app.post("/evaluacion/ficha", (c) =>
    run(c, Effect.gen(function*() {
      const principal = yield* guard(c, "ingest:write")
      return yield* DocumentIntake.readFicha(yield* fichaForm(c), AuthService.actorOf(principal))
    })))
}
