/**
 * Two reports of one patient about two events: another drug and reaction, event dates weeks
 * apart, or one report received before the other's event began. Such a pair is capped like a
 * contradiction: the second is a new case, not a second report of the first.
 */
import type { MatchParts, Profile } from "../Duplicates.js"
import { ADMINISTRATION_DAYS, firstAdministrationDay, otherAdministration } from "./administrations.js"
import { birthDateSlip } from "./contradictions.js"
import { daysApart, NEAR_EVENT_DAYS } from "./dates.js"
import { otherDispensing } from "./dispensings.js"
import { otherDoseDay } from "./doseDays.js"
import { otherReactions } from "./narratives.js"

/** The reason of two reports of one patient about two events. */
export const OTHER_EVENT = "Otro evento: producto y fecha de inicio distintos"

/** The reason of two reports of one patient about two events, told by their reactions where a date is missing. */
export const OTHER_EVENT_REACTION = "Otro evento: producto y reacción distintos"

/** Narratives at least this alike tell one story, whatever their product and date fields say. */
export const OTHER_EVENT_NARRATIVE_BELOW = 0.5

/** The reason of two reports whose event dates are weeks apart: a recurrence, or another patient. */
export const OTHER_EVENT_DATE = "Otro evento: fechas de inicio distintas"

/**
 * Event dates further apart than this are two events, whatever else the reports share: beyond
 * any slip between the onset, the consultation and the admission, and within it a weekly
 * injection's next reaction is told as a recurrence, not the same reaction again.
 */
export const OTHER_EVENT_DAYS = 14

// A first of the month may stand for the month alone, unless the narrative states that day as its one date.
const monthOnly = (p: Profile): boolean => p.eventDate !== null && p.eventDate.endsWith("-01") && p.eventDayStated !== true

// Days between two event dates both typed in their fields (a date read from a narrative may be
// another event's), neither month-only (E2B stores a month-only date as its first day) nor the
// other mistyped (a digit, two swapped, day and month read the other way); null when they cannot
// be compared so.
const typedDaysApart = (a: Profile, b: Profile, forgiveSlips = true): number | null => {
  if (a.eventDate === null || b.eventDate === null || (a.eventDateFromText && a.eventDateStated !== true) || (b.eventDateFromText && b.eventDateStated !== true)) return null
  if (monthOnly(a) || monthOnly(b) || (forgiveSlips && birthDateSlip(a.eventDate, b.eventDate))) return null
  return daysApart(a.eventDate, b.eventDate)
}

const datesApart = (a: Profile, b: Profile): boolean => (typedDaysApart(a, b) ?? 0) > OTHER_EVENT_DAYS

/** The reason of two reports of one drug whose typed event dates are days apart and whose reactions share nothing. */
export const OTHER_EVENT_REACTION_DATE = "Otro evento: otra reacción en otra fecha"

// Typed event dates more than NEAR_EVENT_DAYS apart, both drugs named, and reactions named on both
// sides with none in common: a course's next infusion, a weekly dose's other reaction. Either fact
// alone is common in one event's reports (a consultation days after the onset; a patient's words
// and a physician's diagnosis), both together are not.
const otherReactionApart = (a: Profile, b: Profile, parts: MatchParts): boolean =>
  a.products.length > 0 && b.products.length > 0 && parts.narrativa < OTHER_EVENT_NARRATIVE_BELOW &&
  (typedDaysApart(a, b, false) ?? 0) > NEAR_EVENT_DAYS && otherReactions(a.narrative, b.narrative)

/**
 * Two reports that both name their suspect products and share none, nor tell the same story,
 * are two events when their event dates are known and more than {@link NEAR_EVENT_DAYS} apart
 * ({@link OTHER_EVENT}), or when both name reactions and share none ({@link OTHER_EVENT_REACTION}):
 * another drug and another reaction are another case, on whatever day. Any two reports whose
 * event dates are more than {@link OTHER_EVENT_DAYS} apart are two events too ({@link OTHER_EVENT_DATE}),
 * whatever they share: the same drug's reaction weeks later is a recurrence, and a physician's
 * pasted narrative does not make two patients' onsets one; so are two reports of named drugs
 * whose typed dates are days apart and whose reactions share nothing ({@link OTHER_EVENT_REACTION_DATE}),
 * two administrations of a course by number or by day, an onset before the administration the
 * other report dates, or two reactions dated by their dose on days apart (internal/doseDays.ts)
 * ({@link OTHER_EVENT_ADMINISTRATION}), and two reports one of which was
 * received before the other's event began, or before the administration it dates
 * ({@link OTHER_EVENT_EARLIER}), even when the earlier
 * one gives no date of its own (the later one's onset may be counted back from its day, 'ayer',
 * past twice the slack); and two boxes of the drug, told by their lots or days of purchase
 * (internal/dispensings.ts). If the patient is the same (initials
 * and birth date), the second is a new case, not a second report of the first, so the pair is
 * capped like a contradiction. Unknown products, dates or reactions never make another event.
 */
