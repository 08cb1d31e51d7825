/**
 * The catalog HTTP suite shared by every storage driver: `runProductsSuite(name, makeStorageLayer)`
 * registers the same describe/it blocks over the real Hono app with real storage, scrypt hashing,
 * HS256 tokens and local file storage (the shared test/support/apiHarness.ts), and each driver's
 * entry file calls it once.
 *
 * One runtime per entry file. Tests share its database and media directory, so each scopes what
 * it reads with a unique marker. Every request goes through the harness's `call`, which fails the
 * test on any 500, and its afterEach asserts that nothing was logged as an error.
 *
 * The media root sits a few levels deep inside the harness's temporary folder (the sandbox), so a
 * file written outside it (by a traversal in a file name, say) would still land where the tests look.
 */
import { AuditLog, CaseRules, Errors } from "@atalaya/core"
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "vitest"
import { type Json, type MakeStorageLayer, marker, useApiHarness } from "../support/apiHarness.js"

export type { MakeStorageLayer }

const MB = 1024 * 1024
const MAX_FICHA = 12 * MB
const TOO_LARGE = { detail: "Archivo demasiado grande (máx. 12 MB)" }
const NOT_AUTHENTICATED = { detail: "Not authenticated" }
const PRODUCT_NOT_FOUND = { detail: Errors.Texts.productNotFound }
const FICHA_NOT_FOUND = { detail: Errors.Texts.fichaNotFound }
const REGISTRO_TAKEN = { detail: Errors.Texts.registroTaken }
const denied = (permission: string) => ({ detail: `Permission denied: ${permission} required` })

const missing = (...loc: Array<string | number>) => ({ loc, msg: "field required", type: "value_error.missing" })
const notInteger = (...loc: Array<string | number>) => ({ loc, msg: "value is not a valid integer", type: "type_error.integer" })
const le = (limit: number, ...loc: Array<string | number>) => ({ loc, msg: `ensure this value is less than or equal to ${limit}`, type: "value_error.number.not_le" })
const ge = (limit: number, ...loc: Array<string | number>) => ({ loc, msg: `ensure this value is greater than or equal to ${limit}`, type: "value_error.number.not_ge" })
const enumeration = (values: ReadonlyArray<string>, ...loc: Array<string | number>) => ({
  loc,
  msg: `value is not a valid enumeration member; permitted: ${values.map((v) => `'${v}'`).join(", ")}`,
  type: "type_error.enum"
})

/** Every writable product field, as returned. */
const PRODUCT_KEYS = [
  "producto", "ifa", "forma_farmaceutica", "presentacion_farmaceutica", "via", "estado_registro", "numero_registro",
  "fecha_venc_registro", "fecha_primer_registro", "comercializa", "pais_comercializacion", "laboratorio_pais", "comentarios"
] as const

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/** A small but well-formed PDF, with binary bytes after the header so byte equality means something. */
const pdfBytes = (note = "ficha"): Uint8Array => {
  const head = Buffer.from(
    `%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n` +
      `2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${note}\n`,
    "latin1"
  )
  const binary = Buffer.from(Array.from({ length: 256 }, (_, i) => i))
  const tail = Buffer.from("trailer << /Root 1 0 R >>\n%%EOF\n", "latin1")
  return new Uint8Array(Buffer.concat([head, binary, tail]))
}

/** A PDF of exactly `size` bytes. */
const pdfOfSize = (size: number): Uint8Array => {
  const bytes = new Uint8Array(size).fill(0x20)
  bytes.set(Buffer.from("%PDF-1.7\n", "latin1"), 0)
  return bytes
}

/** Every file under `dir`, as paths relative to it with forward slashes. */
const filesUnder = (dir: string): Array<string> =>
  fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => !d.isDirectory())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)).split(path.sep).join("/"))
    .sort()

const FICHA_FILE = /^fichas\/(\d+)\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.pdf$/

