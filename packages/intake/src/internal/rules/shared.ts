/**
 * Rule-based extraction — What the rule sections share: the options and results, the name, title and reaction patterns, and where the event is first named.
 */
import * as L from "../lexicon.js"
import { type ExtractedCase } from "../../Extraction.js"
import { type Doc, matchAll } from "../text.js"

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

export const NAME_WORD = "[A-ZÁÉÍÓÚÑ](?:'[A-Z])?[a-záéíóúñü]+"
/** A person's name: 1-4 capitalized words, particles allowed between them. */
export const PERSON = `(?:[A-ZÁÉÍÓÚÑ]\\.\\s?)?${NAME_WORD}(?:[ ](?:(?:de|del|la|los|y)[ ])?${NAME_WORD}){0,3}`
/** `source` with every letter matching either case (Node 20 has no inline `(?i:)` groups). */
export const anyCase = (source: string): string =>
  source.replace(/\\.|\[[^\]]*\]|\p{L}/gu, (part) => {
    if (part.length > 1) return part
    const lower = part.toLowerCase()
    const upper = part.toUpperCase()
    return lower === upper ? part : `[${lower}${upper}]`
  })
export const TITLES = `(?:${anyCase("(?:q\\.?\\s?f\\.?(?:\\s?(?:cl[ií]nic[oa]|oncol[oó]gic[oa]|onco\\.?|hospitalari[oa]|asistencial))?|qf(?:\\s?(?:cl[ií]nic[oa]|oncol[oó]gic[oa]|onco\\.?|hospitalari[oa]|asistencial))?|t[eé]c\\.?(?:\\s?(?:farm|enf)\\.?)?|t[eé]cnic[oa](?: en| de)? (?:farmacia|enfermer[ií]a)|pharm\\.?d?\\.?|rph\\.?|nurse practitioner|midwife|esp\\.|dr\\.?|dra\\.?|doctor[a]?|lic\\.?|enf\\.?|obst\\.?|sr\\.?|sra\\.?|srta\\.?|se[ñn]or[a]?|mg\\.?|pharmacist|nurse|enfermer[oa](?:\\s+oncol[oó]gic[oa])?|m[eé]dic[oa]|obstetra|c\\.?\\s?d\\.?|odont[oó]log[oa]|cirujan[oa] dentista|t\\.?m\\.?|tecn[oó]log[oa] m[eé]dic[oa]|qu[ií]mic[oa] farmac[eé]utic[oa]|cl[ií]n\\.)")}\\s*|R\\.?N\\.?\\s+)`

/** Reaction verbs and phrases that open the description of the event. */
export const EVENT_VERBS = /\b(?:present[oa]|presente|presentado|presenting|presented|desarroll[oa]|developed|experienced|aparec[ie]\w*|le (?:a |ha )?salid[oa]|le salieron|le salio|le dio|tiene|tengo|tuvo|ingres[oa] (?:con|por)|refier[ea]|refiri[oa]|sufri[oa]|sinti[oa]?|senti|tuve|tuvimos|amaneci[oa]|se detecta|acudi\w* (?:con|por)|consult\w* (?:por|con)|lleg[oa] con|ingres\w*|sube|subio|aumenta|aumento|se elev\w+|descendi\w*|cayo|complained|felt|noticed|detect[oa]|bajaron|reported|with (?:tongue|lip|facial)|se desmay[oa]|hizo|hace un cuadro|se produj[oa]|ocurri[oa]|occurred|se evidencia\w*|se observ[oa]|se objetiv[oa]|se constat[oa]|i have (?!been)|(?:she|he) has (?!been)|(?:she|he)'s (?:had|been having)|(?:she|he|i) (?:has|have) been (?:very |so |quite )?(?:having|feeling|confused|drowsy|dizzy|sleepy|agitated|sick)|(?:she|he) (?:has had|had)|se (?:me |le )?puso|i (?:get|got|keep getting)\b|i've (?:had|got|been having)|empez\w* (?:con|a (?:tener|sentir|presentar))|comenz\w* (?:con|a (?:tener|sentir|presentar))|inici\w* con|(?:started|began) (?:with|having|to have)|rose|increased|dropped|fell|became|se volvio|(?:la|lo|le) encontr\w+|we found (?:her|him)|se le (?!administr|aplic|coloc|indic|inyect|pus|di)\w+ron|le (?!pusieron|dieron|aplicaron|administraron|recetaron|indicaron|inyectaron|vacunaron|colocaron|cambiaron|suspendieron|retiraron|hicieron|recomendaron|dijimos|dimos|agregaron|anadieron|sumaron|asociaron|prescribieron|iniciaron|empezaron|rotaron)(?!\w+ron (?:la |el )?dosis)\w+ron)\b/

// Stems start a word: 'tos ' is no part of 'tantos '.
export const REACTION = new RegExp(`\\b(?:${L.REACTION_STEMS.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`)

export const NEGATION = /\b(?:no|sin|ni|not|without|tampoco|nunca)\b[^.;]{0,25}$/

/** Position of the first mention of the event (a reaction verb or word), or the end of the text. */
export const firstEventAt = (doc: Doc): number => {
  const verb = matchAll(EVENT_VERBS, doc.folded).find((m) => !/^(?:tiene|tengo|tuvo|tuve)$/.test(m[0]) || !/^\s+\d/.test(doc.folded.slice(m.index + m[0].length)))
  const word = REACTION.exec(doc.folded)
  return Math.min(verb?.index ?? doc.text.length, word?.index ?? doc.text.length)
}
