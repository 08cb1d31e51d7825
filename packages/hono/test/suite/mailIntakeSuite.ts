/**
 * Mail intake end to end on every storage driver (service-spec "Events": inbound email; evaluation
 * rule 5): real MIME messages delivered into a real dovecot on loopback (a fresh instance per
 * test), polled over IMAP and POP3 by `MailIntake` on the app's runtime, and the outcome read back
 * through the API — cases (`origen_notificacion` email), follow-up threads, the audit trail and the
 * review queue — plus the files kept in the media directory.
 *
 * Exactly once: a poller stopped after its first message and a new one started process every
 * message once; two pollers at once leave one to work (on PostgreSQL, from two runtimes with their
 * own connections, as two server instances would); the same message processed twice at the same
 * time makes one case.
 */
import { Effect, Exit, Fiber, Layer, ManagedRuntime } from "effect"
import { LanguageModel } from "@atalaya/core"
import { LocalFiles } from "@atalaya/files"
import { MailIntake, type MailSource, ReportExtractorLive } from "@atalaya/intake"
import { GraphMailSource, ImapMailSource, Pop3MailSource } from "@atalaya/mail"
import { DocumentTextLive } from "@atalaya/ocr"
import { Messaging } from "@atalaya/messaging"
import { textPdf, textPng } from "@atalaya/testing/Documents"
import { startDovecot, type TestDovecot } from "@atalaya/testing/DovecotTestServer"
import { buildMime } from "@atalaya/testing/MimeMessage"
import * as fs from "node:fs"
import * as http from "node:http"
import type * as net from "node:net"
import * as path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { type Json, type MakeStorageLayer, marker, useApiHarness } from "../support/apiHarness.js"

/** Options of the suite for one driver. */
export interface MailIntakeSuiteOptions {
  /** A second storage layer over the same database (another server instance), when the driver allows two at once. */
  readonly secondInstance?: MakeStorageLayer
}

const REPORTER = "ana.ruiz@hospital.test"

/** A complete report (rule 6) in labelled lines, tagged so its case can be found. */
const reportText = (tag: string, omit: ReadonlyArray<string> = []) =>
  [["Paciente", "JPG"], ["Edad", "45"], ["Sexo", "femenino"], ["Producto", "Amoxicilina 500 mg"], ["Evento", `urticaria generalizada ${tag}`]]
    .filter(([label]) => !omit.includes(label!))
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n")

