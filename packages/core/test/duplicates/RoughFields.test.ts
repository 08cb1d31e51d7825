/**
 * Fields typed roughly (issue 12): a name written out in capitals where the initials go, a word
 * for the patient or a relative's name there, and an age given as its decade's floor ('de más de
 * 80 años'). None of them may contradict the report that gives the patient's real initials or age;
 * initials typed with an accent, and titles that are also initials, stay initials.
 */
import { describe, expect, it } from "vitest"
import { Duplicates as D } from "../../src/index.js"

describe("a name written out where the initials go", () => {
  it("gives its first letter when it is a name, not initials run together", () => {
    expect(D.normalizeInitials("GÉNESIS")).toBe("G")
    expect(D.normalizeInitials("FERNANDA")).toBe("F")
    expect(D.normalizeInitials("PEDRO")).toBe("P")
    expect(D.normalizeInitials("RN FLORES")).toBe("F")
    expect(D.normalizeInitials("lactante Sofía")).toBe("S")
    // A word for the patient that is also a surname stays a surname.
    expect(D.normalizeInitials("Juan Infante Ruiz")).toBe("JIR")
  })
  it("initials with an accent, a vowel among consonants, or titles' letters stay initials", () => {
    expect(D.normalizeInitials("MÁYC")).toBe("MAYC")
    expect(D.normalizeInitials("MR")).toBe("MR")
    expect(D.normalizeInitials("DR")).toBe("DR")
    expect(D.normalizeInitials("JAYL")).toBe("JAYL")
    expect(D.normalizeInitials("EPSR")).toBe("EPSR")
  })
  it("a newborn's number alone, or a relative's name, names no patient", () => {
    expect(D.normalizeInitials("RN1")).toBeNull()
    expect(D.normalizeInitials("lactante")).toBeNull()
    expect(D.normalizeInitials("Familiar de Rosa Torres")).toBeNull()
  })
  it("the night nurse's 'GÉNESIS' and the alert's GXTS are not other initials", () => {
    const alert: D.DupCase = { id: 1, paciente_iniciales: "GXTS", paciente_sexo: "F", paciente_edad: 14, fecha_inicio_evento: "2023-02-10", producto_sospechoso: "Metamizol 1 g", descripcion_evento: "Alerta de RAM. Cama 14." }
    const note: D.DupCase = { id: 2, paciente_iniciales: "GÉNESIS", paciente_sexo: "F", paciente_edad: 14, fecha_recepcion: "2023-02-11", producto_sospechoso: "metamizol", descripcion_evento: "Nota de enfermería: niña de cama 14, granitos rojos tras metamizol." }
    expect(D.score(alert, note).contradictions).toEqual([])
    expect(D.score(alert, { ...note, paciente_iniciales: "HQR" }).contradictions).toEqual(["Iniciales distintas"])
  })
  it("two such names are compared whole: GÉNESIS and GLORIA are two patients, ROSA and Rosario one", () => {
    const night = (id: number, initials: string): D.DupCase => ({
      id, paciente_iniciales: initials, paciente_sexo: "F", fecha_inicio_evento: "2023-02-10", producto_sospechoso: "metamizol", descripcion_evento: "Nota de enfermería: granitos rojos tras metamizol."
    })
    expect(D.score(night(1, "GÉNESIS"), night(2, "GLORIA")).contradictions).toEqual(["Iniciales distintas"])
    expect(D.score(night(1, "sra ROSA"), night(2, "Rosario")).contradictions).toEqual([])
    expect(D.score(night(1, "RN FLORES"), night(2, "RN Flórez")).contradictions).toEqual([])
  })
})

describe("a given name and the father's surname", () => {
  it("are part of the initials of the name with both surnames (ML and MLM), not of another's (ML and MQL)", () => {
    expect(D.sameInitials("ML", "MLM")).toBe(false)
    expect(D.givenAndSurname("ML", "MLM")).toBe(true)
    expect(D.givenAndSurname("MLM", "ML")).toBe(true)
    expect(D.givenAndSurname("ML", "MQL")).toBe(false)
    expect(D.givenAndSurname("ML", "LM")).toBe(false)
    expect(D.givenAndSurname("ML", "ML")).toBe(false)
  })

  it("add half the initials' weight and say so, and are found by blocking either way round", () => {
    const call: D.DupCase = { id: 1, paciente_iniciales: "hugo q.", paciente_sexo: "M", paciente_edad: 86, fecha_recepcion: "2023-01-12", producto_sospechoso: "carboplatino", descripcion_evento: "Contesta llamada: desde ayer fiebre y las defensas en cero." }
    const ward: D.DupCase = { id: 2, paciente_iniciales: "H.Q.M.", paciente_sexo: "M", paciente_edad: 86, fecha_inicio_evento: "2023-01-09", fecha_recepcion: "2023-01-26", producto_sospechoso: "Carboplatino-paclitaxel", descripcion_evento: "Ingresa por neutropenia febril post QT; fiebre." }
    const scored = D.score(call, ward)
    expect(scored.parts.iniciales).toBe(false)
    expect(scored.parts.iniciales_nombre_apellido).toBe(true)
    expect(scored.reasons).toContain("Iniciales compatibles: nombre y primer apellido")
    expect(scored.score).toBe(Math.round((D.scoreParts({ ...scored.parts, iniciales_nombre_apellido: false }) + D.GIVEN_AND_SURNAME_WEIGHT) * 100) / 100)
    // Blocking: the note's probe keys meet one of the ward's filing keys, and the ward's one of the note's.
    const [a, b] = [D.profile(call), D.profile(ward)]
    expect(D.probeKeys(a).some((k) => D.blockingKeys(b).includes(k))).toBe(true)
    expect(D.probeKeys(b).some((k) => D.blockingKeys(a).includes(k))).toBe(true)
    const found = D.findInMemory([a, b])
    expect(found.get(1)!.map((m) => m.id)).toEqual([2])
    expect(found.get(2)!.map((m) => m.id)).toEqual([1])
  })
})

