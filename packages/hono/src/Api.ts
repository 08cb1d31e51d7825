/**
 * The Atalaya HTTP API as a Hono app with base path `/api/v1`. It keeps its own error and
 * not-found handlers, so a host can `app.route("/", api)` next to its own routes.
 */
import { type Context, Hono } from "hono"
import { bodyLimit } from "hono/body-limit"
import type { ManagedRuntime } from "effect"
import { type ApiEnv, type Authenticate, type Logger, makeKit } from "./internal/kit.js"
import { RouteTable } from "./internal/methodNotAllowed.js"
import { BASE_PATH } from "./internal/paths.js"
import * as AuthRoutes from "./routes/auth.js"
import * as CausalityRoutes from "./routes/causality.js"
import * as DocsRoutes from "./routes/docs.js"
import * as EvaluacionFichaRoutes from "./routes/evaluacionFicha.js"
import * as EvaluationRoutes from "./routes/evaluation.js"
import * as FollowupRoutes from "./routes/followup.js"
import * as IcsrRoutes from "./routes/icsr.js"
import * as IngestRoutes from "./routes/ingest.js"
import * as IntakeReviewRoutes from "./routes/intakeReview.js"
import * as MeddraRoutes from "./routes/meddra.js"
import * as ProductRoutes from "./routes/products.js"
import * as WhatsappRoutes from "./routes/whatsapp.js"
import type { ApiServices } from "./Services.js"

/** The base path of every route. */
export { BASE_PATH }

/** Options of {@link createApi}. */
export interface ApiOptions {
  /** A runtime providing the domain services (see `@atalaya/sql` Storage and `@atalaya/auth`). */
  readonly runtime: ManagedRuntime.ManagedRuntime<ApiServices, unknown>
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
}

/** Default logger: JSON lines on stderr. */
export const jsonLogger: Logger = (entry) => {
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`)
}

const UPLOAD_PATH = /\/(?:ficha-tecnica|evaluacion\/ficha|causality\/ft\/upload)\/?$/

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`

/** Builds the API app. */
export const createApi = (options: ApiOptions): Hono<ApiEnv> => {
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
  const uploadLimit = bodyLimit({
    maxSize: maxUpload + 256 * 1024,
    onError: (c) => c.json({ detail: `Archivo demasiado grande (máx. ${megabytes(maxUpload)})` }, 413)
  })
  // Only requests that carry a body are limited: wrapping a GET makes the Node adapter build a full
  // Request per call, a measurable cost on the hottest routes.
  app.use("*", (c, next) =>
    c.req.method === "GET" || c.req.method === "HEAD"
      ? next()
      : UPLOAD_PATH.test(c.req.path)
      ? uploadLimit(c, next)
      : jsonLimit(c, next))

  IcsrRoutes.mount(app, kit)
  ProductRoutes.mount(app, kit)
  FollowupRoutes.mount(app, kit)
  MeddraRoutes.mount(app, kit)
  IngestRoutes.mount(app, kit)
  EvaluationRoutes.mount(app, kit)
  EvaluacionFichaRoutes.mount(app, kit)
  CausalityRoutes.mount(app, kit)
  WhatsappRoutes.mount(app, kit)
  IntakeReviewRoutes.mount(app, kit)
  AuthRoutes.mount(app, kit)
  DocsRoutes.mount(app)

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
