/**
 * The quiz engine (service-spec "Quiz question", decisions.md "Training"): the eight question types,
 * the structure a stored quiz must have, the points rule (20 points over n questions), and the
 * grading of an attempt out of 20.
 *
 * Partial credit, per question (the fraction of its points earned):
 * - single_choice, true_false: all or nothing.
 * - multiple_choice, and image_select with several correct images: (correct picked − wrong picked) /
 *   correct options, never below 0 — guessing every option earns nothing.
 * - ordering: the share of positions holding the right option.
 * - matching: the share of left items paired with their right item.
 * - short_text, long_text: graded by the language model when one is configured (a fraction it gives),
 *   else left for a person: the attempt is pending until then.
 * The note is 20 × earned / total points, rounded to two decimals, so a quiz whose points were
 * edited away from 20 still grades out of 20.
 */
import { Fields, Validation } from "@atalaya/core"
import { z } from "zod"

/** Question types, as the spec names them. */
export const TYPES = ["single_choice", "multiple_choice", "true_false", "short_text", "long_text", "image_select", "ordering", "matching"] as const
/** A question type. */
export type QuestionType = (typeof TYPES)[number]

/** Types graded without a person or a model. */
export const AUTO_GRADED: ReadonlyArray<QuestionType> = ["single_choice", "multiple_choice", "true_false", "image_select", "ordering", "matching"]
/** Free-text types: graded by the model, else by a person. */
export const FREE_TEXT: ReadonlyArray<QuestionType> = ["short_text", "long_text"]

/** The points of every quiz. */
export const TOTAL_POINTS = 20
/** At most this many questions (one point each at least). */
export const MAX_QUESTIONS = 20
/** Questions of a generated quiz when the request names no number. */
export const DEFAULT_QUESTIONS = 10

/** One option of a choice, ordering or image question. */
export interface Option {
  readonly id: string
  readonly text: string
  readonly correct: boolean
  readonly image_url?: string
}

/** One left/right pair of a matching question. */
export interface Pair {
  readonly left: string
  readonly right: string
}

/** One question as stored. */
export interface Question {
  readonly id: string
  readonly type: QuestionType
  readonly text: string
  readonly points: number
  readonly options: ReadonlyArray<Option>
  readonly answer?: boolean
  readonly explanation?: string
  readonly correct_order?: ReadonlyArray<string>
  readonly pairs?: ReadonlyArray<Pair>
}

/** A quiz as stored in `quiz_json`: questions and free meta (description, objectives, engine…). */
export interface QuizJson {
  readonly questions: ReadonlyArray<Question>
  readonly meta: Readonly<Record<string, unknown>>
}

/**
 * Points for n questions (decisions.md): each gets floor(20/n), the first (20 mod n) one more.
 * Throws for n outside 1..20: callers validate n first.
 */
export const pointsFor = (n: number): ReadonlyArray<number> => {
  if (!Number.isInteger(n) || n < 1 || n > MAX_QUESTIONS) throw new RangeError(`pointsFor: n must be 1..${MAX_QUESTIONS}`)
  const base = Math.floor(TOTAL_POINTS / n)
  const extra = TOTAL_POINTS % n
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0))
}

/** The questions with their points set by {@link pointsFor}. */
export const redistribute = (questions: ReadonlyArray<Question>): ReadonlyArray<Question> => {
  const points = pointsFor(questions.length)
  return questions.map((q, i) => ({ ...q, points: points[i]! }))
}

/** The sum of the questions' points. */
export const totalPoints = (questions: ReadonlyArray<Question>): number => questions.reduce((s, q) => s + q.points, 0)

/** A structure problem of a question: where (below `questions`) and what. */
interface Problem {
  readonly path: ReadonlyArray<string | number>
  readonly msg: string
}

const text = Fields.text(Fields.LONG_TEXT, "notNull")
const optionSchema = Fields.record({
  id: Fields.text(64, "required"),
  text: Fields.text(Fields.LONG_TEXT),
  correct: Fields.boolean(),
  image_url: Fields.text(2048)
})
const pairSchema = Fields.record({ left: Fields.text(Fields.LONG_TEXT, "required"), right: Fields.text(Fields.LONG_TEXT, "required") })

const questionFields = Fields.record({
  id: Fields.text(64),
  type: Fields.enumeration(TYPES, {}, "required"),
  text: Fields.text(Fields.LONG_TEXT, "required"),
  points: Fields.integer("optional", 0, TOTAL_POINTS),
  options: Fields.list(optionSchema),
  answer: Fields.boolean(),
  explanation: text.optional(),
  correct_order: Fields.list(Fields.text(64, "required")).transform((xs) => xs?.filter((x): x is string => typeof x === "string")),
  pairs: Fields.list(pairSchema)
})

type RawQuestion = z.output<typeof questionFields>

