/**
 * The rule-based kl scorer, criterion by criterion and band by band, with worked examples: each
 * case below is built the way storage returns it, and its scores are checked with their reasons.
 */
import { describe, expect, it } from "vitest"
import type { Case } from "@atalaya/core"
import { CausalityRules as Rules, TechnicalSheet } from "../src/index.js"
import { FICHA_AMOXICILINA } from "@atalaya/testing/TechnicalSheets"
import { storedCase } from "@atalaya/testing/SchemaChecks"

let nextId = 100

const producto = (overrides: Partial<Case.Producto> = {}): Case.Producto => ({
  id: nextId++,
  nombre_producto: "Amoxicilina 500 mg",
  ifa: "Amoxicilina",
  forma_farmaceutica: null,
  laboratorio_pais: null,
  registro_sanitario: null,
  nro_lote: null,
  via_administracion: "Oral",
  dosis_frecuencia: "500 mg c/8 h",
  fecha_inicio: "2024-05-01",
  fecha_fin: null,
  desaparecio_al_suspender: null,
  desaparecio_al_disminuir_dosis: null,
  reaparecio_reexposicion: null,
  antecedente_reaccion: null,
  paciente_recibio_tratamiento_ram: null,
  detalle_tratamiento_ram: null,
  ...overrides
})

const concomitante = (overrides: Partial<Case.Concomitante> = {}): Case.Concomitante => ({
  id: nextId++,
  nombre_producto: "Paracetamol 500 mg",
  dosis_frecuencia: null,
  nro_lote: null,
  via_administracion: null,
  fecha_inicio: null,
  fecha_fin: null,
  motivo_prescripcion: null,
  ...overrides
})

const evento = (overrides: Partial<Case.Evento> = {}): Case.Evento => ({
  id: nextId++,
  icsr_id: 1,
  texto: "Urticaria",
  tipo_notificacion: null,
  fecha_inicio: null,
  fecha_fin: null,
  gravedad: null,
  causalidad: null,
  desenlace: null,
  solo_ram_grave: null,
  texto_correo: null,
  doc_fuente_url: null,
  meddra_llt_code: null,
  meddra_llt_term: null,
  meddra_pt_code: null,
  meddra_pt_term: null,
  meddra_pt_manual: null,
  is_from_narrative: null,
  ...overrides
})

const ficha: Rules.Ficha = { secciones: TechnicalSheet.detectSections(FICHA_AMOXICILINA), fuente: "caso" }

/** A case with one suspected product started 2024-05-01 and an urticaria on 2024-05-03. */
const caso = (overrides: Partial<Case.Case> = {}, p: Partial<Case.Producto> = {}): Case.Case =>
  storedCase({
    descripcion_evento: "Urticaria generalizada a las 48 horas de iniciar el tratamiento.",
    fecha_inicio_evento: "2024-05-03",
    productos: [producto(p)],
    ...overrides
  })

const payload = (c: Case.Case, withSheet: Rules.Ficha | null = null) => Rules.buildPayload(c, Rules.sospechososDe(c)[0]!, withSheet)

describe("temporalidad (0-2)", () => {
  it("2: the event started during the exposure", () => {
    expect(Rules.temporalidad(payload(caso()))).toEqual({
      score: 2,
      rationale: "El evento (2024-05-03) comenzó 2 días después de iniciar el producto (2024-05-01), durante la exposición: secuencia temporal compatible."
    })
    expect(Rules.temporalidad(payload(caso({ fecha_inicio_evento: "2024-05-01" }))).rationale).toContain("el mismo día en que se inició")
  })

  it("1: the event started within 30 days after stopping; 0 beyond that", () => {
    expect(Rules.temporalidad(payload(caso({ fecha_inicio_evento: "2024-05-20" }, { fecha_fin: "2024-05-10" })))).toEqual({
      score: 1,
      rationale: "El evento (2024-05-20) comenzó 10 días después de suspender el producto (2024-05-10): secuencia compatible pero poco coherente."
    })
    expect(Rules.temporalidad(payload(caso({ fecha_inicio_evento: "2024-07-01" }, { fecha_fin: "2024-05-10" }))).score).toBe(0)
  })

  it("0: the event came before the product, or a date is missing", () => {
    expect(Rules.temporalidad(payload(caso({ fecha_inicio_evento: "2024-04-28" })))).toEqual({
      score: 0,
      rationale: "El evento (2024-04-28) comenzó 3 días antes de iniciar el producto (2024-05-01): secuencia temporal incompatible."
    })
    expect(Rules.temporalidad(payload(caso({}, { fecha_inicio: null }))).rationale).toBe(
      "Falta la fecha de inicio del producto: no se puede valorar la secuencia temporal."
    )
    expect(Rules.temporalidad(payload(caso({ fecha_inicio_evento: null })))).toMatchObject({ score: 0 })
  })

  it("takes the earliest event date when the case has none of its own", () => {
    const c = caso({ fecha_inicio_evento: null, eventos: [evento({ fecha_inicio: "2024-05-09" }), evento({ fecha_inicio: "2024-05-04" })] })
    expect(payload(c).temporalidad.dias_desde_inicio_producto).toBe(3)
    expect(Rules.temporalidad(payload(c)).score).toBe(2)
  })
})

