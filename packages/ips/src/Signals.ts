/**
 * Disproportionality measures of a (product, MedDRA PT) pair against the whole case base, from the
 * 2×2 table of case counts:
 *
 * |                | PT | other PTs |
 * |----------------|----|-----------|
 * | product        | a  | b         |
 * | other products | c  | d         |
 *
 * - PRR (Evans, Waller & Davis 2001, Pharmacoepidemiol Drug Saf 10:483-486) = [a/(a+b)] / [c/(c+d)],
 *   95 % CI exp(ln PRR ± 1.96·√(1/a − 1/(a+b) + 1/c − 1/(c+d))), χ² with Yates' correction; a signal
 *   when a ≥ 3, PRR ≥ 2 and χ² ≥ 4.
 * - ROR (van Puijenbroek et al. 2002, Pharmacoepidemiol Drug Saf 11:3-10) = (a/c)/(b/d) = ad/bc,
 *   95 % CI exp(ln ROR ± 1.96·√(1/a + 1/b + 1/c + 1/d)).
 * - BCPNN information component with the shrinkage of Norén et al. 2006 (Stat Med 25:3740-3757)
 *   IC = log2((a + ½)/(E + ½)), E = (a+b)(a+c)/N, and the closed-form credibility interval of
 *   Norén, Hopstadius & Bate 2013 (Stat Methods Med Res 22:57-69):
 *   IC025 = IC − 3.3·(a+½)^−½ − 2·(a+½)^−3/2, IC975 = IC + 2.4·(a+½)^−½ − 0.5·(a+½)^−3/2.
 *
 * A measure that is undefined for the table (a zero in a denominator) is null, never Infinity or NaN.
 */

/** The 2×2 table of one pair. */
export interface Table {
  readonly a: number
  readonly b: number
  readonly c: number
  readonly d: number
}

/** The measures of one pair, rounded to 3 decimals as reported. */
export interface Measures {
  readonly prr: number | null
  readonly prr_ic95: readonly [number, number] | null
  readonly chi2: number | null
  readonly ror: number | null
  readonly ror_ic95: readonly [number, number] | null
  readonly ic: number
  readonly ic025: number
  readonly ic975: number
  /** n ≥ 3, PRR ≥ 2 and χ² ≥ 4 (Evans), or IC025 > 0 (decisions.md). */
  readonly senal: boolean
}

const Z = 1.959964

const round3 = (x: number): number => Math.round(x * 1000) / 1000

const finite = (x: number): number | null => (Number.isFinite(x) ? x : null)

/** PRR = [a/(a+b)] / [c/(c+d)]; null when c = 0 or a row is empty. */
export const prr = ({ a, b, c, d }: Table): number | null =>
  a + b === 0 || c === 0 || c + d === 0 ? null : finite((a / (a + b)) / (c / (c + d)))

/** The 95 % confidence interval of the PRR (log-normal); null when a or c is 0. */
export const prrCi = (t: Table): readonly [number, number] | null => {
  const value = prr(t)
  if (value === null || t.a === 0 || t.c === 0) return null
  const se = Math.sqrt(1 / t.a - 1 / (t.a + t.b) + 1 / t.c - 1 / (t.c + t.d))
  return [Math.exp(Math.log(value) - Z * se), Math.exp(Math.log(value) + Z * se)]
}

/** Pearson's χ² of the table, with Yates' continuity correction unless `yates` is false. */
export const chiSquared = ({ a, b, c, d }: Table, yates = true): number | null => {
  const n = a + b + c + d
  const denominator = (a + b) * (c + d) * (a + c) * (b + d)
  if (denominator === 0) return null
  const diff = Math.abs(a * d - b * c)
  const corrected = yates ? Math.max(0, diff - n / 2) : diff
  return finite((n * corrected * corrected) / denominator)
}

