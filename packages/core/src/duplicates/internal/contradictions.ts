/**
 * Facts that cannot belong to one patient (decisions.md "Duplicates"): both sexes known and
 * different, both birth dates known and different beyond a typing slip (or by one that each
 * report's age confirms as written), ages further apart than
 * the time between the reports allows, initials that cannot be one person's written two ways,
 * body weights no one patient had at once.
 * They cap a pair below the review band, as vigiMatch weighs mismatches as evidence against.
 * Unknown is never a contradiction.
 */
import { OTHER_SUBJECT, subjectsDiffer } from "./subjects.js"
import { nameLeftOut, sameInitials, surnamesFirst } from "./initials.js"
import { birthDateSlip, daysApart } from "./dates.js"
import { editDistance } from "./products.js"
import { loneNamesDiffer, namesDiffer, type TextName } from "./textNames.js"
import type { AgeRange } from "./ages.js"
import { birthDaysDiffer, birthWeightsDiffer, motherAgesDiffer, mothersDiffer, type ObstetricFormula, obstetricFormulasDiffer, OTHER_BIRTH_DAY, OTHER_BIRTH_WEIGHT, OTHER_MOTHER, OTHER_OBSTETRIC_FORMULA } from "./newborns.js"

export { birthDateSlip } from "./dates.js"

/** The reason of two newborns of one birth ('RN1' and 'RN2'). */
export const OTHER_NEWBORN = "Otro recién nacido del mismo parto"

/** The reason of two narratives naming their patients with other surnames or given names (internal/textNames.ts `namesDiffer`). */
export const OTHER_NAME = "Nombres distintos en la narrativa"

/** The reason of two narratives stating body weights no one patient had within the time between them. */
export const OTHER_WEIGHT = "Peso distinto"

/**
 * How much heavier one stated body weight may be than the other for one patient: a caller's
 * `peso aprox 12 kg` against the emergency scale's 10 kg. A child of 8 kg and one of 11 kg on one
 * day are two children.
 */
export const WEIGHT_RATIO = 1.25

// Both narratives state weights, and every one of them is more than WEIGHT_RATIO times the other's.
const weightsDiffer = (a: ReadonlyArray<number> | undefined, b: ReadonlyArray<number> | undefined): boolean =>
  a !== undefined && b !== undefined && a.length > 0 && b.length > 0 &&
  a.every((x) => b.every((y) => x > 0 && y > 0 && Math.max(x, y) > WEIGHT_RATIO * Math.min(x, y)))

/**
 * A child under two gains about a quarter of its weight in a month or two (a newborn's 3.4 kg
 * become 4.3 kg in four weeks), so its stated weights contradict only between reports at most
 * this many days apart.
 */
export const GROWTH_DAYS = 14

const growing = (f: PatientFacts): boolean => (f.months != null && f.months < 24) || (ageInYears(f) ?? 2) < 2

// The days between two reports: the longer of those between their events and between their receptions.
const daysBetween = (a: PatientFacts, b: PatientFacts): number => {
  const apart = (x: string | null | undefined, y: string | null | undefined) => (x == null || y == null ? 0 : daysApart(x, y))
  return Math.max(apart(a.anchorDate, b.anchorDate), apart(a.received, b.received))
}

/** The highest score of a pair with a contradiction: just below the review band (`unique`). */
export const CONTRADICTION_CAP = 0.44

