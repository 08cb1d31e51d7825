/**
 * Text habits of the ensayos generator (lib/dupEnsayos.ts). Trial paperwork writes dates as
 * day-month-year with the month in three capitals ("12-MAR-2024", Spanish at the site, English at
 * the CRO, "UNK" where the day is not known), hospitals as 12/03/2024; a re-keyed listing drops
 * accents and lower case; people typing from paper slip; fields end and cut a narrative short.
 * Days are counted from the first of January 2024, so every generator module shares one calendar.
 */
import { cutText } from "./dupTextNoise.js"
import type { Random } from "./random.js"

const ORIGIN = Date.UTC(2024, 0, 1)
const MS_DAY = 86_400_000
// Peru writes "setiembre"; the forms' three letters follow it (SET), the CRO's English ones do not.
const MES_ES = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SET", "OCT", "NOV", "DIC"]
const MES_EN = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
const MES_LARGO = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "setiembre", "octubre", "noviembre", "diciembre"]

const ymd = (day: number) => {
  const d = new Date(ORIGIN + day * MS_DAY)
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() }
}
const pad = (n: number) => String(n).padStart(2, "0")

/** ISO date of a day index. */
export const iso = (day: number): string => new Date(ORIGIN + day * MS_DAY).toISOString().slice(0, 10)

/** The day index of an ISO date. */
export const dayOf = (isoDate: string): number => Math.round((Date.parse(`${isoDate}T00:00:00Z`) - ORIGIN) / MS_DAY)

/** The calendar year of a day index. */
export const yearOf = (day: number): number => ymd(day).y

/** Whole years between a birth day and a day. */
export const yearsBetween = (birth: number, day: number): number => {
  const a = ymd(birth)
  const b = ymd(day)
  return b.y - a.y - (b.m < a.m || (b.m === a.m && b.d < a.d) ? 1 : 0)
}

/** "12-MAR-2024" in the form's language. */
export const dmy = (day: number, lang: "es" | "en" = "es"): string => {
  const { y, m, d } = ymd(day)
  return `${pad(d)}-${(lang === "es" ? MES_ES : MES_EN)[m - 1]!}-${y}`
}

/** "UNK-MAR-2024": the month known, the day not. */
export const unkDay = (day: number, lang: "es" | "en" = "en"): string => {
  const { y, m } = ymd(day)
  return `UNK-${(lang === "es" ? MES_ES : MES_EN)[m - 1]!}-${y}`
}

/** dd/mm/yyyy, a hospital's or a listing's date. */
export const slash = (day: number): string => {
  const { y, m, d } = ymd(day)
  return `${pad(d)}/${pad(m)}/${y}`
}

/** A site's date, mostly the form's dd-MMM-yyyy, now and then as the coordinator typed it. */
export const fechaSitio = (r: Random, day: number): string => {
  const k = r.int(0, 9)
  if (k <= 6) return dmy(day)
  const { y, m, d } = ymd(day)
  if (k === 7) return `${pad(d)}/${pad(m)}/${y}`
  if (k === 8) return `${pad(d)}-${MES_ES[m - 1]!.toLowerCase()}-${String(y).slice(2)}`
  return `${pad(d)}.${pad(m)}.${y}`
}

/** A date as a ward writes it: 12/03/2024, 12/03/24, "12 de marzo". */
export const fechaHosp = (r: Random, day: number): string => {
  const { y, m, d } = ymd(day)
  const k = r.int(0, 5)
  if (k <= 2) return `${pad(d)}/${pad(m)}/${y}`
  if (k <= 4) return `${d}/${m}/${String(y).slice(2)}`
  return `${d} de ${MES_LARGO[m - 1]!}`
}

/** The month and year, "marzo 2024", as a committee's minutes name a session. */
export const mesAnio = (day: number): string => {
  const { y, m } = ymd(day)
  return `${MES_LARGO[m - 1]!} ${y}`
}

/** The last day of the month or quarter a day falls in: when a periodic listing closes. */
export const periodEnd = (day: number, months: 1 | 3): number => {
  const { y, m } = ymd(day)
  const endMonth = months === 1 ? m : Math.ceil(m / 3) * 3
  return Math.round((Date.UTC(y, endMonth, 1) - ORIGIN) / MS_DAY) - 1
}

/** Accents off, as a legacy system or an upper-case re-keying leaves a text (the eñe kept if asked). */
export const sinTildes = (s: string, keepEnye = false): string =>
  keepEnye
    ? s.replace(/ñ/g, "\u0000").replace(/Ñ/g, "\u0001").normalize("NFD").replace(/\p{M}/gu, "").replace(/\u0000/g, "ñ").replace(/\u0001/g, "Ñ")
    : s.normalize("NFD").replace(/\p{M}/gu, "")

/** Capitals without accents, as the authority's desk keys a listing. */
export const upper = (s: string): string => sinTildes(s, true).toLocaleUpperCase("es-PE")

export { cap, sentences, slip, typos } from "./dupTextNoise.js"

/** A text cut where the field ended, at a word or mid-word. */
export const cut = (r: Random, text: string, keep: number): string => cutText(r, text, keep, 0.6, 0.4)

/** Decimal comma as Spanish labs print it, the point now and then. */
export const dec = (r: Random, n: number, digits = 1): string => {
  const s = n.toFixed(digits)
  return r.chance(0.7) ? s.replace(".", ",") : s
}

/** `n` random digits. */
export const digits = (r: Random, n: number): string => Array.from({ length: n }, () => r.int(0, 9)).join("")