/** ROR = ad/bc; null when b or c is 0. */
export const ror = ({ a, b, c, d }: Table): number | null => (b === 0 || c === 0 ? null : finite((a * d) / (b * c)))

/** The 95 % confidence interval of the ROR (Woolf); null when a cell is 0. */
export const rorCi = (t: Table): readonly [number, number] | null => {
  const value = ror(t)
  if (value === null || t.a === 0 || t.d === 0) return null
  const se = Math.sqrt(1 / t.a + 1 / t.b + 1 / t.c + 1 / t.d)
  return [Math.exp(Math.log(value) - Z * se), Math.exp(Math.log(value) + Z * se)]
}

/** The shrunk information component and its 95 % credibility interval (Norén 2006, 2013). */
export const informationComponent = ({ a, b, c, d }: Table): { readonly ic: number; readonly ic025: number; readonly ic975: number } => {
  const n = a + b + c + d
  const expected = n === 0 ? 0 : ((a + b) * (a + c)) / n
  const ic = Math.log2((a + 0.5) / (expected + 0.5))
  const s = a + 0.5
  return { ic, ic025: ic - 3.3 * s ** -0.5 - 2 * s ** -1.5, ic975: ic + 2.4 * s ** -0.5 - 0.5 * s ** -1.5 }
}

/** Every measure of a table and the signal verdict, rounded to 3 decimals. */
export const measures = (t: Table): Measures => {
  const p = prr(t)
  const chi2 = chiSquared(t)
  const pci = prrCi(t)
  const o = ror(t)
  const oci = rorCi(t)
  const { ic, ic025, ic975 } = informationComponent(t)
  const evans = t.a >= 3 && p !== null && p >= 2 && chi2 !== null && chi2 >= 4
  const r = (x: number | null) => (x === null ? null : round3(x))
  const pair = (x: readonly [number, number] | null) => (x === null ? null : ([round3(x[0]), round3(x[1])] as const))
  return {
    prr: r(p), prr_ic95: pair(pci), chi2: r(chi2), ror: r(o), ror_ic95: pair(oci),
    ic: round3(ic), ic025: round3(ic025), ic975: round3(ic975), senal: evans || ic025 > 0
  }
}

/** The counts a signal analysis starts from, per PT: cases of the product with it, and all cases with it. */
export interface PtCounts {
  readonly pt: string
  /** Cases of the product with this PT (a). */
  readonly producto: number
  /** Cases with this PT, any product (a + c). */
  readonly total: number
}

/** One analysed pair as `senales_detectadas.pares` and `GET /senales` show it. */
export interface Pair extends Measures {
  readonly pt: string
  readonly casos: number
}

/**
 * The pairs of a product: `productCases` (a + b) and `allCases` (N) are cases with at least one
 * coded PT; PTs the product has fewer than `minCases` cases of are left out. Signals first, then by
 * cases.
 */
export const analyse = (counts: ReadonlyArray<PtCounts>, productCases: number, allCases: number, minCases = 1): ReadonlyArray<Pair> =>
  counts
    .filter((c) => c.producto >= Math.max(1, minCases))
    .map((c): Pair => {
      const a = c.producto
      const b = Math.max(0, productCases - a)
      const cc = Math.max(0, c.total - a)
      const d = Math.max(0, allCases - productCases - cc)
      return { pt: c.pt, casos: a, ...measures({ a, b, c: cc, d }) }
    })
    .sort((x, y) => Number(y.senal) - Number(x.senal) || y.casos - x.casos || x.pt.localeCompare(y.pt))

/** The `senales_detectadas` section of a report. */
export const section = (pairs: ReadonlyArray<Pair>) => ({
  metodo: "PRR con IC95 y chi-cuadrado con corrección de Yates (Evans 2001); ROR con IC95 (van Puijenbroek 2002); IC BCPNN con IC025 (Norén 2006, 2013)",
  pares: pairs,
  total_senales: pairs.filter((p) => p.senal).length
})
