/**
 * The pure parts of translation with worked examples: batch normalisation (rules 3-4), chunking at
 * sentence ends (rule 6), the least-recently-used cache and language detection on short medical text.
 */
import { describe, expect, it } from "vitest"
import { Batch, Cache, Chunking, Language } from "../src/index.js"

describe("batch normalisation (rules 3-4)", () => {
  it("drops null and empty items, trims strings, joins lists, reads objects by text, abstract, title", () => {
    expect(Batch.normalize([
      null, "  Cefalea intensa  ", "", "   ", ["Rash", "after", 2, "doses"],
      { title: "Title", abstract: "Abstract", text: "" }, { title: "Only title" }, { other: 1 }, 42, undefined, true
    ])).toEqual(["Cefalea intensa", "Rash after 2 doses", "Abstract", "Only title", "{\"other\":1}", "42", "true"])
  })
  it("keeps order and duplicates", () => {
    expect(Batch.normalize(["b", "a", "b"])).toEqual(["b", "a", "b"])
  })
  it("names the limit with accents", () => {
    expect(Batch.MAX_ITEMS).toBe(200)
    expect(Batch.TOO_MANY_ITEMS).toBe("Demasiados ítems (máx. 200)")
  })
})

describe("chunking at sentence ends (rule 6)", () => {
  it("sends texts up to 4,500 characters whole", () => {
    const text = "a".repeat(4500)
    expect(Chunking.chunk(text)).toEqual([text])
  })
  it("cuts longer texts at sentence ends into pieces of at most 4,500 characters, re-joined with a space", () => {
    const sentence = (i: number) => `The patient number ${i} developed a generalized maculopapular rash after the third dose of the suspected product.`
    const text = Array.from({ length: 90 }, (_, i) => sentence(i)).join(" ")
    expect(text.length).toBeGreaterThan(9000)
    const pieces = Chunking.chunk(text)
    expect(pieces.length).toBeGreaterThanOrEqual(Math.ceil(text.length / 4500))
    expect(pieces.length).toBeLessThanOrEqual(Math.ceil(text.length / 4500) + 1)
    for (const p of pieces) {
      expect(p.length).toBeLessThanOrEqual(4500)
      expect(p.endsWith(".")).toBe(true)
    }
    expect(Chunking.join(pieces)).toBe(text)
  })
  it("cuts a sentence longer than the limit at white space, never above the limit", () => {
    const words = Array.from({ length: 2000 }, (_, i) => `palabra${i}`).join(" ")
    const pieces = Chunking.chunk(words, 1000)
    expect(pieces.every((p) => p.length <= 1000)).toBe(true)
    expect(pieces.join(" ")).toBe(words)
    expect(Chunking.chunk("x".repeat(2500), 1000).map((p) => p.length)).toEqual([1000, 1000, 500])
  })
  it("treats ! ? … and closing quotes as sentence ends", () => {
    expect(Chunking.chunk("¿Dolor? Sí! «Grave.» Fin…  Otra", 12)).toEqual(["¿Dolor? Sí!", "«Grave.»", "Fin… Otra"])
  })
})

describe("the cache", () => {
  it("holds 4,096 entries and evicts the least recently used", () => {
    const cache = new Cache.LruCache<string>()
    expect(cache.capacity).toBe(4096)
    for (let i = 0; i < 4096; i++) cache.set(`k${i}`, `v${i}`)
    expect(cache.get("k0")).toBe("v0") // k0 is now the most recent; k1 the oldest
    cache.set("new", "v")
    expect(cache.size).toBe(4096)
    expect(cache.get("k1")).toBeUndefined()
    expect(cache.get("k0")).toBe("v0")
    expect(cache.get("new")).toBe("v")
  })
})

describe("language detection (eld, es/en/pt)", () => {
  it.each([
    ["Paciente presentó cefalea intensa y náuseas tras la segunda dosis.", "es"],
    ["The patient developed a severe rash after the second dose.", "en"],
    ["O paciente apresentou erupção cutânea grave após a segunda dose.", "pt"],
    ["Reacción adversa grave", "es"],
    ["Hepatotoxicity reported", "en"]
  ])("%s → %s", async (text, lang) => {
    expect(await Language.detect(text)).toBe(lang)
  })
  it("gives a batch's unreliable one-word items the language of the whole batch", async () => {
    expect(await Language.detect("Fever.")).not.toBe("en")
    expect(await Language.detectMany(["Fever.", "Cough.", "Severe headache and dizziness after the first dose."])).toEqual(["en", "en", "en"])
  })
  it("has no answer for text without letters", async () => {
    expect(await Language.detect("500 / 12 — 3,5 (2026-01-07)")).toBeNull()
  })
})
