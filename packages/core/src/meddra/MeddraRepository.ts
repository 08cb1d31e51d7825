/**
 * Storage port for the MedDRA dictionary: the terms of the one loaded release, the record of
 * releases loaded, and term search for coding suggestions.
 */
import { Context, type Effect, type Option } from "effect"
import type { StorageError } from "../kernel/Errors.js"
import type { Dictionary, ReleaseRecord, Suggestion } from "./Meddra.js"

/** A suggestion search, already validated. */
export interface SuggestQuery {
  /** The query in search form (`Meddra.normalizeTerm`), never empty. */
  readonly normalized: string
  readonly limit: number
}

/** The dictionary storage operations. */
export interface MeddraRepositoryShape {
  /**
   * Replaces the whole dictionary with `dictionary` and records the release (inside the caller's
   * transaction: readers see the old dictionary or the new one, never a mix).
   */
  readonly replace: (dictionary: Dictionary, importedBy: string | null) => Effect.Effect<ReleaseRecord, StorageError>
  /** The release currently loaded, if any. */
  readonly current: Effect.Effect<Option.Option<ReleaseRecord>, StorageError>
  /**
   * LLTs whose search form starts with the query, then those with a word starting with it, then
   * those close by trigram word similarity (typos), best first; current LLTs before non-current.
   */
  readonly suggest: (query: SuggestQuery) => Effect.Effect<ReadonlyArray<Suggestion>, StorageError>
}

/** The MedDRA repository service. */
export class MeddraRepository extends Context.Tag("@atalaya/core/MeddraRepository")<MeddraRepository, MeddraRepositoryShape>() {}
