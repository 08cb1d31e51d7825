/**
 * The customers' side of the pharmacy generator (`dup:quality --generator farmacia`): a
 * customer's WhatsApp or web-chat messages (no accents, typos, "mi hijo", the product as they
 * remember it), the customer-service line's ticket typed by an operator, the same chat pasted
 * again into a second ticket, and the PV unit's follow-up call.
 */

import type { Random } from "./random.js"
import type { DupCaseRow } from "./dupData.js"
import type { FarmaciaEvent } from "./dupFarmaciaPlan.js"
import { BRANCHES, OPERATORS, PV_STAFF, shortName } from "./dupFarmaciaPeople.js"
import { initials, type Known, layCare, layReactions, nameLetters, outcomeText, productLine, receiptName, relation, roughAge, row, sexOf, tellerRole } from "./dupFarmaciaWrite.js"
import { cap, chatNoise, digits, dmy, monthsAt, plain, shortDate, spokenDay, typo } from "./dupFarmaciaText.js"

const GREETINGS = ["hola buenas tardes", "buenas noches", "hola", "buenos dias señorita", "buenas", "hola sanar", "disculpe"]
const ASKS = ["que hago?", "es normal?", "me pueden ayudar?", "quiero que me devuelvan mi plata", "quiero poner una queja", "a quien me dirijo?", "eso es por la pastilla?", "me dicen que hago"]

const district = (ev: FarmaciaEvent): string => {
  const name = BRANCHES[ev.branch]!.name
  return name.replace(/^Boticas Sanar /, "").replace(/ \(asociada\)$/, "").replace(/ - .*$/, "").toLowerCase()
}

/** The customer's message in their words, before the chat's noise. */
const story = (r: Random, ev: FarmaciaEvent, today: string): string => {
  const who = relation(ev)
  const product = r.chance(0.75) ? r.pick(ev.shelf.said) : ev.shelf.brand || ev.shelf.generic
  const where = BRANCHES[ev.branch]!.chain ? `en su botica de ${district(ev)}` : `en la ${district(ev)}`
  const bought = `compre ${spokenDay(r, ev.purchase, today)} ${where} ${r.pick(["unas pastillas", "el", "un", ""])} ${product}`
  const forWhom = who === "yo" ? "" : ` para ${who}${ev.patient.role === "hijo" && r.chance(0.6) ? ` ${ev.patient.names[0]!}` : ""}`
  const age = ev.patient.role === "hijo" || r.chance(0.4) ? ` ${who === "yo" ? "tengo" : "tiene"} ${ev.age < 2 ? `${Math.max(1, monthsAt(ev.patient.birth, today))} meses` : `${r.chance(0.4) ? "como " : ""}${roughAge(r, ev.age)} años`}` : ""
  const lay = layReactions(r, ev)
  const react = `y ${ev.hours !== null && ev.hours <= 2 ? "al ratito" : spokenDay(r, ev.onset, today)} ${who === "yo" ? lay.replace(/\ble\b/g, "me").replace(/\blo\b/g, "me") : lay}`
  const care = layCare(r, ev)
  const lot = ev.group?.kind === "lote" ? r.pick([` el lote es ${ev.lot}`, ` lote ${ev.lot.toLowerCase()}`, " mi vecina tb le paso lo mismo con ese lote", ""]) : r.chance(0.15) ? ` les mando foto de la caja lote ${ev.lot}` : ""
  return [
    `${r.pick(GREETINGS)},`,
    `${bought}${forWhom}${age}`,
    react + ".",
    care === "" ? "" : `${care}.`,
    ev.stopped ? r.pick(["ya no le estoy dando.", "ya no lo tomo.", "lo deje.", ""]) : "",
    lot,
    r.pick(ASKS)
  ].filter((s) => s !== "").join(" ")
}

/** What a chat's intake assistant gets of the name: the profile name, the first name the customer writes, a guess with the customer's surname. */
const chatKnows = (r: Random, ev: FarmaciaEvent): Known =>
  ev.patient === ev.buyer ? (r.chance(0.7) ? "short" : r.chance(0.5) ? "first" : "full") : r.chance(0.5) ? "guess" : r.chance(0.5) ? "first" : r.chance(0.6) ? "short" : "none"

