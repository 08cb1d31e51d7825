/**
 * Literature sources of a report (service-spec "Literature source"; rules: deduplicated by URL,
 * title and year, an existing entry updated with better data, titles and abstracts translated on
 * request). Writes work only in borrador. Translation goes through the `Translator` port of
 * `@atalaya/translation` (a failing engine keeps the original text).
 */
import { AuditLog, Errors, Fields, Transactor, Validation } from "@atalaya/core"
import { Translator } from "@atalaya/translation"
import { Effect } from "effect"
import { z } from "zod"
import type { Fuente } from "./Ips.js"
import { IpsRepository } from "./IpsRepository.js"
import { draftForUpdate, get } from "./IpsService.js"

const SOURCES: Readonly<Record<string, string>> = { pmc: "PMC", pubmed: "PubMed", lilacs: "LILACS", scielo: "SciELO", medline: "MEDLINE", cochrane: "Cochrane" }

const entrySchema = Fields.record({
  source: Fields.text(40, "required"),
  title: Fields.text(1000, "required"),
  citation: Fields.text(2000),
  url: Fields.text(2000),
  year: Fields.integer("optional", 1800, 2200),
  journal: Fields.text(300),
  abstract: Fields.text(20_000),
  detected_total: Fields.integer("optional", 0, Fields.MAX_INT)
})

const bulkSchema = Fields.record({
  translate: Fields.boolean(),
  target_lang: Fields.enumeration(["es", "en"]),
  items: Fields.list(entrySchema)
})

type Entry = Omit<Fuente, "id">

const clean = (text: string | null | undefined): string | null => {
  const t = text?.replace(/\s+/g, " ").trim() ?? ""
  return t === "" ? null : t
}

/** A source's canonical name (PMC, LILACS, SciELO, …), else as typed. */
export const canonicalSource = (source: string): string => SOURCES[Fields.fold(source).replace(/[^a-z]/g, "")] ?? source.trim()

