import { TextMessenger } from "@atalaya/core"
import { Effect, Exit, Redacted } from "effect"
import * as http from "node:http"
import type * as net from "node:net"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { Messaging, TwilioMessenger } from "../src/index.js"
import { closedPort } from "@atalaya/testing/SmtpTestServer"

const SID = "AC0123456789abcdef0123456789abcdef"
const TOKEN = "tok-3f9a-secreto"

interface Seen {
  readonly method: string | undefined
  readonly path: string | undefined
  readonly authorization: string | undefined
  readonly contentType: string | undefined
  readonly form: Record<string, string>
}

/** Answers like Twilio: 201 with a sid, or the status and JSON body queued in `replies`. */
const seen: Array<Seen> = []
const replies: Array<{ status: number; body: string; delayMs?: number }> = []
let server: http.Server
let baseUrl = ""

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Array<Buffer> = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      seen.push({
        method: req.method,
        path: req.url,
        authorization: req.headers.authorization,
        contentType: req.headers["content-type"],
        form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")))
      })
      const reply = replies.shift() ?? { status: 201, body: JSON.stringify({ sid: `SM${"a".repeat(32)}`, status: "queued" }) }
      const answer = () => {
        if (res.destroyed) return
        res.writeHead(reply.status, { "content-type": reply.body.startsWith("{") ? "application/json" : "text/html" })
        res.end(reply.body)
      }
      if (reply.delayMs === undefined) answer()
      else setTimeout(answer, reply.delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  baseUrl = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  seen.length = 0
  replies.length = 0
})

const config = (extra: Partial<TwilioMessenger.TwilioConfig> = {}): TwilioMessenger.TwilioConfig => ({
  accountSid: SID,
  authToken: Redacted.make(TOKEN),
  fromSms: "+15005550006",
  fromWhatsapp: "+14155238886",
  baseUrl,
  ...extra
})

const send = (message: TextMessenger.OutgoingText, cfg = config()) =>
  Effect.runPromiseExit(
    Effect.provide(Effect.flatMap(TextMessenger.TextMessenger, (m) => m.send(message)), TwilioMessenger.layer(cfg))
  )

const success = <A, E>(exit: Exit.Exit<A, E>): A => {
  if (Exit.isFailure(exit)) throw new Error(`expected success, got ${String(exit.cause)}`)
  return exit.value
}

const textError = (exit: Exit.Exit<unknown, TextMessenger.TextMessageError>): TextMessenger.TextMessageError => {
  if (Exit.isSuccess(exit) || exit.cause._tag !== "Fail") throw new Error("expected a TextMessageError")
  return exit.cause.error
}

