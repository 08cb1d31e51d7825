/**
 * The plan of the toxicología generator (lib/dupToxicologia.ts): which events happen, and which of
 * them look alike without being one event — siblings who got into the grandmother's pills the same
 * afternoon, a school's students after the same tablets, a metoclopramide lot's week of dystonias
 * in one emergency room, a mother and her child, namesakes, and a patient's second intoxication
 * months later — then which routes report each event, alone or as a cluster of duplicates.
 */
import { type ClusterStep, clusterStep } from "./dupClusters.js"
import { pickWeighted, type Random } from "./random.js"
import { buildEvent, contactFor, type EventSpec, pickOwned, pickReaction, REACTION_AGES, type Scenario, type ToxiEvent } from "./dupToxiEvents.js"
import { motherOf, namesakeOf, newPerson, type Person, type PersonSpec, siblingOf, staffName, years } from "./dupToxiPeople.js"
import { type DrugKey, drug, lotNumber } from "./dupToxiProducts.js"
import type { Reaction } from "./dupToxiClinic.js"
import type { FirstRoute, Route } from "./dupToxiWrite.js"

/** Why two events look alike. */
export type Confounder = "hermanos" | "colegio" | "lote_metoclopramida" | "madre_hijo" | "homonimos" | "mismo_paciente"

/** One planned event and what it shares with others. */
export interface Planned {
  readonly event: ToxiEvent
  /** The look-alike group it belongs to, if any. */
  readonly group: number | null
  readonly groupKind: Confounder | null
  /** For a patient's later event: the index of the earlier one. */
  readonly earlier: number | null
}

const SCENARIOS: ReadonlyArray<readonly [Exclude<Scenario, "escolar">, number]> = [["accidental", 30], ["intencional", 22], ["error", 15], ["ram", 33]]

/** The age and sex a patient of a scenario has. */
const patientSpec = (r: Random, scenario: Scenario, day: number, reaction: Reaction | null): PersonSpec => {
  switch (scenario) {
    case "accidental": {
      const y = pickWeighted(r, [[0, 8], [1, 30], [2, 28], [3, 16], [4, 9], [5, 5], [6, 4]] as const)
      return y === 0 ? { minDays: 300, maxDays: 364, onDay: day } : { ...years(y, y), onDay: day }
    }
    case "intencional": {
      const [lo, hi] = pickWeighted(r, [[[13, 17], 35], [[18, 29], 35], [[30, 44], 20], [[45, 70], 10]] as const)
      return { ...years(lo, hi), onDay: day, sex: r.chance(0.7) ? "F" : "M" }
    }
    case "error": {
      const [lo, hi] = pickWeighted(r, [[[0, 0], 12], [[1, 5], 30], [[6, 12], 10], [[18, 59], 20], [[60, 90], 28]] as const)
      return lo === 0 && hi === 0 ? { minDays: 20, maxDays: 364, onDay: day } : { ...years(lo, hi), onDay: day }
    }
    case "ram": {
      const [lo, hi] = REACTION_AGES[reaction ?? "anafilaxia"]
      return { ...years(lo, hi), onDay: day, ...(reaction === "distonia" && r.chance(0.6) ? { sex: "F" as const } : {}) }
    }
    case "escolar": return { ...years(11, 16), onDay: day }
  }
}

const SCHOOL_NAMES = ["José Olaya", "Micaela Bastidas", "Túpac Amaru", "César Vallejo", "José María Arguedas", "Ricardo Palma", "Santa Rosa", "Mariscal Cáceres", "Virgen de Fátima", "Fe y Alegría", "San Martín de Porres", "Jorge Basadre"]
const ORDINALS = ["1ro", "2do", "3ro", "4to", "5to", "6to"]

/** A pupil's grade from the age (primary from six, secondary from twelve) and a section. */
const gradeOf = (age: number, section: string): string =>
  age < 12 ? `${ORDINALS[Math.max(0, Math.min(5, age - 6))]!} ${section} primaria` : `${ORDINALS[Math.max(0, Math.min(4, age - 12))]!} ${section} secundaria`

