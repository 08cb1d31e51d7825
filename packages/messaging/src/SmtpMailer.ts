/**
 * The `Mailer` port over SMTP with nodemailer. Each send opens its own connection (no pool), so a
 * relay restart or a credential change needs no reconnect logic; follow-up mail is low volume.
 */
import { Mailer } from "@atalaya/core"
import { Duration, Effect, Layer, Redacted } from "effect"
import nodemailer from "nodemailer"
import { cleanReason, ConfigError, type Env, read, readBool, readInt } from "./internal/env.js"

/** How to reach and sign in to the SMTP server, and whom mail comes from. */
export interface SmtpConfig {
  readonly host: string
  readonly port: number
  /** Absent: no authentication (a trusted relay). */
  readonly user?: string
  readonly password?: Redacted.Redacted<string> | string
  /** The From address (`SMTP_FROM`). */
  readonly from: string
  /** The From display name (`SMTP_FROM_NAME`). */
  readonly fromName?: string
  /** TLS from the first byte, as on port 465. */
  readonly secure?: boolean
  /** Refuse to go on unless the server upgrades with STARTTLS (port 587 submission). */
  readonly requireTLS?: boolean
  /** False accepts self-signed certificates, as internal hospital relays often have. */
  readonly rejectUnauthorized?: boolean
  /** Bound on connecting, the greeting and each silent wait on the socket; default 15 s. */
  readonly timeoutMs?: number
  /** Host name announced in EHLO; nodemailer's default is the machine's. */
  readonly clientName?: string
}

/** Default bound of each SMTP wait. */
export const DEFAULT_TIMEOUT_MS = 15_000

/**
 * Reads `SMTP_HOST`, `SMTP_PORT`, `SMTP_USER`, `SMTP_PASSWORD`, `SMTP_FROM`, `SMTP_FROM_NAME`,
 * `SMTP_SECURE`, `SMTP_STARTTLS`, `SMTP_TLS_REJECT_UNAUTHORIZED` and `SMTP_TIMEOUT_MS`. Null when
 * `SMTP_HOST` is unset; throws {@link ConfigError} for a value it cannot read, so a typo stops
 * start-up instead of the first follow-up.
 */
export const fromEnv = (env: Env): SmtpConfig | null => {
  const host = read(env, "SMTP_HOST")
  if (host === undefined) return null
  const explicitPort = readInt(env, "SMTP_PORT", 1, 65_535)
  const secure = readBool(env, "SMTP_SECURE") ?? explicitPort === 465
  const user = read(env, "SMTP_USER")
  const password = env["SMTP_PASSWORD"]
  const from = read(env, "SMTP_FROM") ?? (user?.includes("@") ? user : `atalaya@${host}`)
  const requireTLS = readBool(env, "SMTP_STARTTLS")
  const rejectUnauthorized = readBool(env, "SMTP_TLS_REJECT_UNAUTHORIZED")
  const timeoutMs = readInt(env, "SMTP_TIMEOUT_MS", 100, 600_000)
  if (secure && requireTLS) throw new ConfigError("SMTP_SECURE and SMTP_STARTTLS exclude each other")
  return {
    host,
    port: explicitPort ?? (secure ? 465 : 587),
    from,
    fromName: read(env, "SMTP_FROM_NAME") ?? "Atalaya",
    secure,
    ...(user === undefined ? {} : { user }),
    ...(password === undefined || password === "" ? {} : { password: Redacted.make(password) }),
    ...(requireTLS === undefined ? {} : { requireTLS }),
    ...(rejectUnauthorized === undefined ? {} : { rejectUnauthorized }),
    ...(timeoutMs === undefined ? {} : { timeoutMs })
  }
}

const passwordOf = (config: SmtpConfig): string | undefined =>
  config.password === undefined ? undefined : Redacted.isRedacted(config.password) ? Redacted.value(config.password) : config.password

const addressOf = (a: unknown): string =>
  typeof a === "string" ? a : typeof a === "object" && a !== null && "address" in a ? String((a as { address: unknown }).address) : String(a)

