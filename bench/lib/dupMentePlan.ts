/**
 * The original events of the mental-health generator (lib/dupMente.ts), planned as the world
 * produces them: mostly one patient, one reaction; and the look-alikes that are not duplicates —
 * a clozapine patient's low counts months apart, a patient's later different reaction (long-stay
 * patients for years), a ward's week of extrapyramidal symptoms after a new generic haloperidol,
 * lithium toxicity in a summer heat wave, a CSMC's metabolic screening day, siblings or a mother
 * and her son both treated, and namesakes.
 */

import { pickWeighted, type Random } from "./random.js"
import { DRUGS, type DrugKey } from "./dupMenteDrugs.js"
import { drugFor, type EventSeed, type MenteEvent, newEvent, reactionFor } from "./dupMenteEvents.js"
import { ageAt, DIAGNOSTICOS, type Dx, type Home, newPerson, type Person, type PersonSeed } from "./dupMentePeople.js"
import { HEMATOLOGIC, type ReactionKey } from "./dupMenteReactions.js"
import { addDays, daysBetween, partsOf, START_DAY } from "./dupMenteText.js"
import type { World } from "./dupMenteWorld.js"

/** Least days between a patient's two events: more than any first report's delay. */
export const MIN_GAP = 75

const dx = (cie: string): Dx => DIAGNOSTICOS.find((d) => d.cie === cie)!
const DX_BY_HOME: Readonly<Record<Home, ReadonlyArray<readonly [string, number]>>> = {
  larga: [["F20.5", 35], ["F20.0", 20], ["F71.1", 25], ["F25.0", 5], ["F31.2", 5]],
  agudos: [["F20.0", 35], ["F31.2", 20], ["F20.9", 10], ["F25.0", 10], ["F32.2", 8], ["F60.3", 8], ["F31.4", 5]],
  consulta: [["F20.0", 25], ["F31.2", 10], ["F31.4", 8], ["F33.1", 14], ["F41.1", 14], ["F32.2", 10], ["F60.3", 8], ["F25.0", 5]],
  csmc_norte: [["F20.0", 22], ["F31.2", 9], ["F31.4", 8], ["F33.1", 16], ["F41.1", 16], ["F32.2", 11], ["F60.3", 9], ["F25.0", 5]],
  csmc_sur: [["F20.0", 22], ["F31.2", 9], ["F31.4", 8], ["F33.1", 16], ["F41.1", 16], ["F32.2", 11], ["F60.3", 9], ["F25.0", 5]],
  hg: [["F32.2", 25], ["F31.4", 15], ["F20.9", 20], ["F60.3", 15], ["F41.1", 10], ["F31.2", 15]]
}
const HOMES: ReadonlyArray<readonly [Home, number]> = [["agudos", 30], ["consulta", 18], ["csmc_norte", 15], ["csmc_sur", 15], ["larga", 12], ["hg", 10]]
const AGES: Readonly<Record<Home, readonly [number, number]>> = { larga: [35, 80], agudos: [17, 65], consulta: [18, 72], csmc_norte: [16, 70], csmc_sur: [16, 70], hg: [18, 75] }
const NN: Readonly<Record<Home, number>> = { larga: 0.12, agudos: 0.06, hg: 0.03, consulta: 0, csmc_norte: 0, csmc_sur: 0 }

type Scenario = "single" | "clozRepeat" | "laterOther" | "wardCluster" | "siblings" | "namesake" | "campaign"
const SCENARIOS: ReadonlyArray<readonly [Scenario, number]> = [
  ["single", 100], ["laterOther", 3.6], ["clozRepeat", 2.2], ["namesake", 2], ["wardCluster", 1.3], ["siblings", 1.2], ["campaign", 0.6]
]