/** Plans `n` events over `span` days, with the look-alike groups among them. */
export const planEvents = (r: Random, n: number, span: number): Array<Planned> => {
  const out: Array<Planned> = []
  let group = 0
  const day = () => r.int(0, span - 1)
  const add = (spec: Omit<EventSpec, "id">, g: number | null, kind: Confounder | null, earlier: number | null = null): number => {
    out.push({ event: buildEvent(r, { ...spec, id: out.length }), group: g, groupKind: kind, earlier })
    return out.length - 1
  }
  const single = (d: number, person?: Person, scenario?: Exclude<Scenario, "escolar">, g: number | null = null, kind: Confounder | null = null, earlier: number | null = null): number => {
    const sc = scenario ?? pickWeighted(r, SCENARIOS)
    const reaction = sc === "ram" ? pickReaction(r) : null
    const p = person ?? newPerson(r, patientSpec(r, sc, d, reaction))
    return add({ scenario: sc, person: p, day: d, ...(reaction !== null ? { reaction } : {}) }, g, kind, earlier)
  }
  const budget = (share: number) => Math.round(n * share)
  // Look-alike groups first, with their share of all events; single events fill the rest.
  const todo: Array<() => void> = []
  for (let k = 0; k < budget(0.01); k++) todo.push(() => {
    const d = day()
    const g = group++
    const [owner, key] = pickOwned(r, r.chance(0.7))
    const first = newPerson(r, patientSpec(r, "accidental", d, null))
    const caller = contactFor(r, r.chance(0.7) ? "madre" : "abuela", first)
    const minute = r.int(9 * 60, 20 * 60)
    const kids = [first, siblingOf(r, first, d, 540), ...(r.chance(0.25) ? [siblingOf(r, first, d, 540)] : [])]
    for (const kid of kids) add({ scenario: "accidental", person: kid, day: d, key, owner, caller, minute: minute + r.int(0, 5) }, g, "hermanos")
  })
  for (let k = 0; k < budget(0.002); k++) todo.push(() => {
    const d = day()
    const g = group++
    const campaign = r.chance(0.6)
    const key: DrugKey = campaign ? r.pick(["albendazol", "albendazol", "mebendazol", "hierro"] as const) : r.pick(["clonazepam", "clonazepam", "clorfenamina", "alprazolam"] as const)
    const first = newPerson(r, { ...(campaign ? years(6, 12) : years(12, 16)), onDay: d })
    const school = `IE N° ${r.int(1000, 7200)} "${r.pick(SCHOOL_NAMES)}"`
    const section = r.pick(["A", "B", "C"])
    const caller = contactFor(r, r.pick(["profesora", "director", "enfermera del colegio"]), first)
    const lot = campaign ? lotNumber(r) : undefined
    const brand = r.chance(0.5) ? r.pick(drug(key).brands) : null
    const nurse = `Lic. Enf. ${staffName(r, "F")}`
    const minute = r.int(8 * 60, 12 * 60)
    const size = r.int(4, 12)
    for (let s = 0; s < size; s++) {
      const kid = s === 0 ? first : newPerson(r, { ...(campaign ? years(6, 12) : years(12, 16)), onDay: d, place: first.place })
      const grade = gradeOf(Math.floor((d - kid.birth) / 365.25), r.chance(0.6) ? section : r.pick(["A", "B", "C", "D"]))
      add({ scenario: "escolar", person: kid, day: d, key, school: { name: school, grade }, caller, brand, minute: minute + r.int(0, 40), staff: { nurse }, ...(lot !== undefined ? { lot } : {}) }, g, "colegio")
    }
  })
  for (let k = 0; k < budget(0.002); k++) todo.push(() => {
    const d = day()
    const g = group++
    const lot = lotNumber(r)
    const first = newPerson(r, { ...years(4, 40), onDay: d })
    const brand = r.pick(drug("metoclopramida").brands)
    const qf = `QF ${staffName(r)}`
    for (let s = 0, size = r.int(3, 6); s < size; s++) {
      const dd = Math.min(span - 1, d + r.int(0, 6))
      const p = s === 0 ? first : newPerson(r, { ...years(4, 40), onDay: dd, place: first.place, ...(r.chance(0.6) ? { sex: "F" as const } : {}) })
      add({ scenario: "ram", reaction: "distonia", key: "metoclopramida", person: p, day: dd, lot, brand, setting: "hospital", hospital: first.place.hospital, staff: { qf } }, g, "lote_metoclopramida")
    }
  })
  for (let k = 0; k < budget(0.004); k++) todo.push(() => {
    const d = day()
    const g = group++
    const child = newPerson(r, { ...years(1, 8), onDay: d })
    const mother = motherOf(r, child)
    const key = r.pick(["clonazepam", "alprazolam", "sertralina", "amitriptilina", "paracetamol", "fluoxetina"] as const)
    if (r.chance(0.5)) {
      // The mother's overdose with the child given or finding the same pills.
      const minute = r.int(0, 1439)
      add({ scenario: "intencional", person: mother, day: d, key, minute }, g, "madre_hijo")
      add({ scenario: "accidental", person: child, day: d, key, owner: "mamá", minute: minute + r.int(0, 30) }, g, "madre_hijo")
    } else {
      add({ scenario: "accidental", person: child, day: d, key, owner: "mamá", caller: contactFor(r, "madre", child) }, g, "madre_hijo")
      add({ scenario: "intencional", person: mother, day: Math.min(span - 1, Math.max(0, d + r.int(-60, 60))), key }, g, "madre_hijo")
    }
  })
  for (let k = 0; k < budget(0.008); k++) todo.push(() => {
    const d = day()
    const g = group++
    const sc = pickWeighted(r, SCENARIOS)
    const reaction = sc === "ram" ? pickReaction(r) : null
    const first = newPerson(r, patientSpec(r, sc, d, reaction))
    add({ scenario: sc, person: first, day: d, ...(reaction !== null ? { reaction } : {}) }, g, "homonimos")
    for (let s = 0, size = r.chance(0.3) ? 2 : 1; s < size; s++) {
      const dd = Math.min(span - 1, Math.max(0, d + r.int(-90, 90)))
      const sc2 = r.chance(0.4) ? sc : pickWeighted(r, SCENARIOS)
      const reaction2 = sc2 === "ram" ? (r.chance(0.5) && reaction !== null ? reaction : pickReaction(r)) : null
      const twin = namesakeOf(r, first, patientSpec(r, sc2, dd, reaction2))
      add({ scenario: sc2, person: twin, day: dd, ...(reaction2 !== null ? { reaction: reaction2 } : {}) }, g, "homonimos")
    }
  })
  for (let k = 0; k < budget(0.012); k++) todo.push(() => {
    const gap = r.int(45, 360)
    const d = r.int(0, Math.max(0, span - 1 - gap))
    const g = group++
    const sc = pickWeighted(r, SCENARIOS)
    const reaction = sc === "ram" ? pickReaction(r) : null
    const p = newPerson(r, patientSpec(r, sc, d, reaction))
    const at = add({ scenario: sc, person: p, day: d, ...(reaction !== null ? { reaction } : {}) }, g, "mismo_paciente")
    const again = r.chance(0.6) ? sc : pickWeighted(r, SCENARIOS)
    const reaction2 = again === "ram" ? (reaction !== null && r.chance(0.6) ? reaction : pickReaction(r)) : null
    add({ scenario: again, person: p, day: d + gap, ...(reaction2 !== null ? { reaction: reaction2 } : {}) }, g, "mismo_paciente", at)
  })
  for (const make of todo) if (out.length < n) make()
  while (out.length < n) single(day())
  return out.slice(0, n)
}

