/**
 * The port of imported registry files: for agencies whose live search sits behind a bot challenge
 * or a stateful page (DIGEMID, ANVISA, ANMAT), `atalaya regulators import AGENCY FILE` loads the
 * agency's published data file, and searches read it locally. `@atalaya/sql` implements it.
 */
import type { Errors } from "@atalaya/core"
import { Context, type Effect } from "effect"
import type { Agency, MedRecord } from "./MedRecord.js"

/** What an import replaced. */
export interface ImportSummary {
  readonly agency: Agency
  readonly records: number
  readonly file: string
  readonly imported_at: string
}

/** Imported registrations. */
export interface RegulatorImportsShape {
  /** Replaces every record of `agency` with `records`, atomically. */
  readonly replace: (agency: Agency, records: ReadonlyArray<MedRecord>, file: string) => Effect.Effect<ImportSummary, Errors.StorageError>
  /** Records of `agency` whose name or active substance holds every word of `query` (accents and case ignored). */
  readonly search: (agency: Agency, query: string, limit: number) => Effect.Effect<ReadonlyArray<MedRecord>, Errors.StorageError>
  /** How many records `agency` has (0: never imported). */
  readonly count: (agency: Agency) => Effect.Effect<number, Errors.StorageError>
}

/** The imported-records repository. */
export class RegulatorImports extends Context.Tag("@atalaya/regulators/RegulatorImports")<RegulatorImports, RegulatorImportsShape>() {}
