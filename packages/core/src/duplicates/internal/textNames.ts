/**
 * The patient's name as a narrative states it, for initials: a call or an e-mail often names the
 * patient in full ('Datos del paciente: Luis Cruz Vásquez') where its initials field holds less
 * ('LC', 'Katherine Wong').
 */
import { fold } from "../../kernel/Fields.js"
import { GIVEN_NAMES } from "./givenNames.js"
import { nameLeftOut, normalizeInitials, PARTICLES, surnamesFirst, TITLES } from "./initials.js"
import { editDistance } from "./products.js"

// Words that introduce the patient's name; a relative's name is introduced otherwise ('el Sr. Hugo Aguilar (esposo de la paciente)').
const CUE = /(?:datos del paciente|nombre del paciente|paciente|pcte|pte|cliente|usuari[oa]|su (?:esposa|esposo|hija|hijo|madre|padre|mama|papa)|\b(?:el|la) (?:nin[oa]|menor|lactante))\s*[:"“]?\s*((?:[a-zñ]{2,}(?:[ \t]*,[ \t]*|[ \t]+)){1,4}[a-zñ]{2,})?/g
// Words that end a name: what follows it in a sentence, never a name's part.
const STOP = new Set([
  "de", "del", "con", "que", "refiere", "refirio", "presenta", "presento", "acude", "consulta", "llama", "indica", "manifiesta", "tiene", "tuvo",
  "anos", "ano", "meses", "mujer", "varon", "masculino", "femenino", "masc", "fem", "peso", "nino", "nina", "menor", "escolar", "lactante", "adulto", "adulta",
  "gestante", "sexo", "edad", "hc", "dni", "sis", "essalud", "nhc", "tel", "procedente", "natural", "tras", "despues", "dsp", "luego", "lgo", "desde", "hace", "se", "le",
  "la", "el", "los", "las", "en", "por", "sin", "al", "y", "quien", "cuyo", "cuya", "es", "esta", "fue", "recibe", "recibio", "toma", "tomo",
  "inicia", "inicio", "post", "para", "sobre", "segun", "no", "si", "sus", "su", "un", "una", "ha", "ya", "muy", "hoy", "ayer"
])

/** The patient's name as a narrative gives it: its initials, and its words that are not frequent given names. */
export interface TextName {
  readonly initials: string
  /** Folded (lower case, no accents); surnames, and given names too rare to be in the list. */
  readonly surnames: ReadonlyArray<string>
  /** Folded; the words that are frequent given names. */
  readonly given: ReadonlyArray<string>
}

// A surname's initial right after a name ('Q.'), not a word nor an abbreviation ('q. refiere').
const SURNAME_LETTER = /^[ \t]+([a-zñ])\.(?![a-zñ])/

/**
 * The patient's name a narrative gives after a word for the patient ('paciente', 'pcte',
 * 'cliente', 'su esposa', 'la niña', 'el menor'): two to five words before a word that cannot be
 * a name's, starting or ending with a frequent given name so that 'la paciente consulta si' is
 * not one; or frequent given names and a surname's initial ('pcte Juan Antonio Q.'). Null when
 * the narrative names no patient that way.
 */
export const nameInText = (text: string | null | undefined): TextName | null => {
  if (typeof text !== "string" || text.length === 0) return null
  const folded = fold(text)
  for (const m of folded.matchAll(CUE)) {
    if (m[1] === undefined) continue
    const words: Array<string> = []
    let comma = false
    let whole = true
    for (const part of m[1].split(/(\s*,\s*|\s+)/)) {
      if (part.trim() === ",") { comma = true; words.push(","); continue }
      if (part.trim() === "") continue
      if (STOP.has(part)) { whole = false; break }
      words.push(part)
    }
    while (words.at(-1) === ",") words.pop()
    // A given name first, then a surname's initial ('pcte Juan Antonio Q.', 'pcte Jhon Martín Q.'), as a
    // ward's note shown to others leaves the surname out: the initial is the name's last letter.
    const letter = whole && !comma ? SURNAME_LETTER.exec(folded.slice(m.index! + m[0].length))?.[1] : undefined
    const names = words.filter((w) => w !== ",")
    if (letter !== undefined && GIVEN_NAMES.has(names[0]!)) {
      return { initials: (names.map((w) => w[0]).join("") + letter).toUpperCase(), surnames: names.filter((w) => !GIVEN_NAMES.has(w)), given: names.filter((w) => GIVEN_NAMES.has(w)) }
    }
    if (names.length < 2) continue
    const first = names[0]!
    const last = names.at(-1)!
    if (!GIVEN_NAMES.has(first) && !GIVEN_NAMES.has(last)) continue
    const initials = normalizeInitials(comma ? words.join(" ").replaceAll(" , ", ", ") : names.join(" "))
    if (initials !== null && initials.length >= 2) return { initials, surnames: names.filter((w) => !GIVEN_NAMES.has(w)), given: names.filter((w) => GIVEN_NAMES.has(w)) }
  }
  return null
}

/**
 * The name written out where the initials go ('Sandra Torres Mamani', 'QUISPE LLANOS, JORGE'):
 * two words or more of three letters or more, titles and particles left out, one of them a
 * frequent given name (so that 'No consignado' is no name). Null otherwise.
 */
export const nameInField = (raw: string | null | undefined): TextName | null => {
  if (typeof raw !== "string") return null
  const names = fold(raw).split(/[^a-zñ]+/).filter((w) => w.length >= 3 && !TITLES.has(w) && !PARTICLES.has(w))
  if (names.length < 2 || !names.some((w) => GIVEN_NAMES.has(w))) return null
  const initials = normalizeInitials(raw)
  if (initials === null || initials.length < 2) return null
  return { initials, surnames: names.filter((w) => !GIVEN_NAMES.has(w)), given: names.filter((w) => GIVEN_NAMES.has(w)) }
}

/**
 * One case's two readings of its patient's name, the field's and the narrative's, as one: the
 * narrative often gives less ('su esposa Sandra Torres' where the field holds 'Sandra Torres
 * Mamani'), so every surname and given name either gives counts.
 */
export const bothNames = (field: TextName | null, text: TextName | null): TextName | null =>
  field === null ? text : text === null ? field : {
    initials: text.initials,
    surnames: [...new Set([...text.surnames, ...field.surnames])],
    given: [...new Set([...text.given, ...field.given])]
  }

// How a surname sounds, as people write it from hearing it: 'Hancco' and 'Janco', 'Huanca' and
// 'Wanca', 'Quispe' and 'Kispe', 'Condori' and 'Condory' are each one sound.
const soundOf = (word: string): string =>
  word
    .replace(/cc/g, "c").replace(/qu/g, "k").replace(/q/g, "k").replace(/c([aou])/g, "k$1").replace(/c([ei])/g, "s$1").replace(/z/g, "s")
    .replace(/(?:hu|gu)(?=[aeio])/g, "w").replace(/v/g, "b").replace(/ll/g, "y").replace(/y/g, "i").replace(/j/g, "h").replace(/h/g, "")
    .replace(/(.)\1+/g, "$1")

/** Two surnames one person's could be, written from hearing or with a slip of the finger. */
const sameSurname = (a: string, b: string): boolean => {
  if (a === b) return true
  const x = soundOf(a)
  const y = soundOf(b)
  return x === y || (Math.min(x.length, y.length) >= 4 && editDistance(x, y, 1) <= 1)
}

// One given name written in full and short ('Rosario', 'Rosa'), or with a slip.
const sameGiven = (a: string, b: string): boolean =>
  a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a))) || (Math.min(a.length, b.length) >= 5 && editDistance(a, b, 1) <= 1)

