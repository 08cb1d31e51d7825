/**
 * A clinical trial's subject number as a report copies it ('Sujeto: PE-04-0646', 'Subject 0279',
 * 'sujeto 0129', 'Subject No.: 1001-003'). The site's form, the CRO's CIOMS, the follow-ups and the
 * ethics committee's copy all carry it, some with the site's prefix and some without; no two
 * participants of a protocol share one. One number in both reports names one participant; two
 * that cannot be one number written two ways name two, whatever their initials (often masked)
 * and ages say.
 */
import { fold } from "../../kernel/Fields.js"

/** The reason of two reports of two participants of a trial. */
export const OTHER_SUBJECT = "Otro sujeto del ensayo"

// A label for the participant, then its number: optional letters (a country's or a site's) and
// digits, with hyphens or a space between groups. A randomisation or screening number is another
// series, and is not read.
const SUBJECT = /(?<![a-z])(?:sujeto|subject|participante|participant)(?:\s*(?:n\s?[°º.o]|no\.?|nro\.?|number|numero|id|#))?\s*[:.]?\s*((?:[a-z]{1,3}[-\s]?)?\d{1,9}(?:[-\s]\d{1,6}){0,2})(?![\d-]|\s\d|[/.,]\d|\s*(?:anos|years|a\b|y\b|-year))/g

/** The subject numbers a narrative gives, as their digits without leading zeros. */
export const subjectNumbers = (text: string | null | undefined): ReadonlySet<string> => {
  const out = new Set<string>()
  if (typeof text !== "string" || text.length === 0) return out
  for (const m of fold(text).matchAll(SUBJECT)) {
    const digits = m[1]!.replace(/\D/g, "").replace(/^0+/, "")
    if (digits.length >= 2) out.add(digits)
  }
  return out
}

// A site's prefix written or left out: the shorter number ends the longer one.
const oneNumber = (x: string, y: string): boolean => x === y || (x.length < y.length ? y.endsWith(x) : x.endsWith(y))

// Three significant digits name one participant; two could end anybody's number.
const SAME_FROM_DIGITS = 3

/** Both reports give one subject number (the site's prefix written or not). */
export const sameSubject = (a: ReadonlySet<string> | undefined, b: ReadonlySet<string> | undefined): boolean =>
  a !== undefined && b !== undefined && [...a].some((x) => [...b].some((y) => Math.min(x.length, y.length) >= SAME_FROM_DIGITS && oneNumber(x, y)))

/** Both reports give subject numbers and none of one can be one of the other's. */
export const subjectsDiffer = (a: ReadonlySet<string> | undefined, b: ReadonlySet<string> | undefined): boolean =>
  a !== undefined && b !== undefined && a.size > 0 && b.size > 0 && ![...a].some((x) => [...b].some((y) => oneNumber(x, y)))
