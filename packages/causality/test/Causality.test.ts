import { describe, expect, it } from "vitest"
import { Causality } from "../src/index.js"
import { check, issues, valid } from "@atalaya/testing/SchemaChecks"

const criterios = (scores: Partial<Record<Causality.Criterio, number>>, extra: Record<string, unknown> = {}) =>
  Object.fromEntries(Causality.CRITERIOS.map((c) => [c, { score: scores[c] ?? 0, rationale: `r ${c}`, ...extra }]))

describe("criteria and ranges (decisions.md 'Causality (kl)')", () => {
  it("has the eight keys with their ranges; the highest total is 15", () => {
    expect(Causality.CRITERIOS).toEqual([
      "temporalidad", "conocimiento_previo", "dechallenge", "rechallenge", "alternativas", "factores_contribuyentes", "exploraciones", "plausibilidad"
    ])
    expect(Object.fromEntries(Causality.CRITERIOS.map((c) => [c, Causality.RANGOS[c].max]))).toEqual({
      temporalidad: 2, conocimiento_previo: 2, dechallenge: 2, rechallenge: 3, alternativas: 2, factores_contribuyentes: 1, exploraciones: 1, plausibilidad: 2
    })
    expect(Causality.CRITERIOS.every((c) => Causality.RANGOS[c].min === 0)).toBe(true)
    expect(Causality.MAX_TOTAL).toBe(15)
    expect(Causality.inRange("rechallenge", 3)).toBe(true)
    expect(Causality.inRange("temporalidad", 3)).toBe(false)
    expect(Causality.inRange("exploraciones", 0.5)).toBe(false)
  })
})

describe("classify: bands of the spec", () => {
  it.each([
    [15, "Definida"], [9, "Definida"], [8, "Probable"], [6, "Probable"], [5, "Posible"], [3, "Posible"],
    [2, "Improbable"], [1, "Improbable"], [0, "Condicional"], [-1, "Improbable"], [-4, "Improbable"]
  ] as const)("total %i is %s", (total, expected) => {
    expect(Causality.classify(total)).toBe(expected)
  })

  it("a set marked not evaluable is Inclasificable whatever its total", () => {
    expect(Causality.classify(12, false)).toBe("Inclasificable")
    expect(Causality.classify(0, false)).toBe("Inclasificable")
  })

  it("evaluate totals the criteria", () => {
    const scored = criterios({ temporalidad: 2, dechallenge: 2, rechallenge: 3, conocimiento_previo: 2 }) as unknown as Causality.Criterios
    expect(Causality.evaluate(scored)).toMatchObject({ score_total: 9, clasificacion: "Definida", evaluable: true })
    expect(Causality.evaluate(scored, false)).toMatchObject({ score_total: 9, clasificacion: "Inclasificable", evaluable: false })
  })
})

