import { AuthService, CaseService, EvaluationService, Mailer } from "@atalaya/core"
import { Effect } from "effect"
import type { Context, Hono } from "hono"
import { jsonBody, queryOf } from "../internal/body.js"
import type { ApiEnv, Kit } from "../internal/kit.js"
import type { ApiServices } from "../Services.js"

const ID = ":icsr_id{[^/:]+}"

/**
 * The evaluation flow (`/icsr-caso-prueba`), the current user's tasks and the mail server test
 * (service-spec "Evaluation and intake helpers"; permissions per decisions.md).
 */
export const mount = (app: Hono<ApiEnv>, kit: Kit<ApiServices>) => {
  const { run, guard } = kit
  const caseId = (c: Context) => CaseService.pathId(c.req.param("icsr_id"), "icsr_id")

  app.get("/icsr-caso-prueba", (c) =>
    run(c, Effect.zipRight(guard(c, "icsr:list"), EvaluationService.list(queryOf(c)))))

  app.post("/icsr-caso-prueba", (c) =>
    run(
      c,
      Effect.gen(function*() {
        const principal = yield* guard(c, "icsr:create")
        return yield* CaseService.create(yield* jsonBody(c), AuthService.actorOf(principal))
      }),
      201
    ))

  // Static paths before the case id.
  app.get("/icsr-caso-prueba/codigo-interno/next", (c) =>
    run(c, Effect.zipRight(guard(c, "icsr:create"), CaseService.nextCodigoInterno(c.req.query("prefix")))))

  app.get("/icsr-caso-prueba/codigo-interno/check", (c) =>
    run(c, Effect.zipRight(guard(c, "icsr:read"), EvaluationService.checkCodigoInterno(c.req.query("code")))))

  app.put(`/icsr-caso-prueba/${ID}`, (c) =>
    run(c, Effect.gen(function*() {
      const principal = yield* guard(c, "evaluation:write")
      const id = yield* caseId(c)
      return yield* EvaluationService.update(id, yield* jsonBody(c), AuthService.actorOf(principal))
    })))

  app.post(`/icsr-caso-prueba/${ID}/eventos`, (c) =>
    run(c, Effect.gen(function*() {
      const principal = yield* guard(c, "evaluation:write")
      const id = yield* caseId(c)
      return yield* EvaluationService.addEvents(id, yield* jsonBody(c), AuthService.actorOf(principal))
    })))

  app.put(`/icsr-caso-prueba/${ID}/ftqf`, (c) =>
    run(c, Effect.gen(function*() {
      const principal = yield* guard(c, "causality:confirm")
      const id = yield* caseId(c)
      return yield* EvaluationService.confirmFt(id, yield* jsonBody(c), AuthService.actorOf(principal))
    })))

  app.get("/tareas", (c) =>
    run(c, Effect.gen(function*() {
      const principal = yield* guard(c, null)
      return yield* EvaluationService.tasks(principal.id, c.req.query("estado"))
    })))

  app.post("/tareas/:tarea_id{[^/:]+}/cerrar", (c) =>
    run(c, Effect.gen(function*() {
      const principal = yield* guard(c, null)
      const taskId = yield* CaseService.pathId(c.req.param("tarea_id"), "tarea_id")
      return yield* EvaluationService.closeTask(principal.id, taskId)
    })))

  app.get("/admin/mail/test", (c) =>
    run(c, Effect.zipRight(guard(c, "admin:mail"), Effect.flatMap(Mailer.Mailer, (mailer) => mailer.verify()))))
}
