/**
 * Reaction concepts in narratives: the same adverse reaction named in another register or
 * language ('Angioedema' in a laboratory's E2B, 'edema palpebral' in a physician's note, 'se le
 * hincharon los labios' in a relative's report) becomes one concept token, `~angioedema`, that
 * two narratives share where they share no word. The lexicon is data (reactionLexicon*.ts); this
 * module compiles it once into a letter trie and reads a narrative in one pass.
 */
import { fold } from "../../kernel/Fields.js"
import { REACTION_LEXICON_A } from "./reactionLexicon.js"
import { REACTION_LEXICON_B } from "./reactionLexicon2.js"

/**
 * One reaction: its id, the wider events it belongs to (a group token each, shared by reports
 * that name one event by different findings: jaundice and 'Drug-induced liver injury'), and its
 * expressions. A group may be another concept's id (dark urine belongs to the event
 * 'haemolysis'). An expression is written folded (lower case, no accents; accents are folded
 * anyway) in a small syntax:
 *
 * - words separated by spaces must follow one another in one clause (no comma between), ignoring
 *   {@link FILLERS} ('falta de aire' matches 'me falta el aire');
 * - `a|b` is either word; `word*` any word starting with `word` (at least four letters before
 *   the star, so short stems do not fire inside unrelated words: no 'tos*' for 'tostada');
 * - `!a|b` after a word: the next word is none of these (or there is none): 'hepatitis !a|b|c'
 *   is the reaction, not the vaccine;
 * - `A & B` (words, then one slot): the words of A and a word of B at most {@link NEAR_WORDS}
 *   words apart in one sentence, before or after ('labios hinchados', 'hinchazón de labios').
 */
export interface ReactionConcept {
  /** The token is `~` + id. */
  readonly id: string
  /** Wider events; each is a token too. */
  readonly groups?: ReadonlyArray<string>
  readonly expressions: ReadonlyArray<string>
}

/** The prefix that makes a concept token: no narrative word can start with it. */
export const CONCEPT_MARK = "~"

/** Whether a narrative word is a concept token rather than a word of the text. */
export const isConcept = (word: string): boolean => word.startsWith(CONCEPT_MARK)

/** Words apart at most for an `A & B` expression (fillers not counted). */
export const NEAR_WORDS = 4

/** Words skipped when matching: articles, clitics, possessives, auxiliaries (Spanish and English). */
export const FILLERS = new Set([
  "de", "del", "la", "las", "el", "los", "lo", "le", "les", "me", "se", "te", "nos", "un", "una", "unos", "unas", "en", "al",
  "su", "sus", "mi", "mis", "tu", "tus", "muy", "mucho", "mucha", "muchos", "muchas", "bastante", "ha", "han", "habia",
  "habian", "hubo", "of", "the", "an", "my", "his", "her", "their", "its", "very", "is", "was", "were", "has", "had", "been"
])

/**
 * Words that deny what follows within two words ('niega fiebre', 'sin disnea ni sibilancias',
 * 'no presentó urticaria', 'no rash'): a denied reaction is not one the report describes.
 * Expressions that start with one of them ('no podía respirar', 'sin apetito') are read as written.
 */
export const NEGATORS = new Set(["no", "sin", "ni", "niega", "niego", "nego", "negando", "descarta", "descartandose", "without", "denied", "denies", "denying"])

/** Words read from the start of a narrative for concepts (a narrative may hold 20,000 characters). */
export const MAX_CONCEPT_SCAN_WORDS = 1_500

// ---------------------------------------------------------------------------------------------
// Compiled lexicon

interface Slot {
  readonly exact: ReadonlySet<string>
  readonly prefixes: ReadonlyArray<string>
  readonly negated: boolean
}

interface Rule {
  readonly tokens: ReadonlyArray<string>
  /** Consecutive slots. */
  readonly slots: ReadonlyArray<Slot>
  /** A near rule's other side, a word before or after the slots; null for a phrase alone. */
  readonly near: Slot | null
}

const matches = (slot: Slot, word: string): boolean => {
  if (slot.exact.has(word)) return true
  for (const p of slot.prefixes) if (word.startsWith(p)) return true
  return false
}

const MIN_PREFIX = 4

