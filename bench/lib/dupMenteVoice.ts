/**
 * What the writers of the mental-health generator (lib/dupMente.ts) share: the signature of a
 * writer, the structured fields every report fills in its own way (an onset date left empty or a
 * day off, the age as known), and the clinical phrases of what was done and how it ended.
 */

import type { Random } from "./random.js"
import type { DupCaseRow } from "./dupData.js"
import { type Dose, writeDose } from "./dupMenteDrugs.js"
import type { MenteEvent } from "./dupMenteEvents.js"
import { addDays, cap, noAccents } from "./dupMenteText.js"

/** Who wrote a report. */
export type VoiceKey = "enfermeria" | "psiquiatra" | "programa" | "familiar" | "farmacia" | "referencia" | "laboratorio"

/** A writer: renders an event as a report received on `recepcion`; `t` draws the wording (shared by a ward's look-alike notes). */
export type Voice = (r: Random, ev: MenteEvent, recepcion: string, t: Random) => DupCaseRow

/** A report as the row the benchmark stores. */
export type Row = DupCaseRow

/** "F" or "M". */
export const sexOf = (ev: MenteEvent): "F" | "M" => (ev.person.female ? "F" : "M")

/** An onset date field: empty with `pNull`, a day off with `pOff`, else the day. */
export const onsetField = (r: Random, iso: string, pNull: number, pOff: number): string | null =>
  r.chance(pNull) ? null : r.chance(pOff) ? addDays(iso, r.pick([-1, 1, 1])) : iso

/** Text in one of the casings a source uses. */
export const casing = (text: string, how: "normal" | "upper" | "lower" | "sinTildes"): string =>
  how === "upper" ? noAccents(text).toUpperCase() : how === "lower" ? text.toLowerCase() : how === "sinTildes" ? noAccents(text) : text

/** How long the patient had been on the drug: "hace 3 meses", "desde hace 2 semanas", "10 días". */
export const latencyText = (r: Random, days: number): string => {
  if (days < 14) return r.pick([`hace ${days} días`, `desde hace ${days} días`, `desde hace ${days} d`])
  if (days < 60) return r.pick([`hace ${Math.round(days / 7)} semanas`, `desde hace ${Math.round(days / 7)} semanas`, `desde hace aprox. ${Math.round(days / 7)} sem.`])
  if (days < 730) return r.pick([`hace ${Math.round(days / 30)} meses`, `desde hace ${Math.round(days / 30)} meses`, `desde hace ${Math.round(days / 30)} meses aprox.`])
  return r.pick([`hace ${Math.round(days / 365)} años`, "desde hace varios años", `desde hace más de ${Math.floor(days / 365)} años`])
}

const lower = (d: Dose): Dose => ({ ...d, mg: Math.max(d.drug.mg[0], d.mg - d.drug.mg[2] * 2) })

/** What the doctor did with the drug: "se suspende clozapina", "se reduce la dosis a 200 mg/día". */
export const actionText = (r: Random, ev: MenteEvent, drugName: string): string => {
  switch (ev.action) {
    case "suspende": return r.pick([`se suspende ${drugName}`, `se retira ${drugName}`, `suspensión de ${drugName}`, `se decide suspender ${drugName}`])
    case "reduce": return r.pick([`se reduce la dosis a ${writeDose(r, lower(ev.dose), "clinico")}`, `se disminuye ${drugName}`, `reducción de dosis de ${drugName}`])
    case "mantiene": return r.pick([`se mantiene ${drugName} a igual dosis con vigilancia`, "se continúa el tratamiento", `continúa ${drugName}`])
  }
}

/** How it ended, in a doctor's words. */
export const outcomeText = (r: Random, ev: MenteEvent): string => {
  switch (ev.outcome) {
    case "recuperado": return r.pick(["Evoluciona favorablemente, con remisión del cuadro.", "Remite el cuadro a las 48 h.", "Recuperado sin secuelas.", "Asintomático al control."])
    case "mejora": return r.pick(["Evolución favorable.", "Con mejoría parcial.", "En recuperación.", "Mejora progresivamente."])
    case "persiste": return r.pick(["Persiste la sintomatología.", "Sin mejoría a la fecha.", "Aún con síntomas."])
    case "desconocido": return r.pick(["Evolución pendiente.", "", "Se desconoce evolución (alta voluntaria)."])
  }
}

/** The outcome as an E2B field. */
export const outcomeE2b = (ev: MenteEvent): string =>
  ({ recuperado: "RECOVERED/RESOLVED", mejora: "RECOVERING/RESOLVING", persiste: "NOT RECOVERED/NOT RESOLVED", desconocido: "UNKNOWN" })[ev.outcome]

/** The diagnosis as an indication in English. */
export const indicationEn = (ev: MenteEvent): string => {
  const c = ev.person.dx.cie
  if (c.startsWith("F20")) return "SCHIZOPHRENIA"
  if (c.startsWith("F25")) return "SCHIZOAFFECTIVE DISORDER"
  if (c.startsWith("F31")) return "BIPOLAR DISORDER"
  if (c.startsWith("F32") || c.startsWith("F33")) return "MAJOR DEPRESSION"
  if (c.startsWith("F41")) return "GENERALISED ANXIETY DISORDER"
  if (c.startsWith("F60")) return "BORDERLINE PERSONALITY DISORDER"
  return "INTELLECTUAL DISABILITY WITH BEHAVIOURAL DISTURBANCE"
}

/** A sentence with its first letter up and a final period. */
export const sentence = (s: string): string => {
  const t = s.trim()
  if (t === "") return ""
  return cap(/[.!?:]$/.test(t) ? t : `${t}.`)
}

const FEMININE: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(ties|confundid|inquiet|dormid|dur|somnolient|sedad|sudoros|temblos|confus|agitad|desorientad|hospitalizad|internad|transferid|referid|traíd|acompañad|tembloros|identificad|encontrad)o\b/g, "$1a"],
  [/\bdel paciente\b/g, "de la paciente"], [/\bel paciente\b/g, "la paciente"], [/\bal paciente\b/g, "a la paciente"]
]

/** A text about a woman: the adjectives that describe the patient in the feminine. */
export const forPatient = (ev: MenteEvent, text: string): string =>
  ev.person.female ? FEMININE.reduce((t, [re, to]) => t.replace(re, to), text) : text

/** "varón" or "mujer", as forms say it. */
export const sexWord = (r: Random, ev: MenteEvent): string =>
  ev.person.female ? r.pick(["mujer", "femenina", "de sexo femenino"]) : r.pick(["varón", "masculino", "de sexo masculino"])
