/**
 * The toxicology information centre's call sheets (lib/dupToxicologia.ts, route `llamada`): typed by
 * the pharmacist on duty while a mother, a nurse, a doctor on call or a serenazgo officer talks —
 * hour, caller, agent, amount, "tiempo transcurrido", symptoms and the recommendations given,
 * often with the patient only as "menor" or a first name and the age as "1a 8m". The sheets are
 * forwarded to the unit in batches, so the reception is days after the call.
 */
import type { Random } from "./random.js"
import type { DupCaseRow } from "./dupData.js"
import type { ToxiEvent } from "./dupToxiEvents.js"
import { initials, initialsStyle } from "./dupToxiPeople.js"
import { amountPhrase, contactDay, drugName, ownerPhrase, sinceText, perKilo, productEntries, productText, row } from "./dupToxiWrite.js"
import { ageOn, ageText, cap, elapsedText, hourText, isoOf, join, listText, noAccents, roughYears, sloppy } from "./dupToxiText.js"

/** The name of the centre, as its sheets and the unit's inbox call it. */
export const CENTRE = "Centro de Información Toxicológica (línea 0800)"

const CHILD_STYLES = [["given", 32], ["compact", 14], ["short", 14], ["lower", 8], ["givenInitial", 10], ["firstOnly", 4], ["dots", 8]] as const
const ADULT_STYLES = [["given", 15], ["compact", 25], ["dots", 18], ["givenInitial", 15], ["lower", 10], ["full", 5], ["spaced", 7]] as const

const callerText = (r: Random, e: ToxiEvent): string => {
  const c = e.caller
  switch (c.role) {
    case "enfermera": return r.pick([`Lic. Enf. ${c.given} ${c.surname} - CS ${e.person.place.district}`, `enfermera ${c.given} (P.S. ${e.person.place.district})`, `Lic. ${c.given} ${c.surname}`])
    case "médico de guardia": return r.pick([`Dr(a). ${c.given} ${c.surname} - médico de guardia`, `médico de guardia ${e.hospital}`, `Dr. ${c.surname} (guardia)`])
    case "serenazgo": return r.pick([`Serenazgo ${e.person.place.district}`, `agente de serenazgo ${c.given} ${c.surname}`, `serenazgo - ${c.surname}`])
    case "paciente": return r.pick(["la misma paciente", "el mismo paciente", "paciente (autollamada)"])
    case "profesora": case "director": case "enfermera del colegio": case "auxiliar de educación":
      return `${c.role} ${c.given} ${c.surname}${e.school !== null ? ` - ${e.school.name}` : ""}`
    default: return r.pick([`Sra. ${c.given} (${c.role})`, `${c.given} ${c.surname} - ${c.role}`, `${c.role}`, `${c.role} ${c.given}`])
  }
}

/** What the caller is to the child: "su hija", "su nieto", "el menor". */
const kinWord = (e: ToxiEvent): string => {
  const f = e.person.sex === "F"
  const words: Record<string, string> = {
    madre: f ? "su hija" : "su hijo", padre: f ? "su hija" : "su hijo", abuela: f ? "su nieta" : "su nieto", tía: f ? "su sobrina" : "su sobrino"
  }
  return words[e.caller.role] ?? (f ? "la menor" : "el menor")
}

const recommendations = (r: Random, e: ToxiEvent): string => {
  // A doctor or nurse calling from a facility is told how to manage; a family, where to go.
  const base = e.caller.role === "médico de guardia" || e.caller.role === "enfermera"
    ? ["manejo en su servicio", "monitoreo de funciones vitales", "control de niveles si disponible"]
    : ["acudir a emergencia inmediatamente", "no inducir vómito", "llevar el envase o blister", "no dar nada por vía oral"]
  const specific: Record<string, ReadonlyArray<string>> = {
    paracetamol: ["dosar paracetamol a las 4 h", "iniciar NAC si nivel sobre línea de tratamiento"], hierro: ["radiografía de abdomen", "dosar hierro sérico a las 4-6 h"],
    glibenclamida: ["dar azúcar por boca si está despierto", "control de glucosa c/1 h por 24 h"], amitriptilina: ["EKG urgente", "bicarbonato si QRS > 100 ms"],
    digoxina: ["EKG y potasio", "digoxinemia"], warfarina: ["INR a las 24 y 48 h"], carbamazepina: ["carbón activado dosis múltiple", "nivel sérico"],
    metoclopramida: ["biperideno o difenhidramina EV"], tramadol: ["naloxona si depresión respiratoria"], isoniazida: ["piridoxina EV"], amlodipino: ["observación mínima 24 h", "gluconato de calcio"]
  }
  const more = specific[e.exp.key] ?? ["observación 6 h"]
  return cap(listText([...base.slice(0, r.int(1, 3)), ...more.slice(0, r.int(0, more.length))]))
}

