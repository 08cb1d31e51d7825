/**
 * Events of the oncology network generator (`--generator oncologia`): patients on a course of a
 * regimen, and the adverse events of their cycles. Besides single events it makes the look-alikes
 * a unit really sees: the same patient's reaction at a later cycle, several patients of one chair
 * session with infusion reactions, a day when one lot gave chills to several patients, mothers
 * and daughters or sisters treated at the same unit, and namesakes.
 */
import { absoluteDose, CANCERS, type Cancer, DRUGS, type DrugKey, REGIMENS, type Regimen } from "./dupOncoDrugs.js"
import { type Outcome, type Reaction, type ReactionKey, REACTIONS } from "./dupOncoLexicon.js"
import { addDays, ageAt, gauss, weighted } from "./dupOncoNoise.js"
import { ageAround, newPatient, type Patient, type Site, SITES } from "./dupOncoPeople.js"
import type { Random } from "./random.js"

/** A patient's course of one regimen: body size, kidney function and the brands dispensed. */
export interface Course {
  readonly patient: Patient
  readonly cancer: Cancer
  readonly regimen: Regimen
  readonly kg: number
  readonly bsa: number
  readonly gfr: number
  /** The product dispensed for each drug: the innovator's brand or a generic or biosimilar. */
  readonly brands: Readonly<Partial<Record<DrugKey, string>>>
  /** Enrolled in the company's patient-support programme of one of these brands. */
  readonly psp: boolean
  /** Day 1 of cycle 1. */
  readonly start: string
}

/** Why an event looks like others of its day: a chair session or a faulty lot. */
export interface Group {
  readonly kind: "misma_sesion" | "lote"
  readonly id: number
}

/** One adverse event: the facts every report of it is written from. */
export interface OncoEvent {
  readonly id: number
  readonly course: Course
  readonly cycle: number
  /** Day 1 of the cycle: the day of the infusion. */
  readonly d1: string
  readonly onset: string
  readonly reactionKey: ReactionKey
  readonly reaction: Reaction
  readonly suspect: DrugKey
  readonly grade: number
  /** Minutes into the infusion (infusion reactions). */
  readonly minutes: number
  readonly admission: { readonly day: string; readonly days: number } | null
  readonly outcome: Outcome
  readonly hallazgos: ReadonlyArray<string>
  readonly manejo: ReadonlyArray<string>
  /** Absolute doses prepared for this cycle. */
  readonly doses: Readonly<Partial<Record<DrugKey, number>>>
  readonly lot: string
  readonly chair: number
  readonly group: Group | null
  /** The same patient's previous event, if any. */
  readonly earlier: OncoEvent | null
}

/** The patient's age on the event's onset. */
export const ageOf = (e: OncoEvent): number => ageAt(e.course.patient.birth, e.onset)

// Which cancers are treated with each regimen, for sessions and lots of one regimen or drug.
const CANCERS_OF = new Map<string, Array<readonly [Cancer, number]>>()
for (const [c, share] of CANCERS) for (const [reg, w] of c.regimens) CANCERS_OF.set(reg, [...(CANCERS_OF.get(reg) ?? []), [c, share * w]])

const INFUSION_REGIMENS = Object.values(REGIMENS).filter((reg) => reg.tox.some(([k]) => k === "infusional"))
const LOT_DRUGS: ReadonlyArray<DrugKey> = ["paclitaxel", "carboplatino", "oxaliplatino", "gemcitabina", "trastuzumab", "cisplatino"]

const lotCode = (r: Random) => `${String.fromCharCode(65 + r.int(0, 25))}${String.fromCharCode(65 + r.int(0, 25))}${r.int(1000, 9999)}${r.chance(0.4) ? String.fromCharCode(65 + r.int(0, 5)) : ""}`

/** The world while events are made: patients, courses and the events so far. */
export class Clinic {
  readonly events: Array<OncoEvent> = []
  readonly patients: Array<Patient> = []
  private groups = 0
  constructor(private readonly r: Random, private readonly start: string, private readonly span: number) {}

  private day(): string {
    return addDays(this.start, this.r.int(0, this.span - 1))
  }

  private course(patient: Patient, cancer: Cancer, regimen: Regimen, start: string, like?: Course): Course {
    const r = this.r
    const kg = like?.kg ?? Math.max(38, Math.round((patient.female ? 63 : 70) + 11 * gauss(r)))
    const height = patient.female ? 153 + 6 * gauss(r) : 164 + 7 * gauss(r)
    const bsa = like?.bsa ?? Math.round(Math.sqrt((height * kg) / 3600) * 100) / 100
    const brands: Partial<Record<DrugKey, string>> = {}
    let psp = false
    for (const [k] of regimen.drugs) {
      const drug = DRUGS[k]
      // The institute buys generics and biosimilars by tender; insured patients bring the innovator's.
      const innovator = like?.brands[k] !== undefined ? like.brands[k] === drug.brands[0] : r.chance(drug.psp !== null ? 0.4 : 0.25)
      brands[k] = innovator ? drug.brands[0]! : r.pick(drug.brands.slice(1).length > 0 ? drug.brands.slice(1) : drug.brands)
      if (innovator && drug.psp !== null && (like?.psp ?? r.chance(0.8))) psp = true
    }
    return { patient, cancer, regimen, kg, bsa, gfr: like?.gfr ?? r.int(55, 115), brands, psp, start }
  }

