/**
 * The informal writers of the `geriatria` generator: nursing-home técnicas' logbook notes typed
 * later (time, room, nickname, HGT and PA in shorthand), relatives' calls and e-mails about "mi
 * mamá" (rough age, no birth date, the drug as "la pastilla de la presión" or read off the box, the
 * day as "el domingo"), the home-care company's nurses' visit reports, the community pharmacist at
 * the counter, and the CIAM's promoter passing on what a participant told her.
 */
import type { DupCaseRow } from "./dupData.js"
import { ageAt, familiarName, genderize, type Person, reporterName } from "./dupGeriatriaPeople.js"
import {
  ageField, birthField, cap, dayField, initialsBy, iso, joinFor, medsList, nested, product, relativeDay, roughAgeOf, says, slips,
  suspectOf, unaccent, whatWhen
} from "./dupGeriatriaText.js"
import { type Event, homeOf, PHARMACY, type World } from "./dupGeriatriaWorld.js"
import type { Random } from "./random.js"

export type Channel = "bitacora" | "casa" | "geriatra" | "familiar" | "domicilio" | "farmacia" | "resumen" | "epicrisis" | "ciam"

/** A report as written, with who wrote it (a follow-up is written by the same hand). */
export interface Draft { readonly row: DupCaseRow; readonly channel: Channel; readonly reporter: string }

export type Writer = (r: Random, w: World, e: Event, received: number, reporter?: string) => Draft

const sex = (p: Person, unknownAsF = 0, r?: Random): "F" | "M" => (p.female ? "F" : r !== undefined && r.chance(unknownAsF) ? "F" : "M")

/** Vital signs a nurse writes down besides the event's own figure. */
const vitals = (r: Random, e: Event): string | null => {
  if (!r.chance(0.45)) return null
  const parts = [`PA ${r.int(95, 150)}/${r.int(55, 90)}`, `FC ${r.int(60, 98)}`, `SatO2 ${r.int(88, 98)}%`, `T ${(36 + r.next() * 1.2).toFixed(1)}`]
  const keep = parts.filter(() => r.chance(0.5))
  if (e.value !== null && /^(PA|FC)/.test(e.value.short)) return keep.filter((x) => !x.startsWith(e.value!.short.slice(0, 2))).join(", ") || null
  return keep.join(", ") || null
}

