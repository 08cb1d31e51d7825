/**
 * Narrative similarity: the words that carry facts (function words and the genre's own words dropped, light stems), and how alike two narratives are.
 */
import { fold } from "../../kernel/Fields.js"
import { sameWord } from "./products.js"

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

/**
 * The words of a narrative in matching form: accents and case folded, decimal commas made
 * points, function words and the wording of the genre dropped, and long words cut to their
 * first six letters so that 'generalizada' and 'generalizado' meet.
 */
export const narrativeWords = (raw: string | null | undefined): ReadonlyArray<string> => {
  if (typeof raw !== "string") return []
  const text = fold(raw).replace(/(\d),(\d)/g, "$1.$2")
  const out: Array<string> = []
  for (const match of text.matchAll(/[a-z0-9]+(?:\.[0-9]+)?/g)) {
    const word = match[0]
    if (STOPWORDS.has(word) || (word.length < 2 && !/\d/.test(word))) continue
    const stemmed = stem(word)
    if (GENRE_WORDS.has(stemmed)) continue
    out.push(stemmed)
    if (out.length >= MAX_NARRATIVE_WORDS) break
  }
  return out
}

/** A narrative prepared for comparison. */
export interface NarrativeProfile {
  readonly words: ReadonlySet<string>
}

/** Prepares a narrative. */
export const narrativeProfile = (raw: string | null | undefined): NarrativeProfile => ({ words: new Set(narrativeWords(raw)) })

/**
 * How much of their words two unrelated narratives of the genre share by chance (the same drug,
 * a similar reaction, common treatments). Similarity counts only what is shared beyond it, so
 * unrelated narratives score 0 instead of a misleading 0.3.
 */
export const NARRATIVE_CHANCE_OVERLAP = 0.4

// Typos are looked for among words of about the same length that start with the same letter.
export const misspelt = (word: string, candidates: Array<string>): number => {
  for (let i = 0; i < candidates.length; i++) {
    const v = candidates[i]!
    if (v[0] === word[0] && Math.abs(v.length - word.length) <= 1 && sameWord(word, v)) return i
  }
  return -1
}

/**
 * Similarity of two narratives, 0..1: the share of distinct words they have in common (Dice
 * coefficient, a misspelt word counting as shared), rescaled so that the chance overlap of
 * unrelated narratives gives 0 and the same words give 1. An empty narrative is like nothing.
 */
export const narrativeSimilarity = (a: NarrativeProfile, b: NarrativeProfile): number => {
  if (a.words.size === 0 || b.words.size === 0) return 0
  const [small, large] = a.words.size <= b.words.size ? [a.words, b.words] : [b.words, a.words]
  let shared = 0
  const unmatched: Array<string> = []
  for (const w of small) {
    if (large.has(w)) shared++
    else if (w.length >= 5) unmatched.push(w)
  }
  // Only worth the effort when it can change the outcome.
  if (unmatched.length > 0 && (2 * (shared + unmatched.length)) / (a.words.size + b.words.size) > NARRATIVE_CHANCE_OVERLAP) {
    const rest: Array<string> = []
    for (const v of large) if (v.length >= 5 && !small.has(v)) rest.push(v)
    for (const w of unmatched) {
      const hit = misspelt(w, rest)
      if (hit >= 0) {
        shared++
        rest.splice(hit, 1)
      }
    }
  }
  const dice = (2 * shared) / (a.words.size + b.words.size)
  const beyond = (dice - NARRATIVE_CHANCE_OVERLAP) / (1 - NARRATIVE_CHANCE_OVERLAP)
  return beyond <= 0 ? 0 : Math.min(1, beyond)
}
