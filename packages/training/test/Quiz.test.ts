import { describe, expect, it } from "vitest"
import { Quiz, QuizRules } from "../src/index.js"

const quiz = (questions: ReadonlyArray<unknown>) => {
  const parsed = Quiz.quizSchema.safeParse({ questions })
  if (!parsed.success || !parsed.data) throw new Error(JSON.stringify(parsed.error?.issues))
  return parsed.data
}

describe("points rule", () => {
  it("gives floor(20/n) each and one more to the first 20 mod n, for n = 1..20", () => {
    expect(Quiz.pointsFor(1)).toEqual([20])
    expect(Quiz.pointsFor(3)).toEqual([7, 7, 6])
    expect(Quiz.pointsFor(6)).toEqual([4, 4, 3, 3, 3, 3])
    expect(Quiz.pointsFor(10)).toEqual(Array(10).fill(2))
    expect(Quiz.pointsFor(20)).toEqual(Array(20).fill(1))
    for (let n = 1; n <= 20; n++) expect(Quiz.pointsFor(n).reduce((a, b) => a + b, 0)).toBe(20)
  })
  it("refuses n outside 1..20", () => {
    expect(() => Quiz.pointsFor(0)).toThrow(RangeError)
    expect(() => Quiz.pointsFor(21)).toThrow(RangeError)
  })
})

describe("grading", () => {
  const q = quiz([
    { id: "mc", type: "multiple_choice", text: "x", points: 10, options: [{ id: "a", correct: true }, { id: "b", correct: true }, { id: "c", correct: false }] },
    { id: "or", type: "ordering", text: "x", points: 10, options: [{ id: "1" }, { id: "2" }, { id: "3" }, { id: "4" }], correct_order: ["1", "2", "3", "4"] }
  ])
  it("gives multiple choice (right − wrong) / right, never below zero", () => {
    expect(Quiz.grade(q, { mc: ["a", "b"] }).detalle[0]!.earned).toBe(10)
    expect(Quiz.grade(q, { mc: ["a"] }).detalle[0]!.earned).toBe(5)
    expect(Quiz.grade(q, { mc: ["a", "c"] }).detalle[0]!.earned).toBe(0)
    expect(Quiz.grade(q, { mc: ["a", "b", "c"] }).detalle[0]!.earned).toBe(5)
  })
  it("gives ordering the share of right places, and scales the note to 20", () => {
    const g = Quiz.grade(q, { mc: ["a", "b"], or: ["1", "2", "4", "3"] })
    expect(g.detalle[1]!.earned).toBe(5)
    expect(g).toMatchObject({ nota: 15, correctas: 1, pendiente: false })
  })
  it("scales a quiz whose points do not total 20", () => {
    const small = quiz([{ id: "t", type: "true_false", text: "x", points: 3, answer: false }, { id: "u", type: "true_false", text: "y", points: 1, answer: true }])
    expect(Quiz.grade(small, { t: "Falso", u: false }).nota).toBe(15)
  })
  it("refuses structures the types do not allow", () => {
    const bad = Quiz.quizSchema.safeParse({ questions: [{ type: "single_choice", text: "x", options: [{ id: "a", correct: true }, { id: "b", correct: true }] }] })
    expect(bad.success).toBe(false)
    expect(Quiz.quizSchema.safeParse({ questions: [{ type: "matching", text: "x", pairs: [{ left: "a", right: "b" }] }] }).success).toBe(false)
  })
})

describe("rules-built questions", () => {
  const text = "La farmacovigilancia detecta y previene reacciones adversas a medicamentos. Toda sospecha grave debe notificarse en 15 días calendario como máximo. " +
    "El evaluador revisa la causalidad con el algoritmo de ocho criterios. Los duplicados se identifican comparando iniciales, fechas y producto. " +
    "El informe periódico resume los casos recibidos durante el periodo."
  it("are the same for the same text, valid, and total 20", () => {
    const a = QuizRules.build(text, 4, ["single_choice", "true_false"])
    expect(a).toEqual(QuizRules.build(text, 4, ["single_choice", "true_false"]))
    expect(a.reduce((s, x) => s + x.points, 0)).toBe(20)
    expect(Quiz.quizSchema.safeParse({ questions: a }).success).toBe(true)
  })
  it("keep numbers' sentences false by changing the number", () => {
    const tf = QuizRules.build(text, 5, ["true_false"]).find((q) => q.text.includes("días") && q.answer === false)
    if (tf) expect(tf.text).not.toContain(" 15 ")
  })
})
