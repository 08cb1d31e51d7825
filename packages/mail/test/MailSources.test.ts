/**
 * The three mail sources against real servers on loopback: dovecot (IMAP and POP3, plain and
 * TLS with a self-signed certificate) holding real MIME messages with attachments and replies, and
 * a local HTTP server speaking the Graph-style mail API. What each source lists and downloads is
 * compared with what was delivered.
 */
import { MailSource } from "@atalaya/intake"
import { startDovecot, type TestDovecot } from "@atalaya/testing/DovecotTestServer"
import { textPdf, textPng } from "@atalaya/testing/Documents"
import { buildMime } from "@atalaya/testing/MimeMessage"
import { closedPort } from "@atalaya/testing/SmtpTestServer"
import { Effect, Either } from "effect"
import { ImapFlow } from "imapflow"
import * as http from "node:http"
import type * as net from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { GraphMailSource, ImapMailSource, MailParse, Pop3MailSource } from "../src/index.js"

const pdf = await textPdf([["Notificacion de sospecha de reaccion adversa", "Paciente: JPG, 45 anos"]])
const png = textPng(["RAM"])

/** The messages every mailbox holds, in delivery order. */
const messages = () => {
  const report = buildMime({
    from: "ana.ruiz@hospital.test",
    fromName: "Dra. Ana Ruíz",
    subject: "Notificación de RAM – amoxicilina",
    text: "Paciente femenina de 45 años con urticaria tras amoxicilina 500 mg VO.\n.Línea que empieza con punto\n..y otra con dos",
    attachments: [
      { filename: "ficha.pdf", contentType: "application/pdf", bytes: pdf },
      { filename: "foto.png", contentType: "image/png", bytes: png }
    ]
  })
  const reply = buildMime({
    from: "ana.ruiz@hospital.test",
    subject: "Re: [Atalaya] Seguimiento caso #17",
    text: "El paciente se recuperó sin secuelas.",
    inReplyTo: "<out-2@clinica.test>",
    references: ["<out-1@clinica.test>", "<out-2@clinica.test>"],
    textEncoding: "base64"
  })
  // Long enough to arrive in many TCP chunks.
  const long = buildMime({ from: "lab@lab.test", subject: "Informe largo", text: Array.from({ length: 4000 }, (_, i) => `Linea ${i} del informe.`).join("\n") })
  return [report, reply, long]
}

const run = <A, E>(effect: Effect.Effect<A, E, never>) => Effect.runPromise(effect)

/** Lists a source and downloads every message in one session. */
const readAll = (source: MailSource.MailSource, cursor: string | null = null) =>
  run(Effect.scoped(Effect.gen(function*() {
    const session = yield* source.open
    const refs = yield* session.list(cursor)
    const mails = yield* Effect.forEach(refs, session.fetch)
    return { refs, mails }
  })))

const expectDelivered = (mails: ReadonlyArray<MailSource.InboundMail>, sent: ReturnType<typeof messages>) => {
  expect(mails.map((m) => m.messageId)).toEqual(sent.map((s) => s.messageId))
  const [report, reply, long] = mails
  expect(report!.fromAddress).toBe("ana.ruiz@hospital.test")
  expect(report!.fromName).toBe("Dra. Ana Ruíz")
  expect(report!.subject).toBe("Notificación de RAM – amoxicilina")
  // Dot-stuffing (POP3) is undone, UTF-8 survives.
  expect(report!.text).toBe("Paciente femenina de 45 años con urticaria tras amoxicilina 500 mg VO.\n.Línea que empieza con punto\n..y otra con dos")
  expect(report!.attachments.map((a) => [a.filename, a.contentType])).toEqual([["ficha.pdf", "application/pdf"], ["foto.png", "image/png"]])
  expect(Buffer.from(report!.attachments[0]!.bytes).equals(Buffer.from(pdf))).toBe(true)
  expect(Buffer.from(report!.attachments[1]!.bytes).equals(Buffer.from(png))).toBe(true)
  expect(report!.date).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  expect(reply!.inReplyTo).toBe("<out-2@clinica.test>")
  expect(reply!.references).toEqual(["<out-1@clinica.test>", "<out-2@clinica.test>"])
  expect(reply!.text).toBe("El paciente se recuperó sin secuelas.")
  expect(reply!.attachments).toEqual([])
  expect(long!.text.split("\n")).toHaveLength(4000)
  expect(long!.text.endsWith("Linea 3999 del informe.")).toBe(true)
  for (const [i, m] of mails.entries()) expect(m.size).toBe(Buffer.byteLength(sent[i]!.raw))
}

