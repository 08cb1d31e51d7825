/**
 * The rule-based kl scorer: each of the eight criteria derived from the case's own data, with a
 * rationale sentence in Spanish. It is the engine when no language model is configured
 * (`modelo_llm: 'reglas'`), and a script can use it directly on a case:
 *
 * ```ts
 * const { payload, ...evaluation } = CausalityRules.scoreCase(caso)
 * ```
 *
 * The payload it reads is the same one a language model is sent, so both engines judge the same
 * facts and a change in those facts (product, event, dates, answers, sheet) is a new payload.
 */
import type { Case as CaseModule } from "@atalaya/core"
import { type Criterio, type Criterios, evaluate, type Evaluacion, type Puntuacion } from "./Causality.js"
import { Fields } from "@atalaya/core"
import * as FT from "./TechnicalSheet.js"

type Case = CaseModule.Case
type Producto = CaseModule.Producto
const fold = Fields.fold

// ---------------------------------------------------------------------------------------------
// Suspected products

/** A suspected product of a case that can be assessed. */
export interface Sospechoso {
  /** The name stored as `producto_evaluado`. */
  readonly nombre: string
  /** The nested entry; null when the case has none and the free-text product is assessed. */
  readonly producto: Producto | null
}

/** The name of a nested suspected product as assessments record it. */
export const nombreDe = (p: Producto, caso: Pick<Case, "producto_sospechoso">): string =>
  p.nombre_producto ?? p.ifa ?? caso.producto_sospechoso ?? "Producto sospechoso"

/** The suspected products of a case: its nested entries, or the free-text product when there are none. */
export const sospechososDe = (caso: Case): ReadonlyArray<Sospechoso> =>
  caso.productos.length === 0
    ? [{ nombre: caso.producto_sospechoso ?? "Producto sospechoso", producto: null }]
    : caso.productos.map((p) => ({ nombre: nombreDe(p, caso), producto: p }))

/** The product key used to compare names (`Amoxicilina 500 MG` and `amoxicilina 500 mg` are one). */
export const productKey = (name: string): string => fold(name).replace(/\s+/g, " ")

/**
 * The suspected product a request names: by the nested entry's id, by its name (case- and
 * accent-insensitive) or by the free-text product; the first suspected product when none is named.
 * None when the name matches no product of the case.
 */
export const pickSospechoso = (caso: Case, requested: string | null | undefined): Sospechoso | null => {
  const all = sospechososDe(caso)
  const wanted = (requested ?? "").trim()
  if (wanted === "") return all[0] ?? null
  if (/^\d+$/.test(wanted)) {
    const byId = all.find((s) => s.producto !== null && s.producto.id === Number(wanted))
    if (byId !== undefined) return byId
  }
  const key = productKey(wanted)
  const byName = all.find((s) => productKey(s.nombre) === key) ??
    all.find((s) => s.producto !== null && s.producto.ifa !== null && productKey(s.producto.ifa) === key)
  if (byName !== undefined) return byName
  return caso.producto_sospechoso !== null && productKey(caso.producto_sospechoso) === key ? all[0] ?? null : null
}

// ---------------------------------------------------------------------------------------------
// The payload

/** Where a technical sheet's sections came from. */
export type FuenteFicha = "caso" | "catalogo"

/** A technical sheet available for the assessment. */
export interface Ficha {
  readonly secciones: FT.Secciones
  readonly fuente: FuenteFicha
}

