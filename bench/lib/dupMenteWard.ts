/**
 * Ward and pharmacy writers of the mental-health generator (lib/dupMente.ts): the nurses'
 * "parte de enfermería" (hour, bed, "pcte", "se comunica a médico de turno", SOAPIE notes, upper
 * case in some wards, often no onset date) and the pharmacy's dispensing notes (a brand switch,
 * a new generic, a stock-out). The wording comes from `t`, so that one nurse's notes of a ward's
 * week read alike; the patient, bed and hour come from `r`.
 */

import type { Random } from "./random.js"
import { productRow, writeDose, writeProduct } from "./dupMenteDrugs.js"
import { type MenteEvent, wardOnset, writeLabs } from "./dupMenteEvents.js"
import { CHRONIC } from "./dupMenteReactions.js"
import { ageAsKnown, initialsOf, wardName } from "./dupMentePeople.js"
import { joinParts, shiftOf, someDate, tidy, writeHour } from "./dupMenteText.js"
import { casing, forPatient, onsetField, type Row, sentence, sexOf } from "./dupMenteVoice.js"
import { doctorMention, staffAs } from "./dupMenteWorld.js"

const cama = (r: Random, n: number | null) => (n === null ? "" : r.pick([`cama ${n}`, `C-${n}`, `cama N° ${n}`, `cm ${n}`, `cama ${n}`]))

const vitals = (r: Random, ev: MenteEvent) => {
  const v = ev.vitals
  return r.pick([
    `PA ${v.pa} FC ${v.fc} T ${v.t} SatO2 ${v.sat}%`, `CFV: PA:${v.pa}, FC:${v.fc}x', T°:${v.t}°C`, `FV: PA ${v.pa} mmHg, FC ${v.fc} lpm, T° ${v.t}`,
    v.t < 37.5 && v.fc < 100 ? "FV estables" : `T° ${v.t}, FC ${v.fc}`, `P/A ${v.pa}  Pulso ${v.fc}  T ${v.t}`
  ])
}

const aviso = (t: Random, ev: MenteEvent) =>
  t.pick([
    "se comunica a médico de turno", `se avisa a ${doctorMention(t, ev.doctor)}`, "se informa a médico de guardia", "comunicado a médico residente",
    `se comunica a ${doctorMention(t, ev.doctor)} (médico de turno)`, "se avisa a MR de turno"
  ])

const contexto = (t: Random, ev: MenteEvent) => {
  if (ev.context === "cambio_generico") return t.pick(["nuevo lote de genérico recibido esta semana", "ampollas del nuevo proveedor", "med. genérico nuevo que llegó a farmacia", "cambio de laboratorio"])
  if (ev.context === "calor") return t.pick(["día muy caluroso, poca ingesta de líquidos", "pcte con escasa ingesta de agua por el calor", "refiere mucha sed, sudoración por calor"])
  if (ev.context === "desabastecimiento") return t.pick(["reinició medicación tras días sin stock", "recién reinicia tto por falta de stock"])
  return ""
}

