/**
 * Writers outside the wards of the mental-health generator (lib/dupMente.ts): the clozapine
 * monitoring programme's lab-driven notices (semi-structured, the patient's full name and record
 * number, the month's blood count against the previous one, the traffic-light alert), relatives'
 * calls and WhatsApp messages typed by a CSMC técnico ("su hijo", "como 40 años", no birth
 * date), and the marketing-authorisation holder's E2B-like export, in capitals and half English,
 * either of its own source or as a copy of a form it was sent.
 */

import type { Random } from "./random.js"
import { productRow, writeDose, writeProduct } from "./dupMenteDrugs.js"
import type { MenteEvent } from "./dupMenteEvents.js"
import { writeLab, writeLabs } from "./dupMenteEvents.js"
import { ageAsKnown, formalName, initialsOf, relationFor, relativeName, staffName } from "./dupMentePeople.js"
import { addDays, joinParts, noAccents, relativeDay, someDate, tidy, writeDate, writeHour } from "./dupMenteText.js"
import { casing, forPatient, indicationEn, onsetField, outcomeE2b, type Row, sentence, sexOf } from "./dupMenteVoice.js"
import { type World, doctorMention, staffAs } from "./dupMenteWorld.js"

/** The clozapine monitoring programme's notice of a low blood count. */
export const programmeNotice = (world: World) => (r: Random, ev: MenteEvent, recepcion: string, t: Random): Row => {
  const p = ev.person
  const ran = ev.labs.find((l) => l.kind === "RAN")
  const leu = ev.labs.find((l) => l.kind === "leucocitos")
  const sample = r.chance(0.2) ? addDays(ev.onset, -1) : ev.onset
  const red = ran !== undefined && ran.value < 1000
  const service = ev.ward !== null ? r.pick(ev.ward.nombres) : ev.setting === "csmc" ? ev.site.corto : r.pick(["Consulta externa", "CE Psiquiatría", "Hospital de día"])
  const brand = ev.brand.generico ? `genérico ${ev.brand.lab.replace(/ S\.A\.C?\.?$/, "")}` : `${ev.brand.nombre} ${ev.dose.tab} mg`
  const prevDate = someDate(r, addDays(sample, -r.int(26, 35)), ["dmy", "dm"])
  const values = joinParts([leu !== undefined ? writeLab(r, leu) : "", ran !== undefined ? writeLab(r, ran) : ""], ", ")
  const previo = ran?.previo ?? leu?.previo ?? null
  const week = Math.max(1, Math.round(ev.latencyDays / 7))
  const accion = red ? t.pick(["Se comunica a médico tratante; suspensión de clozapina según protocolo", "SUSPENDER CLOZAPINA. Hemograma diario. Comunicado a médico tratante", "Alerta roja: suspensión inmediata, control hematológico diario"])
    : t.pick(["Se comunica a médico tratante; control de hemograma en 48-72 h", "Continuar con monitoreo bisemanal", "Alerta ámbar: hemograma 2 veces por semana hasta normalizar"])
  const sep = t.pick(["\n", " | ", "\n", " - "])
  const lines = [
    `${t.pick(["Programa de monitoreo de clozapina", "PROGRAMA DE MONITOREO DE CLOZAPINA - FARMACIA HNSM", "Programa de Farmacovigilancia Intensiva de Clozapina", "PMC - Alerta hematológica"])} – Paciente: ${formalName(r, p)}`,
    `HC: ${p.hc}${t.chance(0.5) ? `  Edad: ${ageAsKnown(r, p, ev.onset, "exacta")}` : ""}  Servicio: ${service}`,
    `Hemograma del ${someDate(r, sample, ["dmy", "dmy", "dmy2"])}: ${values}${previo !== null ? ` (control previo ${prevDate}: ${ran !== undefined ? "RAN" : "leucocitos"} ${previo})` : ""}`,
    `Clozapina (${brand}) dosis actual ${writeDose(r, ev.dose, "clinico")} – semana ${week} de tratamiento`,
    `${t.pick(["Alerta", "Semáforo", "Nivel de alerta"])}: ${red ? t.pick(["ROJA", "ROJO"]) : t.pick(["ÁMBAR", "AMARILLA"])}`,
    ev.reaction.key === "agranulocitosis" ? `Clínica: ${ev.sign}; ${ev.treatment}` : t.chance(0.3) ? `Clínica: ${ev.sign}` : "",
    `Acción: ${accion}.`,
    `${t.pick(["Responsable", "QF", "Firma"])}: ${staffAs(r, r.pick(world.programa), "qf")}`
  ].filter((l) => l !== "")
  if (t.chance(0.3)) lines.splice(1, 0, `Fecha: ${someDate(r, recepcion, ["dmy"])}`)
  return {
    paciente_iniciales: initialsOf(r, p, "historia"),
    paciente_edad: ageAsKnown(r, p, ev.onset, "exacta"),
    paciente_sexo: sexOf(ev),
    paciente_fecha_nacimiento: !p.nn && r.chance(0.8) ? p.nacimiento : null,
    reportante_nombre: `${staffAs(r, r.pick(world.programa), "qf")}${r.chance(0.6) ? " - Programa Clozapina" : ""}`,
    producto_sospechoso: ev.brand.generico ? `Clozapina ${ev.dose.tab} mg` : `${ev.brand.nombre} ${ev.dose.tab} mg`,
    descripcion_evento: tidy(lines.join(sep)),
    fecha_inicio_evento: r.chance(0.1) ? null : sample,
    fecha_recepcion: recepcion,
    origen_notificacion: "email",
    productos: [productRow(r, ev.dose, ev.brand, ev.brand.generico ? "Clozapina" : ev.brand.nombre, 0.9, "clinico")]
  }
}

