/**
 * The patient's name as a narrative states it, for initials: a call or an e-mail often names the
 * patient in full ('Datos del paciente: Luis Cruz Vásquez') where its initials field holds less
 * ('LC', 'Katherine Wong').
 */
import { fold } from "../../kernel/Fields.js"
import { GIVEN_NAMES } from "./givenNames.js"
import { nameLeftOut, normalizeInitials } from "./initials.js"

// Words that introduce the patient's name; a relative's name is introduced otherwise ('el Sr. Hugo Aguilar (esposo de la paciente)').
const CUE = /(?:datos del paciente|nombre del paciente|paciente|pcte|pte|cliente|usuari[oa]|su (?:esposa|esposo|hija|hijo|madre|padre|mama|papa))\s*[:"“]?\s*((?:[a-zñ]{2,}(?:[ \t]*,[ \t]*|[ \t]+)){1,4}[a-zñ]{2,})?/g
// Words that end a name: what follows it in a sentence, never a name's part.
const STOP = new Set([
  "de", "del", "con", "que", "refiere", "refirio", "presenta", "presento", "acude", "consulta", "llama", "indica", "manifiesta", "tiene", "tuvo",
  "anos", "ano", "meses", "mujer", "varon", "masculino", "femenino", "nino", "nina", "menor", "escolar", "lactante", "adulto", "adulta",
  "gestante", "sexo", "edad", "hc", "dni", "tel", "procedente", "natural", "tras", "despues", "dsp", "luego", "lgo", "desde", "hace", "se", "le",
  "la", "el", "los", "las", "en", "por", "sin", "al", "y", "quien", "cuyo", "cuya", "es", "esta", "fue", "recibe", "recibio", "toma", "tomo",
  "inicia", "inicio", "post", "para", "sobre", "segun", "no", "si", "sus", "su", "un", "una", "ha", "ya", "muy", "hoy", "ayer"
])

/**
 * The initials of the patient's name a narrative gives after a word for the patient ('paciente',
 * 'pcte', 'cliente', 'su esposa'): two to five words before a word that cannot be a name's,
 * starting or ending with a frequent given name so that 'la paciente consulta si' is not one.
 * Null when the narrative names no patient that way.
 */
export const initialsInText = (text: string | null | undefined): string | null => {
  if (typeof text !== "string" || text.length === 0) return null
  for (const m of fold(text).matchAll(CUE)) {
    if (m[1] === undefined) continue
    const words: Array<string> = []
    let comma = false
    for (const part of m[1].split(/(\s*,\s*|\s+)/)) {
      if (part.trim() === ",") { comma = true; words.push(","); continue }
      if (part.trim() === "") continue
      if (STOP.has(part)) break
      words.push(part)
    }
    while (words.at(-1) === ",") words.pop()
    const names = words.filter((w) => w !== ",")
    if (names.length < 2) continue
    const first = names[0]!
    const last = names.at(-1)!
    if (!GIVEN_NAMES.has(first) && !GIVEN_NAMES.has(last)) continue
    const initials = normalizeInitials(comma ? words.join(" ").replaceAll(" , ", ", ") : names.join(" "))
    if (initials !== null && initials.length >= 2) return initials
  }
  return null
}

/**
 * A case's initials, refined by the name its narrative gives: the narrative's when the field is
 * empty or holds part of them ('LC' and 'Luis Cruz Vásquez' give 'LCV'); the field's otherwise
 * (a name that disagrees with the field may be a relative's).
 */
export const refineInitials = (field: string | null, fromText: string | null): string | null => {
  if (fromText === null) return field
  if (field === null) return fromText
  return fromText.length > field.length && nameLeftOut(field, fromText) ? fromText : field
}
