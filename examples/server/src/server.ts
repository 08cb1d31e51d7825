/**
 * Assembles the reference deployment: storage (PGlite or PostgreSQL), password hashing, tokens,
 * the first admin, and the Hono app with `/healthz` next to `/api/v1`.
 */
import { Converters } from "@atalaya/reports"
import { AuditLog, AuthService, CaseService, Env, Notifications, OutboxWorker } from "@atalaya/core"
import { MailIntake, MeddraImport, ReportExtractorLive, WhatsappIntake } from "@atalaya/intake"
import { DocumentTextLive } from "@atalaya/ocr"
import { JwtTokens, ScryptHasher, Secret } from "@atalaya/auth"
import { LocalFiles } from "@atalaya/files"
import { OpenAiLanguageModel } from "@atalaya/llm"
import { Translator } from "@atalaya/translation"
import { Adrdb, DigemidAlerts, EmaSafety, Recalls, Sources, Surveillance } from "@atalaya/regulators"
import { Messaging } from "@atalaya/messaging"
import { Api, type Logger } from "@atalaya/hono"
import { Storage } from "@atalaya/sql"
import { Effect, Layer, ManagedRuntime, Option } from "effect"
import { Hono } from "hono"
import * as crypto from "node:crypto"
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import type { ServerConfig } from "./config.js"

/** The invented demo dictionary (fake codes, not MedDRA), loaded when no release is. */
const MEDDRA_DEMO_DIR = fileURLToPath(new URL("../../../templates/meddra-demo", import.meta.url))

/** A running application: the Hono app and the runtime to dispose at shutdown. */
export interface Application {
  readonly app: Hono
  readonly dispose: () => Promise<void>
}

const secretFor = (config: ServerConfig, log: Logger): string => {
  if (config.jwtSecret !== null) return config.jwtSecret
  if (config.production) throw new Error("ATALAYA_JWT_SECRET is required when NODE_ENV=production")
  const { secret, created } = Secret.loadOrCreateSecret(config.dataDir)
  log({ level: "warn", msg: created ? "ATALAYA_JWT_SECRET unset: generated a signing secret in the data directory" : "ATALAYA_JWT_SECRET unset: using the signing secret kept in the data directory", dataDir: config.dataDir })
  return secret
}

/** With no user and no admin configured, a development start creates one and leaves its password in a 0600 file. */
const firstAdmin = (config: ServerConfig): { email: string; password: string; file: string | null } | null => {
  if (config.adminEmail !== null && config.adminPassword !== null) return { email: config.adminEmail, password: config.adminPassword, file: null }
  if (config.production) return null
  const file = path.join(config.dataDir, "admin-password.txt")
  const password = crypto.randomBytes(18).toString("base64url")
  return { email: "admin@atalaya.local", password, file }
}

/** Requests handled at once on embedded PGlite unless ATALAYA_MAX_CONCURRENT_REQUESTS says otherwise. */
const PGLITE_CONCURRENCY = 4

