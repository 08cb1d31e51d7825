/**
 * Storage port for ICSR cases and everything nested in them. Implemented by `@atalaya/sql`;
 * a host may provide its own. Calls inside {@link Transactor.transaction} share one transaction.
 */
import { Context, type Effect, type Option } from "effect"
import type { Case, CaseValues, EventoInput, Evento, NestedInput } from "./Case.js"
import type { CaseListQuery } from "./CaseQuery.js"
import type { CreationMeta } from "./CaseRules.js"
import type { Conflict, StorageError } from "../kernel/Errors.js"

/** Counts shown before a case is deleted. */
export interface DeleteSummary {
  readonly followups: number
  readonly snapshots: number
}

/** One page of cases. */
export interface CasePage {
  readonly items: ReadonlyArray<Case>
  readonly total: number
}

/**
 * Text around a page's JSON array in the same bytes: an answer's envelope, so that the page is
 * not copied once more to be wrapped.
 */
export interface CasePageFrame {
  readonly open: string
  /** What follows the array, once the total is known. */
  readonly close: (total: number) => string
}

/** One page of cases as JSON, for callers that pass it on without looking inside. */
export interface CasePageJson {
  /**
   * The UTF-8 bytes of the frame's `open`, a JSON array of the page's cases, each exactly as
   * {@link CasePage} items serialize, and the frame's `close(total)`: in pieces to be joined in
   * order (usually one).
   */
  readonly items: ReadonlyArray<Uint8Array<ArrayBuffer>>
  readonly total: number
}

/** The case storage operations the domain needs. */
export interface CaseRepositoryShape {
  /** Inserts a case with its nested entries; returns its id. */
  readonly insert: (
    values: CaseValues,
    meta: CreationMeta & { readonly created_by: number | null },
    nested: Required<NestedInput>
  ) => Effect.Effect<number, StorageError>
  /** Reads a whole case; `forUpdate` locks it until the transaction ends. */
  readonly findById: (id: number, options?: { readonly forUpdate?: boolean }) => Effect.Effect<Option.Option<Case>, StorageError>
  /** Writes the given scalar fields. */
  readonly updateValues: (id: number, values: Partial<CaseValues>) => Effect.Effect<void, StorageError>
  /** Replaces the nested lists present in `nested`. */
  readonly replaceNested: (id: number, nested: NestedInput) => Effect.Effect<void, StorageError>
  /** Deletes a case and everything that belongs to it; fails with Conflict when other data refers to it. */
  readonly delete: (id: number) => Effect.Effect<void, Conflict | StorageError>
  /** One page of cases matching the query, with the total count. */
  readonly list: (query: CaseListQuery) => Effect.Effect<CasePage, StorageError>
  /** {@link list} as JSON bytes, so an API can answer a page without parsing and re-serializing it. */
  readonly listJson: (query: CaseListQuery, frame: CasePageFrame) => Effect.Effect<CasePageJson, StorageError>
  /** Events of a case ordered by id. */
  readonly listEvents: (caseId: number) => Effect.Effect<ReadonlyArray<Evento>, StorageError>
  /** Deletes all events of a case and inserts `events` in order. */
  readonly replaceEvents: (caseId: number, events: ReadonlyArray<EventoInput>) => Effect.Effect<void, StorageError>
  /** Adds `events` after the existing ones, in order. */
  readonly appendEvents: (caseId: number, events: ReadonlyArray<EventoInput>) => Effect.Effect<void, StorageError>
  /**
   * Keys of the stored files that belong to a case: its technical-sheet upload and the attachments
   * of the report it came from. Deleting the case removes them.
   */
  readonly fileKeys: (caseId: number) => Effect.Effect<ReadonlyArray<string>, StorageError>
  /** The case whose internal code is `codigo` (case-insensitive), if any. */
  readonly findIdByCodigoInterno: (codigo: string) => Effect.Effect<Option.Option<number>, StorageError>
  /** Changes some fields of one event of a case; none when the event is not in that case. */
  readonly updateEvent: (
    caseId: number,
    eventId: number,
    values: Partial<EventoInput>
  ) => Effect.Effect<Option.Option<Evento>, StorageError>
  /** Events of several cases, keyed by the ids of the cases that exist. */
  readonly eventsByCases: (ids: ReadonlyArray<number>) => Effect.Effect<ReadonlyMap<number, ReadonlyArray<Evento>>, StorageError>
  /** Stores a snapshot of a case state (taken before each update). */
  readonly insertSnapshot: (caseId: number, data: Case, actorId: number | null) => Effect.Effect<void, StorageError>
  /** Counts of follow-up messages and snapshots of a case. */
  readonly deleteSummary: (caseId: number) => Effect.Effect<DeleteSummary, StorageError>
  /** Atomically reserves the next sequence number for an internal-code prefix. */
  readonly nextCodigoInterno: (prefix: string) => Effect.Effect<number, StorageError>
}

/** The case repository service. */
export class CaseRepository extends Context.Tag("@atalaya/core/CaseRepository")<CaseRepository, CaseRepositoryShape>() {}