/** The URL in comparable form: no scheme, `www.`, fragment, tracking parameters or trailing slash. */
export const urlKey = (url: string | null): string | null => {
  if (url === null) return null
  const t = url.trim().toLowerCase().replace(/^https?:\/\//, "").replace(/^www\./, "").replace(/#.*$/, "")
    .replace(/[?&](utm_[a-z]+|fbclid|gclid)=[^&]*/g, "").replace(/[?&]$/, "").replace(/\/+$/, "")
  return t === "" ? null : t
}

const titleKey = (e: Entry) => `${Fields.fold(e.title).replace(/[^a-z0-9]+/g, " ").trim()}|${e.year ?? ""}`

/** A citation tidied: spaces collapsed, one final period. */
export const normaliseCitation = (citation: string | null): string | null => {
  const t = clean(citation)
  return t === null ? null : `${t.replace(/[\s.;,]+$/, "")}.`
}

const better = (a: string | null, b: string | null) => (b !== null && (a === null || b.length > a.length) ? b : a)

/** Merges two entries of one work, keeping the fuller value of each field. */
const merge = (a: Entry, b: Entry): Entry => ({
  source: a.source,
  title: better(a.title, b.title) ?? a.title,
  citation: better(a.citation, b.citation),
  url: a.url ?? b.url,
  year: a.year ?? b.year,
  journal: better(a.journal, b.journal),
  abstract: better(a.abstract, b.abstract),
  detected_total: a.detected_total === null ? b.detected_total : b.detected_total === null ? a.detected_total : Math.max(a.detected_total, b.detected_total)
})

/** Entries deduplicated by URL, or by title and year, merged in order; tidied on the way. */
export const dedupe = (entries: ReadonlyArray<Entry>): Array<Entry> => {
  const out: Array<Entry> = []
  for (const raw of entries) {
    const e: Entry = { ...raw, source: canonicalSource(raw.source), title: clean(raw.title) ?? raw.title, citation: normaliseCitation(raw.citation), url: clean(raw.url), journal: clean(raw.journal) }
    const at = out.findIndex((o) => (urlKey(o.url) !== null && urlKey(o.url) === urlKey(e.url)) || titleKey(o) === titleKey(e))
    if (at === -1) out.push(e)
    else out[at] = merge(out[at]!, e)
  }
  return out
}

/** KPIs of a report's sources: how many in all and per database. */
export const kpis = (items: ReadonlyArray<Entry>) => ({
  literaturas_detected: items.length,
  pmc_detected: items.filter((i) => i.source === "PMC").length,
  lilacs_detected: items.filter((i) => i.source === "LILACS").length,
  scielo_detected: items.filter((i) => i.source === "SciELO").length
})

/** The sources of a report. */
export const list = (reportId: number) =>
  Effect.gen(function*() {
    yield* get(reportId)
    const items = yield* Effect.flatMap(IpsRepository, (r) => r.fuentes(reportId))
    return { items, total: items.length, kpis: kpis(items) }
  })

/**
 * Saves sources in bulk: `{translate, target_lang, items}` → `{saved, total_now, kpis, engine}`.
 * New works are added, known ones (same URL, or title and year) updated with better data.
 */
export const bulk = (reportId: number, body: unknown, actor: AuditLog.Actor) =>
  Effect.gen(function*() {
    const parsed = bulkSchema.safeParse(body)
    if (!parsed.success) return yield* Effect.fail(new Errors.ValidationFailed({ issues: Validation.fromZod("body", parsed.error) }))
    const input = parsed.data
    const items = (input.items ?? []) as ReadonlyArray<z.infer<typeof entrySchema>>
    if (items.length > 500) return yield* Effect.fail(new Errors.BadRequest({ detail: "Demasiados ítems (máx. 500)" }))
    const translator = yield* Translator.Translator
    const target = (input.target_lang ?? "es") as "es" | "en"
    const entries: Array<Entry> = items.map((i) => ({
      source: i.source!, title: i.title!, citation: i.citation ?? null, url: i.url ?? null, year: i.year ?? null,
      journal: i.journal ?? null, abstract: i.abstract ?? null, detected_total: i.detected_total ?? null
    }))
    // Two batched calls (titles, then abstracts): an engine run per text costs far more than one per batch.
    const incoming: Array<Entry> = [...entries]
    if (input.translate) {
      const titles = yield* translator.translateMany(entries.map((e) => e.title), target)
      const withAbstract = entries.flatMap((e, i) => (e.abstract === null ? [] : [i]))
      const abstracts = yield* translator.translateMany(withAbstract.map((i) => entries[i]!.abstract!), target)
      entries.forEach((e, i) => {
        incoming[i] = { ...e, title: titles[i]?.translated ?? e.title }
      })
      withAbstract.forEach((i, k) => {
        incoming[i] = { ...incoming[i]!, abstract: abstracts[k]?.translated ?? incoming[i]!.abstract }
      })
    }
    const repo = yield* IpsRepository
    const audit = yield* AuditLog.AuditLog
    const tx = yield* Transactor.Transactor
    return yield* tx.transaction(Effect.gen(function*() {
      yield* draftForUpdate(reportId)
      const before = yield* repo.fuentes(reportId)
      const merged = dedupe([...before.map(({ id: _, ...f }) => f), ...incoming])
      yield* repo.replaceFuentes(reportId, merged)
      yield* audit.append({ action: "IPS_FUENTES_BULK", entity: "ips", entity_id: String(reportId), actor, changes: { received: items.length, before: before.length, after: merged.length } })
      return { saved: incoming.length, total_now: merged.length, kpis: kpis(merged), engine: input.translate ? translator.engine : null }
    }))
  })

/** Normalises citations and names and removes duplicates: `{ok, removed, total_now, kpis}`. */
export const cleanup = (reportId: number, actor: AuditLog.Actor) =>
  Effect.gen(function*() {
    const repo = yield* IpsRepository
    const audit = yield* AuditLog.AuditLog
    const tx = yield* Transactor.Transactor
    return yield* tx.transaction(Effect.gen(function*() {
      yield* draftForUpdate(reportId)
      const before = yield* repo.fuentes(reportId)
      const merged = dedupe(before.map(({ id: _, ...f }) => f))
      yield* repo.replaceFuentes(reportId, merged)
      yield* audit.append({ action: "IPS_FUENTES_CLEANUP", entity: "ips", entity_id: String(reportId), actor, changes: { before: before.length, after: merged.length } })
      return { ok: true as const, removed: before.length - merged.length, total_now: merged.length, kpis: kpis(merged) }
    }))
  })
