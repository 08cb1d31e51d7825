/**
 * Intake storage in PostgreSQL SQL: processed messages (unique per source and key, and per source
 * and Message-ID), the review queue, mailbox cursors and the poller lease.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { IntakeRepository } from "@atalaya/intake"
import { Effect, Layer, Option } from "effect"
import { orStorageError } from "../internal/errors.js"

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const PROCESSED = `source, key, message_id, channel, status, icsr_id, review_id, attachments, ${ISO("processed_at")} AS processed_at`
const REVIEW = `id, channel, source, message_key, external_id, sender, subject, body, reason, issues, extracted, attachments, status,
  ${ISO("created_at")} AS created_at,
  ${ISO("resolved_at")} AS resolved_at, resolved_by, icsr_id, nota`

/** jsonb arrives parsed from both drivers; text (an older driver setting) is parsed here. */
const json = <A>(value: unknown, fallback: A): A =>
  value === null || value === undefined ? fallback : typeof value === "string" ? (JSON.parse(value) as A) : (value as A)

const processedRow = (row: IntakeRepository.ProcessedRecord): IntakeRepository.ProcessedRecord => ({
  ...row,
  attachments: json(row.attachments, [])
})

const reviewRow = (row: IntakeRepository.ReviewItem): IntakeRepository.ReviewItem => ({
  ...row,
  issues: json(row.issues, []),
  extracted: json(row.extracted, null),
  attachments: json(row.attachments, [])
})

/** Builds the repository over the current `SqlClient`. */
export const make = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const processed = sql.literal(PROCESSED)
  const review = sql.literal(REVIEW)
  const repository: IntakeRepository.IntakeRepositoryShape = {
    findProcessed: (source, key, messageId) =>
      sql<IntakeRepository.ProcessedRecord>`SELECT ${processed} FROM intake_messages
        WHERE source = ${source} AND (key = ${key} OR (${messageId}::text IS NOT NULL AND message_id = ${messageId}))
        ORDER BY (key = ${key}) DESC LIMIT 1`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), processedRow)),
        orStorageError
      ),
    processedKeys: (source, keys) =>
      keys.length === 0
        ? Effect.succeed(new Set<string>())
        : sql<{ key: string }>`SELECT key FROM intake_messages
            WHERE source = ${source} AND key IN (SELECT jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`.pipe(
          Effect.map((rows) => new Set(rows.map((r) => r.key))),
          orStorageError
        ),
    // ON CONFLICT without a target covers both unique indexes (key, and Message-ID).
    recordProcessed: (m) =>
      sql<{ key: string }>`INSERT INTO intake_messages (source, key, message_id, channel, status, icsr_id, review_id, attachments)
        VALUES (${m.source}, ${m.key}, ${m.message_id}, ${m.channel}, ${m.status}, ${m.icsr_id}, ${m.review_id},
                ${JSON.stringify(m.attachments)}::jsonb)
        ON CONFLICT DO NOTHING RETURNING key`.pipe(Effect.map((rows) => rows.length === 1), orStorageError),
    addReview: (item) =>
      sql<IntakeRepository.ReviewItem>`INSERT INTO intake_review
          (channel, source, message_key, external_id, sender, subject, body, reason, issues, extracted, attachments)
        VALUES (${item.channel}, ${item.source}, ${item.message_key}, ${item.external_id}, ${item.sender}, ${item.subject},
                ${item.body}, ${item.reason}, ${JSON.stringify(item.issues)}::jsonb,
                ${item.extracted === null ? null : JSON.stringify(item.extracted)}::jsonb, ${JSON.stringify(item.attachments)}::jsonb)
        RETURNING ${review}`.pipe(Effect.map((rows) => reviewRow(rows[0]!)), orStorageError),
    listReview: (query) =>
      Effect.gen(function*() {
        const where = sql.and([
          ...(query.channel !== null ? [sql`channel = ${query.channel}`] : []),
          ...(query.status !== null ? [sql`status = ${query.status}`] : [])
        ])
        const items = yield* sql<IntakeRepository.ReviewItem>`SELECT ${review} FROM intake_review WHERE ${where}
          ORDER BY id DESC LIMIT ${query.limit} OFFSET ${query.offset}`
        const total = yield* sql<{ n: number }>`SELECT count(*)::int AS n FROM intake_review WHERE ${where}`
        return { items: items.map(reviewRow), total: total[0]?.n ?? 0 }
      }).pipe(orStorageError),
    findReview: (id) =>
      sql<IntakeRepository.ReviewItem>`SELECT ${review} FROM intake_review WHERE id = ${id}`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), reviewRow)),
        orStorageError
      ),
    resolveReview: (id, r) =>
      sql<IntakeRepository.ReviewItem>`UPDATE intake_review
        SET status = ${r.status}, resolved_at = now(), resolved_by = ${r.resolved_by}, icsr_id = ${r.icsr_id}, nota = ${r.nota}
        WHERE id = ${id} AND status = 'pendiente'
        RETURNING ${review}`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), reviewRow)),
        orStorageError
      ),
    getCursor: (source) =>
      sql<{ cursor: string }>`SELECT cursor FROM intake_cursors WHERE source = ${source}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0]?.cursor)),
        orStorageError
      ),
    setCursor: (source, cursor) =>
      sql`INSERT INTO intake_cursors (source, cursor) VALUES (${source}, ${cursor})
        ON CONFLICT (source) DO UPDATE SET cursor = excluded.cursor, updated_at = now()`.pipe(Effect.asVoid, orStorageError),
    // One statement: insert, or take over an expired lease, or renew one's own; a row comes back
    // only when this holder has the lease afterwards.
    acquireLease: (name, holder, ttlMs) =>
      sql<{ holder: string }>`INSERT INTO intake_leases (name, holder, expires_at)
        VALUES (${name}, ${holder}, now() + ${ttlMs} * interval '1 millisecond')
        ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
          WHERE intake_leases.expires_at < now() OR intake_leases.holder = excluded.holder
        RETURNING holder`.pipe(Effect.map((rows) => rows[0]?.holder === holder), orStorageError),
    releaseLease: (name, holder) =>
      sql`DELETE FROM intake_leases WHERE name = ${name} AND holder = ${holder}`.pipe(Effect.asVoid, orStorageError),
    openCaseForContact: (contact, days, closedStates) =>
      sql<{ id: number }>`SELECT c.id FROM icsr c
        WHERE c.reportante_contacto = ${contact} AND c.reportante_contacto LIKE 'whatsapp:%'
          AND (c.estado IS NULL OR c.estado NOT IN (SELECT jsonb_array_elements_text(${JSON.stringify(closedStates)}::jsonb)))
          AND greatest(c.created_at, (SELECT max(m.created_at) FROM followup_messages m WHERE m.icsr_id = c.id))
              >= now() - ${days} * interval '1 day'
        ORDER BY c.id DESC LIMIT 1`.pipe(Effect.map((rows) => Option.fromNullable(rows[0]?.id)), orStorageError)
  }
  return repository
})

/** Layer of the SQL intake repository. */
export const layer = Layer.effect(IntakeRepository.IntakeRepository, make)