/** Checks one question's shape by type; returns the question in stored form. */
const checkQuestion = (q: RawQuestion, index: number, problems: Array<Problem>): Question => {
  const issue = (path: ReadonlyArray<string | number>, msg: string) => problems.push({ path, msg })
  const type = q.type!
  const options: Array<Option> = (q.options ?? []).map((o) => ({
    id: o.id!,
    text: o.text ?? "",
    correct: o.correct ?? false,
    ...(o.image_url ? { image_url: o.image_url } : {})
  }))
  const at = (field: string) => [index, field]
  const ids = new Set(options.map((o) => o.id))
  if (ids.size !== options.length) issue(at("options"), "Las opciones deben tener identificadores distintos")
  const correct = options.filter((o) => o.correct).length
  const out: { -readonly [K in keyof Question]: Question[K] } = { id: q.id ?? `q${index + 1}`, type, text: q.text!, points: q.points ?? -1, options }
  switch (type) {
    case "single_choice":
      if (options.length < 2) issue(at("options"), "Se necesitan al menos 2 opciones")
      if (correct !== 1) issue(at("options"), "Debe haber exactamente una opción correcta")
      break
    case "multiple_choice":
      if (options.length < 2) issue(at("options"), "Se necesitan al menos 2 opciones")
      if (correct < 2) issue(at("options"), "Debe haber al menos 2 opciones correctas")
      break
    case "image_select":
      if (options.length < 2) issue(at("options"), "Se necesitan al menos 2 opciones")
      if (options.some((o) => o.image_url === undefined)) issue(at("options"), "Cada opción necesita image_url")
      if (correct < 1) issue(at("options"), "Debe haber al menos una opción correcta")
      break
    case "true_false":
      if (q.answer === undefined || q.answer === null) issue(at("answer"), "field required")
      else out.answer = q.answer
      out.options = [{ id: "true", text: "Verdadero", correct: q.answer === true }, { id: "false", text: "Falso", correct: q.answer === false }]
      break
    case "short_text":
    case "long_text":
      if (q.explanation) out.explanation = q.explanation
      break
    case "ordering": {
      const order = q.correct_order ?? []
      if (options.length < 2) issue(at("options"), "Se necesitan al menos 2 opciones")
      if (order.length !== options.length || new Set(order).size !== order.length || order.some((id) => !ids.has(id))) {
        issue(at("correct_order"), "correct_order debe nombrar cada opción una vez")
      }
      out.correct_order = order
      break
    }
    case "matching": {
      const pairs = (q.pairs ?? []).map((p) => ({ left: p.left!, right: p.right! }))
      if (pairs.length < 2) issue(at("pairs"), "Se necesitan al menos 2 pares")
      if (new Set(pairs.map((p) => p.left)).size !== pairs.length || new Set(pairs.map((p) => p.right)).size !== pairs.length) {
        issue(at("pairs"), "Los pares no pueden repetir elementos")
      }
      out.pairs = pairs
      break
    }
  }
  return out
}

/**
 * A quiz's structure (`quiz_json`): at most 20 questions, each valid for its type, ids unique
 * (given ids kept, missing ones numbered). When any question has no points, the points rule sets
 * all of them; points given for every question are kept even if they do not total 20 (a manager
 * edits in steps; `redistribute-points` sets the rule; grading scales to 20).
 */
export const quizSchema = z.unknown().transform((value, ctx): QuizJson | null | undefined => {
  if (value === undefined) return undefined
  if (value === null) return null
  if (!Fields.isPlainObject(value)) {
    Validation.report(ctx, Validation.Messages.dict)
    return z.NEVER
  }
  const list = Fields.list(questionFields).safeParse(value.questions ?? [])
  if (!list.success) {
    for (const i of list.error.issues) ctx.addIssue({ ...(i as z.core.$ZodIssueCustom), code: "custom", path: ["questions", ...i.path] })
    return z.NEVER
  }
  const raw = list.data ?? []
  if (raw.length > MAX_QUESTIONS) {
    ctx.addIssue({ code: "custom", message: `ensure this value has at most ${MAX_QUESTIONS} items`, path: ["questions"], params: { type: "value_error.list.max_items" } })
    return z.NEVER
  }
  const problems: Array<Problem> = []
  let questions = raw.map((q, i) => checkQuestion(q, i, problems))
  if (new Set(questions.map((q) => q.id)).size !== questions.length) problems.push({ path: [], msg: "Las preguntas deben tener identificadores distintos" })
  if (problems.length > 0) {
    for (const p of problems) ctx.addIssue({ code: "custom", message: p.msg, path: ["questions", ...p.path], params: { type: "value_error" } })
    return z.NEVER
  }
  if (questions.length > 0 && questions.some((q) => q.points < 0)) questions = [...redistribute(questions)]
  const meta = Fields.isPlainObject(value.meta) ? value.meta : {}
  return { questions, meta }
})

/** An attempt's answer to one question, as sent (`respuestas[question_id]`). */
export type Answer = unknown

/** How one question was graded. */
export interface QuestionGrade {
  readonly id: string
  readonly points: number
  /** Points earned; null while a free-text answer waits for a person. */
  readonly earned: number | null
  readonly correct: boolean
}

