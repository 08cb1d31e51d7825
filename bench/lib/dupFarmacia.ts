/**
 * Synthetic cases in the style of a pharmacy chain and its associated community boticas in Lima
 * and the provinces, with planted, labelled duplicates, for the duplicate-detection benchmark
 * (`dup:quality --generator farmacia`).
 *
 * Customers buy OTC products, antibiotics without prescription, injections applied at the botica
 * and children's syrups; when something happens they come back to the counter, where the QF fills
 * the chain's intranet form (lib/dupFarmaciaCounter.ts), or write on WhatsApp or the web chat, or
 * call the customer-service line (lib/dupFarmaciaChat.ts); the central PV unit re-enters cases into
 * DIGEMID's format, a pediatrician who sees the child notifies too, the unit calls back weeks later.
 *
 * A duplicate is a cluster of two or three of these routes for one event (the counter's form and
 * the unit's re-entry, a chat and a call, a chat and the counter, a call and the re-entry, a parent's
 * report and the pediatrician's, the same chat sent again, a follow-up); every pair of a cluster
 * is a planted pair. The look-alikes that are not duplicates are planned with the events
 * (lib/dupFarmaciaPlan.ts): a household's flu week bought by one parent, a mother and child, a
 * lot's complaint wave, namesakes, and a customer's later reaction.
 */

import { prng, type Random } from "./random.js"
import type { DupCaseRow, DupGeneratorOptions, GeneratedDupCase, LabelledDupDataSet } from "./dupData.js"
import { callTicket, customerChat, followUpCall, resentChat } from "./dupFarmaciaChat.js"
import { centralEntry, counterForm, pediatricianNote } from "./dupFarmaciaCounter.js"
import { resetPeople, shortName } from "./dupFarmaciaPeople.js"
import { type FarmaciaEvent, planEvents } from "./dupFarmaciaPlan.js"
import { addDays, plain } from "./dupFarmaciaText.js"

/** A route by which a report reaches the unit. */
export type Route = "mostrador" | "central" | "chat" | "llamada" | "pediatra" | "reenvio" | "seguimiento"

/** One report of a cluster: its route and, for a re-entry, a re-sent copy or a follow-up, the earlier report it comes from. */
interface Step {
  readonly route: Route
  readonly from: number | null
}

const st = (route: Route, from: number | null = null): Step => ({ route, from })

/** The clusters' plans, with their weights; `kids` plans only for children's events. */
const PLANS: ReadonlyArray<{ readonly steps: ReadonlyArray<Step>; readonly weight: number; readonly kids: boolean }> = [
  { steps: [st("mostrador"), st("central", 0)], weight: 20, kids: false },
  { steps: [st("chat"), st("llamada")], weight: 10, kids: false },
  { steps: [st("chat"), st("mostrador")], weight: 10, kids: false },
  { steps: [st("llamada"), st("central", 0)], weight: 12, kids: false },
  { steps: [st("chat"), st("central", 0)], weight: 7, kids: false },
  { steps: [st("mostrador"), st("llamada")], weight: 5, kids: false },
  { steps: [st("chat"), st("reenvio", 0)], weight: 9, kids: false },
  { steps: [st("mostrador"), st("seguimiento", 0)], weight: 5, kids: false },
  { steps: [st("llamada"), st("seguimiento", 0)], weight: 4, kids: false },
  { steps: [st("chat"), st("seguimiento", 0)], weight: 3, kids: false },
  { steps: [st("chat"), st("pediatra")], weight: 4, kids: true },
  { steps: [st("mostrador"), st("pediatra")], weight: 4, kids: true },
  { steps: [st("llamada"), st("pediatra")], weight: 3, kids: true }
]
const TRIPLES: ReadonlyArray<{ readonly steps: ReadonlyArray<Step>; readonly weight: number; readonly kids: boolean }> = [
  { steps: [st("chat"), st("llamada"), st("central", 1)], weight: 3, kids: false },
  { steps: [st("llamada"), st("mostrador"), st("central", 1)], weight: 2, kids: false },
  { steps: [st("chat"), st("reenvio", 0), st("mostrador")], weight: 2, kids: false },
  { steps: [st("mostrador"), st("central", 0), st("seguimiento", 1)], weight: 2, kids: false },
  { steps: [st("mostrador"), st("central", 0), st("pediatra")], weight: 3, kids: true }
]

