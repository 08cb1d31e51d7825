/**
 * Duplicate detection as pure functions: the contract's scoring rule (service-spec rule 5,
 * decisions.md "Duplicates"), the normalization that lets it survive what people type, the
 * classification bands, and the blocking keys that let storage find candidates without
 * scanning every case. No I/O: a script can score a spreadsheet with nothing but this module.
 *
 * Score = the sum of the weights of the parts that match, capped at 1, rounded to two decimals:
 * same initials 0.20, same birth date 0.25, same event start date 0.20 (0.10 when one or two days
 * apart), same suspect product 0.20, and 0.25 × the similarity (0..1) of the two narratives; an
 * age that the other's birth date gives, the same age and sex beside a shared story or weight, or two
 * initials that are the first two of the other's three, add 0.10; one chart number in both
 * narratives, where neither the initials nor the birth date match, adds 0.25.
 */
import { givenAndSurname, sameInitials } from "./internal/initials.js"
import { CONTRADICTION_CAP, contradictions, ROUGH_AGES, ROUGH_AGES_FROM } from "./internal/contradictions.js"
import { nearDays } from "./internal/dates.js"
import { sameName } from "./internal/products.js"
import { otherEvent } from "./internal/otherEvents.js"
import { ageAgrees, sameAgeAndSex, sameWeight } from "./internal/ages.js"
import { sameRecord } from "./internal/records.js"
import { sameIdentifier } from "./internal/identifiers.js"
import { sameSubject } from "./internal/subjects.js"
import { AGE_BIRTH_WEIGHT, AGE_SEX_NARRATIVE_FROM, GIVEN_AND_SURNAME_WEIGHT, IDENTIFIER_WEIGHT, NEAR_EVENT_WEIGHT, RECORD_WEIGHT, SAME_AGE_SEX_WEIGHT, SAME_REACTION_SIMILARITY, WEIGHTS } from "./internal/weights.js"
import { narrativeProfile, narrativeSimilarity, sameReactions, type WordRarity } from "./internal/narratives.js"
import { type LocalRarity, PATIENT_REPORTS } from "./internal/ranking.js"