describe("an age given as its decade's floor", () => {
  const resident = (id: number, edad: number, text: string): D.DupCase => ({
    id, paciente_iniciales: null, paciente_sexo: "F", paciente_edad: edad, fecha_inicio_evento: "2023-03-12", fecha_recepcion: "2023-03-13", producto_sospechoso: "Quetiapina 25 mg", descripcion_evento: text
  })
  const call = resident(1, 80, "Llama la hija: su mamá, de más de 80 años, amaneció somnolienta tras la quetiapina.")
  it("'de más de 80 años' typed as 80 is the chart's 86-year-old", () => {
    expect(D.score(call, resident(2, 86, "Residente de 86 años, somnolencia tras quetiapina.")).contradictions).toEqual([])
    expect(D.score(resident(3, 70, "Su tía, de 70 y tantos años, se cayó."), resident(4, 78, "Caída.")).contradictions).toEqual([])
  })
  it("still contradicts an age past the decade and the slack, and a plain 80 keeps its own", () => {
    expect(D.score(call, resident(2, 93, "Residente de 93 años.")).contradictions).toEqual(["Edad incompatible"])
    expect(D.score(resident(5, 80, "Residente de 80 años, somnolienta."), resident(6, 86, "Residente de 86 años.")).contradictions).toEqual(["Edad incompatible"])
  })
  it("a decade in words, and the age typed from it within the decade, is that decade", () => {
    // 'setenta y tantos' typed 75 is the chart's 70 or 79; 'noventa y tantos' typed 95 the home's 89 (with the slack).
    expect(D.score(resident(9, 75, "Llama la nieta: su abuelita, de setenta y tantos años, se cayó."), resident(10, 70, "Caída.")).contradictions).toEqual([])
    expect(D.score(resident(11, 95, "Hija refiere que su mamá, de noventa y tantos años, tiene edema."), resident(12, 89, "Edema maleolar.")).contradictions).toEqual([])
    expect(D.score(resident(13, 85, "Su tía, de más de ochenta años, está somnolienta."), resident(14, 80, "Somnolencia.")).contradictions).toEqual([])
    expect(D.profile(resident(15, 75, "De setenta y tantos años.")).facts.guess).toEqual({ lo: 70, hi: 79 })
  })
  it("a decade says nothing of a field outside it, and a plain age keeps its own", () => {
    expect(D.profile(resident(16, 83, "De setenta y tantos años.")).facts.guess).toBeNull()
    expect(D.score(resident(17, 75, "Su abuelita, de setenta y tantos años."), resident(18, 84, "Caída.")).contradictions).toEqual(["Edad incompatible"])
    // Only a decade's floor stands for the numbers typed from it: 'más de 2 años' beside 5 is a duration.
    expect(D.profile(resident(19, 5, "En tratamiento desde hace más de 2 años.")).facts.guess).toBeNull()
  })
  it("a floor that is a duration, not the field's age, says nothing of the age", () => {
    const treated = resident(7, 45, "Paciente en tratamiento desde hace más de 2 años, somnolencia.")
    expect(D.score(treated, resident(8, 9, "Escolar con somnolencia.")).contradictions).toEqual(["Edad incompatible"])
  })
})

describe("a chart's name, surnames first", () => {
  it("a surname written out in capitals, then two letters, gives the given name's letter first", () => {
    expect(D.normalizeInitials("MAMANI F. A.")).toBe("AMF")
    expect(D.normalizeInitials("QUISPE Z. R.")).toBe("RQZ")
    expect(D.normalizeInitials("QUISPE LLANOS J.")).toBe("JQL")
    // One letter after one surname is the second surname's.
    expect(D.normalizeInitials("QUISPE F.")).toBe("QF")
    // A given name first, or a surname in lower case, keeps its order.
    expect(D.normalizeInitials("Rubén Antonio M.")).toBe("RAM")
    expect(D.normalizeInitials("JORGE Q.")).toBe("JQ")
    expect(D.normalizeInitials("Yanira Q.")).toBe("YQ")
  })
  it("initials typed surnames first take the order of the name the narrative gives", () => {
    const chart = D.profile({ id: 1, paciente_iniciales: "QLJ", descripcion_evento: "PACIENTE: JORGE QUISPE LLANOS SIS 918196603 EDAD: 40 A" })
    expect(chart.initials).toBe("JQL")
    const ward = D.profile({ id: 2, paciente_iniciales: "J.Q.L.", descripcion_evento: "Pcte con confusión y náuseas." })
    expect(D.compareParts(chart, ward).iniciales).toBe(true)
    // Other initials than the name's stay the field's: the name may be a relative's.
    expect(D.profile({ id: 3, paciente_iniciales: "QLM", descripcion_evento: "PACIENTE: JORGE QUISPE LLANOS" }).initials).toBe("QLM")
  })
})

