/**
 * An infant's age as its report's narrative states it, in months: the age field holds whole
 * years, and people type the months there too ('lactante de 16 meses' stored as 16, or as 1).
 */
import { fold } from "../../kernel/Fields.js"
import { ageInYears, type PatientFacts, yearsBetween, yearsOld } from "./contradictions.js"

// 'lactante de 16 meses', 'niña de 4 meses', 'pcte. mujer de 3 meses', 'de 11 m refiere',
// 'lactante de 13 ms': a number of months after 'de' or a word for an infant; the word typed with
// a slip too ('mesees', 'mrses', 'messe'), as forms typed in haste write it.
const MONTHS_OF_AGE = /(?:\bde|lactante|infante|bebe|nino|nina|rn|edad:?|paciente:)\s+(\d{1,2})\s*(?:meses|mes|ms|m|m[a-z]{2,4}s|mes[a-z]{1,2})(?![a-z])/g
// A child's years and months ('3 años 3 meses', '1a 7m', '5 a. y 5 m'): its age in months.
const YEARS_AND_MONTHS = /(?<![\d/.,-])(\d{1,2})\s*(?:anos|ano|a\.?)\s*(?:y\s+)?(\d{1,2})\s*(?:meses|mes|m)(?![a-z])/g

/**
 * The ages in years one patient's report can mean when its narrative gives the patient's age in
 * months ({@link monthsOfAge}): the field's, the whole years those months make, and the count of
 * months itself (what another report typed in the years field); and the ages its narrative states
 * that the field holds mistyped ({@link slippedAges}).
 */
export const ageReadings = (months: number | null, fieldAge: number | null, slipped: ReadonlyArray<number> = []): ReadonlyArray<number> => {
  const own = fieldAge === null ? [] : [fieldAge, ...slipped]
  return months === null ? own : [...new Set([...own, Math.floor(months / 12), months])]
}

// An age the narrative states of its patient: 'de 58 años', 'PCTE DE 82 A', 'Paciente 22 a',
// 'usuaria de 27 a.', '| 82A |', 'Patient: 44 Year'. Not a duration: 'luego de 2 años de
// tratamiento', 'hace 3 años'.
const STATED_AGE = /(?<!(?:hace|desde|luego|despues|durante|tras|por|hasta)\s{1,3}(?:de\s+)?)(?<![\d/.,-])(\d{1,3})\s*(?:anos|ano|a\.|a\b|year)(?!\s*(?:de\s+)?(?:tratamiento|tto|evolucion|enfermedad|diagnostico|uso|terapia|consumo))/g

/**
 * The ages a narrative states that its report's age field holds mistyped: the field's two digits
 * swapped ('19 años' typed 91) or one digit left out or doubled ('30 años' typed 3). A digitiser
 * typing a paper form slips so; the narrative, written by the one who saw the patient, keeps the
 * age. Any other number is another fact (a relative's age, a duration), not a slip.
 */
export const slippedAges = (text: string | null | undefined, fieldAge: number | null): ReadonlyArray<number> => {
  if (typeof text !== "string" || text.length === 0 || fieldAge === null) return []
  const field = String(fieldAge)
  const out = new Set<number>()
  for (const m of fold(text).matchAll(STATED_AGE)) {
    const stated = m[1]!
    if (stated !== field && digitSlip(field, stated)) out.add(Number(stated))
  }
  return [...out]
}

