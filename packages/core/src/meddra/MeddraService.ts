/**
 * MedDRA use cases: term suggestions for coding events (`GET /meddra/suggest`) and the import of
 * a release, which replaces the dictionary in one transaction, records the version and is audited.
 */
import { Effect, Option } from "effect"
import { AuditLog, type Actor } from "../kernel/AuditLog.js"
import type { RawQuery } from "../case/CaseQuery.js"
import { ValidationFailed } from "../kernel/Errors.js"
import { parseInteger } from "../kernel/Fields.js"
import * as M from "./Meddra.js"
import { MeddraRepository } from "./MeddraRepository.js"
import { Transactor } from "../kernel/Transactor.js"
import { Messages, type ValidationIssue } from "../kernel/Validation.js"

/** The answer of `GET /meddra/suggest`: suggestions and the loaded release's version (null when none is loaded). */
export interface SuggestAnswer {
  readonly items: ReadonlyArray<M.Suggestion>
  readonly version: string | null
}

/**
 * Suggestions for `q` (at least 2 characters, else 400 on `['query', 'q']`), at most `limit`
 * (default 20, 1..50). A query with no letter or digit matches nothing.
 */
export const suggest = (raw: RawQuery) =>
  Effect.gen(function*() {
    const issues: Array<ValidationIssue> = []
    const q = (raw.q ?? "").replaceAll("\u0000", "").trim()
    if (raw.q === undefined) issues.push({ loc: ["query", "q"], ...Messages.missing })
    else if ([...q].length < M.MIN_QUERY) issues.push({ loc: ["query", "q"], ...Messages.minLength(M.MIN_QUERY) })
    let limit: number = M.DEFAULT_LIMIT
    if (raw.limit !== undefined && raw.limit.trim() !== "") {
      const parsed = parseInteger(1, M.MAX_LIMIT)(raw.limit)
      if (parsed.ok) limit = parsed.value
      else issues.push({ loc: ["query", "limit"], ...parsed.issue })
    }
    if (issues.length > 0) return yield* Effect.fail(new ValidationFailed({ issues }))
    const repo = yield* MeddraRepository
    const release = yield* repo.current
    const normalized = M.normalizeTerm(q.slice(0, 255))
    const items = normalized === "" || Option.isNone(release) ? [] : yield* repo.suggest({ normalized, limit })
    return { items, version: Option.match(release, { onNone: () => null, onSome: (r) => r.version }) } satisfies SuggestAnswer
  })

/** The release currently loaded, if any. */
export const currentRelease = Effect.flatMap(MeddraRepository, (repo) => repo.current)

/**
 * Loads a parsed release in place of the current dictionary, in one transaction with its audit
 * entry (`MEDDRA_IMPORT`, with version, language and counts).
 */
export const importDictionary = (dictionary: M.Dictionary, actor: Actor) =>
  Effect.gen(function*() {
    const repo = yield* MeddraRepository
    const audit = yield* AuditLog
    const tx = yield* Transactor
    return yield* tx.transaction(Effect.gen(function*() {
      const previous = yield* repo.current
      const record = yield* repo.replace(dictionary, actor.email)
      yield* audit.append({
        action: "MEDDRA_IMPORT",
        entity: "meddra",
        entity_id: record.version,
        actor,
        changes: {
          before: Option.match(previous, { onNone: () => null, onSome: (p) => ({ version: p.version, language: p.language }) }),
          after: { version: record.version, language: record.language },
          llt_count: record.llt_count,
          pt_count: record.pt_count
        }
      })
      return record
    }))
  })

/** Parses a release from its files' bytes (keyed by file name) and loads it; a bad release loads nothing. */
export const importFiles = (files: Readonly<Record<string, Uint8Array>>, actor: Actor) =>
  Effect.flatMap(M.parseDictionaryBytes(files), (dictionary) => importDictionary(dictionary, actor))
