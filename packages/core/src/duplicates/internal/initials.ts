/**
 * Patient initials as people type them: placeholders, dots and spaces, written-out names, and when two are one person's.
 */
import { fold } from "../../kernel/Fields.js"
import { GIVEN_NAMES } from "./givenNames.js"

// ---------------------------------------------------------------------------------------------
// Initials

// Placeholders people type when the patient is unknown: they must never match each other.
export const UNKNOWN_INITIALS = new Set(["NN", "XX", "X", "N", "SD", "SN", "NA", "ND", "NR", "NI", "XXX", "NNN"])
// Words written where the initials should be, as the whole text once folded: E2B null flavours
// (masked, unknown, asked but unknown), a laboratory's privacy mask, and Spanish "not recorded".
// They say the patient is unknown here, which never contradicts the initials another report gives.
export const PLACEHOLDER_TEXTS = new Set([
  "privacy", "private", "masked", "msk", "unk", "unknown", "asku", "nask", "ni", "na", "n a", "nn", "n n", "ninguno", "ninguna",
  "no consignado", "no consigna", "no registrado", "no registra", "no refiere", "no especificado", "no especifica", "no aplica",
  "no disponible", "no precisa", "sin dato", "sin datos", "s d", "desconocido", "desconocida", "anonimo", "anonima", "reservado",
  "confidencial", "paciente", "not provided", "not reported", "not known", "not stated", "not available", "withheld", "redacted"
])
// Where a patient lies, written where the initials go by a night shift's note ('NN CAMA 21').
const PLACES = new Set(["cama", "cuna", "incubadora", "sillon", "camilla", "box", "bed"])
// Particles of Spanish names, skipped when initials are derived from written-out names.
export const PARTICLES = new Set(["de", "del", "la", "las", "los", "y", "e", "da", "di", "van", "von"])
// Titles and words for the patient written before a name ('sra Rosa', 'RN Quispe', 'pcte Juan
// Pérez'): not initials, skipped like particles among written-out names.
export const TITLES = new Set([
  "sr", "sra", "srta", "senor", "senora", "senorita", "don", "dona", "dr", "dra", "doctor", "doctora", "lic", "ing", "prof",
  "paciente", "pcte", "pte", "nino", "nina", "bebe", "menor", "rn", "mr", "mrs", "ms", "miss", "lactante", "neonato",
  "neonata", "gemelo", "gemela", "recien", "nacido", "nacida"
])
// ('Infante' is left out of both lists: it is a surname too.)
const NO_NAME = new Set(["rn", "paciente", "pcte", "nino", "nina", "bebe", "menor", "lactante", "neonato", "neonata", "gemelo", "gemela"])
// 'Familiar de Rosa Torres', 'vecina de J.P.': the name is someone who knows the patient, not the patient.
const KNOWN_BY = /^\s*(?:familiar|pariente|vecin[oa]|amig[oa]|conocid[oa]|cuidador[a]?)\s+de\b/i

/**
 * Initials in one canonical form: upper case letters without accents, dots or spaces, so
 * 'J.P.G.', 'j p g', 'JPG', 'José Pérez García', 'JOSE PEREZ GARCIA' and 'PÉREZ GARCÍA, JOSÉ'
 * all give 'JPG'. Unknown-patient placeholders ('N.N.', 'XX', 'S/D', 'Not provided') and text
 * without letters give null.
 */
