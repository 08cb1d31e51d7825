/**
 * Narrative similarity: the words that carry facts (function words and the genre's own words dropped, light stems), and how alike two narratives are.
 */
import { fold } from "../../kernel/Fields.js"
import { sameWord } from "./products.js"
import { isConcept, readReactions } from "./reactions.js"

// ---------------------------------------------------------------------------------------------
// Narratives

// Function words of Spanish: they carry no facts, so they never make two narratives alike.
export const STOPWORDS = new Set([
  "a", "al", "algo", "algun", "alguna", "algunas", "alguno", "algunos", "ante", "antes", "aun", "cada", "como", "con", "contra",
  "cual", "cuales", "cuando", "de", "del", "desde", "donde", "durante", "e", "el", "ella", "ellas", "ello", "ellos", "en", "entre",
  "era", "eran", "es", "esa", "esas", "ese", "eso", "esos", "esta", "estaba", "estas", "este", "esto", "estos", "fue", "fueron",
  "ha", "habia", "han", "hasta", "hay", "la", "las", "le", "les", "lo", "los", "mas", "me", "mi", "muy", "ni", "no", "nos", "o",
  "otra", "otras", "otro", "otros", "para", "pero", "por", "porque", "que", "quien", "se", "segun", "ser", "si", "sin", "sobre",
  "su", "sus", "tambien", "tras", "u", "un", "una", "uno", "unos", "unas", "y", "ya"
])

/** Narrative words compared: at most this many, from the start (a narrative may hold 20,000 characters). */
export const MAX_NARRATIVE_WORDS = 600

/** Long words are cut to this many letters, a light stemming for Spanish ('presentó' / 'presentando'). */
export const STEM_LENGTH = 6

export const stem = (word: string): string => (/^[a-z]+$/.test(word) && word.length > STEM_LENGTH ? word.slice(0, STEM_LENGTH) : word)

/**
 * The wording of the genre: words that nearly every Spanish adverse-reaction narrative uses
 * (the patient, the dose, "presented", "was suspended", units). Two narratives sharing them
 * share nothing about the event, so they are not compared, like function words.
 */
export const GENRE_WORDS = new Set([
  "paciente", "pacientes", "sexo", "femenino", "femenina", "masculino", "masculina", "mujer", "varon", "hombre", "nino", "nina",
  "anos", "ano", "meses", "edad", "recibe", "recibio", "recibir", "recibiendo", "administra", "administro", "administracion",
  "administrado", "tratamiento", "dosis", "via", "oral", "intravenosa", "intravenoso", "intramuscular", "subcutanea",
  "presenta", "presento", "presentando", "desarrolla", "desarrollo", "refiere", "refirio", "manifiesta", "inicia", "inicio",
  "cursa", "evidencia", "examen", "constata", "registra", "encuentra", "suspende", "suspendio", "suspension", "medicamento",
  "medicacion", "farmaco", "sospechoso", "sospecha", "evoluciona", "evolucion", "favorable", "favorablemente", "recupera",
  "recuperacion", "recuperado", "remision", "secuelas", "hospital", "hospitalizacion", "servicio", "atendida", "atendido",
  "diagnostico", "antecedente", "antecedentes", "indica", "indicado", "horas", "hora", "dias", "dia", "minutos", "semanas",
  "luego", "despues", "posterior", "reaccion", "reacciones", "adversa", "adverso", "evento", "ram", "reporte", "reporta",
  "notifica", "notificacion", "caso", "cuadro", "clinico", "signos", "sintomas", "mg", "ml", "dl", "mm3", "mmhg", "lpm", "rpm",
  "ui", "ev", "vo", "im", "iv", "sc", "primera", "segunda", "tercera", "cuarta", "quinta", "actual", "momento", "control"
].map(stem))

