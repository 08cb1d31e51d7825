/**
 * Text helpers of the mental-health generator (lib/dupMente.ts): calendar arithmetic on
 * `YYYY-MM-DD` days, the many ways Peruvian staff write a date or an hour inside a narrative,
 * and case/accent handling (upper-case sources, keyboards without accents).
 */

import type { Random } from "./random.js"

const MS_PER_DAY = 86_400_000

/** The first day of the event span. */
export const START_DAY = "2023-01-01"

/** `YYYY-MM-DD` of `days` after `iso`. */
export const addDays = (iso: string, days: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10)

/** Whole days from `a` to `b` (positive when `b` is later). */
export const daysBetween = (a: string, b: string): number =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / MS_PER_DAY)

/** The parts of a `YYYY-MM-DD` day. */
export const partsOf = (iso: string): { readonly y: number; readonly m: number; readonly d: number; readonly dow: number } => {
  const date = new Date(`${iso}T00:00:00Z`)
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate(), dow: date.getUTCDay() }
}

const MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "setiembre", "octubre", "noviembre", "diciembre"]
const MES3 = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SET", "OCT", "NOV", "DIC"]
const MON = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
const DIAS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"]

const two = (n: number) => String(n).padStart(2, "0")

/** How a date is written inside a text. */
export type DateStyle =
  | "dmy" | "dmy2" | "dmyGuion" | "dMesY" | "dMonEn" | "dm" | "dmCorto" | "largo" | "largoAnio" | "punto" | "diaSemana" | "iso"

/** A day written in one style: `12/03/2024`, `12/03/24`, `12-MAR-2024`, `12 de marzo`, `el martes 12`... */
export const writeDate = (iso: string, style: DateStyle): string => {
  const { y, m, d, dow } = partsOf(iso)
  switch (style) {
    case "dmy": return `${two(d)}/${two(m)}/${y}`
    case "dmy2": return `${two(d)}/${two(m)}/${String(y).slice(2)}`
    case "dmyGuion": return `${two(d)}-${two(m)}-${y}`
    case "dMesY": return `${two(d)}-${MES3[m - 1]!}-${y}`
    case "dMonEn": return `${two(d)}-${MON[m - 1]!}-${y}`
    case "dm": return `${two(d)}/${two(m)}`
    case "dmCorto": return `${d}/${m}`
    case "largo": return `${d} de ${MESES[m - 1]!}`
    case "largoAnio": return `${d} de ${MESES[m - 1]!} del ${y}`
    case "punto": return `${two(d)}.${two(m)}.${String(y).slice(2)}`
    case "diaSemana": return `${DIAS[dow]!} ${d}`
    case "iso": return iso
  }
}

/** A day in one of the styles a writer of this kind uses. */
export const someDate = (r: Random, iso: string, styles: ReadonlyArray<DateStyle>): string => writeDate(iso, r.pick(styles))

/** How far back a relative or a doctor places a day: "hace 3 días", "el domingo", "desde ayer". */
export const relativeDay = (r: Random, from: string, to: string): string => {
  const n = daysBetween(from, to)
  if (n <= 0) return r.pick(["hoy", "desde hoy en la mañana", "esta mañana"])
  if (n === 1) return r.pick(["desde ayer", "ayer", "desde anoche"])
  if (n <= 6 && r.chance(0.4)) return `desde el ${DIAS[partsOf(from).dow]!}`
  if (n >= 7 && n <= 9) return r.pick(["hace una semana", "hace como una semana", `hace ${n} días`])
  if (n >= 12 && n <= 16) return r.pick(["hace dos semanas", "hace como 15 días", `hace ${n} días`])
  return r.pick([`hace ${n} días`, `desde hace ${n} días`, `hace unos ${n} días`])
}

/** An hour of the day as staff write it: `22:40`, `22:40 hrs`, `10:40 pm`, `10 de la noche`. */
export const writeHour = (r: Random, h: number, m: number): string => {
  const h12 = h % 12 === 0 ? 12 : h % 12
  const ampm = h < 12 ? "am" : "pm"
  switch (r.int(0, 5)) {
    case 0: return `${two(h)}:${two(m)}`
    case 1: return `${two(h)}:${two(m)} hrs`
    case 2: return `${h12}:${two(m)} ${ampm}`
    case 3: return `${two(h)}${two(m)}h`
    case 4: return m === 0 ? `${h12} ${ampm}` : `${h12}.${two(m)} ${ampm}`
    default: return `${two(h)}.${two(m)} h`
  }
}

/** The shift of an hour: mañana, tarde or noche. */
export const shiftOf = (h: number): "mañana" | "tarde" | "noche" => (h >= 7 && h < 13 ? "mañana" : h >= 13 && h < 19 ? "tarde" : "noche")

/** Removes accents (keyboards and forms that drop them), keeping ñ. */
export const noAccents = (s: string): string =>
  s.replace(/ñ/g, "\u0001").replace(/Ñ/g, "\u0002").normalize("NFD").replace(/\p{M}/gu, "").replace(/\u0001/g, "ñ").replace(/\u0002/g, "Ñ")

/** Upper-cases the first letter. */
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** A number with a decimal comma or point, as the writer types it. */
export const decimal = (r: Random, x: number, digits: number): string => {
  const s = x.toFixed(digits)
  return r.chance(0.45) ? s.replace(".", ",") : s
}

/** Thousands written as `1200`, `1 200`, `1.200` or `1,200`. */
export const thousands = (r: Random, n: number): string => {
  if (n < 1000) return String(n)
  const s = String(n)
  const sep = r.pick(["", "", " ", ".", ","])
  return `${s.slice(0, -3)}${sep}${s.slice(-3)}`
}

/** Joins non-empty parts with a separator. */
export const joinParts = (parts: ReadonlyArray<string | null | undefined | false>, sep = " "): string =>
  parts.filter((p): p is string => typeof p === "string" && p.trim() !== "").join(sep)

/** Collapses repeated spaces and spaces before punctuation. */
export const tidy = (s: string): string =>
  s.replace(/[ \t]+/g, " ").replace(/ +([.,;:])/g, "$1").replace(/\.\./g, ".").replace(/ *\n */g, "\n").trim()
