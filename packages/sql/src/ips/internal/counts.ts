/**
 * The set-based statements behind IPS counts. A case belongs to the product when it is linked to
 * its catalog product, or one of its suspected products has the same registration key, or a product
 * text (name, ingredient, the free `producto_sospechoso`) holds every significant word of the
 * product's brand or of its active ingredient, a typo forgiven as in duplicate detection (none
 * below 5 letters, one up to 11, two from 12; by Levenshtein distance, with a trigram prefilter).
 */
import type * as SqlClient from "@effect/sql/SqlClient"
import type { Statement } from "@effect/sql/Statement"
import type { Calendar, IpsRepository } from "@atalaya/ips"
import { Effect } from "effect"

type Sql = SqlClient.SqlClient

/** Lower-cased, accents folded: the form tokens are compared in. */
const norm = (sql: Sql, column: string) => sql.literal(`translate(lower(coalesce(${column}, '')), 'áéíóúüñàèìòù', 'aeiouunaeiou')`)

/** Typos allowed in a word of this length (the duplicate rule's budget). */
const typoBudget = (length: number) => (length < 5 ? 0 : length < 12 ? 1 : 2)

const hasWord = (sql: Sql, column: string, token: string) => {
  const budget = typoBudget(token.length)
  return sql`(word_similarity(${token}, ${norm(sql, column)}) >= 0.4 AND EXISTS (
    SELECT 1 FROM regexp_split_to_table(${norm(sql, column)}, '[^a-z0-9]+') AS w(word)
    WHERE length(w.word) BETWEEN ${token.length - budget} AND ${token.length + budget} AND levenshtein_less_equal(w.word, ${token}, ${budget}) <= ${budget}))`
}

const allWords = (sql: Sql, column: string, tokens: ReadonlyArray<string>) =>
  tokens.length === 0 ? sql`FALSE` : sql.and(tokens.map((t) => hasWord(sql, column, t)))

/**
 * The ids of the product's cases. The fuzzy word test runs once per distinct product text (names,
 * ingredients and free `producto_sospechoso` repeat across thousands of cases), and cases are then
 * found by equality through hash joins; the registration key goes through its index.
 */
export const matchedIds = (sql: Sql, m: IpsRepository.ProductMatch): Statement<unknown> => {
  const textMatches = sql.or([allWords(sql, "x.t", m.nameTokens), allWords(sql, "x.t", m.ifaTokens)])
  return sql`
    -- MATERIALIZED: the word test must run on the distinct texts, not be pushed into the scans.
    WITH texts AS MATERIALIZED (
      SELECT DISTINCT t FROM (
        SELECT nombre_producto AS t FROM icsr_productos UNION ALL SELECT ifa FROM icsr_productos UNION ALL SELECT producto_sospechoso FROM icsr
      ) all_texts WHERE t IS NOT NULL
    ), hits AS MATERIALIZED (SELECT x.t FROM texts x WHERE ${textMatches})
    SELECT i.id FROM icsr i WHERE i.producto_sospechoso IN (SELECT t FROM hits)
      ${m.catalogId === null ? sql`` : sql`OR i.producto_id = ${m.catalogId}`}
    UNION
    SELECT ip.icsr_id FROM icsr_productos ip WHERE ip.nombre_producto IN (SELECT t FROM hits) OR ip.ifa IN (SELECT t FROM hits)
    ${m.registro === null ? sql`` : sql`UNION SELECT ip.icsr_id FROM icsr_productos ip WHERE atalaya_registro_key(ip.registro_sanitario) = atalaya_registro_key(${m.registro})`}`
}

const PT = "coalesce(nullif(btrim(e.meddra_pt_term), ''), nullif(btrim(e.meddra_pt_manual), ''))"
const EVENT_DATE = "coalesce(i.fecha_inicio_evento, i.fecha_recepcion)"

/**
 * Runs a counting statement with JIT off: these statements scan the whole case base once, and the
 * planner's cost for them crosses the JIT thresholds, so LLVM compiling took over a second of a
 * 1.4 s answer at 100,000 cases (0.44 s without it). In its own (sub)transaction, so `SET LOCAL`
 * ends with it.
 */
const withoutJit = <A, E, R>(sql: Sql, statement: Effect.Effect<A, E, R>) =>
  sql.withTransaction(Effect.zipRight(sql`SET LOCAL jit = off`, statement))

const tally = (rows: ReadonlyArray<{ k: string; v: string; n: number | string }>, key: string) =>
  Object.fromEntries(rows.filter((r) => r.k === key).map((r) => [r.v, Number(r.n)]))

/**
 * PT counts for a disproportionality analysis (one statement): per PT, the product's cases with it
 * and all cases with it; and the totals of cases with a coded PT, of the product and of all.
 */
