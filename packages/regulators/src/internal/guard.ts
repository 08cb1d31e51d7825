/**
 * What decisions.md asks of every outbound source besides time-outs and retries: a per-source rate
 * limit and a cache (24 h by default). Answers are kept per key for the cache's lifetime in a
 * bounded map, failures are never kept, and beyond the limit (a sliding window of requests) the
 * source is not called and the call fails with the source's own error.
 */
import { Effect } from "effect"
import { type AgencySource, SourceFailed } from "../AgencySource.js"
import { fold } from "../MedRecord.js"

/** Cache and rate limit of one source. */
export interface GuardOptions {
  /** How long an answer is kept (default 24 h; 0 disables). */
  readonly cacheMs?: number
  /** Requests allowed per window (default 120). */
  readonly limit?: number
  /** The window of the limit (default one minute). */
  readonly windowMs?: number
  /** The most answers kept (default 1,000). */
  readonly maxEntries?: number
  readonly now?: () => number
}

/** The text of a call refused by the local limit. */
export const LIMIT_REASON = "limite local de solicitudes alcanzado"

/** `call` with a cache by key and a rate limit; `limited` is the error when over the limit. */
export const keyed = <A, E, R>(call: (key: string) => Effect.Effect<A, E, R>, limited: () => E, options: GuardOptions = {}) => {
  const cacheMs = options.cacheMs ?? 24 * 60 * 60 * 1000
  const limit = options.limit ?? 120
  const windowMs = options.windowMs ?? 60_000
  const maxEntries = options.maxEntries ?? 1000
  const now = options.now ?? Date.now
  const cache = new Map<string, { readonly at: number; readonly value: A }>()
  const calls: Array<number> = []
  return (key: string): Effect.Effect<A, E, R> => Effect.suspend(() => {
    const hit = cache.get(key)
    if (hit !== undefined && now() - hit.at < cacheMs) return Effect.succeed(hit.value)
    while (calls.length > 0 && now() - calls[0]! >= windowMs) calls.shift()
    if (calls.length >= limit) return Effect.fail(limited())
    calls.push(now())
    return Effect.tap(call(key), (value) => Effect.sync(() => {
      if (cacheMs <= 0) return
      cache.delete(key)
      cache.set(key, { at: now(), value })
      if (cache.size > maxEntries) cache.delete(cache.keys().next().value!)
    }))
  })
}

/** `source` with a cache by (query, max_items), case and accents ignored, and a rate limit. */
export const guard = <R>(source: AgencySource<R>, options: GuardOptions = {}): AgencySource<R> => {
  const search = keyed(
    (key: string) => {
      const [max, query] = key.split("\u0000") as [string, string]
      return source.search(query, Number(max))
    },
    () => new SourceFailed({ agency: source.agency, reason: LIMIT_REASON }),
    options
  )
  return { ...source, search: (query, maxItems) => search(`${maxItems}\u0000${fold(query.trim())}`) }
}
