/**
 * Suspect product names: the words that name a medicine (presentation words dropped), typos forgiven, and when two names are one product.
 */
import { fold } from "../../kernel/Fields.js"
import { BRAND_INGREDIENTS } from "./brandLexicon.js"

// ---------------------------------------------------------------------------------------------
// Products

// Words that say how a medicine is presented, not which one it is.
export const PRODUCT_NOISE = new Set([
  "tableta", "tabletas", "tab", "tabs", "comprimido", "comprimidos", "comp", "capsula", "capsulas", "cap", "caps",
  "gragea", "grageas", "jarabe", "suspension", "solucion", "sol", "susp", "inyectable", "iny", "inj", "ampolla", "ampollas",
  "amp", "vial", "viales", "frasco", "fco", "sobre", "sobres", "crema", "unguento", "gel", "gotas", "oftalmica", "oftalmico",
  "topico", "topica", "oral", "polvo", "liofilizado", "para", "reconstituir", "recubierta", "recubiertas", "recubierto",
  "liberacion", "prolongada", "retardada", "retard", "dispersable", "efervescente", "masticable", "aerosol", "inhalador",
  "inhalacion", "spray", "parche", "parches", "ovulo", "ovulos", "supositorio", "supositorios", "intravenoso", "intravenosa",
  "intramuscular", "subcutanea", "subcutaneo", "mg", "g", "gr", "mcg", "ug", "ml", "ui", "iu", "meq", "mmol", "dosis", "x", "de",
  "del", "con", "y", "en", "por", "al", "la", "el", "los", "las", "c", "cada", "h", "hr", "hrs", "horas", "dia", "dias", "via",
  // Salts and the word 'ácido' name the form of an active ingredient, not a different one.
  "acido", "sodico", "sodica", "potasico", "potasica", "calcico", "calcica", "magnesico", "clorhidrato", "hidrocloruro",
  "hcl", "maleato", "sulfato", "bisulfato", "fosfato", "dihidrato", "trihidrato", "monohidrato", "besilato", "succinato",
  "tartrato", "acetato", "citrato", "mesilato", "bromhidrato", "dipropionato", "propionato", "valerato", "sal",
  // Devices a biological comes in, and their hurried forms ('Adalyn jer 40').
  "jeringa", "jeringas", "jer", "prellenada", "prellenadas", "prellenado", "precargada", "precargadas", "pluma", "plumas",
  "autoinyector", "lapicero", "cartucho", "cartuchos", "infusion", "perfusion", "concentrado", "endovenoso", "endovenosa",
  // A licensing partner's E2B or CIOMS form names forms and salts in English (not sodium or
  // potassium: 'potassium chloride' and 'sodium chloride' are two products).
  "tablet", "tablets", "capsule", "capsules", "solution", "injection", "injectable", "film", "coated", "prefilled",
  "syringe", "pre", "filled", "powder", "for", "cream", "ointment", "drops", "hard", "soft", "extended", "release", "modified",
  "concentrate", "and", "hydrochloride", "maleate", "sulfate", "sulphate", "phosphate",
  "mesylate", "besylate", "succinate", "tartrate", "acetate", "citrate", "hydrobromide", "dihydrate", "monohydrate",
  "trihydrate", "acid",
  // A clinical trial's words for its blinded medicine name no medicine: two protocols' "fármaco en
  // estudio (ciego)" or "study drug/placebo" are two products; the protocol's code names it.
  "placebo", "ciego", "ciega", "blinded", "blind", "study", "drug", "farmaco", "estudio", "investigacion", "investigational",
  "protocolo", "protocol", "ensayo", "producto",
  // A hospital's note of a participant who does not know the medicine: 'medicación de ensayo clínico (no precisa)'.
  "medicacion", "clinico", "clinica", "precisa", "especificado", "especificada"
])

// A protocol's or a sponsor's code for a medicine ('CDV-220', 'KLP-0457'): three or four letters, a
// hyphen and three digits or more, one word; split, its letters alone would name every product of
// the sponsor. Two letters are a registration's ('EE-01234'), two digits a kind of vaccine or a
// year ('COVID-19'), and a lot is not a name ('LOT-20231').
const CODE = /\b(?!lot-|reg-)([a-z]{3,4})-(\d{3,6})\b/g
const CODE_WORD = /^[a-z]{3,4}\d{3,6}$/

