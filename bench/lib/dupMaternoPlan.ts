/**
 * The plan of the materno generator (lib/dupMaterno.ts): which events happen, which of them look
 * alike without being one event — a mother and her newborn on the day of the delivery (same
 * surnames, related medicines), twins on one scheme, a ward's week of mothers on one lot of
 * oxytocin or magnesium sulfate with one reaction, namesakes among the commonest surnames, and a
 * mother's later event (another medicine in the same stay, or her next pregnancy) — and which
 * routes report each event, alone or as a cluster of duplicates.
 */
import { type ClusterStep, clusterStep } from "./dupClusters.js"
import { pickWeighted, type Random } from "./random.js"
import { drugByKey, lot as lotNumber, RN_HIPOTONIA } from "./dupMaternoDrugs.js"
import { buildEvent, drawObstetric, type EventSpec, type MatEvent } from "./dupMaternoEvents.js"
import { ageOf, namesakeOf, newBaby, newMother, type Person, staffName } from "./dupMaternoPeople.js"

/** Why two events look alike. */
export type Confounder = "madre_y_rn" | "gemelos" | "sala_misma_semana" | "homonimas" | "misma_madre_despues"

/** A route by which a report reaches the unit. */
export type Route = "obstetra" | "obstetriz" | "farmacia" | "neonatologia" | "enfermeria" | "digemid" | "seguimiento" | "reenvio"
/** The routes that write from the event itself. */
export type FirstRoute = Exclude<Route, "digemid" | "seguimiento" | "reenvio">

/** One planned event and what it shares with others. */
export interface Planned {
  readonly event: MatEvent
  readonly group: number | null
  readonly groupKind: Confounder | null
  readonly earlier: number | null
}

/** A mother's age at delivery in this network: adolescents to late forties. */
const motherAge = (r: Random): number => {
  const [lo, hi] = pickWeighted(r, [[[14, 17], 10], [[18, 24], 30], [[25, 34], 40], [[35, 40], 16], [[41, 47], 4]] as const)
  return r.int(lo, hi)
}