export const writeBitacora: Writer = (r, w, e, received, reporter) => {
  const p = e.person
  const home = homeOf(w, p)
  const suspect = suspectOf(r, e, 0.35)
  const prod = product(r, e, suspect, [["abrev", 4], ["generico", 4], ["marca", 2], ["error", 1]])
  const what = r.pick(e.reaction.short) + (e.place !== null ? ` ${e.place.short}` : "")
  const did = r.pick([
    e.treat !== null ? `Se administra ${e.treat[1]}.` : "Se deja en observación.",
    `Se avisa a enfermera de turno.`,
    `Se comunica a ${home?.doctor ?? "médico de turno"}.`,
    `Se llama a familiar (${p.kin.rel}).`,
    e.hospital ? `Se traslada a emergencia ${r.pick(["en ambulancia", "con familiar", ""])}.` : `Queda en observación, control en 2 h.`
  ])
  const vs = vitals(r, e)
  const text = joinFor(p, [
    r.chance(0.35) ? `Transcripción de cuaderno de incidencias${home !== null && r.chance(0.6) ? ` - ${home.name}` : ""}.` : null,
    r.chance(0.8) ? `${says(r, e.onset, "corto")} ${e.time} h.` : `Turno ${e.time < "07:00" ? "noche" : r.pick(["mañana", "tarde"])}:`,
    `${familiarName(r, p, "personal")}${r.chance(0.55) ? ` (hab. ${p.room})` : ""} ${r.chance(0.3) ? "presenta" : ""} ${what}.`,
    e.value !== null && r.chance(0.85) ? `${e.value.short}.` : null,
    vs !== null ? `${vs}.` : null,
    did,
    e.drug.vaccine && suspect === e.drug ? `${r.pick(["Vacunad" + (p.female ? "a" : "o"), "Recibió", "Post"])} ${prod} ${r.pick(["en la mañana", "hoy", "(campaña)", ""])}.`
      : r.chance(0.7) ? `${r.pick(["Recibe", "Toma", "Con", "Pcte con"])} ${prod}${r.chance(0.5) ? ` ${e.freq}` : ""}.` : `Medicación: ${medsList(r, e, [["abrev", 3], ["generico", 3], ["marca", 1]])}.`,
    e.change !== null && r.chance(0.5) ? `(${e.change[0]})` : null,
    e.hospital && r.chance(0.5) ? `Retorna ${r.pick(["al día siguiente", "en la tarde", `a los ${r.int(2, 6)} días`])}.` : null
  ]).replace(/\s+/g, " ")
  let narrative = r.chance(0.4) ? slips(r, text, r.int(1, 3)) : text
  if (r.chance(0.2)) narrative = narrative.toUpperCase()
  const who = reporter ?? (r.chance(0.75) ? `${r.pick(["T.E.", "Téc. Enf.", "Tec. enf."])} ${reporterName(r, p.city, true)}` : `${home?.name ?? "Casa de reposo"} - cuaderno de incidencias`)
  return {
    channel: "bitacora", reporter: who,
    row: {
      paciente_iniciales: initialsBy(r, p, [["registro", 5], ["primer_nombre", 2], ["casada", 2], ["dos", 2]]),
      paciente_edad: ageField(r, p, e.onset, 0.12),
      paciente_sexo: sex(p),
      paciente_fecha_nacimiento: birthField(r, p, 0.25),
      reportante_nombre: who,
      producto_sospechoso: prod,
      descripcion_evento: narrative,
      fecha_inicio_evento: dayField(r, e.onset, 0.93, 0.03),
      fecha_recepcion: iso(received),
      origen_notificacion: "web_form",
      productos: nested(r, e, suspect, prod, 0.2, 0)
    }
  }
}

const WORRIES_MAIL = [
  "Quisiera saber si puede seguir tomándola.", "Quiero saber si es por el medicamento.", "Nadie nos avisó a tiempo.",
  "Por favor que alguien revise toda su medicación, toma muchas pastillas.", "El doctor nos dijo que podía ser por la pastilla.", "Ya le pasó algo parecido antes.", ""
]
const WORRIES = [
  "Pregunta si puede seguir dándole la pastilla.", "Quiere saber si es por el medicamento.", "Se queja de que no le avisaron a tiempo.",
  "Pide que alguien revise toda la medicación porque toma muchas pastillas.", "Refiere que el médico le dijo que podía ser por la pastilla.",
  "Dice que ya le pasó algo parecido antes.", "Solicita que se registre el caso.", ""
]

