/**
 * The hospital's three writers of the toxicología generator (lib/dupToxicologia.ts): the emergency
 * room's triage and observation note (abbreviations, vital signs, "pcte", "refiere", the drug in
 * capitals or misspelt), the clinical toxicologist's consult note (structured, written later, with
 * lab values, the full name and often the birth date from the clinical record), and the hospital
 * pharmacy's notification — a medication-error (MAPE) form or a suspected-ADR form.
 */
import type { Random } from "./random.js"
import type { DupCaseRow } from "./dupData.js"
import type { ToxiEvent } from "./dupToxiEvents.js"
import type { Lab } from "./dupToxiClinic.js"
import { initials, initialsStyle } from "./dupToxiPeople.js"
import { presentationText } from "./dupToxiProducts.js"
import { amountPhrase, birthIso, contactDay, drugName, onsetText, ownerPhrase, sinceText, perKilo, productEntries, productText, row, sexWord, viaText } from "./dupToxiWrite.js"
import { ageOn, ageText, cap, dateText, dmy, elapsedText, hourText, isoOf, join, listText, noAccents, sloppy, upper } from "./dupToxiText.js"

const labText = (labs: ReadonlyArray<Lab>): string => labs.map((l) => `${l.name} ${l.value}${l.unit === "" ? "" : ` ${l.unit}`}`).join(", ")

const vitalsText = (r: Random, e: ToxiEvent, child: boolean): string => {
  const v = e.vitals
  const parts = [`PA ${v.pas}/${v.pad}`, `FC ${v.fc}`, `FR ${v.fr}`, `T ${v.t.toFixed(1)}`, `SatO2 ${v.sat}%`]
  if (v.glasgow < 15 || r.chance(0.3)) parts.push(`Glasgow ${v.glasgow}/15`)
  if (child) parts.push(`Peso ${Math.round(v.weight)} kg`)
  return `${r.pick(["FV:", "F.V.:", "Signos vitales:", "SV:"])} ${parts.join(r.pick([" ", ", ", " - "]))}`
}

const erStory = (r: Random, e: ToxiEvent, product: string): string => {
  // Staff who phoned the centre did not bring the patient; serenazgo brings overdoses found in the street.
  const by = (e.caller.role === "serenazgo" && e.scenario !== "intencional") || ["médico de guardia", "enfermera", "paciente"].includes(e.caller.role) ? "familiar" : e.caller.role
  const bringer = e.caller.role === "paciente" || (e.scenario === "ram" && r.chance(0.4)) ? "acude por sus propios medios" : `traíd${e.person.sex === "F" ? "a" : "o"} por ${by}`
  const since = `hace ${elapsedText(r, e.elapsed + r.int(20, 90))}`
  switch (e.scenario) {
    case "accidental": {
      const whose = e.owner !== null ? ` (medicación ${ownerPhrase(e.owner)})` : ""
      return `${bringer}, quien refiere ingesta accidental de ${amountPhrase(r, e.exp, false)} de ${product}${whose} ${since} aprox.`
    }
    case "intencional": {
      const also = e.co !== null ? ` y ${e.co.amount} tab de ${e.co.drug.generic.toUpperCase()}` : ""
      const why = r.chance(0.7) ? ` por ${e.motive ?? "motivo no precisado"}` : ""
      return `${bringer}, refiere ingesta voluntaria de ${amountPhrase(r, e.exp, false)} de ${product}${also} ${since}${why}.`
    }
    case "error": {
      if (e.error === null) return ""
      const where = e.setting === "hospital" ? `paciente hospitalizado en ${e.error.service}, ` : `${bringer}, `
      return `${where}recibe por error ${e.error.given} de ${product} (indicación: ${e.error.prescribed}) ${since}; ${e.error.how}.`
    }
    case "escolar": {
      const campaign = ["albendazol", "mebendazol", "hierro"].includes(e.exp.key)
      const what = campaign ? `recibió ${product} en campaña del colegio` : `ingirió ${amountPhrase(r, e.exp, false)} de ${product} en el aula`
      return `${bringer}${e.school !== null ? ` de ${e.school.name}` : ""}, refiere que ${what} ${since}; varios alumnos con síntomas similares.`
    }
    case "ram": {
      const name = drugName(r, e.exp, product === product.toUpperCase())
      const onset = e.onsetDays > 1 ? `en tratamiento con ${name} ${e.exp.dose} ${sinceText(r, e.onsetDays)}` : `posterior a administración de ${name} ${e.exp.dose}`
      return `${bringer}, ${onset}${e.co !== null ? ` y ${e.co.drug.generic} ${e.co.dose}` : ""}, presenta cuadro de ${elapsedText(r, e.elapsed)} de evolución caracterizado por ${listText(e.pic.signs.slice(0, 3))}.`
    }
  }
}