/** A customer's WhatsApp or web-chat conversation, as the intake assistant pastes it into a case. */
export const customerChat = (r: Random, ev: FarmaciaEvent, recepcion: string): DupCaseRow => {
  const today = recepcion
  const msg = chatNoise(r, story(r, ev, today), r.chance(0.5) ? 0.06 : 0.15)
  const profile = r.chance(0.6) ? plain(shortName(ev.buyer)) : r.chance(0.5) ? `${plain(ev.buyer.names[0]!)} ${r.pick(["❤", "Q.", "mama de " + plain(ev.patient.names[0]!), "", "🌻"])}`.trim() : `+51 ${ev.buyer.phone}`
  const transcript = r.chance(0.5)
  let minute = r.int(7 * 60, 20 * 60)
  const hhmm = () => {
    minute = Math.min(23 * 60 + 59, minute + r.int(1, 40))
    return `${Math.floor(minute / 60)}:${String(minute % 60).padStart(2, "0")}`
  }
  const d = shortDate(r, today)
  const text = transcript ? [
    `[${d} ${hhmm()}] ${profile}: ${msg}`,
    `[${d} ${hhmm()}] Asesor Sanar: Lamentamos lo ocurrido. ¿Nos indica nombre completo, edad y DNI del paciente, y una foto del producto y la boleta?`,
    `[${d} ${hhmm()}] ${profile}: ${chatNoise(r, r.chance(0.5) ? `${ev.patient.names[0]!} ${ev.patient.surnames[0]} ${ev.age < 2 ? "bebe" : `${roughAge(r, ev.age)} años`}` : r.pick(["ya les mande la foto", "no tengo la boleta la bote", "el dni no lo tengo a la mano"]), 0.1)}`,
    r.chance(0.5) ? `[${d} ${hhmm()}] Asesor Sanar: Gracias, derivamos su caso al área de Farmacovigilancia.` : ""
  ].filter((s) => s !== "").join("\n") : msg
  const knows = chatKnows(r, ev)
  const patientAge = roughAge(r, ev.age)
  const dateField = r.chance(0.55) ? null : r.chance(0.75) ? ev.onset : today
  return row({
    paciente_iniciales: initials(r, nameLetters(ev, knows)),
    paciente_edad: patientAge,
    paciente_sexo: sexOf(ev.patient),
    paciente_fecha_nacimiento: null,
    reportante_nombre: r.chance(0.7) ? `Cliente WhatsApp: ${profile}` : profile,
    producto_sospechoso: r.chance(0.5) ? plain(r.pick(ev.shelf.said)) : ev.shelf.brand || cap(ev.shelf.generic),
    fecha_inicio_evento: dateField,
    fecha_recepcion: recepcion,
    origen_notificacion: r.chance(0.8) ? "whatsapp" : "web_form",
    productos: [productLine(plain(r.pick(ev.shelf.said)), null, null, null, null)],
    text
  })
}

/** The customer-service line's ticket, typed by an operator while the customer talks. */
export const callTicket = (r: Random, ev: FarmaciaEvent, recepcion: string): DupCaseRow => {
  const op = r.pick(OPERATORS)
  const ticket = `AC-${recepcion.slice(0, 4)}-${digits(r, 6)}`
  const caller = ev.buyer
  // Now and then the operator puts the caller in the patient's fields.
  const callerAsPatient = caller !== ev.patient && r.chance(0.1)
  const knows: Known = r.chance(0.55) ? "full" : r.chance(0.7) ? "short" : "guess"
  const ini = callerAsPatient ? initials(r, [caller.names[0]!, caller.surnames[0]]) : initials(r, nameLetters(ev, knows))
  const age = callerAsPatient ? roughAge(r, Number(recepcion.slice(0, 4)) - Number(caller.birth.slice(0, 4))) : roughAge(r, ev.age)
  const rel = relation(ev)
  const whoSays = caller.female ? "Sra." : "Sr."
  const patientPart = caller === ev.patient ? "" : ` indica que ${rel.replace(/^mi /, "su ")}${ev.patient.role === "hijo" ? ` ${ev.patient.names[0]!}` : ""} (${ev.age < 2 ? "bebé" : `${roughAge(r, ev.age)} a`})`
  const product = r.chance(0.6) ? receiptName(ev) : r.chance(0.5) ? (ev.shelf.brand || ev.shelf.generic).toUpperCase() : `${r.pick(ev.shelf.said)} (no recuerda la marca exacta)`
  const dateWord = r.chance(0.5) ? `el ${dmy(ev.onset).slice(0, 5)}` : spokenDay(r, ev.onset, recepcion)
  const text = [
    `Ticket ${ticket} | Canal: ${r.pick(["Línea 0800", "Central telefónica", "Línea 0800 Sanar"])} | Operador: ${op}`,
    `Motivo: ${ev.group?.kind === "lote" || r.chance(0.2) ? "Reclamo de producto / posible RAM" : "Consulta - posible reacción adversa"}`,
    `Cliente ${whoSays} ${shortName(caller)} (cel ${caller.phone})${patientPart}${caller === ev.patient ? " indica que" : ","} compró ${product} el ${dmy(ev.purchase).slice(0, 5)} en local ${district(ev)}${ev.doses > 1 ? `, tomó ${ev.doses} ${r.pick(["pastillas", "dosis", "tomas"])}` : ""} y ${dateWord} ${layReactions(r, ev)}.`,
    `${cap(layCare(r, ev) || "no acudió a médico")}.`,
    ev.group?.kind === "lote" || r.chance(0.2) ? `Indica lote ${r.chance(0.8) ? ev.lot : typo(r, ev.lot)}. ${r.chance(0.5) ? "Solicita cambio o devolución." : ""}` : "",
    r.chance(0.4) ? outcomeText(r, ev) : "",
    r.pick(["Se deriva a Farmacovigilancia.", "Se deriva a QF de turno / FV.", "Se registra y se deriva a FV para seguimiento."])
  ].filter((s) => s !== "").join("\n")
  return row({
    paciente_iniciales: ini,
    paciente_edad: age,
    paciente_sexo: callerAsPatient ? sexOf(caller) : sexOf(ev.patient),
    paciente_fecha_nacimiento: null,
    reportante_nombre: `Atención al Cliente - Boticas Sanar (${op})`,
    producto_sospechoso: product.slice(0, 250),
    fecha_inicio_evento: r.chance(0.6) ? ev.onset : r.chance(0.4) ? recepcion : null,
    fecha_recepcion: recepcion,
    origen_notificacion: "telefono",
    productos: [productLine(ev.shelf.brand || ev.shelf.generic, null, null, null, null)],
    text
  })
}

