/**
 * The patients and adverse events behind the eighth duplicate generator's reports (lib/dupTitular.ts),
 * in the groups a laboratory's safety inbox meets them:
 *
 * - a PSP nurse's cohort: several patients on the same biologic with an injection-site reaction the same month;
 * - a physician who reports several of his own patients the same week, with one copy-pasted narrative;
 * - siblings given the same vaccine or syrup on the same days;
 * - a pregnancy exposure: the mother's report, then months later the baby's;
 * - a defective lot: complaints about the same lot number from different patients;
 * - the same patient's recurrence after rechallenge, or a different event months later;
 * - and everyone else, whose names (very common surnames) make namesakes by chance.
 */
import { buildNurses, buildPharmacies, buildPhysicians, buildReps, type District, pickDistrict, pickFemale, pickMale, pickSurname, SECOND_F, SECOND_M, type Specialty, type Staff } from "./dupTitularLexicon.js"
import { type Klass, type Presentation, type Product, PRODUCTS, QUALITY, REACTIONS, type ReactionKey } from "./dupTitularProducts.js"
import type { Random } from "./random.js"

/** 2023-01-01 as a day count from the epoch; every day below is such a count. */
export const DAY0 = Date.UTC(2023, 0, 1) / 86_400_000

/** A patient. */
export interface Person {
  readonly id: number
  readonly female: boolean
  readonly given: ReadonlyArray<string>
  readonly pat: string
  readonly mat: string
  readonly birth: number
  readonly household: number
  readonly district: District
}

/** Who writes a report. */
export type Channel = "psp" | "medico" | "farmacia" | "apm" | "info" | "social" | "socio" | "literatura"
/** Groups of different events that look alike. */
export type GroupKind = "cohorte_psp" | "lote_medico" | "hermanos" | "madre_bebe" | "mismo_lote"
export type Outcome = "recuperado" | "recuperando" | "no_recuperado" | "secuelas" | "desconocido"
export type Action = "continua" | "suspendido" | "diferida" | "reducida" | "no_aplica"

/** A group; a physician's batch carries the narrative he pastes into every report. */
export interface Group { readonly kind: GroupKind; readonly id: number; readonly template: string | null; readonly received: number | null }

/** A PSP nurse and her programme. */
export type Nurse = Staff & { readonly programme: "Contigo" | "Acompañarte" }

/** One adverse event (or exposure, or quality complaint) of one patient: what every report of it tells. */
export interface Event {
  readonly person: Person
  readonly product: Product
  readonly presentation: Presentation
  readonly indication: readonly [string, string, string]
  readonly reactions: ReadonlyArray<ReactionKey>
  readonly onset: number
  readonly started: number
  readonly lastDose: number
  readonly serious: boolean
  readonly outcome: Outcome
  readonly lasted: number
  readonly action: Action
  readonly treatment: string | null
  readonly first: Channel
  readonly nurse: Nurse | null
  readonly physician: Staff
  readonly pharmacy: Staff
  readonly rep: Staff
  readonly lot: string | null
  readonly pregnancy: { readonly role: "madre" | "bebe"; readonly weeks: number; readonly other: Person } | null
  readonly group: Group | null
  readonly earlier: Event | null
  readonly rechallenge: boolean
}

/** The events (in onset order) and the staff who write about them. */
export interface World { readonly events: ReadonlyArray<Event> }

export const pickWeighted = <A>(r: Random, items: ReadonlyArray<readonly [A, number]>): A => {
  let x = r.next() * items.reduce((t, [, w]) => t + w, 0)
  for (const [a, w] of items) if ((x -= w) <= 0) return a
  return items[items.length - 1]![0]
}

