import { Mailer, Threading } from "@atalaya/core"
import { Effect, Exit, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Messaging, SmtpMailer } from "../src/index.js"
import { closedPort, parseMail, silentServer, startSmtp, type TestSmtp } from "@atalaya/testing/SmtpTestServer"

const USER = "fv@clinica.pe"
const PASSWORD = "s3creto-Del-Relay!"

const config = (port: number, extra: Partial<SmtpMailer.SmtpConfig> = {}): SmtpMailer.SmtpConfig => ({
  host: "127.0.0.1",
  port,
  user: USER,
  password: Redacted.make(PASSWORD),
  from: "farmacovigilancia@clinica.pe",
  fromName: "Farmacovigilancia Clínica",
  timeoutMs: 5_000,
  ...extra
})

const send = (cfg: SmtpMailer.SmtpConfig, mail: Mailer.OutgoingMail) =>
  Effect.runPromise(Effect.provide(Effect.flatMap(Mailer.Mailer, (m) => m.send(mail)), SmtpMailer.layer(cfg)))

const sendExit = (cfg: SmtpMailer.SmtpConfig, mail: Mailer.OutgoingMail) =>
  Effect.runPromiseExit(Effect.provide(Effect.flatMap(Mailer.Mailer, (m) => m.send(mail)), SmtpMailer.layer(cfg)))

const verify = (cfg: SmtpMailer.SmtpConfig) =>
  Effect.runPromise(Effect.provide(Effect.flatMap(Mailer.Mailer, (m) => m.verify()), SmtpMailer.layer(cfg)))

const mailErrorOf = (exit: Exit.Exit<unknown, Mailer.MailError>): Mailer.MailError => {
  if (Exit.isSuccess(exit)) throw new Error("expected a failure")
  const failure = exit.cause._tag === "Fail" ? exit.cause.error : undefined
  if (!(failure instanceof Mailer.MailError)) throw new Error(`expected MailError, got ${String(exit.cause)}`)
  return failure
}

const lines = (text: string | undefined) => text?.replace(/\r\n/g, "\n").trimEnd()

const followUp: Mailer.OutgoingMail = {
  to: ["reportante@correo.pe"],
  cc: ["qf@clinica.pe"],
  subject: "[Atalaya] Seguimiento caso #123 — información faltante",
  text: "Estimada Dra. Ruiz:\nPor favor indique el número de lote y la fecha de nacimiento del paciente.\nGracias.",
  inReplyTo: "<in-2@correo.pe>",
  references: ["<out-1@clinica.pe>", "<in-2@correo.pe>"],
  headers: { "X-Atalaya-Case": "123" }
}

