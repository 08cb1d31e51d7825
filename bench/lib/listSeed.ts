/**
 * Seeding of the large data sets of the list benchmark (`list.ts`): a million cases on
 * PostgreSQL, a hundred thousand on PGlite. Generated in chunks (the whole set never sits in
 * memory), validated by the domain like `bulkSeed`, written in one transaction with the
 * secondary indexes dropped and the triggers off, then indexes, stored documents and count
 * rebuilt once. A database that already holds the set is reused as it is: seeding a million
 * cases takes a quarter of an hour on a 2-CPU machine.
 */
import type pg from "pg"
import { generateCases, type GeneratedCase } from "./data.js"
import { dropSecondaryIndexes, finishLoad, insertPrepared, prepareRows } from "./seed.js"

/** Cases per generated chunk. */
const CHUNK = 10_000

/** The generation settings of the list data set (fixed, so a reused database matches a fresh one). */
export const LIST_DATA = {
  seed: 19_000_000,
  // Ten years of a national centre's reports; some cases not yet evaluated (no gravedad,
  // estado or event date), so every ordering meets NULLs.
  spanDays: 3_650,
  gaps: 0.04,
  now: Date.parse("2026-11-01T00:00:00Z")
} as const

/** The cases `first`..`first + count - 1` of a set of `of`, with carried case-number counters. */
export const listChunk = (first: number, count: number, of: number, sequences: Map<string, number>): Array<GeneratedCase> =>
  generateCases(count, { ...LIST_DATA, seed: LIST_DATA.seed + first, first, of, sequences })

/** A client that runs one statement with positional parameters (pg's Client, or PGlite through an adapter). */
export type Queryable = Pick<pg.ClientBase, "query">

/** Seeds `total` cases with ids 1..total into a freshly migrated database; `log` gets progress lines. */
export const seedLarge = async (client: Queryable, total: number, createdBy: number, log: (text: string) => void): Promise<void> => {
  const db = client as pg.ClientBase
  const sequences = new Map<string, number>()
  await db.query("BEGIN")
  try {
    const indexes = await dropSecondaryIndexes(db)
    await db.query("SET LOCAL session_replication_role = replica")
    const t0 = performance.now()
    for (let first = 0; first < total; first += CHUNK) {
      const count = Math.min(CHUNK, total - first)
      await insertPrepared(db, prepareRows(listChunk(first, count, total, sequences), createdBy, first + 1))
      if ((first / CHUNK) % 10 === 9 || first + count === total) {
        log(`  ${(first + count).toLocaleString("en-US")} cases written (${((performance.now() - t0) / 1000).toFixed(0)} s)`)
      }
    }
    // The doubled and joined search texts and their words' vocabulary (migrations 0014, 0022, 0026, 0027) in one statement each, their
    // trigram indexes dropped meanwhile: filled row by row under the index, PGlite took most of
    // an hour for 100,000.
    const { rows: pairsIndexes } = await db.query<{ name: string; def: string }>(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
       WHERE t.relname IN ('icsr_search_pairs', 'icsr_search_joined') AND t.relnamespace = current_schema()::regnamespace AND NOT i.indisprimary`
    )
    for (const index of pairsIndexes) await db.query(`DROP INDEX ${index.name}`)
    if (pairsIndexes.length > 0) {
      // The text after the initials (migration 0019), and the initials' distinct values.
      await db.query(
        "INSERT INTO icsr_search_pairs (id, pairs) SELECT c.id, atalaya_search_pairs(atalaya_search_rest(c.search_doc, c.paciente_iniciales)) FROM icsr c"
      )
      await db.query("INSERT INTO icsr_search_joined (id, t) SELECT sp.id, atalaya_search_joined(sp.pairs) FROM icsr_search_pairs sp")
      // The vocabulary of the cases' words (migrations 0026, 0027: the words are a column of icsr).
      await db.query(
        `INSERT INTO icsr_search_vocab (w, r) SELECT v.x, reverse(v.x) FROM (SELECT DISTINCT unnest(c.search_words) COLLATE "C" AS x FROM icsr c) v
         ON CONFLICT (w) DO NOTHING`
      )
      await db.query("INSERT INTO icsr_initials (v) SELECT DISTINCT paciente_iniciales FROM icsr ON CONFLICT (v) DO NOTHING")
    }
    await db.query("SET LOCAL maintenance_work_mem = '512MB'")
    const t1 = performance.now()
    for (const index of pairsIndexes) await db.query(index.def)
    await indexes.restore()
    log(`  ${indexes.count} secondary indexes rebuilt (${((performance.now() - t1) / 1000).toFixed(0)} s)`)
    const t2 = performance.now()
    await finishLoad(db)
    log(`  stored documents built and count taken (${((performance.now() - t2) / 1000).toFixed(0)} s)`)
    await db.query("COMMIT")
  } catch (error) {
    await db.query("ROLLBACK").catch(() => undefined)
    throw error
  }
  // Every table the load wrote, the small ones too: an index-only scan of a table never vacuumed
  // reads its heap for every entry (icsr_initials, 2,940 values, in every search's initials
  // check), and autovacuum may be off on a benchmark's server (it is on this project's CI machine).
  await db.query("VACUUM ANALYZE icsr, icsr_search_pairs, icsr_search_joined, icsr_search_vocab, icsr_initials, icsr_count, icsr_productos, icsr_concomitantes, icsr_seguimientos, icsr_eventos, icsr_doc")
}