/** Registers the catalog HTTP suite for one storage driver. */
export const runProductsSuite = (name: string, makeStorageLayer: MakeStorageLayer): void => {
  describe(`products http suite: ${name}`, () => {
    const h = useApiHarness(makeStorageLayer, { qf: ["qf"], qa: ["qa"], nobody: [] }, { mediaPath: "srv/atalaya/media" })
    const { call, request: send, users } = h
    const admin = () => users.admin.token

    /** Creates a product as admin (201 asserted). */
    const createProduct = async (fields: Record<string, unknown>, token = admin()): Promise<Json> => {
      const res = await call("POST", "/products/", { token, json: fields })
      expect(res.status, res.text).toBe(201)
      return res.body
    }

    const getProduct = async (id: number): Promise<Json> => {
      const res = await call("GET", `/products/${id}`, { token: admin() })
      expect(res.status, res.text).toBe(200)
      return res.body
    }

    /** Uploads a technical sheet as multipart form data. */
    const upload = (
      id: number | string,
      bytes: Uint8Array,
      options: { filename?: string; type?: string; token?: string; headers?: Record<string, string>; target?: string; field?: string } = {}
    ) => {
      const form = new FormData()
      form.append(options.field ?? "file", new Blob([bytes], { type: options.type ?? "application/pdf" }), options.filename ?? "ficha.pdf")
      return options.target !== undefined
        ? call("POST", options.target, { token: options.token ?? admin(), raw: form, headers: options.headers, absolute: true })
        : call("POST", `/products/${id}/ficha-tecnica`, { token: options.token ?? admin(), raw: form, headers: options.headers })
    }

    /** The technical-sheet files stored for one product. */
    const fichaFiles = (id: number): Array<string> => {
      const dir = path.join(h.mediaDir(), "fichas", String(id))
      return fs.existsSync(dir) ? filesUnder(dir).map((f) => `fichas/${id}/${f}`) : []
    }

    const auditOf = (id: number) =>
      h.runtime().runPromise(Effect.flatMap(AuditLog.AuditLog, (audit) => audit.forEntity("product", String(id))))

    /** Audit rows of product actions that name no single product (list, bulk). */
    const auditWithoutEntity = async (action: string): Promise<Array<{ entity_id: string | null; actor_id: number | null; changes: Json }>> => {
      const rows = await h.runtime().runPromise(Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql<{ entity_id: string | null; actor_id: number | null; changes: unknown }>`
          SELECT entity_id, actor_id, changes FROM audit_log WHERE entity = 'product' AND action = ${action} ORDER BY id`))
      return rows.map((r) => ({ ...r, changes: typeof r.changes === "string" ? JSON.parse(r.changes) : r.changes }))
    }

    // ---------------------------------------------------------------------------------------
    describe("POST /products/", () => {
      it("creates a product: 201 with every field, id, created_at and updated_at; GET returns the same", async () => {
        const m = marker()
        const fields = {
          producto: `${m} Amoxicilina 500 mg`,
          ifa: "Amoxicilina",
          forma_farmaceutica: "Capsula",
          presentacion_farmaceutica: "Caja x 100",
          via: "Oral",
          estado_registro: "Vigente",
          numero_registro: `EE-${m}`,
          fecha_venc_registro: "2029-06-30",
          fecha_primer_registro: "2019-07-01",
          comercializa: true,
          pais_comercializacion: "Peru",
          laboratorio_pais: "Lab Andino / Peru",
          comentarios: "Importado"
        }
        const res = await call("POST", "/products/", { token: admin(), json: fields })
        expect(res.status, res.text).toBe(201)
        expect(res.body).toEqual({
          id: expect.any(Number),
          ...fields,
          ficha_tecnica_url: null,
          created_at: expect.stringMatching(ISO_TIMESTAMP),
          updated_at: expect.stringMatching(ISO_TIMESTAMP)
        })
        expect(await getProduct(res.body.id)).toEqual(res.body)
      })

      it("the collection answers with and without the trailing slash; fields not sent are null", async () => {
        const m = marker()
        // Fields outside the product's writable set (id, the sheet link, timestamps, unknown names) are ignored.
        const a = await call("POST", "/products", {
          token: admin(),
          json: { producto: `${m} sin barra`, id: 2147483000, ficha_tecnica_url: "http://evil.example/x.pdf", created_at: "2000-01-01T00:00:00Z", otro: "x" }
        })
        expect(a.status, a.text).toBe(201)
        expect(a.body).toEqual({
          id: expect.any(Number),
          producto: `${m} sin barra`,
          ...Object.fromEntries(PRODUCT_KEYS.filter((k) => k !== "producto").map((k) => [k, null])),
          ficha_tecnica_url: null,
          created_at: expect.stringMatching(ISO_TIMESTAMP),
          updated_at: expect.stringMatching(ISO_TIMESTAMP)
        })
        expect(a.body.id).not.toBe(2147483000)
        expect(a.body.created_at.startsWith("2000")).toBe(false)
        const b = await call("POST", "/products/", { token: admin(), json: { producto: `${m} con barra` } })
        expect(b.status, b.text).toBe(201)
        // Products without a registration number do not collide with each other.
        expect(b.body.id).not.toBe(a.body.id)
        for (const target of [`/products?q=${m}`, `/products/?q=${m}`]) {
          const list = await call("GET", target, { token: admin() })
          expect(list.status, target).toBe(200)
          expect(list.body.items.map((p: Json) => p.id), target).toEqual([b.body.id, a.body.id])
        }
      })

      it("trims text and stores blanks as null; accepts booleans and dates in their usual spellings", async () => {
        const m = marker()
        const p = await createProduct({ producto: `  ${m} Ibuprofeno  `, ifa: "   ", via: "", comercializa: "false", fecha_venc_registro: "2030-01-31" })
        expect(p).toMatchObject({ producto: `${m} Ibuprofeno`, ifa: null, via: null, comercializa: false, fecha_venc_registro: "2030-01-31" })
      })

      it("validation: 400 with FastAPI issues, one per field, nothing stored", async () => {
        const m = marker()
        const cases: Array<[unknown, Array<Record<string, unknown>>]> = [
          [{}, [missing("body", "producto")]],
          [{ producto: "   ", ifa: "x" }, [missing("body", "producto")]],
          [{ producto: null }, [missing("body", "producto")]],
          [{ producto: `${m} a`, fecha_venc_registro: "2029-02-30" }, [{ loc: ["body", "fecha_venc_registro"], msg: "invalid date format", type: "value_error.date" }]],
          [{ producto: `${m} b`, fecha_primer_registro: "30/06/2029" }, [{ loc: ["body", "fecha_primer_registro"], msg: "invalid date format", type: "value_error.date" }]],
          [{ producto: `${m} c`, comercializa: "quizas" }, [{ loc: ["body", "comercializa"], msg: "value could not be parsed to a boolean", type: "type_error.bool" }]],
          [{ producto: `${m} d`, numero_registro: "x".repeat(256) }, [{ loc: ["body", "numero_registro"], msg: "ensure this value has at most 255 characters", type: "value_error.any_str.max_length" }]],
          [{ producto: { nombre: "x" } }, [{ loc: ["body", "producto"], msg: "str type expected", type: "type_error.str" }]],
          [
            { ifa: "x".repeat(256), comercializa: "tal vez" },
            [
              missing("body", "producto"),
              { loc: ["body", "ifa"], msg: "ensure this value has at most 255 characters", type: "value_error.any_str.max_length" },
              { loc: ["body", "comercializa"], msg: "value could not be parsed to a boolean", type: "type_error.bool" }
            ]
          ],
          [[{ producto: `${m} e` }], [{ loc: ["body"], msg: "value is not a valid dict", type: "type_error.dict" }]]
        ]
        for (const [body, detail] of cases) {
          const res = await call("POST", "/products/", { token: admin(), json: body })
          expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
          expect(res.body, JSON.stringify(body).slice(0, 80)).toEqual({ detail })
        }
        const malformed = await call("POST", "/products/", { token: admin(), raw: "{bad", headers: { "content-type": "application/json" } })
        expect(malformed.status).toBe(400)
        expect(malformed.body).toEqual({ detail: [{ loc: ["body", 1], msg: "Expecting value", type: "value_error.jsondecode" }] })
        const empty = await call("POST", "/products", { token: admin(), raw: "", headers: { "content-type": "application/json" } })
        expect(empty.status).toBe(400)
        expect(empty.body).toEqual({ detail: [missing("body")] })
        // Nothing of the refused bodies was stored.
        expect((await call("GET", `/products/?q=${m}`, { token: admin() })).body.total).toBe(0)
      })

      it("a registration number already in the catalog, in any spelling: 409, nothing stored", async () => {
        const m = marker()
        const first = await createProduct({ producto: `${m} original`, numero_registro: `EE-${m}` })
        for (const spelling of [`EE-${m}`, ` ee ${m} `, `ee_${m}`, `E.E/${m.toUpperCase()}`]) {
          const res = await call("POST", "/products/", { token: admin(), json: { producto: `${m} copia`, numero_registro: spelling } })
          expect(res.status, spelling).toBe(409)
          expect(res.body, spelling).toEqual(REGISTRO_TAKEN)
        }
        const list = await call("GET", `/products/?q=${m}`, { token: admin() })
        expect(list.body.items.map((p: Json) => p.id)).toEqual([first.id])
      })

      it("writes PRODUCT_CREATE with the actor and the stored product", async () => {
        const m = marker()
        const p = await createProduct({ producto: `${m} auditado`, numero_registro: `AU-${m}` }, users.qf.token)
        const audit = await auditOf(p.id)
        expect(audit).toHaveLength(1)
        expect(audit[0]).toMatchObject({ action: "PRODUCT_CREATE", entity: "product", entity_id: String(p.id), actor_id: users.qf.id, actor_email: users.qf.email })
        expect((audit[0]!.changes as Json).after).toMatchObject({ id: p.id, producto: `${m} auditado`, numero_registro: `AU-${m}` })
      })
    })

    // ---------------------------------------------------------------------------------------
    describe("GET /products/", () => {
      /** Three products whose columns sort differently: b, a, c by producto; c, b, a by ifa; c, a, b by numero_registro. */
      const sortable = async (m: string) => {
        const a = await createProduct({ producto: `${m} beta`, ifa: `${m} zeta`, numero_registro: `SRT-${m}-2`, estado_registro: "Vigente", comercializa: true })
        const b = await createProduct({ producto: `${m} alfa`, ifa: `${m} mu`, numero_registro: `SRT-${m}-3`, estado_registro: "Cancelado", comercializa: false })
        const c = await createProduct({ producto: `${m} gamma`, ifa: `${m} alfa`, numero_registro: `SRT-${m}-1`, estado_registro: "Vigente" })
        return { a: a.id as number, b: b.id as number, c: c.id as number }
      }
      const ids = async (query: string): Promise<Array<number>> => {
        const res = await call("GET", `/products/?${query}`, { token: admin() })
        expect(res.status, `${query}: ${res.text}`).toBe(200)
        return res.body.items.map((p: Json) => p.id)
      }

      it("answers {items, total, offset, limit} with offset 0 and limit 50 by default; q filters", async () => {
        const m = marker()
        const { a, b, c } = await sortable(m)
        const res = await call("GET", `/products/?q=${m}`, { token: admin() })
        expect(res.status).toBe(200)
        expect(Object.keys(res.body).sort()).toEqual(["items", "limit", "offset", "total"])
        expect(res.body).toMatchObject({ total: 3, offset: 0, limit: 50 })
        // Default sort: producto ascending.
        expect(res.body.items.map((p: Json) => p.id)).toEqual([b, a, c])
        expect(res.body.items[0]).toEqual(await getProduct(b))
      })

      it("q searches producto, ifa and numero_registro, case-insensitively", async () => {
        const m = marker()
        const { a, b, c } = await sortable(m)
        expect(await ids(`q=${m} ALFA&sort=id`)).toEqual([b, c])
        expect(await ids(`q=${m} zeta`)).toEqual([a])
        expect(await ids(`q=srt-${m}-1`)).toEqual([c])
        expect(await ids(`q=${m.toUpperCase()}&sort=id`)).toEqual([a, b, c])
        expect(await ids(`q=${m}-nada`)).toEqual([])
        // % and _ are characters, not wildcards.
        expect(await ids(`q=${m}%25`)).toEqual([])
      })

      it("estado and comercializa (si, no, all) filter; numero_registro is an exact match", async () => {
        const m = marker()
        const { a, b, c } = await sortable(m)
        expect(await ids(`q=${m}&estado=Vigente&sort=id`)).toEqual([a, c])
        expect(await ids(`q=${m}&estado=Cancelado`)).toEqual([b])
        expect(await ids(`q=${m}&estado=all&sort=id`)).toEqual([a, b, c])
        expect(await ids(`q=${m}&comercializa=si`)).toEqual([a])
        expect(await ids(`q=${m}&comercializa=no`)).toEqual([b])
        expect(await ids(`q=${m}&comercializa=all&sort=id`)).toEqual([a, b, c])
        expect(await ids(`numero_registro=SRT-${m}-3`)).toEqual([b])
        expect(await ids(`numero_registro=SRT-${m}`)).toEqual([])
        const total = await call("GET", `/products/?q=${m}&comercializa=si`, { token: admin() })
        expect(total.body.total).toBe(1)
      })

      it("sort by each column, ascending by default, descending with order=desc", async () => {
        const m = marker()
        const { a, b, c } = await sortable(m)
        const expected: Record<string, Array<number>> = {
          producto: [b, a, c],
          ifa: [c, b, a],
          numero_registro: [c, a, b],
          id: [a, b, c],
          created_at: [a, b, c]
        }
        for (const [sort, asc] of Object.entries(expected)) {
          expect(await ids(`q=${m}&sort=${sort}`), sort).toEqual(asc)
          expect(await ids(`q=${m}&sort=${sort}&order=asc`), sort).toEqual(asc)
          expect(await ids(`q=${m}&sort=${sort}&order=desc`), `${sort} desc`).toEqual([...asc].reverse())
        }
        expect(await ids(`q=${m}&order=desc`)).toEqual([c, a, b])
      })

      it("limit defaults to 50 and offset pages on; the total counts every match", async () => {
        const m = marker()
        const items = Array.from({ length: 53 }, (_, i) => ({ producto: `${m} item ${String(i).padStart(2, "0")}`, numero_registro: `PG-${m}-${i}` }))
        const bulk = await call("POST", "/products/bulk", { token: admin(), json: { items } })
        expect(bulk.body).toMatchObject({ created: 53, skipped: 0 })
        const first = await call("GET", `/products/?q=${m}`, { token: admin() })
        expect(first.body).toMatchObject({ total: 53, offset: 0, limit: 50 })
        expect(first.body.items).toHaveLength(50)
        expect(first.body.items[0].producto).toBe(`${m} item 00`)
        const rest = await call("GET", `/products/?q=${m}&offset=50`, { token: admin() })
        expect(rest.body).toMatchObject({ total: 53, offset: 50, limit: 50 })
        expect(rest.body.items.map((p: Json) => p.producto)).toEqual([`${m} item 50`, `${m} item 51`, `${m} item 52`])
        const page = await call("GET", `/products/?q=${m}&offset=10&limit=5&order=desc`, { token: admin() })
        expect(page.body).toMatchObject({ total: 53, offset: 10, limit: 5 })
        expect(page.body.items.map((p: Json) => p.producto)).toEqual([42, 41, 40, 39, 38].map((i) => `${m} item ${i}`))
        const max = await call("GET", `/products/?q=${m}&limit=200`, { token: admin() })
        expect(max.body.items).toHaveLength(53)
        const beyond = await call("GET", `/products/?q=${m}&offset=1000`, { token: admin() })
        expect(beyond.body).toMatchObject({ items: [], total: 53, offset: 1000 })
      })

      it("bad query values: 400 on the parameter", async () => {
        const cases: Array<[string, Record<string, unknown>]> = [
          ["limit=201", le(200, "query", "limit")],
          ["limit=0", ge(1, "query", "limit")],
          ["limit=diez", notInteger("query", "limit")],
          ["offset=-1", ge(0, "query", "offset")],
          ["offset=1.5", notInteger("query", "offset")],
          ["sort=laboratorio_pais", enumeration(["producto", "ifa", "id", "created_at", "numero_registro"], "query", "sort")],
          ["order=up", enumeration(["asc", "desc"], "query", "order")],
          ["comercializa=quizas", enumeration(["si", "no", "all"], "query", "comercializa")]
        ]
        for (const [query, issue] of cases) {
          const res = await call("GET", `/products/?${query}`, { token: admin() })
          expect(res.status, query).toBe(400)
          expect(res.body, query).toEqual({ detail: [issue] })
        }
        const both = await call("GET", "/products?limit=201&offset=-1", { token: admin() })
        expect(both.status).toBe(400)
        expect(both.body.detail).toHaveLength(2)
        expect(both.body.detail).toEqual(expect.arrayContaining([ge(0, "query", "offset"), le(200, "query", "limit")]))
      })

      it("writes PRODUCT_LIST (no entity id) with the query and the total", async () => {
        const m = marker()
        await createProduct({ producto: `${m} listado` })
        await call("GET", `/products/?q=${m}&comercializa=all`, { token: users.qa.token })
        const entries = (await auditWithoutEntity("PRODUCT_LIST")).filter((e) => e.changes?.query?.q === m)
        expect(entries).toHaveLength(1)
        expect(entries[0]).toMatchObject({ entity_id: null, actor_id: users.qa.id })
        expect(entries[0]!.changes).toMatchObject({ total: 1, query: { q: m, limit: 50, offset: 0 } })
      })
    })

    // ---------------------------------------------------------------------------------------
    describe("GET /products/search", () => {
      it("term or q: {items [{id, producto, ifa, numero_registro}], total, limit}; 8 by default, up to 50", async () => {
        const m = marker()
        const items = Array.from({ length: 10 }, (_, i) => ({ producto: `${m} sugerencia ${i}`, ifa: `Ifa ${i}`, numero_registro: `SE-${m}-${i}`, via: "Oral" }))
        expect((await call("POST", "/products/bulk", { token: admin(), json: { items } })).body.created).toBe(10)

        const byTerm = await call("GET", `/products/search?term=${m}`, { token: admin() })
        expect(byTerm.status).toBe(200)
        expect(Object.keys(byTerm.body).sort()).toEqual(["items", "limit", "total"])
        expect(byTerm.body).toMatchObject({ total: 10, limit: 8 })
        expect(byTerm.body.items).toHaveLength(8)
        for (const hit of byTerm.body.items) {
          expect(hit).toEqual({ id: expect.any(Number), producto: expect.stringContaining(m), ifa: expect.stringMatching(/^Ifa \d$/), numero_registro: expect.stringContaining(m) })
        }
        const byQ = await call("GET", `/products/search?q=${m}`, { token: admin() })
        expect(byQ.body).toEqual(byTerm.body)
        const all = await call("GET", `/products/search?term=${m}&limit=50`, { token: admin() })
        expect(all.body).toMatchObject({ total: 10, limit: 50 })
        expect(all.body.items.map((h: Json) => h.producto).sort()).toEqual(items.map((i) => i.producto).sort())
        const two = await call("GET", `/products/search?q=${m}&limit=2`, { token: admin() })
        expect(two.body).toMatchObject({ total: 10, limit: 2 })
        expect(two.body.items).toHaveLength(2)
      })

      it("matches producto, ifa and numero_registro (also in another spelling), case-insensitively", async () => {
        const m = marker()
        const p = await createProduct({ producto: `Naproxeno ${m}`, ifa: `Naproxeno sodico ${m}x`, numero_registro: `NS-${m}` })
        for (const term of [`NAPROXENO ${m}`, `sodico ${m}X`, `ns-${m}`, `ns ${m}`]) {
          const res = await call("GET", `/products/search?term=${encodeURIComponent(term)}`, { token: admin() })
          expect(res.status, term).toBe(200)
          expect(res.body.items, term).toEqual([{ id: p.id, producto: `Naproxeno ${m}`, ifa: `Naproxeno sodico ${m}x`, numero_registro: `NS-${m}` }])
        }
        const none = await call("GET", `/products/search?q=${m}zz`, { token: admin() })
        expect(none.body).toEqual({ items: [], total: 0, limit: 8 })
      })

      it("missing term, fewer than 2 characters, or a bad limit: 400", async () => {
        const minLength = (name: string) => ({ loc: ["query", name], msg: "ensure this value has at least 2 characters", type: "value_error.any_str.min_length" })
        const cases: Array<[string, Record<string, unknown>]> = [
          ["", missing("query", "term")],
          ["limit=5", missing("query", "term")],
          ["term=a", minLength("term")],
          ["q=a", minLength("q")],
          ["q=%20a%20", minLength("q")],
          ["term=", minLength("term")],
          ["term=ab&limit=51", le(50, "query", "limit")],
          ["term=ab&limit=0", ge(1, "query", "limit")],
          ["q=ab&limit=x", notInteger("query", "limit")]
        ]
        for (const [query, issue] of cases) {
          const res = await call("GET", `/products/search?${query}`, { token: admin() })
          expect(res.status, query).toBe(400)
          expect(res.body, query).toEqual({ detail: [issue] })
        }
        expect((await call("GET", "/products/search?term=ab&limit=50", { token: admin() })).status).toBe(200)
      })
    })

    // ---------------------------------------------------------------------------------------
    describe("GET, PUT and DELETE /products/{product_id}", () => {
      it("unknown product: 404 on GET, PUT and DELETE; a bad id: 400 on path product_id", async () => {
        for (const method of ["GET", "PUT", "DELETE"]) {
          const res = await call(method, "/products/987654", { token: admin(), ...(method === "PUT" ? { json: { ifa: "x" } } : {}) })
          expect(res.status, method).toBe(404)
          expect(res.body, method).toEqual(PRODUCT_NOT_FOUND)
        }
        for (const id of ["abc", "0", "-1", "1.5"]) {
          const res = await call("GET", `/products/${id}`, { token: admin() })
          expect(res.status, id).toBe(400)
          expect(res.body, id).toEqual({ detail: [notInteger("path", "product_id")] })
        }
        const big = await call("GET", "/products/2147483648", { token: admin() })
        expect(big.body).toEqual({ detail: [le(2147483647, "path", "product_id")] })
      })

      it("PUT changes only the fields sent; updated_at moves; unknown fields are ignored", async () => {
        const m = marker()
        const p = await createProduct({ producto: `${m} Losartan`, ifa: "Losartan", via: "Oral", numero_registro: `LO-${m}`, comercializa: true, fecha_venc_registro: "2027-01-01" })
        await new Promise((r) => setTimeout(r, 5))
        const res = await call("PUT", `/products/${p.id}`, { token: admin(), json: { ifa: "Losartan potasico", comercializa: false, fecha_venc_registro: null, id: 1, desconocido: "x", ficha_tecnica_url: "http://evil.example/x.pdf" } })
        expect(res.status, res.text).toBe(200)
        const { updated_at: before, ...rest } = p
        expect(res.body).toEqual({ ...rest, ifa: "Losartan potasico", comercializa: false, fecha_venc_registro: null, updated_at: expect.stringMatching(ISO_TIMESTAMP) })
        expect(Date.parse(res.body.updated_at)).toBeGreaterThan(Date.parse(before))
        expect(await getProduct(p.id)).toEqual(res.body)
        // The same number in another spelling is no conflict with itself.
        const same = await call("PUT", `/products/${p.id}`, { token: admin(), json: { numero_registro: `lo ${m}` } })
        expect(same.status, same.text).toBe(200)
        expect(same.body.numero_registro).toBe(`lo ${m}`)
      })

      it("PUT may not clear producto, nor send wrong types: 400 and nothing changes", async () => {
        const m = marker()
        const p = await createProduct({ producto: `${m} Metformina`, ifa: "Metformina" })
        const notNull = { loc: ["body", "producto"], msg: "none is not an allowed value", type: "type_error.none.not_allowed" }
        const cases: Array<[Record<string, unknown>, Array<Record<string, unknown>>]> = [
          [{ producto: "", ifa: "otra" }, [notNull]],
          [{ producto: null }, [notNull]],
          [{ producto: "   " }, [notNull]],
          [{ comercializa: "quizas" }, [{ loc: ["body", "comercializa"], msg: "value could not be parsed to a boolean", type: "type_error.bool" }]],
          [{ fecha_primer_registro: "2024-13-01" }, [{ loc: ["body", "fecha_primer_registro"], msg: "invalid date format", type: "value_error.date" }]]
        ]
        for (const [body, detail] of cases) {
          const res = await call("PUT", `/products/${p.id}`, { token: admin(), json: body })
          expect(res.status, JSON.stringify(body)).toBe(400)
          expect(res.body, JSON.stringify(body)).toEqual({ detail })
        }
        expect(await getProduct(p.id)).toEqual(p)
        expect((await auditOf(p.id)).map((e) => e.action)).toEqual(["PRODUCT_CREATE"])
      })

      it("PUT to a registration number another product holds: 409, nothing changes", async () => {
        const m = marker()
        await createProduct({ producto: `${m} uno`, numero_registro: `DU-${m}-1` })
        const two = await createProduct({ producto: `${m} dos`, numero_registro: `DU-${m}-2` })
        const res = await call("PUT", `/products/${two.id}`, { token: admin(), json: { producto: `${m} dos bis`, numero_registro: `du ${m} 1` } })
        expect(res.status).toBe(409)
        expect(res.body).toEqual(REGISTRO_TAKEN)
        expect(await getProduct(two.id)).toEqual(two)
      })

      it("writes PRODUCT_UPDATE with the field diff (before/after); a PUT that changes nothing is not audited", async () => {
        const m = marker()
        const p = await createProduct({ producto: `${m} Enalapril`, ifa: "Enalapril", comercializa: true })
        await call("PUT", `/products/${p.id}`, { token: users.qf.token, json: { ifa: "Enalapril maleato", comercializa: false, via: "Oral", producto: `${m} Enalapril` } })
        await call("PUT", `/products/${p.id}`, { token: admin(), json: { ifa: "Enalapril maleato" } })
        await call("PUT", `/products/${p.id}`, { token: admin(), json: {} })
        const audit = await auditOf(p.id)
        expect(audit.map((e) => e.action)).toEqual(["PRODUCT_CREATE", "PRODUCT_UPDATE"])
        expect(audit[1]).toMatchObject({ entity_id: String(p.id), actor_id: users.qf.id })
        const byField = (x: Json, y: Json) => String(x.field).localeCompare(String(y.field))
        expect([...(audit[1]!.changes as Json).fields].sort(byField)).toEqual([
          { field: "comercializa", before: true, after: false },
          { field: "ifa", before: "Enalapril", after: "Enalapril maleato" },
          { field: "via", before: null, after: "Oral" }
        ])
      })

      it("DELETE: {ok: true}, then 404; PRODUCT_DELETE keeps what was deleted", async () => {
        const m = marker()
        const p = await createProduct({ producto: `${m} borrar`, numero_registro: `DE-${m}` })
        const res = await call("DELETE", `/products/${p.id}`, { token: admin() })
        expect(res.status).toBe(200)
        expect(res.body).toEqual({ ok: true })
        expect((await call("GET", `/products/${p.id}`, { token: admin() })).status).toBe(404)
        const again = await call("DELETE", `/products/${p.id}`, { token: admin() })
        expect(again.status).toBe(404)
        expect(again.body).toEqual(PRODUCT_NOT_FOUND)
        const audit = await auditOf(p.id)
        expect(audit.map((e) => e.action)).toEqual(["PRODUCT_CREATE", "PRODUCT_DELETE"])
        expect(audit[1]).toMatchObject({ actor_id: users.admin.id })
        expect((audit[1]!.changes as Json).before).toEqual(p)
        // The number is free again.
        expect((await call("POST", "/products/", { token: admin(), json: { producto: `${m} nuevo`, numero_registro: `DE-${m}` } })).status).toBe(201)
      })

      it("a product a case links through producto_id cannot be deleted: 409, product, sheet and trail kept", async () => {
        const m = marker()
        const p = await createProduct({ producto: `${m} vinculado`, numero_registro: `VI-${m}` })
        expect((await upload(p.id, pdfBytes(m))).status).toBe(201)
        const [file] = fichaFiles(p.id)
        const c = await call("POST", "/icsr", {
          token: admin(),
          json: {
            paciente_iniciales: "JPM",
            paciente_edad: 34,
            paciente_sexo: "F",
            reportante_nombre: "Dra. Ana Ruiz",
            producto_sospechoso: `${m} vinculado`,
            descripcion_evento: `Erupcion ${m}`,
            producto_id: p.id
          }
        })
        expect(c.status, c.text).toBe(201)
        expect(c.body.producto_id).toBe(p.id)
        const res = await call("DELETE", `/products/${p.id}`, { token: admin() })
        expect(res.status).toBe(409)
        expect(res.body).toEqual({ detail: Errors.Texts.productInUse })
        expect((await getProduct(p.id)).id).toBe(p.id)
        expect(fichaFiles(p.id)).toEqual([file])
        expect((await auditOf(p.id)).map((e) => e.action)).toEqual(["PRODUCT_CREATE", "PRODUCT_FICHA_UPLOAD"])

        // Once unlinked it can go, and its technical sheet with it.
        const unlink = await call("PUT", `/icsr/${c.body.id}`, { token: admin(), json: { producto_id: null } })
        expect(unlink.status, unlink.text).toBe(200)
        expect((await call("DELETE", `/products/${p.id}`, { token: admin() })).body).toEqual({ ok: true })
        expect(fichaFiles(p.id)).toEqual([])
        expect((await auditOf(p.id)).map((e) => e.action)).toEqual(["PRODUCT_CREATE", "PRODUCT_FICHA_UPLOAD", "PRODUCT_DELETE"])
      })
    })

    // ---------------------------------------------------------------------------------------
    describe("GET /products/by-registro", () => {
      it("?registro=, ?numero_registro= and /by-registro/{numero} match the normalized number", async () => {
        const m = marker()
        const digits = String(Date.now()).slice(-7)
        const p = await createProduct({ producto: `${m} por registro`, numero_registro: `EE-${digits}${m}` })
        const spellings = [`EE-${digits}${m}`, `ee ${digits}${m}`, ` ee-${digits}${m.toUpperCase()} `, `E.E_${digits}/${m}`]
        for (const s of spellings) {
          const q = encodeURIComponent(s)
          for (const target of [`/products/by-registro?registro=${q}`, `/products/by-registro?numero_registro=${q}`, `/products/by-registro/${q}`]) {
            const res = await call("GET", target, { token: admin() })
            expect(res.status, target).toBe(200)
            expect(res.body, target).toEqual(p)
          }
        }
      })

      it("an unknown number: 404; none given: 400", async () => {
        const m = marker()
        for (const target of [`/products/by-registro?registro=ZZ-${m}`, `/products/by-registro?numero_registro=ZZ-${m}`, `/products/by-registro/ZZ-${m}`]) {
          const res = await call("GET", target, { token: admin() })
          expect(res.status, target).toBe(404)
          expect(res.body, target).toEqual(PRODUCT_NOT_FOUND)
        }
        for (const target of ["/products/by-registro", "/products/by-registro?registro=", "/products/by-registro?registro=%20-%20"]) {
          const res = await call("GET", target, { token: admin() })
          expect(res.status, target).toBe(400)
          expect(res.body.detail[0], target).toMatchObject({ msg: "field required", type: "value_error.missing" })
        }
      })
    })

    // ---------------------------------------------------------------------------------------
    describe("POST /products/bulk", () => {
      it("upserts by numero_registro: valid, invalid and repeated items, counted exactly", async () => {
        const m = marker()
        const existing = await createProduct({ producto: `${m} existente`, ifa: "Ibuprofeno", numero_registro: `BK-${m}-E`, laboratorio_pais: "Lab X" })
        const items: Array<unknown> = [
          { producto: `${m} nuevo`, numero_registro: `BK-${m}-N`, ifa: "Paracetamol", campo_desconocido: "x", id: 999999, ficha_tecnica_url: "http://evil/x.pdf" },
          { numero_registro: `BK-${m}-P` },
          { producto: `${m} existente v2`, numero_registro: ` bk ${m} e `, comercializa: true },
          { producto: `${m} sin registro` },
          { producto: `${m} nuevo (repetido)`, numero_registro: `bk-${m}-n`, via: "Oral" },
          { producto: `${m} fecha mala`, numero_registro: `BK-${m}-F`, fecha_venc_registro: "2029-13-01" },
          "no es un objeto",
          { producto: `${m} otro`, numero_registro: `BK-${m}-O`, comercializa: "si" }
        ]
        const res = await call("POST", "/products/bulk", { token: users.qf.token, json: { items, extra: "ignored" } })
        expect(res.status, res.text).toBe(200)
        expect(res.body).toEqual({
          created: 2,
          updated: 2,
          skipped: 4,
          errors: [
            { index: 1, numero_registro: `BK-${m}-P`, error: expect.stringContaining("producto") },
            { index: 3, numero_registro: null, error: expect.stringContaining("numero_registro") },
            { index: 5, numero_registro: `BK-${m}-F`, error: expect.stringContaining("fecha_venc_registro") },
            { index: 6, numero_registro: null, error: expect.any(String) }
          ],
          total_processed: 8
        })

        // The existing product was updated in place: fields not sent are kept.
        const updated = await getProduct(existing.id)
        expect(updated).toMatchObject({ producto: `${m} existente v2`, ifa: "Ibuprofeno", laboratorio_pais: "Lab X", comercializa: true, numero_registro: ` bk ${m} e `.trim() })
        // The repeated number was applied after the first item; unknown fields and ids were ignored.
        const fresh = await call("GET", `/products/by-registro?registro=BK-${m}-N`, { token: admin() })
        expect(fresh.body).toMatchObject({ producto: `${m} nuevo (repetido)`, ifa: "Paracetamol", via: "Oral", ficha_tecnica_url: null })
        expect(fresh.body.id).not.toBe(999999)
        expect(fresh.body).not.toHaveProperty("campo_desconocido")
        expect((await call("GET", `/products/by-registro?registro=BK-${m}-O`, { token: admin() })).body.comercializa).toBe(true)
        for (const skipped of ["P", "F"]) {
          expect((await call("GET", `/products/by-registro?registro=BK-${m}-${skipped}`, { token: admin() })).status).toBe(404)
        }
        const list = await call("GET", `/products/?q=${m}`, { token: admin() })
        expect(list.body.total).toBe(3)

        const entries = (await auditWithoutEntity("PRODUCT_BULK_IMPORT")).filter((e) => e.actor_id === users.qf.id)
        expect(entries.at(-1)).toMatchObject({ entity_id: null, changes: { created: 2, updated: 2, skipped: 4, total_processed: 8 } })
      })

      it("an empty list processes nothing", async () => {
        const res = await call("POST", "/products/bulk", { token: admin(), json: { items: [] } })
        expect(res.status).toBe(200)
        expect(res.body).toEqual({ created: 0, updated: 0, skipped: 0, errors: [], total_processed: 0 })
      })

      it("items not a list, missing, or a body that is not an object: 400, nothing stored", async () => {
        const m = marker()
        const cases: Array<[unknown, Record<string, unknown>]> = [
          [{ items: { producto: `${m} x`, numero_registro: `NL-${m}` } }, { loc: ["body", "items"], msg: "value is not a valid list", type: "type_error.list" }],
          [{ items: `${m}` }, { loc: ["body", "items"], msg: "value is not a valid list", type: "type_error.list" }],
          [{ items: null }, { loc: ["body", "items"], msg: "value is not a valid list", type: "type_error.list" }],
          [{}, missing("body", "items")],
          [[{ producto: `${m} x`, numero_registro: `NL-${m}` }], { loc: ["body"], msg: "value is not a valid dict", type: "type_error.dict" }]
        ]
        for (const [body, issue] of cases) {
          const res = await call("POST", "/products/bulk", { token: admin(), json: body })
          expect(res.status, JSON.stringify(body)).toBe(400)
          expect(res.body, JSON.stringify(body)).toEqual({ detail: [issue] })
        }
        expect((await call("GET", `/products/?q=${m}`, { token: admin() })).body.total).toBe(0)
      })
    })

    // ---------------------------------------------------------------------------------------
    describe("technical sheet (ficha técnica)", () => {
      const fichaUrl = (id: number) => `/api/v1/products/${id}/ficha-tecnica/file`

      const download = async (id: number, token: string | null = admin()) => {
        const res = await send("GET", `/products/${id}/ficha-tecnica/file`, { token })
        return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) }
      }

      it("POST multipart PDF: 201 {url, abs_url}; GET gives the link; the file route gives the same bytes as application/pdf", async () => {
        const m = marker()
        const p = await createProduct({ producto: `${m} con ficha` })
        const bytes = pdfBytes(m)
        const res = await upload(p.id, bytes)
        expect(res.status, res.text).toBe(201)
        expect(res.body).toEqual({ url: fichaUrl(p.id), abs_url: `http://localhost${fichaUrl(p.id)}` })
        const link = await call("GET", `/products/${p.id}/ficha-tecnica`, { token: users.qa.token })
        expect(link.status).toBe(200)
        expect(link.body).toEqual(res.body)
        expect((await getProduct(p.id)).ficha_tecnica_url).toBe(fichaUrl(p.id))

        const file = await download(p.id, users.qa.token)
        expect(file.status).toBe(200)
        expect(file.headers.get("content-type")).toBe("application/pdf")
        expect(Buffer.from(file.bytes).equals(Buffer.from(bytes))).toBe(true)
        // The link it answers with is the file route.
        const viaUrl = await send("GET", res.body.url, { token: admin(), absolute: true })
        expect(Buffer.from(await viaUrl.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true)

        const audit = await auditOf(p.id)
        expect(audit.map((e) => e.action)).toEqual(["PRODUCT_CREATE", "PRODUCT_FICHA_UPLOAD"])
        expect(audit[1]).toMatchObject({ actor_id: users.admin.id })
      })

      it("abs_url uses the host the request came to, and X-Forwarded-Proto/Host when present", async () => {
        const m = marker()
        const p = await createProduct({ producto: `${m} enlaces` })
        const direct = await upload(p.id, pdfBytes(), { target: `http://farmacia.example:8443/api/v1/products/${p.id}/ficha-tecnica` })
        expect(direct.status, direct.text).toBe(201)
        expect(direct.body).toEqual({ url: fichaUrl(p.id), abs_url: `http://farmacia.example:8443${fichaUrl(p.id)}` })
        const proxied = await upload(p.id, pdfBytes(), { headers: { "x-forwarded-proto": "https", "x-forwarded-host": "pv.example.org" } })
        expect(proxied.body).toEqual({ url: fichaUrl(p.id), abs_url: `https://pv.example.org${fichaUrl(p.id)}` })

        const read = (target: string, headers: Record<string, string> = {}) => call("GET", target, { token: admin(), headers, absolute: true })
        const path = `/api/v1/products/${p.id}/ficha-tecnica`
        expect((await read(`http://intranet.local${path}`)).body.abs_url).toBe(`http://intranet.local${fichaUrl(p.id)}`)
        expect((await read(`http://intranet.local${path}`, { "x-forwarded-proto": "https" })).body.abs_url).toBe(`https://intranet.local${fichaUrl(p.id)}`)
        expect((await read(path, { "x-forwarded-proto": "https, http", "x-forwarded-host": "pv.example.org, proxy.local" })).body.abs_url)
          .toBe(`https://pv.example.org${fichaUrl(p.id)}`)
      })

      it("content decides: a non-PDF named .pdf is a 400; a PDF sent as text/plain or named .txt is accepted", async () => {
        const m = marker()
        const p = await createProduct({ producto: `${m} contenido` })
        const fake = await upload(p.id, new Uint8Array(Buffer.from("MZ\u0090\u0000 esto no es un PDF")), { filename: "ficha.pdf", type: "application/pdf" })
        expect(fake.status).toBe(400)
        expect(fake.body).toEqual({ detail: [{ loc: ["body", "file"], msg: Errors.Texts.notPdf, type: "value_error.pdf" }] })
        expect(fichaFiles(p.id)).toEqual([])
        expect((await call("GET", `/products/${p.id}/ficha-tecnica`, { token: admin() })).status).toBe(404)

        const plain = await upload(p.id, pdfBytes("plain"), { filename: "ficha.pdf", type: "text/plain" })
        expect(plain.status, plain.text).toBe(201)
        const txt = await upload(p.id, pdfBytes("txt"), { filename: "ficha.txt", type: "application/octet-stream" })
        expect(txt.status, txt.text).toBe(201)
        expect(Buffer.from((await download(p.id)).bytes).equals(Buffer.from(pdfBytes("txt")))).toBe(true)
      })

      it("no file part, or a body that is not multipart: 400 field required on body.file", async () => {
        const m = marker()
        const p = await createProduct({ producto: `${m} sin archivo` })
        const other = await upload(p.id, pdfBytes(), { field: "documento" })
        expect(other.status).toBe(400)
        expect(other.body).toEqual({ detail: [missing("body", "file")] })
        const json = await call("POST", `/products/${p.id}/ficha-tecnica`, { token: admin(), json: { file: "JVBERi0=" } })
        expect(json.status).toBe(400)
        expect(json.body).toEqual({ detail: [missing("body", "file")] })
        const form = new FormData()
        form.append("file", "%PDF-1.4 as a plain field")
        const field = await call("POST", `/products/${p.id}/ficha-tecnica`, { token: admin(), raw: form })
        expect(field.status).toBe(400)
        expect(fichaFiles(p.id)).toEqual([])
      })

      it("over 12 MB: 413 'Archivo demasiado grande (máx. 12 MB)'; exactly 12 MB is accepted; the previous sheet stays", async () => {
        const m = marker()
        const p = await createProduct({ producto: `${m} grande` })
        const small = pdfBytes(m)
        expect((await upload(p.id, small)).status).toBe(201)
        const kept = fichaFiles(p.id)

        const justOver = await upload(p.id, pdfOfSize(MAX_FICHA + 1))
        expect(justOver.status).toBe(413)
        expect(justOver.body).toEqual(TOO_LARGE)
        const farOver = await upload(p.id, pdfOfSize(MAX_FICHA + MB))
        expect(farOver.status).toBe(413)
        expect(farOver.body).toEqual(TOO_LARGE)
        expect(fichaFiles(p.id)).toEqual(kept)
        expect(Buffer.from((await download(p.id)).bytes).equals(Buffer.from(small))).toBe(true)

        const exact = await upload(p.id, pdfOfSize(MAX_FICHA))
        expect(exact.status, exact.text.slice(0, 200)).toBe(201)
        expect((await download(p.id)).bytes.length).toBe(MAX_FICHA)
      })

      it("the upload's file name is never used: traversal names are stored under a generated name inside the media root", async () => {
        const m = marker()
        const p = await createProduct({ producto: `${m} traversal` })
        const names = ["../../etc/passwd.pdf", "..\\x.pdf", "../../../../../../../../tmp/evil.pdf", "/etc/passwd.pdf", "fichas/1/../../x.pdf", "a\u0000b.pdf"]
        for (const filename of names) {
          const bytes = pdfBytes(filename)
          const res = await upload(p.id, bytes, { filename })
          expect(res.status, filename).toBe(201)
          expect(res.body.url, filename).toBe(fichaUrl(p.id))
          const stored = fichaFiles(p.id)
          expect(stored, filename).toHaveLength(1)
          expect(stored[0], filename).toMatch(FICHA_FILE)
          expect(fs.readFileSync(path.join(h.mediaDir(), stored[0]!)).equals(Buffer.from(bytes)), filename).toBe(true)
        }
        // Nothing anywhere in the sandbox but technical sheets under fichas/<id>/<uuid>.pdf of the media root.
        const everything = filesUnder(h.tempDir())
        expect(everything.length).toBeGreaterThan(0)
        for (const file of everything) {
          expect(file.startsWith("srv/atalaya/media/"), file).toBe(true)
          expect(file.slice("srv/atalaya/media/".length), file).toMatch(FICHA_FILE)
        }
        expect(fs.existsSync("/etc/passwd.pdf")).toBe(false)
        expect(fs.existsSync("/tmp/evil.pdf")).toBe(false)
      })

      it("replacing a sheet removes the old file; DELETE removes reference and file, then GET is a 404", async () => {
        const m = marker()
        const p = await createProduct({ producto: `${m} reemplazo` })
        expect((await upload(p.id, pdfBytes("v1"))).status).toBe(201)
        const [v1] = fichaFiles(p.id)
        expect(v1).toMatch(FICHA_FILE)
        expect((await upload(p.id, pdfBytes("v2"))).status).toBe(201)
        const [v2, ...more] = fichaFiles(p.id)
        expect(more).toEqual([])
        expect(v2).not.toBe(v1)
        expect(fs.existsSync(path.join(h.mediaDir(), v1!))).toBe(false)
        expect(Buffer.from((await download(p.id)).bytes).equals(Buffer.from(pdfBytes("v2")))).toBe(true)

        const res = await call("DELETE", `/products/${p.id}/ficha-tecnica`, { token: users.qf.token })
        expect(res.status).toBe(200)
        expect(res.body).toEqual({ ok: true })
        expect(fichaFiles(p.id)).toEqual([])
        expect((await getProduct(p.id)).ficha_tecnica_url).toBeNull()
        const gone = await call("GET", `/products/${p.id}/ficha-tecnica`, { token: admin() })
        expect(gone.status).toBe(404)
        expect(gone.body).toEqual(FICHA_NOT_FOUND)
        const file = await download(p.id)
        expect(file.status).toBe(404)
        expect(JSON.parse(Buffer.from(file.bytes).toString("utf8"))).toEqual(FICHA_NOT_FOUND)
        const again = await call("DELETE", `/products/${p.id}/ficha-tecnica`, { token: admin() })
        expect(again.status).toBe(404)
        expect(again.body).toEqual(FICHA_NOT_FOUND)

        const audit = await auditOf(p.id)
        expect(audit.map((e) => e.action)).toEqual(["PRODUCT_CREATE", "PRODUCT_FICHA_UPLOAD", "PRODUCT_FICHA_UPLOAD", "PRODUCT_FICHA_DELETE"])
        expect(audit[3]).toMatchObject({ actor_id: users.qf.id })
      })

      it("concurrent replacements, deletions and product deletion leave no orphaned file", async () => {
        const m = marker()
        const p = await createProduct({ producto: `${m} concurrente` })
        const versions = Array.from({ length: 6 }, (_, i) => pdfBytes(`${m} v${i}`))
        const uploads = await Promise.all(versions.map((bytes) => upload(p.id, bytes)))
        expect(uploads.map((r) => r.status)).toEqual(versions.map(() => 201))
        const files = fichaFiles(p.id)
        expect(files).toHaveLength(1)
        // The one file left is the one the product serves.
        const served = Buffer.from((await download(p.id)).bytes)
        expect(fs.readFileSync(path.join(h.mediaDir(), files[0]!)).equals(served)).toBe(true)

        // Uploads racing a removal of the sheet: whatever wins, the disk matches the reference.
        const raced = await Promise.all([
          upload(p.id, pdfBytes("r1")),
          call("DELETE", `/products/${p.id}/ficha-tecnica`, { token: admin() }),
          upload(p.id, pdfBytes("r2")),
          call("DELETE", `/products/${p.id}/ficha-tecnica`, { token: admin() })
        ])
        for (const r of raced) expect([200, 201, 404], r.text).toContain(r.status)
        const link = await call("GET", `/products/${p.id}/ficha-tecnica`, { token: admin() })
        expect(fichaFiles(p.id)).toHaveLength(link.status === 200 ? 1 : 0)

        // Uploads racing the deletion of the product itself: no file outlives it.
        const q = await createProduct({ producto: `${m} concurrente 2` })
        expect((await upload(q.id, pdfBytes("q0"))).status).toBe(201)
        const last = await Promise.all([
          upload(q.id, pdfBytes("q1")),
          call("DELETE", `/products/${q.id}`, { token: admin() }),
          upload(q.id, pdfBytes("q2"))
        ])
        for (const r of last) expect([200, 201, 404], r.text).toContain(r.status)
        expect((await call("GET", `/products/${q.id}`, { token: admin() })).status).toBe(404)
        expect(fichaFiles(q.id)).toEqual([])
      })

      it("a product without a sheet: 404 on GET and on the file route; an unknown product: 404 and nothing written", async () => {
        const m = marker()
        const p = await createProduct({ producto: `${m} sin ficha` })
        expect((await call("GET", `/products/${p.id}/ficha-tecnica`, { token: admin() })).body).toEqual(FICHA_NOT_FOUND)
        expect((await download(p.id)).status).toBe(404)
        const unknown = await upload(987654, pdfBytes())
        expect(unknown.status).toBe(404)
        expect(unknown.body).toEqual(PRODUCT_NOT_FOUND)
        expect(fichaFiles(987654)).toEqual([])
        for (const [method, suffix] of [["GET", ""], ["DELETE", ""], ["GET", "/file"]] as const) {
          const res = await call(method, `/products/987654/ficha-tecnica${suffix}`, { token: admin() })
          expect(res.status, `${method} ${suffix}`).toBe(404)
          expect(res.body, `${method} ${suffix}`).toEqual(PRODUCT_NOT_FOUND)
        }
      })

      it("the file route needs authentication (401) and products:read (403)", async () => {
        const m = marker()
        const p = await createProduct({ producto: `${m} protegido` })
        expect((await upload(p.id, pdfBytes())).status).toBe(201)
        const anonymous = await call("GET", `/products/${p.id}/ficha-tecnica/file`)
        expect(anonymous.status).toBe(401)
        expect(anonymous.body).toEqual(NOT_AUTHENTICATED)
        const garbage = await call("GET", `/products/${p.id}/ficha-tecnica/file`, { token: "not-a-token" })
        expect(garbage.status).toBe(401)
        const nobody = await call("GET", `/products/${p.id}/ficha-tecnica/file`, { token: users.nobody.token })
        expect(nobody.status).toBe(403)
        expect(nobody.body).toEqual(denied("products:read"))
      })

      it("deleting the product removes its sheet file", async () => {
        const m = marker()
        const p = await createProduct({ producto: `${m} borrado con ficha` })
        expect((await upload(p.id, pdfBytes())).status).toBe(201)
        expect(fichaFiles(p.id)).toHaveLength(1)
        expect((await call("DELETE", `/products/${p.id}`, { token: admin() })).body).toEqual({ ok: true })
        expect(fichaFiles(p.id)).toEqual([])
      })
    })

    // ---------------------------------------------------------------------------------------
    describe("authentication and permissions", () => {
      const routes = (id: number) => ({
        reads: [
          ["GET", "/products/"], ["GET", "/products"], ["GET", "/products/search?term=ab"], ["GET", `/products/${id}`],
          ["GET", "/products/by-registro?registro=X1"], ["GET", "/products/by-registro?numero_registro=X1"], ["GET", "/products/by-registro/X1"],
          ["GET", `/products/${id}/ficha-tecnica`], ["GET", `/products/${id}/ficha-tecnica/file`]
        ] as Array<[string, string]>,
        writes: [
          ["POST", "/products/", { producto: "p" }], ["POST", "/products", { producto: "p" }], ["PUT", `/products/${id}`, { ifa: "cambiado" }],
          ["DELETE", `/products/${id}`, undefined], ["POST", "/products/bulk", { items: [{ producto: "p", numero_registro: "PERM-1" }] }],
          ["DELETE", `/products/${id}/ficha-tecnica`, undefined]
        ] as Array<[string, string, unknown]>
      })

      it("401 'Not authenticated' on every product route without a valid token", async () => {
        const m = marker()
        const p = await createProduct({ producto: `${m} anonimo` })
        const { reads, writes } = routes(p.id)
        for (const token of [null, "garbage"]) {
          for (const [method, target, json] of [...reads.map(([a, b]) => [a, b, undefined] as const), ...writes]) {
            const res = await call(method, target, { token, json })
            expect(res.status, `${method} ${target}`).toBe(401)
            expect(res.body, `${method} ${target}`).toEqual(NOT_AUTHENTICATED)
          }
          const up = await upload(p.id, pdfBytes(), { token: token ?? "" })
          expect(up.status).toBe(401)
        }
        expect(await getProduct(p.id)).toEqual(p)
      })

      it("a user without roles: 403 'Permission denied: products:read required' on reads, products:write on writes", async () => {
        const m = marker()
        const p = await createProduct({ producto: `${m} sin rol` })
        const { reads, writes } = routes(p.id)
        for (const [method, target] of reads) {
          const res = await call(method, target, { token: users.nobody.token })
          expect(res.status, `${method} ${target}`).toBe(403)
          expect(res.body, `${method} ${target}`).toEqual(denied("products:read"))
        }
        for (const [method, target, json] of writes) {
          const res = await call(method, target, { token: users.nobody.token, json })
          expect(res.status, `${method} ${target}`).toBe(403)
          expect(res.body, `${method} ${target}`).toEqual(denied("products:write"))
        }
      })

      it("qa (products:read only) reads, and gets 403 'Permission denied: products:write required' on every write; nothing changes", async () => {
        const m = marker()
        const p = await createProduct({ producto: `${m} solo lectura`, numero_registro: `QA-${m}` })
        expect((await upload(p.id, pdfBytes(m))).status).toBe(201)
        const before = await getProduct(p.id)
        const files = fichaFiles(p.id)
        const { reads, writes } = routes(p.id)
        for (const [method, target] of reads) {
          const res = await call(method, target, { token: users.qa.token })
          expect([200, 404], `${method} ${target}: ${res.text.slice(0, 200)}`).toContain(res.status)
        }
        expect((await call("GET", `/products/${p.id}`, { token: users.qa.token })).body).toEqual(before)
        for (const [method, target, json] of writes) {
          const res = await call(method, target, { token: users.qa.token, json })
          expect(res.status, `${method} ${target}`).toBe(403)
          expect(res.body, `${method} ${target}`).toEqual(denied("products:write"))
        }
        const up = await upload(p.id, pdfBytes("qa"), { token: users.qa.token })
        expect(up.status).toBe(403)
        expect(up.body).toEqual(denied("products:write"))
        expect(await getProduct(p.id)).toEqual(before)
        expect(fichaFiles(p.id)).toEqual(files)
        expect((await auditOf(p.id)).map((e) => e.action)).toEqual(["PRODUCT_CREATE", "PRODUCT_FICHA_UPLOAD"])
        expect((await call("GET", "/products/by-registro/PERM-1", { token: admin() })).status).toBe(404)
      })

      it("qf (products:*) writes", async () => {
        const m = marker()
        const p = await createProduct({ producto: `${m} qf`, numero_registro: `QF-${m}` }, users.qf.token)
        expect((await call("PUT", `/products/${p.id}`, { token: users.qf.token, json: { via: "Oral" } })).status).toBe(200)
        expect((await upload(p.id, pdfBytes(), { token: users.qf.token })).status).toBe(201)
        expect((await call("POST", "/products/bulk", { token: users.qf.token, json: { items: [{ producto: `${m} qf 2`, numero_registro: `QF-${m}-2` }] } })).body.created).toBe(1)
        expect((await call("DELETE", `/products/${p.id}`, { token: users.qf.token })).body).toEqual({ ok: true })
      })
    })

    // ---------------------------------------------------------------------------------------
    describe("catalog enrichment of cases", () => {
      it("a case's suspected product matching a catalog number in another spelling shows laboratorio, rs_vencimiento and rs_catalog_map", async () => {
        const m = marker()
        const numero = `EE-${m.slice(1, 7)}`
        const p = await createProduct({
          producto: `${m} Amoxicilina 500 mg`,
          numero_registro: numero,
          laboratorio_pais: "Laboratorios Andinos / Peru",
          fecha_venc_registro: "2029-06-30"
        })
        const typed = ` ${numero.toLowerCase().replace("-", " ")} `
        const created = await call("POST", "/icsr", {
          token: admin(),
          json: {
            paciente_iniciales: "MRT",
            paciente_edad: 51,
            paciente_sexo: "M",
            reportante_nombre: "QF Luis Paredes",
            producto_sospechoso: "Amoxicilina",
            descripcion_evento: `Urticaria ${m}`,
            productos: [{ nombre_producto: "Amoxi", registro_sanitario: typed }, { nombre_producto: "Otro", registro_sanitario: `ZZ-${m}` }]
          }
        })
        expect(created.status, created.text).toBe(201)
        const res = await call("GET", `/icsr/${created.body.id}`, { token: admin() })
        expect(res.status).toBe(200)
        expect(res.body.productos).toHaveLength(2)
        expect(res.body.productos[0]).toMatchObject({
          nombre_producto: "Amoxi",
          registro_sanitario: typed.trim(),
          laboratorio: "Laboratorios Andinos / Peru",
          rs_vencimiento: "2029-06-30"
        })
        expect(res.body.productos[1]).toMatchObject({ laboratorio: null, rs_vencimiento: null })
        expect(res.body.rs_catalog_map).toEqual({
          [CaseRules.normalizeRegistro(numero)]: { id: p.id, producto: `${m} Amoxicilina 500 mg`, laboratorio: "Laboratorios Andinos / Peru", rs_vencimiento: "2029-06-30" }
        })
      })
    })
  })
}
