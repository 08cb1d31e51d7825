/**
 * The causality HTTP suite shared by every storage driver (service-spec "Causality", rules 1-5;
 * decisions.md "Causality (kl)"): every endpoint through the real app, twice — once with no
 * language model (the rules answer, `modelo_llm: 'reglas'`) and once with `OpenAiLanguageModel`
 * pointed at a real OpenAI-speaking server on loopback that the tests script (good answers, invalid
 * JSON, answers out of range, answers too slow). Technical sheets are real PDFs with a text layer,
 * read by the real DocumentText adapter; uploaded files land in the harness's media directory.
 *
 * Each part has its own runtime and database (the harness creates its first admin on an empty
 * one); tests share it and scope themselves with their own cases.
 */
import { LanguageModel } from "@atalaya/core"
import { OpenAiLanguageModel } from "@atalaya/llm"
import { textPdf } from "@atalaya/testing/Documents"
import { bySchema, type ChatRequest, type OpenAiTestServer, Replies, type Reply, startOpenAi } from "@atalaya/testing/OpenAiTestServer"
import type { Layer } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { type ApiHarness, type Json, type MakeStorageLayer, marker, useApiHarness } from "../support/apiHarness.js"

/** What a driver's entry file hands the suite: one storage layer per part (each on its own database). */
export interface CausalityStorage {
  readonly rules: MakeStorageLayer
  readonly llm: MakeStorageLayer
}

const ROLES = { qf: ["qf"], qa: ["qa"], fv: ["responsable_fv"] } as const
type Role = keyof typeof ROLES

const CRITERIOS = ["temporalidad", "conocimiento_previo", "dechallenge", "rechallenge", "alternativas", "factores_contribuyentes", "exploraciones", "plausibilidad"] as const
const MAX = { temporalidad: 2, conocimiento_previo: 2, dechallenge: 2, rechallenge: 3, alternativas: 2, factores_contribuyentes: 1, exploraciones: 1, plausibilidad: 2 } as const

const CASE_NOT_FOUND = { detail: "ICSR no encontrado" }
const NO_ASSESSMENT = { detail: "Sin evaluacion de causalidad" }
const NO_SHEET = { detail: "Ficha técnica no encontrada" }
const ASSESS_DENIED = { detail: "Permission denied: causality:assess required" }
const CONFIRM_DENIED = { detail: "Permission denied: causality:confirm required" }
const TIMEOUT = { detail: "El modelo de lenguaje no respondió a tiempo" }
const MODEL = "gpt-4o-mini"
const ANSWERED_BY = "gpt-4o-mini-2024-07-18"

/** Lines of a technical sheet as a PDF text layer carries them (Helvetica: no ≥ signs). */
const FICHA_LINES: ReadonlyArray<ReadonlyArray<string>> = [
  [
    "FICHA TECNICA - Amoxicilina 500 mg capsulas",
    "4.1 Indicaciones terapéuticas",
    "Infecciones bacterianas.",
    "4.3 Contraindicaciones",
    "Hipersensibilidad a las penicilinas. Mononucleosis infecciosa.",
    "4.4 Advertencias y precauciones especiales de empleo",
    "Puede aparecer colitis pseudomembranosa.",
    "4.5 Interacción con otros medicamentos",
    "Alopurinol: aumenta las reacciones cutáneas. Warfarina: vigilar el INR."
  ],
  [
    "4.8 Reacciones adversas",
    "Frecuentes: diarrea, náuseas, exantema cutáneo.",
    "Poco frecuentes: urticaria y prurito.",
    "Muy raras: angioedema, mareo (dependiente de la dosis).",
    "4.9 Sobredosis",
    "Síntomas gastrointestinales.",
    "5.1 Propiedades farmacodinámicas",
    "Inhibe la síntesis de la pared bacteriana; puede producir diarrea por alteración de la flora."
  ]
]

/** A suspected product entry started 2024-05-01. */
const amoxicilina = (overrides: Record<string, unknown> = {}) => ({
  nombre_producto: "Amoxicilina 500 mg",
  ifa: "Amoxicilina",
  via_administracion: "Oral",
  dosis_frecuencia: "500 mg c/8 h",
  fecha_inicio: "2024-05-01",
  ...overrides
})

/** A case with an urticaria on 2024-05-03 that went away when amoxicillin was stopped. */
const caseBody = (overrides: Record<string, unknown> = {}) => ({
  paciente_iniciales: "MQR",
  paciente_edad: 34,
  paciente_sexo: "F",
  paciente_dni: "45871236",
  paciente_comorbilidades: "Ninguna",
  reportante_nombre: `Dra. Torres ${marker()}`,
  producto_sospechoso: "Amoxicilina 500 mg",
  descripcion_evento: "Urticaria generalizada a las 48 horas de iniciar el tratamiento.",
  fecha_inicio_evento: "2024-05-03",
  productos: [amoxicilina({ desaparecio_al_suspender: "si", reaparecio_reexposicion: "no_aplica" })],
  ...overrides
})

/** A full criterion set for a confirmation body. */
const criterios = (scores: Partial<Record<(typeof CRITERIOS)[number], number>>, extra: Record<string, unknown> = {}) =>
  Object.fromEntries(CRITERIOS.map((c) => [c, { score: scores[c] ?? 0, rationale: `QF: ${c}`, ...extra }]))

/** A model answer for the kl schema with the given scores. */
const klAnswer = (scores: Partial<Record<(typeof CRITERIOS)[number], number>>, evaluable = true) => ({
  criterios: Object.fromEntries(CRITERIOS.map((c) => [c, { score: scores[c] ?? 0, rationale: `Modelo: ${c} = ${scores[c] ?? 0}` }])),
  evaluable,
  motivo_no_evaluable: evaluable ? null : "Fechas contradictorias"
})

