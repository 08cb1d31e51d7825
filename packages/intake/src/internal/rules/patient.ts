/**
 * Rule-based extraction — The patient: age, age group, sex, initials, weight and identity document.
 */
import * as L from "../lexicon.js"
import { Duplicates } from "@atalaya/core"
import { type Doc, matchAll } from "../text.js"
import { PERSON } from "./shared.js"

// ---------------------------------------------------------------------------------------------
// Patient

export interface Found<A> {
  readonly value: A
  readonly at: number
}

export const AGE_EXCLUDED_BEFORE = /(?:hace|ase|desde hace|durante|por|despues de|tras|hace unos|mas de|desde|cada|dentro de|en)\s*$/
export const AGE_EXCLUDED_AFTER = /^\s*(?:de (?:tratamiento|evolucion|diagnostico|uso|consumo|enfermedad)|con (?:el|la) (?:tratamiento|medicamento))/

/** The patient's age in whole years (months and days of infants give 0). */
export const age = (doc: Doc): Found<number> | null => {
  const t = doc.folded
  const labelled = /\b(?:edad|age|e(?=\s*:))(?: del paciente| \(anos\))?\s*[:=]?\s*(?:de\s*)?(\d{1,3})\s*(anos?|a\b|meses|mes|dias|months?|years?)?/.exec(t)
  if (labelled) {
    const n = Number(labelled[1])
    const unit = labelled[2] ?? ""
    return { value: unit.startsWith("mes") || unit.startsWith("month") || unit.startsWith("dia") ? Math.floor(n / 12 * (unit.startsWith("dia") ? 0 : 1)) : n, at: labelled.index }
  }
  const candidates: Array<Found<number>> = []
  const push = (value: number, at: number) => {
    if (value >= 0 && value <= 120) candidates.push({ value, at })
  }
  // 'señora de 62, diabética', 'mi causa de 28 se metió…': a person and a bare number.
  for (const m of matchAll(/\b(?:senora|senor|sra|sr|paciente|pcte|mujer|varon|hombre|male|female|man|woman|(?:mi|su|my) (?:viej[oa]|viejit[oa]|causa|pata|amig[oa]|vecin[oa]|prim[oa]|hij[oa]|herman[oa]|espos[oa]|papa|mama|abuel[oa]|tio|tia|sobrin[oa]|niet[oa]|companer[oa]|enamorad[oa]|novi[oa]|husband|wife|son|daughter|friend))\s+de\s+(\d{1,3})\b(?!\s*(?:mg|ml|kg|g\b|gr|%|\/|:|\.\d|,\d|anos|ano|a\b|mes|meses|dias?|semanas?|horas?|cm|y (?:tantos|pico|algo)|\+))/, t)) push(Number(m[1]), m.index)
  for (const m of matchAll(/\b(?:tiene|tengo|tenia)\s+(\d{1,3})(?![.,]\d)(?=\s*(?:[.,;!?]|$)|\s+(?:y|and)\s)|\b(?:i'?m|i am|soy)\s+[a-z]+,\s*(\d{1,3})(?=\s*(?:,|\.|\s+(?:and|y|years|anos)\b))/, t)) push(Number(m[1] ?? m[2]), m.index)
  for (const m of matchAll(/\b(?:i'?m|i am)\s+(\d{1,3})\b(?=\s*(?:,|years|yo\b|y\/o|$))|\b(\d{1,3})\s*,\s*(?:female|male|femenino|masculino|mujer|varon|hombre)\b/, t)) {
    push(Number(m[1] ?? m[2]), m.index)
  }
  for (const m of matchAll(/\b(\d{1,3})[- ]?(?:years?|yrs?)[- ]?old\b|\b(\d{1,3})\s*(?:yo|y\/o|y\.o\.)(?![a-z])|\baged\s+(\d{1,3})\b/, t)) {
    push(Number(m[1] ?? m[2] ?? m[3]), m.index)
  }
  for (const m of matchAll(/\b(\d{1,3})\s*(?:anos|ano|anoz|anios|anitos|anito|a)(?![a-z])\.?/, t)) {
    const before = t.slice(Math.max(0, m.index - 16), m.index)
    const after = t.slice(m.index + m[0].length, m.index + m[0].length + 30)
    if (AGE_EXCLUDED_BEFORE.test(before) || AGE_EXCLUDED_AFTER.test(after)) continue
    // '67 a.' is an age; a bare 'a' only right after the number and before punctuation or a sex letter.
    // ('Señora 55a tomó…': a person word right before makes it an age too.)
    if (/a\.?$/.test(m[0]) && !/(?:anos|ano|anoz|anios|anitos|anito)/.test(m[0]) && !/^\s*(?:[,;.)|]|[fm]\b|$)/.test(after) && !/a\.$/.test(m[0]) &&
      !/\b(?:senora|senor|sra|sr|paciente|pcte|pte|mujer|varon|hombre|nino|nina|joven|esposo|esposa|mama|papa|abuel\w+)\.?\s*(?:[fm]\s+)?(?:de\s*)?$/.test(t.slice(Math.max(0, m.index - 16), m.index))) continue
    push(Number(m[1]), m.index)
  }
  for (const m of matchAll(/\b(\d{1,2})\s*(?:meses|mes|months?)(?:\s+de\s+edad|\s+old)?\b/, t)) {
    const before = t.slice(Math.max(0, m.index - 25), m.index)
    if (AGE_EXCLUDED_BEFORE.test(before)) continue
    if (!/(?:lactante|bebe|nin[oa]|edad|paciente|infant|baby|de)\s*$|\b(?:lactante|bebe|bb|nin[oa]|hij[oa]|nene|nena|baby|infant)\s+(?:tiene|tenia|cumplio|has|is)\s*$/.test(before)) continue
    push(Math.floor(Number(m[1]) / 12), m.index)
  }
  for (const m of matchAll(/\b(\d{1,2})\s*dias? de (?:vida|nacid[oa])|\b(?:recien nacid[oa]|rn|neonato|newborn) de (\d{1,2}) (?:dias|horas)/, t)) push(0, m.index)
  // 'mi papá Ricardo (67)', 'my dad (67)'.
  for (const m of matchAll(/\b(?:mi|my|su|her|his)\s+[a-z]+(?:\s+[a-z]+)?\s*\(\s*(\d{1,3})\s*\)/, t)) push(Number(m[1]), m.index)
  for (const m of matchAll(/\(\s*(\d{1,3})\s*[fm]\s*\)|\b(\d{1,3})[fm]\b/, t)) push(Number(m[1] ?? m[2]), m.index)
  candidates.sort((a, b) => a.at - b.at)
  return candidates[0] ?? null
}

/** Pediatric, adult or geriatric, from the age (the groups the contract names). */
export const ageGroup = (years: number): string => (years < 18 ? "Pediatrico" : years >= 65 ? "Geriatrico" : "Adulto")

export const SEX_STRONG: ReadonlyArray<readonly [RegExp, "F" | "M"]> = [
  [/\b(?:sexo|s|gender|sex)\s*[:=]\s*(?:f\b|femenino|mujer|female)|\bsexo\s+(?:f\b|femenino|mujer|female)|\bmi (?:chibola|chiquita|gordita|flaquita)\b/, "F"],
  [/\b(?:sexo|s|gender|sex)\s*[:=]\s*(?:m\b|masculino|hombre|varon|male)|\bsexo\s+(?:m\b|masculino|hombre|varon|male)|\bmi (?:chibolo|chiquito|gordito|flaquito)\b/, "M"],
  [/\b(?:femenin[oa]|mujer|female|woman|girl|nin[a]|nina|senora|sra\b|gestante|embarazada|puerpera|lactante mujer|abuelita|abuela|jovencita|muchacha|chica|clienta|adolescente mujer|pastilla del dia siguiente|anticoncepcion de emergencia)\b/, "F"],
  [/\b(?:masculin[oa]|varon|hombre(?! rojo)|male|man|boy|nino|senor|sr\b|abuelito|abuelo|jovencito|muchacho|chico)\b/, "M"],
  [/\bmi (?:mama|madre|esposa|hija|hijita|abuela|abuelita|viejita|bebita|nena|hermana|tia|suegra|nieta|nietita|sobrina|senora)\b|\bmy (?:wife|daughter|mother|mom|sister|grandmother)\b/, "F"],
  [/\bmi (?:papa|padre|esposo|hijo|hijito|abuelo|abuelito|viejito|bebito|nene|hermano|tio|suegro|nieto|nietito|sobrino)\b|\bmy (?:husband|son|father|dad|brother|grandfather)\b/, "M"],
  [/\b\d{1,3}\s*(?:anos|a\.?)\s*,\s*f\b(?![a-z])|\b(?:pte|pcte|pt|paciente)\.?\s*,?\s+f\b(?![a-z.])|\b\d{1,3}\s*a\.?\s+f\b(?![a-z])|\(\s*\d{1,3}\s*f\s*\)|\b\d{1,3}f\b|\b\d{1,3}\s*a\.?\s*,\s*f\b|,\s*f\s*,\s*\d{1,3}\s*a\b/, "F"],
  [/\b\d{1,3}\s*(?:anos|a\.?)\s*,\s*m\b(?![a-z])|\b(?:pte|pcte|pt|paciente)\.?\s*,?\s+m\b(?![a-z.])|\b\d{1,3}\s*a\.?\s+m\b(?![a-z])|\(\s*\d{1,3}\s*m\s*\)|\b\d{1,3}m\b|\b\d{1,3}\s*a\.?\s*,\s*m\b|,\s*m\s*,\s*\d{1,3}\s*a\b/, "M"]
]
export const SEX_WEAK: ReadonlyArray<readonly [RegExp, "F" | "M"]> = [
  [/\b(?:la paciente|de la paciente|a la paciente|una paciente|she|her)\b|\b(?:hospitalizada|internada|operada|tratada|vacunada|somnolienta|hinchada|asustada|mareada|confundida|dormida|preocupada)\b/, "F"],
  [/\b(?:el paciente|del paciente|al paciente|he|his|him)\b|\b(?:hospitalizado|internado|operado|tratado|vacunado|asustado|mareado|confundido|dormido|hinchado)\b/, "M"]
]
// Sex words that describe the reporter, not the patient ('Reporta su madre: Sra. Gabriela').
export const REPORTER_CONTEXT = /(?:reporta(?:do)?(?: por)?|notifica(?:nte|dor)?|su (?:madre|mama|padre|papa|hija|hijo|nieta|nieto)|soy su \w+|att\.?|atte\.?)\s*[:,-]?\s*$/

/** The patient's sex: M or F. */
export const sex = (doc: Doc, selfName: string | null): Found<"M" | "F"> | null => {
  const t = doc.folded
  const strong: Array<Found<"M" | "F">> = []
  for (const [re, value] of SEX_STRONG) {
    for (const m of matchAll(re, t)) {
      if (/^(?:senor|senora|sra|sr|mama|papa|madre|padre|abuel)/.test(m[0]) && REPORTER_CONTEXT.test(t.slice(Math.max(0, m.index - 30), m.index))) continue
      // 'la señora dice que a su bebé…': the parent speaks; the patient is the child.
      if (/^(?:senora|senor|sra|sr|mujer|hombre|madre|padre)\b[^.]{0,40}\b(?:su|sus) (?:bebe|bb|hij[oa]s?|hijit[oa]|nin[oa]|niet[oa]|menor)\b/.test(t.slice(m.index, m.index + 60))) continue
      strong.push({ value, at: m.index })
    }
  }
  strong.sort((a, b) => a.at - b.at)
  if (strong[0] !== undefined) return strong[0]
  // 'Paciente: Juana (no da apellidos)', 'mi papá Ernesto (68 años)': the patient's given name.
  const named = /\b(?:paciente|pcte|nombre del paciente|mi (?:papa|mama|padre|madre|hij[oa]|espos[oa]|abuel[oa]|herman[oa]))\s*[:,]?\s+([a-z]+)/.exec(t)
  if (named && L.FEMALE_NAMES.has(named[1]!)) return { value: "F", at: named.index }
  if (named && L.MALE_NAMES.has(named[1]!)) return { value: "M", at: named.index }
  if (selfName !== null) {
    const first = selfName.split(/\s+/)[0]!
    const folded = first.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()
    if (L.FEMALE_NAMES.has(folded)) return { value: "F", at: 0 }
    if (L.MALE_NAMES.has(folded)) return { value: "M", at: 0 }
  }
  let f = 0
  let m = 0
  for (const [re, value] of SEX_WEAK) {
    const n = matchAll(re, t).filter((x) => !/desenlace\s*[:=]?\s*$/.test(t.slice(Math.max(0, x.index - 14), x.index))).length
    if (value === "F") f += n
    else m += n
  }
  return f > m ? { value: "F", at: 0 } : m > f ? { value: "M", at: 0 } : null
}

// Abbreviations written in capitals that are not initials.
export const NOT_INITIALS = new Set([
  "QF", "FN", "NN", "SA", "EV", "IV", "IM", "SC", "VO", "PO", "DNI", "UCI", "HTA", "DM", "RAM", "EA", "ADR", "ALT", "AST", "TGP",
  "TGO", "INR", "PCR", "ECG", "TB", "MDR", "ED", "CK", "HR", "PA", "SF", "SJS", "NET", "HPV", "VPH", "BCG", "FT", "RS", "OK", "DRESS",
  "URGENTE", "NOTA", "CASO", "SIDA", "VIH", "HIV", "MINSA", "ESSALUD", "HNERM", "INEN", "UFV", "CENAFYT", "DIGEMID", "EE", "UU", "SOS"
])

export const initialsOf = (raw: string): string | null => {
  const letters = raw.replace(/[^A-ZÁÉÍÓÚÑ]/g, "")
  if (letters.length < 2 || letters.length > 5 || NOT_INITIALS.has(letters)) return null
  return Duplicates.normalizeInitials(raw)
}

/** Patient initials: labelled, after 'paciente'/'pcte.', dotted ones, or the initials of a written-out patient name. */
export const initials = (doc: Doc, selfName: string | null): Found<string> | null => {
  const o = doc.text
  const labelled = /\b(?:[Ii]niciales(?: del paciente)?|INICIALES|[Ii]nitials|[Nn]ame|[Nn]ombre(?: del paciente)?)\s*[:\-]?\s*((?:[A-ZÁÉÍÓÚÑ]\s?\.?\s?){2,5})(?![a-záéíóúñ])/.exec(o)
  if (labelled) {
    const value = initialsOf(labelled[1]!)
    if (value !== null) return { value, at: labelled.index }
  }
  const patientWord = /\b(?:[Pp]aciente|PACIENTE|[Pp]cte|[Pp]ac|[Pp]atient|[Cc]aso)\.?\s*[:\-]?\s*((?:[A-ZÑ]\.){2,4}|[A-ZÑ]{2,4}\b)/
  const afterPatient = patientWord.exec(o)
  if (afterPatient) {
    const value = initialsOf(afterPatient[1]!)
    if (value !== null) return { value, at: afterPatient.index }
    if (/^N\.?N\.?$/.test(afterPatient[1]!.trim())) return null
  }
  for (const m of matchAll(/(?<![A-Za-zÁ-ú.])((?:[A-ZÑ]\.){3,4})(?![A-Za-z])/, o)) {
    const value = initialsOf(m[1]!)
    if (value !== null && !/\b(?:q\.?f|f\.?n)/i.test(m[1]!)) return { value, at: m.index }
  }
  // A written-out patient name: 'la paciente Rosa Elena Mamani Condori', 'su nombre es Jose Quispe'.
  const named = new RegExp(`\\b(?:[Ll]a paciente(?: es)?|[Ee]l paciente(?: es)?|[Pp]aciente\\s*:?|PACIENTE\\s*:|[Ss]u nombre es|[Ss]e llama|[Nn]ombre del paciente\\s*:?|[Mm]i (?:madre|mam[aá]|padre|pap[aá]|hij[oa]|espos[oa]|abuel[oa]|herman[oa]|t[ií][oa])|[Mm]y (?:mother|father|son|daughter|wife|husband))(?: de \\d{1,3} años)?,?\\s+(${PERSON})`).exec(o)
  if (named) {
    const words = named[1]!.split(/\s+/).filter((w) => !L.NOT_NAMES.has(fold(w)))
    if (words.length >= 2 && fold(words[0]!) !== "de") return { value: Duplicates.normalizeInitials(words.join(" "))!, at: named.index }
  }
  // 'le escribe la hija de la sra Juana Quispe': the patient named through the writer.
  const through = new RegExp(`\\b(?:hij[oa]|espos[oa]|herman[oa]|niet[oa]|familiar|sobrin[oa]) de (?:la |el )?(?:[Ss]ra|[Ss]r|[Ss]e[ñn]ora|[Ss]e[ñn]or|[Pp]aciente)\\.?\\s+(${PERSON})`).exec(o)
  if (through) {
    const words = through[1]!.split(/\s+/).filter((w) => !L.NOT_NAMES.has(fold(w)))
    if (words.length >= 2) return { value: Duplicates.normalizeInitials(words.join(" "))!, at: through.index }
  }
  // A full name with the patient's age right after it: 'el Sr. Teodoro Quispe Huamán de 82 años'.
  for (const m of matchAll(new RegExp(`(?:[Ee]l |[Ll]a |[Uu]n |[Uu]na )?(?:[Ss]r\\.?|[Ss]ra\\.?|[Ss]e[ñn]or[a]?|[Cc]liente|[Pp]aciente)\\s+(${PERSON}),?\\s+(?:de\\s+)?\\(?\\d{1,3}\\s*(?:años|a\\b|a\\.|anos)`), o)) {
    const words = m[1]!.split(/\s+/).filter((w) => !L.NOT_NAMES.has(fold(w)))
    if (words.length >= 2 && !REPORTER_CONTEXT.test(doc.folded.slice(Math.max(0, m.index - 30), m.index))) return { value: Duplicates.normalizeInitials(words.join(" "))!, at: m.index }
  }
  if (selfName !== null && selfName.split(/\s+/).length >= 2) {
    const value = Duplicates.normalizeInitials(selfName)
    if (value !== null) return { value, at: 0 }
  }
  return null
}

export const fold = (w: string) => w.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()

/** Weight in kg. */
export const weight = (doc: Doc): number | null => {
  const t = doc.folded
  // Newborns are weighed in grams ('peso 2850 g').
  const grams = /\b(?:peso|pesa|weight)\s*[:=]?\s*(?:de\s*)?(\d{3,4})\s*(?:g|gr|grs|gramos|grams)\b/.exec(t)
  if (grams) return Number(grams[1]) / 1000
  const pounds = /\b(?:peso|pesa|weight|weighs?|wt)\s*[:=]?\s*(\d{2,3}(?:\.\d)?)\s*(?:lb|lbs|pounds|libras)\b/.exec(t)
  if (pounds) return Math.round(Number(pounds[1]) * 45.359237) / 100
  // 'Aumento de peso de 18 kg (de 70 a 88 kg)': the weight is where it went.
  if (/\b(?:aumento|perdida|ganancia|baja|subida|gano|bajo|subio) de peso\b|\bweight (?:gain|loss)\b/.test(t)) {
    const to = /\bde\s+\d{1,3}(?:[.,]\d)?\s*(?:kg)?\s+a\s+(\d{1,3}(?:[.,]\d)?)\s*kg\b|\bfrom\s+\d{1,3}\s*(?:kg)?\s+to\s+(\d{1,3}(?:\.\d)?)\s*kg\b/.exec(t)
    if (to) return Number((to[1] ?? to[2])!.replace(",", "."))
    if (!/\b(?:peso|weight)\s*[:=]/.test(t)) return null
  }
  const m = /\b(?:peso|pesa|weight|wt|p(?=\s*:\s*\d))(?:\s*\(kg\))?\s*[:=]?\s*(?:de\s*)?(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:kg|kgs|kilos?)?\b/.exec(t) ??
    /(?<![\d/.,])(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:kg|kgs|kilos?)\b(?!\s*\/)/.exec(t)
  if (!m) return null
  // 'bajó 3 kilos', 'lost 2 kg': a change, not the weight.
  if (/\b(?:bajo|subio|perdio|gano|aumento|bajado|subido|perdido|ganado|lost|gained)\s*(?:de\s*)?$/.test(t.slice(Math.max(0, m.index - 12), m.index + m[0].indexOf(m[1]!)))) return null
  const before = t.slice(Math.max(0, m.index - 4), m.index)
  if (/\/\s*$/.test(before)) return null
  const value = Number(m[1]!.replace(",", "."))
  return value > 0.3 && value < 400 ? value : null
}

/** The patient's identity document number. */
export const dni = (doc: Doc): string | null => /\b(?:dni|doc(?:umento)?\.? de identidad)\s*(?:n[°o.]*)?\s*[:=]?\s*(\d{8})\b/.exec(doc.folded)?.[1] ?? null
