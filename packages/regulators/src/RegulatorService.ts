/**
 * The regulator look-up use cases (service-spec "Regulator lookups"): one agency, or every
 * configured agency concurrently with partial results (decisions.md: the failed ones are named
 * in `X-Agencies-Failed`). Logs say which path answered (live source or imported file) and how
 * long it took; never the query.
 */
import { Errors, Validation } from "@atalaya/core"
import { Effect } from "effect"
import { AgencySources, type Path, SourceFailed } from "./AgencySource.js"
import { type Agency, isAgency, type MedRecord } from "./MedRecord.js"
import type { RegulatorImports } from "./RegulatorImports.js"

/** The contract's texts. */
export const Texts = {
  qRequired: "Query parameter 'q' is required",
  agencyNotFound: (agency: string) => `Agency '${agency}' not found`,
  sourceFailed: (agency: Agency, reason: string) => `Fuente ${agency.toUpperCase()} no disponible: ${reason}`,
  allFailed: "Ninguna agencia disponible"
} as const

/** `max_items`'s default (service-spec "Limits"). */
export const DEFAULT_MAX_ITEMS = 50
/** The most records one agency may return per search. */
export const MAX_MAX_ITEMS = 1000

/** A search's parsed query. */
export interface SearchQuery {
  readonly q: string
  readonly maxItems: number
}

/** Reads `q` (required, non-blank) and `max_items` (integer 1-1000, default 50). */
export const parseQuery = (query: Readonly<Record<string, string | undefined>>): Effect.Effect<SearchQuery, Errors.BadRequest | Errors.ValidationFailed> => {
  const q = query.q?.trim() ?? ""
  if (q === "") return Effect.fail(new Errors.BadRequest({ detail: Texts.qRequired }))
  const raw = query.max_items?.trim()
  if (raw === undefined || raw === "") return Effect.succeed({ q, maxItems: DEFAULT_MAX_ITEMS })
  const issue = (text: Validation.IssueText) => Effect.fail(new Errors.ValidationFailed({ issues: [{ loc: ["query", "max_items"], ...text }] }))
  if (!/^[+-]?\d+$/u.test(raw)) return issue(Validation.Messages.integer)
  const n = Number(raw)
  if (n < 1) return issue(Validation.Messages.ge(1))
  if (n > MAX_MAX_ITEMS) return issue(Validation.Messages.le(MAX_MAX_ITEMS))
  return Effect.succeed({ q, maxItems: n })
}

/** An agency path parameter: one of the contract's codes (any case), else 404 `Agency '<agency>' not found`. */
export const agencyParam = (raw: string | undefined): Effect.Effect<Agency, Errors.NotFound> => {
  const code = (raw ?? "").trim().toLowerCase()
  return isAgency(code) ? Effect.succeed(code) : Effect.fail(new Errors.NotFound({ detail: Texts.agencyNotFound(raw ?? "") }))
}

const searchOne = (agency: Agency, query: SearchQuery) =>
  Effect.flatMap(AgencySources, (sources) => {
    const source = sources.get(agency)
    if (source === undefined) return Effect.fail(new SourceFailed({ agency, reason: "no configurada" }))
    const started = Date.now()
    return source.search(query.q, query.maxItems).pipe(
      Effect.tap((r) => Effect.logInfo("regulator search").pipe(Effect.annotateLogs({ agency, path: r.path, records: r.records.length, ms: Date.now() - started }))),
      Effect.tapError((e) => Effect.logWarning("regulator search failed").pipe(Effect.annotateLogs({ agency, reason: e.reason, ms: Date.now() - started })))
    )
  })

/**
 * `GET /regulators/search/{agency}`: an agency this host does not configure is a 404 like an
 * unknown code; a failing source is a 502 naming it.
 */
export const searchAgency = (agency: Agency, query: Readonly<Record<string, string | undefined>>): Effect.Effect<{ records: ReadonlyArray<MedRecord>; path: Path }, Errors.BadRequest | Errors.ValidationFailed | Errors.NotFound | Errors.UpstreamFailed, RegulatorImports> =>
  Effect.gen(function*() {
    const sources = yield* AgencySources
    if (!sources.has(agency)) return yield* Effect.fail(new Errors.NotFound({ detail: Texts.agencyNotFound(agency) }))
    const q = yield* parseQuery(query)
    return yield* searchOne(agency, q).pipe(Effect.mapError((e) => new Errors.UpstreamFailed({ detail: Texts.sourceFailed(e.agency, e.reason) })))
  })

/** The all-agency answer: records in agency order, the agencies that failed and the path each answered by. */
export interface AllResult {
  readonly records: ReadonlyArray<MedRecord>
  readonly failed: ReadonlyArray<Agency>
  readonly paths: ReadonlyArray<readonly [Agency, Path]>
}

/**
 * `GET /regulators/search`: every configured agency at once (not one after another), `max_items`
 * per agency. When every agency fails there is nothing to show: 502.
 */
export const searchAll = (query: Readonly<Record<string, string | undefined>>): Effect.Effect<AllResult, Errors.BadRequest | Errors.ValidationFailed | Errors.UpstreamFailed, RegulatorImports> =>
  Effect.gen(function*() {
    const q = yield* parseQuery(query)
    const sources = yield* AgencySources
    const agencies = [...sources.keys()]
    const results = yield* Effect.forEach(agencies, (a) => Effect.either(searchOne(a, q)), { concurrency: "unbounded" })
    const failed = agencies.filter((_, i) => results[i]!._tag === "Left")
    if (agencies.length > 0 && failed.length === agencies.length) {
      return yield* Effect.fail(new Errors.UpstreamFailed({ detail: `${Texts.allFailed}: ${failed.join(", ")}` }))
    }
    const records: Array<MedRecord> = []
    const paths: Array<readonly [Agency, Path]> = []
    results.forEach((r, i) => {
      if (r._tag === "Right") {
        records.push(...r.right.records)
        paths.push([agencies[i]!, r.right.path])
      }
    })
    return { records, failed, paths }
  })
