/**
 * The plan of the ensayos generator (lib/dupEnsayos.ts): which SAEs happen, which look alike
 * without being one event, and which routes report each. Trials make look-alikes by design: one
 * arm of one site gives several subjects the same expected event in the same weeks, a subject has
 * a second SAE, a site runs two protocols, subjects share initials, a vaccine trial enrols
 * siblings and household contacts on one day, and another site of the protocol has the same event
 * in the other arm. Each event is reported once, or by a cluster of routes (duplicates).
 */
import { type ClusterStep, clusterStep } from "./dupClusters.js"
import { pickWeighted, type Random } from "./random.js"
import { buildEvent, drawTerm, drawTrial, newSubject, type Subject, type TrialEvent } from "./dupEnsayosEvents.js"
import { householdOf, sameInitialsAs } from "./dupEnsayosPeople.js"
import { term } from "./dupEnsayosTerms.js"
import { type Trial, TRIALS } from "./dupEnsayosTrials.js"

/** Why two events look alike. */
export type Confounder = "mismo_brazo_semanas" | "mismo_sujeto_otro_eas" | "dos_ensayos_mismo_centro" | "mismas_iniciales" | "contactos_hogar" | "otro_centro_mismo_protocolo"

/** One planned event and what it shares with others. */
export interface Planned {
  readonly event: TrialEvent
  readonly group: number | null
  readonly groupKind: Confounder | null
  /** For a subject's later SAE, the plan index of the earlier one. */
  readonly earlier: number | null
}

// The events an arm of a site piles up in a few weeks, by area.
const COHORT_TERMS: Readonly<Record<Trial["area"], ReadonlyArray<string>>> = {
  oncologia: ["neutropenia_febril", "neutropenia", "anemia", "neumonitis"], vacunas: ["reaccion_local", "fiebre_vacuna", "convulsion_febril"],
  diabetes: ["hipoglucemia", "pancreatitis"], infecciosas: ["hepatotoxicidad", "qt", "hemolisis", "reaccion_local"], cardiologia: ["hemorragia", "hiperkalemia"]
}