/** A nurse's note of the event on the ward (after the transfer, for a referred patient). */
export const nurseNote = (r: Random, ev: MenteEvent, recepcion: string, t: Random): Row => {
  const p = ev.person
  const day = wardOnset(ev)
  const pab = ev.ward !== null ? t.pick(ev.ward.nombres) : ev.site.corto
  const who = wardName(r, p)
  const bed = cama(t, ev.bed)
  const hour = writeHour(t, ev.hour, ev.minute)
  const signo = t.pick(ev.reaction.enfermeria)
  const drug = writeProduct(t, ev.dose, ev.brand, t.pick(["generico", "generico", "errata", "marca"] as const))
  const dose = writeDose(t, ev.dose, "enfermeria")
  const trat = t.pick(ev.reaction.tratamiento)
  const ctx = contexto(t, ev)
  const fecha = someDate(t, day, ["dm", "dmy", "dmCorto", "dmy2"])
  const referred = ev.transfer !== null ? t.pick([`Pcte ingresa referido de ${ev.transfer.from.corto}.`, `Transferido de ${ev.transfer.from.corto} por emergencia.`, "Pcte procedente de otro hospital."]) : ""
  const labs = ev.labs.length > 0 && t.chance(0.4) ? `Resultado lab: ${writeLabs(r, ev)}.` : ""
  let text: string
  switch (t.int(0, 5)) {
    case 0:
      text = joinParts([`${hour}.`, referred, `Pcte ${who} ${bed} presenta ${signo}${ctx !== "" ? `, ${ctx}` : ""}.`, `${vitals(t, ev)}.`, `${aviso(t, ev)}, indica ${trat}.`, labs,
        t.pick(["Queda en observación.", "Se continúa vigilancia.", "Pcte más tranquilo al término del turno.", ""])])
      break
    case 1:
      text = joinParts([`PARTE DE ENFERMERÍA - ${pab} - Turno ${shiftOf(ev.hour)} ${fecha}`, `\n${who}, ${ageAsKnown(r, p, day, "aprox")}a, ${bed}, recibe ${drug} ${dose}.`,
        referred, `Durante el turno ${t.pick(["presenta", "se observa", "pcte con"])} ${signo}.`, `${vitals(t, ev)}.`, sentence(`${aviso(t, ev)}. Se administra ${trat} según indicación`), labs])
      break
    case 2:
      text = [`S: pcte refiere "${t.pick(ev.reaction.lego)}"`, `O: ${signo}${ctx !== "" ? ` (${ctx})` : ""}. ${vitals(t, ev)}${labs !== "" ? `. ${labs}` : ""}`,
        `A: ${t.pick(["riesgo de lesión r/c efectos adversos de medicación", `probable RAM a ${drug}`, "alteración del bienestar r/c efecto de fármacos"])}`,
        `P: ${t.pick(["vigilar evolución", "disminuir riesgo de complicaciones", "pcte mejorará su bienestar"])}`,
        `I: ${aviso(t, ev)}; ${trat} por indicación médica; ${t.pick(["CFV c/2h", "barandas elevadas", "se acompaña al pcte"])}`,
        `E: ${t.pick(["pcte tranquilo, en observación", "evoluciona estable", "se continúa observación"])}`].join("\n")
      text = joinParts([`${fecha} ${hour} - ${pab} ${bed} - ${who}`, referred, `\n${text}`])
      break
    case 3:
      text = joinParts([`${bed} pcte ${who} c/ ${signo} post ${drug}${ctx !== "" ? ` (${ctx})` : ""}.`, `${aviso(t, ev)}.`, `${trat}.`, t.pick(["obs.", "queda en obs", ""])])
      break
    case 4:
      text = joinParts([`Se reporta que pcte ${who} hosp. en ${pab} ${bed} presentó ${signo} ${CHRONIC.has(ev.reaction.key) ? t.pick(["en control de la fecha", "en el control del día", "(control mensual)"]) : `aprox a las ${hour}`}, luego de recibir ${drug} ${dose}.`,
        referred, ctx !== "" ? sentence(ctx) : "", `${t.pick(["Médico de turno evalúa y", "MR evalúa,", "Dr de guardia acude e"])} indica ${trat}.`, labs, "Queda en observación."])
      break
    default:
      text = joinParts([`${fecha} ${hour}: ${who} (${pab}, ${bed}) - ${signo}.`, referred, `${vitals(t, ev)}.`, sentence(`${aviso(t, ev)}`),
        `Se administra ${trat}.`, t.pick(["Familiar no presente.", "Se registra en kardex.", "Se comunica a supervisora.", ""])])
  }
  const how = t.pick(["normal", "normal", "upper", "lower", "sinTildes"] as const)
  const product = writeProduct(r, ev.dose, ev.brand, r.pick(["generico", "generico", "errata", "marca", "ambos"] as const))
  return {
    paciente_iniciales: initialsOf(r, p, r.pick(["oido", "oido", "tres", "puntos", "nombre"] as const)),
    paciente_edad: ageAsKnown(r, p, day, r.chance(0.55) ? "exacta" : "aprox"),
    paciente_sexo: sexOf(ev),
    paciente_fecha_nacimiento: !p.nn && r.chance(0.12) ? p.nacimiento : null,
    reportante_nombre: staffAs(r, ev.nurse, ev.ward === null ? "tec" : r.chance(0.85) ? "enf" : "tec"),
    producto_sospechoso: casing(product, how === "upper" ? "upper" : "normal"),
    descripcion_evento: tidy(casing(forPatient(ev, text), how)),
    fecha_inicio_evento: onsetField(r, day, 0.55, 0.12),
    fecha_recepcion: recepcion,
    origen_notificacion: r.chance(0.6) ? "web_form" : "email",
    productos: r.chance(0.7) ? [productRow(r, ev.dose, ev.brand, product, 0.35, "enfermeria")] : []
  }
}

