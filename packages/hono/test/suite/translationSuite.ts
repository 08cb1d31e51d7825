/**
 * The translation HTTP suite shared by every storage driver (service-spec "Translation" rules 1-5;
 * decisions.md "Translation"): the five endpoints through the real app. The default engine is the
 * real Apertium (scripts/ensure-apertium.sh); LibreTranslate, the unofficial Google endpoint and
 * the language model are loopback servers speaking their APIs, reached through apps whose runtime
 * swaps the translator. A failing engine is never an HTTP error: the original comes back (rule 2).
 */
import { OpenAiLanguageModel } from "@atalaya/llm"
import { startHttp, type HttpTestServer } from "@atalaya/testing/HttpTestServer"
import { startOpenAi, type OpenAiTestServer, Replies } from "@atalaya/testing/OpenAiTestServer"
import { GoogleUnofficial, LibreTranslate, LlmEngine, Translator } from "@atalaya/translation"
import { Context, Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type MakeStorageLayer, useApiHarness } from "../support/apiHarness.js"

const EN = "The patient developed a severe skin rash after the second dose of amoxicillin."
const PT = "O paciente apresentou febre alta e dor de cabeça."
const ES = "La paciente presentó náuseas y vómitos tras la infusión."

/** Registers the translation suite for one storage driver. */
export const runTranslationSuite = (name: string, makeStorageLayer: MakeStorageLayer): void => {
  describe(`translation suite: ${name}`, () => {
    let upstream: HttpTestServer
    let model: OpenAiTestServer
    beforeAll(async () => {
      upstream = await startHttp()
      model = await startOpenAi()
    })
    afterAll(async () => {
      await upstream?.close()
      await model?.close()
    })
    const h = useApiHarness(makeStorageLayer, { staff: [] })
    const token = () => h.users.staff.token
    /** An app whose translator runs over `engine`. */
    const appWith = (engine: Parameters<typeof Translator.make>[0]) =>
      h.derivedApp((ctx) => Context.add(ctx, Translator.Translator, Translator.make(engine)))

    it("health is public and names the engine", async () => {
      const res = await h.call("GET", "/nlp/translate/health")
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ ok: true, engine: "apertium", available: true })
      const none = await h.call("GET", "/nlp/translate/health", { app: await appWith(Translator.noneEngine) })
      expect(none.body).toEqual({ ok: false, engine: "none", available: false })
    })

    it("translating needs a signed-in user (any role)", async () => {
      expect((await h.call("POST", "/nlp/translate", { json: { text: EN } })).status).toBe(401)
      expect((await h.call("GET", "/nlp/translate/batch?texts=a")).body).toEqual({ detail: "Not authenticated" })
    })

    it("POST /nlp/translate: English to Spanish by default with Apertium, source detected", async () => {
      const res = await h.call("POST", "/nlp/translate", { token: token(), json: { text: EN } })
      expect(res.status, res.text).toBe(200)
      expect(Object.keys(res.body).sort()).toEqual(["available", "detail", "engine", "ok", "source", "translated"])
      expect(res.body).toMatchObject({ source: "en", engine: "apertium", ok: true, available: true, detail: null })
      expect(res.body.translated).toMatch(/^El paciente/)
      expect(res.body.translated).toContain("amoxicilina")
    })

    it("target and its alias to; Portuguese pivots to English through Spanish; a text already in the target comes back as is", async () => {
      const pt = await h.call("POST", "/nlp/translate", { token: token(), json: { text: PT, to: "EN" } })
      expect(pt.body).toMatchObject({ source: "pt", ok: true })
      expect(pt.body.translated.toLowerCase()).toContain("fever")
      const same = await h.call("POST", "/nlp/translate", { token: token(), json: { text: ES, target: "es" } })
      expect(same.body).toMatchObject({ translated: ES, source: "es", ok: true })
      const get = await h.call("GET", `/nlp/translate?text=${encodeURIComponent(ES)}&target=en`, { token: token() })
      expect(get.body).toMatchObject({ source: "es", ok: true })
      expect(get.body.translated.toLowerCase()).toContain("patient")
    })

    it("a pair the engine lacks answers 200 with the original and ok false (rule 2)", async () => {
      const res = await h.call("POST", "/nlp/translate", { token: token(), json: { text: EN, target: "fr" } })
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ translated: EN, source: "en", ok: false, detail: "Traducción fallida (apertium): par no disponible en apertium: en-fr" })
    })

    it("validation in the contract's shape", async () => {
      const missing = await h.call("POST", "/nlp/translate", { token: token(), json: { target: "es" } })
      expect(missing.status).toBe(400)
      expect(missing.body).toEqual({ detail: [{ loc: ["body", "text"], msg: "field required", type: "value_error.missing" }] })
      const empty = await h.call("POST", "/nlp/translate", { token: token(), json: { text: "" } })
      expect(empty.body.detail).toEqual([{ loc: ["body", "text"], msg: "ensure this value has at least 1 characters", type: "value_error.any_str.min_length" }])
      const badTarget = await h.call("POST", "/nlp/translate", { token: token(), json: { text: "x", target: "spanish" } })
      expect(badTarget.body.detail[0]).toMatchObject({ loc: ["body", "target"], type: "value_error.str.regex" })
      const notObject = await h.call("POST", "/nlp/translate", { token: token(), json: ["x"] })
      expect(notObject.body.detail).toEqual([{ loc: ["body"], msg: "value is not a valid dict", type: "type_error.dict" }])
      const query = await h.call("GET", "/nlp/translate", { token: token() })
      expect(query.body.detail).toEqual([{ loc: ["query", "text"], msg: "field required", type: "value_error.missing" }])
    })

    it("batch: normalisation rules 3-5, same order, one translation per kept item", async () => {
      const res = await h.call("POST", "/nlp/translate/batch", { token: token(), json: {
        texts: [null, "  Headache.  ", "", ["Liver", "failure."], { title: "T", abstract: "Kidney failure." }, { text: ES }, "   "],
        to: "es"
      } })
      expect(res.status, res.text).toBe(200)
      expect(Object.keys(res.body).sort()).toEqual(["engine", "translated"])
      expect(res.body.engine).toBe("apertium")
      expect(res.body.translated).toHaveLength(4)
      expect(res.body.translated[0]).toMatch(/^Dolor de cabeza\.$/i)
      expect(res.body.translated[1]).toMatch(/hígado|hepátic/i)
      expect(res.body.translated[2]).toMatch(/riñón|renal/i)
      expect(res.body.translated[3]).toBe(ES)
      const get = await h.call("GET", "/nlp/translate/batch?texts=Fever.&texts=Cough.&target=es", { token: token() })
      expect(get.body.translated).toEqual([expect.stringMatching(/^Fiebre\.$/i), expect.stringMatching(/^Tos\.$/i)])
    })

    it("batch: more than 200 items is a 400 with the accented detail; texts must be a list", async () => {
      const many = await h.call("POST", "/nlp/translate/batch", { token: token(), json: { texts: Array.from({ length: 201 }, () => "x") } })
      expect(many.status).toBe(400)
      expect(many.body).toEqual({ detail: "Demasiados ítems (máx. 200)" })
      const exactly = await h.call("POST", "/nlp/translate/batch", { token: token(), json: { texts: Array.from({ length: 200 }, (_, i) => `${i}`) } })
      expect(exactly.status).toBe(200)
      expect(exactly.body.translated).toHaveLength(200)
      const notList = await h.call("POST", "/nlp/translate/batch", { token: token(), json: { texts: "Fever" } })
      expect(notList.body.detail).toEqual([{ loc: ["body", "texts"], msg: "value is not a valid list", type: "type_error.list" }])
      const none = await h.call("GET", "/nlp/translate/batch", { token: token() })
      expect(none.body.detail).toEqual([{ loc: ["query", "texts"], msg: "field required", type: "value_error.missing" }])
    })

    it("libretranslate through HTTP: translated; its 429 or a time-out give the original back with 200", async () => {
      const app = await appWith(LibreTranslate.make({ url: upstream.url, timeoutMs: 400 }))
      upstream.setHandler((r) => {
        const body = JSON.parse(r.body) as { q: string | Array<string>; target: string }
        const tr = (s: string) => `(${body.target}) ${s.length}`
        return { json: { translatedText: Array.isArray(body.q) ? body.q.map(tr) : tr(body.q) } }
      })
      const ok = await h.call("POST", "/nlp/translate", { token: token(), app, json: { text: EN } })
      expect(ok.body).toMatchObject({ translated: `(es) ${EN.length}`, engine: "libretranslate", ok: true })
      const batch = await h.call("POST", "/nlp/translate/batch", { token: token(), app, json: { texts: [EN, PT] } })
      expect(batch.body.translated).toEqual([`(es) ${EN.length}`, `(es) ${PT.length}`])
      upstream.setHandler(() => ({ status: 429, json: { error: "Slowdown: 30 per 1 minute" } }))
      const limited = await h.call("POST", "/nlp/translate", { token: token(), app, json: { text: `${EN} Again.` } })
      expect(limited.status).toBe(200)
      expect(limited.body).toMatchObject({ translated: `${EN} Again.`, ok: false, detail: "Traducción fallida (libretranslate): HTTP 429 (limite de solicitudes)" })
      upstream.setHandler(() => ({ json: { translatedText: "tarde" }, delayMs: 1500 }))
      const slow = await h.call("POST", "/nlp/translate/batch", { token: token(), app, json: { texts: ["Dizziness.", "Tinnitus."] } })
      expect(slow.body.translated).toEqual(["Dizziness.", "Tinnitus."])
    })

    it("google (unofficial endpoint) through HTTP, and a blocked answer", async () => {
      const app = await appWith(GoogleUnofficial.make({ url: upstream.url }))
      upstream.setHandler((r) => ({ json: [[[`[${r.query.get("sl")}>${r.query.get("tl")}]`, r.query.get("q"), null, null, 10]], null, r.query.get("sl")] }))
      const ok = await h.call("GET", `/nlp/translate?text=${encodeURIComponent(PT)}`, { token: token(), app })
      expect(ok.body).toMatchObject({ translated: "[pt>es]", engine: "google", source: "pt", ok: true })
      upstream.setHandler(() => ({ status: 403, text: "<html>Our systems have detected unusual traffic</html>", contentType: "text/html" }))
      const blocked = await h.call("GET", `/nlp/translate?text=${encodeURIComponent(`${PT} Hoje.`)}`, { token: token(), app })
      expect(blocked.body).toMatchObject({ translated: `${PT} Hoje.`, ok: false, detail: "Traducción fallida (google): HTTP 403" })
    })

    it("the language model through core's port; its failure gives the original back", async () => {
      const lm = OpenAiLanguageModel.make({ model: "gpt-4o-mini", baseURL: model.baseURL, apiKey: "test", retries: 0, timeoutMs: 2000 })
      const app = await appWith(LlmEngine.make(lm))
      model.enqueue(Replies.json({ translated: "El paciente presentó una erupción cutánea grave." }))
      const ok = await h.call("POST", "/nlp/translate", { token: token(), app, json: { text: EN } })
      expect(ok.body).toMatchObject({ translated: "El paciente presentó una erupción cutánea grave.", engine: "llm", ok: true })
      const sent = model.requests.at(-1)!
      expect(sent.schemaName).toBe("translation")
      expect(JSON.parse(sent.user)).toEqual({ source: "English", target: "Spanish", text: EN })
      model.enqueue(Replies.status(503))
      const failed = await h.call("POST", "/nlp/translate", { token: token(), app, json: { text: `${EN} Twice.` } })
      expect(failed.body).toMatchObject({ translated: `${EN} Twice.`, ok: false, engine: "llm" })
      expect(failed.body.detail).toMatch(/^Traducción fallida \(llm\): modelo: /)
    })

    it("the same text is translated once (cache)", async () => {
      const app = await appWith(LibreTranslate.make({ url: upstream.url }))
      upstream.setHandler(() => ({ json: { translatedText: "fiebre" } }))
      const before = upstream.requests.length
      for (let i = 0; i < 3; i++) await h.call("POST", "/nlp/translate", { token: token(), app, json: { text: "Persistent fever." } })
      expect(upstream.requests.length - before).toBe(1)
      await Effect.runPromise(Effect.void)
    })
  })
}
