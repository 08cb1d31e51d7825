import { describe, expect, it } from "vitest"
import { TechnicalSheet as FT } from "../src/index.js"
import { FICHA_AMOXICILINA } from "@atalaya/testing/TechnicalSheets"

const secciones = FT.detectSections(FICHA_AMOXICILINA)

const data = (overrides: Partial<FT.FtCaseData> = {}): FT.FtCaseData => ({
  terminos: [],
  textos: [],
  desaparecio_al_suspender: null,
  desaparecio_al_disminuir_dosis: null,
  reaparecio_reexposicion: null,
  antecedente_reaccion: null,
  condiciones: [],
  producto: ["Amoxicilina 500 mg"],
  otros_medicamentos: [],
  gestacion: false,
  ...overrides
})

describe("detectSections: numbered headings of service-spec rule 4", () => {
  it("finds the five sections and keeps each one's text up to the next heading", () => {
    expect(FT.foundSections(secciones)).toEqual(["contraindicaciones", "advertencias", "interacciones", "reacciones_adversas", "farmacodinamica"])
    expect(secciones.contraindicaciones).toBe(
      "Hipersensibilidad al principio activo, a cualquiera de las penicilinas o a alguno de los excipientes.\nMononucleosis infecciosa."
    )
    expect(secciones.advertencias).toMatch(/^Se han notificado reacciones de hipersensibilidad graves/)
    expect(secciones.interacciones).toBe("Alopurinol: aumenta la probabilidad de reacciones cutáneas. Anticoagulantes orales (warfarina).")
    // 4.8 ends at 4.9; the table of contents' "4.8 ... 4" line does not win over the real section.
    expect(secciones.reacciones_adversas).toMatch(/^Las reacciones adversas se clasifican/)
    expect(secciones.reacciones_adversas).toMatch(/Frecuencia no conocida: cefalea\.$/)
    expect(secciones.reacciones_adversas).not.toContain("Sobredosis")
    // 5.1 ends at 5.2, and an upper-case top-level heading ("5. PROPIEDADES FARMACOLÓGICAS") ends 4.9.
    expect(secciones.farmacodinamica).toBe("La amoxicilina inhibe la síntesis de la pared bacteriana; puede producir diarrea por alteración de la flora intestinal.")
  })

  it("does not take a dose at the start of a line for a heading", () => {
    const text = "4.8 Reacciones adversas\nFrecuentes: diarrea.\n2,5 ml cada 8 horas produjo vómitos.\n1.5 veces la dosis: mareo.\n4.9 Sobredosis\nNada."
    expect(FT.detectSections(text).reacciones_adversas).toBe("Frecuentes: diarrea.\n2,5 ml cada 8 horas produjo vómitos.\n1.5 veces la dosis: mareo.")
  })

  it("accepts '4.8.' and heading words that differ from the number's usual title, the words deciding", () => {
    const text = "4.3. Contraindicaciones\nEmbarazo.\n4.7 Efectos indeseables\nFrecuentes: cefalea.\n4.8 Sobredosis\nNo descrita."
    const found = FT.detectSections(text)
    expect(found.contraindicaciones).toBe("Embarazo.")
    expect(found.reacciones_adversas).toBe("Frecuentes: cefalea.")
  })

  it("falls back to bare title lines when a section has no numbered heading", () => {
    const text = "FICHA\nCONTRAINDICACIONES:\nAsma.\nREACCIONES ADVERSAS\nRaras: urticaria.\n6.1 Lista de excipientes\nLactosa."
    expect(FT.detectSections(text)).toEqual({ contraindicaciones: "Asma.", reacciones_adversas: "Raras: urticaria." })
  })

  it("repairs words split by a hyphen at the end of a line and normalizes Unicode", () => {
    const text = "4.8 Reacciones adversas\nFrecuentes: reac-\nciones cuta\u0301neas."
    expect(FT.detectSections(text).reacciones_adversas).toBe("Frecuentes: reacciones cutáneas.")
  })

  it("finds nothing in a text without sections", () => {
    expect(FT.foundSections(FT.detectSections("Prospecto: lea todo el prospecto detenidamente."))).toEqual([])
  })
})

