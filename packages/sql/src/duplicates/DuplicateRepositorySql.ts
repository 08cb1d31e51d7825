/**
 * The duplicate repository in PostgreSQL SQL. Candidates come from `icsr_dup_keys` (filed by the
 * case repository with each write): one index range scan per key inside the date window, so
 * the cost follows how many cases share a key in the window, not how many cases there are.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { DuplicateChecks, DuplicateRepository, Duplicates } from "@atalaya/core"
import { Effect, Layer } from "effect"
import { keyRows as keyRowsOf, KEYS_MARK, RECORD_COLUMNS, refreshKeys, toRecord, wordsOf } from "./internal/dupKeys.js"
import { orStorageError } from "../internal/errors.js"

/**
 * The rows `icsr_dup_keys` holds for a case (its blocking keys, each dated by the case's anchor
 * date, plus the filing mark): what bulk loaders must write to keep cases findable.
 */
export const keyRows: (record: Duplicates.DupCase) => ReadonlyArray<{ readonly k: string; readonly d: string }> = keyRowsOf

/**
 * The narrative words `icsr_dup_words` holds for a case (sorted): what bulk loaders must write,
 * with triggers on, to keep the word counts right.
 */
export const narrativeWords: (record: Duplicates.DupCase) => ReadonlyArray<string> = wordsOf

/**
 * The candidate search: distinct cases filed under any of the keys inside the window (an index
 * range scan of `icsr_dup_keys (k, d)` per key), then their matching fields by primary key.
 * Exported so tests and the benchmark can EXPLAIN the very statement the repository runs.
 */
export const candidatesStatement = (sql: SqlClient.SqlClient, query: DuplicateRepository.CandidateQuery) =>
  sql<Record<string, unknown>>`
    SELECT ${sql.literal(RECORD_COLUMNS)}
    FROM (
      SELECT DISTINCT k.icsr_id FROM icsr_dup_keys k
      WHERE k.k = ANY(${query.keys}::text[]) AND k.d BETWEEN ${query.from}::date AND ${query.to}::date
        AND k.icsr_id <> ${query.excludeId}
      LIMIT ${query.limit}
    ) m
    JOIN icsr c ON c.id = m.icsr_id`

/** Builds the repository over the current `SqlClient`. */
export const make = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const columns = sql.literal(RECORD_COLUMNS)

  const repository: DuplicateRepository.DuplicateRepositoryShape = {
    records: (ids) =>
      ids.length === 0
        ? Effect.succeed([])
        : sql<Record<string, unknown>>`SELECT ${columns} FROM icsr c WHERE ${sql.in("c.id", ids)} ORDER BY c.id`.pipe(
          Effect.map((rows) => rows.map(toRecord)),
          orStorageError
        ),

    markedDuplicatesOf: (id) =>
      sql<Record<string, unknown>>`SELECT ${columns} FROM icsr c WHERE c.dup_of_id = ${id} AND c.dup_override = 'duplicado' ORDER BY c.id`.pipe(
        Effect.map((rows) => rows.map(toRecord)),
        orStorageError
      ),

    candidates: (query) =>
      query.keys.length === 0
        ? Effect.succeed([])
        : candidatesStatement(sql, query).pipe(
          Effect.map((rows) => rows.map(toRecord)),
          orStorageError
        ),

    saveCheck: (id, check, basis) =>
      // checked_at is when the state the result describes was read; a row written later (a newer
      // case's check raised it while this one ran) is newer knowledge and stays.
      sql<{ icsr_id: number }>`
        INSERT INTO icsr_dup_checks (icsr_id, status, score, best_id, checked_at, rule)
        SELECT c.id, ${check.status}, ${check.score}, ${check.best_id}, ${basis.read_at}::timestamptz, ${check.rule ?? null}
        FROM icsr c WHERE c.id = ${id} AND c.updated_at = ${basis.updated_at}::timestamptz
        ON CONFLICT (icsr_id) DO UPDATE
          SET status = excluded.status, score = excluded.score, best_id = excluded.best_id, checked_at = excluded.checked_at, rule = excluded.rule
          WHERE icsr_dup_checks.checked_at <= excluded.checked_at
        RETURNING icsr_id`.pipe(
        Effect.map((rows) => rows.length > 0),
        orStorageError
      ),

    flaggedWith: (id) =>
      sql<{ icsr_id: number }>`SELECT icsr_id FROM icsr_dup_checks WHERE best_id = ${id} ORDER BY icsr_id`.pipe(
        Effect.map((rows) => rows.map((r) => r.icsr_id)),
        orStorageError
      ),

    wordCounts: (words) =>
      sql<{ w: string; n: number }>`SELECT w, n FROM dup_word_counts WHERE w = ANY(${["", ...words]}::text[])`.pipe(
        Effect.map((rows) => {
          const counts = new Map<string, number>()
          let cases = 0
          for (const row of rows) {
            if (row.w === "") cases = Number(row.n)
            else counts.set(row.w, Number(row.n))
          }
          return { cases, counts }
        }),
        orStorageError
      ),

    staleChecks: (rule, afterId, limit) =>
      // The primary key walked from afterId: a refresh that finds nothing stale reads the table once.
      sql<{ icsr_id: number }>`
        SELECT icsr_id FROM icsr_dup_checks WHERE icsr_id > ${afterId} AND rule IS DISTINCT FROM ${rule}
        ORDER BY icsr_id LIMIT ${limit}`.pipe(
        Effect.map((rows) => rows.map((r) => r.icsr_id)),
        orStorageError
      ),

    raiseChecks: (matches, bestId) =>
      matches.length === 0
        ? Effect.void
        : sql`
          INSERT INTO icsr_dup_checks (icsr_id, status, score, best_id, checked_at)
          SELECT m.id, m.status, m.score, ${bestId}, now()
          FROM unnest(${matches.map((m) => m.id)}::int[], ${matches.map((m) => m.score)}::numeric[],
                      ${matches.map((m) => Duplicates.classify(m.score).status)}::text[]) AS m(id, score, status)
          JOIN icsr c ON c.id = m.id AND c.dup_override IS NULL
          ON CONFLICT (icsr_id) DO UPDATE
            SET status = excluded.status, score = excluded.score, best_id = excluded.best_id, checked_at = excluded.checked_at
            WHERE icsr_dup_checks.score < excluded.score`.pipe(Effect.asVoid, orStorageError)
  }
  return repository
})