/** The emergency room's note of the patient's arrival and observation. */
export const erNote = (r: Random, e: ToxiEvent): DupCaseRow => {
  const extra = r.int(20, 120)
  const arrival = contactDay(e, extra)
  const age = ageOn(e.person.birth, arrival)
  const child = age.years < 15
  const product = productText(r, e.exp, r.pick(["upper", "upper", "slip", "genericStrength", "brand"] as const))
  const service = child ? r.pick(["EMG PEDIATRIA", "Emergencia Pediatría", "TOPICO PEDIATRIA"]) : r.pick(["EMG ADULTOS", "Emergencia - Medicina", "Trauma shock", "Observación adultos"])
  const story = erStory(r, e, r.chance(0.5) ? product.toUpperCase() : product)
  const exam = `${r.pick(["Al ex:", "Al examen:", "Examen:", "EF:"])} ${listText(e.pic.signs.slice(0, 4))}.`
  const labs = e.pic.labs.length > 0 && r.chance(0.7) ? `Lab: ${labText(e.pic.labs)}.` : null
  const dx = `${r.pick(["Dx:", "IDx:", "Impresión diagnóstica:"])} ${e.pic.dx}${e.scenario === "intencional" ? r.pick([". Intento autolítico", "; intento de suicidio", ""]) : ""}.`
  const plan = `${r.pick(["Plan:", "Tto:", "Indicaciones:"])} ${listText(e.pic.tx)}${r.chance(0.5) ? ", IC a Toxicología" : ""}${e.scenario === "intencional" && r.chance(0.6) ? ", IC a Psiquiatría" : ""}.`
  const head = `${service} - ${e.hospital}. ${dateText(r, arrival)} ${hourText(r, (e.minute + e.elapsed + extra) % 1440)}`
  const who = `${cap(sexWord(r, e))} de ${ageText(r, age)}`
  let text: string
  if (r.chance(0.35)) text = join([head, `S: ${who}, ${story}`, `O: ${vitalsText(r, e, child)}. ${exam}`, labs, `A: ${e.pic.dx}.`, `P: ${listText(e.pic.tx)}.`], "\n")
  else text = join([head, `${who}, ${story}`, vitalsText(r, e, child) + ".", exam, labs, dx, plan, r.chance(0.3) ? "Se notifica a Farmacovigilancia." : null], r.chance(0.5) ? "\n" : " ")
  if (r.chance(0.2)) text = upper(text)
  else if (r.chance(0.4)) text = noAccents(text)
  return row({
    paciente_iniciales: initials(r, e.person, initialsStyle(r, [["dots", 32], ["compact", 20], ["surnamesFirst", 14], ["short", 10], ["lower", 10], ["upperFull", 6], ["givenInitial", 8]])),
    paciente_edad: age.years,
    paciente_sexo: e.person.sex,
    paciente_fecha_nacimiento: r.chance(0.25) ? birthIso(e) : null,
    reportante_nombre: r.chance(0.75) ? `${e.staff.er}${r.chance(0.5) ? ` - ${service.toLowerCase().includes("pedia") ? "Emergencia Pediatría" : "Emergencia"}` : ""}` : `${e.staff.nurse} (enfermería ${service.toLowerCase()})`,
    producto_sospechoso: product,
    descripcion_evento: sloppy(r, text, 0.015),
    fecha_inicio_evento: r.chance(0.08) ? null : isoOf(r.chance(0.85) ? arrival : e.day),
    fecha_recepcion: isoOf(arrival + r.int(1, 12)),
    origen_notificacion: `Emergencia - ${e.hospital}`,
    productos: productEntries(r, e, "upper", { rs: 0.15, dose: r.chance(0.5) })
  })
}

