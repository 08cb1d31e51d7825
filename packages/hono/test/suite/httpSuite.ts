/**
 * The HTTP test suite shared by every storage driver, in the style of better-auth's adapter
 * suites: `runHttpSuite(name, makeStorageLayer)` registers the same describe/it blocks over the
 * real Hono app (`app.request`) with real storage, scrypt hashing and HS256 tokens, and each
 * driver's entry file calls it once.
 *
 * The setup is the shared test/support/apiHarness.ts: one runtime per entry file (built in
 * beforeAll, disposed in afterAll), signing tokens with this suite's fixed secret so tests can
 * forge their own. Tests share its database, so each scopes what it reads with a unique marker
 * instead of assuming empty tables. Users are created through the API (the first admin through
 * `AuthService.ensureFirstAdmin`) and each logs in once: scrypt is deliberately slow.
 *
 * Every request goes through the harness's `call`, which fails the test on any 500; its logger
 * collects error entries and afterEach asserts there were none. The last block fuzzes every field, query and path
 * parameter: a bad value is a 400, a value validation accepts must be stored.
 */
import { JwtTokens } from "@atalaya/auth"
import { Case, CaseRules } from "@atalaya/core"
import { Hono } from "hono"
import { createHmac, randomUUID } from "node:crypto"
import { beforeAll, describe, expect, it } from "vitest"
import type { ApiEnv } from "../../src/index.js"
import { type Answer, type Json, type MakeStorageLayer, type RawBody as Body, useApiHarness } from "../support/apiHarness.js"
import { caseBody } from "@atalaya/testing/CaseFixtures"

export type { MakeStorageLayer }

const SECRET = "http-suite-signing-secret-0123456789abcdef"
const TOKEN_TTL_S = 3600
const ISSUER = JwtTokens.DEFAULT_ISSUER

/** A short unique token of lowercase letters and digits (never all digits). */
export const marker = (): string => `k${randomUUID().replaceAll("-", "").slice(0, 11)}`

/** The smallest valid case body, with overrides (shared fixture). */
export { caseBody }

/** Today in the unit's time zone (fecha_recepcion). */
const todayInLima = (): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Lima", year: "numeric", month: "2-digit", day: "2-digit" }).format(Date.now())

