/**
 * The `Translator` port (decisions.md "Translation"): one engine behind it, chosen by
 * `TRANSLATE_ENGINE`, with what every engine shares around it — the source language detected on
 * our side, a text already in the target language returned as is, long texts cut at sentence ends
 * (4,500 characters), a 4,096-entry cache, and rule 2: a failing engine gives the original text
 * back with `ok: false` and a `detail`, logged as a warning without the text, never an error.
 */
import { Env, LanguageModel } from "@atalaya/core"
import { Context, Effect, Layer } from "effect"
import * as Apertium from "./Apertium.js"
import { CACHE_ENTRIES, LruCache } from "./Cache.js"
import { CHUNK_CHARS, chunk, join } from "./Chunking.js"
import { type Engine, type EngineFailed, ENGINES, type EngineName } from "./Engine.js"
import * as GoogleUnofficial from "./GoogleUnofficial.js"
import { detectMany, type Language } from "./Language.js"
import * as LibreTranslate from "./LibreTranslate.js"
import * as LlmEngine from "./LlmEngine.js"

/** The answer for one text (the single endpoint's body). */
export interface TranslationResult {
  readonly translated: string
  /** The detected source language, or null when the text has none (numbers, codes). */
  readonly source: Language | null
  readonly engine: EngineName
  /** False when the engine failed and `translated` is the original text. */
  readonly ok: boolean
  readonly available: boolean
  /** Why the text came back unchanged, or null. */
  readonly detail: string | null
}

/** Translation operations; none of them fails (rule 2). */
export interface TranslatorShape {
  readonly engine: EngineName
  readonly available: boolean
  /** Translates one text into `target` (ISO 639-1). */
  readonly translate: (text: string, target: string) => Effect.Effect<TranslationResult>
  /** Translates texts into `target`, in order; one engine call per source language where the engine batches. */
  readonly translateMany: (texts: ReadonlyArray<string>, target: string) => Effect.Effect<ReadonlyArray<TranslationResult>>
}

/**
 * The translator service. A reference with a default, so a host that does not configure one still
 * runs: the decisions' rule for an unset `TRANSLATE_ENGINE` (Apertium when installed, else none).
 * Hosts provide {@link layerFromEnv} to follow the environment.
 */
export class Translator extends Context.Reference<Translator>()("@atalaya/translation/Translator", {
  defaultValue: (): TranslatorShape => make(Apertium.installedModes() !== null ? Apertium.make() : noneEngine)
}) {}

/** Options of a translator over an engine. */
export interface TranslatorOptions {
  readonly chunkChars?: number
  readonly cacheEntries?: number
}

/** The engine that does nothing (`TRANSLATE_ENGINE=none`): every text comes back as it is. */
export const noneEngine: Engine = {
  name: "none",
  available: false,
  translate: () => Effect.die("unreachable: the none engine is never called")
}

interface Pending {
  readonly text: string
  readonly source: Language | null
  readonly pieces: ReadonlyArray<string>
}

/** A translator over `engine`, with its own cache. */
export const make = (engine: Engine, options: TranslatorOptions = {}): TranslatorShape => {
  const cache = new LruCache<string>(options.cacheEntries ?? CACHE_ENTRIES)
  const limit = options.chunkChars ?? CHUNK_CHARS
  const key = (from: string, to: string, piece: string) => `${from}>${to}\u0000${piece}`
  const base = (text: string, source: Language | null) => ({ translated: text, source, engine: engine.name, available: engine.available })
  const unchanged = (p: Pending, ok: boolean, detail: string | null): TranslationResult => ({ ...base(p.text, p.source), ok, detail })
  const failed = (p: Pending, error: EngineFailed): Effect.Effect<TranslationResult> =>
    Effect.as(
      Effect.logWarning("translation failed; original text returned").pipe(Effect.annotateLogs({ engine: engine.name, reason: error.reason, chars: p.text.length })),
      unchanged(p, false, `Traducción fallida (${engine.name}): ${error.reason}`)
    )

  /** Translates one source-language group's uncached pieces, fills the cache, then assembles each text. */
  const group = (items: ReadonlyArray<Pending>, from: Language, to: string): Effect.Effect<ReadonlyArray<TranslationResult>> =>
    Effect.gen(function*() {
      const missing = [...new Set(items.flatMap((p) => p.pieces).filter((piece) => cache.get(key(from, to, piece)) === undefined))]
      // This call's own answers (or failures) by piece: a batch larger than the cache evicts its own entries.
      const local = new Map<string, string | EngineFailed>()
      if (engine.translateMany !== undefined && missing.length > 1) {
        const out = yield* Effect.either(engine.translateMany(missing, from, to))
        missing.forEach((piece, i) => local.set(piece, out._tag === "Right" ? out.right[i] ?? piece : out.left))
      } else {
        for (const piece of missing) {
          const out = yield* Effect.either(engine.translate(piece, from, to))
          local.set(piece, out._tag === "Right" ? out.right : out.left)
        }
      }
      for (const [piece, value] of local) if (typeof value === "string") cache.set(key(from, to, piece), value)
      return yield* Effect.forEach(items, (p) => {
        const parts = p.pieces.map((piece) => local.get(piece) ?? cache.get(key(from, to, piece)) ?? piece)
        const error = parts.find((x): x is EngineFailed => typeof x !== "string")
        if (error !== undefined) return failed(p, error)
        return Effect.succeed<TranslationResult>({ ...base(join(parts as ReadonlyArray<string>), p.source), ok: true, detail: null })
      })
    })

  const translateMany = (texts: ReadonlyArray<string>, target: string): Effect.Effect<ReadonlyArray<TranslationResult>> =>
    Effect.gen(function*() {
      const to = target.toLowerCase()
      // The detector loads on first use; its tables are part of the package, so loading cannot fail in a sound install.
      const sources = yield* Effect.promise(() => detectMany(texts))
      const pending: Array<Pending> = texts.map((text, i) => ({ text, source: sources[i] ?? null, pieces: chunk(text, limit) }))
      const results: Array<TranslationResult | undefined> = pending.map((p) => {
        if (p.source === null) return unchanged(p, true, "Idioma de origen no detectado")
        if (p.source === to) return unchanged(p, true, null)
        if (!engine.available) return unchanged(p, false, `Motor de traducción no disponible: ${engine.name}`)
        return undefined
      })
      // Sequential (rule 5): one source language after another, in order of first appearance.
      for (const from of [...new Set(pending.filter((_, i) => results[i] === undefined).map((p) => p.source!))]) {
        const indices = pending.flatMap((p, i) => (results[i] === undefined && p.source === from ? [i] : []))
        const done = yield* group(indices.map((i) => pending[i]!), from, to)
        indices.forEach((i, n) => {
          results[i] = done[n]
        })
      }
      return results.map((r, i) => r ?? unchanged(pending[i]!, false, "sin resultado"))
    })

  return {
    engine: engine.name,
    available: engine.available,
    translate: (text, target) => Effect.map(translateMany([text], target), (r) => r[0]!),
    translateMany
  }
}