const parseSlot = (text: string, where: string): Slot => {
  const negated = text.startsWith("!")
  const exact = new Set<string>()
  const prefixes: Array<string> = []
  for (const alt of (negated ? text.slice(1) : text).split("|")) {
    if (!/^[a-z0-9]+\*?$/.test(alt)) throw new Error(`reaction lexicon: '${alt}' in '${where}' is not a folded word`)
    if (alt.endsWith("*")) {
      if (alt.length - 1 < MIN_PREFIX) throw new Error(`reaction lexicon: prefix '${alt}' in '${where}' is shorter than ${MIN_PREFIX} letters`)
      prefixes.push(alt.slice(0, -1))
    } else exact.add(alt)
  }
  return { exact, prefixes, negated }
}

// Rules are indexed by the words their first slot accepts, in a letter trie: a word is looked up
// in one walk over its letters, which for most words ends after two or three.
interface Node {
  readonly next: Array<Node | undefined>
  /** Rules whose first slot accepts any word starting with the letters up to here. */
  prefixRules: Array<Rule> | null
  /** Rules whose first slot accepts exactly the word spelt up to here. */
  exactRules: Array<Rule> | null
}

const newNode = (): Node => ({ next: [], prefixRules: null, exactRules: null })
// a-z are 0-25, 0-9 are 26-35.
const slotOf = (code: number): number => (code >= 97 ? code - 97 : code - 22)

const nodeFor = (root: Node, word: string): Node => {
  let node = root
  for (let k = 0; k < word.length; k++) {
    const i = slotOf(word.charCodeAt(k))
    node = node.next[i] ??= newNode()
  }
  return node
}

const compile = (lexicon: ReadonlyArray<ReactionConcept>): Node => {
  const root = newNode()
  const ids = new Set<string>()
  for (const concept of lexicon) {
    if (ids.has(concept.id)) throw new Error(`reaction lexicon: concept '${concept.id}' twice`)
    ids.add(concept.id)
  }
  for (const concept of lexicon) {
    const tokens = [concept.id, ...(concept.groups ?? [])].map((t) => CONCEPT_MARK + t)
    for (const raw of concept.expressions) {
      const text = fold(raw)
      let rule: Rule
      if (text.includes(" & ")) {
        const [a, b, ...rest] = text.split(" & ").map((s) => s.trim())
        const words = (a ?? "").split(/\s+/).filter((w) => w !== "" && !FILLERS.has(w))
        if (rest.length > 0 || words.length === 0 || b === undefined || /\s/.test(b)) {
          throw new Error(`reaction lexicon: '${raw}' must be words, then &, then one slot`)
        }
        rule = { tokens, slots: words.map((w) => parseSlot(w, raw)), near: parseSlot(b, raw) }
      } else {
        const words = text.split(/\s+/).filter((w) => !FILLERS.has(w))
        if (words.length === 0) throw new Error(`reaction lexicon: '${raw}' has no word`)
        rule = { tokens, slots: words.map((w) => parseSlot(w, raw)), near: null }
      }
      const first = rule.slots[0]!
      if (first.negated) throw new Error(`reaction lexicon: '${raw}' starts with a negated slot`)
      for (const w of first.exact) (nodeFor(root, w).exactRules ??= []).push(rule)
      for (const p of first.prefixes) (nodeFor(root, p).prefixRules ??= []).push(rule)
    }
  }
  return root
}

/** Every concept and group of the lexicon (for tests and for checking the lexicon's shape). */
export const REACTION_LEXICON: ReadonlyArray<ReactionConcept> = [...REACTION_LEXICON_A, ...REACTION_LEXICON_B]

let compiled: Node | null = null
const lexicon = (): Node => (compiled ??= compile(REACTION_LEXICON))

// ---------------------------------------------------------------------------------------------
// Reading a narrative

// A narrative's words (fillers left out) with where their clause and sentence end: commas end a
// clause (phrases and denials do not cross them); full stops, semicolons, colons, brackets and
// line breaks end a sentence (near rules do not cross them).
interface Words {
  readonly text: Array<string>
  readonly clause: Array<number>
  readonly sentence: Array<number>
}

