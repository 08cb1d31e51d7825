/**
 * The site's reports in the ensayos generator (lib/dupEnsayos.ts): the investigator's or study
 * coordinator's initial SAE form (semi-structured Spanish, the protocol's subject number and
 * masked initials, dd-MMM-yyyy dates, the blinded study drug) and the ethics committee's (CIEI)
 * copy of it, summarised by its technical secretary. Also what all routes write the same way: how
 * the study drug is named by someone who is blinded, unblinded, or outside the trial, its
 * entries in the products table, and the row with the API's limits.
 */
import type { Random } from "./random.js"
import type { DupCaseRow } from "./dupData.js"
import { ageOn, type TrialEvent } from "./dupEnsayosEvents.js"
import { trialInitials } from "./dupEnsayosPeople.js"
import type { Drug } from "./dupEnsayosTrials.js"
import { cap, dayOf, dmy, fechaSitio, iso, mesAnio, sentences, typos, yearOf } from "./dupEnsayosText.js"

/** Who names the drug: a blinded site, the CRO in English, anyone once unblinded, the ward outside the trial. */
export type DrugStyle = "ciego" | "ciego_en" | "abierto" | "hospital"

/** The drug of the subject's arm. */
export const armDrug = (e: TrialEvent): Drug => (e.subject.arm === "activo" ? e.subject.trial.imp : e.subject.trial.control)

const named = (r: Random, d: Drug): string => {
  if (d.code === "placebo") return "placebo"
  const k = /\d/.test(d.code) ? r.int(0, 3) : r.pick([2, 3])
  return k === 0 ? d.code : k === 1 ? `${d.inn} (${d.code})` : k === 2 ? `${cap(d.inn)} ${d.dose}` : d.inn
}

/** The suspected product as a route names it. */
export const drugText = (r: Random, e: TrialEvent, style: DrugStyle): string => {
  const t = e.subject.trial
  const ctl = t.control.code === "placebo" ? "placebo" : t.control.code
  const bg = t.background !== null && r.chance(0.35) ? ` + ${t.background}` : ""
  if (style === "hospital") {
    const options = [
      "Medicación de ensayo clínico (no precisa)", "Fármaco en investigación (estudio clínico)", `Producto de estudio ${t.imp.code.split("-")[0]!}`,
      ...(t.background !== null ? [t.background, `${t.background} + fármaco de estudio`] : []),
      ...(t.vaccine ? ["Vacuna de estudio (ensayo clínico)", "vacuna experimental"] : []),
      ...(!t.blinded ? [named(r, armDrug(e))] : [])
    ]
    return r.pick(options)
  }
  if (style === "abierto" || !t.blinded) return `${named(r, armDrug(e))}${style === "abierto" ? "" : bg}`
  if (style === "ciego_en") {
    return r.pick([`Blinded study drug (${t.imp.code}/${ctl})`, `${t.imp.code} or ${ctl} (blinded)`, "Study drug (blinded)", `${t.imp.code} (blinded)`]) + (bg === "" ? "" : ` + ${t.background}`)
  }
  const k = r.int(0, 4)
  if (t.vaccine) return k <= 2 ? `Vacuna en estudio o placebo (ciego) ${t.imp.code}` : k === 3 ? `${t.imp.code}/placebo` : "Vacuna en investigación (enmascarada)"
  return (k <= 1 ? `Fármaco en estudio (ciego) ${t.imp.code}/${ctl}` : k === 2 ? "Fármaco en estudio (ciego)" : k === 3 ? `${t.imp.code} o ${ctl} (ciego)` : `Producto en investigación - protocolo ${t.code}`) + bg
}

