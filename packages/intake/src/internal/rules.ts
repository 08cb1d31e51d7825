/**
 * The rule-based extraction of a case from a free-text report (Spanish, with English mixed in):
 * patient, products with dose, frequency and route, event, dates, reporter, contact, seriousness,
 * outcome and de-challenge. Each extractor reads the folded text (no accents, lower case) and
 * takes names from the original at the same positions.
 */
import { Duplicates } from "@atalaya/core"
import type { ExtractedCase, ExtractedProducto } from "../Extraction.js"
import { addDays, findDates, type FoundDate } from "./dates.js"
import * as L from "./lexicon.js"
import { capitalize, type Doc, makeDoc, matchAll, sentenceAt, squash, typoLimit } from "./text.js"

/** Options of the rules. */
export interface RuleOptions {
  /** The reception date (`YYYY-MM-DD`): the year of dates written without one, and the anchor of 'ayer', 'hace 3 días'… */
  readonly receptionDate: string | null
}

/** A product named in the report. */
export interface Mention {
  readonly start: number
  readonly end: number
  /** The name as it will be shown. */
  readonly name: string
  /** Matched from the ingredient list (not just because a dose followed a word). */
  readonly known: boolean
  /** Named after the reaction with a treatment cue ('se administró', 'se cambió a'). */
  readonly treatment: boolean
}

/** What the rules found, with what the catalog step needs. */
export interface RuleResult {
  readonly payload: ExtractedCase
  /** Suspected products in order of appearance. */
  readonly suspects: ReadonlyArray<Mention>
  /** Words worth looking up in the catalog (capitalized words and words before a dose that no list knows). */
  readonly catalogTerms: ReadonlyArray<string>
}

// ---------------------------------------------------------------------------------------------
// Shared patterns

const NAME_WORD = "[A-ZÁÉÍÓÚÑ](?:'[A-Z])?[a-záéíóúñü]+"
/** A person's name: 1-4 capitalized words, particles allowed between them. */
const PERSON = `(?:[A-ZÁÉÍÓÚÑ]\\.\\s?)?${NAME_WORD}(?:[ ](?:(?:de|del|la|los|y)[ ])?${NAME_WORD}){0,3}`
/** `source` with every letter matching either case (Node 20 has no inline `(?i:)` groups). */
const anyCase = (source: string): string =>
  source.replace(/\\.|\[[^\]]*\]|\p{L}/gu, (part) => {
    if (part.length > 1) return part
    const lower = part.toLowerCase()
    const upper = part.toUpperCase()
    return lower === upper ? part : `[${lower}${upper}]`
  })
const TITLES = `(?:${anyCase("(?:q\\.?\\s?f\\.?(?:\\s?(?:cl[ií]nic[oa]|oncol[oó]gic[oa]|onco\\.?|hospitalari[oa]|asistencial))?|qf(?:\\s?(?:cl[ií]nic[oa]|oncol[oó]gic[oa]|onco\\.?|hospitalari[oa]|asistencial))?|t[eé]c\\.?(?:\\s?(?:farm|enf)\\.?)?|t[eé]cnic[oa](?: en| de)? (?:farmacia|enfermer[ií]a)|pharm\\.?d?\\.?|rph\\.?|nurse practitioner|midwife|esp\\.|dr\\.?|dra\\.?|doctor[a]?|lic\\.?|enf\\.?|obst\\.?|sr\\.?|sra\\.?|srta\\.?|se[ñn]or[a]?|mg\\.?|pharmacist|nurse|enfermer[oa](?:\\s+oncol[oó]gic[oa])?|m[eé]dic[oa]|obstetra|c\\.?\\s?d\\.?|odont[oó]log[oa]|cirujan[oa] dentista|t\\.?m\\.?|tecn[oó]log[oa] m[eé]dic[oa]|qu[ií]mic[oa] farmac[eé]utic[oa]|cl[ií]n\\.)")}\\s*|R\\.?N\\.?\\s+)`

/** Reaction verbs and phrases that open the description of the event. */
const EVENT_VERBS = /\b(?:present[oa]|presente|presentado|presenting|presented|desarroll[oa]|developed|experienced|aparec[ie]\w*|le (?:a |ha )?salid[oa]|le salieron|le salio|le dio|tiene|tengo|tuvo|ingres[oa] (?:con|por)|refier[ea]|refiri[oa]|sufri[oa]|sinti[oa]?|senti|tuve|tuvimos|amaneci[oa]|se detecta|acudi\w* (?:con|por)|consult\w* (?:por|con)|lleg[oa] con|ingres\w*|sube|subio|aumenta|aumento|se elev\w+|descendi\w*|cayo|complained|felt|noticed|detect[oa]|bajaron|reported|with (?:tongue|lip|facial)|se desmay[oa]|hizo|hace un cuadro|se produj[oa]|ocurri[oa]|occurred|se evidencia\w*|se observ[oa]|se objetiv[oa]|se constat[oa]|i have (?!been)|(?:she|he) has (?!been)|(?:she|he)'s (?:had|been having)|(?:she|he|i) (?:has|have) been (?:very |so |quite )?(?:having|feeling|confused|drowsy|dizzy|sleepy|agitated|sick)|(?:she|he) (?:has had|had)|se (?:me |le )?puso|i (?:get|got|keep getting)\b|i've (?:had|got|been having)|empez\w* (?:con|a (?:tener|sentir|presentar))|comenz\w* (?:con|a (?:tener|sentir|presentar))|inici\w* con|(?:started|began) (?:with|having|to have)|rose|increased|dropped|fell|became|se volvio|(?:la|lo|le) encontr\w+|we found (?:her|him)|se le (?!administr|aplic|coloc|indic|inyect|pus|di)\w+ron|le (?!pusieron|dieron|aplicaron|administraron|recetaron|indicaron|inyectaron|vacunaron|colocaron|cambiaron|suspendieron|retiraron|hicieron|recomendaron|dijimos|dimos|agregaron|anadieron|sumaron|asociaron|prescribieron|iniciaron|empezaron|rotaron)(?!\w+ron (?:la |el )?dosis)\w+ron)\b/

// Stems start a word: 'tos ' is no part of 'tantos '.
const REACTION = new RegExp(`\\b(?:${L.REACTION_STEMS.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`)

const NEGATION = /\b(?:no|sin|ni|not|without|tampoco|nunca)\b[^.;]{0,25}$/

/** Position of the first mention of the event (a reaction verb or word), or the end of the text. */
const firstEventAt = (doc: Doc): number => {
  const verb = matchAll(EVENT_VERBS, doc.folded).find((m) => !/^(?:tiene|tengo|tuvo|tuve)$/.test(m[0]) || !/^\s+\d/.test(doc.folded.slice(m.index + m[0].length)))
  const word = REACTION.exec(doc.folded)
  return Math.min(verb?.index ?? doc.text.length, word?.index ?? doc.text.length)
}

// ---------------------------------------------------------------------------------------------
// Patient

interface Found<A> {
  readonly value: A
  readonly at: number
}

const AGE_EXCLUDED_BEFORE = /(?:hace|ase|desde hace|durante|por|despues de|tras|hace unos|mas de|desde|cada|dentro de|en)\s*$/
const AGE_EXCLUDED_AFTER = /^\s*(?:de (?:tratamiento|evolucion|diagnostico|uso|consumo|enfermedad)|con (?:el|la) (?:tratamiento|medicamento))/

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

const SEX_STRONG: ReadonlyArray<readonly [RegExp, "F" | "M"]> = [
  [/\b(?:sexo|s|gender|sex)\s*[:=]\s*(?:f\b|femenino|mujer|female)|\bsexo\s+(?:f\b|femenino|mujer|female)|\bmi (?:chibola|chiquita|gordita|flaquita)\b/, "F"],
  [/\b(?:sexo|s|gender|sex)\s*[:=]\s*(?:m\b|masculino|hombre|varon|male)|\bsexo\s+(?:m\b|masculino|hombre|varon|male)|\bmi (?:chibolo|chiquito|gordito|flaquito)\b/, "M"],
  [/\b(?:femenin[oa]|mujer|female|woman|girl|nin[a]|nina|senora|sra\b|gestante|embarazada|puerpera|lactante mujer|abuelita|abuela|jovencita|muchacha|chica|clienta|adolescente mujer|pastilla del dia siguiente|anticoncepcion de emergencia)\b/, "F"],
  [/\b(?:masculin[oa]|varon|hombre(?! rojo)|male|man|boy|nino|senor|sr\b|abuelito|abuelo|jovencito|muchacho|chico)\b/, "M"],
  [/\bmi (?:mama|madre|esposa|hija|hijita|abuela|abuelita|viejita|bebita|nena|hermana|tia|suegra|nieta|nietita|sobrina|senora)\b|\bmy (?:wife|daughter|mother|mom|sister|grandmother)\b/, "F"],
  [/\bmi (?:papa|padre|esposo|hijo|hijito|abuelo|abuelito|viejito|bebito|nene|hermano|tio|suegro|nieto|nietito|sobrino)\b|\bmy (?:husband|son|father|dad|brother|grandfather)\b/, "M"],
  [/\b\d{1,3}\s*(?:anos|a\.?)\s*,\s*f\b(?![a-z])|\b(?:pte|pcte|pt|paciente)\.?\s*,?\s+f\b(?![a-z.])|\b\d{1,3}\s*a\.?\s+f\b(?![a-z])|\(\s*\d{1,3}\s*f\s*\)|\b\d{1,3}f\b|\b\d{1,3}\s*a\.?\s*,\s*f\b|,\s*f\s*,\s*\d{1,3}\s*a\b/, "F"],
  [/\b\d{1,3}\s*(?:anos|a\.?)\s*,\s*m\b(?![a-z])|\b(?:pte|pcte|pt|paciente)\.?\s*,?\s+m\b(?![a-z.])|\b\d{1,3}\s*a\.?\s+m\b(?![a-z])|\(\s*\d{1,3}\s*m\s*\)|\b\d{1,3}m\b|\b\d{1,3}\s*a\.?\s*,\s*m\b|,\s*m\s*,\s*\d{1,3}\s*a\b/, "M"]
]
const SEX_WEAK: ReadonlyArray<readonly [RegExp, "F" | "M"]> = [
  [/\b(?:la paciente|de la paciente|a la paciente|una paciente|she|her)\b|\b(?:hospitalizada|internada|operada|tratada|vacunada|somnolienta|hinchada|asustada|mareada|confundida|dormida|preocupada)\b/, "F"],
  [/\b(?:el paciente|del paciente|al paciente|he|his|him)\b|\b(?:hospitalizado|internado|operado|tratado|vacunado|asustado|mareado|confundido|dormido|hinchado)\b/, "M"]
]
// Sex words that describe the reporter, not the patient ('Reporta su madre: Sra. Gabriela').
const REPORTER_CONTEXT = /(?:reporta(?:do)?(?: por)?|notifica(?:nte|dor)?|su (?:madre|mama|padre|papa|hija|hijo|nieta|nieto)|soy su \w+|att\.?|atte\.?)\s*[:,-]?\s*$/

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
const NOT_INITIALS = new Set([
  "QF", "FN", "NN", "SA", "EV", "IV", "IM", "SC", "VO", "PO", "DNI", "UCI", "HTA", "DM", "RAM", "EA", "ADR", "ALT", "AST", "TGP",
  "TGO", "INR", "PCR", "ECG", "TB", "MDR", "ED", "CK", "HR", "PA", "SF", "SJS", "NET", "HPV", "VPH", "BCG", "FT", "RS", "OK", "DRESS",
  "URGENTE", "NOTA", "CASO", "SIDA", "VIH", "HIV", "MINSA", "ESSALUD", "HNERM", "INEN", "UFV", "CENAFYT", "DIGEMID", "EE", "UU", "SOS"
])

