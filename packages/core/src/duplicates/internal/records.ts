/**
 * The patient's clinical record number as a narrative gives it ('HC 5396', 'H.C. 17786', 'HCL
 * 19493', 'historia clínica N° 945606'): a health post's form, the hospital's sheet and the
 * programme's monthly list each copy it from the chart, and no other patient of that
 * establishment holds it. Two establishments number their charts apart, so two numbers that
 * differ say nothing.
 */
import { fold } from "../../kernel/Fields.js"

// A label for the chart, then its number: not a date ('HC 12/03'), nor a code with a year ('2661-2023').
const RECORD = /(?<![a-z0-9])(?:h\.?\s?c\.?(?:\s?l\.?)?|historia clinica|nhc)\s*(?:n\s?[°º.o]?\s*|nro\.?\s*|numero\s*|:\s*|#\s*)?(\d{3,9})(?![\d/.-]\d)/g

/** The chart numbers a narrative gives, without the zeros a system pads them with. */
export const recordNumbers = (text: string | null | undefined): ReadonlySet<string> => {
  const out = new Set<string>()
  if (typeof text !== "string" || text.length === 0) return out
  for (const m of fold(text).matchAll(RECORD)) {
    const number = m[1]!.replace(/^0+/, "")
    if (number.length >= 3) out.add(number)
  }
  return out
}

/** Two narratives give one chart number. */
export const sameRecord = (a: ReadonlySet<string> | undefined, b: ReadonlySet<string> | undefined): boolean =>
  a !== undefined && b !== undefined && a.size > 0 && b.size > 0 && [...a].some((n) => b.has(n))