describe("findEvent: accent- and case-insensitive, MedDRA terms, synonyms and frequencies", () => {
  const find = (q: Partial<FT.FtCaseData>) => FT.findEvent(secciones.reacciones_adversas!, data(q))

  it("finds a MedDRA term in any case and accent, with the frequency of its line", () => {
    expect(find({ terminos: ["URTICARIA"] })).toMatchObject({ termino: "URTICARIA", frecuencia: "poco frecuente", contexto: "Poco frecuentes: urticaria y prurito." })
    expect(find({ terminos: ["Nauseas"] })).toMatchObject({ frecuencia: "frecuente", contexto: "Frecuentes: diarrea, náuseas." })
    expect(find({ terminos: ["mareo"] })?.frecuencia).toBe("muy rara")
    expect(find({ terminos: ["Cefalea"] })?.frecuencia).toBe("frecuencia no conocida")
    expect(find({ terminos: ["Vómito"] })?.frecuencia).toBe("poco frecuente")
  })

  it("finds a longer case term by the known term it contains, and a listed term inside a narrative, synonyms included", () => {
    expect(find({ terminos: ["Urticaria generalizada"] })?.termino).toBe("Urticaria generalizada")
    expect(find({ textos: ["Presentó erupción cutánea en el tronco a las 6 horas de la primera dosis."] })).toMatchObject({
      termino: "exantema cutáneo",
      frecuencia: "frecuente"
    })
    expect(find({ textos: ["Ronchas en todo el cuerpo tras la segunda toma."] })).toMatchObject({ termino: "urticaria", frecuencia: "poco frecuente" })
    expect(find({ textos: ["Refiere dolor de cabeza intenso."] })).toMatchObject({ termino: "cefalea", frecuencia: "frecuencia no conocida" })
  })

  it("misses what the section does not list, and ignores entries naming the case's medicines", () => {
    expect(find({ terminos: ["Hepatitis"], textos: ["Ictericia y coluria a los 10 días."] })).toBeNull()
    const section = "Frecuentes: amoxicilina oral, exantema."
    expect(FT.findEvent(section, data({ textos: ["Tomaba amoxicilina oral desde el lunes; sin otra molestia."] }))).toBeNull()
  })

  it("reads a frequency written after the term in a table row", () => {
    const table = "Sistema | Reacción | Frecuencia\nPiel | Urticaria | Poco frecuente\nPiel | Angioedema | Muy rara"
    expect(FT.findEvent(table, data({ terminos: ["angioedema"] }))?.frecuencia).toBe("muy rara")
    expect(FT.findEvent(table, data({ terminos: ["urticaria"] }))?.frecuencia).toBe("poco frecuente")
  })

  it("mentions: a term or a synonym in a text", () => {
    expect(FT.mentions("Tuvo HABONES en brazos", "urticaria")).toBe(true)
    expect(FT.mentions("Tuvo fiebre", "urticaria")).toBe(false)
  })
})