const circumstance = (r: Random, e: ToxiEvent): string => {
  if (e.scenario === "accidental") {
    const form = e.exp.pres.form
    const own = e.owner !== null ? `medicamento ${ownerPhrase(e.owner)}` : `su propio ${form === "jarabe" || form === "suspension" ? "jarabe" : form === "gotas" ? "frasco de gotas" : "medicamento"}`
    return r.pick([`accidental, ${own}`, "ingesta accidental, lo encontraron con el envase", "accidental (dejado al alcance)"])
  }
  if (e.scenario === "intencional") return r.pick([`intencional - ${e.motive ?? "no precisa"}`, `intento autolítico (${e.motive ?? "no refiere motivo"})`, "intencional"])
  if (e.scenario === "error" && e.error !== null) return `error de medicación: ${e.error.how}`
  if (e.scenario === "escolar") return `ingesta en colegio${e.school !== null ? ` (${e.school.name})` : ""}, varios alumnos afectados`
  return `reacción adversa, en tratamiento con ${e.exp.drug.generic} ${e.exp.dose} ${sinceText(r, e.onsetDays)}`
}

/** The call sheet for an event: structured or free text, typed in a hurry. */
export const callSheet = (r: Random, e: ToxiEvent): DupCaseRow => {
  const callMinute = e.minute + e.elapsed
  const day = contactDay(e)
  const age = ageOn(e.person.birth, day)
  const child = age.years < 12
  const exactAge = ageText(r, age)
  const staff = e.caller.role === "médico de guardia" || e.caller.role === "enfermera"
  const agePhrase = child && !staff && r.chance(0.2) ? `menor de ${age.years + 1} a` : e.caller.role === "paciente" || child || staff ? exactAge : `${r.chance(0.5) ? "aprox " : ""}${roughYears(r, age.years)} años`
  const name = initials(r, e.person, initialsStyle(r, child ? CHILD_STYLES : ADULT_STYLES))
  const iniciales = r.chance(child ? 0.12 : 0.05) ? r.pick(["NN", "menor", "N.N.", "sin nombre"]) : name
  const product = productText(r, e.exp, r.pick(e.exp.brand !== null ? ["brand", "brand", "generic", "genericStrength", "slip", "lay"] as const : ["generic", "genericStrength", "slip", "lay"] as const))
  const signs = e.sev === 1 && r.chance(0.35) ? "asintomático por el momento" : listText(e.caller.role === "médico de guardia" || e.caller.role === "enfermera" ? e.pic.signs.slice(0, 3) : e.pic.lay)
  const dose = e.scenario === "ram" ? `${drugName(r, e.exp, false)} ${e.exp.dose}` : `${product} ${amountPhrase(r, e.exp, false)}`
  const mgkg = perKilo(e)
  const hour = hourText(r, callMinute + r.int(0, 10))
  const where = r.chance(0.7) ? e.person.place.district : e.person.place.lima ? "Lima" : e.person.place.district
  let text: string
  if (r.chance(0.5)) {
    const sex = e.person.sex === "F" ? r.pick(["F", "fem"]) : r.pick(["M", "masc"])
    const timing = `${e.scenario === "ram" ? "" : ` | Tiempo transcurrido: ${elapsedText(r, e.elapsed)}`}${mgkg !== null && r.chance(0.5) ? ` | Dosis estimada: ${mgkg}` : ""}`
    text = join([
      `FICHA DE LLAMADA N° ${isoOf(day).slice(0, 4)}-${String(r.int(1, 9999)).padStart(4, "0")} | Hora: ${hour} | Llamante: ${callerText(r, e)} | Procedencia: ${where}`,
      `Paciente: ${iniciales === name && name.length > 3 ? `${name}, ` : ""}${agePhrase}, ${sex}${child ? `, peso aprox ${Math.round(e.vitals.weight)} kg` : ""}`,
      `Agente: ${dose}${e.co !== null ? ` + ${e.co.drug.generic}` : ""} | Vía: ${e.exp.via}${timing}`,
      `Circunstancia: ${circumstance(r, e)}`,
      `Clínica: ${signs}`,
      `Recomendaciones: ${recommendations(r, e)}.${r.chance(0.5) ? " Se hará seguimiento telefónico." : ""}`
    ], r.chance(0.6) ? "\n" : " | ")
  } else {
    const who = e.caller.role === "paciente" ? "llama paciente"
      : e.caller.role === "médico de guardia" ? `llama Dr(a). ${e.caller.surname}, médico de guardia${r.chance(0.5) ? ` de ${e.hospital}` : ""},`
      : `llama ${e.caller.role}${r.chance(0.4) ? ` (${e.caller.given})` : ""}`
    const of = agePhrase.startsWith("menor de") ? agePhrase : `de ${agePhrase}`
    const subject = child ? `que ${kinWord(e)}${name.length > 3 && iniciales === name ? ` ${name}` : ""} ${of}`
      : e.caller.role === "paciente" ? `que hace ${elapsedText(r, e.elapsed)}`
      : `que ${e.person.sex === "F" ? "la paciente" : "el paciente"} ${of}`
    const what = e.scenario === "ram"
      ? `toma ${dose} ${sinceText(r, e.onsetDays)} y ${staff ? "presenta" : "ahora"} ${signs}`
      : e.scenario === "error" && e.error !== null ? `por error recibió ${e.error.given} (indicado ${e.error.prescribed}) hace ${elapsedText(r, e.elapsed)}; ${signs}`
      : `ingirió ${dose}${e.owner !== null ? ` (${ownerPhrase(e.owner)})` : ""}${e.caller.role === "paciente" ? "" : ` hace ${elapsedText(r, e.elapsed)}`}. ${cap(signs)}`
    text = join([
      `${hour} ${who} desde ${where}, refiere ${subject} ${what}.`,
      e.scenario === "intencional" && r.chance(0.6) ? `Motivo: ${e.motive ?? "no precisa"}.` : null,
      mgkg !== null && r.chance(0.4) ? `Dosis aprox ${mgkg}.` : null,
      `Se indica: ${recommendations(r, e).toLowerCase()}.`,
      r.chance(0.4) ? `Se deriva a ${e.hospital}.` : null
    ])
    text = r.chance(0.5) ? noAccents(text) : text
  }
  const recv = day + (r.chance(0.3) ? 0 : r.int(1, 7))
  const eventDay = r.chance(0.08) ? null : e.scenario === "ram" && e.elapsed > 1440 ? day : r.chance(0.9) ? day : e.day
  return row({
    paciente_iniciales: iniciales,
    paciente_edad: agePhrase.startsWith("menor de") && r.chance(0.5) ? age.years + 1 : agePhrase.includes("aprox") ? roughYears(r, age.years) : age.years,
    paciente_sexo: r.chance(0.985) ? e.person.sex : e.person.sex === "F" ? "M" : "F",
    paciente_fecha_nacimiento: null,
    reportante_nombre: callerText(r, e),
    producto_sospechoso: product,
    descripcion_evento: sloppy(r, text, 0.03),
    fecha_inicio_evento: eventDay === null ? null : isoOf(eventDay),
    fecha_recepcion: isoOf(recv),
    origen_notificacion: CENTRE,
    productos: productEntries(r, e, "genericStrength", { rs: 0.05, dose: true })
  })
}
