/**
 * The professional writers of the pharmacy generator (`dup:quality --generator farmacia`): the
 * chemist-pharmacist (QF) at the counter filling the chain's intranet form, the central PV unit
 * re-entering a case into DIGEMID's format (from a counter form, a call ticket or a chat), and a
 * pediatrician who sees the child days later and notifies too.
 */

import type { Random } from "./random.js"
import type { DupCaseRow } from "./dupData.js"
import type { FarmaciaEvent } from "./dupFarmaciaPlan.js"
import { BRANCHES, fullName, PV_STAFF, QFS } from "./dupFarmaciaPeople.js"
import {
  alsoBought, dciName, initials, type Known, nameLetters, outcomeText, patientPhrase, pharmacistName, productLine, receiptName, roughAge, row, sexOf, techReactions
} from "./dupFarmaciaWrite.js"
import { addDays, cap, digits, dmy, monthsAt, receiptCase } from "./dupFarmaciaText.js"

const SOURCE_WORDS: Readonly<Record<FarmaciaEvent["source"], ReadonlyArray<string>>> = {
  automedicacion: ["automedicación", "automedicado", "por cuenta propia", "sin receta"],
  recomendacion: ["recomendado en botica", "por recomendación del técnico", "sugerido por personal de farmacia"],
  receta: ["con receta médica", "prescrito por médico particular", "con RM"]
}

const CARE_TECH: Readonly<Record<FarmaciaEvent["care"], ReadonlyArray<string>>> = {
  nada: ["No acudió a EESS.", "No requirió atención médica.", ""],
  botica: ["Retorna a botica para consulta.", "Acude nuevamente al local.", ""],
  posta: ["Acudió a centro de salud.", "Fue atendido en EESS del MINSA.", "Acude a posta médica."],
  emergencia: ["Acudió a emergencia.", "Atendido en servicio de emergencia.", "Llevado a emergencia de hospital."]
}

const whenDose = (r: Random, ev: FarmaciaEvent): string =>
  ev.hours === null ? r.pick(["a los pocos días de iniciado", `tras ${ev.doses} tomas`, "durante el tratamiento"])
    : ev.hours <= 1 ? r.pick(["a la hora de la toma", "a los 30-60 min de la toma", "inmediatamente después de la toma"])
    : `a las ${ev.hours} h de la ${ev.doses > 1 ? `${ev.doses}° toma` : "toma"}`

/** The age the counter writes, and what is known of the name: the customer tells, the card or the DNI helps. */
const counterKnows = (r: Random, ev: FarmaciaEvent): Known =>
  ev.patient.card !== null && r.chance(0.6) ? "short" : r.chance(0.45) ? "full" : r.chance(0.8) ? "short" : "first"