describe("SmtpMailer against a real SMTP server", () => {
  let smtp: TestSmtp
  beforeAll(async () => {
    smtp = await startSmtp({ user: USER, password: PASSWORD, rejectRecipients: ["nadie@correo.pe"] })
  })
  afterAll(() => smtp.close())

  it("delivers with AUTH: envelope, subject, threading headers and body as sent, Message-ID as returned", async () => {
    const before = smtp.received.length
    const sent = await send(config(smtp.port), followUp)
    const got = smtp.received[before]!
    expect(got.user).toBe(USER)
    expect(got.mailFrom).toBe("farmacovigilancia@clinica.pe")
    expect(got.rcptTo).toEqual(["reportante@correo.pe", "qf@clinica.pe"])
    const mail = parseMail(got.raw)
    expect(mail.header("subject")).toBe(followUp.subject)
    expect(mail.header("from")).toContain("<farmacovigilancia@clinica.pe>")
    expect(mail.header("from")).toContain("Farmacovigilancia Clínica")
    expect(mail.header("to")).toBe("reportante@correo.pe")
    expect(mail.header("cc")).toBe("qf@clinica.pe")
    expect(mail.header("in-reply-to")).toBe("<in-2@correo.pe>")
    expect(Threading.parseMessageIds(mail.header("references"))).toEqual(["<out-1@clinica.pe>", "<in-2@correo.pe>"])
    expect(mail.header("x-atalaya-case")).toBe("123")
    expect(lines(mail.text)).toBe(followUp.text)
    expect(sent.messageId).toMatch(/^<[^<>\s]+@[^<>\s]+>$/)
    expect(mail.header("message-id")).toBe(sent.messageId)
    expect(sent.accepted).toEqual(["reportante@correo.pe", "qf@clinica.pe"])
    expect(sent.rejected).toEqual([])
    expect(Threading.caseIdFromSubject(mail.header("subject"))).toBe(123)
  })

  it("signs in with LOGIN when the server offers only LOGIN", async () => {
    const loginOnly = await startSmtp({ user: USER, password: PASSWORD, server: { authMethods: ["LOGIN"] } })
    try {
      await send(config(loginOnly.port), { to: ["a@correo.pe"], subject: "s", text: "t" })
      expect(loginOnly.logins).toEqual([{ method: "LOGIN", username: USER }])
      expect(loginOnly.received).toHaveLength(1)
    } finally {
      await loginOnly.close()
    }
  })

  it("uses a Message-ID fixed by the caller, so an outbox retry threads as the same message", async () => {
    const id = Threading.newMessageId("farmacovigilancia@clinica.pe")
    const before = smtp.received.length
    const sent = await send(config(smtp.port), { to: ["a@correo.pe"], subject: "s", text: "t", messageId: id })
    expect(sent.messageId).toBe(id)
    expect(parseMail(smtp.received[before]!.raw).header("message-id")).toBe(id)
  })

  it("sends text and HTML as alternatives and omits threading headers when none are given", async () => {
    const before = smtp.received.length
    await send(config(smtp.port), { to: ["a@correo.pe"], subject: "Nuevo caso", text: "Caso 7 asignado", html: "<p>Caso <b>7</b> asignado</p>" })
    const mail = parseMail(smtp.received[before]!.raw)
    expect(mail.contentType).toMatch(/^multipart\/alternative/)
    expect(lines(mail.text)).toBe("Caso 7 asignado")
    expect(lines(mail.html)).toBe("<p>Caso <b>7</b> asignado</p>")
    expect(mail.header("in-reply-to")).toBeUndefined()
    expect(mail.header("references")).toBeUndefined()
  })

  it("reports a recipient the server refuses while delivering to the others", async () => {
    const before = smtp.received.length
    const sent = await send(config(smtp.port), { to: ["ok@correo.pe", "nadie@correo.pe"], subject: "s", text: "t" })
    expect(sent.accepted).toEqual(["ok@correo.pe"])
    expect(sent.rejected).toEqual(["nadie@correo.pe"])
    expect(smtp.received[before]!.rcptTo).toEqual(["ok@correo.pe"])
  })

  it("fails with MailError when every recipient is refused", async () => {
    const before = smtp.received.length
    const error = mailErrorOf(await sendExit(config(smtp.port), { to: ["nadie@correo.pe"], subject: "s", text: "t" }))
    expect(error.reason).toMatch(/550|rejected/i)
    expect(error.detail).toBe(`Fallo SMTP: ${error.reason}`)
    expect(smtp.received.length).toBe(before)
  })

  it("fails with MailError on wrong credentials, without the password in the reason", async () => {
    const error = mailErrorOf(await sendExit(config(smtp.port, { password: "otra-clave-mala" }), followUp))
    expect(error.reason).toMatch(/535|auth|login/i)
    expect(error.reason).not.toContain("otra-clave-mala")
    expect(error.reason).not.toContain(Buffer.from("otra-clave-mala").toString("base64"))
  })

  it("fails with MailError when no recipient is given, before connecting", async () => {
    const error = mailErrorOf(await sendExit(config(smtp.port), { to: [], subject: "s", text: "t" }))
    expect(error.reason).toBe("sin destinatarios")
  })

  it("fails with MailError when STARTTLS is required and the server does not offer it", async () => {
    const error = mailErrorOf(await sendExit(config(smtp.port, { requireTLS: true }), followUp))
    expect(error.reason).toMatch(/STARTTLS|TLS/i)
  })

  it("verify() connects and authenticates without sending", async () => {
    const before = smtp.received.length
    expect(await verify(config(smtp.port))).toEqual({ ok: true, host: "127.0.0.1", port: smtp.port, detail: "Conexión y autenticación correctas" })
    expect(smtp.received.length).toBe(before)
  })

  it("verify() reports wrong credentials as ok false with a detail", async () => {
    const check = await verify(config(smtp.port, { password: "otra-clave-mala" }))
    expect(check.ok).toBe(false)
    expect(check.host).toBe("127.0.0.1")
    expect(check.port).toBe(smtp.port)
    expect(check.detail).toMatch(/535|auth|login/i)
    expect(check.detail).not.toContain("otra-clave-mala")
  })
})

describe("SmtpMailer without authentication", () => {
  it("sends through an open relay and verify() says no credentials were used", async () => {
    const relay = await startSmtp()
    try {
      const { user: _u, password: _p, ...open } = config(relay.port)
      const sent = await send(open, { to: ["a@correo.pe"], subject: "s", text: "t" })
      expect(relay.received).toHaveLength(1)
      expect(relay.received[0]!.user).toBeNull()
      expect(parseMail(relay.received[0]!.raw).header("message-id")).toBe(sent.messageId)
      expect(await verify(open)).toMatchObject({ ok: true, detail: "Conexión correcta (sin autenticación)" })
    } finally {
      await relay.close()
    }
  })
})

