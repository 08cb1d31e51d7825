/**
 * The events of the pharmacy generator (`dup:quality --generator farmacia`): one customer's
 * reaction to one product bought at one branch, in order of onset, with the look-alikes a
 * pharmacy chain sees that are not duplicates: a parent buying the same flu tablets for the
 * whole household, a mother and her child on the adult and the children's form of one drug, a
 * complaint wave about one lot from customers all over the city, two customers of one common
 * name, and a customer's second, later reaction.
 */

import type { Random } from "./random.js"
import { BRANCHES, type Household, household, namesake, type Person, PEDIATRAS } from "./dupFarmaciaPeople.js"
import { complaint, lotCode, SHELF, type Shelf } from "./dupFarmaciaProducts.js"
import { addDays, digits, yearsAt } from "./dupFarmaciaText.js"
import { weightedPicker } from "./random.js"

/** A look-alike group an event belongs to. */
export interface Group {
  readonly kind: "familia" | "madre_hijo" | "lote" | "homonimo"
  readonly id: number
}

/** One reaction of one customer to one product: what every report of it tells, however worded. */
export interface FarmaciaEvent {
  readonly patient: Person
  /** Who bought and who tells (the patient, or the household's buyer). */
  readonly buyer: Person
  readonly home: Household
  readonly branch: number
  readonly shelf: Shelf
  readonly lot: string
  /** The electronic receipt (boleta) of the purchase. */
  readonly receipt: string
  readonly purchase: string
  readonly onset: string
  readonly age: number
  readonly reactions: ReadonlyArray<string>
  /** Doses taken before the reaction. */
  readonly doses: number
  /** Hours from the last dose to the reaction (null: "after some days"). */
  readonly hours: number | null
  readonly source: "automedicacion" | "recomendacion" | "receta"
  /** The private doctor's or pediatrician's name when there was a prescription. */
  readonly prescriber: string | null
  readonly stopped: boolean
  readonly care: "nada" | "botica" | "posta" | "emergencia"
  readonly treatment: string | null
  readonly outcome: "recuperado" | "mejorando" | "hospitalizado" | "desconocido"
  /** Weight in kg (children's reports give it). */
  readonly weight: number
  readonly group: Group | null
  /** The index of this patient's earlier event, for a second, different one. */
  readonly earlier: number | null
}

const adultShelf = weightedPicker(SHELF.filter((s) => !s.kids).map((s) => [s, s.weight] as const))
const kidShelf = weightedPicker(SHELF.filter((s) => s.kids).map((s) => [s, s.weight] as const))
const byKey = (key: string): Shelf => SHELF.find((s) => s.key === key)!
/** The children's form of an adult product, for a mother and child on one drug. */
const KID_OF: Readonly<Record<string, string>> = { amoxidal: "amoxisusp", paracetamol: "pedianal", ibudol: "ibugotas", gripalin: "pedianal", albenzol: "nitazox" }

const TREATMENTS = ["le dieron clorfenamina", "le pusieron una ampolla de dexametasona", "le recetaron loratadina", "suero oral", "omeprazol",
  "le pusieron clorfenamina y hidrocortisona", "reposo y líquidos", "paracetamol para la fiebre", "compresas tibias", "le dieron antibiótico para el absceso"]
const PRIVATE_DOCTORS = ["Dr. Julio Ventura", "Dra. Mónica Acosta", "Dr. Félix Carhuamaca", "médico de la posta", "Dr. Ernesto Marín", "Dra. Paola Guevara"]

/** The age in years and a plausible weight. */
const weightAt = (r: Random, age: number): number =>
  age < 1 ? r.int(4, 10) : age < 12 ? Math.round(8 + age * 2.6 + r.int(-2, 3)) : age < 16 ? r.int(35, 62) : r.int(48, 92)

const shelfFor = (r: Random, p: Person, onset: string): Shelf => {
  const age = yearsAt(p.birth, onset)
  if (age < 12) return age >= 8 && r.chance(0.3) ? adultShelf(r) : kidShelf(r)
  let s = adultShelf(r)
  // Levonorgestrel and sildenafil only for the sex that buys them.
  while ((s.key === "postday" && (!p.female || age > 48)) || (s.key === "vitaforte" && (p.female || age < 25))) s = adultShelf(r)
  return s
}

