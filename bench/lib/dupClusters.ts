/**
 * The bookkeeping three of the duplicate generators share (dupToxicologia.ts, dupMaterno.ts,
 * dupEnsayos.ts): how many reports each planted cluster gets and which planned events get one, and
 * the reports numbered in the order a unit receives them, with each event's members by that number.
 */
import type { Random } from "./random.js"

/**
 * Cluster sizes for `pairs` planted pairs: a triple (three pairs for two extra reports) with
 * `tripleChance` while three pairs are left, else a pair. Draws from `r` in a fixed order, so a
 * seed gives the same sizes.
 */
export const clusterSizes = (r: Random, pairs: number, tripleChance: number): Array<2 | 3> => {
  const sizes: Array<2 | 3> = []
  for (let left = Math.max(0, pairs); left > 0;) {
    if (left >= 3 && r.chance(tripleChance)) {
      sizes.push(3)
      left -= 3
    } else {
      sizes.push(2)
      left -= 1
    }
  }
  return sizes
}

/** One report of a cluster: its route, for a copy which earlier member it copies, and whether the unit never sees it. */
export interface ClusterStep<R extends string> {
  readonly route: R
  readonly from: number | null
  readonly hidden: boolean
}

/** A cluster's step (a first report unless `from` names the member it copies). */
export const clusterStep = <R extends string>(route: R, from: number | null = null, hidden = false): ClusterStep<R> => ({ route, from, hidden })

/** A cluster's report as written: its row, whether the unit sees it, and its route pair (null for the first the unit sees). */
export interface WrittenStep<Row> {
  readonly row: Row
  readonly kind: string | null
  readonly shown: boolean
}

/**
 * Writes a cluster's reports by its steps, in order: `write` gets each step and, for a copy, the
 * row of the member it copies. Each report after the first the unit sees is named by its route
 * pair (`emergencia_toxicologo`); a hidden first report leaves its copy as the first seen.
 */
export const writtenSteps = <R extends string, Row>(
  steps: ReadonlyArray<ClusterStep<R>>,
  write: (step: ClusterStep<R>, source: Row | undefined) => Row
): Array<WrittenStep<Row>> => {
  const rows: Array<Row> = []
  for (const s of steps) rows.push(write(s, s.from === null ? undefined : rows[s.from]))
  const shown = steps.map((s) => !s.hidden)
  const firstShown = shown.indexOf(true)
  return rows.map((row, k) => ({ row, shown: shown[k]!, kind: k <= firstShown ? null : `${steps[steps[k]!.from ?? firstShown]!.route}_${steps[k]!.route}` }))
}

/** The row a copy step copies; a copy without an earlier member is a plan's mistake. */
export const copied = <Row>(route: string, source: Row | undefined): Row => {
  if (source === undefined) throw new Error(`a ${route} step needs an earlier member to copy`)
  return source
}

/** The numbers 0 … n-1 in an order drawn from `r` (Fisher-Yates). */
export const shuffled = (r: Random, n: number): Array<number> => {
  const a = Array.from({ length: n }, (_, k) => k)
  for (let k = n - 1; k > 0; k--) {
    const j = r.int(0, k)
    ;[a[k], a[j]] = [a[j]!, a[k]!]
  }
  return a
}

/**
 * Plans a generator's events and its clusters: the cluster sizes for `pairs` planted pairs first,
 * then `cases` reports' worth of events from `plan` (each cluster's extra reports counted), then
 * which events get a cluster. Draws from `r` in that order, so a seed gives the same plan.
 */
export const plannedClusters = <P>(
  r: Random,
  options: { readonly cases: number; readonly pairs: number },
  tripleChance: number,
  plan: (events: number) => ReadonlyArray<P>
): { readonly planned: ReadonlyArray<P>; readonly sizeOf: ReadonlyMap<number, 2 | 3> } => {
  // Cluster sizes first: a triple gives three pairs for two extra reports.
  const sizes = clusterSizes(r, options.pairs, tripleChance)
  const extra = sizes.reduce((a, s) => a + s - 1, 0)
  const planned = plan(Math.max(sizes.length, options.cases - extra))
  const sizeOf = new Map<number, 2 | 3>()
  shuffled(r, planned.length).slice(0, sizes.length).forEach((i, k) => sizeOf.set(i, sizes[k]!))
  return { planned, sizeOf }
}

/** A written report: its row, the planned event it tells, and its place among that event's reports. */
export interface WrittenReport {
  readonly row: { readonly fecha_recepcion: string }
  readonly event: number
  readonly member: number
}

/**
 * The reports in the order they are received (ties by writing order), and each event's members
 * by their place in that order.
 */
export const byReception = (written: ReadonlyArray<WrittenReport>): { readonly order: Array<number>; readonly membersOf: Map<number, Array<number>> } => {
  const order = written.map((_, k) => k).sort((a, b) => written[a]!.row.fecha_recepcion.localeCompare(written[b]!.row.fecha_recepcion) || a - b)
  const indexOf = new Array<number>(written.length)
  order.forEach((w, k) => (indexOf[w] = k))
  const membersOf = new Map<number, Array<number>>()
  written.forEach((w, k) => {
    const list = membersOf.get(w.event) ?? []
    list[w.member] = indexOf[k]!
    membersOf.set(w.event, list)
  })
  return { order, membersOf }
}
