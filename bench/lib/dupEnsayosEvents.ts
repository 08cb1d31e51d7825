/**
 * The facts of the ensayos generator (lib/dupEnsayos.ts): a trial's subjects (a real person behind
 * a subject number, randomised to an arm on a day) and their serious adverse events. The facts
 * are what every route of one event agrees on; what differs between routes (a date written from
 * the admission rather than the onset, an age computed at consent, the blinded name) is in the
 * writers. Staff are kept per site and protocol because one investigator signs all of a site's
 * SAE forms of a study, which makes different events of one site look alike.
 */
import type { Random } from "./random.js"
import { type Person, newPerson, staffName } from "./dupEnsayosPeople.js"
import { allTerms, type Term, term } from "./dupEnsayosTerms.js"
import { site as siteOf, type Site, type Trial, TRIALS } from "./dupEnsayosTrials.js"
import { yearOf, yearsBetween } from "./dupEnsayosText.js"

/** A participant under a protocol at a site. */
export interface Subject {
  readonly person: Person
  readonly trial: Trial
  readonly site: Site
  readonly siteNo: string
  readonly number: string
  /** The last digits, as the coordinator and the CIEI say it ("0123"). */
  readonly short: string
  readonly arm: "activo" | "control"
  readonly enrolled: number
}

/** Who signs at a site for a protocol, and who notifies at its hospital. */
export interface Staff {
  /** With the title: "Dra. Karina Salazar". */
  readonly pi: string
  readonly coordinator: string
  readonly pharmacist: string
}

export type Outcome = "recuperado" | "en recuperación" | "no recuperado" | "recuperado con secuelas" | "fatal"
export type Causality = "relacionado" | "posiblemente relacionado" | "no relacionado" | "improbable"

/** One serious adverse event of one subject. */
export interface TrialEvent {
  readonly id: number
  readonly subject: Subject
  readonly term: Term
  readonly grade: number | null
  readonly onset: number
  readonly admitted: number | null
  /** The day the site learns of it (the 24-hour clock of SAE reporting starts here). */
  readonly aware: number
  readonly seriousness: ReadonlyArray<string>
  readonly causality: Causality
  readonly expected: boolean
  readonly susar: boolean
  readonly action: string
  readonly outcome: Outcome
  readonly lastDose: number
  readonly doseLabel: string
  readonly history: string
  readonly caseNo: string
  readonly staff: Staff
  readonly wardDoctor: string
  readonly lab: string
  readonly labLater: string
  readonly treat: string
  /** Days the initial site form's onset is off (the admission or the visit written instead); a follow-up corrects it. */
  readonly onsetSlip: number
  /** Years the initial form's age is off (computed at consent); a follow-up corrects it. */
  readonly ageSlip: number
  readonly unblinded: boolean
  readonly recurrence: boolean
  /** The day it resolved or the subject left hospital, as follow-ups tell it. */
  readonly resolved: number
}

const counters = new Map<string, number>()
const staffs = new Map<string, Staff>()
let nextEvent = 0
/** Starts the subject numbers, staff and event ids again (one data set per call). */
export const resetEvents = (): void => {
  counters.clear()
  staffs.clear()
  nextEvent = 0
}

const pickTrial = (r: Random): Trial => {
  let x = r.next() * TRIALS.reduce((a, t) => a + t.weight, 0)
  for (const t of TRIALS) if ((x -= t.weight) < 0) return t
  return TRIALS[0]!
}

/** A protocol drawn by its share of the SAEs, optionally among those of an area. */
export const drawTrial = (r: Random, where?: (t: Trial) => boolean): Trial => {
  if (where === undefined) return pickTrial(r)
  const fit = TRIALS.filter(where)
  return fit.length === 0 ? pickTrial(r) : r.pick(fit)
}

/** A new subject of `trial` at one of its sites (or the given one), randomised before `day`. */
export const newSubject = (r: Random, trial: Trial, day: number, o: { readonly siteKey?: string; readonly person?: Person; readonly enrolled?: number; readonly arm?: Subject["arm"] } = {}): Subject => {
  const entry = (o.siteKey !== undefined ? trial.sites.find(([k]) => k === o.siteKey) : undefined) ?? r.pick(trial.sites)
  const [key, siteNo] = entry
  const s = siteOf(key)
  const id = `${trial.code}|${key}`
  const n = (counters.get(id) ?? r.int(0, 20)) + r.int(1, 3)
  counters.set(id, n)
  const enrolled = o.enrolled ?? day - r.int(5, 320)
  const age = r.int(trial.ages[0], trial.ages[1])
  const person = o.person ?? newPerson(r, enrolled, age, s.chart, trial.sex ?? undefined)
  const number = trial.subject(siteNo, n)
  const single = trial.control.code === trial.imp.code
  return { person, trial, site: s, siteNo, number, short: String(n).padStart(4, "0"), arm: single || o.arm === "activo" ? "activo" : o.arm ?? (r.chance(0.5) ? "activo" : "control"), enrolled }
}

/** The investigator and coordinator of a protocol at a site, the same on all its forms. */
export const staffOf = (r: Random, subject: Subject): Staff => {
  const id = `${subject.trial.code}|${subject.site.key}`
  const known = staffs.get(id)
  if (known !== undefined) return known
  const pharmacists = staffs.get(`farmacia|${subject.site.hospital}`) ?? { pi: "", coordinator: "", pharmacist: staffName(r) }
  staffs.set(`farmacia|${subject.site.hospital}`, pharmacists)
  const made = { pi: staffName(r, undefined, true), coordinator: staffName(r, r.chance(0.8) ? "F" : "M"), pharmacist: pharmacists.pharmacist }
  staffs.set(id, made)
  return made
}