const none = (xs: ReadonlyArray<string>, ys: ReadonlyArray<string>, same: (x: string, y: string) => boolean): boolean =>
  xs.length > 0 && ys.length > 0 && !xs.some((x) => ys.some((y) => same(x, y)))

/**
 * Whether two names written out alone where the initials go ('GÉNESIS', 'GLORIA';
 * internal/initials.ts `loneNameOf`) cannot be one person's: neither is the other as a given name
 * in full or short, nor as a surname as heard. Both give 'G', which alone would be the same initials.
 */
export const loneNamesDiffer = (a: string | null | undefined, b: string | null | undefined): boolean =>
  a != null && b != null && !sameGiven(a, b) && !sameSurname(a, b)

/**
 * Whether the names two narratives give their patients cannot be one person's: both give a
 * surname and none of one's is, as written or as it sounds, one of the other's ('la niña María
 * Condory' and 'la niña María Calla'); or both give a given name and none is the other's, in full
 * or short ('Ruth Mamay' and 'Rosa Mamani'). Initials alone cannot tell them: both are MC, RM.
 */
export const namesDiffer = (a: TextName | null | undefined, b: TextName | null | undefined): boolean =>
  a != null && b != null && (none(surnameForms(a), surnameForms(b), sameSurname) || none(a.given, b.given, sameGiven))

// A surname in two words is also one ('da Silva', 'dasilva').
const surnameForms = (n: TextName): ReadonlyArray<string> => n.surnames.length > 1 ? [...n.surnames, n.surnames.join("")] : n.surnames

/**
 * A case's initials, refined by the name its narrative gives: the narrative's when the field is
 * empty, holds part of them ('LC' and 'Luis Cruz Vásquez' give 'LCV') or holds them with the
 * surnames first ('QLJ' and 'PACIENTE: JORGE QUISPE LLANOS' give 'JQL'); the field's otherwise
 * (a name that disagrees with the field may be a relative's).
 */
export const refineInitials = (field: string | null, fromText: string | null): string | null => {
  if (fromText === null) return field
  if (field === null) return fromText
  if (fromText.length > field.length && nameLeftOut(field, fromText)) return fromText
  // A chart's initials with the surnames first ('QLJ') and the name its narrative gives ('PACIENTE: JORGE QUISPE LLANOS').
  return fromText.length === field.length && surnamesFirst(fromText) === field ? fromText : field
}