/** Runs the mail intake suite over one storage driver. */
export const runMailIntakeSuite = (driver: string, makeStorageLayer: MakeStorageLayer, options: MailIntakeSuiteOptions = {}) => {
  describe(`mail intake over ${driver}`, () => {
    const h = useApiHarness(makeStorageLayer, { revisor: ["qf"] })
    const servers: Array<{ close: () => Promise<unknown> }> = []

    afterEach(async () => {
      await Promise.all(servers.splice(0).map((s) => s.close()))
    })

    const mailbox = async (): Promise<TestDovecot> => {
      const server = await startDovecot()
      servers.push(server)
      return server
    }
    const imap = (d: TestDovecot) => ImapMailSource.make({ host: d.host, port: d.imapPort, security: "none", user: d.user, password: d.password })
    const pop3 = (d: TestDovecot) => Pop3MailSource.make({ host: d.host, port: d.pop3Port, security: "none", user: d.user, password: d.password })

    const poll = (source: MailSource.MailSource, opts: MailIntake.PollOptions = {}) => h.runtime().runPromise(MailIntake.pollOnce(source, opts))

    const get = async (target: string): Promise<Json> => {
      const res = await h.call("GET", target, { token: h.users.admin.token })
      expect(res.status, res.text).toBe(200)
      return res.body
    }
    const casesTagged = async (tag: string): Promise<ReadonlyArray<Json>> => (await get(`/icsr?page_size=200&q=${tag}`)).items
    const reviewItems = async (): Promise<ReadonlyArray<Json>> => (await get("/ingest/revision?canal=email&limit=200")).items

    it("makes a case of a new report: fields from the body and from its PDF and image attachments (OCR), sender as reporter, first inbound message", async () => {
      const d = await mailbox()
      const tag = marker()
      const pdf = await textPdf([["Notificacion de sospecha de RAM", "Producto: Amoxicilina 500 mg"]])
      const png = textPng(["Edad: 45"])
      const docx = new Uint8Array(Buffer.from("PK\u0003\u0004 no es un documento admitido"))
      const mail = buildMime({
        from: REPORTER,
        fromName: "Dra. Ana Ruíz",
        subject: "Notificación de reacción adversa",
        text: reportText(tag, ["Producto", "Edad"]),
        attachments: [
          { filename: "ficha.pdf", contentType: "application/pdf", bytes: pdf },
          { filename: "foto.png", contentType: "image/png", bytes: png },
          { filename: "nota.docx", contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", bytes: docx }
        ]
      })
      d.deliver(mail.raw)

      const summary = await poll(imap(d))
      expect(summary).toMatchObject({ skipped: false, listed: 1, created: 1, threaded: 0, review: 0, error: null })
      const [found] = await casesTagged(tag)
      const created = await get(`/icsr/${found.id}`)
      expect(created).toMatchObject({
        origen_notificacion: "email",
        reportante_contacto: REPORTER,
        reportante_email: REPORTER,
        reportante_nombre: "Dra. Ana Ruíz",
        paciente_iniciales: "JPG",
        paciente_edad: 45,
        paciente_sexo: "F",
        producto_sospechoso: "Amoxicilina 500 mg"
      })
      expect(created.descripcion_evento).toContain(`urticaria generalizada ${tag}`)
      const thread = await get(`/icsr/${created.id}/followup/thread`)
      expect(thread.items).toEqual([expect.objectContaining({ channel: "email", direction: "in", external_id: mail.messageId, body: reportText(tag, ["Producto", "Edad"]) })])

      const audit = await get(`/icsr/${created.id}/audit`)
      const intake = audit.find((e: Json) => e.action === "ICSR_INTAKE")
      expect(intake).toMatchObject({ actor_email: "intake", changes: { channel: "email", external_id: mail.messageId, engine: "reglas" } })
      const [pdfNote, pngNote, docxNote] = intake.changes.adjuntos
      expect(pdfNote).toMatchObject({ filename: "ficha.pdf", media_type: "application/pdf", size: pdf.byteLength, engine: "pdf-texto", note: null })
      expect(pngNote).toMatchObject({ filename: "foto.png", media_type: "image/png", engine: "tesseract", note: null })
      expect(docxNote).toMatchObject({ filename: "nota.docx", storage_key: null, note: "Tipo de adjunto no admitido: se aceptan PDF, PNG, JPG y TIFF" })
      // Kept through FileStorage, byte for byte, inside the media directory.
      expect(fs.readFileSync(path.join(h.mediaDir(), pdfNote.storage_key)).equals(Buffer.from(pdf))).toBe(true)
      expect(fs.readFileSync(path.join(h.mediaDir(), pngNote.storage_key)).equals(Buffer.from(png))).toBe(true)
      expect(pdfNote.storage_key).toMatch(/^intake\/\d{4}\/[0-9a-f-]{36}\.pdf$/)

      // Polled again: nothing new.
      expect(await poll(imap(d))).toMatchObject({ listed: 0, created: 0, review: 0 })

      // Deleting the case removes the report's attachments too.
      const removed = await h.call("DELETE", `/icsr/${created.id}`, { token: h.users.admin.token, json: { password: h.users.admin.password } })
      expect(removed.status, removed.text).toBe(200)
      expect(fs.existsSync(path.join(h.mediaDir(), pdfNote.storage_key))).toBe(false)
      expect(fs.existsSync(path.join(h.mediaDir(), pngNote.storage_key))).toBe(false)
    })

    it("threads replies to their case by In-Reply-To, by References and by the case number in the subject", async () => {
      const d = await mailbox()
      const tag = marker()
      const first = buildMime({ from: REPORTER, subject: "Reporte RAM", text: reportText(tag) })
      d.deliver(first.raw)
      await poll(imap(d))
      const [found] = await casesTagged(tag)

      const byHeader = buildMime({ from: REPORTER, subject: "Re: Reporte RAM", text: "El paciente mejoró al suspender.", inReplyTo: first.messageId! })
      const byReferences = buildMime({ from: "otro@hospital.test", subject: "Fw: reporte", text: "Adjunto datos de lote.", references: ["<desconocido@x.test>", first.messageId!] })
      const bySubject = buildMime({ from: REPORTER, subject: `Re: [Atalaya] Seguimiento caso #${found.id}`, text: "Lote 12345." })
      for (const m of [byHeader, byReferences, bySubject]) d.deliver(m.raw)
      const summary = await poll(imap(d))
      expect(summary).toMatchObject({ listed: 3, created: 0, threaded: 3, review: 0 })
      const thread = await get(`/icsr/${found.id}/followup/thread`)
      expect(thread.items.map((m: Json) => [m.direction, m.external_id, m.body])).toEqual([
        ["in", first.messageId, reportText(tag)],
        ["in", byHeader.messageId, "El paciente mejoró al suspender."],
        ["in", byReferences.messageId, "Adjunto datos de lote."],
        ["in", bySubject.messageId, "Lote 12345."]
      ])
      expect((await get(`/icsr/${found.id}/audit`)).filter((e: Json) => e.action === "FOLLOWUP_RECEIVE")).toHaveLength(3)
      expect(await casesTagged(tag)).toHaveLength(1)
    })

    it("keeps a report that cannot become a case in the review queue with the reason and its attachments, and one too large unread", async () => {
      const d = await mailbox()
      const big = new Uint8Array(12 * 1024 * 1024 + 10)
      big.set(Buffer.from("%PDF-1.4\n"))
      const incomplete = buildMime({
        from: "enfermeria@hospital.test",
        subject: "Sospecha de RAM",
        text: "Buenas tardes, reporto una reaccion a metamizol. Saludos.",
        attachments: [{ filename: "escaneo.pdf", contentType: "application/pdf", bytes: big }]
      })
      d.deliver(incomplete.raw)
      const summary = await poll(imap(d))
      expect(summary).toMatchObject({ listed: 1, created: 0, review: 1 })
      const item = (await reviewItems()).find((i: Json) => i.external_id === incomplete.messageId)
      expect(item).toMatchObject({
        channel: "email",
        sender: "enfermeria@hospital.test",
        subject: "Sospecha de RAM",
        body: "Buenas tardes, reporto una reaccion a metamizol. Saludos.",
        status: "pendiente",
        attachments: [{ filename: "escaneo.pdf", storage_key: null, note: "Adjunto demasiado grande (máx. 12 MB)" }]
      })
      // The product and the event were read; age and sex were not.
      expect(item.reason).toBe("Falta la edad del paciente; Falta el sexo del paciente")
      expect(item.issues).toEqual([
        { loc: ["body", "paciente_edad"], msg: "Falta la edad del paciente", type: "intake.faltante" },
        { loc: ["body", "paciente_sexo"], msg: "Falta el sexo del paciente", type: "intake.faltante" }
      ])
      expect(item.extracted).toMatchObject({ reportante_contacto: "enfermeria@hospital.test", paciente_iniciales: "N.N.", producto_sospechoso: "Metamizol" })

      // A message over the size limit is not downloaded: reviewed with the reason.
      const huge = buildMime({ from: REPORTER, subject: "Muy grande", text: reportText(marker()) })
      d.deliver(huge.raw)
      const limited = await h.runtime().runPromise(Effect.flatMap(MailIntake.MailIntakeSettings, (s) =>
        Effect.provideService(MailIntake.pollOnce(imap(d)), MailIntake.MailIntakeSettings, { ...s, maxMessageBytes: 200 })))
      expect(limited).toMatchObject({ listed: 1, review: 1, created: 0 })
      const tooLarge = (await reviewItems()).find((i: Json) => i.reason.startsWith("Mensaje demasiado grande"))
      expect(tooLarge).toMatchObject({ sender: null, body: "", message_key: expect.stringMatching(/^\d+:2$/) })
    })

    for (const protocol of ["imap", "pop3"] as const) {
      it(`${protocol}: a poller stopped after its first message and a new one process every message exactly once`, async () => {
        const d = await mailbox()
        const source = protocol === "imap" ? imap(d) : pop3(d)
        const tags = [marker(), marker(), marker()]
        const messages = [
          ...tags.map((tag) => buildMime({ from: REPORTER, subject: `Reporte ${tag}`, text: reportText(tag) })),
          buildMime({ from: "x@hospital.test", subject: "Sin datos", text: "Hola" })
        ]
        for (const m of messages) d.deliver(m.raw)

        let firstDone: () => void = () => undefined
        const first = new Promise<void>((resolve) => {
          firstDone = resolve
        })
        const runtime = h.runtime()
        const fiber = runtime.runFork(MailIntake.run(source, { onMessage: () => firstDone() }))
        await first
        // Stopped at once, wherever it is: a message in the middle of its transaction rolls back.
        const exit = await runtime.runPromise(Fiber.interrupt(fiber))
        expect(Exit.isInterrupted(exit)).toBe(true)

        const second = await poll(source)
        expect(second.error).toBeNull()
        // The restart had work left: the first poller did not get through the mailbox.
        expect(second.created + second.threaded + second.review + second.duplicate).toBeGreaterThan(0)
        const third = await poll(source)
        expect(third).toMatchObject({ created: 0, threaded: 0, review: 0, duplicate: 0, error: null })
        expect(third.listed).toBe(protocol === "imap" ? 0 : messages.length)

        for (const tag of tags) {
          const found = await casesTagged(tag)
          expect(found, tag).toHaveLength(1)
          expect((await get(`/icsr/${found[0].id}/followup/thread`)).total).toBe(1)
        }
        expect((await reviewItems()).filter((i: Json) => i.external_id === messages[3]!.messageId)).toHaveLength(1)
      })
    }

    it("two pollers at once: one works, the other stands aside, and every message is processed once", async () => {
      const d = await mailbox()
      const tags = [marker(), marker(), marker(), marker()]
      for (const tag of tags) d.deliver(buildMime({ from: REPORTER, subject: `Reporte ${tag}`, text: reportText(tag) }).raw)

      let other: ManagedRuntime.ManagedRuntime<any, unknown> | undefined
      try {
        if (options.secondInstance !== undefined) {
          other = ManagedRuntime.make(Layer.mergeAll(
            await options.secondInstance(),
            LocalFiles.layer(h.mediaDir()),
            Messaging.layerFromEnv({}),
            LanguageModel.layerUnavailable,
            DocumentTextLive.layer(),
            ReportExtractorLive.layer
          ))
        }
        const runA = h.runtime()
        const runB = other ?? h.runtime()
        const [a, b] = await Promise.all([
          runA.runPromise(MailIntake.pollOnce(imap(d), { holder: "instancia-a" })),
          runB.runPromise(MailIntake.pollOnce(imap(d), { holder: "instancia-b" }) as Effect.Effect<MailIntake.PollSummary, unknown, never>)
        ])
        expect([a.skipped, b.skipped].sort()).toEqual([false, true])
        const worker = a.skipped ? b : a
        expect(worker).toMatchObject({ listed: 4, created: 4 })
        for (const tag of tags) expect(await casesTagged(tag), tag).toHaveLength(1)
        // The lease was given back: the next poll (by either) works.
        expect((await runB.runPromise(MailIntake.pollOnce(imap(d), { holder: "instancia-b" }) as Effect.Effect<MailIntake.PollSummary, unknown, never>)).skipped).toBe(false)
      } finally {
        await other?.dispose()
      }
    })

    it("a second copy of a message (same Message-ID) in the mailbox is a duplicate, downloaded once", async () => {
      const d = await mailbox()
      const tag = marker()
      const mail = buildMime({ from: REPORTER, subject: "Reporte", text: reportText(tag) })
      d.deliver(mail.raw)
      d.deliver(mail.raw)
      const source = pop3(d)
      expect(await poll(source)).toMatchObject({ listed: 2, created: 1, duplicate: 1 })
      // Both keys are recorded: the next poll downloads nothing.
      expect(await poll(source)).toMatchObject({ listed: 2, created: 0, duplicate: 0, review: 0 })
      expect(await casesTagged(tag)).toHaveLength(1)
    })

    it("the same message processed twice at the same time makes one case", async () => {
      const d = await mailbox()
      const tag = marker()
      const mail = buildMime({ from: REPORTER, subject: "Reporte", text: reportText(tag) })
      d.deliver(mail.raw)
      const source = imap(d)
      const outcomes = await h.runtime().runPromise(Effect.scoped(Effect.gen(function*() {
        const session = yield* source.open
        const [ref] = yield* session.list(null)
        const parsed = yield* session.fetch(ref!)
        return yield* Effect.all([MailIntake.processMail(source.id, ref!, parsed), MailIntake.processMail(source.id, ref!, parsed)], { concurrency: 2 })
      })))
      expect(outcomes[0]).toEqual(outcomes[1])
      expect(outcomes[0]!.status).toBe("created")
      expect(await casesTagged(tag)).toHaveLength(1)
    })

    it("a message that fails every time goes to review after three attempts instead of holding up the mailbox", async () => {
      const d = await mailbox()
      const [poison, healthy] = [marker(), marker()]
      const withFile = buildMime({
        from: REPORTER, subject: "Con adjunto", text: reportText(poison),
        attachments: [{ filename: "ficha.pdf", contentType: "application/pdf", bytes: await textPdf([["Ficha"]]) }]
      })
      d.deliver(withFile.raw)
      d.deliver(buildMime({ from: REPORTER, subject: "Sin adjunto", text: reportText(healthy) }).raw)
      // File storage whose root is a regular file: every write fails, as on a full or broken disk.
      const brokenRoot = path.join(h.mediaDir(), `no-es-directorio-${marker()}`)
      fs.writeFileSync(brokenRoot, "")
      const failures = new Map<string, number>()
      const pollBroken = () =>
        h.runtime().runPromise(MailIntake.pollOnce(imap(d), { failures }).pipe(Effect.provide(LocalFiles.layer(brokenRoot))))
      for (const attempt of [1, 2]) {
        const summary = await pollBroken()
        expect(summary, `attempt ${attempt}`).toMatchObject({ created: 0, review: 0, error: expect.stringContaining("StorageError") })
      }
      const third = await pollBroken()
      expect(third).toMatchObject({ created: 1, review: 1, error: null })
      const item = (await reviewItems()).find((i: Json) => i.external_id === withFile.messageId)
      expect(item).toMatchObject({ reason: "No se pudo procesar el mensaje tras 3 intentos (StorageError)", sender: REPORTER, subject: "Con adjunto", attachments: [] })
      expect(await casesTagged(poison)).toHaveLength(0)
      expect(await casesTagged(healthy)).toHaveLength(1)
    })

    it("a mailbox that refuses the sign-in ends the poll with the reason and no secret", async () => {
      // Dovecot slows every later sign-in from an address after a failed one: the failure gets its own instance.
      const refusing = await mailbox()
      const failed = await poll(imap({ ...refusing, password: "clave-equivocada-999" }))
      expect(failed).toMatchObject({ skipped: false, listed: 0, created: 0, error: "IMAP: autenticación rechazada" })
      const d = await mailbox()
      const tag = marker()
      d.deliver(buildMime({ from: REPORTER, subject: "Reporte", text: reportText(tag) }).raw)
      expect(await poll(imap(d))).toMatchObject({ created: 1, error: null })
      expect(await casesTagged(tag)).toHaveLength(1)
    })

    it("polls a Graph-style mail API the same way", async () => {
      const tag = marker()
      const mail = buildMime({ from: REPORTER, subject: "Reporte", text: reportText(tag) })
      const server = http.createServer((req, res) => {
        if (req.headers.authorization !== "Bearer token-graph") return void res.writeHead(401).end()
        if (req.url!.startsWith("/v1.0/users/fv%40clinica.test/mailFolders/inbox/messages")) {
          return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ value: [{ id: "AAMk1", receivedDateTime: "2026-05-01T10:00:00Z" }] }))
        }
        if (req.url === "/v1.0/users/fv%40clinica.test/messages/AAMk1/$value") return void res.writeHead(200).end(mail.raw)
        res.writeHead(404).end()
      })
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
      servers.push({ close: () => new Promise((resolve) => server.close(resolve)) })
      const source = GraphMailSource.make({ baseUrl: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/v1.0`, token: "token-graph", user: "fv@clinica.test" })
      expect(await poll(source)).toMatchObject({ listed: 1, created: 1 })
      // Listed again after the cursor (same second): skipped as processed.
      expect(await poll(source)).toMatchObject({ listed: 1, created: 0, review: 0 })
      expect(await casesTagged(tag)).toHaveLength(1)
    })
  })
}