/** What a case says of its patient, as duplicate detection compares it. */
export interface PatientFacts {
  readonly sex: "M" | "F" | null
  /** Age in whole years when the report was made. */
  readonly age: number | null
  /**
   * Every age in years the report can mean, when its narrative gives an infant's age in months
   * (internal/ages.ts): the field's, the months' whole years, and the months typed as years.
   */
  readonly ages?: ReadonlyArray<number> | undefined
  /**
   * The range a guessed age means (internal/ages.ts `guessedAge`: 'más de 80 años'); none when
   * the age is stated plainly.
   */
  readonly guess?: AgeRange | null | undefined
  /** The narrative gives the age as a guess ('aprox. 35 años', 'unos 70 años'): it says nothing for the same patient. */
  readonly rough?: boolean | undefined
  /** The age field is given in years by the report itself (internal/ages.ts `yearsStated`): another report's months typed as years never meet it. */
  readonly yearsStated?: boolean | undefined
  /** The body weights in kilograms its narrative states (internal/ages.ts `bodyWeights`); none when absent. */
  readonly weights?: ReadonlyArray<number> | undefined
  /** The infant's age in months its narrative states (internal/ages.ts `monthsOfAge`); none when absent. */
  readonly months?: number | null | undefined
  /** When the report was received: a follow-up months after the event may give the age at its writing. */
  readonly received?: string | null | undefined
  readonly birthDate: string | null
  readonly initials: string | null
  /** Which newborn of a multiple birth ('RN1', 'gemelo 2'): twins share the mother's initials, birth date and ward. */
  readonly ordinal?: string | null | undefined
  /** The birth weight in grams its narrative states (internal/newborns.ts); none when absent. */
  readonly birthWeight?: number | null | undefined
  /** The mother's age its narrative states (internal/newborns.ts); none when absent. */
  readonly motherAge?: number | null | undefined
  /** The day a newborn was born by its days of life at the event (internal/newborns.ts); none when absent. */
  readonly bornAround?: string | null | undefined
  /** The mother's surnames a newborn is named by (internal/newborns.ts); none when absent. */
  readonly mothers?: ReadonlyArray<string> | null | undefined
  /** A pregnant woman's obstetric formula (internal/newborns.ts); none when absent. */
  readonly formula?: ObstetricFormula | null | undefined
  /** The date the age refers to: the event's, else the reception's. */
  readonly anchorDate: string | null
  /** The name written out alone where the initials go (internal/initials.ts `loneNameOf`); none when absent. */
  readonly fieldName?: string | null | undefined
  /** The patient's name as the narrative gives it (internal/textNames.ts); none when absent. */
  readonly name?: TextName | null | undefined
  /** A trial's subject numbers the narrative gives (subjects.ts). */
  readonly subjects?: ReadonlySet<string> | undefined
}

/** M or F; 'O' (other) and anything else say nothing that could contradict. */
export const sexOf = (raw: unknown): "M" | "F" | null => {
  if (typeof raw !== "string") return null
  const letter = raw.trim().toUpperCase()[0]
  return letter === "M" || letter === "F" ? letter : null
}

/** An age in years, or null when absent or not believable. */
export const ageOf = (raw: unknown): number | null => {
  const n = typeof raw === "number" ? raw : typeof raw === "string" && /^\d{1,3}$/.test(raw.trim()) ? Number(raw) : Number.NaN
  return Number.isInteger(n) && n >= 0 && n <= 130 ? n : null
}

const DAY = 86_400_000

/** Whole years from `birth` to `at` (ISO dates), or null. */
export const yearsOld = (birth: string, at: string): number | null => {
  const b = Date.parse(birth)
  const t = Date.parse(at)
  if (Number.isNaN(b) || Number.isNaN(t) || t < b) return null
  let years = Number(at.slice(0, 4)) - Number(birth.slice(0, 4))
  if (at.slice(5) < birth.slice(5)) years -= 1
  return years
}

/**
 * Two ages one patient could have been given `years` apart. Besides those years, one year of
 * slack for a birthday between the reports or an age written one off (at the event or at the
 * report); two from sixty on, where a relative or a caller gives the age roughly ('aprox. 75').
 * Reports days apart allow no more: both at once are rare. A guessed age is its range
 * ({@link AgeRange}). (An infant's months typed where years go were measured too and left out:
 * they made a schoolchild and an infant of one campaign one.) `more` widens the slack by so many
 * years, to tell rough ages ({@link ROUGH_AGES}) from incompatible ones.
 */
export const agesCompatible = (a: number | AgeRange, b: number | AgeRange, years: number, more = 0): boolean => {
  const x = typeof a === "number" ? { lo: a, hi: a } : a
  const y = typeof b === "number" ? { lo: b, hi: b } : b
  const slack = years + (Math.min(x.hi, y.hi) >= 60 ? 2 : 1) + more
  return Math.max(x.lo, y.lo) - Math.min(x.hi, y.hi) <= slack
}

/**
 * The reason of two adults' ages one year further apart than {@link agesCompatible} allows (41
 * and 43 on reports days apart), or up to {@link ABOUT_AGE_YEARS} further when either report says
 * its age is a guess (`aprox. 50 años` for 46). A caller, a customer or a relative gives an
 * adult's age roughly (`tiene como 40`, 43 for 41), so such a gap tells two patients apart only
 * where little else matches: it is a contradiction below {@link ROUGH_AGES_FROM}, and beside a
 * stronger match a reason the pharmacist reads, not a cap.
 */
export const ROUGH_AGES = "Edades algo distintas"

/**
 * How many years beyond the slack an age said to be a guess (ages.ts `roughAge`) may be off and
 * only soften the contradiction: a community agent's or a relative's `aprox.` is a round number
 * within about five years. (As a plain range it cost more than it gave, bench/README.md session 17.)
 */
export const ABOUT_AGE_YEARS = 4