const initialsOf = (raw: string): string | null => {
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

const fold = (w: string) => w.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()

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

// ---------------------------------------------------------------------------------------------
// Products

const DOSE = /(?<![\w.,/])(\d{1,3}(?: \d{3})+(?=\s*(?:ui|u\.i\.|iu|unidades|units))|\d+(?:[.,]\d+)?(?:\/\d+(?:[.,]\d+)?)?)\s*(mg\/kg(?:\/dia)?|mg\/m2|mg\/\d*\s?ml|mg\/dia|mg\/d\b|mcg\/kg|mcg|µg|ug|mg|g|gr|ml|ui|u\.i\.|iu|units?|unidades|%|meq|millones(?: de ui)?|mui|gotas|puffs?|inhalaciones|tabletas?|comprimidos?|capsulas?|pastillas?|sobres?|ampollas?)(?![a-z])/
const FREQUENCY = /\b(?:c\s*\/\s*\d{1,2}\s*(?:h|hr|hrs|horas?)\b|cada\s+\d{1,2}\s*(?:h|hr|hrs|horas?|oras|dias|semanas)\b|cada\s+(?:dia|noche|manana|semana)|every\s+\d{1,2}\s*(?:h|hours?)\b|q\d{1,2}h\b|(?:una|1|dos|2|tres|3|cuatro|4)\s+ve(?:z|ces)\s+(?:al|por)\s+dia|(?:once|twice|three times)\s+(?:a\s+|per\s+)?day|(?:una|1|dos|2|tres|3)\s+ve(?:z|ces)\s+(?:por|a la|al)\s+(?:semana|mes)|interdiario|(?:once|twice)\s+daily|\/dia\b|al dia\b(?! siguiente)|por dia\b|diari[oa]\b|daily\b|bid\b|tid\b|qid\b|qd\b|qhs\b|qam\b|qpm\b|stat\b|dosis unica|single dose|prn\b|a demanda|semanal\b|mensual\b|weekly\b|monthly\b|every (?:night|morning|day)|each night|nightly|cada noche|por las noches|todas las noches|antes de dormir|at (?:night|bedtime)|con (?:cada |el |la )?(?:comida|desayuno|almuerzo|cena)s?|with (?:each |every )?meals?|en ayunas|antes de (?:cada |las )?(?:comidas?|desayuno|almuerzo|cena))/

const ALL_INGREDIENTS = new Set(L.INGREDIENTS)
const SINGLE_INGREDIENTS = L.INGREDIENTS.filter((i) => !i.includes(" "))
const MULTI_INGREDIENTS = L.INGREDIENTS.filter((i) => i.includes(" "))
// Common words never taken for a misspelt ingredient.
const COMMON = new Set(["hinchada", "hinchado", "cefalea", "urticaria", "farmacia", "paciente", "presion", "ictericia", "anemia", "litio"])

/** The ingredient a folded word names (exactly, in English, or with a typo), or null. */
const ingredientOf = (word: string): string | null => {
  if (ALL_INGREDIENTS.has(word)) return word
  const english = L.ENGLISH_NAMES[word]
  if (english !== undefined) return english
  const limit = typoLimit(word.length)
  if (limit === 0 || COMMON.has(word)) return null
  let best: string | null = null
  let bestDistance = limit + 1
  for (const candidate of SINGLE_INGREDIENTS) {
    if (candidate[0] !== word[0] || Math.abs(candidate.length - word.length) > limit) continue
    const allowed = Math.min(limit, typoLimit(candidate.length))
    const d = Duplicates.editDistance(word, candidate, allowed)
    if (d <= allowed && d < bestDistance) {
      best = candidate
      bestDistance = d
    }
  }
  return best
}

const QUALIFIER = new RegExp(`^(?:\\s*(?:/|\\+|con|y)?\\s*(?:${L.QUALIFIERS.map((q) => q.replace(/ /g, "\\s+")).join("|")})\\b)+`)

const TREATMENT_CUE = /(?:se (?:le )?administr\w*|administr[oa]\w*|recibi[oa]|tratad[oa] con|treated (?:in the \w+ )?with|se rot[oa] a|rotamos a|se cambi[oa] a|cambi[oa] a|cambiamos a|switch(?:ed)? to|se inici[oa]|se indic[oa]|indic[oa]|given|received|manejad[oa] con|managed with)\s+(?:(?:\w+\s+){0,3})?$/

/** Products named in the report, in order, each marked as treatment when named after the event with a treatment cue. */
export const mentions = (doc: Doc): Array<Mention> => {
  const t = doc.folded
  const o = doc.text
  const out: Array<Mention> = []
  const taken = (start: number, end: number) => out.some((m) => start < m.end && end > m.start)
  const add = (start: number, end: number, name: string, known: boolean) => {
    if (taken(start, end)) return
    out.push({ start, end, name, known, treatment: false })
  }
  const withQualifiers = (start: number, end: number): number => {
    const q = QUALIFIER.exec(t.slice(end, end + 40))
    return q ? end + q[0].length : end
  }
  const display = (start: number, end: number, canonical: string, exact: boolean) =>
    capitalize(exact ? squash(o.slice(start, end)) : squash(canonical + o.slice(start, end).replace(/^\S+/, "")))

  for (const multi of MULTI_INGREDIENTS) {
    for (const m of matchAll(new RegExp(`\\b${multi.replace(/ /g, "\\s+")}\\b`), t)) {
      const end = withQualifiers(m.index, m.index + m[0].length)
      add(m.index, end, display(m.index, end, multi, true), true)
    }
  }
  for (const [english, spanish] of Object.entries(L.ENGLISH_NAMES)) {
    if (!english.includes(" ")) continue
    for (const m of matchAll(new RegExp(`\\b${english.replace(/ /g, "\\s+")}\\b`), t)) add(m.index, m.index + m[0].length, capitalize(spanish), true)
  }
  // Vaccines: 'vacuna pentavalente', 'vacunaron contra la influenza', 'HPV vaccine (Gardasil)'.
  const vaccineNames = L.VACCINES.map((v) => v.replace(/[-]/g, "\\-").replace(/ /g, "\\s+")).join("|")
  for (const m of matchAll(new RegExp(`\\bvacun\\w*\\s+(?:(?:contra|anti|de|del|para|con)\\s+)?(?:(?:la|el|los)\\s+)?(${vaccineNames})\\b`), t)) {
    const nameStart = m.index + m[0].length - m[1]!.length
    const raw = o.slice(nameStart, m.index + m[0].length)
    add(m.index, m.index + m[0].length, `Vacuna ${raw.length <= 4 ? raw.toUpperCase() : raw}`, true)
  }
  for (const m of matchAll(new RegExp(`\\b(${vaccineNames})\\s+vaccin\\w*`), t)) {
    const raw = o.slice(m.index, m.index + m[1]!.length)
    add(m.index, m.index + m[0].length, `Vacuna ${raw.length <= 4 ? raw.toUpperCase() : raw}`, true)
  }
  // Vaccines named alone in a report about vaccination: 'recibió vacunas del calendario (pentavalente, neumococo, IPV)'.
  if (/\b(?:vacun|vaccin|inmuniza)/.test(t)) {
    for (const m of matchAll(new RegExp(`\\b(?:${L.VACCINE_WORDS.join("|")})\\b`), t)) {
      const raw = o.slice(m.index, m.index + m[0].length)
      add(m.index, m.index + m[0].length, `Vacuna ${raw.length <= 4 ? raw.toUpperCase() : raw}`, true)
    }
  }
  // Brands: the brand is the name ('Panadol Antigripal'), with the words that belong to it.
  for (const m of matchAll(/[a-z][a-z0-9-]*/, t)) {
    if (L.BRANDS[m[0]] === undefined) continue
    const suffix = L.BRAND_SUFFIXES.exec(t.slice(m.index + m[0].length, m.index + m[0].length + 14))
    const end = m.index + m[0].length + (suffix?.[0].length ?? 0)
    add(m.index, end, capitalize(squash(o.slice(m.index, end))), true)
  }
  for (const m of matchAll(/[a-z][a-z0-9]*/, t)) {
    const word = m[0]
    if (word.length < 4) continue
    const ingredient = ingredientOf(word)
    if (ingredient === null) continue
    const end = withQualifiers(m.index, m.index + word.length)
    add(m.index, end, display(m.index, end, ingredient, ingredient === word), true)
  }
  // A word before a dose that no list knows: a brand ('Amoxil 875 mg') or an unlisted ingredient.
  for (const m of matchAll(DOSE, t)) {
    const before = t.slice(Math.max(0, m.index - 40), m.index)
    const word = /([a-z][a-z-]{3,})\s*(?:de\s+)?$/.exec(before)
    if (!word) continue
    const start = m.index - (before.length - before.lastIndexOf(word[1]!))
    if (L.NOT_PRODUCTS.has(word[1]!) || L.NOT_NAMES.has(word[1]!) || REACTION.test(` ${word[1]!} `)) continue
    // 'crema vaginal 1%', 'jarabe 250mg/5ml': a form or a route, not a product.
    if (routeIn(` ${word[1]!} `) !== null || /^(?:crema|gel|jarabe|suspension|solucion|inyectable|unguento|pomada|locion|spray|gotas|ovulos?|parche|capsulas?|tabletas?|grageas?)$/.test(word[1]!)) continue
    if (out.some((x) => x.end >= start - 3 && x.start <= start)) continue
    if (/^(?:con|para|por|tras|cada|dosis|ingesta|ingestion|ingirio|consumo|intake|luego|despues|then|later|inicial|carga|mantenimiento|seguido|toma|tomo|tome|tomamos|tomaron|tomar|tomaba|took|take|recibe|recibio|inicio|uso|usa|use|usar|dieron|di|dio|pusieron|puse|pusimos|aplique|infusion|suero|agua|compre|compro)$/.test(word[1]!)) continue
    add(start, start + word[1]!.length, capitalize(o.slice(start, start + word[1]!.length)), false)
  }
  // A brand in brackets after a form: 'un jarabe para la tos (Bisolvon)'.
  for (const m of matchAll(/\b(?:jarabe|pastillas?|tabletas?|capsulas?|crema|gotas|ampollas?|inyeccion|suspension|sobres?|pomada)\b[^()\n]{0,30}\(([A-Z][\w-]{3,})\)/, o)) {
    const start = m.index + m[0].length - m[1]!.length - 1
    if (!L.NOT_NAMES.has(fold(m[1]!))) add(start, start + m[1]!.length, m[1]!, false)
  }
  // A capitalized name right after 'compró', 'tomó', 'le dieron' that no list knows: a brand ('compró Panadol Antigripal').
  for (const m of matchAll(/\b(?:compr[oóe]|tom[oóe]|us[oóe]|le di(?:eron)?|me dieron|took|bought|used)\s+(?:(?:un|una|el|la|the|a)\s+)?([A-ZÁÉÍÓÚÑ][\wáéíóúñ-]{2,}(?:\s+[A-ZÁÉÍÓÚÑ][\wáéíóúñ-]{2,})?)/, o)) {
    const name = m[1]!
    const start = m.index + m[0].length - name.length
    if (L.NOT_NAMES.has(fold(name.split(/\s+/)[0]!)) || L.FEMALE_NAMES.has(fold(name)) || L.MALE_NAMES.has(fold(name))) continue
    add(start, start + name.length, name, false)
  }
  out.sort((a, b) => a.start - b.start)
  const eventAt = firstEventAt(doc)
  const marked: Array<Mention> = []
  for (const m of out) {
    if (m.start < eventAt) {
      marked.push(m)
      continue
    }
    const before = t.slice(sentenceAt(doc, m.start).start, m.start).slice(-60)
    const cued = TREATMENT_CUE.test(before) && !/\b(?:tras|luego de|despues de|after)\b[^.]*$/.test(before)
    // 'clorfenamina e hidrocortisona', 'epinephrine and hydrocortisone': the list goes on.
    const previous = marked.at(-1)
    const listed = previous !== undefined && previous.treatment && /^[\s,]*(?:y|e|and|,)?\s*(?:\w+\s+)?$/.test(t.slice(previous.end, m.start))
    marked.push(cued || listed ? { ...m, treatment: true } : m)
  }
  return marked
}

const BLAME = /(?:sospech\w*|atribuid[oa]s?|asociad[oa]s?|secundari[oa]s?|debid[oa]s?|causad[oa]s?|attributed|suspected(?: drug)?|due)(?:[^.;:]{0,25}?\b(?:de|del|al|a la|a|por|to|with|que sea|que es))?[\s:]+(?:el |la |los |las |the )?$/

/** Whether this mention is a product being withdrawn ('se suspende enoxaparina', 'suspendieron la X'). */
const withdrawn = (doc: Doc, m: Mention): boolean =>
  /\b(?:se suspend\w*|suspend(?:i|e)\w*|suspension de(?:l| la)?|se retir\w*|retiraron|descontinu\w*|stopped|discontinued|dej\w+ de (?:tomar|usar|dar))\s+(?:el |la |los |las |the )?$/.test(doc.folded.slice(Math.max(0, m.start - 40), m.start))

/** Whether the report blames this mention explicitly. */
const blamed = (doc: Doc, m: Mention): boolean => BLAME.test(doc.folded.slice(Math.max(0, m.start - 45), m.start)) || TIMED_AFTER.test(doc.folded.slice(Math.max(0, m.start - 45), m.start))

/** The reaction timed from this product ('a los 20 minutos del misoprostol', '2 hours after the vaccine'). */
const TIMED_AFTER = /(?:a (?:los|las) (?:\d+|pocos|pocas|unos|unas) (?:min\w*|horas?) (?:de(?:l| la)?|tras(?: el| la)?|despues de(?:l| la)?)|(?:\d+ )?(?:minutos|horas|minutes|hours) (?:despues|luego) de(?:l| la)?|(?:minutes|hours) after(?: the)?)\s+$/

const normalizeDose = (raw: string): string =>
  squash(raw.replace(/(\d)\s*([a-zµ%])/i, "$1 $2").replace(/\s*\/\s*/g, "/"))

/** Route label from a folded snippet, or null. */
export const routeIn = (snippet: string): { readonly label: string; readonly at: number } | null => {
  let best: { label: string; at: number } | null = null
  for (const [re, label] of L.ROUTES) {
    // 'sangrado vaginal', 'úlceras orales', 'congestión nasal' name a place of the body, not a route.
    const m = matchAll(re, snippet).find((x) => !ANATOMY_BEFORE.test(snippet.slice(Math.max(0, x.index - 20), x.index)))
    if (m && (best === null || m.index < best.at)) best = { label, at: m.index }
  }
  return best
}

const ANATOMY_BEFORE = /\b(?:sangrado|hemorragia|flujo|secrecion|congestion|mucosa|ulceras?|lesion(?:es)?|candidiasis|prurito|dolor|ardor|cavidad|infeccion|sequedad|bleeding|discharge|ulcers?)\s+$/

/**
 * The next mention that is another product: a brand's ingredients in brackets after it ('Bactrim Forte
 * (sulfametoxazol/trimetoprima 800/160) c/12h') and the parts of a combination ('X/Y', 'X + Y') share its dose.
 */
const nextApart = (doc: Doc, m: Mention, all: ReadonlyArray<Mention>): Mention | undefined => {
  let end = m.end
  let bracket = false
  for (const x of all) {
    if (x.start <= m.start) continue
    const gap = doc.folded.slice(end, x.start)
    const opens: boolean = !bracket && /^[^()\n.;]{0,20}\(\s*$/.test(gap)
    if (opens || /^\s*[/+]\s*$/.test(gap) || (bracket && /^\s*(?:[,/+]|y|and)\s*$/.test(gap))) {
      bracket ||= opens
      end = x.end
      continue
    }
    return x
  }
  return undefined
}

/** Dose, frequency, route, lot and dates of a suspected product. */
const productDetails = (doc: Doc, mention: Mention, next: Mention | undefined): ExtractedProducto => {
  const t = doc.folded
  const o = doc.text
  const sentence = sentenceAt(doc, mention.start)
  const windowEnd = Math.min(next !== undefined && next.start > mention.end ? next.start : sentence.end, sentence.end, mention.end + 90)
  const window = t.slice(mention.end, windowEnd)
  const doses: Array<string> = []
  for (const d of matchAll(DOSE, window)) {
    if (d.index > 45 || doses.length === 2) break
    if (/^\s*\/\s*(?:dl|l|mm3)/.test(window.slice(d.index + d[0].length))) continue
    doses.push(normalizeDose(o.slice(mention.end + d.index, mention.end + d.index + d[0].length)))
  }
  const counted = /(\d+)\s*(pastillas?|tabletas?|comprimidos?|capsulas?|ampollas?|gotas|sobres?|puffs?|inyecciones|dosis)\s+(?:de\s+)?$/.exec(t.slice(Math.max(0, mention.start - 30), mention.start))
  const bareFirst = /^\s*(\d{1,4})(?=\s|[,.;)]|$)(?!\s*(?:anos|ano|dias|horas|h\b|min|semanas|meses|%|veces|x))/.exec(window)
  if (doses.length === 0 && counted && bareFirst) doses.push(bareFirst[1]!)
  if (doses.length === 0 && counted) doses.push(`${counted[1]} ${counted[2]}`)
  const auc = /^[^.;]{0,20}?\b(auc\s?\d+(?:[.,]\d+)?)\b/.exec(window)
  if (doses.length === 0 && auc) doses.push(auc[1]!.toUpperCase().replace(/\s/g, ""))
  const countedAfter = /\b(?:tomar|tomo|tome|tomado|took|taking)\s+(\d+)\s*(pastillas?|tabletas?|comprimidos?|capsulas?|sobres?|tablets?|pills?)\b/.exec(t.slice(mention.end, sentence.end))
  if (doses.length === 0 && countedAfter) doses.push(`${countedAfter[1]} ${countedAfter[2]}`)
  if (doses.length === 0 && !/^vacuna\b/i.test(mention.name)) {
    // 'losartan de 50', 'azitromicina 500': a bare number right after the name is its dose in mg.
    // '(sulfametoxazol/trimetoprima 800/160)': a combination's strengths inside the brand's bracket.
    const bare = /^\s*(?:de\s+)?(?:\([^)\d]{0,40}?\s)?(\d{1,4}(?:[.,]\d+)?(?:\/\d{1,4})?)(?!\s*(?:anos|ano|dias|horas|h\b|min|semanas|meses|%|\/|-|\.\d|veces|x(?!\s*\d+\s*(?:dias|days|semanas|d\b))))(?=\s|[,.;)]|$)/.exec(window)
    if (bare) doses.push(bare[1]!)
  }
  const freq = FREQUENCY.exec(window)
  const frequency = freq ? squash(o.slice(mention.end + freq.index, mention.end + freq.index + freq[0].length)) : null
  const dosis = [doses.join(", "), frequency !== null && !doses.some((d) => d.endsWith(frequency)) ? frequency : ""].filter((s) => s !== "").join(" ")

  // The route: after the name in its own stretch, then anywhere after it in the sentence, then a form before or after it.
  const sentenceAfter = t.slice(mention.end, sentence.end)
  const sentenceBefore = t.slice(sentence.start, mention.start)
  const infused = /\b(?:infusion|perfusion|goteo|bolo)\s+(?:\w+\s+)?(?:de|del)\s+$/.test(sentenceBefore.slice(-40)) ? "Intravenosa" : undefined
  const route = routeIn(window)?.label ?? infused ?? routeFromForm(fold(mention.name)) ?? routeIn(sentenceAfter)?.label ?? routeFromForm(sentenceBefore.slice(-40) + " " + window.slice(0, 40)) ?? routeIn(sentenceBefore.slice(-30))?.label
  const lot = /\blote?\s*(?:n[°o.]*)?\s*[:=]?\s*([a-z0-9][a-z0-9-]{2,})\b/.exec(t.slice(sentence.start, Math.min(sentence.end + 60, t.length)))
  const out: Record<string, string> = { nombre_producto: mention.name }
  if (dosis !== "") out.dosis_frecuencia = dosis.slice(0, 255)
  if (route !== undefined && route !== null) out.via_administracion = route
  if (lot) out.nro_lote = o.slice(t.indexOf(lot[1]!, sentence.start), t.indexOf(lot[1]!, sentence.start) + lot[1]!.length).toUpperCase()
  return out as unknown as ExtractedProducto
}

