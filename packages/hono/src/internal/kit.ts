import { AuthService, Errors, type User } from "@atalaya/core"
import { Effect, Exit, type ManagedRuntime } from "effect"
import type { Context } from "hono"
import type { ContentfulStatusCode } from "hono/utils/http-status"
import { answerForCause } from "./errors.js"
import { PrincipalCache } from "./principalCache.js"
import type { ApiServices } from "../Services.js"

/** Hono environment of the API: the authenticated principal, once resolved. */
export interface ApiEnv {
  Variables: { principal: User.Principal }
}

/** A structured log sink. Entries never carry personal data or secrets. */
export type Logger = (entry: Readonly<Record<string, unknown>>) => void

/** Resolves a request's identity without a token (e.g. a host's session); null falls back to the bearer token. */
export type Authenticate = (c: Context) => Promise<User.Principal | null>

/** What every route module needs: the runtime runner and the auth guard. */
export interface Kit<R> {
  /** Runs a program for a request and answers with JSON (or the mapped error). */
  readonly run: <A>(
    c: Context,
    program: Effect.Effect<A, Errors.DomainError, R>,
    status?: ContentfulStatusCode
  ) => Promise<Response>
  /** Authenticates the request and checks a permission (null: any authenticated user). */
  readonly guard: (c: Context, permission: string | null) => Effect.Effect<User.Principal, Errors.DomainError, R>
  /** Forgets cached identities (after a user changes). */
  readonly invalidate: () => void
}

const bearer = (header: string | undefined): string | null => {
  if (header === undefined) return null
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match ? match[1]! : null
}

/** Builds the kit over a runtime that provides the API's services. */
export const makeKit = (
  runtime: ManagedRuntime.ManagedRuntime<ApiServices, unknown>,
  options: { readonly logger: Logger; readonly authenticate?: Authenticate | undefined; readonly principalTtlMs: number }
): Kit<ApiServices> => {
  const cache = new PrincipalCache(options.principalTtlMs)

  const guard = (c: Context, permission: string | null) =>
    Effect.gen(function*() {
      let principal: User.Principal | null = null
      if (options.authenticate) principal = yield* Effect.promise(() => options.authenticate!(c))
      if (principal === null) {
        const token = bearer(c.req.header("authorization"))
        principal = token === null ? null : cache.get(token)
        if (principal === null) {
          principal = yield* AuthService.authenticate(token)
          cache.set(token!, principal)
        }
      }
      if (permission !== null) yield* AuthService.requirePermission(principal, permission)
      c.set("principal", principal)
      return principal
    })

  const run: Kit<ApiServices>["run"] = async (c, program, status = 200) => {
    const exit = await runtime.runPromiseExit(program)
    if (Exit.isSuccess(exit)) return c.json(exit.value as never, status)
    const { answer, unexpected } = answerForCause(exit.cause)
    if (unexpected !== null) {
      options.logger({
        level: "error",
        msg: "request failed",
        method: c.req.method,
        route: c.req.routePath,
        error: unexpected instanceof Error ? `${unexpected.name}: ${unexpected.message}` : String(unexpected)
      })
    }
    return c.json(answer.body, answer.status)
  }

  return { run, guard, invalidate: () => cache.clear() }
}
