/**
 * The formal writers of the `geriatria` generator: a nursing home's notification signed by its
 * nurse ("la residente Sra. Rosa Quispe de García"), the geriatrician's notification (clinical
 * wording, history, polypharmacy, causality, conduct), the home's monthly medication-incident
 * summary with one line per incident (each line typed in as a case), the hospital geriatrics
 * service's discharge summary weeks later (the legal name, the admission day, the reaction among
 * the diagnoses) and follow-ups with the outcome, written by whoever wrote the first report.
 */
import { fullName, genderize } from "./dupGeriatriaPeople.js"
import { type Channel, type Draft, writeBitacora, writeCiam, writeDomicilio, writeFamiliar, writeFarmacia, type Writer } from "./dupGeriatriaNotes.js"
import {
  ageField, birthField, cap, dayField, initialsBy, iso, joinFor, medsList, monthName, nested, product, says, slips, suspectOf
} from "./dupGeriatriaText.js"
import { type Event, homeOf, HOSPITALS, type World } from "./dupGeriatriaWorld.js"
import type { Random } from "./random.js"

const ACCION: Readonly<Record<Event["action"], readonly [string, string]>> = {
  suspende: ["Se suspende el fármaco", "se suspende"],
  reduce: ["Se reduce la dosis", "se baja dosis"],
  mantiene: ["Se mantiene el tratamiento con vigilancia", "se mantiene, vigilancia"],
  cambia: ["Se cambia por otra alternativa terapéutica", "se cambia medicación"]
}

const OUTCOME = (r: Random, e: Event, day: number): readonly [clin: string, plain: string] => {
  switch (e.outcome) {
    case "recuperado": return [r.pick(["Evolución favorable, recuperado sin secuelas.", "Se recuperó completamente.", e.hospital ? `Alta al ${r.int(2, 9)}º día, asintomático.` : "Asintomático al control."]), r.pick(["ya está bien", "ya se recuperó", "ya está como antes"])]
    case "recuperando": case "desconocido": return [r.pick(["En recuperación.", "Evoluciona lentamente, aún en recuperación.", "Mejoría parcial al control."]), r.pick(["está mejorando poco a poco", "todavía está débil pero mejor"])]
    case "secuelas": return [r.pick(["Quedó con dependencia para la marcha.", "Recuperado con secuelas: no deambula, postrado.", "Secuela: deterioro funcional, requiere silla de ruedas."]), r.pick(["ya no camina como antes", "quedó en cama", "ya no se levanta sola"])]
    case "fallecio": return [`Falleció el ${says(r, day, "largo")} ${r.pick(["por neumonía intrahospitalaria", "por complicaciones", "en el hospital", ""])}.`.replace(" .", "."), `lamentablemente falleció el ${says(r, day, "palabras")}`]
  }
}

export const writeCasa: Writer = (r, w, e, received, reporter) => {
  const p = e.person
  const home = homeOf(w, p)
  const hname = home?.name ?? "La casa de reposo"
  const suspect = suspectOf(r, e, 0.2)
  const prod = product(r, e, suspect, [["generico", 5], ["marca", 3], ["mixto", 1]])
  const name = r.pick([fullName(p, true), fullName(p, r.chance(0.5)), `${p.given[0]} ${p.husband !== null && r.chance(0.6) ? `${p.pat} de ${p.husband}` : p.pat}`, initialsBy(r, p, [["registro", 1]])])
  const text = joinFor(p, [
    `${r.chance(0.5) && !hname.startsWith("La ") ? "La " : ""}${hname}${home !== null && r.chance(0.5) ? ` (${home.district})` : ""} ${r.pick(["notifica", "informa", "reporta"])} ${r.pick(["sospecha de reacción adversa", "un incidente con medicación", "evento adverso"])} en ${p.female ? "la residente" : "el residente"} ${p.female ? "Sra." : "Sr."} ${name}, de ${ageField(r, p, e.onset, 0.1)} años${p.history.length > 0 && r.chance(0.7) ? `, con ${p.history.join(", ")}` : ""}.`,
    e.drug.vaccine ? `Fue vacunad${p.female ? "a" : "o"} con ${prod} ${r.pick(["en la campaña de la casa", "ese día", "en la mañana"])}.`
      : r.chance(0.6) ? `Recibe ${medsList(r, e, [["generico", 3], ["marca", 2]])}.` : `Recibe ${prod} ${e.freq}.`,
    `El ${says(r, e.onset, r.pick(["largo", "palabras"] as const))}${r.chance(0.6) ? ` a las ${e.time} h` : ""} presentó ${r.pick(e.reaction.clin)}${e.place !== null ? ` ${e.place.clin}` : ""}${e.value !== null ? `, ${r.chance(0.5) ? e.value.clin : e.value.short}` : ""}.`,
    e.change !== null && r.chance(0.6) ? `Antecedente: ${e.change[0]}.` : null,
    e.treat !== null ? `Se administró ${e.treat[0]}.` : null,
    `Se comunicó a ${home?.doctor ?? "su médico"}, ${r.pick(["quien indicó", "y se indicó"])}: ${e.drug.vaccine ? "observación" : ACCION[e.action][1]}.`,
    e.hospital ? `Fue trasladad${p.female ? "a" : "o"} a ${r.pick(["emergencia", HOSPITALS[p.city], "clínica"])}.` : null,
    r.chance(0.6) ? `Se informó a la familia (${p.kin.rel}).` : null
  ])
  const who = reporter ?? (r.chance(0.6) ? `Lic. Enf. ${home?.nurse ?? "enfermera"}${r.chance(0.5) ? ` - ${hname}` : ""}` : hname)
  return {
    channel: "casa", reporter: who,
    row: {
      paciente_iniciales: initialsBy(r, p, [["registro", 4], ["casada_de", 2], ["casada", 2]]),
      paciente_edad: ageField(r, p, e.onset, 0.1),
      paciente_sexo: p.female ? "F" : "M",
      paciente_fecha_nacimiento: birthField(r, p, 0.6),
      reportante_nombre: who,
      producto_sospechoso: prod,
      descripcion_evento: r.chance(0.2) ? slips(r, text, 1) : text,
      fecha_inicio_evento: dayField(r, e.onset, 0.9, 0.05),
      fecha_recepcion: iso(received),
      origen_notificacion: r.pick(["web_form", "email"]),
      productos: nested(r, e, suspect, prod, 0.45, 0.15)
    }
  }
}