const plusDays = (iso: string, days: number): string => {
  const d = new Date(`${iso}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url")

/** An HS256 JWT signed by hand (to make expired, forged or unsigned tokens). */
const jwt = (payload: Record<string, unknown>, secret: string = SECRET, alg = "HS256"): string => {
  const head = b64({ alg, typ: "JWT" })
  const body = b64(payload)
  const signature = alg === "none" ? "" : createHmac("sha256", secret).update(`${head}.${body}`).digest("base64url")
  return `${head}.${body}.${signature}`
}

const missing = (...loc: Array<string | number>) => ({ loc, msg: "field required", type: "value_error.missing" })
const notInteger = (...loc: Array<string | number>) => ({ loc, msg: "value is not a valid integer", type: "type_error.integer" })

const NOT_AUTHENTICATED = { detail: "Not authenticated" }
const INVALID_CREDENTIALS = { detail: "Credenciales inválidas" }
const CASE_NOT_FOUND = { detail: "ICSR no encontrado" }
const EVENT_NOT_FOUND = { detail: "Evento no encontrado para este ICSR" }
const DELETE_BLOCKED = { detail: "No se puede eliminar por otras restricciones (soft-delete or cascade suggested)" }
const denied = (permission: string) => ({ detail: `Permission denied: ${permission} required` })

/** Registers the HTTP suite for one storage driver. */
export const runHttpSuite = (name: string, makeStorageLayer: MakeStorageLayer): void => {
  describe(`http suite: ${name}`, () => {
    const h = useApiHarness(makeStorageLayer, {
      qf: ["qf"],
      qa: ["qa"],
      soporte: ["soporte"],
      legal: ["legal"],
      rfv: ["responsable_fv"],
      nobody: []
    }, { secret: SECRET, ttlSeconds: TOKEN_TTL_S })
    const { call, users } = h
    const admin = () => users.admin.token
    /** The same API without the principal cache: user changes take effect at once. */
    let app0: Hono<ApiEnv>
    beforeAll(() => {
      app0 = h.extraApp({ principalTtlMs: 0 })
    })

    const login = async (email: string, password: string) => call("POST", "/auth/login", { json: { email, password } })

    /** Creates a case as admin and returns it (201 asserted). */
    const createCase = async (overrides: Record<string, unknown> = {}, token = admin()): Promise<Json> => {
      const res = await call("POST", "/icsr", { token, json: caseBody(overrides) })
      expect(res.status, res.text).toBe(201)
      return res.body
    }

    // ---------------------------------------------------------------------------------------
    describe("POST /icsr", () => {
      it("creates a case: 201, estado Pendiente, fecha_recepcion today in Lima, origen web_form, nested ids, no eventos", async () => {
        const res = await call("POST", "/icsr", {
          token: admin(),
          json: caseBody({
            productos: [{ nombre_producto: "Amoxicilina", registro_sanitario: "EE-01234", desaparecio_al_suspender: "Sí", reaparecio_reexposicion: "n/a" }],
            concomitantes: [{ nombre_producto: "Paracetamol", motivo_prescripcion: "Fiebre" }],
            seguimientos: [{ numero: 1, fecha: "2024-05-02", comentarios: "Llamada" }, { numero: "2", fecha: "2024-05-03" }]
          })
        })
        expect(res.status, res.text).toBe(201)
        const c = res.body
        expect(c.id).toEqual(expect.any(Number))
        expect(c.estado).toBe("Pendiente")
        expect(c.fecha_recepcion).toBe(todayInLima())
        expect(c.origen_notificacion).toBe("web_form")
        expect(c.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
        expect(c.eventos).toEqual([])
        expect(c.productos).toHaveLength(1)
        expect(c.productos[0]).toMatchObject({
          id: expect.any(Number),
          nombre_producto: "Amoxicilina",
          registro_sanitario: "EE-01234",
          desaparecio_al_suspender: "si",
          reaparecio_reexposicion: "no_aplica"
        })
        expect(c.concomitantes).toEqual([expect.objectContaining({ id: expect.any(Number), nombre_producto: "Paracetamol", motivo_prescripcion: "Fiebre" })])
        expect(c.seguimientos).toEqual([
          expect.objectContaining({ id: expect.any(Number), numero: 1, fecha: "2024-05-02", comentarios: "Llamada" }),
          expect.objectContaining({ id: expect.any(Number), numero: 2, fecha: "2024-05-03", comentarios: null })
        ])
        expect(c.seguimientos[0].id).toBeLessThan(c.seguimientos[1].id)
        for (const k of ["paciente_iniciales", "paciente_edad", "paciente_sexo", "reportante_nombre", "producto_sospechoso", "descripcion_evento"]) {
          expect(c[k]).toEqual(caseBody()[k])
        }
        // What creation returned is what a read returns.
        const read = await call("GET", `/icsr/${c.id}`, { token: admin() })
        const { rs_catalog_map: _readMap, ...readCase } = read.body
        const { rs_catalog_map: _createdMap, ...createdCase } = c
        expect(readCase).toEqual(createdCase)
      })

      it("keeps an estado the caller supplies", async () => {
        expect((await createCase({ estado: "En progreso" })).estado).toBe("En progreso")
      })

      it("maps input aliases to canonical names and answers with canonical names only", async () => {
        const c = await createCase({
          dni: "44556677",
          fecha_inicio: "2024-03-01",
          ea_fecha_fin: "2024-03-04",
          causalidad: "Probable",
          desenlace: "Recuperado",
          cc_realizado_por: "QF Perez",
          paciente_desea_contacto: "si",
          lt_fecha_limite_envio_digemid: "2024-03-20",
          seguimiento: [{ numero: 1, comentarios: "primer contacto" }]
        })
        expect(c).toMatchObject({
          paciente_dni: "44556677",
          fecha_inicio_evento: "2024-03-01",
          fecha_fin_evento: "2024-03-04",
          ea_causalidad: "Probable",
          ea_desenlace: "Recuperado",
          qc_realizado_por: "QF Perez",
          seg_contactar_paciente: true,
          lt_fecha_limite_digemid: "2024-03-20"
        })
        expect(c.seguimientos).toEqual([expect.objectContaining({ numero: 1, comentarios: "primer contacto" })])
        for (const alias of Object.keys(Case.CASE_ALIASES)) expect(c).not.toHaveProperty(alias)

        const other = await createCase({ doc_identidad: "D1", evento_fecha_inicio: "2024-01-02", seguimiento_items: [{ numero: 3 }] })
        expect(other).toMatchObject({ paciente_dni: "D1", fecha_inicio_evento: "2024-01-02" })
        expect(other.seguimientos).toEqual([expect.objectContaining({ numero: 3 })])
        // The canonical name wins over an alias sent with it.
        const both = await createCase({ paciente_dni: "CANON", documento_identidad: "ALIAS" })
        expect(both.paciente_dni).toBe("CANON")
      })

      it("routes reportante_contacto: '@' to reportante_email, otherwise to reportante_telefono (without whatsapp:)", async () => {
        const email = await createCase({ reportante_contacto: "ana.ruiz@clinica.pe" })
        expect(email).toMatchObject({ reportante_contacto: "ana.ruiz@clinica.pe", reportante_email: "ana.ruiz@clinica.pe", reportante_telefono: null })
        const phone = await createCase({ reportante_contacto: "+51 987 654 321" })
        expect(phone).toMatchObject({ reportante_contacto: "+51 987 654 321", reportante_email: null, reportante_telefono: "+51 987 654 321" })
        const whatsapp = await createCase({ reportante_contacto: "whatsapp:+51987654321" })
        expect(whatsapp).toMatchObject({ reportante_email: null, reportante_telefono: "+51987654321" })
        // Fields the client sent itself win.
        const own = await createCase({ reportante_contacto: "x@y.pe", reportante_email: "own@y.pe" })
        expect(own.reportante_email).toBe("own@y.pe")
      })

      it("derives fecha_limite from urgencia (Alta +1, Media +3, Baja +7) unless given", async () => {
        const today = todayInLima()
        expect((await createCase({ urgencia: "Alta" })).fecha_limite).toBe(plusDays(today, 1))
        expect((await createCase({ urgencia: "Media" })).fecha_limite).toBe(plusDays(today, 3))
        expect((await createCase({ urgencia: "baja" })).fecha_limite).toBe(plusDays(today, 7))
        expect((await createCase({ urgencia: "Alta", fecha_limite: "2030-01-01" })).fecha_limite).toBe("2030-01-01")
        expect((await createCase()).fecha_limite).toBeNull()
      })

      it("normalizes what people type: trimmed text, blank as null, numbers as text, Femenino, decimal comma", async () => {
        const c = await createCase({
          paciente_iniciales: "  ABC  ",
          paciente_edad: "42",
          paciente_sexo: "Femenino",
          paciente_peso: "62,5",
          paciente_cie10: "   ",
          numero: 123,
          ea_criterios_gravedad: ["hospitalizacion", "muerte"],
          ea_grave_solo_ram: "no"
        })
        expect(c).toMatchObject({
          paciente_iniciales: "ABC",
          paciente_edad: 42,
          paciente_sexo: "F",
          paciente_peso: 62.5,
          paciente_cie10: null,
          numero: "123",
          ea_criterios_gravedad: ["hospitalizacion", "muerte"],
          ea_grave_solo_ram: false
        })
        expect((await createCase({ paciente_sexo: "m" })).paciente_sexo).toBe("M")
      })

      it("missing required fields: 400 with one pydantic issue per field", async () => {
        const { paciente_iniciales: _omit, ...rest } = caseBody()
        const res = await call("POST", "/icsr", { token: admin(), json: rest })
        expect(res.status).toBe(400)
        expect(res.body).toEqual({ detail: [missing("body", "paciente_iniciales")] })

        const empty = await call("POST", "/icsr", { token: admin(), json: {} })
        expect(empty.status).toBe(400)
        expect(empty.body.detail).toEqual(
          ["paciente_iniciales", "paciente_edad", "paciente_sexo", "reportante_nombre", "producto_sospechoso", "descripcion_evento"]
            .map((f) => missing("body", f))
        )
        // Blank counts as missing for a required field.
        const blank = await call("POST", "/icsr", { token: admin(), json: caseBody({ reportante_nombre: "   ", producto_sospechoso: null }) })
        expect(blank.body).toEqual({ detail: [missing("body", "reportante_nombre"), missing("body", "producto_sospechoso")] })
      })

      it("wrong types: 400 with the pydantic v1 wording of each kind", async () => {
        const cases: Array<[Record<string, unknown>, Record<string, unknown>]> = [
          [{ paciente_edad: "cuarenta" }, notInteger("body", "paciente_edad")],
          [{ paciente_edad: 34.5 }, notInteger("body", "paciente_edad")],
          [{ paciente_peso: "pesado" }, { loc: ["body", "paciente_peso"], msg: "value is not a valid float", type: "type_error.float" }],
          [{ ea_grave_solo_ram: "quizas" }, { loc: ["body", "ea_grave_solo_ram"], msg: "value could not be parsed to a boolean", type: "type_error.bool" }],
          [{ fecha_inicio_evento: "2024-02-30" }, { loc: ["body", "fecha_inicio_evento"], msg: "invalid date format", type: "value_error.date" }],
          [{ fecha_inicio: "01/02/2024" }, { loc: ["body", "fecha_inicio_evento"], msg: "invalid date format", type: "value_error.date" }],
          [{ paciente_sexo: "X" }, { loc: ["body", "paciente_sexo"], msg: "value is not a valid enumeration member; permitted: 'M', 'F', 'O'", type: "type_error.enum" }],
          [{ paciente_iniciales: "x".repeat(256) }, { loc: ["body", "paciente_iniciales"], msg: "ensure this value has at most 255 characters", type: "value_error.any_str.max_length" }],
          [{ descripcion_evento: "x".repeat(20_001) }, { loc: ["body", "descripcion_evento"], msg: "ensure this value has at most 20000 characters", type: "value_error.any_str.max_length" }],
          [{ ea_criterios_gravedad: ["muerte", "grave"] }, { loc: ["body", "ea_criterios_gravedad", 1], msg: expect.stringContaining("value is not a valid enumeration member"), type: "type_error.enum" }],
          [{ productos: [{ fecha_inicio: "ayer" }] }, { loc: ["body", "productos", 0, "fecha_inicio"], msg: "invalid date format", type: "value_error.date" }],
          [{ seguimientos: [{}, { numero: "uno" }] }, notInteger("body", "seguimientos", 1, "numero")],
          [{ seguimiento: [{ numero: "uno" }] }, notInteger("body", "seguimientos", 0, "numero")],
          [{ productos: "Amoxicilina" }, { loc: ["body", "productos"], msg: "value is not a valid list", type: "type_error.list" }],
          [{ productos: ["Amoxicilina"] }, { loc: ["body", "productos", 0], msg: "value is not a valid dict", type: "type_error.dict" }],
          [{ paciente_iniciales: { a: 1 } }, { loc: ["body", "paciente_iniciales"], msg: "str type expected", type: "type_error.str" }]
        ]
        for (const [override, issue] of cases) {
          const res = await call("POST", "/icsr", { token: admin(), json: caseBody(override) })
          expect(res.status, JSON.stringify(override)).toBe(400)
          expect(res.body, JSON.stringify(override)).toEqual({ detail: [issue] })
        }
        const ages = await call("POST", "/icsr", { token: admin(), json: caseBody({ paciente_edad: -1 }) })
        expect(ages.body).toEqual({ detail: [{ loc: ["body", "paciente_edad"], msg: "ensure this value is greater than or equal to 0", type: "value_error.number.not_ge" }] })
      })

      it("integers beyond what storage holds and text with NUL characters: 400, not a failed INSERT", async () => {
        const le = (loc: Array<string | number>) => ({ loc, msg: "ensure this value is less than or equal to 2147483647", type: "value_error.number.not_le" })
        const ge = (loc: Array<string | number>) => ({ loc, msg: "ensure this value is greater than or equal to -2147483648", type: "value_error.number.not_ge" })
        const nul = (loc: Array<string | number>) => ({ loc, msg: "string must not contain NUL characters", type: "value_error.str.nul" })
        const cases: Array<[Record<string, unknown>, Record<string, unknown>]> = [
          [{ lt_dias_colab_ufv: 2147483648 }, le(["body", "lt_dias_colab_ufv"])],
          [{ lt_dias_ufv_digemid: -2147483649 }, ge(["body", "lt_dias_ufv_digemid"])],
          [{ evaluador_id: 9007199254740991 }, le(["body", "evaluador_id"])],
          [{ producto_id: 2147483648 }, le(["body", "producto_id"])],
          [{ dup_of_id: "2147483648" }, le(["body", "dup_of_id"])],
          [{ seguimientos: [{ numero: 2147483648 }] }, le(["body", "seguimientos", 0, "numero"])],
          [{ paciente_iniciales: "A\u0000B" }, nul(["body", "paciente_iniciales"])],
          [{ descripcion_evento: "\u0000" }, nul(["body", "descripcion_evento"])],
          [{ productos: [{ nombre_producto: "x\u0000" }] }, nul(["body", "productos", 0, "nombre_producto"])]
        ]
        for (const [override, issue] of cases) {
          const res = await call("POST", "/icsr", { token: admin(), json: caseBody(override) })
          expect(res.status, JSON.stringify(override)).toBe(400)
          expect(res.body, JSON.stringify(override)).toEqual({ detail: [issue] })
        }
        expect((await createCase({ lt_dias_colab_ufv: 2147483647, lt_dias_ufv_digemid: -2147483648 })).lt_dias_colab_ufv).toBe(2147483647)
        const c = await createCase()
        const ev = await call("PUT", `/icsr/${c.id}/eventos`, { token: admin(), json: { eventos: [{ texto: "a\u0000" }] } })
        expect(ev.body).toEqual({ detail: [nul(["body", "eventos", 0, "texto"])] })
        const user = await call("POST", "/users", { token: admin(), json: { email: `n${marker()}@x.pe`, password: "password-123", nombre: "\u0000" } })
        expect(user.body).toEqual({ detail: [nul(["body", "nombre"])] })
        const loginNul = await login("a\u0000@x.pe", "whatever-1")
        expect(loginNul.body).toEqual({ detail: [nul(["body", "email"])] })
        // A NUL in any query parameter, a search included, is refused before the route (issue 13).
        const search = await call("GET", "/icsr?q=%00", { token: admin() })
        expect(search).toMatchObject({ status: 400, body: { detail: [nul(["query", "q"])] } })
      })

      it("a body that is not an object, or no body: 400", async () => {
        for (const json of [[], "caso", 42, null]) {
          const res = await call("POST", "/icsr", { token: admin(), json })
          expect(res.status).toBe(400)
          expect(res.body).toEqual({ detail: [{ loc: ["body"], msg: "value is not a valid dict", type: "type_error.dict" }] })
        }
        const none = await call("POST", "/icsr", { token: admin() })
        expect(none.status).toBe(400)
        expect(none.body).toEqual({ detail: [missing("body")] })
      })

      it("references must exist: unknown evaluador_id, producto_id or dup_of_id is a 400", async () => {
        const res = await call("POST", "/icsr", { token: admin(), json: caseBody({ evaluador_id: 999_999, producto_id: 999_999, dup_of_id: 999_999 }) })
        expect(res.status).toBe(400)
        expect(res.body).toEqual({
          detail: [
            { loc: ["body", "evaluador_id"], msg: "Usuario no encontrado", type: "value_error" },
            { loc: ["body", "producto_id"], msg: "Producto no encontrado", type: "value_error" },
            { loc: ["body", "dup_of_id"], msg: "ICSR no encontrado", type: "value_error" }
          ]
        })
        const ok = await createCase({ evaluador_id: users.qf.id })
        expect(ok.evaluador_id).toBe(users.qf.id)
      })
    })

    // ---------------------------------------------------------------------------------------
    describe("GET /icsr", () => {
      it("defaults to page 1, page_size 20, newest first, with the total of all matches", async () => {
        const m = marker()
        const made = []
        for (let i = 0; i < 3; i++) made.push(await createCase({ descripcion_evento: `${m} evento ${i}` }))
        const all = await call("GET", "/icsr", { token: admin() })
        expect(all.status).toBe(200)
        expect(all.body).toMatchObject({ page: 1, page_size: 20, total: expect.any(Number) })
        expect(all.body.items.length).toBe(Math.min(20, all.body.total))
        const ids = all.body.items.map((c: Json) => c.id)
        expect(ids).toEqual([...ids].sort((a, b) => b - a))
        expect(all.body.total).toBeGreaterThanOrEqual(3)

        const mine = await call("GET", `/icsr?q=${m}`, { token: admin() })
        expect(mine.body.total).toBe(3)
        expect(mine.body.items.map((c: Json) => c.id)).toEqual(made.map((c) => c.id).reverse())
        // Items are whole cases.
        expect(mine.body.items[0]).toMatchObject({ productos: [], concomitantes: [], seguimientos: [], eventos: [] })

        const page2 = await call("GET", `/icsr?q=${m}&page=2&page_size=2`, { token: admin() })
        expect(page2.body).toMatchObject({ page: 2, page_size: 2, total: 3 })
        expect(page2.body.items.map((c: Json) => c.id)).toEqual([made[0].id])
        const beyond = await call("GET", `/icsr?q=${m}&page=9`, { token: admin() })
        expect(beyond.body).toMatchObject({ items: [], total: 3, page: 9 })
      })

      it("page and page_size limits answer with the contract's texts", async () => {
        for (const q of ["page=0", "page=-3"]) {
          const res = await call("GET", `/icsr?${q}`, { token: admin() })
          expect(res.status).toBe(400)
          expect(res.body).toEqual({ detail: "page must be >= 1" })
        }
        for (const q of ["page_size=0", "page_size=201", "page_size=-1"]) {
          const res = await call("GET", `/icsr?${q}`, { token: admin() })
          expect(res.status).toBe(400)
          expect(res.body).toEqual({ detail: "page_size must be between 1 and 200" })
        }
        expect((await call("GET", "/icsr?page_size=200", { token: admin() })).status).toBe(200)
        expect((await call("GET", "/icsr?page_size=1", { token: admin() })).body.items.length).toBeLessThanOrEqual(1)
        const bad = await call("GET", "/icsr?page=uno&page_size=x", { token: admin() })
        expect(bad.status).toBe(400)
        expect(bad.body).toEqual({ detail: [notInteger("query", "page"), notInteger("query", "page_size")] })
      })

      it("q is a case-insensitive partial match over initials, DNI, numbers, codes, products, narrative and reporter", async () => {
        const m = marker()
        // Each field gets its own tag (`<m>t<i>t`), upper-cased in the stored value to show case does not matter.
        const tag = (i: number) => `${m}t${i}t`
        const fields: Array<[string, (t: string) => Record<string, unknown>]> = [
          ["paciente_iniciales", (t) => ({ paciente_iniciales: `I${t.toUpperCase()}` })],
          ["paciente_dni", (t) => ({ dni: `D${t}` })],
          ["numero", (t) => ({ numero: `N-${t}` })],
          ["codigo_interno_lab", (t) => ({ codigo_interno_lab: `C-${t.toUpperCase()}` })],
          ["cenafyt_codigo", (t) => ({ cenafyt_codigo: `CF-${t}` })],
          ["producto_sospechoso", (t) => ({ producto_sospechoso: `Prod ${t.toUpperCase()}` })],
          ["productos[].nombre_producto", (t) => ({ productos: [{ nombre_producto: "Primero" }, { nombre_producto: `Nested ${t}` }] })],
          ["descripcion_evento", (t) => ({ descripcion_evento: `Narrativa ${t.toUpperCase()} fin` })],
          ["reportante_nombre", (t) => ({ reportante_nombre: `Dr ${t}` })],
          ["reportante_email", (t) => ({ reportante_email: `${t}@hospital.pe` })]
        ]
        const byField = new Map<string, number>()
        for (const [i, [field, override]] of fields.entries()) byField.set(field, (await createCase(override(tag(i)))).id)
        const res = await call("GET", `/icsr?q=${m.slice(2, 9).toUpperCase()}&page_size=200`, { token: admin() })
        expect(res.body.total).toBe(fields.length)
        expect(new Set(res.body.items.map((c: Json) => c.id))).toEqual(new Set(byField.values()))
        for (const [i, [field]] of fields.entries()) {
          const one = await call("GET", `/icsr?q=${encodeURIComponent(tag(i).toUpperCase())}`, { token: admin() })
          expect(one.body.items.map((c: Json) => c.id), field).toEqual([byField.get(field)])
        }
        expect((await call("GET", `/icsr?q=${encodeURIComponent(`${tag(9)}@HOSPITAL`)}`, { token: admin() })).body.total).toBe(1)
        // Fields outside the list are not searched.
        await createCase({ reportante_ocupacion: `Ocup ${m}x` })
        expect((await call("GET", `/icsr?q=${m}x`, { token: admin() })).body.total).toBe(0)
        // Nested product names follow updates.
        const nestedId = byField.get("productos[].nombre_producto")!
        await call("PUT", `/icsr/${nestedId}`, { token: admin(), json: { productos: [{ nombre_producto: "otro" }] } })
        expect((await call("GET", `/icsr?q=${encodeURIComponent(`Nested ${tag(6)}`)}`, { token: admin() })).body.total).toBe(0)
      })

      it("q treats % and _ as characters", async () => {
        const m = marker()
        const pct = await createCase({ descripcion_evento: `${m} 50% dosis` })
        await createCase({ descripcion_evento: `${m} 50x dosis` })
        const res = await call("GET", `/icsr?q=${encodeURIComponent(`${m} 50%`)}`, { token: admin() })
        expect(res.body.items.map((c: Json) => c.id)).toEqual([pct.id])
        expect((await call("GET", `/icsr?q=${encodeURIComponent(`${m} 5_`)}`, { token: admin() })).body.total).toBe(0)
      })

      it("fecha_desde/date_from and fecha_hasta/date_to filter fecha_inicio_evento, both inclusive", async () => {
        const m = marker()
        const a = await createCase({ descripcion_evento: m, fecha_inicio_evento: "2021-01-10" })
        const b = await createCase({ descripcion_evento: m, fecha_inicio_evento: "2021-01-20" })
        const c = await createCase({ descripcion_evento: m, fecha_inicio_evento: "2021-01-30" })
        await createCase({ descripcion_evento: m })
        const ids = async (query: string) =>
          (await call("GET", `/icsr?q=${m}&${query}`, { token: admin() })).body.items.map((x: Json) => x.id)
        expect(await ids("fecha_desde=2021-01-20")).toEqual([c.id, b.id])
        expect(await ids("date_from=2021-01-20")).toEqual([c.id, b.id])
        expect(await ids("fecha_hasta=2021-01-20")).toEqual([b.id, a.id])
        expect(await ids("date_to=2021-01-20")).toEqual([b.id, a.id])
        expect(await ids("fecha_desde=2021-01-10&fecha_hasta=2021-01-10")).toEqual([a.id])
        expect(await ids("date_from=2021-01-11&date_to=2021-01-29")).toEqual([b.id])
        expect(await ids("fecha_desde=2021-02-01")).toEqual([])
        const bad = await call("GET", "/icsr?fecha_desde=2021-13-01&date_to=ayer", { token: admin() })
        expect(bad.status).toBe(400)
        expect(bad.body).toEqual({
          detail: [
            { loc: ["query", "fecha_desde"], msg: "invalid date format", type: "value_error.date" },
            { loc: ["query", "date_to"], msg: "invalid date format", type: "value_error.date" }
          ]
        })
      })

      it("order_by and order_dir", async () => {
        const m = marker()
        const x = await createCase({ descripcion_evento: m, paciente_iniciales: "BB", gravedad: "No grave", estado: "Cerrado", fecha_inicio_evento: "2022-05-01" })
        const y = await createCase({ descripcion_evento: m, paciente_iniciales: "AA", gravedad: "Grave", estado: "Pendiente", fecha_inicio_evento: "2022-06-01" })
        const z = await createCase({ descripcion_evento: m, paciente_iniciales: "CC", gravedad: null, estado: "Enviado", fecha_inicio_evento: "2022-04-01" })
        const ids = async (query: string) => {
          const res = await call("GET", `/icsr?q=${m}&${query}`, { token: admin() })
          expect(res.status, res.text).toBe(200)
          return res.body.items.map((c: Json) => c.id)
        }
        expect(await ids("")).toEqual([z.id, y.id, x.id])
        expect(await ids("order_dir=asc")).toEqual([x.id, y.id, z.id])
        expect(await ids("order_by=id&order_dir=desc")).toEqual([z.id, y.id, x.id])
        expect(await ids("order_by=created_at&order_dir=asc")).toEqual([x.id, y.id, z.id])
        expect(await ids("order_by=created_at")).toEqual([z.id, y.id, x.id])
        expect(await ids("order_by=paciente_iniciales&order_dir=asc")).toEqual([y.id, x.id, z.id])
        expect(await ids("order_by=fecha_inicio_evento&order_dir=asc")).toEqual([z.id, x.id, y.id])
        expect(await ids("order_by=fecha_inicio_evento&order_dir=desc")).toEqual([y.id, x.id, z.id])
        expect(await ids("order_by=estado&order_dir=asc")).toEqual([x.id, z.id, y.id])
        expect((await ids("order_by=gravedad&order_dir=asc"))).toEqual([y.id, x.id, z.id])
        const bad = await call("GET", "/icsr?order_by=password_hash&order_dir=sideways", { token: admin() })
        expect(bad.status).toBe(400)
        expect(bad.body.detail.map((i: Json) => i.loc)).toEqual([["query", "order_by"], ["query", "order_dir"]])
        expect(bad.body.detail[0].type).toBe("type_error.enum")
      })
    })

    // ---------------------------------------------------------------------------------------
    describe("GET /icsr/{icsr_id}", () => {
      it("returns the case with rs_catalog_map as an object", async () => {
        const m = marker()
        const c = await createCase({ descripcion_evento: m, productos: [{ nombre_producto: "X", registro_sanitario: "EN-00001" }] })
        const res = await call("GET", `/icsr/${c.id}`, { token: admin() })
        expect(res.status).toBe(200)
        expect(res.body.id).toBe(c.id)
        expect(res.body).toHaveProperty("rs_catalog_map")
        expect(res.body.rs_catalog_map).toBeTypeOf("object")
        expect(Array.isArray(res.body.rs_catalog_map)).toBe(false)
        expect(res.body.rs_catalog_map).not.toBeNull()
        // Only the single-case read carries it.
        const list = await call("GET", `/icsr?q=${m}`, { token: admin() })
        expect(list.body.items[0]).not.toHaveProperty("rs_catalog_map")
      })

      it("unknown case: 404 'ICSR no encontrado'; a non-integer id: 400 on path icsr_id", async () => {
        const gone = await call("GET", "/icsr/987654", { token: admin() })
        expect(gone.status).toBe(404)
        expect(gone.body).toEqual(CASE_NOT_FOUND)
        for (const id of ["abc", "1.5", "-1", "0", "1e3", "%20"]) {
          const res = await call("GET", `/icsr/${id}`, { token: admin() })
          expect(res.status, id).toBe(400)
          expect(res.body, id).toEqual({ detail: [notInteger("path", "icsr_id")] })
        }
      })

      it("ids beyond what storage holds: 400 on the path, not a failed query", async () => {
        expect((await call("GET", "/icsr/2147483647", { token: admin() })).body).toEqual(CASE_NOT_FOUND)
        for (const id of ["2147483648", "99999999999", "999999999999999"]) {
          const res = await call("GET", `/icsr/${id}`, { token: admin() })
          expect(res.status, id).toBe(400)
          expect(res.body).toEqual({ detail: [{ loc: ["path", "icsr_id"], msg: "ensure this value is less than or equal to 2147483647", type: "value_error.number.not_le" }] })
        }
        expect((await call("GET", "/icsr/9999999999999999999999", { token: admin() })).body).toEqual({ detail: [notInteger("path", "icsr_id")] })
        const user = await call("GET", "/users/2147483648", { token: admin() })
        expect(user.status).toBe(400)
        expect(user.body.detail[0].loc).toEqual(["path", "user_id"])
        const bulk = await call("GET", "/icsr/_bulk/eventos?ids=1,2147483648", { token: admin() })
        expect(bulk.status).toBe(400)
        expect(bulk.body).toEqual({ detail: [{ loc: ["query", "ids"], msg: "ensure this value is less than or equal to 2147483647", type: "value_error.number.not_le" }] })
      })

      it("rs_catalog_map holds what the catalog says of each registration number, keyed in normalized form", async () => {
        const m = marker()
        const registro = `EE-${m.slice(1, 7)}`
        const product = await call("POST", "/products", {
          token: admin(),
          json: { producto: "Amoxicilina 500 mg", numero_registro: registro, laboratorio_pais: "Lab Andino / Peru", fecha_venc_registro: "2029-06-30" }
        })
        expect(product.status, product.text).toBe(201)
        const c = await createCase({ descripcion_evento: m, productos: [{ nombre_producto: "Amoxi", registro_sanitario: ` ${registro.toLowerCase().replace("-", " ")} ` }, { nombre_producto: "Sin registro" }] })
        const res = await call("GET", `/icsr/${c.id}`, { token: admin() })
        const key = CaseRules.normalizeRegistro(registro)
        expect(res.body.rs_catalog_map).toEqual({
          [key]: { id: product.body.id, producto: "Amoxicilina 500 mg", laboratorio: "Lab Andino / Peru", rs_vencimiento: "2029-06-30" }
        })
        expect(res.body.productos[0]).toMatchObject({ laboratorio: "Lab Andino / Peru", rs_vencimiento: "2029-06-30" })
        expect(res.body.productos[1]).toMatchObject({ laboratorio: null, rs_vencimiento: null })
      })
    })

    // ---------------------------------------------------------------------------------------
    describe("PUT /icsr/{icsr_id}", () => {
      it("changes only the fields sent; nested lists only when present; [] deletes", async () => {
        const c = await createCase({
          paciente_peso: 70,
          productos: [{ nombre_producto: "P1" }, { nombre_producto: "P2" }],
          concomitantes: [{ nombre_producto: "C1" }],
          seguimientos: [{ numero: 1 }]
        })
        const res = await call("PUT", `/icsr/${c.id}`, { token: admin(), json: { gravedad: "Grave", desenlace: "Recuperado" } })
        expect(res.status, res.text).toBe(200)
        expect(res.body).toMatchObject({ gravedad: "Grave", ea_desenlace: "Recuperado", paciente_peso: 70, paciente_iniciales: "JPM", estado: "Pendiente" })
        expect(res.body.productos).toEqual(c.productos)
        expect(res.body.concomitantes).toEqual(c.concomitantes)
        expect(res.body.seguimientos).toEqual(c.seguimientos)
        expect(res.body.fecha_recepcion).toBe(c.fecha_recepcion)
        expect(res.body.origen_notificacion).toBe("web_form")

        const replaced = await call("PUT", `/icsr/${c.id}`, { token: admin(), json: { productos: [{ nombre_producto: "P3" }], concomitantes: [] } })
        expect(replaced.body.productos).toEqual([expect.objectContaining({ id: expect.any(Number), nombre_producto: "P3" })])
        expect(replaced.body.concomitantes).toEqual([])
        expect(replaced.body.seguimientos).toEqual(c.seguimientos)

        const cleared = await call("PUT", `/icsr/${c.id}`, { token: admin(), json: { paciente_peso: null, gravedad: "" } })
        expect(cleared.body).toMatchObject({ paciente_peso: null, gravedad: null })
        const read = await call("GET", `/icsr/${c.id}`, { token: admin() })
        expect(read.body).toMatchObject({ paciente_peso: null, gravedad: null, ea_desenlace: "Recuperado" })
        expect(read.body.productos.map((p: Json) => p.nombre_producto)).toEqual(["P3"])
      })

      it("an empty body changes nothing", async () => {
        const c = await createCase()
        const res = await call("PUT", `/icsr/${c.id}`, { token: admin(), json: {} })
        expect(res.status).toBe(200)
        const { updated_at: _u1, ...before } = c
        const { updated_at: _u2, ...after } = res.body
        expect(after).toEqual(before)
      })

      it("re-derives fecha_limite when urgencia changes, and routes a new contact", async () => {
        const c = await createCase({ urgencia: "Baja" })
        const res = await call("PUT", `/icsr/${c.id}`, { token: admin(), json: { urgencia: "Alta", reportante_contacto: "whatsapp:+51 999" } })
        expect(res.body).toMatchObject({ urgencia: "Alta", fecha_limite: plusDays(c.fecha_recepcion, 1), reportante_telefono: "+51 999" })
      })

      it("validation: wrong type 'value is not a valid integer'; required fields may not be cleared; nothing is written", async () => {
        const c = await createCase()
        const wrong = await call("PUT", `/icsr/${c.id}`, { token: admin(), json: { paciente_edad: "treinta", gravedad: "Grave" } })
        expect(wrong.status).toBe(400)
        expect(wrong.body).toEqual({ detail: [notInteger("body", "paciente_edad")] })
        const cleared = await call("PUT", `/icsr/${c.id}`, { token: admin(), json: { paciente_iniciales: null } })
        expect(cleared.status).toBe(400)
        expect(cleared.body).toEqual({ detail: [{ loc: ["body", "paciente_iniciales"], msg: "none is not an allowed value", type: "type_error.none.not_allowed" }] })
        const nested = await call("PUT", `/icsr/${c.id}`, { token: admin(), json: { gravedad: "Grave", seguimientos: [{ numero: "x" }] } })
        expect(nested.body).toEqual({ detail: [notInteger("body", "seguimientos", 0, "numero")] })
        const selfDup = await call("PUT", `/icsr/${c.id}`, { token: admin(), json: { dup_of_id: c.id } })
        expect(selfDup.status).toBe(400)
        expect(selfDup.body.detail).toEqual([{ loc: ["body", "dup_of_id"], msg: "ICSR no encontrado", type: "value_error" }])
        expect((await call("GET", `/icsr/${c.id}`, { token: admin() })).body.gravedad).toBeNull()
      })

      it("unknown case: 404; bad id: 400", async () => {
        const res = await call("PUT", "/icsr/987654", { token: admin(), json: { gravedad: "Grave" } })
        expect(res.status).toBe(404)
        expect(res.body).toEqual(CASE_NOT_FOUND)
        const bad = await call("PUT", "/icsr/abc", { token: admin(), json: {} })
        expect(bad.body).toEqual({ detail: [notInteger("path", "icsr_id")] })
      })

      it("writes an audit entry with before/after, readable by an auditor (audit:read)", async () => {
        const c = await createCase({ productos: [{ nombre_producto: "Antes" }] })
        await call("PUT", `/icsr/${c.id}`, { token: users.qf.token, json: { gravedad: "Grave", productos: [{ nombre_producto: "Despues" }] } })
        const res = await call("GET", `/icsr/${c.id}/audit`, { token: users.qa.token })
        expect(res.status, res.text).toBe(200)
        expect(res.body.map((e: Json) => e.action)).toEqual(["ICSR_CREATE", "ICSR_UPDATE"])
        const update = res.body[1]
        expect(update).toMatchObject({ entity: "icsr", entity_id: String(c.id), actor_id: users.qf.id, actor_email: users.qf.email })
        expect(update.at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
        expect(update.changes.fields).toEqual([{ field: "gravedad", before: null, after: "Grave" }])
        expect(update.changes.nested.productos.added).toEqual([expect.objectContaining({ nombre_producto: "Despues" })])
        expect(update.changes.nested.productos.removed).toEqual([expect.objectContaining({ nombre_producto: "Antes" })])
        expect(res.body[0].changes.after).toMatchObject({ id: c.id, paciente_iniciales: "JPM" })
        // A no-op update is not audited.
        await call("PUT", `/icsr/${c.id}`, { token: admin(), json: { gravedad: "Grave" } })
        expect((await call("GET", `/icsr/${c.id}/audit`, { token: users.legal.token })).body).toHaveLength(2)
        // Without audit:read.
        const denied403 = await call("GET", `/icsr/${c.id}/audit`, { token: users.qf.token })
        expect(denied403.status).toBe(403)
        expect(denied403.body).toEqual(denied("audit:read"))
        const unknown = await call("GET", "/icsr/987654/audit", { token: users.qa.token })
        expect(unknown.status).toBe(404)
        expect(unknown.body).toEqual(CASE_NOT_FOUND)
      })
    })

    // ---------------------------------------------------------------------------------------
    describe("PUT /icsr/{icsr_id}/full", () => {
      it("replaces productos, concomitantes and seguimientos always (absent means emptied); scalars merge", async () => {
        const c = await createCase({
          gravedad: "Grave",
          productos: [{ nombre_producto: "P1" }],
          concomitantes: [{ nombre_producto: "C1" }],
          seguimientos: [{ numero: 1 }]
        })
        const res = await call("PUT", `/icsr/${c.id}/full`, { token: admin(), json: { ea_causalidad: "Posible", concomitantes: [{ nombre_producto: "C2" }] } })
        expect(res.status, res.text).toBe(200)
        expect(res.body).toMatchObject({ gravedad: "Grave", ea_causalidad: "Posible", productos: [], seguimientos: [] })
        expect(res.body.concomitantes).toEqual([expect.objectContaining({ nombre_producto: "C2" })])
        const read = await call("GET", `/icsr/${c.id}`, { token: admin() })
        expect(read.body).toMatchObject({ productos: [], seguimientos: [], concomitantes: [expect.objectContaining({ nombre_producto: "C2" })] })
        // Events are not part of /full.
        await call("PUT", `/icsr/${c.id}/eventos`, { token: admin(), json: { eventos: [{ texto: "Prurito" }] } })
        const again = await call("PUT", `/icsr/${c.id}/full`, { token: admin(), json: {} })
        expect(again.body.eventos).toEqual([expect.objectContaining({ texto: "Prurito" })])
        expect(again.body.concomitantes).toEqual([])
      })

      it("404 for an unknown case, 403 without icsr:update, 400 on wrong types", async () => {
        expect((await call("PUT", "/icsr/987654/full", { token: admin(), json: {} })).body).toEqual(CASE_NOT_FOUND)
        const c = await createCase()
        const res = await call("PUT", `/icsr/${c.id}/full`, { token: users.qa.token, json: {} })
        expect(res.status).toBe(403)
        expect(res.body).toEqual(denied("icsr:update"))
        const bad = await call("PUT", `/icsr/${c.id}/full`, { token: admin(), json: { lt_dias_colab_ufv: "tres" } })
        expect(bad.body).toEqual({ detail: [notInteger("body", "lt_dias_colab_ufv")] })
      })
    })

    // ---------------------------------------------------------------------------------------
    describe("DELETE /icsr/{icsr_id} and POST /icsr/{icsr_id}:delete", () => {
      it("needs the current user's password: wrong 401 'Credenciales inválidas', missing 400", async () => {
        const c = await createCase()
        const wrong = await call("DELETE", `/icsr/${c.id}`, { token: admin(), json: { password: "not-the-password" } })
        expect(wrong.status).toBe(401)
        expect(wrong.body).toEqual(INVALID_CREDENTIALS)
        // Another user's password is not the current user's.
        const other = await call("DELETE", `/icsr/${c.id}`, { token: admin(), json: { password: users.qf.password } })
        expect(other.body).toEqual(INVALID_CREDENTIALS)
        const none = await call("DELETE", `/icsr/${c.id}`, { token: admin(), json: {} })
        expect(none.status).toBe(400)
        expect(none.body).toEqual({ detail: [missing("body", "password")] })
        const noBody = await call("DELETE", `/icsr/${c.id}`, { token: admin() })
        expect(noBody.status).toBe(400)
        expect(noBody.body).toEqual({ detail: [missing("body")] })
        const notString = await call("POST", `/icsr/${c.id}:delete`, { token: admin(), json: { password: 12345678 } })
        expect(notString.status).toBe(400)
        expect(notString.body).toEqual({ detail: [{ loc: ["body", "password"], msg: "str type expected", type: "type_error.str" }] })
        expect((await call("GET", `/icsr/${c.id}`, { token: admin() })).status).toBe(200)
      })

      it("deletes the case and its events; {ok, deleted_id}; the audit trail is kept", async () => {
        const c = await createCase({ productos: [{ nombre_producto: "P" }], seguimientos: [{ numero: 1 }] })
        await call("PUT", `/icsr/${c.id}/eventos`, { token: admin(), json: { eventos: [{ texto: "Rash" }, { texto: "Fiebre" }] } })
        await call("PUT", `/icsr/${c.id}`, { token: admin(), json: { gravedad: "Grave" } })
        const res = await call("DELETE", `/icsr/${c.id}`, { token: admin(), json: { password: users.admin.password } })
        expect(res.status, res.text).toBe(200)
        expect(res.body).toEqual({ ok: true, deleted_id: c.id })
        expect((await call("GET", `/icsr/${c.id}`, { token: admin() })).body).toEqual(CASE_NOT_FOUND)
        expect((await call("GET", `/icsr/${c.id}/eventos`, { token: admin() })).body).toEqual(CASE_NOT_FOUND)
        expect((await call("GET", `/icsr/_bulk/eventos?ids=${c.id}`, { token: admin() })).body).toEqual({})
        const again = await call("DELETE", `/icsr/${c.id}`, { token: admin(), json: { password: users.admin.password } })
        expect(again.status).toBe(404)
        expect(again.body).toEqual(CASE_NOT_FOUND)
        const audit = await call("GET", `/icsr/${c.id}/audit`, { token: users.qa.token })
        expect(audit.status).toBe(200)
        expect(audit.body.map((e: Json) => e.action)).toEqual(["ICSR_CREATE", "ICSR_EVENTS_REPLACE", "ICSR_UPDATE", "ICSR_DELETE"])
        const deletion = audit.body.at(-1)
        expect(deletion).toMatchObject({ actor_id: users.admin.id, changes: { before: { id: c.id } } })
        expect(deletion.changes.before.eventos.map((e: Json) => e.texto)).toEqual(["Rash", "Fiebre"])
      })

      it("POST /icsr/{id}:delete behaves the same", async () => {
        const c = await createCase()
        const wrong = await call("POST", `/icsr/${c.id}:delete`, { token: admin(), json: { password: "nope-nope" } })
        expect(wrong.status).toBe(401)
        expect(wrong.body).toEqual(INVALID_CREDENTIALS)
        const res = await call("POST", `/icsr/${c.id}:delete`, { token: users.rfv.token, json: { password: users.rfv.password } })
        expect(res.status, res.text).toBe(200)
        expect(res.body).toEqual({ ok: true, deleted_id: c.id })
        expect((await call("GET", `/icsr/${c.id}`, { token: admin() })).status).toBe(404)
        expect((await call("POST", "/icsr/987654:delete", { token: admin(), json: { password: users.admin.password } })).body).toEqual(CASE_NOT_FOUND)
        const bad = await call("POST", "/icsr/abc:delete", { token: admin(), json: { password: users.admin.password } })
        expect(bad.status).toBe(400)
        expect(bad.body).toEqual({ detail: [notInteger("path", "icsr_id")] })
      })

      it("409 when another case's dup_of_id points at it; nothing is deleted", async () => {
        const master = await createCase()
        const dup = await createCase({ dup_of_id: master.id, dup_override: "duplicado" })
        expect(dup.dup_of_id).toBe(master.id)
        for (const [method, path] of [["DELETE", `/icsr/${master.id}`], ["POST", `/icsr/${master.id}:delete`]] as const) {
          const res = await call(method, path, { token: admin(), json: { password: users.admin.password } })
          expect(res.status).toBe(409)
          expect(res.body).toEqual(DELETE_BLOCKED)
        }
        expect((await call("GET", `/icsr/${master.id}`, { token: admin() })).status).toBe(200)
        const audit = await call("GET", `/icsr/${master.id}/audit`, { token: users.qa.token })
        expect(audit.body.map((e: Json) => e.action)).toEqual(["ICSR_CREATE"])
        // Once the reference is gone, the delete goes through.
        await call("PUT", `/icsr/${dup.id}`, { token: admin(), json: { dup_of_id: null } })
        expect((await call("DELETE", `/icsr/${master.id}`, { token: admin(), json: { password: users.admin.password } })).status).toBe(200)
      })

      it("403 'Permission denied: icsr:delete required' for a qf, even with the right password", async () => {
        const c = await createCase()
        for (const [method, path] of [["DELETE", `/icsr/${c.id}`], ["POST", `/icsr/${c.id}:delete`]] as const) {
          const res = await call(method, path, { token: users.qf.token, json: { password: users.qf.password } })
          expect(res.status).toBe(403)
          expect(res.body).toEqual(denied("icsr:delete"))
        }
        expect((await call("GET", `/icsr/${c.id}`, { token: admin() })).status).toBe(200)
      })
    })

    // ---------------------------------------------------------------------------------------
    describe("GET /icsr/{icsr_id}/delete-summary", () => {
      it("counts follow-up messages and snapshots", async () => {
        const c = await createCase()
        const first = await call("GET", `/icsr/${c.id}/delete-summary`, { token: admin() })
        expect(first.status).toBe(200)
        expect(first.body).toEqual({ followups: 0, snapshots: 0 })
        await call("PUT", `/icsr/${c.id}`, { token: admin(), json: { gravedad: "Grave" } })
        await call("PUT", `/icsr/${c.id}/eventos`, { token: admin(), json: { eventos: [{ texto: "x" }] } })
        expect((await call("GET", `/icsr/${c.id}/delete-summary`, { token: admin() })).body).toEqual({ followups: 0, snapshots: 2 })
        expect((await call("GET", "/icsr/987654/delete-summary", { token: admin() })).body).toEqual(CASE_NOT_FOUND)
        const qf = await call("GET", `/icsr/${c.id}/delete-summary`, { token: users.qf.token })
        expect(qf.status).toBe(403)
        expect(qf.body).toEqual(denied("icsr:delete"))
      })
    })

    // ---------------------------------------------------------------------------------------
    describe("events", () => {
      it("GET /icsr/{id}/eventos: [] for a new case, 404 for an unknown one", async () => {
        const c = await createCase()
        const res = await call("GET", `/icsr/${c.id}/eventos`, { token: users.soporte.token })
        expect(res.status).toBe(200)
        expect(res.body).toEqual([])
        expect((await call("GET", "/icsr/987654/eventos", { token: admin() })).body).toEqual(CASE_NOT_FOUND)
      })

      it("PUT /icsr/{id}/eventos replaces all and returns the list ordered by id", async () => {
        const c = await createCase()
        const res = await call("PUT", `/icsr/${c.id}/eventos`, {
          token: users.qf.token,
          json: {
            eventos: [
              { texto: "  Urticaria  ", gravedad: "No grave", solo_ram_grave: "si", meddra_pt_code: "10046735", fecha_inicio: "2024-01-01" },
              { texto: "Disnea", is_from_narrative: true, solo_ram_grave: "" },
              { texto: "Cefalea", causalidad: "Posible", desenlace: "Recuperado" }
            ]
          }
        })
        expect(res.status, res.text).toBe(200)
        expect(res.body.map((e: Json) => e.texto)).toEqual(["Urticaria", "Disnea", "Cefalea"])
        const ids = res.body.map((e: Json) => e.id)
        expect(ids).toEqual([...ids].sort((a, b) => a - b))
        expect(res.body[0]).toMatchObject({ icsr_id: c.id, gravedad: "No grave", solo_ram_grave: "Si", meddra_pt_code: "10046735", fecha_inicio: "2024-01-01", is_from_narrative: false })
        expect(res.body[1]).toMatchObject({ solo_ram_grave: null, is_from_narrative: true })
        expect((await call("GET", `/icsr/${c.id}/eventos`, { token: admin() })).body).toEqual(res.body)
        expect((await call("GET", `/icsr/${c.id}`, { token: admin() })).body.eventos).toEqual(res.body)

        const replaced = await call("PUT", `/icsr/${c.id}/eventos`, { token: admin(), json: { eventos: [{ texto: "Solo uno" }] } })
        expect(replaced.body).toEqual([expect.objectContaining({ texto: "Solo uno", icsr_id: c.id })])
        expect(replaced.body[0].id).toBeGreaterThan(Math.max(...ids))
        const emptied = await call("PUT", `/icsr/${c.id}/eventos`, { token: admin(), json: { eventos: [] } })
        expect(emptied.body).toEqual([])
        expect((await call("GET", `/icsr/${c.id}/eventos`, { token: admin() })).body).toEqual([])
      })

      it("an event without texto: 400 at ['body','eventos',i,'texto'] and nothing changes", async () => {
        const c = await createCase()
        const before = (await call("PUT", `/icsr/${c.id}/eventos`, { token: admin(), json: { eventos: [{ texto: "Original" }] } })).body
        const first = await call("PUT", `/icsr/${c.id}/eventos`, { token: admin(), json: { eventos: [{ gravedad: "Grave" }] } })
        expect(first.status).toBe(400)
        expect(first.body).toEqual({ detail: [missing("body", "eventos", 0, "texto")] })
        const second = await call("PUT", `/icsr/${c.id}/eventos`, { token: admin(), json: { eventos: [{ texto: "Nuevo" }, { texto: "   " }, { texto: "Otro", fecha_fin: "nunca" }] } })
        expect(second.status).toBe(400)
        expect(second.body).toEqual({
          detail: [
            missing("body", "eventos", 1, "texto"),
            { loc: ["body", "eventos", 2, "fecha_fin"], msg: "invalid date format", type: "value_error.date" }
          ]
        })
        const meddra = await call("PUT", `/icsr/${c.id}/meddra`, { token: admin(), json: { eventos: [{ texto: "ok" }, {}] } })
        expect(meddra.body).toEqual({ detail: [missing("body", "eventos", 1, "texto")] })
        expect((await call("GET", `/icsr/${c.id}/eventos`, { token: admin() })).body).toEqual(before)
        const noList = await call("PUT", `/icsr/${c.id}/eventos`, { token: admin(), json: {} })
        expect(noList.body).toEqual({ detail: [missing("body", "eventos")] })
        const notList = await call("PUT", `/icsr/${c.id}/eventos`, { token: admin(), json: { eventos: { texto: "x" } } })
        expect(notList.body).toEqual({ detail: [{ loc: ["body", "eventos"], msg: "value is not a valid list", type: "type_error.list" }] })
        const badEnum = await call("PUT", `/icsr/${c.id}/eventos`, { token: admin(), json: { eventos: [{ texto: "x", solo_ram_grave: "tal vez" }] } })
        expect(badEnum.body).toEqual({ detail: [{ loc: ["body", "eventos", 0, "solo_ram_grave"], msg: "value is not a valid enumeration member; permitted: 'Si', 'No'", type: "type_error.enum" }] })
        expect((await call("GET", `/icsr/${c.id}/eventos`, { token: admin() })).body).toEqual(before)
      })

      it("PUT /icsr/{id}/meddra behaves like replace-all", async () => {
        const c = await createCase()
        const res = await call("PUT", `/icsr/${c.id}/meddra`, {
          token: admin(),
          json: { eventos: [{ texto: "Rash", meddra_llt_code: "10037844", meddra_llt_term: "Rash", meddra_pt_code: "10037844", meddra_pt_term: "Rash" }, { texto: "Prurito", meddra_pt_manual: "Picazon" }] }
        })
        expect(res.status, res.text).toBe(200)
        expect(res.body).toEqual([
          expect.objectContaining({ texto: "Rash", meddra_llt_code: "10037844", meddra_pt_term: "Rash", icsr_id: c.id }),
          expect.objectContaining({ texto: "Prurito", meddra_pt_manual: "Picazon" })
        ])
        expect((await call("PUT", "/icsr/987654/meddra", { token: admin(), json: { eventos: [] } })).body).toEqual(CASE_NOT_FOUND)
        const qa = await call("PUT", `/icsr/${c.id}/meddra`, { token: users.qa.token, json: { eventos: [] } })
        expect(qa.status).toBe(403)
        expect(qa.body).toEqual(denied("icsr:update"))
        const audit = await call("GET", `/icsr/${c.id}/audit`, { token: users.qa.token })
        expect(audit.body.map((e: Json) => e.action)).toEqual(["ICSR_CREATE", "ICSR_EVENTS_REPLACE"])
        expect(audit.body[1].changes.nested.eventos.added).toHaveLength(2)
      })

      it("PUT /icsr/{id}/eventos/{evento_id} changes coding fields; 404 for an event of another case", async () => {
        const a = await createCase()
        const b = await createCase()
        const [ea] = (await call("PUT", `/icsr/${a.id}/eventos`, { token: admin(), json: { eventos: [{ texto: "Rash", gravedad: "No grave" }] } })).body
        const [eb] = (await call("PUT", `/icsr/${b.id}/eventos`, { token: admin(), json: { eventos: [{ texto: "Fiebre" }] } })).body
        const res = await call("PUT", `/icsr/${a.id}/eventos/${ea.id}`, {
          token: users.qf.token,
          json: { gravedad: "Grave", solo_ram_grave: "no", meddra_pt_code: "10037844", meddra_pt_term: "Rash", texto: "ignorado", icsr_id: b.id }
        })
        expect(res.status, res.text).toBe(200)
        expect(res.body).toEqual({ ...ea, gravedad: "Grave", solo_ram_grave: "No", meddra_pt_code: "10037844", meddra_pt_term: "Rash" })
        expect((await call("GET", `/icsr/${a.id}/eventos`, { token: admin() })).body).toEqual([res.body])
        const cleared = await call("PUT", `/icsr/${a.id}/eventos/${ea.id}`, { token: admin(), json: { gravedad: null } })
        expect(cleared.body.gravedad).toBeNull()
        const same = await call("PUT", `/icsr/${a.id}/eventos/${ea.id}`, { token: admin(), json: {} })
        expect(same.status).toBe(200)
        expect(same.body).toEqual(cleared.body)

        const foreign = await call("PUT", `/icsr/${a.id}/eventos/${eb.id}`, { token: admin(), json: { gravedad: "Grave" } })
        expect(foreign.status).toBe(404)
        expect(foreign.body).toEqual(EVENT_NOT_FOUND)
        expect((await call("GET", `/icsr/${b.id}/eventos`, { token: admin() })).body).toEqual([eb])
        const unknown = await call("PUT", `/icsr/${a.id}/eventos/987654`, { token: admin(), json: { gravedad: "Grave" } })
        expect(unknown.body).toEqual(EVENT_NOT_FOUND)
        expect((await call("PUT", `/icsr/987654/eventos/${ea.id}`, { token: admin(), json: {} })).body).toEqual(CASE_NOT_FOUND)
        const badId = await call("PUT", `/icsr/${a.id}/eventos/uno`, { token: admin(), json: {} })
        expect(badId.status).toBe(400)
        expect(badId.body).toEqual({ detail: [notInteger("path", "evento_id")] })
        const badBody = await call("PUT", `/icsr/${a.id}/eventos/${ea.id}`, { token: admin(), json: { meddra_pt_term: "x".repeat(256) } })
        expect(badBody.body.detail[0].loc).toEqual(["body", "meddra_pt_term"])
        const qa = await call("PUT", `/icsr/${a.id}/eventos/${ea.id}`, { token: users.qa.token, json: {} })
        expect(qa.body).toEqual(denied("icsr:update"))
        const audit = await call("GET", `/icsr/${a.id}/audit`, { token: users.qa.token })
        const change = audit.body.find((e: Json) => e.action === "ICSR_EVENT_UPDATE")
        expect(change.changes.fields).toEqual(expect.arrayContaining([{ field: `eventos[${ea.id}].gravedad`, before: "No grave", after: "Grave" }]))
      })

      it("GET /icsr/eventos?ids=…&ids=… and GET /icsr/_bulk/eventos?ids=a,b key events by case id", async () => {
        const a = await createCase()
        const b = await createCase()
        const c = await createCase()
        const ea = (await call("PUT", `/icsr/${a.id}/eventos`, { token: admin(), json: { eventos: [{ texto: "A1" }, { texto: "A2" }] } })).body
        const eb = (await call("PUT", `/icsr/${b.id}/eventos`, { token: admin(), json: { eventos: [{ texto: "B1" }] } })).body
        const expected = { [a.id]: ea, [b.id]: eb, [c.id]: [] }
        const repeated = await call("GET", `/icsr/eventos?ids=${a.id}&ids=${b.id}&ids=${c.id}&ids=987654`, { token: users.soporte.token })
        expect(repeated.status, repeated.text).toBe(200)
        expect(repeated.body).toEqual(expected)
        const comma = await call("GET", `/icsr/_bulk/eventos?ids=${a.id},${b.id},${c.id},987654`, { token: users.legal.token })
        expect(comma.body).toEqual(expected)
        expect((await call("GET", `/icsr/eventos?ids=${a.id},${b.id}&ids=${a.id}`, { token: admin() })).body).toEqual({ [a.id]: ea, [b.id]: eb })
        const none = await call("GET", "/icsr/eventos", { token: admin() })
        expect(none.status).toBe(400)
        expect(none.body).toEqual({ detail: [missing("query", "ids")] })
        const bad = await call("GET", "/icsr/_bulk/eventos?ids=1,dos", { token: admin() })
        expect(bad.status).toBe(400)
        expect(bad.body).toEqual({ detail: [notInteger("query", "ids")] })
        const many = await call("GET", `/icsr/_bulk/eventos?ids=${Array.from({ length: 501 }, (_, i) => i + 1).join(",")}`, { token: admin() })
        expect(many.status).toBe(400)
        const nobody = await call("GET", `/icsr/eventos?ids=${a.id}`, { token: users.nobody.token })
        expect(nobody.status).toBe(403)
        expect(nobody.body).toEqual(denied("icsr:read"))
      })
    })

    // ---------------------------------------------------------------------------------------
    describe("GET /icsr/codigo-interno/next", () => {
      it("reserves <PREFIX>-<YYYY>-<NNNN>, one after another, continuing after codes typed into cases", async () => {
        const prefix = `T${marker().slice(1, 8)}`.toUpperCase()
        const year = todayInLima().slice(0, 4)
        await createCase({ codigo_interno_lab: `${prefix}-${year}-0041` })
        const first = await call("GET", `/icsr/codigo-interno/next?prefix=${prefix.toLowerCase()}`, { token: users.qf.token })
        expect(first.status, first.text).toBe(200)
        expect(first.body).toEqual({ prefix, numero: 42, codigo: `${prefix}-${year}-0042` })
        const second = await call("GET", `/icsr/codigo-interno/next?prefix=${prefix}`, { token: admin() })
        expect(second.body.codigo).toBe(`${prefix}-${year}-0043`)
        const byDefault = await call("GET", "/icsr/codigo-interno/next", { token: admin() })
        expect(byDefault.body.codigo).toMatch(new RegExp(`^FV-${year}-\\d{4,}$`))
        const empty = await call("GET", "/icsr/codigo-interno/next?prefix=", { token: admin() })
        expect(empty.body.prefix).toBe("FV")
      })

      it("10 concurrent requests get 10 distinct codes", async () => {
        const prefix = `C${marker().slice(1, 8)}`.toUpperCase()
        const answers = await Promise.all(
          Array.from({ length: 10 }, () => call("GET", `/icsr/codigo-interno/next?prefix=${prefix}`, { token: admin() }))
        )
        expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
        const numbers = answers.map((a) => a.body.numero).sort((x, y) => x - y)
        expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
        expect(new Set(answers.map((a) => a.body.codigo)).size).toBe(10)
      })

      it("a bad prefix is a 400 on query prefix; icsr:create is required", async () => {
        for (const p of ["-x", "a b", "x".repeat(21), "ñ", "a/b"]) {
          const res = await call("GET", `/icsr/codigo-interno/next?prefix=${encodeURIComponent(p)}`, { token: admin() })
          expect(res.status, p).toBe(400)
          expect(res.body.detail[0].loc, p).toEqual(["query", "prefix"])
        }
        const qa = await call("GET", "/icsr/codigo-interno/next", { token: users.qa.token })
        expect(qa.status).toBe(403)
        expect(qa.body).toEqual(denied("icsr:create"))
      })
    })

    // ---------------------------------------------------------------------------------------
    describe("authentication and permissions", () => {
      const protectedRoutes: ReadonlyArray<readonly [string, string]> = [
        ["GET", "/icsr"], ["POST", "/icsr"], ["GET", "/icsr/1"], ["PUT", "/icsr/1"], ["PUT", "/icsr/1/full"],
        ["DELETE", "/icsr/1"], ["POST", "/icsr/1:delete"], ["GET", "/icsr/1/delete-summary"], ["GET", "/icsr/1/eventos"],
        ["PUT", "/icsr/1/eventos"], ["PUT", "/icsr/1/eventos/1"], ["PUT", "/icsr/1/meddra"], ["GET", "/icsr/eventos?ids=1"],
        ["GET", "/icsr/_bulk/eventos?ids=1"], ["GET", "/icsr/codigo-interno/next"], ["GET", "/icsr/1/audit"], ["GET", "/auth/me"],
        ["GET", "/users"], ["POST", "/users"], ["GET", "/users/1"], ["PUT", "/users/1"], ["DELETE", "/users/1"]
      ]

      it("401 'Not authenticated' on every protected route for a missing, garbage, forged, unsigned or expired token", async () => {
        const now = Math.floor(Date.now() / 1000)
        const valid = jwt({ sub: String(users.admin.id), email: users.admin.email, iss: ISSUER, iat: now, exp: now + 600 })
        // The hand-made token format is right: the same claims, unexpired, are accepted.
        expect((await call("GET", "/auth/me", { token: valid })).status).toBe(200)
        const expired = jwt({ sub: String(users.admin.id), email: users.admin.email, iss: ISSUER, iat: now - 7200, exp: now - 3600 })
        const forged = jwt({ sub: String(users.admin.id), iss: ISSUER, iat: now, exp: now + 600 }, "another-secret-another-secret-0123456789")
        const unsigned = jwt({ sub: String(users.admin.id), iss: ISSUER, iat: now, exp: now + 600 }, SECRET, "none")
        const otherIssuer = jwt({ sub: String(users.admin.id), iss: "someone-else", iat: now, exp: now + 600 })
        const unknownUser = jwt({ sub: "987654", iss: ISSUER, iat: now, exp: now + 600 })
        const noExp = jwt({ sub: String(users.admin.id), iss: ISSUER, iat: now })
        const headerSets: Array<Record<string, string>> = [
          {},
          { authorization: "Bearer" },
          { authorization: "Bearer garbage" },
          { authorization: "Bearer a.b.c" },
          { authorization: `Basic ${Buffer.from(`${users.admin.email}:${users.admin.password}`).toString("base64")}` },
          { authorization: `Token ${users.admin.token}` },
          { authorization: `Bearer ${users.admin.token} extra` },
          ...[expired, forged, unsigned, otherIssuer, unknownUser, noExp].map((t) => ({ authorization: `Bearer ${t}` }))
        ]
        for (const [method, path] of protectedRoutes) {
          for (const headers of headerSets) {
            const res = await call(method, path, { headers, json: method === "GET" ? undefined : {} })
            expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(401)
            expect(res.body).toEqual(NOT_AUTHENTICATED)
          }
        }
        // The scheme is case-insensitive.
        expect((await call("GET", "/auth/me", { headers: { authorization: `bearer ${users.admin.token}` } })).status).toBe(200)
      })

      it("403 'Permission denied: <permission> required' per role", async () => {
        const c = await createCase()
        const checks: Array<[keyof typeof users, string, string, string, unknown?]> = [
          ["qa", "POST", "/icsr", "icsr:create", caseBody()],
          ["soporte", "POST", "/icsr", "icsr:create", caseBody()],
          ["legal", "PUT", `/icsr/${c.id}`, "icsr:update", {}],
          ["qf", "DELETE", `/icsr/${c.id}`, "icsr:delete", { password: users.qf.password }],
          ["nobody", "GET", "/icsr", "icsr:list"],
          ["nobody", "GET", `/icsr/${c.id}`, "icsr:read"],
          ["nobody", "GET", `/icsr/${c.id}/eventos`, "icsr:read"],
          ["soporte", "PUT", `/icsr/${c.id}/eventos`, "icsr:update", { eventos: [] }],
          ["qf", "GET", "/users", "users:manage"],
          ["rfv", "POST", "/users", "users:manage", { email: "x@y.pe", password: "12345678" }]
        ]
        for (const [who, method, path, permission, json] of checks) {
          const res = await call(method, path, { token: users[who].token, json })
          expect(res.status, `${who} ${method} ${path}`).toBe(403)
          expect(res.body).toEqual(denied(permission))
        }
        // Authentication comes before validation: a bad id still answers 403 to the wrong role.
        expect((await call("DELETE", "/icsr/abc", { token: users.qf.token, json: {} })).status).toBe(403)
        // And the roles that have them get through.
        expect((await call("GET", "/icsr", { token: users.soporte.token })).status).toBe(200)
        expect((await call("GET", `/icsr/${c.id}`, { token: users.legal.token })).status).toBe(200)
        expect((await call("POST", "/icsr", { token: users.qf.token, json: caseBody() })).status).toBe(201)
      })

      it("login: JSON or form fields username/password; wrong password or unknown email 401 'Credenciales inválidas'", async () => {
        const ok = await login(users.qf.email.toUpperCase(), users.qf.password)
        expect(ok.status).toBe(200)
        expect(ok.body).toEqual({ access_token: expect.any(String), token_type: "bearer", expires_in: TOKEN_TTL_S })
        expect((await call("GET", "/auth/me", { token: ok.body.access_token })).body.email).toBe(users.qf.email)

        const form = await call("POST", "/auth/login", {
          raw: new URLSearchParams({ username: users.qa.email, password: users.qa.password }).toString(),
          headers: { "content-type": "application/x-www-form-urlencoded" }
        })
        expect(form.status, form.text).toBe(200)
        expect(form.body.token_type).toBe("bearer")
        const multipart = new FormData()
        multipart.set("username", users.soporte.email)
        multipart.set("password", users.soporte.password)
        const mp = await call("POST", "/auth/login", { raw: multipart })
        expect(mp.status, mp.text).toBe(200)
        const jsonUsername = await call("POST", "/auth/login", { json: { username: users.legal.email, password: users.legal.password } })
        expect(jsonUsername.status).toBe(200)

        const wrong = await login(users.rfv.email, "wrong-password")
        expect(wrong.status).toBe(401)
        expect(wrong.body).toEqual(INVALID_CREDENTIALS)
        const unknown = await login("nadie@http.test", "whatever-123")
        expect(unknown.status).toBe(401)
        expect(unknown.body).toEqual(INVALID_CREDENTIALS)
        const formWrong = await call("POST", "/auth/login", {
          raw: new URLSearchParams({ username: users.rfv.email, password: "nope" }).toString(),
          headers: { "content-type": "application/x-www-form-urlencoded" }
        })
        expect(formWrong.body).toEqual(INVALID_CREDENTIALS)

        const broken = await call("POST", "/auth/login", { raw: "username=a", headers: { "content-type": "multipart/form-data" } })
        expect(broken.status).toBe(400)
        expect(broken.body).toEqual({ detail: "There was an error parsing the body" })
        const none = await call("POST", "/auth/login", { json: {} })
        expect(none.status).toBe(400)
        expect(none.body).toEqual({ detail: [missing("body", "email"), missing("body", "password")] })
        const emptyForm = await call("POST", "/auth/login", { raw: "", headers: { "content-type": "application/x-www-form-urlencoded" } })
        expect(emptyForm.status).toBe(400)
      })

      it("the 6th failed login for one email within 15 minutes: 429 'Demasiados intentos, intente más tarde'", async () => {
        const email = `throttle-${marker()}@http.test`
        const created = await call("POST", "/users", { token: admin(), json: { email, password: "right-password-1", roles: ["qa"] } })
        expect(created.status).toBe(201)
        for (let i = 1; i <= 5; i++) {
          const res = await login(i % 2 === 0 ? email.toUpperCase() : email, `wrong-${i}-password`)
          expect(res.status, `attempt ${i}`).toBe(401)
          expect(res.body).toEqual(INVALID_CREDENTIALS)
        }
        const sixth = await login(email, "wrong-6-password")
        expect(sixth.status).toBe(429)
        expect(sixth.body).toEqual({ detail: "Demasiados intentos, intente más tarde" })
        // Blocked even with the right password, and under the form too.
        expect((await login(email, "right-password-1")).status).toBe(429)
        const form = await call("POST", "/auth/login", {
          raw: new URLSearchParams({ username: email, password: "right-password-1" }).toString(),
          headers: { "content-type": "application/x-www-form-urlencoded" }
        })
        expect(form.status).toBe(429)
        // Other emails are not affected.
        expect((await login(users.rfv.email, users.rfv.password)).status).toBe(200)
      })

      it("a successful login does not clear the failure count (issue 13)", async () => {
        const email = `clear-${marker()}@http.test`
        await call("POST", "/users", { token: admin(), json: { email, password: "right-password-1" } })
        for (let i = 0; i < 4; i++) expect((await login(email, "wrong-password")).status).toBe(401)
        expect((await login(email, "right-password-1")).status).toBe(200)
        expect((await login(email, "wrong-password")).status).toBe(401)
        expect((await login(email, "wrong-password")).status).toBe(429)
      })

      it("GET /auth/me: the user with roles and effective permissions, never the hash", async () => {
        const me = await call("GET", "/auth/me", { token: users.qf.token })
        expect(me.status).toBe(200)
        expect(me.body).toMatchObject({ id: users.qf.id, email: users.qf.email, roles: ["qf"], permissions: [], activo: true })
        expect(me.body.effective_permissions).toEqual(expect.arrayContaining(["icsr:list", "icsr:read", "icsr:create", "icsr:update", "causality:assess"]))
        expect(me.body.effective_permissions).not.toContain("icsr:delete")
        expect(me.body.effective_permissions).not.toContain("users:manage")
        expect(me.text).not.toContain("password")
        expect(me.text).not.toContain("scrypt")
        const adminMe = await call("GET", "/auth/me", { token: admin() })
        expect(adminMe.body.effective_permissions).toEqual(expect.arrayContaining(["icsr:delete", "users:manage", "audit:read"]))
        const nobody = await call("GET", "/auth/me", { token: users.nobody.token })
        expect(nobody.body.effective_permissions).toEqual([])
      })

      it("users CRUD with users:manage", async () => {
        const email = `crud-${marker()}@http.test`
        const create = await call("POST", "/users", {
          token: admin(),
          json: { email: `  ${email.toUpperCase()} `, password: "initial-pass-1", nombre: "Rosa", cargo: "QF", area: "FV", documento: "123", roles: ["soporte"], permissions: ["audit:read"] }
        })
        expect(create.status, create.text).toBe(201)
        const u = create.body
        expect(u).toMatchObject({ id: expect.any(Number), email, nombre: "Rosa", cargo: "QF", area: "FV", documento: "123", roles: ["soporte"], permissions: ["audit:read"], activo: true })
        expect(u.effective_permissions).toEqual(["admin:mail", "audit:read", "icsr:list", "icsr:read"])
        expect(create.text).not.toContain("password")

        const dup = await call("POST", "/users", { token: admin(), json: { email, password: "another-pass-1" } })
        expect(dup.status).toBe(409)
        expect(dup.body).toEqual({ detail: "Ya existe un usuario con ese email" })
        const invalid = await call("POST", "/users", { token: admin(), json: { email: "no-es-email", password: "short", roles: ["jefe"] } })
        expect(invalid.status).toBe(400)
        expect(invalid.body.detail.map((i: Json) => i.loc)).toEqual([["body", "email"], ["body", "password"], ["body", "roles", 0]])
        expect(invalid.body.detail[1]).toEqual({ loc: ["body", "password"], msg: "ensure this value has at least 8 characters", type: "value_error.any_str.min_length" })

        const list = await call("GET", "/users", { token: admin() })
        expect(list.status).toBe(200)
        expect(list.body.map((x: Json) => x.email)).toEqual(expect.arrayContaining([email, users.admin.email, users.qf.email]))
        expect(list.text).not.toContain("scrypt")
        const one = await call("GET", `/users/${u.id}`, { token: admin() })
        expect(one.body).toEqual(u)
        expect((await call("GET", "/users/987654", { token: admin() })).body).toEqual({ detail: "Usuario no encontrado" })
        expect((await call("GET", "/users/abc", { token: admin() })).body).toEqual({ detail: [notInteger("path", "user_id")] })

        const token = (await login(email, "initial-pass-1")).body.access_token
        expect((await call("POST", "/icsr", { token, json: caseBody() })).body).toEqual(denied("icsr:create"))
        const update = await call("PUT", `/users/${u.id}`, { token: admin(), json: { roles: ["qf"], nombre: "Rosa M.", password: "changed-pass-1" } })
        expect(update.status, update.text).toBe(200)
        expect(update.body).toMatchObject({ roles: ["qf"], nombre: "Rosa M." })
        // Role changes apply at once (the app drops its cached identities).
        expect((await call("POST", "/icsr", { token, json: caseBody() })).status).toBe(201)
        expect((await login(email, "initial-pass-1")).status).toBe(401)
        expect((await login(email, "changed-pass-1")).status).toBe(200)
        const badUpdate = await call("PUT", `/users/${u.id}`, { token: admin(), json: { activo: null, email: "x" } })
        expect(badUpdate.status).toBe(400)
        expect((await call("PUT", "/users/987654", { token: admin(), json: { nombre: "x" } })).status).toBe(404)
        const taken = await call("PUT", `/users/${u.id}`, { token: admin(), json: { email: users.qf.email } })
        expect(taken.status).toBe(409)

        const selfOff = await call("PUT", `/users/${users.admin.id}`, { token: admin(), json: { activo: false } })
        expect(selfOff.status).toBe(409)
        const self = await call("DELETE", `/users/${users.admin.id}`, { token: admin() })
        expect(self.status).toBe(409)

        const del = await call("DELETE", `/users/${u.id}`, { token: admin() })
        expect(del.status).toBe(200)
        expect(del.body).toEqual({ ok: true, deleted_id: u.id })
        expect((await call("GET", `/users/${u.id}`, { token: admin() })).body.activo).toBe(false)
        expect((await call("DELETE", "/users/987654", { token: admin() })).status).toBe(404)
        // A deactivated user's token stops working, and so does its password.
        expect((await call("GET", "/auth/me", { token, app: app0 })).body).toEqual(NOT_AUTHENTICATED)
        expect((await call("GET", "/icsr", { token })).body).toEqual(NOT_AUTHENTICATED)
        expect((await login(email, "changed-pass-1")).body).toEqual(INVALID_CREDENTIALS)
      })

      it("deactivation through PUT takes effect at once where identities are not cached (principalTtlMs: 0)", async () => {
        const email = `deact-${marker()}@http.test`
        const u = (await call("POST", "/users", { token: admin(), json: { email, password: "deact-pass-1", roles: ["qa"] } })).body
        const token = (await login(email, "deact-pass-1")).body.access_token
        expect((await call("GET", "/icsr", { token, app: app0 })).status).toBe(200)
        const off = await call("PUT", `/users/${u.id}`, { token: admin(), json: { activo: false }, app: app0 })
        expect(off.body.activo).toBe(false)
        expect((await call("GET", "/icsr", { token, app: app0 })).body).toEqual(NOT_AUTHENTICATED)
        await call("PUT", `/users/${u.id}`, { token: admin(), json: { activo: true }, app: app0 })
        expect((await call("GET", "/icsr", { token, app: app0 })).status).toBe(200)
        // Extra grants too.
        expect((await call("GET", "/users", { token, app: app0 })).status).toBe(403)
        await call("PUT", `/users/${u.id}`, { token: admin(), json: { permissions: ["users:manage"] }, app: app0 })
        expect((await call("GET", "/users", { token, app: app0 })).status).toBe(200)
      })
    })

    // ---------------------------------------------------------------------------------------
    describe("errors, routing and documents", () => {
      it("malformed JSON: 400 value_error.jsondecode at the character position", async () => {
        const res = await call("POST", "/icsr", { token: admin(), raw: "{bad", headers: { "content-type": "application/json" } })
        expect(res.status).toBe(400)
        expect(res.body).toEqual({ detail: [{ loc: ["body", 1], msg: "Expecting value", type: "value_error.jsondecode" }] })
        for (const [method, path] of [["PUT", "/icsr/1"], ["PUT", "/icsr/1/eventos"], ["POST", "/auth/login"], ["POST", "/users"], ["DELETE", "/icsr/1"]] as const) {
          const r = await call(method, path, { token: admin(), raw: '{"a": 1,}', headers: { "content-type": "application/json" } })
          expect(r.status, `${method} ${path}`).toBe(400)
          expect(r.body.detail).toEqual([{ loc: ["body", expect.any(Number)], msg: "Expecting value", type: "value_error.jsondecode" }])
        }
        const truncated = await call("POST", "/icsr", { token: admin(), raw: '{"paciente_edad": ', headers: { "content-type": "application/json" } })
        expect(truncated.body.detail[0]).toMatchObject({ loc: ["body", expect.any(Number)], msg: "Expecting value", type: "value_error.jsondecode" })
      })

      it("unknown route 404 {detail:'Not Found'}; wrong method 405 {detail:'Method Not Allowed'} (JSON, even unauthenticated)", async () => {
        for (const path of ["/nope", "/icsr/1/nope", "/icsr/1/eventos/1/x", "/users/1/x", ""]) {
          const res = await call("GET", path, { token: admin() })
          expect(res.status, path).toBe(404)
          expect(res.body).toEqual({ detail: "Not Found" })
          expect(res.headers.get("content-type")).toContain("application/json")
        }
        const outside = await call("GET", "/api/v2/icsr", { absolute: true })
        expect(outside.status).toBe(404)
        const wrong: Array<[string, string]> = [
          ["PATCH", "/icsr"], ["DELETE", "/icsr"], ["PATCH", "/icsr/1"], ["POST", "/icsr/1"], ["GET", "/icsr/1/full"],
          ["POST", "/icsr/1/eventos"], ["DELETE", "/icsr/1/eventos/1"], ["GET", "/icsr/1:delete"], ["PUT", "/auth/login"],
          ["GET", "/auth/login"], ["POST", "/auth/me"], ["PATCH", "/users/1"], ["POST", "/openapi.json"]
        ]
        for (const [method, path] of wrong) {
          const res = await call(method, path)
          expect(res.status, `${method} ${path}`).toBe(405)
          expect(res.body).toEqual({ detail: "Method Not Allowed" })
        }
      })

      it("a JSON body over the limit: 413 JSON, with or without content-length", async () => {
        const big = JSON.stringify(caseBody({ descripcion_evento: "x".repeat(5 * 1024 * 1024) }))
        const streamed = await call("POST", "/icsr", { token: admin(), raw: big, headers: { "content-type": "application/json" } })
        expect(streamed.status).toBe(413)
        expect(streamed.body).toEqual({ detail: "Archivo demasiado grande (máx. 5 MB)" })
        const declared = await call("PUT", "/icsr/1", {
          token: admin(),
          raw: big,
          headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(big)) }
        })
        expect(declared.status).toBe(413)
        expect(declared.body).toEqual({ detail: "Archivo demasiado grande (máx. 5 MB)" })
        const anonymous = await call("POST", "/auth/login", { raw: big, headers: { "content-type": "application/json" } })
        expect(anonymous.status).toBe(413)
        // A configured limit is the one named.
        const small = h.extraApp({ maxJsonBytes: 1.5 * 1024 * 1024 })
        const res = await call("POST", "/icsr", { token: admin(), raw: JSON.stringify({ x: "y".repeat(2 * 1024 * 1024) }), app: small })
        expect(res.status).toBe(413)
        expect(res.body).toEqual({ detail: "Archivo demasiado grande (máx. 1.5 MB)" })
        // Just under the limit is read normally.
        const under = await call("POST", "/icsr", { token: admin(), raw: JSON.stringify(caseBody({ x: "y".repeat(1024 * 1024) })), app: small })
        expect(under.status).toBe(201)
      })

      it("mounted in a host app with its own notFound, /api/v1 keeps its JSON 404/405", async () => {
        const host = new Hono()
        host.get("/healthz", (c) => c.json({ status: "ok" }))
        host.notFound((c) => c.text("host not found", 404))
        host.onError((_e, c) => c.text("host error", 500))
        host.route("/", h.app())
        expect(await (await host.request("/healthz")).json()).toEqual({ status: "ok" })
        const hostMiss = await host.request("/elsewhere")
        expect(hostMiss.status).toBe(404)
        expect(await hostMiss.text()).toBe("host not found")
        const apiMiss = await call("GET", "/api/v1/nope", { app: host, absolute: true })
        expect(apiMiss.status).toBe(404)
        expect(apiMiss.body).toEqual({ detail: "Not Found" })
        const apiWrong = await call("PATCH", "/api/v1/icsr", { app: host, absolute: true })
        expect(apiWrong.status).toBe(405)
        expect(apiWrong.body).toEqual({ detail: "Method Not Allowed" })
        const list = await call("GET", "/api/v1/icsr", { app: host, absolute: true, token: admin() })
        expect(list.status).toBe(200)
        const unauth = await call("GET", "/api/v1/icsr", { app: host, absolute: true })
        expect(unauth.body).toEqual(NOT_AUTHENTICATED)
        const json = await call("POST", "/api/v1/icsr", { app: host, absolute: true, token: admin(), raw: "{", headers: { "content-type": "application/json" } })
        expect(json.body.detail[0].type).toBe("value_error.jsondecode")
      })

      it("GET /openapi.json lists every registered route, and nothing else; GET /docs is HTML", async () => {
        const res = await call("GET", "/openapi.json")
        expect(res.status).toBe(200)
        expect(res.body.openapi).toMatch(/^3\./)
        const documented = new Set<string>()
        for (const [path, item] of Object.entries(res.body.paths as Record<string, Record<string, unknown>>)) {
          for (const method of Object.keys(item)) documented.add(`${method.toUpperCase()} ${path}`)
        }
        const registered = new Set<string>()
        for (const route of h.app().routes) {
          if (route.method === "ALL") continue
          const path = route.path
            .replace(/^\/api\/v1/, "")
            // A segment with a suffix (`{icsr_id}:delete`, `{file}.pdf`) is a parameter whose pattern ends with it.
            .replace(/:([A-Za-z_]+)(?:\{([^}]*)\})?/g, (_, name: string, pattern?: string) =>
              `{${name}}${(/^\[\^\/\]\+((?:\\?[.:])\w+)$/.exec(pattern ?? "")?.[1] ?? "").replace("\\", "")}`)
          registered.add(`${route.method} ${path}`)
        }
        expect([...registered].sort()).toEqual([...documented].sort())
        expect(registered.size).toBeGreaterThanOrEqual(25)
        for (const [, item] of Object.entries(res.body.paths as Record<string, Record<string, Json>>)) {
          for (const op of Object.values(item)) expect(Object.keys(op.responses)).toContain("400")
        }
        const docs = await call("GET", "/docs")
        expect(docs.status).toBe(200)
        expect(docs.headers.get("content-type")).toContain("text/html")
        expect(docs.text.toLowerCase()).toContain("<!doctype html>")
        expect(docs.text).toContain("/api/v1/openapi.json")
      })
    })

    // ---------------------------------------------------------------------------------------
    describe("no 500 from bad input", () => {
      const nasty: ReadonlyArray<unknown> = [
        [], {}, [1, 2], { a: { b: [] } }, [{}], true, false, 0, -1, 1.5, 1e308, -1e308, 2147483647, 2147483648, -2147483649,
        9007199254740991, 9007199254740993, 1e21, "", " ", "x".repeat(255), "x".repeat(300), "x".repeat(20_001), "\u0000", "a\u0000b",
        "\ud800", "💊", "2024-02-30", "9999-12-31", "0001-01-01", "2024-01-01T99:99:99Z", "NaN", "Infinity", "-0", "1e400",
        "'; DROP TABLE icsr; --", "%", "\\", null
      ]
      const show = (value: unknown) => JSON.stringify(value)?.slice(0, 40) ?? "undefined"

      /** The top-level field (or nested entry index) each issue of a 400 names. */
      const named = (res: Answer, depth: number): Array<string | number> =>
        res.status === 400 && Array.isArray(res.body.detail)
          ? res.body.detail.map((issue: Json) => issue.loc[depth]).filter((k: unknown) => k !== undefined)
          : []

      /**
       * Sends a body built from `parts` (field → value, or entry index → entry); while the answer is
       * a 400 naming some of them, drops those and sends the rest again. What validation accepts
       * must then be stored: the last answer is a success, so every accepted value reached storage.
       */
      const untilAccepted = async <K extends string | number>(
        what: string,
        parts: Map<K, unknown>,
        send: (parts: Map<K, unknown>) => Promise<Answer>,
        depth: number,
        /** The parts an issue's name stands for (aliases are reported under their canonical name). */
        partsNamed: (name: string | number) => ReadonlyArray<string | number> = (name) => [name]
      ) => {
        let current = new Map(parts)
        for (let round = 0; round < 4; round++) {
          const res = await send(current)
          if (res.status !== 400) {
            expect([200, 201], `${what}: ${res.text.slice(0, 300)}`).toContain(res.status)
            return
          }
          const drop = new Set(named(res, depth).flatMap(partsNamed))
          const next = new Map([...current].filter(([k]) => !drop.has(k)))
          expect(next.size, `${what}: a 400 that names nothing sent: ${res.text.slice(0, 300)}`).toBeLessThan(current.size)
          current = next
        }
        expect.fail(`${what}: still refused after 4 rounds`)
      }

      const fieldsOf = (table: Readonly<Record<string, unknown>>, value: unknown, extra: ReadonlyArray<string> = []) =>
        new Map([...Object.keys(table), ...extra].map((k) => [k, value] as const))
      const base = caseBody()

      it("every case field (and alias) with every nasty value: refused with a 400 or stored", async () => {
        const target = await createCase()
        const scalars = Object.keys(Case.CASE_FIELDS)
        for (const value of nasty) {
          const what = show(value)
          // Creation: the value in every field at once; refused required fields fall back to valid ones.
          await untilAccepted(`POST ${what}`, fieldsOf(Case.CASE_FIELDS, value, ["productos", "concomitantes", "seguimientos", "eventos", "id", "created_at"]), (parts) =>
            call("POST", "/icsr", { token: admin(), json: { ...base, ...Object.fromEntries(parts) } }), 1)
          const aliases = new Map(Object.keys(Case.CASE_ALIASES).map((k) => [k, value] as const))
          const aliasesOf = (name: string | number) => Object.entries(Case.CASE_ALIASES).filter(([, c]) => c === name).map(([a]) => a)
          await untilAccepted(`POST aliases ${what}`, aliases, (parts) =>
            call("POST", "/icsr", { token: admin(), json: { ...base, ...Object.fromEntries(parts) } }), 1, aliasesOf)
          await untilAccepted(`PUT ${what}`, fieldsOf(Case.CASE_FIELDS, value), (parts) =>
            call("PUT", `/icsr/${target.id}`, { token: admin(), json: Object.fromEntries(parts) }), 1)
          await untilAccepted(`PUT full ${what}`, fieldsOf(Case.CASE_FIELDS, value, ["productos"]), (parts) =>
            call("PUT", `/icsr/${target.id}/full`, { token: admin(), json: Object.fromEntries(parts) }), 1)
        }
        expect(scalars.length).toBeGreaterThan(50)
        expect((await call("GET", `/icsr/${target.id}`, { token: admin() })).status).toBe(200)
      })

      it("every field of nested entries, events and event patches with every nasty value", async () => {
        const target = await createCase()
        const patched = await createCase()
        const [current] = (await call("PUT", `/icsr/${patched.id}/eventos`, { token: admin(), json: { eventos: [{ texto: "x" }] } })).body
        const tables: Array<[string, Readonly<Record<string, unknown>>]> = [
          ["productos", Case.PRODUCTO_FIELDS], ["concomitantes", Case.CONCOMITANTE_FIELDS], ["seguimientos", Case.SEGUIMIENTO_FIELDS]
        ]
        for (const value of nasty) {
          const what = show(value)
          for (const [key, table] of tables) {
            // One entry per field, each with the value in that field; refused entries are dropped.
            const entries = new Map(Object.keys(table).map((field, i) => [i, { [field]: value }] as const))
            await untilAccepted(`${key} ${what}`, entries, (parts) =>
              call("PUT", `/icsr/${target.id}`, { token: admin(), json: { [key]: [...parts.values()] } }), 2)
            // The value as a whole entry, and as the whole list.
            const whole = await call("PUT", `/icsr/${target.id}`, { token: admin(), json: { [key]: [value] } })
            expect([200, 400], `${key}[] ${what}`).toContain(whole.status)
            const list = await call("PUT", `/icsr/${target.id}`, { token: admin(), json: { [key]: value } })
            expect([200, 400], `${key} = ${what}`).toContain(list.status)
          }
          const events = new Map(Object.keys(Case.EVENTO_FIELDS).map((field, i) => [i, { texto: "x", [field]: value }] as const))
          await untilAccepted(`eventos ${what}`, events, (parts) =>
            call("PUT", `/icsr/${target.id}/eventos`, { token: admin(), json: { eventos: [...parts.values()] } }), 2)
          await untilAccepted(`evento patch ${what}`, fieldsOf(Object.fromEntries(Case.EVENTO_PATCH_FIELDS.map((f) => [f, 1])), value, ["texto", "id", "icsr_id"]), (parts) =>
            call("PUT", `/icsr/${patched.id}/eventos/${current.id}`, { token: admin(), json: Object.fromEntries(parts) }), 1)
        }
      })

      it("users, login and whole bodies of the wrong shape", async () => {
        const target = await createCase()
        // Values that reach a password check or a new user cost a scrypt run each: a sample of them.
        const costly = new Set<unknown>([[], true, 1.5, 2147483648, "x".repeat(300), "a\u0000b", "\ud800", "💊", "'; DROP TABLE icsr; --", null])
        for (const value of nasty) {
          const what = show(value)
          for (const [method, path] of [["POST", "/icsr"], ["PUT", `/icsr/${target.id}`], ["PUT", `/icsr/${target.id}/full`], ["PUT", `/icsr/${target.id}/eventos`], ["POST", "/users"], ["DELETE", `/icsr/${target.id}`]] as const) {
            const res = await call(method, path, { token: admin(), json: value })
            // An object without the fields a route needs is a 400; PUT of an object is a (possibly empty) update.
            expect(method === "PUT" && typeof value === "object" && value !== null && !Array.isArray(value) && !path.endsWith("/eventos") ? [200] : [400], `${method} ${path} ${what}`)
              .toContain(res.status)
          }
          const ev = await call("PUT", `/icsr/${target.id}/eventos`, { token: admin(), json: { eventos: value } })
          expect([200, 400], `eventos = ${what}`).toContain(ev.status)
          expect((await call("POST", "/auth/login", { json: value })).status, `login ${what}`).toBe(400)
          const me = await call("PUT", `/users/${users.nobody.id}`, { token: admin(), json: { nombre: value, area: value } })
          expect([200, 400], `PUT users ${what}`).toContain(me.status)
          if (!costly.has(value)) continue
          const login = await call("POST", "/auth/login", { json: { email: value, password: value } })
          expect([400, 401], `login fields ${what}: ${login.text}`).toContain(login.status)
          const pwd = await call("DELETE", "/icsr/987654", { token: admin(), json: { password: value } })
          expect([400, 401], `delete password ${what}`).toContain(pwd.status)
          const userFields = new Map<string, unknown>(["nombre", "cargo", "area", "documento", "roles", "permissions", "activo"].map((k) => [k, value]))
          await untilAccepted(`users ${what}`, userFields, (parts) =>
            call("POST", "/users", { token: admin(), json: { email: `fz-${marker()}@x.pe`, password: "fuzz-pass-1", ...Object.fromEntries(parts) } }), 1)
          for (const field of ["email", "password"]) {
            const res = await call("POST", "/users", { token: admin(), json: { email: `fz-${marker()}@x.pe`, password: "fuzz-pass-1", [field]: value } })
            expect([201, 400], `users.${field} ${what}`).toContain(res.status)
          }
        }
      })

      it("thousands of nested entries in one body, and deeply nested JSON", async () => {
        const target = await createCase()
        const many = 5000
        const events = await call("PUT", `/icsr/${target.id}/eventos`, {
          token: admin(),
          json: { eventos: Array.from({ length: many }, (_, i) => ({ texto: `e${i}`, gravedad: "Leve", causalidad: "Posible" })) }
        })
        expect(events.status, events.text.slice(0, 300)).toBe(200)
        expect(events.body).toHaveLength(many)
        expect(events.body.map((e: Json) => e.texto).slice(0, 3)).toEqual(["e0", "e1", "e2"])
        expect(events.body.at(-1).texto).toBe(`e${many - 1}`)
        const eventIds = events.body.map((e: Json) => e.id)
        expect(eventIds).toEqual([...eventIds].sort((a, b) => a - b))
        const nested = await call("PUT", `/icsr/${target.id}`, {
          token: admin(),
          json: {
            productos: Array.from({ length: many }, (_, i) => ({ nombre_producto: `p${i}` })),
            concomitantes: Array.from({ length: many }, (_, i) => ({ nombre_producto: `c${i}` })),
            seguimientos: Array.from({ length: many }, (_, i) => ({ numero: i }))
          }
        })
        expect(nested.status, nested.text.slice(0, 300)).toBe(200)
        expect(nested.body.productos).toHaveLength(many)
        const created = await call("POST", "/icsr", { token: admin(), json: caseBody({ productos: Array.from({ length: many }, (_, i) => ({ nombre_producto: `p${i}` })) }) })
        expect(created.status, created.text.slice(0, 300)).toBe(201)
        const deep = "[".repeat(5000) + "]".repeat(5000)
        const res = await call("POST", "/icsr", { token: admin(), raw: `{"productos": ${deep}}` })
        expect(res.status).toBe(400)
        // Big cases go again (and can be deleted): later tests list the newest cases.
        for (const id of [target.id, created.body.id]) {
          const gone = await call("DELETE", `/icsr/${id}`, { token: admin(), json: { password: users.admin.password } })
          expect(gone.body).toEqual({ ok: true, deleted_id: id })
        }
      })

      it("query strings and path segments", async () => {
        const values = ["", "-1", "0", "1", "1.5", "abc", "1e3", "99999999999999999999", "2147483648", "9007199254740993", "%00", "2024-02-30", "9999-12-31", "asc", "DESC", "'", "%25", "%5C"]
        for (const name of ["page", "page_size", "q", "fecha_desde", "date_from", "fecha_hasta", "date_to", "order_by", "order_dir"]) {
          for (const v of values) {
            const res = await call("GET", `/icsr?${name}=${v}`, { token: admin() })
            expect([200, 400], `${name}=${v}: ${res.text.slice(0, 200)}`).toContain(res.status)
          }
        }
        expect((await call("GET", "/icsr?page=99999999999999&page_size=200", { token: admin() })).status).toBe(200)
        // The catalog's queries share the same parsers and storage.
        for (const v of values) {
          for (const q of ["q", "estado", "numero_registro", "offset", "limit", "sort", "order", "comercializa"]) {
            const res = await call("GET", `/products/?${q}=${v}`, { token: admin() })
            expect([200, 400], `products ${q}=${v}: ${res.text.slice(0, 200)}`).toContain(res.status)
          }
          expect([200, 400], `search ${v}`).toContain((await call("GET", `/products/search?q=${v}x`, { token: admin() })).status)
          expect([200, 400, 404], `by-registro ${v}`).toContain((await call("GET", `/products/by-registro?registro=${v}`, { token: admin() })).status)
          expect([400, 404], `by-registro/${v}`).toContain((await call("GET", `/products/by-registro/${v || "x"}`, { token: admin() })).status)
          expect([200, 400, 404], `products/${v}`).toContain((await call("GET", `/products/${v || "x"}`, { token: admin() })).status)
        }
        for (const v of values.concat(["1,2", ",", "1,,2", "1,-2", "2147483648", "99999999999"])) {
          expect([200, 400], `ids=${v}`).toContain((await call("GET", `/icsr/eventos?ids=${v}`, { token: admin() })).status)
          expect([200, 400], `ids=${v}`).toContain((await call("GET", `/icsr/_bulk/eventos?ids=${v}`, { token: admin() })).status)
          expect([200, 400], `prefix=${v}`).toContain((await call("GET", `/icsr/codigo-interno/next?prefix=${v}`, { token: admin() })).status)
        }
        for (const id of ["0", "-1", "abc", "1.0", "2147483648", "99999999999", "999999999999999", "9".repeat(30), "%00", "%2F", "😀"]) {
          for (const [method, suffix, json] of [
            ["GET", "", undefined], ["PUT", "", {}], ["PUT", "/full", {}], ["GET", "/eventos", undefined], ["PUT", "/eventos", { eventos: [] }],
            ["GET", "/delete-summary", undefined], ["GET", "/audit", undefined], ["DELETE", "", { password: users.admin.password }],
            ["PUT", "/eventos/1", {}], ["PUT", `/eventos/${id}`, {}]
          ] as const) {
            const res = await call(method, `/icsr/${id}${suffix}`, { token: admin(), json })
            expect([400, 404], `${method} /icsr/${id}${suffix}: ${res.text.slice(0, 200)}`).toContain(res.status)
          }
          const post = await call("POST", `/icsr/${id}:delete`, { token: admin(), json: { password: users.admin.password } })
          expect([400, 404], `POST ${id}:delete`).toContain(post.status)
          for (const method of ["GET", "PUT", "DELETE"]) {
            const res = await call(method, `/users/${id}`, { token: admin(), json: method === "PUT" ? { nombre: "x" } : undefined })
            expect([400, 404], `${method} /users/${id}: ${res.text.slice(0, 200)}`).toContain(res.status)
          }
        }
      })

      it("odd login requests: malformed forms and content types", async () => {
        const attempts: Array<[Body, Record<string, string>]> = [
          ["username=a", { "content-type": "multipart/form-data" }],
          ["--x\r\ngarbage", { "content-type": "multipart/form-data; boundary=x" }],
          ["%%%", { "content-type": "application/x-www-form-urlencoded" }],
          ["username=a&username=b&password=c", { "content-type": "application/x-www-form-urlencoded" }],
          ['{"email":"a@b.pe","password":"x"}', { "content-type": "text/plain" }],
          ["\u0000", { "content-type": "application/json" }]
        ]
        for (const [raw, headers] of attempts) {
          const res = await call("POST", "/auth/login", { raw, headers })
          expect([400, 401], `${headers["content-type"]} ${String(raw)}: ${res.text}`).toContain(res.status)
        }
      })
    })
  })
}