const failure = async (effect: Effect.Effect<unknown, MailSource.MailSourceError, never>) => {
  const result = await Effect.runPromise(Effect.either(effect))
  if (Either.isRight(result)) expect.fail("expected a MailSourceError")
  return result.left
}

describe("IMAP and POP3 against dovecot", () => {
  let dovecot: TestDovecot
  let sent: ReturnType<typeof messages>

  beforeAll(async () => {
    dovecot = await startDovecot({ tls: true })
    sent = messages()
    for (const m of sent) dovecot.deliver(m.raw)
  })

  afterAll(async () => {
    await dovecot?.close()
  })

  const imap = (overrides: Partial<ImapMailSource.ImapConfig> = {}) =>
    ImapMailSource.make({ host: dovecot.host, port: dovecot.imapPort, security: "none", user: dovecot.user, password: dovecot.password, ...overrides })
  const pop3 = (overrides: Partial<Pop3MailSource.Pop3Config> = {}) =>
    Pop3MailSource.make({ host: dovecot.host, port: dovecot.pop3Port, security: "none", user: dovecot.user, password: dovecot.password, ...overrides })

  it("IMAP lists by UID with a UIDVALIDITY cursor, downloads and parses every message, and leaves flags alone", async () => {
    const source = imap()
    expect(source.id).toBe(`imap:${dovecot.user}@127.0.0.1:${dovecot.imapPort}/INBOX`)
    const { refs, mails } = await readAll(source)
    expect(refs).toHaveLength(3)
    const validity = refs[0]!.key.split(":")[0]!
    expect(refs.map((r) => r.key)).toEqual([`${validity}:1`, `${validity}:2`, `${validity}:3`])
    expect(refs.map((r) => r.cursor)).toEqual(refs.map((r) => r.key))
    expect(refs.map((r) => r.size)).toEqual(sent.map((s) => Buffer.byteLength(s.raw)))
    expectDelivered(mails, sent)

    // After the cursor: only later UIDs; past the last one: nothing (not the last message again).
    expect((await readAll(source, `${validity}:2`)).refs.map((r) => r.key)).toEqual([`${validity}:3`])
    expect((await readAll(source, `${validity}:3`)).refs).toEqual([])
    // Another UIDVALIDITY (a rebuilt mailbox): everything again.
    expect((await readAll(source, "1:3")).refs).toHaveLength(3)

    // Read-only: nothing was marked \Seen for the people who read this mailbox.
    const client = new ImapFlow({ host: dovecot.host, port: dovecot.imapPort, secure: false, doSTARTTLS: false, auth: { user: dovecot.user, pass: dovecot.password }, logger: false })
    await client.connect()
    try {
      await client.mailboxOpen("INBOX", { readOnly: true })
      const flags = await client.fetchAll("1:*", { flags: true })
      // \Recent belongs to the session that first sees a message, not to the message.
      expect(flags.map((f) => [...(f.flags ?? [])].filter((flag) => flag !== "\\Recent"))).toEqual([[], [], []])
    } finally {
      await client.logout()
    }
  })

  it("IMAP sees a message delivered later after the cursor", async () => {
    const source = imap()
    const first = await readAll(source)
    const last = first.refs.at(-1)!
    const later = buildMime({ from: "qf@farmacia.test", subject: "Otro reporte", text: "Nuevo" })
    dovecot.deliver(later.raw)
    const next = await readAll(source, last.cursor)
    expect(next.mails.map((m) => m.messageId)).toEqual([later.messageId])
    sent.push(later)
  })

  it("POP3 lists by UIDL (stable across sessions) with sizes, downloads every message with dot-stuffing undone", async () => {
    const source = pop3()
    expect(source.id).toBe(`pop3:${dovecot.user}@127.0.0.1:${dovecot.pop3Port}`)
    const { refs, mails } = await readAll(source)
    expect(refs).toHaveLength(sent.length)
    expect(refs.every((r) => r.cursor === null)).toBe(true)
    expect(refs.map((r) => r.size)).toEqual(sent.map((s) => Buffer.byteLength(s.raw)))
    expectDelivered(mails.slice(0, 3), sent.slice(0, 3))
    expect(mails[3]!.messageId).toBe(sent[3]!.messageId)
    // The same UIDLs in a new session: they are the keys intake remembers.
    const again = await readAll(source)
    expect(again.refs.map((r) => r.key)).toEqual(refs.map((r) => r.key))
    expect(new Set(refs.map((r) => r.key)).size).toBe(refs.length)
  })

  it("POP3 and IMAP over implicit TLS and STARTTLS with the server's certificate trusted", async () => {
    const ca = { ca: dovecot.certificate!, servername: "localhost" }
    for (const source of [
      pop3({ port: dovecot.pop3sPort!, security: "tls", tls: ca }),
      pop3({ security: "starttls", tls: ca }),
      imap({ port: dovecot.imapsPort!, security: "tls", tls: ca }),
      imap({ security: "starttls", tls: ca })
    ]) {
      const { mails } = await readAll(source)
      expect(mails.map((m) => m.messageId)).toEqual(sent.map((s) => s.messageId))
    }
    // An untrusted certificate is refused.
    const refused = await failure(Effect.scoped(pop3({ port: dovecot.pop3sPort!, security: "tls" }).open))
    expect(refused.reason).toMatch(/^POP3: /)
    const refusedImap = await failure(Effect.scoped(imap({ port: dovecot.imapsPort!, security: "tls" }).open))
    expect(refusedImap.reason).toMatch(/^IMAP: /)
  })

  it("a wrong password or an unreachable server is a MailSourceError that names no secret", async () => {
    const wrong = "clave-equivocada-123"
    // One failed sign-in per dovecot: it delays further failures from the same address by seconds.
    const [a, b] = await Promise.all([startDovecot(), startDovecot()])
    try {
      const pop3Error = await failure(Effect.scoped(Pop3MailSource.make({ host: a.host, port: a.pop3Port, security: "none", user: a.user, password: wrong }).open))
      const imapError = await failure(Effect.scoped(ImapMailSource.make({ host: b.host, port: b.imapPort, security: "none", user: b.user, password: wrong }).open))
      expect(pop3Error.reason).toMatch(/^POP3 PASS: /)
      expect(imapError.reason).toBe("IMAP: autenticación rechazada")
      for (const error of [pop3Error, imapError]) {
        expect(error.reason).not.toContain(wrong)
        expect(error.reason).not.toContain(a.password)
      }
    } finally {
      await Promise.all([a.close(), b.close()])
    }
    const port = await closedPort()
    expect((await failure(Effect.scoped(pop3({ port }).open))).reason).toMatch(/ECONNREFUSED/)
    expect((await failure(Effect.scoped(imap({ port }).open))).reason).toMatch(/^IMAP: /)
  })
})