/**
 * The matched score from which two adults' ages a little beyond the slack ({@link ROUGH_AGES}) no longer cap a pair:
 * the initials, the event date and the product, or the event date, the product and a shared
 * story. Below it (the initials and the product, or one date and one product) namesakes and two
 * patients of one week's product are as common as one patient's rough age (measured over fourteen
 * generators against no cap at all: 95 of its 159 pairs for 11 of its 60 false alarms; from 0.50,
 * 32 pairs and 18 false alarms more than from 0.55).
 */
export const ROUGH_AGES_FROM = 0.55

/** The youngest age read roughly: children's ages are counted, and their months tell them apart. */
const ADULT_FROM_YEARS = 15

/**
 * Initials one person's name can give written two ways: the same (or a second given name left
 * out), one written with a name fewer (a second surname left out), the surnames in the other
 * order, or one letter mistyped; or, with the surnames written first as clinical charts do
 * ('VSBL' for Blanca Luz Vela Sánchez), the same or with a name fewer. Not the chart's order and
 * a slip at once: `RQA` and `CRQ` (`RQC` read surnames first, a letter off) are two people.
 */
export const initialsCompatible = (a: string, b: string): boolean =>
  compatibleAsWritten(a, b) || sameReordered(surnamesFirst(a), b) || sameReordered(a, surnamesFirst(b))

const sameReordered = (a: string, b: string): boolean => a === b || nameLeftOut(a, b)

const compatibleAsWritten = (a: string, b: string): boolean => {
  if (sameInitials(a, b)) return true
  // Siblings share both surnames: the given name's letter is what tells them apart, so one
  // other first letter before the same surnames is another child of the family, not a slip.
  // A slip of the finger hits a neighbouring key, which a sibling's name does not have to.
  if (a.length === b.length && a.length >= 3 && a[0] !== b[0] && a.slice(1) === b.slice(1)) return neighbourKeys(a[0]!, b[0]!)
  if (nameLeftOut(a, b)) return true
  if (a.length === b.length && [...a].sort().join("") === [...b].sort().join("") && a[0] === b[0]) return true
  return a.length === b.length && editDistance(a, b, 1) <= 1
}

// The rows of a Spanish keyboard (QWERTY with Ñ), for letters one slip apart.
const KEY_ROWS = ["QWERTYUIOP", "ASDFGHJKLÑ", "ZXCVBNM"]
const keyAt = new Map([...KEY_ROWS.entries()].flatMap(([row, keys]) => [...keys].map((k, col) => [k, [row, col + row * 0.5]] as const)))

/** Two letters on neighbouring keys (the same row or the next, at most a key apart). */
const neighbourKeys = (x: string, y: string): boolean => {
  const p = keyAt.get(x)
  const q = keyAt.get(y)
  return p !== undefined && q !== undefined && Math.abs(p[0] - q[0]) <= 1 && Math.abs(p[1] - q[1]) <= 1
}

// The ages a report gives: a guessed age's range, else its readings, else its field, else the
// years its birth date makes. Its months read as years only where the other report's age could
// be months typed so (not stated in years by that report itself).
const agesOf = (f: PatientFacts, other: PatientFacts): ReadonlyArray<number | AgeRange> => {
  if (f.guess != null) return [f.guess]
  if (f.ages !== undefined && f.ages.length > 0) return other.yearsStated === true ? f.ages.filter((x) => x !== f.months || x === f.age) : f.ages
  const age = ageInYears(f)
  return age === null ? [] : [age]
}

/** A report's age in years: its field's, else the years its birth date makes at its anchor date; null when neither is known. */
export const ageInYears = (f: PatientFacts): number | null =>
  f.age ?? (f.birthDate !== null && f.anchorDate !== null ? yearsOld(f.birthDate, f.anchorDate) : null)

/** Whole years between two dates (ISO), rounded; 0 when either is unknown. */
export const yearsBetween = (x: string | null, y: string | null): number =>
  x === null || y === null ? 0 : Math.round(Math.abs(Date.parse(x) - Date.parse(y)) / (365.25 * DAY))

const bornAfter = (birth: string | null, at: string | null): boolean => birth !== null && at !== null && at < birth

/**
 * Months of age that an infant's reports can disagree by beyond the time between them: a month
 * counted at the visit or at the report. Months are told exactly where years are rounded, so the
 * children of one vaccination day are told apart by them ('de 23 meses', 'de 12 meses').
 */
export const MONTHS_SLACK = 1

const monthsBetween = (x: string | null | undefined, y: string | null | undefined): number =>
  x == null || y == null ? 0 : Math.round(Math.abs(Date.parse(x) - Date.parse(y)) / (30.44 * DAY))