/** The QF's form on the chain's intranet, filed the day the customer comes back (or a few days later). */
export const counterForm = (r: Random, ev: FarmaciaEvent, recepcion: string): DupCaseRow => {
  const branch = BRANCHES[ev.branch]!
  const qf = r.pick(QFS)
  const knows = counterKnows(r, ev)
  const age = roughAge(r, ev.age)
  const months = ev.age < 2 && r.chance(0.6) ? monthsAt(ev.patient.birth, ev.onset) : null
  const eventDate = r.chance(0.7) ? ev.onset : r.chance(0.8) ? ev.purchase : null
  const dose = r.pick(ev.shelf.posology)
  const also = alsoBought(r, ev)
  const header = r.chance(0.55)
  const abbrev = r.chance(0.5)
  const who = abbrev ? `Pcte ${ev.patient.female ? "F" : "M"} ${months !== null ? `${months}m` : `${age}a`}` : cap(patientPhrase(ev, age, months))
  const teller = ev.buyer === ev.patient ? "" : abbrev ? ` (acude ${ev.buyer.female ? "madre/familiar" : "padre/familiar"})` : `, traído/a por su familiar`
  const tellerName = knows === "full" && r.chance(0.5) ? ` ${receiptCase(fullName(ev.patient))}${r.chance(0.6) ? ` DNI ${ev.age >= 18 ? ev.patient.dni : "no porta"}` : ""}.` : ""
  const body = [
    `${who}${teller}${abbrev ? " ref." : " refiere que"} ${abbrev ? "que tras" : "tras"} ${ev.shelf.route === "intramuscular" ? "la aplicación de" : ev.shelf.route === "tópica" ? "aplicarse" : `${ev.doses} ${ev.shelf.form === "jarabe" || ev.shelf.form === "suspensión" || ev.shelf.form === "gotas" ? "dosis de" : "tomas de"}`} ${pharmacistName(r, ev)} (${dose}, ${r.pick(SOURCE_WORDS[ev.source])}${r.chance(0.6) ? ` x ${r.pick(ev.shelf.uses)}` : ""}) presenta ${techReactions(r, ev)} ${whenDose(r, ev)}.${tellerName}`,
    ev.prescriber !== null && r.chance(0.6) ? `Receta de ${ev.prescriber}.` : "",
    r.pick(CARE_TECH[ev.care]),
    ev.treatment !== null && r.chance(0.6) ? `${cap(ev.treatment)}.` : "",
    ev.stopped ? r.pick(["Se indica suspender.", "Se recomienda suspender y acudir a EESS.", "Suspendió el producto."]) : r.pick(["Continúa con el tratamiento.", "No suspendió."]),
    r.chance(0.5) ? outcomeText(r, ev) : "",
    r.chance(0.3) ? `Se dispensa ${r.pick(["loratadina 10 mg", "clorfenamina 4 mg", "sales de rehidratación oral", "omeprazol 20 mg"])}.` : ""
  ].filter((s) => s !== "").join(" ")
  const lines = header ? [
    `FORMATO INTERNO RAM - BOTICAS SANAR`,
    `Local: ${branch.code} ${branch.name.replace("Boticas Sanar ", "")} | QF: ${qf}`,
    `Fecha de venta: ${dmy(ev.purchase)}${r.chance(0.7) ? ` | Boleta ${ev.receipt}` : ""}`,
    `Producto: ${receiptName(ev)}${r.chance(ev.group?.kind === "lote" ? 0.9 : 0.6) ? ` Lote: ${ev.lot}` : ""}${r.chance(0.3) ? ` RS ${ev.shelf.rs}` : ""}`,
    `Fecha de inicio RAM: ${eventDate === null ? "no precisa" : dmy(eventDate)}`,
    body
  ] : [body, r.chance(0.5) ? `Lote ${ev.lot}. Boleta ${ev.receipt} (${dmy(ev.purchase)}).` : `Comprado el ${dmy(ev.purchase)} en ${branch.name}.`]
  return row({
    paciente_iniciales: initials(r, nameLetters(ev, knows)),
    paciente_edad: age,
    paciente_sexo: sexOf(ev.patient),
    paciente_fecha_nacimiento: r.chance(0.08) ? ev.patient.birth : null,
    reportante_nombre: r.chance(0.7) ? `Q.F. ${qf}` : `${qf} - ${branch.code}`,
    producto_sospechoso: r.chance(0.5) ? receiptName(ev) : pharmacistName(r, ev),
    fecha_inicio_evento: eventDate,
    fecha_recepcion: recepcion,
    origen_notificacion: "web_form",
    productos: [
      productLine(ev.shelf.brand === "" ? ev.shelf.generic : ev.shelf.brand, r.chance(0.6) ? ev.shelf.generic : null, r.chance(0.35) ? ev.shelf.rs : null, dose, ev.shelf.route),
      ...(also === null ? [] : [productLine(also, null, null, null, "oral")])
    ],
    text: lines.join("\n")
  })
}

/** Where a re-entered case came from, as the unit cites it. */
const originOf = (r: Random, ev: FarmaciaEvent, source: DupCaseRow | null): string => {
  if (source === null) return r.pick([`Formato físico de ${BRANCHES[ev.branch]!.name}`, "Hoja amarilla recibida por courier", `Correo del local ${BRANCHES[ev.branch]!.code}`])
  if (source.reportante_nombre.startsWith("Atención")) return `Ticket de Atención al Cliente ${source.descripcion_evento.match(/AC-\d{4}-\d+/)?.[0] ?? ""}`.trim()
  if (source.origen_notificacion === "whatsapp") return r.pick(["Chat de WhatsApp", "Conversación por WhatsApp del cliente", "Chat web"])
  return `Formato interno del local ${BRANCHES[ev.branch]!.code}`
}

