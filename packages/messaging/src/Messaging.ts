/**
 * Picks the messaging adapters from the environment, as the reference server does: SMTP when
 * `SMTP_HOST` is set, Twilio when `TWILIO_ACCOUNT_SID` is set, the simulated text engine otherwise.
 */
import { Mailer, type TextMessenger } from "@atalaya/core"
import { Effect, Layer } from "effect"
import type { Env } from "./internal/env.js"
import * as SimulatedMessenger from "./SimulatedMessenger.js"
import * as SmtpMailer from "./SmtpMailer.js"
import * as TwilioMessenger from "./TwilioMessenger.js"

export { ConfigError, type Env } from "./internal/env.js"

/** Why mail fails when no server is configured; the contract's 502 then reads `Fallo SMTP: SMTP_HOST no configurado`. */
export const NOT_CONFIGURED = "SMTP_HOST no configurado"

/**
 * A mailer for deployments without SMTP: every send fails with {@link NOT_CONFIGURED} (so an outbox
 * keeps the mail until a server is configured) and the connection test says so.
 */
export const unconfiguredMailer: Mailer.MailerShape = {
  send: () => Effect.fail(new Mailer.MailError({ reason: NOT_CONFIGURED })),
  verify: () => Effect.succeed({ ok: false, host: "", port: 0, detail: NOT_CONFIGURED })
}

/** The SMTP mailer from `SMTP_*` settings, or {@link unconfiguredMailer} without `SMTP_HOST`. */
export const mailLayerFromEnv = (env: Env): Layer.Layer<Mailer.Mailer> => {
  const config = SmtpMailer.fromEnv(env)
  return config === null ? Layer.succeed(Mailer.Mailer, unconfiguredMailer) : SmtpMailer.layer(config)
}

/** Twilio from `TWILIO_*` settings when `TWILIO_ACCOUNT_SID` is set, else the simulated engine. */
export const textLayerFromEnv = (env: Env): Layer.Layer<TextMessenger.TextMessenger> => {
  const config = TwilioMessenger.fromEnv(env)
  return config === null ? SimulatedMessenger.layer : TwilioMessenger.layer(config)
}

/** Both ports from the environment. Throws `ConfigError` at once for an unreadable setting. */
export const layerFromEnv = (env: Env): Layer.Layer<Mailer.Mailer | TextMessenger.TextMessenger> =>
  Layer.merge(mailLayerFromEnv(env), textLayerFromEnv(env))

/** Which engines the environment selects, for a start-up log line (no addresses, no secrets). */
export const describeEnv = (env: Env): { readonly mail: "smtp" | "none"; readonly text: "twilio" | "simulated" } => ({
  mail: SmtpMailer.fromEnv(env) === null ? "none" : "smtp",
  text: TwilioMessenger.fromEnv(env) === null ? "simulated" : "twilio"
})