// The normalizations each part of the score rests on live in one module each (internal/); the
// namespace callers use stays this one.
export { birthOrdinal, givenAndSurname, normalizeInitials, initialsKey, sameInitials } from "./internal/initials.js"
export { AGE_BIRTH_WEIGHT, AGE_SEX_NARRATIVE_FROM, GIVEN_AND_SURNAME_WEIGHT, IDENTIFIER_WEIGHT, NEAR_EVENT_WEIGHT, RECORD_WEIGHT, SAME_AGE_SEX_WEIGHT, SAME_REACTION_SIMILARITY, WEIGHTS } from "./internal/weights.js"
export { daysApart, NEAR_EVENT_DAYS, normalizeDate, shiftDate, swappedDate } from "./internal/dates.js"
export { eventDateInText, eventMonthInText, labelledEventDate, narrativeDates } from "./internal/textDates.js"
export type { NarrativeDates } from "./internal/textDates.js"
export { aliasesInText, fieldNames, innSkeleton, productTokens, normalizeProduct, editDistance, sameWord } from "./internal/products.js"
export { ADMINISTRATION_DAYS, administrationsOf, firstAdministrationDay, otherAdministration } from "./internal/administrations.js"
export { BRAND_INGREDIENTS, ingredientsOf } from "./internal/brandLexicon.js"
export type { ProductName } from "./internal/products.js"
export { findInMemory, localRarity, PATIENT_REPORTS, rank } from "./internal/ranking.js"
export type { LocalRarity, RankedMatch } from "./internal/ranking.js"
export { blockingKeys, narrativeFingerprint, probeKeys, windowOf, windowsOf } from "./internal/blocking.js"
export type { DateWindow } from "./internal/blocking.js"
export {
  COMMON_WORD_INFORMATION, LOCAL_PRIOR_CANDIDATES, localShare, SAME_REACTION_SHARE, narrativeWords, narrativeProfile, NARRATIVE_CHANCE_OVERLAP, NARRATIVE_MIN_INFORMATION, narrativeSimilarity, NO_RARITY, RARITY_PRIOR_CASES, rarityOf, wordWeight
} from "./internal/narratives.js"
export type { NarrativeProfile, SimilarityOptions, WordRarity } from "./internal/narratives.js"
export { recordNumbers, sameRecord } from "./internal/records.js"
export { identifierNumbers, sameIdentifier } from "./internal/identifiers.js"
export { OTHER_SUBJECT, sameSubject, subjectNumbers, subjectsDiffer } from "./internal/subjects.js"
export { BIRTH_DAY_SLACK, BIRTH_WEIGHT_SLACK, birthDaysDiffer, birthOrderInText, birthWeight, birthWeightsDiffer, bornByDaysOfLife, motherAge, mothersDiffer, mothersSurnames, obstetricFormula, obstetricFormulasDiffer, OTHER_BIRTH_DAY, OTHER_BIRTH_WEIGHT, OTHER_MOTHER, OTHER_OBSTETRIC_FORMULA } from "./internal/newborns.js"
export type { ObstetricFormula } from "./internal/newborns.js"
export { ABOUT_AGE_YEARS, ageOf, birthDateSlip, CONTRADICTION_CAP, contradictions, initialsCompatible, OTHER_NAME, OTHER_NEWBORN, OTHER_WEIGHT, ROUGH_AGES, ROUGH_AGES_FROM, sexOf, WEIGHT_RATIO } from "./internal/contradictions.js"
export type { PatientFacts } from "./internal/contradictions.js"
export { doseDaysOf, otherDoseDay } from "./internal/doseDays.js"
export { dispensingOf, type Dispensing, NO_DISPENSING, OTHER_LOT, OTHER_PURCHASE, otherDispensing, PURCHASE_DAYS } from "./internal/dispensings.js"
export { OTHER_EVENT, OTHER_EVENT_ADMINISTRATION, OTHER_EVENT_DATE, OTHER_EVENT_DAYS, OTHER_EVENT_EARLIER, OTHER_EVENT_NARRATIVE_BELOW, OTHER_EVENT_REACTION, OTHER_EVENT_REACTION_DATE, RECEIVED_BEFORE_DAYS } from "./internal/otherEvents.js"

/**
 * The version of the scoring rule and of what it reads (lexicons, normalizations). Stored flags
 * carry it, and storage checks again, in the background, those an older version computed: a
 * new rule would otherwise leave every case list flagging by the old one. Change it with any
 * change that can move a score.
 */
export const RULE_VERSION = "2026-12-01.48"

/** A score at or above this is a duplicate (`dup`). */
export const DUP_THRESHOLD = 0.8
/** A score at or above this (and below {@link DUP_THRESHOLD}) needs a person (`review`). */
export const REVIEW_THRESHOLD = 0.45
/** At most this many matches are returned (decisions.md). */
export const MAX_MATCHES = 20
/** Days either side of the event date searched by default (service-spec "Limits"). */
export const DEFAULT_DAYS_WINDOW = 60
/** Largest `days_window` accepted. */
export const MAX_DAYS_WINDOW = 365

/** The derived classification of a case. */
export type DupStatus = "dup" | "review" | "unique"

/** Status, label and color of a classification (service-spec "Duplicate classification"). */
export interface Classification {
  readonly status: DupStatus
  readonly label: string
  readonly color: "danger" | "warning" | "success"
}

/** The three bands; the contract names `Revisar`, the other labels are ours. */
export const CLASSIFICATIONS: Readonly<Record<DupStatus, Classification>> = {
  dup: { status: "dup", label: "Duplicado", color: "danger" },
  review: { status: "review", label: "Revisar", color: "warning" },
  unique: { status: "unique", label: "Único", color: "success" }
}

