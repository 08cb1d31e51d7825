/**
 * Cleanup of text read from documents (PDF text layers and OCR), service-spec evaluation rule 5:
 * Unicode normalized (NFC, no control characters), end-of-line hyphenation repaired, headers,
 * footers and page numbers that recur across pages removed, whitespace normalized. Pure functions.
 */

const LIGATURES: Readonly<Record<string, string>> = {
  "\uFB00": "ff",
  "\uFB01": "fi",
  "\uFB02": "fl",
  "\uFB03": "ffi",
  "\uFB04": "ffl",
  "\uFB05": "st",
  "\uFB06": "st"
}

/**
 * NFC, `\n` line breaks, no control or zero-width characters, unusual spaces as plain spaces and
 * typographic ligatures (which PDF text layers often carry) spelt out. Soft hyphens are kept for
 * {@link repairHyphenation}, which needs them at line ends.
 */
export const normalizeUnicode = (text: string): string =>
  text
    .replace(/\r\n?|[\u000B\u000C\u2028\u2029\u0085]/g, "\n")
    // Unpaired surrogates cannot be stored or encoded as UTF-8.
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "")
    .normalize("NFC")
    .replace(/[\uFB00-\uFB06]/g, (l) => LIGATURES[l] ?? l)
    .replace(/[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\t]/g, " ")
    .replace(/[\u200B-\u200F\u2060-\u2064\uFEFF]/g, "")
    .replace(/[\u0000-\u0009\u000E-\u001F\u007F-\u009F]/g, "")

/** Collapses runs of spaces inside each line and trims the line. */
export const normalizeLineSpaces = (text: string): string =>
  text.split("\n").map((line) => line.replace(/ {2,}/g, " ").trim()).join("\n")

/** At most one blank line in a row, none at the start or end. */
export const collapseBlankLines = (text: string): string => text.replace(/\n{3,}/g, "\n\n").replace(/^\n+|\n+$/g, "")

// Letters (with combining marks) right before a hyphen at the very end of a line.
const BROKEN_HEAD = /(\p{L}[\p{L}\p{M}]*)([-\u2010\u2011\u00AD])$/u
const STARTS_LOWER = /^\p{Ll}/u
const LEADING_WORD = /^[\p{L}\p{M}]+/u
const HYPHENATED = /\p{L}[\p{L}\p{M}]*(?:-\p{L}[\p{L}\p{M}]*)+/gu
const WORD = /\p{L}[\p{L}\p{M}]*/gu

/**
 * Repairs words split across lines: `farmaco-` / `vigilancia` becomes `farmacovigilancia` on the
 * first line, the rest of the second line staying where it was. A break is repaired only when a
 * letter precedes the hyphen and the next line starts with a lowercase letter, so `COVID-` / `19`
 * and `dosis -` / `respuesta` are left alone. A compound that the document also writes with its
 * hyphen inside a line (`físico-químico`), and never joined, keeps its hyphen; `evidence` is the
 * text searched for such compounds (the whole document when pages are repaired one by one).
 */
export const repairHyphenation = (text: string, evidence: string = text): string => {
  const hyphenated = new Set<string>()
  for (const m of evidence.matchAll(HYPHENATED)) hyphenated.add(m[0].toLowerCase())
  const words = new Set<string>()
  for (const m of evidence.matchAll(WORD)) words.add(m[0].toLowerCase())

  const lines = text.split("\n")
  const out: Array<string> = []
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!
    // A joined word may itself end broken (`hepato-` / `toxi-` / `cidad`): repeat on the same line.
    for (;;) {
      const head = BROKEN_HEAD.exec(line)
      const next = lines[i + 1]
      if (head === null || next === undefined) break
      const soft = head[2] === "\u00AD"
      const trimmed = next.trimStart()
      if (!(STARTS_LOWER.test(trimmed) || (soft && /^\p{L}/u.test(trimmed)))) break
      const token = /^\S+/.exec(trimmed)![0]
      const tailWord = (LEADING_WORD.exec(token)?.[0] ?? "").toLowerCase()
      const headWord = head[1]!.toLowerCase()
      const keep = !soft && hyphenated.has(`${headWord}-${tailWord}`) && !words.has(`${headWord}${tailWord}`)
      line = `${line.slice(0, -1)}${keep ? "-" : ""}${token}`
      const rest = trimmed.slice(token.length).trimStart()
      if (rest === "") i++ // the whole next line moved up
      else {
        lines[i + 1] = rest
        break
      }
    }
    out.push(line)
  }
  return out.join("\n").replaceAll("\u00AD", "")
}

/** Edit distance (Levenshtein, by UTF-16 code unit) between two strings. */
export const editDistance = (a: string, b: string): number => {
  if (a === b) return 0
  if (a.length < b.length) [a, b] = [b, a]
  if (b.length === 0) return a.length
  let previous = new Array<number>(b.length + 1)
  let current = new Array<number>(b.length + 1)
  for (let j = 0; j <= b.length; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    const ca = a.charCodeAt(i - 1)
    for (let j = 1; j <= b.length; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
    }
    ;[previous, current] = [current, previous]
  }
  return previous[b.length]!
}

/** Share of `expected`'s characters read right: 1 − edit distance / length of `expected` (at least 0). */
export const characterAccuracy = (expected: string, actual: string): number =>
  expected.length === 0 ? (actual.length === 0 ? 1 : 0) : Math.max(0, 1 - editDistance(expected, actual) / expected.length)

