/**
 * Storage port for duplicate detection: the matching fields of cases, the candidates that
 * share a blocking key inside a date window, and the stored result of the background check.
 */
import { Context, type Effect } from "effect"
import type { DupCase, DupStatus } from "./Duplicates.js"
import type { StorageError } from "../kernel/Errors.js"

/** What a case holds for duplicate detection, plus its manual decision. */
export interface DupRecord extends DupCase {
  readonly dup_override: string | null
  readonly dup_of_id: number | null
  /** Changes with every update; a background result computed from an older state is not stored. */
  readonly updated_at: string
  /** When storage read this state (its clock): a stored result newer than that is kept. */
  readonly read_at: string
}

/** A candidate search: any of `keys` (see `Duplicates.blockingKeys`) with an anchor date in `from..to`. */
export interface CandidateQuery {
  readonly excludeId: number
  readonly keys: ReadonlyArray<string>
  readonly from: string
  readonly to: string
  /** At most this many candidates (a bound on work, far above what real data gives). */
  readonly limit: number
}

/** The stored result of a background check, shown in case lists. */
export interface StoredCheck {
  readonly status: DupStatus
  readonly score: number
  readonly best_id: number | null
  /** The `Duplicates.RULE_VERSION` that computed it; absent for a result raised by another case's check. */
  readonly rule?: string
}

/** How often narrative words occur in the case base (see `Duplicates.WordRarity`). */
export interface WordCounts {
  /** Cases whose narratives are counted. */
  readonly cases: number
  /** Cases whose narrative holds each asked word; a word never seen is absent. */
  readonly counts: ReadonlyMap<string, number>
}

/** The storage operations duplicate detection needs. */
export interface DuplicateRepositoryShape {
  /** The matching fields of the cases that exist among `ids`. */
  readonly records: (ids: ReadonlyArray<number>) => Effect.Effect<ReadonlyArray<DupRecord>, StorageError>
  /** Cases a person marked as duplicates of `id` (`dup_override` duplicado, `dup_of_id` = id). */
  readonly markedDuplicatesOf: (id: number) => Effect.Effect<ReadonlyArray<DupRecord>, StorageError>
  /** Cases filed under any of the keys inside the window, never `excludeId`; never a scan of every case. */
  readonly candidates: (query: CandidateQuery) => Effect.Effect<ReadonlyArray<DupRecord>, StorageError>
  /**
   * Stores the check result of a case computed from `basis` (the case as read for the check).
   * Nothing is stored when the case changed since (its own re-check stores the newer result), or
   * when a result written after `basis` was read is there (a newer case's check raised it while
   * this one ran). False when not stored.
   */
  readonly saveCheck: (id: number, check: StoredCheck, basis: DupRecord) => Effect.Effect<boolean, StorageError>
  /** The cases whose stored best match is this one (their flag may change when it does). */
  readonly flaggedWith: (id: number) => Effect.Effect<ReadonlyArray<number>, StorageError>
  /**
   * Raises the stored result of cases a new case was found to match, where the new score beats
   * what they hold, so lists flag both members of a pair without re-checking the older one.
   */
  readonly raiseChecks: (matches: ReadonlyArray<{ readonly id: number; readonly score: number }>, bestId: number) => Effect.Effect<void, StorageError>
  /**
   * How many cases' narratives hold each of `words`, kept by storage with every write (never
   * counted per check). Optional: without it every narrative word weighs the same.
   */
  readonly wordCounts?: (words: ReadonlyArray<string>) => Effect.Effect<WordCounts, StorageError>
  /**
   * Up to `limit` cases after `afterId`, in id order, whose stored result was not computed by
   * `rule` (an older rule, or raised by another case's check). Optional: without it stored
   * results are refreshed only when their cases or their matches change.
   */
  readonly staleChecks?: (rule: string, afterId: number, limit: number) => Effect.Effect<ReadonlyArray<number>, StorageError>
}

/** The duplicate repository service. */
export class DuplicateRepository extends Context.Tag("@atalaya/core/DuplicateRepository")<DuplicateRepository, DuplicateRepositoryShape>() {}
