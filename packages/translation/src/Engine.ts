/**
 * What every translation engine implements (decisions.md "Translation"): translate one text from a
 * detected source language to a target. Detection, chunking, caching and the fall-back to the
 * original text belong to the `Translator` built over an engine, not to the engine.
 */
import { Data, type Effect } from "effect"
import type { Language } from "./Language.js"

/** The engines `TRANSLATE_ENGINE` can name. */
export const ENGINES = ["apertium", "libretranslate", "llm", "google", "none"] as const

/** One of {@link ENGINES}. */
export type EngineName = (typeof ENGINES)[number]

/** The engine could not translate: rate-limited, blocked, failed, timed out or missing a pair. */
export class EngineFailed extends Data.TaggedError("EngineFailed")<{
  /** A short reason for logs and `detail` (never the text: it may carry health data). */
  readonly reason: string
}> {}

/** A translation engine. */
export interface Engine {
  readonly name: EngineName
  /** Whether the engine can be used here (library installed, URL or model configured). */
  readonly available: boolean
  /** Translates `text` from `from` to `to` (ISO 639-1); the two differ. */
  readonly translate: (text: string, from: Language, to: string) => Effect.Effect<string, EngineFailed>
  /**
   * Translates several texts of one language pair at once, in order (engines for which one call
   * is much cheaper than many); absent means one `translate` per text.
   */
  readonly translateMany?: (texts: ReadonlyArray<string>, from: Language, to: string) => Effect.Effect<ReadonlyArray<string>, EngineFailed>
}
