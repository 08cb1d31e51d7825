/**
 * Material use cases: CRUD, generation (full_auto: content, PDF and quiz by the model, 503 without
 * one; ai_from_material: a quiz from the material's text, by the model or by rules), quiz
 * generation and the points rule.
 */
import { AuditLog, Errors, FileStorage, LanguageModel, Transactor, type User } from "@atalaya/core"
import { Effect, Option } from "effect"
import { randomUUID } from "node:crypto"
import * as Generation from "../Generation.js"
import * as Pdf from "../Pdf.js"
import * as Quiz from "../Quiz.js"
import * as Training from "../Training.js"
import { TrainingRepository } from "../TrainingRepository.js"
import { decode, nowIso, type TrainingServices, type UseCase } from "./common.js"

type RawQuery = Readonly<Record<string, string | undefined>>

/** Where a material's generated PDF is kept in file storage. */
export const pdfKey = (id: string) => `capacitacion/materiales/${id}.pdf`
/** The API path serving a material's PDF. */
export const pdfPath = (id: string) => `/api/v1/capacitacion/materiales/${id}/pdf`

/** A material as answered: stored fields (no file key), the PDF's path, and the quiz as the caller may see it. */
export type MaterialView = Omit<Training.Material, "pdf_key" | "quiz_json"> & { readonly pdf_url: string | null; readonly quiz_json: unknown }

/** The answer for `caller`: the quiz with its answers only for `training:manage`. */
export const materialView = (m: Training.Material, caller: User.Principal | null): MaterialView => {
  const { pdf_key, quiz_json, ...rest } = m
  const full = caller === null || caller.permissions.includes("training:manage")
  return { ...rest, pdf_url: pdf_key === null ? null : pdfPath(m.id), quiz_json: quiz_json === null ? null : full ? quiz_json : Quiz.forTaker(quiz_json) }
}

const notFound = () => new Errors.NotFound({ detail: Training.Texts.materialNotFound })
const llm = (e: LanguageModel.LanguageModelError) => LanguageModel.toDomainError(e)

/** A material or 404. */
export const getMaterial = (id: string, options?: { readonly forUpdate?: boolean }): UseCase<Training.Material> =>
  Effect.flatMap(TrainingRepository, (r) => r.findMaterial(id, options)).pipe(Effect.flatMap(Option.match({ onNone: () => Effect.fail(notFound()), onSome: Effect.succeed })))

/** `GET /capacitacion/materiales` (filters `programa_id`, `sesion_id`). */
export const listMaterials = (query: RawQuery): UseCase<ReadonlyArray<Training.Material>> =>
  Effect.gen(function*() {
    const pick = (name: "programa_id" | "sesion_id") => {
      const v = query[name]?.trim() || null
      return v === null ? Effect.succeed(null) : Training.isUuid(v) ? Effect.succeed(v.toLowerCase()) : Effect.fail(new Errors.ValidationFailed({ issues: [{ loc: ["query", name], msg: "value is not a valid uuid", type: "type_error.uuid" }] }))
    }
    return yield* (yield* TrainingRepository).listMaterials({ programa_id: yield* pick("programa_id"), sesion_id: yield* pick("sesion_id") })
  })

/** Program and session named by a material must exist, and the session belong to the program. */
const checkLinks = (v: { readonly programa_id: string | null; readonly sesion_id: string | null }) =>
  Effect.gen(function*() {
    const r = yield* TrainingRepository
    if (v.programa_id !== null && Option.isNone(yield* r.findProgram(v.programa_id))) return yield* new Errors.NotFound({ detail: Training.Texts.programNotFound })
    if (v.sesion_id !== null) {
      const s = yield* r.findSession(v.sesion_id)
      if (Option.isNone(s)) return yield* new Errors.NotFound({ detail: Training.Texts.sessionNotFound })
      if (v.programa_id !== null && s.value.programa_id !== v.programa_id) {
        return yield* new Errors.ValidationFailed({ issues: [{ loc: ["body", "sesion_id"], msg: "La sesión no pertenece al programa", type: "value_error" }] })
      }
    }
  })