describe("analyze: the FT assessment rules", () => {
  it("listed in 4.8 with a positive re-challenge is Definida", () => {
    const r = FT.analyze(secciones, data({ terminos: ["Urticaria"], reaparecio_reexposicion: "si" }))
    expect(r).toMatchObject({ evento_listado: true, seccion: "4.8", frecuencia: "poco frecuente", clasificacion: "Definida", contraindicacion: false, dosis_relevante: false, termino: "Urticaria" })
    expect(r.justificacion).toBe(
      "El evento «Urticaria» figura en la sección 4.8 (reacciones adversas) de la ficha técnica con frecuencia «poco frecuente»; reapareció al reexponer al paciente; no se identifican contraindicaciones aplicables. Clasificación según ficha técnica: Definida."
    )
  })

  it("listed in 4.8 with a positive de-challenge, or at frecuente or more, is Probable", () => {
    expect(FT.analyze(secciones, data({ terminos: ["Urticaria"], desaparecio_al_suspender: "si" })).clasificacion).toBe("Probable")
    expect(FT.analyze(secciones, data({ terminos: ["Diarrea"] }))).toMatchObject({ clasificacion: "Probable", frecuencia: "frecuente" })
  })

  it("listed in 4.8 as rare without de-challenge, or described only in 4.4, is Posible", () => {
    expect(FT.analyze(secciones, data({ terminos: ["Angioedema"] }))).toMatchObject({ clasificacion: "Posible", frecuencia: "muy rara" })
    const warnings = FT.analyze(secciones, data({ terminos: ["Colitis pseudomembranosa"] }))
    expect(warnings).toMatchObject({ evento_listado: true, seccion: "4.4", frecuencia: null, clasificacion: "Posible" })
    expect(warnings.justificacion).toContain("figura en la sección 4.4 (advertencias y precauciones)")
    expect(FT.analyze(secciones, data({ terminos: ["Colitis pseudomembranosa"], reaparecio_reexposicion: "si" })).clasificacion).toBe("Probable")
  })

  it("not described is Improbable, or Posible when withdrawal still points at the product", () => {
    const r = FT.analyze(secciones, data({ terminos: ["Hepatitis"] }))
    expect(r).toMatchObject({ evento_listado: false, seccion: null, frecuencia: null, clasificacion: "Improbable", termino: null })
    expect(r.justificacion).toContain("El evento no figura en la sección 4.8")
    expect(FT.analyze(secciones, data({ terminos: ["Hepatitis"], desaparecio_al_suspender: "si" })).clasificacion).toBe("Posible")
  })

  it("dose relevance: the sheet ties the reaction to the dose, or the event went away with a lower dose", () => {
    expect(FT.analyze(secciones, data({ terminos: ["Mareo"] })).dosis_relevante).toBe(true)
    expect(FT.analyze(secciones, data({ terminos: ["Urticaria"] })).dosis_relevante).toBe(false)
    const lower = FT.analyze(secciones, data({ terminos: ["Urticaria"], desaparecio_al_disminuir_dosis: "si" }))
    expect(lower).toMatchObject({ dosis_relevante: true, clasificacion: "Probable" })
  })

  it("contraindication: a condition, a co-medication, a pregnancy or a previous reaction named in 4.3", () => {
    const condition = FT.analyze(secciones, data({ terminos: ["Urticaria"], condiciones: ["HTA, mononucleosis infecciosa reciente"] }))
    expect(condition.contraindicacion).toBe(true)
    expect(condition.justificacion).toContain("el paciente presenta «mononucleosis infecciosa reciente», que figura en contraindicaciones (4.3)")
    expect(FT.analyze(secciones, data({ condiciones: ["Diabetes mellitus tipo 2"] })).contraindicacion).toBe(false)
    const pregnancy = { ...secciones, contraindicaciones: "Embarazo y lactancia." }
    expect(FT.analyze(pregnancy, data({ gestacion: true })).contraindicacion).toBe(true)
    expect(FT.analyze(pregnancy, data({ gestacion: false })).contraindicacion).toBe(false)
    const coMedication = { ...secciones, contraindicaciones: "Uso concomitante con metotrexato." }
    expect(FT.analyze(coMedication, data({ otros_medicamentos: ["Metotrexato 2,5 mg tabletas"] })).contraindicacion).toBe(true)
    expect(FT.analyze(secciones, data({ antecedente_reaccion: "si" })).contraindicacion).toBe(true)
  })

  it("an unreadable 4.8 is said so", () => {
    const r = FT.analyze({ contraindicaciones: "Asma." }, data({ terminos: ["Urticaria"] }))
    expect(r).toMatchObject({ evento_listado: false, clasificacion: "Improbable" })
    expect(r.justificacion).toContain("no tiene una sección 4.8 (reacciones adversas) legible")
  })

  it("mechanism in 5.1 and interactions in 4.5", () => {
    expect(FT.mechanismDescribed(secciones, data({ terminos: ["Diarrea"] }))).toBe(true)
    expect(FT.mechanismDescribed(secciones, data({ terminos: ["Urticaria"] }))).toBe(false)
    expect(FT.interactionsWith(secciones, ["Warfarina 5 mg", "Paracetamol 500 mg", "Alopurinol"])).toEqual(["Warfarina 5 mg", "Alopurinol"])
  })

  it("pregnant: months of gestation as numeric text", () => {
    expect([FT.pregnant("5"), FT.pregnant("No aplica"), FT.pregnant("Desconocido"), FT.pregnant(null), FT.pregnant("0")]).toEqual([true, false, false, false, false])
  })
})

describe("dose relevance reads the term's own clause", () => {
  it("a dose remark on a neighbour does not count; one in the term's sentence does", () => {
    const section = "Muy raras: angioedema, mareo (dependiente de la dosis).\nLa urticaria es más frecuente a dosis altas. Cefalea."
    const on = (term: string) => FT.analyze({ reacciones_adversas: section }, data({ terminos: [term] })).dosis_relevante
    expect([on("Angioedema"), on("Mareo"), on("Urticaria"), on("Cefalea")]).toEqual([false, true, true, false])
  })
})