/** Plans `n` events over `span` days, with the look-alike groups among them. */
export const planEvents = (r: Random, n: number, span: number): Array<Planned> => {
  const out: Array<Planned> = []
  let group = 0
  const clamp = (d: number) => Math.max(0, Math.min(span - 1, d))
  const day = () => r.int(0, span - 1)
  const add = (subject: Subject, onset: number, g: number | null, kind: Confounder | null, o: { termKey?: string; earlier?: number; recurrence?: boolean } = {}): number => {
    const event = buildEvent(r, { subject, onset: clamp(onset), ...(o.termKey !== undefined ? { term: term(o.termKey) } : {}), ...(o.recurrence === true ? { recurrence: true } : {}) })
    out.push({ event, group: g, groupKind: kind, earlier: o.earlier ?? null })
    return out.length - 1
  }
  const budget = (share: number) => Math.round(n * share)
  const todo: Array<() => void> = []

  // One arm of one site: several subjects, one expected event, the same weeks.
  for (let k = 0; k < budget(0.004); k++) todo.push(() => {
    const t = drawTrial(r, (x) => x.area !== "cardiologia" || r.chance(0.3))
    const key = r.pick(COHORT_TERMS[t.area].filter((x) => t.expected.includes(x)).concat(t.expected[0]!))
    const d = day()
    const g = group++
    const siteKey = r.pick(t.sites)[0]
    const vaccinationDay = d - r.int(0, 2)
    for (let s = 0, size = r.int(3, 6); s < size; s++) {
      const subject = newSubject(r, t, d, { siteKey, arm: "activo", ...(t.vaccine ? { enrolled: vaccinationDay - r.int(0, 3) } : {}) })
      add(subject, t.vaccine ? vaccinationDay + r.int(0, 6) : d + r.int(0, 21), g, "mismo_brazo_semanas", { termKey: key })
    }
  })
  // The same subject's second SAE: another event weeks later, or the first one again.
  for (let k = 0; k < budget(0.012); k++) todo.push(() => {
    const g = group++
    const gap = r.int(10, 120)
    const d = r.int(0, Math.max(0, span - 1 - gap))
    const subject = newSubject(r, drawTrial(r), d)
    const at = add(subject, d, g, "mismo_sujeto_otro_eas")
    const again = r.chance(0.4)
    add(subject, d + gap, g, "mismo_sujeto_otro_eas", { termKey: again ? out[at]!.event.term.key : drawTerm(r, subject.trial).key, earlier: at, recurrence: again })
  })
  // Two protocols at one site, one event in the same fortnight.
  for (let k = 0; k < budget(0.004); k++) todo.push(() => {
    const t = drawTrial(r)
    const siteKey = r.pick(t.sites)[0]
    const others = TRIALS.filter((x) => x !== t && x.sites.some(([s]) => s === siteKey))
    if (others.length === 0) return
    const u = r.pick(others)
    const shared = [...t.expected, ...t.others].filter((x) => u.expected.includes(x) || u.others.includes(x))
    const key = shared.length > 0 ? r.pick(shared) : "neumonia"
    const d = day()
    const g = group++
    add(newSubject(r, t, d, { siteKey }), d, g, "dos_ensayos_mismo_centro", { termKey: key })
    add(newSubject(r, u, d, { siteKey }), d + r.int(-7, 14), g, "dos_ensayos_mismo_centro", { termKey: key })
  })
  // Subjects who share initials, at one site.
  for (let k = 0; k < budget(0.005); k++) todo.push(() => {
    const t = drawTrial(r)
    const d = day()
    const g = group++
    const first = newSubject(r, t, d)
    const at = add(first, d, g, "mismas_iniciales")
    for (let s = 0, size = r.chance(0.2) ? 2 : 1; s < size; s++) {
      const u = r.chance(0.7) ? t : drawTrial(r, (x) => x.sites.some(([sk]) => sk === first.site.key))
      const dd = clamp(d + r.int(-60, 60))
      const age = r.int(u.ages[0], u.ages[1])
      const person = sameInitialsAs(r, first.person, dd - 30, age, first.site.chart)
      const siteKey = u.sites.some(([sk]) => sk === first.site.key) ? first.site.key : undefined
      add(newSubject(r, u, dd, { person, enrolled: dd - r.int(20, 200), ...(siteKey !== undefined ? { siteKey } : {}) }), dd, g, "mismas_iniciales", r.chance(0.5) ? { termKey: out[at]!.event.term.key } : {})
    }
  })
  // Siblings and household contacts vaccinated on one day.
  for (let k = 0; k < budget(0.003); k++) todo.push(() => {
    const t = drawTrial(r, (x) => x.vaccine && x.ages[0] < 20)
    const d = day()
    const g = group++
    const siteKey = r.pick(t.sites)[0]
    const enrolled = d - r.int(0, 2)
    const first = newSubject(r, t, d, { siteKey, enrolled })
    const key = r.pick(COHORT_TERMS.vacunas.filter((x) => t.expected.includes(x)).concat(t.expected.includes("dengue") ? ["dengue"] : []))
    add(first, d, g, "contactos_hogar", { termKey: key })
    for (let s = 0, size = r.chance(0.3) ? 2 : 1; s < size; s++) {
      const age = r.int(t.ages[0], t.ages[1])
      const person = householdOf(r, first.person, enrolled, age, first.site.chart, r.chance(0.7))
      add(newSubject(r, t, d, { siteKey, person, enrolled }), d + r.int(0, 3), g, "contactos_hogar", { termKey: r.chance(0.7) ? key : r.pick(t.expected) })
    }
  })
  // The same protocol's event at another site, in the other arm.
  for (let k = 0; k < budget(0.004); k++) todo.push(() => {
    const t = drawTrial(r, (x) => x.sites.length > 1)
    const a = r.pick(t.sites)
    const b = r.pick(t.sites.filter((x) => x !== a))
    const key = r.pick(t.expected)
    const d = day()
    const g = group++
    add(newSubject(r, t, d, { siteKey: a[0], arm: "activo" }), d, g, "otro_centro_mismo_protocolo", { termKey: key })
    add(newSubject(r, t, d, { siteKey: b[0], arm: "control" }), d + r.int(-5, 10), g, "otro_centro_mismo_protocolo", { termKey: key })
  })
  for (const make of todo) if (out.length < n) make()
  while (out.length < n) {
    const d = day()
    add(newSubject(r, drawTrial(r), d), d, null, null)
  }
  return out.slice(0, n)
}