/** The significant words of a product name: brand or ingredient, without dose, form, salt or marks. */
export const productTokens = (raw: string | null | undefined): ReadonlyArray<string> => {
  if (typeof raw !== "string") return []
  const text = fold(raw).replace(/[®™©]/g, " ").replace(CODE, "$1$2")
  const out: Array<string> = []
  for (const word of text.split(/[^a-z0-9]+/)) {
    // A word with a digit is a dose or a code, unless it is a known abbreviation ('LT4') or a medicine's code.
    if (word.length < 3 || (/\d/.test(word) && !BRAND_INGREDIENTS.has(word) && !CODE_WORD.test(word)) || PRODUCT_NOISE.has(word)) continue
    if (!out.includes(word)) out.push(word)
  }
  return out
}

/** A product name in matching form: its significant words, sorted and joined ('' when none). */
export const normalizeProduct = (raw: string | null | undefined): string => [...productTokens(raw)].sort().join(" ")

/**
 * Edit distance counting an inserted, deleted or replaced letter, or two neighbours swapped, as
 * one typo (optimal string alignment); gives up, returning `limit + 1`, once it must exceed `limit`.
 */
export const editDistance = (a: string, b: string, limit: number = Number.POSITIVE_INFINITY): number => {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let before: Array<number> = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const cur = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, before[j - 2]! + 1)
      cur.push(v)
      if (v < best) best = v
    }
    if (best > limit) return limit + 1
    before = prev
    prev = cur
  }
  return prev[b.length]!
}

/** Typos allowed in a word of this length: none below 5 letters, one up to 11, two from 12. */
export const typoBudget = (length: number): number => (length < 5 ? 0 : length < 12 ? 1 : 2)

/** Two words that are the same once a typo or two is forgiven. */
export const sameWord = (a: string, b: string): boolean =>
  a === b || editDistance(a, b, typoBudget(Math.min(a.length, b.length))) <= typoBudget(Math.min(a.length, b.length))

/** One product mention in matching form. */
export interface ProductName {
  readonly tokens: ReadonlyArray<string>
  /** Each token's {@link innSkeleton}, computed once per case (absent: computed when compared). */
  readonly skeletons?: ReadonlyArray<string> | undefined
}

/**
 * Letters a cut product word keeps at least: dispensing systems and hurried hands cut names
 * ('MEBENDAZ 100 TAB', 'METFORM 850', 'peni benzat'); five letters still name one ingredient.
 */
export const ABBREVIATION_MIN = 5

/** A product word cut short: at least {@link ABBREVIATION_MIN} letters, the beginning of the other. */
export const abbreviates = (short: string, long: string): boolean =>
  short.length >= ABBREVIATION_MIN && long.length > short.length && long.startsWith(short)

/**
 * An ingredient's name with what English and Spanish spell differently taken out: 'ph', 'th' and
 * 'y' as 'f', 't' and 'i', doubled letters once, the final vowel dropped and '-ic' read as '-ate'.
 * A licensing partner's E2B names 'AMOXICILLIN\CLAVULANATE POTASSIUM', 'PHENYTOIN' or
 * 'VALPROIC ACID' where a Peruvian form writes 'amoxicilina + ácido clavulánico', 'fenitoína' or
 * 'valproato'; both become 'amoxicilin', 'fenitoin', 'valproat'.
 */
export const innSkeleton = (word: string): string =>
  word.replace(/ph/g, "f").replace(/th/g, "t").replace(/ch/g, "c").replace(/rh/g, "r").replace(/y/g, "i").replace(/([a-z])\1/g, "$1")
    .replace(/[aeo]$/, "").replace(/ic$/, "at")

const skeletonsOf = (n: ProductName): ReadonlyArray<string> => n.skeletons ?? n.tokens.map(innSkeleton)

// Every word of the shorter name must be found (typos forgiven, cut short, or in the other
// language: only whole skeletons meet, since a typo is already forgiven on the words themselves)
// among the words of the longer one: 'amoxicilina' meets 'Amoxicilina + ácido clavulánico',
// 'insulina glargina' does not meet 'insulina aspart'.
export const sameName = (a: ProductName, b: ProductName): boolean => {
  if (a.tokens.length === 0 || b.tokens.length === 0) return false
  const [short, long] = a.tokens.length <= b.tokens.length ? [a, b] : [b, a]
  let shortInn: ReadonlyArray<string> | null = null
  let longInn: ReadonlyArray<string> | null = null
  return short.tokens.every((w, i) => long.tokens.some((v, j) => {
    if (sameWord(w, v) || abbreviates(w, v) || abbreviates(v, w)) return true
    if (w.length < ABBREVIATION_MIN || v.length < ABBREVIATION_MIN) return false
    shortInn ??= skeletonsOf(short)
    longInn ??= skeletonsOf(long)
    return shortInn[i] === longInn[j]
  }))
}

