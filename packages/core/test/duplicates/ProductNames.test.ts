/**
 * Product names as other writers give them (session 21): a licensing partner's E2B in English
 * ('AMOXICILLIN\CLAVULANATE POTASSIUM'), a field naming the product twice ('ERENUMAB (MIGRELAN)'),
 * devices and salts around the name.
 */
import { describe, expect, it } from "vitest"
import { Duplicates as D } from "../../src/index.js"

const same = (a: D.DupCase, b: D.DupCase): boolean => D.sameProduct(D.profile(a), D.profile(b))
const named = (producto_sospechoso: string, ifa: string | null = null): D.DupCase =>
  ({ id: 1, producto_sospechoso, productos: [{ nombre_producto: producto_sospechoso, ifa }] })

describe("product names in English and in Spanish", () => {
  it("an ingredient's English name meets its Spanish one, and not another ingredient", () => {
    expect(same(named("Amoxicilina + ácido clavulánico 250 mg/62.5 mg/5 mL"), named("Amoxiclav", "AMOXICILLIN\\CLAVULANATE POTASSIUM"))).toBe(true)
    expect(same(named("Fenitoína 100 mg"), named("PHENYTOIN SODIUM 100 mg capsules"))).toBe(true)
    expect(same(named("Valproato de sodio"), named("VALPROIC ACID"))).toBe(true)
    expect(same(named("Hidroclorotiazida 25 mg"), named("HYDROCHLOROTHIAZIDE"))).toBe(true)
    expect(same(named("Eritromicina"), named("ERYTHROMYCIN"))).toBe(true)
    expect(same(named("Fenitoína"), named("PHENOBARBITAL"))).toBe(false)
    expect(same(named("Amoxicilina"), named("AMPICILLIN"))).toBe(false)
    expect(D.innSkeleton("amoxicillin")).toBe(D.innSkeleton("amoxicilina"))
    expect(D.innSkeleton("clavulanate")).toBe(D.innSkeleton("clavulanico"))
  })

  it("a field that names the product and, in brackets, its other name meets either", () => {
    expect(same(named("ERENUMAB (MIGRELAN)", "ERENUMAB"), named("Migrelan 70 mg/mL solución inyectable en pluma prellenada"))).toBe(true)
    expect(same(named("Clavanda (amoxicilina/clavulanato)"), named("Amoxicilina"))).toBe(true)
    expect(D.fieldNames("CEFTRIAXONE SODIUM (CEFATRIX)")).toEqual(["CEFTRIAXONE SODIUM (CEFATRIX)", "CEFTRIAXONE SODIUM", "CEFATRIX"])
    // A kind of medicine, or a bracket that says when or how much, is not a name of its own.
    expect(D.fieldNames("su vacuna (Pentavalente)")).toEqual(["su vacuna (Pentavalente)"])
    expect(D.fieldNames("Ceftriaxona (durante 3 días)")).toEqual(["Ceftriaxona (durante 3 días)"])
    expect(same(named("el antibiótico (Amoxicilina)"), named("el antibiótico (Cefalexina)"))).toBe(false)
  })

  it("a device or a salt around the name does not part two reports of one product", () => {
    expect(same(named("Adalyn 40 mg/0.4 mL solución inyectable en jeringa prellenada"), named("Adalyn jer 40 (adalimumab)"))).toBe(true)
    expect(D.productTokens("OMALIZUMAB 150 mg/mL solution for injection in pre-filled syringe")).toEqual(["omalizumab"])
    expect(D.productTokens("Insulina glargina 100 UI/mL pluma prellenada")).toEqual(["insulina", "glargina"])
    // Sodium and potassium stay: their chlorides are two products.
    expect(same(named("POTASSIUM CHLORIDE 20 mEq"), named("SODIUM CHLORIDE 0.9 %"))).toBe(false)
  })

  it("a licensing partner's copy in English is scored with the product and filed under its key", () => {
    const form: D.DupCase = { id: 1, paciente_iniciales: "CFH", fecha_inicio_evento: "2023-04-29", producto_sospechoso: "Migrelan 70 mg/mL solución inyectable en pluma prellenada" }
    const copy: D.DupCase = { id: 2, paciente_iniciales: "CFH", fecha_inicio_evento: "2023-04-29", producto_sospechoso: "ERENUMAB (MIGRELAN)", productos: [{ nombre_producto: "ERENUMAB (MIGRELAN)", ifa: "ERENUMAB" }] }
    const found = D.findInMemory([D.profile(form), D.profile(copy)])
    expect(found.get(1)?.[0]).toMatchObject({ id: 2, score: 0.6 })
    expect(found.get(1)?.[0]?.reasons).toContain("Mismo producto sospechoso")
  })
})
