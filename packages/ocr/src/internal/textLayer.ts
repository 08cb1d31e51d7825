/**
 * Rebuilds lines from a PDF text layer. pdf.js hands out text runs ("items") with their position,
 * in content-stream order, which for nearly every generator is reading order (columns included),
 * so runs are kept in that order: a run starts a new line when its baseline moves by more than
 * half the font size or the previous run ended a line, and gets a space before it when it starts
 * clearly right of where the previous one ended.
 */

/** One text run in device space (y grows downwards). */
export interface TextRun {
  readonly text: string
  /** Baseline start. */
  readonly x: number
  readonly y: number
  /** Advance width and font size, in the same units. */
  readonly width: number
  readonly size: number
  /** pdf.js says a line ends after this run. */
  readonly endOfLine: boolean
}

/** Vertical gap, in font sizes, beyond which a blank line marks a new paragraph. */
const PARAGRAPH_GAP = 1.9
/** Horizontal gap, in font sizes, beyond which two runs are separate words. */
const WORD_GAP = 0.2

/** The page's text, one line per rebuilt line, a blank line between paragraphs. */
export const linesFromRuns = (runs: ReadonlyArray<TextRun>): string => {
  const lines: Array<string> = []
  let line = ""
  let lineY = 0
  let lineSize = 0
  let lastEnd = 0
  let broken = false
  for (const run of runs) {
    if (run.text === "") {
      if (run.endOfLine) broken = true
      continue
    }
    const size = run.size > 0 ? run.size : lineSize > 0 ? lineSize : 10
    if (line === "") {
      line = run.text
      lineY = run.y
      lineSize = size
    } else if (broken || Math.abs(run.y - lineY) > 0.5 * Math.max(size, lineSize)) {
      lines.push(line)
      if (Math.abs(run.y - lineY) > PARAGRAPH_GAP * Math.max(size, lineSize)) lines.push("")
      line = run.text
      lineY = run.y
      lineSize = size
    } else {
      const gap = run.x - lastEnd
      // Runs may also step back (overprinting, kerned runs drawn out of order): a space there too,
      // unless it only overlaps the previous run's last glyph.
      const separate = gap > WORD_GAP * size || gap < -size
      if (separate && !/\s$/.test(line) && !/^\s/.test(run.text)) line += " "
      line += run.text
      lineSize = Math.max(lineSize, size)
    }
    lastEnd = run.x + run.width
    broken = run.endOfLine
  }
  if (line !== "") lines.push(line)
  return lines.join("\n")
}

const ORDINARY = /[\p{L}\p{N}\p{P}\p{S}\p{Zs}\p{M}\n\t]/u
const SIGNIFICANT = /[\p{L}\p{N}]/gu

/**
 * Whether a text layer says something: enough letters and digits, and not the private-use or
 * replacement characters a font without a Unicode map produces (such a page is read by OCR).
 */
export const isMeaningful = (text: string, minChars: number): boolean => {
  const significant = text.match(SIGNIFICANT)?.length ?? 0
  if (significant < minChars) return false
  let odd = 0
  let total = 0
  for (const ch of text) {
    if (/\s/.test(ch)) continue
    total++
    if (!ORDINARY.test(ch) || /[\uE000-\uF8FF\uFFFD]/.test(ch)) odd++
  }
  return odd <= total * 0.1
}

/** Significant characters (letters and digits) in a text. */
export const significantChars = (text: string): number => text.match(SIGNIFICANT)?.length ?? 0