describe("Graph-style mail API", () => {
  let server: http.Server
  let base: string
  const token = "token-de-prueba-123"
  const requests: Array<{ url: string; auth: string | undefined }> = []
  const sent = messages()
  const stored = sent.map((m, i) => ({ id: `AAMk-${i}/x=`, receivedDateTime: `2026-05-0${i + 1}T10:00:00Z`, raw: m.raw, messageId: m.messageId }))

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push({ url: req.url!, auth: req.headers.authorization })
      const url = new URL(req.url!, "http://x")
      if (req.headers.authorization !== `Bearer ${token}`) {
        res.writeHead(401, { "content-type": "application/json" }).end(JSON.stringify({ error: { code: "InvalidAuthenticationToken" } }))
        return
      }
      if (url.pathname.endsWith("/mailFolders/roto/messages")) {
        res.writeHead(200, { "content-type": "application/json" }).end("{no es json")
        return
      }
      const list = /^\/v1\.0\/users\/([^/]+)\/mailFolders\/inbox\/messages$/.exec(url.pathname)
      if (list) {
        expect(decodeURIComponent(list[1]!)).toBe("fv@clinica.test")
        expect(url.searchParams.get("$orderby")).toBe("receivedDateTime asc")
        const filter = url.searchParams.get("$filter")
        const since = filter === null ? "" : /^receivedDateTime ge (.+)$/.exec(filter)![1]!
        const skip = Number(url.searchParams.get("$skip") ?? 0)
        const top = Number(url.searchParams.get("$top"))
        const matching = stored.filter((s) => s.receivedDateTime >= since)
        const page = matching.slice(skip, skip + top)
        const next = skip + top < matching.length ? `${base}${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), $skip: String(skip + top) })}` : undefined
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({
          value: page.map((s) => ({ id: s.id, internetMessageId: s.messageId, receivedDateTime: s.receivedDateTime })),
          ...(next !== undefined ? { "@odata.nextLink": next } : {})
        }))
        return
      }
      const one = /^\/v1\.0\/users\/[^/]+\/messages\/([^/]+)\/\$value$/.exec(url.pathname)
      if (one?.[1] === "stalled") {
        // Headers and half a message, then nothing: only a bound on reading the body ends this.
        res.writeHead(200, { "content-type": "message/rfc822" })
        res.write("From: a@b.test\r\nSubject: ")
        setTimeout(() => res.end("tarde\r\n\r\nx"), 3_000)
        return
      }
      const found = one ? stored.find((s) => s.id === decodeURIComponent(one[1]!)) : undefined
      if (found) {
        res.writeHead(200, { "content-type": "message/rfc822" }).end(found.raw)
        return
      }
      res.writeHead(404, { "content-type": "application/json" }).end("{}")
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
    base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  const graph = (overrides: Partial<GraphMailSource.GraphConfig> = {}) =>
    GraphMailSource.make({ baseUrl: `${base}/v1.0/`, token, user: "fv@clinica.test", pageSize: 2, ...overrides })

  it("lists oldest first across pages, with the reception time as cursor, and downloads each MIME message", async () => {
    const source = graph()
    expect(source.id).toBe(`api:fv@clinica.test@127.0.0.1:${new URL(base).port}/inbox`)
    requests.length = 0
    const { refs, mails } = await readAll(source)
    expect(refs).toEqual(stored.map((s) => ({ key: s.id, cursor: s.receivedDateTime, size: null })))
    expectDelivered(mails, sent)
    expect(requests.every((r) => r.auth === `Bearer ${token}`)).toBe(true)
    // Two listing pages of two, then one download per message.
    expect(requests.filter((r) => r.url.includes("/mailFolders/"))).toHaveLength(2)

    const after = await readAll(source, stored[1]!.receivedDateTime)
    expect(after.refs.map((r) => r.key)).toEqual([stored[1]!.id, stored[2]!.id])
  })

  it("a rejected token, a missing message or an unreachable server is a MailSourceError that names no secret", async () => {
    const rejected = await failure(Effect.scoped(Effect.flatMap(graph({ token: "otro-token-999" }).open, (s) => s.list(null))))
    expect(rejected.reason).toBe("API de correo: credenciales rechazadas (HTTP 401)")
    expect(rejected.reason).not.toContain("otro-token-999")
    const missing = await failure(Effect.scoped(Effect.flatMap(graph().open, (s) => s.fetch({ key: "nope", cursor: null, size: null }))))
    expect(missing.reason).toBe("API de correo: HTTP 404")
    const port = await closedPort()
    const down = await failure(Effect.scoped(Effect.flatMap(graph({ baseUrl: `http://127.0.0.1:${port}/v1.0` }).open, (s) => s.list(null))))
    expect(down.reason).toMatch(/^API de correo: /)
  })

  it("bounds the request and the reading of its body together, and says when a body cannot be read", async () => {
    const started = Date.now()
    const stalled = await failure(Effect.scoped(Effect.flatMap(graph({ timeoutMs: 300 }).open, (s) => s.fetch({ key: "stalled", cursor: null, size: null }))))
    expect(stalled.reason).toBe("API de correo: tiempo de espera agotado")
    expect(Date.now() - started).toBeLessThan(2_500)
    const garbled = await failure(Effect.scoped(Effect.flatMap(graph({ folder: "roto" }).open, (s) => s.list(null))))
    expect(garbled.reason).toBe("API de correo: respuesta ilegible")
  })
})

