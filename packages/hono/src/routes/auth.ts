import { AuthService } from "@atalaya/core"
import { Effect } from "effect"
import type { Context, Hono } from "hono"
import { jsonBody, jsonOrFormBody } from "../internal/body.js"
import type { ApiEnv, Kit } from "../internal/kit.js"
import type { ApiServices } from "../Services.js"

/**
 * The client address for sign-in throttling: the configured trusted header's last entry (the one
 * the nearest proxy wrote) when a header is configured, else the socket's peer (Node server).
 */
const clientAddress = (c: Context) =>
  Effect.map(AuthService.loginThrottleSettings, (settings): string | null => {
    const header = settings.clientAddressHeader
    if (header) {
      const entries = (c.req.header(header) ?? "").split(",").map((e) => e.trim()).filter((e) => e !== "")
      return entries.at(-1)?.slice(0, 100) ?? null
    }
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
    return env?.incoming?.socket?.remoteAddress ?? null
  })

/** Sign-in and user management (decisions.md "Authentication and users"). */
export const mount = (app: Hono<ApiEnv>, kit: Kit<ApiServices>) => {
  const { run, guard, invalidate } = kit

  app.post("/auth/login", (c) =>
    run(c, Effect.gen(function*() {
      const body = yield* jsonOrFormBody(c)
      return yield* AuthService.login(body, yield* clientAddress(c))
    })))
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
