/**
 * Which administration of a course a narrative tells: the chemotherapy cycle ('C3D1', 'ciclo 3',
 * '3er ciclo', 'tercer ciclo') or the vaccine's or injection's dose ('segunda dosis', '2.ª dosis',
 * 'dosis N° 2'). A patient on a course has a reaction at one administration and another at the
 * next: the same drug, the same initials, often the same reaction, three weeks apart and often
 * reported without an onset date. Two reports naming different administrations of the same kind
 * tell two events.
 */
import { fold } from "../../kernel/Fields.js"

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

/** The cycles and doses a narrative names, as `c3` and `d2`; a cycle the patient comes for names the one before too. */
export const administrationsOf = (text: string | null | undefined): ReadonlySet<string> => {
  const out = new Set<string>()
  if (typeof text !== "string") return out
  const t = fold(text)
  if (!t.includes("ciclo") && !t.includes("dosis") && !/c\d/.test(t)) return out
  const add = (kind: string, n: number | undefined, m: RegExpMatchArray) => {
    if (n === undefined || n < 1 || n > MAX_CYCLE) return
    out.add(`${kind}${n}`)
    if (n > 1 && UPCOMING.test(t.slice(Math.max(0, m.index! - 24), m.index))) out.add(`${kind}${n - 1}`)
  }
  const read = (m: RegExpMatchArray) => (m[1] !== undefined ? Number(m[1]) : m[2] !== undefined ? ORDINALS[m[2]] : undefined)
  for (const m of t.matchAll(CYCLE_CODE)) if (Number(m[1]) <= MAX_CYCLE_CODE) add("c", Number(m[1]), m)
  for (const m of t.matchAll(CYCLE_BEFORE)) add("c", read(m), m)
  for (const m of t.matchAll(CYCLE_AFTER)) add("c", Number(m[1]), m)
  for (const m of t.matchAll(DOSE_BEFORE)) add("d", read(m), m)
  for (const m of t.matchAll(DOSE_AFTER)) add("d", Number(m[1]), m)
  return out
}

/** Both narratives name administrations of one kind (cycles, or doses) and share none of them. */
export const otherAdministration = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean => {
  if (a.size === 0 || b.size === 0) return false
  for (const kind of ["c", "d"]) {
    const x = [...a].filter((v) => v[0] === kind)
    const y = [...b].filter((v) => v[0] === kind)
    if (x.length > 0 && y.length > 0 && !x.some((v) => b.has(v))) return true
  }
  return false
}
