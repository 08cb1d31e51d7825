/**
 * The Atalaya HTTP API as a Hono app with base path `/api/v1`. It keeps its own error and
 * not-found handlers, so a host can `app.route("/", api)` next to its own routes.
 */
import { type Context, Hono } from "hono"
import { bodyLimit } from "hono/body-limit"
import type { ManagedRuntime } from "effect"
import type { Group, ServicesOf } from "./Group.js"
import { allGroups } from "./groups/all.js"
import { admission, type AdmissionOptions } from "./internal/admission.js"
import { type ApiEnv, type Authenticate, type AuthServices, type Logger, makeKit } from "./internal/kit.js"
import { RouteTable } from "./internal/methodNotAllowed.js"
import { mountEndpoints } from "./internal/mount.js"
import { BASE_PATH } from "./internal/paths.js"
import { docsGroup } from "./internal/docsGroup.js"
import type { ApiServices } from "./Services.js"

/** The base path of every route. */
export { BASE_PATH }
/** Settings of admission control ({@link ApiOptions.admission}). */
export type { AdmissionOptions }

/** Options of {@link createApi}. */
export interface ApiOptions<R = ApiServices> {
  /**
   * A runtime providing the mounted groups' services and token verification (see `@atalaya/sql`
   * Storage and `@atalaya/auth`).
   */
  readonly runtime: ManagedRuntime.ManagedRuntime<R | AuthServices, unknown>
  /** The route groups to mount (default: every group, which needs every service in `ApiServices`). */
  readonly groups?: ReadonlyArray<Group<R>>
  /** Resolves identity from the host (its session, its SSO); null falls back to bearer tokens. */
  readonly authenticate?: Authenticate
  /** Structured log sink; defaults to one JSON line on stderr per entry. */
  readonly logger?: Logger
  /** How long a verified token's principal is reused, in ms (default 10 s; 0 disables). */
  readonly principalTtlMs?: number
  /** Largest JSON body accepted, in bytes (default 5 MB). */
  readonly maxJsonBytes?: number
  /** Largest uploaded file, in bytes (default 12 MB, service-spec "Limits"); keep ProductSettings in step. */
  readonly maxUploadBytes?: number
  /**
   * Admission control: requests handled at once, the rest waiting in arrival order, 503 when the
   * queue is full or a wait too long (default: none). Meant for embedded PGlite, where requests
   * share the Node thread with the database (see internal/admission.ts).
   */
  readonly admission?: AdmissionOptions
}

/** Default logger: JSON lines on stderr. */
export const jsonLogger: Logger = (entry) => {
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`)
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`

/** Builds the API app with every group; the runtime provides every service in `ApiServices`. */
export function createApi(options: ApiOptions<ApiServices> & { readonly groups?: undefined }): Hono<ApiEnv>
/** Builds the API app with the given groups only; the runtime provides just their services. */
export function createApi<const G extends ReadonlyArray<Group<unknown>>>(
  options: Omit<ApiOptions<ServicesOf<G[number]>>, "groups"> & { readonly groups: G }
): Hono<ApiEnv>
export function createApi<R>(options: ApiOptions<R>): Hono<ApiEnv> {
  const groups = options.groups ?? (allGroups as unknown as ReadonlyArray<Group<R>>)
  const logger = options.logger ?? jsonLogger
  const kit = makeKit(options.runtime, {
    logger,
    authenticate: options.authenticate,
    principalTtlMs: options.principalTtlMs ?? 10_000
  })
  const maxJson = options.maxJsonBytes ?? 5 * 1024 * 1024
  const app = new Hono<ApiEnv>().basePath(BASE_PATH)

  const jsonLimit = bodyLimit({
    maxSize: maxJson,
    onError: (c) => c.json({ detail: `Archivo demasiado grande (máx. ${megabytes(maxJson)})` }, 413)
  })
  // Uploads have their own, larger limit (checked again on the file itself by the service).
  const maxUpload = options.maxUploadBytes ?? 12 * 1024 * 1024
  const limitOf = (max: number) =>
    bodyLimit({
      maxSize: max + 256 * 1024,
      onError: (c) => c.json({ detail: `Archivo demasiado grande (máx. ${megabytes(max)})` }, 413)
    })
  const uploadLimit = limitOf(maxUpload)
  if (options.admission !== undefined) app.use("*", admission(options.admission))
  const docs = docsGroup(groups as ReadonlyArray<Group<unknown>>)
  mountEndpoints(app, kit, [...groups, docs].flatMap((group) => group.endpoints), { json: jsonLimit, upload: uploadLimit, uploadOf: limitOf })

  const table = new RouteTable()
  for (const route of app.routes) table.add(route.method, route.path)

  const notFound = (c: Context) =>
    table.wrongMethod(c.req.method, c.req.path)
      ? c.json({ detail: "Method Not Allowed" }, 405)
      : c.json({ detail: "Not Found" }, 404)
  // A host's own notFound would answer for unmatched paths under /api/v1 once mounted;
  // this catch-all keeps the contract's JSON 404/405 there.
  app.all("*", notFound)
  app.notFound(notFound)
  app.onError((error, c) => {
    logger({ level: "error", msg: "unhandled error", method: c.req.method, route: c.req.routePath, error: `${error.name}: ${error.message}` })
    return c.json({ detail: "Internal Server Error" }, 500)
  })
  return app
}
