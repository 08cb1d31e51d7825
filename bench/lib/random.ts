/** mulberry32: a small, fast, seedable PRNG, so one seed always gives the same data set. */
export const prng = (seed: number) => {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <A>(items: ReadonlyArray<A>): A => items[Math.floor(next() * items.length)]!
  const chance = (p: number) => next() < p
  return { next, int, pick, chance }
}

/** The generators' random source. */
export type Random = ReturnType<typeof prng>

/** A picker by explicit weights, with its cumulative table built once (a binary search per pick). */
export const weightedPicker = <A>(items: ReadonlyArray<readonly [A, number]>) => {
  const cumulative: Array<number> = []
  let total = 0
  for (const [, w] of items) cumulative.push((total += w))
  return (r: Random): A => {
    const x = r.next() * total
    let lo = 0
    let hi = cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cumulative[mid]! <= x) lo = mid + 1
      else hi = mid
    }
    return items[lo]![0]
  }
}

/** A picker by weights 1 / (k + 1)^s: the first items are the frequent ones (names, drugs), the last rare. */
export const zipfPicker = <A>(items: ReadonlyArray<A>, s: number) => weightedPicker(items.map((item, k) => [item, 1 / (k + 1) ** s] as const))

/** One pick of `[item, weight]` pairs by their weights. */
export const pickWeighted = <A>(r: Random, items: ReadonlyArray<readonly [A, number]>): A => {
  let total = 0
  for (const [, w] of items) total += w
  let x = r.next() * total
  for (const [item, w] of items) {
    x -= w
    if (x < 0) return item
  }
  return items[items.length - 1]![0]
}