/**
 * The central PV unit's entry in DIGEMID's format: the ingredients by DCI, the reaction in
 * technical words, the patient looked up by DNI when the source gave one; from `source` it copies
 * the event date and, now and then, the initials and age as the source wrote them.
 */
export const centralEntry = (r: Random, ev: FarmaciaEvent, recepcion: string, source: DupCaseRow | null): DupCaseRow => {
  const staff = r.pick(PV_STAFF)
  const lookedUp = source === null ? r.chance(0.5) : /DNI \d{8}/.test(source.descripcion_evento) || r.chance(0.35)
  const copyId = source !== null && !lookedUp && r.chance(0.6)
  const ini = copyId ? source.paciente_iniciales : initials(r, nameLetters(ev, lookedUp ? "full" : r.chance(0.7) ? "short" : "guess"))
  const age = copyId ? source.paciente_edad : lookedUp ? ev.age : roughAge(r, ev.age)
  const eventDate = source !== null && source.fecha_inicio_evento !== null && r.chance(0.8) ? source.fecha_inicio_evento
    : r.chance(0.85) ? ev.onset : r.chance(0.5) ? ev.purchase : null
  const dose = r.pick(ev.shelf.posology)
  const serious = ev.outcome === "hospitalizado" || ev.reactions.some((k) => k === "hinchazon" || k === "heces_negras" || k === "desmayo" || k === "ampollas")
  const lot = ev.group?.kind === "lote" || r.chance(0.55) ? ev.lot : null
  const text = [
    "NOTIFICACIÓN DE SOSPECHA DE RAM (FORMATO DIGEMID)",
    `Fuente: ${originOf(r, ev, source)}${source !== null ? ` recibido el ${dmy(source.fecha_recepcion)}` : ""}.`,
    `Paciente: ${ini}, ${age} años, ${ev.patient.female ? "femenino" : "masculino"}${ev.age < 14 || r.chance(0.3) ? `, peso ${ev.weight} kg` : ""}.${lookedUp && r.chance(0.5) ? ` F. nac. ${dmy(ev.patient.birth)} (RENIEC).` : ""}`,
    `Medicamento sospechoso: ${dciName(r, ev)}. ${lot !== null ? `Lote ${lot}. ` : ""}${r.chance(0.6) ? `RS ${ev.shelf.rs}. ` : ""}Laboratorio: ${ev.shelf.lab}. Dosis: ${dose}, vía ${ev.shelf.route}.`,
    `Motivo de uso: ${r.pick(ev.shelf.uses)} (${r.pick(SOURCE_WORDS[ev.source])}). Inicio de tratamiento: ${dmy(ev.purchase)}.`,
    `Fecha de inicio de la RAM: ${eventDate === null ? "desconocida" : dmy(eventDate)}.`,
    `Descripción: ${cap(techReactions(r, ev))} ${whenDose(r, ev)}. ${r.pick(CARE_TECH[ev.care])} ${ev.treatment !== null ? `Tratamiento: ${ev.treatment}.` : ""}`,
    `Acción tomada: ${ev.stopped ? "retiro del medicamento" : "ninguna"}. Desenlace: ${ev.outcome === "desconocido" ? "desconocido." : outcomeText(r, ev)}`,
    `Gravedad: ${serious ? "grave" : "no grave"}. Causalidad (Karch-Lasagna): ${r.pick(["probable", "posible", "posible", "condicional"])}.`,
    r.chance(0.3) ? `Observaciones: producto vendido en ${BRANCHES[ev.branch]!.name}, boleta ${ev.receipt}.` : ""
  ].filter((s) => s !== "").join("\n")
  return row({
    paciente_iniciales: ini,
    paciente_edad: age,
    paciente_sexo: copyId ? source.paciente_sexo : sexOf(ev.patient),
    paciente_fecha_nacimiento: lookedUp && r.chance(0.85) ? ev.patient.birth : null,
    reportante_nombre: `Unidad de Farmacovigilancia - Boticas Sanar (${staff})`,
    producto_sospechoso: dciName(r, ev),
    fecha_inicio_evento: eventDate,
    fecha_recepcion: recepcion,
    origen_notificacion: r.chance(0.7) ? "email" : "web_form",
    productos: [productLine(ev.shelf.brand === "" ? null : ev.shelf.brand, ev.shelf.generic, r.chance(0.7) ? ev.shelf.rs : null, dose, ev.shelf.route)],
    text
  })
}

