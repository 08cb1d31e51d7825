/**
 * The events of the ninth duplicate generator (lib/dupHospital.ts): one adverse reaction of one
 * patient in one ward of a hospital of the network, with the drug (and a co-suspect given with
 * it), the day it started and the day the prescriber suspended the drug, the values a sheet quotes,
 * the treatment and the outcome. Besides single events the world holds what makes different events
 * look alike: a week of red man syndrome with vancomycin in one ICU, a day of infusion reactions
 * in one oncology day unit, a dialysis unit reacting to an iron batch, twins in neonatology, a
 * mother and her newborn, the same patient's later event, and namesakes.
 */
import { COMBOS, COMEDS, DRUGS, type Drug, type Route, WARD_DRUGS, type WardKind } from "./dupHospitalDrugs.js"
import { CAUSALIDAD, drawValues, type OutcomeKind, REACTIONS, type Reaction, type Values } from "./dupHospitalLexicon.js"
import { buildHospitals, type Hospital, namesake, newPerson, type Person, pickWard, placeOf, type Staff, type Ward } from "./dupHospitalPeople.js"
import { DAY0, digits, pickWeighted } from "./dupHospitalText.js"
import { zipf } from "./dupData.js"
import type { Random } from "./random.js"

/** Who writes a first report. */
export type Channel = "ficha" | "alerta" | "tarjeta" | "enfermeria"

/** What ties different events together. */
export type GroupKind = "brote_uci" | "brote_onco" | "dialisis_hierro" | "gemelos" | "madre_rn"

/** Events that share a ward and a week, or a family. */
export interface Group {
  readonly kind: GroupKind
  readonly id: number
  readonly day: number
  /** The batch the pharmacist's sheets name. */
  readonly lot: string
  readonly size: number
}

/** One adverse reaction of one patient. */
export interface Event {
  readonly id: number
  readonly person: Person
  readonly hospital: Hospital
  readonly ward: Ward
  readonly wardName: string
  readonly place: string
  readonly drug: Drug
  readonly presentation: string
  readonly regimen: string
  /** As the regimen gives it, which may not be the drug's usual route. */
  readonly route: Route
  readonly brand: string | null
  /** A co-suspect: another formulary drug, or a free-text one. */
  readonly cosuspect: Drug | string | null
  readonly dx: string
  readonly comeds: ReadonlyArray<string>
  readonly reactions: ReadonlyArray<Reaction>
  readonly start: number
  readonly onset: number
  /** Hour of onset; night-shift nurses report what happens between 19 and 7 h. */
  readonly hour: number
  readonly minutes: number
  /** The day the drug was suspended for the reaction; `null` when it went on. */
  readonly suspended: number | null
  readonly values: Values
  readonly treatments: ReadonlyArray<string>
  readonly outcome: { readonly kind: OutcomeKind; readonly days: number }
  readonly serious: boolean
  readonly cycle: number | null
  readonly weight: number
  readonly causality: string
  readonly prescriber: Staff
  readonly pharmacist: Staff
  readonly nurse: Staff
  readonly group: Group | null
  /** Position in the group (1st, 2nd… case of the week). */
  readonly nth: number
  readonly earlier: Event | null
  readonly first: Channel
}

/** The events and hospitals. */
export interface World {
  readonly events: ReadonlyArray<Event>
  readonly hospitals: ReadonlyArray<Hospital>
}

const hospitalPick = (r: Random, hs: ReadonlyArray<Hospital>) => pickWeighted(r, hs.map((h) => [h, h.weight] as const))
const drugPickers = Object.fromEntries(Object.entries(WARD_DRUGS).map(([k, ids]) => [k, zipf(ids, 0.8)])) as Record<WardKind, (r: Random) => string>

/** Age in days of a new patient of a ward. */
const ageDays = (r: Random, kind: WardKind): number => {
  const y = (a: number, b: number) => r.int(a * 365, b * 365 + 364)
  switch (kind) {
    case "neo": return r.int(0, 27)
    case "ped": return r.chance(0.35) ? r.int(30, 364) : y(1, 14)
    case "onco": return r.chance(0.06) ? y(3, 14) : y(24, 84)
    case "hd": return y(28, 86)
    case "uci": return r.chance(0.5) ? y(55, 89) : y(16, 54)
    case "go": return y(16, 43)
    default: return r.chance(0.5) ? y(60, 94) : y(15, 59)
  }
}

/** Whether the night shift saw the reaction: day units close at night. */
export const atNight = (e: { readonly ward: Ward; readonly hour: number }): boolean =>
  e.ward.kind !== "onco" && e.ward.kind !== "hd" && (e.hour >= 19 || e.hour < 7)