const wordsOf = (folded: string): Words => {
  const out: Words = { text: [], clause: [], sentence: [] }
  let clause = 0
  let sentence = 0
  let scanned = 0
  for (const m of folded.matchAll(/[a-z0-9]+|[.,;:!?()\n]/g)) {
    const t = m[0]
    const code = t.charCodeAt(0)
    if (code === 44) clause++
    else if (code < 48 || (code > 57 && code < 97)) {
      clause++
      sentence++
    } else {
      if (++scanned > MAX_CONCEPT_SCAN_WORDS) break
      if (FILLERS.has(t)) continue
      out.text.push(t)
      out.clause.push(clause)
      out.sentence.push(sentence)
    }
  }
  return out
}

const denied = (words: Words, at: number): boolean => {
  for (let k = at - 1; k >= at - 2 && k >= 0; k--) {
    if (words.clause[k] !== words.clause[at]) return false
    const w = words.text[k]!
    // 'sin embargo' (however) denies nothing.
    if (NEGATORS.has(w) && !(w === "sin" && words.text[k + 1] === "embargo")) return true
  }
  return false
}

const phraseAt = (words: Words, at: number, slots: ReadonlyArray<Slot>): boolean => {
  const clause = words.clause[at]
  for (let s = 1; s < slots.length; s++) {
    const slot = slots[s]!
    const w = words.text[at + s]
    const inClause = w !== undefined && words.clause[at + s] === clause
    if (slot.negated) {
      if (inClause && matches(slot, w)) return false
    } else if (!inClause || !matches(slot, w)) return false
  }
  return true
}

// The other side of a near rule, before the phrase at `at` or after its `length` words.
const nearAt = (words: Words, at: number, length: number, other: Slot): number => {
  const sentence = words.sentence[at]
  for (let d = 1; d <= NEAR_WORDS; d++) {
    const b = at - d
    if (b >= 0 && words.sentence[b] === sentence && matches(other, words.text[b]!)) return b
    const a = at + length - 1 + d
    if (a < words.text.length && words.sentence[a] === sentence && matches(other, words.text[a]!)) return a
  }
  return -1
}

/** What a narrative says of reactions: the concept tokens it names, and which of its words name them. */
export interface ReactionReading {
  /** Each reaction named and not denied, as `~<id>`, then its groups, in order of first mention. */
  readonly concepts: ReadonlyArray<string>
  /** The folded words that named reactions, each with the tokens of what it named. */
  readonly covered: ReadonlyMap<string, ReadonlyArray<string>>
}

const cover = (covered: Map<string, Array<string>>, word: string, tokens: ReadonlyArray<string>) => {
  const list = covered.get(word)
  if (list === undefined) covered.set(word, [...tokens])
  else for (const t of tokens) if (!list.includes(t)) list.push(t)
}

/** Reads the reactions a folded narrative (lower case, no accents) names. */
export const readReactions = (folded: string): ReactionReading => {
  const root = lexicon()
  const words = wordsOf(folded)
  const found = new Set<string>()
  const covered = new Map<string, Array<string>>()
  const apply = (rules: ReadonlyArray<Rule>, i: number) => {
    for (const rule of rules) {
      if (!phraseAt(words, i, rule.slots)) continue
      let start = i
      let other = -1
      if (rule.near !== null) {
        other = nearAt(words, i, rule.slots.length, rule.near)
        if (other < 0) continue
        start = Math.min(i, other)
      }
      if (denied(words, start)) continue
      for (const t of rule.tokens) found.add(t)
      for (let k = 0; k < rule.slots.length; k++) if (!rule.slots[k]!.negated) cover(covered, words.text[i + k]!, rule.tokens)
      if (other >= 0) cover(covered, words.text[other]!, rule.tokens)
    }
  }
  for (let i = 0; i < words.text.length; i++) {
    // The rules whose first slot accepts this word, found in one walk down the trie.
    const word = words.text[i]!
    let node: Node | undefined = root
    for (let k = 0; k < word.length && node !== undefined; k++) {
      node = node.next[slotOf(word.charCodeAt(k))]
      if (node?.prefixRules) apply(node.prefixRules, i)
    }
    if (node?.exactRules) apply(node.exactRules, i)
  }
  return { concepts: [...found], covered }
}