export const writeFamiliar: Writer = (r, w, e, received, reporter) => {
  const p = e.person
  const home = homeOf(w, p)
  const email = r.chance(0.35)
  const age = roughAgeOf(r, p, e.onset)
  const who = familiarName(r, p, "pariente")
  let lives = home !== null
    ? r.pick([`que está en la ${home.name}`, `que vive en una casa de reposo en ${home.district}`, "que está en una casa de reposo", ""])
    : r.pick(["que vive conmigo", "que vive con nosotros", `que vive en ${r.pick(["Surco", "Cayma", "San Miguel", "Yanahuara", "Los Olivos"])}`, ""])
  const suspect = suspectOf(r, e, 0.3)
  const prod = product(r, e, suspect, [["lego", 4], ["marca", 4], ["error", 3], ["generico", 1]])
  const what = `${r.pick(e.reaction.plain)}${e.place !== null && r.chance(0.8) ? ` ${e.place.plain}` : ""}`
  const when = relativeDay(r, e.onset, received)
  const value = e.value === null || !r.chance(0.45) ? null
    : ["caida", "estrenimiento", "retencion", "vac_local", "vac_fiebre", "diarrea"].includes(e.reaction.id) ? `${cap(e.value.plain)}.`
    : `En ${r.pick(["emergencia", "la clínica", "la posta", "la casa de reposo"])} le dijeron que ${e.value.plain}.`
  const taking = `${r.pick(["Está tomando", "Toma", "Le dan"])} ${prod}${e.change !== null && r.chance(0.7) ? `, ${e.change[1]}` : ""}${e.conc.length > 0 && r.chance(0.3) ? ` y otras pastillas más` : ""}.`
  const hosp = e.hospital && r.chance(0.6) ? r.pick(["La llevamos a emergencia.", "Tuvieron que hospitalizarla.", "Está internada."]) : null
  let text: string
  if (email) {
    text = joinFor(p, [`${r.pick(["Buenas tardes", "Buenos días", "Estimados", "Hola"])}, les escribo por ${who}, de ${age.said}${lives !== "" ? `, ${lives}` : ""}.`,
      `${cap(whatWhen(what, when))}.`, value, taking, hosp, r.pick(WORRIES_MAIL), r.pick(["Gracias.", "Quedo atenta.", "Saludos.", ""]), r.chance(0.5) ? p.kin.name.split(" ")[0]! : null])
    if (r.chance(0.4)) text = unaccent(text)
    if (r.chance(0.3)) text = text.toLowerCase()
  } else {
    const su = who.replace(/^mi /, "su ")
    lives = lives.replace("conmigo", p.kin.rel === "hijo" ? "con él" : "con ella").replace("con nosotros", "con la familia")
    text = joinFor(p, [r.chance(0.5) ? "Llamada telefónica." : null, `${r.chance(0.6) ? `${p.kin.name.split(" ")[0]} (${p.kin.rel})` : `${cap(p.kin.rel)} de paciente`} refiere que ${su}, de ${age.said}${lives !== "" ? `, ${lives}` : ""},`,
      `${whatWhen(what, when)}.`, value, taking, hosp, r.pick(WORRIES)])
  }
  if (r.chance(0.35)) text = slips(r, text, r.int(1, 3))
  const who2 = reporter ?? r.pick([`${p.kin.name} (${p.kin.rel})`, p.kin.name, `${p.kin.name.split(" ").slice(0, 2).join(" ")} - familiar`, `${cap(p.kin.rel)} de paciente`])
  return {
    channel: "familiar", reporter: who2,
    row: {
      paciente_iniciales: initialsBy(r, p, [["casada", 4], ["dos", 3], ["primer_nombre", 2], ["registro", 1]]),
      paciente_edad: age.field,
      paciente_sexo: sex(p),
      paciente_fecha_nacimiento: birthField(r, p, 0.03),
      reportante_nombre: who2,
      producto_sospechoso: prod,
      descripcion_evento: text,
      fecha_inicio_evento: dayField(r, e.onset, 0.55, 0.25),
      fecha_recepcion: iso(received),
      origen_notificacion: email ? "email" : "telefono",
      productos: []
    }
  }
}