describe("SmtpMailer when the server cannot be reached", () => {
  it("fails with MailError on a closed port, and verify() reports it", async () => {
    const port = await closedPort()
    const error = mailErrorOf(await sendExit(config(port), followUp))
    expect(error.reason).toMatch(/ECONNREFUSED/)
    const check = await verify(config(port))
    expect(check).toMatchObject({ ok: false, host: "127.0.0.1", port })
    expect(check.detail).toMatch(/ECONNREFUSED/)
  })

  it("gives up on a server that never greets within the configured bound", async () => {
    const silent = await silentServer()
    try {
      const started = Date.now()
      const error = mailErrorOf(await sendExit(config(silent.port, { timeoutMs: 300 }), followUp))
      expect(error.reason).toMatch(/greeting|timeout|tiempo/i)
      expect(Date.now() - started).toBeLessThan(5_000)
      expect((await verify(config(silent.port, { timeoutMs: 300 }))).ok).toBe(false)
    } finally {
      await silent.close()
    }
  })
})

describe("SmtpMailer.fromEnv", () => {
  it("is null without SMTP_HOST", () => {
    expect(SmtpMailer.fromEnv({})).toBeNull()
    expect(SmtpMailer.fromEnv({ SMTP_HOST: "  ", SMTP_USER: "x" })).toBeNull()
  })

  it("reads the settings, keeping the password redacted", () => {
    const cfg = SmtpMailer.fromEnv({
      SMTP_HOST: "smtp.clinica.pe",
      SMTP_PORT: "2525",
      SMTP_USER: "fv@clinica.pe",
      SMTP_PASSWORD: PASSWORD,
      SMTP_FROM: "no-responder@clinica.pe",
      SMTP_FROM_NAME: "Farmacovigilancia",
      SMTP_STARTTLS: "true",
      SMTP_TIMEOUT_MS: "5000"
    })!
    expect(cfg).toMatchObject({
      host: "smtp.clinica.pe", port: 2525, user: "fv@clinica.pe", from: "no-responder@clinica.pe",
      fromName: "Farmacovigilancia", secure: false, requireTLS: true, timeoutMs: 5000
    })
    expect(Redacted.isRedacted(cfg.password)).toBe(true)
    expect(JSON.stringify(cfg)).not.toContain(PASSWORD)
    expect(String(cfg.password)).not.toContain(PASSWORD)
  })

  it("defaults: port 587 with opportunistic STARTTLS, 465 means TLS, From falls back to the user", () => {
    expect(SmtpMailer.fromEnv({ SMTP_HOST: "h" })).toMatchObject({ port: 587, secure: false, from: "atalaya@h", fromName: "Atalaya" })
    expect(SmtpMailer.fromEnv({ SMTP_HOST: "h", SMTP_PORT: "465" })).toMatchObject({ port: 465, secure: true })
    expect(SmtpMailer.fromEnv({ SMTP_HOST: "h", SMTP_SECURE: "1" })).toMatchObject({ port: 465, secure: true })
    expect(SmtpMailer.fromEnv({ SMTP_HOST: "h", SMTP_USER: "fv@h.pe" })).toMatchObject({ from: "fv@h.pe" })
    expect(SmtpMailer.fromEnv({ SMTP_HOST: "h", SMTP_TLS_REJECT_UNAUTHORIZED: "false" })).toMatchObject({ rejectUnauthorized: false })
  })

  it.each([
    [{ SMTP_HOST: "h", SMTP_PORT: "abc" }, /SMTP_PORT/],
    [{ SMTP_HOST: "h", SMTP_PORT: "70000" }, /SMTP_PORT/],
    [{ SMTP_HOST: "h", SMTP_SECURE: "quizas" }, /SMTP_SECURE/],
    [{ SMTP_HOST: "h", SMTP_SECURE: "true", SMTP_STARTTLS: "true" }, /exclude/]
  ])("refuses an unreadable setting %j", (env, message) => {
    expect(() => SmtpMailer.fromEnv(env)).toThrow(Messaging.ConfigError)
    expect(() => SmtpMailer.fromEnv(env)).toThrow(message)
  })

  it("drives a real send through Messaging.mailLayerFromEnv", async () => {
    const smtp = await startSmtp({ user: USER, password: PASSWORD })
    try {
      const env = { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port), SMTP_USER: USER, SMTP_PASSWORD: PASSWORD, SMTP_FROM: "fv@clinica.pe" }
      const program = Effect.flatMap(Mailer.Mailer, (m) => Effect.zip(m.verify(), m.send({ to: ["a@correo.pe"], subject: "s", text: "t" })))
      const [check, sent] = await Effect.runPromise(Effect.provide(program, Messaging.mailLayerFromEnv(env)))
      expect(check.ok).toBe(true)
      expect(parseMail(smtp.received[0]!.raw).header("message-id")).toBe(sent.messageId)
      expect(Messaging.describeEnv(env)).toEqual({ mail: "smtp", text: "simulated" })
    } finally {
      await smtp.close()
    }
  })
})