export const otherEvent = (a: Profile, b: Profile, parts: MatchParts): string | null => {
  if (a.products.length > 0 && b.products.length > 0 && !parts.producto && parts.narrativa < OTHER_EVENT_NARRATIVE_BELOW) {
    if (a.eventDate !== null && b.eventDate !== null && !parts.fecha_evento && parts.fecha_evento_cercana === 0) return OTHER_EVENT
    if (otherReactions(a.narrative, b.narrative)) return OTHER_EVENT_REACTION
  }
  if (datesApart(a, b)) return OTHER_EVENT_DATE
  if (otherReactionApart(a, b, parts)) return OTHER_EVENT_REACTION_DATE
  // Reactions dated by their dose (internal/doseDays.ts) on days apart: two doses.
  const typedApart = typedDaysApart(a, b, false) ?? 0
  if (typedApart > NEAR_EVENT_DAYS && typedApart <= OTHER_EVENT_DAYS && otherDoseDay(a, b, parts.narrativa >= OTHER_EVENT_NARRATIVE_BELOW)) return OTHER_EVENT_ADMINISTRATION
  if (otherAdministration(a.administrations, b.administrations) || beganBefore(a, b) || beganBefore(b, a)) return OTHER_EVENT_ADMINISTRATION
  if (receivedBefore(a, b, parts) || receivedBefore(b, a, parts) || receivedBeforeGiven(a, b) || receivedBeforeGiven(b, a)) return OTHER_EVENT_EARLIER
  return a.dispensing !== undefined && b.dispensing !== undefined ? otherDispensing(a.dispensing, b.dispensing) : null
}

/** The reason of two reports of different administrations of a course: cycle 2 and cycle 3, the first dose and the second. */
export const OTHER_EVENT_ADMINISTRATION = "Otro evento: ciclo o dosis distintos"

// An event date (typed, neither month-only nor a slip of the day, or stated as the onset by its
// narrative) more than ADMINISTRATION_DAYS before the first administration the other narrative
// dates: a reaction to that administration cannot have begun before it was given.
const beganBefore = (a: Profile, b: Profile): boolean => {
  const given = firstAdministrationDay(b.administrations)
  if (given === null || a.eventDate === null || (a.eventDateFromText && a.eventDateStated !== true) || monthOnly(a)) return false
  return a.eventDate < given && daysApart(a.eventDate, given) > ADMINISTRATION_DAYS && !birthDateSlip(a.eventDate, given)
}

// A report received more than RECEIVED_BEFORE_DAYS before the first administration the other
// narrative dates: the other's reaction to it had not begun when this report was written.
const receivedBeforeGiven = (a: Profile, b: Profile): boolean => {
  const given = firstAdministrationDay(b.administrations)
  return given !== null && a.received != null && given > a.received && daysApart(given, a.received) > RECEIVED_BEFORE_DAYS
}

/** The reason of a report received before the other report's event began: it tells an earlier event. */
export const OTHER_EVENT_EARLIER = "Otro evento: notificado antes del inicio del otro"

/**
 * How far an event date may fall after the other report's reception and still be that report's
 * event: one report dates the onset, another the suspension, the admission or the night shift's
 * note, days later. Beyond it, the other report was received before this event began.
 */
export const RECEIVED_BEFORE_DAYS = 7

// A typed event date (neither month-only nor read from a narrative) more than RECEIVED_BEFORE_DAYS
// after the other report's reception: that report tells an earlier event (a recurrence, another
// course of the drug). Not when the date is after its own report's reception or a slip of the
// other's event date: then it is mistyped.
const receivedBefore = (a: Profile, b: Profile, parts: MatchParts): boolean => {
  // Undated, an onset counted back from the reception ('ayer', 'hace una semana') may be counted
  // from a re-sent message's or a re-keyed copy's day: it tells an earlier event only past twice
  // the slack, and not when the narratives tell one story (a copy's 'desde ayer').
  if (a.received != null && b.eventDate === null && b.toldOnset != null) {
    return parts.narrativa < OTHER_EVENT_NARRATIVE_BELOW && b.toldOnset > a.received && daysApart(b.toldOnset, a.received) > 2 * RECEIVED_BEFORE_DAYS
  }
  if (a.received == null || b.eventDate === null || b.eventDateFromText || monthOnly(b)) return false
  if (b.received != null && b.eventDate > b.received) return false
  if (a.eventDate !== null && birthDateSlip(a.eventDate, b.eventDate)) return false
  return b.eventDate > a.received && daysApart(b.eventDate, a.received) > RECEIVED_BEFORE_DAYS
}
