/**
 * The events of the `clinic` generator before anyone reports them: independent patients, and the
 * groups that make different events look alike (a couple or siblings on the same drug, twins
 * vaccinated together, one prescriber's patients started on the same statin in one week, one
 * patient's events with two drugs at once, and one patient's later, different event).
 */
import { DRUGS, type Drug, drugAt, inGroup } from "./dupClinicDrugs.js"
import type { Caller, ClinicEvent, Med, Outcome } from "./dupClinicEvent.js"
import { givenName, person, type Person, type Pharmacist, type Physician, surname } from "./dupClinicPeople.js"
import { reaction, type Reaction } from "./dupClinicReactions.js"
import type { Random } from "./random.js"

/** How an event is related to others that are not the same event. */
export interface EventTie {
  /** Household of patients on the same drug, and whether they are twins. */
  readonly household: number | null
  readonly twins: boolean
  /** One prescriber's patients started on one statin in one week. */
  readonly cohort: number | null
  /** This patient's other event and how it differs. */
  readonly relation: "polifarmacia" | "evento_posterior" | null
}

/** An event and its ties. */
export interface WorldEvent {
  readonly event: ClinicEvent
  readonly tie: EventTie
}

const NO_TIE: EventTie = { household: null, twins: false, cohort: null, relation: null }
const YEAR = 365.25

