/**
 * Reactions dated by their administration. A reaction that began during an infusion, or minutes
 * or hours after a dose or an ingestion ('durante la infusión', 'a los 20 min de iniciada',
 * 'ingirió 10 tabletas hace 2 h', a poison centre's 'Tiempo transcurrido: 40 min'), began the day
 * that dose was given: its report's event date is the dose's day, not a consultation's days
 * later. Two such reports dated days apart tell two doses (the next infusion of a course, a
 * child's second ingestion), unless one of them names the other's day (a copy whose field holds
 * its notification's date) or they tell one story.
 */
import { fold } from "../../kernel/Fields.js"
import { monthOf } from "./textDates.js"

// The words that tie a reaction's onset to the administration, folded: during or right after an
// infusion, minutes after a dose, a dose or an ingestion hours before the call or the visit.
const AT_DOSE = /durante la infusion|(?:iniciad[ao]|inicio de) la infusion|\d+ ?min(?:utos)? de (?:iniciad|la administracion)|\ba los \d+ ?min|\bhace (?:\d+|una?|media) ?(?:h\b|hr|hora|min)|tiempo transcurrido:? ?\d/

// A day and month, with or without the year: '14/11', '14-11-2023', '14.11.23', '14 de noviembre', '2023-11-14'.
const NUMERIC_DAY = /(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})(?!\d)/g
const WRITTEN_DAY = /(?<!\d)(\d{1,2})\s*(?:de\s+)?(ene|feb|mar|abr|may|jun|jul|ago|sep|set|oct|nov|dic)/g
const ISO_DAY = /(?<!\d)\d{4}-(\d{2})-(\d{2})(?!\d)/g

const dayKey = (day: number, month: number): string => `${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`

/**
 * The days (`MM-DD`) a narrative names, when it ties its reaction's onset to the administration
 * ({@link AT_DOSE}); undefined when it does not. The days let a pair tell a copy of one report,
 * which names the other's event day in its text, from another dose.
 */
export const doseDaysOf = (text: string | null | undefined): ReadonlySet<string> | undefined => {
  if (typeof text !== "string" || text.length === 0) return undefined
  const folded = fold(text)
  if (!AT_DOSE.test(folded)) return undefined
  const days = new Set<string>()
  for (const m of folded.matchAll(NUMERIC_DAY)) days.add(dayKey(Number(m[1]), Number(m[2])))
  for (const m of folded.matchAll(WRITTEN_DAY)) days.add(dayKey(Number(m[1]), monthOf(m[2]!)))
  for (const m of folded.matchAll(ISO_DAY)) days.add(dayKey(Number(m[2]), Number(m[1])))
  return days
}

/** The day and month (`MM-DD`) of an ISO date. */
const dayOf = (date: string): string => date.slice(5, 10)

/**
 * Two reports that both date a reaction by its administration ({@link doseDaysOf}) whose event
 * dates are days apart (the caller passes more than NEAR_EVENT_DAYS and at most OTHER_EVENT_DAYS,
 * dates both typed or stated as the onset), neither naming the other's event day: two doses. `alike` says the
 * narratives tell one story, which no date can part.
 */
export const otherDoseDay = (
  a: { readonly eventDate: string | null; readonly doseDays?: ReadonlySet<string> | undefined },
  b: { readonly eventDate: string | null; readonly doseDays?: ReadonlySet<string> | undefined },
  alike: boolean
): boolean =>
  !alike && a.doseDays !== undefined && b.doseDays !== undefined && a.eventDate !== null && b.eventDate !== null &&
  !a.doseDays.has(dayOf(b.eventDate)) && !b.doseDays.has(dayOf(a.eventDate))
