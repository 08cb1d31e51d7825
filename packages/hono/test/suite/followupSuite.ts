/**
 * The follow-up HTTP suite shared by every storage driver (service-spec "Follow-up message", ICSR
 * rules 6-7, "States and transitions", Authentication item 3): thread and send through the real
 * app, with email delivered by `SmtpMailer` to a real SMTP server (`smtp-server` on 127.0.0.1 at a
 * free port) and SMS/WhatsApp by the simulated engine. What the server received is parsed and
 * compared with what the API answered and stored. Inbound threading is exercised on the same
 * runtime through `FollowupService.receive`, as mail intake would call it.
 *
 * One runtime per entry file; tests share its database and scope themselves with unique reporter
 * addresses. Every request goes through `call`, which fails the test on any 500, and afterEach
 * asserts that nothing was logged as an error (a 502 is an expected answer, not an error entry).
 */
import { CaseRepository, Errors, FollowupService, Threading } from "@atalaya/core"
import { SimulatedMessenger, SmtpMailer } from "@atalaya/messaging"
import { Context, Effect, Layer, Logger as EffectLogger, LogLevel, Option } from "effect"
import type { Hono } from "hono"
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ApiEnv } from "../../src/index.js"
import { closedPort, parseMail, type ParsedMail, type Received, startSmtp, type TestSmtp } from "@atalaya/testing/SmtpTestServer"
import { type Json, type MakeStorageLayer, useApiHarness } from "../support/apiHarness.js"

export type { MakeStorageLayer }

const SMTP_USER = "relay@clinica.test"
const SMTP_PASSWORD = "relay-password-1"
const FROM = "farmacovigilancia@clinica.test"
/** The test server answers RCPT TO for this address with 550. */
const REFUSED = "buzon-inexistente@correo.test"

const NOT_AUTHENTICATED = { detail: "Not authenticated" }
const CASE_NOT_FOUND = { detail: "ICSR no encontrado" }
const FOLLOWUP_DENIED = { detail: "Permission denied: role admin|qf|responsable_fv|qa|direccion_tecnica|legal|soporte required" }
const EMPTY = { detail: "Mensaje vacio" }
const NO_EMAIL = { detail: "Este ICSR no tiene email del reportante" }
const NO_PHONE = { detail: "Este ICSR no tiene telefono" }
const NO_WHATSAPP = { detail: "Este ICSR no tiene WhatsApp/telefono" }
const BAD_CHANNEL = { detail: "Canal no soportado" }

const MESSAGE_KEYS = ["body", "channel", "created_at", "direction", "external_id", "icsr_id", "id"]
const SIM_ID = /^sim-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const MESSAGE_ID = /^<[^<>\s@]+@clinica\.test>$/
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

/** A unique reporter address. */
const reporter = (): string => `r${randomUUID().replaceAll("-", "").slice(0, 12)}@correo.test`

/** A Message-ID as a reporter's mail client would make it. */
const foreignId = (): string => `<${randomUUID()}@correo.test>`

/** The smallest valid case body, with overrides. */
const caseBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  paciente_iniciales: "LMR",
  paciente_edad: 58,
  paciente_sexo: "M",
  reportante_nombre: "Q.F. Luis Medina",
  producto_sospechoso: "Enalapril 10 mg",
  descripcion_evento: "Tos seca persistente desde la segunda semana",
  ...overrides
})

const lines = (text: string | undefined) => text?.replace(/\r\n/g, "\n").trimEnd()

