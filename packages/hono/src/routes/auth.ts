import { AuthService } from "@atalaya/core"
import { Effect } from "effect"
import type { Hono } from "hono"
import { jsonBody, jsonOrFormBody } from "../internal/body.js"
import type { ApiEnv, Kit } from "../internal/kit.js"
import type { ApiServices } from "../Services.js"

/** Sign-in and user management (decisions.md "Authentication and users"). */
export const mount = (app: Hono<ApiEnv>, kit: Kit<ApiServices>) => {
  const { run, guard, invalidate } = kit

  app.post("/auth/login", (c) => run(c, Effect.flatMap(jsonOrFormBody(c), AuthService.login)))
  app.get("/auth/me", (c) => run(c, Effect.flatMap(guard(c, null), AuthService.me)))

  app.get("/users", (c) => run(c, Effect.zipRight(guard(c, "users:manage"), AuthService.listUsers)))
  app.post("/users", (c) =>
    run(
      c,
      Effect.gen(function*() {
        const principal = yield* guard(c, "users:manage")
        return yield* AuthService.createUser(yield* jsonBody(c), AuthService.actorOf(principal))
      }),
      201
    ))
  app.get("/users/:user_id", (c) =>
    run(c, Effect.gen(function*() {
      yield* guard(c, "users:manage")
      return yield* AuthService.getUser(yield* AuthService.pathUserId(c.req.param("user_id")))
    })))
  app.put("/users/:user_id", (c) =>
    run(c, Effect.gen(function*() {
      const principal = yield* guard(c, "users:manage")
      const id = yield* AuthService.pathUserId(c.req.param("user_id"))
      const user = yield* AuthService.updateUser(id, yield* jsonBody(c), AuthService.actorOf(principal))
      invalidate()
      return user
    })))
  app.delete("/users/:user_id", (c) =>
    run(c, Effect.gen(function*() {
      const principal = yield* guard(c, "users:manage")
      const result = yield* AuthService.deleteUser(yield* AuthService.pathUserId(c.req.param("user_id")), AuthService.actorOf(principal))
      invalidate()
      return result
    })))
}