describe("KlConfirm: the confirmation body", () => {
  it("accepts the eight criteria, numbers sent as text, and optional fields", () => {
    const body = { criterios: criterios({ temporalidad: 2, rechallenge: 3 }), rationale_global_qf: " Revisado ", modelo_llm: "reglas", version_prompt: "kl-v1" }
    const parsed = valid(Causality.KlConfirm, { ...body, criterios: { ...body.criterios, exploraciones: { score: "1" } } })
    expect(parsed.criterios.temporalidad).toEqual({ score: 2, rationale: "r temporalidad" })
    expect(parsed.criterios.exploraciones).toEqual({ score: 1 })
    expect(parsed.rationale_global_qf).toBe("Revisado")
  })

  it("answers a score out of its range with the criterion's location and pydantic wording", () => {
    expect(issues(Causality.KlConfirm, { criterios: criterios({ temporalidad: 3, rechallenge: 4, exploraciones: -1 }) })).toEqual([
      { loc: ["body", "criterios", "temporalidad", "score"], msg: "ensure this value is less than or equal to 2", type: "value_error.number.not_le" },
      { loc: ["body", "criterios", "rechallenge", "score"], msg: "ensure this value is less than or equal to 3", type: "value_error.number.not_le" },
      { loc: ["body", "criterios", "exploraciones", "score"], msg: "ensure this value is greater than or equal to 0", type: "value_error.number.not_ge" }
    ])
  })

  it("requires criterios, every criterion and every score; refuses non-integers", () => {
    expect(issues(Causality.KlConfirm, {})).toEqual([{ loc: ["body", "criterios"], msg: "field required", type: "value_error.missing" }])
    const { plausibilidad: _drop, ...seven } = criterios({})
    expect(issues(Causality.KlConfirm, { criterios: seven })).toEqual([
      { loc: ["body", "criterios", "plausibilidad"], msg: "field required", type: "value_error.missing" }
    ])
    expect(issues(Causality.KlConfirm, { criterios: { ...criterios({}), dechallenge: { rationale: "x" } } })).toEqual([
      { loc: ["body", "criterios", "dechallenge", "score"], msg: "field required", type: "value_error.missing" }
    ])
    expect(issues(Causality.KlConfirm, { criterios: { ...criterios({}), dechallenge: { score: 1.5 } } })).toEqual([
      { loc: ["body", "criterios", "dechallenge", "score"], msg: "value is not a valid integer", type: "type_error.integer" }
    ])
    expect(issues(Causality.KlConfirm, { criterios: [] })).toEqual([{ loc: ["body", "criterios"], msg: "value is not a valid dict", type: "type_error.dict" }])
    expect(issues(Causality.KlConfirm, { criterios: criterios({}, { score_sys: 9 }) })[0]).toEqual({
      loc: ["body", "criterios", "temporalidad", "score_sys"], msg: "ensure this value is less than or equal to 2", type: "value_error.number.not_le"
    })
    expect(issues(Causality.KlConfirm, { criterios: criterios({}), score_total_sys: 16 })).toEqual([
      { loc: ["body", "score_total_sys"], msg: "ensure this value is less than or equal to 15", type: "value_error.number.not_le" }
    ])
  })
})

describe("recordOf: totals and classifications recomputed on the server", () => {
  const context = { icsr_id: 7, producto_evaluado: "Amoxicilina", created_by: 3 }
  const parse = (body: unknown) => {
    const out = check(Causality.KlConfirm, body)
    if (!out.ok) throw new Error(JSON.stringify(out.issues))
    return out.value
  }

  it("ignores the client's QF total and classification: they follow the criteria (rule 2)", () => {
    const r = Causality.recordOf(parse({
      criterios: criterios({ temporalidad: 2, conocimiento_previo: 2, dechallenge: 2 }),
      score_total_qf: 15,
      clasificacion_qf: "Definida"
    }), context)
    expect(r).toMatchObject({ score_total_qf: 6, clasificacion_qf: "Probable", icsr_id: 7, producto_evaluado: "Amoxicilina", created_by: 3, evaluable: true })
  })

  it("the system total is the sum of score_sys when every criterion has one, else the client's total checked to 0-15", () => {
    const withSys = Causality.recordOf(parse({ criterios: criterios({ temporalidad: 2 }, { score_sys: 1 }), score_total_sys: 2 }), context)
    expect(withSys).toMatchObject({ score_total_sys: 8, clasificacion_sys: "Probable", score_total_qf: 2, clasificacion_qf: "Improbable" })
    expect(withSys.criterios.temporalidad).toEqual({ score: 2, rationale: "r temporalidad", score_sys: 1 })
    const given = Causality.recordOf(parse({ criterios: criterios({}), score_total_sys: 4, clasificacion_sys: "Definida" }), context)
    expect(given).toMatchObject({ score_total_sys: 4, clasificacion_sys: "Posible", score_total_qf: 0, clasificacion_qf: "Condicional" })
    const none = Causality.recordOf(parse({ criterios: criterios({}) }), context)
    expect(none).toMatchObject({ score_total_sys: null, clasificacion_sys: null, rationale_global_qf: null, version_prompt: null, modelo_llm: null })
    expect(none.criterios.rechallenge).toEqual({ score: 0, rationale: "r rechallenge" })
  })

  it("a set marked not evaluable is Inclasificable; a system Inclasificable is kept", () => {
    expect(Causality.recordOf(parse({ criterios: criterios({ temporalidad: 2 }), evaluable: false }), context).clasificacion_qf).toBe("Inclasificable")
    expect(Causality.recordOf(parse({ criterios: criterios({}), score_total_sys: 5, clasificacion_sys: "inclasificable" }), context).clasificacion_sys).toBe("Inclasificable")
  })
})
