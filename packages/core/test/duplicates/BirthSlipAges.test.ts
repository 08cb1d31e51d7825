/**
 * Birth dates a digit apart are read as one birth date typed with a slip, unless each report's
 * age is the one its own birth date gives and the two ages cannot be one patient's (issue 12, the
 * oncology generator): 'J.R.S., 63 años, 1959-07-16' and 'J.R.S., 68 años, 1954-07-16' are two men.
 */
import { describe, expect, it } from "vitest"
import { Duplicates as D } from "../../src/index.js"

const younger: D.DupCase = {
  id: 1, paciente_iniciales: "J.R.S.", paciente_sexo: "M", paciente_edad: 63, paciente_fecha_nacimiento: "1959-07-16",
  fecha_inicio_evento: "2023-02-16", fecha_recepcion: "2023-02-22", producto_sospechoso: "Fluorouracilo 4200 mg",
  descripcion_evento: "Validación de prescripción: paciente de 63 años con diarrea tras mFOLFOX6; 6 deposiciones líquidas al día. Se recomienda loperamida."
}
const older: D.DupCase = {
  id: 2, paciente_iniciales: "JRS", paciente_sexo: "M", paciente_edad: 68, paciente_fecha_nacimiento: "1954-07-16",
  fecha_inicio_evento: "2023-02-16", fecha_recepcion: "2023-02-24", producto_sospechoso: "FOLFOX (oxaliplatino + fluorouracilo)",
  descripcion_evento: "Paciente de 68 años con adenocarcinoma de colon en FOLFOX: polineuropatía sensitiva G1 con parestesias en guante y calcetín."
}

describe("birth dates a slip apart, each confirmed by its report's age", () => {
  it("caps two reports whose ages agree with their own birth dates and not with each other", () => {
    const s = D.score(younger, older)
    expect(s.contradictions).toEqual(["Fecha de nacimiento distinta"])
    expect(s.score).toBe(D.CONTRADICTION_CAP)
  })

  it("still reads a slip where an age is missing, or one age fits both, or the ages are one patient's", () => {
    expect(D.score(younger, { ...older, paciente_edad: null }).contradictions).toEqual([])
    // The age typed from the right birth date: the other date is the slip.
    expect(D.score(younger, { ...older, paciente_edad: 63 }).contradictions).toEqual([])
    // A year's digit slipped, each age its own date's, and the ages one patient's (63 and 64 a birthday apart).
    expect(D.score(younger, { ...older, paciente_fecha_nacimiento: "1958-07-16", paciente_edad: 64 }).contradictions).toEqual([])
  })
})