const FIRST: Record<Klass, ReadonlyArray<readonly [Channel, number]>> = {
  bio: [["psp", 45], ["medico", 25], ["info", 10], ["social", 5], ["apm", 5], ["socio", 6], ["literatura", 2], ["farmacia", 2]],
  onco: [["psp", 30], ["medico", 30], ["info", 12], ["apm", 10], ["socio", 6], ["social", 5], ["literatura", 4], ["farmacia", 3]],
  anticonceptivo: [["farmacia", 22], ["info", 25], ["social", 20], ["medico", 18], ["apm", 10], ["socio", 5]],
  antibiotico: [["medico", 30], ["farmacia", 25], ["apm", 22], ["info", 10], ["socio", 5], ["social", 5], ["literatura", 1]],
  vacuna: [["medico", 40], ["social", 20], ["info", 15], ["apm", 10], ["socio", 10], ["literatura", 2]],
  otc: [["farmacia", 25], ["social", 28], ["info", 25], ["apm", 15], ["socio", 5]]
}
const ACTIONS: Record<Klass, ReadonlyArray<readonly [Action, number]>> = {
  bio: [["continua", 50], ["diferida", 30], ["suspendido", 20]],
  onco: [["reducida", 35], ["diferida", 30], ["continua", 25], ["suspendido", 10]],
  anticonceptivo: [["suspendido", 50], ["continua", 50]],
  antibiotico: [["suspendido", 80], ["continua", 20]],
  vacuna: [["no_aplica", 1]],
  otc: [["suspendido", 90], ["continua", 10]]
}
const byBrand = (brand: string) => PRODUCTS.find((p) => p.brand === brand)!

