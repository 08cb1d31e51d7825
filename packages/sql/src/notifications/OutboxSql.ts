/**
 * The notification outbox in PostgreSQL SQL. Leasing uses `FOR UPDATE SKIP LOCKED`, so several
 * workers (one per server instance) share the queue without sending a mail twice.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Outbox } from "@atalaya/core"
import { Effect, Layer } from "effect"
import { orStorageError } from "../internal/errors.js"

/** Builds the outbox over the current `SqlClient`. */
export const make = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const outbox: Outbox.OutboxShape = {
    enqueue: (mail) =>
      sql<{ id: number }>`INSERT INTO outbox (kind, icsr_id, recipients, subject, body, message_id, in_reply_to, "references")
        VALUES (${mail.kind}, ${mail.icsr_id}, ${[...mail.recipients]}, ${mail.subject}, ${mail.body}, ${mail.message_id},
                ${mail.in_reply_to ?? null}, ${[...(mail.references ?? [])]})
        RETURNING id::int AS id`.pipe(Effect.map((rows) => rows[0]!.id), orStorageError),
    lease: (limit, leaseMs) =>
      sql.withTransaction(
        sql<Outbox.LeasedMail>`UPDATE outbox o SET leased_until = now() + ${leaseMs} * interval '1 millisecond', attempts = o.attempts + 1
          WHERE o.id IN (
            SELECT id FROM outbox
            WHERE status = 'pending' AND next_attempt_at <= now() AND (leased_until IS NULL OR leased_until < now())
            ORDER BY next_attempt_at, id LIMIT ${limit}
            FOR UPDATE SKIP LOCKED)
          RETURNING o.id::int AS id, o.kind, o.icsr_id, o.recipients, o.subject, o.body, o.message_id, o.in_reply_to,
                    o."references" AS "references", o.attempts`
      ).pipe(Effect.map((rows) => [...rows].sort((a, b) => a.id - b.id)), orStorageError),
    markSent: (id) =>
      sql`UPDATE outbox SET status = 'sent', sent_at = now(), leased_until = NULL, last_error = NULL WHERE id = ${id}`.pipe(
        Effect.asVoid,
        orStorageError
      ),
    markFailed: (id, error, retryInMs, final) =>
      sql`UPDATE outbox SET status = ${final ? "failed" : "pending"}, last_error = ${error}, leased_until = NULL,
          next_attempt_at = now() + ${retryInMs} * interval '1 millisecond' WHERE id = ${id}`.pipe(Effect.asVoid, orStorageError)
  }
  return outbox
})

/** Layer of the SQL outbox. */
export const layer = Layer.effect(Outbox.Outbox, make)