/** A relative's call or WhatsApp message to the CSMC, typed by the técnico who took it. */
export const relativeCall = (r: Random, ev: MenteEvent, recepcion: string, t: Random): Row => {
  const p = ev.person
  const age = ageAsKnown(r, p, ev.onset, "aprox")
  const rel = relationFor(r, p, age)
  const caller = staffName(r, rel.callerFemale)
  const callerName = `${rel.callerFemale ? "Sra." : "Sr."} ${caller.nombre} ${r.chance(0.6) ? p.paterno : caller.paterno}`
  const who = relativeName(r, p, rel.says)
  const tec = ev.site.tecnicos.length > 0 ? r.pick(ev.site.tecnicos) : ev.nurse
  const when = relativeDay(r, ev.onset, recepcion)
  const lego = t.pick(ev.reaction.lego)
  const drug = t.chance(0.6) ? t.pick(ev.dose.drug.lego) : ev.dose.drug.generico.toLowerCase()
  const switched = ev.previousBrand !== null ? t.pick(["desde que le cambiaron la pastilla", "desde que en farmacia le dieron otra marca"]) : ""
  const orient = t.pick([
    "Se orienta acudir a emergencia.", `Se adelanta cita con ${doctorMention(r, ev.doctor)}.`, "Se indica traer al paciente mañana a primera hora.",
    "Se le indica no suspender medicación hasta ser evaluado.", "Se comunica a psiquiatra de turno."
  ])
  const hora = writeHour(r, r.int(8, 18), r.pick([0, 10, 20, 30, 45]))
  let text: string
  switch (t.int(0, 2)) {
    case 0:
      text = joinParts([
        `Llamada telefónica (${hora}).`, `Se comunica ${callerName} (${rel.caller}) refiriendo que ${rel.says.replace("mi ", "su ")} ${who.split(" ").slice(-1)[0]!},`,
        `de ${t.pick(["como", "aprox.", "unos"])} ${age} años, paciente del ${ev.site.corto}, ${t.pick(["viene tomando", "toma", "recibe"])} ${drug}`,
        `y ${when} ${switched} ${lego}.`, t.chance(0.4) ? sentence(t.pick(["Familiar muy preocupada", "Refiere que no quiere comer", "Indica que ya le pasó antes", "No recuerda la dosis"])) : "", orient
      ])
      break
    case 1:
      text = joinParts([
        `Mensaje de WhatsApp recibido el ${someDate(r, recepcion, ["dmy", "dm"])} ${hora}:`,
        `"${t.pick(["buenas tardes", "buenos días", "disculpe la hora"])} ${t.pick(["doctora", "doctor", "señorita"])} le escribo por ${who}, ${switched !== "" ? `${switched} ` : ""}${when} ${lego}${t.chance(0.5) ? ", que hago?" : "."}"`,
        `Se identifica como ${rel.caller} del paciente ${p.nombres[0]!} ${p.paterno}.`, `Toma ${drug}.`, `Respuesta: ${orient}`
      ])
      break
    default:
      text = joinParts([
        `Familiar (${rel.caller}) llama x teléfono: pcte ${p.nombres[0]!} ${t.chance(0.5) ? p.paterno : ""} c/ ${lego} ${when}, toma ${drug}.`,
        t.chance(0.5) ? `Aprox ${age} años.` : "", orient.toLowerCase()
      ])
  }
  const producto = r.chance(0.06) ? "no precisa" : r.chance(0.7) ? ev.dose.drug.generico.toLowerCase() : writeProduct(r, ev.dose, ev.brand, "errata")
  return {
    paciente_iniciales: initialsOf(r, p, "familiar"),
    paciente_edad: age,
    paciente_sexo: sexOf(ev),
    paciente_fecha_nacimiento: null,
    reportante_nombre: r.chance(0.6) ? `${staffAs(r, tec, "tec")} (llamada de familiar)` : `${callerName} (${rel.caller})`,
    producto_sospechoso: producto,
    descripcion_evento: tidy(casing(forPatient(ev, text), t.pick(["normal", "lower", "sinTildes"] as const))),
    fecha_inicio_evento: onsetField(r, ev.onset, 0.5, 0.35),
    fecha_recepcion: recepcion,
    origen_notificacion: text.startsWith("Mensaje") ? "whatsapp" : "telefono",
    productos: r.chance(0.4) ? [{ nombre_producto: producto, ifa: null, registro_sanitario: null, dosis_frecuencia: null, via_administracion: null }] : []
  }
}

