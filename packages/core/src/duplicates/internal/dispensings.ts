/**
 * What a report says of the dispensing its patient took the drug from: the lot (batch) number
 * printed on the box, and the day the box was bought. The reports of one event name one
 * dispensing; two lots, or two purchase days, are two boxes: another patient's, or the same
 * patient's next purchase. A complaint wave shares one lot among many customers, so a shared lot
 * adds nothing; only a different one tells apart.
 */
import { fold } from "../../kernel/Fields.js"
import { daysApart, shiftDate } from "./dates.js"
import { editDistance } from "./products.js"
import { dateAtStart } from "./textDates.js"

/** The lots and purchase days a narrative states; both empty when it states none. */
export interface Dispensing {
  /** Lot numbers, upper case, letters and digits only ('L2207919'). */
  readonly lots: ReadonlyArray<string>
  /** Days the product was bought (ISO dates). */
  readonly bought: ReadonlyArray<string>
}

/** A narrative that states neither. */
export const NO_DISPENSING: Dispensing = { lots: [], bought: [] }

// 'Lote: L2207919', 'lote 2287109f', 'Indica lote Q2323757', 'lte la2385084', 'Lot N° 23A41', 'batch AB1234'.
// A lot holds three digits at least: 'lote desconocido', 'no recuerda el lote' name none.
const LOT = /\b(?:lote|lte|lot|batch)\b\.?\s*(?:n[°º.o]*\s*)?[:#]?\s*([a-z0-9][a-z0-9-]{3,19})(?![a-z0-9])/g
const LOT_DIGITS = /\d.*\d.*\d/

// Where the day of purchase follows: a sale form's 'Fecha de venta: 08/01/2023', 'Comprado el
// 03/01/2023', a caller's 'compró AZITROCÍN el 17/01 en local…', a receipt's 'Boleta B066-19848595
// (27/11/2023)'. Only a date that follows at once counts ('compré el domingo' is no date).
const BOUGHT_AT = /\bfecha\s+de\s+(?:la\s+)?(?:venta|compra)\s*:?\s*|\bcomprad[oa]s?\s+(?:el\s+)?|\bcompr(?:o|e|aron|amos)\b[^.\n]{0,80}?\bel\s+(?=\d)|\bboleta\s+(?:n[°º.o]*\s*)?[a-z0-9-]*\d[a-z0-9-]*\s*\(\s*/g

// A customer's message counts the day of purchase back from the day it was written: 'compré ayer',
// 'compre el domingo pasado', 'compré el 4'. A weekday is the last one before the reception (and,
// with 'pasado', the one a week before too); a day of the month the last such day by the reception.
const BOUGHT_SPOKEN = /\bcompr(?:e|o|amos)\s+(?:(hoy|ayer|anteayer|antier)|el\s+(lunes|martes|miercoles|jueves|viernes|sabado|domingo)(\s+pasado)?|el\s+(\d{1,2})(?![\d/.:-]|\s*(?:de|del)\s))/g
const SPOKEN_BACK: Readonly<Record<string, number>> = { hoy: 0, ayer: 1, anteayer: 2, antier: 2 }
const WEEKDAYS = ["domingo", "lunes", "martes", "miercoles", "jueves", "viernes", "sabado"]
const spokenDays = (m: RegExpMatchArray, received: string): Array<string> => {
  if (m[1] !== undefined) return [shiftDate(received, -SPOKEN_BACK[m[1]]!)]
  if (m[2] !== undefined) {
    const weekday = new Date(Date.parse(received)).getUTCDay()
    const last = ((weekday - WEEKDAYS.indexOf(m[2]) + 6) % 7) + 1
    return m[3] !== undefined ? [shiftDate(received, -last), shiftDate(received, -(last + 7))] : [shiftDate(received, -last)]
  }
  const day = Number(m[4])
  if (day < 1 || day > 31) return []
  for (let d = 0; d <= 31; d++) {
    const at = shiftDate(received, -d)
    if (Number(at.slice(8, 10)) === day) return [at]
  }
  return []
}

/** The lots and purchase days a narrative states; `received` dates a day and month without a year. */
export const dispensingOf = (text: string | null | undefined, received: string | null): Dispensing => {
  if (typeof text !== "string" || text.length === 0) return NO_DISPENSING
  const folded = fold(text)
  const lots = new Set<string>()
  for (const m of folded.matchAll(LOT)) {
    const lot = m[1]!.replaceAll("-", "").toUpperCase()
    if (LOT_DIGITS.test(lot)) lots.add(lot)
  }
  const bought = new Set<string>()
  for (const m of folded.matchAll(BOUGHT_AT)) {
    const day = dateAtStart(folded.slice(m.index + m[0].length), received)
    if (day !== null) bought.add(day)
  }
  // A pasted chat counts from the day its first message was written ('[20/1 11:04] …'), not from a re-sent copy's reception.
  const written = folded.startsWith("[") ? dateAtStart(folded.slice(1), received) ?? received : received
  if (written !== null) for (const m of folded.matchAll(BOUGHT_SPOKEN)) for (const day of spokenDays(m, written)) bought.add(day)
  return lots.size === 0 && bought.size === 0 ? NO_DISPENSING : { lots: [...lots], bought: [...bought] }
}

// One lot written two ways: a letter prefix left out ('L2207919', '2207919') or one character slipped.
const sameLot = (a: string, b: string): boolean => a === b || a.endsWith(b) || b.endsWith(a) || editDistance(a, b, 1) <= 1

/** The reason of two reports whose narratives state other lots of the product. */
export const OTHER_LOT = "Otra dispensación: lotes distintos"

/** The reason of two reports whose narratives state other days of purchase. */
export const OTHER_PURCHASE = "Otra dispensación: fechas de compra distintas"

/**
 * Days of purchase further apart than this are two purchases: a customer recalls the day of a
 * purchase a day or two off the receipt's.
 */
export const PURCHASE_DAYS = 2

/**
 * Two dispensings: both narratives state lots and none of one meets one of the other
 * ({@link OTHER_LOT}), or both state days of purchase and all are more than {@link PURCHASE_DAYS}
 * apart ({@link OTHER_PURCHASE}); else null. Unknown is never another dispensing.
 */
export const otherDispensing = (a: Dispensing, b: Dispensing): string | null => {
  if (a.lots.length > 0 && b.lots.length > 0 && !a.lots.some((x) => b.lots.some((y) => sameLot(x, y)))) return OTHER_LOT
  if (a.bought.length > 0 && b.bought.length > 0 && a.bought.every((x) => b.bought.every((y) => daysApart(x, y) > PURCHASE_DAYS))) return OTHER_PURCHASE
  return null
}
