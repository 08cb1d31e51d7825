/**
 * The same age and sex beside a shared story (issue 12): a ward's alert and the receiving
 * hospital's note of one transferred patient name no initials in common, but give one age, one
 * sex, one drug and one reaction a day apart. {@link D.SAME_AGE_SEX_WEIGHT} tips such a pair to
 * review; it never counts for guessed ages, or stories with nothing in common, nor for
 * children unless both narratives state one body weight.
 */
import { describe, expect, it } from "vitest"
import { Duplicates as D } from "../../src/index.js"

const alert: D.DupCase = {
  id: 1, paciente_iniciales: null, paciente_sexo: "M", paciente_edad: 23, fecha_inicio_evento: "2023-01-07", fecha_recepcion: "2023-01-08",
  producto_sospechoso: "ACIDO VALPROICO 250MG/5ML JBE", descripcion_evento: "ALERTA DE RAM - SUSPENSION DE MEDICAMENTO | MEDICAMENTO: ACIDO VALPROICO | OBS: HEPATOTOXICIDAD"
}
const transfer: D.DupCase = {
  id: 2, paciente_iniciales: null, paciente_sexo: "M", paciente_edad: 23, fecha_inicio_evento: "2023-01-08", fecha_recepcion: "2023-01-15",
  producto_sospechoso: "Ácido valproico 250 mg/5 mL", descripcion_evento: "Paciente transferido. Dx: hepatotoxicidad atribuida a ácido valproico; se suspendió antes de la referencia."
}

describe("the same age and sex beside a shared story", () => {
  it("adds its weight and its reason, and brings the transfer's two reports to review", () => {
    const scored = D.score(alert, transfer)
    expect(scored.parts.edad_sexo).toBe(true)
    expect(scored.reasons).toContain("Misma edad y sexo")
    const without = D.scoreParts({ ...scored.parts, edad_sexo: false })
    expect(scored.score).toBe(Math.round((without + D.SAME_AGE_SEX_WEIGHT) * 100) / 100)
    expect(D.classify(scored.score).status).toBe("review")
  })

  it("counts the years between the reports, and nothing for another age or sex", () => {
    expect(D.score(alert, { ...transfer, paciente_edad: 24, fecha_inicio_evento: "2024-01-10", fecha_recepcion: "2024-01-12" }).parts.edad_sexo).toBe(true)
    expect(D.score(alert, { ...transfer, paciente_edad: 24 }).parts.edad_sexo).toBe(false)
    expect(D.score(alert, { ...transfer, paciente_sexo: null }).parts.edad_sexo).toBe(false)
  })

  it("not for a guessed age, a child, or two stories with nothing in common", () => {
    const guessed = { ...transfer, descripcion_evento: `${transfer.descripcion_evento} Varón de aprox. 23 años.` }
    expect(D.score(alert, guessed).parts.edad_sexo).toBe(false)
    expect(D.score({ ...alert, paciente_edad: 12 }, { ...transfer, paciente_edad: 12 }).parts.edad_sexo).toBe(false)
    const other = D.score(alert, { ...transfer, descripcion_evento: "Cefalea leve." })
    expect(other.parts.narrativa).toBeLessThan(D.AGE_SEX_NARRATIVE_FROM)
    expect(other.parts.edad_sexo).toBe(false)
  })
})

describe("the same age, sex and weight", () => {
  // A poison centre's call sheet and the emergency note of one child: one drug, one day, the child weighed twice.
  const call = (over: Partial<D.DupCase> = {}): D.DupCase => ({
    id: 3, paciente_iniciales: "N.N.", paciente_sexo: "M", paciente_edad: 2, fecha_inicio_evento: "2023-03-17", fecha_recepcion: "2023-03-17", producto_sospechoso: "metformina",
    descripcion_evento: "FICHA DE LLAMADA | Llamante: madre | Paciente: Mateo, masc, peso aprox 13 kg | Agente: metformina ~5 tab | Clínica: asintomático", ...over
  })
  const note: D.DupCase = {
    id: 4, paciente_iniciales: "M.S.R.", paciente_sexo: "M", paciente_edad: 2, fecha_inicio_evento: "2023-03-17", fecha_recepcion: "2023-03-21", producto_sospechoso: "Metformina 850 mg",
    descripcion_evento: "EMG PEDIATRIA. Menor varón de 2a, traído por madre, ingesta accidental. F.V.: FC 120, Peso 13 kg. Lab: lactato 2.6 mmol/L."
  }
  it("a child's weight stated in both reports counts as a shared story does: the call and the note go to review", () => {
    expect(D.profile(call()).facts.weights).toEqual([13])
    const scored = D.score(call(), note)
    expect(scored.score).toBe(0.5)
    expect(scored.reasons).toContain("Misma edad, sexo y peso")
  })
  it("another weight, another sex or age, or no weight at all, adds nothing", () => {
    expect(D.score(call({ descripcion_evento: call().descripcion_evento!.replace("13 kg", "16 kg") }), note).score).toBe(0.4)
    expect(D.score(call({ paciente_sexo: "F" }), note).reasons).not.toContain("Misma edad, sexo y peso")
    expect(D.score(call({ paciente_edad: 4 }), note).reasons).not.toContain("Misma edad, sexo y peso")
    expect(D.score(call({ descripcion_evento: "FICHA DE LLAMADA | Paciente: Mateo, masc | Agente: metformina ~5 tab" }), note).score).toBe(0.4)
  })
})