/** A form's own lines for the suspect's dose and route ('Dosis: 0.5 ml', 'Posología: 2 tab con la cena', 'Vía: IM'), when the product's line lacks them. */
const formFields = (doc: Doc, product: Record<string, unknown>): void => {
  const t = doc.folded
  const o = doc.text
  const route = /(?:^|\n)\s*(?:via(?: de administracion)?|route)\s*[:=]\s*([^\n]+)/.exec(t)
  if (route && product.via_administracion === undefined) {
    const label = routeIn(` ${route[1]!} `)?.label
    if (label !== undefined) product.via_administracion = label
  }
  const dose = /(?:^|\n)\s*(?:dosis|posologia|dose|pauta|frecuencia)(?:\s*(?:y|e|\/)\s*(?:frecuencia|dosis|via))?\s*[:=]\s*([^\n]+)/.exec(t)
  if (dose) {
    const start = dose.index + dose[0].length - dose[1]!.length
    const value = squash(o.slice(start, start + dose[1]!.length)).slice(0, 120)
    const known = typeof product.dosis_frecuencia === "string" ? product.dosis_frecuencia : ""
    if (value !== "" && !fold(known).includes(fold(value))) product.dosis_frecuencia = (known === "" ? value : `${known}, ${value}`).slice(0, 255)
  }
}

const routeFromForm = (snippet: string): string | null => {
  if (/\b(?:crema|unguento|pomada|gel|emulgel|locion|champu)\b/.test(snippet)) return "Tópica"
  if (/\b(?:eye drops|colirio|gotas oftalmicas)\b/.test(snippet)) return "Oftálmica"
  if (L.ORAL_FORMS.test(snippet)) return "Oral"
  return null
}

// ---------------------------------------------------------------------------------------------
// Dates

type DateRole = "event_onset" | "event_start" | "event_end" | "drug_start" | "drug_and_event" | "drug_end" | "birth" | "report" | "death" | "unknown"