/** The clinical toxicologist's consult: structured, precise about times, doses and labs. */
export const toxConsult = (r: Random, e: ToxiEvent): DupCaseRow => {
  const seen = contactDay(e, r.int(120, 1200))
  const age = ageOn(e.person.birth, e.day)
  const name = initials(r, e.person, initialsStyle(r, [["full", 30], ["upperFull", 6], ["compact", 32], ["dots", 22], ["surnamesFirst", 10]]))
  const withBirth = r.chance(0.6)
  const generic = `${e.exp.drug.generic} ${presentationText(e.exp.pres)}`
  const mgkg = perKilo(e)
  const brand = e.exp.brand !== null && r.chance(0.5) ? ` (${e.exp.brand})` : ""
  const lot = e.exp.lot !== null ? `, lote ${e.exp.lot}` : ""
  const onset = e.onsetDays > 1 ? onsetText(e.onsetDays) : "a los minutos de la administración"
  const exposure = e.scenario === "ram"
    ? `${e.exp.drug.generic} ${e.exp.dose} (${presentationText(e.exp.pres)})${lot}; inicio de síntomas ${onset}${e.co !== null ? `. Concomitante: ${e.co.drug.generic} ${e.co.dose}` : ""}`
    : e.error !== null ? `${generic}${brand}, administrado ${e.error.given}`
    : `${generic}${brand}, ${amountPhrase(r, e.exp, false)}${mgkg !== null ? ` (dosis estimada ${mgkg})` : ""}, vía ${e.exp.via}`
  const circ = e.scenario === "accidental" ? `ingesta accidental${e.owner !== null ? `, medicación ${ownerPhrase(e.owner)}` : ""}`
    : e.scenario === "intencional" ? `intencional con fines autolíticos${e.motive !== null ? ` (${e.motive})` : ""}`
    : e.scenario === "error" && e.error !== null ? `error de medicación (${e.error.how}); prescrito ${e.error.prescribed}, administrado ${e.error.given}`
    : e.scenario === "escolar" ? "exposición en institución educativa, evento con varios afectados" : "sospecha de reacción adversa a medicamento"
  const evolution = e.outcome.kind === "alta" ? `evolución favorable, asintomático a las ${r.int(6, 12)} h`
    : e.outcome.kind === "uci" ? `requirió UCI${r.chance(0.5) ? " y ventilación mecánica" : ""}`
    : e.outcome.kind === "fallecido" ? "evolución tórpida"
    : `hospitalizado, evolución ${r.pick(["estacionaria", "favorable", "lenta"])}`
  const text = join([
    r.pick(["INTERCONSULTA DE TOXICOLOGÍA CLÍNICA", "Toxicología Clínica - Nota de interconsulta", "EVALUACIÓN POR TOXICOLOGÍA"]) + ` - ${e.hospital}`,
    `Paciente: ${(name.length > 4 ? name : `${name} (${e.person.given[0]!})`).replace(/\.$/, "")}. Edad: ${ageText(r, age)}.` +
      `${withBirth ? ` F. nac.: ${dmy(e.person.birth)}.` : ""} HC ${r.int(100000, 999999)}. Peso: ${Math.round(e.vitals.weight)} kg.`,
    `Fecha/hora de exposición: ${dmy(e.day)} ${hourText(r, e.minute)}${r.chance(0.4) ? " (aprox.)" : ""}.`,
    `Agente: ${exposure}.`,
    `Circunstancia: ${circ}.`,
    `Clínica: ${listText(e.pic.signs)}. ${vitalsText(r, e, age.years < 15)}.`,
    e.pic.labs.length > 0 ? `Laboratorio: ${labText(e.pic.labs)}.` : `Laboratorio: ${r.pick(["hemograma y bioquímica sin alteraciones", "pendiente", "glucosa y electrolitos normales"])}.`,
    `Impresión diagnóstica: ${e.pic.dx}${e.sev === 3 ? ", severa" : e.sev === 2 ? ", moderada" : ", leve"}.`,
    `Manejo/recomendaciones: ${listText(e.pic.tx)}.`,
    `Evolución: ${evolution}.`,
    r.chance(0.6) ? "Se notifica a la Unidad de Farmacovigilancia." : null
  ], "\n")
  return row({
    paciente_iniciales: name,
    paciente_edad: age.years,
    paciente_sexo: e.person.sex,
    paciente_fecha_nacimiento: withBirth ? birthIso(e) : null,
    reportante_nombre: `${e.staff.tox}${r.chance(0.6) ? " - Toxicología Clínica" : ""}`,
    producto_sospechoso: productText(r, e.exp, r.pick(["genericStrength", "formal", "generic"] as const)),
    descripcion_evento: text,
    fecha_inicio_evento: r.chance(0.04) ? null : isoOf(e.day),
    fecha_recepcion: isoOf(seen + r.int(2, 20)),
    origen_notificacion: `Toxicología Clínica - ${e.hospital}`,
    productos: productEntries(r, e, "genericStrength", { rs: 0.35, dose: true })
  })
}

const NCC = ["C", "D", "E", "F", "G", "H"]

