/**
 * chrF (Popović 2015), computed as sacreBLEU's default `chrF2`: character n-grams of orders 1-6
 * with white space removed, precision and recall averaged over the orders from corpus-level
 * counts, combined with β = 2 (recall weighs twice), on a 0-100 scale.
 */

const ORDERS = 6
const BETA = 2

const grams = (text: string, n: number): Map<string, number> => {
  const chars = [...text.replace(/\s+/gu, "")]
  const out = new Map<string, number>()
  for (let i = 0; i + n <= chars.length; i++) {
    const g = chars.slice(i, i + n).join("")
    out.set(g, (out.get(g) ?? 0) + 1)
  }
  return out
}

/** Corpus chrF of hypotheses against one reference each. */
export const chrf = (hypotheses: ReadonlyArray<string>, references: ReadonlyArray<string>): number => {
  const match = new Array<number>(ORDERS).fill(0)
  const hyp = new Array<number>(ORDERS).fill(0)
  const ref = new Array<number>(ORDERS).fill(0)
  hypotheses.forEach((h, i) => {
    for (let n = 1; n <= ORDERS; n++) {
      const hg = grams(h, n)
      const rg = grams(references[i] ?? "", n)
      for (const [g, c] of hg) match[n - 1]! += Math.min(c, rg.get(g) ?? 0)
      for (const c of hg.values()) hyp[n - 1]! += c
      for (const c of rg.values()) ref[n - 1]! += c
    }
  })
  let p = 0
  let r = 0
  for (let n = 0; n < ORDERS; n++) {
    p += hyp[n]! > 0 ? match[n]! / hyp[n]! : 0
    r += ref[n]! > 0 ? match[n]! / ref[n]! : 0
  }
  p /= ORDERS
  r /= ORDERS
  return p + r === 0 ? 0 : (100 * (1 + BETA ** 2) * p * r) / (BETA ** 2 * p + r)
}
