/**
 * Dates, clock times and the small slips of typed text for the `clinic` generator
 * (lib/dupClinic.ts): a day is a whole number of days since 1970-01-01 (UTC).
 */
import type { Random } from "./random.js"

const DAY_MS = 86_400_000
const MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "setiembre", "octubre", "noviembre", "diciembre"] as const
const MON = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"] as const
/** 1970-01-01 was a Thursday. */
const DIAS = ["jueves", "viernes", "sábado", "domingo", "lunes", "martes", "miércoles"] as const

const pad = (n: number) => String(n).padStart(2, "0")
const parts = (day: number) => {
  const d = new Date(day * DAY_MS)
  return { y: d.getUTCFullYear(), m: d.getUTCMonth(), d: d.getUTCDate() }
}

/** The day of an ISO date. */
export const dayOf = (isoDate: string): number => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS)
/** `YYYY-MM-DD`. */
export const iso = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10)
/** `15/03/2024`. */
export const dmy = (day: number): string => {
  const p = parts(day)
  return `${pad(p.d)}/${pad(p.m + 1)}/${p.y}`
}
/** `15/03/24`. */
export const dmyShort = (day: number): string => dmy(day).slice(0, 6) + dmy(day).slice(8)
/** `15/03`. */
export const dm = (day: number): string => dmy(day).slice(0, 5)
/** `15-MAR-2024`, as safety databases print dates. */
export const ciomsDate = (day: number): string => {
  const p = parts(day)
  return `${pad(p.d)}-${MON[p.m]}-${p.y}`
}
/** `MAR-2024`, a date known only to the month. */
export const ciomsMonth = (day: number): string => {
  const p = parts(day)
  return `${MON[p.m]}-${p.y}`
}
/** `15 de marzo` or `15 de marzo de 2024`. */
export const longEs = (day: number, withYear: boolean): string => {
  const p = parts(day)
  return `${p.d} de ${MESES[p.m]}${withYear ? ` de ${p.y}` : ""}`
}
/** `martes`. */
export const weekday = (day: number): string => DIAS[((day % 7) + 7) % 7]!
/** `martes, 12 de marzo de 2024`, the date line of an Outlook header. */
export const outlookDate = (day: number): string => `${weekday(day)}, ${longEs(day, true)}`
/** A clock time in office hours, `10:42`. */
export const clock = (r: Random, from = 8, to = 19): string => `${pad(r.int(from, to))}:${pad(r.int(0, 59))}`
/** A clock time a few minutes after another. */
export const later = (time: string, minutes: number): string => {
  const [h, m] = time.split(":").map(Number) as [number, number]
  const t = h * 60 + m + minutes
  return `${pad(Math.floor(t / 60) % 24)}:${pad(t % 60)}`
}
/** Whole years between two days. */
export const yearsBetween = (from: number, to: number): number => {
  const a = parts(from)
  const b = parts(to)
  return b.y - a.y - (b.m < a.m || (b.m === a.m && b.d < a.d) ? 1 : 0)
}
/** Whole months between two days. */
export const monthsBetween = (from: number, to: number): number => {
  const a = parts(from)
  const b = parts(to)
  return (b.y - a.y) * 12 + b.m - a.m - (b.d < a.d ? 1 : 0)
}
/** A valid day with its day and month swapped, or the same day when that is not a date. */
export const swapDayMonth = (day: number): number => {
  const p = parts(day)
  if (p.d > 12 || p.d === p.m + 1) return day
  return Math.floor(Date.UTC(p.y, p.d - 1, p.m + 1) / DAY_MS)
}

/** Without accents (ñ kept), as much typing is. */
export const plain = (s: string): string => s.normalize("NFD").replace(/[\u0300\u0301\u0308]/g, "").normalize("NFC")
/** First letter upper-case. */
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** One slip of the fingers (a letter dropped, doubled or swapped with the next), sometimes. */
export const slip = (r: Random, s: string, p: number): string => {
  if (!r.chance(p) || s.length < 6) return s
  const words = s.split(" ")
  const i = r.int(0, words.length - 1)
  const w = words[i]!
  if (w.length < 5 || !/^[a-záéíóúñ]+$/i.test(w)) return s
  const j = r.int(1, w.length - 2)
  const how = r.int(0, 2)
  words[i] = how === 0 ? w.slice(0, j) + w.slice(j + 1) : how === 1 ? w.slice(0, j) + w[j] + w.slice(j) : w.slice(0, j) + w[j + 1] + w[j] + w.slice(j + 2)
  return words.join(" ")
}

/** The operator's words for how long ago something began, and the day they would write down for it. */
export interface SaidWhen {
  readonly text: string
  /** The day the words point at, or null when they point at none a clerk would write down. */
  readonly day: number | null
}

/** How a caller says when it began, from the day of the call and the day they think it began. */
export const saidWhen = (r: Random, callDay: number, began: number): SaidWhen => {
  const n = callDay - began
  if (n <= 0) return { text: r.pick(["desde hoy en la mañana", "desde hoy temprano", "desde esta madrugada"]), day: callDay }
  if (n === 1) return { text: r.pick(["desde ayer", "desde ayer en la noche", "desde ayer en la tarde"]), day: callDay - 1 }
  if (n === 2) return { text: r.pick(["desde anteayer", "desde hace dos días", `desde el ${weekday(began)}`]), day: began }
  if (n < 7) return r.chance(0.5) ? { text: `desde el ${weekday(began)}`, day: began } : { text: `hace ${n} días`, day: began }
  if (n < 11) {
    const x = r.int(0, 3)
    return x === 0 ? { text: "hace una semana", day: callDay - 7 } : x === 1 ? { text: "desde la semana pasada", day: null }
      : x === 2 ? { text: `desde el ${began % 2 === 0 ? "" : "día "}${parts(began).d}`, day: began } : { text: `hace ${n} días`, day: began }
  }
  if (n < 25) {
    const x = r.int(0, 3)
    return x === 0 ? { text: "hace dos semanas", day: callDay - 14 } : x === 1 ? { text: `desde el ${longEs(began, false)}`, day: began }
      : x === 2 ? { text: `hace como ${n} días`, day: callDay - n } : { text: "hace un par de semanas", day: null }
  }
  const x = r.int(0, 2)
  return x === 0 ? { text: "desde el mes pasado", day: null } : x === 1 ? { text: `desde el ${dm(began)}`, day: began } : { text: "hace un mes más o menos", day: callDay - 30 }
}
