import { Causality, CausalityRules } from "../src/index.js"
import { describe, expect, it } from "vitest"
import { z } from "zod"
import { CausalityService, Prompts } from "../src/index.js"

const answer = (scores: Partial<Record<Causality.Criterio, number>> = {}) => ({
  criterios: Object.fromEntries(Causality.CRITERIOS.map((c) => [c, { score: scores[c] ?? 0, rationale: `motivo ${c}` }])),
  evaluable: true,
  motivo_no_evaluable: null
})

describe("answer schemas", () => {
  it("bound every kl criterion to its range and require a reason", () => {
    expect(Prompts.KlAnswer.safeParse(answer({ rechallenge: 3, temporalidad: 2 })).success).toBe(true)
    for (const c of Causality.CRITERIOS) {
      expect(Prompts.KlAnswer.safeParse(answer({ [c]: Causality.RANGOS[c].max + 1 })).success).toBe(false)
      expect(Prompts.KlAnswer.safeParse(answer({ [c]: -1 })).success).toBe(false)
    }
    expect(Prompts.KlAnswer.safeParse(answer({ exploraciones: 0.5 })).success).toBe(false)
    const noReason = answer()
    ;(noReason.criterios.dechallenge as { rationale: string }).rationale = ""
    expect(Prompts.KlAnswer.safeParse(noReason).success).toBe(false)
  })

  it("fit structured output's strict subset: every property required, ranges in the JSON schema", () => {
    const schema = z.toJSONSchema(Prompts.KlAnswer, { io: "input" }) as any
    expect(schema.required).toEqual(["criterios", "evaluable", "motivo_no_evaluable"])
    expect(schema.properties.criterios.required).toEqual([...Causality.CRITERIOS])
    expect(schema.properties.criterios.properties.rechallenge.properties.score).toMatchObject({ type: "integer", minimum: 0, maximum: 3 })
    const ft = z.toJSONSchema(Prompts.FtAnswer, { io: "input" }) as any
    expect(ft.required).toEqual(["evento_listado", "seccion", "frecuencia", "dosis_relevante", "contraindicacion", "clasificacion", "justificacion"])
  })

  it("the FT answer takes only the FT classifications and frequency bands", () => {
    const ok = { evento_listado: true, seccion: "4.8", frecuencia: "rara", dosis_relevante: false, contraindicacion: false, clasificacion: "Posible", justificacion: "x" }
    expect(Prompts.FtAnswer.safeParse(ok).success).toBe(true)
    expect(Prompts.FtAnswer.safeParse({ ...ok, clasificacion: "Condicional" }).success).toBe(false)
    expect(Prompts.FtAnswer.safeParse({ ...ok, frecuencia: "a veces" }).success).toBe(false)
    expect(Prompts.FtAnswer.safeParse({ ...ok, seccion: "4.3" }).success).toBe(false)
  })
})

describe("the kl prompt", () => {
  it("sends the payload as the user message and names every criterion with its range", () => {
    const payload = { producto_evaluado: "Amoxicilina" } as unknown as CausalityRules.KlPayload
    const prompt = Prompts.klPrompt(payload)
    expect(JSON.parse(prompt.user)).toEqual(payload)
    for (const c of Causality.CRITERIOS) expect(prompt.system).toContain(`- ${c} (${Causality.NOMBRES[c]}): 0-${Causality.RANGOS[c].max}`)
  })
})

describe("fingerprint and the case's classification", () => {
  it("the fingerprint changes with the payload, the engine and the prompt version, and only with them", () => {
    const p = { producto_evaluado: "A", evento: { fecha_inicio: "2024-05-03" } } as unknown as CausalityRules.KlPayload
    const q = { producto_evaluado: "A", evento: { fecha_inicio: "2024-05-04" } } as unknown as CausalityRules.KlPayload
    const f = CausalityService.fingerprint(p, "reglas", "reglas-v1")
    expect(f).toMatch(/^[0-9a-f]{64}$/)
    expect(CausalityService.fingerprint({ ...p }, "reglas", "reglas-v1")).toBe(f)
    expect(CausalityService.fingerprint(q, "reglas", "reglas-v1")).not.toBe(f)
    expect(CausalityService.fingerprint(p, "gpt-4o-mini", "kl-v1")).not.toBe(f)
    expect(CausalityService.fingerprint(p, "reglas", "reglas-v2")).not.toBe(f)
  })

  it("is the most causal of each product's newest record", () => {
    const record = (id: number, producto: string, clasificacion_qf: Causality.Clasificacion) => ({ id, producto_evaluado: producto, clasificacion_qf }) as Causality.KlRecord
    expect(CausalityService.caseClassification([])).toBeNull()
    expect(CausalityService.caseClassification([record(1, "A", "Definida"), record(2, "a ", "Improbable")])).toBe("Improbable")
    expect(CausalityService.caseClassification([record(1, "A", "Posible"), record(2, "B", "Probable"), record(3, "A", "Condicional")])).toBe("Probable")
    expect(CausalityService.caseClassification([record(5, "A", "Inclasificable"), record(4, "B", "Condicional")])).toBe("Condicional")
  })
})
