/**
 * One report gives the patient's age, the other the birth date (issue 12): a company's e-mail
 * thread and the clinic's form of one adolescent. With the same initials, an age that the birth
 * date gives at the first report's date weighs {@link D.AGE_BIRTH_WEIGHT}.
 */
import { describe, expect, it } from "vitest"
import { Duplicates as D } from "../../src/index.js"

const form: D.DupCase = {
  id: 1, paciente_iniciales: "OVE", paciente_sexo: "M", paciente_edad: 16, fecha_inicio_evento: "2023-03-25", fecha_recepcion: "2023-03-27",
  producto_sospechoso: "Ibuprofeno 100 mg/5 mL", descripcion_evento: "Por medio del presente les hacemos llegar la notificación de la clínica."
}
const thread: D.DupCase = {
  id: 2, paciente_iniciales: "O.V.E.", paciente_sexo: "M", paciente_fecha_nacimiento: "2006-07-18", fecha_recepcion: "2023-04-09",
  producto_sospechoso: "MOTRIN (ibuprofen) 100 mg/5 mL", descripcion_evento: "Gracias por la información; quedamos atentos al seguimiento."
}

describe("an age that the other report's birth date gives", () => {
  it("with the same initials and product, brings the pair to review and says why", () => {
    const scored = D.score(form, thread)
    expect(scored.parts.edad_segun_nacimiento).toBe(true)
    expect(scored.score).toBe(0.5)
    expect(scored.reasons).toContain("Edad acorde con la fecha de nacimiento")
    expect(D.classify(scored.score).status).toBe("review")
  })

  it("counts only the age the birth date gives at the age's report: one year off is nothing", () => {
    const scored = D.score({ ...form, paciente_edad: 17 }, thread)
    expect(scored.parts.edad_segun_nacimiento).toBe(false)
    expect(scored.score).toBe(0.4)
    expect(scored.reasons).not.toContain("Edad acorde con la fecha de nacimiento")
  })

  it("not for a child under fifteen: a vaccination day's or a family's children share ages", () => {
    const child = D.score({ ...form, paciente_edad: 10 }, { ...thread, paciente_fecha_nacimiento: "2012-07-18" })
    expect(child.parts.edad_segun_nacimiento).toBe(false)
    expect(child.score).toBe(0.4)
  })

  it("not without the same initials, nor when both give a birth date (the birth date decides)", () => {
    expect(D.score(form, { ...thread, paciente_iniciales: "O.V.R." }).parts.edad_segun_nacimiento).toBe(false)
    const both = D.score({ ...form, paciente_fecha_nacimiento: "2006-07-18" }, thread)
    expect(both.parts.edad_segun_nacimiento).toBe(false)
    expect(both.parts.fecha_nacimiento).toBe(true)
  })
})
