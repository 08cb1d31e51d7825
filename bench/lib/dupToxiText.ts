/**
 * Text habits shared by the toxicología generator's writers (lib/dupToxicologia.ts): how Peruvian
 * call sheets, emergency notes and DIGEMID forms write dates, hours and ages, how a phone or an
 * upper-case form loses the accents, and the slips of someone typing during a call.
 */
import type { Random } from "./random.js"

const BASE = Date.UTC(2023, 0, 1)
const DAY = 86_400_000

/** ISO date of a day index (days since 2023-01-01, the first day of the generated span). */
export const isoOf = (day: number): string => new Date(BASE + day * DAY).toISOString().slice(0, 10)

/** The weekday of a day index, as people name it ("el martes"). */
export const weekday = (day: number): string =>
  ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"][new Date(BASE + day * DAY).getUTCDay()]!

const parts = (day: number) => {
  const d = new Date(BASE + day * DAY)
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() }
}
const two = (n: number) => String(n).padStart(2, "0")

/** A date as a person in Peru writes it: 05/03/2024, 5/3/24, 05-03-2024 or "5 de marzo". */
export const dateText = (r: Random, day: number): string => {
  const { y, m, d } = parts(day)
  const style = r.int(0, 9)
  if (style <= 4) return `${two(d)}/${two(m)}/${y}`
  if (style <= 6) return `${d}/${m}/${String(y).slice(2)}`
  if (style === 7) return `${two(d)}-${two(m)}-${y}`
  return `${d} de ${MONTHS[m - 1]!}${r.chance(0.4) ? ` del ${y}` : ""}`
}

/** dd/mm/yyyy, the form fields' date. */
export const dmy = (day: number): string => {
  const { y, m, d } = parts(day)
  return `${two(d)}/${two(m)}/${y}`
}

/** dd/mm, a note's date without the year. */
export const dm = (day: number): string => {
  const { m, d } = parts(day)
  return `${two(d)}/${two(m)}`
}

const MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "setiembre", "octubre", "noviembre", "diciembre"]

/** An hour of the day (minutes since midnight) as typed: 14:32, 14:32 h, 2:32 pm or 14h32. */
export const hourText = (r: Random, minute: number): string => {
  const h = Math.floor(((minute % 1440) + 1440) % 1440 / 60)
  const mi = ((minute % 60) + 60) % 60
  const style = r.int(0, 9)
  if (style <= 4) return `${two(h)}:${two(mi)}`
  if (style <= 6) return `${two(h)}:${two(mi)} h`
  if (style === 7) return `${two(h)}h${two(mi)}`
  const h12 = h % 12 === 0 ? 12 : h % 12
  return `${h12}:${two(mi)} ${h < 12 ? "am" : "pm"}`
}

/** An elapsed time as the caller says it ("40 min", "2 h", "1h30", "media hora"). */
export const elapsedText = (r: Random, minutes: number): string => {
  if (minutes < 60) {
    if (minutes >= 25 && minutes <= 35 && r.chance(0.4)) return "media hora"
    return `${minutes} min`
  }
  const h = Math.floor(minutes / 60)
  const mi = minutes % 60
  if (mi < 10 || r.chance(0.3)) return r.chance(0.6) ? `${h} h` : `${h} hora${h > 1 ? "s" : ""}`
  return r.chance(0.5) ? `${h}h${two(mi)}` : `${h} h ${mi} min`
}

/** The age of a person on a day, from birth: years, months past the years, months in all. */
export interface Age {
  readonly years: number
  readonly months: number
  readonly totalMonths: number
}

/** Age on `day` of someone born on `birth` (both day indexes). */
export const ageOn = (birth: number, day: number): Age => {
  const b = parts(birth)
  const e = parts(day)
  let totalMonths = (e.y - b.y) * 12 + (e.m - b.m)
  if (e.d < b.d) totalMonths--
  totalMonths = Math.max(0, totalMonths)
  return { years: Math.floor(totalMonths / 12), months: totalMonths % 12, totalMonths }
}

