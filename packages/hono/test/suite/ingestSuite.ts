/**
 * `POST /ingest/preview` through the real app on every storage driver (service-spec "Evaluation and
 * intake helpers", evaluation rules 5-6): permission, body validation, the extracted payload and
 * rule-6 warnings (missing fields, event date after reception, contact format, similar stored case
 * with its id), nothing stored; then the language-model path against a real OpenAI-compatible
 * server on loopback, including its failure, which degrades to the rules.
 */
import type { LanguageModel } from "@atalaya/core"
import { CaseRules } from "@atalaya/core"
import { OpenAiLanguageModel } from "@atalaya/llm"
import { type OpenAiTestServer, Replies, startOpenAi } from "@atalaya/testing/OpenAiTestServer"
import type { Layer } from "effect"
import { afterAll, beforeEach, describe, expect, it } from "vitest"
import { type Json, type MakeStorageLayer, useApiHarness } from "../support/apiHarness.js"

/** The storage of each half: rules only, and with a language model. */
export interface IngestStorage {
  readonly rules: MakeStorageLayer
  readonly llm: MakeStorageLayer
}

const ROLES = { qf: ["qf"], qa: ["qa"] }
const MODEL = "ingest-test-model"

const REPORT = `Buenos días, les escribo desde la Farmacia San Martín.
Paciente M.R.T., mujer de 45 años, peso 62 kg. El 03/03/2026 inició amoxicilina 500 mg vía oral cada 8 horas;
el 05/03/2026 presentó urticaria generalizada. Se suspendió el antibiótico y las lesiones desaparecieron al suspender el medicamento.
Atentamente,
Q.F. Ana López Rivas
analopez@farmaciasanmartin.pe`

const today = () => CaseRules.localDate(Date.now(), "America/Lima")