/** Draws the rest of an event's facts for `patient` with `shelf` from `onset`. */
const facts = (
  r: Random, home: Household, patient: Person, shelf: Shelf, onset: string, lot: string | null, group: Group | null, earlier: number | null, forced?: ReadonlyArray<string>
): FarmaciaEvent => {
  const injected = shelf.route === "intramuscular"
  const purchase = injected ? addDays(onset, r.chance(0.8) ? 0 : -1) : addDays(onset, -r.pick([0, 0, 1, 1, 1, 2, 2, 3, 4, 6]))
  const typical = shelf.reacts
  const first = forced?.[0] ?? typical[Math.min(typical.length - 1, Math.floor(r.next() ** 1.8 * typical.length))]!
  const reactions = forced ?? (r.chance(0.35) ? [first, r.pick(typical.filter((k) => k !== first))] : [first])
  const grade = Math.max(...reactions.map((k) => complaint(k).grade))
  const age = yearsAt(patient.birth, onset)
  const source = shelf.rx ? (r.chance(0.55) ? "automedicacion" : r.chance(0.55) ? "receta" : "recomendacion") : r.chance(0.7) ? "automedicacion" : "recomendacion"
  const care = grade === 2 ? (r.chance(0.8) ? "emergencia" : "posta") : grade === 1 ? r.pick(["posta", "posta", "botica", "emergencia", "nada"] as const) : r.pick(["nada", "nada", "botica", "posta"] as const)
  const year = Number(onset.slice(0, 4))
  const branch = BRANCHES[home.branch]!
  return {
    patient, buyer: age < 18 || patient.role === "abuelo" ? home.buyer : r.chance(0.85) ? patient : home.buyer, home, branch: home.branch, shelf,
    lot: lot ?? lotCode(shelf, r.int(1, 40), year - r.int(0, 1)),
    receipt: `B${branch.code.slice(3)}-${digits(r, 8)}`,
    purchase, onset, age, reactions,
    doses: injected ? 1 : r.int(1, 9),
    hours: r.chance(0.7) ? r.pick([1, 1, 2, 2, 3, 4, 6, 8, 12]) : null,
    source, prescriber: source === "receta" ? (age < 14 ? r.pick(PEDIATRAS) : r.pick(PRIVATE_DOCTORS)) : null,
    stopped: r.chance(0.85),
    care, treatment: care === "nada" ? null : r.pick(TREATMENTS),
    outcome: grade === 2 && r.chance(0.35) ? "hospitalizado" : r.pick(["recuperado", "recuperado", "mejorando", "mejorando", "desconocido"] as const),
    weight: weightAt(r, age), group, earlier
  }
}

/** Options of {@link planEvents}. */
export interface PlanOptions {
  readonly events: number
  readonly spanDays: number
  readonly start: string
}

/**
 * Plans `events` events over the span, in order of onset (groups keep their members together):
 * most are one customer's, 3 % a household's flu week, 1.5 % a mother and child, lot waves
 * every few weeks, 2 % a namesake of a recent customer, 0.4 % a recent customer's later reaction.
 */
