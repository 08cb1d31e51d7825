/**
 * Follow-up messages in PostgreSQL SQL. The table is append-only by use: a sent message is never
 * updated or deleted (only deleting its case does); an outbound one is recorded before it is sent,
 * then gets its provider id, or is removed when the provider refused it.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import type { FollowupMessage } from "@atalaya/core"
import { MessageRepository } from "@atalaya/core"
import { Effect, Layer, Option } from "effect"
import { orStorageError } from "../internal/errors.js"

type Message = FollowupMessage.FollowupMessage

const COLUMNS = `id, icsr_id, channel, direction, body, external_id,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`

// An arbitrary constant naming the advisory locks of inbound de-duplication (see Migrations' LOCK_KEY).
const LOCK_CLASS = 72_617_002

/** Builds the repository over the current `SqlClient`. */
export const make = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const columns = sql.literal(COLUMNS)
  const insert = (message: FollowupMessage.NewFollowupMessage) =>
    sql<Message>`INSERT INTO followup_messages ${sql.insert({ ...message })} RETURNING ${columns}`.pipe(Effect.map((rows) => rows[0]!))
  const repository: MessageRepository.MessageRepositoryShape = {
    insert: (message) => insert(message).pipe(orStorageError),
    markSent: (id, externalId) =>
      sql<Message>`UPDATE followup_messages SET external_id = ${externalId}
        WHERE id = ${id} AND direction = 'out' AND external_id IS NULL RETURNING ${columns}`.pipe(
        Effect.flatMap((rows) => rows[0] ? Effect.succeed(rows[0]) : Effect.dieMessage(`follow-up message ${id} is not awaiting its send`)),
        orStorageError
      ),
    discardUnsent: (id) =>
      sql`DELETE FROM followup_messages WHERE id = ${id} AND direction = 'out' AND external_id IS NULL`.pipe(Effect.asVoid, orStorageError),
    thread: (caseId) =>
      sql<Message>`SELECT ${columns} FROM followup_messages WHERE icsr_id = ${caseId} ORDER BY created_at, id`.pipe(orStorageError),
    caseByExternalIds: (ids) =>
      ids.length === 0
        ? Effect.succeed(Option.none())
        : sql<{ icsr_id: number }>`SELECT icsr_id FROM followup_messages WHERE ${sql.in("external_id", ids)}
            ORDER BY array_position(${[...ids]}::text[], external_id), id LIMIT 1`.pipe(
          Effect.map((rows) => Option.fromNullable(rows[0]?.icsr_id)),
          orStorageError
        ),
    hasExternalId: (externalId) =>
      sql<{ n: number }>`SELECT count(*)::int AS n FROM followup_messages WHERE external_id = ${externalId}`.pipe(
        Effect.map((rows) => (rows[0]?.n ?? 0) > 0),
        orStorageError
      ),
    // A transaction-scoped advisory lock on the external id serializes concurrent deliveries of
    // one message (no unique index needed; a hash collision only makes two ids wait for each other).
    insertIfNew: (message) =>
      message.external_id === null
        ? insert(message).pipe(Effect.map(Option.some), orStorageError)
        : sql.withTransaction(Effect.gen(function*() {
          yield* sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(${message.external_id}))`
          const seen = yield* sql`SELECT 1 FROM followup_messages WHERE external_id = ${message.external_id} LIMIT 1`
          return seen.length > 0 ? Option.none() : Option.some(yield* insert(message))
        })).pipe(orStorageError),
    // The row lock of the UPDATE makes a concurrent claimer wait and then re-check the condition
    // against the committed time, so only one of them gets the row back.
    claimAutoFollowup: (caseId, windowMs) =>
      sql<{ id: number }>`UPDATE icsr SET auto_followup_at = now()
        WHERE id = ${caseId}
          AND (auto_followup_at IS NULL OR auto_followup_at <= now() - make_interval(secs => ${windowMs / 1000}))
        RETURNING id`.pipe(Effect.map((rows) => rows.length > 0), orStorageError)
  }
  return repository
})

/** Layer of the SQL message repository. */
export const layer = Layer.effect(MessageRepository.MessageRepository, make)
