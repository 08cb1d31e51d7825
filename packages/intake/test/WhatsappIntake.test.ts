import { Effect, Either } from "effect"
import { createHash, createHmac } from "node:crypto"
import { describe, expect, it } from "vitest"
import { Intake, WhatsappIntake } from "../src/index.js"

const settings = (overrides: Partial<WhatsappIntake.WhatsappSettingsShape> = {}): WhatsappIntake.WhatsappSettingsShape => ({
  twilioAuthToken: "12345",
  sharedSecret: "secreto-compartido",
  publicUrl: null,
  threadDays: 7,
  ...overrides
})

const verify = (request: Partial<WhatsappIntake.WebhookRequest> & { headers?: Record<string, string> }, s = settings()) =>
  Effect.runPromise(Effect.either(Effect.provideService(
    WhatsappIntake.verify({
      url: request.url ?? "https://mycompany.com/myapp.php?foo=1&bar=2",
      header: (name) => request.headers?.[name.toLowerCase()],
      contentType: request.contentType ?? "application/x-www-form-urlencoded",
      rawBody: request.rawBody ?? ""
    }),
    WhatsappIntake.WhatsappSettings,
    s
  )))

// The example of Twilio's own library tests: token 12345 over this URL and these parameters.
const TWILIO_URL = "https://mycompany.com/myapp.php?foo=1&bar=2"
const TWILIO_PARAMS = { CallSid: "CA1234567890ABCDE", Caller: "+14158675309", Digits: "1234", From: "+14158675309", To: "+18005551212" }
const TWILIO_SIGNATURE = "RSOYDt4T1cUTdK1PDd93/VVr8B8="

const failureOf = async (promise: Promise<Either.Either<void, { readonly _tag: string; readonly detail: string }>>) => {
  const result = await promise
  if (Either.isRight(result)) expect.fail("expected the request to be refused")
  return { tag: result.left._tag, detail: result.left.detail }
}

describe("Twilio signature", () => {
  it("matches the published example", async () => {
    const params = Object.entries(TWILIO_PARAMS)
    expect(await Effect.runPromise(WhatsappIntake.twilioSignature("12345", TWILIO_URL, params))).toBe(TWILIO_SIGNATURE)
    // Parameter order on the wire does not matter: names are sorted.
    expect(await Effect.runPromise(WhatsappIntake.twilioSignature("12345", TWILIO_URL, [...params].reverse()))).toBe(TWILIO_SIGNATURE)
  })

  it("verifies a form post signed over its URL, with or without the https default port", async () => {
    const rawBody = new URLSearchParams(TWILIO_PARAMS).toString()
    expect(Either.isRight(await verify({ rawBody, headers: { "x-twilio-signature": TWILIO_SIGNATURE } }))).toBe(true)
    const signedWithPort = createHmac("sha1", "12345")
      .update(Object.keys(TWILIO_PARAMS).sort().reduce((a, k) => a + k + TWILIO_PARAMS[k as keyof typeof TWILIO_PARAMS], "https://mycompany.com:443/myapp.php?foo=1&bar=2"))
      .digest("base64")
    expect(Either.isRight(await verify({ rawBody, headers: { "x-twilio-signature": signedWithPort } }))).toBe(true)
  })

  it("refuses a changed parameter, another token, another URL, and a missing signature", async () => {
    const rawBody = new URLSearchParams(TWILIO_PARAMS).toString()
    const refused = { tag: "Forbidden", detail: "Firma del webhook invalida" }
    expect(await failureOf(verify({ rawBody: rawBody.replace("1234", "1235"), headers: { "x-twilio-signature": TWILIO_SIGNATURE } }))).toEqual(refused)
    expect(await failureOf(verify({ rawBody, headers: { "x-twilio-signature": TWILIO_SIGNATURE } }, settings({ twilioAuthToken: "54321" })))).toEqual(refused)
    expect(await failureOf(verify({ url: "https://mycompany.com/myapp.php?foo=1", rawBody, headers: { "x-twilio-signature": TWILIO_SIGNATURE } }))).toEqual(refused)
    expect(await failureOf(verify({ rawBody }))).toEqual({ tag: "Unauthenticated", detail: "Not authenticated" })
    // A signature with no token configured cannot be checked.
    expect(await failureOf(verify({ rawBody, headers: { "x-twilio-signature": TWILIO_SIGNATURE } }, settings({ twilioAuthToken: null })))).toEqual(refused)
  })

  it("checks the signature over the configured public URL, keeping the request's query", async () => {
    const rawBody = new URLSearchParams(TWILIO_PARAMS).toString()
    const behindProxy = { url: "http://10.0.0.5:8000/myapp.php?foo=1&bar=2", rawBody, headers: { "x-twilio-signature": TWILIO_SIGNATURE } }
    expect(Either.isLeft(await verify(behindProxy))).toBe(true)
    expect(Either.isRight(await verify(behindProxy, settings({ publicUrl: "https://mycompany.com/myapp.php" })))).toBe(true)
    expect(WhatsappIntake.signedUrl("http://x/a?b=1", "https://y/a")).toBe("https://y/a?b=1")
    expect(WhatsappIntake.signedUrl("http://x/a?b=1", "https://y/a?c=2")).toBe("https://y/a?c=2")
  })

  it("verifies JSON posts by the URL signature and the body's SHA-256 in bodySHA256", async () => {
    const rawBody = "{\"property\": \"value\", \"boolean\": true}"
    const hash = createHash("sha256").update(rawBody).digest("hex")
    expect(hash).toBe("0a1ff7634d9ab3b95db5c9a2dfe9416e41502b283a80c7cf19632632f96e6620")
    const url = `https://mycompany.com/myapp?bodySHA256=${hash}`
    const signature = createHmac("sha1", "12345").update(url).digest("base64")
    const json = { url, rawBody, contentType: "application/json", headers: { "x-twilio-signature": signature } }
    expect(Either.isRight(await verify(json))).toBe(true)
    expect(Either.isLeft(await verify({ ...json, rawBody: rawBody.replace("value", "other") }))).toBe(true)
    // Without bodySHA256 a JSON body is not covered by the signature: refused.
    const bare = "https://mycompany.com/myapp"
    expect(Either.isLeft(await verify({ ...json, url: bare, headers: { "x-twilio-signature": createHmac("sha1", "12345").update(bare).digest("base64") } }))).toBe(true)
  })
})