export const writeFarmacia: Writer = (r, w, e, received, reporter) => {
  const p = e.person
  const home = homeOf(w, p)
  const pharmacy = home?.pharmacy ?? PHARMACY(r, p.city)
  const counter = Math.min(received, e.onset + r.int(0, 4))
  const guess = Math.round((ageAt(p, e.onset) + r.int(-4, 4)) / 5) * 5
  const age = r.chance(0.6) ? { said: `aprox. ${guess} años`, field: guess } : roughAgeOf(r, p, e.onset)
  const ageN = age.field
  const who = home !== null ? r.pick(["la técnica de la casa de reposo", "una cuidadora de la casa de reposo", `la ${p.kin.rel === "hijo" ? "hija" : p.kin.rel}`]) : r.pick([`la ${p.kin.rel === "hijo" ? "hija" : p.kin.rel}`, "el hijo", p.female ? "la propia paciente" : "el propio paciente", "la señora que lo cuida"])
  const suspect = suspectOf(r, e, 0.25)
  const prod = product(r, e, suspect, [["marca", 4], ["mixto", 3], ["generico", 3]])
  const measured = e.value !== null && /^(HGT|PA|FC|T )/.test(e.value.short) && r.chance(0.6) ? `Se ${r.pick(["mide", "toma", "controla"])} en botica: ${e.value.short}.` : null
  const text = joinFor(p, [
    r.chance(0.4) ? `${pharmacy}.` : null,
    `Acude ${who.includes("propi") ? "" : `${who} de `}${p.female ? "paciente mujer" : "paciente varón"} de ${age.said}${r.chance(0.3) ? ` (${familiarName(r, p, "personal")})` : ""} refiriendo ${r.chance(0.5) ? `que ${r.pick(e.reaction.plain)}` : r.pick(e.reaction.clin)}`,
    `${r.chance(0.5) ? "tras" : "desde que usa"} ${prod}${e.change !== null && r.chance(0.5) ? ` (${e.change[0]})` : ""}.`,
    measured,
    e.conc.length > 0 && r.chance(0.4) ? `Otros medicamentos que compra: ${medsList(r, e, [["marca", 2], ["generico", 2]], 3, false)}.` : null,
    r.pick(["Se recomienda acudir a su médico tratante.", "Se orienta no suspender sin indicación médica y acudir a consulta.", e.hospital ? "Se deriva a emergencia." : "Se sugiere consulta con su médico.", e.reaction.id === "hipoglucemia" ? "Se sugiere control de glucosa y consulta." : "Se recomienda no automedicarse."]),
    r.chance(0.5) ? "Se registra como sospecha de RAM." : null
  ])
  const who2 = reporter ?? `Q.F. ${reporterName(r, p.city)}${r.chance(0.6) ? ` (${pharmacy})` : ""}`
  return {
    channel: "farmacia", reporter: who2,
    row: {
      paciente_iniciales: r.chance(0.03) ? "NN" : initialsBy(r, p, [["dos", 4], ["primer_nombre", 3], ["casada", 2]]),
      paciente_edad: ageN,
      paciente_sexo: sex(p, 0.05, r),
      paciente_fecha_nacimiento: birthField(r, p, 0.03),
      reportante_nombre: who2,
      producto_sospechoso: prod,
      descripcion_evento: r.chance(0.25) ? slips(r, text, 1) : text,
      fecha_inicio_evento: r.chance(0.45) ? iso(counter) : dayField(r, e.onset, 0.25, 0.05),
      fecha_recepcion: iso(received),
      origen_notificacion: r.pick(["web_form", "web_form", "whatsapp"]),
      productos: nested(r, e, suspect, prod, 0.35, 0)
    }
  }
}

