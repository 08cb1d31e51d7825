/**
 * The notification outbox suite shared by every driver: enqueueing inside a change's transaction,
 * delivery by `OutboxWorker.deliverDue` with a fixed Message-ID, retries with back-off, leases
 * (concurrent workers, a worker that died) and durability across a restart.
 *
 * The mail server is the core `Mailer` port implemented in the test: it records every send and
 * fails or stalls on demand, which a storage test needs to control. The outbox table is used only
 * by this suite, so each test starts by emptying it (deliverDue takes any due mail).
 *
 * `reopen(dir)` opens the same durable store again: for PGlite a data directory under `dir`, for
 * PostgreSQL the same database. With `separateConnections`, two runtimes can hold connections to
 * the store at once (PostgreSQL); PGlite runs one statement at a time on one connection.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Errors, Mailer, Outbox, OutboxWorker, Threading, Transactor } from "@atalaya/core"
import { Effect, type Layer, ManagedRuntime } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Storage } from "../../src/index.js"

/** What a driver's entry file hands the suite: the complete storage layer (built lazily, in beforeAll). */
export type MakeLayer = () => Layer.Layer<Storage.Services, unknown> | Promise<Layer.Layer<Storage.Services, unknown>>

/** Options of the outbox suite. */
export interface OutboxSuiteOptions {
  /** A layer over the same durable store each time it is called with the same directory. */
  readonly reopen: (dir: string) => Layer.Layer<Storage.Services, unknown>
  /** True when two runtimes may use the store at the same time (separate connections). */
  readonly separateConnections: boolean
}

type Runtime = ManagedRuntime.ManagedRuntime<Storage.Services, unknown>

/** A row of the outbox as the tests inspect it. */
interface Row {
  id: number
  status: string
  attempts: number
  last_error: string | null
  leased: boolean
  sent: boolean
  /** Seconds from now until the next attempt (negative when due). */
  due_in: number
}

/** A Mailer that records what it is asked to send and answers as told. */
const recordingMailer = (behave: (mail: Mailer.OutgoingMail, n: number) => Effect.Effect<void, Mailer.MailError> = () => Effect.void) => {
  const calls: Array<Mailer.OutgoingMail> = []
  const mailer: Mailer.MailerShape = {
    send: (mail) =>
      Effect.suspend(() => {
        calls.push(mail)
        return behave(mail, calls.length)
      }).pipe(Effect.as({ messageId: mail.messageId ?? "<none@test>", accepted: [...mail.to], rejected: [] })),
    verify: () => Effect.succeed({ ok: true, host: "test", port: 0, detail: "test" })
  }
  return { calls, mailer }
}

const refuse = (reason: string) => Effect.fail(new Mailer.MailError({ reason }))

let seq = 0
/** A mail with a fresh Message-ID. */
const mail = (overrides: Partial<Outbox.OutboxMail> = {}): Outbox.OutboxMail => {
  seq++
  return {
    kind: "icsr_created",
    icsr_id: null,
    recipients: [`fv${seq}@clinica.test`],
    subject: `[Atalaya] Nuevo caso #${seq}`,
    body: `Se registro el caso ${seq}.`,
    message_id: Threading.newMessageId("farmacovigilancia@clinica.test"),
    ...overrides
  }
}

