/**
 * The sponsor's side of the ensayos generator (lib/dupEnsayos.ts): the CRO safety desk's re-entry
 * of a site form as a CIOMS I (English over Spanish, the MedDRA preferred term beside the reporter's
 * term, the sponsor's case number, "PRIVACY" where the initials were), the SAE follow-up reports #1
 * and #2 days or weeks later (new labs, the outcome, a corrected onset or age, now and then the
 * unblinding), and the periodic SUSAR (RAMSI) line listing that the authority's desk re-keys one
 * line per case, in capitals, with the drug unblinded as SUSARs are expedited.
 */
import type { Random } from "./random.js"
import type { DupCaseRow } from "./dupData.js"
import { ageOn, type TrialEvent } from "./dupEnsayosEvents.js"
import { armDrug, drugText, entries, row, siteTerm } from "./dupEnsayosForms.js"
import { cut, dayOf, dmy, iso, periodEnd, sentences, slash, typos, unkDay, upper, yearOf } from "./dupEnsayosText.js"

const EN: Readonly<Record<string, string>> = {
  "relacionado": "related", "posiblemente relacionado": "possibly related", "no relacionado": "not related", "improbable": "unlikely related",
  "recuperado": "recovered/resolved", "en recuperación": "recovering/resolving", "no recuperado": "not recovered/not resolved",
  "recuperado con secuelas": "recovered with sequelae", "fatal": "fatal",
  "hospitalización": "hospitalization", "médicamente significativo": "medically significant", "amenaza para la vida": "life-threatening",
  "discapacidad": "disability", "muerte": "death"
}
const en = (s: string) => EN[s] ?? s

/** The CRO's CIOMS I re-entry of the event, from the site's form when it has one. */
export const croCioms = (r: Random, e: TrialEvent, source?: DupCaseRow): DupCaseRow => {
  const s = e.subject
  const t = s.trial
  const p = s.person
  const onset = source?.fecha_inicio_evento != null && r.chance(0.85) ? dayOf(source.fecha_inicio_evento) : e.onset
  const age = source !== undefined && r.chance(0.7) ? source.paciente_edad : ageOn(e, e.onset)
  const recv = (source !== undefined ? dayOf(source.fecha_recepcion) : e.aware) + r.int(2, 15)
  const initials = r.pick(["PRIVACY", "PRIVACY", "UNK", ...(source !== undefined ? [source.paciente_iniciales] : []), "---"])
  const drug = drugText(r, e, "ciego_en")
  const story = sentences([
    `Subject ${r.chance(0.5) ? s.short : s.number}, a ${age}-year-old ${p.sex === "F" ? "female" : "male"} ${r.chance(0.5) ? `with ${t.indication}` : `enrolled in study ${t.code}`}, experienced ${e.term.en}${r.chance(0.6) ? ` (reported term: ${r.pick(e.term.es)}${e.grade !== null ? `, grade ${e.grade}` : ""})` : ""} on ${dmy(onset, "en")}`,
    `The subject presented with ${e.term.signsEn}`,
    r.chance(0.6) ? `Last dose of ${drug} was on ${dmy(e.lastDose, "en")} (${e.doseLabel.replace("dosis", "dose").replace("semana", "week").replace("inyección", "injection")})` : null,
    e.admitted !== null ? `The subject was hospitalized on ${dmy(e.admitted, "en")}` : null,
    `Relevant tests: ${e.lab}`,
    `Treatment: ${e.treat}`,
    `Seriousness criteria: ${e.seriousness.map(en).join(", ")}`,
    `The investigator assessed the event as ${en(e.causality)} to study drug`,
    `Outcome: ${en(e.outcome)}`,
    r.chance(0.5) ? `Medical history: ${e.history}` : null
  ])
  const header = `CIOMS I - Sponsor case no. ${e.caseNo} (Initial)${r.chance(0.6) ? `\nStudy ${t.code} / Site ${s.siteNo} (${s.site.short}, ${s.site.city}) / Subject ${s.number}` : ""}${t.dob !== "none" && r.chance(0.5) ? ` / DOB: ${t.dob === "full" ? dmy(p.birth, "en") : `UNK-UNK-${yearOf(p.birth)}`}` : ""}`
  return row({
    paciente_iniciales: initials,
    paciente_edad: age,
    paciente_sexo: p.sex,
    paciente_fecha_nacimiento: t.dob === "full" && r.chance(0.8) ? iso(p.birth) : null,
    reportante_nombre: `${t.cro} - Safety desk (on behalf of ${t.sponsor})`,
    producto_sospechoso: drug,
    descripcion_evento: typos(r, `${header}\n${story}`, 90),
    fecha_inicio_evento: r.chance(0.95) ? iso(onset) : null,
    fecha_recepcion: iso(recv),
    origen_notificacion: "CIOMS I (CRO / patrocinador)",
    productos: entries(r, e, t.blinded ? "ciego" : "abierto")
  })
}