describe("shared secret", () => {
  it("accepts the configured secret only", async () => {
    expect(Either.isRight(await verify({ headers: { "x-webhook-secret": "secreto-compartido" } }))).toBe(true)
    for (const wrong of ["secreto-compartid", "secreto-compartido ", "", "SECRETO-COMPARTIDO"]) {
      expect(await failureOf(verify({ headers: { "x-webhook-secret": wrong } }))).toEqual({ tag: "Forbidden", detail: "Secreto del webhook invalido" })
    }
    expect(await failureOf(verify({ headers: { "x-webhook-secret": "x" } }, settings({ sharedSecret: null })))).toMatchObject({ tag: "Forbidden" })
  })

  it("refuses everything while nothing is configured", async () => {
    expect(await failureOf(verify({ headers: { "x-webhook-secret": "x" } }, settings({ sharedSecret: null, twilioAuthToken: null })))).toEqual({
      tag: "Forbidden",
      detail: "Webhook de WhatsApp no configurado"
    })
  })
})

describe("payload", () => {
  const parse = (contentType: string, raw: string, json: unknown = null) =>
    Effect.runPromise(Effect.either(WhatsappIntake.parsePayload(contentType, raw, json)))

  it("reads Twilio form fields and the JSON shape into a phone in E.164, the text, the id and the profile name", async () => {
    const form = new URLSearchParams({ From: "whatsapp:+51 987 654 321", Body: " Hola ", MessageSid: "SM1", ProfileName: "Rosa" }).toString()
    expect(await parse("application/x-www-form-urlencoded; charset=utf-8", form)).toEqual(Either.right({ phone: "+51987654321", text: "Hola", id: "SM1", profileName: "Rosa" }))
    expect(await parse("application/json", "", { from: "987654321", body: "Texto", id: 42 })).toEqual(Either.right({ phone: "+51987654321", text: "Texto", id: "42", profileName: null }))
    expect(await parse("application/json", "", { from: "whatsapp:+14155238886", text: "Hi" })).toEqual(Either.right({ phone: "+14155238886", text: "Hi", id: null, profileName: null }))
  })

  it("keeps a media-only message with a note, and refuses an empty text or a number that is not a phone", async () => {
    const media = new URLSearchParams({ From: "whatsapp:+51987654321", Body: "", NumMedia: "2", MessageSid: "SM2" }).toString()
    expect(await parse("application/x-www-form-urlencoded", media)).toMatchObject(Either.right({ text: "(mensaje sin texto con 2 archivo(s) adjunto(s))" }))
    const empty = await parse("application/json", "", { from: "+51987654321", text: "  " })
    expect(Either.isLeft(empty) && empty.left.issues).toEqual([{ loc: ["body", "text"], msg: "field required", type: "value_error.missing" }])
    const notPhone = await parse("application/json", "", { from: "12", text: "x" })
    expect(Either.isLeft(notPhone) && notPhone.left.issues).toEqual([{ loc: ["body", "from"], msg: "value is not a valid phone number", type: "value_error.phone" }])
  })
})