const values = (input: Training.MaterialInput, base: Partial<Training.MaterialValues> = {}): Training.MaterialValues => {
  const pick = <K extends keyof Training.MaterialValues>(k: K, fallback: Training.MaterialValues[K]): Training.MaterialValues[K] => {
    const given = (input as Record<string, unknown>)[k]
    if (given !== undefined) return (given ?? fallback) as Training.MaterialValues[K]
    return base[k] === undefined ? fallback : base[k]!
  }
  return {
    titulo: pick("titulo", ""),
    descripcion: pick("descripcion", null),
    tipo: pick("tipo", null),
    categoria: pick("categoria", null),
    url: pick("url", null),
    video_url: pick("video_url", null),
    image_url: pick("image_url", null),
    generation_mode: pick("generation_mode", "manual"),
    auto_full_params: pick("auto_full_params", null),
    contenido: base.contenido ?? null,
    pdf_key: base.pdf_key ?? null,
    quiz_json: pick("quiz_json", null),
    quiz_lock_at: pick("quiz_lock_at", null),
    min_score: pick("min_score", Training.DEFAULT_MIN_SCORE),
    max_attempts: pick("max_attempts", Training.DEFAULT_MAX_ATTEMPTS),
    audience_mode: pick("audience_mode", "todos"),
    audience_areas: pick("audience_areas", []),
    audience_ids: pick("audience_ids", []),
    programa_id: pick("programa_id", null),
    sesion_id: pick("sesion_id", null),
    tema: pick("tema", null),
    mes_programado: pick("mes_programado", null)
  }
}

const quizJson = (questions: ReadonlyArray<Quiz.Question>, engine: string, meta: Readonly<Record<string, unknown>> = {}): Quiz.QuizJson => ({
  questions,
  meta: { ...meta, engine, prompt_version: engine === LanguageModel.RULES_ENGINE ? null : Generation.PROMPT_VERSION, total_points: Quiz.totalPoints(questions) }
})

/** full_auto: the model writes the content, the PDF is laid out and the quiz written from that content. */
const fullAuto = (id: string, input: Training.MaterialInput, v: Training.MaterialValues) =>
  Effect.gen(function*() {
    const model = yield* LanguageModel.LanguageModel
    if (!model.available) return yield* new Errors.ServiceUnavailable({ detail: Training.Texts.fullAutoNeedsModel })
    const p = input.auto_full_params ?? {}
    const content = (yield* Generation.content({
      titulo: v.titulo,
      descripcion: p.descripcion ?? v.descripcion,
      objetivos: p.objetivos ?? null,
      publico: p.publico ?? null,
      duracion: p.duracion ?? null,
      extras: p.extras ?? null
    }).pipe(Effect.mapError(llm))).value
    const doc: Pdf.MaterialDocument = {
      titulo: v.titulo,
      descripcion: content.descripcion,
      publico: p.publico ?? content.meta.audience,
      duracion: p.duracion ?? content.meta.duration,
      fecha: (yield* nowIso).slice(0, 10),
      secciones: content.secciones,
      bibliografia: content.bibliografia
    }
    const text = Pdf.materialText(doc)
    const pdf = yield* Effect.promise(() => Pdf.materialPdf(doc))
    const n = Training.questionCount(p.quiz_num_questions ?? input.quiz_num_questions)
    const quiz = yield* Generation.modelQuiz(text, n, p.quiz_types ?? input.quiz_types ?? []).pipe(Effect.mapError(llm))
    yield* (yield* FileStorage.FileStorage).put(pdfKey(id), pdf).pipe(Effect.mapError((cause) => new Errors.StorageError({ cause })))
    return {
      ...v,
      tipo: v.tipo ?? "archivo",
      url: v.url ?? pdfPath(id),
      descripcion: v.descripcion ?? content.descripcion,
      contenido: text,
      pdf_key: pdfKey(id),
      quiz_json: quizJson(quiz.questions, quiz.model, content.meta)
    } satisfies Training.MaterialValues
  })

/** ai_from_material: a quiz from the material's text (the body's material_text, else its content or description). */
const fromMaterial = (input: Training.MaterialInput, v: Training.MaterialValues) =>
  Effect.gen(function*() {
    const text = input.material_text ?? v.contenido ?? v.descripcion ?? ""
    const n = Training.questionCount(input.quiz_num_questions)
    const generated = yield* Generation.quiz(text, n, input.quiz_types ?? []).pipe(Effect.mapError(llm))
    if (generated.questions.length === 0) return yield* new Errors.BadRequest({ detail: Training.Texts.noSourceText })
    return { ...v, contenido: v.contenido ?? input.material_text ?? null, quiz_json: quizJson(generated.questions, generated.engine, v.quiz_json?.meta ?? {}) } satisfies Training.MaterialValues
  })

const write = <A>(action: string, id: string, by: User.Principal, changes: unknown, work: Effect.Effect<A, Errors.DomainError, TrainingServices>) =>
  Effect.flatMap(Transactor.Transactor, (tx) =>
    tx.transaction(Effect.gen(function*() {
      const out = yield* work
      yield* (yield* AuditLog.AuditLog).append({ action, entity: "training_material", entity_id: id, actor: { id: by.id, email: by.email }, changes })
      return out
    })))

/** Changes worth auditing: the body without the source text (it can be long) and the quiz by size. */
const auditOf = (v: Training.MaterialValues) => ({ ...v, contenido: v.contenido === null ? null : `${v.contenido.length} caracteres`, quiz_json: v.quiz_json === null ? null : { preguntas: v.quiz_json.questions.length, engine: v.quiz_json.meta.engine ?? null } })

