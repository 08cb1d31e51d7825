/**
 * Configuration of the reference server, read from the environment once at start-up.
 */
import { Notifications } from "@atalaya/core"
import { WhatsappIntake } from "@atalaya/intake"
import { MailIntakeConfig } from "@atalaya/mail"
import * as path from "node:path"

/** Resolved settings. Secrets are kept out of anything that gets logged. */
export interface ServerConfig {
  readonly port: number
  readonly host: string
  readonly databaseUrl: string | null
  /** DATABASE_MIGRATION_URL: the schema owner's URL; migrations run over it, the service as DATABASE_URL's role. */
  readonly databaseMigrationUrl: string | null
  /** ATALAYA_DB_APP_ROLE: the role granted after migrating (default: DATABASE_URL's user). */
  readonly databaseAppRole: string | null
  /**
   * ATALAYA_MAX_CONCURRENT_REQUESTS (default 4 on PGlite, unlimited on PostgreSQL),
   * ATALAYA_MAX_QUEUED_REQUESTS (256), ATALAYA_MAX_QUEUE_WAIT_MS (10000): admission control.
   */
  readonly admission: { readonly concurrency: number | null; readonly maxQueue: number; readonly maxWaitMs: number }
  /** ATALAYA_CLIENT_ADDRESS_HEADER / ATALAYA_LOGIN_MAX_FAILURES_PER_ADDRESS: sign-in throttling. */
  readonly loginThrottle: { readonly clientAddressHeader: string | null; readonly maxFailuresPerAddress: number }
  readonly dataDir: string
  /** Root of stored files (technical sheets, attachments); nothing is written outside it. */
  readonly mediaDir: string
  readonly jwtSecret: string | null
  readonly tokenTtlSeconds: number
  readonly adminEmail: string | null
  readonly adminPassword: string | null
  readonly timeZone: string
  readonly codigoPrefix: string
  readonly production: boolean
  /** ICSR_NOTIFY_*, AUTO_FOLLOWUP_*, REQUIRED_FIELDS, ATALAYA_SERVICE_NAME. */
  readonly notifications: Notifications.NotificationConfig
  /** Loads the invented MedDRA demo dictionary on a start with none loaded (ATALAYA_MEDDRA_DEMO, default true). */
  readonly meddraDemo: boolean
  /** The mailbox polled for reports (MAIL_INTAKE_*, MAIL_POLL_SECONDS); null when MAIL_INTAKE_PROTOCOL is unset. */
  readonly mailIntake: MailIntakeConfig.MailIntakeConfig | null
  /** The WhatsApp webhook's credentials and threading window (TWILIO_AUTH_TOKEN, WHATSAPP_WEBHOOK_*). */
  readonly whatsapp: WhatsappIntake.WhatsappSettingsShape
}

const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value.trim() === "") return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`)
  return n
}

const nonEmpty = (value: string | undefined): string | null => (value === undefined || value.trim() === "" ? null : value.trim())

/** Reads the configuration; throws with a clear message on invalid values. */
export const fromEnv = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  // `pnpm start` runs this package from its own folder; INIT_CWD is where the user typed the
  // command (the repository root), which is where they look for `.atalaya/admin-password.txt`.
  const dataDir = path.resolve(nonEmpty(env.INIT_CWD) ?? process.cwd(), nonEmpty(env.ATALAYA_DATA_DIR) ?? ".atalaya")
  return {
  port: int(env.PORT, 8000, "PORT"),
  host: nonEmpty(env.HOST) ?? "127.0.0.1",
  databaseUrl: nonEmpty(env.DATABASE_URL),
  databaseMigrationUrl: nonEmpty(env.DATABASE_MIGRATION_URL),
  databaseAppRole: nonEmpty(env.ATALAYA_DB_APP_ROLE),
  admission: {
    concurrency: env.ATALAYA_MAX_CONCURRENT_REQUESTS?.trim() ? int(env.ATALAYA_MAX_CONCURRENT_REQUESTS, 4, "ATALAYA_MAX_CONCURRENT_REQUESTS") : null,
    maxQueue: int(env.ATALAYA_MAX_QUEUED_REQUESTS, 256, "ATALAYA_MAX_QUEUED_REQUESTS"),
    maxWaitMs: int(env.ATALAYA_MAX_QUEUE_WAIT_MS, 10_000, "ATALAYA_MAX_QUEUE_WAIT_MS")
  },
  loginThrottle: {
    // Only behind a proxy that writes it; otherwise a client could forge its address.
    clientAddressHeader: nonEmpty(env.ATALAYA_CLIENT_ADDRESS_HEADER)?.toLowerCase() ?? null,
    maxFailuresPerAddress: int(env.ATALAYA_LOGIN_MAX_FAILURES_PER_ADDRESS, 20, "ATALAYA_LOGIN_MAX_FAILURES_PER_ADDRESS")
  },
  dataDir,
  mediaDir: path.resolve(nonEmpty(env.ATALAYA_MEDIA_DIR) ?? path.join(dataDir, "media")),
  jwtSecret: nonEmpty(env.ATALAYA_JWT_SECRET),
  tokenTtlSeconds: int(env.ATALAYA_TOKEN_TTL_S, 8 * 3600, "ATALAYA_TOKEN_TTL_S"),
  adminEmail: nonEmpty(env.ATALAYA_ADMIN_EMAIL),
  adminPassword: nonEmpty(env.ATALAYA_ADMIN_PASSWORD),
  timeZone: nonEmpty(env.ATALAYA_TIMEZONE) ?? "America/Lima",
  codigoPrefix: nonEmpty(env.ATALAYA_CODIGO_PREFIX) ?? "FV",
  production: env.NODE_ENV === "production",
  notifications: Notifications.settingsFromEnv(env),
  meddraDemo: (nonEmpty(env.ATALAYA_MEDDRA_DEMO) ?? "true").toLowerCase() !== "false",
  mailIntake: MailIntakeConfig.fromEnv(env),
  whatsapp: WhatsappIntake.settingsFromEnv(env)
  }
}