export const writeDomicilio: Writer = (r, w, e, received, reporter) => {
  const p = e.person
  const visit = Math.min(received, e.onset + r.int(0, 3))
  const suspect = suspectOf(r, e, 0.25)
  const prod = product(r, e, suspect, [["generico", 4], ["marca", 2], ["mixto", 2]])
  const text = joinFor(p, [
    `${r.pick(["Informe de visita domiciliaria", "Visita domiciliaria", "VD de enfermería"])}${r.chance(0.5) ? " - CuidaMás Atención Domiciliaria" : ""}. Fecha: ${says(r, visit, "largo")}.`,
    `Paciente ${r.chance(0.5) ? familiarName(r, p, "personal") : p.female ? "mujer" : "varón"} de ${ageField(r, p, e.onset)} años${p.history.length > 0 ? `, con ${p.history.slice(0, 3).join(", ")}` : ""}.`,
    `${cap(p.kin.rel)} refiere que ${whatWhen(`${r.pick(e.reaction.plain)}${e.place !== null ? ` ${e.place.plain}` : ""}`, relativeDay(r, e.onset, visit))}.`,
    `Al examen: ${[e.value !== null ? e.value.short : null, vitals(r, e), r.pick(e.reaction.short)].filter((x) => x !== null).join(", ")}.`,
    `Medicación actual: ${medsList(r, e, [["generico", 3], ["marca", 2], ["abrev", 1]])}.`,
    `Impresión: ${r.pick(e.reaction.clin)}, sospecha de RAM a ${prod}.`,
    r.pick([`Se coordina con médico tratante.`, `Se indica ${e.action === "suspende" ? "suspender" : e.action === "reduce" ? "reducir la dosis de" : "vigilar"} ${suspect.generic.toLowerCase()} hasta evaluación médica.`, "Se educa a familia en signos de alarma."])
  ])
  const who = reporter ?? `Lic. Enf. ${reporterName(r, p.city, true)}${r.chance(0.6) ? " - CuidaMás" : ""}`
  return {
    channel: "domicilio", reporter: who,
    row: {
      paciente_iniciales: initialsBy(r, p, [["registro", 4], ["primer_nombre", 3], ["casada", 1]]),
      paciente_edad: ageField(r, p, e.onset, 0.05),
      paciente_sexo: sex(p),
      paciente_fecha_nacimiento: birthField(r, p, 0.5),
      reportante_nombre: who,
      producto_sospechoso: prod,
      descripcion_evento: r.chance(0.2) ? slips(r, text, r.int(1, 2)) : text,
      fecha_inicio_evento: r.chance(0.35) ? iso(visit) : dayField(r, e.onset, 0.75, 0.05),
      fecha_recepcion: iso(received),
      origen_notificacion: "web_form",
      productos: nested(r, e, suspect, prod, 0.4, 0.2)
    }
  }
}

export const writeCiam: Writer = (r, w, e, received, reporter) => {
  const p = e.person
  const ciam = p.ciam ?? "CIAM"
  const age = roughAgeOf(r, p, e.onset)
  const prod = product(r, e, e.drug, [["lego", 2], ["marca", 3], ["generico", 2], ["error", 1]])
  const text = joinFor(p, [
    `${r.pick(["La promotora", "La coordinadora", "El responsable de salud"])} del ${ciam} informa que ${p.female ? "la usuaria" : "el usuario"} ${familiarName(r, p, "personal")}, de ${age.said},`,
    `que asiste a los talleres ${r.pick(["de memoria", "de baile", "de manualidades", "de tai chi"])}, ${r.pick(["refiere", "comentó", "contó"])} que ${whatWhen(r.pick(e.reaction.plain), relativeDay(r, e.onset, received))}`,
    `${r.pick(["desde que toma", "y que toma"])} ${prod}.`,
    r.pick(["Se le orientó acudir a su centro de salud.", "Se comunicó a la familia.", "Se deriva al médico del programa."])
  ])
  const who = reporter ?? `${reporterName(r, p.city, true)} - ${ciam}`
  return {
    channel: "ciam", reporter: who,
    row: {
      paciente_iniciales: initialsBy(r, p, [["registro", 3], ["casada", 2], ["primer_nombre", 2]]),
      paciente_edad: age.field,
      paciente_sexo: sex(p),
      paciente_fecha_nacimiento: birthField(r, p, 0.5),
      reportante_nombre: who,
      producto_sospechoso: prod,
      descripcion_evento: r.chance(0.3) ? slips(r, text, 1) : text,
      fecha_inicio_evento: dayField(r, e.onset, 0.45, 0.25),
      fecha_recepcion: iso(received),
      origen_notificacion: r.pick(["email", "web_form"]),
      productos: []
    }
  }
}
