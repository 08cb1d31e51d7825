/**
 * Small tools of the oncology network generator (`--generator oncologia`): weighted picks, dates
 * as people write them, and the slips of typing (a letter lost, a day and month swapped, a digit
 * of the birth year wrong) that make a second report of the same event differ from the first.
 */
import { pickWeighted, type Random, zipfPicker } from "./random.js"

const DAY = 86_400_000

/** The ISO day `n` days after `iso` (before, when negative). */
export const addDays = (iso: string, n: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10)

/** Whole days from `a` to `b`. */
export const daysBetween = (a: string, b: string): number =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY)

/** Completed years between a birth date and a day. */
export const ageAt = (birth: string, day: string): number => {
  const [by, bm, bd] = birth.split("-").map(Number) as [number, number, number]
  const [y, m, d] = day.split("-").map(Number) as [number, number, number]
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

/** Picks by weights that fall with rank as 1 / (k + 1)^s: the common names and drugs first. */
export const ranked = zipfPicker

/** Picks one of `[item, weight]`. */
export const weighted = pickWeighted

/** A standard normal draw (Box-Muller), for ages and body sizes. */
export const gauss = (r: Random): number => Math.sqrt(-2 * Math.log(1 - r.next())) * Math.cos(2 * Math.PI * r.next())

/** Some of `items`, each kept with probability `p`, in order; at least one when `items` is not empty. */
export const some = <A>(r: Random, items: ReadonlyArray<A>, p: number): Array<A> => {
  const kept = items.filter(() => r.chance(p))
  return kept.length > 0 || items.length === 0 ? kept : [r.pick(items)]
}

const MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "setiembre", "octubre", "noviembre", "diciembre"]
const DIAS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"]

const parts = (iso: string) => iso.split("-").map(Number) as [number, number, number]
const two = (n: number) => String(n).padStart(2, "0")

/** A day as a Peruvian writer types it in free text: 14/03/2024, 14/03, 14-3-24, 14 de marzo. */
export const fecha = (r: Random, iso: string): string => {
  const [y, m, d] = parts(iso)
  switch (r.int(0, 6)) {
    case 0: case 1: return `${two(d)}/${two(m)}/${y}`
    case 2: return `${two(d)}/${two(m)}`
    case 3: return `${d}/${m}/${String(y).slice(2)}`
    case 4: return `${d} de ${MESES[m - 1]}`
    case 5: return `${d}-${m}-${y}`
    default: return `${d} de ${MESES[m - 1]} de ${y}`
  }
}

/** The same day always in the dd/mm/yyyy of forms and templates. */
export const fechaFormulario = (iso: string): string => {
  const [y, m, d] = parts(iso)
  return `${two(d)}/${two(m)}/${y}`
}

/** The weekday's name ("el jueves"), as a caller says it. */
export const diaSemana = (iso: string): string => DIAS[new Date(`${iso}T00:00:00Z`).getUTCDay()]!

/** Day and month swapped (a US-ordered field, or a clerk's slip); unchanged when that is no date. */
export const swapDayMonth = (iso: string): string => {
  const [y, m, d] = parts(iso)
  return d <= 12 && d !== m ? `${y}-${two(d)}-${two(m)}` : iso
}

/** One digit of a birth date typed wrong: a year a decade off or one off, or a day one off. */
export const digitSlip = (r: Random, iso: string): string => {
  const [y, m, d] = parts(iso)
  const k = r.int(0, 3)
  if (k === 0) return `${y + r.pick([-10, 10])}-${two(m)}-${two(d)}`
  if (k === 1) return `${y + r.pick([-1, 1])}-${two(m)}-${two(d)}`
  if (k === 2 && d < 28) return `${y}-${two(m)}-${two(d + 1)}`
  return `${y}-${two(m)}-${two(Math.max(1, d - 1))}`
}

/** The text without accents, as upper-case company systems and hurried phones write. */
export const sinTildes = (text: string): string =>
  text.replace(/[ñÑ]/g, (c) => (c === "ñ" ? "\u0000" : "\u0001")).normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC")
    .replace(/\u0000/g, "ñ").replace(/\u0001/g, "Ñ")

const LETRAS = "aeiourlnstcdm"

/** One typing slip in a word of five letters or more: a letter lost, doubled, swapped or replaced. */
export const typo = (r: Random, text: string): string => {
  const words = [...text.matchAll(/\p{L}{5,}/gu)]
  if (words.length === 0) return text
  const w = r.pick(words)
  const at = w.index + r.int(1, w[0].length - 2)
  const c = text[at]!
  switch (r.int(0, 3)) {
    case 0: return text.slice(0, at) + text.slice(at + 1)
    case 1: return text.slice(0, at) + c + c + text.slice(at + 1)
    case 2: return text.slice(0, at) + text[at + 1]! + c + text.slice(at + 2)
    default: return text.slice(0, at) + r.pick([...LETRAS]) + text.slice(at + 1)
  }
}

/** `n` typing slips. */
export const typos = (r: Random, text: string, n: number): string => {
  let out = text
  for (let i = 0; i < n; i++) out = typo(r, out)
  return out
}

/** Upper-cases the first letter. */
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** Ordinal words of a cycle ("tercer ciclo"), as physicians write up to the tenth. */
export const ORDINAL = ["primer", "segundo", "tercer", "cuarto", "quinto", "sexto", "séptimo", "octavo", "noveno", "décimo"]

/** The feminine ordinal ("tercera quimio"), up to the tenth. */
export const ordinalF = (n: number): string => {
  const w = ORDINAL[Math.min(10, Math.max(1, n)) - 1]!
  return w.endsWith("er") ? `${w}a` : `${w.slice(0, -1)}a`
}
