/**
 * The `TextMessenger` port over the Twilio Messages REST API (SMS and WhatsApp). The base URL is
 * configurable, so tests and Twilio-compatible gateways can stand in for api.twilio.com.
 */
import { Contact, TextMessenger } from "@atalaya/core"
import { Effect, Layer, Redacted } from "effect"
import { cleanReason, ConfigError, type Env, read, readInt } from "./internal/env.js"

/** Twilio account and sender numbers. */
export interface TwilioConfig {
  readonly accountSid: string
  readonly authToken: Redacted.Redacted<string> | string
  /** Sender for SMS: a number in E.164 form or an alphanumeric sender id. */
  readonly fromSms?: string
  /** Sender for WhatsApp, with or without the `whatsapp:` prefix. */
  readonly fromWhatsapp?: string
  /** Default `https://api.twilio.com`. */
  readonly baseUrl?: string
  /** Bound on the whole request; default 15 s. */
  readonly timeoutMs?: number
}

/** Twilio's public API. */
export const DEFAULT_BASE_URL = "https://api.twilio.com"

/**
 * Reads `TWILIO_ACCOUNT_SID`, `TWILIO_AUTH_TOKEN`, `TWILIO_FROM_SMS`, `TWILIO_FROM_WHATSAPP`,
 * `TWILIO_BASE_URL` and `TWILIO_TIMEOUT_MS`. Null when no SID is set; throws {@link ConfigError}
 * when the SID comes without a token.
 */
export const fromEnv = (env: Env): TwilioConfig | null => {
  const accountSid = read(env, "TWILIO_ACCOUNT_SID")
  if (accountSid === undefined) return null
  const authToken = read(env, "TWILIO_AUTH_TOKEN")
  if (authToken === undefined) throw new ConfigError("TWILIO_AUTH_TOKEN is required with TWILIO_ACCOUNT_SID")
  const fromSms = read(env, "TWILIO_FROM_SMS")
  const fromWhatsapp = read(env, "TWILIO_FROM_WHATSAPP")
  const baseUrl = read(env, "TWILIO_BASE_URL")
  const timeoutMs = readInt(env, "TWILIO_TIMEOUT_MS", 100, 600_000)
  return {
    accountSid,
    authToken: Redacted.make(authToken),
    ...(fromSms === undefined ? {} : { fromSms }),
    ...(fromWhatsapp === undefined ? {} : { fromWhatsapp }),
    ...(baseUrl === undefined ? {} : { baseUrl }),
    ...(timeoutMs === undefined ? {} : { timeoutMs })
  }
}

/** Phone numbers in provider messages are the reporter's personal data: masked before they reach a reason. */
const PHONE_LIKE = /\+?\d[\d\s-]{5,}\d/g

type Outcome =
  | { readonly _tag: "sent"; readonly sid: string; readonly status: string }
  | { readonly _tag: "refused"; readonly reason: string; readonly code?: number | string }

const parseJson = (text: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

const networkReason = (error: unknown): string => {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) return "tiempo de espera agotado"
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined
  const detail = typeof cause?.code === "string" ? cause.code : typeof cause?.message === "string" ? cause.message : String(error)
  return `no se pudo conectar con el proveedor (${detail})`
}

/** Builds the adapter; `fetchImpl` is replaceable for hosts with their own HTTP stack. */
export const make = (config: TwilioConfig, fetchImpl: typeof fetch = globalThis.fetch): TextMessenger.TextMessengerShape => {
  const token = Redacted.isRedacted(config.authToken) ? Redacted.value(config.authToken) : config.authToken
  const url = `${(config.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${token}`).toString("base64")}`
  const timeoutMs = config.timeoutMs ?? 15_000
  const clean = (text: string) => cleanReason(text.replace(PHONE_LIKE, "<número>"), [token])

  const post = async (form: URLSearchParams, signal: AbortSignal): Promise<Outcome> => {
    const response = await fetchImpl(url, {
      method: "POST",
      headers: { authorization, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: form.toString(),
      signal
    })
    const json = parseJson(await response.text())
    if (response.ok) {
      const sid = json?.["sid"]
      if (typeof sid !== "string" || sid === "") return { _tag: "refused", reason: "respuesta del proveedor sin sid" }
      const status = json?.["status"]
      return { _tag: "sent", sid, status: typeof status === "string" ? status : "queued" }
    }
    const message = json?.["message"]
    const code = json?.["code"]
    const hasCode = typeof code === "number" || typeof code === "string"
    const text = clean(typeof message === "string" ? message : "") || `HTTP ${response.status}`
    // The code goes into the reason too: the HTTP answer carries only the text, and Twilio's
    // codes are what its documentation is indexed by.
    return { _tag: "refused", reason: hasCode ? `${text} (código ${code})` : text, ...(hasCode ? { code } : {}) }
  }

  const send = ({ channel, to, body }: TextMessenger.OutgoingText): Effect.Effect<TextMessenger.SentText, TextMessenger.TextMessageError> => {
    const fail = (reason: string, code?: number | string) =>
      Effect.fail(new TextMessenger.TextMessageError({ channel, reason, ...(code === undefined ? {} : { code }) }))
    const phone = Contact.normalizePhone(to)
    if (phone === null) return fail("número de teléfono no válido")
    const sender = channel === "whatsapp" ? config.fromWhatsapp : config.fromSms
    if (sender === undefined) return fail(channel === "whatsapp" ? "TWILIO_FROM_WHATSAPP no configurado" : "TWILIO_FROM_SMS no configurado")
    const form = new URLSearchParams(
      channel === "whatsapp"
        ? { To: `whatsapp:${phone}`, From: `whatsapp:${Contact.stripWhatsappPrefix(sender)}`, Body: body }
        : { To: phone, From: sender, Body: body }
    )
    return Effect.tryPromise({
      try: (signal) => post(form, signal),
      catch: (error) => new TextMessenger.TextMessageError({ channel, reason: clean(networkReason(error)) })
    }).pipe(
      // The fiber's timer, not AbortSignal.timeout: inside AbortSignal.any, Node 20 can collect that
      // signal before it fires (nodejs/node#57736) and the send then waits for the provider.
      Effect.timeoutFail({ duration: timeoutMs, onTimeout: () => new TextMessenger.TextMessageError({ channel, reason: "tiempo de espera agotado" }) }),
      Effect.flatMap((outcome) =>
        outcome._tag === "sent"
          ? Effect.succeed({ externalId: outcome.sid, engine: "twilio" as const, status: outcome.status })
          : fail(outcome.reason, outcome.code)
      )
    )
  }

  return { send }
}

/** The Twilio messenger as a layer. */
export const layer = (config: TwilioConfig, fetchImpl?: typeof fetch): Layer.Layer<TextMessenger.TextMessenger> =>
  Layer.sync(TextMessenger.TextMessenger, () => make(config, fetchImpl))
