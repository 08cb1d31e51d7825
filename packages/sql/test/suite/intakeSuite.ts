/**
 * The intake storage suite shared by every driver: processed messages (exactly once by key and by
 * Message-ID, atomic with the transaction they belong to), the review queue, mailbox cursors, the
 * poller lease (taken by one holder, renewed, taken over when expired) and the lookup of a
 * WhatsApp sender's open case.
 *
 * One runtime per entry file; tests scope themselves with unique sources, lease names and contacts.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { CaseService, Errors, Transactor } from "@atalaya/core"
import { IntakeRepository } from "@atalaya/intake"
import { Effect, type Layer, Option } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { useStorageRuntime } from "../support/storageRuntime.js"
import type { Storage } from "../../src/index.js"
import { actor, caseBody, token } from "./storageSuite.js"

/** What a driver's entry file hands the suite: the complete storage layer (built lazily, in beforeAll). */
export type MakeLayer = () => Layer.Layer<Storage.Services, unknown> | Promise<Layer.Layer<Storage.Services, unknown>>

const processed = (overrides: Partial<IntakeRepository.ProcessedMessage> = {}): IntakeRepository.ProcessedMessage => ({
  source: `imap:${token()}`,
  key: "1:1",
  message_id: `<${token()}@correo.test>`,
  channel: "email",
  status: "created",
  icsr_id: null,
  review_id: null,
  attachments: [],
  ...overrides
})

const attachment: IntakeRepository.IntakeAttachment = {
  filename: "ficha.pdf",
  media_type: "application/pdf",
  size: 1234,
  storage_key: "intake/2026/abc.pdf",
  text_chars: 321,
  engine: "pdf-texto",
  note: null
}

