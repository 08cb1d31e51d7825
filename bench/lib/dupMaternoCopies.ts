/**
 * The second-hand reports of the materno generator (lib/dupMaterno.ts): the DIRIS's or DIRESA's
 * re-keying of a notification into DIGEMID's format (capitals without accents, the adverse
 * reaction's term first, the narrative cut where the field ends, the birth date or the onset lost,
 * the age recomputed on the day it is keyed), the postpartum follow-up weeks later (at the
 * puerperium clinic, the newborn's check-up or the pharmacy's call: another person's words, or the
 * first report with a paragraph added), and a form re-sent in capitals.
 */
import type { Random } from "./random.js"
import type { DupCaseRow } from "./dupData.js"
import { daysOfLife, type MatEvent } from "./dupMaternoEvents.js"
import { entries, motherAge, patientFields, productName, row, suspectText } from "./dupMaternoForms.js"
import { ageOf, initialsOf } from "./dupMaternoPeople.js"
import { cut, fecha, iso, mayus, sinTildes, typos } from "./dupMaternoText.js"

const up = (s: string) => mayus(sinTildes(s, true))
const dayOf = (isoDate: string) => isoDate

/** The authority's re-keyed copy of a report, in DIGEMID's format. */
export const digemidCopy = (r: Random, e: MatEvent, source: DupCaseRow): DupCaseRow => {
  const recvDays = r.int(12, 70)
  const recv = new Date(Date.parse(`${source.fecha_recepcion}T00:00:00Z`) + recvDays * 86_400_000).toISOString().slice(0, 10)
  const narrative = up(cut(r, source.descripcion_evento.replace(/\n/g, " "), r.int(220, 520)))
  const text = `${r.chance(0.6) ? `RAM: ${up(e.reaction.term)}. ` : ""}${r.chance(0.3) ? `${e.phase === "rn" ? "NEONATO" : e.phase === "gestante" ? "GESTANTE" : "PUERPERA"}. ` : ""}${narrative}`
  // The keyer retypes the initials from the paper: dots go, now and then a letter with them.
  const initials = r.chance(0.7) ? up(source.paciente_iniciales).replace(/[.\s]/g, "") : e.phase === "rn" ? up(source.paciente_iniciales) : initialsOf(r, e.mother, "upper")
  const onset = source.fecha_inicio_evento === null ? (r.chance(0.3) ? dayOf(source.fecha_recepcion) : null) : r.chance(0.85) ? source.fecha_inicio_evento : null
  return row({
    paciente_iniciales: initials,
    paciente_edad: e.phase === "rn" ? 0 : r.chance(0.7) ? source.paciente_edad : motherAge(r, e, e.day + recvDays, 0.1),
    paciente_sexo: source.paciente_sexo,
    paciente_fecha_nacimiento: r.chance(0.55) ? source.paciente_fecha_nacimiento : null,
    reportante_nombre: up(`${e.mother.hospital.authority} - ${r.pick(["CRFV", "Centro de Referencia de Farmacovigilancia", "DEMID - Farmacovigilancia"])}${r.chance(0.5) ? ` (notif. orig.: ${source.reportante_nombre.split(" - ")[0]})` : ""}`),
    producto_sospechoso: up(r.chance(0.6) ? (e.co !== null && r.chance(0.5) ? `${e.drug.generic} + ${e.co.generic}` : e.drug.generic) : source.producto_sospechoso),
    descripcion_evento: typos(r, text, 70),
    fecha_inicio_evento: onset,
    fecha_recepcion: recv,
    origen_notificacion: "DIGEMID - reingreso de notificación",
    productos: source.productos.map((p) => ({
      nombre_producto: p.nombre_producto === null ? null : up(p.nombre_producto),
      ifa: p.ifa === null ? (r.chance(0.4) ? up(e.drug.generic) : null) : up(p.ifa),
      registro_sanitario: r.chance(0.7) ? p.registro_sanitario : null,
      dosis_frecuencia: r.chance(0.6) && p.dosis_frecuencia !== null ? up(p.dosis_frecuencia) : null,
      via_administracion: p.via_administracion === null ? null : up(p.via_administracion)
    }))
  })
}

const nowState = (r: Random, e: MatEvent): string => {
  if (e.outcome.kind === "secuela") return r.pick(["persiste con molestias", "aún con alteración en el control", "con secuela"])
  return r.pick(["asintomática", "sin molestias", "en buen estado general", "sin nuevos episodios"])
}