describe("settings from the environment", () => {
  it("reads the credentials, the public URL and the thread window, and refuses bad values", () => {
    expect(WhatsappIntake.settingsFromEnv({})).toEqual({ twilioAuthToken: null, sharedSecret: null, publicUrl: null, threadDays: 7 })
    expect(WhatsappIntake.settingsFromEnv({ TWILIO_AUTH_TOKEN: "t", WHATSAPP_WEBHOOK_SECRET: " s ", WHATSAPP_WEBHOOK_URL: "https://fv.test/api/v1/ingest/whatsapp", WHATSAPP_THREAD_DAYS: "3" }))
      .toEqual({ twilioAuthToken: "t", sharedSecret: "s", publicUrl: "https://fv.test/api/v1/ingest/whatsapp", threadDays: 3 })
    expect(() => WhatsappIntake.settingsFromEnv({ WHATSAPP_THREAD_DAYS: "0" })).toThrow(/WHATSAPP_THREAD_DAYS/)
    expect(() => WhatsappIntake.settingsFromEnv({ WHATSAPP_WEBHOOK_URL: "fv.test/x" })).toThrow(/WHATSAPP_WEBHOOK_URL/)
  })
})

describe("intake case body", () => {
  const report = (overrides: Partial<Intake.InboundReport> = {}): Intake.InboundReport => ({
    channel: "email",
    source: "imap:x",
    key: "1:1",
    externalId: "<a@b.test>",
    contact: "ana@hospital.test",
    contactWins: false,
    senderName: "Dra. Ana",
    subject: null,
    body: "",
    attachments: { attachments: [], keys: [], text: "" },
    origen: "email",
    ...overrides
  })

  it("completes what extraction found with the sender, and keeps what the report itself says", () => {
    const found = { engine: "reglas", warnings: [], payload: { paciente_edad: 3 } }
    expect(Intake.caseBodyFor(report(), found)).toEqual({ paciente_edad: 3, reportante_contacto: "ana@hospital.test", reportante_nombre: "Dra. Ana", paciente_iniciales: "N.N." })
    const named = { engine: "reglas", warnings: [], payload: { reportante_nombre: "Q.F. Luis", reportante_email: "luis@x.test", paciente_iniciales: "LMR" } }
    expect(Intake.caseBodyFor(report(), named)).toEqual({ reportante_nombre: "Q.F. Luis", reportante_email: "luis@x.test", paciente_iniciales: "LMR" })
    // WhatsApp: the sender's number is the contact whatever the text says; without a profile name, the number names the reporter.
    const whatsapp = report({ contact: "whatsapp:+51987654321", contactWins: true, senderName: null })
    expect(Intake.caseBodyFor(whatsapp, { engine: "reglas", warnings: [], payload: { reportante_contacto: "otro@x.test" } })).toMatchObject({
      reportante_contacto: "whatsapp:+51987654321",
      reportante_nombre: "+51987654321"
    })
  })

  it("reads the review queue's query and refuses bad values in the contract's shape", async () => {
    const parse = (raw: Record<string, string>) => Effect.runPromise(Effect.either(Intake.parseReviewQuery(raw)))
    expect(await parse({})).toEqual(Either.right({ limit: 50, offset: 0, canal: null, estado: "pendiente" }))
    expect(await parse({ limit: "5", offset: "10", canal: "WhatsApp", estado: "all" })).toEqual(Either.right({ limit: 5, offset: 10, canal: "whatsapp", estado: null }))
    const bad = await parse({ limit: "500", offset: "-1" })
    expect(Either.isLeft(bad) && bad.left.issues.map((i) => i.loc)).toEqual([["query", "limit"], ["query", "offset"]])
  })
})
