/**
 * The people and events behind the seventh duplicate generator's reports (lib/dupAmazon.ts):
 * communities of the Amazonian provinces, each with its health post, staff, community health agents
 * and a handful of surnames; households whose children carry the same two surnames and live at the
 * same address; and the events, in the groups a DIRESA meets them:
 *
 * - a school's mass deworming day (one drug, one day, one school, several children, siblings among them);
 * - a river brigade's vaccination day in one community (infants, schoolgirls, adults);
 * - the TB programme's patients at one post on the same regimen under DOTS, months apart;
 * - the HIV programme's patients at one hospital on TLD or TLE;
 * - malaria treated in a household, several members on the same day with the same drugs;
 * - snakebites treated with antivenom, and a post's everyday prescriptions;
 * - the same patient's later, different event (a TB patient's rash, then months later neuropathy).
 */
import { type DrugKey, type Outcome, type Programme, type ReactionKey, REACTIONS, type Regimen, REGIMENS } from "./dupAmazonDrugs.js"
import { FEMALE, MALE, type Origin, POST_KINDS, PROVINCES, SECTORS, STAFF, STREETS, SURNAMES, surnamesOf } from "./dupAmazonLexicon.js"
import type { Random } from "./random.js"

/** A patient; names are indexes into the lexicon's spellings. */
export interface Person {
  readonly id: number
  readonly first: number
  readonly second: number | null
  readonly pat: number
  readonly mat: number
  readonly sex: "F" | "M"
  /** Day of birth, counted from 2023-01-01 (negative before it). */
  readonly birth: number
  readonly community: number
  readonly household: number
}

/** A household: the children's two surnames and the address all its members give. */
export interface Household { readonly id: number; readonly community: number; readonly pat: number; readonly mat: number; readonly address: string; father: Person | null; mother: Person | null; readonly children: Array<Person> }

/** A community: its post, staff, agents, frequent surnames, households. */
export interface Community {
  readonly name: string
  readonly province: number
  readonly post: string
  readonly staff: ReadonlyArray<string>
  readonly agents: ReadonlyArray<string>
  readonly surnames: ReadonlyArray<number>
  readonly households: Array<Household>
}

/** The group an original belongs to: a school's deworming day, a brigade's day, a clinic's cohort. */
export interface Group { readonly kind: "mda" | "esavi" | "tb" | "vih" | "malaria"; readonly id: number; readonly place: string }

/** An adverse event: first dose (or vaccination) day, onset day, what was given and what happened. */
export interface Event {
  readonly start: number
  readonly day: number
  readonly programme: Programme
  readonly regimen: Regimen
  readonly drugs: ReadonlyArray<DrugKey>
  readonly reaction: ReactionKey
  /** The drug the reaction is put down to, when the reporter singles one out. */
  readonly suspect: DrugKey | null
  readonly serious: boolean
  readonly outcome: Outcome
}

/** One original report's facts; `earlier` is the index of the same patient's earlier original. */
export interface Original { readonly person: Person; readonly event: Event; readonly group: Group | null; earlier: number | null }

export interface Population { readonly communities: ReadonlyArray<Community>; readonly originals: ReadonlyArray<Original> }

const YEAR = 365.25
const MONTH = 30.44

/** Zipf-like pick: the item at rank k has weight 1 / (k + 1)^s. */
export const zipfIndex = (r: Random, n: number, s: number): number => {
  let total = 0
  for (let k = 0; k < n; k++) total += 1 / (k + 1) ** s
  let x = r.next() * total
  for (let k = 0; k < n; k++) {
    x -= 1 / (k + 1) ** s
    if (x <= 0) return k
  }
  return n - 1
}
const weighted = <A>(r: Random, items: ReadonlyArray<readonly [A, number, ...Array<unknown>]>): number => {
  let total = 0
  for (const it of items) total += it[1]
  let x = r.next() * total
  for (let i = 0; i < items.length; i++) {
    x -= items[i]![1]
    if (x <= 0) return i
  }
  return items.length - 1
}

const personName = (r: Random, names: ReadonlyArray<ReadonlyArray<string>>) => `${names[zipfIndex(r, names.length, 0.8)]![0]}`

