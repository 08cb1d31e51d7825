/**
 * Schema migrations in PostgreSQL SQL, shared by PostgreSQL and PGlite. They run at start-up,
 * in order, each in its own transaction; an advisory lock keeps two starting instances from
 * migrating at once.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"
import init from "./internal/migrations/0001_init.js"
import products from "./internal/migrations/0002_products.js"

/** One migration. */
export interface Migration {
  readonly id: number
  readonly name: string
  readonly sql: string
}

/** Every migration of the schema, oldest first. */
export const migrations: ReadonlyArray<Migration> = [
  { id: 1, name: "init", sql: init },
  { id: 2, name: "products", sql: products }
]

// An arbitrary constant naming Atalaya's migration lock.
const LOCK_KEY = 72_617_001

/** Applies the migrations not yet recorded; returns the ids it applied. */
export const run = (list: ReadonlyArray<Migration> = migrations): Effect.Effect<ReadonlyArray<number>, SqlError, SqlClient.SqlClient> =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(Effect.gen(function*() {
      yield* sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`
      yield* sql`CREATE TABLE IF NOT EXISTS atalaya_migrations (
        id integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`
      const done = new Set((yield* sql<{ id: number }>`SELECT id FROM atalaya_migrations`).map((r) => r.id))
      const applied: Array<number> = []
      for (const migration of list) {
        if (done.has(migration.id)) continue
        yield* sql.unsafe(migration.sql).unprepared
        yield* sql`INSERT INTO atalaya_migrations (id, name) VALUES (${migration.id}, ${migration.name})`
        applied.push(migration.id)
      }
      return applied
    }))
  })