/** A layer over a given engine. */
export const layer = (engine: Engine, options?: TranslatorOptions): Layer.Layer<Translator> => Layer.sync(Translator, () => make(engine, options))

/** The settings `TRANSLATE_*` select. */
export interface TranslateSettings {
  readonly engine: EngineName
  readonly url: string | undefined
  readonly apiKey: string | undefined
  readonly timeoutMs: number | undefined
}

/**
 * Reads `TRANSLATE_ENGINE` (apertium, libretranslate, llm, google, none; unset: apertium when
 * installed, else none), `TRANSLATE_URL`, `TRANSLATE_API_KEY` and `TRANSLATE_TIMEOUT_MS`; throws
 * `Env.ConfigError` for an unknown engine or libretranslate without a URL.
 */
export const settingsFromEnv = (env: Env.Env): TranslateSettings => {
  const named = Env.read(env, "TRANSLATE_ENGINE")?.toLowerCase()
  if (named !== undefined && !(ENGINES as ReadonlyArray<string>).includes(named)) {
    throw new Env.ConfigError(`TRANSLATE_ENGINE must be one of ${ENGINES.join(", ")}`)
  }
  const engine = (named as EngineName | undefined) ?? (Apertium.installedModes() !== null ? "apertium" : "none")
  const url = Env.read(env, "TRANSLATE_URL")
  if (engine === "libretranslate" && url === undefined) throw new Env.ConfigError("TRANSLATE_ENGINE=libretranslate needs TRANSLATE_URL")
  return { engine, url, apiKey: Env.read(env, "TRANSLATE_API_KEY"), timeoutMs: Env.readInt(env, "TRANSLATE_TIMEOUT_MS", 100, 600_000) }
}

/** The engine the settings name (`llm` over the given model). */
export const engineFor = (settings: TranslateSettings, model: LanguageModel.LanguageModelShape): Engine => {
  const timeout = settings.timeoutMs === undefined ? {} : { timeoutMs: settings.timeoutMs }
  switch (settings.engine) {
    case "apertium":
      return Apertium.make(timeout)
    case "libretranslate":
      return LibreTranslate.make({ url: settings.url ?? "", ...(settings.apiKey ? { apiKey: settings.apiKey } : {}), ...timeout })
    case "google":
      return GoogleUnofficial.make({ ...(settings.url ? { url: settings.url } : {}), ...timeout })
    case "llm":
      return LlmEngine.make(model)
    case "none":
      return noneEngine
  }
}

/** The translator the environment selects; `llm` uses the runtime's `LanguageModel`. */
export const layerFromEnv = (env: Env.Env, options?: TranslatorOptions): Layer.Layer<Translator, never, LanguageModel.LanguageModel> => {
  const settings = settingsFromEnv(env)
  return Layer.effect(Translator, Effect.map(LanguageModel.LanguageModel, (model) => make(engineFor(settings, model), options)))
}

/** What the environment selects, for the start-up log (no key). */
export const describeEnv = (env: Env.Env): { readonly engine: EngineName; readonly url: string | null } => {
  const s = settingsFromEnv(env)
  return { engine: s.engine, url: s.engine === "libretranslate" || s.engine === "google" ? s.url ?? GoogleUnofficial.DEFAULT_URL : null }
}
