/**
 * The event date a narrative states, for reports whose event date field is empty: a patient's
 * call or a nurse's note often gives the onset only in its text ('el 12/03/25 inició rash').
 */
import { fold } from "../../kernel/Fields.js"
import { daysApart } from "./dates.js"

// Day, month and year as people type them: 12/03/2025, 12-3-25, 12.03.2025; and ISO 2025-03-12.
// A full stop after a date ends its sentence ('el 09/06/23. Se observa'); one before a digit continues a number.
const NUMERIC = /(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?![\d/-]|\.\d)/g
const ISO = /(?<![\d/.-])(\d{4})-(\d{2})-(\d{2})(?![\d/-]|\.\d)/g
// '12 de marzo de 2025', '12 mar. 2025', '3 de setiembre del 2025' (folded: no accents, lower case).
const WRITTEN = /(?<!\d)(\d{1,2})\s*(?:de\s+)?(ene|feb|mar|abr|may|jun|jul|ago|sep|set|oct|nov|dic)[a-z]*\.?\s*(?:del?\s+)?(\d{4})(?!\d)/g
const MONTHS = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "set", "oct", "nov", "dic"]

/** The longest a report is taken to come after its event: older dates in a text are history. */
const MAX_DAYS_BEFORE_RECEPTION = 366

const iso = (year: number, month: number, day: number): string | null => {
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null
  // A day the month has (no 31/02): the date must come back from the calendar as written.
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return null
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`
}

/**
 * The one date a narrative states, read day first as Peru writes dates (two-digit years are
 * 20xx), when it states exactly one that could be the event's: not after the report's reception
 * nor more than a year before it (a birth date, an old diagnosis). Null when it states none, or
 * several: which of an admission, a lab result and an onset is the event cannot be told.
 */
export const eventDateInText = (text: string | null | undefined, received: string | null): string | null => {
  if (typeof text !== "string" || text.length === 0) return null
  const found = new Set<string>()
  const add = (date: string | null) => {
    if (date === null) return
    // The reception's own date in the text is the report's ('recibida por teléfono el 20/02/2024'), not the event's.
    if (received !== null && (date >= received || daysApart(date, received) > MAX_DAYS_BEFORE_RECEPTION)) return
    found.add(date)
  }
  for (const m of text.matchAll(NUMERIC)) add(iso(m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]), Number(m[2]), Number(m[1])))
  for (const m of text.matchAll(ISO)) add(iso(Number(m[1]), Number(m[2]), Number(m[3])))
  for (const m of fold(text).matchAll(WRITTEN)) add(iso(Number(m[3]), MONTHS.indexOf(m[2] === "sep" ? "set" : m[2]!) + 1, Number(m[1])))
  return found.size === 1 ? [...found][0]! : null
}