/** The band of a score: ≥ 0.80 dup, 0.45–0.79 review, below unique. */
export const classify = (score: number): Classification =>
  score >= DUP_THRESHOLD ? CLASSIFICATIONS.dup : score >= REVIEW_THRESHOLD ? CLASSIFICATIONS.review : CLASSIFICATIONS.unique

export { type DupCase, type DupProducto, profile, type Profile } from "./internal/profile.js"
import { type DupCase, type Profile, profile } from "./internal/profile.js"

/** Same suspect product: a shared registration number, or a name of one found in the other's names. */
export const sameProduct = (a: Profile, b: Profile): boolean => {
  for (const r of a.registros) if (b.registros.has(r)) return true
  return a.products.some((x) => b.products.some((y) => sameName(x, y)))
}

/** Which parts of two cases match. */
export interface MatchParts {
  readonly iniciales: boolean
  readonly fecha_nacimiento: boolean
  readonly fecha_evento: boolean
  /** Days between event dates that are near but not equal (1 to {@link NEAR_EVENT_DAYS}), else 0. */
  readonly fecha_evento_cercana: number
  /** The event date of either case, same or near, was read from its narrative. */
  readonly fecha_evento_narrativa: boolean
  readonly producto: boolean
  /** Narrative similarity, 0..1. */
  readonly narrativa: number
  /** The narrative's similarity is {@link SAME_REACTION_SIMILARITY} because both name the same reactions. */
  readonly misma_reaccion: boolean
  /**
   * With the same initials, one report gives only an age and the other only a birth date, and the
   * age is the one the birth date gives (internal/ages.ts `ageAgrees`). Optional for callers that
   * build parts by hand: absent is false.
   */
  readonly edad_segun_nacimiento?: boolean | undefined
  /**
   * Both reports give the same sex and the same age (internal/ages.ts `sameAgeAndSex`), and their
   * narratives are at least {@link AGE_SEX_NARRATIVE_FROM} alike or state one body weight (`peso`,
   * at any age). Optional like the above, and so are the next three.
   */
  readonly edad_sexo?: boolean | undefined
  /** Both narratives state one body weight, to half a kilogram (internal/ages.ts `sameWeight`). */
  readonly peso?: boolean | undefined
  /** Two initials are the first two of the other's three (internal/initials.ts `givenAndSurname`): a given name and the father's surname. */
  readonly iniciales_nombre_apellido?: boolean | undefined
  /** Both narratives give one chart number (internal/records.ts `sameRecord`). Optional like the above. */
  readonly historia_clinica?: boolean | undefined
  /**
   * Both narratives give one programme code, document or telephone (internal/identifiers.ts
   * `sameIdentifier`), or one trial subject number (internal/subjects.ts `sameSubject`). Optional like the above.
   */
  readonly identificador?: boolean | undefined
}

const bothProducts = (a: Profile, b: Profile): ReadonlySet<string> =>
  b.productWords.size === 0 ? a.productWords : a.productWords.size === 0 ? b.productWords : new Set([...a.productWords, ...b.productWords])

/**
 * The parts that match between two prepared cases. `rarity` (how common each narrative word is
 * in the case base) makes shared boilerplate count little; without it every word weighs the same.
 * `local` (how many of the checked case's candidates hold each word) makes what many candidates
 * share count little too (see {@link rank}). Whether a shared reaction points at this candidate
 * is asked among the candidates with the same initials and product when the pair has both
 * (`local.peers`): a nurse's note of the red man syndrome points at the one vancomycin report
 * of its patient, however many other patients' reports name it that month. Without the initials,
 * a pair with the same event date and product, one of them with initials, asks among that day's
 * reports of the product (`local.dayPeers`): the physician's, the pharmacist's and the
 * laboratory's reports of one event name its reaction together, a cohort's day names it often.
 */