const scoresOf = (body: Json): Record<string, number> => Object.fromEntries(CRITERIOS.map((c) => [c, body.criterios[c].score]))
const sum = (scores: Record<string, number>) => Object.values(scores).reduce((a, b) => a + b, 0)

/** Sends a request straight to the app (for answers the harness's `call` refuses: 502, 504) and parses JSON. */
const direct = async (h: ApiHarness<Role>, method: string, target: string, init: { token?: string; body?: string | FormData; json?: unknown } = {}) => {
  const headers: Record<string, string> = {}
  if (init.token) headers.authorization = `Bearer ${init.token}`
  let body = init.body
  if (init.json !== undefined) {
    body = JSON.stringify(init.json)
    headers["content-type"] = "application/json"
  }
  const res = await h.app().request(`/api/v1${target}`, { method, headers, ...(body !== undefined ? { body } : {}) })
  const text = await res.text()
  let parsed: Json
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = undefined
  }
  return { status: res.status, body: parsed, text }
}

/** Uploads a technical sheet as multipart form data. */
const upload = (h: ApiHarness<Role>, token: string, fields: { file?: Uint8Array | string; icsr_id?: string | number; name?: string }) => {
  const form = new FormData()
  if (fields.file instanceof Uint8Array) form.append("file", new File([fields.file], fields.name ?? "ficha.pdf", { type: "application/pdf" }))
  else if (typeof fields.file === "string") form.append("file", fields.file)
  if (fields.icsr_id !== undefined) form.append("icsr_id", String(fields.icsr_id))
  return direct(h, "POST", "/causality/ft/upload", { token, body: form })
}

const filesUnder = (dir: string): Array<string> =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith(".pdf")) : []

