/**
 * The total of a search in a date range (issue 19): exact up to the threshold, estimated above it,
 * and when the matches are far above it the estimate may come from a sample of the range's days
 * instead of counting (sql case/internal/caseSample.ts). The threshold is scaled down
 * (`atalaya.list_total_scale`) so that a few hundred cases reach it, and so are the case counts at
 * which the search changes its way, so that it walks as at a million cases. Pages are always the plain
 * query's; a total the sample gives is close to the true one and the same on every page; a range
 * whose matches are few is counted exactly, however many the planner expects.
 */
import { Autovacuum } from "@atalaya/sql"
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { type MakeStorageLayer, useApiHarness } from "../support/apiHarness.js"

export type { MakeStorageLayer }

/** The scale the test files set: an exact count up to 50 matches. */
export const TOTAL_SCALE = 0.05
const EXACT = 50

/** The scale of the search's ways the test files set (as the list-scale suites): walks where a small list sorts. */
export const WAYS_SCALE = 0.0001

const DAYS = 60
const PER_DAY = 8
const PAGE_SIZE = 10
const day = (d: number) => new Date(Date.UTC(2024, 0, 1 + d)).toISOString().slice(0, 10)

/**
 * Case i: on day i % 60. `zafiro` in three cases of four (360, spread over every day), `jade` in
 * most cases of the first fifteen days only (a word of an outbreak), `rubí` in ten.
 */
const body = (i: number): Record<string, unknown> => {
  const d = i % DAYS
  const words = [i % 4 !== 3 ? "zafiro" : "", d < 15 && i % 4 !== 1 ? "jade" : "", i % 48 === 7 ? "rubí" : ""].filter(Boolean).join(" ")
  return {
    paciente_iniciales: `${"ABCDEFGH"[i % 8]}.${"QRSTUV"[i % 6]}.`,
    paciente_sexo: i % 2 === 0 ? "F" : "M",
    paciente_edad: 20 + (i % 50),
    reportante_nombre: `Reportante ${i % 13}`,
    producto_sospechoso: ["Amoxicilina 500 mg", "Paracetamol 500 mg", "Losartán 50 mg"][i % 3]!,
    descripcion_evento: `Exantema tras la dosis ${i % 5}. ${words}`.trim(),
    fecha_inicio_evento: day(d),
    gravedad: i % 3 === 0 ? "Grave" : "No grave"
  }
}

