/**
 * Generation through HTTP (service-spec "Generation rules"; decisions.md "Training"): without a
 * model, full_auto answers 503 and quizzes come from the material's own sentences by rules; with
 * a model (the loopback OpenAI-speaking server of `@atalaya/testing`, a no-temperature model),
 * full_auto writes content, a PDF of 3+ pages and a 10-question quiz of 2 points each, a quiz the
 * engine refuses is a 502, a slow model a 504, and free-text answers are graded by the model.
 */
import { OpenAiLanguageModel } from "@atalaya/llm"
import { bySchema, type ChatRequest, type OpenAiTestServer, Replies, startOpenAi } from "@atalaya/testing/OpenAiTestServer"
import { afterAll, beforeEach, expect, it } from "vitest"
import type { Json, MakeStorageLayer } from "../../support/apiHarness.js"
import { type TrainingKit, useTrainingKit } from "../trainingSuite.js"
import { pageCount } from "./fixtures.js"

/** A material text of plain sentences, as a unit's SOP reads. */
export const SOP_TEXT = [
  "La farmacovigilancia detecta, evalúa y previene las reacciones adversas a medicamentos.",
  "Toda sospecha de reacción adversa grave debe notificarse a la autoridad en un plazo de 15 días calendario.",
  "El evaluador revisa la causalidad con el algoritmo de ocho criterios antes de cerrar el caso.",
  "Los casos duplicados se identifican comparando iniciales, fechas, producto y narrativa del evento.",
  "El informe periódico de seguridad resume los casos recibidos durante el periodo de referencia.",
  "La ficha técnica del producto orienta la evaluación de la reacción esperada o inesperada.",
  "El seguimiento al notificador solicita los datos faltantes por correo electrónico o por teléfono.",
  "La unidad conserva los registros de capacitación como evidencia para la inspección sanitaria.",
  "Cada notificación recibida se registra con su fecha de recepción y su origen.",
  "Las señales de seguridad se discuten en el comité mensual de farmacovigilancia."
].join(" ")

const MODEL = "o3-mini"

const content = {
  titulo: "Notificación de sospechas de RAM",
  descripcion: "Cómo notificar una sospecha de reacción adversa.",
  secciones: [1, 2, 3].map((n) => ({ titulo: `Sección ${n}`, parrafos: Array.from({ length: 8 }, (_, i) => `${SOP_TEXT} Párrafo ${i + 1} de la sección ${n}.`) })),
  bibliografia: ["Organización Mundial de la Salud. Vigilancia de la seguridad de los medicamentos. Ginebra: OMS; 2002."],
  meta: { description: "Notificación", objectives: ["Notificar a tiempo"], audience: "Químicos farmacéuticos", duration: "2 horas", context_lines: ["Notificación de RAM según la norma vigente"] }
}

const question = (i: number) => ({
  id: `q${i + 1}`, type: "single_choice", text: `Pregunta ${i + 1}`, answer: null, explanation: null, correct_order: null, pairs: null,
  options: [{ id: "a", text: "Sí", correct: true, image_url: null }, { id: "b", text: "No", correct: false, image_url: null }]
})
const quizFor = (request: ChatRequest) => Replies.json({ questions: Array.from({ length: JSON.parse(request.user).numero_preguntas }, (_, i) => question(i)) })

/** Tests of the rule-based paths, over the main kit (no model). */
const withoutModel = (kit: TrainingKit) => {
  const { api } = kit

  it("without a model: full_auto is a 503; ai_from_material and quiz/generate build questions from the text's own sentences (engine reglas)", async () => {
    expect(await api("POST", "/capacitacion/materiales", "manager", { titulo: "Auto", generation_mode: "full_auto", auto_full_params: { descripcion: "x" } })).toMatchObject({
      status: 503,
      body: { detail: "La generacion automatica requiere un modelo de lenguaje" }
    })
    const m = await kit.material({ titulo: "SOP", generation_mode: "ai_from_material", material_text: SOP_TEXT, quiz_num_questions: 5 })
    expect(m.quiz_json.meta.engine).toBe("reglas")
    expect(m.quiz_json.questions).toHaveLength(5)
    expect(m.quiz_json.questions.reduce((s: number, q: Json) => s + q.points, 0)).toBe(20)
    const types = ["true_false", "multiple_choice", "ordering", "matching", "short_text", "single_choice"]
    const generated = await api("POST", "/capacitacion/quiz/generate", "manager", { material_text: SOP_TEXT, num_questions: 6, question_types: types })
    expect(generated.status, generated.text).toBe(200)
    expect(generated.body.meta).toEqual({ engine: "reglas" })
    expect(generated.body.total_points).toBe(20)
    expect(generated.body.questions.map((q: Json) => q.type)).toEqual(types)
    // Every question is made of the material's own words.
    const ordering = generated.body.questions[2]
    for (const o of ordering.options) expect(SOP_TEXT).toContain(o.text)
    // Rules' quizzes are valid quizzes: stored as a material, they grade.
    const stored = await kit.material({ titulo: "Reglas", quiz_json: { questions: generated.body.questions } })
    expect(stored.quiz_json.questions).toHaveLength(6)
    expect(await api("POST", "/capacitacion/quiz/generate", "manager", { material_text: "Texto corto." })).toMatchObject({ status: 400, body: { detail: "No hay texto del material para generar preguntas" } })
    expect((await api("POST", "/capacitacion/quiz/generate", "manager", { material_text: SOP_TEXT, question_types: ["dibujo"] })).body.detail[0].loc).toEqual(["body", "question_types", 0])
    expect((await api("POST", "/capacitacion/quiz/generate", "staff", { material_text: SOP_TEXT })).status).toBe(403)
  })
}

