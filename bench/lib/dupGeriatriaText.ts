/**
 * Writing helpers of the `geriatria` generator: days as each writer gives them ("12/03", "el
 * domingo", "12 de marzo"), the fields a writer knows or leaves out (a relative knows no birth
 * date, a pharmacist guesses the age, an epicrisis gives the admission day as the event's),
 * initials, the product named one way or another, the drugs listed, and the slips of typing a
 * logbook or a call.
 */
import type { DupCaseRow } from "./dupData.js"
import { type Drug, type ProductStyle, writeProduct } from "./dupGeriatriaDrugs.js"
import { ageAt, genderize, type Letters, letters, type Person, roughAge, writeInitials } from "./dupGeriatriaPeople.js"
import type { Event } from "./dupGeriatriaWorld.js"
import type { Random } from "./random.js"

const START = Date.UTC(2023, 0, 1)
export const iso = (day: number) => new Date(START + day * 86_400_000).toISOString().slice(0, 10)

const MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"]
const DIAS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"]

export const monthName = (day: number) => { const d = new Date(START + day * 86_400_000); return `${MESES[d.getUTCMonth()]} ${d.getUTCFullYear()}` }
/** The last day of the day's month. */
export const monthEnd = (day: number) => { const d = new Date(START + day * 86_400_000); return Math.round((Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0) - START) / 86_400_000) }

/** A day written in the text. */
export const says = (r: Random, day: number, style: "corto" | "largo" | "palabras" | "any" = "any"): string => {
  const d = new Date(START + day * 86_400_000)
  const dd = String(d.getUTCDate()).padStart(2, "0")
  const mm = String(d.getUTCMonth() + 1).padStart(2, "0")
  const yy = String(d.getUTCFullYear())
  const s = style === "any" ? r.pick(["corto", "largo", "largo", "palabras"] as const) : style
  if (s === "corto") return r.chance(0.7) ? `${dd}/${mm}` : `${d.getUTCDate()}/${d.getUTCMonth() + 1}`
  if (s === "largo") return r.pick([`${dd}/${mm}/${yy}`, `${dd}/${mm}/${yy.slice(2)}`, `${dd}-${mm}-${yy}`, `${dd}.${mm}.${yy}`])
  return `${d.getUTCDate()} de ${MESES[d.getUTCMonth()]}${r.chance(0.5) ? ` de ${yy}` : ""}`
}

/** How a relative places the day, from the day they call. */
export const relativeDay = (r: Random, day: number, callDay: number): string => {
  const gap = callDay - day
  if (gap <= 0) return r.pick(["hoy", "hoy en la mañana", "esta madrugada"])
  if (gap === 1) return r.pick(["ayer", "ayer en la noche", "anoche"])
  if (gap === 2) return "anteayer"
  if (gap < 7) return `el ${DIAS[new Date(START + day * 86_400_000).getUTCDay()]}${r.chance(0.4) ? " pasado" : ""}`
  if (gap < 14) return r.pick(["la semana pasada", `hace como ${gap} días`, `el ${DIAS[new Date(START + day * 86_400_000).getUTCDay()]} de la semana pasada`])
  return r.pick(["hace unas semanas", `a inicios de ${MESES[new Date(START + day * 86_400_000).getUTCMonth()]}`, `hace como ${Math.round(gap / 7)} semanas`])
}

/** The birth date field: known or not by the writer, sometimes with a slip. */
export const birthField = (r: Random, p: Person, known: number): string | null => {
  if (!r.chance(known)) return null
  if (r.chance(0.03)) {
    const d = new Date(START + p.birth * 86_400_000)
    const k = r.int(0, 2)
    if (k === 0 && d.getUTCDate() <= 12) return iso(Math.round((Date.UTC(d.getUTCFullYear(), d.getUTCDate() - 1, d.getUTCMonth() + 1) - START) / 86_400_000))
    return iso(p.birth + (k === 1 ? 365 : -365))
  }
  return iso(p.birth)
}

/** The event date field: the day, a day off, or left out, by shares. */
export const dayField = (r: Random, day: number, exact: number, off: number): string | null => {
  const x = r.next()
  if (x < exact) return iso(day)
  if (x < exact + off) return iso(day + r.pick([-1, 1, 1, 2]))
  return null
}

/** Exact age from the file, or the one written when the person arrived (a year or two less). */
export const ageField = (r: Random, p: Person, day: number, stale = 0): number => {
  const a = ageAt(p, day)
  return r.chance(stale) ? a - r.int(1, 2) : a
}
export const roughAgeOf = (r: Random, p: Person, day: number) => roughAge(r, ageAt(p, day))

