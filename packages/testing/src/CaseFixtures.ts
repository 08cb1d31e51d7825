/**
 * Case bodies shared by the storage and HTTP suites.
 */

/** The smallest valid case body (`POST /icsr`), with overrides. */
export const caseBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  paciente_iniciales: "JPM",
  paciente_edad: 34,
  paciente_sexo: "F",
  reportante_nombre: "Dra. Ana Ruiz",
  producto_sospechoso: "Amoxicilina 500 mg",
  descripcion_evento: "Erupcion cutanea tras la segunda dosis",
  ...overrides
})