/** One report of an event: its route, the earlier report it copies, and whether the unit never sees it. */
export type Step = ClusterStep<Route>

const st: (route: Route, from?: number | null, hidden?: boolean) => Step = clusterStep

const PAIRS: ReadonlyArray<readonly [ReadonlyArray<Step>, number]> = [
  [[st("llamada"), st("emergencia")], 14], [[st("emergencia"), st("toxicologo")], 12], [[st("toxicologo"), st("diresa", 0)], 6],
  [[st("emergencia"), st("diresa", 0)], 10], [[st("llamada"), st("diresa", 0)], 6], [[st("farmacia"), st("emergencia")], 6],
  [[st("farmacia"), st("toxicologo")], 4], [[st("familiar"), st("llamada")], 5], [[st("familiar"), st("emergencia")], 5],
  [[st("correo"), st("emergencia")], 5], [[st("correo"), st("diresa", 0)], 3], [[st("llamada"), st("toxicologo")], 5],
  [[st("emergencia"), st("seguimiento", 0)], 5], [[st("toxicologo"), st("seguimiento", 0)], 4], [[st("farmacia"), st("seguimiento", 0)], 3],
  [[st("llamada"), st("seguimiento", 0)], 3], [[st("familiar"), st("seguimiento", 0)], 2], [[st("emergencia"), st("reenvio", 0)], 3],
  [[st("llamada"), st("reenvio", 0)], 3], [[st("familiar"), st("reenvio", 0)], 3], [[st("farmacia"), st("reenvio", 0)], 2],
  [[st("correo"), st("reenvio", 0)], 2], [[st("familiar"), st("farmacia")], 2]
]
const TRIPLES: ReadonlyArray<readonly [ReadonlyArray<Step>, number]> = [
  [[st("llamada"), st("emergencia"), st("toxicologo")], 5], [[st("llamada"), st("emergencia"), st("diresa", 1)], 4],
  [[st("emergencia"), st("toxicologo"), st("seguimiento", 1)], 3], [[st("farmacia"), st("emergencia"), st("diresa", 1)], 2],
  [[st("familiar"), st("llamada"), st("emergencia")], 2], [[st("correo"), st("emergencia"), st("diresa", 1)], 2],
  [[st("toxicologo"), st("diresa", 0), st("reenvio", 1)], 1], [[st("emergencia"), st("diresa", 0), st("seguimiento", 0)], 2]
]

