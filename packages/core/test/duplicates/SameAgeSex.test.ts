/**
 * The same age and sex beside a shared story (issue 12): a ward's alert and the receiving
 * hospital's note of one transferred patient name no initials in common, but give one age, one
 * sex, one drug and one reaction a day apart. {@link D.SAME_AGE_SEX_WEIGHT} tips such a pair to
 * review; it never counts for guessed ages, children, or stories with nothing in common.
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
