/**
 * `@atalaya/translation`: the `Translator` port and its engines (decisions.md "Translation").
 *
 * @packageDocumentation
 */

/** Apertium, the offline default engine (Debian packages, run locally). */
export * as Apertium from "./Apertium.js"
/** Batch normalisation rules 3-4. */
export * as Batch from "./Batch.js"
/** The 4,096-entry least-recently-used cache. */
export * as Cache from "./Cache.js"
/** Cutting long texts at sentence ends (4,500 characters). */
export * as Chunking from "./Chunking.js"
/** What an engine implements. */
export * as Engine from "./Engine.js"
/** The unofficial Google endpoint engine. */
export * as GoogleUnofficial from "./GoogleUnofficial.js"
/** Source-language detection (eld, es/en/pt). */
export * as Language from "./Language.js"
/** The LibreTranslate HTTP API engine. */
export * as LibreTranslate from "./LibreTranslate.js"
/** The language-model engine (core's LanguageModel port). */
export * as LlmEngine from "./LlmEngine.js"
/** The endpoints' use cases. */
export * as TranslationService from "./TranslationService.js"
/** The Translator port and its layers. */
export * as Translator from "./Translator.js"