/** A pharmacy's dispensing note: a brand switch, a new generic or a stock-out, and what the patient reported. */
export const pharmacyNote = (r: Random, ev: MenteEvent, recepcion: string, t: Random): Row => {
  const p = ev.person
  const qf = ev.site.pharmacists.length > 0 ? r.pick(ev.site.pharmacists) : ev.doctor
  const brandName = ev.brand.generico ? `${ev.brand.nombre} ${ev.dose.tab} mg (${ev.brand.lab})` : ev.brand.nombre
  const prev = ev.previousBrand !== null ? (ev.previousBrand.generico ? `${ev.previousBrand.nombre} de ${ev.previousBrand.lab}` : ev.previousBrand.nombre) : null
  const quien = r.chance(0.5) ? t.pick(["el paciente", "pcte"]) : t.pick(["el familiar", "la madre del paciente", "su hermana"])
  const lego = t.pick(ev.reaction.lego)
  const fecha = someDate(r, ev.onset, ["dmy", "dm", "largo", "dmyGuion"])
  const ident = t.pick([`${initialsOf(r, p, "historia")} (HC ${p.hc})`, `HC ${p.hc}`, initialsOf(r, p, "tres"), `${p.paterno.toUpperCase()} ${p.nombres[0]!.charAt(0)}.`])
  const labs = ev.labs.length > 0 && t.chance(0.35) ? `Adjunta resultado: ${writeLabs(r, ev)}.` : ""
  const lote = `Lote ${t.pick(["N° ", "", "nro "])}${r.int(100000, 999999)}${t.chance(0.3) ? `, vence ${r.int(1, 12)}/${r.int(2025, 2027)}` : ""}.`
  const motivo = ev.context === "desabastecimiento"
    ? `Por desabastecimiento de ${ev.dose.drug.generico.toLowerCase()} el paciente estuvo ${r.int(4, 15)} días sin medicación; reinicia a dosis plena (${writeDose(r, ev.dose, "farmacia")}).`
    : prev !== null ? `Se dispensa ${brandName} en reemplazo de ${prev} ${t.pick(["por cambio de proveedor", "por desabastecimiento", "por compra corporativa", "(nuevo genérico adjudicado)"])}.`
    : `Usuario de ${brandName} ${writeDose(r, ev.dose, "farmacia")}.`
  let text: string
  switch (t.int(0, 3)) {
    case 0:
      text = joinParts([`NOTA DE FARMACIA - ${t.pick(["Dispensación ambulatoria", "Farmacia de consulta externa", "Unidosis"])} ${ev.site.corto}`, `\nPaciente ${ident}.`, motivo,
        `El ${fecha} ${quien} refiere en ventanilla que ${lego}.`, labs, t.pick(["Se deriva a médico tratante.", "Se orienta y se deriva a su psiquiatra.", "Se comunica a médico tratante para evaluación."]), lote])
      break
    case 1:
      text = joinParts([`Farmacia ${r.pick(ev.site.nombres)} informa: paciente ${ident}, ${motivo.charAt(0).toLowerCase()}${motivo.slice(1)}`,
        `Desde ${t.pick(["el cambio", "entonces", `el ${fecha}`])} presenta ${t.pick(ev.reaction.clinico)}.`, labs, lote, "Se notifica como sospecha de RAM."])
      break
    case 2:
      text = joinParts([`Sospecha de RAM detectada en dispensación (${fecha}).`, motivo, `${quien.charAt(0).toUpperCase()}${quien.slice(1)} comenta: "${lego}".`,
        `Pcte ${ident}, ${ageAsKnown(r, p, ev.onset, "exacta")} años.`, labs, t.pick(["QF orienta y deriva.", "Se coordina con el servicio.", ""])])
      break
    default:
      text = joinParts([`${t.pick(["RAM", "Reporte RAM", "SOSPECHA RAM"])} - ${ev.dose.drug.generico.toUpperCase()}`, `\n${motivo}`, `Paciente ${ident} presenta ${t.pick(ev.reaction.clinico)} (${fecha}).`, lote, labs])
  }
  const product = t.chance(0.6) ? brandName : writeProduct(r, ev.dose, ev.brand, "ambos")
  return {
    paciente_iniciales: initialsOf(r, p, r.pick(["historia", "tres", "puntos"] as const)),
    paciente_edad: ageAsKnown(r, p, ev.onset, "exacta"),
    paciente_sexo: sexOf(ev),
    paciente_fecha_nacimiento: !p.nn && r.chance(0.3) ? p.nacimiento : null,
    reportante_nombre: staffAs(r, qf, "qf"),
    producto_sospechoso: product,
    descripcion_evento: tidy(casing(forPatient(ev, text), t.pick(["normal", "normal", "sinTildes"] as const))),
    fecha_inicio_evento: onsetField(r, ev.onset, 0.5, 0.2),
    fecha_recepcion: recepcion,
    origen_notificacion: r.chance(0.5) ? "email" : "web_form",
    productos: [productRow(r, ev.dose, ev.brand, product, 0.85, "farmacia"), ...(prev !== null && r.chance(0.4) && ev.previousBrand !== null ? [productRow(r, ev.dose, ev.previousBrand, prev, 0.5, "farmacia")] : [])]
  }
}