/** How likely each first-hand route is to report an event of this kind (0: never). */
export const routeWeights = (e: ToxiEvent): Readonly<Record<FirstRoute, number>> => {
  const y = Math.floor((e.day - e.person.birth) / 365.25)
  const ward = e.setting === "hospital"
  const correo = e.scenario === "escolar" ? 40 : y < 6 && e.scenario === "accidental" ? 2 : y >= 18 && y < 65 && e.scenario !== "error" ? 3 : y >= 65 ? 1 : 0
  switch (e.scenario) {
    case "accidental": return { llamada: 40, emergencia: 25, toxicologo: 8, farmacia: 0, correo, familiar: 10 }
    case "intencional": return { llamada: 25, emergencia: 35, toxicologo: 18, farmacia: 0, correo, familiar: 5 }
    case "error": return ward
      ? { llamada: 6, emergencia: e.error?.service.includes("Emergencia") === true ? 15 : 0, toxicologo: 8, farmacia: 45, correo: 0, familiar: 5 }
      : { llamada: 30, emergencia: 25, toxicologo: 6, farmacia: 3, correo: 0, familiar: 15 }
    case "ram": return { llamada: ward ? 2 : 10, emergencia: 30, toxicologo: e.sev > 1 ? 12 : 4, farmacia: ward ? 25 : 4, correo, familiar: ward ? 5 : 15 }
    case "escolar": return { llamada: 10, emergencia: 25, toxicologo: 2, farmacia: 0, correo, familiar: 10 }
  }
}

const fits = (steps: ReadonlyArray<Step>, w: Readonly<Record<FirstRoute, number>>): boolean =>
  steps.every((s) => s.route === "diresa" || s.route === "seguimiento" || s.route === "reenvio" || w[s.route] > 0)

/** The reports of an event: one route alone (a DIRESA copy alone now and then), or a cluster's plan. */
export const routesFor = (r: Random, e: ToxiEvent, size: 1 | 2 | 3): ReadonlyArray<Step> => {
  const w = routeWeights(e)
  if (size === 1) {
    const first = pickWeighted(r, Object.entries(w).filter(([, v]) => v > 0) as Array<[FirstRoute, number]>)
    return r.chance(0.08) ? [st(first, null, true), st("diresa", 0)] : [st(first)]
  }
  const plans = (size === 2 ? PAIRS : TRIPLES).filter(([steps]) => fits(steps, w))
  if (plans.length === 0) return size === 2 ? [st("emergencia"), st("reenvio", 0)] : [st("emergencia"), st("diresa", 0), st("reenvio", 1)]
  return pickWeighted(r, plans)
}
