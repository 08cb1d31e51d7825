/**
 * The engines against real things: Debian's Apertium run locally (scripts/ensure-apertium.sh), and
 * LibreTranslate's and the unofficial Google endpoint's HTTP APIs served by a loopback server in
 * their documented shapes, failing the ways they do (429, 5xx, malformed body, time-out). Then the
 * Translator around an engine: detection, same language, chunking, cache and rule 2.
 */
import { startHttp, type HttpTestServer, type RecordedRequest } from "@atalaya/testing/HttpTestServer"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Apertium, Engine, GoogleUnofficial, LibreTranslate, Translator } from "../src/index.js"

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)
const runEither = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.either(effect))

describe("apertium (real, local)", () => {
  const engine = Apertium.make()
  it("is installed with the en-es and es-pt pairs", () => {
    expect(engine.available).toBe(true)
    const modes = Apertium.installedModes()!
    expect(Apertium.route(modes, "en", "es")).toHaveLength(1)
    expect(Apertium.route(modes, "pt", "es")).toEqual(["pt-es"])
    expect(Apertium.route(modes, "pt", "en")).toHaveLength(2)
    expect(Apertium.route(modes, "es", "fr")).toBeNull()
  })
  it("translates English to Spanish, keeping unknown drug names unmarked", async () => {
    const out = await run(engine.translate("The patient presented a severe rash after taking amoxicillin.", "en", "es"))
    expect(out).toMatch(/^El paciente presentó/)
    expect(out).toContain("amoxicilina")
    expect(out).not.toContain("*")
  })
  it("translates Spanish to Portuguese and Portuguese to English through Spanish", async () => {
    expect(await run(engine.translate("El paciente tuvo fiebre alta.", "es", "pt"))).toMatch(/paciente/)
    const en = await run(engine.translate("O paciente teve febre alta.", "pt", "en"))
    expect(en.toLowerCase()).toContain("patient")
    expect(en.toLowerCase()).toContain("fever")
  })
  it("translates a batch in one run, in order, and keeps surrounding white space", async () => {
    const texts = ["Headache.", "  Nausea and vomiting.\n", "Liver failure."]
    const out = await run(engine.translateMany!(texts, "en", "es"))
    expect(out).toHaveLength(3)
    expect(out[0]).toMatch(/^Dolor de cabeza\.$/i)
    expect(out[1]).toMatch(/^ {2}Náusea.*\n$/s)
    expect(out[2]).toMatch(/hígado|hepático/i)
  })
  it("fails clearly for a pair it has not and when the command is missing", async () => {
    const missing = await runEither(engine.translate("Hola", "es", "fr"))
    expect(missing._tag === "Left" && missing.left.reason).toBe("par no disponible en apertium: es-fr")
    const absent = Apertium.make({ command: "/nonexistent/apertium" })
    expect(absent.available).toBe(false)
  })
})

describe("network engines on a loopback server", () => {
  let server: HttpTestServer
  beforeAll(async () => {
    server = await startHttp()
  })
  afterAll(async () => {
    await server.close()
  })

  it("libretranslate: POST /translate {q, source, target, format, api_key} → {translatedText}, arrays in order", async () => {
    server.setHandler((r: RecordedRequest) => {
      const body = JSON.parse(r.body) as { q: string | Array<string>; source: string; target: string }
      const tr = (s: string) => `[${body.source}>${body.target}] ${s}`
      return { json: { translatedText: Array.isArray(body.q) ? body.q.map(tr) : tr(body.q) } }
    })
    const engine = LibreTranslate.make({ url: `${server.url}/`, apiKey: "k1" })
    expect(await run(engine.translate("Fever", "en", "es"))).toBe("[en>es] Fever")
    expect(await run(engine.translateMany!(["a", "b"], "en", "pt"))).toEqual(["[en>pt] a", "[en>pt] b"])
    const last = server.requests.at(-1)!
    expect(last.method).toBe("POST")
    expect(last.path).toBe("/translate")
    expect(JSON.parse(last.body)).toEqual({ q: ["a", "b"], source: "en", target: "pt", format: "text", api_key: "k1" })
  })

  it("libretranslate: 429, 500, a malformed body and a time-out are failures with short reasons", async () => {
    const engine = LibreTranslate.make({ url: server.url, timeoutMs: 300 })
    server.setHandler(() => ({ status: 429, json: { error: "Too many requests" } }))
    expect(await runEither(engine.translate("x", "en", "es"))).toMatchObject({ _tag: "Left", left: { reason: "HTTP 429 (limite de solicitudes)" } })
    server.setHandler(() => ({ status: 500, json: { error: "boom" } }))
    expect(await runEither(engine.translate("x", "en", "es"))).toMatchObject({ _tag: "Left", left: { reason: "HTTP 500" } })
    server.setHandler(() => ({ text: "<html>proxy</html>", contentType: "text/html" }))
    expect(await runEither(engine.translate("x", "en", "es"))).toMatchObject({ _tag: "Left", left: { reason: "respuesta no JSON" } })
    server.setHandler(() => ({ json: { unexpected: true } }))
    expect(await runEither(engine.translate("x", "en", "es"))).toMatchObject({ _tag: "Left", left: { reason: "respuesta sin translatedText" } })
    server.setHandler(() => ({ json: { translatedText: "late" }, delayMs: 1500 }))
    const started = Date.now()
    expect(await runEither(engine.translate("x", "en", "es"))).toMatchObject({ _tag: "Left", left: { reason: "sin respuesta en 300 ms" } })
    expect(Date.now() - started).toBeLessThan(1200)
  })

  it("google (unofficial): GET /translate_a/single?client=gtx&sl&tl&dt=t&q → nested segments", async () => {
    server.setHandler((r) => ({
      json: [[["Fiebre alta. ", "High fever. ", null, null, 10], ["Tos seca.", "Dry cough.", null, null, 10]], null, r.query.get("sl"), null, null, null, 1, []]
    }))
    const engine = GoogleUnofficial.make({ url: server.url })
    expect(await run(engine.translate("High fever. Dry cough.", "en", "es"))).toBe("Fiebre alta. Tos seca.")
    const last = server.requests.at(-1)!
    expect(last.path).toBe("/translate_a/single")
    expect(Object.fromEntries(last.query)).toEqual({ client: "gtx", sl: "en", tl: "es", dt: "t", q: "High fever. Dry cough." })
    server.setHandler(() => ({ json: { error: "changed" } }))
    expect(await runEither(engine.translate("x", "en", "es"))).toMatchObject({ _tag: "Left", left: { reason: "respuesta con formato desconocido" } })
    server.setHandler(() => ({ status: 429, text: "<html>unusual traffic</html>" }))
    expect(await runEither(engine.translate("x", "en", "es"))).toMatchObject({ _tag: "Left", left: { reason: "HTTP 429 (limite de solicitudes)" } })
  })

  it("an unreachable server is a failure, not a crash", async () => {
    const engine = LibreTranslate.make({ url: "http://127.0.0.1:9", timeoutMs: 2000 })
    expect(await runEither(engine.translate("x", "en", "es"))).toMatchObject({ _tag: "Left", left: { reason: "conexion fallida" } })
  })
})