/** The channel a single report comes by, as each ward's reporting habits go. */
const firstChannel = (r: Random, kind: WardKind, suspended: boolean, night: boolean): Channel => {
  const w: Array<readonly [Channel, number]> = kind === "onco" ? [["ficha", 60], ["alerta", 20], ["tarjeta", 20]]
    : kind === "hd" ? [["ficha", 55], ["alerta", 20], ["tarjeta", 25]]
    : kind === "uci" ? [["ficha", 40], ["alerta", 30], ["enfermeria", 15], ["tarjeta", 15]]
    : kind === "ped" || kind === "neo" ? [["ficha", 45], ["alerta", 15], ["enfermeria", 20], ["tarjeta", 20]]
    : [["ficha", 25], ["alerta", 30], ["enfermeria", 15], ["tarjeta", 30]]
  const c = pickWeighted(r, w.filter(([ch]) => (ch !== "alerta" || suspended) && (ch !== "enfermeria" || night)))
  return c
}

/** Whether a patient of this age and sex would be in this ward. */
const suits = (w: Ward, p: Person, day: number): boolean => {
  const age = day - p.birth
  switch (w.kind) {
    case "neo": return age < 28
    case "ped": return age >= 28 && age < 15 * 365
    case "go": return p.female && age >= 14 * 365 && age < 50 * 365
    case "onco": case "uci": return age >= 28
    default: return age >= 15 * 365
  }
}

/** A ward of the hospital fit for the patient, by the hospital's weights. */
const wardFor = (r: Random, h: Hospital, p: Person, day: number): Ward | null => {
  const ok = h.wards.filter((w) => suits(w, p, day))
  return ok.length === 0 ? null : pickWeighted(r, ok.map((w) => [w, w.weight] as const))
}

interface Draft {
  readonly person: Person
  readonly hospital: Hospital
  readonly ward: Ward
  readonly drug: Drug
  readonly onset: number
  readonly reactions?: ReadonlyArray<Reaction>
  readonly group?: Group
  readonly nth?: number
  readonly earlier?: Event
  readonly presentation?: string
}

const chooseReactions = (r: Random, d: Drug): Array<Reaction> => {
  const n = r.chance(0.7) ? 1 : 2
  const out: Array<Reaction> = []
  for (let tries = 0; out.length < n && tries < 10; tries++) {
    const x = REACTIONS[pickWeighted(r, d.reactions)]!
    if (!out.includes(x)) out.push(x)
  }
  return out
}

const makeEvent = (r: Random, id: number, d: Draft): Event => {
  const { person, hospital, ward, drug, onset } = d
  const reactions = d.reactions ?? chooseReactions(r, drug)
  const immediate = reactions.some((x) => x.minutes)
  const child = onset - person.birth < 15 * 365
  const serious = reactions.some((x) => r.chance(x.serious))
  const suspended = r.chance(immediate && ward.kind === "onco" ? 0.55 : 0.85) ? onset + (r.chance(0.6) ? 0 : r.int(1, 2)) : null
  const kind: OutcomeKind = serious && r.chance(0.06) ? "fallecido"
    : pickWeighted(r, [["recuperado", 5], ["recuperando", 3], ["secuela", serious ? 1 : 0.2], ["no_recuperado", 0.6], ["desconocido", 0.8]] as const)
  const regimen = r.pick(child && drug.child.length > 0 ? drug.child : drug.adult)
  const oral = /\bVO\b|sublingual/.test(regimen)
  const route: Route = oral ? "VO" : /\bSC\b/.test(regimen) ? "SC" : /\bIM\b/.test(regimen) ? "IM" : drug.route === "VO" ? "EV" : drug.route
  const fitting = drug.presentations.filter((p) => /\b(TAB|CAP|SUS|JBE)\b/.test(p) === oral)
  const hour = ward.kind === "onco" || ward.kind === "hd" ? r.int(7, 18) : r.chance(0.55) ? (r.int(19, 30) % 24) : r.int(7, 18)
  const combo = COMBOS[drug.id]
  const cosuspect = combo !== undefined && r.chance(0.5) ? (DRUGS[combo[0]!] ?? combo[0]!) : null
  const ageD = onset - person.birth
  return {
    id, person, hospital, ward, wardName: r.pick(ward.names), place: placeOf(r, ward), drug,
    presentation: d.presentation ?? r.pick(fitting.length > 0 ? fitting : drug.presentations),
    regimen, route,
    brand: drug.brands.length > 0 && r.chance(0.7) ? r.pick(drug.brands) : null,
    cosuspect, dx: r.pick(drug.dx),
    comeds: Array.from({ length: r.int(0, 3) }, () => r.pick(COMEDS[ward.kind])).filter((c, i, a) => a.indexOf(c) === i),
    reactions,
    start: Math.max(person.birth, immediate ? onset - (ward.kind === "onco" || ward.kind === "hd" ? 0 : r.int(0, 6)) : onset - r.int(ward.kind === "onco" ? 3 : 1, 14)),
    onset, hour, minutes: r.int(5, 55), suspended,
    values: drawValues(r),
    treatments: Array.from({ length: r.int(1, 2) }, () => r.pick(reactions[0]!.treat)).filter((c, i, a) => a.findIndex((x) => x.split(" ")[0] === c.split(" ")[0]) === i),
    outcome: { kind, days: r.int(2, 12) }, serious,
    cycle: ward.kind === "onco" ? r.int(1, 8) : null,
    weight: ageD < 28 ? r.int(12, 38) / 10 : ageD < 365 ? r.int(40, 100) / 10 : child ? r.int(10, 50) : r.int(42, 98),
    causality: r.pick(CAUSALIDAD),
    prescriber: r.pick(hospital.physicians), pharmacist: r.pick(hospital.pharmacists), nurse: r.pick(hospital.nurses),
    group: d.group ?? null, nth: d.nth ?? 0, earlier: d.earlier ?? null,
    first: firstChannel(r, ward.kind, suspended !== null, atNight({ ward, hour }))
  }
}