/** Registers the outbox suite for one driver. */
export const runOutboxSuite = (name: string, makeLayer: MakeLayer, options: OutboxSuiteOptions): void => {
  describe(`outbox suite: ${name}`, () => {
    let runtime: Runtime | undefined
    let tmp: string | undefined

    beforeAll(async () => {
      runtime = ManagedRuntime.make(await makeLayer())
      await runtime.runtime()
      tmp = fs.mkdtempSync(path.join(os.tmpdir(), "atalaya-outbox-"))
    })

    afterAll(async () => {
      await runtime?.dispose()
      if (tmp !== undefined) fs.rmSync(tmp, { recursive: true, force: true })
    })

    const runOn = <A, E>(rt: Runtime, effect: Effect.Effect<A, E, Storage.Services>): Promise<A> => rt.runPromise(effect)
    const run = <A, E>(effect: Effect.Effect<A, E, Storage.Services>): Promise<A> => runOn(runtime!, effect)
    const sqlOn = <A extends object>(rt: Runtime, f: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
      runOn(rt, Effect.flatMap(SqlClient.SqlClient, f))

    const enqueueOn = (rt: Runtime, m: Outbox.OutboxMail) => runOn(rt, Effect.flatMap(Outbox.Outbox, (o) => o.enqueue(m)))
    const enqueue = (m: Outbox.OutboxMail) => enqueueOn(runtime!, m)
    const deliverOn = (rt: Runtime, mailer: Mailer.MailerShape, opts: OutboxWorker.DeliveryOptions = {}) =>
      runOn(rt, Effect.provideService(OutboxWorker.deliverDue(opts), Mailer.Mailer, mailer))
    const deliver = (mailer: Mailer.MailerShape, opts: OutboxWorker.DeliveryOptions = {}) => deliverOn(runtime!, mailer, opts)
    const emptyOn = (rt: Runtime) => sqlOn(rt, (sql) => sql`DELETE FROM outbox`)
    const empty = () => emptyOn(runtime!)
    const rowOn = async (rt: Runtime, id: number): Promise<Row> => {
      const rows = await sqlOn(rt, (sql) =>
        sql<Row>`SELECT id::int AS id, status, attempts, last_error, leased_until > now() AS leased, sent_at IS NOT NULL AS sent,
                 extract(epoch FROM next_attempt_at - now())::float8 AS due_in
                 FROM outbox WHERE id = ${id}`)
      expect(rows).toHaveLength(1)
      return rows[0]!
    }
    const row = (id: number) => rowOn(runtime!, id)
    /** Lets time pass for one mail: its next attempt is due now. */
    const makeDue = (id: number) => sqlOn(runtime!, (sql) => sql`UPDATE outbox SET next_attempt_at = now() WHERE id = ${id}`)
    const countByMessageId = (messageId: string) =>
      sqlOn(runtime!, (sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM outbox WHERE message_id = ${messageId}`).then((r) => r[0]!.n)

    it("back-off doubles from 30 s and is capped at one hour", () => {
      expect([1, 2, 3, 4, 8, 20].map(OutboxWorker.backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000])
    })

    describe("enqueue is part of the change's transaction", () => {
      it("a transaction that fails after enqueueing leaves nothing; one that commits leaves the mail pending", async () => {
        await empty()
        const failed = mail()
        const domainFailure = await run(Effect.either(Effect.flatMap(Transactor.Transactor, (tx) =>
          tx.transaction(Effect.gen(function*() {
            yield* Effect.flatMap(Outbox.Outbox, (o) => o.enqueue(failed))
            return yield* Effect.fail(new Errors.BadRequest({ detail: "cambio rechazado" }))
          })))))
        expect(domainFailure._tag).toBe("Left")
        expect(await countByMessageId(failed.message_id)).toBe(0)

        // A statement of the same transaction failing in the database rolls the mail back too.
        const sqlFailed = mail()
        const storageFailure = await run(Effect.either(Effect.flatMap(Transactor.Transactor, (tx) =>
          tx.transaction(Effect.gen(function*() {
            yield* Effect.flatMap(Outbox.Outbox, (o) => o.enqueue(sqlFailed))
            const sql = yield* SqlClient.SqlClient
            yield* sql`SELECT 1 / 0`.pipe(Effect.mapError((cause) => new Errors.StorageError({ cause })))
          })))))
        expect(storageFailure._tag).toBe("Left")
        expect(await countByMessageId(sqlFailed.message_id)).toBe(0)

        const committed = mail()
        const id = await run(Effect.flatMap(Transactor.Transactor, (tx) => tx.transaction(Effect.flatMap(Outbox.Outbox, (o) => o.enqueue(committed)))))
        expect(await countByMessageId(committed.message_id)).toBe(1)
        expect(await row(id)).toMatchObject({ status: "pending", attempts: 0, last_error: null, leased: null, sent: false })

        // Nothing of the rolled-back mails is ever delivered.
        const { calls, mailer } = recordingMailer()
        expect(await deliver(mailer)).toEqual({ sent: 1, failed: 0 })
        expect(calls.map((c) => c.messageId)).toEqual([committed.message_id])
      })
    })

    describe("delivery", () => {
      it("sends each due mail once, as enqueued and with its fixed Message-ID, and marks it sent", async () => {
        await empty()
        const first = mail({ recipients: ["qf@clinica.test", "rfv@clinica.test"], kind: "icsr_grave", icsr_id: null })
        const reply = mail({
          kind: "auto_followup",
          subject: "[Atalaya] Seguimiento caso #7",
          body: "Estimada reportante:\nindique el número de lote.",
          in_reply_to: "<in-2@correo.test>",
          references: ["<out-1@clinica.test>", "<in-2@correo.test>"]
        })
        const third = mail()
        const ids = [await enqueue(first), await enqueue(reply), await enqueue(third)]
        expect(new Set(ids).size).toBe(3)

        const { calls, mailer } = recordingMailer()
        expect(await deliver(mailer)).toEqual({ sent: 3, failed: 0 })
        expect(calls).toEqual([
          { to: first.recipients, subject: first.subject, text: first.body, messageId: first.message_id },
          {
            to: reply.recipients,
            subject: reply.subject,
            text: reply.body,
            messageId: reply.message_id,
            inReplyTo: "<in-2@correo.test>",
            references: ["<out-1@clinica.test>", "<in-2@correo.test>"]
          },
          { to: third.recipients, subject: third.subject, text: third.body, messageId: third.message_id }
        ])
        for (const id of ids) expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, last_error: null, leased: null, sent: true })

        // Sent is final: later rounds send nothing, even when the row would otherwise be due.
        for (const id of ids) await makeDue(id)
        expect(await deliver(mailer)).toEqual({ sent: 0, failed: 0 })
        expect(calls).toHaveLength(3)
      })

      it("takes at most `batch` mails a round, oldest first", async () => {
        await empty()
        const mails = [mail(), mail(), mail(), mail(), mail()]
        for (const m of mails) await enqueue(m)
        const { calls, mailer } = recordingMailer()
        expect(await deliver(mailer, { batch: 2 })).toEqual({ sent: 2, failed: 0 })
        expect(await deliver(mailer, { batch: 2 })).toEqual({ sent: 2, failed: 0 })
        expect(await deliver(mailer, { batch: 2 })).toEqual({ sent: 1, failed: 0 })
        expect(await deliver(mailer, { batch: 2 })).toEqual({ sent: 0, failed: 0 })
        expect(calls.map((c) => c.messageId)).toEqual(mails.map((m) => m.message_id))
      })

      it("retries a failed send later with back-off and gives up after maxAttempts", async () => {
        await empty()
        const m = mail()
        const id = await enqueue(m)
        const { calls, mailer } = recordingMailer(() => refuse("550 Mailbox unavailable"))

        expect(await deliver(mailer, { maxAttempts: 3 })).toEqual({ sent: 0, failed: 1 })
        let r = await row(id)
        expect(r).toMatchObject({ status: "pending", attempts: 1, last_error: "550 Mailbox unavailable", leased: null, sent: false })
        expect(r.due_in).toBeGreaterThan(25)
        expect(r.due_in).toBeLessThanOrEqual(30)

        // Not due yet: an immediate round leaves it alone.
        expect(await deliver(mailer, { maxAttempts: 3 })).toEqual({ sent: 0, failed: 0 })
        expect(calls).toHaveLength(1)

        await makeDue(id)
        expect(await deliver(mailer, { maxAttempts: 3 })).toEqual({ sent: 0, failed: 1 })
        r = await row(id)
        expect(r).toMatchObject({ status: "pending", attempts: 2 })
        expect(r.due_in).toBeGreaterThan(55)
        expect(r.due_in).toBeLessThanOrEqual(60)

        await makeDue(id)
        expect(await deliver(mailer, { maxAttempts: 3 })).toEqual({ sent: 0, failed: 1 })
        expect(await row(id)).toMatchObject({ status: "failed", attempts: 3, last_error: "550 Mailbox unavailable", sent: false })

        // Failed for good: never leased again.
        await makeDue(id)
        expect(await deliver(mailer, { maxAttempts: 3 })).toEqual({ sent: 0, failed: 0 })
        expect(calls.map((c) => c.messageId)).toEqual([m.message_id, m.message_id, m.message_id])
      })

      it("a mail that fails once goes out on the retry with the same Message-ID, and only then", async () => {
        await empty()
        const m = mail()
        const id = await enqueue(m)
        const { calls, mailer } = recordingMailer((_mail, n) => (n === 1 ? refuse("421 try again later") : Effect.void))
        expect(await deliver(mailer)).toEqual({ sent: 0, failed: 1 })
        expect(await deliver(mailer)).toEqual({ sent: 0, failed: 0 })
        await makeDue(id)
        expect(await deliver(mailer)).toEqual({ sent: 1, failed: 0 })
        expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, last_error: null, sent: true })
        expect(calls.map((c) => c.messageId)).toEqual([m.message_id, m.message_id])
      })

      it("a failure of one mail does not hold back the others of the round", async () => {
        await empty()
        const bad = mail({ recipients: ["nadie@correo.test"] })
        const good = mail()
        const badId = await enqueue(bad)
        const goodId = await enqueue(good)
        const { calls, mailer } = recordingMailer((m) => (m.to.includes("nadie@correo.test") ? refuse("550 User unknown") : Effect.void))
        expect(await deliver(mailer)).toEqual({ sent: 1, failed: 1 })
        expect(calls.map((c) => c.messageId)).toEqual([bad.message_id, good.message_id])
        expect((await row(badId)).status).toBe("pending")
        expect((await row(goodId)).status).toBe("sent")
      })
    })

    describe("leases", () => {
      it("concurrent rounds never send the same mail twice", async () => {
        await empty()
        const mails = Array.from({ length: 30 }, () => mail())
        for (const m of mails) await enqueue(m)
        // A slow server keeps the rounds overlapping.
        const { calls, mailer } = recordingMailer(() => Effect.sleep("5 millis"))
        const sentPerRound: Array<number> = []
        for (let round = 0; round < 10 && calls.length < mails.length; round++) {
          const results = await run(Effect.all(
            Array.from({ length: 4 }, () => Effect.provideService(OutboxWorker.deliverDue({ batch: 4 }), Mailer.Mailer, mailer)),
            { concurrency: "unbounded" }
          ))
          sentPerRound.push(results.reduce((n, r) => n + r.sent, 0))
        }
        // Four workers of four each: every round but the last moves sixteen distinct mails.
        expect(sentPerRound).toEqual([16, 14])
        expect(calls.map((c) => c.messageId).sort()).toEqual(mails.map((m) => m.message_id).sort())
        const statuses = await sqlOn(runtime!, (sql) => sql<{ status: string; attempts: number; n: number }>`
          SELECT status, attempts, count(*)::int AS n FROM outbox GROUP BY status, attempts`)
        expect(statuses).toEqual([{ status: "sent", attempts: 1, n: 30 }])
      })

      it("a mail leased by a worker that died is due again once the lease runs out", async () => {
        await empty()
        const m = mail()
        const id = await enqueue(m)
        // A worker leases the mail and dies before sending or recording anything.
        const leased = await run(Effect.flatMap(Outbox.Outbox, (o) => o.lease(10, 400)))
        expect(leased).toHaveLength(1)
        expect(leased[0]).toMatchObject({ id, attempts: 1, message_id: m.message_id, recipients: m.recipients, references: [] })
        expect((await row(id)).leased).toBe(true)

        const { calls, mailer } = recordingMailer()
        expect(await deliver(mailer)).toEqual({ sent: 0, failed: 0 })
        await new Promise((resolve) => setTimeout(resolve, 500))
        expect(await deliver(mailer)).toEqual({ sent: 1, failed: 0 })
        expect(await deliver(mailer)).toEqual({ sent: 0, failed: 0 })
        expect(calls.map((c) => c.messageId)).toEqual([m.message_id])
        expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, leased: null })
      })

      it.runIf(options.separateConnections)("a worker holding rows locked does not block another; it skips them (SKIP LOCKED)", async () => {
        await empty()
        const locked = mail()
        const free = mail()
        const lockedId = await enqueue(locked)
        await enqueue(free)
        const { calls, mailer } = recordingMailer()
        // One connection holds the first row locked for a while (a worker mid-lease) …
        const holder = run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
          sql.withTransaction(Effect.zipRight(sql`SELECT id FROM outbox WHERE id = ${lockedId} FOR UPDATE`, Effect.sleep("1500 millis")))))
        await new Promise((resolve) => setTimeout(resolve, 150))
        // … and another round, meanwhile, takes only the other one without waiting.
        const started = Date.now()
        expect(await deliver(mailer)).toEqual({ sent: 1, failed: 0 })
        expect(Date.now() - started).toBeLessThan(1000)
        expect(calls.map((c) => c.messageId)).toEqual([free.message_id])
        await holder
        expect(await deliver(mailer)).toEqual({ sent: 1, failed: 0 })
        expect(calls.map((c) => c.messageId)).toEqual([free.message_id, locked.message_id])
      })

      it.runIf(options.separateConnections)("two instances on the same database share the queue without sending a mail twice", async () => {
        await empty()
        const other = ManagedRuntime.make(options.reopen(path.join(tmp!, "second-instance")))
        try {
          await other.runtime()
          const mails = Array.from({ length: 24 }, () => mail())
          for (const m of mails) await enqueue(m)
          const { calls, mailer } = recordingMailer(() => Effect.sleep("5 millis"))
          for (let round = 0; round < 10 && calls.length < mails.length; round++) {
            await Promise.all([deliverOn(runtime!, mailer, { batch: 3 }), deliverOn(other, mailer, { batch: 3 }), deliverOn(runtime!, mailer, { batch: 3 }), deliverOn(other, mailer, { batch: 3 })])
          }
          expect(calls).toHaveLength(24)
          expect(new Set(calls.map((c) => c.messageId))).toEqual(new Set(mails.map((m) => m.message_id)))
        } finally {
          await other.dispose()
        }
      })
    })

    describe("durability", () => {
      it("an enqueued mail survives a restart and is sent exactly once afterwards", async () => {
        const dir = path.join(tmp!, "restart")
        fs.mkdirSync(dir, { recursive: true })
        const m = mail({ kind: "evaluator_assigned", subject: "[Atalaya] Nuevo caso asignado #12" })

        const before = ManagedRuntime.make(options.reopen(dir))
        let id: number
        try {
          await emptyOn(before)
          id = await enqueueOn(before, m)
        } finally {
          await before.dispose()
        }

        const { calls, mailer } = recordingMailer()
        const after = ManagedRuntime.make(options.reopen(dir))
        try {
          expect(await rowOn(after, id)).toMatchObject({ status: "pending", attempts: 0 })
          expect(await deliverOn(after, mailer)).toEqual({ sent: 1, failed: 0 })
          expect(await deliverOn(after, mailer)).toEqual({ sent: 0, failed: 0 })
        } finally {
          await after.dispose()
        }

        // Sent is durable too: a further restart sends nothing.
        const again = ManagedRuntime.make(options.reopen(dir))
        try {
          expect(await rowOn(again, id)).toMatchObject({ status: "sent", attempts: 1, sent: true })
          expect(await deliverOn(again, mailer)).toEqual({ sent: 0, failed: 0 })
        } finally {
          await again.dispose()
        }
        expect(calls).toEqual([{ to: m.recipients, subject: m.subject, text: m.body, messageId: m.message_id }])
      })
    })
  })
}
