import { AuthService, Errors, type TokenService, type User, type UserRepository } from "@atalaya/core"
import { type Cause, Effect, Exit, type ManagedRuntime } from "effect"
import type { Context } from "hono"
import type { ContentfulStatusCode } from "hono/utils/http-status"
import { answerForCause } from "./errors.js"
import { PrincipalCache } from "./principalCache.js"

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
  /** Runs a program that builds its own Response (files); failures answer like {@link run}. */
  readonly runRaw: (c: Context, program: Effect.Effect<Response, Errors.DomainError, R>) => Promise<Response>
  /** Authenticates the request and checks a permission (null: any authenticated user). */
  readonly guard: (c: Context, permission: string | null) => Effect.Effect<User.Principal, Errors.DomainError, R>
  /** Forgets cached identities (after a user changes). */
  readonly invalidate: () => void
}

/**
 * What the log says of a failure: its message and, for database errors, the SQLSTATE and the
 * server's message — never the server's `detail`, which may quote row values (personal data).
 */
const describe = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error)
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause
  const sql = cause && typeof cause.code === "string" ? ` (SQLSTATE ${cause.code}: ${String(cause.message)})` : ""
  return `${error.name}: ${error.message}${sql}`
}

const bearer = (header: string | undefined): string | null => {
  if (header === undefined) return null
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match ? match[1]! : null
}

/** What every runtime provides, whatever groups it mounts: resolving a bearer token to a user. */
export type AuthServices = TokenService.TokenService | UserRepository.UserRepository

/** Builds the kit over a runtime that provides the mounted groups' services and {@link AuthServices}. */
export const makeKit = <R>(
  runtime: ManagedRuntime.ManagedRuntime<R | AuthServices, unknown>,
  options: { readonly logger: Logger; readonly authenticate?: Authenticate | undefined; readonly principalTtlMs: number }
): Kit<R | AuthServices> => {
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

  const fail = (c: Context, cause: Cause.Cause<unknown>) => {
    const { answer, unexpected } = answerForCause(cause)
    if (unexpected !== null) {
      options.logger({
        level: "error",
        msg: "request failed",
        method: c.req.method,
        route: c.req.routePath,
        error: describe(unexpected)
      })
    }
    return c.json(answer.body, answer.status)
  }

  const run: Kit<R | AuthServices>["run"] = async (c, program, status = 200) => {
    const exit = await runtime.runPromiseExit(program)
    return Exit.isSuccess(exit) ? c.json(exit.value as never, status) : fail(c, exit.cause)
  }

  const runRaw: Kit<R | AuthServices>["runRaw"] = async (c, program) => {
    const exit = await runtime.runPromiseExit(program)
    return Exit.isSuccess(exit) ? exit.value : fail(c, exit.cause)
  }

  return { run, runRaw, guard, invalidate: () => cache.clear() }
}
