/**
 * The WhatsApp webhook (`POST /ingest/whatsapp`; service-spec "Events": inbound WhatsApp message).
 * A provider delivers each message as Twilio-style form fields (`From=whatsapp:+51…`, `Body`,
 * `MessageSid`, `ProfileName`) or as JSON (`{from, text|body, id}`). The request is authenticated by
 * the Twilio signature (`X-Twilio-Signature`: HMAC-SHA1 with the account's auth token over the full
 * URL and the sorted POST parameters) or by a shared secret (`X-Webhook-Secret`), never by a user
 * token (decisions.md). A message from a phone with an open case active in the last days is
 * threaded to it; any other becomes a case with contact `whatsapp:<phone>` and
 * `origen_notificacion` `whatsapp`, or goes to the review queue. Retried deliveries (same provider
 * id) answer what the first one did and write nothing.
 */
// Some of these only name the services in the use cases' inferred types, so their declarations can be emitted.
import { type AuditLog, type CaseRepository, Contact, type DuplicateRepository, Env, Errors, type FileStorage, type LanguageModel, type MessageRepository, type Outbox, type ProductRepository, type TaskRepository, type Transactor, type UserRepository, Validation } from "@atalaya/core"
import { Context, Effect, Option } from "effect"
import * as Intake from "./Intake.js"
import { IntakeRepository } from "./IntakeRepository.js"

/** Settings of the webhook; a deployment provides them with `Layer.succeed(WhatsappSettings, ...)`. */
export class WhatsappSettings extends Context.Reference<WhatsappSettings>()("@atalaya/core/WhatsappSettings", {
  defaultValue: (): WhatsappSettingsShape => ({ twilioAuthToken: null, sharedSecret: null, publicUrl: null, threadDays: 7 })
}) {}

/** What {@link WhatsappSettings} holds. */
export interface WhatsappSettingsShape {
  /** `TWILIO_AUTH_TOKEN`: verifies `X-Twilio-Signature`. */
  readonly twilioAuthToken: string | null
  /** `WHATSAPP_WEBHOOK_SECRET`: the value `X-Webhook-Secret` must carry. */
  readonly sharedSecret: string | null
  /**
   * `WHATSAPP_WEBHOOK_URL`: the webhook's URL as the provider calls it (proxies change scheme, host
   * and port on the way in); the signature is computed over it. Null uses the request's own URL.
   */
  readonly publicUrl: string | null
  /** `WHATSAPP_THREAD_DAYS`: a message threads to the sender's open case active within this many days. */
  readonly threadDays: number
}

/**
 * The webhook's settings from `TWILIO_AUTH_TOKEN`, `WHATSAPP_WEBHOOK_SECRET`, `WHATSAPP_WEBHOOK_URL`
 * and `WHATSAPP_THREAD_DAYS` (default 7); throws `ConfigError` on a bad value.
 */
export const settingsFromEnv = (env: Env.Env): WhatsappSettingsShape => {
  const publicUrl = Env.read(env, "WHATSAPP_WEBHOOK_URL") ?? null
  if (publicUrl !== null && !/^https?:\/\/[^/]+/i.test(publicUrl)) throw new Env.ConfigError("WHATSAPP_WEBHOOK_URL must be an http(s) URL")
  return {
    twilioAuthToken: Env.read(env, "TWILIO_AUTH_TOKEN") ?? null,
    sharedSecret: Env.read(env, "WHATSAPP_WEBHOOK_SECRET") ?? null,
    publicUrl,
    threadDays: Env.readInt(env, "WHATSAPP_THREAD_DAYS", 1, 365) ?? 7
  }
}

/** Case states in which a case no longer takes new messages. */
export const CLOSED_STATES: ReadonlyArray<string> = ["Cerrado", "Completado", "Enviado"]

/** The source name of WhatsApp messages in storage. */
export const SOURCE = "whatsapp"

/** Texts of the webhook's refusals. */
export const Texts = {
  notConfigured: "Webhook de WhatsApp no configurado",
  badSecret: "Secreto del webhook invalido",
  badSignature: "Firma del webhook invalida",
  noMedia: (n: number) => `(mensaje sin texto con ${n} archivo(s) adjunto(s))`
} as const

/** A webhook request as the HTTP layer hands it over. */
export interface WebhookRequest {
  /** The URL the request arrived at (with its query string). */
  readonly url: string
  /** Header lookup, case-insensitive. */
  readonly header: (name: string) => string | undefined
  readonly contentType: string
  readonly rawBody: string
}

const encoder = new TextEncoder()

