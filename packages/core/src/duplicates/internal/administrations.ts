/**
 * Which administration of a course a narrative tells: the chemotherapy cycle ('C3D1', 'ciclo 3',
 * '3er ciclo', 'tercer ciclo') or the vaccine's or injection's dose ('segunda dosis', '2.ª dosis',
 * 'dosis N° 2'), and the day it was given ('C5D1 (03/08/2025)', 'ciclo administrado el 28/9/23').
 * A patient on a course has a reaction at one administration and another at the
 * next: the same drug, the same initials, often the same reaction, three weeks apart and often
 * reported without an onset date. Two reports naming different administrations of the same kind
 * tell two events.
 */
import { fold } from "../../kernel/Fields.js"
import { daysApart, shiftDate } from "./dates.js"
import { dateAtStart } from "./textDates.js"

const ORDINALS: Readonly<Record<string, number>> = {
  primer: 1, primero: 1, primera: 1, segundo: 2, segunda: 2, tercer: 3, tercero: 3, tercera: 3, cuarto: 4, cuarta: 4,
  quinto: 5, quinta: 5, sexto: 6, sexta: 6, septimo: 7, septima: 7, setimo: 7, octavo: 8, octava: 8, noveno: 9, novena: 9,
  decimo: 10, decima: 10
}

const WORD = Object.keys(ORDINALS).join("|")
// A number written as an ordinal: 3, 3°, 3º, 3er, 3ra, 3.ª, 3ro, 2do, 4to, 7mo, 9no.
const NUM = String.raw`(\d{1,2})(?:\s?(?:°|º|ª|\.ª|\.º)|(?:er|ero|ra|ro|do|da|to|ta|vo|va|mo|ma|no|na)\b)?`

