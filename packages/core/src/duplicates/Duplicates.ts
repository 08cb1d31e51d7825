/**
 * Duplicate detection as pure functions: the contract's scoring rule (service-spec rule 5,
 * decisions.md "Duplicates"), the normalization that lets it survive what people type, the
 * classification bands, and the blocking keys that let storage find candidates without
 * scanning every case. No I/O: a script can score a spreadsheet with nothing but this module.
 *
 * Score = the sum of the weights of the parts that match, capped at 1, rounded to two decimals:
 * same initials 0.20, same birth date 0.25, same event start date 0.20, same suspect product
 * 0.20, and 0.25 × the similarity (0..1) of the two narratives.
 */
import { normalizeRegistro } from "../case/CaseRules.js"
import { fold } from "../kernel/Fields.js"

/** The weight of each part of the score (service-spec rule 5). */
export const WEIGHTS = {
  iniciales: 0.2,
  fecha_nacimiento: 0.25,
  fecha_evento: 0.2,
  producto: 0.2,
  narrativa: 0.25
} as const

/** A score at or above this is a duplicate (`dup`). */
export const DUP_THRESHOLD = 0.8
/** A score at or above this (and below {@link DUP_THRESHOLD}) needs a person (`review`). */
export const REVIEW_THRESHOLD = 0.45
/** At most this many matches are returned (decisions.md). */
export const MAX_MATCHES = 20
/** Days either side of the event date searched by default (service-spec "Limits"). */
export const DEFAULT_DAYS_WINDOW = 60
/** Largest `days_window` accepted. */
export const MAX_DAYS_WINDOW = 365

/** The derived classification of a case. */
export type DupStatus = "dup" | "review" | "unique"

/** Status, label and color of a classification (service-spec "Duplicate classification"). */
export interface Classification {
  readonly status: DupStatus
  readonly label: string
  readonly color: "danger" | "warning" | "success"
}

/** The three bands; the contract names `Revisar`, the other labels are ours. */
export const CLASSIFICATIONS: Readonly<Record<DupStatus, Classification>> = {
  dup: { status: "dup", label: "Duplicado", color: "danger" },
  review: { status: "review", label: "Revisar", color: "warning" },
  unique: { status: "unique", label: "Único", color: "success" }
}

/** The band of a score: ≥ 0.80 dup, 0.45–0.79 review, below unique. */
export const classify = (score: number): Classification =>
  score >= DUP_THRESHOLD ? CLASSIFICATIONS.dup : score >= REVIEW_THRESHOLD ? CLASSIFICATIONS.review : CLASSIFICATIONS.unique

/** A suspected product as far as matching is concerned. */
export interface DupProducto {
  readonly nombre_producto?: string | null | undefined
  readonly ifa?: string | null | undefined
  readonly registro_sanitario?: string | null | undefined
}

/** The fields of a case that duplicate detection reads (a stored case has all of them). */
export interface DupCase {
  readonly id: number
  readonly paciente_iniciales?: string | null | undefined
  readonly paciente_fecha_nacimiento?: string | null | undefined
  readonly fecha_inicio_evento?: string | null | undefined
  /** Stands in for a missing event date when placing a case in the date window. */
  readonly fecha_recepcion?: string | null | undefined
  readonly producto_sospechoso?: string | null | undefined
  readonly descripcion_evento?: string | null | undefined
  readonly productos?: ReadonlyArray<DupProducto> | undefined
}

// ---------------------------------------------------------------------------------------------
// Initials

// Placeholders people type when the patient is unknown: they must never match each other.
const UNKNOWN_INITIALS = new Set(["NN", "XX", "X", "N", "SD", "SN", "NA", "ND", "NR", "NI", "XXX", "NNN"])
// Particles of Spanish names, skipped when initials are derived from written-out names.
const PARTICLES = new Set(["de", "del", "la", "las", "los", "y", "e", "da", "di", "van", "von"])

