/**
 * Schema migrations in PostgreSQL SQL, shared by PostgreSQL and PGlite. They run at start-up,
 * in order, each in its own transaction; an advisory lock keeps two starting instances from
 * migrating at once.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"
import { ROUTINES as CASE_DOC_ROUTINES } from "./case/internal/caseDoc.js"
import init from "./kernel/migrations/0001_init.js"
import products from "./catalog/migrations/0002_products.js"
import duplicates from "./duplicates/migrations/0003_duplicates.js"
import followup from "./followup/migrations/0004_followup.js"
import productPrefix from "./catalog/migrations/0005_product_prefix.js"
import causality from "./causality/migrations/0007_causality.js"
import meddra from "./meddra/migrations/0008_meddra.js"
import intake from "./intake/migrations/0009_intake.js"
import caseDocuments from "./case/migrations/0010_case_documents.js"
import reviewResolution from "./intake/migrations/0011_review_resolution.js"
import hardening from "./kernel/migrations/0012_hardening.js"
import listScale from "./case/migrations/0014_list_scale.js"
import ips from "./ips/migrations/0015_ips.js"
import documents from "./documents/migrations/0017_documents.js"
import training from "./training/migrations/0018_training.js"
import regulators from "./regulators/migrations/0016_regulators.js"
import listInitials from "./case/migrations/0019_list_initials.js"
import dupWords from "./duplicates/migrations/0020_dup_words.js"
import pageMarks from "./case/migrations/0021_page_marks.js"
import listJoined from "./case/migrations/0022_list_joined.js"
import dupCheckRule from "./duplicates/migrations/0023_dup_check_rule.js"
import docInline from "./case/migrations/0024_doc_inline.js"
import caseWriteLock from "./case/migrations/0025_case_write_lock.js"
import listWords from "./case/migrations/0026_list_words.js"
import caseWords from "./case/migrations/0027_case_words.js"

/** One migration. */
export interface Migration {
  readonly id: number
  readonly name: string
  readonly sql: string
  /**
   * Tables the migration rewrote whole: vacuumed once it commits (VACUUM cannot run in its
   * transaction). A rewritten table has an empty visibility map, and autovacuum, seeing no dead
   * rows, would leave it so: every index-only scan would read the table until then.
   */
  readonly vacuum?: ReadonlyArray<string>
}

/** Every migration of the schema, oldest first. */
export const migrations: ReadonlyArray<Migration> = [
  { id: 1, name: "init", sql: init },
  { id: 2, name: "products", sql: products },
  { id: 3, name: "duplicates", sql: duplicates },
  { id: 4, name: "followup", sql: followup },
  { id: 5, name: "product_prefix", sql: productPrefix },
  { id: 7, name: "causality", sql: causality },
  { id: 8, name: "meddra", sql: meddra },
  { id: 9, name: "intake", sql: intake },
  { id: 10, name: "case_documents", sql: caseDocuments },
  { id: 11, name: "review_resolution", sql: reviewResolution },
  { id: 12, name: "hardening", sql: hardening },
  { id: 14, name: "list_scale", sql: listScale },
  { id: 15, name: "ips", sql: ips },
  { id: 16, name: "regulators", sql: regulators },
  { id: 17, name: "documents", sql: documents },
  { id: 18, name: "training", sql: training },
  { id: 19, name: "list_initials", sql: listInitials },
  { id: 20, name: "dup_words", sql: dupWords },
  { id: 21, name: "page_marks", sql: pageMarks },
  { id: 22, name: "list_joined", sql: listJoined },
  { id: 23, name: "dup_check_rule", sql: dupCheckRule },
  { id: 24, name: "doc_inline", sql: docInline },
  { id: 25, name: "case_write_lock", sql: caseWriteLock },
  { id: 26, name: "list_words", sql: listWords },
  { id: 27, name: "case_words", sql: caseWords, vacuum: ["icsr"] }
]

// An arbitrary constant naming Atalaya's migration lock.
const LOCK_KEY = 72_617_001

/**
 * Database routines derived from the code (not frozen like migrations): re-created on every start,
 * after the migrations and under the same lock, so they always match the running version.
 */
export const routines: ReadonlyArray<string> = [...CASE_DOC_ROUTINES]

/**
 * Applies the migrations not yet recorded, then the routines; returns the migration ids it applied.
 * An upgrade's test stops at an older schema with `then = []`: today's routines need today's schema.
 */
export const run = (
  list: ReadonlyArray<Migration> = migrations,
  then: ReadonlyArray<string> = routines
): Effect.Effect<ReadonlyArray<number>, SqlError, SqlClient.SqlClient> =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const applied = yield* sql.withTransaction(Effect.gen(function*() {
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
      for (const routine of then) yield* sql.unsafe(routine).unprepared
      return applied
    }))
    for (const migration of list) {
      if (!applied.includes(migration.id)) continue
      for (const table of migration.vacuum ?? []) yield* sql.unsafe(`VACUUM (ANALYZE) ${table}`).unprepared
    }
    return applied
  })