export const planEvents = (r: Random, o: PlanOptions): Array<FarmaciaEvent> => {
  const out: Array<FarmaciaEvent> = []
  const recentHomes: Array<Household> = []
  let homeId = 0
  let groupId = 0
  const year0 = Number(o.start.slice(0, 4))
  const newHome = (): Household => {
    const h = household(r, ++homeId, year0)
    recentHomes.push(h)
    if (recentHomes.length > 4000) recentHomes.shift()
    return h
  }
  const someHome = (): Household => (recentHomes.length > 50 && r.chance(0.15) ? r.pick(recentHomes) : newHome())
  const room = () => o.events - out.length
  // Each customer's latest event, by person id.
  const lastOf = new Map<number, number>()
  const push = (e: FarmaciaEvent) => {
    lastOf.set(e.patient.id, out.length)
    out.push(e)
  }
  let nextWave = r.int(10, 50)
  for (let i = 0; out.length < o.events; i++) {
    const day = Math.min(o.spanDays - 1, Math.floor((o.spanDays * (out.length + r.next())) / o.events))
    const onset = addDays(o.start, day)
    if (day >= nextWave && room() > 8) {
      // A lot wave: one product's lot, customers all over, mostly one complaint.
      nextWave = day + r.int(25, 70)
      const shelf = r.chance(0.75) ? adultShelf(r) : kidShelf(r)
      const lot = lotCode(shelf, r.int(41, 99), year0 + Math.floor(day / 365))
      const main = shelf.reacts[r.int(0, Math.min(2, shelf.reacts.length - 1))]!
      const g: Group = { kind: "lote", id: ++groupId }
      const n = Math.min(room(), r.int(8, 22))
      const len = r.int(10, 40)
      for (let k = 0; k < n; k++) {
        let h = newHome()
        let p = r.pick(h.members)
        for (let t = 0; t < 8 && (yearsAt(p.birth, onset) < 12) !== shelf.kids; t++) {
          h = newHome()
          p = r.pick(h.members)
        }
        push(facts(r, h, p, shelf, addDays(onset, r.int(0, len)), lot, g, null, r.chance(0.75) ? [main] : undefined))
      }
      continue
    }
    const x = r.next()
    if (x < 0.03 && room() >= 2) {
      // A household's flu week: the same buyer, the same product for two or three of them.
      const h = newHome()
      if (h.members.length >= 2) {
        const g: Group = { kind: "familia", id: ++groupId }
        const shelf = byKey(r.pick(["gripalin", "gripalin", "paracetamol", "amoxidal", "azitrocin", "albenzol", "dextromuc"]))
        const lot = lotCode(shelf, r.int(1, 40), year0 + Math.floor(day / 365))
        const members = h.members.filter((m) => yearsAt(m.birth, onset) >= 8 || KID_OF[shelf.key] !== undefined)
        const n = Math.min(room(), members.length, r.int(2, 3))
        const same = r.chance(0.5) ? shelf.reacts[0]! : null
        for (const m of members.slice(0, n)) {
          const s = yearsAt(m.birth, onset) < 8 ? byKey(KID_OF[shelf.key]!) : shelf
          push(facts(r, h, m, s, addDays(onset, r.int(0, 5)), s === shelf ? lot : null, g, null, same !== null && s.reacts.includes(same) ? [same] : undefined))
        }
        continue
      }
    } else if (x < 0.045 && room() >= 2) {
      // A mother and her child, on the adult's and the children's form of one drug.
      const h = newHome()
      const mom = h.members.find((m) => m.role === "madre")
      const kid = h.members.find((m) => m.role === "hijo" && yearsAt(m.birth, onset) < 12)
      if (mom !== undefined && kid !== undefined) {
        const g: Group = { kind: "madre_hijo", id: ++groupId }
        const adult = byKey(r.pick(Object.keys(KID_OF)))
        const same = r.chance(0.4) ? adult.reacts.find((k) => byKey(KID_OF[adult.key]!).reacts.includes(k)) : undefined
        push(facts(r, h, mom, adult, onset, null, g, null, same === undefined ? undefined : [same]))
        push(facts(r, h, kid, byKey(KID_OF[adult.key]!), addDays(onset, r.int(0, 3)), null, g, null, same === undefined ? undefined : [same]))
        continue
      }
    } else if (x < 0.065 && out.length > 100) {
      // A namesake of a recent customer, in another household.
      const prev = out[out.length - r.int(1, Math.min(300, out.length))]!
      const h = newHome()
      const twin = namesake(r, prev.patient, h.id, year0)
      const home: Household = { ...h, members: [twin, ...h.members.slice(1)], buyer: yearsAt(twin.birth, onset) < 18 ? h.buyer : twin }
      const shelf = r.chance(0.5) && (yearsAt(twin.birth, onset) < 12) === prev.shelf.kids ? prev.shelf : shelfFor(r, twin, onset)
      const g: Group = { kind: "homonimo", id: ++groupId }
      push(facts(r, home, twin, shelf, onset, null, g, null))
      continue
    } else if (x < 0.069 && out.length > 500) {
      // A recent customer's second, different reaction (two months or more later).
      const back = out.slice(Math.max(0, out.length - 3000)).filter((e) => e.earlier === null && e.group === null && addDays(e.onset, 60) <= onset)
      const prev = back.length > 0 ? r.pick(back) : undefined
      const at = prev === undefined ? undefined : lastOf.get(prev.patient.id)
      if (prev !== undefined && at !== undefined && addDays(out[at]!.onset, 60) <= onset) {
        const shelf = r.chance(0.4) && (yearsAt(prev.patient.birth, onset) < 12) === prev.shelf.kids ? prev.shelf : shelfFor(r, prev.patient, onset)
        const other = shelf === prev.shelf ? shelf.reacts.filter((k) => !prev.reactions.includes(k)) : []
        push(facts(r, prev.home, prev.patient, shelf, onset, null, null, at, other.length > 0 ? [r.pick(other)] : undefined))
        continue
      }
    }
    // A returning household: a member's earlier event (two months back or more) makes this one its later event.
    let h = someHome()
    let p = r.pick(h.members)
    let before = lastOf.get(p.id)
    if (before !== undefined && addDays(out[before]!.onset, 60) > onset) {
      h = newHome()
      p = r.pick(h.members)
      before = undefined
    }
    push(facts(r, h, p, shelfFor(r, p, onset), onset, null, null, before ?? null))
  }
  return out
}