/** Labels and cues right before a date that say what it is the date of, checked first. */
const LABELS: ReadonlyArray<readonly [RegExp, DateRole]> = [
  [/(?:nacimiento|f\.?\s?n\.?|fecha de nac\w*|nacid[oa]|naci|born|dob)\W{0,4}(?:el\s+|on\s+)?$/, "birth"],
  [/(?:fecha (?:de )?(?:fin\w*|termino|resolucion|recuperacion)(?: de la reaccion| de la ram| del evento)?|fin del evento|(?:resuel\w+|resolvi\w*|resolved|desaparec\w+|recuperad[oa]s?|recovered(?: without sequelae)?|normaliz\w+|normali[sz]ed|returned to normal|back to (?:normal|baseline|[\d.,]+(?: \w+\/?\w*)?)|cedi\w+|remiti\w+)\s+(?:completely\s+|totalmente\s+)?(?:el|al|on|by|hacia el|para el))\W{0,4}(?:el\s+)?$/, "event_end"],
  [/(?:fecha de inicio (?:de la reaccion(?: adversa)?|de la ram|del evento|del efecto|de los sintomas)|fecha (?:de la |del |de |)(?:ram|evento|reaccion|ea|ear)|(?:inicio|comienzo|aparicion)(?: de(?: la| los| el)?)? (?:reaccion(?:es)?(?: adversas?)?|ram|ea|evento|sintomas)|onset)\W{0,4}$/, "event_onset"],
  [/(?:fecha de inicio del tratamiento|inicio del tratamiento|inicio de tratamiento|fecha de administracion|fecha de vacunacion)\W{0,4}$/, "drug_start"],
  [/(?:fallecio|murio|died|obito|fallecimiento)\W{0,4}(?:el\s+)?$/, "death"],
  [/(?:suspend\w*|retir\w*|descontinu\w*|stopped|discontinued|dejo de \w+)[^.;]{0,40}?(?:el|on)?\s*$/, "drug_end"],
  [/(?:parto|nacio)\W{0,4}(?:el\s+)?$/, "event_start"],
  [/(?:^|\n)\s*(?:fecha de inicio|inicio|onset|comienzo)\s*[:=]\s*$/, "event_start"],
  [/(?:^|[.!?,;]\s*|\b(?:y|and)\s+)(?:fue|ocurrio|paso|it was|it happened|happened)\s+$/, "event_start"]
]

/** A drug being started or given before the date ('inició X el', 'recibió X IM el', 'started … since'). */
const DRUG_CUE = /(?:ciclo \d+ de|cycle \d+ of|dosis de|inici[oa]|empez[oa]|empece|comenz[oa]|started|start|since|desde|recib\w+|(?:se |le |me )?pus\w+|le dieron|administr\w*|vacun\w+|aplic\w+|infiltr\w+|inyect\w+|coloc\w+|tomo|tome|toma|tomar|taking|got|took|given)\b(?:[^.;]|\.\d){0,60}$/
/** The reaction begins right when or after the drug was given ('y a las 6 horas presentó', 'and since then'). */
/** The next sentence opens with the reaction's timing from the dose ('A los 20 minutos…', '; durante la infusión presentó…'). */
const SOON_NEXT = /^\W{0,3}(?:a (?:las?|los) \d+ (?:min\w*|horas?|h)\b|\d+ (?:min\w*|horas?) (?:despues|later)|minutes later|hours later|durante (?:la|el) (?:infusion|administracion|aplicacion|procedimiento)|during the (?:infusion|injection)|al (?:finalizar|terminar|iniciar|final de|termino de) (?:la |el )?(?:infusion|administracion|aplicacion|procedimiento|inyeccion|examen|estudio)|a los pocos minutos|al rato|inmediatamente|immediately)/
const SAME_DAY = /^[^.;]{0,45}?\b(?:a\s+(?:las?|los)\s+\d+\s*(?:h\b|horas?|min\w*)|a las \d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m|p\.m|hrs?\b|h\b)[^.;]{0,30}?(?:tuv\w+|present\w+|empez\w+|inici\w+|comenz\w+|sali\w+|aparec\w+)|(?:\d+\s*)?(?:minutos|min|horas|minutes|hours) (?:despues|later|after)|al rat\w*|a (?:las|los) (?:pocas|pocos|unas|unos) (?:horas|minutos)|a la (?:media )?hora|within (?:an?|one|\d+) (?:hours?|minutes?)|\d+ (?:minutes|min) into|el mismo dia|the same day|desde (?:la primera (?:noche|dosis|toma)|el primer dia)|from the first (?:night|day|dose)|since then|desde entonces|a partir de ese dia|(?:en|por) la (?:noche|tarde|madrugada)|esa (?:noche|tarde)|inmediatamente|immediately)/
/** An event verb right after the date, a word or two in. */
const VERB_AFTER = new RegExp(`^\\W{0,3}(?:\\(\\s*)?(?:\\w+\\s+){0,3}?${EVENT_VERBS.source.replace(/^\\b/, "")}`)

/** The visit's reason is a reaction ('por cansancio', 'con dolor epigástrico'). */
const VISIT_FOR_REACTION = new RegExp(`^\\W{0,3}(?:\\w+\\s+){0,2}?(?:con|por|with|for|complaining of)\\s+(?:\\w+\\s+){0,1}?${REACTION.source}`)

/** A reaction word a word or two after a date, not as the reason for the drug ('por dolor dental', 'x el dolor'). */
const INDICATION_FREE_REACTION = new RegExp(`^\\W{0,3}(?:(?!por\\b|para\\b|for\\b|x\\b)\\w+\\s+){0,3}?(?<!\\b(?:por|para|for|x)\\s(?:el |la |los |las |un |una )?)${REACTION.source}`)

const ORDINALS: Readonly<Record<string, number>> = { primer: 1, primero: 1, segundo: 2, tercer: 3, tercero: 3, cuarto: 4, quinto: 5, sexto: 6, septimo: 7, octavo: 8, first: 1, second: 2, third: 3, fourth: 4, fifth: 5 }

/** 'al 4to día (de tratamiento) le salieron…': the n-th day counted from the drug's start. */
const dayOfTreatment = (doc: Doc, drugStart: string | undefined): string | undefined => {
  if (drugStart === undefined) return undefined
  const m = /\b(?:al|on (?:the )?|el|en el)\s*(\d{1,2}|primer|primero|segundo|tercer|tercero|cuarto|quinto|sexto|septimo|octavo|first|second|third|fourth|fifth)\s*(?:er|ro|do|to|vo|no|mo|avo|th|st|nd|rd|°|º)?\.?\s*(?:dia|day)\b/.exec(doc.folded)
  if (!m) return undefined
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : ORDINALS[m[1]!]
  return n === undefined || n < 1 ? undefined : addDays(drugStart, n - 1)
}

/** 'exantema 48 h después de iniciar X (inicio 17/11)': hours or days counted from the drug's start. */
const hoursAfterStart = (doc: Doc, drugStart: string | undefined): string | undefined => {
  if (drugStart === undefined) return undefined
  const m = /\b(\d{1,3})\s*(h|hrs?|horas?|hours?|dias?|days?)\s+(?:despues de|tras|luego de|after)\s+(?:iniciar|empezar|comenzar|tomar|recibir|starting|beginning|taking)\b/.exec(doc.folded)
  if (!m) return undefined
  const n = Number(m[1])
  return addDays(drugStart, /^[hd]/.test(m[2]!) && !/^d/.test(m[2]!) ? Math.floor(n / 24) : n)
}

/** The report's only date, written in its heading or with an immediate reaction, when nothing else dates the reaction. */
const onlyDate = (doc: Doc, roles: ReadonlyArray<{ readonly date: FoundDate; readonly role: DateRole }>, immediate: boolean): string | undefined => {
  const open = roles.filter((r) => r.role === "unknown" || r.role === "report")
  if (roles.length !== 1 || open.length !== 1) return undefined
  const only = open[0]!
  const heading = only.date.start < 60 || /\b(?:nota|note|consulta|control|turno|servicio|fecha)\b[^.\n]{0,30}$/.test(doc.folded.slice(Math.max(0, only.date.start - 40), only.date.start))
  return immediate || (heading && /\b(?:presenta|presento|acude|consulta por|se evidencia|se observa|presents|presented)\b/.test(doc.folded)) ? only.date.iso : undefined
}

/** A note headed by its date ('Nota de enfermería 21/10/26 22:40', 'Turno noche 05/02') telling what happened at which hour: that day. */
const dateOfNote = (doc: Doc, roles: ReadonlyArray<{ readonly date: FoundDate; readonly role: DateRole }>): string | undefined => {
  const t = doc.folded
  // Headed: a cue word before it, the first line of the note, a clock time after it; or 'hoy/today' in a note told by the hour.
  const header = roles.find((r) => (r.role === "unknown" || r.role === "report") && (r.date.relative
    ? /^(?:hoy|today|ahorita)/.test(t.slice(r.date.start, r.date.end))
    : /\b(?:nota|turno|guardia|note|registro|evolucion|fecha|date|campana|servicio de \w+\.?)\b[^.\n]{0,30}$/.test(t.slice(Math.max(0, r.date.start - 40), r.date.start)) ||
      !t.slice(0, r.date.start).includes("\n") && t.indexOf("\n") > 0 || (r.date.start < 40 && /^\s*[:)]/.test(t.slice(r.date.end, r.date.end + 3))) || /^\s*(?:\d{1,2}:\d{2}|\d{1,2}\s*(?:h|hrs|am|pm)\b)/.test(t.slice(r.date.end, r.date.end + 8))))
  if (header === undefined) return undefined
  const clocked = /\b(?:a las \d{1,2}(?::\d{2})?|at \d{1,2}(?::\d{2})|a los \d+ min\w*|\d+ (?:minutes|minutos|min) (?:into|despues|later)|(?:into|durante|during) (?:the |la )?infusi\w+|\d{1,2}\s?(?:am|pm)\b|at \d+ min\w*)/
  return clocked.test(header.date.relative ? t : t.slice(header.date.end)) ? header.date.iso : undefined
}