// 'C3D1', 'C3 D8', 'C3': a cycle as oncology writes it (not 'C50.9', a diagnosis code).
const CYCLE_CODE = /(?<![a-z0-9])c(\d{1,2})(?:\s?d\d{1,2})?(?![a-z0-9]|[.,]\d)/g
const CYCLE_BEFORE = new RegExp(String.raw`(?<![a-z0-9])(?:${NUM}|(${WORD}))\s+ciclo\b`, "g")
const CYCLE_AFTER = new RegExp(String.raw`\bciclo\s+(?:n\s?[°º.]?\s?|#\s?|numero\s+)?(\d{1,2})(?![\d.,]*\s*(?:dias|semanas|meses|mg))`, "g")
const DOSE_BEFORE = new RegExp(String.raw`(?<![a-z0-9])(?:${NUM}|(${WORD}))\s+dosis\b`, "g")
const DOSE_AFTER = /\bdosis\s+(?:n\s?[°º.]?\s?|#\s?|numero\s+)(\d{1,2})\b/g

/** Administrations are numbered up to this. */
const MAX_CYCLE = 30

/** A code like 'C12' is a cycle up to this; above it, a diagnosis code written without its decimal ('C18', colon). */
const MAX_CYCLE_CODE = 15

// The cycle a patient comes for ('acude para C4D1', 'previo al 4.º ciclo', 'se difiere el C4'):
// the reaction it reports is of the cycle before, so both are named.
const UPCOMING = /(?:\bpara|\bantes\s+del?|\bprevio\s+al?|\bprevia\s+al?|\bdifiere|\bproximo|\bsiguiente)\s+(?:el\s+|la\s+|su\s+)?$/

// What joins an administration's name to its day: 'ciclo 5, 28/9/23', 'C5D1 (3 de agosto', '3er ciclo del 16/06'.
const TO_DAY = /^(?:\s*[,(;:]\s*|\s+(?:del?|el)\s+)/
// 'ciclo administrado el 24-2-2023', 'quimio del 17/6/23', 'la infusión de docetaxel (19 de febrero de 2023)'.
const GIVEN_ON = /\b(?:administrad[oa]s?|aplicad[oa]s?|infundid[oa]s?)\s+(?:el|del?)\s+|\b(?:quimio(?:terapia)?|infusion|administracion|aplicacion|sesion)\s+(?:de\s+[a-z0-9-]+\s+)?(?:del?\s+|el\s+|\(\s*)(?=\d)/g
// A day that ends just before what was given on it: 'el dia 12/06/2023 durante la aplicacion'.
const DURING = /\s*,?\s+durante\s+(?:la\s+)?(?:aplicacion|administracion|infusion)\b/g
// A day named as the cycle's day N, which dates its day 1: 'el 08/05/2025 (dia 21 del quinto ciclo)', '11/04 (dia 6 del C2D1)'.
const DAY_OF_CYCLE = new RegExp(String.raw`\s*\(?\s*dia\s+(\d{1,2})\s+del?\s+(?:(?:${NUM}|${WORD})\s+ciclo|ciclo|c\d)`, "g")
// A date that ends a text: '12/06/2023', '20/07', '3 de agosto de 2023', '20 de julio'.
const DATE_AT_END = /(?:\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?|\d{1,2}\s*(?:de\s+)?[a-z]{3,10}\.?(?:\s*(?:del?\s+)?\d{4})?)$/
/** How far back a date is looked for before 'durante la aplicación' or '(día 6 del ciclo)'. */
const DATE_REACH = 24

/**
 * The cycles and doses a narrative names, as `c3` and `d2`, and the days it says they were given,
 * as ISO dates (`received` places a day and month without the year); a cycle the patient comes
 * for names the one before too.
 */
export const administrationsOf = (text: string | null | undefined, received: string | null = null): ReadonlySet<string> => {
  const out = new Set<string>()
  if (typeof text !== "string") return out
  const t = fold(text)
  if (!t.includes("ciclo") && !t.includes("dosis") && !/c\d/.test(t) && !/quimio|infusion|administ|aplica|sesion/.test(t)) return out
  const day = (at: number, after = 0) => {
    const date = dateAtStart(t.slice(at, at + 32), received)
    if (date !== null) out.add(shiftDate(date, -after))
  }
  // The date that ends just before `at`, as the day (`after` days past) an administration was given.
  const dayBefore = (at: number, after = 0) => {
    const before = DATE_AT_END.exec(t.slice(Math.max(0, at - DATE_REACH), at))
    if (before !== null) day(at - before[0].length, after)
  }
  const add = (kind: string, n: number | undefined, m: RegExpMatchArray) => {
    if (n === undefined || n < 1 || n > MAX_CYCLE) return
    out.add(`${kind}${n}`)
    if (n > 1 && UPCOMING.test(t.slice(Math.max(0, m.index! - 24), m.index))) out.add(`${kind}${n - 1}`)
    const join = TO_DAY.exec(t.slice(m.index! + m[0].length))
    if (join !== null) day(m.index! + m[0].length + join[0].length)
  }
  const read = (m: RegExpMatchArray) => (m[1] !== undefined ? Number(m[1]) : m[2] !== undefined ? ORDINALS[m[2]] : undefined)
  for (const m of t.matchAll(CYCLE_CODE)) if (Number(m[1]) <= MAX_CYCLE_CODE) add("c", Number(m[1]), m)
  for (const m of t.matchAll(CYCLE_BEFORE)) add("c", read(m), m)
  for (const m of t.matchAll(CYCLE_AFTER)) add("c", Number(m[1]), m)
  for (const m of t.matchAll(DOSE_BEFORE)) add("d", read(m), m)
  for (const m of t.matchAll(DOSE_AFTER)) add("d", Number(m[1]), m)
  for (const m of t.matchAll(GIVEN_ON)) day(m.index! + m[0].length)
  for (const m of t.matchAll(DURING)) dayBefore(m.index!)
  for (const m of t.matchAll(DAY_OF_CYCLE)) dayBefore(m.index!, Number(m[1]) - 1)
  return out
}

/** Administration days closer than this are one administration told twice: a course's are a week or more apart. */
export const ADMINISTRATION_DAYS = 3

const daysOf = (s: ReadonlySet<string>): Array<string> => [...s].filter((v) => /^\d/.test(v))

/**
 * Both narratives name administrations of one kind (cycles, or doses) and share none of them, or
 * both give days of administration and none is within {@link ADMINISTRATION_DAYS} of the other's.
 */
export const otherAdministration = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean => {
  if (a.size === 0 || b.size === 0) return false
  for (const kind of ["c", "d"]) {
    const x = [...a].filter((v) => v[0] === kind)
    const y = [...b].filter((v) => v[0] === kind)
    if (x.length > 0 && y.length > 0 && !x.some((v) => b.has(v))) return true
  }
  const x = daysOf(a)
  const y = daysOf(b)
  return x.length > 0 && y.length > 0 && !x.some((u) => y.some((v) => daysApart(u, v) <= ADMINISTRATION_DAYS))
}

/** The first day of administration a narrative gives (see {@link administrationsOf}), or null. */
export const firstAdministrationDay = (s: ReadonlySet<string>): string | null => daysOf(s).sort()[0] ?? null