/** Registers the causality suite for one driver. */
export const runCausalitySuite = (name: string, storage: CausalityStorage): void => {
  describe(`causality HTTP suite (rules engine): ${name}`, () => {
    const h = useApiHarness(storage.rules, ROLES)
    const { call } = h
    let ficha: Uint8Array
    let assessOnly = ""

    beforeAll(async () => {
      ficha = await textPdf(FICHA_LINES)
      // A user granted assessing but not confirming, through the users API's extra permissions.
      const email = `evaluador-${marker()}@clinica.test`
      const created = await call("POST", "/users", {
        token: h.users.admin.token,
        json: { email, password: "evaluador-password-1", nombre: "Evaluador", roles: [], permissions: ["causality:assess", "icsr:read"] }
      })
      expect(created.status, created.text).toBe(201)
      const login = await call("POST", "/auth/login", { json: { email, password: "evaluador-password-1" } })
      assessOnly = login.body.access_token
    })

    const createCase = async (overrides: Record<string, unknown> = {}) => {
      const res = await call("POST", "/icsr", { token: h.users.qf.token, json: caseBody(overrides) })
      expect(res.status, res.text).toBe(201)
      return res.body.id as number
    }
    const suggest = (id: number, query = "", token = h.users.qf.token) => call("GET", `/causality/kl/suggest/${id}${query}`, { token })
    const confirm = (id: number, json: unknown, query = "", token = h.users.qf.token) => call("PUT", `/causality/kl/confirm/${id}${query}`, { token, json })
    const last = (id: number, query = "") => call("GET", `/causality/kl/last/${id}${query}`, { token: h.users.qf.token })
    const getCase = async (id: number) => (await call("GET", `/icsr/${id}`, { token: h.users.qf.token })).body
    const audit = async (id: number) => (await call("GET", `/icsr/${id}/audit`, { token: h.users.admin.token })).body as Array<Json>
    const update = async (id: number, json: unknown) => {
      const res = await call("PUT", `/icsr/${id}`, { token: h.users.qf.token, json })
      expect(res.status, res.text).toBe(200)
    }

    describe("access", () => {
      it("answers 401 without a token on every endpoint", async () => {
        const id = await createCase()
        for (const [method, target] of [
          ["GET", `/causality/kl/suggest/${id}`], ["PUT", `/causality/kl/confirm/${id}`], ["GET", `/causality/kl/last/${id}`],
          ["POST", "/causality/ft/upload"], ["POST", `/causality/ft/analyze/${id}`]
        ] as const) {
          const res = await call(method, target)
          expect([method, target, res.status, res.body]).toEqual([method, target, 401, { detail: "Not authenticated" }])
        }
      })

      it("refuses roles without causality permissions, and confirming to a user who may only assess", async () => {
        const id = await createCase()
        expect(await suggest(id, "", h.users.qa.token)).toMatchObject({ status: 403, body: ASSESS_DENIED })
        expect(await call("GET", `/causality/kl/last/${id}`, { token: h.users.qa.token })).toMatchObject({ status: 403, body: ASSESS_DENIED })
        expect(await call("POST", `/causality/ft/analyze/${id}`, { token: h.users.qa.token })).toMatchObject({ status: 403, body: ASSESS_DENIED })
        expect(await upload(h, h.users.qa.token, { file: ficha, icsr_id: id })).toMatchObject({ status: 403, body: ASSESS_DENIED })
        expect(await confirm(id, { criterios: criterios({}) }, "", h.users.qa.token)).toMatchObject({ status: 403, body: CONFIRM_DENIED })
        // May assess, may not confirm.
        expect((await suggest(id, "", assessOnly)).status).toBe(200)
        expect(await confirm(id, { criterios: criterios({}) }, "", assessOnly)).toMatchObject({ status: 403, body: CONFIRM_DENIED })
        expect(await last(id)).toMatchObject({ status: 404, body: NO_ASSESSMENT })
        // responsable_fv and qf have both grants.
        expect((await confirm(id, { criterios: criterios({ temporalidad: 2 }) }, "", h.users.fv.token)).status).toBe(200)
      })

      it("answers 404 'ICSR no encontrado' for an unknown case and 400 for a malformed id", async () => {
        const unknown = 2_000_000_000
        expect(await suggest(unknown)).toMatchObject({ status: 404, body: CASE_NOT_FOUND })
        expect(await confirm(unknown, { criterios: criterios({}) })).toMatchObject({ status: 404, body: CASE_NOT_FOUND })
        expect(await last(unknown)).toMatchObject({ status: 404, body: CASE_NOT_FOUND })
        expect(await call("POST", `/causality/ft/analyze/${unknown}`, { token: h.users.qf.token })).toMatchObject({ status: 404, body: CASE_NOT_FOUND })
        expect(await upload(h, h.users.qf.token, { file: ficha, icsr_id: unknown })).toMatchObject({ status: 404, body: CASE_NOT_FOUND })
        const bad = await suggest("abc" as unknown as number)
        expect(bad).toMatchObject({ status: 400, body: { detail: [{ loc: ["path", "icsr_id"], msg: "value is not a valid integer", type: "type_error.integer" }] } })
      })
    })

    describe("suggest with the rules engine", () => {
      it("scores every criterion from the case's data with a reason, totals and classifies, and says the rules answered", async () => {
        const id = await createCase()
        const res = await suggest(id)
        expect(res.status, res.text).toBe(200)
        expect(res.body).toMatchObject({
          icsr_id: id,
          producto_evaluado: "Amoxicilina 500 mg",
          modelo_llm: "reglas",
          engine: "reglas",
          version_prompt: "reglas-v1",
          evaluable: true,
          motivo_no_evaluable: null,
          productos: ["Amoxicilina 500 mg"],
          cached: false
        })
        expect(Object.keys(res.body.criterios)).toEqual([...CRITERIOS])
        // During exposure 2, no sheet 0, withdrawal positive 2, no re-exposure 0, 'Ninguna' 2, none 0, none 0, hypersensitivity 1.
        expect(scoresOf(res.body)).toEqual({
          temporalidad: 2, conocimiento_previo: 0, dechallenge: 2, rechallenge: 0, alternativas: 2, factores_contribuyentes: 0, exploraciones: 0, plausibilidad: 1
        })
        expect(res.body.score_total).toBe(7)
        expect(res.body.clasificacion).toBe("Probable")
        expect(res.body.criterios.temporalidad.rationale).toBe(
          "El evento (2024-05-03) comenzó 2 días después de iniciar el producto (2024-05-01), durante la exposición: secuencia temporal compatible."
        )
        for (const c of CRITERIOS) expect(res.body.criterios[c].rationale.length).toBeGreaterThan(20)
        expect(res.body).not.toHaveProperty("debug")
      })

      it("bands follow the data: a positive re-exposure gives Definida, an event before the product Improbable, contradictory dates Inclasificable", async () => {
        const definida = await suggest(await createCase({ productos: [amoxicilina({ desaparecio_al_suspender: "si", reaparecio_reexposicion: "si" })] }))
        expect(definida.body).toMatchObject({ score_total: 10, clasificacion: "Definida" })
        expect(definida.body.criterios.rechallenge.score).toBe(3)
        const before = await suggest(await createCase({ fecha_inicio_evento: "2024-04-20", productos: [amoxicilina()], paciente_comorbilidades: null }))
        expect(before.body).toMatchObject({ score_total: 1, clasificacion: "Improbable" })
        const contradictory = await suggest(await createCase({ fecha_fin_evento: "2024-05-01" }))
        expect(contradictory.body).toMatchObject({ clasificacion: "Inclasificable", evaluable: false })
        expect(contradictory.body.motivo_no_evaluable).toContain("datos contradictorios")
        const nothing = await suggest(await createCase({ descripcion_evento: "Malestar", fecha_inicio_evento: null, productos: [], paciente_comorbilidades: null }))
        expect(nothing.body).toMatchObject({ score_total: 0, clasificacion: "Condicional", producto_evaluado: "Amoxicilina 500 mg", producto_id: null })
      })

      it("debug adds the payload and the prompt, without identifying data", async () => {
        const id = await createCase()
        const res = await suggest(id, "?debug=1")
        expect(res.body.debug.payload).toMatchObject({
          producto_evaluado: "Amoxicilina 500 mg",
          producto: { fecha_inicio: "2024-05-01", desaparecio_al_suspender: "si" },
          evento: { fecha_inicio: "2024-05-03" },
          temporalidad: { dias_desde_inicio_producto: 2 }
        })
        expect(res.body.debug.prompt.system).toContain("ocho criterios")
        expect(JSON.parse(res.body.debug.prompt.user)).toEqual(res.body.debug.payload)
        expect(res.body.debug.fingerprint).toMatch(/^[0-9a-f]{64}$/)
        expect(JSON.stringify(res.body.debug)).not.toContain("45871236")
        expect(JSON.stringify(res.body.debug)).not.toContain("Torres")
        expect((await suggest(id, "?debug")).body.debug).toBeDefined()
        expect((await suggest(id, "?debug=0")).body.debug).toBeUndefined()
        expect(await suggest(id, "?debug=tal-vez")).toMatchObject({
          status: 400, body: { detail: [{ loc: ["query", "debug"], msg: "value could not be parsed to a boolean", type: "type_error.bool" }] }
        })
      })
    })

    describe("the suggestion cache", () => {
      it("answers from the cache until product, event or dates change; use_cache=0 recomputes; other fields do not matter", async () => {
        const id = await createCase()
        const first = await suggest(id)
        expect(first.body.cached).toBe(false)
        const again = await suggest(id)
        expect(again.body.cached).toBe(true)
        expect({ ...again.body, cached: false }).toEqual(first.body)
        expect((await suggest(id, "?use_cache=0")).body.cached).toBe(false)

        // Fields the assessment does not read keep the cache.
        await update(id, { estado: "En progreso", reportante_telefono: "987654321" })
        expect((await suggest(id)).body.cached).toBe(true)

        // The event's date.
        await update(id, { fecha_inicio_evento: "2024-04-25" })
        const moved = await suggest(id)
        expect(moved.body).toMatchObject({ cached: false })
        expect(moved.body.criterios.temporalidad.score).toBe(0)
        expect((await suggest(id)).body.cached).toBe(true)

        // The product (its answers).
        await update(id, { fecha_inicio_evento: "2024-05-03", productos: [amoxicilina({ desaparecio_al_suspender: "no" })] })
        const product = await suggest(id)
        expect(product.body.cached).toBe(false)
        expect(product.body.criterios.dechallenge.score).toBe(0)

        // The event's description.
        await update(id, { descripcion_evento: "Ictericia y coluria a los 10 días." })
        const event = await suggest(id)
        expect(event.body.cached).toBe(false)
        expect(event.body.criterios.plausibilidad.score).toBe(0)
      })

      it("keeps one suggestion per suspected product", async () => {
        const id = await createCase({ productos: [amoxicilina(), amoxicilina({ nombre_producto: "Ibuprofeno 400 mg", ifa: "Ibuprofeno", fecha_inicio: "2024-05-02" })] })
        expect((await suggest(id)).body.cached).toBe(false)
        expect((await suggest(id, "?producto=Ibuprofeno%20400%20mg")).body.cached).toBe(false)
        expect((await suggest(id)).body.cached).toBe(true)
        expect((await suggest(id, "?producto=IBUPROFENO%20400%20MG")).body.cached).toBe(true)
      })
    })

    describe("several suspected products (rule 5)", () => {
      it("suggests for the first by default and for the one named by name, active ingredient or id; 400 for one the case lacks", async () => {
        const id = await createCase({
          productos: [amoxicilina({ desaparecio_al_suspender: "si" }), amoxicilina({ nombre_producto: "Ibuprofeno 400 mg", ifa: "Ibuprofeno", fecha_inicio: "2024-05-02" })]
        })
        const first = await suggest(id)
        expect(first.body).toMatchObject({ producto_evaluado: "Amoxicilina 500 mg", productos: ["Amoxicilina 500 mg", "Ibuprofeno 400 mg"] })
        expect(first.body.criterios.alternativas).toEqual({
          score: 0, rationale: "Hay otros productos sospechosos en el caso (Ibuprofeno 400 mg) que pueden explicar el evento."
        })
        const second = await suggest(id, "?producto=ibuprofeno")
        expect(second.body).toMatchObject({ producto_evaluado: "Ibuprofeno 400 mg" })
        expect(second.body.criterios.dechallenge.score).toBe(0)
        expect(second.body.criterios.temporalidad.rationale).toContain("1 día después de iniciar el producto (2024-05-02)")
        expect((await suggest(id, `?producto=${second.body.producto_id}`)).body.producto_evaluado).toBe("Ibuprofeno 400 mg")
        expect(await suggest(id, "?producto=Paracetamol")).toMatchObject({
          status: 400, body: { detail: [{ loc: ["query", "producto"], msg: "Producto no encontrado en este ICSR", type: "value_error" }] }
        })
      })

      it("stores one record per product; the case shows the most causal of each product's newest record", async () => {
        const id = await createCase({ productos: [amoxicilina(), amoxicilina({ nombre_producto: "Ibuprofeno 400 mg", ifa: "Ibuprofeno" })] })
        const a = await confirm(id, { criterios: criterios({ temporalidad: 2, dechallenge: 2 }), producto_evaluado: "Amoxicilina 500 mg" })
        expect(a.body).toEqual({ ok: true, id: expect.any(Number), ea_causalidad: "Posible" })
        const b = await confirm(id, { criterios: criterios({ temporalidad: 2, dechallenge: 2, rechallenge: 3 }) }, "?producto=Ibuprofeno%20400%20mg")
        expect(b.body).toEqual({ ok: true, id: expect.any(Number), ea_causalidad: "Probable" })
        // Amoxicillin re-assessed lower: ibuprofen's Probable still stands for the case.
        const c = await confirm(id, { criterios: criterios({ temporalidad: 1 }), producto_evaluado: "amoxicilina 500 MG" })
        expect(c.body.ea_causalidad).toBe("Probable")
        expect((await last(id, "?producto=Amoxicilina%20500%20mg")).body).toMatchObject({ id: c.body.id, producto_evaluado: "Amoxicilina 500 mg", clasificacion_qf: "Improbable" })
        expect((await last(id, "?producto=ibuprofeno")).body).toMatchObject({ id: b.body.id, producto_evaluado: "Ibuprofeno 400 mg" })
        expect((await last(id)).body.id).toBe(c.body.id)
        expect(await confirm(id, { criterios: criterios({}), producto_evaluado: "Paracetamol" })).toMatchObject({
          status: 400, body: { detail: [{ loc: ["body", "producto_evaluado"], msg: "Producto no encontrado en este ICSR", type: "value_error" }] }
        })
      })
    })

    describe("confirm and last", () => {
      it("validates every criterion's range with its location and stores nothing on a 400", async () => {
        const id = await createCase()
        const res = await confirm(id, { criterios: criterios({ temporalidad: 3, rechallenge: 4 }) })
        expect(res.status).toBe(400)
        expect(res.body.detail).toEqual([
          { loc: ["body", "criterios", "temporalidad", "score"], msg: "ensure this value is less than or equal to 2", type: "value_error.number.not_le" },
          { loc: ["body", "criterios", "rechallenge", "score"], msg: "ensure this value is less than or equal to 3", type: "value_error.number.not_le" }
        ])
        const { plausibilidad: _drop, ...seven } = criterios({})
        expect((await confirm(id, { criterios: seven })).body.detail).toEqual([
          { loc: ["body", "criterios", "plausibilidad"], msg: "field required", type: "value_error.missing" }
        ])
        expect((await confirm(id, {})).body.detail).toEqual([{ loc: ["body", "criterios"], msg: "field required", type: "value_error.missing" }])
        const malformed = await call("PUT", `/causality/kl/confirm/${id}`, { token: h.users.qf.token, raw: "{criterios", headers: { "content-type": "application/json" } })
        expect(malformed.status).toBe(400)
        expect(malformed.body.detail[0].type).toBe("value_error.jsondecode")
        expect(await last(id)).toMatchObject({ status: 404, body: NO_ASSESSMENT })
        expect((await getCase(id)).ea_causalidad).toBeNull()
      })

      it("recomputes totals and classifications, stores the record and sets the case's ea_causalidad, audited", async () => {
        const id = await createCase()
        const suggestion = (await suggest(id)).body
        const body = {
          criterios: Object.fromEntries(CRITERIOS.map((c) => [c, {
            score: c === "rechallenge" ? 3 : suggestion.criterios[c].score,
            rationale: c === "rechallenge" ? "Reexposición accidental positiva" : suggestion.criterios[c].rationale,
            score_sys: suggestion.criterios[c].score
          }])),
          // Wrong on purpose: the server computes them.
          score_total_sys: 1,
          score_total_qf: 15,
          clasificacion_sys: "Improbable",
          clasificacion_qf: "Condicional",
          rationale_global_qf: "Reacción de hipersensibilidad con reexposición positiva.",
          version_prompt: suggestion.version_prompt,
          modelo_llm: suggestion.modelo_llm
        }
        const res = await confirm(id, body)
        expect(res.status, res.text).toBe(200)
        expect(res.body).toEqual({ ok: true, id: expect.any(Number), ea_causalidad: "Definida" })

        const stored = await last(id)
        expect(stored.status).toBe(200)
        expect(stored.body).toMatchObject({
          id: res.body.id,
          icsr_id: id,
          producto_evaluado: "Amoxicilina 500 mg",
          score_total_sys: 7,
          clasificacion_sys: "Probable",
          score_total_qf: 10,
          clasificacion_qf: "Definida",
          evaluable: true,
          rationale_global_qf: "Reacción de hipersensibilidad con reexposición positiva.",
          version_prompt: "reglas-v1",
          modelo_llm: "reglas",
          created_by: h.users.qf.id
        })
        expect(stored.body.criterios.rechallenge).toEqual({ score: 3, rationale: "Reexposición accidental positiva", score_sys: 0 })
        expect(stored.body.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)

        expect((await getCase(id)).ea_causalidad).toBe("Definida")
        const trail = await audit(id)
        const confirmed = trail.find((e) => e.action === "CAUSALITY_KL_CONFIRM")
        expect(confirmed).toMatchObject({ actor_id: h.users.qf.id, changes: { kl_id: res.body.id, score_total_qf: 10, clasificacion_qf: "Definida" } })
        const updated = trail.filter((e) => e.action === "ICSR_UPDATE").at(-1)
        expect(updated.changes.fields).toEqual([{ field: "ea_causalidad", before: null, after: "Definida" }])

        // A not-evaluable confirmation is Inclasificable.
        const second = await confirm(id, { criterios: criterios({ temporalidad: 2 }), evaluable: false })
        expect(second.body.ea_causalidad).toBe("Inclasificable")
        expect((await last(id)).body).toMatchObject({ clasificacion_qf: "Inclasificable", score_total_qf: 2, score_total_sys: null, clasificacion_sys: null })
      })

      it("a deleted case takes its assessments with it", async () => {
        const id = await createCase()
        await confirm(id, { criterios: criterios({ temporalidad: 2 }) })
        const removed = await call("DELETE", `/icsr/${id}`, { token: h.users.admin.token, json: { password: h.users.admin.password } })
        expect(removed.status, removed.text).toBe(200)
        expect(await last(id)).toMatchObject({ status: 404, body: CASE_NOT_FOUND })
      })
    })

    describe("technical sheet: upload and FT assessment", () => {
      it("deleting the case removes its uploaded technical sheet from file storage", async () => {
        const id = await createCase()
        expect((await upload(h, h.users.qf.token, { file: ficha, icsr_id: id })).status).toBe(200)
        const dir = path.join(h.mediaDir(), "causalidad", "ft", String(id))
        expect(filesUnder(dir)).toHaveLength(1)
        const removed = await call("DELETE", `/icsr/${id}`, { token: h.users.admin.token, json: { password: h.users.admin.password } })
        expect(removed.status, removed.text).toBe(200)
        expect(filesUnder(dir)).toEqual([])
      })

      it("reads a PDF's text layer, answers its sections, keeps the file, and the suggestion then knows the reaction", async () => {
        const id = await createCase()
        expect((await suggest(id)).body.criterios.conocimiento_previo.score).toBe(0)
        const res = await upload(h, h.users.qf.token, { file: ficha, icsr_id: id })
        expect(res.status, res.text).toBe(200)
        expect(res.body).toMatchObject({
          ok: true,
          icsr_id: id,
          producto_id: null,
          encontradas: ["contraindicaciones", "advertencias", "interacciones", "reacciones_adversas", "farmacodinamica"],
          paginas: 2,
          engine: "pdf-texto",
          confianza: null
        })
        expect(res.body.secciones.contraindicaciones).toBe("Hipersensibilidad a las penicilinas. Mononucleosis infecciosa.")
        expect(res.body.secciones.reacciones_adversas).toContain("Poco frecuentes: urticaria y prurito.")
        expect(res.body.secciones.reacciones_adversas).not.toContain("Sobredosis")
        const dir = path.join(h.mediaDir(), "causalidad", "ft", String(id))
        expect(filesUnder(dir)).toHaveLength(1)
        expect(fs.readFileSync(path.join(dir, filesUnder(dir)[0]!))).toEqual(Buffer.from(ficha))
        expect((await audit(id)).find((e) => e.action === "CAUSALITY_FT_UPLOAD")?.changes).toMatchObject({ engine: "pdf-texto", paginas: 2 })

        const after = await suggest(id)
        expect(after.body.cached).toBe(false)
        expect(after.body.criterios.conocimiento_previo).toEqual({
          score: 2, rationale: "El evento «urticaria» figura en la sección 4.8 de la ficha técnica con frecuencia «poco frecuente»: reacción conocida."
        })

        // A second upload replaces the first, file included.
        const again = await upload(h, h.users.qf.token, { file: await textPdf([["4.8 Reacciones adversas", "Raras: urticaria."]]), icsr_id: id })
        expect(again.body.encontradas).toEqual(["reacciones_adversas"])
        expect(filesUnder(dir)).toHaveLength(1)
        expect((await suggest(id)).body.criterios.conocimiento_previo.rationale).toContain("«rara»")
      })

      it("refuses what it cannot read: no file, no case id, not a PDF, no sections, too large", async () => {
        const id = await createCase()
        expect(await upload(h, h.users.qf.token, {})).toMatchObject({
          status: 400,
          body: { detail: [{ loc: ["body", "icsr_id"], msg: "field required", type: "value_error.missing" }, { loc: ["body", "file"], msg: "field required", type: "value_error.missing" }] }
        })
        expect((await upload(h, h.users.qf.token, { file: ficha, icsr_id: "uno" })).body.detail).toEqual([
          { loc: ["body", "icsr_id"], msg: "value is not a valid integer", type: "type_error.integer" }
        ])
        expect(await upload(h, h.users.qf.token, { file: new TextEncoder().encode("no soy un PDF"), icsr_id: id })).toMatchObject({
          status: 400, body: { detail: [{ loc: ["body", "file"], msg: "El archivo no es un PDF", type: "value_error.pdf" }] }
        })
        expect(await upload(h, h.users.qf.token, { file: await textPdf([["Prospecto", "Lea todo el prospecto."]]), icsr_id: id })).toMatchObject({
          status: 400, body: { detail: "No se encontraron secciones de ficha técnica (4.3, 4.4, 4.5, 4.8, 5.1) en el documento" }
        })
        const big = new Uint8Array(12 * 1024 * 1024 + 10)
        big.set(new TextEncoder().encode("%PDF-1.7\n"))
        expect(await upload(h, h.users.qf.token, { file: big, icsr_id: id })).toMatchObject({ status: 413, body: { detail: "Archivo demasiado grande (máx. 12 MB)" } })
        expect(filesUnder(path.join(h.mediaDir(), "causalidad", "ft", String(id)))).toEqual([])
      })

      it("analyzes the event against the sheet by rules and stores the result on the case, audited", async () => {
        const id = await createCase()
        expect(await call("POST", `/causality/ft/analyze/${id}`, { token: h.users.qf.token })).toMatchObject({ status: 404, body: NO_SHEET })
        await upload(h, h.users.qf.token, { file: ficha, icsr_id: id })
        const res = await call("POST", `/causality/ft/analyze/${id}`, { token: h.users.qf.token })
        expect(res.status, res.text).toBe(200)
        expect(res.body).toEqual({
          evento_listado: true,
          seccion: "4.8",
          frecuencia: "poco frecuente",
          dosis_relevante: false,
          contraindicacion: false,
          clasificacion: "Probable",
          justificacion: "El evento «urticaria» figura en la sección 4.8 (reacciones adversas) de la ficha técnica con frecuencia «poco frecuente»; desapareció al suspender el producto; no se identifican contraindicaciones aplicables. Clasificación según ficha técnica: Probable.",
          termino: "urticaria",
          icsr_id: id,
          producto_evaluado: "Amoxicilina 500 mg",
          fuente: "caso",
          modelo_llm: "reglas",
          version_prompt: "reglas-v1",
          engine: "reglas"
        })
        const caso = await getCase(id)
        expect(caso).toMatchObject({
          ea_causalidad_ft: "Probable",
          ea_causalidad_ft_justificacion: res.body.justificacion,
          ft_evento_listado: true,
          ft_seccion: "4.8",
          ft_frecuencia: "poco frecuente",
          // No kl assessment yet: the FT result is the case's causality for now.
          ea_causalidad: "Probable"
        })
        const trail = await audit(id)
        expect(trail.find((e) => e.action === "CAUSALITY_FT_ANALYZE")?.changes).toMatchObject({ clasificacion: "Probable", engine: "reglas", fuente: "caso" })
        expect(trail.filter((e) => e.action === "ICSR_UPDATE").at(-1).changes.fields.map((f: Json) => f.field).sort()).toEqual([
          "ea_causalidad", "ea_causalidad_ft", "ea_causalidad_ft_justificacion", "ft_evento_listado", "ft_frecuencia", "ft_seccion"
        ])

        // Once the QF confirms a kl assessment, it is the official ea_causalidad (rule 3) and FT stays complementary.
        expect((await confirm(id, { criterios: criterios({ temporalidad: 2, dechallenge: 2, conocimiento_previo: 2, alternativas: 2, rechallenge: 3 }) })).body.ea_causalidad).toBe("Definida")
        await update(id, { descripcion_evento: "Angioedema de labios." })
        const later = await call("POST", `/causality/ft/analyze/${id}`, { token: h.users.qf.token })
        expect(later.body).toMatchObject({ termino: "Angioedema de labios", frecuencia: "muy rara", clasificacion: "Probable", dosis_relevante: false })
        expect(await getCase(id)).toMatchObject({ ea_causalidad: "Definida", ea_causalidad_ft: "Probable", ft_frecuencia: "muy rara" })
      })

      it("uses the catalog product's sheet: sections kept from a linked case's upload, or read from the catalog PDF", async () => {
        const product = await call("POST", "/products", { token: h.users.qf.token, json: { producto: `Amoxicilina ${marker()}`, numero_registro: `EE-${marker()}` } })
        expect(product.status, product.text).toBe(201)
        const linked = await createCase({ producto_id: product.body.id })
        const up = await upload(h, h.users.qf.token, { file: ficha, icsr_id: linked })
        expect(up.body.producto_id).toBe(product.body.id)
        // Another case of the same catalog product, by its registration number, without its own upload.
        const sibling = await createCase({ productos: [amoxicilina({ registro_sanitario: product.body.numero_registro.toLowerCase(), desaparecio_al_suspender: "si" })] })
        const analyzed = await call("POST", `/causality/ft/analyze/${sibling}`, { token: h.users.qf.token })
        expect(analyzed.body).toMatchObject({ fuente: "catalogo", evento_listado: true, seccion: "4.8" })
        expect((await suggest(sibling)).body.criterios.conocimiento_previo.rationale).toContain("de la ficha técnica del catálogo")

        // A catalog product with a technical-sheet PDF and no sections yet: analyze reads the PDF once.
        const other = await call("POST", "/products", { token: h.users.qf.token, json: { producto: `Amoxicilina ${marker()}` } })
        const form = new FormData()
        form.append("file", new File([ficha], "ficha.pdf", { type: "application/pdf" }))
        const stored = await direct(h, "POST", `/products/${other.body.id}/ficha-tecnica`, { token: h.users.qf.token, body: form })
        expect(stored.status, stored.text).toBe(201)
        const third = await createCase({ producto_id: other.body.id })
        expect((await suggest(third)).body.criterios.conocimiento_previo.score).toBe(0)
        const read = await call("POST", `/causality/ft/analyze/${third}`, { token: h.users.qf.token })
        expect(read.body).toMatchObject({ fuente: "catalogo", termino: "urticaria", clasificacion: "Probable" })
        expect((await suggest(third)).body.criterios.conocimiento_previo.score).toBe(2)
      })
    })
  })

  describe(`causality HTTP suite (language model on a loopback OpenAI server): ${name}`, () => {
    let server: OpenAiTestServer
    const h = useApiHarness(storage.llm, ROLES, {
      languageModel: async (): Promise<Layer.Layer<LanguageModel.LanguageModel>> => {
        server = await startOpenAi({ models: [MODEL] })
        return OpenAiLanguageModel.layer({ baseURL: server.baseURL, model: MODEL, apiKey: "sk-test-causality", timeoutMs: 600, retries: 2, retryDelayMs: 10 })
      }
    })
    const { call } = h

    afterAll(async () => {
      await server?.close()
    })
    beforeEach(() => {
      server.reset()
      server.setHandler(undefined)
    })

    const createCase = async (overrides: Record<string, unknown> = {}) => {
      const res = await call("POST", "/icsr", { token: h.users.qf.token, json: caseBody(overrides) })
      expect(res.status, res.text).toBe(201)
      return res.body.id as number
    }
    const suggest = (id: number, query = "") => direct(h, "GET", `/causality/kl/suggest/${id}${query}`, { token: h.users.qf.token })
    const answering = (reply: Reply | ((r: ChatRequest) => Reply)) => server.setHandler(bySchema({ causalidad_kl: reply, causalidad_ft: reply }))

    it("asks the model with the payload and the kl schema, validates its answer and computes the total and classification itself", async () => {
      const id = await createCase()
      server.setHandler(bySchema({ causalidad_kl: Replies.json(klAnswer({ temporalidad: 2, conocimiento_previo: 2, dechallenge: 2, alternativas: 1, plausibilidad: 1 }), { model: ANSWERED_BY }) }))
      const res = await suggest(id)
      expect(res.status, res.text).toBe(200)
      expect(res.body).toMatchObject({
        producto_evaluado: "Amoxicilina 500 mg",
        score_total: 8,
        clasificacion: "Probable",
        evaluable: true,
        modelo_llm: ANSWERED_BY,
        version_prompt: "kl-v1",
        engine: "llm",
        cached: false
      })
      expect(res.body.criterios.temporalidad).toEqual({ score: 2, rationale: "Modelo: temporalidad = 2" })
      expect(server.requests).toHaveLength(1)
      const sent = server.requests[0]!
      expect(sent).toMatchObject({ model: MODEL, schemaName: "causalidad_kl", strict: true, authorization: "Bearer sk-test-causality" })
      expect(sent.system).toContain("ocho criterios")
      const payload = JSON.parse(sent.user)
      expect(payload).toMatchObject({ producto_evaluado: "Amoxicilina 500 mg", producto: { desaparecio_al_suspender: "si" }, evento: { fecha_inicio: "2024-05-03" } })
      expect(sent.user).not.toContain("45871236")
      expect((sent.schema as Json).properties.criterios.properties.rechallenge.properties.score).toMatchObject({ type: "integer", minimum: 0, maximum: 3 })

      // Cached: no new request; use_cache=0 asks again.
      expect((await suggest(id)).body).toMatchObject({ cached: true, modelo_llm: ANSWERED_BY, score_total: 8 })
      expect(server.requests).toHaveLength(1)
      expect((await suggest(id, "?use_cache=0")).body.cached).toBe(false)
      expect(server.requests).toHaveLength(2)

      // The model's 'not evaluable' is Inclasificable.
      answering(Replies.json(klAnswer({ temporalidad: 2 }, false)))
      expect((await suggest(id, "?use_cache=0")).body).toMatchObject({ clasificacion: "Inclasificable", evaluable: false, motivo_no_evaluable: "Fechas contradictorias" })

      // What the QF confirms records the model and prompt version.
      const confirmed = await call("PUT", `/causality/kl/confirm/${id}`, {
        token: h.users.qf.token, json: { criterios: criterios({ temporalidad: 2, dechallenge: 2 }), modelo_llm: ANSWERED_BY, version_prompt: "kl-v1" }
      })
      expect(confirmed.body).toEqual({ ok: true, id: expect.any(Number), ea_causalidad: "Posible" })
      expect((await call("GET", `/causality/kl/last/${id}`, { token: h.users.qf.token })).body).toMatchObject({ modelo_llm: ANSWERED_BY, version_prompt: "kl-v1" })
    })

    it("a change of the case's data asks the model again", async () => {
      const id = await createCase()
      answering(Replies.json(klAnswer({ temporalidad: 2 })))
      await suggest(id)
      await call("PUT", `/icsr/${id}`, { token: h.users.qf.token, json: { fecha_inicio_evento: "2024-05-04" } })
      expect((await suggest(id)).body.cached).toBe(false)
      expect(server.requests).toHaveLength(2)
      expect(JSON.parse(server.requests[1]!.user).evento.fecha_inicio).toBe("2024-05-04")
    })

    it("retries an answer that is not JSON or scores out of range, then answers 502 and caches nothing", async () => {
      const id = await createCase()
      answering(Replies.invalidJson())
      const invalid = await suggest(id)
      expect(invalid.status).toBe(502)
      expect(invalid.body.detail).toMatch(/^Fallo del modelo de lenguaje: /)
      expect(server.requests).toHaveLength(3)

      server.reset()
      answering(Replies.json(klAnswer({ temporalidad: 5 })))
      expect((await suggest(id)).status).toBe(502)
      expect(server.requests).toHaveLength(3)

      // One bad answer, then a good one: the retry answers.
      server.reset()
      server.enqueue(Replies.invalidJson())
      answering(Replies.json(klAnswer({ temporalidad: 1 })))
      const recovered = await suggest(id)
      expect(recovered.status).toBe(200)
      expect(recovered.body).toMatchObject({ cached: false, score_total: 1, clasificacion: "Improbable" })
      expect(server.requests).toHaveLength(2)
    })

    it("answers 504 when the model is too slow on every attempt", async () => {
      const id = await createCase()
      answering(Replies.slow(3_000, Replies.json(klAnswer({ temporalidad: 2 }))))
      const res = await suggest(id)
      expect(res).toMatchObject({ status: 504, body: TIMEOUT })
      expect(server.requests).toHaveLength(3)
      // Nothing was cached: the next (fast) answer is asked for.
      answering(Replies.json(klAnswer({ temporalidad: 2 })))
      expect((await suggest(id)).body).toMatchObject({ cached: false, score_total: 2 })
    })

    it("refines the FT assessment with the model and stores its result; a failure changes nothing", async () => {
      const id = await createCase({ productos: [amoxicilina()] })
      const up = await upload(h, h.users.qf.token, { file: await textPdf(FICHA_LINES), icsr_id: id })
      expect(up.status, up.text).toBe(200)

      answering(Replies.invalidJson())
      const failed = await direct(h, "POST", `/causality/ft/analyze/${id}`, { token: h.users.qf.token })
      expect(failed.status).toBe(502)
      const untouched = (await call("GET", `/icsr/${id}`, { token: h.users.qf.token })).body
      expect(untouched).toMatchObject({ ea_causalidad_ft: null, ft_evento_listado: null, ea_causalidad: null })

      server.reset()
      server.setHandler(bySchema({
        causalidad_ft: Replies.json({
          evento_listado: true,
          seccion: "4.8",
          frecuencia: "poco frecuente",
          dosis_relevante: false,
          contraindicacion: false,
          clasificacion: "Probable",
          justificacion: "Urticaria descrita como poco frecuente; la evolución es compatible."
        }, { model: ANSWERED_BY })
      }))
      const res = await direct(h, "POST", `/causality/ft/analyze/${id}`, { token: h.users.qf.token })
      expect(res.status, res.text).toBe(200)
      expect(res.body).toMatchObject({
        clasificacion: "Probable",
        justificacion: "Urticaria descrita como poco frecuente; la evolución es compatible.",
        termino: "urticaria",
        engine: "llm",
        modelo_llm: ANSWERED_BY,
        version_prompt: "ft-v1",
        fuente: "caso"
      })
      const sent = server.requests[0]!
      expect(sent.schemaName).toBe("causalidad_ft")
      const user = JSON.parse(sent.user)
      // The rules' own result (Posible: listed as uncommon, no withdrawal data) goes with the sheet.
      expect(user.analisis_reglas).toMatchObject({ clasificacion: "Posible", frecuencia: "poco frecuente", seccion: "4.8" })
      expect(user.ficha_tecnica.reacciones_adversas).toContain("urticaria")
      expect((await call("GET", `/icsr/${id}`, { token: h.users.qf.token })).body).toMatchObject({
        ea_causalidad_ft: "Probable",
        ea_causalidad_ft_justificacion: "Urticaria descrita como poco frecuente; la evolución es compatible.",
        ft_seccion: "4.8"
      })
    })
  })
}