describe("MailParse", () => {
  it("reads an HTML-only message as text and keeps a message without Message-ID", async () => {
    const { raw } = buildMime({ from: "x@y.test", subject: "Solo HTML", text: "", html: "<p>Paciente con <b>prurito</b></p>", messageId: null })
    const mail = await MailParse.parse(new Uint8Array(Buffer.from(raw)))
    expect(mail.messageId).toBeNull()
    expect(mail.text).toContain("Paciente con")
    expect(mail.text.replace(/\s+/g, " ")).toContain("prurito")
  })

  it("reads the HTML body when the text part is empty", async () => {
    const raw = [
      "From: x@y.test", "Subject: Vacio", "MIME-Version: 1.0", 'Content-Type: multipart/alternative; boundary="b"', "",
      "--b", "Content-Type: text/plain; charset=utf-8", "", "", "--b", "Content-Type: text/html; charset=utf-8", "",
      "<div>Reacci&oacute;n: <b>rash</b> &amp; fiebre&#33;</div><p>Segunda&nbsp;línea</p>", "--b--", ""
    ].join("\r\n")
    const mail = await MailParse.parse(new Uint8Array(Buffer.from(raw)))
    expect(mail.text).toBe("Reacción: rash & fiebre!\nSegunda línea")
  })

  it("strips NUL characters, which storage cannot hold", async () => {
    const { raw } = buildMime({ from: "x@y.test", subject: "Nul", text: "antes\u0000despues" })
    expect((await MailParse.parse(new Uint8Array(Buffer.from(raw)))).text).toBe("antesdespues")
  })
})
