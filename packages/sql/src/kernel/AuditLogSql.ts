/**
 * The audit trail in PostgreSQL SQL. The table refuses UPDATE, DELETE and TRUNCATE by trigger,
 * so even direct database access cannot rewrite history.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { AuditLog } from "@atalaya/core"
import { Effect, Layer } from "effect"
import { orStorageError } from "../internal/errors.js"

/** Builds the audit log over the current `SqlClient`. */
export const make = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const log: AuditLog.AuditLogShape = {
    append: (entry) =>
      sql`INSERT INTO audit_log (action, entity, entity_id, actor_id, actor_email, changes)
        VALUES (${entry.action}, ${entry.entity}, ${entry.entity_id}, ${entry.actor.id}, ${entry.actor.email},
                ${JSON.stringify(entry.changes ?? {})}::jsonb)`.pipe(Effect.asVoid, orStorageError),
    forEntity: (entity, entityId) =>
      sql<AuditLog.AuditRecord>`SELECT id::int AS id,
          to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at,
          action, entity, entity_id, actor_id, actor_email, changes
        FROM audit_log WHERE entity = ${entity} AND entity_id = ${entityId} ORDER BY id`.pipe(orStorageError)
  }
  return log
})

/** Layer of the SQL audit log. */
export const layer = Layer.effect(AuditLog.AuditLog, make)