/**
 * How many cases are filed per transaction when catching up. PGlite runs one statement at a
 * time, so a batch holds every request behind it: 500 cases held it 0.8-1.6 s at 100,000 cases
 * (list requests' p99 of 500-800 ms while a new key rule was filed), 50 cases 0.11 s, at about
 * the same cost per case.
 */
const FILE_BATCH = 50

/** How to pace a catch-up (see `DuplicateChecks.Pace`). */
export type FilingPace = DuplicateChecks.Pace

const filing = (pace: FilingPace) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    DuplicateChecks.inPacedBatches(
      pace,
      (after) =>
        Effect.map(
          sql<{ id: number }>`
            SELECT c.id FROM icsr c
            WHERE c.id > ${after} AND NOT EXISTS (SELECT 1 FROM icsr_dup_keys k WHERE k.icsr_id = c.id AND k.k = ${KEYS_MARK})
            ORDER BY c.id LIMIT ${FILE_BATCH}`,
          (rows) => rows.map((r) => r.id)
        ),
      (ids) => sql.withTransaction(refreshKeys(sql, ids))
    ))

/**
 * Files the cases that are not filed under the current key rules (stored before migration
 * 0003, or under older rules), in batches by id, at full speed; returns how many it filed.
 */
export const fileUnkeyed = filing({ idle: 0 })

/** The pace of the background filing the layer starts. */
export const BACKGROUND_PACE: FilingPace = { idle: 3 }

/**
 * Layer of the SQL duplicate repository. Cases not filed yet are filed in the background, in
 * the layer's scope, at {@link BACKGROUND_PACE}: a database upgraded with cases in it becomes
 * fully searchable (and its word counts complete) after start-up, and nothing waits for it.
 * Then the stored flags an older rule computed are checked again at the same pace.
 */
export const layer = Layer.scoped(
  DuplicateRepository.DuplicateRepository,
  Effect.gen(function*() {
    const repository = yield* make
    // Flags are refreshed after the filing: a check reads the keys the filing writes.
    yield* filing(BACKGROUND_PACE).pipe(
      Effect.catchAllCause((cause) => Effect.logWarning("filing cases for duplicate search failed", { cause: cause._tag })),
      Effect.zipRight(DuplicateChecks.refreshStale(BACKGROUND_PACE).pipe(
        Effect.provideService(DuplicateRepository.DuplicateRepository, repository),
        Effect.catchAllCause((cause) => Effect.logWarning("refreshing duplicate flags failed", { cause: cause._tag }))
      )),
      Effect.forkScoped
    )
    return repository
  })
)
