import { AuthService, CaseService, DuplicateService } from "@atalaya/core"
import { Effect } from "effect"
import type { Hono } from "hono"
import { jsonBody, queryOf } from "../internal/body.js"
import type { ApiEnv, Kit } from "../internal/kit.js"
import type { ApiServices } from "../Services.js"

const ID = ":icsr_id{[^/:]+}"

/** ICSR case routes (service-spec "ICSR cases"), each: guard → parse → service. */
export const mount = (app: Hono<ApiEnv>, kit: Kit<ApiServices>) => {
  const { run, runRaw, guard } = kit
  const caseId = (c: Parameters<typeof run>[0]) => CaseService.pathId(c.req.param("icsr_id"), "icsr_id")

  // The page comes from storage as JSON bytes and goes out as is: no parse, no stringify.
  app.get("/icsr", (c) =>
    runRaw(
      c,
      Effect.zipRight(guard(c, "icsr:list"), CaseService.listJson(queryOf(c))).pipe(
        Effect.map((body) => c.body(body, 200, { "content-type": "application/json" }))
      )
    ))

  app.post("/icsr", (c) =>
    run(
      c,
      Effect.gen(function*() {
        const principal = yield* guard(c, "icsr:create")
        return yield* CaseService.create(yield* jsonBody(c), AuthService.actorOf(principal))
      }),
      201
    ))

  // Static paths first: they would otherwise be read as a case id.
  const bulkEvents = (c: Parameters<typeof run>[0]) =>
    run(c, Effect.zipRight(guard(c, "icsr:read"), CaseService.eventsByCases(c.req.queries("ids") ?? [])))
  app.get("/icsr/eventos", bulkEvents)
  app.get("/icsr/_bulk/eventos", bulkEvents)

  // Bulk duplicate check: listed with icsr:list (service-spec "Authentication").
  app.get("/icsr/duplicates", (c) =>
    run(c, Effect.zipRight(guard(c, "icsr:list"), DuplicateService.checkMany(c.req.queries("ids") ?? [], queryOf(c)))))

  app.get("/icsr/codigo-interno/next", (c) =>
    run(c, Effect.zipRight(guard(c, "icsr:create"), CaseService.nextCodigoInterno(c.req.query("prefix")))))

  app.get(`/icsr/${ID}`, (c) => run(c, Effect.zipRight(guard(c, "icsr:read"), Effect.flatMap(caseId(c), (id) => CaseService.get(id)))))

  const update = (full: boolean) => (c: Parameters<typeof run>[0]) =>
    run(
      c,
      Effect.gen(function*() {
        const principal = yield* guard(c, "icsr:update")
        const id = yield* caseId(c)
        return yield* CaseService.update(id, yield* jsonBody(c), AuthService.actorOf(principal), { full })
      })
    )
  app.put(`/icsr/${ID}`, update(false))
  app.put(`/icsr/${ID}/full`, update(true))

  const remove = (idParam: (c: Parameters<typeof run>[0]) => string | undefined) => (c: Parameters<typeof run>[0]) =>
    run(
      c,
      Effect.gen(function*() {
        const principal = yield* guard(c, "icsr:delete")
        const id = yield* CaseService.pathId(idParam(c), "icsr_id")
        return yield* CaseService.remove(id, yield* jsonBody(c), AuthService.actorOf(principal))
      })
    )
  app.delete(`/icsr/${ID}`, remove((c) => c.req.param("icsr_id")))
  // Google-style custom method for clients that cannot send a body with DELETE.
  app.post("/icsr/:icsr_action{[^/]+:delete}", remove((c) => c.req.param("icsr_action")?.replace(/:delete$/, "")))

  app.get(`/icsr/${ID}/delete-summary`, (c) =>
    run(c, Effect.zipRight(guard(c, "icsr:delete"), Effect.flatMap(caseId(c), CaseService.deleteSummary))))

  app.get(`/icsr/${ID}/eventos`, (c) =>
    run(c, Effect.zipRight(guard(c, "icsr:read"), Effect.flatMap(caseId(c), CaseService.listEvents))))

  const replaceEvents = (c: Parameters<typeof run>[0]) =>
    run(
      c,
      Effect.gen(function*() {
        const principal = yield* guard(c, "icsr:update")
        const id = yield* caseId(c)
        return yield* CaseService.replaceEvents(id, yield* jsonBody(c), AuthService.actorOf(principal))
      })
    )
  app.put(`/icsr/${ID}/eventos`, replaceEvents)
  app.put(`/icsr/${ID}/meddra`, replaceEvents)

  app.put(`/icsr/${ID}/eventos/:evento_id`, (c) =>
    run(
      c,
      Effect.gen(function*() {
        const principal = yield* guard(c, "icsr:update")
        const id = yield* caseId(c)
        const eventoId = yield* CaseService.pathId(c.req.param("evento_id"), "evento_id")
        return yield* CaseService.updateEvent(id, eventoId, yield* jsonBody(c), AuthService.actorOf(principal))
      })
    ))

  app.get(`/icsr/${ID}/duplicates`, (c) =>
    run(
      c,
      Effect.gen(function*() {
        yield* guard(c, "icsr:read")
        return yield* DuplicateService.check(yield* caseId(c), queryOf(c))
      })
    ))

  app.put(`/icsr/${ID}/dup`, (c) =>
    run(
      c,
      Effect.gen(function*() {
        const principal = yield* guard(c, "icsr:update")
        const id = yield* caseId(c)
        return yield* DuplicateService.decide(id, yield* jsonBody(c), AuthService.actorOf(principal))
      })
    ))

  app.get(`/icsr/${ID}/audit`, (c) =>
    run(c, Effect.zipRight(guard(c, "audit:read"), Effect.flatMap(caseId(c), CaseService.auditTrail))))
}