describe("conocimiento_previo (0-2): the technical sheet", () => {
  it("2 when the event is listed in 4.8, 1 when only in 4.4, 0 when not described", () => {
    expect(Rules.conocimientoPrevio(payload(caso(), ficha))).toEqual({
      score: 2,
      rationale: "El evento «urticaria» figura en la sección 4.8 de la ficha técnica con frecuencia «poco frecuente»: reacción conocida."
    })
    expect(Rules.conocimientoPrevio(payload(caso({ descripcion_evento: "Colitis pseudomembranosa" }), ficha)).score).toBe(1)
    expect(Rules.conocimientoPrevio(payload(caso({ descripcion_evento: "Ictericia colestásica" }), ficha))).toEqual({
      score: 0,
      rationale: "El evento no figura en las reacciones adversas (4.8) ni en las advertencias (4.4) de la ficha técnica."
    })
  })

  it("0 without any sheet; a catalog sheet is named as such", () => {
    expect(Rules.conocimientoPrevio(payload(caso())).score).toBe(0)
    expect(Rules.conocimientoPrevio(payload(caso())).rationale).toContain("No se dispone de ficha técnica")
    expect(Rules.conocimientoPrevio(payload(caso(), { ...ficha, fuente: "catalogo" })).rationale).toContain("de la ficha técnica del catálogo")
  })
})

describe("dechallenge (0-2)", () => {
  it("2 when it went away on stopping, 1 on a lower dose, 0 when it did not", () => {
    expect(Rules.dechallenge(payload(caso({}, { desaparecio_al_suspender: "si" })))).toEqual({
      score: 2, rationale: "El evento desapareció al suspender el producto: retirada positiva."
    })
    expect(Rules.dechallenge(payload(caso({}, { desaparecio_al_disminuir_dosis: "si" }))).score).toBe(1)
    expect(Rules.dechallenge(payload(caso({}, { desaparecio_al_suspender: "no", desaparecio_al_disminuir_dosis: "no" })))).toEqual({
      score: 0, rationale: "El evento no desapareció al suspender el producto: retirada negativa."
    })
  })

  it("1 from the dates when the event resolved after the product was stopped; 0 without information", () => {
    const dated = caso({ fecha_fin_evento: "2024-05-08", ea_desenlace: "Recuperado" }, { fecha_fin: "2024-05-04" })
    expect(Rules.dechallenge(payload(dated))).toEqual({
      score: 1,
      rationale: "Según las fechas, el evento se resolvió (2024-05-08) después de suspender el producto (2024-05-04); no hay respuesta explícita sobre la retirada."
    })
    expect(Rules.dechallenge(payload(caso({ fecha_fin_evento: "2024-05-08", ea_desenlace: "Desconocido" }, { fecha_fin: "2024-05-04" }))).score).toBe(0)
    expect(Rules.dechallenge(payload(caso({}, { desaparecio_al_suspender: "no_aplica" }))).rationale).toContain("no aplica")
    expect(Rules.dechallenge(payload(caso())).rationale).toBe("Sin información sobre la evolución del evento al retirar el producto o reducir la dosis.")
  })
})