const pickPlan = (r: Random, plans: typeof PLANS, kids: boolean) => {
  const fit = plans.filter((p) => kids || !p.kids)
  let x = r.next() * fit.reduce((a, p) => a + p.weight, 0)
  for (const p of fit) if ((x -= p.weight) < 0) return p.steps
  return fit[0]!.steps
}

/** Cluster sizes (two or three reports of one event; a triple is three pairs) adding up to `pairs` pairs. */
const clusterSizes = (r: Random, pairs: number): Array<2 | 3> => {
  const sizes: Array<2 | 3> = []
  let planned = 0
  while (planned < pairs) {
    const size = pairs - planned >= 3 && r.chance(0.15) ? 3 : 2
    sizes.push(size)
    planned += size === 3 ? 3 : 1
  }
  return sizes
}

const isKid = (ev: FarmaciaEvent) => ev.age < 14

/** A report on its own: the route a lone report of this event takes. */
const soloRoute = (r: Random, ev: FarmaciaEvent): Route => {
  const w: ReadonlyArray<readonly [Route, number]> = isKid(ev)
    ? [["mostrador", 30], ["chat", 22], ["llamada", 18], ["central", 15], ["pediatra", 15]]
    : [["mostrador", 38], ["chat", 24], ["llamada", 20], ["central", 18]]
  let x = r.next() * w.reduce((a, [, v]) => a + v, 0)
  for (const [k, v] of w) if ((x -= v) < 0) return k
  return "mostrador"
}

/** Writes one report by `route`, received `lag` days after onset or after its source. */
const write = (r: Random, ev: FarmaciaEvent, route: Route, source: DupCaseRow | null): DupCaseRow => {
  const after = (lo: number, hi: number) => addDays(source?.fecha_recepcion ?? ev.onset, r.int(lo, hi))
  switch (route) {
    case "mostrador": return counterForm(r, ev, addDays(ev.onset, r.pick([0, 0, 1, 1, 2, 3, 4])))
    case "chat": return customerChat(r, ev, addDays(ev.onset, r.pick([0, 0, 0, 1, 1, 2, 3])))
    case "llamada": return callTicket(r, ev, addDays(ev.onset, r.int(0, 5)))
    case "pediatra": return pediatricianNote(r, ev, addDays(ev.onset, r.int(2, 12)))
    case "central": return centralEntry(r, ev, source === null ? after(5, 25) : after(2, 20), source)
    case "reenvio": return resentChat(r, ev, source ?? customerChat(r, ev, ev.onset), after(0, 2))
    case "seguimiento": return followUpCall(r, ev, source ?? counterForm(r, ev, ev.onset), after(7, 40))
  }
}