// "3", "- 3 -", "Página 3 de 10", "Pág. 3/10", "page 3 of 10", "3 / 10", "Hoja 2".
const PAGE_NUMBER = /^(?:(?:p[áa]g(?:ina)?\.?|page|hoja|folio)\s*)?[-–—]?\s*\d{1,4}\s*(?:(?:de|of|\/)\s*\d{1,4})?\s*[-–—]?$/iu
const EXPLICIT_PAGE_NUMBER = /^(?:p[áa]g(?:ina)?\.?|page|hoja|folio)\s*\d{1,4}(?:\s*(?:de|of|\/)\s*\d{1,4})?$|^\d{1,4}\s*(?:de|of|\/)\s*\d{1,4}$/iu

/** True when a line is nothing but a page number (`3`, `- 3 -`, `Página 3 de 10`, `3/10`). */
export const isPageNumber = (line: string): boolean => PAGE_NUMBER.test(line.trim())

/**
 * What identifies a header line across pages: lowercase letters without accents and digits as `#`
 * (page numbers and dates change from page to page); spaces and punctuation, which OCR reads
 * unevenly, are dropped.
 */
const headerKey = (line: string): string =>
  line.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").replace(/\d+/g, "#").replace(/[^\p{L}#]+/gu, "")

/** Keys this close (1 − edit distance / longer length) are the same header read with OCR noise. */
const SAME_HEADER = 0.85

const similar = (a: string, b: string): boolean => {
  if (a === b) return true
  const longer = Math.max(a.length, b.length)
  if (longer < 8 || Math.abs(a.length - b.length) > longer * (1 - SAME_HEADER)) return false
  return 1 - editDistance(a, b) / longer >= SAME_HEADER
}

/** Options of {@link removeHeadersFooters}. */
export interface HeaderFooterOptions {
  /** How many non-empty lines at the top and at the bottom of a page may be header or footer (default 3). */
  readonly zone?: number
}

/**
 * Removes, from each page, the lines near its top or bottom that recur in the same zone on at least
 * half of the pages (two at least), and page numbers there. A bare number counts as a page number
 * only in a document of two or more pages; `Página 3 de 10` always does.
 */
export const removeHeadersFooters = (pages: ReadonlyArray<string>, options: HeaderFooterOptions = {}): Array<string> => {
  const zone = options.zone ?? 3
  const split = pages.map((page) => {
    const lines = page.split("\n")
    const content = lines.flatMap((line, index) => (line.trim() === "" ? [] : [index]))
    return { lines, top: content.slice(0, zone), bottom: content.slice(Math.max(0, content.length - zone)) }
  })
  const keysOf = (lines: ReadonlyArray<string>, indexes: ReadonlyArray<number>) =>
    indexes.map((i) => headerKey(lines[i]!)).filter((k) => k.replaceAll("#", "").length >= 3)
  const topKeys = split.map((p) => keysOf(p.lines, p.top))
  const bottomKeys = split.map((p) => keysOf(p.lines, p.bottom))
  const needed = Math.max(2, Math.ceil(pages.length / 2))

  const recurring = (perPage: ReadonlyArray<ReadonlyArray<string>>) => {
    const cache = new Map<string, boolean>()
    return (key: string): boolean => {
      if (pages.length < 2 || key.replaceAll("#", "").length < 3) return false
      const known = cache.get(key)
      if (known !== undefined) return known
      let count = 0
      for (const keys of perPage) if (keys.some((k) => similar(k, key))) count++
      const answer = count >= needed
      cache.set(key, answer)
      return answer
    }
  }
  const inTop = recurring(topKeys)
  const inBottom = recurring(bottomKeys)
  const pageNumber = (line: string) =>
    pages.length >= 2 ? isPageNumber(line) : EXPLICIT_PAGE_NUMBER.test(line.trim())

  return split.map(({ lines, top, bottom }) => {
    const drop = new Set<number>()
    for (const i of top) if (pageNumber(lines[i]!) || inTop(headerKey(lines[i]!))) drop.add(i)
    for (const i of bottom) if (pageNumber(lines[i]!) || inBottom(headerKey(lines[i]!))) drop.add(i)
    return lines.filter((_, i) => !drop.has(i)).join("\n")
  })
}

/** Options of {@link cleanPages}. */
export interface CleanupOptions extends HeaderFooterOptions {
  /** false keeps headers, footers and page numbers (default true). */
  readonly removeHeadersFooters?: boolean
}

/**
 * The whole cleanup over a document's pages: Unicode and spaces normalized, recurring headers,
 * footers and page numbers removed, hyphenation repaired (with the whole document as evidence for
 * real compounds), blank lines collapsed. Returns one text per page, in order.
 */
export const cleanPages = (pages: ReadonlyArray<string>, options: CleanupOptions = {}): Array<string> => {
  const normalized = pages.map((page) => normalizeLineSpaces(normalizeUnicode(page)))
  const bare = options.removeHeadersFooters === false ? normalized : removeHeadersFooters(normalized, options)
  const evidence = bare.join("\n")
  return bare.map((page) => collapseBlankLines(repairHyphenation(page, evidence)))
}

/** {@link cleanPages} for a single text. */
export const cleanText = (text: string, options: CleanupOptions = {}): string => cleanPages([text], options)[0]!

/** Pages' texts joined with a blank line, empty pages left out. */
export const joinPages = (pages: ReadonlyArray<string>): string => pages.filter((p) => p.trim() !== "").join("\n\n")
