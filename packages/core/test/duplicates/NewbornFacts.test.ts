/**
 * What a newborn's notes say of the child that never changes (issue 12, the maternal-perinatal
 * generator): its birth weight, which twin it is, its mother's age. Two newborns of one day, drug
 * and reaction share the birth date and the ward; these tell them apart.
 */
import { describe, expect, it } from "vitest"
import { Duplicates as D } from "../../src/index.js"

const baby = (id: number, descripcion_evento: string, over: Partial<D.DupCase> = {}): D.DupCase => ({
  id, paciente_iniciales: "RN C.C.", paciente_sexo: "F", paciente_edad: 0, paciente_fecha_nacimiento: "2024-03-07", fecha_inicio_evento: "2024-03-08",
  fecha_recepcion: "2024-03-11", producto_sospechoso: "Vacuna contra hepatitis B pediátrica 10 mcg/0,5 mL", descripcion_evento, ...over
})

describe("a newborn's facts", () => {
  it("reads the birth weight in grams however it is written", () => {
    expect(D.birthWeight("RN de Chávez Cárdenas, EG 36 ss x Capurro, PN 2580 g, Apgar 5-9.")).toBe(2580)
    expect(D.birthWeight("NEONATO. EG 28 SS X CAPURRO, PN 780 G, APGAR 7-8.")).toBe(780)
    expect(D.birthWeight("peso al nacer de 3.100 g")).toBe(3100)
    expect(D.birthWeight("P.N.: 2,58 kg")).toBe(2580)
    // A body weight, a dose or nothing at all is no birth weight.
    expect(D.birthWeight("Peso 13 kg. Paracetamol 120 mg.")).toBeNull()
    expect(D.birthWeight("neumonía; pn 12 dosis")).toBeNull()
  })

  it("reads which twin a note is about, and the mother's age", () => {
    expect(D.birthOrderInText("RN masculino, EG 28 ss, segundo gemelar.")).toBe("2")
    expect(D.birthOrderInText("Cuidados Intensivos Neonatales. Gemelar 1. EG 28 ss")).toBe("1")
    expect(D.birthOrderInText("RN2 de Quispe Huamán")).toBe("2")
    expect(D.birthOrderInText("gemelo II, ictericia")).toBe("2")
    expect(D.birthOrderInText("parto gemelar, RN estable")).toBeNull()
    expect(D.motherAge("Madre de 26 años, G1, con ITU.")).toBe(26)
    expect(D.motherAge("MADRE DE 39 AÑOS, SIN PATOLOGIA")).toBe(39)
    expect(D.motherAge("Madre refiere fiebre")).toBeNull()
  })

  it("forgives a rounding or a slip of the keys in a birth weight, not another child's", () => {
    expect(D.birthWeightsDiffer(2580, 2600)).toBe(false)
    expect(D.birthWeightsDiffer(2580, 2850)).toBe(false)
    expect(D.birthWeightsDiffer(2580, 2930)).toBe(true)
    expect(D.birthWeightsDiffer(2580, null)).toBe(false)
  })
})