/** The facts an assessment judges: the case without identifying data, for one suspected product. */
export interface KlPayload {
  readonly producto_evaluado: string
  readonly paciente: {
    readonly edad: number | null
    readonly sexo: string | null
    readonly peso: number | null
    readonly grupo_etareo: string | null
    readonly diagnostico_principal: string | null
    readonly comorbilidades: string | null
    readonly gestacion_meses: string | null
  }
  readonly producto: {
    readonly nombre: string
    readonly ifa: string | null
    readonly forma_farmaceutica: string | null
    readonly via_administracion: string | null
    readonly dosis_frecuencia: string | null
    readonly fecha_inicio: string | null
    readonly fecha_fin: string | null
    readonly desaparecio_al_suspender: string | null
    readonly desaparecio_al_disminuir_dosis: string | null
    readonly reaparecio_reexposicion: string | null
    readonly antecedente_reaccion: string | null
    readonly paciente_recibio_tratamiento_ram: string | null
    readonly detalle_tratamiento_ram: string | null
  }
  readonly otros_sospechosos: ReadonlyArray<{ readonly nombre: string; readonly fecha_inicio: string | null; readonly fecha_fin: string | null }>
  readonly concomitantes: ReadonlyArray<{
    readonly nombre: string | null
    readonly dosis_frecuencia: string | null
    readonly fecha_inicio: string | null
    readonly fecha_fin: string | null
    readonly motivo_prescripcion: string | null
  }>
  readonly evento: {
    readonly descripcion: string | null
    readonly fecha_inicio: string | null
    readonly fecha_fin: string | null
    readonly gravedad: string | null
    readonly criterios_gravedad: ReadonlyArray<string>
    readonly desenlace: string | null
    /** Short terms (MedDRA first) and narratives, as the sheet is searched with them. */
    readonly terminos: ReadonlyArray<string>
    readonly textos: ReadonlyArray<string>
  }
  readonly seguimientos: ReadonlyArray<string>
  readonly temporalidad: {
    /** Days from the product's start to the event's start (negative: the event came first). */
    readonly dias_desde_inicio_producto: number | null
    /** Days from the product's end to the event's start (positive: the event came after stopping). */
    readonly dias_desde_fin_producto: number | null
  }
  readonly ficha_tecnica: null | {
    readonly fuente: FuenteFicha
    readonly secciones_disponibles: ReadonlyArray<FT.Seccion>
    readonly analisis: FT.FtResult
    readonly mecanismo_descrito: boolean
    readonly interacciones: ReadonlyArray<string>
  }
}

const dayNumber = (iso: string | null): number | null => {
  if (iso === null) return null
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000 : null
}

const daysBetween = (from: string | null, to: string | null): number | null => {
  const a = dayNumber(from)
  const b = dayNumber(to)
  return a === null || b === null ? null : b - a
}

const earliest = (dates: ReadonlyArray<string | null>): string | null =>
  dates.filter((d): d is string => d !== null).sort()[0] ?? null
const latest = (dates: ReadonlyArray<string | null>): string | null =>
  dates.filter((d): d is string => d !== null).sort().at(-1) ?? null