/** A follow-up report (#1, #2) of the same reporter: new labs and outcome, a correction, now and then the unblinding. */
export const followUp = (r: Random, e: TrialEvent, source: DupCaseRow, n: 1 | 2): DupCaseRow => {
  const s = e.subject
  const t = s.trial
  const english = source.origen_notificacion.startsWith("CIOMS")
  const recv = dayOf(source.fecha_recepcion) + (n === 1 ? r.int(6, 30) : r.int(25, 60))
  const correctsOnset = e.onsetSlip !== 0 && r.chance(0.7)
  const correctsAge = e.ageSlip !== 0 && r.chance(0.7)
  const unblind = e.unblinded && r.chance(0.6)
  const trueAge = ageOn(e, e.onset)
  const outcome = e.outcome === "fatal" || e.outcome === "recuperado con secuelas" ? e.outcome : "recuperado"
  const drugNamed = armDrug(e).code === "placebo" ? "placebo" : `${armDrug(e).inn} (${armDrug(e).code})`
  const news = english
    ? sentences([
      `Follow-up #${n} received on ${dmy(recv - r.int(1, 4), "en")}`,
      `New information: ${e.labLater}`,
      `Outcome updated to ${en(outcome)}${outcome === "recuperado" ? ` on ${dmy(e.resolved, "en")}` : ""}`,
      correctsOnset ? `Onset date corrected from ${source.fecha_inicio_evento === null ? "UNK" : dmy(dayOf(source.fecha_inicio_evento), "en")} to ${dmy(e.onset, "en")}` : null,
      correctsAge ? `Age corrected to ${trueAge} years` : null,
      unblind ? `Emergency unblinding: subject received ${drugNamed}` : null
    ])
    : sentences([
      `${r.pick(["REPORTE DE SEGUIMIENTO", "Seguimiento", "EAS - SEGUIMIENTO"])} N° ${n} (${dmy(recv - r.int(1, 4))})`,
      `Nueva información: ${e.labLater}`,
      `Desenlace actualizado: ${outcome}${outcome === "recuperado" ? ` el ${dmy(e.resolved)}` : ""}${e.admitted !== null && r.chance(0.5) ? `, alta hospitalaria ${dmy(e.resolved)}` : ""}`,
      correctsOnset ? `Se corrige fecha de inicio del evento: ${dmy(e.onset)} (en el reporte inicial se consignó la fecha de ${e.onsetSlip > 0 ? "hospitalización" : "la visita"})` : null,
      correctsAge ? `Se corrige la edad: ${trueAge} años` : null,
      unblind ? `Desenmascaramiento de emergencia: el sujeto recibió ${drugNamed}` : null
    ])
  const full = r.chance(0.45)
  const ids = english
    ? `Sponsor case no. ${e.caseNo} - Study ${t.code}, subject ${r.chance(0.5) ? s.short : s.number} - ${e.term.en}.`
    : `Protocolo ${t.code} - Sujeto ${r.chance(0.5) ? s.short : s.number} - ${siteTerm(r, e)}.`
  return row({
    ...source,
    paciente_edad: correctsAge ? trueAge : source.paciente_edad,
    paciente_fecha_nacimiento: r.chance(0.8) ? source.paciente_fecha_nacimiento : null,
    producto_sospechoso: unblind ? drugNamed : source.producto_sospechoso,
    descripcion_evento: typos(r, full ? `${source.descripcion_evento}\n\n${news}` : `${ids} ${news}`, 80),
    fecha_inicio_evento: correctsOnset ? iso(e.onset) : r.chance(0.9) ? source.fecha_inicio_evento : null,
    fecha_recepcion: iso(recv),
    origen_notificacion: `${source.origen_notificacion.replace(/ - seguimiento #\d$/, "")} - seguimiento #${n}`,
    productos: unblind ? entries(r, e, "abierto") : source.productos
  })
}

/** One line of the periodic SUSAR (RAMSI) listing, re-keyed by the authority's desk. */
export const listingRow = (r: Random, e: TrialEvent, source?: DupCaseRow): DupCaseRow => {
  const s = e.subject
  const t = s.trial
  const d = armDrug(e)
  const onset = source?.fecha_inicio_evento != null ? dayOf(source.fecha_inicio_evento) : e.onset
  const recv = Math.max(periodEnd(e.onset, t.listing), (source !== undefined ? dayOf(source.fecha_recepcion) : e.aware)) + r.int(10, 45)
  const age = source !== undefined && r.chance(0.6) ? source.paciente_edad : ageOn(e, e.onset)
  const drug = upper(r.chance(0.5) ? `${d.inn} (${d.code})` : r.chance(0.5) ? d.inn : d.code)
  const cells = [
    t.code, s.number, s.person.sex, `${age} A`, `${upper(e.term.en)}${r.chance(0.5) ? ` / ${upper(r.pick(e.term.es))}` : ""}`,
    `INICIO ${r.chance(0.7) ? slash(onset) : unkDay(onset)}`, upper(e.seriousness.join(", ")), drug, upper(e.causality), upper(e.outcome), e.caseNo
  ]
  const line = cells.join(r.pick([" | ", " ; ", " - "]))
  const initials = source !== undefined && r.chance(0.5) ? upper(source.paciente_iniciales).replace(/[.\s]/g, "") : r.pick(["XXX", "NO CONSIGNA", "---", "SD"])
  return row({
    paciente_iniciales: initials || "XXX",
    paciente_edad: age,
    paciente_sexo: s.person.sex,
    paciente_fecha_nacimiento: null,
    reportante_nombre: upper(`${r.pick(["INS - OGITT", "DIGEMID - CENAFyT", "INS - Oficina de Ensayos Clínicos"])} (listado ${t.listing === 1 ? "mensual" : "trimestral"} ${t.sponsor})`),
    producto_sospechoso: drug,
    descripcion_evento: typos(r, cut(r, line, r.int(160, 400)), 50),
    fecha_inicio_evento: r.chance(0.9) ? iso(onset) : null,
    fecha_recepcion: iso(recv),
    origen_notificacion: "Listado periódico de RAMSI/SUSAR (reingreso)",
    productos: [{ nombre_producto: upper(d.code), ifa: r.chance(0.7) ? upper(d.inn) : null, registro_sanitario: null, dosis_frecuencia: null, via_administracion: r.chance(0.5) ? d.via : null }]
  })
}
