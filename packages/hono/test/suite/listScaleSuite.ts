/**
 * The case list's answers against the straightforward query (issue 19): `GET /icsr` (and the
 * evaluation list) pages through indexes in their order, reads pages past the middle from the
 * other end, and searches short `q` in a doubled text of its own; none of that may change an
 * answer. For every order_by in both directions and every kind of filter (no filter, `q` of
 * every shape people type, date ranges, both, estado/gravedad), several pages (first, middle,
 * either side of the middle, last, past the end) must list the same ids in the same order as
 * the plain SQL of the contract (`search_doc LIKE '%q%'`, `ORDER BY col dir NULLS LAST, id dir`),
 * and the same total. The cases are created through the API; NULLs where the API never leaves
 * them (estado) are set in SQL, as data imported from elsewhere would have them.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { type MakeStorageLayer, useApiHarness } from "../support/apiHarness.js"

export type { MakeStorageLayer }

const CASES = 90
const PAGE_SIZE = 6
const ORDER_BY = ["id", "created_at", "fecha_inicio_evento", "gravedad", "estado", "paciente_iniciales"] as const

const NOMBRES = ["María", "José", "Ana", "Luis", "Rosa", "Jorge", "Carmen", "Óscar"]
const APELLIDOS = ["Quispe", "Flores", "Pérez", "García", "Huamán", "Ñahui", "Rojas"]
const PRODUCTOS = ["Amoxicilina 500 mg", "Paracetamol 500 mg", "Cloruro de sodio 0,9% 1 L", "Vacuna_HPV lote A-12", "Ibuprofeno 400 mg", "Losartán 50 mg"]
const EVENTOS = [
  "Urticaria generalizada", "Náuseas y vómitos", "Cefalea intensa; mareos", "Reacción en sitio de inyección (dolor)", "Prurito 100% del tiempo",
  // Initials outside the patient's initials: a short search finds them in the rest of the text.
  "Referido por el Dr. M.Q. Rojas (j.p.)"
]

/** A deterministic variety of case bodies: ties, accents, punctuation, NULLs where the API allows them. */
const body = (i: number): Record<string, unknown> => {
  const nombre = NOMBRES[i % NOMBRES.length]!
  const ap1 = APELLIDOS[(i * 3) % APELLIDOS.length]!
  const ap2 = APELLIDOS[(i * 5 + 1) % APELLIDOS.length]!
  // Initials as they come: without dots, with dots, with spaces, two letters.
  const initials = i % 4 === 0
    ? `${nombre[0]}${ap1[0]}${ap2[0]}`
    : i % 7 === 3
    ? `${nombre[0]}. ${ap1[0]}.`
    : `${nombre[0]}.${ap1[0]}.${ap2[0]}.`
  const day = 1 + ((i * 7) % 28)
  const month = 1 + ((i * 5) % 12)
  return {
    paciente_iniciales: initials,
    paciente_edad: 20 + (i % 60),
    paciente_sexo: i % 2 === 0 ? "F" : "M",
    ...(i % 3 === 0 ? { paciente_dni: String(40_000_000 + i * 7919).slice(0, 8) } : {}),
    reportante_nombre: `${nombre} ${ap1} ${ap2}`,
    ...(i % 2 === 0 ? { reportante_contacto: `${nombre.toLowerCase()}.${ap1.toLowerCase()}${i}@correo.test` } : {}),
    producto_sospechoso: PRODUCTOS[i % PRODUCTOS.length]!,
    // A word of the serious cases only: by gravedad, a segment without it (caseSegments.ts).
    descripcion_evento: `${EVENTOS[i % EVENTOS.length]} tras la dosis ${i % 5}.${i % 3 === 0 && i % 5 !== 4 ? " Queda hospitalizado." : ""}`,
    ...(i % 6 === 5 ? {} : { fecha_inicio_evento: `202${i % 4}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}` }),
    ...(i % 5 === 4 ? {} : { gravedad: i % 3 === 0 ? "Grave" : "No grave" }),
    estado: ["Pendiente", "En proceso", "Cerrado", "Enviado"][i % 4],
    numero: `2024-${String(i).padStart(5, "0")}`,
    codigo_interno_lab: `FV-2024-${String(i % 50).padStart(4, "0")}`
  }
}

