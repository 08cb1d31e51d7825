/**
 * What decisions.md asks of every outbound source besides time-outs and retries: a per-source rate
 * limit and a cache (24 h by default). Wraps a live source: answers are kept per (query,
 * max_items) for the cache's lifetime in a bounded map, failures are never kept, and beyond the
 * limit (a sliding window of requests) the source is not called and the search fails naming it.
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

/** `source` with a cache and a rate limit. */
export const guard = <R>(source: AgencySource<R>, options: GuardOptions = {}): AgencySource<R> => {
  const cacheMs = options.cacheMs ?? 24 * 60 * 60 * 1000
  const limit = options.limit ?? 120
  const windowMs = options.windowMs ?? 60_000
  const maxEntries = options.maxEntries ?? 1000
  const now = options.now ?? Date.now
  const cache = new Map<string, { readonly at: number; readonly value: Effect.Effect.Success<ReturnType<AgencySource<R>["search"]>> }>()
  const calls: Array<number> = []
  return {
    ...source,
    search: (query, maxItems) => Effect.suspend(() => {
      const key = `${maxItems}\u0000${fold(query.trim())}`
      const hit = cache.get(key)
      if (hit !== undefined && now() - hit.at < cacheMs) return Effect.succeed(hit.value)
      while (calls.length > 0 && now() - calls[0]! >= windowMs) calls.shift()
      if (calls.length >= limit) return Effect.fail(new SourceFailed({ agency: source.agency, reason: "limite local de solicitudes alcanzado" }))
      calls.push(now())
      return Effect.tap(source.search(query, maxItems), (value) => Effect.sync(() => {
        if (cacheMs <= 0) return
        cache.delete(key)
        cache.set(key, { at: now(), value })
        if (cache.size > maxEntries) cache.delete(cache.keys().next().value!)
      }))
    })
  }
}