describe("the translator around an engine", () => {
  /** An engine that records what it is asked and marks its output. */
  const recording = (fail?: (text: string) => boolean) => {
    const calls: Array<{ texts: ReadonlyArray<string>; from: string; to: string }> = []
    const engine: Engine.Engine = {
      name: "libretranslate",
      available: true,
      translate: (text, from, to) => {
        calls.push({ texts: [text], from, to })
        return fail?.(text) ? Effect.fail(new Engine.EngineFailed({ reason: "HTTP 429" })) : Effect.succeed(`<${to}>${text.length}`)
      }
    }
    return { engine, calls }
  }

  it("detects the source, returns text already in the target as is, and caches by pair and text", async () => {
    const { engine, calls } = recording()
    const t = Translator.make(engine)
    const es = await run(t.translate("El paciente presentó fiebre alta.", "es"))
    expect(es).toEqual({ translated: "El paciente presentó fiebre alta.", source: "es", engine: "libretranslate", ok: true, available: true, detail: null })
    expect(calls).toHaveLength(0)
    const en = await run(t.translate("The patient had a high fever.", "ES"))
    expect(en).toMatchObject({ translated: "<es>29", source: "en", ok: true })
    await run(t.translate("The patient had a high fever.", "es"))
    expect(calls).toHaveLength(1)
    await run(t.translate("The patient had a high fever.", "pt"))
    expect(calls).toHaveLength(2)
  })

  it("sends long texts in sentence-end chunks and re-joins them with a space", async () => {
    const { engine, calls } = recording()
    const t = Translator.make(engine)
    const long = Array.from({ length: 100 }, (_, i) => `The patient ${i} developed hives and wheezing within minutes of the infusion.`).join(" ")
    const out = await run(t.translate(long, "es"))
    expect(calls.length).toBeGreaterThan(1)
    expect(calls.every((c) => c.texts[0]!.length <= 4500)).toBe(true)
    expect(out.translated).toBe(calls.map((c) => `<es>${c.texts[0]!.length}`).join(" "))
  })

  it("rule 2: a failing engine gives the original back with ok false and a detail; other items still translate", async () => {
    const { engine } = recording((text) => text.includes("rash"))
    const t = Translator.make(engine)
    const out = await run(t.translateMany(["Severe rash on both arms."], "es"))
    expect(out[0]).toMatchObject({ translated: "Severe rash on both arms.", ok: false, detail: "Traducción fallida (libretranslate): HTTP 429" })
    // A per-item engine is asked item by item, so one failure leaves the others translated.
    const many = await run(t.translateMany(["Mild headache in the morning.", "Severe rash on both arms."], "es"))
    expect(many.map((r) => r.ok)).toEqual([true, false])
    expect(many.map((r) => r.translated)).toEqual(["<es>29", "Severe rash on both arms."])
  })

  it("none, or an engine that is not installed, answers the original with ok false", async () => {
    const none = Translator.make(Translator.noneEngine)
    expect(await run(none.translate("The patient had a fever.", "es"))).toEqual({
      translated: "The patient had a fever.", source: "en", engine: "none", ok: false, available: false, detail: "Motor de traducción no disponible: none"
    })
    const numbers = await run(none.translate("500 / 12", "es"))
    expect(numbers).toMatchObject({ translated: "500 / 12", source: null, ok: true, detail: "Idioma de origen no detectado" })
  })

  it("reads TRANSLATE_ENGINE: unset is apertium here (installed); unknown and libretranslate without URL are refused", () => {
    expect(Translator.settingsFromEnv({}).engine).toBe("apertium")
    expect(Translator.settingsFromEnv({ TRANSLATE_ENGINE: "Google" }).engine).toBe("google")
    expect(() => Translator.settingsFromEnv({ TRANSLATE_ENGINE: "deepl" })).toThrow(/TRANSLATE_ENGINE must be one of/)
    expect(() => Translator.settingsFromEnv({ TRANSLATE_ENGINE: "libretranslate" })).toThrow(/needs TRANSLATE_URL/)
  })
})
