/**
 * A product named by its brand in one report and by its active ingredient in another is one
 * product (a drug dictionary's mapping, session 8): the product part matches, the two cases are
 * filed under a common product key, and contradictions still cap the pair.
 */
import { describe, expect, it } from "vitest"
import { Duplicates as D } from "../../src/index.js"

const same = (a: string, b: string): boolean =>
  D.sameProduct(D.profile({ id: 1, producto_sospechoso: a }), D.profile({ id: 2, producto_sospechoso: b }))

describe("brands and their active ingredients", () => {
  it("a known brand meets its ingredient, with or without dose, form, salt or capitals", () => {
    expect(same("Xarelto 20 mg", "Rivaroxabán")).toBe(true)
    expect(same("APRONAX 550 MG TABLETAS", "Naproxeno sódico")).toBe(true)
    expect(same("Humira", "Adalimumab 40 mg SC cada 2 semanas")).toBe(true)
    // Another name of the ingredient, and a brand of a combination meeting one of its ingredients.
    expect(same("acetaminofén 500 mg", "Paracetamol")).toBe(true)
    expect(same("Augmentin 875/125", "amoxicilina + ácido clavulánico")).toBe(true)
    expect(same("Augmentin", "Amoxicilina")).toBe(true)
    // A vaccine by its brand and by what it protects against.
    expect(same("Gardasil", "Vacuna contra el virus del papiloma humano")).toBe(true)
  })

  it("a chart's or a programme's abbreviation of a drug meets the drug, and one that names two drugs meets neither", () => {
    expect(same("HCT 12.5 mg", "Hidroclorotiazida 25 mg")).toBe(true)
    expect(same("MTF 500 mg", "Metformina")).toBe(true)
    expect(same("VPA 500 mg c/12h", "Ácido valproico")).toBe(true)
    expect(same("AZT profilaxis RN", "Zidovudina 10 mg/mL solución oral")).toBe(true)
    // A fixed-dose combination's letters name each of its drugs.
    expect(same("RHZE", "Isoniazida 300 mg")).toBe(true)
    expect(same("RHZE", "Etambutol 400 mg")).toBe(true)
    expect(same("HCT", "Losartán")).toBe(false)
    // A programme's and the vaccination schedule's: isoniazid's preventive therapy, the yellow fever vaccine.
    expect(same("TPI", "Isoniazida 100 mg tableta")).toBe(true)
    expect(same("RIFINAH", "Rifampicina/Isoniazida 300/150 mg")).toBe(true)
    expect(same("AMA", "Vacuna antiamarílica liofilizada")).toBe(true)
    expect(same("AMA", "Vacuna SPR")).toBe(false)
    // CTX is ceftriaxone on a ward and cyclophosphamide in oncology: no reading of it.
    expect(same("CTX 1 g EV", "Ceftriaxona")).toBe(false)
    expect(same("CTX", "Ciclofosfamida")).toBe(false)
  })

  it("nursing logs', wards' and psychiatry notes' abbreviations, the WHO's TB and HIV letters and older adults' brands meet their drug", () => {
    expect(same("IBU 400 mg", "Ibuprofeno 600 mg")).toBe(true)
    expect(same("DCF 75 mg IM", "Diclofenaco sódico")).toBe(true)
    expect(same("NPX 275 mg", "Naproxeno")).toBe(true)
    expect(same("TMD 20 gotas", "Tramadol 50 mg")).toBe(true)
    // A known abbreviation keeps its digit ('LT4', thyroxine); another word with a digit is a dose or a code.
    expect(same("LT4 75 mcg", "Levotiroxina sódica 75 mcg")).toBe(true)
    expect(D.productTokens("C4D1 Vitamina B12")).toEqual(["vitamina"])
    expect(same("ESQ. MDR (LZD)", "Linezolid 600 mg")).toBe(true)
    expect(same("Insulatard", "Insulina NPH 10 UI")).toBe(true)
    expect(same("TLD", "Dolutegravir 50 mg")).toBe(true)
    expect(same("3TC 150 mg", "Lamivudina")).toBe(true)
    expect(same("CRO 2 g EV", "Ceftriaxona 1 g")).toBe(true)
    expect(same("QTP 100 mg", "Quetiapina")).toBe(true)
    expect(same("SAB", "Suero antiofídico polivalente")).toBe(true)
    expect(same("TLD", "Efavirenz 600 mg")).toBe(false)
    expect(same("Eranz 10 mg", "Donepezilo")).toBe(true)
    // Each names its one drug, not a neighbour of its class.
    expect(same("IBU 400 mg", "Naproxeno")).toBe(false)
    expect(same("Insulatard", "Insulina glargina")).toBe(false)
    expect(same("LT4", "Levofloxacino")).toBe(false)
  })

  it("a brand does not meet another ingredient, and an unknown word is no brand", () => {
    expect(same("Xarelto", "Apixabán")).toBe(false)
    expect(same("Tegretol", "Fenitoína")).toBe(false)
    expect(same("Zyxamox", "Amoxicilina")).toBe(false)
    // Words that are properties of every object are not brands.
    expect(same("constructor", "toString")).toBe(false)
    expect(D.ingredientsOf("constructor")).toEqual([])
    expect(D.ingredientsOf("remicade")).toEqual(["infliximab"])
  })

  it("the brand names a nested product too, and the ingredient is scored once: not again as narrative", () => {
    const brand = D.profile({ id: 1, productos: [{ nombre_producto: "Keppra 500 mg" }], descripcion_evento: "Somnolencia intensa con levetiracetam." })
    const generic = D.profile({ id: 2, producto_sospechoso: "Levetiracetam", descripcion_evento: "Cefalea leve." })
    expect(D.sameProduct(brand, generic)).toBe(true)
    expect(brand.productWords.has("levetiracetam".slice(0, 6))).toBe(true)
  })

  it("a second report naming the brand is found through blocking and scored with the product", () => {
    const first: D.DupCase = { id: 1, paciente_iniciales: "RQM", fecha_inicio_evento: "2024-05-02", producto_sospechoso: "Rivaroxabán 20 mg" }
    const second: D.DupCase = { id: 2, paciente_iniciales: "R.Q.M.", fecha_inicio_evento: "2024-05-02", producto_sospechoso: "XARELTO" }
    const found = D.findInMemory([D.profile(first), D.profile(second)])
    expect(found.get(1)?.[0]).toMatchObject({ id: 2, score: 0.6 })
    expect(found.get(1)?.[0]?.reasons).toContain("Mismo producto sospechoso")
    // Without initials the pair is found through the product key of the common event date.
    const bare = D.findInMemory([D.profile({ ...first, paciente_iniciales: null }), D.profile({ ...second, paciente_iniciales: null })])
    expect(bare.get(2)?.[0]).toMatchObject({ id: 1, score: 0.4 })
  })

  it("a contradiction still caps a pair that meets through a brand", () => {
    const a: D.DupCase = { id: 1, paciente_iniciales: "RQM", paciente_sexo: "F", paciente_fecha_nacimiento: "1950-03-01", fecha_inicio_evento: "2024-05-02", producto_sospechoso: "Rivaroxabán" }
    const b: D.DupCase = { ...a, id: 2, paciente_sexo: "M", producto_sospechoso: "Xarelto" }
    const scored = D.score(a, b)
    expect(scored.parts.producto).toBe(true)
    expect(scored.score).toBe(D.CONTRADICTION_CAP)
    expect(scored.contradictions).toContain("Sexo distinto")
  })
})
