/**
 * `GET /adrdb/search` and `GET /adrdb/dashboard` (service-spec "Regulator lookups"; decisions.md
 * "adrdb"): FAERS count queries through the `Adrdb` client. A search without `reaction` covers the
 * drug's ten most reported reactions, each with its countries and trend (two queries per reaction,
 * four at a time); the dashboard takes a catalog product and searches its active ingredient (ifa),
 * else its name.
 */
import { Errors, ProductRepository, Validation } from "@atalaya/core"
import { Clock, Effect, Option } from "effect"
import { Adrdb, type AdrdbClient, AdrdbFailed, type Buckets, byYear, trend, type Trend } from "./Adrdb.js"

/** How many reactions a search without `reaction` covers. */
export const TOP_REACTIONS = 10

/** One reaction of a search. */
export interface ReactionSummary {
  readonly reaction: string
  readonly count: number
  /** Countries that reported the drug with this reaction. */
  readonly countries: number
  readonly trend: Trend
}

/** The search answer. */
export interface SearchAnswer {
  readonly drug: string
  readonly reactions: ReadonlyArray<ReactionSummary>
  readonly total_reports: number
  readonly reporting_countries: number
}

/** The dashboard answer. */
export interface Dashboard {
  readonly product_id: number
  readonly product_name: string
  readonly total_reports: number
  readonly serious_reports: number
  readonly countries_reporting: number
  readonly top_reactions: ReadonlyArray<{ readonly reaction: string; readonly count: number }>
  readonly temporal_trends: ReadonlyArray<{ readonly year: number; readonly count: number }>
  readonly geographic_distribution: ReadonlyArray<{ readonly country: string; readonly reports: number }>
}

/** openFDA's query syntax characters, removed from what was typed. */
const SYNTAX = /["():[\]{}\\+*?^~!]/gu
const term = (text: string) => text.replace(SYNTAX, " ").replace(/\s+/gu, " ").trim()

/** Reports naming the drug as generic name, brand name or the product as reported. */
export const drugSearch = (drug: string): string => {
  const t = term(drug)
  return `(patient.drug.openfda.generic_name:"${t}" patient.drug.openfda.brand_name:"${t}" patient.drug.medicinalproduct:"${t}")`
}
const withReaction = (drug: string, reaction: string) => `${drugSearch(drug)} AND patient.reaction.reactionmeddrapt:"${term(reaction)}"`

const COUNTRY = "occurcountry.exact"
const REACTION = "patient.reaction.reactionmeddrapt.exact"
const DATE = "receivedate"

const client: Effect.Effect<AdrdbClient, Errors.UpstreamFailed> = Effect.flatMap(Adrdb, Option.match({
  onNone: () => Effect.fail(new Errors.UpstreamFailed({ detail: "Fuente ADRDB no configurada" })),
  onSome: Effect.succeed
}))
const upstream = (e: AdrdbFailed) => new Errors.UpstreamFailed({ detail: `Fuente ADRDB no disponible: ${e.reason}` })
const lastFullYear = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms).getUTCFullYear() - 1)
const missing = (field: string) => new Errors.ValidationFailed({ issues: [{ loc: ["query", field], ...Validation.Messages.missing }] })

/** `GET /adrdb/search?drug=&reaction=`. */
export const search = (query: Readonly<Record<string, string | undefined>>): Effect.Effect<SearchAnswer, Errors.ValidationFailed | Errors.UpstreamFailed> =>
  Effect.gen(function*() {
    const drug = query.drug?.trim() ?? ""
    if (term(drug) === "") return yield* Effect.fail(missing("drug"))
    const reaction = query.reaction?.trim() ?? ""
    const adrdb = yield* client
    const year = yield* lastFullYear
    const base = drugSearch(drug)
    const [total, countries, top] = yield* Effect.all([
      adrdb.total(base),
      adrdb.count(base, COUNTRY, 1000),
      term(reaction) === ""
        ? adrdb.count(base, REACTION, TOP_REACTIONS)
        : Effect.map(adrdb.total(withReaction(drug, reaction)), (n): Buckets => (n === 0 ? [] : [{ term: term(reaction).toUpperCase(), count: n }]))
    ], { concurrency: 3 })
    const reactions = yield* Effect.forEach(top, (r) =>
      Effect.map(Effect.all([adrdb.count(withReaction(drug, r.term), COUNTRY, 1000), adrdb.count(withReaction(drug, r.term), DATE, 1000)], { concurrency: 2 }),
        ([c, dates]): ReactionSummary => ({ reaction: r.term, count: r.count, countries: c.length, trend: trend(byYear(dates), year) })), { concurrency: 4 })
    return { drug, reactions, total_reports: total, reporting_countries: countries.length }
  }).pipe(Effect.mapError((e) => (e instanceof AdrdbFailed ? upstream(e) : e)))

/** `GET /adrdb/dashboard?product_id=`: the catalog product's FAERS figures. */
export const dashboard = (query: Readonly<Record<string, string | undefined>>): Effect.Effect<Dashboard, Errors.ValidationFailed | Errors.NotFound | Errors.UpstreamFailed | Errors.StorageError, ProductRepository.ProductRepository> =>
  Effect.gen(function*() {
    const raw = query.product_id?.trim() ?? ""
    if (raw === "") return yield* Effect.fail(missing("product_id"))
    if (!/^\d+$/u.test(raw) || !Number.isSafeInteger(Number(raw))) {
      return yield* Effect.fail(new Errors.ValidationFailed({ issues: [{ loc: ["query", "product_id"], ...Validation.Messages.integer }] }))
    }
    const id = Number(raw)
    const product = yield* Effect.flatMap(ProductRepository.ProductRepository, (repo) => repo.findById(id))
    if (Option.isNone(product)) return yield* Effect.fail(new Errors.NotFound({ detail: Errors.Texts.productNotFound }))
    const name = product.value.ifa?.trim() || product.value.producto?.trim() || ""
    const adrdb = yield* client
    const base = drugSearch(name)
    const [total, serious, countries, top, dates] = yield* Effect.all([
      adrdb.total(base), adrdb.total(`${base} AND serious:1`), adrdb.count(base, COUNTRY, 1000), adrdb.count(base, REACTION, TOP_REACTIONS), adrdb.count(base, DATE, 1000)
    ], { concurrency: 3 })
    const years = [...byYear(dates)].sort((a, b) => a[0] - b[0])
    return {
      product_id: id,
      product_name: product.value.producto ?? name,
      total_reports: total,
      serious_reports: serious,
      countries_reporting: countries.length,
      top_reactions: top.map((r) => ({ reaction: r.term, count: r.count })),
      temporal_trends: years.map(([year, count]) => ({ year, count })),
      geographic_distribution: countries.map((c) => ({ country: c.term, reports: c.count }))
    }
  }).pipe(Effect.mapError((e) => (e instanceof AdrdbFailed ? upstream(e) : e)))