// The words of a narrative, and which of them name a reaction (as the concepts they name).
const prepare = (raw: string | null | undefined): { readonly words: Array<string>; readonly covered: Map<string, Array<string>> } => {
  const covered = new Map<string, Array<string>>()
  if (typeof raw !== "string") return { words: [], covered }
  const folded = fold(raw)
  const text = folded.replace(/(\d),(\d)/g, "$1.$2")
  const words: Array<string> = []
  for (const match of text.matchAll(/[a-z0-9]+(?:\.[0-9]+)?/g)) {
    // A record or document number keeps its digits however many zeros pad it ('HC: 00580999', 'HC 580999').
    const word = /^0+\d{4,}$/.test(match[0]) ? match[0].replace(/^0+/, "") : match[0]
    if (STOPWORDS.has(word) || (word.length < 2 && !/\d/.test(word))) continue
    const stemmed = stem(word)
    if (GENRE_WORDS.has(stemmed)) continue
    words.push(stemmed)
    if (words.length >= MAX_NARRATIVE_WORDS) break
  }
  const reading = readReactions(folded)
  for (const concept of reading.concepts) words.push(concept)
  for (const [word, tokens] of reading.covered) {
    const stemmed = stem(word)
    const list = covered.get(stemmed)
    if (list === undefined) covered.set(stemmed, [...tokens])
    else for (const t of tokens) if (!list.includes(t)) list.push(t)
  }
  return { words, covered }
}

/**
 * The words of a narrative in matching form: accents and case folded, decimal commas made
 * points, function words and the wording of the genre dropped, and long words cut to their
 * first six letters so that 'generalizada' and 'generalizado' meet. After the words come the
 * reaction concepts the narrative names (`~angioedema` for 'Angioedema', 'edema palpebral' or
 * 'se le hincharon los labios'; see reactions.ts): tokens no word can be, stored and counted for
 * rarity like words.
 */
export const narrativeWords = (raw: string | null | undefined): ReadonlyArray<string> => prepare(raw).words

/** A narrative prepared for comparison. */
export interface NarrativeProfile {
  /** Its words and the concept tokens of the reactions it names ({@link narrativeWords}). */
  readonly words: ReadonlySet<string>
  /**
   * The words that name a reaction, each with the concept tokens of what it names: such a word
   * is found in a narrative that names the same reaction in other words. None when absent.
   */
  readonly covered?: ReadonlyMap<string, ReadonlyArray<string>> | undefined
  /** The concept tokens of the reactions it names, once each. None when absent. */
  readonly concepts?: ReadonlyArray<string> | undefined
}

/** Prepares a narrative. */
export const narrativeProfile = (raw: string | null | undefined): NarrativeProfile => {
  const prepared = prepare(raw)
  const words = new Set(prepared.words)
  return { words, covered: prepared.covered, concepts: [...words].filter(isConcept) }
}

const conceptsOf = (n: NarrativeProfile): ReadonlyArray<string> => n.concepts ?? [...n.words].filter(isConcept)

/**
 * The share of the reactions of the narrative naming fewer that the other must name for
 * {@link sameReactions}: a patient's 'escalofríos y ahogo' and the physician's infusion reaction
 * with dyspnoea and flushing, or 'me puse amarillo y la orina negra' and 'hemólisis con ictericia',
 * tell one event in words that name half of it alike.
 */
export const SAME_REACTION_SHARE = 0.5

/**
 * Whether two narratives name the same reactions in a way that points at one report: at least
 * {@link SAME_REACTION_SHARE} of the reactions the one naming fewer names (as concept tokens) the
 * other names too, and at least one of those no other of the checked case's candidates names
 * (`local`, at most `holders` of them; without it, any). A nurse's
 * note or a patient's call repeats the report's reaction among words of its own ('Nota de
 * enfermería: pcte refiere rubor facial… Se comunica a médico de turno'), which the rarity of
 * words reads as two texts; on a campaign day every child's sheet names the same fever, and
 * then naming it points at nobody.
 */
