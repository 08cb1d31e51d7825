import { describe, expect, it } from "vitest"
import { IntakeRules } from "../src/index.js"

const complete = {
  paciente_iniciales: "MRT",
  paciente_edad: 45,
  paciente_sexo: "F",
  reportante_nombre: "Q.F. Ana López",
  producto_sospechoso: "Amoxicilina 500 mg",
  descripcion_evento: "Urticaria generalizada tras la segunda dosis.",
  fecha_inicio_evento: "2026-03-03"
}
const reception = { receptionDate: "2026-03-05" }

describe("intake validation (evaluation rule 6)", () => {
  it("accepts a complete report without warnings", () => {
    expect(IntakeRules.validate(complete, reception)).toEqual([])
  })

  it("names each missing required field in Spanish: age, sex, product, event, and initials and reporter", () => {
    expect(IntakeRules.validate({}, reception)).toEqual([
      { campo: "paciente_edad", mensaje: "Falta la edad del paciente", codigo: "faltante" },
      { campo: "paciente_sexo", mensaje: "Falta el sexo del paciente", codigo: "faltante" },
      { campo: "producto_sospechoso", mensaje: "Falta el producto sospechoso", codigo: "faltante" },
      { campo: "descripcion_evento", mensaje: "Falta la descripción del evento", codigo: "faltante" },
      { campo: "paciente_iniciales", mensaje: "Faltan las iniciales del paciente", codigo: "faltante" },
      { campo: "reportante_nombre", mensaje: "Falta el nombre del reportante", codigo: "faltante" }
    ])
    // Blank strings are missing; age 0 (an infant) is not; a nested product name counts as the product.
    const fields = (p: Record<string, unknown>) => IntakeRules.validate({ ...complete, ...p }, reception).map((w) => w.campo)
    expect(fields({ paciente_sexo: "  ", descripcion_evento: "" })).toEqual(["paciente_sexo", "descripcion_evento"])
    expect(fields({ paciente_edad: 0 })).toEqual([])
    expect(fields({ producto_sospechoso: null, productos: [{ nombre_producto: "Ceftriaxona" }] })).toEqual([])
    expect(fields({ producto_sospechoso: null, productos: [{ nombre_producto: " " }] })).toEqual(["producto_sospechoso"])
  })

  it("warns when an event date is later than the reception date, or the end precedes the start", () => {
    expect(IntakeRules.validate({ ...complete, fecha_inicio_evento: "2026-03-05" }, reception)).toEqual([])
    expect(IntakeRules.validate({ ...complete, fecha_inicio_evento: "2026-03-06", fecha_fin_evento: "2026-03-04" }, reception)).toEqual([
      { campo: "fecha_inicio_evento", mensaje: "La fecha de inicio del evento (2026-03-06) es posterior a la fecha de recepción (2026-03-05)", codigo: "fecha_posterior" },
      { campo: "fecha_fin_evento", mensaje: "La fecha de fin del evento (2026-03-04) es anterior a la de inicio (2026-03-06)", codigo: "fechas_invertidas" }
    ])
    expect(IntakeRules.validate({ ...complete, fecha_fin_evento: "2026-04-01" }, reception).map((w) => w.codigo)).toEqual(["fecha_posterior"])
    // A date that is not a date is the schema's business, not a rule-6 warning.
    expect(IntakeRules.validate({ ...complete, fecha_inicio_evento: "03/13/2026" }, reception)).toEqual([])
  })

  it("checks the contact format: email addresses and reachable phone numbers, with or without whatsapp:", () => {
    const contact = (p: Record<string, unknown>) => IntakeRules.validate({ ...complete, ...p }, reception)
    for (const ok of ["ana.lopez@farmacia.pe", "987 654 321", "+51 987-654-321", "(01) 234-5678", "whatsapp:+51987654321", "+34 612 345 678"]) {
      expect(contact({ reportante_contacto: ok }), ok).toEqual([])
    }
    expect(contact({ reportante_contacto: "ana.lopez@farmacia" })).toEqual([
      { campo: "reportante_contacto", mensaje: "El correo del reportante no tiene un formato válido: ana.lopez@farmacia", codigo: "contacto_invalido" }
    ])
    expect(contact({ reportante_contacto: "12345" })[0]!.mensaje).toBe("El contacto del reportante no es un correo ni un teléfono válido: 12345")
    expect(contact({ reportante_contacto: "555-123-4567" })[0]!.mensaje).toBe("El teléfono del reportante no tiene un formato válido: 555-123-4567")
    expect(contact({ reportante_email: "ana @farmacia.pe", reportante_telefono: "98765" }).map((w) => w.campo)).toEqual(["reportante_email", "reportante_telefono"])
    // The copy that creation routes from reportante_contacto is not reported twice.
    expect(contact({ reportante_contacto: "x@y", reportante_email: "x@y" }).map((w) => w.campo)).toEqual(["reportante_contacto"])
  })

  it("words the similar-case warning with the case id and score", () => {
    expect(IntakeRules.similarCaseWarning(42, 0.651)).toEqual({
      campo: null, mensaje: "Existe un caso similar: #42 (puntaje 0.65)", codigo: "caso_similar", caso_id: 42, puntaje: 0.651
    })
  })
})