const hmacSha1Base64 = (key: string, data: string) =>
  Effect.promise(async () => {
    const cryptoKey = await globalThis.crypto.subtle.importKey("raw", encoder.encode(key), { name: "HMAC", hash: "SHA-1" }, false, ["sign"])
    return Buffer.from(await globalThis.crypto.subtle.sign("HMAC", cryptoKey, encoder.encode(data))).toString("base64")
  })

const sha256 = (data: string) => Effect.promise(async () => new Uint8Array(await globalThis.crypto.subtle.digest("SHA-256", encoder.encode(data))))

/** Equal byte arrays, in time that does not depend on where they differ. */
const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!
  return diff === 0
}

/** Compares two secrets in constant time: their SHA-256 digests, so lengths leak nothing either. */
const sameSecret = (given: string, expected: string) =>
  Effect.map(Effect.all([sha256(given), sha256(expected)]), ([a, b]) => sameBytes(a, b))

const isForm = (contentType: string) => contentType.toLowerCase().includes("application/x-www-form-urlencoded")

/** The URL the provider signed: the configured public URL (plus the request's query when it has none), or the request's. */
export const signedUrl = (requestUrl: string, publicUrl: string | null): string => {
  if (publicUrl === null) return requestUrl
  if (publicUrl.includes("?")) return publicUrl
  const query = new URL(requestUrl).search
  return `${publicUrl}${query}`
}