/** Builds `n` originals over `span` days; the caller's random source makes it deterministic. */
export const buildPopulation = (r: Random, n: number, span: number): Population => {
  const communities: Array<Community> = PROVINCES.flatMap((p, pi) => p.communities.map((name) => {
    const surnames = new Set<number>()
    while (surnames.size < 8) {
      const origin: Origin = p.origins[weighted(r, p.origins)]![0]
      const pool = surnamesOf(origin)
      surnames.add(pool[zipfIndex(r, pool.length, 0.7)]!)
    }
    const post = `${r.pick(POST_KINDS)} ${name}`
    const someone = () => `${r.chance(0.5) ? personName(r, FEMALE) : personName(r, MALE)} ${SURNAMES[r.pick([...surnames])]![0]}`
    return {
      name, province: pi, post, surnames: [...surnames], households: [],
      staff: [0, 1, 2].map(() => `${r.pick(STAFF.post)} ${someone()}`),
      agents: [0, 1].map(() => someone())
    }
  }))
  let people = 0
  let groups = 0
  const households: Array<Household> = []
  const surnameIn = (c: Community) => (r.chance(0.8) ? c.surnames[zipfIndex(r, c.surnames.length, 0.6)]! : r.int(0, SURNAMES.length - 1))
  const newHousehold = (ci: number): Household => {
    const c = communities[ci]!
    const address = r.chance(0.5) ? `${r.pick(STREETS)} ${r.int(1, 9) * 100 + r.int(0, 99)}` : `${r.pick(SECTORS)}${r.chance(0.4) ? ` mz ${String.fromCharCode(65 + r.int(0, 7))} lt ${r.int(1, 20)}` : ""}`
    const h: Household = { id: households.length, community: ci, pat: surnameIn(c), mat: surnameIn(c), address, father: null, mother: null, children: [] }
    households.push(h)
    c.households.push(h)
    return h
  }
  const names = (sex: "F" | "M") => (sex === "F" ? FEMALE : MALE)
  const make = (ci: number, sex: "F" | "M", birth: number, pat: number, mat: number, household: number): Person => {
    const list = names(sex)
    return { id: people++, first: zipfIndex(r, list.length, 0.9), second: r.chance(0.45) ? zipfIndex(r, list.length, 0.9) : null, pat, mat, sex, birth, community: ci, household }
  }
  /** A person of `ageDays` on `day`, in community `ci`; children join households, adults head them. */
  const person = (ci: number, sex: "F" | "M", ageDays: number, day: number, join = 0.5, into?: Household): Person => {
    const birth = Math.round(day - ageDays)
    const c = communities[ci]!
    if (ageDays < 15 * YEAR) {
      const h = into ?? (c.households.length > 0 && r.chance(join) ? r.pick(c.households) : newHousehold(ci))
      const p = make(ci, sex, birth, h.pat, h.mat, h.id)
      h.children.push(p)
      return p
    }
    const open = c.households.filter((h) => (sex === "M" ? h.father === null : h.mother === null))
    const h = into ?? (open.length > 0 && r.chance(join) ? r.pick(open) : newHousehold(ci))
    const p = make(ci, sex, birth, sex === "M" ? h.pat : h.mat, surnameIn(c), h.id)
    if (sex === "M" && h.father === null) h.father = p
    if (sex === "F" && h.mother === null) h.mother = p
    return p
  }
  const outcome = (serious: boolean): Outcome => {
    const x = r.next()
    return x < 0.42 ? "recuperado" : x < 0.72 ? "recuperando" : x < 0.8 ? "no_recuperado" : x < 0.84 ? "secuela" : serious && x < 0.87 ? "fallecido" : "desconocido"
  }
  /** An event of `regimen` whose onset is `day`; the first dose follows from the reaction's delay. */
  const event = (programme: Programme, regimen: Regimen, day: number, start?: number, only?: ReadonlyArray<ReactionKey>): Event => {
    const allowed = only === undefined ? regimen.reactions : regimen.reactions.filter(([k]) => only.includes(k))
    const [reaction, , suspect] = (allowed.length > 0 ? allowed : regimen.reactions)[weighted(r, allowed.length > 0 ? allowed : regimen.reactions)]!
    const [lo, hi] = REACTIONS[reaction].onset
    const first = start ?? day - r.int(lo, hi)
    let drugs = [...regimen.drugs]
    if (regimen.name === "AS + MQ" && r.chance(0.5)) drugs = drugs.filter((d) => d !== "PQ")
    const serious = REACTIONS[reaction].serious || r.chance(0.08)
    return { start: first, day: start === undefined ? day : start + r.int(lo, hi), programme, regimen, drugs, reaction, suspect: suspect ?? (drugs.length === 1 ? drugs[0]! : null), serious, outcome: outcome(serious) }
  }
  const community = () => zipfIndex(r, communities.length, 0.5)
  const communityOf = (province: number) => {
    const ids = communities.flatMap((c, i) => (c.province === province ? [i] : []))
    return ids[zipfIndex(r, ids.length, 0.6)]!
  }
  const sexAny = () => r.pick(["F", "M"] as const)

  const originals: Array<Original> = []
  /** Onset days of each person's events: a later event comes a month or more from all of them. */
  const daysOf = new Map<number, Array<number>>()
  const push = (o: Original) => {
    if (originals.length >= n) return
    originals.push(o)
    daysOf.set(o.person.id, [...(daysOf.get(o.person.id) ?? []), o.event.day])
  }
  const roll = [["mda", 0.019], ["esavi", 0.028], ["tb", 0.18], ["vih", 0.1], ["malaria", 0.1], ["antiveneno", 0.04], ["general", 0.26], ["later", 0.02]] as const
  while (originals.length < n) {
    const what = roll[weighted(r, roll)]![0]
    const day = r.int(0, span - 1)
    if (what === "mda") {
      // One school, one drug, one morning: several children with the same complaints.
      const ci = community()
      const regimen = REGIMENS.mda[zipfIndex(r, 3, 1.2)]!
      const school = `IE N° ${r.chance(0.7) ? 60000 + r.int(0, 999) : 600 + r.int(0, 99)} ${communities[ci]!.name}`
      const group: Group = { kind: "mda", id: groups++, place: school }
      const same = regimen.reactions[weighted(r, regimen.reactions)]![0]
      let sibling: Household | null = null
      for (let k = r.int(3, 12); k > 0; k--) {
        const into = sibling !== null && r.chance(0.25) ? sibling : undefined
        const p = person(ci, sexAny(), r.int(5, 14) * YEAR + r.int(0, 364), day, 0.45, into)
        sibling = households[p.household]!
        push({ person: p, event: event("mda", regimen, day, day, r.chance(0.6) ? [same] : undefined), group, earlier: null })
      }
    } else if (what === "esavi") {
      // A river brigade's day in one community.
      const ci = community()
      const group: Group = { kind: "esavi", id: groups++, place: communities[ci]!.name }
      for (let k = r.int(2, 6); k > 0; k--) {
        const who = r.next()
        const vaccine = REGIMENS.esavi[who < 0.45 ? (r.chance(0.6) ? 0 : 1) : who < 0.65 ? 3 : r.pick([2, 4, 5])]!
        const age = vaccine.name === "Pentavalente" ? r.int(2, 6) * MONTH : vaccine.name === "SPR" ? r.int(12, 18) * MONTH
          : vaccine.name === "VPH" ? r.int(9, 13) * YEAR + r.int(0, 364) : r.int(18, 65) * YEAR + r.int(0, 364)
        const p = person(ci, vaccine.name === "VPH" ? "F" : sexAny(), age + r.int(0, 25), day, 0.5)
        push({ person: p, event: event("esavi", vaccine, day, day), group, earlier: null })
      }
    } else if (what === "tb") {
      // The DOTS post's patients: one regimen, reactions weeks into treatment.
      const ci = community()
      const regimen = REGIMENS.tb[r.chance(0.8) ? 0 : 1]!
      const age = r.chance(0.1) ? r.int(5, 14) * YEAR : (r.chance(0.7) ? r.int(18, 45) : r.int(46, 78)) * YEAR + r.int(0, 364)
      push({ person: person(ci, r.chance(0.6) ? "M" : "F", age, day, 0.35), event: event("tb", regimen, day), group: { kind: "tb", id: ci, place: communities[ci]!.post }, earlier: null })
    } else if (what === "vih") {
      const province = r.int(0, PROVINCES.length - 1)
      const regimen = REGIMENS.vih[r.chance(0.65) ? 0 : 1]!
      const age = r.int(18, 60) * YEAR + r.int(0, 364)
      push({ person: person(communityOf(province), r.chance(0.65) ? "M" : "F", age, day, 0.3), event: event("vih", regimen, day), group: { kind: "vih", id: province, place: PROVINCES[province]!.hospital }, earlier: null })
    } else if (what === "malaria") {
      // Malaria in a household: the members treated the same day with the same drugs.
      const ci = community()
      const regimen = REGIMENS.malaria[r.chance(0.7) ? 0 : 1]!
      const members = r.chance(0.5) ? 1 : r.int(2, 4)
      const h = newHousehold(ci)
      const group: Group = { kind: "malaria", id: groups++, place: h.address }
      const start = day - r.int(0, 4)
      for (let k = 0; k < members; k++) {
        const role = k === 0 ? r.pick(["M", "F", "child"] as const) : k === 1 ? r.pick(["F", "child"] as const) : "child"
        const p = role === "child" ? person(ci, sexAny(), r.int(1, 14) * YEAR + r.int(0, 364), start, 1, h)
          : person(ci, role, r.int(20, 60) * YEAR + r.int(0, 364), start, 1, h)
        push({ person: p, event: event("malaria", regimen, start + r.int(0, 5), start), group, earlier: null })
      }
    } else if (what === "antiveneno") {
      const regimen = REGIMENS.antiveneno[r.chance(0.75) ? 0 : 1]!
      push({ person: person(community(), r.chance(0.75) ? "M" : "F", r.int(8, 65) * YEAR + r.int(0, 364), day, 0.5), event: event("antiveneno", regimen, day), group: null, earlier: null })
    } else if (what === "general") {
      const regimen = REGIMENS.general[zipfIndex(r, REGIMENS.general.length, 0.6)]!
      const age = r.chance(0.2) ? r.int(1, 23) * MONTH : r.int(2, 85) * YEAR + r.int(0, 364)
      push({ person: person(community(), sexAny(), age, day, 0.5), event: event("general", regimen, day), group: null, earlier: null })
    } else if (originals.length > 100) {
      // The same patient's new event: often the same chronic treatment, another reaction.
      const before = r.int(0, originals.length - 1)
      const o = originals[before]!
      if (o.group?.kind === "mda" || o.group?.kind === "esavi") continue
      const later = o.event.day + r.int(30, 300)
      if ((daysOf.get(o.person.id) ?? []).some((d) => Math.abs(d - later) < 30)) continue
      const chronic = o.event.programme === "tb" || o.event.programme === "vih"
      const programme: Programme = chronic && r.chance(0.7) ? o.event.programme : r.pick(["general", "malaria", "general"] as const)
      const regimen = programme === o.event.programme ? o.event.regimen : r.pick(REGIMENS[programme])
      const others = regimen.reactions.map(([k]) => k).filter((k) => k !== o.event.reaction)
      const e = programme === o.event.programme ? { ...event(programme, regimen, later, undefined, others), start: o.event.start } : event(programme, regimen, later, undefined, others)
      push({ person: o.person, event: e, group: o.group?.kind === "tb" || o.group?.kind === "vih" ? o.group : null, earlier: before })
    }
  }
  // In onset order, as the DIRESA's register lists them; `earlier` follows its original.
  const order = originals.map((_, i) => i).sort((a, b) => originals[a]!.event.day - originals[b]!.event.day || a - b)
  const where = new Map(order.map((i, k) => [i, k]))
  const sorted = order.map((i) => originals[i]!)
  for (const o of sorted) if (o.earlier !== null) o.earlier = where.get(o.earlier) ?? null
  return { communities, originals: sorted }
}