/** The same chat sent again (no answer yet) or pasted into a second ticket: the text again, its fields typed anew. */
export const resentChat = (r: Random, ev: FarmaciaEvent, first: DupCaseRow, recepcion: string): DupCaseRow => {
  const body = first.descripcion_evento
  const prefix = r.pick(["buenas??? nadie me responde\n", "reenvio mi mensaje x fa\n", "hola de nuevo, escribi ayer:\n", "", ""])
  const cut = r.chance(0.3) ? body.slice(0, Math.max(60, Math.floor(body.length * r.int(50, 90) / 100))) : body
  const knows = chatKnows(r, ev)
  return row({
    ...first,
    paciente_iniciales: r.chance(0.5) ? first.paciente_iniciales : initials(r, nameLetters(ev, knows)),
    paciente_edad: r.chance(0.7) ? first.paciente_edad : roughAge(r, ev.age),
    fecha_inicio_evento: r.chance(0.5) ? first.fecha_inicio_evento : r.chance(0.5) ? null : ev.onset,
    fecha_recepcion: recepcion,
    producto_sospechoso: r.chance(0.6) ? first.producto_sospechoso : ev.shelf.brand || cap(ev.shelf.generic),
    origen_notificacion: r.chance(0.5) ? "whatsapp" : "web_form",
    text: `${prefix}${cut}${r.chance(0.3) ? ` ${chatNoise(r, "ahora esta mejor pero quiero saber", 0.1)}` : ""}`
  })
}

/** The PV unit's follow-up call some weeks later: what it adds, citing the first notification. */
export const followUpCall = (r: Random, ev: FarmaciaEvent, first: DupCaseRow, recepcion: string): DupCaseRow => {
  const staff = r.pick(PV_STAFF)
  const knowsMore = r.chance(0.5)
  const text = [
    `SEGUIMIENTO N° ${r.int(1, 2)} - ${dmy(recepcion)} (${staff})`,
    `Caso notificado el ${dmy(first.fecha_recepcion)} ${r.chance(0.5) ? `por ${first.reportante_nombre}` : ""}.`,
    `Se contacta telefónicamente con ${tellerRole(ev)}${r.chance(0.4) ? ` (${ev.buyer.phone})` : ""}.`,
    `Refiere: ${ev.outcome === "desconocido" ? "no precisa evolución." : outcomeText(r, ev)} ${r.chance(0.5) ? `Las ${ev.reactions.length > 1 ? "reacciones" : "molestias"} (${layReactions(r, ev)}) ${ev.outcome === "recuperado" ? "desaparecieron" : "persisten leves"}.` : ""}`,
    knowsMore ? `Se completan datos: ${r.chance(0.7) ? `DNI ${ev.patient.dni}, ` : ""}${r.chance(0.6) ? `lote ${ev.lot}, ` : ""}edad ${ev.age} años${r.chance(0.5) ? `, inicio de la reacción ${dmy(ev.onset)}` : ""}.` : "",
    r.chance(0.4) ? `Producto: ${receiptName(ev)}.` : ""
  ].filter((s) => s !== "").join("\n")
  return row({
    paciente_iniciales: knowsMore && r.chance(0.6) ? initials(r, nameLetters(ev, "full")) : first.paciente_iniciales,
    paciente_edad: knowsMore ? ev.age : first.paciente_edad,
    paciente_sexo: first.paciente_sexo,
    paciente_fecha_nacimiento: knowsMore && r.chance(0.3) ? ev.patient.birth : first.paciente_fecha_nacimiento,
    reportante_nombre: `Unidad de Farmacovigilancia - Boticas Sanar (${staff})`,
    producto_sospechoso: r.chance(0.6) ? first.producto_sospechoso : receiptName(ev),
    fecha_inicio_evento: knowsMore && r.chance(0.7) ? ev.onset : first.fecha_inicio_evento,
    fecha_recepcion: recepcion,
    origen_notificacion: "email",
    productos: first.productos,
    text
  })
}