export const compareParts = (a: Profile, b: Profile, rarity?: WordRarity, local?: LocalRarity): MatchParts => {
  const iniciales = sameInitials(a.initials, b.initials)
  const producto = sameProduct(a, b)
  const sameDate = a.eventDate !== null && a.eventDate === b.eventDate
  const near = nearDays(a.eventDate, b.eventDate)
  // An onset counted back from one report's reception meets the other's event date, never another counted one.
  const [told, other] = a.eventDate === null ? [a.toldOnset ?? null, b.eventDate] : b.eventDate === null ? [b.toldOnset ?? null, a.eventDate] : [null, null]
  const toldSame = told !== null && told === other
  const toldNear = nearDays(told, other)
  // At a time that could be the same: a date unknown, or the dates the same or near. A date read
  // from a narrative counts as unknown here: it may be the drug's start or a campaign's day, and
  // so it adds a matching date here (otherEvent tells events apart by one whose words state the onset).
  const sameTime = a.eventDate === null || b.eventDate === null || sameDate || near > 0 || a.eventDateFromText || b.eventDateFromText
  const similarity = narrativeSimilarity(a.narrative, b.narrative, { rarity, exclude: bothProducts(a, b), local })
  // Peers are counted only for initials of two letters or more, which the same initials share.
  const amongPeers = iniciales && producto && local?.peers !== undefined
  // Without the initials, the same event date and product ask among that day's reports of the
  // product (`local.dayPeers`), when one of the two names its patient: two that name none (a
  // botica's form, three clients a day) cannot be told from a cohort.
  const amongDay = !amongPeers && sameDate && producto && (a.initials !== null || b.initials !== null) && local?.dayPeers !== undefined
  const reaction = similarity < SAME_REACTION_SIMILARITY && sameTime &&
    (amongPeers ? sameReactions(a.narrative, b.narrative, local.peers, PATIENT_REPORTS) : amongDay ? sameReactions(a.narrative, b.narrative, local.dayPeers, PATIENT_REPORTS) : sameReactions(a.narrative, b.narrative, local))
  const ageFromBirth = iniciales && ageAgrees(a.facts, b.facts)
  const birth = a.birthDate !== null && a.birthDate === b.birthDate
  const weight = sameWeight(a.facts, b.facts)
  return {
    iniciales,
    fecha_nacimiento: birth,
    fecha_evento: sameDate || toldSame,
    fecha_evento_cercana: near || toldNear,
    fecha_evento_narrativa: (a.eventDate !== null && b.eventDate !== null && (a.eventDateFromText || b.eventDateFromText)) || toldSame || toldNear > 0,
    producto,
    narrativa: reaction ? SAME_REACTION_SIMILARITY : similarity,
    misma_reaccion: reaction,
    edad_segun_nacimiento: ageFromBirth,
    edad_sexo: !ageFromBirth && (weight || (reaction ? SAME_REACTION_SIMILARITY : similarity) >= AGE_SEX_NARRATIVE_FROM) && sameAgeAndSex(a.facts, b.facts, weight),
    peso: weight,
    iniciales_nombre_apellido: givenAndSurname(a.initials, b.initials),
    // The chart names the patient as the initials and the birth date do: it stands in for them, never
    // beside them (the same patient's next cycle is another event).
    historia_clinica: !iniciales && !birth && sameRecord(a.records, b.records),
    // A telephone names whoever calls, who may call about another drug: one event needs the product or the date too.
    identificador: (producto || sameDate) && (sameIdentifier(a.identifiers, b.identifiers) || sameSubject(a.facts.subjects, b.facts.subjects))
  }
}

const round2 = (x: number): number => Math.round(x * 100) / 100

/** The score of matched parts: the sum of their weights (narrative × similarity), capped at 1, to two decimals. */
export const scoreParts = (parts: MatchParts): number =>
  round2(Math.min(
    1,
    (parts.iniciales ? WEIGHTS.iniciales : 0) +
      (parts.fecha_nacimiento ? WEIGHTS.fecha_nacimiento : 0) +
      (parts.fecha_evento ? WEIGHTS.fecha_evento : parts.fecha_evento_cercana > 0 ? NEAR_EVENT_WEIGHT : 0) +
      (parts.producto ? WEIGHTS.producto : 0) +
      (parts.edad_segun_nacimiento === true ? AGE_BIRTH_WEIGHT : 0) +
      (parts.edad_sexo === true ? SAME_AGE_SEX_WEIGHT : 0) +
      (parts.iniciales_nombre_apellido === true ? GIVEN_AND_SURNAME_WEIGHT : 0) +
      (parts.historia_clinica === true ? RECORD_WEIGHT : 0) +
      (parts.identificador === true && parts.historia_clinica !== true ? IDENTIFIER_WEIGHT : 0) +
      WEIGHTS.narrativa * parts.narrativa
  ))