describe("rechallenge (0-3)", () => {
  it("3 when it came back on re-exposure, 0 when it did not, 1 for an earlier similar reaction", () => {
    expect(Rules.rechallenge(payload(caso({}, { reaparecio_reexposicion: "si" })))).toEqual({
      score: 3, rationale: "El evento reapareció al volver a administrar el producto: reexposición positiva."
    })
    expect(Rules.rechallenge(payload(caso({}, { reaparecio_reexposicion: "no", antecedente_reaccion: "si" }))).score).toBe(0)
    expect(Rules.rechallenge(payload(caso({}, { reaparecio_reexposicion: "no_aplica", antecedente_reaccion: "si" })))).toMatchObject({ score: 1 })
    expect(Rules.rechallenge(payload(caso({}, { reaparecio_reexposicion: "no_aplica" })))).toEqual({ score: 0, rationale: "No hubo reexposición al producto (no aplica)." })
    expect(Rules.rechallenge(payload(caso())).rationale).toBe("Sin información sobre reexposición al producto.")
  })
})

describe("alternativas (0-2)", () => {
  it("2 when the case records no comorbidities ('Ninguna') and no other medicine", () => {
    expect(Rules.alternativas(payload(caso({ paciente_comorbilidades: "Ninguna" })))).toEqual({
      score: 2,
      rationale: "No se registran comorbilidades («Ninguna») ni medicación concomitante: no hay explicaciones alternativas."
    })
    expect(Rules.alternativas(payload(caso({ paciente_comorbilidades: "Niega antecedentes" }))).score).toBe(2)
  })

  it("1 when comorbidities or concomitants exist that are not closer to the event", () => {
    expect(Rules.alternativas(payload(caso({ paciente_comorbilidades: "Hipertensión arterial", concomitantes: [concomitante({ fecha_inicio: "2023-01-01" })] })))).toEqual({
      score: 1,
      rationale: "Existen posibles causas alternativas, menos verosímiles que el producto: comorbilidades (Hipertensión arterial) y medicación concomitante (Paracetamol 500 mg)."
    })
  })

  it("0 for another suspect, a concomitant started between the product and the event, or no information", () => {
    const twoSuspects = caso({ productos: [producto(), producto({ nombre_producto: "Ibuprofeno 400 mg" })] })
    expect(Rules.alternativas(payload(twoSuspects)).rationale).toBe(
      "Hay otros productos sospechosos en el caso (Ibuprofeno 400 mg) que pueden explicar el evento."
    )
    const newer = caso({ concomitantes: [concomitante({ nombre_producto: "Metamizol", fecha_inicio: "2024-05-02" })] })
    expect(Rules.alternativas(payload(newer))).toEqual({
      score: 0,
      rationale: "Metamizol se inició (2024-05-02) después del producto evaluado y antes del evento: explicación alternativa verosímil."
    })
    expect(Rules.alternativas(payload(caso()))).toEqual({
      score: 0, rationale: "Sin información sobre comorbilidades ni medicación concomitante para descartar otras causas."
    })
  })
})

describe("factores_contribuyentes (0-1)", () => {
  it("1 for age, organ impairment, pregnancy, a described interaction or polypharmacy", () => {
    expect(Rules.factoresContribuyentes(payload(caso({ paciente_edad: 78 })))).toEqual({
      score: 1, rationale: "Hay factores que favorecen la reacción: edad avanzada (78 años)."
    })
    expect(Rules.factoresContribuyentes(payload(caso({ paciente_edad: 6 }))).rationale).toContain("edad pediátrica (6 años)")
    expect(Rules.factoresContribuyentes(payload(caso({ paciente_comorbilidades: "Insuficiencia renal crónica estadio 3" }))).rationale).toContain("insuficiencia renal")
    expect(Rules.factoresContribuyentes(payload(caso({ paciente_gestacion_meses_raw: "4" }))).rationale).toContain("embarazo")
    const interaction = caso({ concomitantes: [concomitante({ nombre_producto: "Warfarina 5 mg" })] })
    expect(Rules.factoresContribuyentes(payload(interaction, ficha)).rationale).toContain("interacción descrita en la ficha técnica (4.5) con Warfarina 5 mg")
    const many = caso({ concomitantes: [1, 2, 3, 4].map((n) => concomitante({ nombre_producto: `Medicamento ${n}` })) })
    expect(Rules.factoresContribuyentes(payload(many)).rationale).toContain("polifarmacia (5 medicamentos)")
  })

  it("0 otherwise", () => {
    expect(Rules.factoresContribuyentes(payload(caso({ paciente_edad: 40, paciente_gestacion_meses_raw: "No aplica" })))).toMatchObject({ score: 0 })
  })
})