  private newCourse(site: Site, cancer: Cancer, regimen: Regimen, d1: string, cycle: number): Course {
    const r = this.r
    const [mean, sd, min, max] = cancer.age
    const age = ageAround(r, mean, sd, min, max)
    const patient = newPatient(r, this.patients.length + 1, site, r.chance(cancer.female), age, d1)
    this.patients.push(patient)
    return this.course(patient, cancer, regimen, addDays(d1, -(cycle - 1) * regimen.cycle))
  }

  /** A typical cycle number for a reaction: hypersensitivity to platinum after many cycles, rituximab's at the first. */
  private cycleFor(reg: Regimen, key: ReactionKey, suspect: DrugKey): number {
    const r = this.r
    const weekly = reg.cycle <= 7
    if (REACTIONS[key].when === "acumulado") return r.int(weekly ? 6 : 3, weekly ? 12 : 10)
    if (key === "infusional" && (suspect === "carboplatino" || suspect === "oxaliplatino")) return r.int(5, 10)
    if (key === "infusional") return r.chance(0.7) ? 1 : r.int(2, 4)
    return r.int(1, weekly ? 10 : 6)
  }

  private add(course: Course, cycle: number, key: ReactionKey, suspect: DrugKey, extra: { readonly group?: Group; readonly lot?: string; readonly d1?: string; readonly earlier?: OncoEvent }): OncoEvent {
    const r = this.r
    const reaction: Reaction = REACTIONS[key]
    const d1 = extra.d1 ?? addDays(course.start, (cycle - 1) * course.regimen.cycle)
    const grade = weighted(r, reaction.grades)
    const onset = reaction.when === "infusion" ? d1 : addDays(d1, r.int(reaction.days[0], reaction.days[1]))
    // An infusion reaction ends in admission only when it was anaphylaxis or close to it.
    const admitted = r.chance(reaction.when === "infusion" ? (grade >= 4 ? 0.6 : grade === 3 ? 0.1 : 0) : reaction.admit)
    const outcome = weighted(r, reaction.desenlace)
    const doses: Partial<Record<DrugKey, number>> = {}
    for (const [k, amount] of course.regimen.drugs) doses[k] = absoluteDose(DRUGS[k], amount, course.bsa, course.kg, course.gfr)
    const event: OncoEvent = {
      id: this.events.length,
      course, cycle, d1, onset, reactionKey: key, reaction, suspect, grade,
      minutes: r.chance(0.6) ? r.int(5, 30) : r.int(31, 150),
      admission: admitted ? { day: addDays(onset, r.chance(0.7) ? 0 : r.int(1, 2)), days: r.int(3, grade >= 4 ? 14 : 8) } : null,
      outcome: admitted || outcome !== "fallecido" ? outcome : "recuperando",
      hallazgos: reaction.hallazgos(r, grade),
      manejo: reaction.manejo(r, grade),
      doses,
      lot: extra.lot ?? lotCode(r),
      chair: r.int(1, course.patient.site.key === "lima" ? 32 : 12),
      group: extra.group ?? null,
      earlier: extra.earlier ?? null
    }
    this.events.push(event)
    return event
  }

  /** A new patient's event. */
  single(): void {
    const r = this.r
    const site = weighted(r, SITES)
    const cancer = weighted(r, CANCERS)
    const regimen = REGIMENS[weighted(r, cancer.regimens)]!
    const [key, suspect] = weighted(r, regimen.tox.map(([k, s, w]) => [[k, s] as const, w] as const))
    const cycle = this.cycleFor(regimen, key, suspect)
    this.add(this.newCourse(site, cancer, regimen, this.day(), cycle), cycle, key, suspect, {})
  }

  /** The same patient's event at a later cycle: often the same reaction again, despite premedication. */
  laterCycle(): boolean {
    const r = this.r
    if (this.events.length === 0) return false
    const earlier = this.events[r.int(Math.max(0, this.events.length - 4000), this.events.length - 1)]!
    let course = earlier.course
    let cycle = earlier.cycle + (r.chance(0.65) ? 1 : r.int(2, 3))
    // After AC comes weekly paclitaxel: the next event may belong to the next regimen.
    const next = course.regimen.next !== undefined ? REGIMENS[course.regimen.next] : undefined
    if (next !== undefined && r.chance(0.3)) {
      course = this.course(course.patient, course.cancer, next, addDays(course.start, 4 * course.regimen.cycle + r.int(0, 10)), course)
      cycle = r.int(1, 4)
    }
    const same = course === earlier.course && r.chance(0.6)
    const [key, suspect] = same ? [earlier.reactionKey, earlier.suspect] as const
      : weighted(r, course.regimen.tox.map(([k, s, w]) => [[k, s] as const, w] as const))
    // A cycle is sometimes postponed a few days after a reaction.
    const d1 = addDays(course.start, (cycle - 1) * course.regimen.cycle + (r.chance(0.3) ? r.int(3, 7) : 0))
    if (d1 <= earlier.d1 || d1 < this.start || d1 >= addDays(this.start, this.span)) return false
    this.add(course, cycle, key, suspect, { d1, earlier })
    return true
  }