/** The searches: as people type them, and the awkward ones (one character, wildcards, no match). */
const SEARCHES = [
  "paracetamol", "am", "M.Q.F.", "ñ", "Ñahui", "m.q.", "PARACET", "mqf", "j.p", "40", "4000", "correo.test",
  "maria.quispe", "2024-0001", "fv-2024-00", "0,9%", "vacuna_", "_", "%", "a b", "(dolor)", "; ma", "zz", "ó", "x",
  // Initials and the text after them: across their end, with spaces, changed in place.
  "f. 4", ". 2", "m. q", "q. ", ". q.", "j.p.", "z.x", "Z.X.W.", "r.", ". m.q",
  // One token of several words, its longest with a digit (searched by that word, then the whole).
  "2024-00012", "fv-2024-0001", "rosa.flores12", "maría.quispe0@correo.test", "x.0,9%",
  // Its word with a digit shorter than another (carmen), or one of several with a digit.
  "carmen.rojas3", "carmen.rojas30@correo.test", "fv-2024-0001.rojas30",
  // Phrases (found whole in the doubled text), also starting in the initials and going on past them.
  "ana pérez", "pérez huamán", "paracetamol 500 mg", "mg urticaria", "p. 2024-0001", "a. p. 2024", "p. 4002", "500 mg ", " 500 mg",
  // Across separators in the joined text past the initials: a name, initials in a narrative, a
  // code; and ones a match could also begin in the initials (then searched as before).
  "dr. m.q. rojas", "m.q. rojas", "(j.p.)", "rojas (j.p", "losartán 50", "hpv lote a-12", "q.f. 4", "f. 40", "j. m.q.", "zz. qq",
  // A part of each matches many cases, the whole none.
  "losartán 50 mg urticaria", "correo.test.zz", "fv-2024-0001x",
  // By their words (migration 0026): a first part ending a word, a last part beginning one, whole
  // words between, a part that ends many words, one that no word begins with; one word within
  // words; words with digits, and a part without digits, or of digits alone, within them.
  "osa flores", "rosa flo", "ía quispe huamán", "a pérez", "rosa qqq", "acetamo", "mqf", "qqq",
  "rojas30", "ores12@corr", "osa.flores", "12@correo"
]

const DATES: ReadonlyArray<Record<string, string>> = [
  { fecha_desde: "2021-01-01" },
  { fecha_hasta: "2021-06-30" },
  { fecha_desde: "2022-03-01", fecha_hasta: "2022-09-30" },
  { date_from: "2020-05-01", date_to: "2023-05-01" },
  // Open-ended, within a year of the data's last or first event date: by gravedad or estado each
  // value's cases are read within the range's band of ids.
  { fecha_desde: "2023-03-01" },
  { fecha_hasta: "2020-09-30" }
]

/**
 * Runs the suite over the given storage. With `scale`, the case counts at which the search
 * changes its way are scaled by it (`atalaya.list_scale`, set here on the session, which is
 * PGlite's one connection; a PostgreSQL pool sets it on every connection itself), so these few
 * hundred cases take the ways of a list of millions: walks where a small list sorts.
 */
