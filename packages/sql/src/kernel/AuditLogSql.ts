/**
 * The audit trail in PostgreSQL SQL. The table refuses UPDATE, DELETE and TRUNCATE by trigger,
 * and every entry is sealed into a hash chain at commit (migration 0012), so a change made behind
 * the application's back — by a role able to disable the triggers — is found by `verify`.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { AuditLog } from "@atalaya/core"
import { Effect, Layer } from "effect"
import { orStorageError } from "../internal/errors.js"

/** Entries read per round trip while verifying (keeps memory flat and PGlite's permit short). */
const PAGE = 1000
/** The link of the first entry. */
const GENESIS = "0".repeat(64)

interface ChainRow {
  readonly id: number
  readonly seq: number
  readonly prev_hash: string | null
  readonly hash: string | null
  readonly expected: string
}

/** Builds the audit log over the current `SqlClient`. */
export const make = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  const verify = Effect.gen(function*() {
    const head = (yield* sql<{ seq: number; hash: string }>`SELECT seq::int AS seq, hash FROM audit_chain_head`)[0]
    const headSeq = head?.seq ?? 0
    let broken: number | null = null
    let previous = GENESIS
    let lastSeq = 0
    let lastId: number | null = null
    while (broken === null && lastSeq < headSeq) {
      const rows = yield* sql<ChainRow>`SELECT a.id::int AS id, a.seq::int AS seq, a.prev_hash, a.hash,
          audit_log_entry_hash(a) AS expected
        FROM audit_log a WHERE a.seq > ${lastSeq} AND a.seq <= ${headSeq} ORDER BY a.seq LIMIT ${PAGE}`
      if (rows.length === 0) break
      for (const row of rows) {
        // A gap in seq is a removed entry; a wrong link or hash is a rewritten one.
        if (row.seq !== lastSeq + 1 || row.prev_hash !== previous || row.hash !== row.expected) {
          broken = row.id
          break
        }
        previous = row.hash
        lastSeq = row.seq
        lastId = row.id
      }
    }
    // Entries removed from the end: the chain stops short of its recorded head.
    if (broken === null && (lastSeq !== headSeq || (head !== undefined && headSeq > 0 && previous !== head.hash))) {
      broken = lastId ?? 0
    }
    // Entries are sealed when their transaction commits: a visible unsealed one was written with
    // the triggers disabled. (Entries sealed after the head was read are simply not walked.)
    const stray = yield* sql<{ id: number | null; n: number }>`SELECT min(id)::int AS id,
        (SELECT count(*)::int FROM audit_log) AS n
      FROM audit_log WHERE hash IS NULL OR seq IS NULL`
    const strayId = stray[0]?.id ?? null
    const first = broken === null ? strayId : strayId === null ? broken : Math.min(broken, strayId)
    return { ok: first === null, entries: stray[0]?.n ?? 0, first_broken_id: first } satisfies AuditLog.AuditVerification
  })

  const log: AuditLog.AuditLogShape = {
    append: (entry) =>
      sql`INSERT INTO audit_log (action, entity, entity_id, actor_id, actor_email, changes)
        VALUES (${entry.action}, ${entry.entity}, ${entry.entity_id}, ${entry.actor.id}, ${entry.actor.email},
                ${JSON.stringify(entry.changes ?? {})}::jsonb)`.pipe(Effect.asVoid, orStorageError),
    forEntity: (entity, entityId) =>
      sql<AuditLog.AuditRecord>`SELECT id::int AS id,
          to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at,
          action, entity, entity_id, actor_id, actor_email, changes
        FROM audit_log WHERE entity = ${entity} AND entity_id = ${entityId} ORDER BY id`.pipe(orStorageError),
    verify: () => verify.pipe(orStorageError)
  }
  return log
})

/** Layer of the SQL audit log. */
export const layer = Layer.effect(AuditLog.AuditLog, make)