/** What a date is the date of, from the words around it. */
const roleOf = (doc: Doc, date: FoundDate, others: ReadonlyArray<FoundDate> = []): DateRole => {
  const t = doc.folded
  const sentence = sentenceAt(doc, date.start)
  // Words beyond another date belong to that date.
  const previousEnd = Math.max(0, ...others.filter((d) => d.end <= date.start).map((d) => d.end))
  const nextStart = Math.min(t.length, ...others.filter((d) => d.start >= date.end).map((d) => d.start))
  const before = t.slice(Math.max(sentence.start, date.start - 90, previousEnd), date.start)
  const after = t.slice(date.end, Math.min(sentence.end, date.end + 70, nextStart))
  const nearBefore = before.slice(-45)
  for (const [re, role] of LABELS) {
    if (!re.test(nearBefore)) continue
    // A bare 'Inicio:' line right under the drug's line is the drug's start.
    if (role === "event_start" && /(?:^|\n)\s*(?:fecha de inicio|inicio|comienzo)\s*[:=]\s*$/.test(nearBefore) &&
      /^\s*(?:medicamento|farmaco|producto|drug|suspect drug)\b/.test(t.slice(0, date.start).split("\n").slice(0, -1).reverse().find((l) => l.trim() !== "") ?? "")) return "drug_start"
    return role
  }
  // 'Since the second injection (2026-04-08) she has had nausea': the onset, dated by the dose.
  if (/(?:since|desde)\s+(?:the|la|el)\s+(?:\w+\s+){0,2}(?:injection|dose|dosis|inyeccion|aplicacion|toma)\s*\(\s*$/.test(nearBefore) && (VERB_AFTER.test(after.replace(/^\s*\)/, "")) || INDICATION_FREE_REACTION.test(after.replace(/^\s*\)/, "")))) return "event_onset"
  // 'Consulta el 08/07 por cansancio', 'El 14/08 regresó a la botica con dolor epigástrico': the visit for the reaction.
  if (/(?:consult\w*|acud\w*|acude|regres\w*|volvi\w*|vino|came in|presented)\s+(?:a \w+(?: \w+)? )?(?:el\s+|on\s+)?$/.test(nearBefore) && VISIT_FOR_REACTION.test(after)) return "event_start"
  if (new RegExp(`^\\W{0,3}(?:\\w+\\s+){0,1}?(?:consult\\w*|acud\\w*|acude|regres\\w*|volvi\\w*|vino|came (?:in|back)|returned|presented)\\b[^.;]{0,35}?\\b(?:con|por|with|for|complaining of)\\s+(?:\\w+\\s+){0,2}?${REACTION.source}`).test(after)) return "event_start"
  // 'Nivel sérico del 08/07/2026: 18 ng/ml (alto) con temblor fino': a finding with the reaction.
  if (/\b(?:control|examen|analisis|laboratorio|nivel\w*|resultado\w*|hemograma|perfil|labs?|lab results)\b[^.;]{0,20}$/.test(nearBefore) &&
    (/^\s*:/.test(after) || REACTION.test(after.slice(0, 60)) || REACTION.test(t.slice(sentence.start, date.start)))) return "event_start"
  if (!DRUG_CUE.test(nearBefore) && !/\b(?:note|nota|consulta|teleconsulta|turno|registro|informe|reporte|log)\b[^.;]{0,20}$/.test(nearBefore) && new RegExp(`^[^.;]{0,50}?\\b(?:con|with)\\s+(?:\\w+\\s+){0,1}?${REACTION.source}`).test(after) && !/^\W{0,3}(?:\w+\s+){0,2}?(?:por|para|for)\b/.test(after)) return "event_start"
  // 'Ingresa el 12/09 por neumonía': an admission for another reason, before the reaction.
  if (/(?:ingres\w*|admitid[oa]|admitted|hospitaliz\w*|internad[oa])\s+(?:el\s+|on\s+)?$/.test(nearBefore) && /^\W{0,3}(?:por|para|for|due to|con diagnostico de)\b/.test(after) &&
    !new RegExp(`^\\W{0,3}(?:por|for|due to)\\s+(?:\\w+\\s+){0,1}?${REACTION.source}`).test(after)) return "unknown"
  // 'desde el sábado tiene…', 'desde hace 3 días tiene los pies hinchados': the state began then.
  const since = /(?:desde|since)\s*(?:el\s+)?$/.test(nearBefore) || /^desde/.test(t.slice(date.start, date.end))
  const verbOfNext = /\b(?:on|el|del)\s*$/.test(after) && nextStart - date.end < 70
  // The drug's date, and the verb after it governs the next date ('since 2026-05-01 presented on 2026-06-10').
  if (verbOfNext && DRUG_CUE.test(nearBefore)) return "drug_start"
  if (since && !verbOfNext && (INDICATION_FREE_REACTION.test(after.slice(0, 45)) || VERB_AFTER.test(after) || (REACTION.test(nearBefore) && !DRUG_CUE.test(nearBefore.replace(/(?:desde|since)\s*(?:el\s+)?$/, ""))))) return "event_start"
  // 'Al 07/05/2026 lesiones resueltas', 'hasta el 3/4 (resuelto)'.
  if (/(?:\bal|\bhasta(?: el)?)\s*$/.test(nearBefore) && new RegExp(`^(?:[^.;]|\\.\\d){0,30}?\\bsin (?:\\w+\\s+)?${REACTION.source}`).test(after) && !REACTION.test(after.replace(/\bsin (?:\w+\s+)?\w+/g, "").slice(0, 30))) return "event_end"
  if (/^\W{0,3}(?:\w+\s+){0,3}?(?:resuelt\w*|resolvi\w*|remiti\w*|desaparec\w*|recuperad\w*|normaliz\w*|asintomatic\w*|sin sintomas|symptom[- ]free)/.test(after) && /(?:\bal|\bhasta(?: el)?|\balta(?: el)?|\bdischarged(?: on)?)\s*$/.test(nearBefore)) return "event_end"
  // 'Al día siguiente nos informó que el dolor había cedido.'
  if (/^al (?:dia siguiente|otro dia)/.test(t.slice(date.start, date.end)) && /^[^.;]{0,60}?\b(?:ha(?:bia|n|bian)? (?:cedido|desaparecido|remitido|resuelto|mejorado)|resuelt\w*|asintomatic\w*|sin sintomas|(?:ya )?estaba bien|was fine)/.test(after)) return "event_end"
  // 'empecé a tomar X hace dos semanas tengo insomnio': the drug's start; the state began some time after.
  // ('…le pusieron la vacuna y hoy tiene fiebre': a new clause, the reaction's day.)
  if (DRUG_CUE.test(nearBefore) && !/\b(?:y|e|and|pero|but)\s*$/.test(nearBefore) && /^\W{0,3}(?:\w+\s+){0,3}?(?:tengo|tiene|tenia|has|have)\b/.test(after)) return "drug_start"
  // 'El 14/02/2026 presenta exantema', '3/6/26 hipoglicemia severa', 'hoy amaneció con…'.
  if (VERB_AFTER.test(after) || INDICATION_FREE_REACTION.test(after)) return "event_start"
  // 'tos seca persistente que inició el 20/12/2025': the reaction is what started.
  if (new RegExp(`(?<!\\b(?:for|por|para|x)\\s(?:[\\w']+\\s){0,2})${REACTION.source}[^.;]{0,40}(?:que\\s+|y\\s+|that\\s+|which\\s+)?(?<!\\b(?:tras|despues de|luego de|al|after|since|desde|de)\\s)(?:inici|comenz|empez|aparec|start|began|begun)\\w*(?:\\s+(?:el\\s+|on\\s+)?|\\s[^.;]{0,30}?\\s(?:el|on)\\s+)$`).test(nearBefore)) return "event_onset"
  // 'developed acute kidney injury on 2026-02-23', 'desarrolló X el…'.
  if (/\b(?:developed|desarroll\w+|sufri\w+)\s[^.;]{0,40}?\s(?:on|el)\s*$/.test(nearBefore)) return "event_onset"
  // 'presentó shock tras la infiltración de lidocaína el 18/08': a reaction right after a dose given that day.
  if (new RegExp(`(?:${EVENT_VERBS.source}|${REACTION.source})[^.;]*\\b(?:tras|luego de|despues de|after|durante|during)\\s+(?:la |el )?(?:primera |segunda |\\w+ )?(?:dosis|administracion|aplicacion|infiltracion|inyeccion|infusion|toma|vacunacion|dose|injection|infusion)\\b[^.;]*$`).test(t.slice(sentence.start, date.start))) return "event_start"
  if (DRUG_CUE.test(before.slice(-70))) {
    const following = t.slice(sentence.end, Math.min(t.length, nextStart, sentence.end + 60))
    const sinceStart = /(?:since|desde que)\s+(?:(?:le|me|lo|la|se)\s+){0,2}(?:starting|started|taking|empez\w+|inici\w+|comenz\w+|tom\w+|cambi\w+|pus\w+|dieron|recet\w+|indic\w+|aument\w+|subieron)\b(?:[^.;]|\.\d)*$/.test(before)
    const presentNext = /^\W{0,3}(?:y\s+)?(?:presenta|presento|desarrolla|desarrollo|inicia con|hace un cuadro)\b/.test(following) && /;\s*$/.test(t.slice(Math.max(0, sentence.end - 1), sentence.end + 1))
    return sinceStart || presentNext || SAME_DAY.test(after) || (SOON_NEXT.test(following) && (EVENT_VERBS.test(following) || REACTION.test(following))) ? "drug_and_event" : "drug_start"
  }
  // 'El 6 de julio me vacuné…', 'el 3/3 inició amoxicilina': the drug's day.
  if (/^\W{0,3}(?:\w+\s+){0,1}?(?:inici[oa]|empez[oa]|empece|comenz[oa]|recibi[oa]|tom[oe]|me vacune|lo vacunaron|la vacunaron|(?:le|me|lo|la) (?:pusieron|inyectaron|aplicaron|administraron|dieron|agregaron|anadieron|prescribieron|iniciaron)|started|took|received)\b/.test(after)) return "drug_start"
  // A form's 'Fecha:' line right under the event's description.
  if (/(?:^|\n)\s*(?:fecha|date)\s*[:=]\s*$/.test(t.slice(Math.max(0, date.start - 12), date.start))) {
    const previous = t.slice(0, date.start).split("\n").slice(0, -1).reverse().find((l) => l.trim() !== "") ?? ""
    return /^\s*(?:evento|reaccion|descripcion|ram|event|reaction)\b/.test(previous) || REACTION.test(previous) ? "event_start" : "report"
  }
  const next = t.slice(sentence.end, Math.min(t.length, nextStart, sentence.end + 60))
  if (SOON_NEXT.test(next) && (EVENT_VERBS.test(next) || REACTION.test(next))) return "event_start"
  // A date followed, later in its sentence, by the reaction ('ayer, durante una tomografía, … presentó urticaria').
  if (EVENT_VERBS.test(t.slice(date.end, Math.min(sentence.end, nextStart)))) return "event_start"
  // A date after the reaction is named, with no drug cue between: the event's.
  if ((REACTION.test(before.slice(-60)) || EVENT_VERBS.test(before.slice(-60))) && !/(?:inici|empez|comenz|start)/.test(before.slice(-40))) return "event_start"
  return "unknown"
}

// ---------------------------------------------------------------------------------------------
// Reporter and contact

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/
const PHONE = /(?<![\w/.,])(?:\(\+\d{1,3}\)\s?|\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d[\d\s.-]{3,16}\d(?![\w/]|[.,]\d)/

/** The reporter's email and phone. */
export const contacts = (doc: Doc): { readonly email: string | null; readonly phone: string | null } => {
  const email = EMAIL.exec(doc.text)?.[0] ?? null
  let phone: string | null = null
  for (const m of matchAll(PHONE, doc.text)) {
    const raw = m[0].trim()
    const digits = raw.replace(/\D/g, "")
    if (digits.length < 7 || digits.length > 13) continue
    if (/^\d{1,2}[-.\s]\d{1,2}[-.\s]\d{2,4}$/.test(raw)) continue
    const before = doc.folded.slice(Math.max(0, m.index - 30), m.index)
    const after = doc.folded.slice(m.index + m[0].length, m.index + m[0].length + 12)
    if (/\b(?:dni|lote|anexo|registro|r\.?s\.?|n[°o]\.?|nro|ruc|historia|hc|codigo)\W*$/.test(before)) continue
    if (/^\s*(?:mg|ml|u\/l|ui|\/mm|mm|x|a\s+\d)/.test(after) || /\b(?:de|bajaron)\s*$/.test(before)) continue
    const cue = /(?:tel\w*|cel\w*|movil|whatsapp|wsp|numero|contacto|fono|phone|llamar|\/)\W*$/.test(before)
    const shaped = /^\(?\+/.test(raw) || /^\d{3}-\d{3}-\d{4}$/.test(raw) || /^9\d{8}$/.test(digits) || /^0\d{7,9}$/.test(digits) || /^\(0?\d{1,2}\)/.test(raw)
    if (!cue && !shaped) continue
    phone = raw
    break
  }
  return { email, phone }
}

const OCCUPATIONS: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/q\.?\s?f\.?|qf\b|quimic[oa] farmaceutic[oa]|pharmacist|farmaceutic[oa]/, "Químico farmacéutico", "Farmaceutico"],
  [/\bdr\.?|\bdra\.?|doctor|medic[oa]|neurolog|psiquiatra|pediatra|oncolog|ophthalmolog|oftalmolog|physician/, "Médico", "Profesional de salud"],
  [/\bc\.?\s?d\.?\s|odontolog|dentista|dentist/, "Odontólogo", "Profesional de salud"],
  [/lic\.?\s?enf|\benf\.?|enfermer[oa]|nurse/, "Enfermero(a)", "Profesional de salud"],
  [/obst\.?|obstetra|obstetriz|matron/, "Obstetra", "Profesional de salud"]
]

