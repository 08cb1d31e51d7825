/**
 * The bookkeeping two of the duplicate generators share (dupToxicologia.ts, dupMaterno.ts): how
 * many reports each planted cluster gets, and the reports numbered in the order a unit receives
 * them, with each event's members by that number.
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