/** The `reasons` strings of matched parts, in the order of the weights. */
export const reasonsOf = (parts: MatchParts): Array<string> => {
  const out: Array<string> = []
  if (parts.iniciales) out.push("Mismas iniciales")
  if (parts.iniciales_nombre_apellido === true) out.push("Iniciales compatibles: nombre y primer apellido")
  if (parts.fecha_nacimiento) out.push("Misma fecha de nacimiento")
  if (parts.edad_segun_nacimiento === true) out.push("Edad acorde con la fecha de nacimiento")
  if (parts.edad_sexo === true) out.push(parts.peso === true ? "Misma edad, sexo y peso" : "Misma edad y sexo")
  if (parts.historia_clinica === true) out.push("Misma historia clínica")
  else if (parts.identificador === true) out.push("Mismo número de identificación o contacto")
  // A date read from a narrative says so: the pharmacist checks the text, not the field.
  const fromText = parts.fecha_evento_narrativa ? ", según la narrativa" : ""
  if (parts.fecha_evento) out.push(parts.fecha_evento_narrativa ? "Misma fecha de inicio del evento (según la narrativa)" : "Misma fecha de inicio del evento")
  if (parts.fecha_evento_cercana > 0) out.push(`Fecha de inicio del evento cercana (${parts.fecha_evento_cercana} ${parts.fecha_evento_cercana === 1 ? "día" : "días"}${fromText})`)
  if (parts.producto) out.push("Mismo producto sospechoso")
  if (parts.narrativa > 0) out.push(`Narrativa similar (${Math.round(parts.narrativa * 100)} %)${parts.misma_reaccion ? ": la misma reacción" : ""}`)
  return out
}

/** The score of two cases and why. */
export interface Scored {
  readonly score: number
  /** The matched parts, then each contradiction. */
  readonly reasons: ReadonlyArray<string>
  readonly parts: MatchParts
  /**
   * Facts that cannot belong to one patient, or to one event; any of them caps the score below the
   * review band. Adults' ages a year beyond the slack ({@link ROUGH_AGES}) are one only below {@link ROUGH_AGES_FROM}.
   */
  readonly contradictions: ReadonlyArray<string>
}

/**
 * Scores a pair of prepared cases: matched weights, capped below the review band by any
 * contradiction (adults' rough ages only below {@link ROUGH_AGES_FROM}), and by two events ({@link OTHER_EVENT}).
 */
export const scoreProfiles = (a: Profile, b: Profile, rarity?: WordRarity, local?: LocalRarity): Scored => {
  const parts = compareParts(a, b, rarity, local)
  const conflicts = contradictions(a.facts, b.facts)
  const other = otherEvent(a, b, parts)
  if (other !== null) conflicts.push(other)
  const matched = scoreParts(parts)
  // Adults' rough ages contradict only a weak match; beside a stronger one they stay a reason.
  const capping = matched < ROUGH_AGES_FROM || conflicts.some((c) => c !== ROUGH_AGES) ? conflicts : []
  return {
    score: capping.length > 0 ? Math.min(matched, CONTRADICTION_CAP) : matched,
    reasons: [...reasonsOf(parts), ...conflicts],
    parts,
    contradictions: capping
  }
}

/** Scores a pair of cases (convenience over {@link profile} and {@link scoreProfiles}). */
export const score = (a: DupCase, b: DupCase, rarity?: WordRarity): Scored => scoreProfiles(profile(a), profile(b), rarity)