/** The pediatrician's note of a child seen days after, notified to the chain or to DIGEMID directly. */
export const pediatricianNote = (r: Random, ev: FarmaciaEvent, recepcion: string): DupCaseRow => {
  const doctor = ev.prescriber !== null && ev.prescriber.startsWith("Dr") && r.chance(0.6) ? ev.prescriber : r.pick(["Dra. Roxana Alarcón Meza", "Dr. Hugo Palacios Vilca", "Dr. Iván Zegarra Solís"])
  const months = monthsAt(ev.patient.birth, ev.onset)
  const ageText = months < 24 ? `${months} meses` : `${ev.age} años${r.chance(0.4) ? ` ${months % 12} meses` : ""}`
  const seen = addDays(ev.onset, r.int(0, 3))
  const mother = ev.buyer.female ? "madre" : "padre"
  const text = [
    r.chance(0.5) ? `Consulta pediátrica ${dmy(seen)}.` : `Control ${dmy(seen)} - consultorio particular.`,
    `${fullName(ev.patient)}, ${ageText}, peso ${ev.weight} kg.`,
    `${cap(mother)} refiere que ${ev.source === "receta" ? "por indicación médica" : r.pick(["por automedicación", "por recomendación de la botica", "sin receta"])} le administró ${ev.shelf.brand !== "" && r.chance(0.6) ? `${ev.shelf.brand} (${ev.shelf.generic})` : ev.shelf.generic} ${ev.shelf.strength}, ${r.pick(ev.shelf.posology)}, desde el ${dmy(ev.purchase)} por ${r.pick(ev.shelf.uses)}.`,
    `El ${dmy(ev.onset)} presenta ${techReactions(r, ev)}.`,
    `Al examen: ${r.pick(["lesiones en tronco y extremidades", "hidratado, afebril", "activo, reactivo", "sin compromiso de vía aérea", "mucosas húmedas"])}.`,
    `IDx: ${techReactions(r, ev)} ${r.pick(["probablemente secundario a", "asociado a", "a descartar reacción a"])} ${ev.shelf.generic}.`,
    `Plan: ${ev.stopped ? "suspender medicamento" : "continuar y observar"}${ev.treatment !== null ? `, ${ev.treatment}` : ""}. ${r.chance(0.5) ? "Se notifica a farmacovigilancia." : ""}`
  ].join(" ")
  return row({
    paciente_iniciales: initials(r, nameLetters(ev, "full")),
    paciente_edad: ev.age,
    paciente_sexo: sexOf(ev.patient),
    paciente_fecha_nacimiento: r.chance(0.8) ? ev.patient.birth : null,
    reportante_nombre: `${doctor} (pediatra)`,
    producto_sospechoso: r.chance(0.6) ? `${cap(ev.shelf.generic)} ${ev.shelf.strength}` : ev.shelf.brand || cap(ev.shelf.generic),
    fecha_inicio_evento: r.chance(0.9) ? ev.onset : null,
    fecha_recepcion: recepcion,
    origen_notificacion: r.chance(0.6) ? "email" : "web_form",
    productos: [productLine(ev.shelf.brand || null, ev.shelf.generic, null, r.pick(ev.shelf.posology), ev.shelf.route)],
    text: `${text}${r.chance(0.3) ? ` Tel. consultorio 01-${digits(r, 7)}.` : ""}`
  })
}