/** Registers the intake storage suite for one driver. */
export const runIntakeSuite = (name: string, makeLayer: MakeLayer): void => {
  describe(`intake storage suite: ${name}`, () => {
    const { run } = useStorageRuntime(makeLayer)
    const repo = <A, E>(f: (r: IntakeRepository.IntakeRepositoryShape) => Effect.Effect<A, E, Storage.Services>) =>
      run(Effect.flatMap(IntakeRepository.IntakeRepository, f))

    it("records a message once per key and once per Message-ID, and finds it by either", async () => {
      const first = processed({ attachments: [attachment] })
      expect(await repo((r) => r.recordProcessed(first))).toBe(true)
      expect(await repo((r) => r.recordProcessed(first))).toBe(false)
      // Same Message-ID under another key (a rebuilt mailbox): still the same message.
      expect(await repo((r) => r.recordProcessed({ ...first, key: "2:7" }))).toBe(false)
      // Another source may hold the same key and Message-ID.
      expect(await repo((r) => r.recordProcessed({ ...first, source: `${first.source}-b` }))).toBe(true)

      const byKey = await repo((r) => r.findProcessed(first.source, "1:1", null))
      expect(Option.getOrThrow(byKey)).toMatchObject({ ...first, attachments: [attachment] })
      expect(Option.getOrThrow(byKey).processed_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
      const byId = await repo((r) => r.findProcessed(first.source, "9:9", first.message_id))
      expect(Option.getOrThrow(byId).key).toBe("1:1")
      expect(Option.isNone(await repo((r) => r.findProcessed(first.source, "9:9", null)))).toBe(true)
      expect(Option.isNone(await repo((r) => r.findProcessed(first.source, "9:9", "<otro@correo.test>")))).toBe(true)

      // Messages without a Message-ID never collide with each other on it.
      const bare = processed({ message_id: null })
      expect(await repo((r) => r.recordProcessed(bare))).toBe(true)
      expect(await repo((r) => r.recordProcessed({ ...bare, key: "1:2" }))).toBe(true)
      expect([...await repo((r) => r.processedKeys(bare.source, ["1:1", "1:2", "1:3"]))].sort()).toEqual(["1:1", "1:2"])
      expect((await repo((r) => r.processedKeys(bare.source, []))).size).toBe(0)
    })

    it("a processed record written in a transaction that fails is not kept", async () => {
      const m = processed()
      const outcome = await run(Effect.either(Effect.flatMap(Transactor.Transactor, (tx) =>
        tx.transaction(Effect.gen(function*() {
          const r = yield* IntakeRepository.IntakeRepository
          expect(yield* r.recordProcessed(m)).toBe(true)
          return yield* Effect.fail(new Errors.BadRequest({ detail: "boom" }))
        })))))
      expect(outcome._tag).toBe("Left")
      expect(Option.isNone(await repo((r) => r.findProcessed(m.source, m.key, null)))).toBe(true)
      expect(await repo((r) => r.recordProcessed(m))).toBe(true)
    })

    it("links a processed message to its case, and the link survives the case's deletion as null", async () => {
      const created = await run(CaseService.create(caseBody(), actor))
      const m = processed({ icsr_id: created.id })
      await repo((r) => r.recordProcessed(m))
      await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM icsr WHERE id = ${created.id}`))
      const after = Option.getOrThrow(await repo((r) => r.findProcessed(m.source, m.key, null)))
      expect(after.icsr_id).toBeNull()
      expect(after.status).toBe("created")
    })

    it("keeps review items with their reason, issues, extraction and attachments, newest first, paged and filtered", async () => {
      const source = `pop3:${token()}`
      const base: IntakeRepository.NewReviewItem = {
        channel: "email",
        source,
        message_key: "uidl-1",
        external_id: "<a@correo.test>",
        sender: "ana@correo.test",
        subject: "Reporte de reaccion",
        body: "Paciente con urticaria",
        reason: "Faltan datos obligatorios",
        issues: [{ loc: ["body", "paciente_edad"], msg: "field required", type: "value_error.missing" }],
        extracted: { descripcion_evento: "urticaria", productos: [{ nombre_producto: "X" }] },
        attachments: [attachment]
      }
      const a = await repo((r) => r.addReview(base))
      const b = await repo((r) => r.addReview({ ...base, channel: "whatsapp", message_key: "SM1", extracted: null, attachments: [] }))
      expect(a).toMatchObject({ ...base, status: "pendiente" })
      expect(a.created_at).toMatch(/Z$/)
      expect(b.id).toBeGreaterThan(a.id)
      expect(b.extracted).toBeNull()

      const all = await repo((r) => r.listReview({ limit: 500, offset: 0, channel: null, status: null }))
      const mine = all.items.filter((i) => i.source === source)
      expect(mine.map((i) => i.id)).toEqual([b.id, a.id])
      expect(mine[1]).toEqual(a)
      expect(all.total).toBeGreaterThanOrEqual(2)

      const emails = await repo((r) => r.listReview({ limit: 500, offset: 0, channel: "email", status: "pendiente" }))
      expect(emails.items.every((i) => i.channel === "email")).toBe(true)
      expect(emails.items.some((i) => i.id === a.id) && !emails.items.some((i) => i.id === b.id)).toBe(true)
      const page = await repo((r) => r.listReview({ limit: 1, offset: 1, channel: null, status: null }))
      expect(page.items).toHaveLength(1)
      expect(page.total).toBe(all.total)
      const none = await repo((r) => r.listReview({ limit: 10, offset: 0, channel: null, status: "descartado" }))
      expect(none.items.some((i) => i.source === source)).toBe(false)
    })

    it("closes a review item only while pendiente, keeping when, the case and the note; the case link survives its deletion as null", async () => {
      const source = `imap:${token()}`
      const item = await repo((r) => r.addReview({
        channel: "email", source, message_key: "1:9", external_id: null, sender: null, subject: null,
        body: "Texto", reason: "Faltan datos", issues: [], extracted: null, attachments: []
      }))
      expect(item).toMatchObject({ status: "pendiente", resolved_at: null, resolved_by: null, icsr_id: null, nota: null })
      const created = await run(CaseService.create(caseBody(), actor))

      const closed = Option.getOrThrow(await repo((r) =>
        r.resolveReview(item.id, { status: "resuelto", resolved_by: null, icsr_id: created.id, nota: "Caso creado a mano" })))
      expect(closed).toMatchObject({ id: item.id, status: "resuelto", icsr_id: created.id, nota: "Caso creado a mano", body: "Texto" })
      expect(closed.resolved_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
      // Already closed: the conditional update touches nothing.
      expect(Option.isNone(await repo((r) => r.resolveReview(item.id, { status: "descartado", resolved_by: null, icsr_id: null, nota: null })))).toBe(true)
      expect(Option.isNone(await repo((r) => r.resolveReview(2_000_000_000, { status: "descartado", resolved_by: null, icsr_id: null, nota: null })))).toBe(true)
      expect(Option.getOrThrow(await repo((r) => r.findReview(item.id)))).toEqual(closed)
      expect(Option.isNone(await repo((r) => r.findReview(2_000_000_000)))).toBe(true)

      const listed = await repo((r) => r.listReview({ limit: 500, offset: 0, channel: null, status: "resuelto" }))
      expect(listed.items.find((i) => i.id === item.id)).toEqual(closed)
      const pending = await repo((r) => r.listReview({ limit: 500, offset: 0, channel: null, status: "pendiente" }))
      expect(pending.items.some((i) => i.id === item.id)).toBe(false)

      await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM icsr WHERE id = ${created.id}`))
      expect(Option.getOrThrow(await repo((r) => r.findReview(item.id)))).toMatchObject({ status: "resuelto", icsr_id: null })
    })

    it("of concurrent closes of one review item, exactly one wins", async () => {
      const item = await repo((r) => r.addReview({
        channel: "whatsapp", source: "whatsapp", message_key: token(), external_id: null, sender: null, subject: null,
        body: "Texto", reason: "Faltan datos", issues: [], extracted: null, attachments: []
      }))
      const outcomes = await Promise.all(Array.from({ length: 6 }, (_, i) =>
        repo((r) => r.resolveReview(item.id, { status: i % 2 === 0 ? "resuelto" : "descartado", resolved_by: null, icsr_id: null, nota: `n${i}` }))))
      const winners = outcomes.filter(Option.isSome)
      expect(winners).toHaveLength(1)
      expect(Option.getOrThrow(await repo((r) => r.findReview(item.id)))).toEqual(winners[0]!.value)
    })

    it("remembers a cursor per mailbox and overwrites it", async () => {
      const source = `imap:${token()}`
      expect(Option.isNone(await repo((r) => r.getCursor(source)))).toBe(true)
      await repo((r) => r.setCursor(source, "1795326062:4"))
      await repo((r) => r.setCursor(`${source}-other`, "x"))
      await repo((r) => r.setCursor(source, "1795326062:9"))
      expect(Option.getOrThrow(await repo((r) => r.getCursor(source)))).toBe("1795326062:9")
    })

    it("gives a lease to one holder, lets it renew and release, and lets another take it over once expired", async () => {
      const lease = `mail-poller:${token()}`
      expect(await repo((r) => r.acquireLease(lease, "a", 60_000))).toBe(true)
      expect(await repo((r) => r.acquireLease(lease, "b", 60_000))).toBe(false)
      expect(await repo((r) => r.acquireLease(lease, "a", 60_000))).toBe(true)
      // Only the holder releases.
      await repo((r) => r.releaseLease(lease, "b"))
      expect(await repo((r) => r.acquireLease(lease, "b", 60_000))).toBe(false)
      await repo((r) => r.releaseLease(lease, "a"))
      expect(await repo((r) => r.acquireLease(lease, "b", 60_000))).toBe(true)

      // A holder that stopped renewing loses the lease when it expires.
      const short = `mail-poller:${token()}`
      expect(await repo((r) => r.acquireLease(short, "a", 150))).toBe(true)
      expect(await repo((r) => r.acquireLease(short, "b", 60_000))).toBe(false)
      await new Promise((resolve) => setTimeout(resolve, 400))
      expect(await repo((r) => r.acquireLease(short, "b", 60_000))).toBe(true)
      expect(await repo((r) => r.acquireLease(short, "a", 60_000))).toBe(false)
    })

    it("of many holders asking at once, exactly one gets the lease", async () => {
      const lease = `mail-poller:${token()}`
      const results = await run(Effect.all(
        Array.from({ length: 8 }, (_, i) => Effect.flatMap(IntakeRepository.IntakeRepository, (r) => r.acquireLease(lease, `h${i}`, 60_000))),
        { concurrency: "unbounded" }
      ))
      expect(results.filter(Boolean)).toHaveLength(1)
    })

    it("finds a WhatsApp sender's newest open case active within the window", async () => {
      const phone = `+5199${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`
      const contact = `whatsapp:${phone}`
      const find = (days = 7, c = contact) => repo((r) => r.openCaseForContact(c, days, ["Cerrado", "Completado", "Enviado"]))
      expect(Option.isNone(await find())).toBe(true)

      const older = await run(CaseService.create(caseBody({ reportante_contacto: contact }), actor))
      const newer = await run(CaseService.create(caseBody({ reportante_contacto: contact }), actor))
      expect(Option.getOrThrow(await find())).toBe(newer.id)
      // The same number without the prefix, or another number, is another contact.
      expect(Option.isNone(await find(7, phone))).toBe(true)
      expect(Option.isNone(await find(7, "whatsapp:+51911111111"))).toBe(true)

      await run(CaseService.update(newer.id, { estado: "Cerrado" }, actor))
      expect(Option.getOrThrow(await find())).toBe(older.id)

      // Ten days without activity: outside a 7-day window, inside a 30-day one.
      await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE icsr SET created_at = now() - interval '10 days' WHERE id = ${older.id}`))
      expect(Option.isNone(await find(7))).toBe(true)
      expect(Option.getOrThrow(await find(30))).toBe(older.id)
      // A message exchanged yesterday makes it active again.
      await run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql`INSERT INTO followup_messages (icsr_id, channel, direction, body, external_id, created_at)
          VALUES (${older.id}, 'whatsapp', 'in', 'hola', NULL, now() - interval '1 day')`))
      expect(Option.getOrThrow(await find(7))).toBe(older.id)
    })
  })
}