// The time between two reports is the longer of the times between their events and between their
// receptions: either report may give the age at its writing.
const monthsApart = (a: PatientFacts, b: PatientFacts): boolean => {
  if (a.months == null || b.months == null || a.anchorDate === null || b.anchorDate === null) return false
  const between = Math.max(monthsBetween(a.anchorDate, b.anchorDate), monthsBetween(a.received, b.received))
  return Math.abs(a.months - b.months) > between + MONTHS_SLACK
}

const adult = (x: number | AgeRange): boolean => (typeof x === "number" ? x : x.lo) >= ADULT_FROM_YEARS

// Two adults' ages that `more` years of slack would reconcile.
const roughlyTheSame = (agesA: ReadonlyArray<number | AgeRange>, agesB: ReadonlyArray<number | AgeRange>, between: number, more: number): boolean =>
  agesA.some((x) => adult(x) && agesB.some((y) => adult(y) && agesCompatible(x, y, between, more)))

// Each report's age field is the one its own birth date gives (to a year), and the two ages are
// further apart than the time between the reports allows: the birth dates a digit apart are two
// people's ('1959-07-16' at 63 and '1954-07-16' at 68), not one birth date typed with a slip.
const agesConfirmBirths = (a: PatientFacts, b: PatientFacts): boolean => {
  const own = (f: PatientFacts) => f.age !== null && f.birthDate !== null && f.anchorDate !== null && Math.abs((yearsOld(f.birthDate, f.anchorDate) ?? -2) - f.age) <= 1
  return own(a) && own(b) && !agesCompatible(a.age!, b.age!, yearsBetween(a.anchorDate, b.anchorDate))
}

/**
 * The contradictions between two patients' facts, named as `reasons` name them. {@link ROUGH_AGES}
 * among them caps a pair only below {@link ROUGH_AGES_FROM} (Duplicates.ts `scoreProfiles`).
 */
export const contradictions = (a: PatientFacts, b: PatientFacts): Array<string> => {
  const out: Array<string> = []
  if (a.sex !== null && b.sex !== null && a.sex !== b.sex) out.push("Sexo distinto")
  const bothBirths = a.birthDate !== null && b.birthDate !== null
  if (bothBirths && a.birthDate !== b.birthDate && (!birthDateSlip(a.birthDate!, b.birthDate!) || agesConfirmBirths(a, b))) out.push("Fecha de nacimiento distinta")
  // Born after the other report's event: that report is about someone else (an infant's
  // months typed as years, a sibling's sheet), whatever the ages say.
  if (!bothBirths && (bornAfter(a.birthDate, b.anchorDate) || bornAfter(b.birthDate, a.anchorDate))) out.push("Edad incompatible")
  else if (!bothBirths) {
    const agesA = agesOf(a, b)
    const agesB = agesOf(b, a)
    if (agesA.length > 0 && agesB.length > 0) {
      const between = yearsBetween(a.anchorDate, b.anchorDate)
      if (!agesA.some((x) => agesB.some((y) => agesCompatible(x, y, between)))) {
        const more = a.rough === true || b.rough === true ? ABOUT_AGE_YEARS : 1
        out.push(roughlyTheSame(agesA, agesB, between, more) ? ROUGH_AGES : "Edad incompatible")
      }
      else if (monthsApart(a, b)) out.push("Edad incompatible")
    }
  }
  if ((a.initials !== null && b.initials !== null && !initialsCompatible(a.initials, b.initials)) || loneNamesDiffer(a.fieldName, b.fieldName)) out.push("Iniciales distintas")
  if (weightsDiffer(a.weights, b.weights) && !((growing(a) || growing(b)) && daysBetween(a, b) > GROWTH_DAYS)) out.push(OTHER_WEIGHT)
  if (a.ordinal != null && b.ordinal != null && a.ordinal !== b.ordinal) out.push(OTHER_NEWBORN)
  if (birthWeightsDiffer(a.birthWeight, b.birthWeight)) out.push(OTHER_BIRTH_WEIGHT)
  if (birthDaysDiffer(a, b)) out.push(OTHER_BIRTH_DAY)
  if (obstetricFormulasDiffer(a.formula, b.formula, daysBetween(a, b))) out.push(OTHER_OBSTETRIC_FORMULA)
  // An adult's 'mi madre de 80 años' is the patient, aged roughly by a relative: only an infant's mother is compared.
  if (growing(a) && growing(b) && motherAgesDiffer(a.motherAge, b.motherAge, yearsBetween(a.anchorDate, b.anchorDate))) out.push(OTHER_MOTHER)
  if (namesDiffer(a.name, b.name) || mothersDiffer(a.mothers, b.mothers)) out.push(OTHER_NAME)
  if (subjectsDiffer(a.subjects, b.subjects)) out.push(OTHER_SUBJECT)
  return out
}
