/**
 * Translation (service-spec "Translation"; decisions.md "Translation"): one text or a batch of up to
 * 200, from an auto-detected source language (es, en, pt) into `target` (alias `to`, default es).
 * An engine that fails, is rate-limited or is missing never makes an HTTP error: the original text
 * comes back with `ok: false` (rule 2). Translating needs a signed-in user; health is public.
 */
import { TranslationService } from "@atalaya/translation"
import { anyone, authenticated, endpoint, type Schema } from "../../Endpoint.js"
import { type Group, group, ref } from "../../Group.js"
import { commonSchemas } from "../common.js"

/**
 * What the translation endpoints need from the runtime: nothing. The translator (`Translator`) has
 * a default (Apertium when installed, else none); a runtime provides one to choose the engine.
 */
export type TranslationServices = never

const T = "nlp"
const target: Schema = { type: "string", pattern: "^[A-Za-z]{2}$", description: "ISO 639-1 code of the language wanted (default es)" }
const engine: Schema = { type: "string", enum: ["apertium", "libretranslate", "llm", "google", "none"] }

/** The request and answer schemas. */
export const translationSchemas: Readonly<Record<string, Schema>> = {
  TranslateRequest: {
    type: "object",
    required: ["text"],
    properties: {
      text: { type: "string", minLength: 1 },
      target,
      to: { ...target, description: "Alias of target" },
      texts: { type: "array", description: "Listed by the contract's schema; the single endpoint translates `text`" }
    }
  },
  Translation: {
    type: "object",
    properties: {
      translated: { type: "string", description: "The translation, or the original text when the engine failed (ok false)" },
      source: { type: ["string", "null"], enum: ["es", "en", "pt", null], description: "Detected source language; null when the text has none" },
      engine, ok: { type: "boolean" }, available: { type: "boolean" },
      detail: { type: ["string", "null"], description: "Why the text came back unchanged" }
    }
  },
  TranslateBatchRequest: {
    type: "object",
    required: ["texts"],
    properties: {
      texts: {
        type: "array", maxItems: 200,
        description: "Strings, objects with text/abstract/title, lists (joined with spaces) or a mix; null and empty items are dropped",
        items: {}
      },
      target, to: { ...target, description: "Alias of target" }
    }
  },
  TranslationBatch: {
    type: "object",
    properties: { translated: { type: "array", items: { type: "string" }, description: "Same order as the kept input items" }, engine }
  },
  TranslationHealth: { type: "object", properties: { ok: { type: "boolean" }, engine, available: { type: "boolean", description: "Engine installed or configured" } } }
}

const tooMany = "Demasiados ítems (máx. 200)"

/** The translation group. */
export const translation: Group<TranslationServices> = group({
  name: "translation",
  schemas: { ...commonSchemas, ...translationSchemas },
  endpoints: [
    endpoint({
      method: "post", path: "/nlp/translate", summary: "Translate one text (source auto-detected)", tag: T, access: authenticated(),
      body: { kind: "json", schema: ref("TranslateRequest") }, success: { schema: ref("Translation") },
      handler: (i) => TranslationService.translateBody(i.body)
    }),
    endpoint({
      method: "get", path: "/nlp/translate", summary: "Translate one text (query form)", tag: T, access: authenticated(),
      query: [{ name: "text", schema: { type: "string", minLength: 1 }, required: true }, { name: "target", schema: target }, { name: "to", schema: target }],
      success: { schema: ref("Translation") },
      handler: (i) => TranslationService.translateQuery(i.query)
    }),
    endpoint({
      method: "post", path: "/nlp/translate/batch", summary: "Translate up to 200 texts, sequentially, in order", tag: T, access: authenticated(),
      body: { kind: "json", schema: ref("TranslateBatchRequest") }, success: { schema: ref("TranslationBatch") },
      errors: { 400: `More than 200 items: '${tooMany}'` },
      handler: (i) => TranslationService.batchBody(i.body)
    }),
    endpoint({
      method: "get", path: "/nlp/translate/batch", summary: "Translate up to 200 texts (repeated texts parameter)", tag: T, access: authenticated(),
      query: [{ name: "texts", schema: { type: "array", items: { type: "string" } }, required: true, description: "Repeated" }, { name: "target", schema: target }, { name: "to", schema: target }],
      success: { schema: ref("TranslationBatch") }, errors: { 400: `More than 200 items: '${tooMany}'` },
      handler: (i) => TranslationService.batchQuery(i.queries("texts"), i.query)
    }),
    endpoint({
      method: "get", path: "/nlp/translate/health", summary: "The configured engine and whether it is installed", tag: T, access: anyone(),
      success: { schema: ref("TranslationHealth") },
      handler: () => TranslationService.health
    })
  ]
})