/** The URL as given, without its port, and with the scheme's default port written out: Twilio signs any of these forms. */
const urlVariants = (url: string): ReadonlyArray<string> => {
  const match = /^(https?):\/\/([^/?#:]+)(:\d+)?(.*)$/i.exec(url)
  if (match === null) return [url]
  const [, scheme, host, port, rest] = match
  const defaultPort = scheme!.toLowerCase() === "https" ? ":443" : ":80"
  return [...new Set([url, `${scheme}://${host}${rest}`, ...(port === undefined ? [`${scheme}://${host}${defaultPort}${rest}`] : [])])]
}

/**
 * The Twilio signature of a request: base64 HMAC-SHA1, keyed by the auth token, of the URL followed
 * by every POST parameter name and value, sorted by name (values of a repeated name sorted too).
 */
export const twilioSignature = (authToken: string, url: string, params: ReadonlyArray<readonly [string, string]>) => {
  const byName = new Map<string, Array<string>>()
  for (const [name, value] of params) byName.set(name, [...(byName.get(name) ?? []), value])
  const data = [...byName.keys()].sort().reduce((acc, name) => acc + byName.get(name)!.sort().map((v) => name + v).join(""), url)
  return hmacSha1Base64(authToken, data)
}

/**
 * Authenticates a webhook request: the shared secret when `X-Webhook-Secret` is sent, otherwise
 * the Twilio signature. No credential is 401; a wrong one, or a webhook with neither configured, is 403.
 */
export const verify = (request: WebhookRequest) =>
  Effect.gen(function*() {
    const settings = yield* WhatsappSettings
    if (settings.sharedSecret === null && settings.twilioAuthToken === null) {
      return yield* Effect.fail(new Errors.Forbidden({ detail: Texts.notConfigured }))
    }
    const secret = request.header("x-webhook-secret")
    if (secret !== undefined) {
      if (settings.sharedSecret !== null && (yield* sameSecret(secret, settings.sharedSecret))) return
      return yield* Effect.fail(new Errors.Forbidden({ detail: Texts.badSecret }))
    }
    const signature = request.header("x-twilio-signature")
    if (signature === undefined || signature.trim() === "") return yield* Effect.fail(Errors.Unauthenticated.notAuthenticated())
    if (settings.twilioAuthToken === null) return yield* Effect.fail(new Errors.Forbidden({ detail: Texts.badSignature }))
    const url = signedUrl(request.url, settings.publicUrl)
    // Form posts sign their parameters; JSON posts sign the URL only, which carries bodySHA256.
    const params: Array<[string, string]> = isForm(request.contentType) ? [...new URLSearchParams(request.rawBody)] : []
    const given = encoder.encode(signature.trim())
    for (const candidate of urlVariants(url)) {
      const expected = yield* twilioSignature(settings.twilioAuthToken, candidate, params)
      if (sameBytes(encoder.encode(expected), given)) {
        if (!isForm(request.contentType)) {
          const bodyHash = new URL(candidate).searchParams.get("bodySHA256")
          const actual = Buffer.from(yield* sha256(request.rawBody)).toString("hex")
          if (bodyHash === null || !sameBytes(encoder.encode(bodyHash.toLowerCase()), encoder.encode(actual))) break
        }
        return
      }
    }
    return yield* Effect.fail(new Errors.Forbidden({ detail: Texts.badSignature }))
  })

/** One inbound WhatsApp message. */
export interface WhatsappMessage {
  /** E.164 phone (`+51987654321`). */
  readonly phone: string
  readonly text: string
  /** The provider's message id (idempotency), when it sends one. */
  readonly id: string | null
  /** The sender's WhatsApp profile name, when the provider sends it. */
  readonly profileName: string | null
}

const str = (value: unknown): string | null => (typeof value === "string" ? value : typeof value === "number" ? String(value) : null)

/**
 * Reads the webhook payload: Twilio-style form fields or JSON `{from, text|body, id}`. `from` must
 * be a phone (with or without `whatsapp:`); the text must not be empty, except for a message that
 * only carries media, stored with a note (media are not downloaded).
 */
export const parsePayload = (contentType: string, rawBody: string, jsonBody: unknown) =>
  Effect.gen(function*() {
    const form = isForm(contentType)
    let fields: Record<string, unknown>
    if (form) {
      fields = Object.fromEntries(new URLSearchParams(rawBody))
    } else if (typeof jsonBody === "object" && jsonBody !== null && !Array.isArray(jsonBody)) {
      fields = jsonBody as Record<string, unknown>
    } else {
      return yield* Effect.fail(new Errors.ValidationFailed({ issues: [{ loc: ["body"], ...Validation.Messages.dict }] }))
    }
    const names = form
      ? { from: "From", text: "Body", id: "MessageSid" }
      : { from: "from", text: typeof fields.text === "string" ? "text" : fields.body !== undefined ? "body" : "text", id: "id" }
    const issues: Array<Validation.ValidationIssue> = []
    const fromRaw = str(fields[names.from])
    let phone: string | null = null
    if (fromRaw === null || fromRaw.trim() === "") issues.push({ loc: ["body", names.from], ...Validation.Messages.missing })
    else {
      phone = Contact.normalizePhone(fromRaw)
      if (phone === null) issues.push({ loc: ["body", names.from], msg: "value is not a valid phone number", type: "value_error.phone" })
    }
    const media = form ? Number(str(fields.NumMedia) ?? "0") : 0
    let text = (str(fields[names.text]) ?? "").replace(/\u0000/g, "").trim()
    if (text === "" && Number.isInteger(media) && media > 0) text = Texts.noMedia(media)
    if (text === "") issues.push({ loc: ["body", names.text], ...Validation.Messages.missing })
    if (issues.length > 0 || phone === null) return yield* Effect.fail(new Errors.ValidationFailed({ issues }))
    const id = str(form ? fields.MessageSid ?? fields.SmsMessageSid ?? fields.SmsSid : fields.id ?? fields.message_id)?.trim() || null
    const name = str(form ? fields.ProfileName : fields.profile_name ?? fields.name)?.replace(/\u0000/g, "").trim() || null
    return { phone, text, id: id === null ? null : id.slice(0, 255), profileName: name === null ? null : name.slice(0, 255) } satisfies WhatsappMessage
  })

/** The webhook's answer. */
export type WebhookAnswer =
  | { readonly status: "created" | "threaded"; readonly icsr_id: number }
  | { readonly status: "review"; readonly review_id: number }

const answerOf = (outcome: Intake.IntakeOutcome): WebhookAnswer =>
  outcome.status === "review"
    ? { status: "review", review_id: outcome.review_id! }
    : { status: outcome.status === "created" ? "created" : "threaded", icsr_id: outcome.icsr_id! }

/**
 * Deals with one message: the recorded answer for a provider id seen before; otherwise threaded to
 * the sender's newest open case active within `threadDays` (not Cerrado, Completado or Enviado),
 * or made a case (contact `whatsapp:<phone>`, `origen_notificacion` `whatsapp`), or kept for review.
 */
export const receive = (message: WhatsappMessage) =>
  Effect.gen(function*() {
    const settings = yield* WhatsappSettings
    const repo = yield* IntakeRepository
    const key = message.id ?? `sin-id:${globalThis.crypto.randomUUID()}`
    if (message.id !== null) {
      const seen = yield* repo.findProcessed(SOURCE, key, null)
      if (Option.isSome(seen)) return answerOf(Intake.outcomeOf(seen.value))
    }
    const contact = `whatsapp:${message.phone}`
    const report: Intake.InboundReport = {
      channel: "whatsapp",
      source: SOURCE,
      key,
      externalId: message.id,
      contact,
      contactWins: true,
      senderName: message.profileName,
      subject: null,
      body: message.text,
      attachments: { attachments: [], keys: [], text: "" },
      origen: "whatsapp"
    }
    const work = Effect.gen(function*() {
      const open = yield* repo.openCaseForContact(contact, settings.threadDays, CLOSED_STATES)
      return Option.isSome(open) ? yield* Intake.toThread(report, open.value) : yield* Intake.toCase(report)
    })
    return answerOf(yield* Intake.once(SOURCE, key, message.id, [], work))
  })