/** Builds the application from a configuration. */
export const build = async (config: ServerConfig, log: Logger): Promise<Application> => {
  fs.mkdirSync(config.dataDir, { recursive: true })
  const storage = config.databaseUrl !== null
    ? Storage.layerPostgres({
      url: config.databaseUrl,
      migrationUrl: config.databaseMigrationUrl ?? undefined,
      appRole: config.databaseAppRole ?? undefined
    })
    : Storage.layerPglite({ dataDir: path.join(config.dataDir, "pgdata") })
  const messaging = Messaging.layerFromEnv(process.env)
  const base = Layer.mergeAll(
    storage,
    ScryptHasher.layer,
    LocalFiles.layer(config.mediaDir),
    messaging,
    Layer.succeed(Notifications.NotificationSettings, config.notifications),
    AuthService.layerLoginThrottle(config.loginThrottle),
    // LLM_API_KEY or LLM_BASE_URL selects a model; without either, features answer by rules.
    OpenAiLanguageModel.layerFromEnv(process.env, {
      // Failed attempts only (task, model, attempt, ms, outcome): never the prompt or the answer.
      logger: (attempt) => attempt.outcome === "ok" ? undefined : log({ level: "warn", msg: "language model attempt failed", ...attempt })
    }),
    // TRANSLATE_ENGINE (apertium when installed, libretranslate, llm, google, none).
    Translator.layerFromEnv(process.env).pipe(Layer.provide(OpenAiLanguageModel.layerFromEnv(process.env))),
    // Each agency's public source (ATALAYA_SOURCE_<NAME>_URL replaces its base URL, "off" drops it).
    Sources.layerFromEnv(process.env),
    // openFDA FAERS counts for /adrdb (ATALAYA_SOURCE_ADRDB_URL; ~100 requests an hour, answers kept 24 h).
    Adrdb.layerFromEnv(process.env),
    // The FDA's medical-device recall pages for /fda/search (ATALAYA_SOURCE_FDA_RECALLS_URL).
    Recalls.layerFromEnv(process.env),
    // DIGEMID's alert pages for /sources/digemid (ATALAYA_SOURCE_DIGEMID_ALERTS_URL).
    DigemidAlerts.layerFromEnv(process.env),
    // EMA's DHPC report for surveillance (ATALAYA_SOURCE_EMA_URL).
    EmaSafety.layerFromEnv(process.env),
    // PDF text layer or OCR (Spanish + English); tesseract workers start on first use.
    DocumentTextLive.layer(),
    ReportExtractorLive.layer,
    // DOCX → PDF: the service at CONVERTER_URL (Gotenberg API), else a local LibreOffice, else 503.
    Converters.layerFromEnv(process.env),
    JwtTokens.layer({ secret: secretFor(config, log), ttlSeconds: config.tokenTtlSeconds }),
    Layer.succeed(CaseService.CaseSettings, { timeZone: config.timeZone, codigoPrefix: config.codigoPrefix }),
    Layer.succeed(WhatsappIntake.WhatsappSettings, config.whatsapp)
  )
  // Notification mail waits in the outbox until a mail server is configured; then a background
  // worker (stopped with the runtime) delivers it with retries and back-off.
  const mailOn = Messaging.describeEnv(process.env).mail === "smtp"
  const withOutbox = mailOn ? Layer.provideMerge(OutboxWorker.layer(), base) : base
  // Mail intake polls in the background (one poller across instances, by a lease in the database)
  // and stops with the runtime; logs carry counts and reasons, never addresses or content.
  const intake = config.mailIntake
  const layer = intake === null ? withOutbox : Layer.provideMerge(
    MailIntake.layer(intake.source, {
      onPoll: (summary) => {
        if (summary.error !== null) log({ level: "warn", msg: "mail intake poll failed", mailbox: intake.describe.mailbox, reason: summary.error })
        else if (!summary.skipped && summary.created + summary.threaded + summary.review + summary.duplicate > 0) {
          log({ level: "info", msg: "mail intake", mailbox: intake.describe.mailbox, created: summary.created, threaded: summary.threaded, review: summary.review, duplicate: summary.duplicate })
        }
      },
      onFailure: (error) => log({ level: "error", msg: "mail intake poll failed", mailbox: intake.describe.mailbox, error: error._tag })
    }).pipe(Layer.provide(Layer.succeed(MailIntake.MailIntakeSettings, { ...MailIntake.MailIntakeSettings.defaultValue(), pollSeconds: intake.pollSeconds }))),
    withOutbox
  )
  log({ level: "info", msg: "mail intake", ...(intake === null ? { polling: "off (MAIL_INTAKE_PROTOCOL unset)" } : { ...intake.describe, everySeconds: intake.pollSeconds }) })
  log({ level: "info", msg: "whatsapp webhook", auth: [config.whatsapp.twilioAuthToken !== null ? "twilio-signature" : null, config.whatsapp.sharedSecret !== null ? "shared-secret" : null].filter((a) => a !== null).join("+") || "off (TWILIO_AUTH_TOKEN and WHATSAPP_WEBHOOK_SECRET unset)" })
  log({ level: "info", msg: "notifications", outbox: mailOn ? "delivering" : "kept until SMTP is configured", text: Messaging.describeEnv(process.env).text })
  log({ level: "info", msg: "language model", ...OpenAiLanguageModel.describeEnv(process.env) })
  log({ level: "info", msg: "translation", ...Translator.describeEnv(process.env) })
  log({ level: "info", msg: "regulator sources", ...Sources.describe(Sources.fromEnv(process.env)) })
  // Surveillance rounds every SURVEILLANCE_HOURS (default 24; 0 turns them off), one instance at a time.
  const surveillanceHours = Env.readNumber(process.env, "SURVEILLANCE_HOURS", 0, 24 * 365) ?? 24
  const withSurveillance = surveillanceHours > 0 ? Layer.provideMerge(Surveillance.layerScheduler(surveillanceHours, `server-${process.pid}-${Date.now()}`), layer) : layer
  log({ level: "info", msg: "surveillance", everyHours: surveillanceHours })
  const runtime = ManagedRuntime.make(withSurveillance)
  await runtime.runPromise(Effect.void)

  const admin = firstAdmin(config)
  if (admin !== null) {
    const created = await runtime.runPromise(AuthService.ensureFirstAdmin(admin.email, admin.password))
    if (Option.isSome(created)) {
      if (admin.file !== null) fs.writeFileSync(admin.file, `${admin.email}\n${admin.password}\n`, { mode: 0o600 })
      log({ level: "info", msg: "first admin created", ...(admin.file !== null ? { credentialsFile: admin.file } : {}) })
    }
  }

  if (config.meddraDemo) {
    const demo = await runtime.runPromiseExit(MeddraImport.importIfEmpty(MEDDRA_DEMO_DIR, AuditLog.SYSTEM))
    if (demo._tag === "Failure") log({ level: "warn", msg: "MedDRA demo dictionary not loaded", dir: MEDDRA_DEMO_DIR })
    else if (Option.isSome(demo.value)) {
      log({ level: "info", msg: "MedDRA demo dictionary loaded (invented terms with fake codes, not MedDRA); import a licensed release with `atalaya meddra import DIR`", version: demo.value.value.version })
    }
  }

  // On PGlite the database runs on this thread: a few requests at a time, in arrival order, keep
  // the tail short (docs/security.md "Embedded database under load"); PostgreSQL needs no gate.
  const concurrency = config.admission.concurrency ?? (config.databaseUrl === null ? PGLITE_CONCURRENCY : null)
  const api = Api.createApi({
    runtime,
    logger: log,
    ...(concurrency !== null ? { admission: { ...config.admission, concurrency } } : {})
  })
  const app = new Hono()
  app.get("/healthz", (c) => c.json({ status: "ok" }))
  app.get("/", (c) => c.redirect("/api/v1/docs"))
  app.route("/", api)
  return { app, dispose: () => runtime.dispose() }
}