/** The products table as a route fills it. */
export const entries = (r: Random, e: TrialEvent, style: DrugStyle, upperCase = false): DupCaseRow["productos"] => {
  const t = e.subject.trial
  const up = (s: string | null) => (s === null || !upperCase ? s : s.toLocaleUpperCase("es-PE"))
  const blind = t.blinded && style !== "abierto"
  const d = armDrug(e)
  const main = {
    nombre_producto: up(style === "hospital" ? drugText(r, e, "hospital") : blind ? `${t.imp.code}/${t.control.code === "placebo" ? "placebo" : t.control.code}` : d.code === "placebo" ? "Placebo" : d.code),
    ifa: up(blind || style === "hospital" || d.code === "placebo" ? null : d.inn),
    registro_sanitario: style === "hospital" ? null : r.chance(0.3) ? "No aplica (PEI)" : null,
    dosis_frecuencia: up(style !== "hospital" && r.chance(0.6) ? (blind ? t.imp.dose : d.dose) || null : null),
    via_administracion: up(r.chance(0.7) ? d.via : null)
  }
  const extra = t.background !== null && r.chance(0.4)
    ? [{ nombre_producto: up(t.background), ifa: null, registro_sanitario: null, dosis_frecuencia: null, via_administracion: up(t.area === "oncologia" ? "EV" : "VO") }]
    : []
  return [main, ...extra]
}

/** A row with the API's limits applied. */
export const row = (f: DupCaseRow): DupCaseRow => ({
  ...f,
  paciente_iniciales: f.paciente_iniciales.slice(0, 60) || "---",
  reportante_nombre: f.reportante_nombre.slice(0, 250),
  producto_sospechoso: f.producto_sospechoso.slice(0, 250),
  descripcion_evento: f.descripcion_evento.slice(0, 3900),
  paciente_edad: Math.max(0, Math.min(120, Math.round(f.paciente_edad)))
})

const sexWord = (e: TrialEvent, lang: "es" | "en") =>
  lang === "en" ? (e.subject.person.sex === "F" ? "female" : "male") : e.subject.person.sex === "F" ? "mujer" : "varón"

/** The event's term as the investigator writes it, with the grade in oncology. */
export const siteTerm = (r: Random, e: TrialEvent): string => `${cap(r.pick(e.term.es))}${e.grade !== null && r.chance(0.7) ? ` (grado ${e.grade})` : ""}`

/** The site's initial SAE form. */
export const siteForm = (r: Random, e: TrialEvent): DupCaseRow => {
  const s = e.subject
  const t = s.trial
  const p = s.person
  const onset = e.onset + e.onsetSlip
  const age = ageOn(e, onset) + e.ageSlip
  const initials = trialInitials(r, p, t.initials)
  const drug = drugText(r, e, "ciego")
  const term = siteTerm(r, e)
  const birthYear = yearOf(p.birth)
  const admittedText = e.admitted !== null ? `Se hospitaliza el ${fechaSitio(r, e.admitted)} en ${r.pick(["el servicio de", "", "piso de"])} ${r.pick(["Medicina", "Oncología", "emergencia", "UCI", "observación"])}`.replace("  ", " ") : null
  const story = sentences([
    `${r.pick(["Paciente", "Participante"])} ${sexWord(e, "es")} de ${age} años ${t.vaccine ? `${p.sex === "F" ? "sana" : "sano"}, en el estudio de ${t.indication}` : `con ${t.indication}`}${r.chance(0.5) ? ` (antecedentes: ${e.history})` : ""}, ${r.pick(["en", "que recibe"])} ${drug} (${e.doseLabel})`,
    `el ${fechaSitio(r, onset)} presenta ${r.pick(e.term.signs)}`,
    admittedText,
    `${r.pick(["Laboratorio", "Exámenes", "Resultados"])}: ${e.lab}`,
    `Se inicia ${e.treat}`,
    r.chance(0.4) ? `Última dosis del producto en investigación: ${fechaSitio(r, e.lastDose)}` : null
  ])
  const structured = r.chance(0.65)
  const text = structured
    ? [
      r.pick(["REPORTE INICIAL DE EVENTO ADVERSO SERIO", "Formulario de notificación de EAS - Reporte inicial", "EAS - INICIAL"]),
      `Protocolo: ${t.code} | Centro N° ${s.siteNo}${r.chance(0.5) ? ` (${s.site.short})` : ""} | Sujeto: ${r.chance(0.8) ? s.number : s.short}`,
      `Iniciales: ${initials} | Sexo: ${p.sex} | Edad: ${age} años${t.dob === "year" ? ` | Año de nacimiento: ${birthYear}` : t.dob === "full" ? ` | F. nac.: ${dmy(p.birth)}` : ""}`,
      `Evento adverso serio: ${term}`,
      `Fecha de inicio: ${fechaSitio(r, onset)} | Fecha de conocimiento del centro: ${fechaSitio(r, e.aware)}`,
      `Criterio(s) de seriedad: ${e.seriousness.join("; ")}`,
      `Producto en investigación: ${drug}${r.chance(0.6) ? `, última dosis ${fechaSitio(r, e.lastDose)} (${e.doseLabel})` : ""}`,
      `Causalidad (investigador): ${e.causality}${r.chance(0.4) ? ` | Esperado según ${r.pick(["BI", "manual del investigador", "RSI"])}: ${e.expected ? "sí" : "no"}` : ""}`,
      `Acción con el producto: ${e.action} | Desenlace: ${e.outcome}`,
      `Narrativa: ${story}`
    ].join("\n")
    : `Se notifica EAS en el estudio ${t.code}, centro ${s.siteNo}, sujeto ${r.chance(0.6) ? s.short : s.number} (${initials}). ${story} Evento: ${term}. Seriedad: ${e.seriousness.join(", ")}. Causalidad: ${e.causality}. Desenlace: ${e.outcome}.`
  const signer = r.chance(0.6)
    ? `${e.staff.pi} - Investigador principal, Centro ${s.siteNo}`
    : `${e.staff.coordinator} - Coordinador(a) de estudio, ${s.site.short}`
  return row({
    paciente_iniciales: initials,
    paciente_edad: age,
    paciente_sexo: p.sex,
    paciente_fecha_nacimiento: t.dob === "full" ? iso(p.birth) : null,
    reportante_nombre: signer,
    producto_sospechoso: drug,
    descripcion_evento: typos(r, text, 70),
    fecha_inicio_evento: r.chance(0.93) ? iso(onset) : null,
    fecha_recepcion: iso(e.aware + r.pick([0, 1, 1, 2, 3, 5])),
    origen_notificacion: "Formulario de EAS del centro de investigación",
    productos: entries(r, e, "ciego")
  })
}

