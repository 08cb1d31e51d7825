/**
 * The `AgencySource` port: one agency's public registry, searched by a drug or active-ingredient
 * name. Adapters read each agency's real source in its own format (decisions.md "Regulators and
 * surveillance"); a failure names the agency and a short reason, never the upstream body.
 */
import { Context, Data, type Effect } from "effect"
import type { Agency, MedRecord } from "./MedRecord.js"
import type { RegulatorImports } from "./RegulatorImports.js"

/** Which path answered: the agency's live source, or a data file imported with the CLI. */
export type Path = "live" | "import"

/** A search's answer. */
export interface SearchResult {
  readonly records: ReadonlyArray<MedRecord>
  readonly path: Path
}

/** The source could not answer: unreachable, time-out, 429/5xx, or a format we no longer recognise. */
export class SourceFailed extends Data.TaggedError("SourceFailed")<{
  readonly agency: Agency
  /** Short, for logs and the 502 detail (never the upstream body). */
  readonly reason: string
}> {}

/** One agency's registry; `R` is what its search needs (the imported records for file-based agencies). */
export interface AgencySource<R = never> {
  readonly agency: Agency
  /** Where it reads (base URL, or the import), for the start-up log. */
  readonly describe: string
  /** Registrations whose name or active ingredient matches `query`, at most `maxItems`. */
  readonly search: (query: string, maxItems: number) => Effect.Effect<SearchResult, SourceFailed, R>
}

/**
 * The configured sources, by agency (an agency without one is not searched). A reference whose
 * default is the empty map: a host reaches agencies only by providing sources (`Sources.layerFromEnv`).
 */
export class AgencySources extends Context.Reference<AgencySources>()("@atalaya/regulators/AgencySources", {
  defaultValue: (): ReadonlyMap<Agency, AgencySource<RegulatorImports>> => new Map()
}) {}