/** Plans `n` events over `span` days, with the look-alike groups among them. */
export const planEvents = (r: Random, n: number, span: number): Array<Planned> => {
  const out: Array<Planned> = []
  let group = 0
  const day = () => r.int(0, span - 1)
  const add = (spec: Omit<EventSpec, "id">, g: number | null, kind: Confounder | null, earlier: number | null = null): number => {
    out.push({ event: buildEvent(r, { ...spec, id: out.length }), group: g, groupKind: kind, earlier })
    return out.length - 1
  }
  const mother = (d: number): Person => newMother(r, d, motherAge(r))
  const budget = (share: number) => Math.round(n * share)
  const todo: Array<() => void> = []

  // A mother and her newborn, the day of the delivery.
  for (let k = 0; k < budget(0.006); k++) todo.push(() => {
    const d = day()
    const g = group++
    const m = mother(d)
    const baby = newBaby(r, m, d)
    const mode = r.chance(0.5) ? "cesárea" as const : "vaginal" as const
    const pairing = pickWeighted(r, [[["sulfato_mg", "sulfato_mg"], 3], [["ceftriaxona", "ampi_genta"], 3], [["oxitocina", "vitamina_k"], 2], [["misoprostol", "ampi_genta"], 2], [["oxitocina", "hvb"], 2], [["cefazolina", "ampi_genta"], 1]] as const)
    const weeks = r.int(31, 40)
    add({ mother: m, day: d, drugKey: pairing[0], delivery: { day: d, mode }, weeks }, g, "madre_y_rn")
    const babyDay = Math.min(span - 1, d + (pairing[1] === "ampi_genta" ? r.int(0, 2) : 0))
    if (pairing[1] === "sulfato_mg") add({ mother: m, baby, day: d, drug: drugByKey("sulfato_mg"), reaction: RN_HIPOTONIA, weeks, delivery: { day: d, mode } }, g, "madre_y_rn")
    else add({ mother: m, baby, day: babyDay, drugKey: pairing[1], weeks, delivery: { day: d, mode } }, g, "madre_y_rn")
  })
  // Twins on one scheme.
  for (let k = 0; k < budget(0.003); k++) todo.push(() => {
    const d = day()
    const g = group++
    const m = mother(d)
    const first = newBaby(r, m, d)
    const second = newBaby(r, m, d, first)
    const key = pickWeighted(r, [["ampi_genta", 4], ["surfactante", 2], ["cafeina", 2], ["vitamina_k", 1], ["hvb", 1]] as const)
    const drug = drugByKey(key)
    const reaction = r.pick(drug.reactions)
    const weeks = key === "surfactante" || key === "cafeina" ? r.int(27, 33) : r.int(32, 37)
    const delivery = { day: d, mode: r.chance(0.8) ? "cesárea" as const : "vaginal" as const }
    const lateDays = key === "cafeina" ? r.int(2, 5) : key === "ampi_genta" ? r.int(2, 6) : 0
    add({ mother: m, baby: first, twin: 1, day: Math.min(span - 1, d + lateDays), drug, reaction, weeks, delivery }, g, "gemelos")
    add({ mother: m, baby: second, twin: 2, day: Math.min(span - 1, d + lateDays + (r.chance(0.6) ? 0 : 1)), drug, reaction: r.chance(0.6) ? reaction : r.pick(drug.reactions), weeks, delivery }, g, "gemelos")
  })
  // A ward's week: mothers on one lot with one reaction, one pharmacist following them.
  for (let k = 0; k < budget(0.0015); k++) todo.push(() => {
    const d = day()
    const g = group++
    const key = pickWeighted(r, [["oxitocina", 5], ["sulfato_mg", 4], ["hierro_sacarosa", 2], ["misoprostol", 1]] as const)
    const drug = drugByKey(key)
    const reaction = drug.reactions[0]!
    const first = mother(d)
    const service = key === "oxitocina" || key === "misoprostol" ? r.pick(["Centro Obstétrico", "Sala de Partos"]) : key === "sulfato_mg" ? r.pick(["Alto Riesgo Obstétrico", "UCI Materna"]) : "Puerperio"
    const staff = { qf: `QF ${staffName(r)}`, enfermera: `Lic. Enf. ${staffName(r, "F")}` }
    const batch = lotNumber(r)
    const brand = r.chance(0.5) ? r.pick(drug.brands) : null
    for (let s = 0, size = r.int(3, 6); s < size; s++) {
      const dd = Math.min(span - 1, d + r.int(0, 6))
      const m = s === 0 ? first : newMother(r, dd, motherAge(r), first.hospital)
      add({ mother: m, day: dd, drug, reaction: r.chance(0.8) ? reaction : r.pick(drug.reactions), service, staff, lot: batch, brand }, g, "sala_misma_semana")
    }
  })
  // Namesakes: the commonest first name and first surname, another woman.
  for (let k = 0; k < budget(0.008); k++) todo.push(() => {
    const d = day()
    const g = group++
    const first = mother(d)
    const at = add({ mother: first, day: d }, g, "homonimas")
    const sameDrug = r.chance(0.5) ? out[at]!.event.drug : undefined
    for (let s = 0, size = r.chance(0.25) ? 2 : 1; s < size; s++) {
      const dd = Math.min(span - 1, Math.max(0, d + r.int(-90, 90)))
      const other = namesakeOf(r, first, dd, motherAge(r))
      add({ mother: other, day: dd, ...(sameDrug !== undefined ? { drug: sameDrug } : {}) }, g, "homonimas")
    }
  })
  // The same mother later: another medicine in the same stay, or her next pregnancy.
  for (let k = 0; k < budget(0.012); k++) todo.push(() => {
    const g = group++
    const nextPregnancy = r.chance(0.5)
    const gap = nextPregnancy ? r.int(300, 650) : r.int(2, 20)
    const d = r.int(0, Math.max(0, span - 1 - gap))
    const m = mother(d)
    const obstetric = drawObstetric(r, ageOf(m, d))
    const at = add({ mother: m, day: d, obstetric }, g, "misma_madre_despues")
    const firstDrug = out[at]!.event.drug
    const later = nextPregnancy
      ? { g: obstetric.g + 1, term: obstetric.term + 1, preterm: obstetric.preterm, abortions: obstetric.abortions, living: obstetric.living + 1 }
      : obstetric
    const drug = !nextPregnancy || r.chance(0.5) ? undefined : firstDrug
    add({ mother: m, day: d + gap, obstetric: later, ...(drug !== undefined ? { drug } : {}) }, g, "misma_madre_despues", at)
  })
  for (const make of todo) if (out.length < n) make()
  while (out.length < n) {
    const d = day()
    add({ mother: mother(d), day: d, newborn: r.chance(0.3) }, null, null)
  }
  return out.slice(0, n)
}

/** One report of an event: its route, the earlier report it copies, and whether the unit never sees it. */
export type Step = ClusterStep<Route>

const st: (route: Route, from?: number | null, hidden?: boolean) => Step = clusterStep