const SOON = new Set(["anafilaxia", "reaccion_infusion", "reaccion_local", "fiebre_vacuna", "convulsion_febril", "angioedema"])
const LIFE = new Set(["anafilaxia", "cetoacidosis", "tep", "infarto", "hemorragia", "neutropenia_febril", "hiperkalemia", "reaccion_infusion"])

const doseLabel = (r: Random, t: Trial, n: number): string => {
  if (t.area === "oncologia") return `C${n}D${r.pick([1, 1, 8, 15])}`
  if (t.vaccine) return `dosis ${Math.min(2, n)}`
  if (t.imp.via === "SC" && t.area === "infecciosas") return `inyección ${n}`
  return `semana ${n * 4}`
}

const HISTORY: Readonly<Record<Trial["area"], ReadonlyArray<string>>> = {
  oncologia: ["hipertensión arterial", "DM2", "tabaquismo (30 paquetes-año)", "hipotiroidismo", "sin otras comorbilidades"],
  infecciosas: ["desnutrición", "anemia leve previa", "consumo de alcohol", "hepatitis B", "sin otras comorbilidades"],
  vacunas: ["asma leve", "sin antecedentes", "hipertensión arterial", "DM2", "sin comorbilidades"],
  cardiologia: ["HTA", "DM2", "ERC estadio 3", "fibrilación auricular permanente", "dislipidemia"],
  diabetes: ["HTA", "obesidad (IMC 34)", "dislipidemia", "retinopatía diabética", "ERC estadio 2"]
}

/** What an event needs to be built: the subject, and optionally its term, day and whether it repeats an earlier one. */
export interface EventSpec {
  readonly subject: Subject
  readonly onset: number
  readonly term?: Term
  readonly recurrence?: boolean
  readonly causality?: Causality
}

/** Draws a term for a subject's trial: mostly one its reference safety information expects. */
export const drawTerm = (r: Random, t: Trial): Term =>
  r.chance(0.7) ? term(r.pick(t.expected)) : r.chance(0.8) ? term(r.pick(t.others)) : r.pick(allTerms)

/** Builds one event of a subject. */
export const buildEvent = (r: Random, s: EventSpec): TrialEvent => {
  const t = s.subject.trial
  const age = yearsBetween(s.subject.person.birth, s.onset)
  const drawn = s.term ?? drawTerm(r, t)
  const tm = drawn.key === "convulsion_febril" && age > 6 ? term("fiebre_vacuna") : drawn
  const expected = t.expected.includes(tm.key)
  const causality: Causality = s.causality ?? (expected
    ? r.pick(["relacionado", "relacionado", "posiblemente relacionado", "no relacionado"] as const)
    : r.pick(["no relacionado", "improbable", "posiblemente relacionado", "posiblemente relacionado", "relacionado"] as const))
  const related = causality === "relacionado" || causality === "posiblemente relacionado"
  const soon = SOON.has(tm.key)
  const lastDose = s.onset - (tm.key === "anafilaxia" || tm.key === "reaccion_infusion" ? 0 : soon ? r.int(0, 2) : r.int(1, 21))
  const hospitalised = !(tm.key === "qt" || tm.key === "neutropenia") || r.chance(0.3)
  const admitted = hospitalised ? s.onset + (soon ? 0 : r.pick([0, 0, 0, 1, 1, 2, 3])) : null
  const fatal = LIFE.has(tm.key) && r.chance(0.06)
  const seriousness = [
    ...(hospitalised ? ["hospitalización"] : ["médicamente significativo"]),
    ...(LIFE.has(tm.key) && r.chance(0.4) ? ["amenaza para la vida"] : []),
    ...(tm.key === "guillain_barre" ? ["discapacidad"] : []),
    ...(fatal ? ["muerte"] : [])
  ]
  const outcome: Outcome = fatal ? "fatal" : r.pick(["recuperado", "en recuperación", "en recuperación", "recuperado", "no recuperado", "recuperado con secuelas"] as const)
  const action = t.vaccine
    ? r.pick(["no aplica (dosis ya administrada)", "segunda dosis no administrada", "sin cambios"])
    : fatal ? "no aplica" : r.pick(["tratamiento interrumpido", "tratamiento interrumpido", "suspendido definitivamente", "dosis reducida", "sin cambios"])
  const dosesSoFar = Math.max(1, Math.round((lastDose - s.subject.enrolled) / (t.area === "oncologia" ? 21 : 28)) + 1)
  const staff = staffOf(r, s.subject)
  return {
    id: nextEvent++, subject: s.subject, term: tm, grade: tm.graded ? (fatal ? 5 : r.chance(0.6) ? 3 : 4) : null, onset: s.onset, admitted,
    aware: (admitted ?? s.onset) + r.pick([0, 0, 1, 1, 2, 3, 5]), seriousness, causality, expected, susar: related && !expected, action, outcome,
    lastDose, doseLabel: doseLabel(r, t, dosesSoFar), history: age < 18 ? "sin antecedentes de importancia" : r.pick(HISTORY[t.area]), caseNo: t.caseNo(r, yearOf(s.onset)), staff, wardDoctor: staffName(r, undefined, true),
    lab: tm.lab(r), labLater: tm.labLater(r), treat: r.pick(tm.treat),
    onsetSlip: r.chance(0.12) ? r.pick([-3, -2, -1, 1, 2, 3]) : 0, ageSlip: r.chance(0.06) ? -1 : 0,
    unblinded: t.blinded && (fatal || r.chance(0.12)), recurrence: s.recurrence ?? false, resolved: (admitted ?? s.onset) + r.int(3, 20)
  }
}

/** The subject's age on a day. */
export const ageOn = (e: TrialEvent, day: number): number => Math.max(0, yearsBetween(e.subject.person.birth, day))