// A name, then another in brackets: 'Unidía (levonorgestrel)', 'CEFTRIAXONA (CEFATRIX)'. The name
// before the bracket is its last word, of letters only ('13-valente (Pneumoval 13)' names a kind
// of vaccine, not this one); the bracket holds up to three words.
const BRACKETED = /(?<![\p{L}\p{N}-])(\p{L}[\p{L}-]*)\s*\(([^()\n]{3,40})\)/gu

/** Words a bracket may hold for it to be a product's other name: three at most, and one of them significant. */
const ALIAS_WORDS = 3

// Words that say when, how much or who, not which medicine: 'ceftriaxona (durante 3 días)'.
const NOT_ALIAS = new Set([
  "durante", "desde", "hasta", "aprox", "aproximadamente", "segun", "tras", "luego", "previa", "previo", "total", "unica",
  "diaria", "diario", "semanal", "mensual", "ciclo", "lote", "vence", "marca", "generico", "generica", "fabricante",
  "laboratorio", "indicado", "indicada", "prescrito", "prescrita", "receta", "medico", "automedicado", "automedicacion"
])

const aliasTokens = (raw: string): ReadonlyArray<string> | null => {
  const tokens = productTokens(raw)
  return tokens.some((t) => t.length >= ABBREVIATION_MIN) && tokens.every((t) => !NOT_ALIAS.has(t)) ? tokens : null
}

// A bracket that says whose the medicine is ('de la abuela', 'medicación del abuelo', 'DE LA MAMA')
// names no product: read as one, two children's grandmothers' pills of any drug met.
const WHOSE = /^\s*(?:de|del)\s|\s(?:del|de\s+(?:la|el|los|las|su|sus|mi|mis))\s/iu

// One of the two names is a brand, written with a capital: two words in lower case are prose.
const capital = (raw: string): boolean => /^\s*\p{Lu}/u.test(raw)

// Words that name a kind of medicine, not one: 'el antibiótico (Amoxicilina)', 'su vacuna (Pentavalente)'.
const KIND_OF_MEDICINE = new Set([
  "antibiotico", "antibioticos", "vacuna", "vacunas", "inyeccion", "inyecciones", "pastilla", "pastillas", "pildora",
  "pildoras", "medicina", "medicinas", "medicamento", "medicamentos", "remedio", "remedios", "tratamiento", "producto"
])

// A product field that names one product twice: 'ERENUMAB (MIGRELAN)', 'Amoxiclav (amoxicillin\clavulanate)'.
const FIELD_BRACKET = /^([^()]+)\(([^()]+)\)([^()]*)$/

/**
 * The names a product field gives: the field, and when it holds a name and another in brackets
 * (an E2B copy's ingredient and its brand, a form's brand and its ingredient), each of them, so
 * that the other report's brand alone, or ingredient alone, meets it. A kind of medicine ('su
 * vacuna (Pentavalente)') or a bracket that says when or how much is not a name.
 */
export const fieldNames = (raw: string | null | undefined): Array<string> => {
  if (typeof raw !== "string") return []
  const m = FIELD_BRACKET.exec(raw)
  if (m === null) return [raw]
  const outer = `${m[1]!} ${m[3]!}`.trim()
  const inner = m[2]!
  const named = (part: string) => {
    const tokens = aliasTokens(part)
    return tokens !== null && tokens.some((t) => !KIND_OF_MEDICINE.has(t))
  }
  return named(outer) && named(inner) ? [raw, outer, inner] : [raw]
}

/**
 * Other names a narrative gives its own suspect product: a report names a medicine by its brand
 * and, in brackets, its ingredient (or the reverse), as a drug dictionary pairs them: 'usuaria de
 * Unidía (levonorgestrel)' with the suspect product 'Levonorgestrel 1.5 mg' also names 'Unidía', so
 * a local brand no lexicon holds meets the other report's ingredient. Only a bracket beside one of
 * the case's own product names counts (a reaction or a dose explained in brackets adds nothing).
 */
export const aliasesInText = (text: string | null | undefined, names: ReadonlyArray<ProductName>): Array<string> => {
  if (typeof text !== "string" || names.length === 0 || !text.includes("(")) return []
  const out: Array<string> = []
  const known = (tokens: ReadonlyArray<string>) => names.some((n) => sameName({ tokens }, n))
  for (const m of text.matchAll(BRACKETED)) {
    const before = m[1]!
    const inside = m[2]!
    if (inside.trim().split(/\s+/).length > ALIAS_WORDS || (!capital(before) && !capital(inside)) || WHOSE.test(inside)) continue
    const outer = aliasTokens(before)
    const inner = aliasTokens(inside)
    if (outer === null || inner === null) continue
    if (known(outer)) out.push(inside)
    else if (known(inner)) out.push(before)
  }
  return out
}