export const signalCountsSql = (sql: Sql, m: IpsRepository.ProductMatch, from: string | null, to: string | null) =>
  Effect.gen(function*() {
    const window = [sql`TRUE`]
    if (from !== null) window.push(sql`${sql.literal(EVENT_DATE)} >= ${from}::date`)
    if (to !== null) window.push(sql`${sql.literal(EVENT_DATE)} <= ${to}::date`)
    // Without a window the events alone are enough; with one, their cases' dates filter them.
    const events = from === null && to === null
      ? sql`icsr_eventos e`
      : sql`icsr_eventos e JOIN icsr i ON i.id = e.icsr_id AND ${sql.and(window)}`
    const rows = yield* withoutJit(sql, sql<{ pt: string | null; producto: number | string; total: number | string }>`
      WITH matched AS (${matchedIds(sql, m)}), pts AS (
        SELECT DISTINCT e.icsr_id, ${sql.literal(PT)} AS pt FROM ${events} WHERE ${sql.literal(PT)} IS NOT NULL
      ), flagged AS MATERIALIZED (
        SELECT p.icsr_id, p.pt, (matched.id IS NOT NULL) AS mine FROM pts p LEFT JOIN matched ON matched.id = p.icsr_id
      )
      SELECT NULL AS pt, count(DISTINCT icsr_id) FILTER (WHERE mine) AS producto, count(DISTINCT icsr_id) AS total FROM flagged
      UNION ALL
      SELECT pt, count(*) FILTER (WHERE mine), count(*) FROM flagged GROUP BY pt`)
    const totals = rows.find((r) => r.pt === null)
    return {
      pts: rows.filter((r) => r.pt !== null && Number(r.producto) > 0).map((r) => ({ pt: r.pt!, producto: Number(r.producto), total: Number(r.total) })),
      productCases: Number(totals?.producto ?? 0),
      allCases: Number(totals?.total ?? 0)
    } satisfies IpsRepository.SignalCounts
  })

/**
 * A report's counts and signal counts in one statement, finding the product's cases once (`regen`):
 * the case counts of the period, and the PT counts of every case up to the period's end.
 */
export const regenCountsSql = (sql: Sql, m: IpsRepository.ProductMatch, period: Calendar.Period) =>
  Effect.gen(function*() {
    const rows = yield* withoutJit(sql, sql<{ k: string; v: string | null; n: number | string; total: number | string }>`
      WITH matched AS MATERIALIZED (${matchedIds(sql, m)}), m AS (
        SELECT i.id, i.gravedad, i.ea_causalidad, i.ea_desenlace, ${sql.literal(EVENT_DATE)} AS fecha FROM icsr i JOIN matched USING (id)
        WHERE ${sql.literal(EVENT_DATE)} BETWEEN ${period.periodo_inicio}::date AND ${period.periodo_fin}::date
      ), pts AS (
        SELECT DISTINCT e.icsr_id, ${sql.literal(PT)} AS pt FROM icsr_eventos e JOIN icsr i ON i.id = e.icsr_id
        WHERE ${sql.literal(EVENT_DATE)} <= ${period.periodo_fin}::date AND ${sql.literal(PT)} IS NOT NULL
      ), flagged AS MATERIALIZED (
        SELECT p.icsr_id, p.pt, (matched.id IS NOT NULL) AS mine FROM pts p LEFT JOIN matched ON matched.id = p.icsr_id
      )
      SELECT 'id' AS k, id::text AS v, 1 AS n, 0 AS total FROM m
      UNION ALL SELECT 'gravedad', coalesce(nullif(btrim(gravedad), ''), 'Sin dato'), count(*), 0 FROM m GROUP BY 2
      UNION ALL SELECT 'causalidad', coalesce(nullif(btrim(ea_causalidad), ''), 'Sin dato'), count(*), 0 FROM m GROUP BY 2
      UNION ALL SELECT 'desenlace', coalesce(nullif(btrim(ea_desenlace), ''), 'Sin dato'), count(*), 0 FROM m GROUP BY 2
      UNION ALL SELECT 'mes', to_char(fecha, 'YYYY-MM'), count(*), 0 FROM m GROUP BY 2
      UNION ALL SELECT 'pt', pt, count(DISTINCT icsr_id), 0 FROM (
        SELECT e.icsr_id, ${sql.literal(PT)} AS pt FROM icsr_eventos e JOIN m ON m.id = e.icsr_id
      ) x WHERE pt IS NOT NULL GROUP BY 2
      UNION ALL SELECT 'coded', NULL, count(DISTINCT icsr_id) FILTER (WHERE mine), count(DISTINCT icsr_id) FROM flagged
      UNION ALL SELECT 'signal', pt, count(*) FILTER (WHERE mine), count(*) FROM flagged GROUP BY pt`)
    const caseRows = rows.filter((r) => r.k !== "coded" && r.k !== "signal").map((r) => ({ k: r.k, v: r.v ?? "", n: r.n }))
    const coded = rows.find((r) => r.k === "coded")
    return {
      counts: {
        ids: caseRows.filter((r) => r.k === "id").map((r) => Number(r.v)).sort((a, b) => a - b),
        por_gravedad: tally(caseRows, "gravedad"),
        por_causalidad: tally(caseRows, "causalidad"),
        por_desenlace: tally(caseRows, "desenlace"),
        por_pt: tally(caseRows, "pt"),
        por_mes: tally(caseRows, "mes")
      } satisfies IpsRepository.CaseCounts,
      signals: {
        pts: rows.filter((r) => r.k === "signal" && Number(r.n) > 0).map((r) => ({ pt: r.v!, producto: Number(r.n), total: Number(r.total) })),
        productCases: Number(coded?.n ?? 0),
        allCases: Number(coded?.total ?? 0)
      } satisfies IpsRepository.SignalCounts
    }
  })