describe("exploraciones (0-1)", () => {
  it("1 when the narrative, events or follow-up name a complementary test", () => {
    expect(Rules.exploraciones(payload(caso({ descripcion_evento: "Ictericia; TRANSAMINASAS elevadas x5." })))).toEqual({
      score: 1, rationale: "El caso menciona exploraciones complementarias («transaminasas») que documentan la reacción."
    })
    const followUp = caso({ seguimientos: [{ id: 1, numero: 1, fecha: "2024-05-10", comentarios: "Prueba cutánea positiva a amoxicilina" }] })
    expect(Rules.exploraciones(payload(followUp)).score).toBe(1)
  })

  it("0 otherwise", () => {
    expect(Rules.exploraciones(payload(caso()))).toEqual({ score: 0, rationale: "No constan exploraciones complementarias que apoyen la relación causal." })
  })
})

describe("plausibilidad (0-2)", () => {
  it("2 when 5.1 describes the mechanism, 1 when the sheet only lists the reaction", () => {
    expect(Rules.plausibilidad(payload(caso({ descripcion_evento: "Diarrea" }), ficha))).toEqual({
      score: 2, rationale: "La farmacodinamia (5.1) de la ficha técnica describe un efecto relacionado con el evento: plausibilidad farmacológica."
    })
    expect(Rules.plausibilidad(payload(caso(), ficha))).toEqual({
      score: 1, rationale: "La ficha técnica describe la reacción (sección 4.8) sin un mecanismo en la farmacodinamia (5.1): reacción plausible."
    })
  })

  it("1 for a hypersensitivity reaction without a sheet, 0 otherwise", () => {
    expect(Rules.plausibilidad(payload(caso({ descripcion_evento: "Le salieron ronchas en la espalda" })))).toEqual({
      score: 1, rationale: "Reacción de tipo hipersensibilidad («urticaria»), biológicamente plausible con cualquier medicamento."
    })
    expect(Rules.plausibilidad(payload(caso({ descripcion_evento: "Ictericia" }))).score).toBe(0)
  })
})

