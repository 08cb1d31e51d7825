/**
 * The global adverse-reaction database (`adrdb`: service-spec "Regulator lookups"; decisions.md):
 * openFDA's FAERS endpoint `GET /drug/event.json` with count queries
 * (open.fda.gov/apis/drug/event/ and …/query-syntax/): `count=patient.reaction.reactionmeddrapt.exact`
 * for reactions, `count=occurcountry.exact` for countries, `count=receivedate` (daily
 * `{time: "YYYYMMDD", count}`) for years, and `limit=1` for a total (`meta.results.total`). No match is
 * openFDA's 404 `NOT_FOUND`, read as zero. Every request is bounded (25 s, 2 retries), answers are
 * kept 24 h, and at most ~100 requests an hour leave (openFDA's soft limit for callers without a key).
 */
import { Context, Data, Effect, Layer, Option } from "effect"
import { Env } from "@atalaya/core"
import { keyed, LIMIT_REASON } from "./internal/guard.js"
import { DEFAULT_POLICY, get, parseJson, type RequestPolicy } from "./internal/http.js"

/** openFDA's public base URL. */
export const DEFAULT_URL = "https://api.fda.gov"

/** The trend labels (decisions.md "adrdb trend"). */
export type Trend = "Aumentando" | "Estable" | "Disminuyendo"

/**
 * The last full year's count against the mean of the two years before it: at least +20 %
 * `Aumentando`, at most −20 % `Disminuyendo`, else `Estable`. With no reports in the two years before,
 * any report in the last one is `Aumentando`.
 */
export const trend = (byYear: ReadonlyMap<number, number>, lastFullYear: number): Trend => {
  const last = byYear.get(lastFullYear) ?? 0
  const mean = ((byYear.get(lastFullYear - 1) ?? 0) + (byYear.get(lastFullYear - 2) ?? 0)) / 2
  if (mean === 0) return last > 0 ? "Aumentando" : "Estable"
  const change = (last - mean) / mean
  return change >= 0.2 ? "Aumentando" : change <= -0.2 ? "Disminuyendo" : "Estable"
}

/** Daily `receivedate` counts summed by year. */
export const byYear = (daily: ReadonlyArray<{ readonly term: string; readonly count: number }>): Map<number, number> => {
  const out = new Map<number, number>()
  for (const d of daily) {
    const year = Number(d.term.slice(0, 4))
    if (Number.isInteger(year) && year > 1900) out.set(year, (out.get(year) ?? 0) + d.count)
  }
  return out
}

/** The source failed (502 at the edge). */
export class AdrdbFailed extends Data.TaggedError("AdrdbFailed")<{ readonly reason: string }> {}

/** One count query's buckets (`term` is `time` for dates). */
export type Buckets = ReadonlyArray<{ readonly term: string; readonly count: number }>

/** The FAERS queries the use cases need. */
export interface AdrdbClient {
  readonly describe: string
  /** Buckets of `count` over the reports matching `search`; none when nothing matches. */
  readonly count: (search: string, field: string, limit: number) => Effect.Effect<Buckets, AdrdbFailed>
  /** How many reports match `search`. */
  readonly total: (search: string) => Effect.Effect<number, AdrdbFailed>
}

/** The configured client; none means the endpoints answer 502 `… no configurada`. */
export class Adrdb extends Context.Reference<Adrdb>()("@atalaya/regulators/Adrdb", {
  defaultValue: (): Option.Option<AdrdbClient> => Option.none()
}) {}

/** Options of the client. */
export interface AdrdbOptions {
  readonly policy?: RequestPolicy
  /** Requests per hour (default 100). */
  readonly perHour?: number
  /** How long an answer is kept (default 24 h). */
  readonly cacheMs?: number
  readonly now?: () => number
}

const NOT_FOUND = Symbol("not found")

/** The client over openFDA at `baseUrl`. */
export const make = (baseUrl: string, options: AdrdbOptions = {}): AdrdbClient => {
  const base = baseUrl.replace(/\/+$/u, "")
  const policy = options.policy ?? DEFAULT_POLICY
  const fetchJson = (params: Record<string, string>) =>
    get(`${base}/drug/event.json?${new URLSearchParams(params)}`, policy, { accept: [404] }).pipe(
      Effect.mapError((e) => new AdrdbFailed({ reason: e.reason })),
      Effect.flatMap((res): Effect.Effect<unknown, AdrdbFailed> => {
        const body = parseJson(res.body) as { results?: unknown; meta?: { results?: { total?: unknown } }; error?: { code?: unknown } } | null
        if (body?.error?.code === "NOT_FOUND") return Effect.succeed(NOT_FOUND)
        if (body === null || typeof body !== "object" || res.status === 404 || !Array.isArray(body.results)) {
          return Effect.fail(new AdrdbFailed({ reason: "formato de respuesta no reconocido" }))
        }
        return Effect.succeed(body)
      })
    )
  // Answers kept 24 h by query; about 100 requests an hour leave (the source's soft limit).
  const ask = keyed(
    (key: string) => fetchJson(JSON.parse(key) as Record<string, string>),
    () => new AdrdbFailed({ reason: `${LIMIT_REASON} (${options.perHour ?? 100} por hora)` }),
    { cacheMs: options.cacheMs ?? 24 * 3_600_000, limit: options.perHour ?? 100, windowMs: 3_600_000, ...(options.now ? { now: options.now } : {}) }
  )
  return {
    describe: base,
    count: (search, field, limit) => Effect.flatMap(ask(JSON.stringify({ search, count: field, limit: String(limit) })), (body) => {
      if (body === NOT_FOUND) return Effect.succeed([])
      const rows = (body as { results: ReadonlyArray<{ term?: unknown; time?: unknown; count?: unknown }> }).results
      if (rows.some((r) => typeof r.count !== "number" || (typeof r.term !== "string" && typeof r.time !== "string"))) {
        return Effect.fail(new AdrdbFailed({ reason: "formato de respuesta no reconocido" }))
      }
      return Effect.succeed(rows.map((r) => ({ term: String(r.term ?? r.time), count: r.count as number })))
    }),
    total: (search) => Effect.flatMap(ask(JSON.stringify({ search, limit: "1" })), (body) => {
      if (body === NOT_FOUND) return Effect.succeed(0)
      const total = (body as { meta?: { results?: { total?: unknown } } }).meta?.results?.total
      return typeof total === "number" ? Effect.succeed(total) : Effect.fail(new AdrdbFailed({ reason: "formato de respuesta no reconocido" }))
    })
  }
}

/** The client `ATALAYA_SOURCE_ADRDB_URL` selects (default openFDA; `off`: none). */
export const fromEnv = (env: Env.Env, options: AdrdbOptions = {}): Option.Option<AdrdbClient> => {
  const url = Env.read(env, "ATALAYA_SOURCE_ADRDB_URL")
  if (url !== undefined && ["off", "none", "false", "0"].includes(url.toLowerCase())) return Option.none()
  const perHour = Env.readInt(env, "ATALAYA_SOURCE_ADRDB_PER_HOUR", 1, 1_000_000)
  return Option.some(make(url ?? DEFAULT_URL, { ...(perHour === undefined ? {} : { perHour }), ...options }))
}

/** A layer of the client the environment selects. */
export const layerFromEnv = (env: Env.Env, options?: AdrdbOptions): Layer.Layer<Adrdb> => Layer.succeed(Adrdb, fromEnv(env, options))
