/**
 * What a newborn's narrative says of the child that never changes: its weight at birth, which of
 * a multiple birth it is, the day it was born (its days of life at the event), and its mother's
 * age; and what a pregnant woman's says of her pregnancy, her obstetric formula. Maternity and neonatal units write them in every
 * note (`PN 2580 g`, `segundo gemelar`, `Madre de 26 años`), while the birth date and the ward are
 * shared by every child born that day, so two newborns of one day, drug and reaction are told
 * apart by them, as a neonatologist would.
 */
import { fold } from "../../kernel/Fields.js"
import { birthDateSlip, daysApart, digitSlip, shiftDate } from "./dates.js"
import { editDistance } from "./products.js"
import { dateAtStart } from "./textDates.js"

/** The reason of two reports giving birth weights no one child had. */
export const OTHER_BIRTH_WEIGHT = "Peso al nacer distinto"

/** The reason of two infants' reports giving their mothers ages no one mother had. */
export const OTHER_MOTHER = "Edad de la madre distinta"

/**
 * Grams two copies of one birth weight may differ by: the scale's figure against a note's
 * rounded `2,6 kg`. A digit mistyped or two digits swapped are forgiven too.
 */
export const BIRTH_WEIGHT_SLACK = 100

// 'PN 2580 g', 'P.N.: 2,58 kg', 'peso al nacer de 3.100 g', 'PN 780 G'.
const BIRTH_WEIGHT = /(?:\bp\.?\s?n\.?|\bpeso\s+(?:al|de)\s+(?:nacer|nacimiento))\s*[:=]?\s*(?:de\s+)?(\d{1,4}(?:[.,]\d{1,3})?)\s*(kg|kilos?|g|gr|grs|gramos)?\b/g

const grams = (figure: string, unit: string | undefined): number | null => {
  const thousands = /^\d[.,]\d{3}$/.test(figure)
  const value = thousands ? Number(figure.replace(/[.,]/, "")) : Number(figure.replace(",", "."))
  const g = !thousands && (unit?.startsWith("k") === true || value < 10) ? value * 1000 : value
  return Number.isFinite(g) && g >= 300 && g <= 6500 ? Math.round(g) : null
}

/** The birth weight in grams a narrative states, or null. */
export const birthWeight = (text: string | null | undefined): number | null => {
  if (typeof text !== "string") return null
  for (const m of fold(text).matchAll(BIRTH_WEIGHT)) {
    const g = grams(m[1]!, m[2])
    if (g !== null) return g
  }
  return null
}

/** Two birth weights no one child had: further apart than {@link BIRTH_WEIGHT_SLACK} and not a slip of the keys. */
export const birthWeightsDiffer = (x: number | null | undefined, y: number | null | undefined): boolean =>
  x != null && y != null && Math.abs(x - y) > BIRTH_WEIGHT_SLACK && !digitSlip(String(x), String(y))

const ORDER_WORD: Readonly<Record<string, string>> = {
  primer: "1", primero: "1", primera: "1", "1er": "1", "1ro": "1", "1ra": "1",
  segundo: "2", segunda: "2", "2do": "2", "2da": "2", tercer: "3", tercero: "3", tercera: "3", "3er": "3", "3ro": "3", "3ra": "3"
}
const ROMAN: Readonly<Record<string, string>> = { i: "1", ii: "2", iii: "3" }
const TWIN = "(?:gemelar|gemel[oa]|melliz[oa]|trillizo|trilliza)"
// 'segundo gemelar', 'primera gemela', 'gemelar 1', 'gemelo II', 'mellizo n° 2', 'RN2', 'RN 1'.
const ORDER_BEFORE = new RegExp(String.raw`\b(primer[oa]?|1er|1r[oa]|segund[oa]|2d[oa]|tercer[oa]?|3er|3r[oa])\s+${TWIN}\b`)
const ORDER_AFTER = new RegExp(String.raw`\b${TWIN}\s*(?:n\s?[°º.]?\s*|#\s*)?([1-3]|i{1,3})\b`)
const RN_NUMBER = /\brnv?\s?([1-3])\b/