/**
 * Initials in one canonical form: upper case letters without accents, dots or spaces, so
 * 'J.P.G.', 'j p g', 'JPG' and 'José Pérez García' all give 'JPG'. Unknown-patient placeholders
 * ('N.N.', 'XX', 'S/D') and text without letters give null.
 */
export const normalizeInitials = (raw: string | null | undefined): string | null => {
  if (typeof raw !== "string") return null
  const parts = raw.normalize("NFD").replace(/\p{M}/gu, "").split(/[^\p{L}]+/u).filter((p) => p !== "")
  if (parts.length === 0) return null
  let letters = ""
  for (const part of parts) {
    const lower = part.toLowerCase()
    const hasLower = part !== part.toUpperCase()
    // 'de', 'la' between written-out names; as capitals ('JDLC') they are initials.
    if (parts.length > 1 && hasLower && PARTICLES.has(lower)) continue
    // A written-out name ('José', 'garcia') gives its first letter; 'JPG', 'jp' or a lone 'jpg' are initials already.
    const isWord = part.length >= 3 && hasLower && !(parts.length === 1 && part.length <= 4 && part === lower)
    letters += isWord ? lower[0] : lower
  }
  const out = letters.toUpperCase()
  return out === "" || UNKNOWN_INITIALS.has(out) ? null : out
}

/**
 * The key under which initials are indexed: four letters lose the second one (a second given
 * name that one reporter writes and another leaves out), so 'MJPG' and 'MPG' meet.
 */
export const initialsKey = (initials: string): string =>
  initials.length === 4 ? initials[0]! + initials.slice(2) : initials

/** Same patient initials: equal, or equal once a second given name is left out ('MJPG' / 'MPG'). */
export const sameInitials = (a: string | null, b: string | null): boolean => {
  if (a === null || b === null) return false
  if (a === b) return true
  const [short, long] = a.length < b.length ? [a, b] : [b, a]
  return short.length === 3 && long.length === 4 && initialsKey(long) === short
}

// ---------------------------------------------------------------------------------------------
// Dates

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/

/** A date as `YYYY-MM-DD`, or null when absent, malformed or a placeholder before 1900. */
export const normalizeDate = (raw: string | null | undefined): string | null => {
  if (typeof raw !== "string") return null
  const m = ISO_DATE.exec(raw.trim())
  if (!m || Number(m[1]) < 1900) return null
  return `${m[1]}-${m[2]}-${m[3]}`
}

const LAST_DATE = "9999-12-31"