/** Plans `n` original events over `span` days. */
export const planEvents = (r: Random, world: World, n: number, span: number): Array<MenteEvent> => {
  const events: Array<MenteEvent> = []
  const persons: Array<Person> = []
  let families = 0
  let groups = 0
  const day = (d: number) => addDays(START_DAY, Math.max(0, Math.min(span - 1, d)))
  const anyDay = () => day(r.int(0, span - 1))
  const person = (home?: Home, extra: Partial<PersonSeed> = {}): Person => {
    const h = home ?? pickWeighted(r, HOMES)
    const [lo, hi] = AGES[h]
    const p = newPerson(r, persons.length + 1, START_DAY, {
      ...extra, minAge: extra.minAge ?? lo, maxAge: extra.maxAge ?? hi, home: h, dx: extra.dx ?? dx(pickWeighted(r, DX_BY_HOME[h])), nnRate: extra.nnRate ?? NN[h]
    })
    persons.push(p)
    return p
  }
  const add = (seed: EventSeed): MenteEvent => {
    const ev = newEvent(r, world, events.length, seed)
    events.push(ev)
    return ev
  }
  const single = (p: Person, onset: string, earlier: number | null = null, avoid?: ReactionKey): MenteEvent => {
    let drug = drugFor(r, p.dx)
    let reaction = reactionFor(r, drug)
    for (let k = 0; k < 6 && reaction === avoid; k++) {
      drug = drugFor(r, p.dx)
      reaction = reactionFor(r, drug)
    }
    return add({ person: p, drug, reaction, onset, earlier })
  }
  const chainable = span > MIN_GAP * 2 + 30

  // Heat waves first: a few summer fortnights of lithium toxicity (January to March in Lima).
  const summers: Array<number> = []
  for (let d = 0; d < span; d++) {
    const { m, d: dd } = partsOf(day(d))
    if (m === 1 && dd === 20) summers.push(d)
  }
  const waves = Math.max(1, Math.round(n / 3000))
  for (let w = 0; w < waves && events.length < n; w++) {
    const start = summers.length > 0 ? summers[w % summers.length]! + r.int(0, 45) : r.int(0, Math.max(0, span - 15))
    const g = { kind: "calor" as const, id: ++groups }
    for (let k = r.int(4, 8); k > 0 && events.length < n; k--) {
      const p = person(r.pick(["csmc_norte", "csmc_sur", "consulta", "agudos", "larga"] as const), { dx: dx(r.pick(["F31.2", "F31.4", "F25.0"])) })
      add({ person: p, drug: "litio", reaction: r.chance(0.85) ? "litio_tox" : "temblor", onset: day(start + r.int(0, 12)), context: "calor", group: g })
    }
  }

  while (events.length < n) {
    const s = pickWeighted(r, SCENARIOS)
    switch (s) {
      case "single":
        single(person(), anyDay())
        break
      case "clozRepeat": {
        if (!chainable) { single(person(), anyDay()); break }
        const p = person(r.pick(["consulta", "csmc_norte", "csmc_sur", "larga", "agudos"] as const), { dx: dx(r.pick(["F20.0", "F20.5", "F25.0"])) })
        const brand = r.pick(DRUGS.clozapina.marcas)
        let d = r.int(0, span - 1 - MIN_GAP)
        let prev: number | null = null
        for (let k = r.chance(0.2) ? 3 : 2; k > 0 && events.length < n && d < span; k--) {
          const reaction: ReactionKey = r.chance(0.75) ? "neutropenia" : "leucopenia"
          const setting = p.home === "larga" || p.home === "agudos" ? "sala" : p.home === "consulta" ? "consulta" : "csmc"
          prev = add({ person: p, drug: "clozapina", reaction, onset: day(d), brand, earlier: prev, setting }).id
          d += r.int(MIN_GAP, 240)
        }
        break
      }
      case "laterOther": {
        if (!chainable) { single(person(), anyDay()); break }
        const p = person(r.chance(0.35) ? "larga" : undefined)
        const d = r.int(0, span - 1 - MIN_GAP)
        const first = single(p, day(d))
        if (events.length < n) single(p, day(Math.min(span - 1, d + r.int(MIN_GAP, 420))), first.id, first.reaction.key)
        break
      }
      case "wardCluster": {
        const ward = r.pick([...world.hnsm.wards.filter((w) => w.kind === "agudos"), world.hg.wards[0]!])
        const drug: DrugKey = r.chance(0.75) ? "haloperidol" : "risperidona"
        const generics = DRUGS[drug].marcas.filter((b) => b.generico)
        const brand = r.pick(generics)
        const previousBrand = r.pick(DRUGS[drug].marcas.filter((b) => b !== brand))
        const nurse = r.pick(ward.nurses)
        const start = r.int(0, Math.max(0, span - 7))
        const g = { kind: "sala" as const, id: ++groups }
        for (let k = r.int(3, 6); k > 0 && events.length < n; k--) {
          const home: Home = ward.kind === "hg" ? "hg" : "agudos"
          const p = person(home, { ...(ward.sexo === null ? {} : { female: ward.sexo === "F" }), dx: dx(r.pick(["F20.0", "F20.9", "F31.2", "F25.0"])) })
          const reaction: ReactionKey = pickWeighted(r, [["eps", 5], ["distonia", 3], ["acatisia", 2]])
          add({ person: p, drug, reaction, onset: day(start + r.int(0, 6)), setting: "sala", ward, nurse, brand, previousBrand, context: "cambio_generico", group: g })
        }
        break
      }
      case "siblings": {
        const fam = ++families
        const mother = r.chance(0.4)
        const a = mother ? person(r.pick(["csmc_norte", "csmc_sur", "consulta"] as const), { family: fam, female: true, minAge: 42, maxAge: 70 }) : person(undefined, { family: fam })
        const age = ageAt(a, START_DAY)
        const b = mother
          ? person(r.chance(0.6) ? a.home : undefined, { family: fam, childOf: a, minAge: 16, maxAge: Math.max(17, Math.min(38, age - 18)), ...(r.chance(0.5) ? { dx: a.dx } : {}) })
          : person(r.chance(0.6) ? a.home : undefined, { family: fam, sibling: a, minAge: Math.max(16, age - 10), maxAge: age + 10, ...(r.chance(0.6) ? { dx: a.dx } : {}) })
        const ea = single(a, anyDay())
        if (events.length >= n) break
        const onset = r.chance(0.3) ? day(daysBetween(START_DAY, ea.onset) + r.int(0, 40)) : anyDay()
        if (r.chance(0.5)) add({ person: b, drug: ea.dose.drug.key, reaction: ea.reaction.key, onset })
        else single(b, onset)
        break
      }
      case "namesake": {
        const like = persons.filter((p) => !p.nn)
        const model = like.length > 0 ? r.pick(like) : undefined
        single(person(undefined, model !== undefined ? { namesakeOf: model } : {}), anyDay())
        break
      }
      case "campaign": {
        const site = r.chance(0.5) ? world.csmc_norte : world.csmc_sur
        const doctor = r.pick(site.doctors)
        const onset = anyDay()
        const g = { kind: "campana" as const, id: ++groups }
        for (let k = r.int(3, 5); k > 0 && events.length < n; k--) {
          const p = person(site.key === "csmc_norte" ? "csmc_norte" : "csmc_sur", { dx: dx(r.pick(["F20.0", "F31.2", "F25.0"])) })
          const drug: DrugKey = r.chance(0.7) ? "olanzapina" : r.pick(["clozapina", "quetiapina"] as const)
          add({ person: p, drug, reaction: r.chance(0.7) ? "peso" : "hiperglucemia", onset, setting: "csmc", doctor, group: g })
        }
        break
      }
    }
  }
  return events
}

/** Whether an event is a clozapine blood-count reaction, the programme's business. */
export const isClozapineCount = (ev: MenteEvent): boolean => ev.dose.drug.key === "clozapina" && HEMATOLOGIC.has(ev.reaction.key)
