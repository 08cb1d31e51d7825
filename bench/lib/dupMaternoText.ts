/**
 * Text habits of the materno generator's writers (lib/dupMaterno.ts): dates as a delivery-room
 * logbook and a DIGEMID form write them, hours in the 24-hour clock of the obstetric chart,
 * gestational ages and obstetric formulas ("G2P1001, 34 ss"), the accents an upper-case re-keying
 * drops, the slips of someone typing a handwritten sheet, and narratives cut where a field ends.
 */
import { cutText } from "./dupTextNoise.js"
import type { Random } from "./random.js"

// The span starts on the first of March 2024: a network's two years of notifications.
const ORIGIN = Date.UTC(2024, 2, 1)
const MS_DAY = 86_400_000
const MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "setiembre", "octubre", "noviembre", "diciembre"]

const ymd = (day: number) => {
  const d = new Date(ORIGIN + day * MS_DAY)
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() }
}
const pad = (n: number) => String(n).padStart(2, "0")

/** ISO date of a day index (days since 2024-03-01; negative before). */
export const iso = (day: number): string => new Date(ORIGIN + day * MS_DAY).toISOString().slice(0, 10)

/** dd/mm/aaaa, a printed form's date. */
export const ddmmyyyy = (day: number): string => {
  const { y, m, d } = ymd(day)
  return `${pad(d)}/${pad(m)}/${y}`
}

/** A date as someone writes it by hand or types it: 04/11/2024, 4/11/24, 04.11.24, "4 de noviembre". */
export const fecha = (r: Random, day: number): string => {
  const { y, m, d } = ymd(day)
  const k = r.int(0, 11)
  if (k <= 4) return `${pad(d)}/${pad(m)}/${y}`
  if (k <= 6) return `${d}/${m}/${String(y).slice(2)}`
  if (k === 7) return `${pad(d)}.${pad(m)}.${String(y).slice(2)}`
  if (k <= 9) return `${pad(d)}/${pad(m)}`
  return `${d} de ${MESES[m - 1]!}`
}

/** The month's name of a day ("noviembre"). */
export const mesDe = (day: number): string => MESES[ymd(day).m - 1]!

/** A clock time of a minute of the day, as the chart writes it: 14:35, 14.35 h, 2:35 pm. */
export const hora = (r: Random, minute: number): string => {
  const h = Math.floor(minute / 60) % 24
  const mi = minute % 60
  const k = r.int(0, 5)
  if (k <= 2) return `${pad(h)}:${pad(mi)}`
  if (k === 3) return `${pad(h)}.${pad(mi)} h`
  if (k === 4) return `${pad(h)}:${pad(mi)} hrs`
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(mi)} ${h < 12 ? "am" : "pm"}`
}

/** Whole years between two day indexes. */
export const yearsBetween = (birth: number, day: number): number => {
  const a = ymd(birth)
  const b = ymd(day)
  return b.y - a.y - (b.m < a.m || (b.m === a.m && b.d < a.d) ? 1 : 0)
}

/** Accents and tildes off, as a phone, a legacy system or a re-keyed form leaves a text. */
export const sinTildes = (s: string, keepEnye = false): string =>
  keepEnye ? s.replace(/ñ/g, "\u0000").replace(/Ñ/g, "\u0001").normalize("NFD").replace(/\p{M}/gu, "").replace(/\u0000/g, "ñ").replace(/\u0001/g, "Ñ")
    : s.normalize("NFD").replace(/\p{M}/gu, "")

/** Capitals, as the DIGEMID re-keying and re-sent forms write everything. */
export const mayus = (s: string): string => s.toLocaleUpperCase("es-PE")

export { cap, sentences, slip, typos } from "./dupTextNoise.js"

/** A text cut where the field ended, at a word or mid-word. */
export const cut = (r: Random, text: string, keep: number): string => cutText(r, text, keep, 0.5, 0.5)

/** Gestational age as each service writes it: "34 ss", "34 sem", "34 4/7 semanas", "EG: 34.4 ss x ECO". */
export const edadGestacional = (r: Random, weeks: number, days: number): string => {
  const k = r.int(0, 9)
  if (k <= 2) return `${weeks} ss`
  if (k === 3) return `${weeks} sem`
  if (k === 4) return `${weeks} semanas`
  if (k === 5) return `${weeks} ${days}/7 ss`
  if (k === 6) return `EG ${weeks}.${days} ss`
  if (k === 7) return `${weeks} ss x ECO ${r.pick(["I", "II"])} trim`
  if (k === 8) return `EG x FUR ${weeks} ss`
  return `${weeks}${r.chance(0.5) ? "" : `+${days}`} sem`
}

/** The obstetric formula: "G2P1001", "G2 P1001", "G2P1", "segundigesta", "primigesta". */
export const formula = (r: Random, g: number, term: number, preterm: number, abortions: number, living: number): string => {
  const k = r.int(0, 9)
  const p = `${term}${preterm}${abortions}${living}`
  if (k <= 3) return `G${g}P${p}`
  if (k <= 5) return `G${g} P${p}`
  if (k === 6) return `G${g}P${term + preterm}`
  if (k === 7) return `G${g} P${term + preterm}${abortions > 0 ? ` A${abortions}` : ""}`
  const words = ["primigesta", "segundigesta", "tercigesta", "multigesta"]
  return words[Math.min(3, g - 1)]!
}

/** A number with the decimal comma of Spanish charts (37,8), now and then the point. */
export const dec = (r: Random, n: number, digits = 1): string => {
  const s = n.toFixed(digits)
  return r.chance(0.75) ? s.replace(".", ",") : s
}