/** A graded attempt before storage. */
export interface Grade {
  /** Out of 20, two decimals; with pending questions, the note of the graded ones so far. */
  readonly nota: number
  /** Questions answered fully right. */
  readonly correctas: number
  readonly pendiente: boolean
  readonly detalle: ReadonlyArray<QuestionGrade>
}

const asIds = (value: unknown): ReadonlyArray<string> =>
  Array.isArray(value) ? value.filter((v): v is string | number => typeof v === "string" || typeof v === "number").map(String) : typeof value === "string" ? [value] : []

const asBool = (value: unknown): boolean | null => {
  if (typeof value === "boolean") return value
  if (typeof value === "string") {
    const f = Fields.fold(value)
    if (["true", "verdadero", "v", "si"].includes(f)) return true
    if (["false", "falso", "f", "no"].includes(f)) return false
  }
  return null
}

/** The pairs an answer gives: `[{left, right}]` or `{left: right}`. */
const asPairs = (value: unknown): ReadonlyArray<Pair> => {
  if (Array.isArray(value)) {
    return value.flatMap((p) => (Fields.isPlainObject(p) && typeof p.left === "string" && typeof p.right === "string" ? [{ left: p.left, right: p.right }] : []))
  }
  if (Fields.isPlainObject(value)) return Object.entries(value).flatMap(([left, right]) => (typeof right === "string" ? [{ left, right }] : []))
  return []
}

/** The fraction (0..1) an auto-graded answer earns; null for free text. */
export const fraction = (q: Question, answer: Answer): number | null => {
  switch (q.type) {
    case "single_choice": {
      const picked = asIds(answer)
      return picked.length === 1 && q.options.some((o) => o.id === picked[0] && o.correct) ? 1 : 0
    }
    case "true_false":
      return asBool(answer) === q.answer ? 1 : 0
    case "multiple_choice":
    case "image_select": {
      const picked = new Set(asIds(answer))
      const right = q.options.filter((o) => o.correct)
      if (q.type === "image_select" && right.length === 1) return picked.size === 1 && picked.has(right[0]!.id) ? 1 : 0
      const hits = right.filter((o) => picked.has(o.id)).length
      const wrong = q.options.filter((o) => !o.correct && picked.has(o.id)).length
      return Math.max(0, (hits - wrong) / right.length)
    }
    case "ordering": {
      const order = q.correct_order ?? []
      const given = asIds(answer)
      return order.length === 0 ? 0 : order.filter((id, i) => given[i] === id).length / order.length
    }
    case "matching": {
      const pairs = q.pairs ?? []
      const given = new Map(asPairs(answer).map((p) => [p.left, p.right]))
      return pairs.length === 0 ? 0 : pairs.filter((p) => given.get(p.left) === p.right).length / pairs.length
    }
    case "short_text":
    case "long_text":
      return null
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100

/**
 * Grades answers (`{question_id: answer}`) against a quiz. `freeText` gives the fraction a grader
 * (the model) assigned to free-text answers by question id; those absent stay pending.
 */
export const grade = (quiz: QuizJson, answers: Readonly<Record<string, Answer>>, freeText: ReadonlyMap<string, number> = new Map()): Grade => {
  const detalle = quiz.questions.map((q): QuestionGrade => {
    const given = Object.hasOwn(answers, q.id) ? answers[q.id] : undefined
    let f = fraction(q, given)
    if (f === null) {
      const blank = given === undefined || given === null || (typeof given === "string" && given.trim() === "")
      f = blank ? 0 : freeText.get(q.id) ?? null
    }
    return f === null
      ? { id: q.id, points: q.points, earned: null, correct: false }
      : { id: q.id, points: q.points, earned: round2(q.points * f), correct: f >= 1 }
  })
  return summarize(detalle)
}

/** The note, correct count and pending flag of graded questions. */
export const summarize = (detalle: ReadonlyArray<QuestionGrade>): Grade => {
  const total = detalle.reduce((s, d) => s + d.points, 0)
  const earned = detalle.reduce((s, d) => s + (d.earned ?? 0), 0)
  return {
    nota: total === 0 ? 0 : round2((TOTAL_POINTS * earned) / total),
    correctas: detalle.filter((d) => d.correct).length,
    pendiente: detalle.some((d) => d.earned === null),
    detalle
  }
}

/** The quiz as an employee sees it: no correct flags, answers, orders or pairs. */
export const forTaker = (quiz: QuizJson): unknown => ({
  meta: quiz.meta,
  questions: quiz.questions.map((q) => ({
    id: q.id,
    type: q.type,
    text: q.text,
    points: q.points,
    options: q.options.map((o) => ({ id: o.id, text: o.text, ...(o.image_url ? { image_url: o.image_url } : {}) })),
    ...(q.pairs ? { left: q.pairs.map((p) => p.left), right: q.pairs.map((p) => p.right).sort((a, b) => a.localeCompare(b)) } : {})
  }))
})

/** Whether a quiz has questions. */
export const hasQuestions = (quiz: QuizJson | null | undefined): quiz is QuizJson => (quiz?.questions.length ?? 0) > 0
