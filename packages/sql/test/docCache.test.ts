/** The list's text cache (internal/docCache.ts): revisions, admission on a second read, bounds. */
import { describe, expect, it } from "vitest"
import { DocCache } from "../src/case/internal/docCache.js"

const bytes = (n: number) => new Uint8Array(n)

describe("DocCache", () => {
  it("answers a text only at the revision it was held under", () => {
    const cache = new DocCache(1024 * 1024)
    cache.set(1, 5, bytes(10))
    expect(cache.get(1, 5)?.byteLength).toBe(10)
    expect(cache.get(1, 6)).toBeUndefined()
    // An older revision never replaces a newer one.
    cache.set(1, 4, bytes(20))
    expect(cache.get(1, 5)?.byteLength).toBe(10)
  })

  it("admits a text on its second miss, or when another revision is held", () => {
    const cache = new DocCache(1024 * 1024)
    expect(cache.admit(7)).toBe(false)
    expect(cache.admit(7)).toBe(true)
    cache.set(8, 1, bytes(4))
    expect(cache.admit(8)).toBe(true)
  })

  it("forgets single misses after about as many misses as it holds texts", () => {
    const cache = new DocCache(1024 * 4096)
    expect(cache.admit(1)).toBe(false)
    for (let id = 2; id <= 1025; id++) cache.admit(id)
    // The set of single misses was full and started again.
    expect(cache.admit(1)).toBe(false)
    expect(cache.admit(1)).toBe(true)
  })

  it("drops the least recently used texts beyond its size", () => {
    const cache = new DocCache(100)
    cache.set(1, 1, bytes(40))
    cache.set(2, 1, bytes(40))
    cache.get(1, 1)
    cache.set(3, 1, bytes(40))
    expect(cache.get(2, 1)).toBeUndefined()
    expect(cache.get(1, 1)).toBeDefined()
    expect(cache.get(3, 1)).toBeDefined()
  })
})