/** Registers the follow-up suite for one storage driver. */
export const runFollowupSuite = (name: string, makeStorageLayer: MakeStorageLayer): void => {
  describe(`followup suite: ${name}`, () => {
    let smtp: TestSmtp
    // Started before the harness's hooks are registered: up before the runtime, closed after it.
    beforeAll(async () => {
      smtp = await startSmtp({ user: SMTP_USER, password: SMTP_PASSWORD, rejectRecipients: [REFUSED] })
    })
    afterAll(async () => {
      await smtp?.close()
    })

    // The simulated engine logs each message at INFO; keep the test output to warnings.
    const quiet = EffectLogger.minimumLogLevel(LogLevel.Warning)
    const h = useApiHarness(makeStorageLayer, {
      qa: ["qa"],
      qf: ["qf"],
      rfv: ["responsable_fv"],
      dt: ["direccion_tecnica"],
      legal: ["legal"],
      soporte: ["soporte"],
      // Case permissions without any follow-up role.
      reader: { roles: [], permissions: ["icsr:read", "icsr:update"] }
    }, {
      overrides: () =>
        Layer.mergeAll(
          SmtpMailer.layer({ host: "127.0.0.1", port: smtp.port, user: SMTP_USER, password: SMTP_PASSWORD, from: FROM, fromName: "Farmacovigilancia", timeoutMs: 5_000 }),
          SimulatedMessenger.layer,
          quiet
        ),
      // A failing mail server is an expected 502, not a failure of the app.
      acceptStatuses: [502]
    })
    const { call, users } = h
    const admin = () => users.admin.token

    const createCase = async (overrides: Record<string, unknown> = {}): Promise<Json> => {
      const res = await call("POST", "/icsr", { token: admin(), json: caseBody(overrides) })
      expect(res.status, res.text).toBe(201)
      return res.body
    }
    const getCase = async (id: number): Promise<Json> => {
      const res = await call("GET", `/icsr/${id}`, { token: admin() })
      expect(res.status, res.text).toBe(200)
      return res.body
    }
    const putCase = async (id: number, json: Record<string, unknown>): Promise<Json> => {
      const res = await call("PUT", `/icsr/${id}`, { token: admin(), json })
      expect(res.status, res.text).toBe(200)
      return res.body
    }
    const send = (id: number, json: unknown, options: { token?: string; app?: Hono<ApiEnv> } = {}) =>
      call("POST", `/icsr/${id}/followup/send`, { token: options.token ?? admin(), json, ...(options.app ? { app: options.app } : {}) })
    const sendOk = async (id: number, json: unknown, token?: string): Promise<Json> => {
      const res = await send(id, json, token === undefined ? {} : { token })
      expect(res.status, res.text).toBe(200)
      return res.body
    }
    const thread = async (id: number, token = admin()): Promise<Json> => {
      const res = await call("GET", `/icsr/${id}/followup/thread`, { token })
      expect(res.status, res.text).toBe(200)
      return res.body
    }
    const auditActions = async (id: number): Promise<Array<Json>> => {
      const res = await call("GET", `/icsr/${id}/audit`, { token: admin() })
      expect(res.status, res.text).toBe(200)
      return res.body
    }
    const receive = (message: FollowupService.InboundMessage, caseId?: number) =>
      h.runtime().runPromise(FollowupService.receive(message, caseId))

    /** Mail the SMTP server received since `before`. */
    const receivedSince = (before: number): Array<Received> => smtp.received.slice(before)
    const onlyMailSince = (before: number): { got: Received; mail: ParsedMail } => {
      const got = receivedSince(before)
      expect(got).toHaveLength(1)
      return { got: got[0]!, mail: parseMail(got[0]!.raw) }
    }

    /** A runtime that shares the main one's services, with some replaced (for failure paths). */
    const derivedApp = (...[replace, extra]: Parameters<typeof h.derivedApp>) =>
      h.derivedApp(replace, extra === undefined ? quiet : Layer.merge(extra, quiet))

    describe("thread", () => {
      it("lists a case's messages oldest first as {items, total}; a new case has none", async () => {
        const email = reporter()
        const c = await createCase({ reportante_email: email, reportante_telefono: "987 654 321" })
        expect(await thread(c.id)).toEqual({ items: [], total: 0 })

        const first = await sendOk(c.id, { channel: "sms", body: "Primer mensaje" })
        const second = await sendOk(c.id, { channel: "email", body: "Segundo mensaje" })
        const inbound = await receive({ channel: "email", body: "Respuesta del reportante", externalId: foreignId(), inReplyTo: second.external_id })
        const third = await sendOk(c.id, { channel: "whatsapp", body: "Tercer mensaje" })

        const got = await thread(c.id)
        expect(got.total).toBe(4)
        expect(got.items).toEqual([first, second, Option.getOrThrow(inbound), third])
        expect(got.items.map((m: Json) => m.direction)).toEqual(["out", "out", "in", "out"])
        expect(got.items.map((m: Json) => m.channel)).toEqual(["sms", "email", "email", "whatsapp"])
        for (const m of got.items) {
          expect(Object.keys(m).sort()).toEqual(MESSAGE_KEYS)
          expect(m.icsr_id).toBe(c.id)
          expect(m.created_at).toMatch(ISO)
        }
        const ids = got.items.map((m: Json) => m.id)
        expect(ids).toEqual([...ids].sort((a, b) => a - b))
        const times = got.items.map((m: Json) => m.created_at)
        expect(times).toEqual([...times].sort())

        // Another case's thread is its own.
        const other = await createCase({ reportante_email: reporter() })
        expect(await thread(other.id)).toEqual({ items: [], total: 0 })
      })

      it("answers 404 'ICSR no encontrado' for an unknown case and 400 for an id that is not a number", async () => {
        expect(await call("GET", "/icsr/987654321/followup/thread", { token: admin() })).toMatchObject({ status: 404, body: CASE_NOT_FOUND })
        const bad = await call("GET", "/icsr/abc/followup/thread", { token: admin() })
        expect(bad.status).toBe(400)
      })
    })

    describe("send by email (rule 7)", () => {
      it("delivers to the reporter with the case number in the subject and stores the Message-ID", async () => {
        const email = reporter()
        const c = await createCase({ reportante_email: email })
        const before = smtp.received.length
        const text = "Estimado Q.F. Medina:\nPor favor indique el número de lote y la fecha de inicio del evento.\nGracias."
        const stored = await sendOk(c.id, { channel: "email", body: `  ${text}  ` })

        const { got, mail } = onlyMailSince(before)
        expect(got.rcptTo).toEqual([email])
        expect(got.mailFrom).toBe(FROM)
        expect(got.user).toBe(SMTP_USER)
        expect(mail.header("to")).toBe(email)
        expect(mail.header("subject")).toContain(`#${c.id}`)
        expect(mail.header("subject")).toBe(`[Atalaya] Seguimiento caso #${c.id}`)
        expect(Threading.caseIdFromSubject(mail.header("subject"))).toBe(c.id)
        expect(lines(mail.text)).toBe(text)
        // The first mail of a thread answers nothing.
        expect(mail.header("in-reply-to")).toBeUndefined()
        expect(mail.header("references")).toBeUndefined()

        const messageId = mail.header("message-id")
        expect(messageId).toMatch(MESSAGE_ID)
        expect(stored).toEqual({
          id: expect.any(Number),
          icsr_id: c.id,
          channel: "email",
          direction: "out",
          body: text,
          external_id: messageId,
          created_at: expect.stringMatching(ISO)
        })
        expect((await thread(c.id)).items).toEqual([stored])
      })

      it("threads later mail: In-Reply-To the last outbound while unanswered, then the last inbound; References the whole chain", async () => {
        const email = reporter()
        const c = await createCase({ reportante_email: email })
        const first = await sendOk(c.id, { channel: "email", body: "Primera consulta" })

        let before = smtp.received.length
        const second = await sendOk(c.id, { channel: "email", body: "Recordatorio" })
        let mail = onlyMailSince(before).mail
        expect(mail.header("in-reply-to")).toBe(first.external_id)
        expect(Threading.parseMessageIds(mail.header("references"))).toEqual([first.external_id])
        expect(mail.header("message-id")).toBe(second.external_id)
        expect(second.external_id).not.toBe(first.external_id)

        // The reporter answers the reminder; intake stores the reply on the case.
        const replyId = foreignId()
        const reply = await receive({
          channel: "email",
          body: "El lote es L-2231",
          externalId: replyId,
          subject: `Re: [Atalaya] Seguimiento caso #${c.id}`,
          inReplyTo: second.external_id,
          references: [first.external_id, second.external_id]
        })
        expect(Option.getOrThrow(reply)).toMatchObject({ icsr_id: c.id, direction: "in", channel: "email", external_id: replyId })

        // An SMS in between has no Message-ID and stays out of the email chain.
        await putCase(c.id, { reportante_telefono: "987654321" })
        await sendOk(c.id, { channel: "sms", body: "Le escribimos tambien por SMS" })

        before = smtp.received.length
        const third = await sendOk(c.id, { channel: "email", body: "Gracias, una pregunta mas" })
        mail = onlyMailSince(before).mail
        expect(mail.header("in-reply-to")).toBe(replyId)
        expect(Threading.parseMessageIds(mail.header("references"))).toEqual([first.external_id, second.external_id, replyId])
        expect(mail.header("subject")).toBe(`[Atalaya] Seguimiento caso #${c.id}`)
        expect(third.external_id).toBe(mail.header("message-id"))
        expect(onlyMailSince(before).got.rcptTo).toEqual([email])
      })
    })

    describe("contact detection (rule 6)", () => {
      it("reportante_contacto with '@' is the email; there is no phone", async () => {
        const email = reporter()
        const c = await createCase({ reportante_contacto: email })
        const before = smtp.received.length
        await sendOk(c.id, { channel: "email", body: "Hola" })
        expect(onlyMailSince(before).got.rcptTo).toEqual([email])
        expect(await send(c.id, { channel: "sms", body: "Hola" })).toMatchObject({ status: 400, body: NO_PHONE })
        expect(await send(c.id, { channel: "whatsapp", body: "Hola" })).toMatchObject({ status: 400, body: NO_WHATSAPP })
      })

      it("a phone-like reportante_contacto reaches SMS and WhatsApp (simulated, sim- ids) but not email", async () => {
        const c = await createCase({ reportante_contacto: "987 654 321" })
        const before = smtp.received.length
        const sms = await sendOk(c.id, { channel: "sms", body: "Mensaje por SMS" })
        const wa = await sendOk(c.id, { channel: "whatsapp", body: "Mensaje por WhatsApp" })
        expect(sms).toEqual({ id: expect.any(Number), icsr_id: c.id, channel: "sms", direction: "out", body: "Mensaje por SMS", external_id: expect.stringMatching(SIM_ID), created_at: expect.stringMatching(ISO) })
        expect(wa).toEqual({ id: expect.any(Number), icsr_id: c.id, channel: "whatsapp", direction: "out", body: "Mensaje por WhatsApp", external_id: expect.stringMatching(SIM_ID), created_at: expect.stringMatching(ISO) })
        expect(sms.external_id).not.toBe(wa.external_id)
        expect(await send(c.id, { channel: "email", body: "Hola" })).toMatchObject({ status: 400, body: NO_EMAIL })
        // Simulated: nothing goes out by mail.
        expect(receivedSince(before)).toEqual([])
        expect((await thread(c.id)).items).toEqual([sms, wa])
      })

      it("the phone is read from reportante_contacto itself, even when reportante_telefono was cleared", async () => {
        const c = await createCase({ reportante_contacto: "+51 (1) 234-5678" })
        const cleared = await putCase(c.id, { reportante_telefono: "" })
        expect(cleared.reportante_telefono).toBeNull()
        expect(cleared.reportante_contacto).toBe("+51 (1) 234-5678")
        expect((await sendOk(c.id, { channel: "sms", body: "Hola" })).external_id).toMatch(SIM_ID)
      })

      it("a WhatsApp contact from intake ('whatsapp:+51...') reaches WhatsApp and SMS, not email", async () => {
        const c = await createCase({ reportante_contacto: "whatsapp:+51987654321" })
        const wa = await sendOk(c.id, { channel: "whatsapp", body: "Gracias por su reporte" })
        expect(wa).toMatchObject({ channel: "whatsapp", direction: "out", external_id: expect.stringMatching(SIM_ID) })
        expect(await sendOk(c.id, { channel: "sms", body: "Gracias" })).toMatchObject({ channel: "sms", external_id: expect.stringMatching(SIM_ID) })
        expect(await send(c.id, { channel: "email", body: "Hola" })).toMatchObject({ status: 400, body: NO_EMAIL })
      })

      it("without a contact, reportante_email and reportante_telefono are used", async () => {
        const email = reporter()
        const c = await createCase({ reportante_email: email, reportante_telefono: "01 234 5678" })
        expect(c.reportante_contacto).toBeNull()
        const before = smtp.received.length
        await sendOk(c.id, { channel: "email", body: "Hola" })
        expect(onlyMailSince(before).got.rcptTo).toEqual([email])
        expect((await sendOk(c.id, { channel: "sms", body: "Hola" })).external_id).toMatch(SIM_ID)
        expect((await sendOk(c.id, { channel: "whatsapp", body: "Hola" })).external_id).toMatch(SIM_ID)
      })

      it("a contact that is neither an email nor a phone reaches nobody", async () => {
        const c = await createCase({ reportante_contacto: "llamar por la tarde" })
        const before = smtp.received.length
        expect(await send(c.id, { channel: "email", body: "Hola" })).toMatchObject({ status: 400, body: NO_EMAIL })
        expect(await send(c.id, { channel: "sms", body: "Hola" })).toMatchObject({ status: 400, body: NO_PHONE })
        expect(await send(c.id, { channel: "whatsapp", body: "Hola" })).toMatchObject({ status: 400, body: NO_WHATSAPP })
        expect(receivedSince(before)).toEqual([])
        expect(await thread(c.id)).toEqual({ items: [], total: 0 })
      })
    })

    describe("validation errors (exact texts); nothing is sent or stored", () => {
      it("empty body, unknown channel, missing contact", async () => {
        const noContact = await createCase()
        const withEmail = await createCase({ reportante_email: reporter() })
        const before = smtp.received.length
        for (const body of [{ channel: "email", body: "" }, { channel: "email", body: "   \n\t " }, { channel: "email" }, { channel: "email", body: 42 }, { channel: "email", body: null }, {}]) {
          expect(await send(withEmail.id, body), JSON.stringify(body)).toMatchObject({ status: 400, body: EMPTY })
        }
        for (const channel of ["fax", "", "correo", 1, null, undefined]) {
          const res = await send(withEmail.id, { channel, body: "Hola" })
          expect(res, String(channel)).toMatchObject({ status: 400, body: BAD_CHANNEL })
        }
        expect(await send(noContact.id, { channel: "email", body: "Hola" })).toMatchObject({ status: 400, body: NO_EMAIL })
        expect(await send(noContact.id, { channel: "sms", body: "Hola" })).toMatchObject({ status: 400, body: NO_PHONE })
        expect(await send(noContact.id, { channel: "whatsapp", body: "Hola" })).toMatchObject({ status: 400, body: NO_WHATSAPP })
        expect(receivedSince(before)).toEqual([])
        for (const c of [noContact, withEmail]) {
          expect(await thread(c.id)).toEqual({ items: [], total: 0 })
          expect((await getCase(c.id)).estado).toBe("Pendiente")
        }
      })

      it("answers 404 'ICSR no encontrado' for an unknown case", async () => {
        const before = smtp.received.length
        expect(await send(987654321, { channel: "email", body: "Hola" })).toMatchObject({ status: 404, body: CASE_NOT_FOUND })
        expect(receivedSince(before)).toEqual([])
      })
    })

    describe("case state (States and transitions)", () => {
      it("Pendiente becomes 'En progreso' after a send, with audit entries for the send and the change", async () => {
        const c = await createCase({ reportante_contacto: "987654321" })
        expect(c.estado).toBe("Pendiente")
        const sent = await sendOk(c.id, { channel: "sms", body: "Hola" }, users.qa.token)
        expect((await getCase(c.id)).estado).toBe("En progreso")

        const audit = await auditActions(c.id)
        expect(audit.map((e: Json) => e.action)).toEqual(["ICSR_CREATE", "FOLLOWUP_SEND", "ICSR_UPDATE"])
        expect(audit[1]).toMatchObject({
          entity: "icsr",
          entity_id: String(c.id),
          actor_email: users.qa.email,
          changes: { message_id: sent.id, channel: "sms", external_id: sent.external_id }
        })
        expect(audit[2].actor_email).toBe(users.qa.email)
        expect(audit[2].changes.fields).toEqual([{ field: "estado", before: "Pendiente", after: "En progreso" }])

        // Already in progress: the next send changes nothing.
        await sendOk(c.id, { channel: "sms", body: "Otra vez" })
        expect((await getCase(c.id)).estado).toBe("En progreso")
        expect((await auditActions(c.id)).map((e: Json) => e.action)).toEqual(["ICSR_CREATE", "FOLLOWUP_SEND", "ICSR_UPDATE", "FOLLOWUP_SEND"])
      })

      it("an empty estado also becomes 'En progreso'", async () => {
        const c = await createCase({ reportante_contacto: "987654321" })
        expect((await putCase(c.id, { estado: "" })).estado).toBeNull()
        await sendOk(c.id, { channel: "whatsapp", body: "Hola" })
        expect((await getCase(c.id)).estado).toBe("En progreso")
      })

      it("a case in another state (Cerrado) keeps it; the send is still audited", async () => {
        const c = await createCase({ reportante_email: reporter() })
        await putCase(c.id, { estado: "Cerrado" })
        const sent = await sendOk(c.id, { channel: "email", body: "Consulta posterior al cierre" })
        expect((await getCase(c.id)).estado).toBe("Cerrado")
        const audit = await auditActions(c.id)
        expect(audit.map((e: Json) => e.action)).toEqual(["ICSR_CREATE", "ICSR_UPDATE", "FOLLOWUP_SEND"])
        expect(audit[2].changes).toEqual({ message_id: sent.id, channel: "email", external_id: sent.external_id })
      })

      it("the state change is best effort: when it fails, the message is still sent and stored", async () => {
        const c = await createCase({ reportante_email: reporter() })
        const brokenUpdates = await derivedApp((ctx) => {
          const repo = Context.get(ctx, CaseRepository.CaseRepository)
          return Context.add(ctx, CaseRepository.CaseRepository, {
            ...repo,
            updateValues: () => Effect.fail(new Errors.StorageError({ cause: new Error("simulated write failure") }))
          })
        })
        const before = smtp.received.length
        const res = await send(c.id, { channel: "email", body: "Hola" }, { app: brokenUpdates })
        expect(res.status, res.text).toBe(200)
        expect(res.body).toMatchObject({ icsr_id: c.id, channel: "email", direction: "out", external_id: onlyMailSince(before).mail.header("message-id") })
        expect((await thread(c.id)).items).toEqual([res.body])
        expect((await getCase(c.id)).estado).toBe("Pendiente")
      })
    })

    describe("mail server failure: 502 'Fallo SMTP: <reason>', nothing stored", () => {
      it("when the server refuses the recipient", async () => {
        const c = await createCase({ reportante_email: REFUSED })
        const before = smtp.received.length
        const res = await send(c.id, { channel: "email", body: "Hola" })
        expect(res.status, res.text).toBe(502)
        expect(Object.keys(res.body)).toEqual(["detail"])
        expect(res.body.detail).toMatch(/^Fallo SMTP: /)
        expect(res.body.detail).toMatch(/550|rejected/i)
        expect(receivedSince(before)).toEqual([])
        expect(await thread(c.id)).toEqual({ items: [], total: 0 })
        expect((await getCase(c.id)).estado).toBe("Pendiente")
        expect((await auditActions(c.id)).map((e: Json) => e.action)).toEqual(["ICSR_CREATE"])
      })

      it("when the server cannot be reached; the same case sends fine once it can", async () => {
        const c = await createCase({ reportante_email: reporter() })
        const port = await closedPort()
        const unreachable = await derivedApp(
          (ctx) => ctx,
          SmtpMailer.layer({ host: "127.0.0.1", port, from: FROM, timeoutMs: 2_000 })
        )
        const res = await send(c.id, { channel: "email", body: "Hola" }, { app: unreachable })
        expect(res.status, res.text).toBe(502)
        expect(res.body.detail).toMatch(/^Fallo SMTP: .*ECONNREFUSED/)
        expect(await thread(c.id)).toEqual({ items: [], total: 0 })
        expect((await getCase(c.id)).estado).toBe("Pendiente")

        // Text channels do not need the mail server.
        await putCase(c.id, { reportante_telefono: "987654321" })
        const sms = await send(c.id, { channel: "sms", body: "Hola" }, { app: unreachable })
        expect(sms.status, sms.text).toBe(200)

        const sent = await sendOk(c.id, { channel: "email", body: "Hola otra vez" })
        expect((await thread(c.id)).items).toEqual([sms.body, sent])
      })
    })

    describe("roles (Authentication item 3)", () => {
      it("every follow-up role may read the thread and send", async () => {
        const c = await createCase({ reportante_contacto: "987654321" })
        for (const key of ["qa", "qf", "rfv", "dt", "legal", "soporte"] as const) {
          const u = users[key]
          expect((await thread(c.id, u.token)).total).toBeGreaterThanOrEqual(0)
          expect(await sendOk(c.id, { channel: "sms", body: `Enviado por ${key}` }, u.token)).toMatchObject({ direction: "out", channel: "sms" })
        }
        expect((await thread(c.id)).total).toBe(6)
      })

      it("a user with only role 'qa' sends email", async () => {
        const email = reporter()
        const c = await createCase({ reportante_email: email })
        const before = smtp.received.length
        const sent = await sendOk(c.id, { channel: "email", body: "Consulta de QA" }, users.qa.token)
        expect(onlyMailSince(before).got.rcptTo).toEqual([email])
        expect((await thread(c.id, users.qa.token)).items).toEqual([sent])
      })

      it("case permissions without a follow-up role are not enough: 403", async () => {
        const c = await createCase({ reportante_email: reporter() })
        // The same user reads the case itself.
        expect((await call("GET", `/icsr/${c.id}`, { token: users.reader.token })).status).toBe(200)
        const before = smtp.received.length
        expect(await call("GET", `/icsr/${c.id}/followup/thread`, { token: users.reader.token })).toMatchObject({ status: 403, body: FOLLOWUP_DENIED })
        expect(await send(c.id, { channel: "email", body: "Hola" }, { token: users.reader.token })).toMatchObject({ status: 403, body: FOLLOWUP_DENIED })
        // Roles are checked before the case is looked up.
        expect(await call("GET", "/icsr/987654321/followup/thread", { token: users.reader.token })).toMatchObject({ status: 403, body: FOLLOWUP_DENIED })
        expect(receivedSince(before)).toEqual([])
        expect(await thread(c.id)).toEqual({ items: [], total: 0 })
      })

      it("no token or a bad token: 401 'Not authenticated'", async () => {
        const c = await createCase({ reportante_email: reporter() })
        const before = smtp.received.length
        for (const token of [null, "not-a-jwt"]) {
          expect(await call("GET", `/icsr/${c.id}/followup/thread`, { token })).toMatchObject({ status: 401, body: NOT_AUTHENTICATED })
          expect(await call("POST", `/icsr/${c.id}/followup/send`, { token, json: { channel: "email", body: "Hola" } })).toMatchObject({
            status: 401,
            body: NOT_AUTHENTICATED
          })
        }
        expect(receivedSince(before)).toEqual([])
        expect(await thread(c.id)).toEqual({ items: [], total: 0 })
      })
    })

    describe("messages are never deleted", () => {
      it("no route deletes or edits them (405/404 JSON) and the thread is unchanged", async () => {
        const c = await createCase({ reportante_contacto: "987654321" })
        const sent = await sendOk(c.id, { channel: "sms", body: "Hola" })
        expect(await call("DELETE", `/icsr/${c.id}/followup/thread`, { token: admin() })).toMatchObject({ status: 405, body: { detail: "Method Not Allowed" } })
        expect(await call("PUT", `/icsr/${c.id}/followup/thread`, { token: admin(), json: { items: [] } })).toMatchObject({ status: 405, body: { detail: "Method Not Allowed" } })
        expect(await call("DELETE", `/icsr/${c.id}/followup/send`, { token: admin() })).toMatchObject({ status: 405, body: { detail: "Method Not Allowed" } })
        for (const target of [`/icsr/${c.id}/followup/${sent.id}`, `/icsr/${c.id}/followup/messages/${sent.id}`, `/icsr/${c.id}/followup`, `/followup/${sent.id}`]) {
          for (const method of ["DELETE", "PUT", "PATCH"]) {
            const res = await call(method, target, { token: admin(), json: {} })
            expect(res.status, `${method} ${target}`).toBe(404)
            expect(res.body).toEqual({ detail: "Not Found" })
          }
        }
        expect(await thread(c.id)).toEqual({ items: [sent], total: 1 })
      })
    })

    describe("inbound threading (FollowupService.receive)", () => {
      it("a reply whose In-Reply-To is a stored outbound Message-ID goes to that case", async () => {
        const c = await createCase({ reportante_email: reporter() })
        const out = await sendOk(c.id, { channel: "email", body: "Consulta" })
        const id = foreignId()
        const stored = Option.getOrThrow(await receive({ channel: "email", body: "Respuesta", externalId: id, subject: "Re: consulta", inReplyTo: out.external_id }))
        expect(stored).toEqual({ id: expect.any(Number), icsr_id: c.id, channel: "email", direction: "in", body: "Respuesta", external_id: id, created_at: expect.stringMatching(ISO) })
        expect((await thread(c.id)).items).toEqual([out, stored])
      })

      it("References alone thread too; In-Reply-To wins over an older reference of another case", async () => {
        const a = await createCase({ reportante_email: reporter() })
        const b = await createCase({ reportante_email: reporter() })
        const outA = await sendOk(a.id, { channel: "email", body: "Consulta A" })
        const outB = await sendOk(b.id, { channel: "email", body: "Consulta B" })

        const viaReferences = await receive({ channel: "email", body: "Solo References", externalId: foreignId(), references: `<unknown@correo.test> ${outA.external_id}` })
        expect(Option.getOrThrow(viaReferences).icsr_id).toBe(a.id)

        // The mail answers B (its parent); A's older Message-ID is further up the chain.
        const both = await receive({
          channel: "email",
          body: "Respuesta a B",
          externalId: foreignId(),
          inReplyTo: outB.external_id,
          references: [outA.external_id, outB.external_id]
        })
        expect(Option.getOrThrow(both).icsr_id).toBe(b.id)
      })

      it("without headers, the subject '[Atalaya] Seguimiento caso #<id>' names the case", async () => {
        const c = await createCase({ reportante_email: reporter() })
        for (const subject of [Threading.followUpSubject(c.id), `RE: [Atalaya] Seguimiento caso #${c.id}`]) {
          const stored = await receive({ channel: "email", body: `Por asunto: ${subject}`, externalId: foreignId(), subject })
          expect(Option.getOrThrow(stored)).toMatchObject({ icsr_id: c.id, direction: "in" })
        }
        // Unknown headers fall back to the subject as well.
        const fallback = await receive({ channel: "email", body: "Cabeceras ajenas", externalId: foreignId(), subject: Threading.followUpSubject(c.id), inReplyTo: foreignId() })
        expect(Option.getOrThrow(fallback).icsr_id).toBe(c.id)
        expect((await thread(c.id)).items.map((m: Json) => m.direction)).toEqual(["in", "in", "in"])
      })

      it("a mail that names no known case threads nowhere and is not stored", async () => {
        const c = await createCase({ reportante_email: reporter() })
        const unknown = [
          { subject: "Consulta general", inReplyTo: foreignId() },
          { subject: "[Atalaya] Seguimiento caso #987654321" },
          { subject: `Pedido #${c.id}` },
          { subject: null }
        ]
        for (const extra of unknown) {
          const id = foreignId()
          const res = await receive({ channel: "email", body: "Sin caso", externalId: id, ...extra })
          expect(Option.isNone(res), JSON.stringify(extra)).toBe(true)
          expect(Option.isNone(await h.runtime().runPromise(FollowupService.threadCase({ channel: "email", body: "", externalId: id, ...extra })))).toBe(true)
        }
        expect(await thread(c.id)).toEqual({ items: [], total: 0 })
      })

      it("the same external id is stored once, also when it arrives twice at the same time", async () => {
        const c = await createCase({ reportante_email: reporter() })
        const out = await sendOk(c.id, { channel: "email", body: "Consulta" })
        const id = foreignId()
        const message = { channel: "email" as const, body: "Respuesta", externalId: id, inReplyTo: out.external_id }
        expect(Option.isSome(await receive(message))).toBe(true)
        expect(Option.isNone(await receive(message))).toBe(true)
        // Delivered again under the explicit case (webhook path): still not stored twice.
        expect(Option.isNone(await receive(message, c.id))).toBe(true)

        const concurrent = { ...message, externalId: foreignId() }
        const results = await Promise.all([receive(concurrent), receive(concurrent), receive(concurrent)])
        expect(results.filter(Option.isSome)).toHaveLength(1)

        const items = (await thread(c.id)).items
        expect(items.filter((m: Json) => m.external_id === id)).toHaveLength(1)
        expect(items.filter((m: Json) => m.external_id === concurrent.externalId)).toHaveLength(1)
        expect(items).toHaveLength(3)
      })
    })
  })
}