/** How a note writes a child's or adult's age: "1a 8m", "20 meses", "1 año 8 meses", "34 años", "34a". */
export const ageText = (r: Random, age: Age): string => {
  if (age.years === 0) return r.pick([`${age.months} meses`, `${age.months}m`, `${age.months} m`, `${age.months} meses de edad`])
  if (age.years < 3 && r.chance(0.3)) return `${age.totalMonths} meses`
  if (age.years < 6) {
    const style = r.int(0, 4)
    if (style === 0) return `${age.years}a ${age.months}m`
    if (style === 1) return `${age.years} a ${age.months} m`
    if (style === 2) return `${age.years} año${age.years > 1 ? "s" : ""} ${age.months} meses`
    if (style === 3) return `${age.years} año${age.years > 1 ? "s" : ""}`
    return `${age.years}a`
  }
  return r.pick([`${age.years} años`, `${age.years}a`, `${age.years} a`, `${age.years} años de edad`])
}

/** An age as someone else guesses it: rounded to five for adults, kept for children. */
export const roughYears = (r: Random, years: number): number => {
  if (years < 12) return years
  if (years < 20) return years + r.int(-1, 1)
  const rounded = Math.round(years / 5) * 5
  return r.chance(0.6) ? rounded : Math.max(0, years + r.int(-3, 3))
}

/** Drops accents (phones, upper-case forms); keeps ñ unless `plainN`. */
export const noAccents = (text: string, plainN = false): string => {
  const out = text.normalize("NFD").replace(/[\u0301\u0300\u0308\u0302]/g, "").normalize("NFC")
  return plainN ? out.replace(/ñ/g, "n").replace(/Ñ/g, "N") : out
}

/** Upper case without accents, as DIGEMID's forms are re-keyed. */
export const upper = (text: string): string => noAccents(text).toUpperCase()

/** One typing slip in a word longer than four letters: a dropped, doubled or swapped letter. */
export const slip = (r: Random, word: string): string => {
  if (word.length < 5) return word
  const i = r.int(1, word.length - 2)
  const kind = r.int(0, 2)
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1)
  if (kind === 1) return word.slice(0, i) + word[i]! + word.slice(i)
  return word.slice(0, i) + word[i + 1]! + word[i]! + word.slice(i + 2)
}

/** Slips in a few words of a text, as in a sheet typed while the caller talks. */
export const sloppy = (r: Random, text: string, rate: number): string =>
  text.split(" ").map((w) => (/^[a-záéíóúñ]{5,}$/i.test(w) && r.chance(rate) ? slip(r, w) : w)).join(" ")

/** Cuts a text at a word boundary near `max` characters, as a full field or a copy does. */
export const cut = (text: string, max: number): string => {
  if (text.length <= max) return text
  const at = text.lastIndexOf(" ", max)
  return text.slice(0, at > max * 0.6 ? at : max)
}

/** Joins the non-empty parts of a note with `sep`. */
export const join = (items: ReadonlyArray<string | null | false>, sep = " "): string =>
  items.filter((x): x is string => typeof x === "string" && x !== "").join(sep)

/** A list as Spanish prose writes it: "a, b y c". */
export const listText = (items: ReadonlyArray<string>): string =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} y ${items[items.length - 1]!}`

/** A random subset of `items`, of at least `min` and at most `max` elements, in their order. */
export const some = <A>(r: Random, items: ReadonlyArray<A>, min: number, max: number): Array<A> => {
  const want = Math.min(items.length, r.int(min, max))
  const chosen = new Set<number>()
  while (chosen.size < want) chosen.add(r.int(0, items.length - 1))
  return items.filter((_, k) => chosen.has(k))
}

/** Capitalises the first letter of a sentence. */
export const cap = (text: string): string => (text === "" ? text : text[0]!.toUpperCase() + text.slice(1))