const basic = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString("base64")}`

describe("TwilioMessenger against a local Twilio-style server", () => {
  it("posts an SMS form with Basic auth to the account's Messages resource and returns the sid", async () => {
    const sent = success(await send({ channel: "sms", to: "987 654 321", body: "Hola, ¿podría indicar el lote? Gracias & saludos" }))
    expect(sent).toEqual({ externalId: `SM${"a".repeat(32)}`, engine: "twilio", status: "queued" })
    expect(seen).toHaveLength(1)
    expect(seen[0]).toEqual({
      method: "POST",
      path: `/2010-04-01/Accounts/${SID}/Messages.json`,
      authorization: basic(SID, TOKEN),
      contentType: "application/x-www-form-urlencoded",
      form: { To: "+51987654321", From: "+15005550006", Body: "Hola, ¿podría indicar el lote? Gracias & saludos" }
    })
  })

  it("prefixes both WhatsApp numbers with whatsapp:, once", async () => {
    success(await send({ channel: "whatsapp", to: "whatsapp:+51 987-654-321", body: "Seguimiento" }))
    success(await send({ channel: "whatsapp", to: "+34 612 345 678", body: "x" }, config({ fromWhatsapp: "whatsapp:+14155238886" })))
    expect(seen.map((s) => [s.form["To"], s.form["From"]])).toEqual([
      ["whatsapp:+51987654321", "whatsapp:+14155238886"],
      ["whatsapp:+34612345678", "whatsapp:+14155238886"]
    ])
  })

  it("accepts a base URL with a trailing slash", async () => {
    success(await send({ channel: "sms", to: "987654321", body: "x" }, config({ baseUrl: `${baseUrl}/` })))
    expect(seen[0]!.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`)
  })

  it("maps Twilio's error JSON to TextMessageError with its code, masking the recipient's number", async () => {
    replies.push({
      status: 400,
      body: JSON.stringify({ code: 21211, message: "The 'To' number +51987654321 is not a valid phone number.", more_info: "https://www.twilio.com/docs/errors/21211", status: 400 })
    })
    const error = textError(await send({ channel: "sms", to: "987654321", body: "x" }))
    expect(error.code).toBe(21211)
    expect(error.channel).toBe("sms")
    expect(error.reason).toBe("The 'To' number <número> is not a valid phone number. (código 21211)")
    expect(error.detail).toBe(`Fallo SMS: ${error.reason}`)
  })

  it("maps a refused token (401) and a non-JSON failure (500)", async () => {
    replies.push({ status: 401, body: JSON.stringify({ code: 20003, message: "Authenticate", status: 401 }) })
    replies.push({ status: 500, body: "<html>Internal Error</html>" })
    const refused = textError(await send({ channel: "whatsapp", to: "987654321", body: "x" }))
    expect(refused).toMatchObject({ channel: "whatsapp", code: 20003, reason: "Authenticate (código 20003)" })
    expect(refused.detail).toBe("Fallo WhatsApp: Authenticate (código 20003)")
    const broken = textError(await send({ channel: "sms", to: "987654321", body: "x" }))
    expect(broken.reason).toBe("HTTP 500")
    expect(broken.code).toBeUndefined()
  })

  it("refuses a success without a sid", async () => {
    replies.push({ status: 201, body: JSON.stringify({ status: "queued" }) })
    expect(textError(await send({ channel: "sms", to: "987654321", body: "x" })).reason).toBe("respuesta del proveedor sin sid")
  })

  it("refuses a number it cannot normalize and a missing sender, without calling the provider", async () => {
    expect(textError(await send({ channel: "sms", to: "12-34", body: "x" })).reason).toBe("número de teléfono no válido")
    const { fromWhatsapp: _w, ...noWhatsapp } = config()
    expect(textError(await send({ channel: "whatsapp", to: "987654321", body: "x" }, noWhatsapp)).reason).toBe("TWILIO_FROM_WHATSAPP no configurado")
    const { fromSms: _s, ...noSms } = config()
    expect(textError(await send({ channel: "sms", to: "987654321", body: "x" }, noSms)).reason).toBe("TWILIO_FROM_SMS no configurado")
    expect(seen).toHaveLength(0)
  })

  it("fails with TextMessageError when the provider is unreachable or too slow", async () => {
    const port = await closedPort()
    const unreachable = textError(await send({ channel: "sms", to: "987654321", body: "x" }, config({ baseUrl: `http://127.0.0.1:${port}` })))
    expect(unreachable.reason).toMatch(/no se pudo conectar.*ECONNREFUSED/)
    replies.push({ status: 201, body: JSON.stringify({ sid: "SMlate" }), delayMs: 2_000 })
    const started = Date.now()
    const slow = textError(await send({ channel: "sms", to: "987654321", body: "x" }, config({ timeoutMs: 200 })))
    expect(slow.reason).toBe("tiempo de espera agotado")
    expect(Date.now() - started).toBeLessThan(1_500)
  })
})

describe("TwilioMessenger.fromEnv and Messaging.textLayerFromEnv", () => {
  it("is null without a SID, refuses a SID without token, and keeps the token redacted", () => {
    expect(TwilioMessenger.fromEnv({})).toBeNull()
    expect(() => TwilioMessenger.fromEnv({ TWILIO_ACCOUNT_SID: SID })).toThrow(Messaging.ConfigError)
    const cfg = TwilioMessenger.fromEnv({
      TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM_SMS: "+15005550006", TWILIO_FROM_WHATSAPP: "whatsapp:+14155238886", TWILIO_BASE_URL: "http://x"
    })!
    expect(cfg).toMatchObject({ accountSid: SID, fromSms: "+15005550006", fromWhatsapp: "whatsapp:+14155238886", baseUrl: "http://x" })
    expect(JSON.stringify(cfg)).not.toContain(TOKEN)
  })

  it("uses Twilio when TWILIO_ACCOUNT_SID is set", async () => {
    const env = { TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM_SMS: "+15005550006", TWILIO_BASE_URL: baseUrl }
    const sent = await Effect.runPromise(
      Effect.provide(Effect.flatMap(TextMessenger.TextMessenger, (m) => m.send({ channel: "sms", to: "987654321", body: "x" })), Messaging.textLayerFromEnv(env))
    )
    expect(sent.engine).toBe("twilio")
    expect(seen).toHaveLength(1)
    expect(Messaging.describeEnv(env)).toEqual({ mail: "none", text: "twilio" })
  })

  it("uses the simulated engine otherwise", async () => {
    const sent = await Effect.runPromise(
      Effect.provide(Effect.flatMap(TextMessenger.TextMessenger, (m) => m.send({ channel: "sms", to: "987654321", body: "x" })), Messaging.textLayerFromEnv({}))
    )
    expect(sent.engine).toBe("simulated")
    expect(seen).toHaveLength(0)
  })
})
