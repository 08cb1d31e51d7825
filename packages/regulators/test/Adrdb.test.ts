/**
 * The adverse-reaction database: the trend rule with worked examples, and the FAERS client against
 * a loopback server answering in openFDA's documented shape (counts, totals, 404 NOT_FOUND as zero,
 * 429 and malformed pages as failures), with its 24 h cache and hourly budget.
 */
import { startHttp, type HttpTestServer } from "@atalaya/testing/HttpTestServer"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Adrdb } from "../src/index.js"
import { faers } from "./fixtures/faers.js"

describe("trend (last full year against the mean of the two before)", () => {
  const t = (a: number, b: number, c: number) => Adrdb.trend(new Map([[2023, a], [2024, b], [2025, c]]), 2025)
  it.each([
    [100, 100, 120, "Aumentando"], // +20 % exactly
    [100, 100, 119, "Estable"],
    [100, 100, 80, "Disminuyendo"], // −20 % exactly
    [100, 100, 81, "Estable"],
    [90, 110, 130, "Aumentando"],
    [0, 0, 3, "Aumentando"], // nothing before, something now
    [0, 0, 0, "Estable"],
    [10, 0, 0, "Disminuyendo"]
  ] as const)("%i, %i → %i is %s", (a, b, c, expected) => {
    expect(t(a, b, c)).toBe(expected)
  })
  it("sums daily receivedate counts by year", () => {
    expect([...Adrdb.byYear([{ term: "20240101", count: 2 }, { term: "20241231", count: 3 }, { term: "20250601", count: 1 }])]).toEqual([[2024, 5], [2025, 1]])
  })
})

describe("the FAERS client on a loopback server", () => {
  let server: HttpTestServer
  beforeAll(async () => {
    server = await startHttp(faers(2025))
  })
  afterAll(async () => {
    await server.close()
  })
  const FAST = { timeoutMs: 500, retries: 0 }

  it("asks /drug/event.json with search, count and limit, and reads buckets and totals", async () => {
    const client = Adrdb.make(server.url, { policy: FAST })
    expect(await Effect.runPromise(client.count('x:"metamizole"', "occurcountry.exact", 1000))).toEqual([{ term: "US", count: 700 }, { term: "BR", count: 300 }, { term: "DE", count: 200 }])
    const req = server.requests.at(-1)!
    expect(req.path).toBe("/drug/event.json")
    expect(Object.fromEntries(req.query)).toEqual({ search: 'x:"metamizole"', count: "occurcountry.exact", limit: "1000" })
    expect(await Effect.runPromise(client.total('x:"metamizole"'))).toBe(1200)
    expect((await Effect.runPromise(client.count('x:"metamizole"', "receivedate", 1000)))[0]).toEqual({ term: "20230115", count: 100 })
  })
  it("no match (404 NOT_FOUND) is zero; a 429 and a changed page are failures", async () => {
    const client = Adrdb.make(server.url, { policy: FAST })
    expect(await Effect.runPromise(client.total('x:"unknown"'))).toBe(0)
    expect(await Effect.runPromise(client.count('x:"unknown"', "receivedate", 10))).toEqual([])
    const blocked = await startHttp(() => ({ status: 429, json: { error: { code: "OVER_RATE_LIMIT", message: "slow down" } } }))
    const changed = await startHttp(() => ({ text: "<html>maintenance</html>", contentType: "text/html" }))
    try {
      expect(await Effect.runPromise(Effect.either(Adrdb.make(blocked.url, { policy: FAST }).total("x")))).toMatchObject({ _tag: "Left", left: { reason: "HTTP 429 (limite de solicitudes)" } })
      expect(await Effect.runPromise(Effect.either(Adrdb.make(changed.url, { policy: FAST }).total("x")))).toMatchObject({ _tag: "Left", left: { reason: "formato de respuesta no reconocido" } })
    } finally {
      await blocked.close()
      await changed.close()
    }
  })
  it("keeps answers 24 h and sends at most the hourly budget", async () => {
    let clock = 0
    const client = Adrdb.make(server.url, { policy: FAST, perHour: 2, now: () => clock })
    const before = server.requests.length
    await Effect.runPromise(client.total('a:"metamizole"'))
    await Effect.runPromise(client.total('a:"metamizole"'))
    await Effect.runPromise(client.total('b:"metamizole"'))
    expect(server.requests.length - before).toBe(2)
    expect(await Effect.runPromise(Effect.either(client.total('c:"metamizole"')))).toMatchObject({ _tag: "Left", left: { reason: "limite local de solicitudes alcanzado (2 por hora)" } })
    clock += 3_600_000
    expect(await Effect.runPromise(client.total('c:"metamizole"'))).toBe(1200)
  })
})
