/**
 * Generation through the `LanguageModel` port (service-spec "Generation rules"): a full_auto
 * material's structured content (≥ 3 sections and a bibliography, then a PDF of ≥ 3 pages), quizzes
 * from a text, and the grading of free-text answers. Answers are validated by zod (the adapter) and
 * then by the quiz engine; points always follow the points rule, whatever the model proposes.
 * Without a model, quizzes come from {@link QuizRules} and full_auto is refused (the caller's 503).
 */
import { LanguageModel } from "@atalaya/core"
import { Effect } from "effect"
import { z } from "zod"
import { pointsFor, type Question, type QuestionType, quizSchema, TYPES } from "./Quiz.js"
import * as QuizRules from "./QuizRules.js"

/** Prompt version label stored in quiz_json.meta. */
export const PROMPT_VERSION = "capacitacion-v1"

/** The content a model writes for a full_auto material. */
export const contentSchema = z.object({
  titulo: z.string().min(1),
  descripcion: z.string().min(1),
  secciones: z.array(z.object({ titulo: z.string().min(1), parrafos: z.array(z.string().min(1)).min(1) })).min(3),
  bibliografia: z.array(z.string().min(1)).min(1),
  meta: z.object({
    description: z.string(),
    objectives: z.array(z.string()),
    audience: z.string(),
    duration: z.string(),
    context_lines: z.array(z.string())
  })
})
/** A full_auto material's content. */
export type Content = z.infer<typeof contentSchema>

const modelQuestion = z.object({
  id: z.string(),
  type: z.enum(TYPES),
  text: z.string().min(1),
  options: z.array(z.object({ id: z.string(), text: z.string(), correct: z.boolean(), image_url: z.string().nullable() })),
  answer: z.boolean().nullable(),
  explanation: z.string().nullable(),
  correct_order: z.array(z.string()).nullable(),
  pairs: z.array(z.object({ left: z.string(), right: z.string() })).nullable()
})
/** The quiz a model writes (points are set afterwards by the rule). */
export const quizAnswerSchema = z.object({ questions: z.array(modelQuestion).min(1) })

/** Fractions a model gives free-text answers. */
export const gradingSchema = z.object({ notas: z.array(z.object({ id: z.string(), fraccion: z.number().min(0).max(1) })) })

const TYPE_RULES = `Tipos: single_choice (una opción correcta), multiple_choice (al menos 2 correctas), true_false (answer), short_text y long_text (explanation: respuesta esperada), image_select (options con image_url), ordering (correct_order: ids de options en orden), matching (pairs left/right).`

/** A quiz failed the engine's structure checks (502 at the edge). */
const invalidQuiz = () => new LanguageModel.LanguageModelFailed({ reason: "cuestionario inválido" })

/** The model's questions checked by the quiz engine, cut to `n`, with the rule's points. */
export const checkedQuiz = (raw: z.infer<typeof quizAnswerSchema>, n: number): Effect.Effect<ReadonlyArray<Question>, LanguageModel.LanguageModelFailed> => {
  const cleaned = raw.questions.slice(0, n).map((q, i) => {
    const out: Record<string, unknown> = { id: q.id || `q${i + 1}`, type: q.type, text: q.text, options: q.options.map((o) => ({ id: o.id, text: o.text, correct: o.correct, ...(o.image_url ? { image_url: o.image_url } : {}) })) }
    if (q.answer !== null) out.answer = q.answer
    if (q.explanation !== null) out.explanation = q.explanation
    if (q.correct_order !== null) out.correct_order = q.correct_order
    if (q.pairs !== null) out.pairs = q.pairs
    return out
  })
  const parsed = quizSchema.safeParse({ questions: cleaned })
  if (!parsed.success || parsed.data === null || parsed.data === undefined) return Effect.fail(invalidQuiz())
  const points = pointsFor(parsed.data.questions.length)
  return Effect.succeed(parsed.data.questions.map((q, i) => ({ ...q, points: points[i]! })))
}

/** The full_auto material's content from its parameters. */
export const content = (params: { readonly titulo: string; readonly descripcion: string | null; readonly objetivos: string | null; readonly publico: string | null; readonly duracion: string | null; readonly extras: string | null }) =>
  Effect.flatMap(LanguageModel.LanguageModel, (model) =>
    model.complete({
      task: "training_material",
      system: "Eres un especialista en farmacovigilancia que escribe material de capacitación en español para personal de salud. " +
        "Escribe al menos 3 secciones con párrafos completos (unas 1200 palabras en total), citas reales en la bibliografía y meta con context_lines (1 a 3 líneas breves para el certificado).",
      prompt: JSON.stringify(params),
      schema: contentSchema,
      schemaName: "training_material",
      promptVersion: PROMPT_VERSION
    }))

/** Questions from a text by the model. */
export const modelQuiz = (text: string, n: number, types: ReadonlyArray<QuestionType>) =>
  Effect.flatMap(LanguageModel.LanguageModel, (model) =>
    model.complete({
      task: "training_quiz",
      system: `Escribe un cuestionario en español sobre el texto dado, solo con lo que el texto dice. ${TYPE_RULES} Usa ids q1, q2… para preguntas y o1, o2… para opciones.`,
      prompt: JSON.stringify({ texto: text, numero_preguntas: n, tipos: types.length > 0 ? types : ["single_choice", "multiple_choice", "true_false"] }),
      schema: quizAnswerSchema,
      schemaName: "training_quiz",
      promptVersion: PROMPT_VERSION
    }).pipe(Effect.flatMap((c) => Effect.map(checkedQuiz(c.value, n), (questions) => ({ questions, model: c.model }))))
  )

/** What a quiz generation answers: its questions and the engine (the model's name, or `reglas`). */
export interface GeneratedQuiz {
  readonly questions: ReadonlyArray<Question>
  readonly engine: string
}

/** A quiz from `text`: by the model when one is configured, else by rules. */
export const quiz = (text: string, n: number, types: ReadonlyArray<QuestionType>): Effect.Effect<GeneratedQuiz, LanguageModel.LanguageModelError, LanguageModel.LanguageModel> =>
  Effect.flatMap(LanguageModel.LanguageModel, (model) =>
    model.available
      ? Effect.map(modelQuiz(text, n, types), (r) => ({ questions: r.questions, engine: r.model }))
      : Effect.succeed({ questions: QuizRules.build(text, n, types), engine: LanguageModel.RULES_ENGINE }))

/**
 * Fractions for free-text answers by the model, by question id; empty without a model (a person
 * grades them) or when the model fails (the attempt stays pending rather than failing).
 */
export const gradeFreeText = (items: ReadonlyArray<{ readonly id: string; readonly pregunta: string; readonly esperado: string | null; readonly respuesta: string }>) =>
  Effect.flatMap(LanguageModel.LanguageModel, (model) => {
    if (!model.available || items.length === 0) return Effect.succeed(new Map<string, number>())
    return model.complete({
      task: "training_grading",
      system: "Califica cada respuesta de 0 a 1 (fraccion) según cuánto coincide con lo esperado. Responde solo las fracciones.",
      prompt: JSON.stringify(items),
      schema: gradingSchema,
      schemaName: "training_grading",
      promptVersion: PROMPT_VERSION
    }).pipe(
      Effect.map((c) => new Map(c.value.notas.filter((n) => items.some((i) => i.id === n.id)).map((n) => [n.id, n.fraccion]))),
      Effect.orElseSucceed(() => new Map<string, number>())
    )
  })