export const writeGeriatra: Writer = (r, w, e, received, reporter) => {
  const p = e.person
  const home = homeOf(w, p)
  const suspect = suspectOf(r, e, 0.2)
  const prod = product(r, e, suspect, [["generico", 6], ["mixto", 2], ["marca", 1]])
  const lives = home !== null ? r.pick([`residente en casa de reposo${r.chance(0.5) ? ` (${home.name})` : ""}`, "institucionalizada", `residente de ${home.name}, ${home.district}`])
    : p.ciam !== null && r.chance(0.5) ? `usuari${p.female ? "a" : "o"} del ${p.ciam}` : r.pick(["que vive con su familia", "con cuidadora en domicilio", "independiente para ABVD"])
  const causal = r.pick(["probable", "probable", "posible", "definida"])
  const text = joinFor(p, [
    `Paciente ${p.female ? "mujer" : "varón"} de ${ageField(r, p, e.onset)} años, ${lives.replace("institucionalizada", p.female ? "institucionalizada" : "institucionalizado")},`,
    `con antecedentes de ${p.history.join(", ") || "HTA"}, polimedicad${p.female ? "a" : "o"} (${medsList(r, e, [["generico", 5], ["abrev", 1]], 6)}).`,
    `${r.pick(["El", "Con fecha"])} ${says(r, e.onset, r.pick(["largo", "palabras"] as const))} presenta ${r.pick(e.reaction.clin)}${e.place !== null && r.chance(0.5) ? ` ${e.place.clin}` : ""}${e.value !== null && r.chance(0.85) ? ` (${e.value.clin})` : ""}.`,
    e.change !== null && r.chance(0.7) ? `Relación temporal: ${e.change[0]}.` : null,
    `Se considera RAM ${causal} a ${suspect.generic.toLowerCase()}${suspect !== e.drug && r.chance(0.5) ? `, no se descarta contribución de ${e.drug.generic.toLowerCase()}` : ""}${e.alt !== null && suspect === e.drug && r.chance(0.3) ? `, potenciada por ${e.alt.generic.toLowerCase()}` : ""}.`,
    `Conducta: ${e.drug.vaccine ? "observación" : ACCION[e.action][0].toLowerCase()}${e.treat !== null ? `; ${e.treat[0]}` : ""}.`,
    e.hospital ? `Requirió hospitalización.` : null,
    r.chance(0.5) ? OUTCOME(r, e, e.onset + r.int(3, 20))[0] : null
  ])
  const who = reporter ?? (home !== null && r.chance(0.6) ? `${home.doctor}${r.chance(0.4) ? " (médico de la casa)" : ""}` : `${r.pick(w.geriatricians[p.city])}${r.chance(0.5) ? " - Geriatría" : ""}`)
  return {
    channel: "geriatra", reporter: who,
    row: {
      paciente_iniciales: initialsBy(r, p, [["registro", 6], ["primer_nombre", 3], ["casada", 1]]),
      paciente_edad: ageField(r, p, e.onset),
      paciente_sexo: p.female ? "F" : "M",
      paciente_fecha_nacimiento: birthField(r, p, 0.85),
      reportante_nombre: who,
      producto_sospechoso: prod,
      descripcion_evento: text,
      fecha_inicio_evento: r.chance(0.1) ? iso(e.onset + 1) : dayField(r, e.onset, 0.93, 0),
      fecha_recepcion: iso(received),
      origen_notificacion: "web_form",
      productos: nested(r, e, suspect, prod, 0.6, 0.3)
    }
  }
}