/** A follow-up weeks later: the first report with a paragraph, or a new note at the puerperium or newborn clinic. */
export const followUp = (r: Random, e: MatEvent, source: DupCaseRow): DupCaseRow => {
  const delivered = e.delivery?.day ?? e.day
  const gap = e.phase === "rn" ? r.int(7, 30) : e.phase === "gestante" ? r.int(10, 60) : r.pick([r.int(5, 10), r.int(38, 45)])
  const day = Math.max(e.day, delivered) + gap
  const recvIso = iso(Math.max(day, e.day + 1))
  const rn = e.phase === "rn"
  const lactante = rn ? `${e.baby!.laterGiven[0]}, ${daysOfLife(e, day)} días` : ""
  const update = rn
    ? `Control a los ${daysOfLife(e, day)} días de vida${r.chance(0.5) ? ` (${lactante})` : ""}: ${e.reaction.key === "hipoacusia" ? "PEATC de control pendiente" : r.pick(["ganando peso, sin complicaciones", "alta de neonatología, en seguimiento en CRED", "buen estado"])}`
    : `Control ${gap > 30 ? "puerperal a los 40 días" : `a los ${gap} días`}: ${nowState(r, e)}${e.phase === "gestante" && r.chance(0.5) ? `; parto ${r.pick(["vaginal", "por cesárea"])} a las ${Math.min(41, e.weeks + Math.ceil(gap / 7))} ss` : ""}`
  if (r.chance(0.5)) {
    // The same reporter sends the first report again with the update appended.
    return row({
      ...source,
      descripcion_evento: `${source.descripcion_evento}\n\nSEGUIMIENTO ${fecha(r, day)}: ${update}.`,
      fecha_recepcion: recvIso,
      reportante_nombre: source.reportante_nombre,
      origen_notificacion: `${source.origen_notificacion} (seguimiento)`,
      ...(r.chance(0.25) ? { paciente_fecha_nacimiento: null } : {})
    })
  }
  const who = rn ? r.pick([`Lic. Enf. - Consultorio CRED`, `${e.staff.neonatologo} - Consultorio de seguimiento neonatal`]) : r.pick([`${e.staff.obstetra} - Consultorio de Puerperio`, `${e.staff.qf} - Farmacovigilancia (seguimiento telefónico)`, `Obst. - ${e.staff.centre}`])
  const recap = rn
    ? `${r.pick(["Paciente que durante hospitalización en", "Lactante que en"])} ${e.service} ${r.pick(["presentó", "hizo"])} ${e.reaction.clinical[0]} ${r.pick(["atribuida a", "asociada a", "tras"])} ${productName(r, e, e.drug, r.pick(["formal", "chart"] as const))}${r.chance(0.5) ? ` el ${fecha(r, e.day)}` : ""}.`
    : `${r.pick(["Puérpera", "Paciente", "Usuaria"])} de ${ageOf(e.mother, day)} años que ${r.chance(0.5) ? `el ${fecha(r, e.day)}` : `durante su hospitalización${e.delivery !== null ? ` (parto el ${fecha(r, e.delivery.day)})` : ""}`} presentó ${r.pick(e.reaction.clinical)} con ${productName(r, e, e.drug, r.pick(["formal", "chart", "brand"] as const))}.`
  const text = `${r.chance(0.5) ? "Seguimiento de RAM. " : ""}${recap} ${update}.${r.chance(0.4) ? ` ${r.pick(["Se registra en historia clínica.", "Se orienta sobre la reacción.", "Se cierra el caso."])}` : ""}`
  return row({
    ...patientFields(r, e, day, { initials: r.pick(["form", "shortGiven", "firstName", "lower"] as const), dob: 0.4, slack: 0.1, fullLabel: 0.3 }),
    reportante_nombre: who,
    producto_sospechoso: suspectText(r, e, r.pick(["formal", "chart", "brand"] as const)),
    descripcion_evento: typos(r, text, 60),
    fecha_inicio_evento: r.chance(0.5) ? iso(e.day) : null,
    fecha_recepcion: recvIso,
    origen_notificacion: rn ? "Seguimiento neonatal" : "Seguimiento puerperal",
    productos: entries(r, e, r.pick(["formal", "chart"] as const), { rs: 0.1, dose: 0.4 })
  })
}

/** The same form sent again days later, in capitals, now and then without the birth date or cut short. */
export const resend = (r: Random, source: DupCaseRow): DupCaseRow => {
  const lag = r.int(1, 21)
  const recv = new Date(Date.parse(`${source.fecha_recepcion}T00:00:00Z`) + lag * 86_400_000).toISOString().slice(0, 10)
  const body = r.chance(0.3) ? cut(r, source.descripcion_evento, r.int(160, 400)) : source.descripcion_evento
  return row({
    ...source,
    paciente_iniciales: up(source.paciente_iniciales),
    paciente_fecha_nacimiento: r.chance(0.5) ? null : source.paciente_fecha_nacimiento,
    reportante_nombre: up(source.reportante_nombre),
    producto_sospechoso: up(source.producto_sospechoso),
    descripcion_evento: typos(r, up(body), 50),
    fecha_inicio_evento: r.chance(0.2) ? null : source.fecha_inicio_evento,
    fecha_recepcion: recv,
    origen_notificacion: `${source.origen_notificacion} (reenvío)`,
    productos: source.productos.map((p) => ({ ...p, nombre_producto: p.nombre_producto === null ? null : up(p.nombre_producto), dosis_frecuencia: r.chance(0.3) ? null : p.dosis_frecuencia }))
  })
}
