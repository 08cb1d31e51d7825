/**
 * Text helpers of the extraction rules: a folded copy of the text with the same length (so a
 * match found without accents or case points at the original characters), sentence spans, and
 * small utilities.
 */

/** A report ready for the rules: the original (NFC, unified line ends) and its folded twin. */
export interface Doc {
  /** NFC text with `\n` line ends and non-breaking spaces made spaces. */
  readonly text: string
  /** Lower case without accents, character for character aligned with `text`. */
  readonly folded: string
  readonly sentences: ReadonlyArray<Span>
}

/** A half-open range of a Doc's text. */
export interface Span {
  readonly start: number
  readonly end: number
}

/** One character folded to one character (accents and case removed); anything else kept. */
const foldChar = (c: string): string => {
  const base = c.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()
  return base.length === 1 ? base : c.toLowerCase().length === 1 ? c.toLowerCase() : c
}

/** Folds text to lower case without accents, keeping its length (per UTF-16 unit). */
export const fold = (text: string): string => {
  let out = ""
  for (const c of text) {
    const f = c.length === 1 ? foldChar(c) : c
    out += f.length === c.length ? f : c
  }
  return out
}

// Abbreviations after which a period does not end a sentence.
const ABBREVIATIONS = new Set([
  "dr", "dra", "sr", "sra", "srta", "lic", "enf", "obst", "qf", "q.f", "f", "pcte", "pac", "tto", "aprox", "mg", "ml", "kg",
  "a", "c", "v", "e", "i", "s", "p", "n", "no", "nro", "num", "tel", "cel", "fn", "f.n", "etc", "vs", "min", "seg", "hr", "hrs",
  "dto", "sto", "ing", "att", "atte", "approx", "mr", "mrs", "ms", "st", "av", "jr", "esq"
])

/** Sentence spans: breaks at line ends, and at `. ! ? ;` followed by a space unless an abbreviation or an initial precedes. */
export const sentenceSpans = (text: string): ReadonlyArray<Span> => {
  const spans: Array<Span> = []
  let start = 0
  const push = (end: number) => {
    const slice = text.slice(start, end)
    const lead = slice.length - slice.trimStart().length
    const trail = slice.length - slice.trimEnd().length
    if (slice.trim() !== "") spans.push({ start: start + lead, end: end - trail })
    start = end
  }
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (c === "\n") {
      push(i)
      start = i + 1
      continue
    }
    if ((c === "." || c === "!" || c === "?" || c === ";") && /\s/.test(text[i + 1] ?? "\n")) {
      if (c === ".") {
        const word = /([\p{L}.]+)$/u.exec(text.slice(Math.max(0, i - 12), i))?.[1]?.toLowerCase() ?? ""
        const last = word.split(".").filter((w) => w !== "").at(-1) ?? ""
        // 'M.R.T.' or 'Dr.' or '67 a.' do not end a sentence unless a capital starts a new line of thought after it.
        if (ABBREVIATIONS.has(word) || ABBREVIATIONS.has(last) || (last.length === 1 && /\p{L}/u.test(last))) continue
      }
      push(i + 1)
    }
  }
  push(text.length)
  return spans
}

/** A report pasted as HTML ('<p>…</p>', '<br>'): its text, with blocks and breaks as line ends. */
const stripHtml = (text: string): string => {
  if (!/<(?:p|br|div|span|li|td|tr|table|b|strong|html|body)\b[^>]*>/i.test(text)) return text
  return text
    .replace(/<br\s*\/?>|<\/(?:p|div|li|tr|h\d)>/gi, "\n")
    .replace(/<[^>]{1,300}>/g, "")
    .replace(/&nbsp;/g, " ").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, "\"")
    .replace(/\n[ \t]+/g, "\n")
}

/**
 * A table pasted from a spreadsheet or a document (a header row of words, then a row of values,
 * cells split by tabs): read as 'Header: value' lines, the way forms are written.
 */
const unTable = (text: string): string => {
  const lines = text.split("\n")
  const cells = (line: string) => line.split(/\t+/).map((c) => c.trim())
  const out: Array<string> = []
  for (let i = 0; i < lines.length; i++) {
    const head = cells(lines[i]!)
    const next = lines[i + 1] === undefined ? [] : cells(lines[i + 1]!)
    if (head.length >= 2 && head.length === next.length && head.every((h) => /^[\p{L} ()./]{2,30}$/u.test(h))) {
      out.push(...head.map((h, k) => `${h}: ${next[k]!}`))
      i++
    } else out.push(lines[i]!)
  }
  return out.join("\n")
}

/** Prepares a report: NFC, unified line ends, HTML tags and tables made text, folded twin and sentences. */
export const makeDoc = (raw: string): Doc => {
  const text = unTable(stripHtml(raw.normalize("NFC").replace(/\r\n?/g, "\n"))).replace(/[\u00A0\u2007\u202F\t]/g, " ")
  return { text, folded: fold(text), sentences: sentenceSpans(text) }
}

/** The sentence holding `index`. */
export const sentenceAt = (doc: Doc, index: number): Span =>
  doc.sentences.find((s) => index >= s.start && index < s.end) ?? { start: 0, end: doc.text.length }

/** Every match of a global regex over `source`. */
export const matchAll = (re: RegExp, source: string): Array<RegExpExecArray> => {
  const flags = re.flags.includes("g") ? re.flags : `${re.flags}g`
  return [...source.matchAll(new RegExp(re.source, flags))]
}

/** Collapses runs of whitespace to one space and trims. */
export const squash = (text: string): string => text.replace(/\s+/g, " ").trim()

/** Upper-cases the first letter. */
export const capitalize = (text: string): string => (text === "" ? text : text[0]!.toUpperCase() + text.slice(1))


/** Typos forgiven in a word of this length when matching a known name: none below 6 letters, 1, then 2 from 10. */
export const typoLimit = (length: number): number => (length >= 10 ? 2 : length >= 6 ? 1 : 0)
