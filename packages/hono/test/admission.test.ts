/**
 * Admission control (issue 13, PGlite under load): a few requests at a time, the rest served in
 * arrival order, and a clear 503 with Retry-After when the queue is full or a wait too long.
 */
import { Hono } from "hono"
import { describe, expect, it } from "vitest"
import { admission, BUSY_DETAIL } from "../src/internal/admission.js"

const gatedApp = (options: Parameters<typeof admission>[0]) => {
  const releases: Array<() => void> = []
  const order: Array<string> = []
  const app = new Hono()
  app.use("*", admission(options))
  app.get("/:name", async (c) => {
    order.push(c.req.param("name"))
    await new Promise<void>((resolve) => releases.push(resolve))
    return c.json({ ok: c.req.param("name") })
  })
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5))
  return { app, releases, order, tick }
}

describe("admission control", () => {
  it("serves waiting requests in arrival order, never more than `concurrency` at once", async () => {
    const { app, releases, order, tick } = gatedApp({ concurrency: 2 })
    const answers = ["a", "b", "c", "d", "e"].map((n) => app.request(`/${n}`))
    await tick()
    expect(order).toEqual(["a", "b"])
    releases.shift()!()
    await tick()
    expect(order).toEqual(["a", "b", "c"])
    releases.shift()!()
    releases.shift()!()
    await tick()
    expect(order).toEqual(["a", "b", "c", "d", "e"])
    for (const r of releases.splice(0)) r()
    expect((await Promise.all(answers)).map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
  })

  it("answers 503 with Retry-After when the queue is full or the wait too long", async () => {
    const { app, releases, tick } = gatedApp({ concurrency: 1, maxQueue: 1, maxWaitMs: 100 })
    const first = app.request("/a")
    await tick()
    const queued = app.request("/b")
    await tick()
    const full = await app.request("/c")
    expect(full.status).toBe(503)
    expect(full.headers.get("retry-after")).toBe("2")
    expect(await full.json()).toEqual({ detail: BUSY_DETAIL })
    // /b waited longer than 100 ms without a slot.
    expect((await queued).status).toBe(503)
    releases.shift()!()
    expect((await first).status).toBe(200)
    // The slot is free again.
    const again = app.request("/d")
    await tick()
    releases.shift()!()
    expect((await again).status).toBe(200)
  })
})