export const normalizeInitials = (raw: string | null | undefined): string | null => {
  if (typeof raw !== "string") return null
  const folded = raw.normalize("NFD").replace(/\p{M}/gu, "")
  const all = words(folded)
  // 'RN' alone is a newborn not yet named, and 'NN CAMA 21' a bed: neither names the patient.
  if (/^\s*rn\s*$/i.test(folded) || all.some((w) => PLACES.has(w.toLowerCase()))) return null
  // A title before the name ('RN de CFQ', 'pcte JPG', 'sra Rosa') and a particle after it are
  // not the name's: what is left is read on its own, so 'CFQ' stays three initials.
  let start = 0
  while (start < all.length - 1 && (TITLES.has(all[start]!.toLowerCase()) || (start > 0 && PARTICLES.has(all[start]!.toLowerCase())))) start++
  const parts = all.slice(start)
  if (parts.length === 0 || PLACEHOLDER_TEXTS.has(parts.join(" ").toLowerCase()) || KNOWN_BY.test(folded)) return null
  // A newborn's number or a word for the patient and nothing else ('RN1', 'lactante'): no name.
  // ('MR' or 'DR' alone are initials.)
  if (parts.length === 1 && NO_NAME.has(parts[0]!.toLowerCase())) return null
  // One name written out in capitals where the initials go ('GÉNESIS', 'FERNANDA', 'FLORES'): its first letter.
  if (parts.length === 1 && loneName(raw, parts[0]!)) return parts[0]![0]!.toUpperCase()
  // 'APELLIDOS, NOMBRES', as pharmacy receipts, insurers and clinical charts write a name:
  // the given names come first in initials.
  // Reordering keeps the words, so whether they are written out is asked once.
  const writtenOut = isWrittenOut(parts)
  const comma = folded.indexOf(",")
  const ordered = !writtenOut ? parts
    : comma > 0 ? [...words(folded.slice(comma + 1)), ...words(folded.slice(0, comma))]
    : givenNamesFirst(parts)
  const out = initialsOf(ordered, writtenOut).toUpperCase()
  return out === "" || UNKNOWN_INITIALS.has(out) ? null : out
}

// 'CHANCHARI CARDENAS EUSEBIO' (written out): surnames first without a comma, as registers and
// programme listings write names. Told by the given names (internal/givenNames.ts): none first, some last.
const givenNamesFirst = (parts: ReadonlyArray<string>): ReadonlyArray<string> => {
  const given = (part: string) => GIVEN_NAMES.has(part.toLowerCase())
  if (parts.length < 2 || given(parts[0]!)) return parts
  // 'MAMANI F. A.', 'QUISPE Z. R.': a chart's surname written out in capitals, then the second
  // surname's letter and the given name's; after both surnames written out ('QUISPE LLANOS J.'),
  // the given names'. One letter after one surname is the second surname's ('QUISPE F.').
  const surnames = parts.findIndex((part) => part.length === 1)
  const letters = surnames > 0 ? parts.slice(surnames) : []
  if (letters.length > 0 && letters.every((part) => part.length === 1) && (surnames > 1 || letters.length === 2) &&
    parts.slice(0, surnames).every((part) => part === part.toUpperCase())) {
    const second = surnames === 1 ? letters.slice(0, 1) : []
    return [...letters.slice(second.length), ...parts.slice(0, surnames), ...second]
  }
  let from = parts.length
  while (from > 1 && given(parts[from - 1]!)) from--
  return from === parts.length ? parts : [...parts.slice(from), ...parts.slice(0, from)]
}

const words = (text: string): Array<string> => text.split(/[^\p{L}]+/u).filter((p) => p !== "")

/**
 * The name written out alone where the initials go ('GÉNESIS', 'sra Rosa', 'RN FLORES'), folded, or
 * null: its initial is one letter, which many names share, so two such names are compared whole.
 */
export const loneNameOf = (raw: string | null | undefined): string | null => {
  if (typeof raw !== "string" || normalizeInitials(raw)?.length !== 1) return null
  const all = words(raw.normalize("NFD").replace(/\p{M}/gu, "")).filter((w) => !TITLES.has(w.toLowerCase()) && !PARTICLES.has(w.toLowerCase()))
  return all.length === 1 && all[0]!.length >= 3 ? all[0]!.toLowerCase() : null
}

// A lone word that is a name, not initials run together: four letters or more with two vowels
// (initials seldom hold two), and written with an accent ('JOSÉ'; 'MÁYC' has one vowel), a
// frequent given name ('ROSA', 'PEDRO'), or five letters or more ('FLORES').
const loneName = (raw: string, part: string): boolean => {
  const lower = part.toLowerCase()
  if (part.length < 4 || (lower.match(/[aeiou]/g)?.length ?? 0) < 2) return false
  return /[\u00C0-\u024F]/.test(raw) || GIVEN_NAMES.has(lower) || part.length >= 5
}

