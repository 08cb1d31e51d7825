/**
 * One declaration per endpoint: its method, path, access rule, parameters, body, responses and
 * handler. The router, the permission check, the request reading and the OpenAPI document are
 * all derived from it (see `Group` and `OpenApi`), so they cannot drift apart.
 *
 * Why not `@hono/zod-openapi`: its validators run as middleware before the handler, so a
 * malformed body would be answered before the permission check (the contract answers 401/403
 * first), its JSON validator answers malformed JSON in its own shape instead of FastAPI's
 * `value_error.jsondecode` with the character position, and it skips validation when the
 * content type is missing. More fundamentally, Atalaya's bodies are validated by the domain's
 * field tables inside the use cases, so that a script or the CLI calling a use case gets the very
 * same 400 as HTTP; the declaration documents the body from those same field tables.
 */
import type { Errors, User } from "@atalaya/core"
import type { Effect } from "effect"
import type { Context } from "hono"
import type { UploadForm } from "./internal/body.js"
import type { ApiEnv } from "./internal/kit.js"

/** A JSON Schema (OpenAPI 3.1 dialect) fragment. */
export type Schema = Readonly<Record<string, unknown>>

/** Who may call an endpoint. */
export type Access =
  /** A signed-in user holding this permission (roles grant permissions). */
  | { readonly kind: "permission"; readonly permission: string }
  /** Any signed-in user; `rule` documents a further check the use case makes (e.g. a role list). */
  | { readonly kind: "authenticated"; readonly rule?: string }
  /** No user token; `rule` documents how the caller is authenticated instead (e.g. a webhook signature). */
  | { readonly kind: "public"; readonly rule?: string }

/** Access for holders of `permission`. */
export const permission = (name: string): Access => ({ kind: "permission", permission: name })
/** Access for any signed-in user (the use case may check more, as `rule` says). */
export const authenticated = (rule?: string): Access => (rule === undefined ? { kind: "authenticated" } : { kind: "authenticated", rule })
/** Access without a user token. */
export const anyone = (rule?: string): Access => (rule === undefined ? { kind: "public" } : { kind: "public", rule })

/** A path parameter: its documented schema and its parser (failures are the contract's 400s). */
export interface PathParam<A> {
  readonly schema: Schema
  readonly description?: string
  /**
   * A literal the segment ends with after the parameter, as in Google's custom methods
   * (`/icsr/{icsr_id}:delete`); the parser receives the value without it.
   */
  readonly suffix?: string
  readonly parse: (raw: string | undefined) => Effect.Effect<A, Errors.DomainError>
}

/** A documented query parameter. Its parsing belongs to the use case (shared with scripts and the CLI). */
export interface QueryParam {
  readonly name: string
  readonly schema: Schema
  readonly description?: string
  readonly required?: boolean
}

/** How the request body is read before the handler sees it. */
export type Body =
  /** JSON; malformed JSON or an empty body is a FastAPI-shaped 400. */
  | { readonly kind: "json"; readonly schema: Schema }
  /** JSON, or an HTML form's fields (sign-in). */
  | { readonly kind: "jsonOrForm"; readonly schema: Schema }
  /** A multipart upload (the larger upload size limit applies, or `maxBytes` for its file when given). */
  | { readonly kind: "multipart"; readonly schema: Schema; readonly maxBytes?: number }
  /** Read by the handler itself (webhooks verify signatures over the raw bytes). */
  | { readonly kind: "raw"; readonly schema: Schema; readonly contentTypes: ReadonlyArray<string> }

/** The successful answer of an endpoint. */
export interface Success {
  readonly status?: 200 | 201 | 204
  readonly description?: string
  /** Media type of the answer (default application/json). */
  readonly contentType?: string
  readonly schema?: Schema
}

/** What a handler receives: the request context and the inputs the declaration read. */
export interface Input<P> {
  readonly c: Context<ApiEnv>
  /** The caller; null only for public endpoints. */
  readonly principal: User.Principal | null
  readonly params: P
  /** The last value of each query parameter. */
  readonly query: Readonly<Record<string, string | undefined>>
  /** Every value of a repeated query parameter. */
  readonly queries: (name: string) => ReadonlyArray<string>
  /** The JSON (or form) body, unvalidated: the use case validates it with its field tables. */
  readonly body: unknown
  /** The multipart form of an upload, or an empty form when the request is not one. */
  readonly upload: UploadForm
  /** Forgets the verified identities kept for a few seconds (after a user's roles or status change). */
  readonly forgetIdentities: () => void
}

/** One endpoint's declaration. `R` is what its handler needs from the runtime. */
export interface Endpoint<R, P = Record<string, never>> {
  readonly method: "get" | "post" | "put" | "patch" | "delete"
  /** OpenAPI-style path under /api/v1, e.g. `/icsr/{icsr_id}/eventos`. */
  readonly path: string
  readonly summary: string
  readonly description?: string
  readonly tag: string
  readonly access: Access
  readonly params?: { readonly [K in keyof P]: PathParam<P[K]> }
  readonly query?: ReadonlyArray<QueryParam>
  readonly body?: Body
  readonly success: Success
  /** Error answers worth documenting beyond the common ones (400, 401, 403), by status. */
  readonly errors?: Readonly<Record<number, string>>
  /** The answer's value (sent as JSON with the success status), or a Response built by the handler. */
  readonly handler: (input: Input<P>) => Effect.Effect<unknown, Errors.DomainError, R>
}

/** Any endpoint, whatever its parameters (for lists of endpoints). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint<R> = Endpoint<R, any>

/** Declares an endpoint; the identity, for type inference of its parameters. */
export const endpoint = <R, P = Record<string, never>>(declaration: Endpoint<R, P>): Endpoint<R, P> => declaration