/** The writer speaks of their own reaction ('me aplicaron la vacuna… empecé con hormigueo', "I'm a 31 year old woman"). */
const FIRST_PERSON = /\b(?:tengo \d{1,3} anos|soy (?:varon|mujer|hombre) de \d{1,3}|mi medico me|deje de tomar\w*|de \d{1,3} anos, comunico|tome\b|presente\b|me hospitalizaron|i weigh|started me on|i stopped|me (?:aplicaron|pusieron|dieron|recetaron|vacunaron|inyectaron|internaron|hospitalizaron|salio|salieron|empezo|dio)\b|empece (?:con|a sentir)|(?:i'm|i am) (?:a )?\d{1,3}[- ](?:years?|yo|y\/o)|i (?:started|took|developed|have been)\b)/
/** The writer says outright the case is their own ('un caso en mí mismo'). */
const SELF_EXPLICIT = /\b(?:en mi mism[oa]|en mi persona|(?:yo )?soy (?:el|la) paciente|me paso a mi|i am the patient|happened to me|on myself)\b/
/** Someone else is the patient. */
const THIRD_PARTY = /\b(?:paciente|pcte|patient|mi (?:mama|madre|papa|padre|hij[oa]|bebe|bb|esposo|esposa|abuel\w+|herman[oa]|tio|tia|sobrin[oa])|my (?:wife|husband|son|daughter|mother|father|mom|dad|baby)|su (?:hij[oa]|madre|padre|esposo|esposa))\b/

/** The reporter's name, occupation and whether they are the patient. */
export const reporter = (doc: Doc): { readonly name: string | null; readonly occupation: string | null; readonly source: string | null; readonly self: boolean; readonly family: boolean } => {
  const o = doc.text
  const t = doc.folded
  const patterns: ReadonlyArray<RegExp> = [
    new RegExp(`(?:[Rr]eportante|REPORTANTE|[Nn]otificante|[Pp]harmacist|[Nn]urse|[Ff]armac[eé]utic[oa]|[Rr]eporta(?:do)?(?: por)?|REPORTA|[Nn]otifica(?:nte|dor|do por)?|NOTIFICA(?:DOR)?|[Rr]eported by|[Rr]eporter|[Ii]nformante|[Ii]nforma(?:do por)?|[Cc]omunica|[Rr]emite|[Ee]labora(?:do por)?|QF responsable|[Rr]esponsable|RESPONSABLE|NOTIFICADOR|REPORTANTE|[Rr]eporta su (?:madre|padre|mam[aá]|pap[aá]|hij[oa]))(?:\\s+on duty|\\s+de turno|\\s+de guardia)?\\s*[:\\-|]?\\s*(?:la |el |por la |por el |su (?:madre|padre)\\s*:?\\s*|(?:his|her|the|su) [a-záéíóú]+,\\s*|(?:[a-z]+\\s+)?(?:PharmD|RPh|MD|RN|pharmacist|nurse|physician)\\s*,\\s*)?${TITLES}*(?:(?:[A-Z][a-z]+ )?(?:[Ll]oayza|[Cc]l[ií]nico)\\s*,\\s*)?(${PERSON})`),
    new RegExp(`(?:(?:[Aa]tentamente|[Ss]aludos(?: cordiales)?|[Cc]ordialmente|[Aa]tte?\\b\\.?|[Gg]racias|[Tt]hanks|[Tt]hank you|[Cc]heers|[Rr]egards|[Bb]est|[Uu]n saludo)\\s*[,.:!]?\\s*\\n?\\s*)+(?:(?:su|tu) (?:hij[oa]|herman[oa]|espos[oa]|niet[oa]|madre|padre|mam[aá]|pap[aá])\\s*,?\\s*)?${TITLES}*(${PERSON})`),
    new RegExp(`(?:[Ss]oy (?:la |el )?(?:su [A-Za-záéíóúñ]+ )?|[Mm]e llamo |[Mm]i nombre es |(?:^|[:.]\\s*)[Yy]o,\\s*|[Ll]es? saluda (?:la |el )?|[Tt]his is |[Ll]es? habla (?:la |el )?|[Ll]e escribe |[Ll]es escribe |[Mm]y name is |I am |I'm )${TITLES}*(${PERSON})`),
    // A title opening a line or sentence; the name ends the line, or a licence number ('CEP 45781'), a contact or 'aquí' follows.
    new RegExp(`(?:^|\\n|[.!?;]\\s)\\s*${TITLES}+(${PERSON})\\s*(?:\\n|$|,|\\.\\s*$|\\s[–—-]|\\(|\\s+\\+?\\(?\\d|\\s+(?:C\\.?[EMO]\\.?P|C\\.?Q\\.?F\\.?P|C\\.?T\\.?M\\.?P|RNE)\\b|\\s+(?:aqu[ií]|here)(?=[\\s,.!]|$)|\\s+(?:de|del|from)\\s)`),
    // 'Mamá: Delia Choque, 951…', 'Nombres y apellidos del reportante: …'.
    new RegExp(`(?:^|[.!?\\n]\\s*)(?:[Mm]am[aá]|[Mm]adre|[Pp]ap[aá]|[Pp]adre|[Hh]ij[oa]|[Ff]amiliar|[Ee]spos[oa]|[Nn]ombres? y apellidos(?: del (?:reportante|notificador))?)\\s*:\\s*(${PERSON})`),
    // 'Su hijo Walter' signing a message about a parent.
    new RegExp(`(?:^|[.!?\\n]\\s*)(?:[Ss]u|[Tt]u) (?:hij[oa]|herman[oa]|espos[oa]|niet[oa]|mam[aá]|pap[aá]|madre|padre)\\s*,?\\s*(${PERSON})\\s*\\.?\\s*$`),
    // 'It's annoying but not serious. Emma Clarke, emma.clarke@gmail.com': a full name signing with its contact.
    new RegExp(`(?:^|\\n|[.!?]\\s+)(${NAME_WORD}(?:[ ]${NAME_WORD}){1,3})\\s*[,–—-]\\s*(?:[A-Za-z0-9._%+-]+@|\\+?\\(?\\d|(?:DNI|D\\.N\\.I\\.|[Cc]el\\w*|[Tt]el\\w*|[Cc]orreo|[Ee]-?mail)\\b)`),
    // A form written in capitals: 'NOTIFICADOR: DR. PERCY HUAMAN - DERMATOLOGIA'.
    /(?:NOTIFICADOR|NOTIFICANTE|REPORTANTE|NOTIFICA|REPORTA|REPORTADO POR|RESPONSABLE|QF|Q\.F\.)\s*:\s*(?:(?:DR|DRA|QF|Q\.F|LIC|ENF|OBST|TEC)\.?\s+)*([A-ZÁÉÍÓÚÑ]{2,}(?: [A-ZÁÉÍÓÚÑ]{2,}){1,3})\b/,
    new RegExp(`[.!?]\\s+(${NAME_WORD}(?:[ ]${NAME_WORD}){1,3})\\s*\\.?\\s*$`),
    new RegExp(`[.!?]\\s+(${NAME_WORD})\\s*$`),
    new RegExp(`[-–—]\\s*(${NAME_WORD})\\s*$`),
    new RegExp(`[-–—]\\s*(${NAME_WORD}(?:[ ]${NAME_WORD}){0,3})\\s*,\\s*(?:[a-z]+\\s*,\\s*)?(?:\\+?\\(?\\d|[A-Za-z0-9._%+-]+@)`),
    /\b(?:QF|Q\.F\.|DR|DRA|LIC)\.?\s+([A-ZÁÉÍÓÚÑ]{2,}(?: [A-ZÁÉÍÓÚÑ]{2,}){1,3})\s*(?:\d|$|\n)/
  ]
  for (const m of patterns.flatMap((re) => matchAll(re, o))) {
    // 'Señora Felícitas Huamaní Quispe, 38 años': a named patient, not a signature.
    const nameEnd = m.index + m[0].indexOf(m[1]!) + m[1]!.length
    if (/^,?\s*(?:de\s+)?\(?\d{1,3}\s*(?:años|anos|a\b|a\.)/.test(o.slice(nameEnd, nameEnd + 16)) &&
      !/(?:soy|me llamo|mi nombre es|i'm|i am|my name is)\s*$/.test(t.slice(Math.max(0, m.index), nameEnd - m[1]!.length))) continue
    let words = (/^[A-ZÁÉÍÓÚÑ\s]+$/.test(m[1]!) ? m[1]!.toLowerCase().replace(/(^|\s)(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase()) : m[1]!).split(/\s+/)
    // Stop at words that are not names ('Ana López Hospital' never happens, 'Botica Salud' does).
    const cut = words.findIndex((w) => L.NOT_NAMES.has(fold(w)))
    if (cut === 0) continue
    if (cut > 0) words = words.slice(0, cut)
    while (words.length > 0 && /^(?:de|del|la|los|y)$/.test(words.at(-1)!)) words = words.slice(0, -1)
    const name = words.join(" ")
    if (name === "") continue
    const around = t.slice(Math.max(0, m.index - 5), m.index + m[0].length)
    const occupation = OCCUPATIONS.find(([re]) => re.test(around))
    const self = /(?:soy (?:la |el )?(?:senor|senora|sr|sra)?|me llamo|mi nombre es|yo,|my name is|i am|i'm)/.test(t.slice(m.index, m.index + 24)) && !/soy su /.test(t.slice(m.index, m.index + 10)) &&
      /\b(?:tengo \d|me (?:pusieron|dieron|salio|duele|diagnosticaron|operaron|vacune)|empece|tome\b|mi correo|i took|i felt|\d+ years old)/.test(t)
    // A signature under a first-person report about the writer's own reaction, with no one else as the patient, is the patient's.
    const signedOwn = !self && ((occupation === undefined && FIRST_PERSON.test(t) && !THIRD_PARTY.test(t)) || SELF_EXPLICIT.test(t))
    const family = /(?:soy su |su (?:madre|padre|mama|papa|hij[oa])|mi (?:mama|papa|hij[oa]|esposo|esposa|abuel\w+|herman[oa])|my (?:wife|husband|son|daughter))/.test(t) && !self
    return {
      name: name.slice(0, 255),
      occupation: occupation?.[1] ?? (self || signedOwn ? "Paciente" : family ? "Familiar" : null),
      source: occupation?.[2] ?? (self || signedOwn ? "Paciente" : family ? "Familiar" : null),
      self: self || signedOwn,
      family
    }
  }
  return { name: null, occupation: null, source: null, self: false, family: false }
}

// ---------------------------------------------------------------------------------------------
// Seriousness, outcome, de-challenge

/** A form's question answered no ('¿Requirió hospitalización? NO', 'Hospitalización: [ ] Sí [X] No'). */
const answeredNo = (t: string, end: number): boolean => /^\w*\s*\??\s*[:\-]?\s*(?:no\b|\[\s*\]\s*si\s*\[\s*x\s*\]\s*no\b|\(\s*\)\s*si\s*\(\s*x\s*\)\s*no\b)/.test(t.slice(end, end + 30))

const negated = (t: string, at: number): boolean => NEGATION.test(t.slice(Math.max(0, at - 30), at))

/** ICH E2D seriousness criteria hinted by the text. */
export const seriousness = (doc: Doc): Array<string> => {
  const t = doc.folded
  const eventAt = firstEventAt(doc)
  const out = new Set<string>()
  const hit = (re: RegExp, code: string, accept: (m: RegExpExecArray) => boolean = () => true) => {
    for (const m of matchAll(re, t)) if (!negated(t, m.index) && !answeredNo(t, m.index + m[0].length) && accept(m)) out.add(code)
  }
  hit(/\b(?:fallec\w+|muri[oa]\b|murio|muerte|obito|deceso|exitus|died|death|fatal)\b/, "muerte", (m) => !DEATH_NOT_DEATH.test(t.slice(Math.max(0, m.index - 25), m.index + m[0].length)))
  hit(/\b(?:riesgo vital|amenaza (?:para )?(?:la )?vida|peligro de muerte|shock|choque (?:anafilactico|septico|hipovolemico)|riesgo de muerte|life[- ]threatening|paro (?:cardio)?(?:respiratorio|cardiaco)|intubad[oa]|ventilacion mecanica|potencialmente mortal|depresion respiratoria|apnea|edema de glotis|respiratory depression)\b/, "amenaza_vida")
  // A stay for another reason before the reaction ('hospitalizado en Medicina por neumonía') is not a criterion.
  hit(/\b(?:hospitaliz\w+|internad[oa]|internaron|se intern[oa]|admitted|hospitali[sz]ed|(?:en|a|a la|ingres\w* a|pas\w* a|traslad\w* a)\s+(?:la\s+)?(?:uci|unidad de cuidados intensivos)\b)/, "hospitalizacion",
    (m) => !(m.index < eventAt && /^[^.;]{0,60}\b(?:por|for)\b/.test(t.slice(m.index, m.index + 70))))
  hit(/\b(?:discapacidad|incapacidad (?:permanente|persistente|significativa)|invalidez|dano irreversible|perdida (?:permanente|irreversible)|disabilit\w+|secuelas? permanentes?)\b/, "discapacidad")
  hit(/\b(?:anomalia congenita|malformacion\w*|defecto congenito|defecto del tubo neural|espina bifida|congenital anomal\w*|birth defect)\b/, "anomalia_congenita")
  hit(/\b(?:medicamente importante|medically important|stevens[- ]johnson|ssj|sjs|necrolisis epidermica|agranulocitosis|anafilax\w*|anafilactic\w*|anaphyla\w+|ideacion suicida|ideas? (?:de muerte|suicidas?)|intento (?:de )?suicid\w*|suicidal)\b/, "medicamente_importante")
  // Anaphylaxis with a fall of pressure or intensive care: a threat to life.
  const SEVERE = "(?:hipotension|hypotension|shock|uci|icu|intubad\\w*|intubated|(?:pa|bp|presion arterial) [3-8]\\d\\/\\d{2}\\b)"
  if (new RegExp(`\\b(?:anafila\\w*|anaphyla\\w*)[^]{0,100}?\\b${SEVERE}|\\b${SEVERE}[^]{0,100}?\\b(?:anafila\\w*|anaphyla\\w*)`).test(t)) out.add("amenaza_vida")
  return [...out]
}

/** Phrases with death words that are not a death. */
const DEATH_NOT_DEATH = /\b(?:ideas?|ideacion|pensamientos?|deseos?|miedo|riesgo|peligro|thoughts?|risk) (?:de |a |of )?(?:la |una )?(?:muerte|morir|death|dying)\b/

/** The outcome (`ea_desenlace`) hinted by the text. */
export const outcome = (doc: Doc, criteria: ReadonlyArray<string>): string | null => {
  const t = doc.folded
  const labelled = /\b(?:desenlace|evolucion|outcome|resultado)\s*[:=]\s*([^\n.]+)/.exec(t)
  const read = (raw: string): string | null => {
    // 'ideas de muerte', 'riesgo de muerte' name no death.
    const s = raw.replace(new RegExp(DEATH_NOT_DEATH.source, "g"), " ")
    if (/\b(?:fallec|muri|muerte|died|death)/.test(s)) return "Muerte"
    if (/(?:con secuelas|secuelas? permanente|dano irreversible|\w+ residual\b|perdida (?:permanente|irreversible)|discapacidad permanente|quedo con secuela|with sequelae)/.test(s) && !/\b(?:sin|no tuvo|without) secuela/.test(s)) return "Secuelas"
    if (/(?:aun no (?:puedo|puede|se recupera|mejora|camina)|no se ha recuperado|no recuperad|not recovered|sin mejoria|persiste\b|persisten\b|sigue con|sigo con|seguimos con|continua con|continuo con|sigo igual|sigue igual|siguen igual|continua igual|sin cambios|persistia\w*|no se (?:me |le )?(?:pasa|quita)|(?:todavia|aun) no mejor\w*|todavia no se|aun no se (?:me |le )?pasa|still (?:has|have|cannot|can't|can not|unable)\b|(?:aun|todavia) no (?:puede|camina|mejora))/.test(s)) return "No recuperado"
    if (/(?:mejor\w*|cedi\w*|remiti\w*|desaparec\w*|se fue)(?: [^.;]{0,30}?)? (?:en|a los|tras|within|after) (?:\d+|unos|pocos|media) (?:min\w*|horas?|hours?|dias?|days?)\b/.test(s)) return "Recuperado"
    if (/(?:recuperad[oa]s?\b|se recupero|\brecupero\b|(?:me|le|que) duro \d+|lasted \d+|recuperacion (?:completa|total)|mejoria (?:completa|total)|back to (?:baseline|normal)|full recovery|recovered|resolucion (?:completa|total)|remision (?:total|completa)|ya esta bien|ahora esta bien|sin secuelas|resolved|resuelt[oa]s?\b|asintomatic[oa]|sin sintomas|sin nuevos sintomas|symptom[- ]free|went away|subsided|disappeared|cleared|revers\w+ (?:inmediata|total|completa)|con reversion|(?:ya |ahora )?esta bien(?=\s*(?:[.,;!?]|$|ahora|ya\b|gracias|y\b))|ya estaba bien|estaba bien|was fine|felt fine|now (?:fine|ok))/.test(s)) return "Recuperado"
    if (/(?:en recuperacion|recuperandose|mejorando|en mejoria|evolucion\w* favorabl\w*|evoluciona favorablemente|mejoraron|mejoran\b|en remision|improving|recovering|mejoro\b|mejora\b|(?:me|se) siente mejor|siento mejor|feels? better|(?:a little|much|somewhat) better|is better|getting better|ya reacciono|se esta recuperando|esta recuperandose|recuperandome|(?:con|presenta|hubo|leve) mejoria|(?:estoy|esta|estan|estamos|ya) (?:algo |un poco |bastante |mucho )?mejor\b|mejoria\b|(?:ha|habia|han|habian) (?:disminuido|mejorado|bajado)|\bdisminuy(?:o|eron)\b|casi normal|casi bien|almost (?:normal|gone)|(?:estan|esta|van|va|sigue|siguen) (?:bajando|disminuyendo|cediendo|desapareciendo|desinflamando|secando)|en descenso|^\s*favorable|rehabilitacion)/.test(s)) return "En recuperacion"
    if (/(?:remiti\w*|remision\b|con resolucion|resolucion (?:a|en) |desaparec\w*|desaparicion|cedi\w*|resolvi\w*|normaliz\w*|se (?:le |me )?paso\b|se (?:le |me )?pasaron|ya (?:se )?(?:le |me )?paso\b)/.test(s)) return "Recuperado"
    return null
  }
  if (labelled) {
    // A form with boxes ('[ ] Recuperado [X] En recuperación'): the ticked option only.
    const ticked = /(?:\[\s*x\s*\]|\(\s*x\s*\)|☒|☑|✓|✔)\s*([^[(☐☒☑✓✔\n]+)/.exec(labelled[1]!)
    const value = read(ticked ? ticked[1]! : labelled[1]!)
    if (value !== null) return value
  }
  if (criteria.includes("muerte")) return "Muerte"
  return read(t)
}

const WITHDRAWAL = "(?:suspend\\w*|suspension|switched to|paused|pausad[oa]|se pauso|se (?:le |lo |la )?(?:quit|retir)\\w+|ya no (?:se )?(?:le |lo |la |se lo )?(?:doy|da|damos|dan|tomo|toma|uso|usa)\\b|se (?:lo|la) quit\\w+|detenid[oa]|se detien\\w*|interrump\\w*|retir\\w*|descontinu\\w*|stop\\b|stop it|held|withdrawn|dej[oae]\\w* de (?:usar\\w*|tomar\\w*|dar\\w*)|deje de dar\\w*|stopped|discontinued|se detuvo|se cambi[oa] (?:a|por)\\b|cambi[oa] a\\b|se rot[oa])"
const IMPROVEMENT = "(?:desaparec\\w*|desaparici\\w*|casi normal|(?:estan|esta) secando|(?:ha|habia|han|habian) (?:disminuido|bajado)|remiti\\w*|remision|asintomatic\\w*|sin sintomas|sin secuelas|back to (?:normal|baseline|\\d)|(?:ya |ahora )esta bien|(?:estan|esta|van|va) (?:bajando|disminuyendo|cediendo)|en descenso|cedi\\w*|mejor\\w*|resolv\\w*|resuelt\\w*|resolucion|recuper\\w*|recover\\w*|improv\\w*|better|resolved|normaliz\\w*|evolucion\\w*\\W{0,3}favorabl\\w*)"

/** De-challenge (`desaparecio_al_suspender`): si when the reaction abated after withdrawal, no when it went on. */
export const dechallenge = (doc: Doc): "si" | "no" | null => {
  const t = doc.folded
  if (new RegExp(`(?:persisti\\w*|continu\\w*|no mejor\\w*|sin mejor\\w*)[^.]{0,40}(?:a pesar de|pese a|tras|al|despues de)\\s+${WITHDRAWAL}`).test(t)) return "no"
  // 'Dejé de tomar la pastilla ayer pero sigo igual'.
  if (new RegExp(`${WITHDRAWAL}[^.]{0,60}\\b(?:pero|aun|todavia|but)\\s+(?:\\w+\\s+)?(?:sigo|sigue|siguen|continua|continuo|persiste\\w*|still)\\b`).test(t)) return "no"
  if (new RegExp(`${IMPROVEMENT}[^.]{0,50}\\b(?:al|tras|luego de|despues de|after)\\s+(?:el\\s+|la\\s+)?${WITHDRAWAL}`).test(t)) return "si"
  if (new RegExp(`${WITHDRAWAL}[^]{0,160}?${IMPROVEMENT}`).test(t)) {
    const m = new RegExp(`${WITHDRAWAL}([^]{0,160}?)${IMPROVEMENT}`).exec(t)!
    if (!/\b(?:no|sin|not)\s*$/.test(m[1]!.slice(-8))) return "si"
  }
  return null
}

/** Re-challenge (`reaparecio_reexposicion`). */
export const rechallenge = (doc: Doc): "si" | "no" | null => {
  const t = doc.folded
  if (/(?:reapareci\w*|recurri\w*|volvio a (?:presentar|aparecer))[^.]{0,60}(?:al|tras|luego de)\s+(?:reinici|reintroduc|readministr|volver a tomar|reexpo)/.test(t)) return "si"
  if (/(?:reinici\w*|reintroduc\w*|readministr\w*|rechallenge\w*)[^.]{0,60}(?:sin recurrencia|sin reaparicion|no reaparecio|no recurrence|bien tolerad)/.test(t)) return "no"
  return null
}

// ---------------------------------------------------------------------------------------------
// Narrative

const GREETING = /^\s*(?:(?:(?:hola|ola|hello|hi|hey|buen(?:os|as)?(?: (?:dias|tardes|noches|dia))?|buen dia)(?: (?:team|equipo|doctora?|dra|dr|senor[a]?|buenas|buenos|dias|tardes|noches|a todos)){0,3}\s*[,.!:]?|(?:estimad[oa]s?|senor(?:es|a|ita)?|dear|atencion)\b[^,:\n]{0,60}[,:]|(?:asunto|subject|de|para|from|to|cc)\s*:[^\n]*\n)\s*)+/
const CLOSING = /(?:\n|^|[.!?]\s)\s*(?:atentamente|saludos(?: cordiales)?|cordialmente|att\.?|atte\.?|gracias|regards|best|un saludo)\b[\s\S]*$/

/** The narrative: the report without greeting, closing and signature. */
export const narrative = (doc: Doc): string | null => {
  let text = doc.text
  const greeting = GREETING.exec(doc.folded)
  const start = greeting ? greeting[0].length : 0
  const closing = CLOSING.exec(doc.folded.slice(start))
  const end = closing ? start + closing.index + (closing[0].startsWith("\n") ? 0 : 1) : text.length
  text = text.slice(start, end)
  const lines = text.split("\n").map((l) => l.trim()).filter((l) => l !== "" && !/^(?:[-–—]\s*)?(?:correo|email|tel\w*|cel\w*|contacto)?\s*[:.]?\s*(?:\S+@\S+|[\d\s()+.-]{7,})$/i.test(l))
  const out = squash(lines.join("\n").replace(/[ \t]+/g, " ")).slice(0, 20_000)
  return out === "" ? (squash(doc.text) === "" ? null : squash(doc.text).slice(0, 20_000)) : out
}

// ---------------------------------------------------------------------------------------------
// The whole case

/** Extracts a case from a free-text report with the rules alone. */
export const extractRules = (raw: string, options: RuleOptions): RuleResult => {
  const doc = makeDoc(raw)
  const payload: Record<string, unknown> = {}
  const who = reporter(doc)
  const selfName = who.self ? who.name : null

  const ageFound = age(doc)
  const sexFound = sex(doc, selfName)
  const initialsFound = initials(doc, selfName)
  if (initialsFound) payload.paciente_iniciales = initialsFound.value
  if (ageFound) {
    payload.paciente_edad = ageFound.value
    payload.paciente_grupo_etareo = ageGroup(ageFound.value)
  }
  if (sexFound) payload.paciente_sexo = sexFound.value
  const kg = weight(doc)
  if (kg !== null) payload.paciente_peso = kg
  const doc_id = dni(doc)
  if (doc_id !== null) payload.paciente_dni = doc_id

  if (who.name !== null) payload.reportante_nombre = who.name
  if (who.occupation !== null) payload.reportante_ocupacion = who.occupation
  if (who.source !== null) payload.fuente_notificacion = who.source
  const contact = contacts(doc)
  if (contact.email !== null) payload.reportante_email = contact.email
  if (contact.phone !== null) payload.reportante_telefono = contact.phone
  const contacto = contact.email ?? contact.phone
  if (contacto !== null) payload.reportante_contacto = contacto

  const all = mentions(doc)
  const treatments = all.filter((m) => m.treatment)
  // One entry per product: its first mention orders it, its most detailed mention describes it.
  const byName = new Map<string, { readonly first: Mention; readonly blamed: boolean; readonly withdrawn: boolean; details: Record<string, unknown> }>()
  for (const m of all) {
    if (m.treatment) continue
    const details = { ...productDetails(doc, m, nextApart(doc, m, all)) } as Record<string, unknown>
    // 'heparina no fraccionada' … 'se suspendió heparina': one product.
    const own = fold(m.name)
    const key = [...byName.keys()].find((k) => k === own || k.startsWith(`${own} `) || own.startsWith(`${k} `)) ?? own
    const seen = byName.get(key)
    if (seen === undefined) byName.set(key, { first: m, blamed: blamed(doc, m), withdrawn: withdrawn(doc, m), details })
    else {
      // The most detailed mention describes it; the others fill what it lacks ('infusión de oxaliplatino' gives the route).
      seen.details = Object.keys(details).length > Object.keys(seen.details).length
        ? { ...seen.details, ...details, nombre_producto: seen.details.nombre_producto }
        : { ...details, ...seen.details }
      byName.set(key, { ...seen, blamed: seen.blamed || blamed(doc, m), withdrawn: seen.withdrawn || withdrawn(doc, m) })
    }
  }
  // Every product after the reaction came with a treatment cue ('con tos y fiebre recibió levofloxacino'): the first one is the suspect.
  if (byName.size === 0 && treatments[0] !== undefined) {
    const m = { ...treatments[0], treatment: false }
    byName.set(fold(m.name), { first: m, blamed: false, withdrawn: false, details: { ...productDetails(doc, m, nextApart(doc, m, all)) } as Record<string, unknown> })
  }
  // A product the report blames ('se sospecha de X', 'atribuida al X', 'Medicamento sospechoso: X') comes first,
  // then one withdrawn because of the reaction ('se suspende enoxaparina') when the others were not.
  const ordered = [...byName.values()].sort((a, b) => Number(b.blamed) - Number(a.blamed) || Number(b.withdrawn) - Number(a.withdrawn) || a.first.start - b.first.start)
  const suspects = ordered.map((e) => e.first)
  const productos: Array<Record<string, unknown>> = ordered.slice(0, 10).map((e) => e.details)

  const dates = findDates(doc, options.receptionDate)
  const roles = dates.map((d) => ({ date: d, role: roleOf(doc, d, dates) }))
  const firstOf = (role: DateRole) => roles.find((r) => r.role === role || (r.role === "drug_and_event" && (role === "event_start" || role === "drug_start")))?.date.iso
  // 'luego de tomar 2 tabletas presentó…' and the day it was taken: the reaction's day too.
  const immediate = /\b(?:luego de tomar|tras tomar|al tomar|tras (?:la )?(?:primera |segunda )?(?:dosis|toma|aplicacion|administracion|inyeccion|infusion)|after taking|after (?:the )?(?:first )?(?:dose|injection)|a los \d+ minutos|minutos despues|horas despues|minutes later|hours later|inmediatamente|immediately|a (?:las|los) (?:pocas|pocos|unas|unos) (?:horas|minutos)|a la (?:media )?hora|al (?:poco )?rato|within (?:an?|one|\d+) (?:hours?|minutes?)|\d+ (?:minutes|min) into|a (?:las|los) \d+ (?:horas|minutos|min))\b/.test(doc.folded)
  const drugDays = roles.filter((r) => r.role === "drug_start")
  const eventStart = roles.find((r) => r.role === "event_onset")?.date.iso ?? firstOf("event_start") ??
    (immediate && drugDays.length === 1 ? drugDays[0]!.date.iso : undefined) ?? dayOfTreatment(doc, drugDays[0]?.date.iso) ??
    hoursAfterStart(doc, drugDays[0]?.date.iso) ?? dateOfNote(doc, roles) ?? onlyDate(doc, roles, immediate)
  // 'Symptoms resolved the same day'.
  const eventEnd = firstOf("event_end") ?? (eventStart !== undefined && /\b(?:resolved|resolvieron|resolvio|cedi\w*|desaparecieron|desaparecio|remitieron|remitio|subsided)\s+(?:the same day|el mismo dia|ese mismo dia|that day)\b/.test(doc.folded) ? eventStart : undefined)
  if (eventStart !== undefined) payload.fecha_inicio_evento = eventStart
  if (eventEnd !== undefined && (eventStart === undefined || eventEnd >= eventStart)) payload.fecha_fin_evento = eventEnd
  const birth = firstOf("birth")
  if (birth !== undefined) payload.paciente_fecha_nacimiento = birth
  // No age written, a birth date is: the age on the day of the reaction (or of reception).
  const onDay = eventStart ?? options.receptionDate ?? undefined
  if (payload.paciente_edad === undefined && birth !== undefined && onDay !== undefined && birth < onDay) {
    const years = Number(onDay.slice(0, 4)) - Number(birth.slice(0, 4)) - (onDay.slice(5) < birth.slice(5) ? 1 : 0)
    if (years >= 0 && years <= 120) {
      payload.paciente_edad = years
      payload.paciente_grupo_etareo = ageGroup(years)
    }
  }
  const drugStart = firstOf("drug_start")
  const drugEnd = firstOf("drug_end")

  const criteria = seriousness(doc)
  if (criteria.length > 0) {
    payload.ea_criterios_gravedad = criteria
    payload.gravedad = "Grave"
  }
  const desenlace = outcome(doc, criteria)
  if (desenlace !== null) payload.ea_desenlace = desenlace

  const first = productos[0]
  // A lone suspect whose form is named elsewhere ('no he dejado la pastilla'): oral.
  if (first !== undefined && suspects.length === 1 && first.via_administracion === undefined && routeFromForm(doc.folded) === "Oral") first.via_administracion = "Oral"
  if (first !== undefined) formFields(doc, first)
  if (first !== undefined) {
    if (drugStart !== undefined) first.fecha_inicio = drugStart
    if (drugEnd !== undefined) first.fecha_fin = drugEnd
    // Withdrawn and not recovered: the reaction went on without the drug.
    const de = dechallenge(doc) ?? (desenlace === "No recuperado" && new RegExp(WITHDRAWAL).test(doc.folded.slice(firstEventAt(doc))) ? "no" : null)
    if (de !== null) first.desaparecio_al_suspender = de
    const re = rechallenge(doc)
    if (re !== null) first.reaparecio_reexposicion = re
    const given = treatments.filter((m) => /(?:administr|recibi|tratad|treated|given|received|with|\by\b)/.test(doc.folded.slice(Math.max(0, m.start - 40), m.start)))
    if (given.length > 0) {
      first.paciente_recibio_tratamiento_ram = "si"
      first.detalle_tratamiento_ram = given.map((m) => m.name).join(", ")
    }
    payload.producto_sospechoso = first.dosis_frecuencia !== undefined
      ? `${String(first.nombre_producto)} ${String(first.dosis_frecuencia)}`.slice(0, 255)
      : String(first.nombre_producto)
    payload.productos = productos
  }

  const story = narrative(doc)
  if (story !== null) payload.descripcion_evento = story

  // Words the catalog may know: capitalized words inside sentences and unknown words before a dose.
  const terms = new Set<string>()
  for (const m of matchAll(/(?<=[a-záéíóúñ,;:(]\s+)([A-ZÁÉÍÓÚÑ][A-Za-zÁÉÍÓÚÑáéíóúñ-]{3,})/, doc.text)) {
    const w = fold(m[1]!)
    if (!L.NOT_NAMES.has(w) && !L.FEMALE_NAMES.has(w) && !L.MALE_NAMES.has(w) && !ALL_INGREDIENTS.has(w)) terms.add(m[1]!)
  }
  for (const m of suspects) if (!m.known) terms.add(m.name)

  return { payload: payload as ExtractedCase, suspects, catalogTerms: [...terms].slice(0, 12) }
}
