/**
 * The set-based statements behind IPS counts. A case belongs to the product when it is linked to
 * its catalog product, or one of its suspected products has the same registration key, or a product
 * text (name, ingredient, the free `producto_sospechoso`) holds every significant word of the
 * product's brand or of its active ingredient: words of 8 letters or more by trigram word
 * similarity ≥ 0.7 (a typo is forgiven, as in duplicate detection), shorter ones at a word start.
 */
import type * as SqlClient from "@effect/sql/SqlClient"
import type { Statement } from "@effect/sql/Statement"
import type { Calendar, IpsRepository } from "@atalaya/ips"
import { Effect } from "effect"

type Sql = SqlClient.SqlClient

/** Lower-cased, accents folded: the form tokens are compared in. */
const norm = (sql: Sql, column: string) => sql.literal(`translate(lower(coalesce(${column}, '')), 'áéíóúüñàèìòù', 'aeiouunaeiou')`)

const hasWord = (sql: Sql, column: string, token: string) =>
  token.length >= 8
    ? sql`word_similarity(${token}, ${norm(sql, column)}) >= 0.7`
    : sql`${norm(sql, column)} ~ ${`(^|[^a-z0-9])${token.replace(/[^a-z0-9]/g, "")}`}`

const allWords = (sql: Sql, column: string, tokens: ReadonlyArray<string>) =>
  tokens.length === 0 ? sql`FALSE` : sql.and(tokens.map((t) => hasWord(sql, column, t)))

/** The condition "case `i` is about the product". */
export const matches = (sql: Sql, m: IpsRepository.ProductMatch): Statement<unknown> => {
  const product = [
    m.registro === null ? sql`FALSE` : sql`atalaya_registro_key(ip.registro_sanitario) = atalaya_registro_key(${m.registro})`,
    allWords(sql, "ip.nombre_producto", m.nameTokens),
    allWords(sql, "ip.nombre_producto", m.ifaTokens),
    allWords(sql, "ip.ifa", m.ifaTokens)
  ]
  return sql`(${m.catalogId === null ? sql`FALSE` : sql`i.producto_id = ${m.catalogId}`}
    OR EXISTS (SELECT 1 FROM icsr_productos ip WHERE ip.icsr_id = i.id AND (${sql.or(product)}))
    OR ${allWords(sql, "i.producto_sospechoso", m.nameTokens)}
    OR ${allWords(sql, "i.producto_sospechoso", m.ifaTokens)})`
}

const PT = "coalesce(nullif(btrim(e.meddra_pt_term), ''), nullif(btrim(e.meddra_pt_manual), ''))"
const EVENT_DATE = "coalesce(i.fecha_inicio_evento, i.fecha_recepcion)"

const tally = (rows: ReadonlyArray<{ k: string; v: string; n: number | string }>, key: string) =>
  Object.fromEntries(rows.filter((r) => r.k === key).map((r) => [r.v, Number(r.n)]))

/** Counts of the product's cases in a period, split by value (one statement). */
export const caseCountsSql = (sql: Sql, m: IpsRepository.ProductMatch, period: Calendar.Period) =>
  Effect.gen(function*() {
    const rows = yield* sql<{ k: string; v: string; n: number | string }>`
      WITH m AS (
        SELECT i.id, i.gravedad, i.ea_causalidad, i.ea_desenlace, ${sql.literal(EVENT_DATE)} AS fecha FROM icsr i
        WHERE ${sql.literal(EVENT_DATE)} BETWEEN ${period.periodo_inicio}::date AND ${period.periodo_fin}::date AND ${matches(sql, m)}
      )
      SELECT 'id' AS k, id::text AS v, 1 AS n FROM m
      UNION ALL SELECT 'gravedad', coalesce(nullif(btrim(gravedad), ''), 'Sin dato'), count(*) FROM m GROUP BY 2
      UNION ALL SELECT 'causalidad', coalesce(nullif(btrim(ea_causalidad), ''), 'Sin dato'), count(*) FROM m GROUP BY 2
      UNION ALL SELECT 'desenlace', coalesce(nullif(btrim(ea_desenlace), ''), 'Sin dato'), count(*) FROM m GROUP BY 2
      UNION ALL SELECT 'mes', to_char(fecha, 'YYYY-MM'), count(*) FROM m GROUP BY 2
      UNION ALL SELECT 'pt', pt, count(DISTINCT icsr_id) FROM (
        SELECT e.icsr_id, ${sql.literal(PT)} AS pt FROM icsr_eventos e JOIN m ON m.id = e.icsr_id
      ) x WHERE pt IS NOT NULL GROUP BY 2`
    return {
      ids: rows.filter((r) => r.k === "id").map((r) => Number(r.v)).sort((a, b) => a - b),
      por_gravedad: tally(rows, "gravedad"),
      por_causalidad: tally(rows, "causalidad"),
      por_desenlace: tally(rows, "desenlace"),
      por_pt: tally(rows, "pt"),
      por_mes: tally(rows, "mes")
    } satisfies IpsRepository.CaseCounts
  })

/**
 * PT counts for a disproportionality analysis (one statement): per PT, the product's cases with it
 * and all cases with it; and the totals of cases with a coded PT, of the product and of all.
 */
export const signalCountsSql = (sql: Sql, m: IpsRepository.ProductMatch, from: string | null, to: string | null) =>
  Effect.gen(function*() {
    const window = [sql`TRUE`]
    if (from !== null) window.push(sql`${sql.literal(EVENT_DATE)} >= ${from}::date`)
    if (to !== null) window.push(sql`${sql.literal(EVENT_DATE)} <= ${to}::date`)
    const rows = yield* sql<{ pt: string | null; producto: number | string; total: number | string }>`
      WITH base AS (
        SELECT i.id, ${matches(sql, m)} AS mine FROM icsr i WHERE ${sql.and(window)}
      ), pts AS (
        SELECT DISTINCT e.icsr_id, ${sql.literal(PT)} AS pt FROM icsr_eventos e JOIN base b ON b.id = e.icsr_id WHERE ${sql.literal(PT)} IS NOT NULL
      ), coded AS (
        SELECT DISTINCT p.icsr_id, b.mine FROM pts p JOIN base b ON b.id = p.icsr_id
      )
      SELECT NULL AS pt, count(*) FILTER (WHERE mine) AS producto, count(*) AS total FROM coded
      UNION ALL
      SELECT p.pt, count(*) FILTER (WHERE b.mine), count(*) FROM pts p JOIN base b ON b.id = p.icsr_id GROUP BY p.pt`
    const totals = rows.find((r) => r.pt === null)
    return {
      pts: rows.filter((r) => r.pt !== null && Number(r.producto) > 0).map((r) => ({ pt: r.pt!, producto: Number(r.producto), total: Number(r.total) })),
      productCases: Number(totals?.producto ?? 0),
      allCases: Number(totals?.total ?? 0)
    } satisfies IpsRepository.SignalCounts
  })