/** Generates the data set: `cases` reports in order of arrival, `pairs` planted pairs among them. */
export const generateFarmacia = (options: DupGeneratorOptions): LabelledDupDataSet => {
  const seed = options.seed ?? 20_250_301
  const span = options.spanDays ?? 730
  const r = prng(seed)
  resetPeople()
  const sizes = clusterSizes(r, options.pairs)
  const extra = sizes.reduce((a, s) => a + s - 1, 0)
  if (options.pairs < 0 || extra >= options.cases) throw new Error(`farmacia: ${options.pairs} pairs do not fit in ${options.cases} cases`)
  const events = planEvents(r, { events: options.cases - extra, spanDays: span, start: "2023-01-01" })

  // Which events get a cluster: spread at random.
  const order = events.map((_, i) => i)
  for (let i = order.length - 1; i > 0; i--) {
    const j = r.int(0, i)
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  const planted = new Map<number, ReadonlyArray<Step>>()
  sizes.forEach((size, k) => {
    const ev = order[k]!
    planted.set(ev, pickPlan(r, size === 3 ? TRIPLES : PLANS, isKid(events[ev]!)))
  })

  type Out = { readonly row: DupCaseRow; readonly ev: number; readonly seq: number; readonly route: Route }
  const out: Array<Out> = []
  for (const [i, ev] of events.entries()) {
    const steps = planted.get(i)
    if (steps === undefined) {
      const route = soloRoute(r, ev)
      out.push({ row: write(r, ev, route, null), ev: i, seq: 4 * i, route })
      continue
    }
    const rows: Array<DupCaseRow> = []
    for (const [k, s] of steps.entries()) {
      const row = write(r, ev, s.route, s.from === null ? null : rows[s.from]!)
      rows.push(row)
      out.push({ row, ev: i, seq: 4 * i + k, route: s.route })
    }
  }
  out.sort((x, y) => (x.row.fecha_recepcion < y.row.fecha_recepcion ? -1 : x.row.fecha_recepcion > y.row.fecha_recepcion ? 1 : x.seq - y.seq))

  const rowsOf = new Map<number, Array<number>>()
  out.forEach((o, k) => rowsOf.set(o.ev, [...(rowsOf.get(o.ev) ?? []), k]))
  const cases: Array<GeneratedDupCase> = out.map((o, k) => {
    const ev = events[o.ev]!
    const members = rowsOf.get(o.ev)!
    const at = members.indexOf(k)
    const kind = !planted.has(o.ev) || at === 0 ? null : at === 1 ? `${out[members[0]!]!.route}_${o.route}` : `trio_${o.route}`
    const earlierAt = ev.earlier !== null && at === 0 ? rowsOf.get(ev.earlier)![0]! : null
    if (earlierAt !== null && earlierAt >= k) throw new Error(`farmacia: a customer's later event (${ev.onset}) arrived before the earlier one`)
    return { row: o.row, cluster: planted.has(o.ev) ? o.ev : null, kind, patient: earlierAt === null ? null : ev.patient.id, patientOf: earlierAt }
  })
  const pairs: Array<readonly [number, number]> = []
  for (const i of planted.keys()) {
    const m = rowsOf.get(i)!
    for (let a = 0; a < m.length; a++) for (let b = a + 1; b < m.length; b++) pairs.push([m[a]!, m[b]!] as const)
  }
  pairs.sort((x, y) => x[0] - y[0] || x[1] - y[1])

  const evOf = out.map((o) => events[o.ev]!)
  const letters = (s: string) => plain(s).replace(/[^A-Za-z]/g, "").toUpperCase()
  const confounder = (a: number, b: number): string => {
    const x = evOf[a]
    const y = evOf[b]
    if (x === undefined || y === undefined) return "otro"
    if (x === y) return "mismo_evento"
    const sameShelf = x.shelf.key === y.shelf.key
    const sameReaction = x.reactions.some((k) => y.reactions.includes(k))
    if (x.patient === y.patient) return sameShelf ? "mismo_paciente_mismo_producto" : "mismo_paciente_otro_evento"
    if (x.group !== null && y.group !== null && x.group.kind === y.group.kind && x.group.id === y.group.id) {
      return x.group.kind === "lote" ? "ola_lote" : x.group.kind === "familia" ? "familia_misma_compra" : "madre_hijo"
    }
    if (x.home.id === y.home.id) return "mismo_hogar_comprador"
    if (shortName(x.patient) === shortName(y.patient)) return "homonimo"
    if (sameShelf && sameReaction) return "producto_reaccion"
    if (letters(cases[a]!.row.paciente_iniciales) === letters(cases[b]!.row.paciente_iniciales)) return "mismas_iniciales"
    if (sameShelf) return "mismo_producto"
    return "otro"
  }
  return { cases, pairs, confounder }
}
