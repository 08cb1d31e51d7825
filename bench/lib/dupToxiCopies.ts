/**
 * The reports of the toxicología generator (lib/dupToxicologia.ts) that copy an earlier one: the
 * regional DIRIS/DIRESA re-keying a report into DIGEMID's notification format (upper case, fields
 * re-typed or dropped, the birth date often lost, the event date sometimes replaced by the
 * notification date), the follow-up days or weeks later with the outcome and the control labs, and
 * the same report sent a second time.
 */
import type { Random } from "./random.js"
import type { DupCaseRow } from "./dupData.js"
import type { ToxiEvent } from "./dupToxiEvents.js"
import { initials, initialsStyle, staffName } from "./dupToxiPeople.js"
import { presentationText } from "./dupToxiProducts.js"
import { amountPhrase, ownerPhrase, row, yearsAt } from "./dupToxiWrite.js"
import { cut, dmy, isoOf, join, listText, upper } from "./dupToxiText.js"

const dayOf = (iso: string): number => Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.UTC(2023, 0, 1)) / 86_400_000)

const SKIP = new Set(["mi", "de", "del", "la", "el", "y"])

/** Initials re-typed by the DIRESA: a written name becomes its letters, dots and spaces go. */
const retypedInitials = (r: Random, source: string): string => {
  const words = source.split(/[\s.,]+/).filter((w) => w !== "")
  const isName = /[a-záéíóúñ]{2,}/i.test(source) && words.some((w) => w.length > 2)
  if (isName) {
    const x = r.next()
    if (x < 0.5) return upper(words.filter((w) => !SKIP.has(w.toLowerCase())).map((w) => w[0]!).join(""))
    if (x < 0.8) return upper(source)
    return "NN"
  }
  return r.chance(0.6) ? upper(source).replace(/[.\s]/g, "") : upper(source)
}

const summary = (r: Random, e: ToxiEvent): string => {
  const what = e.scenario === "accidental" ? `INGESTA ACCIDENTAL DE ${amountPhrase(r, e.exp, false)} DE ${e.exp.drug.generic}${e.owner !== null ? ` (${ownerPhrase(e.owner)})` : ""}`
    : e.scenario === "intencional" ? `INGESTA INTENCIONAL DE ${amountPhrase(r, e.exp, false)} DE ${e.exp.drug.generic}`
    : e.scenario === "error" && e.error !== null ? `ERROR DE MEDICACION: ${e.error.how}. SE ADMINISTRO ${e.error.given}`
    : e.scenario === "escolar" ? `EVENTO EN INSTITUCION EDUCATIVA TRAS ${e.exp.drug.generic}` : `PACIENTE EN TRATAMIENTO CON ${e.exp.drug.generic} ${e.exp.dose}`
  const outcome = { alta: "ALTA", observacion: "OBSERVACION", hospitalizado: "HOSPITALIZADO", uci: "UCI", secuelas: "CON SECUELAS", fallecido: "FALLECIDO" }[e.outcome.kind]
  return upper(`${what}. PRESENTA ${listText(e.pic.signs.slice(0, r.int(2, 4)))}. ${r.chance(0.6) ? `TTO: ${listText(e.pic.tx.slice(0, 2))}. ` : ""}${r.chance(0.7) ? `EVOLUCION: ${outcome}.` : ""}`)
}

/** The regional health authority's re-keyed copy of a report, in DIGEMID's upper-case format. */
export const diresaCopy = (r: Random, e: ToxiEvent, source: DupCaseRow): DupCaseRow => {
  const authority = upper(e.person.place.authority)
  const sourceRecv = dayOf(source.fecha_recepcion)
  const body = r.chance(0.5) ? upper(cut(source.descripcion_evento.replace(/\n/g, " "), r.int(280, 650))) : summary(r, e)
  const ini = retypedInitials(r, source.paciente_iniciales)
  const x = r.next()
  const eventDate = x < 0.62 ? source.fecha_inicio_evento : x < 0.88 ? source.fecha_recepcion : null
  const text = join([
    r.pick(["NOTIFICACION DE SOSPECHA DE REACCION ADVERSA A MEDICAMENTOS", "FORMATO DE NOTIFICACION DE SOSPECHAS DE RAM - DIGEMID", "NOTIFICACION DE INTOXICACION / RAM"]),
    `${authority} - FECHA DE NOTIFICACION: ${dmy(sourceRecv)}`,
    `FUENTE: ${upper(source.origen_notificacion)}`,
    r.chance(0.6) ? `PACIENTE: ${ini} EDAD: ${source.paciente_edad} SEXO: ${source.paciente_sexo}` : null,
    `DESCRIPCION: ${body}`,
    r.chance(0.4) ? `DESENLACE: ${e.outcome.kind === "alta" || e.outcome.kind === "observacion" ? "RECUPERADO" : e.outcome.kind === "fallecido" ? "MORTAL" : "EN RECUPERACION"}` : null
  ], r.chance(0.5) ? "\n" : " / ")
  return row({
    paciente_iniciales: ini,
    paciente_edad: r.chance(0.85) ? source.paciente_edad : yearsAt(e, e.day),
    paciente_sexo: source.paciente_sexo,
    paciente_fecha_nacimiento: r.chance(0.55) ? source.paciente_fecha_nacimiento : null,
    reportante_nombre: r.chance(0.5) ? `${authority} - RESP. FARMACOVIGILANCIA ${upper(staffName(r))}` : upper(source.reportante_nombre),
    producto_sospechoso: r.chance(0.5) ? upper(source.producto_sospechoso) : upper(`${e.exp.drug.generic} ${e.exp.pres.strength}`),
    descripcion_evento: text,
    fecha_inicio_evento: eventDate,
    fecha_recepcion: isoOf(sourceRecv + r.int(7, 45)),
    origen_notificacion: `${e.person.place.authority} (copia formato DIGEMID)`,
    productos: source.productos.map((p) => ({
      nombre_producto: p.nombre_producto === null ? null : upper(p.nombre_producto),
      ifa: p.ifa === null ? null : upper(p.ifa),
      registro_sanitario: r.chance(0.5) ? p.registro_sanitario : null,
      dosis_frecuencia: r.chance(0.7) ? p.dosis_frecuencia : null,
      via_administracion: p.via_administracion === null ? null : upper(p.via_administracion)
    }))
  })
}