// A name is written out when one of its words is a name, not a group of initials: three letters
// or more, and in lower case or beside other words ('JUAN PEREZ'; a lone 'JPG' is initials).
const isWrittenOut = (parts: ReadonlyArray<string>): boolean =>
  parts.some((part) => part.length >= 3 && !PARTICLES.has(part.toLowerCase()) && (part !== part.toUpperCase() || parts.length > 1))

const initialsOf = (parts: ReadonlyArray<string>, writtenOut: boolean): string => {
  let letters = ""
  for (const part of parts) {
    const lower = part.toLowerCase()
    const hasLower = part !== part.toUpperCase()
    // Particles are skipped among written-out names ('Juan de la Peña', 'DE LA CRUZ, ANA'); in
    // 'g.e.e', 'm y r' or 'JDLC' each letter is an initial.
    if (writtenOut && parts.length > 1 && PARTICLES.has(lower) && (hasLower || part.length >= 2)) continue
    if (writtenOut && parts.length > 1 && TITLES.has(lower)) continue
    // A written-out name ('José', 'garcia', 'QUISPE') gives its first letter; 'JPG', 'jp' or a lone 'jpg' are initials already.
    const isWord = part.length >= 3 && (hasLower ? !(parts.length === 1 && part.length <= 4 && part === lower) : parts.length > 1)
    letters += isWord ? lower[0] : lower
  }
  return letters
}

/**
 * The key under which initials are indexed: four letters lose the second one (a second given
 * name that one reporter writes and another leaves out), so 'MJPG' and 'MPG' meet.
 */
export const initialsKey = (initials: string): string =>
  initials.length === 4 ? initials[0]! + initials.slice(2) : initials

/**
 * Same patient initials: equal, equal once a second given name is left out ('MJPG' / 'MPG'), or
 * four letters or more read with the surnames first. (A given name and the father's surname, 'ML'
 * for 'MLM', are {@link givenAndSurname}: part of the initials' weight.)
 */
export const sameInitials = (a: string | null, b: string | null): boolean => {
  if (a === null || b === null) return false
  if (a === b) return true
  if (a.length === b.length) return a.length >= 4 && (surnamesFirst(a) === b || surnamesFirst(b) === a)
  const [short, long] = a.length < b.length ? [a, b] : [b, a]
  return short.length === 3 && long.length === 4 && initialsKey(long) === short
}

/**
 * A given name and the father's surname, as people introduce themselves ('María Layme', ML): the
 * first two letters of the name with both surnames (MLM). Many names share them, so they count as
 * part of the initials' weight.
 */
export const givenAndSurname = (a: string | null, b: string | null): boolean =>
  a !== null && b !== null && ((a.length === 2 && b.length === 3 && b.startsWith(a)) || (b.length === 2 && a.length === 3 && a.startsWith(b)))

/**
 * A Peruvian name's initials read with the two surnames first, as clinical charts and programme
 * lists write them ('GMVL' for Victoria Luz Gutiérrez Mamani, 'VLGM'): the last two letters
 * moved to the front.
 */
export const surnamesFirst = (initials: string): string => initials.length < 3 ? initials : initials.slice(-2) + initials.slice(0, -2)

// 'RN1', 'RN 2', 'gemelo 1', 'twin 2': which of a multiple birth the report is about.
const ORDINAL = /(?:^|[^a-z])(?:rn|gemel[oa]|twin)\s*[-#.]?\s*([1-4])(?![\d])/

/** Which newborn of a multiple birth the initials name ('RN1 QUISPE', 'gemelo 2'), or null. */
export const birthOrdinal = (raw: string | null | undefined): string | null =>
  typeof raw === "string" ? ORDINAL.exec(fold(raw))?.[1] ?? null : null

/** Every letter of the shorter initials in the longer, in order: the same name with a given name or a surname left out. */
export const nameLeftOut = (a: string, b: string): boolean => {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  let i = 0
  for (const ch of long) if (ch === short[i]) i++
  return i === short.length
}
