/**
 * The MedDRA dictionary in PostgreSQL SQL. A release replaces the previous one inside the caller's
 * transaction (set-based inserts, a few statements per level even for a full release of ~80,000
 * LLTs). Suggestions rank by the accent-folded search form: prefix of the term, then prefix of a
 * word, then trigram word similarity, with current LLTs before non-current ones.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Meddra, MeddraRepository } from "@atalaya/core"
import { Effect, Layer, Option } from "effect"
import { orStorageError } from "../internal/errors.js"

// Serializes concurrent imports: each deletes and re-inserts every term.
const LOCK = "SELECT pg_advisory_xact_lock(72617008)"

/** Rows per INSERT statement (one JSON parameter each, so no parameter limit applies). */
const CHUNK = 5_000

const RELEASE_COLUMNS = `version, language, llt_count, pt_count, imported_by,
  to_char(imported_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS imported_at`

/** Builds the repository over the current `SqlClient`. */
export const make = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const releaseColumns = sql.literal(RELEASE_COLUMNS)

  /** Inserts `rows` into `table`, whose columns and types `recordType` lists (`name type, ...`). */
  const insertAll = (table: string, recordType: string, rows: ReadonlyArray<Record<string, unknown>>) =>
    Effect.gen(function*() {
      const columns = recordType.split(",").map((c) => c.trim().split(/\s+/)[0]!).join(", ")
      for (let start = 0; start < rows.length; start += CHUNK) {
        const chunk = JSON.stringify(rows.slice(start, start + CHUNK))
        yield* sql.unsafe(
          `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM jsonb_to_recordset($1::jsonb) AS r(${recordType})`,
          [chunk]
        )
      }
    })

  const current = sql<Meddra.ReleaseRecord>`SELECT ${releaseColumns} FROM meddra_releases ORDER BY id DESC LIMIT 1`.pipe(
    Effect.map((rows) => Option.fromNullable(rows[0])),
    orStorageError
  )

  const repository: MeddraRepository.MeddraRepositoryShape = {
    replace: (dictionary, importedBy) =>
      Effect.gen(function*() {
        yield* sql.unsafe(LOCK)
        for (const table of ["meddra_llt", "meddra_pt", "meddra_hlt", "meddra_hlgt", "meddra_soc", "meddra_hierarchy"]) {
          // DELETE, not TRUNCATE: readers keep seeing the old release until this transaction commits.
          yield* sql.unsafe(`DELETE FROM ${table}`)
        }
        yield* insertAll("meddra_soc", "code text, name text, abbrev text", dictionary.socs.map((s) => ({ code: s.soc_code, name: s.soc_name, abbrev: s.soc_abbrev })))
        yield* insertAll("meddra_hlgt", "code text, name text", dictionary.hlgts.map((h) => ({ code: h.hlgt_code, name: h.hlgt_name })))
        yield* insertAll("meddra_hlt", "code text, name text", dictionary.hlts.map((h) => ({ code: h.hlt_code, name: h.hlt_name })))
        yield* insertAll("meddra_pt", "code text, name text, soc_code text", dictionary.pts.map((p) => ({ code: p.pt_code, name: p.pt_name, soc_code: p.pt_soc_code })))
        yield* insertAll(
          "meddra_llt",
          "code text, name text, norm text, pt_code text, current boolean",
          dictionary.llts.map((l) => ({ code: l.llt_code, name: l.llt_name, norm: Meddra.normalizeTerm(l.llt_name), pt_code: l.pt_code, current: l.current }))
        )
        yield* insertAll(
          "meddra_hierarchy",
          "pt_code text, hlt_code text, hlgt_code text, soc_code text, primary_soc boolean",
          dictionary.hierarchy.map((h) => ({ pt_code: h.pt_code, hlt_code: h.hlt_code, hlgt_code: h.hlgt_code, soc_code: h.soc_code, primary_soc: h.primary }))
        )
        // Fresh statistics, so the planner uses the indexes for the new terms from the first query.
        yield* sql.unsafe("ANALYZE meddra_llt, meddra_pt, meddra_soc")
        const rows = yield* sql<Meddra.ReleaseRecord>`INSERT INTO meddra_releases ${sql.insert({
          version: dictionary.release.version,
          language: dictionary.release.language,
          llt_count: dictionary.llts.length,
          pt_count: dictionary.pts.length,
          imported_by: importedBy
        })} RETURNING ${releaseColumns}`
        return rows[0]!
      }).pipe(orStorageError),

    current,

    suggest: ({ normalized, limit }) => {
      // The search form holds only letters, digits and single spaces: nothing to escape for LIKE.
      const prefix = `${normalized}%`
      const wordPrefix = `% ${normalized}%`
      // Each kind of match takes its own best `limit` (index-backed), so the final ordering only
      // sorts a few rows: prefix of the term, then of a word, then trigram word similarity (typos;
      // meaningless below three letters). Within each, current LLTs first.
      const fuzzy = normalized.length >= 3
        ? sql`UNION ALL
          (SELECT l.code, 2 AS rank, word_similarity(${normalized}, l.norm) AS score FROM meddra_llt l
           WHERE ${normalized} <% l.norm AND l.norm NOT LIKE ${prefix} AND l.norm NOT LIKE ${wordPrefix}
           ORDER BY l.current DESC, score DESC, length(l.norm), l.code LIMIT ${limit})`
        : sql``
      return sql<Meddra.Suggestion>`
        WITH hits AS (
          (SELECT l.code, 0 AS rank, 1::real AS score FROM meddra_llt l WHERE l.norm LIKE ${prefix}
           ORDER BY l.current DESC, similarity(${normalized}, l.norm) DESC, length(l.norm), l.code LIMIT ${limit})
          UNION ALL
          (SELECT l.code, 1 AS rank, 1::real AS score FROM meddra_llt l WHERE l.norm LIKE ${wordPrefix} AND l.norm NOT LIKE ${prefix}
           ORDER BY l.current DESC, similarity(${normalized}, l.norm) DESC, length(l.norm), l.code LIMIT ${limit})
          ${fuzzy}
        )
        SELECT l.code AS llt_code, l.name AS llt_term, p.code AS pt_code, p.name AS pt_term,
               s.name AS soc, p.soc_code, l.current
        FROM hits h
        JOIN meddra_llt l ON l.code = h.code
        JOIN meddra_pt p ON p.code = l.pt_code
        LEFT JOIN meddra_soc s ON s.code = p.soc_code
        ORDER BY l.current DESC, h.rank, h.score DESC, similarity(${normalized}, l.norm) DESC, length(l.norm), l.code
        LIMIT ${limit}`.pipe(orStorageError)
    }
  }
  return repository
})

/** Layer of the SQL MedDRA repository. */
export const layer = Layer.effect(MeddraRepository.MeddraRepository, make)