export const writeResumen: Writer = (r, w, e, received, reporter) => {
  const p = e.person
  const home = homeOf(w, p)
  const hname = home?.name ?? "Casa de reposo"
  const prod = product(r, e, e.drug, [["generico", 4], ["abrev", 3], ["marca", 1]])
  const line = joinFor(p, [
    `${r.chance(0.6) ? `${r.int(1, 14)}.` : "-"} ${says(r, e.onset, "corto")}`,
    `${r.chance(0.6) ? "Res." : ""} ${initialsBy(r, p, [["registro", 2], ["casada_de", 1]])}${r.chance(0.6) ? ` (hab. ${p.room})` : ""}, ${ageField(r, p, e.onset, 0.15)} a.:`,
    `${r.pick(e.reaction.short)}${e.place !== null ? ` ${e.place.short}` : ""}${e.value !== null && r.chance(0.7) ? `, ${e.value.short}` : ""}.`,
    `Med.: ${prod}.`,
    `${cap(ACCION[e.action][1])}${e.hospital ? ", traslado a EMG" : ""}.`
  ])
  const text = r.chance(0.7) ? `${r.pick(["Resumen mensual de incidentes con medicamentos", "Consolidado mensual de incidentes", "Informe mensual - eventos con medicación"])} - ${hname} - ${monthName(e.onset)}. ${line}` : line
  const who = reporter ?? r.pick([hname, `Dirección técnica - ${hname}`, `Lic. Enf. ${home?.nurse ?? ""}`.trim()])
  return {
    channel: "resumen", reporter: who,
    row: {
      paciente_iniciales: initialsBy(r, p, [["registro", 5], ["casada_de", 2]]),
      paciente_edad: ageField(r, p, e.onset, 0.15),
      paciente_sexo: p.female ? "F" : "M",
      paciente_fecha_nacimiento: birthField(r, p, 0.15),
      reportante_nombre: who,
      producto_sospechoso: prod,
      descripcion_evento: r.chance(0.3) ? slips(r, text, r.int(1, 2)) : text,
      fecha_inicio_evento: dayField(r, e.onset, 0.85, 0.05),
      fecha_recepcion: iso(received),
      origen_notificacion: "email",
      productos: []
    }
  }
}

export const writeEpicrisis: Writer = (r, w, e, received, reporter) => {
  const p = e.person
  const home = homeOf(w, p)
  const admit = e.onset + (r.chance(0.6) ? 0 : 1)
  const discharge = admit + r.int(3, 15)
  const suspect = suspectOf(r, e, 0.25)
  const prod = product(r, e, suspect, [["generico", 8], ["mixto", 1]])
  const name = r.chance(0.5) ? fullName(p).toUpperCase() : initialsBy(r, p, [["registro", 1]])
  const history = p.history.filter(() => r.chance(0.8))
  const text = joinFor(p, [
    `EPICRISIS. ${r.pick(["Servicio de Geriatría", "Departamento de Medicina - Geriatría", "Unidad de Agudos de Geriatría"])}, ${HOSPITALS[p.city]}.`,
    `Paciente: ${name}, ${ageField(r, p, admit)} años, HC ${r.int(100000, 999999)}.`,
    `Procedencia: ${home !== null ? (r.chance(0.6) ? home.name : "casa de reposo") : "domicilio"}.`,
    `Fecha de ingreso: ${says(r, admit, "largo")}. Fecha de alta: ${e.outcome === "fallecio" ? "-" : says(r, discharge, "largo")}.`,
    `Motivo de ingreso: ${r.pick(e.reaction.clin)}${e.place !== null ? ` ${e.place.clin}` : ""}.`,
    e.value !== null ? `${e.reaction.id === "caida" ? "Hallazgos" : "Laboratorio/examen al ingreso"}: ${e.value.clin}.` : null,
    `Diagnósticos de egreso: 1. ${cap(r.pick(e.reaction.clin))}${e.value !== null && r.chance(0.3) ? ` (${e.value.short})` : ""}. 2. RAM a ${suspect.generic.toLowerCase()}${suspect !== e.drug ? ` y ${e.drug.generic.toLowerCase()}` : ""}. ${history.map((h, i) => `${i + 3}. ${cap(h)}.`).join(" ")}`,
    e.treat !== null ? `Tratamiento: ${e.treat[0]}.` : null,
    e.outcome === "fallecio" ? OUTCOME(r, e, discharge)[0] : `Medicación al alta: ${medsList(r, e, [["generico", 1]], 5, e.action !== "suspende" && e.action !== "cambia" && !(e.treat?.[0].includes("suspensi") ?? false))}${e.action === "suspende" ? ` (se suspende ${e.drug.generic.toLowerCase()})` : ""}. Condición al alta: ${e.outcome === "secuelas" ? "estable, con dependencia funcional" : "estable"}.`
  ])
  const who = reporter ?? r.pick([`Servicio de Geriatría - ${HOSPITALS[p.city]}`, `${r.pick(w.geriatricians[p.city])} (Geriatría)`, `Farmacovigilancia ${HOSPITALS[p.city]}`])
  const x = r.next()
  return {
    channel: "epicrisis", reporter: who,
    row: {
      paciente_iniciales: initialsBy(r, p, [["registro", 8], ["primer_nombre", 2]]),
      paciente_edad: ageField(r, p, admit),
      paciente_sexo: p.female ? "F" : "M",
      paciente_fecha_nacimiento: birthField(r, p, 0.95),
      reportante_nombre: who,
      producto_sospechoso: prod,
      descripcion_evento: text,
      fecha_inicio_evento: x < 0.6 ? iso(admit) : x < 0.85 ? iso(e.onset) : null,
      fecha_recepcion: iso(received),
      origen_notificacion: r.pick(["email", "web_form"]),
      productos: nested(r, e, suspect, prod, 0.5, 0.3)
    }
  }
}