const evolution = (r: Random, e: ToxiEvent): string => {
  const stopped = e.scenario === "ram" ? `Se suspendió ${e.exp.drug.generic}${r.chance(0.5) ? " definitivamente" : ""}. ` : ""
  switch (e.outcome.kind) {
    case "alta": case "observacion": return `${stopped}Evolución favorable, alta ${e.outcome.days === 0 ? "el mismo día" : `a las ${e.outcome.days * 24} h`}. Control ambulatorio sin síntomas.`
    case "hospitalizado": return `${stopped}Permaneció hospitalizado ${e.outcome.days} días; alta el ${dmy(e.day + e.outcome.days)} en buen estado.`
    case "uci": return `${stopped}Ingresó a UCI por ${e.outcome.days} días${r.chance(0.5) ? ", requirió ventilación mecánica" : ""}; pasó a sala y fue dado de alta el ${dmy(e.day + e.outcome.days + r.int(2, 6))}.`
    case "secuelas": return `${stopped}Alta tras ${e.outcome.days} días con secuelas (${r.pick(["lesión hepática crónica", "secuelas oculares", "déficit neurológico", "cicatrices cutáneas"])}).`
    case "fallecido": return `${stopped}Paciente falleció el ${dmy(e.day + e.outcome.days)} por ${r.pick(["falla multiorgánica", "arritmia refractaria", "sepsis", "falla hepática aguda"])}.`
  }
}

/** The follow-up of an earlier report: outcome and control labs, days or weeks later. */
export const followUp = (r: Random, e: ToxiEvent, source: DupCaseRow): DupCaseRow => {
  const sourceRecv = dayOf(source.fecha_recepcion)
  const recv = sourceRecv + r.int(7, 45)
  const labs = e.pic.later.length > 0 ? e.pic.later : e.pic.labs
  const ini = r.chance(0.65) ? source.paciente_iniciales : initials(r, e.person, initialsStyle(r, [["compact", 40], ["dots", 40], ["full", 20]]))
  const text = join([
    `${r.pick(["SEGUIMIENTO", "Seguimiento", "INFORMACIÓN DE SEGUIMIENTO"])} N° ${r.int(1, 2)} - ${dmy(recv - r.int(0, 3))}.`,
    `${r.pick(["Caso notificado el", "Ref. notificación del", "Complementa reporte del"])} ${dmy(sourceRecv)} (${ini}, ${e.exp.drug.generic}${r.chance(0.5) ? ` ${presentationText(e.exp.pres)}` : ""}).`,
    evolution(r, e),
    labs.length > 0 && r.chance(0.8) ? `Exámenes de control: ${labs.map((l) => `${l.name} ${l.value}${l.unit === "" ? "" : ` ${l.unit}`}`).join(", ")}.` : null,
    e.scenario === "intencional" ? r.pick(["Continúa en control por Psiquiatría.", "Se deriva a CSMC de su jurisdicción.", ""]) : null,
    r.chance(0.5) ? `Causalidad (Karch-Lasagna modificado): ${r.pick(["probable", "posible", "definida"])}.` : null
  ], r.chance(0.5) ? "\n" : " ")
  const x = r.next()
  return row({
    paciente_iniciales: ini,
    paciente_edad: source.paciente_edad,
    paciente_sexo: source.paciente_sexo,
    paciente_fecha_nacimiento: source.paciente_fecha_nacimiento ?? (r.chance(0.25) ? isoOf(e.person.birth) : null),
    reportante_nombre: r.chance(0.7) ? source.reportante_nombre : r.pick([e.staff.tox, e.staff.qf]),
    producto_sospechoso: r.chance(0.6) ? `${e.exp.drug.generic}${r.chance(0.5) ? ` ${e.exp.pres.strength}` : ""}` : source.producto_sospechoso,
    descripcion_evento: text,
    fecha_inicio_evento: x < 0.6 ? source.fecha_inicio_evento : x < 0.8 ? null : isoOf(e.day),
    fecha_recepcion: isoOf(recv),
    origen_notificacion: `${source.origen_notificacion} (seguimiento)`,
    productos: source.productos
  })
}

/** The same report sent a second time: identical, marked as a re-send, or cut short by the mail. */
export const resend = (r: Random, source: DupCaseRow): DupCaseRow => {
  const x = r.next()
  const text = x < 0.5 ? source.descripcion_evento
    : x < 0.75 ? `${r.pick(["REENVÍO: ", "Se reenvía: ", "FW: ", "(2do envío) "])}${source.descripcion_evento}`
    : cut(source.descripcion_evento, Math.max(80, Math.round(source.descripcion_evento.length * (0.5 + r.next() * 0.3))))
  return row({
    ...source,
    descripcion_evento: text,
    fecha_recepcion: isoOf(dayOf(source.fecha_recepcion) + r.int(1, 20))
  })
}