/** A route by which a report reaches the unit. */
export type Route = "sitio" | "hospital" | "cro" | "seguimiento" | "listado" | "ciei"

/** One report of an event: its route, the earlier report it copies, and whether the unit never sees it. */
export type Step = ClusterStep<Route>

const st: (route: Route, from?: number | null, hidden?: boolean) => Step = clusterStep

const PAIRS: ReadonlyArray<readonly [ReadonlyArray<Step>, number]> = [
  [[st("sitio"), st("cro", 0)], 20], [[st("sitio"), st("seguimiento", 0)], 14], [[st("cro"), st("seguimiento", 0)], 8],
  [[st("hospital"), st("sitio")], 12], [[st("hospital"), st("cro")], 5], [[st("sitio"), st("listado", 0)], 6],
  [[st("cro"), st("listado", 0)], 5], [[st("sitio"), st("ciei", 0)], 8], [[st("sitio", null, true), st("cro", 0), st("ciei", 0)], 3]
]
const TRIPLES: ReadonlyArray<readonly [ReadonlyArray<Step>, number]> = [
  [[st("sitio"), st("cro", 0), st("seguimiento", 0)], 6], [[st("sitio"), st("cro", 0), st("seguimiento", 1)], 5],
  [[st("hospital"), st("sitio"), st("cro", 1)], 5], [[st("sitio"), st("seguimiento", 0), st("seguimiento", 1)], 4],
  [[st("sitio"), st("cro", 0), st("listado", 1)], 3], [[st("sitio"), st("ciei", 0), st("cro", 0)], 3]
]
const SINGLES: ReadonlyArray<readonly [ReadonlyArray<Step>, number]> = [
  [[st("sitio")], 45], [[st("cro")], 25], [[st("hospital")], 8], [[st("sitio", null, true), st("ciei", 0)], 6],
  [[st("sitio", null, true), st("listado", 0)], 6], [[st("sitio", null, true), st("seguimiento", 0)], 4]
]

/** Whether an event can go on a SUSAR listing: a related, unexpected event on a drug (not on placebo). */
export const listable = (e: TrialEvent): boolean => e.susar && !(e.subject.arm === "control" && e.subject.trial.control.code === "placebo")

const fits = (steps: ReadonlyArray<Step>, e: TrialEvent): boolean =>
  steps.every((s) => (s.route !== "hospital" || e.admitted !== null) && (s.route !== "listado" || listable(e)))

/** The reports of an event: one route (now and then a copy whose original the unit never sees), or a cluster. */
export const routesFor = (r: Random, e: TrialEvent, size: 1 | 2 | 3): ReadonlyArray<Step> => {
  const table = size === 1 ? SINGLES : size === 2 ? PAIRS : TRIPLES
  // A SUSAR is expedited and listed: the listing is one of its likelier routes.
  const boost = (steps: ReadonlyArray<Step>) => (steps.some((s) => s.route === "listado") ? 5 : 1)
  return pickWeighted(r, table.filter(([steps]) => fits(steps, e)).map(([steps, w]) => [steps, w * boost(steps)] as const))
}