export const sameReactions = (a: NarrativeProfile, b: NarrativeProfile, local?: WordRarity, holders = 1): boolean => {
  const ca = conceptsOf(a)
  const cb = conceptsOf(b)
  if (ca.length === 0 || cb.length === 0) return false
  const [fewer, other] = ca.length <= cb.length ? [ca, b.words] : [cb, a.words]
  const shared = fewer.filter((c) => other.has(c))
  if (shared.length < SAME_REACTION_SHARE * fewer.length) return false
  return local === undefined || shared.some((c) => local.count(c) <= holders)
}

/**
 * How rare each narrative word is in the case base: in how many cases' narratives it occurs, out
 * of how many. Storage keeps these counts with every write (`@atalaya/sql`'s `dup_word_counts`);
 * in memory they come from the cases at hand ({@link rarityOf}).
 */
export interface WordRarity {
  /** Cases whose narratives were counted. */
  readonly cases: number
  /** In how many of them the word occurs (0 when never seen). */
  readonly count: (word: string) => number
}

/** No counts at all: every word weighs the same (a new, empty case base). */
export const NO_RARITY: WordRarity = { cases: 0, count: () => 0 }

/** Document frequencies of the given narratives, for scoring cases held in memory. */
export const rarityOf = (narratives: Iterable<NarrativeProfile>): WordRarity => {
  const counts = new Map<string, number>()
  let cases = 0
  for (const n of narratives) {
    cases++
    for (const w of n.words) counts.set(w, (counts.get(w) ?? 0) + 1)
  }
  return { cases, count: (word) => counts.get(word) ?? 0 }
}

/**
 * Imagined cases in which no word occurs, added to the real ones. A small or new case base says
 * little about which words are common, so until it holds thousands of narratives every word
 * stays about as telling as a rare one; the counts take over as the base grows.
 */
export const RARITY_PRIOR_CASES = 1_000

/**
 * How much a shared word tells: the natural log of its inverse document frequency (smoothed by
 * {@link RARITY_PRIOR_CASES}) less {@link COMMON_WORD_INFORMATION}, never below 0.
 */
export const wordWeight = (rarity: WordRarity, word: string): number =>
  Math.max(0, Math.log((rarity.cases + RARITY_PRIOR_CASES) / (rarity.count(word) + 1)) - COMMON_WORD_INFORMATION)

/**
 * What a word held by a fifth of all narratives tells (ln 5): nothing, like a function word. Every
 * word's weight is what it tells beyond that, so a long form of common words does not add up to
 * what a few rare words say (the words of a form are not independent evidence: they come together).
 */
export const COMMON_WORD_INFORMATION = Math.log(5)

/**
 * The least information (in units of the rarest word's weight) a narrative must carry to be
 * matched in full: two narratives that say only what most reports say (a form's wording, the
 * drug, its usual reaction) are alike without pointing at one report.
 */
export const NARRATIVE_MIN_INFORMATION = 1.5

/**
 * How much of the smaller narrative's weighted content two unrelated narratives of the genre
 * share by chance (a similar reaction, common treatments). Similarity counts only what is shared
 * beyond it, so unrelated narratives score 0 instead of a misleading 0.3.
 */
export const NARRATIVE_CHANCE_OVERLAP = 0.3

// Typos are looked for among words of about the same length that start with the same letter.
export const misspelt = (word: string, candidates: Array<string>): number => {
  for (let i = 0; i < candidates.length; i++) {
    const v = candidates[i]!
    if (v[0] === word[0] && Math.abs(v.length - word.length) <= 1 && sameWord(word, v)) return i
  }
  return -1
}