const caseNo = (r: Random, ev: MenteEvent) => `PE-${ev.brand.lab.replace(/[^A-Z]/g, "").slice(0, 3) || "APP"}-${ev.onset.slice(0, 4)}-${String(r.int(1, 999999)).padStart(6, "0")}`

/** The holder's E2B-like export: of its own source, or (with `source`) a copy of a form it was sent. */
export const manufacturerReport = (r: Random, ev: MenteEvent, recepcion: string, t: Random, source?: Row): Row => {
  const p = ev.person
  const age = source?.paciente_edad ?? ageAsKnown(r, p, ev.onset, "exacta")
  const initials = source !== undefined && r.chance(0.8) ? source.paciente_iniciales.replace(/\./g, "").toUpperCase() : initialsOf(r, p, "e2b")
  const onset = source !== undefined ? source.fecha_inicio_evento : onsetField(r, ev.onset, 0.25, 0.1)
  const pt = t.pick(ev.reaction.en)
  const primary = source !== undefined ? (source.reportante_nombre.includes("Q.F") || source.reportante_nombre.includes("QF") ? "PHARMACIST" : "PHYSICIAN") : t.pick(["CONSUMER", "PHYSICIAN", "PHARMACIST", "OTHER HEALTH PROFESSIONAL"])
  const product = writeProduct(r, ev.dose, ev.brand, "e2b")
  const narrative = source !== undefined
    ? joinParts([
      t.pick([`THIS CASE WAS RECEIVED FROM A HOSPITAL PHARMACOVIGILANCE UNIT IN PERU ON ${writeDate(source.fecha_recepcion, "dMonEn")}.`, "INITIAL SPONTANEOUS REPORT FORWARDED BY THE HEALTH CARE PROFESSIONAL.", "CASE RECEIVED VIA LOCAL AFFILIATE (PERU)."]),
      `ORIGINAL TEXT: ${noAccents(source.descripcion_evento).toUpperCase().replace(/\n/g, " ").slice(0, t.chance(0.5) ? 2000 : 600)}`,
      t.pick(["COMPANY COMMENT: LISTED EVENT PER CCDS. CAUSALITY: POSSIBLE.", "COMPANY COMMENT: THE EVENT IS CONSIDERED RELATED.", ""])
    ], "\n")
    : joinParts([
      `THIS SPONTANEOUS REPORT FROM ${/^[AEIOU]/.test(primary) ? "AN" : "A"} ${primary} ${t.pick(["VIA PATIENT SUPPORT PROGRAM", "VIA MEDICAL REPRESENTATIVE", "VIA LOCAL AFFILIATE"])} CONCERNS A ${age}-YEAR-OLD ${p.female ? "FEMALE" : "MALE"} PATIENT`,
      `WHO RECEIVED ${product} (${writeDose(r, ev.dose, "e2b")}) FOR ${indicationEn(ev)}.`,
      `ON ${onset !== null ? writeDate(onset, "dMonEn") : "AN UNKNOWN DATE"} THE PATIENT EXPERIENCED ${pt} (${noAccents(t.pick(ev.reaction.clinico)).toUpperCase()}).`,
      ev.labs.length > 0 ? `LAB DATA: ${writeLabs(r, ev, true)}.` : "",
      `ACTION TAKEN: ${ev.action === "suspende" ? "DRUG WITHDRAWN" : ev.action === "reduce" ? "DOSE REDUCED" : "DOSE NOT CHANGED"}. TREATMENT: ${noAccents(ev.treatment).toUpperCase()}.`
    ])
  const text = [
    `MANUFACTURER CONTROL NO: ${caseNo(r, ev)}`, `REPORT TYPE: SPONTANEOUS  COUNTRY: PE  PRIMARY SOURCE: ${primary}`,
    `PATIENT: ${initials}  AGE: ${age} YEARS  SEX: ${p.female ? "FEMALE" : "MALE"}`, `SUSPECT DRUG: ${product}; ${writeDose(r, ev.dose, "e2b")}; INDICATION: ${indicationEn(ev)}`,
    `REACTION: ${pt}${onset !== null ? `  ONSET: ${writeDate(onset, "dMonEn")}` : ""}`, `NARRATIVE: ${narrative}`,
    `SERIOUSNESS: ${ev.reaction.grave ? t.pick(["HOSPITALIZATION", "MEDICALLY SIGNIFICANT"]) : "NON-SERIOUS"}  OUTCOME: ${outcomeE2b(ev)}`
  ].join("\n")
  return {
    paciente_iniciales: initials,
    paciente_edad: age,
    paciente_sexo: sexOf(ev),
    paciente_fecha_nacimiento: source !== undefined ? (r.chance(0.5) ? source.paciente_fecha_nacimiento : null) : !p.nn && r.chance(0.2) ? p.nacimiento : null,
    reportante_nombre: `${ev.brand.lab} - ${t.pick(["Farmacovigilancia", "Drug Safety", "Pharmacovigilance Dept."])}`,
    producto_sospechoso: product,
    descripcion_evento: tidy(text),
    fecha_inicio_evento: onset,
    fecha_recepcion: recepcion,
    origen_notificacion: "e2b",
    productos: [productRow(r, ev.dose, ev.brand, product, 0.95, "e2b")]
  }
}