// Two digits swapped, or one digit more in one of them.
const digitSlip = (a: string, b: string): boolean => {
  if (a.length === 2 && b.length === 2) return a[0] === b[1] && a[1] === b[0]
  const [short, long] = a.length < b.length ? [a, b] : [b, a]
  if (long.length !== short.length + 1) return false
  for (let i = 0; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true
  return false
}

/**
 * The report gives its age field in years itself: its narrative states that many years ('Femenina
 * de 27 a', 'EDAD: 20A'), or its birth date makes them at its anchor date. Such an age is not an
 * infant's months typed in the years field, so another report's months never meet it as years
 * ({@link ageReadings}): a 27-year-old's overdose and a child of 28 months on one day are two patients.
 */
export const yearsStated = (text: string | null | undefined, fieldAge: number | null, birthDate: string | null, anchorDate: string | null): boolean => {
  if (fieldAge === null) return false
  if (birthDate !== null && anchorDate !== null && yearsOld(birthDate, anchorDate) === fieldAge) return true
  if (typeof text !== "string" || text.length === 0) return false
  for (const m of fold(text).matchAll(STATED_AGE)) if (Number(m[1]) === fieldAge) return true
  return false
}

/**
 * The patient's age in months as the narrative states it ('usuaria de 17 meses'), when the age
 * field agrees with it (empty, or holding the months or their whole years); else null: 'luego de
 * 3 meses de tratamiento' in a 45-year-old's report is a duration, not an age.
 */
export const monthsOfAge = (text: string | null | undefined, fieldAge: number | null): number | null => {
  if (typeof text !== "string" || text.length === 0) return null
  const folded = fold(text)
  for (const m of folded.matchAll(YEARS_AND_MONTHS)) {
    const years = Number(m[1])
    if (years < 15 && Number(m[2]) < 12 && (fieldAge === null || fieldAge === years)) return years * 12 + Number(m[2])
  }
  for (const m of folded.matchAll(MONTHS_OF_AGE)) {
    const months = Number(m[1])
    if (fieldAge === null || fieldAge === months || fieldAge === Math.floor(months / 12)) return months
  }
  return null
}

// 'más de 80 años', 'mayor de 70 años', 'pasados los 60', '70 y tantos años', '70 y pico', 'setenta
// y tantos', 'de más de ochenta años': a floor, not an age.
const DECADES: Readonly<Record<string, number>> = { veinte: 20, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90 }
const FLOOR = `\\d{1,3}|${Object.keys(DECADES).join("|")}`
const OVER = new RegExp(`(?:mas de|mayor de|pasad[oa]s? los)\\s*(${FLOOR})\\s*(?:anos|ano|a\\b|a\\.)|\\b(${FLOOR})\\s*(?:anos\\s*)?y (?:tantos|pico|algo)\\b`, "g")

// 'aprox. 35 años' (also 'aprrox.'), 'de unos 70 años', 'como 80 años', 'alrededor de 60 años',
// 'más o menos 50 años', '~32a': an age someone guessed.
const ABOUT = /(?:\bap+r+o+x(?:imadamente)?\.?|\bunos|\bcomo|alrededor de|cerca de|mas o menos|~)\s*(\d{1,3})\s*(?:anos|ano|a\b|a\.)/

/** Whether a narrative gives its patient's age as a guess ('aprox. 35 años', 'unos 70 años', '~32a'). */
export const roughAge = (text: string | null | undefined): boolean => typeof text === "string" && ABOUT.test(fold(text))

/** The years an age could be, both ends included. */
export interface AgeRange {
  readonly lo: number
  readonly hi: number
}

/**
 * The range of ages a narrative's floor of an age means ('más de 80 años', '70 y tantos', 'setenta
 * y tantos': 80-89, 70-79), or null when the narrative states no such age or the field holds a
 * number outside it ('más de 2 años de tratamiento' is a duration): it is said of anyone in that
 * decade, and the field typed from it holds the floor, or an age within the decade. (Ages said
 * to be about so many, 'aprox. 90 años', were measured as ranges too and left out: see
 * bench/README.md.)
 */
export const guessedAge = (text: string | null | undefined, fieldAge: number | null): AgeRange | null => {
  if (typeof text !== "string" || text.length === 0) return null
  const folded = fold(text)
  for (const m of folded.matchAll(OVER)) {
    const said = m[1] ?? m[2]!
    const n = DECADES[said] ?? Number(said)
    // The field holds the floor, or, for a decade, the age someone typed from it ('setenta y
    // tantos' typed 75): any other number is a duration ('más de 2 años de tratamiento').
    if (fieldAge === n || (n % 10 === 0 && n >= 20 && fieldAge !== null && fieldAge > n && fieldAge <= n + 9)) return { lo: n, hi: n + 9 }
  }
  return null
}

/**
 * From this age on, a report's age that another report's birth date gives points at one patient;
 * younger, the children of one vaccination day or one family share ages too often.
 */
export const AGE_AGREES_FROM = 15

/**
 * Whether one report gives only an age and the other only a birth date, and the age is the one
 * the birth date gives at the first report's date (its event's, else its reception's): a
 * pharmacy's or a caller's report asks the age, a clinic's form the birth date, of one patient.
 * From {@link AGE_AGREES_FROM} years on.
 */
export const ageAgrees = (a: PatientFacts, b: PatientFacts): boolean => {
  const pair = a.birthDate !== null && b.birthDate === null ? [a, b] as const : b.birthDate !== null && a.birthDate === null ? [b, a] as const : null
  if (pair === null) return false
  const [born, aged] = pair
  if (aged.age === null || aged.age < AGE_AGREES_FROM || aged.anchorDate === null || aged.guess != null) return false
  return yearsOld(born.birthDate!, aged.anchorDate) === aged.age
}

/**
 * Both sexes known and the same, and both ages (the field's, else the birth date's) known, from
 * {@link AGE_AGREES_FROM} on, and no further apart than the years between the reports; neither
 * age guessed ({@link roughAge}, {@link guessedAge}), and not both birth dates given (then the
 * birth dates decide).
 */
export const sameAgeAndSex = (a: PatientFacts, b: PatientFacts, weighed = false): boolean => {
  if (a.sex === null || a.sex !== b.sex || (a.birthDate !== null && b.birthDate !== null)) return false
  if (a.guess != null || b.guess != null || a.rough === true || b.rough === true) return false
  const ageA = ageInYears(a)
  const ageB = ageInYears(b)
  // A child's age alone singles out no one; with the same weight it does ({@link sameWeight}).
  if (ageA === null || ageB === null || Math.min(ageA, ageB) < (weighed ? 0 : AGE_AGREES_FROM)) return false
  return Math.abs(ageA - ageB) <= yearsBetween(a.anchorDate, b.anchorDate)
}

// 'Peso: 13 kg', 'peso aprox 21 kg', 'PESO 12 KG', 'pesa 9.5 kilos': the weight a narrative states.
const BODY_WEIGHT = /\b(?:peso|pesa)\s*:?\s*(?:aprox\.?|aproximad[oa]|de|~)?\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:kg|kilos?)\b/g

/** The body weights in kilograms a narrative states of its patient ('Peso: 13 kg', 'pesa 9.5 kilos'). */
export const bodyWeights = (text: string | null | undefined): ReadonlyArray<number> =>
  typeof text !== "string" ? [] : [...new Set([...fold(text).matchAll(BODY_WEIGHT)].map((m) => Number(m[1]!.replace(",", "."))))]

/**
 * Both narratives state one body weight, to half a kilogram: a poison centre's sheet and the
 * emergency note weigh the child the same morning, where two children of one age seldom weigh
 * the same. With the same sex and age it counts as they do ({@link sameAgeAndSex}, any age).
 */
export const sameWeight = (a: PatientFacts, b: PatientFacts): boolean =>
  (a.weights ?? []).some((x) => (b.weights ?? []).some((y) => Math.abs(x - y) <= 0.5))