// A check scores one case against tens of candidates with the same counts: each narrative's
// weights are computed once per rarity.
interface Weighed {
  /** Every word's weight, concept tokens included. */
  readonly weights: ReadonlyMap<string, number>
  /** The weight and the number of the narrative's words, concept tokens left out. */
  readonly total: number
  readonly words: number
}
const weightCache = new WeakMap<WordRarity, WeakMap<WordRarity, WeakMap<NarrativeProfile, Weighed>>>()
const NO_WORDS: ReadonlySet<string> = new Set()
// Without candidates' counts every word keeps its whole weight.
const NO_LOCAL: WordRarity = { cases: 0, count: () => 0 }

const cacheFor = (rarity: WordRarity, local: WordRarity): WeakMap<NarrativeProfile, Weighed> => {
  let byLocal = weightCache.get(rarity)
  if (byLocal === undefined) weightCache.set(rarity, byLocal = new WeakMap())
  let byNarrative = byLocal.get(local)
  if (byNarrative === undefined) byLocal.set(local, byNarrative = new WeakMap())
  return byNarrative
}

const weightsOf = (rarity: WordRarity, local: WordRarity, n: NarrativeProfile): Weighed => {
  const cache = cacheFor(rarity, local)
  let weighed = cache.get(n)
  if (weighed === undefined) {
    const weights = new Map<string, number>()
    let total = 0
    let words = 0
    for (const w of n.words) {
      const x = wordWeight(rarity, w) * (local === NO_LOCAL ? 1 : localShare(local, w))
      weights.set(w, x)
      // A concept token is what its words already say: it is how they are found, not more to find.
      if (isConcept(w)) continue
      total += x
      words++
    }
    cache.set(n, weighed = { weights, total, words })
  }
  return weighed
}

// The excluded words (a few product names) are looked up, not the narrative's hundreds of words.
const totalOf = (n: Weighed, exclude: ReadonlySet<string>): { readonly weight: number; readonly words: number } => {
  let weight = n.total
  let words = n.words
  for (const w of exclude) {
    const x = n.weights.get(w)
    if (x !== undefined) {
      weight -= x
      words--
    }
  }
  return { weight, words }
}

/**
 * Of the concept tokens a word names a reaction by, the most telling one the other narrative
 * holds (none when it holds none): 'ronchas' here, 'Urticaria' there.
 */
const namedByOther = (tokens: ReadonlyArray<string> | undefined, other: ReadonlyMap<string, number>): string | undefined => {
  if (tokens === undefined) return undefined
  let best: string | undefined
  let weight = -1
  for (const t of tokens) {
    const x = other.get(t)
    if (x !== undefined && x > weight) {
      best = t
      weight = x
    }
  }
  return best
}

/** What narrative similarity takes into account besides the two narratives. */
export interface SimilarityOptions {
  /** How rare words are in the case base; without it every word weighs the same. */
  readonly rarity?: WordRarity | undefined
  /** Words not compared: the suspect products' names, which the product part already scores. */
  readonly exclude?: ReadonlySet<string> | undefined
  /**
   * How many of the checked case's candidates hold each word ({@link rarityOf} over them): a word
   * many candidates share cannot point at one of them, however rare it is in the whole base.
   */
  readonly local?: WordRarity | undefined
}

/**
 * Imagined candidates holding no word, added to the real ones when rarity is counted among a
 * case's candidates: with one or two candidates, sharing a word says little about its rarity.
 */
export const LOCAL_PRIOR_CANDIDATES = 5

/**
 * The share of a word's weight kept among a case's candidates: all of it when at most one
 * candidate holds it (the one compared), less the more of them do, as an information share
 * (ln of candidates over holders, over ln of candidates). Vaccination sheets of one campaign day
 * share the lot and the centre: rare in the base, common among the day's candidates.
 */
export const localShare = (local: WordRarity, word: string): number => {
  const held = local.count(word)
  if (held <= 1) return 1
  const candidates = local.cases + LOCAL_PRIOR_CANDIDATES
  return Math.max(0, Math.log(candidates / held) / Math.log(candidates))
}