/** The hospital pharmacy's notification: a MAPE form for an error, a suspected-ADR form otherwise. */
export const pharmacyForm = (r: Random, e: ToxiEvent): DupCaseRow => {
  const age = ageOn(e.person.birth, e.day)
  const generic = `${e.exp.drug.generic} ${presentationText(e.exp.pres, true)}`
  const bed = `cama ${r.int(1, 40)}`
  let text: string
  if (e.error !== null) {
    const err = e.error
    const type = { dosis: "dosis incorrecta (sobredosis)", via: "vía de administración errónea", medicamento: "medicamento erróneo", duplicidad: "dosis duplicada / frecuencia incorrecta" }[err.type]
    text = join([
      r.pick(["NOTIFICACIÓN DE ERROR DE MEDICACIÓN (MAPE)", "Reporte de incidente: error de medicación", "FORMATO DE NOTIFICACIÓN DE ERRORES DE MEDICACIÓN"]),
      `Servicio: ${err.service === "hogar" || err.service === "botica" ? "Emergencia" : err.service}, ${bed}. Fecha y hora del error: ${dmy(e.day)} ${hourText(r, e.minute)}.`,
      `Tipo de error: ${type}. Etapa: ${err.type === "medicamento" && err.service === "botica" ? "dispensación" : r.pick(["administración", "administración", "preparación", "prescripción/transcripción"])}.`,
      `Descripción: prescripción ${err.prescribed}; se administró ${err.given}. Causa probable: ${err.how}.`,
      `Medicamento involucrado: ${generic}${e.exp.lot !== null ? `, lote ${e.exp.lot}` : ""}.`,
      `¿Llegó al paciente?: Sí. Consecuencias: ${listText(e.pic.signs.slice(0, 3))}. Categoría NCC MERP: ${NCC[Math.min(5, e.sev + r.int(0, 2))]!}.`,
      r.chance(0.7) ? `Nota de enfermería: ${e.staff.nurse} comunica al médico de turno ${hourText(r, e.minute + e.elapsed)}; se ${r.pick(["suspende la administración", "monitoriza al paciente", "informa a la familia"])}.` : null,
      `Intervención de QF: ${r.pick(["se revisa la prescripción", "se coordina con toxicología", "se retira el stock del coche", "se propone doble verificación de dosis pediátricas", "se capacita al personal del servicio"])}${r.chance(0.5) ? `; ${listText(e.pic.tx.slice(0, 2))}` : ""}.`
    ], r.chance(0.6) ? "\n" : " ")
  } else {
    text = join([
      r.pick(["Servicio de Farmacia - Reporte de sospecha de RAM", "NOTIFICACIÓN DE SOSPECHA DE REACCIÓN ADVERSA (Farmacia)", "Farmacovigilancia intrahospitalaria"]),
      `${cap(sexWord(r, e))} de ${ageText(r, age)}, ${e.setting === "hospital" ? `${r.pick(age.years < 15 ? ["Emergencia Pediatría", "Pediatría"] : ["Emergencia", "Medicina", "Tópico"])} ${bed}` : `atendid${e.person.sex === "F" ? "a" : "o"} en emergencia`}.`,
      `Medicamento sospechoso: ${generic}${e.exp.lot !== null ? ` lote ${e.exp.lot}` : ""}, ${e.exp.dose}, vía ${e.exp.via}.`,
      `Reacción: ${listText(e.pic.signs)}${e.onsetDays > 1 ? `, inicio ${onsetText(e.onsetDays)}` : `, a los ${r.int(5, 90)} min de la administración`}.`,
      e.pic.labs.length > 0 ? `Exámenes: ${labText(e.pic.labs)}.` : null,
      `Manejo: ${listText(e.pic.tx)}.`,
      `Desenlace: ${e.outcome.kind === "alta" ? "recuperado" : e.outcome.kind === "fallecido" ? "fallecido" : "en recuperación"}.`
    ], r.chance(0.6) ? "\n" : " ")
  }
  return row({
    paciente_iniciales: initials(r, e.person, initialsStyle(r, [["dots", 40], ["compact", 38], ["lower", 10], ["surnamesFirst", 12]])),
    paciente_edad: age.years,
    paciente_sexo: e.person.sex,
    paciente_fecha_nacimiento: r.chance(0.5) ? birthIso(e) : null,
    reportante_nombre: `${e.staff.qf}${r.chance(0.6) ? " - Servicio de Farmacia" : ""}`,
    producto_sospechoso: productText(r, e.exp, r.pick(["formal", "genericStrength"] as const)),
    descripcion_evento: text,
    fecha_inicio_evento: isoOf(r.chance(0.9) ? e.day : e.day + r.int(1, 5)),
    fecha_recepcion: isoOf(e.day + r.int(1, 15)),
    origen_notificacion: `Farmacia - ${e.hospital}${e.error !== null ? " (error de medicación)" : ""}`,
    productos: productEntries(r, e, "formal", { rs: 0.6, dose: true }).map((p) => ({ ...p, via_administracion: p.via_administracion ?? viaText(r, e.exp.via) }))
  })
}