const createTransport = (config: SmtpConfig) => {
  const timeout = config.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const pass = passwordOf(config)
  return nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure ?? false,
    requireTLS: config.requireTLS ?? false,
    ...(config.user === undefined ? {} : { auth: { user: config.user, pass: pass ?? "" } }),
    // Configured credentials must be used: a relay that stops offering AUTH should fail loudly,
    // not have mail (and the admin test) go through unauthenticated.
    forceAuth: config.user !== undefined,
    ...(config.clientName === undefined ? {} : { name: config.clientName }),
    tls: { rejectUnauthorized: config.rejectUnauthorized ?? true },
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    dnsTimeout: timeout
  })
}

/** Builds the adapter; the transport lives as long as the returned value. */
export const make = (config: SmtpConfig): Mailer.MailerShape & { readonly close: () => void } => {
  const transport = createTransport(config)
  const pass = passwordOf(config)
  const secrets = pass === undefined ? [] : [pass, `\u0000${config.user ?? ""}\u0000${pass}`]
  const reasonOf = (error: unknown): string =>
    cleanReason(error instanceof Error ? error.message : String(error), secrets) || "error desconocido"
  // Every stage is bounded by the transport timeouts; this also bounds a slow DATA phase as a whole.
  const overall = Duration.millis((config.timeoutMs ?? DEFAULT_TIMEOUT_MS) * 4)

  const send = (mail: Mailer.OutgoingMail): Effect.Effect<Mailer.SentMail, Mailer.MailError> => {
    if (mail.to.length === 0) return Effect.fail(new Mailer.MailError({ reason: "sin destinatarios" }))
    return Effect.tryPromise({
      try: (signal) =>
        transport.sendMail({
          from: { name: config.fromName ?? "", address: config.from },
          to: [...mail.to],
          ...(mail.cc === undefined || mail.cc.length === 0 ? {} : { cc: [...mail.cc] }),
          subject: mail.subject,
          text: mail.text,
          ...(mail.html === undefined ? {} : { html: mail.html }),
          ...(mail.inReplyTo === undefined ? {} : { inReplyTo: mail.inReplyTo }),
          ...(mail.references === undefined || mail.references.length === 0 ? {} : { references: [...mail.references] }),
          ...(mail.messageId === undefined ? {} : { messageId: mail.messageId }),
          ...(mail.headers === undefined ? {} : { headers: { ...mail.headers } }),
          signal
        }),
      catch: (error) => new Mailer.MailError({ reason: reasonOf(error) })
    }).pipe(
      Effect.timeoutFail({ duration: overall, onTimeout: () => new Mailer.MailError({ reason: "tiempo de espera agotado" }) }),
      Effect.map((info) => ({
        messageId: info.messageId,
        accepted: (info.accepted ?? []).map(addressOf),
        rejected: (info.rejected ?? []).map(addressOf)
      }))
    )
  }

  const verify = (): Effect.Effect<Mailer.MailCheck> =>
    Effect.tryPromise({ try: () => transport.verify(), catch: reasonOf }).pipe(
      Effect.timeoutFail({ duration: overall, onTimeout: () => "tiempo de espera agotado" }),
      Effect.match({
        onSuccess: () => ({
          ok: true,
          host: config.host,
          port: config.port,
          detail: config.user === undefined ? "Conexión correcta (sin autenticación)" : "Conexión y autenticación correctas"
        }),
        onFailure: (reason) => ({ ok: false, host: config.host, port: config.port, detail: reason })
      })
    )

  return { send, verify, close: () => transport.close() }
}

/** The SMTP mailer as a layer; the transport is closed with the layer's scope. */
export const layer = (config: SmtpConfig): Layer.Layer<Mailer.Mailer> =>
  Layer.scoped(
    Mailer.Mailer,
    Effect.map(
      Effect.acquireRelease(Effect.sync(() => make(config)), (mailer) => Effect.sync(() => mailer.close())),
      ({ send, verify }) => ({ send, verify })
    )
  )