/**
 * Similarity of two narratives, 0..1. Each word weighs by its rarity in the case base, so what
 * is specific to a report (a lab value, a place, an unusual reaction) says much and a form's
 * wording says little. The score is the weighted share of the less informative narrative found
 * in the other (a misspelt word counting as found; a reaction the other names in other words or
 * another language, {@link NarrativeProfile.covered}, counting once, as what its concept token
 * tells, in place of the words that name it: their rarity says how rare the wording is, not the
 * reaction), so a nurse's short note or a cut copy can
 * match the full report it repeats (with `local`, words many of the case's candidates share
 * weigh less); it is measured against at least {@link NARRATIVE_MIN_INFORMATION}, so
 * boilerplate alone never matches in full; and it is
 * rescaled so that the chance overlap of unrelated narratives gives 0. Empty is like nothing.
 */
export const narrativeSimilarity = (a: NarrativeProfile, b: NarrativeProfile, options: SimilarityOptions = {}): number => {
  const rarity = options.rarity ?? NO_RARITY
  const exclude = options.exclude ?? NO_WORDS
  const local = options.local ?? NO_LOCAL
  const wa = weightsOf(rarity, local, a)
  const wb = weightsOf(rarity, local, b)
  const ta = totalOf(wa, exclude)
  const tb = totalOf(wb, exclude)
  if (ta.words === 0 || tb.words === 0) return 0
  const [small, large, smallTotal, smallNarrative] = ta.weight <= tb.weight ? [wa, wb, ta.weight, a] : [wb, wa, tb.weight, b]
  const covered = smallNarrative.covered
  const floor = NARRATIVE_MIN_INFORMATION * (Math.log(rarity.cases + RARITY_PRIOR_CASES) - COMMON_WORD_INFORMATION)
  let shared = 0
  let unmatchedWeight = 0
  const unmatched: Array<string> = []
  // Reactions the other narrative names in other words: each weighs once, as its concept token,
  // in place of the words that name it here.
  let renamed: Set<string> | null = null
  let renamedWords = 0
  for (const [w, x] of small.weights) {
    if (exclude.has(w) || isConcept(w)) continue
    if (large.weights.has(w)) {
      shared += x
      continue
    }
    const concept = covered === undefined ? undefined : namedByOther(covered.get(w), large.weights)
    if (concept !== undefined) {
      renamed ??= new Set()
      renamed.add(concept)
      renamedWords += x
    } else if (w.length >= 5) {
      unmatched.push(w)
      unmatchedWeight += x
    }
  }
  let total = smallTotal
  if (renamed !== null) {
    total -= renamedWords
    for (const t of renamed) {
      const x = large.weights.get(t)!
      shared += x
      total += x
    }
  }
  const denominator = Math.max(total, floor)
  // Typos are only worth looking for when finding them all could change the outcome.
  if (unmatched.length > 0 && (shared + unmatchedWeight) / denominator > NARRATIVE_CHANCE_OVERLAP) {
    const rest: Array<string> = []
    for (const v of large.weights.keys()) if (v.length >= 5 && !small.weights.has(v) && !exclude.has(v) && !isConcept(v)) rest.push(v)
    for (const w of unmatched) {
      const hit = misspelt(w, rest)
      if (hit >= 0) {
        shared += small.weights.get(w)!
        rest.splice(hit, 1)
      }
    }
  }
  const share = shared / denominator
  const beyond = (share - NARRATIVE_CHANCE_OVERLAP) / (1 - NARRATIVE_CHANCE_OVERLAP)
  return beyond <= 0 ? 0 : Math.min(1, beyond)
}

/** Whether both narratives name reactions (as concept tokens) and none of them is the same. */
export const otherReactions = (a: NarrativeProfile, b: NarrativeProfile): boolean => {
  const ca = conceptsOf(a)
  const cb = conceptsOf(b)
  return ca.length > 0 && cb.length > 0 && !ca.some((c) => b.words.has(c))
}