/** Initials by a writer's habits (weights per way of taking the letters), with a rare wrong letter. */
export const initialsBy = (r: Random, p: Person, ways: ReadonlyArray<readonly [Letters, number]>): string => {
  let x = r.next() * ways.reduce((s, [, w]) => s + w, 0)
  let how: Letters = ways[0]![0]
  for (const [l, w] of ways) { if ((x -= w) < 0) { how = l; break } }
  let l = letters(p, how)
  if (r.chance(0.02)) { const at = r.int(0, l.length - 1); l = l.slice(0, at) + r.pick([..."ABCDEFGHIJLMNOPQRSTVZ"]) + l.slice(at + 1) }
  return writeInitials(r, l)
}

export const pickStyle = (r: Random, ways: ReadonlyArray<readonly [ProductStyle, number]>): ProductStyle => {
  let x = r.next() * ways.reduce((s, [, w]) => s + w, 0)
  for (const [s, w] of ways) if ((x -= w) < 0) return s
  return ways[0]![0]
}

/** The suspect a writer names: the event's drug, or (for what many drugs do) another they take. */
export const suspectOf = (r: Random, e: Event, blameOther: number): Drug => (e.alt !== null && r.chance(blameOther) ? e.alt : e.drug)

export const product = (r: Random, e: Event, d: Drug, ways: ReadonlyArray<readonly [ProductStyle, number]>) =>
  writeProduct(r, d, d === e.drug ? e.dose : r.pick(d.doses), pickStyle(r, ways))

/** The drugs listed in a note: some of them, as the writer names them. */
export const medsList = (r: Random, e: Event, ways: ReadonlyArray<readonly [ProductStyle, number]>, max = 4, withSuspect = true): string => {
  const lead = withSuspect && !e.drug.vaccine ? [e.drug] : []
  const ds = [...lead, ...e.conc].filter((_, i) => (i === 0 && lead.length > 0) || r.chance(0.7)).slice(0, max)
  if (ds.length === 0 && e.conc.length > 0) ds.push(e.conc[0]!)
  const sorted = r.chance(0.6) ? ds.slice(1).concat(ds.slice(0, 1)) : ds
  return sorted.map((d) => writeProduct(r, d, d === e.drug ? e.dose : r.pick(d.doses), pickStyle(r, ways))).join(", ")
}

/** The nested suspected products: the suspect and, by some writers, a concomitant or two. */
export const nested = (r: Random, e: Event, suspect: Drug, name: string, p: number, extra: number): DupCaseRow["productos"] => {
  if (!r.chance(p)) return []
  const rows = [{ nombre_producto: name, ifa: r.chance(0.6) ? suspect.generic : null, registro_sanitario: r.chance(0.2) ? `${r.pick(["EE", "EN", "NG", "BE"])}-${String(r.int(1000, 99999)).padStart(5, "0")}` : null, dosis_frecuencia: r.chance(0.7) ? `${suspect === e.drug ? e.dose : r.pick(suspect.doses)} ${e.freq}` : null, via_administracion: r.chance(0.6) ? suspect.route : null }]
  for (const d of e.conc.filter((x) => x !== suspect)) {
    if (!r.chance(extra)) continue
    rows.push({ nombre_producto: `${d.generic} ${r.pick(d.doses)}`, ifa: null, registro_sanitario: null, dosis_frecuencia: null, via_administracion: null })
    if (rows.length >= 3) break
  }
  return rows
}

const LETRAS = "abcdefghilmnoprstuv"
/** One typing slip in a word of four letters or more. */
export const slip = (r: Random, text: string): string => {
  const words = [...text.matchAll(/\p{L}{4,}/gu)]
  if (words.length === 0) return text
  const w = r.pick(words)
  const at = w.index! + r.int(1, w[0].length - 2)
  const k = r.int(0, 3)
  const c = text[at]!
  const rep = k === 0 ? "" : k === 1 ? c + c : k === 2 ? text[at + 1]! + c : r.pick([...LETRAS])
  return text.slice(0, at) + rep + text.slice(at + (k === 2 ? 2 : 1))
}
export const slips = (r: Random, text: string, n: number) => { let t = text; for (let i = 0; i < n; i++) t = slip(r, t); return t }
/** Without accents, as typed in a hurry or on a phone. */
export const unaccent = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").normalize("NFC")
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
export const join = (parts: ReadonlyArray<string | null | false>) => parts.filter((x): x is string => typeof x === "string" && x.length > 0).join(" ")
/** Joined, with the words agreeing with the patient's sex. */
export const joinFor = (p: Person, parts: ReadonlyArray<string | null | false>) => genderize(join(parts), p.female)

const STATE = /^(está|no quiere|tiene|duerme|tose|camina|siente|se le|habla|vomita|no hace|orina|le sangran|le duele)/
/** A relative's sentence: what happened and when ("se cayó anoche", "desde el domingo no quiere comer"). */
export const whatWhen = (what: string, when: string): string =>
  STATE.test(what) ? `desde ${when} ${what}`.replace("desde a inicios", "desde inicios") : `${what} ${when}`