/** The ethics committee's copy of a site form, summarised for its session. */
export const cieiCopy = (r: Random, e: TrialEvent, source: DupCaseRow): DupCaseRow => {
  const s = e.subject
  const t = s.trial
  const recv = dayOf(source.fecha_recepcion) + r.int(3, 25)
  const onset = source.fecha_inicio_evento === null ? null : dayOf(source.fecha_inicio_evento)
  const text = sentences([
    `${r.pick(["El investigador principal", "El IP"])} ${e.staff.pi} notifica al comité el evento adverso serio "${r.pick(e.term.es)}" ocurrido en el participante ${r.chance(0.6) ? s.short : s.number} del estudio ${t.code}${r.chance(0.5) ? `, "${cap(t.indication)}"` : ""}, patrocinado por ${t.sponsor}`,
    onset !== null ? `Fecha de inicio: ${dmy(onset)}` : null,
    `Criterio de seriedad: ${e.seriousness[0]!}`,
    `Causalidad según el IP: ${e.causality}`,
    `Estado al reporte: ${e.outcome === "fatal" ? "fallecido" : "en seguimiento"}`,
    `El comité toma conocimiento en sesión ${r.pick(["ordinaria", "ordinaria", "extraordinaria"])} de ${mesAnio(recv)}${r.chance(0.4) ? " y solicita el reporte de seguimiento" : ""}`
  ])
  return row({
    paciente_iniciales: source.paciente_iniciales,
    paciente_edad: source.paciente_edad,
    paciente_sexo: source.paciente_sexo,
    paciente_fecha_nacimiento: r.chance(0.5) ? source.paciente_fecha_nacimiento : null,
    reportante_nombre: `${s.site.ciei} - Secretaría técnica`,
    producto_sospechoso: r.chance(0.5) ? source.producto_sospechoso : `${t.imp.code} (protocolo ${t.code})`,
    descripcion_evento: typos(r, text, 60),
    fecha_inicio_evento: r.chance(0.85) ? source.fecha_inicio_evento : null,
    fecha_recepcion: iso(recv),
    origen_notificacion: "Notificación al CIEI (copia)",
    productos: r.chance(0.5) ? source.productos : []
  })
}