/** Builds `n` events over `span` days. */
export const buildWorld = (r: Random, n: number, span: number): World => {
  const hospitals = buildHospitals(r)
  const events: Array<Event> = []
  let personId = 0
  let groupId = 0
  const add = (d: Draft) => { if (events.length < n) events.push(makeEvent(r, events.length, d)) }
  const day = () => DAY0 + r.int(0, span - 1)
  const withWard = (kind: WardKind) => {
    const hs = hospitals.filter((h) => h.wards.some((w) => w.kind === kind))
    const h = hospitalPick(r, hs)
    return { h, w: h.wards.find((w) => w.kind === kind)! }
  }
  const person = (kind: WardKind, at: number, female?: boolean) =>
    newPerson(r, ++personId, at - ageDays(r, kind), at, female === undefined ? {} : { female })
  const group = (kind: GroupKind, at: number, size: number): Group => ({ kind, id: ++groupId, day: at, lot: `${r.pick(["", "L", "B"])}${digits(r, r.int(6, 8))}`, size })

  while (events.length < n) {
    const x = r.next()
    if (x < 0.002) {
      // A week of red man syndrome with vancomycin in one ICU: one batch, or an infusion pump rate.
      const { h, w } = withWard("uci")
      const g = group("brote_uci", day(), r.int(3, 5))
      const drug = r.chance(0.8) ? DRUGS.vanco! : DRUGS.pipetazo!
      const presentation = r.pick(drug.presentations)
      for (let k = 1; k <= g.size; k++) {
        const main = drug.id === "vanco" ? (r.chance(0.8) ? "hombre_rojo" : "hipotension") : "escalofrios"
        const reactions = [REACTIONS[main]!, ...(r.chance(0.3) ? [REACTIONS.prurito!] : [])]
        add({ person: person("uci", g.day), hospital: h, ward: w, drug, onset: g.day + r.int(0, 6), reactions, group: g, nth: k, presentation })
      }
    } else if (x < 0.0046) {
      // One day of infusion reactions in the oncology day unit.
      const { h, w } = withWard("onco")
      const g = group("brote_onco", day(), r.int(3, 5))
      const drug = DRUGS[r.pick(["pacli", "pacli", "oxali", "ritux", "carbo"])]!
      const presentation = r.pick(drug.presentations)
      for (let k = 1; k <= g.size; k++) {
        const reactions = [REACTIONS[r.chance(0.75) ? "infusional" : r.pick(["rubor", "hipotension", "anafilaxia"])]!]
        add({ person: person("onco", g.day), hospital: h, ward: w, drug, onset: g.day + (r.chance(0.8) ? 0 : 1), reactions, group: g, nth: k, presentation })
      }
    } else if (x < 0.0072) {
      // A dialysis unit reacting alike to the iron of one supplier over two or three weeks.
      const { h, w } = withWard("hd")
      const g = group("dialisis_hierro", day(), r.int(3, 7))
      const drug = DRUGS.hierro!
      const presentation = r.pick(drug.presentations)
      for (let k = 1; k <= g.size; k++) {
        const reactions = [REACTIONS[pickWeighted(r, [["hipotension", 5], ["disgeusia", 2], ["prurito", 2], ["urticaria", 1]] as const)]!]
        add({ person: person("hd", g.day), hospital: h, ward: w, drug, onset: g.day + r.int(0, 18), reactions, group: g, nth: k, presentation })
      }
    } else if (x < 0.0112) {
      // Twins in neonatology on the same antibiotics.
      const { h, w } = withWard("neo")
      const at = day()
      const birth = at - r.int(1, 20)
      const mother = newPerson(r, ++personId, birth - r.int(18, 40) * 365, birth, { female: true })
      const g = group("gemelos", at, 2)
      const one = newPerson(r, ++personId, birth, at, { newborn: { mother, twin: 1 } })
      const two: Person = { ...one, id: ++personId, female: r.chance(0.6) ? one.female : !one.female, twin: 2, hc: new Map() }
      const drug = DRUGS[r.pick(["ampi", "genta", "aminof", "cafeina", "vanco"])]!
      const presentation = r.pick(drug.presentations)
      add({ person: one, hospital: h, ward: w, drug, onset: at, group: g, nth: 1, presentation })
      add({ person: two, hospital: h, ward: w, drug, onset: at + r.int(0, 2), group: g, nth: 2, presentation })
    } else if (x < 0.0162) {
      // A mother in obstetrics and her newborn in neonatology, reported in the same days.
      const hs = hospitals.filter((h) => h.wards.some((w) => w.kind === "go") && h.wards.some((w) => w.kind === "neo"))
      const h = hospitalPick(r, hs)
      const birth = day()
      const mother = newPerson(r, ++personId, birth - r.int(17, 42) * 365, birth, { female: true })
      const baby = newPerson(r, ++personId, birth, birth, { newborn: { mother, twin: 0 } })
      const g = group("madre_rn", birth, 2)
      const mdrug = DRUGS[r.pick(["sulfmg", "sulfmg", "oxito", "miso", "ceftri"])]!
      add({ person: mother, hospital: h, ward: h.wards.find((w) => w.kind === "go")!, drug: mdrug, onset: birth + r.int(-1, 1), group: g, nth: 1 })
      const exposed = mdrug.id === "sulfmg" && r.chance(0.6)
      add({
        person: baby, hospital: h, ward: h.wards.find((w) => w.kind === "neo")!, drug: exposed ? mdrug : DRUGS[r.pick(["ampi", "genta", "cefota"])]!,
        onset: birth + (exposed ? 0 : r.int(1, 5)), group: g, nth: 2, ...(exposed ? { reactions: [REACTIONS.hipotonia!] } : {})
      })
    } else if (x < 0.046 && events.length > 50) {
      // The same patient again, weeks or months later: another drug, or the same one another time.
      const e = events[r.int(0, events.length - 1)]!
      const onset = e.onset + r.int(12, 160)
      if (onset >= DAY0 + span || e.person.mother !== null) continue
      const h = r.chance(0.85) ? e.hospital : hospitalPick(r, hospitals.filter((x2) => x2.city === e.hospital.city))
      const ward = r.chance(0.6) && h.wards.includes(e.ward) && suits(e.ward, e.person, onset) ? e.ward : wardFor(r, h, e.person, onset)
      if (ward === null) continue
      const sameDrug = r.chance(0.3) && WARD_DRUGS[ward.kind].includes(e.drug.id)
      add({ person: e.person, hospital: h, ward, drug: sameDrug ? e.drug : DRUGS[drugPickers[ward.kind](r)]!, onset, earlier: e })
    } else if (x < 0.056 && events.length > 50) {
      // A namesake of an earlier patient, in the same city.
      const e = events[r.int(0, events.length - 1)]!
      if (e.person.given.length === 0) continue
      const h = hospitalPick(r, hospitals.filter((x2) => x2.city === e.hospital.city))
      const at = day()
      const other = namesake(++personId, e.person, at - ageDays(r, e.ward.kind === "neo" ? "mi" : e.ward.kind))
      const ward = wardFor(r, h, other, at)
      if (ward === null) continue
      add({ person: other, hospital: h, ward, drug: DRUGS[drugPickers[ward.kind](r)]!, onset: at })
    } else {
      const h = hospitalPick(r, hospitals)
      const ward = pickWard(r, h)
      const at = day()
      let p: Person
      if (ward.kind === "neo") {
        const mother = newPerson(r, ++personId, at - r.int(18, 40) * 365, at, { female: true })
        p = newPerson(r, ++personId, at - r.int(0, 27), at, { newborn: { mother, twin: 0 } })
      } else p = person(ward.kind, at, ward.kind === "go" ? true : undefined)
      add({ person: p, hospital: h, ward, drug: DRUGS[drugPickers[ward.kind](r)]!, onset: at })
    }
  }
  return { events, hospitals }
}