/** Which child of a multiple birth a narrative is about ('1', '2', '3'), or null. */
export const birthOrderInText = (text: string | null | undefined): string | null => {
  if (typeof text !== "string") return null
  const t = fold(text)
  const before = ORDER_BEFORE.exec(t)
  if (before !== null) return ORDER_WORD[before[1]!] ?? null
  const after = ORDER_AFTER.exec(t)
  if (after !== null) return ROMAN[after[1]!] ?? after[1]!
  return RN_NUMBER.exec(t)?.[1] ?? null
}

// 'Madre de 26 años', 'MADRE DE 26 A.', 'madre 31 años'.
const MOTHER_AGE = /\bmadre\s+(?:de\s+)?(\d{2})\s*(?:anos|a\.|a\b)/

/** The mother's age in years an infant's narrative states, or null. */
export const motherAge = (text: string | null | undefined): number | null => {
  if (typeof text !== "string") return null
  const m = MOTHER_AGE.exec(fold(text))
  const age = m === null ? Number.NaN : Number(m[1])
  return age >= 12 && age <= 60 ? age : null
}

/**
 * Two infants' mothers of ages no one mother had between the reports: a year's slack for a
 * birthday, and the years between them.
 */
export const motherAgesDiffer = (x: number | null | undefined, y: number | null | undefined, yearsBetween: number): boolean =>
  x != null && y != null && Math.abs(x - y) > 1 + yearsBetween

/** The reason of two newborns whose days of life at their events make birth days no one child had. */
export const OTHER_BIRTH_DAY = "Días de vida incompatibles"

/**
 * Days two reports of one newborn may put its birth apart: day 0 or day 1 of life, and a note's
 * date a day or two after the event.
 */
export const BIRTH_DAY_SLACK = 3

// '1 día de vida', '22 DIAS DE VIDA', '58 DDV', 'DDV 5', '2º DDV', 'al día 3 de vida', 'a los 12 días de vida'.
const DAYS_OF_LIFE = /\b(\d{1,3})\s*[°º]?\s*(?:ddv|dias?\s+de\s+vida)\b|\bddv\s*:?\s*(\d{1,3})\b|\bal\s+dia\s+(\d{1,3})\s+de\s+vida\b/g
// A check-up's days of life are not the event's: 'Control a los 15 días de vida', 'alta al día 9 de vida'.
const CHECK_UP = /\b(?:control|seguimiento|alta|cita|visita)\b[^.;\n]{0,20}$/

/**
 * The day a newborn was born, counted back by the days of life its narrative gives first (not a
 * check-up's) from its event's typed date, a follow-up sheet's labelled onset where its field
 * holds the check-up's, or else the date a note starts with. Null without any: a report received
 * weeks later counts from its event, not its reception, and a date read further into a narrative
 * may be the treatment's start.
 */
export const bornByDaysOfLife = (text: string | null | undefined, eventField: string | null, received: string | null): string | null => {
  if (typeof text !== "string") return null
  const t = fold(text)
  // A nurse's note starts with the hour it was written ('03/03/2024 02.56 h - …'), the event's.
  const eventDate = eventField ?? dateAtStart(t, received)
  if (eventDate === null) return null
  for (const m of t.matchAll(DAYS_OF_LIFE)) {
    if (CHECK_UP.test(t.slice(Math.max(0, m.index - 40), m.index))) continue
    const days = Number(m[1] ?? m[2] ?? m[3])
    return days <= 120 ? shiftDate(eventDate, -days) : null
  }
  return null
}

// A birth date more than a year before the event is not a newborn's: a newborn's sheet filed
// under its mother's record carries her birth date.
const newbornsBirth = (birth: string | null, bornAround: string): string | null =>
  birth !== null && daysApart(birth, bornAround) <= 366 ? birth : null

/**
 * Two birth days no one child had: the days of life's against the other's, or against its birth
 * date, more than {@link BIRTH_DAY_SLACK} days apart.
 */
