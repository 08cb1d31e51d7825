/**
 * Autovacuum for embedded PGlite (issue 19: the embedded default must stay usable for a small unit).
 *
 * A PostgreSQL server keeps each table's planner statistics and visibility map fresh with
 * background workers. PGlite runs on this thread and has no background workers: its `autovacuum`
 * setting reads `on` and nothing ever runs. An embedded unit's tables were therefore analyzed
 * only by the migrations, mostly while empty. The case list takes its totals above a thousand
 * matches from the planner's estimate, and its date and initials walks read the visibility map.
 * On a unit grown through the API, a search in a date range matching 360 cases answered a total
 * of 10.
 *
 * A {@link pass} does what autovacuum would do. It vacuums and analyzes the tables whose
 * activity counters pass PostgreSQL's own thresholds, read from the server's settings. A table
 * that grew by more than the analyze share since its statistics were taken counts too: the
 * counters are lost when a data directory was not closed cleanly, and the migrations' statistics
 * predate this module. {@link run} repeats it on a timer for as long as the database is open,
 * one statement at a time, between the requests' own statements.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import type { SqlError } from "@effect/sql/SqlError"
import { Duration, Effect } from "effect"

/** What a pass did to one table. */
export interface Done {
  readonly table: string
  /** `vacuum` also analyzes; `analyze` alone leaves dead rows and the visibility map as they were. */
  readonly action: "vacuum" | "analyze"
}

/** How often a pass runs unless configured: PostgreSQL's `autovacuum_naptime`. */
export const DEFAULT_INTERVAL: Duration.Duration = Duration.minutes(1)

// Per table: the statistics' own counts (flushed first: PGlite keeps a statement's counts
// pending until asked) against autovacuum's thresholds, which are base + share × the rows the
// statistics last counted. A table's pages now against those counted then stand in for counters
// that were lost.
const DUE = `
WITH t AS (
  SELECT c.relname AS name, greatest(c.reltuples, 0) AS rows, greatest(c.relpages, 0) AS counted_pages,
    pg_relation_size(c.oid) / current_setting('block_size')::float8 AS pages,
    s.n_dead_tup AS dead, s.n_ins_since_vacuum AS inserted, s.n_mod_since_analyze AS changed
  FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
  WHERE c.relkind = 'r' AND s.schemaname = current_schema()
), k AS (
  SELECT current_setting('autovacuum_vacuum_threshold')::float8 AS vb,
    current_setting('autovacuum_vacuum_scale_factor')::float8 AS vs,
    current_setting('autovacuum_vacuum_insert_threshold')::float8 AS ib,
    current_setting('autovacuum_vacuum_insert_scale_factor')::float8 AS ivs,
    current_setting('autovacuum_analyze_threshold')::float8 AS ab,
    current_setting('autovacuum_analyze_scale_factor')::float8 AS avs
)
SELECT t.name,
  CASE
    WHEN t.dead > k.vb + k.vs * t.rows OR t.inserted > k.ib + k.ivs * t.rows
      OR t.pages > t.counted_pages * (1 + k.avs) + 8 THEN 'vacuum'
    WHEN t.changed > k.ab + k.avs * t.rows THEN 'analyze'
  END AS action
FROM t, k
ORDER BY t.name`

// A table's name as an identifier of a statement (names come from the catalog).
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * One pass over the current schema's tables: each due one vacuumed (with ANALYZE) or analyzed,
 * in name order. A statement is not interrupted halfway, so the database may close after it.
 */
export const pass: Effect.Effect<ReadonlyArray<Done>, SqlError, SqlClient.SqlClient> = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe("SELECT pg_stat_force_next_flush()")
  const due = yield* sql.unsafe<{ name: string; action: Done["action"] | null }>(DUE)
  const done: Array<Done> = []
  for (const { name, action } of due) {
    if (action === null) continue
    // VACUUM cannot run in a transaction block: the simple protocol sends it alone.
    const statement = action === "vacuum" ? `VACUUM (ANALYZE) ${quoted(name)}` : `ANALYZE ${quoted(name)}`
    yield* Effect.uninterruptible(sql.unsafe(statement).unprepared)
    done.push({ table: name, action })
  }
  return done
})

// A wait whose timer does not keep the process alive: a script that ends without closing its
// database is not held open by the next pass.
const idle = (millis: number): Effect.Effect<void> =>
  Effect.async<void>((resume) => {
    const timer = setTimeout(() => resume(Effect.void), millis)
    timer.unref()
    return Effect.sync(() => clearTimeout(timer))
  })

/**
 * A pass every `interval`, the first one interval after the start, for as long as the fiber
 * lives. A failed pass is logged (table names only) and the next one tries again.
 */
export const run = (interval: Duration.DurationInput = DEFAULT_INTERVAL): Effect.Effect<never, never, SqlClient.SqlClient> =>
  idle(Duration.toMillis(interval)).pipe(
    Effect.zipRight(pass),
    Effect.tap((done) => done.length > 0 ? Effect.logDebug("autovacuum", done.map((d) => `${d.action} ${d.table}`).join(", ")) : Effect.void),
    Effect.catchAll((error) => Effect.logWarning("autovacuum: a pass failed", error.message)),
    Effect.forever
  )