const MOTHER_PAIRS: ReadonlyArray<readonly [ReadonlyArray<Step>, number]> = [
  [[st("obstetra"), st("farmacia")], 16], [[st("obstetriz"), st("farmacia")], 10], [[st("obstetra"), st("enfermeria")], 8],
  [[st("obstetriz"), st("obstetra")], 8], [[st("obstetriz"), st("enfermeria")], 5], [[st("enfermeria"), st("farmacia")], 5],
  [[st("obstetra"), st("digemid", 0)], 9], [[st("obstetriz"), st("digemid", 0)], 6], [[st("farmacia"), st("digemid", 0)], 5],
  [[st("obstetra"), st("seguimiento", 0)], 6], [[st("obstetriz"), st("seguimiento", 0)], 4], [[st("farmacia"), st("seguimiento", 0)], 3],
  [[st("obstetra"), st("reenvio", 0)], 4], [[st("obstetriz"), st("reenvio", 0)], 4], [[st("farmacia"), st("reenvio", 0)], 2]
]
const BABY_PAIRS: ReadonlyArray<readonly [ReadonlyArray<Step>, number]> = [
  [[st("neonatologia"), st("enfermeria")], 16], [[st("neonatologia"), st("farmacia")], 12], [[st("enfermeria"), st("farmacia")], 5],
  [[st("neonatologia"), st("digemid", 0)], 8], [[st("neonatologia"), st("seguimiento", 0)], 6], [[st("enfermeria"), st("seguimiento", 0)], 3],
  [[st("neonatologia"), st("reenvio", 0)], 4], [[st("obstetriz"), st("enfermeria")], 3], [[st("obstetriz"), st("digemid", 0)], 2]
]
const MOTHER_TRIPLES: ReadonlyArray<readonly [ReadonlyArray<Step>, number]> = [
  [[st("obstetra"), st("farmacia"), st("digemid", 0)], 5], [[st("obstetriz"), st("obstetra"), st("farmacia")], 4],
  [[st("obstetra"), st("farmacia"), st("seguimiento", 0)], 3], [[st("obstetra"), st("digemid", 0), st("reenvio", 1)], 2],
  [[st("enfermeria"), st("obstetra"), st("digemid", 1)], 2]
]
const BABY_TRIPLES: ReadonlyArray<readonly [ReadonlyArray<Step>, number]> = [
  [[st("neonatologia"), st("enfermeria"), st("farmacia")], 5], [[st("neonatologia"), st("farmacia"), st("digemid", 0)], 3],
  [[st("neonatologia"), st("enfermeria"), st("seguimiento", 0)], 3]
]

/** How likely each first-hand route is to report an event (0: never). */
export const routeWeights = (e: MatEvent): Readonly<Record<FirstRoute, number>> => {
  if (e.phase === "rn") {
    const midwife = e.drug.key === "vitamina_k" || e.drug.key === "hvb" ? 10 : 0
    return { obstetra: 0, obstetriz: midwife, farmacia: e.drug.key === "bcg" ? 0 : 25, neonatologia: 45, enfermeria: e.drug.key === "bcg" ? 10 : 20 }
  }
  return { obstetra: 35, obstetriz: e.mother.hospital.lima ? 20 : 30, farmacia: 25, neonatologia: 0, enfermeria: 15 }
}

const fits = (steps: ReadonlyArray<Step>, w: Readonly<Record<FirstRoute, number>>): boolean =>
  steps.every((s) => s.route === "digemid" || s.route === "seguimiento" || s.route === "reenvio" || w[s.route] > 0)

/** The reports of an event: one route alone (a DIGEMID copy alone now and then), or a cluster's plan. */
export const routesFor = (r: Random, e: MatEvent, size: 1 | 2 | 3): ReadonlyArray<Step> => {
  const w = routeWeights(e)
  if (size === 1) {
    const first = pickWeighted(r, Object.entries(w).filter(([, v]) => v > 0) as Array<[FirstRoute, number]>)
    return r.chance(0.07) ? [st(first, null, true), st("digemid", 0)] : [st(first)]
  }
  const table = e.phase === "rn" ? (size === 2 ? BABY_PAIRS : BABY_TRIPLES) : (size === 2 ? MOTHER_PAIRS : MOTHER_TRIPLES)
  const plans = table.filter(([steps]) => fits(steps, w))
  if (plans.length === 0) return size === 2 ? [st("neonatologia"), st("reenvio", 0)] : [st("neonatologia"), st("digemid", 0), st("reenvio", 1)]
  return pickWeighted(r, plans)
}