/** `isoDate` moved by `days`, kept within four-digit years (a window around 9999-12-31 ends there). */
export const shiftDate = (isoDate: string, days: number): string => {
  const d = new Date(`${isoDate}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  const year = d.getUTCFullYear()
  if (year > 9999) return LAST_DATE
  if (year < 1) return "0001-01-01"
  return d.toISOString().slice(0, 10)
}

// ---------------------------------------------------------------------------------------------
// Products

// Words that say how a medicine is presented, not which one it is.
const PRODUCT_NOISE = new Set([
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
  "tartrato", "acetato", "citrato", "mesilato", "bromhidrato", "dipropionato", "propionato", "valerato", "sal"
])

/** The significant words of a product name: brand or ingredient, without dose, form, salt or marks. */
export const productTokens = (raw: string | null | undefined): ReadonlyArray<string> => {
  if (typeof raw !== "string") return []
  const text = fold(raw).replace(/[®™©]/g, " ")
  const out: Array<string> = []
  for (const word of text.split(/[^a-z0-9]+/)) {
    if (word.length < 3 || /\d/.test(word) || PRODUCT_NOISE.has(word)) continue
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
const typoBudget = (length: number): number => (length < 5 ? 0 : length < 12 ? 1 : 2)

/** Two words that are the same once a typo or two is forgiven. */
export const sameWord = (a: string, b: string): boolean =>
  a === b || editDistance(a, b, typoBudget(Math.min(a.length, b.length))) <= typoBudget(Math.min(a.length, b.length))

/** One product mention in matching form. */
export interface ProductName {
  readonly tokens: ReadonlyArray<string>
}

// Every word of the shorter name must be found (typos forgiven) among the words of the longer one:
// 'amoxicilina' meets 'Amoxicilina + ácido clavulánico', 'insulina glargina' does not meet 'insulina aspart'.
const sameName = (a: ProductName, b: ProductName): boolean => {
  if (a.tokens.length === 0 || b.tokens.length === 0) return false
  const [short, long] = a.tokens.length <= b.tokens.length ? [a.tokens, b.tokens] : [b.tokens, a.tokens]
  return short.every((w) => long.some((v) => sameWord(w, v)))
}

// ---------------------------------------------------------------------------------------------
// Narratives

// Function words of Spanish: they carry no facts, so they never make two narratives alike.
const STOPWORDS = new Set([
  "a", "al", "algo", "algun", "alguna", "algunas", "alguno", "algunos", "ante", "antes", "aun", "cada", "como", "con", "contra",
  "cual", "cuales", "cuando", "de", "del", "desde", "donde", "durante", "e", "el", "ella", "ellas", "ello", "ellos", "en", "entre",
  "era", "eran", "es", "esa", "esas", "ese", "eso", "esos", "esta", "estaba", "estas", "este", "esto", "estos", "fue", "fueron",
  "ha", "habia", "han", "hasta", "hay", "la", "las", "le", "les", "lo", "los", "mas", "me", "mi", "muy", "ni", "no", "nos", "o",
  "otra", "otras", "otro", "otros", "para", "pero", "por", "porque", "que", "quien", "se", "segun", "ser", "si", "sin", "sobre",
  "su", "sus", "tambien", "tras", "u", "un", "una", "uno", "unos", "unas", "y", "ya"
])

/** Narrative words compared: at most this many, from the start (a narrative may hold 20,000 characters). */
const MAX_NARRATIVE_WORDS = 600

/** Long words are cut to this many letters, a light stemming for Spanish ('presentó' / 'presentando'). */
const STEM_LENGTH = 6

const stem = (word: string): string => (/^[a-z]+$/.test(word) && word.length > STEM_LENGTH ? word.slice(0, STEM_LENGTH) : word)

/**
 * The wording of the genre: words that nearly every Spanish adverse-reaction narrative uses
 * (the patient, the dose, "presented", "was suspended", units). Two narratives sharing them
 * share nothing about the event, so they are not compared, like function words.
 */
const GENRE_WORDS = new Set([
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
const misspelt = (word: string, candidates: Array<string>): number => {
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

// ---------------------------------------------------------------------------------------------
// Profiles and scoring

/** A case prepared for matching: every field in normalized form, computed once. */
export interface Profile {
  readonly id: number
  readonly initials: string | null
  readonly birthDate: string | null
  readonly eventDate: string | null
  /** Where the case sits in the date window: its event date, else its reception date. */
  readonly anchorDate: string | null
  readonly products: ReadonlyArray<ProductName>
  readonly registros: ReadonlySet<string>
  readonly narrative: NarrativeProfile
}

/** Product names compared per case: far more suspect products than any report lists, and a bound on the work. */
const MAX_PRODUCT_NAMES = 50

/**
 * Prepares a case: the free-text suspect product, and every nested product's name and active
 * ingredient, are product names; nested registration numbers are compared in normalized form.
 */
export const profile = (c: DupCase): Profile => {
  const names: Array<ProductName> = []
  const seen = new Set<string>()
  const add = (raw: string | null | undefined) => {
    const tokens = productTokens(raw)
    const key = tokens.join(" ")
    if (tokens.length > 0 && !seen.has(key) && names.length < MAX_PRODUCT_NAMES) {
      seen.add(key)
      names.push({ tokens })
    }
  }
  add(c.producto_sospechoso)
  const registros = new Set<string>()
  for (const p of (c.productos ?? []).slice(0, MAX_PRODUCT_NAMES)) {
    add(p.nombre_producto)
    // Combinations are written 'amoxicilina + ácido clavulánico' or 'amoxicilina/clavulanato'.
    for (const ingredient of (p.ifa ?? "").split(/[+/,;]| y /)) add(ingredient)
    const reg = typeof p.registro_sanitario === "string" ? normalizeRegistro(p.registro_sanitario) : ""
    if (reg.length >= 4) registros.add(reg)
  }
  const eventDate = normalizeDate(c.fecha_inicio_evento)
  return {
    id: c.id,
    initials: normalizeInitials(c.paciente_iniciales),
    birthDate: normalizeDate(c.paciente_fecha_nacimiento),
    eventDate,
    anchorDate: eventDate ?? normalizeDate(c.fecha_recepcion),
    products: names,
    registros,
    narrative: narrativeProfile(c.descripcion_evento)
  }
}

/** Same suspect product: a shared registration number, or a name of one found in the other's names. */
export const sameProduct = (a: Profile, b: Profile): boolean => {
  for (const r of a.registros) if (b.registros.has(r)) return true
  return a.products.some((x) => b.products.some((y) => sameName(x, y)))
}

/** Which parts of two cases match. */
export interface MatchParts {
  readonly iniciales: boolean
  readonly fecha_nacimiento: boolean
  readonly fecha_evento: boolean
  readonly producto: boolean
  /** Narrative similarity, 0..1. */
  readonly narrativa: number
}

/** The parts that match between two prepared cases. */
export const compareParts = (a: Profile, b: Profile): MatchParts => ({
  iniciales: sameInitials(a.initials, b.initials),
  fecha_nacimiento: a.birthDate !== null && a.birthDate === b.birthDate,
  fecha_evento: a.eventDate !== null && a.eventDate === b.eventDate,
  producto: sameProduct(a, b),
  narrativa: narrativeSimilarity(a.narrative, b.narrative)
})

const round2 = (x: number): number => Math.round(x * 100) / 100

/** The score of matched parts: the sum of their weights (narrative × similarity), capped at 1, to two decimals. */
export const scoreParts = (parts: MatchParts): number =>
  round2(Math.min(
    1,
    (parts.iniciales ? WEIGHTS.iniciales : 0) +
      (parts.fecha_nacimiento ? WEIGHTS.fecha_nacimiento : 0) +
      (parts.fecha_evento ? WEIGHTS.fecha_evento : 0) +
      (parts.producto ? WEIGHTS.producto : 0) +
      WEIGHTS.narrativa * parts.narrativa
  ))

/** The `reasons` strings of matched parts, in the order of the weights. */
export const reasonsOf = (parts: MatchParts): Array<string> => {
  const out: Array<string> = []
  if (parts.iniciales) out.push("Mismas iniciales")
  if (parts.fecha_nacimiento) out.push("Misma fecha de nacimiento")
  if (parts.fecha_evento) out.push("Misma fecha de inicio del evento")
  if (parts.producto) out.push("Mismo producto sospechoso")
  if (parts.narrativa > 0) out.push(`Narrativa similar (${Math.round(parts.narrativa * 100)} %)`)
  return out
}

/** The score of two cases and why. */
export interface Scored {
  readonly score: number
  readonly reasons: ReadonlyArray<string>
  readonly parts: MatchParts
}

/** Scores a pair of prepared cases. */
export const scoreProfiles = (a: Profile, b: Profile): Scored => {
  const parts = compareParts(a, b)
  return { score: scoreParts(parts), reasons: reasonsOf(parts), parts }
}

/** Scores a pair of cases (convenience over {@link profile} and {@link scoreProfiles}). */
export const score = (a: DupCase, b: DupCase): Scored => scoreProfiles(profile(a), profile(b))

/** One candidate with its score. */
export interface RankedMatch {
  readonly id: number
  readonly score: number
  readonly reasons: ReadonlyArray<string>
}

/**
 * Scores `candidates` against `subject` and keeps those with a positive score, best first (score,
 * then id descending), at most `limit`. The subject is never its own match.
 */
export const rank = (subject: Profile, candidates: Iterable<Profile>, limit: number = MAX_MATCHES): Array<RankedMatch> => {
  const out: Array<RankedMatch> = []
  for (const candidate of candidates) {
    if (candidate.id === subject.id) continue
    const scored = scoreProfiles(subject, candidate)
    if (scored.score > 0) out.push({ id: candidate.id, score: scored.score, reasons: scored.reasons })
  }
  out.sort((x, y) => y.score - x.score || y.id - x.id)
  return out.slice(0, limit)
}

// ---------------------------------------------------------------------------------------------
// Blocking

/**
 * Keys under which a case is filed for candidate search, each with the date that places it in
 * the window. They are chosen so that every pair able to reach `review` shares one:
 *
 * - `i:<initials>` and `b:<birth date>`: any score ≥ 0.45 without initials or birth date needs
 *   both the event date and the product, or the same narrative wording;
 * - `p:<first four letters of a product word>:<event date>` and `r:<registration>:<event date>`
 *   for the event date and the product (the prefix forgives typos after the fourth letter);
 * - `n:<narrative fingerprint>` for the same wording (0.25) with the event date or the product
 *   (exactly 0.45).
 *
 * Storage dates each key by the case's anchor date (event, else reception date) and searches
 * the window around the checked case's anchor date.
 */
export const blockingKeys = (p: Profile): Array<string> => {
  const keys = new Set<string>()
  if (p.initials !== null) keys.add(`i:${initialsKey(p.initials)}`)
  if (p.birthDate !== null) keys.add(`b:${p.birthDate}`)
  if (p.eventDate !== null) for (const k of productKeys(p)) keys.add(`${k}:${p.eventDate}`)
  const fp = narrativeFingerprint(p.narrative)
  if (fp !== null) keys.add(`n:${fp}`)
  return [...keys]
}

/** The keys to look up for `p`: its own keys (the same rules make matching symmetric). */
export const probeKeys = (p: Profile): Array<string> => blockingKeys(p)

const productKeys = (p: Profile): Array<string> => {
  const out = new Set<string>()
  for (const name of p.products) for (const t of name.tokens) if (t.length >= 4) out.add(`p:${t.slice(0, 4)}`)
  for (const r of p.registros) out.add(`r:${r}`)
  return [...out]
}

// FNV-1a: a short stable hash, so identical word sets give one key of bounded length.
const fnv1a = (text: string): string => {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(36)
}

/** A fingerprint of a narrative's word set: equal for narratives with the same words in any order. */
export const narrativeFingerprint = (n: NarrativeProfile): string | null =>
  n.words.size === 0 ? null : fnv1a([...n.words].sort().join(" "))

/** The window of anchor dates searched around `p`; null when the case has no date at all. */
export const windowOf = (p: Profile, daysWindow: number): { readonly from: string; readonly to: string } | null =>
  p.anchorDate === null ? null : { from: shiftDate(p.anchorDate, -daysWindow), to: shiftDate(p.anchorDate, daysWindow) }

/**
 * Finds duplicates among cases held in memory, as storage does: candidates share a blocking key
 * within the date window, then are scored. For scripts and tests; storage uses an index instead.
 */
export const findInMemory = (
  profiles: ReadonlyArray<Profile>,
  options: { readonly daysWindow?: number; readonly limit?: number } = {}
): Map<number, Array<RankedMatch>> => {
  const daysWindow = options.daysWindow ?? DEFAULT_DAYS_WINDOW
  const index = new Map<string, Array<Profile>>()
  for (const p of profiles) {
    for (const k of blockingKeys(p)) {
      const list = index.get(k)
      if (list === undefined) index.set(k, [p])
      else list.push(p)
    }
  }
  const out = new Map<number, Array<RankedMatch>>()
  for (const p of profiles) {
    const window = windowOf(p, daysWindow)
    const seen = new Map<number, Profile>()
    if (window !== null) {
      for (const k of probeKeys(p)) {
        for (const c of index.get(k) ?? []) {
          if (c.id !== p.id && c.anchorDate !== null && c.anchorDate >= window.from && c.anchorDate <= window.to) seen.set(c.id, c)
        }
      }
    }
    out.set(p.id, rank(p, seen.values(), options.limit ?? MAX_MATCHES))
  }
  return out
}