/** Tests with a language model, on their own database and harness. */
const withModel = (storage: MakeStorageLayer) => {
  let server: OpenAiTestServer | undefined
  const kit = useTrainingKit(storage, {
    acceptStatuses: [502, 503, 504],
    languageModel: async () => {
      server = await startOpenAi({ models: [MODEL] })
      return OpenAiLanguageModel.layer({ baseURL: server.baseURL, model: MODEL, timeoutMs: 400, retries: 1, retryDelayMs: 10 })
    }
  })
  const { api } = kit
  afterAll(async () => {
    await server?.close()
  })
  beforeEach(() => {
    server!.reset()
    server!.setHandler(bySchema({ training_material: Replies.json(content), training_quiz: quizFor, training_grading: Replies.json({ notas: [{ id: "st", fraccion: 0.5 }] }) }))
  })

  it("full_auto: structured content, a PDF with a cover and 3+ pages, a 10-question quiz of 2 points each; no temperature for a reasoning model", async () => {
    const res = await api("POST", "/capacitacion/materiales", "manager", {
      titulo: "Notificación de RAM", generation_mode: "full_auto", min_score: 12, max_attempts: 2,
      auto_full_params: { descripcion: "Notificación", objetivos: "Notificar a tiempo", publico: "QF", duracion: "2 h" }
    })
    expect(res.status, res.text).toBe(201)
    const m = res.body
    expect(m).toMatchObject({ generation_mode: "full_auto", tipo: "archivo", min_score: 12, max_attempts: 2, pdf_url: `/api/v1/capacitacion/materiales/${m.id}/pdf`, url: `/api/v1/capacitacion/materiales/${m.id}/pdf` })
    expect(m.contenido).toContain("Bibliografía")
    expect(m.quiz_json.questions).toHaveLength(10)
    expect(m.quiz_json.questions.every((q: Json) => q.points === 2)).toBe(true)
    expect(m.quiz_json.meta).toMatchObject({ engine: MODEL, total_points: 20, context_lines: ["Notificación de RAM según la norma vigente"], audience: "Químicos farmacéuticos" })
    expect(server!.requests.map((r) => r.schemaName)).toEqual(["training_material", "training_quiz"])
    expect(server!.requests.every((r) => !r.hasTemperature)).toBe(true)
    const pdf = await kit.h.request("GET", `/capacitacion/materiales/${m.id}/pdf`, { token: kit.h.users.staff.token })
    expect(pdf.headers.get("content-type")).toBe("application/pdf")
    expect(pageCount(new Uint8Array(await pdf.arrayBuffer()))).toBeGreaterThanOrEqual(3)
  })

  it("a quiz the engine refuses is a 502; a model that does not answer in time is a 504; quiz/generate names the model", async () => {
    server!.setHandler(bySchema({ training_quiz: Replies.json({ questions: [{ ...question(0), type: "multiple_choice" }] }) }))
    expect(await api("POST", "/capacitacion/quiz/generate", "manager", { material_text: SOP_TEXT })).toMatchObject({ status: 502, body: { detail: "Fallo del modelo de lenguaje: cuestionario inválido" } })
    server!.setHandler(() => Replies.slow(1500, Replies.json({ questions: [] })))
    expect(await api("POST", "/capacitacion/quiz/generate", "manager", { material_text: SOP_TEXT, num_questions: 4 })).toMatchObject({ status: 504, body: { detail: "El modelo de lenguaje no respondió a tiempo" } })
    server!.setHandler(bySchema({ training_quiz: quizFor }))
    const ok = await api("POST", "/capacitacion/quiz/generate", "manager", { material_text: SOP_TEXT, num_questions: 3 })
    expect(ok.body).toMatchObject({ total_points: 20, meta: { engine: MODEL } })
    expect(ok.body.questions.map((q: Json) => q.points)).toEqual([7, 7, 6])
  })

  it("free-text answers are graded by the model (the attempt is not left pending)", async () => {
    const m = await kit.material({
      titulo: "Texto libre",
      quiz_json: { questions: [{ id: "sc", type: "single_choice", text: "x", points: 10, options: [{ id: "a", text: "a", correct: true }, { id: "b", text: "b", correct: false }] }, { id: "st", type: "short_text", text: "Sigla", points: 10, explanation: "IPS" }] }
    })
    const res = await api("POST", `/capacitacion/materiales/${m.id}/intentos`, "staff", { empleado_id: kit.h.users.staff.id, respuestas: { sc: "a", st: "El IPS" } })
    expect(res.body).toMatchObject({ nota: 15, pendiente: false, aprobado: true, correctas: 1 })
    expect(JSON.parse(server!.requests.at(-1)!.user)).toEqual([{ id: "st", pregunta: "Sigla", esperado: "IPS", respuesta: "El IPS" }])
  })
}

/** The generation tests. */
export const generationTests = { withoutModel, withModel }
