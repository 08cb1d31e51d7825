import { Errors, Validation } from "@atalaya/core"
import { Effect } from "effect"
import type { Context, Hono, MiddlewareHandler } from "hono"
import type { AnyEndpoint, Body, PathParam } from "../Endpoint.js"
import { jsonBody, jsonOrFormBody, queryOf, type UploadForm, uploadForm } from "./body.js"
import type { ApiEnv, AuthServices, Kit } from "./kit.js"

/** The body size limits: uploads get the larger one. */
export interface Limits {
  readonly json: MiddlewareHandler
  readonly upload: MiddlewareHandler
  /** The limit of an upload that declares its own largest file (documents). */
  readonly uploadOf: (maxBytes: number) => MiddlewareHandler
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * The Hono pattern of an OpenAPI path. Integer ids exclude `:` so that `/icsr/5:delete` is not
 * read as case `5:delete`; a segment with a suffix (`{id}:delete`) captures the whole segment.
 */
export const honoPath = (path: string, params: Readonly<Record<string, PathParam<unknown>>> = {}): string =>
  path.split("/").map((segment) => {
    const match = /^\{(\w+)\}(.*)$/.exec(segment)
    if (!match) return segment
    const name = match[1]!
    const suffix = match[2] ?? ""
    if (suffix !== "") return `:${name}{[^/]+${escape(suffix)}}`
    return params[name]?.schema.type === "integer" ? `:${name}{[^/:]+}` : `:${name}{[^/]+}`
  }).join("/")

/**
 * A sort key under which a literal segment comes before a parameter at the same position, so
 * `/icsr/duplicates` is tried before `/icsr/{icsr_id}` whatever group declared which (Hono tries
 * routes in the order they were added).
 */
export const specificity = (path: string): string =>
  path.split("/").map((s) => (s.startsWith("{") ? (s.endsWith("}") ? "\u0002" : "\u0001") : `\u0000${s}`)).join("/")

const NUL = "\u0000"

/**
 * Where a path or query parameter holds U+0000, or null. PostgreSQL text cannot hold NUL, so such
 * a value would otherwise reach storage and fail there as a 500; it is refused here, before the
 * access check, for every endpoint alike.
 */
const nulAt = (c: Context, params: ReadonlyArray<string>): readonly ["path" | "query", string] | null => {
  for (const name of params) if (c.req.param(name)?.includes(NUL)) return ["path", name]
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (name.includes(NUL) || values.some((v) => v.includes(NUL))) return ["query", name.replaceAll(NUL, "")]
  }
  return null
}

const EMPTY_FORM: UploadForm = { file: null, fileIsText: false, fields: {} }

const readBody = (c: Context, body: Body | undefined): Effect.Effect<{ body: unknown; upload: UploadForm }, Errors.DomainError> => {
  switch (body?.kind) {
    case undefined:
    case "raw":
      return Effect.succeed({ body: undefined, upload: EMPTY_FORM })
    case "json":
      return Effect.map(jsonBody(c), (value) => ({ body: value, upload: EMPTY_FORM }))
    case "jsonOrForm":
      return Effect.map(jsonOrFormBody(c), (value) => ({ body: value, upload: EMPTY_FORM }))
    case "multipart":
      return Effect.map(uploadForm(c), (form) => ({ body: undefined, upload: form }))
  }
}

/** Adds one endpoint to the app: access check, path parameters, body, handler, answer. */
const mountOne = <R>(app: Hono<ApiEnv>, kit: Kit<R | AuthServices>, endpoint: AnyEndpoint<R>, limits: Limits) => {
  const params: Readonly<Record<string, PathParam<unknown>>> = endpoint.params ?? {}
  const status = endpoint.success.status ?? 200
  const handler = (c: Context<ApiEnv>) =>
    kit.runRaw(
      c,
      Effect.gen(function*() {
        const nul = c.req.url.includes("%00") ? nulAt(c, Object.keys(params)) : null
        if (nul !== null) return yield* Effect.fail(new Errors.ValidationFailed({ issues: [{ loc: nul, ...Validation.Messages.nul }] }))
        const access = endpoint.access
        const principal = access.kind === "public" ? null : yield* kit.guard(c, access.kind === "permission" ? access.permission : null)
        const parsed: Record<string, unknown> = {}
        for (const [name, param] of Object.entries(params)) {
          const raw = c.req.param(name)
          const value = param.suffix !== undefined && raw !== undefined && raw.endsWith(param.suffix) ? raw.slice(0, -param.suffix.length) : raw
          parsed[name] = yield* param.parse(value)
        }
        const { body, upload } = yield* readBody(c, endpoint.body)
        const result = yield* endpoint.handler({
          c,
          principal,
          params: parsed,
          query: queryOf(c),
          queries: (name: string) => c.req.queries(name) ?? [],
          body,
          upload,
          forgetIdentities: kit.invalidate
        })
        return result instanceof Response ? result : c.json(result as never, status as 200)
      })
    )
  const method = endpoint.method.toUpperCase()
  const path = honoPath(endpoint.path, params)
  // Only requests that carry a body are limited: wrapping a GET makes the Node adapter build a
  // full Request per call, a measurable cost on the hottest routes.
  if (method === "GET") app.on(method, path, handler)
  else if (endpoint.body?.kind === "multipart") app.on(method, path, endpoint.body.maxBytes === undefined ? limits.upload : limits.uploadOf(endpoint.body.maxBytes), handler)
  else app.on(method, path, limits.json, handler)
}

/** Adds the endpoints, most specific paths first. */
export const mountEndpoints = <R>(
  app: Hono<ApiEnv>,
  kit: Kit<R | AuthServices>,
  endpoints: ReadonlyArray<AnyEndpoint<R>>,
  limits: Limits
): void => {
  const ordered = endpoints
    .map((endpoint, index) => ({ endpoint, index, key: specificity(endpoint.path) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index))
  for (const { endpoint } of ordered) mountOne(app, kit, endpoint, limits)
}