/** Builds `n` events over `span` days; the same random source gives the same world. */
export const buildWorld = (r: Random, n: number, span: number): World => {
  const physicians = buildPhysicians(r)
  const nurses = buildNurses(r) as ReadonlyArray<Nurse>
  const pharmacies = buildPharmacies(r)
  const reps = buildReps(r)
  const persons: Array<Person> = []
  const events: Array<Event> = []
  const singles: Array<Event> = []
  let households = 0
  let groups = 0
  const end = DAY0 + span

  const physicianOf = (specialty: Specialty) => r.pick(physicians.get(specialty)!)
  const physicianFor = (p: Product, child: boolean) => physicianOf(child && p.specialties.includes("pediatría") ? "pediatría" : r.pick(p.specialties))
  const pharmacyIn = (d: District) => { const here = pharmacies.filter((x) => x.place.endsWith(`(${d.name})`)); return r.pick(here.length > 0 ? here : pharmacies) }
  const repIn = (d: District) => { const here = reps.filter((x) => x.zone === d.zone); return r.pick(here.length > 0 ? here : reps) }
  const nurseFor = (p: Product) => (p.psp === null ? null : r.pick(nurses.filter((x) => x.programme === p.psp)))

  /** Age in days at the event, as the product's patients are. */
  const ageDays = (p: Product): number => {
    const years = (a: number, b: number) => r.int(a, b) * 365 + r.int(0, 364)
    if (p.brand === "Pneumoval 13") return r.chance(0.6) ? r.int(60, 450) : years(65, 85)
    if (p.brand === "Fluandes") return r.chance(0.3) ? r.int(180, 1800) : r.chance(0.55) ? years(60, 88) : years(18, 59)
    if (p.presentations.some((x) => x.child) && r.chance(0.3)) return years(1, 11)
    const lo = Math.max(p.ages[0], p.klass === "vacuna" ? p.ages[0] : 12)
    const y = Math.min(p.ages[1], lo + Math.floor(((p.ages[1] - lo + 1) * (r.next() + r.next())) / 2))
    return y * 365 + r.int(0, 364)
  }
  const newPerson = (o: { female: boolean; onset: number; age: number; district?: District; household?: number; pat?: string; mat?: string }): Person => {
    let given = o.female ? pickFemale(r) : pickMale(r)
    let pat = o.pat ?? pickSurname(r)
    const same = persons.length > 50 && o.pat === undefined && r.chance(0.04) ? r.pick(persons) : null
    if (same !== null && same.female === o.female) { given = same.given[0]!; pat = same.pat }
    const second = r.pick(o.female ? SECOND_F : SECOND_M)
    const names = r.chance(0.35) && second !== given ? [given, second] : [given]
    const person: Person = { id: persons.length, female: o.female, given: names, pat, mat: o.mat ?? pickSurname(r), birth: o.onset - o.age, household: o.household ?? households++, district: o.district ?? pickDistrict(r) }
    persons.push(person)
    return person
  }
  const femaleFor = (p: Product) => (p.sex !== null ? p.sex === "F" : r.chance(p.klass === "bio" ? 0.62 : 0.55))
  const reactionOf = (p: Product, quality: boolean): ReactionKey => {
    const items = p.reactions.filter(([k]) => QUALITY.includes(k) === quality)
    return items.length > 0 ? pickWeighted(r, items) : pickWeighted(r, p.reactions)
  }
  const lotOf = (p: Product, day: number) => `${p.lot}${String(new Date(day * 86_400_000).getUTCFullYear()).slice(2)}${r.chance(0.5) ? String.fromCharCode(65 + r.int(0, 7)) : ""}${String(r.int(1, 999)).padStart(3, "0")}`

  const make = (o: { person: Person; product: Product; onset: number; reactions: ReadonlyArray<ReactionKey>; indication?: readonly [string, string, string]; action?: Action; first?: Channel; group?: Group | null; nurse?: Nurse | null; physician?: Staff; lot?: string | null; earlier?: Event | null; rechallenge?: boolean; pregnancy?: Event["pregnancy"]; child?: boolean }): Event => {
    const p = o.product
    const ageYears = (o.onset - o.person.birth) / 365.25
    const child = o.child ?? ageYears < 12
    const presentation = p.presentations.find((x) => x.child === child) ?? p.presentations[0]!
    const lastDose = p.klass === "bio" || p.klass === "vacuna" || p.brand === "Trimestra" || p.brand === "Cefatrix" ? o.onset - (r.chance(0.6) ? r.int(0, 1) : r.int(2, 5)) : o.onset - (p.every === 0 ? r.int(0, 4) : 0)
    const started = p.every >= 14 ? lastDose - r.int(0, 20) * p.every : p.every === 1 ? o.onset - r.int(7, 300) : lastDose - r.int(0, 3)
    const serious = o.reactions.some((k) => REACTIONS[k].serious)
    const outcome: Outcome = serious ? pickWeighted(r, [["recuperado", 5], ["recuperando", 4], ["secuelas", 1]]) : pickWeighted(r, [["recuperado", 55], ["recuperando", 20], ["no_recuperado", 10], ["desconocido", 15]])
    const treats = o.reactions.flatMap((k) => REACTIONS[k].treat)
    const quality = o.reactions.some((k) => QUALITY.includes(k))
    const enrolled = p.psp !== null && r.chance(0.8)
    const nurse = o.nurse !== undefined ? o.nurse : enrolled ? nurseFor(p) : null
    let first = o.first ?? pickWeighted(r, FIRST[p.klass])
    if (first === "psp" && nurse === null) first = "medico"
    const fitting = p.indications.filter((x) => o.person.female || !x[0].includes("mama"))
    const e: Event = {
      person: o.person, product: p, presentation, indication: o.indication ?? r.pick(fitting.length > 0 ? fitting : p.indications), reactions: o.reactions, onset: o.onset, started, lastDose,
      serious, outcome, lasted: r.int(1, serious ? 20 : 10), action: o.action ?? (quality ? "suspendido" : pickWeighted(r, ACTIONS[p.klass])),
      treatment: treats.length > 0 && r.chance(0.7) ? r.pick(treats) : null, first, nurse,
      physician: o.physician ?? physicianFor(p, child), pharmacy: pharmacyIn(o.person.district), rep: repIn(o.person.district),
      lot: o.lot !== undefined ? o.lot : quality || r.chance(0.05) ? lotOf(p, o.onset) : null,
      pregnancy: o.pregnancy ?? null, group: o.group ?? null, earlier: o.earlier ?? null, rechallenge: o.rechallenge ?? false
    }
    events.push(e)
    return e
  }
  const someDay = (margin = 0) => DAY0 + r.int(0, Math.max(0, span - 1 - margin))

  const single = () => {
    const product = pickWeighted(r, PRODUCTS.map((p) => [p, p.weight] as const))
    const onset = someDay()
    const person = newPerson({ female: femaleFor(product), onset, age: ageDays(product) })
    const quality = r.chance(0.04)
    const k = reactionOf(product, quality)
    const second = !quality && r.chance(0.25) ? reactionOf(product, false) : k
    singles.push(make({ person, product, onset, reactions: second === k ? [k] : [k, second] }))
  }
  const cohort = () => {
    const product = pickWeighted(r, [[byBrand("Golvex"), 4], [byBrand("Adalyn"), 3], [byBrand("Omaxil"), 2], [byBrand("Migrelan"), 2]] as const)
    const nurse = r.pick(nurses.filter((x) => x.programme === "Contigo"))
    const group: Group = { kind: "cohorte_psp", id: groups++, template: null, received: null }
    const month = someDay(30)
    for (let i = r.int(3, 7); i > 0; i--) {
      const onset = month + r.int(0, 27)
      const person = newPerson({ female: femaleFor(product), onset, age: ageDays(product) })
      make({ person, product, onset, reactions: r.chance(0.3) ? ["isr", "pruritus"] : ["isr"], first: r.chance(0.85) ? "psp" : "medico", group, nurse })
    }
  }
  const BATCHES: ReadonlyArray<readonly [Specialty, string, ReactionKey, Action, string]> = [
    ["reumatología", "Golvex", "zoster", "diferida", "Se difiere la siguiente aplicación hasta completar tratamiento antiviral"], ["reumatología", "Adalyn", "uri", "diferida", "Se difiere la siguiente dosis"],
    ["oncología", "Capetral", "hfs", "reducida", "Se reduce la dosis al 75 %"], ["oncología", "Letrazol", "arthralgia", "continua", "Se mantiene el tratamiento"],
    ["medicina general", "Ciprandes", "tendinitis", "suspendido", "Se suspende el medicamento"], ["medicina general", "Clavanda", "rash", "suspendido", "Se suspende el antibiótico"],
    ["ginecología", "Trimestra", "metrorrhagia", "continua", "Se mantiene el método"], ["pediatría", "Pneumoval 13", "pyrexia", "no_aplica", "Manejo sintomático"],
    ["dermatología", "Adalyn", "isr", "continua", "Se mantiene el tratamiento"], ["neurología", "Migrelan", "constipation", "continua", "Se mantiene el tratamiento"]
  ]
  const batch = () => {
    const [specialty, brand, reaction, action, conduct] = r.pick(BATCHES)
    const product = byBrand(brand)
    const physician = physicianOf(specialty)
    const received = someDay()
    const indication = specialty === "dermatología" ? product.indications.find((x) => x[0].startsWith("psoriasis")) ?? product.indications[0]! : product.indications[0]!
    const wording = r.pick(REACTIONS[reaction].es)
    const given = product.klass === "anticonceptivo" ? `, usuaria de ${product.generic} ${product.presentations[0]!.dose} como método anticonceptivo`
      : product.klass === "vacuna" ? ` que recibe ${product.generic} ${product.presentations[0]!.dose}`
      : ` con diagnóstico de ${indication[0]}, en tratamiento con ${product.generic} ${product.presentations[0]!.dose}`
    const template = `Paciente {sexo} de {edad}${given}. ` +
      `Presenta ${wording} compatible con reacción adversa al medicamento. ${conduct}. Evolución favorable. Se notifica según normativa vigente.`
    const group: Group = { kind: "lote_medico", id: groups++, template, received }
    for (let i = r.int(3, 5); i > 0; i--) {
      const onset = received - r.int(3, 45)
      const person = newPerson({ female: femaleFor(product), onset, age: ageDays(product) })
      make({ person, product, onset, reactions: [reaction], indication, action, first: "medico", group, physician, child: product.klass === "vacuna" })
    }
  }
  const siblings = () => {
    const product = pickWeighted(r, [[byBrand("Fluandes"), 3], [byBrand("Pneumoval 13"), 2], [byBrand("Clavanda"), 3], [byBrand("Azitrel"), 2], [byBrand("Doloral"), 2], [byBrand("Alerfín"), 1]] as const)
    const group: Group = { kind: "hermanos", id: groups++, template: null, received: null }
    const day = someDay(10)
    const household = households++
    const district = pickDistrict(r)
    const pat = pickSurname(r)
    const mat = pickSurname(r)
    const first = pickWeighted(r, [["medico", 4], ["info", 3], ["social", 2], ["farmacia", 1]] as const)
    const reaction = reactionOf(product, false)
    const physician = physicianOf("pediatría")
    let age = product.brand === "Pneumoval 13" ? r.int(60, 400) : r.int(1, 4) * 365 + r.int(0, 364)
    for (let i = r.int(2, 3); i > 0; i--) {
      const onset = day + (product.klass === "vacuna" ? r.int(0, 1) : r.int(0, 4))
      const person = newPerson({ female: r.chance(0.5), onset, age, district, household, pat, mat })
      make({ person, product, onset, reactions: r.chance(0.7) ? [reaction] : [reactionOf(product, false)], first: r.chance(0.7) ? first : "medico", group, physician, child: true })
      age += r.int(1, 6) * 365 + r.int(0, 300)
    }
  }
  const pregnancy = () => {
    const product = pickWeighted(r, [[byBrand("Femiclar"), 3], [byBrand("Trimestra"), 2], [byBrand("Unidía"), 2], [byBrand("Adalyn"), 1], [byBrand("Golvex"), 1]] as const)
    const weeks = r.int(5, 14)
    const onset = someDay(240)
    const mother = newPerson({ female: true, onset, age: r.int(19, 40) * 365 + r.int(0, 364) })
    const group: Group = { kind: "madre_bebe", id: groups++, template: null, received: null }
    const gyn = product.klass === "bio" ? physicianFor(product, false) : physicianOf("ginecología")
    const first = product.klass === "bio" ? pickWeighted(r, [["psp", 2], ["medico", 2]] as const) : pickWeighted(r, [["medico", 3], ["info", 2], ["farmacia", 1]] as const)
    const m = make({ person: mother, product, onset, reactions: product.klass === "bio" ? ["exposure"] : ["pregnancy", "exposure"], first, group, physician: gyn, pregnancy: { role: "madre", weeks, other: mother } })
    const term = r.chance(0.8) ? r.int(37, 40) : r.int(31, 36)
    const born = onset + (term - weeks) * 7
    const baby = newPerson({ female: r.chance(0.5), onset: born, age: 0, district: mother.district, household: mother.household, mat: mother.pat })
    make({ person: baby, product, onset: born, reactions: term < 37 ? ["foetal", "preterm"] : r.chance(0.2) ? ["foetal", "lbw"] : ["foetal"], first: m.first === "psp" ? "psp" : "medico", nurse: m.nurse, group, physician: r.chance(0.5) ? gyn : physicianOf("pediatría"), pregnancy: { role: "bebe", weeks: term, other: mother }, child: false })
  }
  const lot = () => {
    const product = pickWeighted(r, PRODUCTS.filter((p) => p.reactions.some(([k]) => QUALITY.includes(k))).map((p) => [p, 1] as const))
    const day = someDay(45)
    const number = lotOf(product, day)
    const group: Group = { kind: "mismo_lote", id: groups++, template: null, received: null }
    const defect = reactionOf(product, true)
    for (let i = r.int(2, 4); i > 0; i--) {
      const onset = day + r.int(0, 45)
      const person = newPerson({ female: femaleFor(product), onset, age: ageDays(product) })
      const reactions: Array<ReactionKey> = r.chance(0.3) ? [defect, defect === "device" ? "ineffective" : reactionOf(product, false)] : [defect]
      make({ person, product, onset, reactions, first: pickWeighted(r, [["farmacia", 3], ["info", 3], ["apm", 2], [product.psp !== null ? "psp" : "social", 2]] as const), group, lot: number })
    }
  }
  const again = (rechallenge: boolean) => {
    const before = singles.length > 20 ? r.pick(singles) : null
    if (before === null || before.reactions.some((k) => QUALITY.includes(k)) || before.pregnancy !== null) return single()
    const gap = rechallenge ? (before.product.klass === "vacuna" ? r.int(330, 400) : r.int(30, 200)) : r.int(60, 400)
    const onset = before.onset + gap
    if (onset >= end) return single()
    const product = rechallenge || r.chance(0.5) ? before.product : pickWeighted(r, PRODUCTS.filter((p) => p.sex === null || p.sex === (before.person.female ? "F" : "M")).map((p) => [p, p.weight] as const))
    let reaction = rechallenge ? before.reactions[0]! : reactionOf(product, false)
    if (!rechallenge && product === before.product && reaction === before.reactions[0]) reaction = pickWeighted(r, product.reactions.filter(([k]) => k !== reaction && !QUALITY.includes(k)))
    make({ person: before.person, product, onset, reactions: [reaction], indication: product === before.product ? before.indication : undefined, earlier: before, rechallenge, nurse: product === before.product ? before.nurse : undefined, physician: product === before.product && r.chance(0.7) ? before.physician : undefined })
  }

  while (events.length < n) {
    const x = r.next()
    if (x < 0.04) cohort()
    else if (x < 0.065) batch()
    else if (x < 0.085) siblings()
    else if (x < 0.097) pregnancy()
    else if (x < 0.109) lot()
    else if (x < 0.129) again(true)
    else if (x < 0.159) again(false)
    else single()
  }
  const kept = events.slice(0, n)
  const order = kept.map((e, i) => [e, i] as const).sort((a, b) => a[0].onset - b[0].onset || a[1] - b[1]).map(([e]) => e)
  return { events: order }
}
