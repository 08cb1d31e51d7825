/**
 * The weights of the score's parts: the contract's five (service-spec rule 5), and what the
 * partial matches the rule reads beside them add.
 */

/** The weight of each part of the score (service-spec rule 5). */
export const WEIGHTS = {
  iniciales: 0.2,
  fecha_nacimiento: 0.25,
  fecha_evento: 0.2,
  producto: 0.2,
  narrativa: 0.25
} as const

/** What a near event date adds: half the same date's weight, so that it tips a pair only with other parts. */
export const NEAR_EVENT_WEIGHT = 0.1

/**
 * What an age that the other report's birth date gives adds, with the same initials
 * (`MatchParts.edad_segun_nacimiento` in Duplicates.ts): two fifths of the birth date's weight,
 * so that with the initials and the product it brings a pair to review, not to `dup`, on its own.
 */
export const AGE_BIRTH_WEIGHT = 0.1

/**
 * What the same sex and the same age add (from fifteen years, neither guessed, birth dates not
 * both given), when the narratives share something of their story: as much as the age the other
 * report's birth date gives. Age and sex are what a pharmacist asks first of two reports of one
 * drug and reaction (vigiMatch weighs them too); alone they single out no one, so they tip a pair
 * to review only beside the product, a date or the initials.
 */
export const SAME_AGE_SEX_WEIGHT = 0.1

/**
 * The narrative similarity from which the same age and sex count: a tenth, what the same
 * reaction or a few specific words give. Below it the two stories share nothing, and two
 * patients of one age and sex on one drug are common (measured over eleven generators: from any
 * similarity above zero, 30 more pairs and 4 more false alarms, one generator's precision at its
 * limit; with any narrative, 170 more pairs and 50 more false alarms).
 */
export const AGE_SEX_NARRATIVE_FROM = 0.1

/**
 * The narrative similarity of two reports that name the same reactions (internal/narratives.ts `sameReactions`) at
 * a time that could be the same (an event date unknown or read from a narrative, or the dates at
 * most `NEAR_EVENT_DAYS` apart), when their words are less alike: with the initials and the
 * product, or the event date and the product, such a pair is one to review (0.45). The same
 * reaction on dates further apart is a recurrence, not one event told twice.
 */
export const SAME_REACTION_SIMILARITY = 0.2

/**
 * What two initials that are the first two of the other's three add (`ML` / `MLM`: a given name
 * and the father's surname): half the initials' weight, since many names share two letters.
 */
export const GIVEN_AND_SURNAME_WEIGHT = 0.1

/**
 * What one chart number in both narratives adds (internal/records.ts): the birth date's weight,
 * since a chart number names one patient of its establishment as surely as a birth date does.
 * Only where neither the initials nor the birth date match: beside them it says again who the
 * patient is, and the same patient's next cycle or next event would reach `dup` (measured).
 */
export const RECORD_WEIGHT = 0.25

/**
 * What one programme code, identity document or telephone in both narratives adds
 * (internal/identifiers.ts): less than a chart number, since a telephone names who calls, not always
 * the patient; with the product and the initials, or the product and the event date, it makes a
 * pair one to review. Not beside the same chart number, which says it already.
 */
export const IDENTIFIER_WEIGHT = 0.15
