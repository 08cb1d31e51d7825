import { AuthService, DocumentIntake, Errors } from "@atalaya/core"
import { Effect } from "effect"
import type { Context, Hono } from "hono"
import { uploadForm } from "../internal/body.js"
import type { ApiEnv, Kit } from "../internal/kit.js"
import type { ApiServices } from "../Services.js"

/** The ficha form: the `file` part and `ips_id`, `store`, `ocr` as sent. */
const fichaForm = (c: Context): Effect.Effect<DocumentIntake.FichaForm, Errors.BadRequest> =>
  Effect.map(uploadForm(c), ({ file, fileIsText, fields }) => ({ file, fileIsText, ips_id: fields.ips_id, store: fields.store, ocr: fields.ocr }))

/** `POST /evaluacion/ficha` (service-spec "Evaluation and intake helpers", evaluation rule 5). */
export const mount = (app: Hono<ApiEnv>, kit: Kit<ApiServices>) => {
  const { run, guard } = kit

  app.post("/evaluacion/ficha", (c) =>
    run(c, Effect.gen(function*() {
      const principal = yield* guard(c, "ingest:write")
      return yield* DocumentIntake.readFicha(yield* fichaForm(c), AuthService.actorOf(principal))
    })))
}
