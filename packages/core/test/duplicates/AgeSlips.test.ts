/**
 * An age field typed with a slip (a digitiser's swapped digits, '19 años' typed 91; a digit left
 * out, '30' typed 3) is read with the age the report's own narrative states: the other report's
 * 19-year-old is then no contradiction. Any other number the narrative gives (a relative's age, a
 * duration) reads nothing.
 */
import { describe, expect, it } from "vitest"
import { Duplicates as D } from "../../src/index.js"

const post = (id: number, edad: number, text: string): D.DupCase => ({
  id, paciente_iniciales: "MCH", paciente_sexo: "F", paciente_edad: edad, fecha_inicio_evento: "2023-03-13", fecha_recepcion: "2023-03-20",
  producto_sospechoso: "Benzetacil", descripcion_evento: text
})
const form = post(1, 91, "Gestante de 19 años, EG 34 ss, en control prenatal. Recibe Benzetacil desde el 10/03/23. El 13/03/23 se hinchó su cara.")
const hospital = post(2, 19, "Paciente de 19 años con angioedema facial tras penicilina benzatínica.")

describe("an age field with a slip of the digits", () => {
  it("reads the age the narrative states when the field holds its digits swapped or one left out", () => {
    expect(D.score(form, hospital).contradictions).toEqual([])
    expect(D.score(form, hospital).score).toBeGreaterThanOrEqual(D.REVIEW_THRESHOLD)
    const short = post(3, 3, "PCTE DE 30 A. RECIBE BENZETACIL. EDEMA FACIAL.")
    expect(D.score(short, post(4, 30, "Mujer de 30 años, angioedema.")).contradictions).toEqual([])
    expect(D.profile(short).facts.ages).toEqual([3, 30])
  })

  it("keeps the field's age too: the 91-year-old of another report is still one reading", () => {
    expect(D.score(form, post(5, 90, "Adulta mayor de 90 años con edema facial.")).contradictions).toEqual([])
  })

  it("any other number is no slip: another age, a duration", () => {
    // 19 and 25 are two patients whatever the field says.
    expect(D.score(post(6, 25, "Usuaria de 52 años, edema facial."), hospital).contradictions).toEqual(["Edad incompatible"])
    expect(D.profile(post(7, 45, "Mujer de 47 años, edema facial.")).facts.ages).toEqual([45])
    // (A relative's age with the field's digits swapped is read too, 'su hija de 54 años' beside 45:
    // a second reading only keeps a contradiction from being raised.)
    expect(D.profile(post(11, 45, "Su hija de 54 años llama: edema facial.")).facts.ages).toEqual([45, 54])
    // A duration is not the patient's age, even with the field's digits.
    expect(D.profile(post(8, 20, "En tratamiento desde hace 2 años, edema facial.")).facts.ages).toEqual([20])
    expect(D.profile(post(9, 20, "Luego de 2 años de tratamiento presenta edema facial.")).facts.ages).toEqual([20])
    expect(D.profile(post(10, 20, "Mujer de 20 años, edema facial.")).facts.ages).toEqual([20])
  })
})