export const birthDaysDiffer = (
  a: { readonly bornAround?: string | null | undefined; readonly birthDate: string | null },
  b: { readonly bornAround?: string | null | undefined; readonly birthDate: string | null }
): boolean => {
  // A typed birth date may carry a slip of the keys (09-11 for 11-09): forgiven as contradictions.ts forgives it.
  const apart = (x: string | null | undefined, y: string | null | undefined) =>
    x != null && y != null && daysApart(x, y) > BIRTH_DAY_SLACK && !birthDateSlip(x, y)
  return apart(a.bornAround, b.bornAround) ||
    (a.bornAround != null && apart(a.bornAround, newbornsBirth(b.birthDate, a.bornAround))) ||
    (b.bornAround != null && apart(newbornsBirth(a.birthDate, b.bornAround), b.bornAround))
}

/** The reason of two pregnant women's reports giving obstetric formulas no one woman had. */
export const OTHER_OBSTETRIC_FORMULA = "Fórmula obstétrica distinta"

/** A pregnant woman's gravidity and parity as her narrative writes them ('G2P1', 'G3 P2002'), or null. */
export interface ObstetricFormula {
  readonly gravida: number
  readonly para: number
}

// 'G2P1001', 'G1 P0', 'G3P2', 'G2 P1'; the first digit of a four-digit parity is the term births,
// the sum of its first three the births.
const FORMULA = /\bg\s?(\d{1,2})\s?p\s?(\d{1,4})\b/

/** The obstetric formula a narrative states first, or null. */
export const obstetricFormula = (text: string | null | undefined): ObstetricFormula | null => {
  if (typeof text !== "string") return null
  const m = FORMULA.exec(fold(text))
  if (m === null) return null
  const p = m[2]!
  const para = p.length === 4 ? Number(p[0]) + Number(p[1]) + Number(p[2]) : Number(p)
  const gravida = Number(m[1])
  return para <= gravida ? { gravida, para } : null
}

/**
 * Two obstetric formulas no one woman had within the time between them: her gravidity is one
 * for the pregnancy (one more only if she conceived again, not within weeks), and her parity
 * grows by one at the delivery.
 */
export const obstetricFormulasDiffer = (x: ObstetricFormula | null | undefined, y: ObstetricFormula | null | undefined, daysBetween: number): boolean =>
  x != null && y != null && daysBetween <= 180 && (x.gravida !== y.gravida || Math.abs(x.para - y.para) > 1)

// 'RN de Ramírez Gutiérrez', 'RN DE RAMIREZ GARCIA': a nameless newborn written by its mother's surnames.
const MOTHERS_SURNAMES = /\brnv?\s*[1-3]?\s+de\s+([a-zn]{3,})(?:\s+([a-zn]{3,}))?/

const NOT_A_SURNAME = new Set(["sexo", "madre", "termino", "pretermino", "parto", "cesarea", "bajo", "peso", "alto", "riesgo", "dias", "vida"])

/** The mother's surnames a newborn's narrative names it by ('RN de Quispe Rojas'), or null. */
export const mothersSurnames = (text: string | null | undefined): ReadonlyArray<string> | null => {
  if (typeof text !== "string") return null
  const m = MOTHERS_SURNAMES.exec(fold(text).replaceAll("ñ", "n"))
  if (m === null || NOT_A_SURNAME.has(m[1]!)) return null
  return m[2] === undefined || NOT_A_SURNAME.has(m[2]) ? [m[1]!] : [m[1]!, m[2]]
}

/**
 * Two newborns named by mothers of other surnames: a surname both give differs by more than a
 * slip of two letters ('Ramirrez' is 'Ramirez'; 'Gutierrez' is not 'Garcia').
 */
export const mothersDiffer = (x: ReadonlyArray<string> | null | undefined, y: ReadonlyArray<string> | null | undefined): boolean =>
  x != null && y != null && x.some((name, i) => y[i] !== undefined && editDistance(name, y[i]!, 2) > 2)