describe("bands: worked examples of every classification", () => {
  it("Definida (≥ 9): during exposure, listed, withdrawal and re-exposure positive", () => {
    const c = caso({ paciente_comorbilidades: "Ninguna" }, { desaparecio_al_suspender: "si", reaparecio_reexposicion: "si" })
    const r = Rules.scoreCase(c, { ficha })
    expect(Object.fromEntries(Object.entries(r.criterios).map(([k, v]) => [k, v.score]))).toEqual({
      temporalidad: 2, conocimiento_previo: 2, dechallenge: 2, rechallenge: 3, alternativas: 2, factores_contribuyentes: 0, exploraciones: 0, plausibilidad: 1
    })
    expect(r).toMatchObject({ score_total: 12, clasificacion: "Definida", evaluable: true, motivo_no_evaluable: null })
    // The same case on the threshold: no re-exposure data and an earlier similar reaction (1) instead.
    const threshold = Rules.scoreCase(caso({ paciente_comorbilidades: "Ninguna" }, { desaparecio_al_suspender: "si", antecedente_reaccion: "si" }), { ficha })
    expect(threshold).toMatchObject({ score_total: 10, clasificacion: "Definida" })
  })

  it("Probable (6-8): during exposure, listed, withdrawal positive, no re-exposure", () => {
    const r = Rules.scoreCase(caso({ paciente_comorbilidades: "HTA" }, { desaparecio_al_suspender: "si", reaparecio_reexposicion: "no_aplica" }), { ficha })
    // temporalidad 2 + conocimiento 2 + dechallenge 2 + alternativas 1 (HTA) + plausibilidad 1
    expect(r).toMatchObject({ score_total: 8, clasificacion: "Probable" })
    // Without the sheet: 2 + 2 + 1 + plausibilidad 1 (hypersensitivity) = 6, still Probable.
    expect(Rules.scoreCase(caso({ paciente_comorbilidades: "HTA" }, { desaparecio_al_suspender: "si" }))).toMatchObject({ score_total: 6, clasificacion: "Probable" })
  })

  it("Posible (3-5): during exposure, a hypersensitivity reaction, no sheet, no withdrawal data", () => {
    const r = Rules.scoreCase(caso())
    // temporalidad 2 + plausibilidad 1
    expect(r).toMatchObject({ score_total: 3, clasificacion: "Posible" })
  })

  it("Improbable (1-2): the event came before the product and other causes exist", () => {
    const r = Rules.scoreCase(caso({ fecha_inicio_evento: "2024-04-20", descripcion_evento: "Ictericia", paciente_comorbilidades: "Hepatitis B crónica" }))
    expect(r.criterios.temporalidad.score).toBe(0)
    expect(r).toMatchObject({ score_total: 1, clasificacion: "Improbable" })
  })

  it("Condicional (0): nothing to judge by", () => {
    const r = Rules.scoreCase(storedCase({ descripcion_evento: "Malestar" }))
    expect(r).toMatchObject({ score_total: 0, clasificacion: "Condicional", evaluable: true })
  })

  it("Inclasificable: contradictory dates", () => {
    const r = Rules.scoreCase(caso({ fecha_fin_evento: "2024-05-01" }, { desaparecio_al_suspender: "si" }))
    expect(r).toMatchObject({ clasificacion: "Inclasificable", evaluable: false })
    expect(r.score_total).toBeGreaterThan(0)
    expect(r.motivo_no_evaluable).toBe("La fecha de fin del evento (2024-05-01) es anterior a su inicio (2024-05-03): datos contradictorios.")
    expect(Rules.scoreCase(caso({}, { fecha_inicio: "2024-05-01", fecha_fin: "2024-04-01" })).motivo_no_evaluable).toContain("La fecha de fin del producto")
  })
})

describe("suspected products and the payload", () => {
  it("lists nested products, or the free-text product when there are none, and picks by name or id", () => {
    const two = caso({ productos: [producto({ id: 501 }), producto({ id: 502, nombre_producto: "Ibuprofeno 400 mg", ifa: "Ibuprofeno" })] })
    expect(Rules.sospechososDe(two).map((s) => s.nombre)).toEqual(["Amoxicilina 500 mg", "Ibuprofeno 400 mg"])
    expect(Rules.pickSospechoso(two, null)?.nombre).toBe("Amoxicilina 500 mg")
    expect(Rules.pickSospechoso(two, "  IBUPROFENO 400 MG ")?.nombre).toBe("Ibuprofeno 400 mg")
    expect(Rules.pickSospechoso(two, "ibuprofeno")?.nombre).toBe("Ibuprofeno 400 mg")
    expect(Rules.pickSospechoso(two, "502")?.nombre).toBe("Ibuprofeno 400 mg")
    expect(Rules.pickSospechoso(two, "Paracetamol")).toBeNull()
    const bare = storedCase({ producto_sospechoso: "Metamizol 1 g" })
    expect(Rules.sospechososDe(bare)).toEqual([{ nombre: "Metamizol 1 g", producto: null }])
    expect(Rules.pickSospechoso(bare, "metamizol 1 G")?.nombre).toBe("Metamizol 1 g")
    expect(() => Rules.scoreCase(two, { producto: "Paracetamol" })).toThrow("Paracetamol")
  })

  it("carries no identifying data and judges the evaluated product against the others", () => {
    const two = caso({ paciente_dni: "45871236", reportante_nombre: "Dra. Ruiz", productos: [producto(), producto({ nombre_producto: "Ibuprofeno 400 mg" })] })
    const p = Rules.buildPayload(two, Rules.pickSospechoso(two, "Ibuprofeno 400 mg")!, null)
    const text = JSON.stringify(p)
    expect(text).not.toContain("45871236")
    expect(text).not.toContain("Ruiz")
    expect(text).not.toContain("JPM")
    expect(p.producto_evaluado).toBe("Ibuprofeno 400 mg")
    expect(p.otros_sospechosos.map((s) => s.nombre)).toEqual(["Amoxicilina 500 mg"])
  })
})
