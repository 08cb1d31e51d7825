/**
 * Text helpers of the pharmacy-chain generator (`dup:quality --generator farmacia`): dates as
 * counters, receipts and chats write them, and the noise of customers typing on a phone (no
 * accents, dropped or doubled letters, s/c/z and b/v confusions, WhatsApp abbreviations).
 */

import type { Random } from "./random.js"

const DAY = 86_400_000

/** `iso` plus `days` days (`YYYY-MM-DD`). */
export const addDays = (iso: string, days: number): string => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)

/** Whole days from `a` to `b`. */
export const daysBetween = (a: string, b: string): number => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY)

/** Whole years from `birth` to `day`. */
export const yearsAt = (birth: string, day: string): number => {
  const [by, bm, bd] = birth.split("-").map(Number) as [number, number, number]
  const [y, m, d] = day.split("-").map(Number) as [number, number, number]
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

/** Whole months from `birth` to `day`. */
export const monthsAt = (birth: string, day: string): number => {
  const [by, bm, bd] = birth.split("-").map(Number) as [number, number, number]
  const [y, m, d] = day.split("-").map(Number) as [number, number, number]
  return (y - by) * 12 + (m - bm) - (d < bd ? 1 : 0)
}

/** `dd/mm/yyyy`, as the counter's intranet and receipts print it. */
export const dmy = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`

/** `d/m` or `d/m/yy`, as customers type a date. */
export const shortDate = (r: Random, iso: string): string => {
  const d = Number(iso.slice(8, 10))
  const m = Number(iso.slice(5, 7))
  return r.chance(0.6) ? `${d}/${m}` : `${d}/${m}/${iso.slice(2, 4)}`
}

const MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"]
const DIAS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"]

/** `14 de marzo` (with the year now and then). */
export const longDate = (r: Random, iso: string): string =>
  `${Number(iso.slice(8, 10))} de ${MESES[Number(iso.slice(5, 7)) - 1]!}${r.chance(0.3) ? ` del ${iso.slice(0, 4)}` : ""}`

/** The weekday of `iso`, lower case. */
export const weekday = (iso: string): string => DIAS[new Date(`${iso}T00:00:00Z`).getUTCDay()]!

/** How someone speaking on `today` names the day `iso` ("ayer", "el martes", "el 3"). */
export const spokenDay = (r: Random, iso: string, today: string): string => {
  const gap = daysBetween(iso, today)
  if (gap <= 0) return r.chance(0.5) ? "hoy" : "hoy en la mañana"
  if (gap === 1) return r.chance(0.7) ? "ayer" : "ayer en la noche"
  if (gap === 2) return r.chance(0.5) ? "anteayer" : `el ${weekday(iso)}`
  if (gap <= 6) return `el ${weekday(iso)}${r.chance(0.3) ? " pasado" : ""}`
  if (gap <= 10) return r.chance(0.5) ? "la semana pasada" : `el ${Number(iso.slice(8, 10))}`
  return r.chance(0.5) ? `el ${Number(iso.slice(8, 10))} de ${MESES[Number(iso.slice(5, 7)) - 1]!}` : "hace unas semanas"
}

/** Without accents or tildes (ñ kept as n), as a phone keyboard user writes. */
export const plain = (s: string): string => s.normalize("NFD").replace(/\p{M}/gu, "")

/** The first letter upper case. */
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

const SWAPS: ReadonlyArray<readonly [RegExp, string]> = [
  [/ci/, "si"], [/ce/, "se"], [/s/, "z"], [/z/, "s"], [/v/, "b"], [/b/, "v"], [/ll/, "y"], [/y/, "ll"], [/qu/, "k"], [/h/, ""], [/x/, "ks"], [/rr/, "r"]
]

/** One typo in a word: a letter dropped or doubled, two letters swapped, or a spelling confusion. */
export const typo = (r: Random, word: string): string => {
  if (word.length < 4) return word
  const kind = r.int(0, 4)
  const i = r.int(1, word.length - 2)
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1)
  if (kind === 1) return word.slice(0, i) + word[i]! + word.slice(i)
  if (kind === 2) return word.slice(0, i) + word[i + 1]! + word[i]! + word.slice(i + 2)
  const swaps = SWAPS.filter(([re]) => re.test(word))
  if (swaps.length === 0) return word.slice(0, i) + word.slice(i + 1)
  const [re, to] = r.pick(swaps)
  return word.replace(re, to)
}

const CHAT_WORDS: ReadonlyArray<readonly [RegExp, ReadonlyArray<string>]> = [
  [/\bque\b/g, ["q", "k", "que"]], [/\bporque\b/g, ["xq", "porq", "porque"]], [/\bpor favor\b/g, ["x fa", "porfa", "por fa"]],
  [/\btambién\b/g, ["tb", "tmb", "tambien"]], [/\bpara\b/g, ["pa", "para", "p"]], [/\bestá\b/g, ["ta", "esta"]], [/\bpor\b/g, ["x", "por"]],
  [/\bcomo\b/g, ["cmo", "como"]], [/\bmucho\b/g, ["muxo", "mucho"]], [/\bbueno\b/g, ["bno", "bueno"]]
]

/** A customer's message: lower case, no accents, chat abbreviations and a few typos. */
export const chatNoise = (r: Random, text: string, typoRate: number): string => {
  let s = text.toLowerCase()
  for (const [re, alts] of CHAT_WORDS) s = s.replace(re, () => r.pick(alts))
  s = plain(s)
  s = s.replace(/[a-zñ]{4,}/g, (w) => (r.chance(typoRate) ? typo(r, w) : w))
  if (r.chance(0.4)) s = s.replace(/[.,;:]/g, "")
  if (r.chance(0.25)) s = s.replace(/\?/g, () => r.pick(["??", "???", "?"]))
  return s
}

/** Upper case without accents, as the receipts and old point-of-sale screens print. */
export const receiptCase = (s: string): string => plain(s).toUpperCase()

/** `n` random digits. */
export const digits = (r: Random, n: number): string => Array.from({ length: n }, () => r.int(0, 9)).join("")
