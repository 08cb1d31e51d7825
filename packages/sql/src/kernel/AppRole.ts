/**
 * Privileges of the application's database role when it does not own the schema (PostgreSQL
 * only): read and write on every table, except that the audit trail is insert-and-read only and
 * the audit chain head and the migrations table are read only. A role that does not own
 * `audit_log` cannot disable its triggers or alter it, so only the owner can rewrite history —
 * and the hash chain shows it when it does (docs/security.md).
 */
import * as SqlClient from "@effect/sql/SqlClient"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"

/** Quotes an SQL identifier. */
const ident = (name: string): string => `"${name.replaceAll(`"`, `""`)}"`

/** The GRANT/REVOKE statements for `role` on `schema`, in order. */
export const grantStatements = (role: string, schema: string): ReadonlyArray<string> => {
  const r = ident(role)
  const s = ident(schema)
  return [
    `GRANT USAGE ON SCHEMA ${s} TO ${r}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${s} TO ${r}`,
    `GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA ${s} TO ${r}`,
    `REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON ${s}.audit_log FROM ${r}`,
    `REVOKE ALL ON ${s}.audit_chain_head FROM ${r}`,
    `GRANT SELECT ON ${s}.audit_chain_head TO ${r}`,
    `REVOKE ALL ON ${s}.atalaya_migrations FROM ${r}`,
    `GRANT SELECT ON ${s}.atalaya_migrations TO ${r}`
  ]
}

/**
 * Grants `role` what the service needs on the current schema (run by the owner after the
 * migrations, on every start, so tables added later are covered). Refuses the owner itself.
 */
export const grantAppRole = (role: string): Effect.Effect<void, SqlError, SqlClient.SqlClient> =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ schema: string; owner: string }>`SELECT current_schema() AS schema,
      (SELECT tableowner FROM pg_tables WHERE tablename = 'audit_log' AND schemaname = current_schema()) AS owner`
    if (row === undefined) return
    if (row.owner === role) return yield* Effect.dieMessage(`the application role ${role} owns audit_log: use another role for DATABASE_URL`)
    for (const statement of grantStatements(role, row.schema)) yield* sql.unsafe(statement)
  })