/** `POST /capacitacion/materiales`: manual, full_auto (model required) or ai_from_material. */
export const createMaterial = (body: unknown, by: User.Principal): UseCase<Training.Material> =>
  Effect.gen(function*() {
    const input = yield* decode(Training.materialInput, body)
    let v = values(input)
    yield* checkLinks(v)
    const id = randomUUID()
    if (v.generation_mode === "full_auto") v = yield* fullAuto(id, input, v)
    else if (v.generation_mode === "ai_from_material") v = yield* fromMaterial(input, v)
    const done = v
    return yield* write("TRAINING_MATERIAL_CREATE", id, by, auditOf(done), Effect.flatMap(TrainingRepository, (r) => r.insertMaterial(id, done)))
  })

/** `PUT /capacitacion/materiales/{id}`: any subset of the fields; `ai_from_material` with `material_text` regenerates the quiz. */
export const updateMaterial = (id: string, body: unknown, by: User.Principal): UseCase<Training.Material> =>
  Effect.gen(function*() {
    const before = yield* getMaterial(id)
    const input = yield* decode(Training.materialInput, typeof body === "object" && body !== null && !Array.isArray(body) ? { titulo: before.titulo, ...body } : body)
    let v = values(input, before)
    yield* checkLinks(v)
    if (v.generation_mode === "ai_from_material" && input.material_text) v = yield* fromMaterial(input, v)
    const done = v
    return yield* write("TRAINING_MATERIAL_UPDATE", id, by, auditOf(done), Effect.flatMap(TrainingRepository, (r) => r.updateMaterial(id, done)).pipe(
      Effect.flatMap(Option.match({ onNone: () => Effect.fail(notFound()), onSome: Effect.succeed }))
    ))
  })

/** `DELETE /capacitacion/materiales/{id}` (attempts and completions go with it; the PDF file afterwards). */
export const deleteMaterial = (id: string, by: User.Principal): UseCase<{ readonly ok: true; readonly deleted_id: string }> =>
  Effect.gen(function*() {
    const gone = yield* write("TRAINING_MATERIAL_DELETE", id, by, null, Effect.flatMap(TrainingRepository, (r) => r.deleteMaterial(id)).pipe(
      Effect.flatMap(Option.match({ onNone: () => Effect.fail(notFound()), onSome: Effect.succeed }))
    ))
    if (gone.pdf_key !== null) yield* (yield* FileStorage.FileStorage).remove(gone.pdf_key).pipe(Effect.ignore)
    return { ok: true as const, deleted_id: id }
  })

/** `GET /capacitacion/materiales/{id}/pdf`: the generated PDF. */
export const materialPdf = (id: string): UseCase<Uint8Array> =>
  Effect.gen(function*() {
    const m = yield* getMaterial(id)
    if (m.pdf_key === null) return yield* notFound()
    const bytes = yield* (yield* FileStorage.FileStorage).get(m.pdf_key).pipe(Effect.mapError((cause) => new Errors.StorageError({ cause })))
    return yield* Option.match(bytes, { onNone: () => Effect.fail(notFound()), onSome: Effect.succeed })
  })

/** `POST /capacitacion/quiz/generate` → `{questions, total_points, meta: {engine}}`. */
export const generateQuiz = (body: unknown) =>
  Effect.gen(function*() {
    const input = yield* decode(Training.generateInput, body)
    const generated = yield* Generation.quiz(input.material_text!, Training.questionCount(input.num_questions), input.question_types ?? []).pipe(Effect.mapError(llm))
    if (generated.questions.length === 0) return yield* new Errors.BadRequest({ detail: Training.Texts.noSourceText })
    return { questions: generated.questions, total_points: Quiz.totalPoints(generated.questions), meta: { engine: generated.engine } }
  })

/** `POST /capacitacion/materiales/{id}/redistribute-points`: the points rule over the quiz, saved. */
export const redistributePoints = (id: string, by: User.Principal): UseCase<Training.Material> =>
  Effect.gen(function*() {
    const m = yield* getMaterial(id)
    if (!Quiz.hasQuestions(m.quiz_json)) return yield* new Errors.BadRequest({ detail: Training.Texts.noQuiz })
    const questions = Quiz.redistribute(m.quiz_json.questions)
    const v: Training.MaterialValues = { ...m, quiz_json: { questions, meta: { ...m.quiz_json.meta, total_points: Quiz.TOTAL_POINTS } } }
    return yield* write("TRAINING_MATERIAL_POINTS", id, by, { points: questions.map((q) => q.points) }, Effect.flatMap(TrainingRepository, (r) => r.updateMaterial(id, v)).pipe(
      Effect.flatMap(Option.match({ onNone: () => Effect.fail(notFound()), onSome: Effect.succeed }))
    ))
  })