/** The cases of {@link body} written through the API over a storage with the given scales, and the plain query. */
const useSeeded = (makeStorageLayer: MakeStorageLayer, totalScale: number, setOnSession: boolean, maintained: boolean) => {
  const h = useApiHarness(makeStorageLayer, {})
  const sql = <A>(f: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
    h.runtime().runPromise(Effect.flatMap(SqlClient.SqlClient, f))

  beforeAll(async () => {
    if (setOnSession) {
      await sql((s) => s.unsafe(`SET atalaya.list_total_scale = '${totalScale}'`))
      await sql((s) => s.unsafe(`SET atalaya.list_scale = '${WAYS_SCALE}'`))
    }
    for (let i = 0; i < DAYS * PER_DAY; i++) {
      const created = await h.call("POST", "/icsr", { token: h.users.admin.token, json: body(i) })
      expect(created.status, created.text).toBe(201)
    }
    // The statistics a server's autovacuum would take; on PGlite, the storage's own pass takes them.
    if (maintained) await h.runtime().runPromise(Autovacuum.pass)
    else await sql((s) => s`ANALYZE icsr`)
  }, 180_000)

  /** The plain query's ids of a page and its true total. */
  const plain = (q: string, desde: string, hasta: string, orderBy: string, dir: "ASC" | "DESC", page: number) =>
    sql((s) => {
      const where = `c.search_doc LIKE '%' || $1 || '%' AND c.fecha_inicio_evento BETWEEN $2::date AND $3::date`
      const order = orderBy === "id" ? `c.id ${dir}` : `c.${orderBy} ${dir} NULLS LAST, c.id ${dir}`
      return Effect.all({
        ids: Effect.map(
          s.unsafe<{ id: number }>(`SELECT c.id FROM icsr c WHERE ${where} ORDER BY ${order} LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`, [q, desde, hasta]),
          (rows) => rows.map((r) => r.id)
        ),
        total: Effect.map(s.unsafe<{ n: number }>(`SELECT count(*)::int AS n FROM icsr c WHERE ${where}`, [q, desde, hasta]), (rows) => rows[0]!.n)
      })
    })
  return { h, plain }
}

/** The options of the suites: without `setOnSession`, every connection of the storage has the scales already. */
export interface ListTotalOptions {
  readonly setOnSession?: boolean
  /** The storage's own autovacuum pass (embedded PGlite) takes the statistics, not an ANALYZE statement. */
  readonly maintained?: boolean
}

/**
 * Runs the suite over the given storage, whose connections have `atalaya.list_total_scale` =
 * {@link TOTAL_SCALE} and `atalaya.list_scale` = {@link WAYS_SCALE} (or `setOnSession`).
 */
export const runListTotalSuite = (name: string, makeStorageLayer: MakeStorageLayer, options: ListTotalOptions = {}) =>
  describe(`case list: the total of a search in a date range (${name})`, () => {
    const { h, plain } = useSeeded(makeStorageLayer, TOTAL_SCALE, options.setOnSession ?? false, options.maintained ?? false)

    /** Pages 1-3 and the true last as the API answers them, checked against the plain query; the totals of pages 1-3. */
    const answers = async (q: string, desde: string, hasta: string) => {
      const totals: Array<number> = []
      for (const [orderBy, dir] of [["id", "DESC"], ["created_at", "ASC"], ["fecha_inicio_evento", "DESC"], ["gravedad", "DESC"], ["paciente_iniciales", "ASC"]] as const) {
        const first = await plain(q, desde, hasta, orderBy, dir, 1)
        const last = Math.max(1, Math.ceil(first.total / PAGE_SIZE))
        for (const page of [...new Set([1, 2, 3, last])]) {
          const params = new URLSearchParams({ q, fecha_desde: desde, fecha_hasta: hasta, order_by: orderBy, order_dir: dir.toLowerCase(), page: String(page), page_size: String(PAGE_SIZE) })
          const res = await h.call("GET", `/icsr?${params}`, { token: h.users.admin.token })
          expect(res.status, res.text).toBe(200)
          const want = await plain(q, desde, hasta, orderBy, dir, page)
          expect(res.body.items.map((c: { id: number }) => c.id), `${params}`).toEqual(want.ids)
          // Never less than what the pages prove.
          expect(res.body.total, `${params}`).toBeGreaterThanOrEqual(Math.min(first.total, (page - 1) * PAGE_SIZE + want.ids.length))
          if (want.ids.length < PAGE_SIZE && want.ids.length > 0) expect(res.body.total, `${params}: the last page proves it`).toBe(first.total)
          else if (page <= 3) totals.push(res.body.total)
        }
      }
      return totals
    }

    it("matches far above the threshold: the same pages, a total close to the true one and the same on every page", async () => {
      const truth = (await plain("zafiro", day(0), day(DAYS - 1), "id", "DESC", 1)).total
      expect(truth).toBe(360)
      const totals = await answers("zafiro", day(0), day(DAYS - 1))
      expect(new Set(totals).size, `${totals}`).toBe(1)
      expect(Math.abs(totals[0]! - truth) / truth, `${totals[0]} for ${truth}`).toBeLessThan(0.25)
    })

    it("few matches in the range, however many the planner expects: counted exactly", async () => {
      // jade is in over a quarter of the cases, none of them after the fifteenth day.
      const all = (await plain("jade", day(0), day(DAYS - 1), "id", "DESC", 1)).total
      expect(all).toBeGreaterThan(EXACT)
      for (const [desde, hasta] of [[day(16), day(DAYS - 1)], [day(14), day(DAYS - 1)], [day(13), day(50)]] as const) {
        const truth = (await plain("jade", desde, hasta, "id", "DESC", 1)).total
        expect(truth).toBeLessThanOrEqual(EXACT)
        const params = new URLSearchParams({ q: "jade", fecha_desde: desde, fecha_hasta: hasta, page_size: String(PAGE_SIZE) })
        const res = await h.call("GET", `/icsr?${params}`, { token: h.users.admin.token })
        expect(res.body.total, `${params}`).toBe(truth)
      }
      const rare = await h.call("GET", `/icsr?${new URLSearchParams({ q: "rubí", fecha_desde: day(0), fecha_hasta: day(DAYS - 1), page_size: "5" })}`, { token: h.users.admin.token })
      expect(rare.body.total).toBe(10)
    })
  })

/** The scale of the bounds suite: an exact count up to 2 matches, so the planner's estimate (above 20) is taken without counting. */
export const BOUNDS_SCALE = 0.002

/**
 * Runs the bounds suite over the given storage, whose connections have `atalaya.list_total_scale` =
 * {@link BOUNDS_SCALE} and `atalaya.list_scale` = {@link WAYS_SCALE} (or `setOnSession`): when the
 * total is the planner's estimate, an empty first page still says none, and a page past the end
 * says no more than it skipped.
 */
export const runListBoundsSuite = (name: string, makeStorageLayer: MakeStorageLayer, options: ListTotalOptions = {}) =>
  describe(`case list: a total the pages bound (${name})`, () => {
    const { h, plain } = useSeeded(makeStorageLayer, BOUNDS_SCALE, options.setOnSession ?? false, options.maintained ?? false)
    const ask = async (params: Record<string, string>) => {
      const res = await h.call("GET", `/icsr?${new URLSearchParams({ page_size: String(PAGE_SIZE), ...params })}`, { token: h.users.admin.token })
      expect(res.status, res.text).toBe(200)
      return res.body as { items: Array<{ id: number }>; total: number }
    }

    it("an empty first page has a total of 0, however many the planner expects", async () => {
      // jade: most cases of the first fortnight, none later.
      expect((await plain("jade", day(16), day(DAYS - 1), "id", "DESC", 1)).total).toBe(0)
      for (const order_by of ["id", "gravedad", "fecha_inicio_evento"]) {
        const page = await ask({ q: "jade", fecha_desde: day(16), fecha_hasta: day(DAYS - 1), order_by })
        expect([page.items, page.total], order_by).toEqual([[], 0])
      }
    })

    it("a page past the end says no more matches than it skipped, and page 1 and it agree", async () => {
      const truth = (await plain("zafiro", day(0), day(DAYS - 1), "id", "DESC", 1)).total
      const first = await ask({ q: "zafiro", fecha_desde: day(0), fecha_hasta: day(DAYS - 1) })
      const past = await ask({ q: "zafiro", fecha_desde: day(0), fecha_hasta: day(DAYS - 1), page: "100" })
      expect(past.items).toEqual([])
      expect(past.total).toBeLessThanOrEqual(99 * PAGE_SIZE)
      expect(past.total).toBe(first.total)
      expect(Math.abs(first.total - truth) / truth).toBeLessThan(0.25)
    })
  })