export const WRITERS: Readonly<Record<Channel, Writer>> = {
  bitacora: writeBitacora, casa: writeCasa, geriatra: writeGeriatra, familiar: writeFamiliar, domicilio: writeDomicilio,
  farmacia: writeFarmacia, resumen: writeResumen, epicrisis: writeEpicrisis, ciam: writeCiam
}

/** A follow-up by the first report's writer: the outcome, a reference to the first report, sometimes the story again. */
export const writeFollowUp = (r: Random, w: World, e: Event, first: Draft, received: number): Draft => {
  const fresh = WRITERS[first.channel](r, w, e, received, first.reporter)
  const [clin, plain] = OUTCOME(r, e, Math.min(received - 1, e.onset + r.int(5, 30)))
  const row0 = first.row
  const lay = first.channel === "familiar" || first.channel === "ciam"
  const ref = lay
    ? `${r.pick(["Vuelve a llamar", "Escribe nuevamente", "Segunda comunicación de"])} ${first.reporter}: ${r.pick(["sobre", "respecto a"])} ${r.pick(e.reaction.plain)} ${r.chance(0.5) ? `con ${row0.producto_sospechoso}` : ""}, ${r.pick(["informa que", "cuenta que"])} ${plain}.`
    : `${r.pick(["SEGUIMIENTO.", "Información de seguimiento:", "Ampliación de notificación:", "Actualización:"])} ${r.pick(["Caso", "Paciente"])} ${row0.paciente_iniciales} notificado el ${says(r, Number.isNaN(Date.parse(row0.fecha_recepcion)) ? received : Math.round((Date.parse(row0.fecha_recepcion) - Date.UTC(2023, 0, 1)) / 86_400_000), "largo")} por ${r.pick(e.reaction.clin)} con ${r.chance(0.6) ? row0.producto_sospechoso : e.drug.generic.toLowerCase()}. ${clin}`
  const narrative = genderize(r.chance(0.45) ? `${ref} ${fresh.row.descripcion_evento}` : ref, e.person.female)
  return {
    channel: first.channel, reporter: first.reporter,
    row: {
      ...fresh.row,
      paciente_iniciales: r.chance(0.6) ? row0.paciente_iniciales : fresh.row.paciente_iniciales,
      paciente_edad: r.chance(0.8) ? row0.paciente_edad : fresh.row.paciente_edad,
      paciente_fecha_nacimiento: r.chance(0.7) ? row0.paciente_fecha_nacimiento : fresh.row.paciente_fecha_nacimiento,
      producto_sospechoso: r.chance(0.6) ? row0.producto_sospechoso : fresh.row.producto_sospechoso,
      fecha_inicio_evento: r.chance(0.7) ? row0.fecha_inicio_evento : fresh.row.fecha_inicio_evento,
      descripcion_evento: narrative,
      fecha_recepcion: iso(received)
    }
  }
}