/** Builds `n` events over `span` days from `start`, with the confounding groups among them. */
export const buildWorld = (r: Random, n: number, start: number, span: number, docs: ReadonlyArray<Physician>, qfs: ReadonlyArray<Pharmacist>): ReadonlyArray<WorldEvent> => {
  let nextPatient = 1
  let nextEvent = 1
  const out: Array<WorldEvent> = []
  const onsetIn = (margin: number) => start + r.int(0, Math.max(0, span - 1 - margin))

  const docFor = (d: Drug): Physician => {
    const of = docs.filter((x) => x.specialty === d.specialty)
    return of.length > 0 ? r.pick(of) : r.pick(docs)
  }
  const qfAt = (doc: Physician): Pharmacist => {
    const at = qfs.filter((q) => q.site.sede === doc.site.sede)
    return at.length > 0 ? r.pick(at) : r.pick(qfs)
  }
  const med = (d: Drug): Med => ({ drug: d, brand: r.chance(0.5) ? d.brands[0]! : r.pick(d.brands), strength: r.pick(d.strengths), posology: r.pick(d.posology) })
  const fits = (d: Drug, age: number, sexo: "F" | "M") => age >= d.ages[0] && age <= d.ages[1] && (d.sex === undefined || d.sex === sexo)
  /** A new patient of an age that fits the drug, at the onset. */
  const patientFor = (d: Drug, onset: number, sexo?: "F" | "M", surnames?: { paterno?: string; materno?: string }): Person => {
    const sex = sexo ?? d.sex ?? (r.chance(0.55) ? "F" : "M")
    const birth = d.ages[1] === 0
      ? onset - Math.round(r.int(2, 18) * 30.44) - r.int(0, 25)
      : onset - Math.round((r.int(d.ages[0], d.ages[1]) + r.next()) * YEAR)
    return person(r, nextPatient++, sex, birth, surnames)
  }
  const ageOf = (p: Person, day: number) => Math.floor((day - p.birth) / YEAR)
  /** Other chronic drugs a patient takes. */
  const concomitants = (p: Person, day: number, not: Drug, k: number): Array<Med> => {
    const age = ageOf(p, day)
    const pool = DRUGS.filter((d) => d.group !== not.group && d.group !== "vacuna" && d.group !== "antibiotico" && fits(d, age, p.sexo))
    const picked: Array<Med> = []
    for (let i = 0; i < k && pool.length > 0; i++) {
      const d = drugAt(r.next(), pool)
      const word = (x: Drug) => x.ifa.split(/[ /]/)[0]!
      if (!picked.some((m) => word(m.drug) === word(d) || m.drug.ifa.includes(word(d))) && !not.ifa.includes(word(d)) && !d.ifa.includes(word(not))) picked.push(med(d))
    }
    return picked
  }
  const callerFor = (p: Person, day: number): Caller => {
    const age = ageOf(p, day)
    if (age < 2) return { who: "madre", name: givenName(r, "F") }
    if (age < 16) return { who: r.chance(0.85) ? "madre" : "padre", name: givenName(r, r.chance(0.85) ? "F" : "M") }
    if (r.chance(0.55)) return { who: "paciente", name: "" }
    const who = age > 60 ? r.pick(["hija", "hija", "hijo", "nieta", p.sexo === "M" ? "esposa" : "esposo"] as const) : r.pick([p.sexo === "M" ? "esposa" : "esposo", "hermana", "madre"] as const)
    const name = givenName(r, who === "hijo" || who === "esposo" ? "M" : "F")
    return { who, name: r.chance(0.4) ? `${name} ${who === "hija" || who === "hijo" || who === "nieta" ? p.paterno : surname(r)}` : name }
  }
  const outcome = (serious: boolean): readonly [Outcome, Outcome] => {
    const x = r.next()
    const first: Outcome = x < 0.3 ? "recuperado" : x < 0.65 ? "en_recuperacion" : x < 0.82 ? "no_recuperado" : "desconocido"
    const later: Outcome = first === "recuperado" ? "recuperado" : r.chance(0.7) ? "recuperado" : serious && r.chance(0.3) ? "secuelas" : first === "desconocido" ? "en_recuperacion" : first
    return [first, later]
  }
  const reactionOf = (d: Drug, not?: Reaction): Reaction => {
    const keys = d.reactions.filter((k) => k !== not?.key)
    return reaction(keys.length > 0 ? r.pick(keys) : r.pick(d.reactions))
  }
  /** One event; `startAt` fixes the first dose (a campaign, a consult), else it follows from the onset. */
  const event = (p: Person, m: Med, onset: number | null, opts: { startAt?: number; rx?: Reaction; others?: ReadonlyArray<Med>; doc?: Physician; caller?: Caller } = {}): ClinicEvent => {
    const rx = opts.rx ?? reactionOf(m.drug)
    const begin = opts.startAt ?? (onset ?? start) - r.int(rx.onset[0], rx.onset[1])
    const day = onset ?? begin + r.int(rx.onset[0], rx.onset[1])
    const doc = opts.doc ?? docFor(m.drug)
    const adult = ageOf(p, day) >= 35
    const [first, later] = outcome(rx.serious)
    const alsoKeys = m.drug.reactions.filter((k) => k !== rx.key)
    return {
      id: nextEvent++, patient: p, suspect: m,
      others: opts.others ?? (adult && r.chance(0.5) ? concomitants(p, day, m.drug, r.int(1, 3)) : []),
      reaction: rx, also: alsoKeys.length > 0 && r.chance(0.15) ? reaction(r.pick(alsoKeys)) : null,
      start: begin, onset: day, outcome: first, later, withdrawn: m.drug.group !== "vacuna" && r.chance(rx.serious ? 0.95 : 0.6),
      physician: doc, pharmacist: qfAt(doc), caller: opts.caller ?? callerFor(p, day),
      lot: `${r.pick(["A", "B", "K", "N", "P", "T", "L"])}${r.int(10, 99)}${r.pick(["A", "C", "F", "H", "M", "X"])}${r.int(100, 999)}`
    }
  }
  const push = (event: ClinicEvent, tie: EventTie = NO_TIE) => out.push({ event, tie })

  // Households on the same drug: a couple, siblings (twins among them), a mother and her daughter.
  const households = Math.round(n * 0.018)
  for (let h = 1; h <= households && out.length < n; h++) {
    const kind = r.int(0, 3)
    const day = onsetIn(60)
    if (kind === 0) {
      const d = drugAt(r.next(), [...inGroup("estatina"), ...inGroup("antihipertensivo"), ...inGroup("antidiabetico")])
      const wife = patientFor(d, day, "F")
      const husband = patientFor(d, day, "M")
      const m = med(d)
      const doc = docFor(d)
      const begin = day - r.int(10, 40)
      const phoned: Caller = { who: "esposa", name: wife.given[0]! }
      push(event(wife, m, null, { startAt: begin + r.int(0, 3), doc }), { ...NO_TIE, household: h })
      push(event(husband, m, null, { startAt: begin + r.int(0, 3), doc, ...(r.chance(0.6) ? { caller: phoned } : {}) }), { ...NO_TIE, household: h })
    } else if (kind === 1 || kind === 2) {
      const twins = r.chance(0.35)
      const d = twins ? r.pick([...inGroup("vacuna").filter((v) => v.ages[1] === 0), ...inGroup("vacuna").filter((v) => v.ages[1] === 0), DRUGS.find((x) => x.ifa.startsWith("amoxicilina"))!])
        : r.pick(DRUGS.filter((x) => x.ifa.startsWith("amoxicilina") || x.ifa.startsWith("azitromicina") || x.ifa.startsWith("ibuprofeno") || x.ifa.startsWith("vacuna influenza")))
      const surnames = { paterno: surname(r), materno: surname(r) }
      const mother: Caller = { who: "madre", name: `${givenName(r, "F")}${r.chance(0.4) ? ` ${surnames.materno}` : ""}` }
      const m = med(d)
      const doc = docFor(d)
      const begin = day - r.int(0, 3)
      const kids = twins ? 2 : r.int(2, 3)
      const birth0 = twins ? (d.ages[1] === 0 ? day - r.int(60, 540) : day - Math.round(r.int(2, 10) * YEAR)) : 0
      for (let k = 0; k < kids; k++) {
        const sexo = r.chance(0.5) ? "F" : "M"
        const birth = twins ? birth0 : day - Math.round((r.int(2, 12) + r.next()) * YEAR)
        const kid = person(r, nextPatient++, sexo, birth, surnames)
        const startAt = d.group === "vacuna" ? begin : begin + r.int(0, 5)
        push(event(kid, m, null, { startAt, doc, caller: mother }), { ...NO_TIE, household: h, twins })
      }
    } else {
      const d = r.pick(DRUGS.filter((x) => x.ifa.startsWith("vacuna influenza") || x.ifa.startsWith("amoxicilina") || x.ifa.startsWith("drospirenona")))
      const mom = person(r, nextPatient++, "F", day - Math.round((r.int(d.sex === "F" ? 38 : 40, d.sex === "F" ? 45 : 62) + r.next()) * YEAR))
      const girl = person(r, nextPatient++, "F", day - Math.round((r.int(16, 24) + r.next()) * YEAR), { materno: mom.paterno })
      const m = med(d)
      const doc = docFor(d)
      const begin = day - r.int(1, 30)
      push(event(mom, m, null, { startAt: begin, doc }), { ...NO_TIE, household: h })
      push(event(girl, m, null, { startAt: d.group === "vacuna" ? begin : begin + r.int(0, 10), doc, caller: { who: "madre", name: mom.given[0]! } }), { ...NO_TIE, household: h })
    }
  }

  // One prescriber's patients started on one statin in one week.
  const cohorts = Math.round(n * 0.0025)
  for (let c = 1; c <= cohorts && out.length < n; c++) {
    const d = r.pick(inGroup("estatina"))
    const doc = r.pick(docs.filter((x) => x.specialty === "Cardiología"))
    const m: Med = { ...med(d), strength: r.pick(d.strengths.slice(1, 3)) }
    const week = onsetIn(90)
    for (let k = r.int(5, 10); k > 0; k--) {
      const startAt = week + r.int(0, 6)
      const p = patientFor(d, startAt + 30)
      push(event(p, m, null, { startAt, doc, rx: reaction(r.chance(0.75) ? "mialgia" : "transaminasas") }), { ...NO_TIE, cohort: c })
    }
  }

  // One patient, two drugs, two reactions a few weeks apart.
  const chronic = DRUGS.filter((d) => ["estatina", "antihipertensivo", "antidiabetico", "otro"].includes(d.group))
  const poly = Math.round(n * 0.015)
  for (let i = 0; i < poly && out.length < n - 1; i++) {
    const a = drugAt(r.next(), chronic)
    const day = onsetIn(60)
    const p = patientFor(a, day)
    const age = ageOf(p, day)
    const pool = chronic.filter((d) => d.group !== a.group && fits(d, age, p.sexo))
    if (pool.length === 0) continue
    const b = drugAt(r.next(), pool)
    const ma = med(a)
    const mb = med(b)
    const extra = r.chance(0.4) ? concomitants(p, day, a, 1).filter((x) => x.drug !== b) : []
    const doc = r.chance(0.5) ? docFor(a) : undefined
    push(event(p, ma, day, { others: [mb, ...extra], ...(doc ? { doc } : {}) }), { ...NO_TIE, relation: "polifarmacia" })
    push(event(p, mb, day + r.int(0, 45), { others: [ma, ...extra], ...(doc ? { doc } : {}) }), { ...NO_TIE, relation: "polifarmacia" })
  }

  // One patient, a later and different event (the same drug or another).
  const laterEvents = Math.round(n * 0.025)
  for (let i = 0; i < laterEvents && out.length < n - 1; i++) {
    const a = drugAt(r.next(), DRUGS.filter((d) => d.ages[1] > 30))
    const day = onsetIn(120)
    const p = patientFor(a, day)
    const first = event(p, med(a), day)
    const day2 = day + r.int(60, 300)
    const age = ageOf(p, day2)
    const same = r.chance(0.4) && new Set(a.reactions).size > 1
    const pool = DRUGS.filter((d) => d !== a && fits(d, age, p.sexo))
    const b = same || pool.length === 0 ? a : drugAt(r.next(), pool)
    const m2 = same ? first.suspect : med(b)
    push(first, { ...NO_TIE, relation: "evento_posterior" })
    push(event(p, m2, day2, same ? { rx: reactionOf(a, first.reaction) } : {}), { ...NO_TIE, relation: "evento_posterior" })
  }

  // Everyone else: one patient, one event.
  while (out.length < n) {
    const d = drugAt(r.next())
    const day = onsetIn(0)
    push(event(patientFor(d, day), med(d), day))
  }
  return out
}