/** Builds the payload of a case for one suspected product, with the technical sheet when there is one. */
export const buildPayload = (caso: Case, sospechoso: Sospechoso, ficha: Ficha | null = null): KlPayload => {
  const p = sospechoso.producto
  const { terminos, textos } = FT.eventTermsOf(caso)
  const inicioEvento = caso.fecha_inicio_evento ?? earliest(caso.eventos.map((e) => e.fecha_inicio))
  const finEvento = caso.fecha_fin_evento ?? latest(caso.eventos.map((e) => e.fecha_fin))
  const inicioProducto = p?.fecha_inicio ?? null
  const finProducto = p?.fecha_fin ?? null
  const ftData = FT.caseDataOf(caso, p)
  return {
    producto_evaluado: sospechoso.nombre,
    paciente: {
      edad: caso.paciente_edad,
      sexo: caso.paciente_sexo,
      peso: caso.paciente_peso,
      grupo_etareo: caso.paciente_grupo_etareo,
      diagnostico_principal: caso.paciente_diagnostico_principal,
      comorbilidades: caso.paciente_comorbilidades,
      gestacion_meses: caso.paciente_gestacion_meses_raw
    },
    producto: {
      nombre: sospechoso.nombre,
      ifa: p?.ifa ?? null,
      forma_farmaceutica: p?.forma_farmaceutica ?? null,
      via_administracion: p?.via_administracion ?? null,
      dosis_frecuencia: p?.dosis_frecuencia ?? null,
      fecha_inicio: inicioProducto,
      fecha_fin: finProducto,
      desaparecio_al_suspender: p?.desaparecio_al_suspender ?? null,
      desaparecio_al_disminuir_dosis: p?.desaparecio_al_disminuir_dosis ?? null,
      reaparecio_reexposicion: p?.reaparecio_reexposicion ?? null,
      antecedente_reaccion: p?.antecedente_reaccion ?? null,
      paciente_recibio_tratamiento_ram: p?.paciente_recibio_tratamiento_ram ?? null,
      detalle_tratamiento_ram: p?.detalle_tratamiento_ram ?? null
    },
    otros_sospechosos: sospechososDe(caso)
      .filter((s) => s.producto !== null && s.producto !== p)
      .map((s) => ({ nombre: s.nombre, fecha_inicio: s.producto?.fecha_inicio ?? null, fecha_fin: s.producto?.fecha_fin ?? null })),
    concomitantes: caso.concomitantes.map((c) => ({
      nombre: c.nombre_producto,
      dosis_frecuencia: c.dosis_frecuencia,
      fecha_inicio: c.fecha_inicio,
      fecha_fin: c.fecha_fin,
      motivo_prescripcion: c.motivo_prescripcion
    })),
    evento: {
      descripcion: caso.descripcion_evento,
      fecha_inicio: inicioEvento,
      fecha_fin: finEvento,
      gravedad: caso.gravedad,
      criterios_gravedad: caso.ea_criterios_gravedad,
      desenlace: caso.ea_desenlace,
      terminos,
      textos
    },
    seguimientos: caso.seguimientos.map((s) => s.comentarios).filter((c): c is string => c !== null && c.trim() !== ""),
    temporalidad: {
      dias_desde_inicio_producto: daysBetween(inicioProducto, inicioEvento),
      dias_desde_fin_producto: daysBetween(finProducto, inicioEvento)
    },
    ficha_tecnica: ficha === null || FT.foundSections(ficha.secciones).length === 0 ? null : {
      fuente: ficha.fuente,
      secciones_disponibles: FT.foundSections(ficha.secciones),
      analisis: FT.analyze(ficha.secciones, ftData),
      mecanismo_descrito: FT.mechanismDescribed(ficha.secciones, ftData),
      interacciones: FT.interactionsWith(ficha.secciones, ftData.otros_medicamentos)
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The criteria

const is = (answer: string | null, value: string): boolean => answer === value

const dayWord = (n: number): string => (n === 1 ? "1 día" : `${n} días`)

/** Days after stopping within which an event still counts as following the exposure. */
export const AFTER_STOP_DAYS = 30

/** Temporalidad (0-2): the event's start against the product's start and end dates. */
export const temporalidad = (p: KlPayload): Puntuacion => {
  const ini = p.producto.fecha_inicio
  const ev = p.evento.fecha_inicio
  if (ini === null || ev === null) {
    const missing = ini === null && ev === null ? "del producto y del evento" : ini === null ? "del producto" : "del evento"
    return { score: 0, rationale: `Falta la fecha de inicio ${missing}: no se puede valorar la secuencia temporal.` }
  }
  const d = p.temporalidad.dias_desde_inicio_producto ?? 0
  if (d < 0) {
    return { score: 0, rationale: `El evento (${ev}) comenzó ${dayWord(-d)} antes de iniciar el producto (${ini}): secuencia temporal incompatible.` }
  }
  const afterStop = p.temporalidad.dias_desde_fin_producto
  if (afterStop !== null && afterStop > 0) {
    return afterStop <= AFTER_STOP_DAYS
      ? { score: 1, rationale: `El evento (${ev}) comenzó ${dayWord(afterStop)} después de suspender el producto (${p.producto.fecha_fin}): secuencia compatible pero poco coherente.` }
      : { score: 0, rationale: `El evento (${ev}) comenzó ${dayWord(afterStop)} después de suspender el producto (${p.producto.fecha_fin}): secuencia temporal improbable.` }
  }
  const when = d === 0 ? "el mismo día en que se inició" : `${dayWord(d)} después de iniciar`
  return { score: 2, rationale: `El evento (${ev}) comenzó ${when} el producto (${ini}), durante la exposición: secuencia temporal compatible.` }
}

/** Conocimiento previo (0-2): the event in the technical sheet (4.8 = 2, only in 4.4 = 1). */
export const conocimientoPrevio = (p: KlPayload): Puntuacion => {
  const ft = p.ficha_tecnica
  if (ft === null) return { score: 0, rationale: "No se dispone de ficha técnica del producto (ni del caso ni del catálogo): no consta conocimiento previo de la reacción." }
  const a = ft.analisis
  const origin = ft.fuente === "catalogo" ? "la ficha técnica del catálogo" : "la ficha técnica"
  if (a.seccion === FT.SECCIONES.reacciones_adversas) {
    const freq = a.frecuencia !== null ? ` con frecuencia «${a.frecuencia}»` : ""
    return { score: 2, rationale: `El evento «${a.termino}» figura en la sección 4.8 de ${origin}${freq}: reacción conocida.` }
  }
  if (a.seccion === FT.SECCIONES.advertencias) {
    return { score: 1, rationale: `El evento «${a.termino}» se describe solo en advertencias (4.4) de ${origin}: reacción conocida de forma ocasional.` }
  }
  return { score: 0, rationale: `El evento no figura en las reacciones adversas (4.8) ni en las advertencias (4.4) de ${origin}.` }
}

const RECOVERED = /^(recuperado|recuperada|en recuperacion|recuperandose|resuelto)/

/** Dechallenge (0-2): what happened when the product was withdrawn or its dose reduced. */
export const dechallenge = (p: KlPayload): Puntuacion => {
  const { desaparecio_al_suspender: stop, desaparecio_al_disminuir_dosis: lower } = p.producto
  if (is(stop, "si")) return { score: 2, rationale: "El evento desapareció al suspender el producto: retirada positiva." }
  if (is(lower, "si")) return { score: 1, rationale: "El evento desapareció al disminuir la dosis: retirada parcial positiva." }
  if (is(stop, "no")) return { score: 0, rationale: "El evento no desapareció al suspender el producto: retirada negativa." }
  const finProducto = p.producto.fecha_fin
  const finEvento = p.evento.fecha_fin
  const recovered = p.evento.desenlace !== null && RECOVERED.test(fold(p.evento.desenlace))
  if (finProducto !== null && finEvento !== null && finEvento >= finProducto && recovered) {
    return { score: 1, rationale: `Según las fechas, el evento se resolvió (${finEvento}) después de suspender el producto (${finProducto}); no hay respuesta explícita sobre la retirada.` }
  }
  if (is(stop, "no_aplica")) return { score: 0, rationale: "No se suspendió el producto (no aplica): la retirada no puede valorarse." }
  return { score: 0, rationale: "Sin información sobre la evolución del evento al retirar el producto o reducir la dosis." }
}

/** Rechallenge (0-3): a positive re-exposure is 3; a similar earlier reaction to the product is 1. */
export const rechallenge = (p: KlPayload): Puntuacion => {
  const again = p.producto.reaparecio_reexposicion
  if (is(again, "si")) return { score: 3, rationale: "El evento reapareció al volver a administrar el producto: reexposición positiva." }
  if (is(again, "no")) return { score: 0, rationale: "El evento no reapareció al volver a administrar el producto: reexposición negativa." }
  if (is(p.producto.antecedente_reaccion, "si")) {
    return { score: 1, rationale: "No hubo reexposición en este episodio, pero el paciente tuvo antes una reacción similar con el mismo producto." }
  }
  if (is(again, "no_aplica")) return { score: 0, rationale: "No hubo reexposición al producto (no aplica)." }
  return { score: 0, rationale: "Sin información sobre reexposición al producto." }
}

const NONE = /^(ninguna?o?|no|nada|niega|no refiere|no tiene|no presenta|sin antecedentes|sin comorbilidades|ningun antecedente|no conocidas?|nn)\b/

/** True when a free-text answer says "none" ("Ninguna", "Niega", "Sin antecedentes"). */
export const saysNone = (text: string | null): boolean => text !== null && NONE.test(fold(text))

/** A quoted piece of free text, cut so that a rationale stays one sentence. */
const short = (text: string, max = 120): string => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`)

const names = (list: ReadonlyArray<string | null>): string => short(list.filter((n): n is string => n !== null).join(", "), 240)

/**
 * Alternativas (0-2): 2 when the case records no comorbidities ("ninguna") and no other medicine;
 * 1 when comorbidities or concomitants exist but none is closer to the event than the product;
 * 0 when another suspect, or a concomitant started between the product and the event, explains it
 * as well, or when nothing is recorded to rule other causes out.
 */
export const alternativas = (p: KlPayload): Puntuacion => {
  if (p.otros_sospechosos.length > 0) {
    return { score: 0, rationale: `Hay otros productos sospechosos en el caso (${names(p.otros_sospechosos.map((s) => s.nombre))}) que pueden explicar el evento.` }
  }
  const ini = p.producto.fecha_inicio
  const ev = p.evento.fecha_inicio
  const closer = p.concomitantes.filter((c) => c.fecha_inicio !== null && ini !== null && ev !== null && c.fecha_inicio > ini && c.fecha_inicio <= ev)
  if (closer.length > 0) {
    const c = closer[0]!
    return { score: 0, rationale: `${c.nombre ?? "Un medicamento concomitante"} se inició (${c.fecha_inicio}) después del producto evaluado y antes del evento: explicación alternativa verosímil.` }
  }
  const comorb = p.paciente.comorbilidades
  const none = saysNone(comorb)
  const hasComorb = comorb !== null && comorb.trim() !== "" && !none
  if (!hasComorb && p.concomitantes.length === 0) {
    return none
      ? { score: 2, rationale: `No se registran comorbilidades («${short(comorb ?? "")}») ni medicación concomitante: no hay explicaciones alternativas.` }
      : { score: 0, rationale: "Sin información sobre comorbilidades ni medicación concomitante para descartar otras causas." }
  }
  const parts = [
    ...(hasComorb ? [`comorbilidades (${short(comorb ?? "")})`] : []),
    ...(p.concomitantes.length > 0 ? [`medicación concomitante (${names(p.concomitantes.map((c) => c.nombre))})`] : [])
  ]
  return { score: 1, rationale: `Existen posibles causas alternativas, menos verosímiles que el producto: ${parts.join(" y ")}.` }
}

const ORGAN_IMPAIRMENT = /\b(insuficiencia (renal|hepatica)|enfermedad renal|nefropatia|hepatopatia|cirrosis|dialisis)\b/

/** Age at or above which the patient counts as elderly. */
export const ELDERLY_AGE = 65
/** Age below which the patient counts as a child. */
export const CHILD_AGE = 12
/** Medicines taken together from which polypharmacy counts as a contributing factor. */
export const POLYPHARMACY = 5

/** Factores contribuyentes (0-1): age, renal or hepatic impairment, pregnancy, described interactions, polypharmacy. */
export const factoresContribuyentes = (p: KlPayload): Puntuacion => {
  const factors: Array<string> = []
  const age = p.paciente.edad
  if (age !== null && age >= ELDERLY_AGE) factors.push(`edad avanzada (${age} años)`)
  else if (age !== null && age < CHILD_AGE) factors.push(`edad pediátrica (${age} años)`)
  const conditions = [p.paciente.comorbilidades, p.paciente.diagnostico_principal].filter((c): c is string => c !== null).map(fold).join(" ")
  const organ = ORGAN_IMPAIRMENT.exec(conditions)
  if (organ) factors.push(organ[0])
  if (FT.pregnant(p.paciente.gestacion_meses)) factors.push("embarazo")
  const interactions = p.ficha_tecnica?.interacciones ?? []
  if (interactions.length > 0) factors.push(`interacción descrita en la ficha técnica (4.5) con ${interactions.join(", ")}`)
  const medicines = 1 + p.otros_sospechosos.length + p.concomitantes.length
  if (medicines >= POLYPHARMACY) factors.push(`polifarmacia (${medicines} medicamentos)`)
  return factors.length > 0
    ? { score: 1, rationale: `Hay factores que favorecen la reacción: ${factors.join("; ")}.` }
    : { score: 0, rationale: "No se identifican factores que favorezcan la reacción (edad, función renal o hepática, embarazo, interacciones, polifarmacia)." }
}

const EXAMS = /\b(niveles? (plasmaticos?|sericos?)|concentracion(es)? (plasmaticas?|sericas?)|biopsia|prueba (cutanea|de provocacion|epicutanea|del parche|intradermica)|prick|test de (provocacion|parche)|ige especifica|triptasa|transaminasas|hemograma|electrocardiograma|ecg|creatinina|bilirrubina|cultivo|radiografia|ecografia|tomografia|resonancia|analisis de (sangre|laboratorio)|examen(es)? de laboratorio)\b/

/** Exploraciones (0-1): complementary tests named in the narrative, events or follow-up. */
export const exploraciones = (p: KlPayload): Puntuacion => {
  const texts = [p.evento.descripcion, ...p.evento.textos, ...p.evento.terminos, ...p.seguimientos, p.producto.detalle_tratamiento_ram]
  for (const text of texts) {
    if (text === null) continue
    const found = EXAMS.exec(fold(text))
    if (found) return { score: 1, rationale: `El caso menciona exploraciones complementarias («${found[0]}») que documentan la reacción.` }
  }
  return { score: 0, rationale: "No constan exploraciones complementarias que apoyen la relación causal." }
}

const HYPERSENSITIVITY = ["urticaria", "exantema", "prurito", "angioedema", "anafilaxia", "hipersensibilidad", "broncoespasmo", "sindrome de stevens johnson"]

/** Plausibilidad (0-2): 2 when section 5.1 describes the mechanism; 1 when the sheet lists the reaction, or for a hypersensitivity reaction. */
export const plausibilidad = (p: KlPayload): Puntuacion => {
  const ft = p.ficha_tecnica
  if (ft !== null && ft.mecanismo_descrito) {
    return { score: 2, rationale: "La farmacodinamia (5.1) de la ficha técnica describe un efecto relacionado con el evento: plausibilidad farmacológica." }
  }
  if (ft !== null && ft.analisis.evento_listado) {
    // Listing is already Conocimiento previo; without a described mechanism it only makes the reaction plausible.
    return { score: 1, rationale: `La ficha técnica describe la reacción (sección ${ft.analisis.seccion}) sin un mecanismo en la farmacodinamia (5.1): reacción plausible.` }
  }
  const texts = [...p.evento.terminos, ...p.evento.textos]
  const kind = HYPERSENSITIVITY.find((term) => texts.some((t) => FT.mentions(t, term)))
  if (kind !== undefined) {
    return { score: 1, rationale: `Reacción de tipo hipersensibilidad («${kind}»), biológicamente plausible con cualquier medicamento.` }
  }
  return { score: 0, rationale: "No hay elementos para valorar la plausibilidad biológica: ninguna ficha técnica describe el evento ni su mecanismo." }
}

/** Every criterion's rule. */
export const RULES: { readonly [K in Criterio]: (p: KlPayload) => Puntuacion } = {
  temporalidad,
  conocimiento_previo: conocimientoPrevio,
  dechallenge,
  rechallenge,
  alternativas,
  factores_contribuyentes: factoresContribuyentes,
  exploraciones,
  plausibilidad
}

/** Why the data cannot be assessed at all (contradictory dates), or null. */
export const notEvaluableReason = (p: KlPayload): string | null => {
  const { fecha_inicio: ei, fecha_fin: ef } = p.evento
  if (ei !== null && ef !== null && ef < ei) return `La fecha de fin del evento (${ef}) es anterior a su inicio (${ei}): datos contradictorios.`
  const { fecha_inicio: pi, fecha_fin: pf } = p.producto
  if (pi !== null && pf !== null && pf < pi) return `La fecha de fin del producto (${pf}) es anterior a su inicio (${pi}): datos contradictorios.`
  return null
}

/** A rule-based assessment: the evaluation and, when not evaluable, why. */
export interface RuleAssessment extends Evaluacion {
  readonly motivo_no_evaluable: string | null
}

/** Scores a payload by rules. Contradictory dates make the set not evaluable (Inclasificable). */
export const score = (p: KlPayload): RuleAssessment => {
  const criterios = Object.fromEntries(Object.entries(RULES).map(([k, rule]) => [k, rule(p)])) as unknown as Criterios
  const reason = notEvaluableReason(p)
  return { ...evaluate(criterios, reason === null), motivo_no_evaluable: reason }
}

/**
 * Scores a case without a server: `producto` picks a suspected product (name or nested id; the
 * first by default), `ficha` adds a technical sheet's sections. Fails when `producto` names none.
 */
export const scoreCase = (
  caso: Case,
  options: { readonly producto?: string | null; readonly ficha?: Ficha | null } = {}
): RuleAssessment & { readonly payload: KlPayload } => {
  const sospechoso = pickSospechoso(caso, options.producto)
  if (sospechoso === null) throw new Error(`El caso no tiene el producto sospechoso «${options.producto}»`)
  const payload = buildPayload(caso, sospechoso, options.ficha ?? null)
  return { ...score(payload), payload }
}
