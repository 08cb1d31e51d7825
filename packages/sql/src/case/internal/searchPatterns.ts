/**
 * What a search `q` becomes for the case list's search indexes (issue 19; the statements that use
 * them are in caseSearch.ts): the pattern of `search_doc`, of the doubled text of the part after
 * the initials (migration 0014, 0019) when q is short, of the joined text (migration 0022) when q
 * holds a separator, and which way the search goes.
 */
import { PAIRS_FROM, PAIRS_TO } from "../migrations/0014_list_scale.js"

// The trigram index of search_doc splits words at separators: a search with three letters or
// digits in a row gives it a selective trigram; others (two letters, initials with their dots,
// a DNI's first two digits) ask the doubled text of icsr_search_pairs. One character is walked
// along the order's index: almost every case has it.
const TRIGRAM_RUN = /[\p{L}\p{N}]{3}/u

const SWAP = new Map<string, string>([
  ...Array.from(PAIRS_FROM, (ch, i) => [ch, Array.from(PAIRS_TO)[i]!] as const),
  ...Array.from(PAIRS_TO, (ch, i) => [ch, Array.from(PAIRS_FROM)[i]!] as const)
])

/** What `atalaya_search_pairs` (migration 0014) makes of a text: separators swapped, each character doubled. */
export const pairsText = (text: string): string => Array.from(text, (ch) => (SWAP.get(ch) ?? ch).repeat(2)).join("")

/** What `atalaya_search_joined` (migration 0022) makes of a text: separators swapped, not doubled. */
export const joinedText = (text: string): string => Array.from(text, (ch) => SWAP.get(ch) ?? ch).join("")

const SEPARATOR = new Set(Array.from(PAIRS_FROM))
const JOINED_SEPARATOR = new Set(Array.from(PAIRS_TO))

/** A joined text cut at its separators (a run of them is one cut), as `atalaya_search_words` cuts a case's. */
export const joinedWords = (joined: string): Array<string> =>
  Array.from(joined).reduce<Array<string>>(
    (parts, ch) => {
      if (!JOINED_SEPARATOR.has(ch)) parts[parts.length - 1] += ch
      else if (parts[parts.length - 1] !== "" || parts.length === 1) parts.push("")
      return parts
    },
    [""]
  )

// LIKE treats % and _ as wildcards; a user searching for "50%" means the characters.
const escaped = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`)
const containing = (s: string) => `%${escaped(s)}%`

/**
 * `atalaya_like_text(like)`: the text of a pattern {@link containing} made, without its two `%`
 * and its escapes. A case holds q exactly when strpos finds that text, which reads a case's text
 * about three times as fast as LIKE (0.7 µs against 1.8 µs for 570 bytes), so every case read for
 * q rather than found by an index is checked by strpos (internal/caseSearch.ts).
 */
export const LIKE_TEXT_FUNCTION = `
CREATE OR REPLACE FUNCTION atalaya_like_text(p_like text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT regexp_replace(substr(p_like, 2, length(p_like) - 2), '\\\\(.)', '\\1', 'g')
$f$;
`

// Initials as people type them: letters with dots between (m.q, M.Q.F.), two letters or more.
const INITIALS = /^\p{L}\.(\p{L}\.)*\p{L}\.?$/u

/** The LIKE patterns of a search `q` (lower-cased), and which way the search goes. */
export interface SearchPatterns {
  /** The pattern of `search_doc` (and of the initials' values). */
  readonly like: string
  /**
   * The pattern of the doubled text of the part after the initials (migration 0019), when that
   * is the better index; null otherwise. For a `q` holding a space it is the part from its last
   * space, which a match across the initials' end still has in that text.
   */
  readonly pairs: string | null
  /** `q` is shaped like initials: most of its matches are in the initials themselves. */
  readonly initials: boolean
  /**
   * The pattern of q's longest word with a digit alone (five characters or more), for the trigram
   * indexes (of the text, and of the joined text), when q is one token of several words joined by
   * signs (an e-mail, a case number) whose other words are common; null otherwise.
   */
  readonly index: string | null
  /**
   * The pattern of the joined text of the part after the initials (migration 0022), when q holds
   * a separator and three characters in a row there (a name, an e-mail, a code, initials in a
   * narrative): its trigrams cross the separators. Null otherwise.
   */
  readonly joined: string | null
  /**
   * With `joined`, the patterns an initials value would match if a match of q could begin in the
   * initials and go on past them (q up to each of its spaces, as the end of a value); null when q
   * has no space past its first character. Should a value match one, q is searched as before
   * (the doubled text for the part from q's last space, or search_doc's index).
   */
  readonly straddle: ReadonlyArray<string> | null
  /**
   * With `joined`, q's joined text cut at its separators (migration 0026): the first part ends a
   * word of the text, the last begins one, those between are whole words (empty parts say q
   * begins or ends with a separator). For q of one word (three letters or digits in a row, no
   * separator, not digits alone), that word alone. Null for initials, and otherwise.
   */
  readonly words: ReadonlyArray<string> | null
}

/** `q` lower-cased as the LIKE pattern of `search_doc`, and of the doubled text when that is the better index. */
export const searchPatterns = (q: string): SearchPatterns => {
  const lower = q.toLowerCase()
  const chars = Array.from(lower)
  const short = chars.length >= 2 && !TRIGRAM_RUN.test(lower)
  const tail = lower.slice(Math.max(0, lower.lastIndexOf(" ")))
  const pairs = short && Array.from(tail).length >= 2 ? containing(pairsText(tail)) : null
  const words = lower.match(/[\p{L}\p{N}]+/gu) ?? []
  // With a digit the word is rare (a number, diaz17), even beside a longer one (hotmail); a name
  // alone would match far more cases than all of q's words together.
  const longest = words.filter((w) => /\p{N}/u.test(w)).reduce((a, b) => (Array.from(b).length > Array.from(a).length ? b : a), "")
  const index = pairs === null && !/\s/u.test(lower) && words.length > 1 && Array.from(longest).length >= 5
    ? containing(longest)
    : null
  const joined = joinedText(lower)
  // No separator, and none of the letters the joined text swaps: q lies within one word.
  const plain = joined === lower
  const joinable = chars.length >= 3 && chars.some((ch) => SEPARATOR.has(ch)) && TRIGRAM_RUN.test(joined)
  const spaces = chars.flatMap((ch, i) => (ch === " " && i > 0 ? [i] : []))
  return {
    like: containing(lower),
    pairs,
    initials: pairs !== null && INITIALS.test(lower),
    index,
    joined: joinable ? containing(joined) : null,
    // A value ending as q does up to that space.
    straddle: joinable && spaces.length > 0 ? spaces.map((i) => `%${escaped(chars.slice(0, i).join(""))}`) : null,
    // Initials typed (m.g.) have their own way, which single letters would only slow.
    // Digits alone (a DNI's first digits) lie within hundreds of numbers: their trigrams are the
    // better way.
    words: INITIALS.test(lower) || !TRIGRAM_RUN.test(joined) ? null
      : joinable ? joinedWords(joined)
      : plain && !/^[0-9]+$/.test(lower) ? [lower]
      : null
  }
}