/** Runs the ingest preview suite over one storage driver. */
export const runIngestSuite = (name: string, storage: IngestStorage): void => {
  describe(`ingest preview HTTP suite (rules): ${name}`, () => {
    const h = useApiHarness(storage.rules, ROLES)
    const preview = (json: unknown, token: string | null = h.users.qf.token) => h.call("POST", "/ingest/preview", { token, json })
    const caseCount = async () => (await h.call("GET", "/icsr?page_size=1", { token: h.users.admin.token })).body.total as number

    it("needs a token and ingest:write", async () => {
      expect(await preview({ text: REPORT }, null)).toMatchObject({ status: 401, body: { detail: "Not authenticated" } })
      expect(await preview({ text: REPORT }, h.users.qa.token)).toMatchObject({ status: 403, body: { detail: "Permission denied: ingest:write required" } })
    })

    it("refuses a missing, blank, non-text or oversized text and malformed JSON with the validation list", async () => {
      const missing = { status: 400, body: { detail: [{ loc: ["body", "text"], msg: "field required", type: "value_error.missing" }] } }
      expect(await preview({})).toMatchObject(missing)
      expect(await preview({ text: "   \n " })).toMatchObject(missing)
      expect(await preview({ text: null })).toMatchObject(missing)
      expect(await preview({ text: ["x"] })).toMatchObject({ status: 400, body: { detail: [{ loc: ["body", "text"], msg: "str type expected", type: "type_error.str" }] } })
      expect(await preview({ text: "x".repeat(20_001) })).toMatchObject({
        status: 400, body: { detail: [{ loc: ["body", "text"], msg: "ensure this value has at most 20000 characters", type: "value_error.any_str.max_length" }] }
      })
      expect(await preview("texto")).toMatchObject({ status: 400, body: { detail: [{ loc: ["body"], msg: "value is not a valid dict", type: "type_error.dict" }] } })
      const malformed = await h.call("POST", "/ingest/preview", { token: h.users.qf.token, raw: "{\"text\": ", headers: { "content-type": "application/json" } })
      expect(malformed).toMatchObject({ status: 400, body: { detail: [{ loc: ["body", expect.any(Number)], msg: "Expecting value", type: "value_error.jsondecode" }] } })
    })

    it("answers the extracted payload in the case's field names, engine reglas, and stores nothing", async () => {
      const before = await caseCount()
      const res = await preview({ text: REPORT })
      expect(res.status, res.text).toBe(200)
      expect(Object.keys(res.body).sort()).toEqual(["engine", "fecha_recepcion", "payload", "similar_case_id", "warnings"])
      expect(res.body).toMatchObject({ engine: "reglas", fecha_recepcion: today(), similar_case_id: null, warnings: [] })
      expect(res.body.payload).toMatchObject({
        paciente_iniciales: "MRT", paciente_edad: 45, paciente_sexo: "F", paciente_peso: 62,
        producto_sospechoso: "Amoxicilina 500 mg cada 8 horas", fecha_inicio_evento: "2026-03-05",
        reportante_nombre: "Ana López Rivas", reportante_contacto: "analopez@farmaciasanmartin.pe", ea_desenlace: "Recuperado"
      })
      expect(res.body.payload.productos).toEqual([expect.objectContaining({ nombre_producto: "Amoxicilina", via_administracion: "Oral", desaparecio_al_suspender: "si" })])
      expect(await caseCount()).toBe(before)
      // The payload is a valid case body: creating it needs nothing more.
      const created = await h.call("POST", "/icsr", { token: h.users.qf.token, json: res.body.payload })
      expect(created.status, created.text).toBe(201)
      expect(created.body).toMatchObject({ paciente_iniciales: "MRT", reportante_email: "analopez@farmaciasanmartin.pe", productos: [{ nombre_producto: "Amoxicilina" }] })
      await h.call("DELETE", `/icsr/${created.body.id}`, { token: h.users.admin.token, json: { password: h.users.admin.password } })
    })

    it("warns, field by field, about missing required data, an event date after reception and an invalid contact", async () => {
      const res = await preview({ text: "Paciente refiere ronchas desde el 03/03/2099. Tel: 555-123-4567" })
      expect(res.status, res.text).toBe(200)
      const byField = Object.fromEntries((res.body.warnings as Array<Json>).map((w) => [w.campo, w]))
      for (const [campo, mensaje] of [
        ["paciente_edad", "Falta la edad del paciente"],
        ["paciente_sexo", "Falta el sexo del paciente"],
        ["producto_sospechoso", "Falta el producto sospechoso"],
        ["paciente_iniciales", "Faltan las iniciales del paciente"],
        ["reportante_nombre", "Falta el nombre del reportante"]
      ]) expect(byField[campo!]).toEqual({ campo, mensaje, codigo: "faltante" })
      expect(byField.descripcion_evento).toBeUndefined()
      expect(byField.fecha_inicio_evento).toEqual({
        campo: "fecha_inicio_evento",
        mensaje: `La fecha de inicio del evento (2099-03-03) es posterior a la fecha de recepción (${today()})`,
        codigo: "fecha_posterior"
      })
      expect(byField.reportante_contacto).toEqual({
        campo: "reportante_contacto", mensaje: "El teléfono del reportante no tiene un formato válido: 555-123-4567", codigo: "contacto_invalido"
      })
    })

    it("names a similar stored case by id and score (the duplicate scoring), and only when one exists", async () => {
      // Product words with digits are not compared by duplicate scoring: a fixed invented name.
      const product = "Zolmitaxina"
      const text = `Paciente J.Q.T., varón de 52 años, tomó ${product} 10 mg y el 02/02/2026 presentó exantema pruriginoso en tronco. Reporta Dr. Luis Paz.`
      expect((await preview({ text })).body.similar_case_id).toBeNull()
      const created = await h.call("POST", "/icsr", {
        token: h.users.qf.token,
        json: {
          paciente_iniciales: "J.Q.T.", paciente_edad: 52, paciente_sexo: "M", reportante_nombre: "Dr. Luis Paz",
          producto_sospechoso: `${product} 10 mg`, fecha_inicio_evento: "2026-02-02", descripcion_evento: "Exantema pruriginoso en tronco"
        }
      })
      expect(created.status, created.text).toBe(201)
      const res = await preview({ text })
      expect(res.body.similar_case_id).toBe(created.body.id)
      const warning = (res.body.warnings as Array<Json>).find((w) => w.codigo === "caso_similar")
      expect(warning).toMatchObject({ campo: null, caso_id: created.body.id, mensaje: expect.stringMatching(new RegExp(`^Existe un caso similar: #${created.body.id} \\(puntaje 0\\.\\d\\d\\)$`)) })
      expect(warning.puntaje).toBeGreaterThanOrEqual(0.6)
    })
  })

  describe(`ingest preview HTTP suite (language model on a loopback OpenAI server): ${name}`, () => {
    let server: OpenAiTestServer
    const h = useApiHarness(storage.llm, ROLES, {
      languageModel: async (): Promise<Layer.Layer<LanguageModel.LanguageModel>> => {
        server = await startOpenAi({ models: [MODEL] })
        return OpenAiLanguageModel.layer({ baseURL: server.baseURL, model: MODEL, apiKey: "sk-test-ingest", timeoutMs: 600, retries: 1, retryDelayMs: 10 })
      }
    })
    afterAll(async () => {
      await server?.close()
    })
    beforeEach(() => {
      server.reset()
      server.setHandler(undefined)
    })
    const preview = (text: string) => h.call("POST", "/ingest/preview", { token: h.users.qf.token, json: { text } })

    it("refines the rules with the model's structured answer and names the model as engine", async () => {
      server.enqueue(Replies.json({
        paciente_iniciales: "MRT", paciente_edad: 45, paciente_sexo: "F", paciente_peso: 62,
        reportante_nombre: "Ana López Rivas", reportante_ocupacion: "Químico farmacéutico", reportante_contacto: "analopez@farmaciasanmartin.pe",
        productos: [{ nombre_producto: "Amoxicilina", dosis_frecuencia: "500 mg cada 8 horas", via_administracion: "Oral", fecha_inicio: "2026-03-03", fecha_fin: "2026-03-05", desaparecio_al_suspender: "si", reaparecio_reexposicion: "no_aplica" }],
        descripcion_evento: null, fecha_inicio_evento: "2026-03-05", fecha_fin_evento: "2026-03-07",
        ea_criterios_gravedad: [], ea_desenlace: "Recuperado"
      }))
      const res = await preview(REPORT)
      expect(res.status, res.text).toBe(200)
      expect(res.body).toMatchObject({ engine: MODEL, warnings: [], payload: { fecha_fin_evento: "2026-03-07", paciente_edad: 45 } })
      expect(res.body.payload.productos[0]).toMatchObject({ fecha_fin: "2026-03-05", reaparecio_reexposicion: "no_aplica" })
      expect(server.requests).toHaveLength(1)
      expect(server.requests[0]).toMatchObject({ model: MODEL, schemaName: "caso_extraido", strict: true, authorization: "Bearer sk-test-ingest" })
    })

    it("answers 200 with the rules and a warning when the model fails", async () => {
      server.setHandler(() => Replies.status(500))
      const res = await preview(REPORT)
      expect(res.status, res.text).toBe(200)
      expect(res.body.engine).toBe("reglas")
      expect(res.body.warnings).toEqual([{ campo: null, codigo: "motor", mensaje: expect.stringMatching(/^El modelo de lenguaje falló \(HTTP 500.*\): se usó la extracción por reglas$/) }])
      expect(res.body.payload).toMatchObject({ paciente_iniciales: "MRT", producto_sospechoso: "Amoxicilina 500 mg cada 8 horas" })
    })
  })
}