  /** Several patients of one chair session on one regimen, each with an infusion reaction. */
  session(): void {
    const r = this.r
    const site = weighted(r, SITES)
    const regimen = r.pick(INFUSION_REGIMENS)
    const day = this.day()
    const group = { kind: "misma_sesion", id: ++this.groups } as const
    const cancers = CANCERS_OF.get(regimen.name) ?? []
    for (let n = r.int(2, 4); n > 0; n--) {
      const [, suspect] = weighted(r, regimen.tox.filter(([k]) => k === "infusional").map(([k, s, w]) => [[k, s] as const, w] as const))
      const cycle = this.cycleFor(regimen, "infusional", suspect)
      this.add(this.newCourse(site, weighted(r, cancers), regimen, day, cycle), cycle, "infusional", suspect, { group, d1: day })
    }
  }

  /** A day when one lot of a drug gave chills and fever (or hypersensitivity) to several patients. */
  lotDay(): void {
    const r = this.r
    const site = weighted(r, SITES)
    const drug = r.pick(LOT_DRUGS)
    const day = this.day()
    const lot = lotCode(r)
    const group = { kind: "lote", id: ++this.groups } as const
    const regimens = Object.values(REGIMENS).filter((reg) => reg.drugs.some(([k]) => k === drug))
    for (let n = r.int(3, 6); n > 0; n--) {
      const regimen = r.pick(regimens)
      const cycle = r.int(1, 6)
      const course = this.newCourse(site, weighted(r, CANCERS_OF.get(regimen.name) ?? []), regimen, day, cycle)
      this.add(course, cycle, r.chance(0.75) ? "escalofrios" : "infusional", drug, { group, lot, d1: day })
    }
  }

  /** A relative (mother and daughter, sisters) or a namesake of an earlier patient, with an event of their own. */
  relative(how: "madre_hija" | "hermanas" | "homonimo"): boolean {
    const r = this.r
    if (this.events.length === 0) return false
    const other = this.events[r.int(0, this.events.length - 1)]!
    const p = other.course.patient
    const otherAge = ageAt(p.birth, other.onset)
    if (how !== "homonimo" && !p.female) return false
    const site = how === "homonimo" ? weighted(r, SITES) : r.chance(0.7) ? p.site : weighted(r, SITES)
    let age: number
    let like: Parameters<typeof newPatient>[6]
    const related = { to: p.id, how }
    if (how === "homonimo") {
      age = r.int(25, 85)
      like = { nombre: p.nombre, paterno: p.paterno, materno: r.chance(0.6) ? p.materno : undefined, related }
    } else if (how === "hermanas") {
      age = Math.max(18, otherAge + r.int(-10, 10))
      like = { paterno: p.paterno, materno: p.materno, related }
    } else if (otherAge >= 45) {
      age = Math.max(18, otherAge - r.int(20, 32))
      like = { materno: p.paterno, related }
    } else {
      // The mother of a younger patient: her first surname is the patient's second.
      age = Math.min(90, otherAge + r.int(20, 32))
      like = { paterno: p.materno, related }
    }
    // Breast cancer runs in families; otherwise a cancer of the age.
    const cancer = how !== "homonimo" && other.course.cancer.female > 0.9 && r.chance(0.6) ? other.course.cancer : weighted(r, CANCERS)
    const regimen = REGIMENS[weighted(r, cancer.regimens)]!
    const [key, suspect] = weighted(r, regimen.tox.map(([k, s, w]) => [[k, s] as const, w] as const))
    const cycle = this.cycleFor(regimen, key, suspect)
    const d1 = how === "homonimo" ? this.day() : addDays(other.d1, r.int(-60, 60))
    if (d1 < this.start || d1 >= addDays(this.start, this.span)) return false
    const patient = newPatient(r, this.patients.length + 1, site, how === "homonimo" ? p.female : true, age, d1, like)
    this.patients.push(patient)
    this.add(this.course(patient, cancer, regimen, addDays(d1, -(cycle - 1) * regimen.cycle)), cycle, key, suspect, { d1 })
    return true
  }
}

/** Makes `n` events over `span` days from `start`: mostly single events, with the look-alikes mixed in. */
export const makeEvents = (r: Random, n: number, start: string, span: number): ReadonlyArray<OncoEvent> => {
  const clinic = new Clinic(r, start, span)
  while (clinic.events.length < n) {
    const x = r.next()
    if (x < 0.12) clinic.laterCycle() || clinic.single()
    else if (x < 0.16) clinic.session()
    else if (x < 0.175) clinic.lotDay()
    else if (x < 0.185) clinic.relative(r.chance(0.6) ? "madre_hija" : "hermanas") || clinic.single()
    else if (x < 0.2) clinic.relative("homonimo") || clinic.single()
    else clinic.single()
  }
  return clinic.events.slice(0, n)
}
