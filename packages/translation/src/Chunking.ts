/**
 * Splitting long texts for engines with a request size limit (service-spec "Translation" rule 6):
 * texts up to 4,500 characters go whole; longer ones are cut at sentence ends into pieces of at
 * most 4,500 characters, translated one by one and re-joined with a space.
 */

/** The largest piece sent to an engine at once. */
export const CHUNK_CHARS = 4500

/** A sentence ends at `.`, `!`, `?` or `…` (optionally closed by a quote or bracket) before white space. */
const SENTENCE_END = /(?<=[.!?…]["'”’»)\]]?)\s+/u

/**
 * The pieces of `text`: the text itself when it fits, else whole sentences packed greedily up to
 * `limit` characters. A single sentence longer than the limit is cut at the last white space that
 * fits (or hard at the limit when it has none), so no piece is ever longer than `limit`.
 */
export const chunk = (text: string, limit: number = CHUNK_CHARS): ReadonlyArray<string> => {
  if (text.length <= limit) return [text]
  const pieces: Array<string> = []
  let current = ""
  const flush = () => {
    if (current !== "") pieces.push(current)
    current = ""
  }
  for (const sentence of text.split(SENTENCE_END).filter((s) => s !== "")) {
    if (sentence.length > limit) {
      flush()
      pieces.push(...cutLong(sentence, limit))
    } else if (current === "") {
      current = sentence
    } else if (current.length + 1 + sentence.length <= limit) {
      current = `${current} ${sentence}`
    } else {
      flush()
      current = sentence
    }
  }
  flush()
  return pieces
}

const cutLong = (sentence: string, limit: number): Array<string> => {
  const out: Array<string> = []
  let rest = sentence
  while (rest.length > limit) {
    const space = rest.lastIndexOf(" ", limit)
    const at = space > limit / 2 ? space : limit
    out.push(rest.slice(0, at).trimEnd())
    rest = rest.slice(at).trimStart()
  }
  if (rest !== "") out.push(rest)
  return out
}

/** Re-joins translated pieces as the rule says: with a space. */
export const join = (pieces: ReadonlyArray<string>): string => pieces.join(" ")