describe("a newborn's birth day and a pregnancy's formula", () => {
  it("counts the birth day back from the typed event date by the days of life, not a check-up's", () => {
    expect(D.bornByDaysOfLife("RN de Flores Becerra, 1 día de vida, EG 37 ss. DDV 1 alza térmica.", "2024-03-06", "2024-03-10")).toBe("2024-03-05")
    expect(D.bornByDaysOfLife("O: RN de Mamani Salazar, 58 DDV, adenopatía de 3,8 cm", "2024-03-25", "2024-03-26")).toBe("2024-01-27")
    expect(D.bornByDaysOfLife("Exantema asociado a vit. K1. Control a los 15 días de vida: ganando peso.", "2025-10-21", "2025-11-04")).toBeNull()
    // A nurse's note is dated by the hour it starts with; a treatment's start further on is not the event.
    expect(D.bornByDaysOfLife("6/4/24 06.47 h - Atención Inmediata. O: RN M.Q., 1 DDV, moretón en el muslo.", null, "2024-04-07")).toBe("2024-04-05")
    expect(D.bornByDaysOfLife("RN, 8 días de vida, ampicilina desde el 23/9/24, oliguria.", null, "2024-10-12")).toBeNull()
  })

  it("tells two newborns apart by their birth days, and ignores a mother's birth date in a newborn's field", () => {
    expect(D.birthDaysDiffer({ bornAround: "2024-03-22", birthDate: null }, { bornAround: "2024-04-05", birthDate: null })).toBe(true)
    expect(D.birthDaysDiffer({ bornAround: "2024-03-22", birthDate: null }, { bornAround: null, birthDate: "2024-03-21" })).toBe(false)
    expect(D.birthDaysDiffer({ bornAround: "2024-08-20", birthDate: null }, { bornAround: null, birthDate: "1984-03-26" })).toBe(false)
  })

  it("reads a nameless newborn's mother's surnames, and forgives a slip in them", () => {
    expect(D.mothersSurnames("O: RN de Ramirrez Gutierrez, 3 DDV, creatinina alta")).toEqual(["ramirrez", "gutierrez"])
    expect(D.mothersSurnames("NEONATO. RN DE RAMIREZ GARCIA MUJER, 22 DIAS DE VIDA")).toEqual(["ramirez", "garcia"])
    expect(D.mothersSurnames("RN de sexo masculino")).toBeNull()
    expect(D.mothersDiffer(["ramirrez", "gutierrez"], ["ramirez", "garcia"])).toBe(true)
    expect(D.mothersDiffer(["ramirrez", "gutierrez"], ["ramirez", "gutierres"])).toBe(false)
    expect(D.mothersDiffer(["quispe"], ["quispe", "rojas"])).toBe(false)
  })

  it("reads the obstetric formula, whose gravidity is the pregnancy's and whose parity grows by one at the delivery", () => {
    expect(D.obstetricFormula("Pcte 14a, G1P0000, gestante a término")).toEqual({ gravida: 1, para: 0 })
    expect(D.obstetricFormula("puérpera post CST, G3 P2002")).toEqual({ gravida: 3, para: 2 })
    const g2p1 = { gravida: 2, para: 1 }
    expect(D.obstetricFormulasDiffer(g2p1, { gravida: 2, para: 2 }, 10)).toBe(false)
    expect(D.obstetricFormulasDiffer(g2p1, { gravida: 3, para: 1 }, 10)).toBe(true)
    // A year later she may be pregnant again.
    expect(D.obstetricFormulasDiffer(g2p1, { gravida: 3, para: 2 }, 400)).toBe(false)
  })
})

describe("two newborns of one day and vaccine", () => {
  const first = baby(1, "RN de Chávez Cárdenas sexo F, 1 día de vida, EG 36 ss x Capurro, PN 2580 g, Apgar 5-9. Madre de 26 años, recibió SO4Mg. Vacuna anti hepatitis B 0,5 mL IM desde el 07/03. DDV 1 cursa con fiebre (T° 38,4 °C).")

  it("are other children when their birth weights or their mothers' ages differ", () => {
    const other = baby(2, "RN femenino, 1 día de vida, EG 38 ss x FUR, PN 2930 g, Apgar 5-9. Madre de 39 años, sin patología. Recibe vacuna anti hepatitis B 0,5 mL IM desde el 7/3/24. Cursa con fiebre (T° 38,6 °C).")
    const pair = D.score(first, other)
    expect(pair.contradictions).toEqual(expect.arrayContaining([D.OTHER_BIRTH_WEIGHT, D.OTHER_MOTHER]))
    expect(pair.score).toBeLessThanOrEqual(D.CONTRADICTION_CAP)
  })

  it("are one child when the pharmacy's sheet copies its birth weight and mother", () => {
    const sheet = baby(3, "HOJA DE MONITOREO INTENSIVO. Servicio: Atención inmediata. EG 36 ss, PN 2.580 g, 1 día de vida. Madre 26 años. RAM: fiebre (08/03/2024).", { paciente_iniciales: "CC", fecha_recepcion: "2024-03-20" })
    const pair = D.score(first, sheet)
    expect(pair.contradictions).toEqual([])
    expect(D.classify(pair.score).status).not.toBe("unique")
  })

  it("are twins when one note says the second and the other the first", () => {
    const twin = (id: number, order: string) => baby(id, `RN ${order} gemelar de Torres Quispe, 0 días de vida, PN 2400 g. Konakion 1 mg IM; hematoma en sitio de aplicación.`, { producto_sospechoso: "Fitomenadiona 1 mg" })
    expect(D.score(twin(4, "primer"), twin(5, "segundo")).contradictions).toContain(D.OTHER_NEWBORN)
  })
})