export const runListScaleSuite = (
  name: string,
  makeStorageLayer: MakeStorageLayer,
  options: { readonly scale?: number; readonly oneConnection?: boolean } = {}
) =>
  describe(`case list at scale: same answers as the plain query (${name})`, () => {
    const h = useApiHarness(makeStorageLayer, {})
    const sql = <A>(f: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
      h.runtime().runPromise(Effect.flatMap(SqlClient.SqlClient, f))

    beforeAll(async () => {
      if (options.scale !== undefined) await sql((s) => s.unsafe(`SET atalaya.list_scale = '${options.scale}'`))
      for (let i = 0; i < CASES; i++) {
        const created = await h.call("POST", "/icsr", { token: h.users.admin.token, json: body(i) })
        expect(created.status, created.text).toBe(201)
      }
      // estado is never empty through the API; imported data may have it empty.
      await sql((s) => s`UPDATE icsr SET estado = NULL WHERE id % 9 = 0`)
      // Initials changed after the case was written (a value no case had before).
      await sql((s) => s`UPDATE icsr SET paciente_iniciales = 'Z.X.W.' WHERE id % 17 = 0`)
      // The planner's statistics, as a database in use has them: the search weighs its ways by them.
      await sql((s) => s`ANALYZE icsr`)
    }, 120_000)

    /** The ids and total the plain query gives. */
    const expected = async (params: Record<string, string>, page: number) => {
      const q = params.q?.trim() ? params.q.trim().toLowerCase() : null
      const desde = params.fecha_desde ?? params.date_from ?? null
      const hasta = params.fecha_hasta ?? params.date_to ?? null
      const by = params.order_by ?? "id"
      const dir = params.order_dir === "asc" ? "ASC" : "DESC"
      const order = by === "id" ? `c.id ${dir}` : `c.${by} ${dir} NULLS LAST, c.id ${dir}`
      const where = `($1::text IS NULL OR c.search_doc LIKE '%' || replace(replace(replace($1, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%' ESCAPE '\\')
        AND ($2::date IS NULL OR c.fecha_inicio_evento >= $2) AND ($3::date IS NULL OR c.fecha_inicio_evento <= $3)
        AND ($4::text IS NULL OR lower(c.estado) = lower($4)) AND ($5::text IS NULL OR lower(c.gravedad) = lower($5))`
      const args = [q, desde, hasta, params.estado ?? null, params.gravedad ?? null]
      return sql((s) =>
        Effect.all({
          ids: Effect.map(
            s.unsafe<{ id: number }>(`SELECT c.id FROM icsr c WHERE ${where} ORDER BY ${order} LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`, args),
            (rows) => rows.map((r) => r.id)
          ),
          total: Effect.map(s.unsafe<{ n: number }>(`SELECT count(*)::int AS n FROM icsr c WHERE ${where}`, args), (rows) => rows[0]!.n)
        })
      )
    }

    /**
     * Compares pages of one request with the plain query: the first, the last and the one past the
     * end, and with `middle` those on either side of the middle (unfiltered pages past it are read
     * from the other end).
     */
    const compare = async (path: string, params: Record<string, string>, middle = false, every = false) => {
      const first = await expected(params, 1)
      const last = Math.max(1, Math.ceil(first.total / PAGE_SIZE))
      const half = Math.ceil(last / 2)
      const around = every ? Array.from({ length: last }, (_, i) => i + 1) : middle ? [2, half - 1, half, half + 1, last - 1] : []
      const pages = [...new Set([1, ...around, last, last + 1].filter((p) => p >= 1))]
      for (const page of pages) {
        const query = new URLSearchParams({ ...params, page: String(page), page_size: String(PAGE_SIZE) })
        const res = await h.call("GET", `${path}?${query}`, { token: h.users.admin.token })
        expect(res.status, res.text).toBe(200)
        const want = page === 1 ? first : await expected(params, page)
        const label = `${path}?${query}`
        expect(res.body.items.map((c: { id: number }) => c.id), label).toEqual(want.ids)
        expect(res.body.total, label).toBe(want.total)
        expect([res.body.page, res.body.page_size], label).toEqual([page, PAGE_SIZE])
      }
    }

    const orders = ORDER_BY.flatMap((by) => (["asc", "desc"] as const).map((dir) => ({ order_by: by, order_dir: dir })))

    it("no filter, every order both ways, pages on both sides of the middle", async () => {
      for (const order of orders) await compare("/icsr", order, true)
      // The defaults: id descending.
      await compare("/icsr", {}, true)
    })

    it("deep pages read from every order's marks are the walked pages, and so are pages once a change outdates the marks", async () => {
      // Orders whose marks are true for the list as it is now.
      const current = () =>
        sql((s) => s<{ n: number }>`SELECT count(DISTINCT (m.order_by, m.descending))::int AS n FROM icsr_page_marks m JOIN icsr_count k ON k.gen = m.gen`)
          .then((rows) => rows[0]!.n)
      // A deep page of an order without marks asks for them; they are taken in the background.
      const deep = async () => {
        for (const order of orders) {
          const res = await h.call("GET", `/icsr?${new URLSearchParams({ ...order, page: "10", page_size: String(PAGE_SIZE) })}`, { token: h.users.admin.token })
          expect(res.status, res.text).toBe(200)
        }
      }
      await deep()
      await vi.waitFor(async () => expect(await current()).toBe(orders.length), { timeout: 30_000, interval: 50 })
      for (const order of orders) await compare("/icsr", order, false, true)
      // Changing a sort column moves cases in that order: every mark is outdated at once, and the
      // pages are walked (the same pages) until the marks are taken again.
      await sql((s) => s`UPDATE icsr SET gravedad = CASE WHEN gravedad IS NULL THEN 'Grave' WHEN id % 2 = 0 THEN NULL ELSE gravedad END WHERE id % 7 = 1`)
      expect(await current()).toBe(0)
      for (const order of orders) await compare("/icsr", order, false, true)
      // A new case, and a case deleted, likewise.
      const created = await h.call("POST", "/icsr", { token: h.users.admin.token, json: body(CASES + 1) })
      expect(created.status, created.text).toBe(201)
      expect(await current()).toBe(0)
      const deleted = await h.call("DELETE", `/icsr/${created.body.id}`, { token: h.users.admin.token, json: { password: h.users.admin.password } })
      expect(deleted.status, deleted.text).toBeLessThan(300)
      for (const order of orders) await compare("/icsr", order, false, true)
    })

    it("q of every shape people type, every order both ways", async () => {
      // Every order for the searches that take each path (trigram index, doubled text, walk);
      // four orders for the rest.
      const some = orders.filter((_, i) => i % 3 === 0)
      for (const [i, q] of SEARCHES.entries()) for (const order of i % 4 === 0 ? orders : some) await compare("/icsr", { q, ...order })
      // A word in a quarter of the cases and in none of the 'No grave' ones: that segment is
      // searched through the indexes, not walked, and its pages are the same.
      for (const order of orders) await compare("/icsr", { q: "hospitalizado", ...order }, true)
      if (options.oneConnection) {
        // One word goes by its words up to the exact count only (scaled here to 20, on the one
        // connection a request will use): a word of every case takes the trigram ways, same pages.
        await sql((s) => s.unsafe(`SET atalaya.list_total_scale = '0.02'`))
        for (const page of [1, 2, 4]) {
          const res = await h.call("GET", `/icsr?${new URLSearchParams({ q: "dosis", page: String(page), page_size: String(PAGE_SIZE) })}`, { token: h.users.admin.token })
          expect(res.body.items.map((c: { id: number }) => c.id), `dosis, page ${page}`).toEqual((await expected({ q: "dosis" }, page)).ids)
        }
        // A word of two thirds of the cases, none among the first third by id: its first pages are
        // walked along the order within a bound, and where the walk finds too few (ids ascending)
        // the sort answers (caseSearchWalk.ts). Same pages either way.
        for (let id = 31; id <= CASES; id++) {
          const res = await h.call("PUT", `/icsr/${id}`, { token: h.users.admin.token, json: { descripcion_evento: `Seguimiento cerrado tras la dosis ${id % 5}.` } })
          expect(res.status, res.text).toBe(200)
        }
        await sql((s) => s`ANALYZE icsr`)
        for (const order of orders) {
          for (const page of [1, 2, 3, 9]) {
            const params = { q: "seguimiento", ...order }
            const res = await h.call("GET", `/icsr?${new URLSearchParams({ ...params, page: String(page), page_size: String(PAGE_SIZE) })}`, { token: h.users.admin.token })
            expect(res.body.items.map((c: { id: number }) => c.id), `seguimiento ${order.order_by} ${order.order_dir}, page ${page}`).toEqual((await expected(params, page)).ids)
          }
        }
        await sql((s) => s.unsafe(`RESET atalaya.list_total_scale`))
      }
      // A narrative edited through the API: the search texts follow it in the same transaction.
      const edited = await h.call("PUT", "/icsr/7", { token: h.users.admin.token, json: { descripcion_evento: "Rash tras la dosis, visto por Dr. X.Y. Soto-Ñahui. Escribir a zoila.ccori77@hospital.test" } })
      expect(edited.status, edited.text).toBe(200)
      // New words, and the runs of a word with digits (ccori, 77) as words of their own.
      for (const q of ["dr. x.y. soto-ñahui", "x.y.", "soto-ñ", "rash tras", "ila.ccori", "77@hospital", "ori77@hosp", "cori7"]) {
        await compare("/icsr", { q })
        const res = await h.call("GET", `/icsr?${new URLSearchParams({ q, page_size: String(PAGE_SIZE) })}`, { token: h.users.admin.token })
        expect(res.body.items.map((c: { id: number }) => c.id), q).toContain(7)
      }
      // Its old words are no longer found in it.
      const old = await h.call("GET", `/icsr?${new URLSearchParams({ q: EVENTOS[7 % EVENTOS.length]!, page_size: "100" })}`, { token: h.users.admin.token })
      expect(old.body.items.map((c: { id: number }) => c.id)).not.toContain(7)
    })

    it("date ranges, with and without q, every order both ways", async () => {
      for (const [i, dates] of DATES.entries()) {
        for (const order of orders) {
          await compare("/icsr", { ...dates, ...order })
          await compare("/icsr", { ...dates, q: i % 2 === 0 ? "am" : "paracetamol", ...order })
          // A word of every case: walked along the order (between the range's least and
          // greatest id or creation time) rather than sorted.
          await compare("/icsr", { ...dates, q: "dosis", ...order })
        }
      }
    })

    it("the evaluation list's estado and gravedad filters, every order both ways", async () => {
      for (const order of orders) {
        await compare("/icsr-caso-prueba", { estado: "pendiente", ...order })
        await compare("/icsr-caso-prueba", { gravedad: "GRAVE", q: "m.q", ...order })
      }
    })

    it("a short date range far along the order of ids or creation times starts its walk at the range's first case", async () => {
      // The walk from the start of those orders is skipped when more than a hundred cases a date
      // of the range lie before it (caseRange.ts): a list this size reaches that for a day or two.
      for (let i = CASES; i < CASES + 150; i++) {
        const created = await h.call("POST", "/icsr", { token: h.users.admin.token, json: body(i) })
        expect(created.status, created.text).toBe(201)
      }
      await sql((s) => s`ANALYZE icsr`)
      const dates = await sql((s) =>
        s<{ d: string }>`SELECT DISTINCT to_char(fecha_inicio_evento, 'YYYY-MM-DD') AS d FROM icsr WHERE fecha_inicio_evento IS NOT NULL ORDER BY 1`
      ).then((rows) => rows.map((r) => r.d))
      const [first, second] = [dates[0]!, dates[1]!]
      const [last, before] = [dates.at(-1)!, dates.at(-2)!]
      const ranges: ReadonlyArray<Record<string, string>> = [
        { fecha_desde: last, fecha_hasta: last },
        { fecha_desde: before, fecha_hasta: last },
        { fecha_desde: last },
        { fecha_desde: first, fecha_hasta: first },
        { fecha_desde: first, fecha_hasta: second },
        { fecha_hasta: first },
        // Past either end of the data: no case, found without walking.
        { fecha_desde: "2031-01-01" },
        { fecha_hasta: "2001-01-01" }
      ]
      for (const range of ranges) {
        for (const order_by of ["id", "created_at"]) {
          for (const order_dir of ["asc", "desc"]) {
            await compare("/icsr", { ...range, order_by, order_dir }, false, true)
            // With estado, the range's first case is found by reading the range.
            await compare("/icsr-caso-prueba", { ...range, estado: "pendiente", order_by, order_dir }, false, true)
          }
        }
      }
    })
  })
