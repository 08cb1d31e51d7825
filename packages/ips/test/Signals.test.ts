/**
 * The disproportionality formulas against published worked examples.
 *
 * Agresti, An Introduction to Categorical Data Analysis (2nd ed., 2007), Table 2.3 (Physicians'
 * Health Study: myocardial infarction with placebo 189/11,034, with aspirin 104/11,037), pp. 26-33:
 * relative risk 1.82 with 95 % CI (1.43, 2.31) — the PRR has the same formula —, odds ratio 1.83
 * with 95 % CI (1.44, 2.33) — the ROR's —, and Pearson's X² = 25.01. Asserted to the published
 * precision, and to 3 decimals against the exact values of the same formulas.
 */
import { describe, expect, it } from "vitest"
import { Signals } from "../src/index.js"

const aspirin = { a: 189, b: 10845, c: 104, d: 10933 }

describe("PRR, ROR, χ² on Agresti's Table 2.3", () => {
  it("PRR (relative risk) 1.82, 95 % CI 1.43-2.31", () => {
    expect(Signals.prr(aspirin)!).toBeCloseTo(1.82, 2)
    const [lo, hi] = Signals.prrCi(aspirin)!
    expect(lo).toBeCloseTo(1.43, 2)
    expect(hi).toBeCloseTo(2.31, 2)
    expect(Signals.measures(aspirin)).toMatchObject({ prr: 1.818, prr_ic95: [1.433, 2.306] })
  })

  it("ROR (odds ratio) 1.83, 95 % CI 1.44-2.33", () => {
    expect(Signals.ror(aspirin)!).toBeCloseTo(1.83, 2)
    const [lo, hi] = Signals.rorCi(aspirin)!
    expect(lo).toBeCloseTo(1.44, 2)
    expect(hi).toBeCloseTo(2.33, 2)
    expect(Signals.measures(aspirin)).toMatchObject({ ror: 1.832, ror_ic95: [1.44, 2.331] })
  })

  it("Pearson's X² 25.01; with Yates' correction (Evans' criterion) 24.429", () => {
    expect(Signals.chiSquared(aspirin, false)!).toBeCloseTo(25.01, 2)
    expect(Signals.measures(aspirin).chi2).toBe(24.429)
  })
})

describe("BCPNN information component (Norén 2006 shrinkage, Norén 2013 interval)", () => {
  it("IC = log2((a+½)/(E+½)) and IC025 = IC − 3.3(a+½)^−½ − 2(a+½)^−3/2", () => {
    // E = (a+b)(a+c)/N = 11034 × 293 / 22071 = 146.4804…
    const m = Signals.measures(aspirin)
    expect(m.ic).toBe(0.367)
    expect(m.ic025).toBe(0.126)
    // A pair never seen with the product: shrinkage keeps the IC finite and negative.
    const none = Signals.informationComponent({ a: 0, b: 100, c: 50, d: 9850 })
    expect(none.ic).toBeCloseTo(Math.log2(0.5 / (0.5 + (100 * 50) / 10000)), 10)
    expect(none.ic025).toBeLessThan(none.ic)
  })
})

describe("signal verdicts and undefined measures", () => {
  it("Evans: n ≥ 3, PRR ≥ 2 and χ² ≥ 4; or IC025 > 0", () => {
    const strong = Signals.measures({ a: 12, b: 88, c: 40, d: 9860 })
    expect(strong.senal).toBe(true)
    expect(strong.prr!).toBeGreaterThan(2)
    const two = Signals.measures({ a: 2, b: 8, c: 10, d: 9980 })
    expect(two.prr!).toBeGreaterThan(2)
    // Two cases fail Evans' n ≥ 3, but the IC's lower bound already clears 0 on so rare a PT.
    expect(two.senal).toBe(two.ic025 > 0)
    expect(Signals.measures({ a: 3, b: 997, c: 30, d: 8970 }).senal).toBe(false)
  })

  it("a zero that leaves a measure undefined gives null, never Infinity or NaN", () => {
    const onlyProduct = Signals.measures({ a: 5, b: 0, c: 0, d: 100 })
    expect(onlyProduct.prr).toBeNull()
    expect(onlyProduct.ror).toBeNull()
    expect(onlyProduct.prr_ic95).toBeNull()
    expect(Number.isFinite(onlyProduct.ic)).toBe(true)
  })

  it("analyse builds each PT's table from the counts and lists signals first", () => {
    const pairs = Signals.analyse([{ pt: "Rash", producto: 10, total: 20 }, { pt: "Headache", producto: 5, total: 500 }, { pt: "Rare", producto: 1, total: 1 }], 50, 2000, 2)
    expect(pairs.map((p) => p.pt)).toEqual(["Rash", "Headache"])
    const rash = pairs[0]!
    // a = 10, b = 40, c = 10, d = 1940: PRR = (10/50)/(10/1950) = 39
    expect(rash.prr).toBe(39)
    expect(rash.senal).toBe(true)
    expect(pairs[1]!.senal).toBe(false)
  })
})
