/**
 * Medical-device recalls (`GET /fda/search`; service-spec "Device recall item", "Limits";
 * decisions.md): the FDA's recall index page (a table of recalls, each row linking its detail page)
 * and the detail pages (sections under headings: the reason, the affected products). At most 60
 * index rows are considered (INDEX_LIMIT), each request is bounded by 25 s with 2 retries
 * (REQUEST_TIMEOUT, MAX_RETRIES), and an event shorter than 120 characters (MIN_EVENT_CHARS) is
 * completed from the page's other paragraphs. Items are translated to Spanish through the
 * Translator, their device type named by the repository's table, and the event summarised in
 * 1-3 sentences (the language model when configured, else the leading sentences).
 */
import { Errors, LanguageModel, Validation } from "@atalaya/core"
import { Translator } from "@atalaya/translation"
import { Context, Data, Effect, Layer, Option } from "effect"
import { z } from "zod"
import { Env } from "@atalaya/core"
import { keyed } from "../internal/guard.js"
import { get, type RequestPolicy } from "../internal/http.js"
import { fold } from "../MedRecord.js"
import { deviceType, SPANISH_QUERIES } from "./deviceTypes.js"
import { firstTable, sections } from "./html.js"

/** The spec's scraper limits. */
export const INDEX_LIMIT = 60
export const MIN_EVENT_CHARS = 120
export const REQUEST_TIMEOUT_MS = 25_000
export const MAX_RETRIES = 2

/** The FDA's site and its recall index. */
export const DEFAULT_URL = "https://www.fda.gov"
export const INDEX_PATH = "/medical-devices/medical-device-safety/medical-device-recalls"

/** The contract's 502 text. */
export const UNAVAILABLE = "FDA website unavailable"

/** One recall as the FDA publishes it (device recall item before translation). */
export interface FDAItem {
  readonly titulo: string
  readonly medicamento: string
  readonly evento: string
  readonly url: string
  readonly fecha_publicada: string | null
}

/** One row of the index. */
export interface IndexEntry {
  readonly title: string
  readonly url: string
  readonly date: string | null
  readonly product: string
  readonly firm: string
}

/** A page could not be read (unreachable, time-out, or a layout we no longer recognise). */
export class RecallsFailed extends Data.TaggedError("RecallsFailed")<{ readonly reason: string }> {}

/** `MM/DD/YYYY`, `YYYY-MM-DD` or an ISO date-time → `YYYY-MM-DD`; null when none. */
export const isoDate = (raw: string | null | undefined): string | null => {
  if (raw === null || raw === undefined) return null
  const iso = /(\d{4})-(\d{2})-(\d{2})/u.exec(raw)
  if (iso !== null) return `${iso[1]}-${iso[2]}-${iso[3]}`
  const us = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/u.exec(raw)
  return us === null ? null : `${us[3]}-${us[1]!.padStart(2, "0")}-${us[2]!.padStart(2, "0")}`
}

/**
 * The index rows, or null when the page has no table of recalls (its layout changed). Only links
 * to the index's own site are followed.
 */
export const parseIndex = (html: string, baseUrl: string): Array<IndexEntry> | null => {
  const origin = new URL(baseUrl).origin
  const table = firstTable(html)
  if (table === null || table.rows.length === 0) return null
  const column = (pattern: RegExp) => table.headers.findIndex((h) => pattern.test(h))
  const date = column(/date/u)
  const product = column(/product|device|type/u)
  const firm = column(/firm|company|manufacturer/u)
  const out: Array<IndexEntry> = []
  for (const row of table.rows) {
    const linkCell = row.find((c) => c.links.length > 0)
    const link = linkCell?.links[0]
    if (link === undefined) continue
    const url = new URL(link.href, baseUrl)
    if (url.origin !== origin) continue
    const d = date >= 0 ? row[date] : undefined
    out.push({
      title: link.text || linkCell!.text,
      url: url.toString(),
      date: isoDate(d?.datetime ?? d?.text),
      product: product >= 0 && row[product] !== linkCell ? row[product]?.text ?? "" : "",
      firm: firm >= 0 ? row[firm]?.text ?? "" : ""
    })
  }
  return out.length === 0 ? null : out
}

/** A detail page's event (the reason, completed up to MIN_EVENT_CHARS) and affected product text. */
export const parseDetail = (html: string): { readonly event: string; readonly product: string } => {
  const s = sections(html)
  const find = (pattern: RegExp) => [...s].find(([h]) => pattern.test(h))?.[1] ?? ""
  let event = find(/reason|problem|what happened|issue/u).replace(/\n/gu, " ")
  if (event.length < MIN_EVENT_CHARS) {
    // Too short to say what happened: add the page's longest paragraphs until it does.
    const paragraphs = [...s.values()].flatMap((v) => v.split("\n")).filter((p) => p.length > 40 && !event.includes(p)).sort((a, b) => b.length - a.length)
    for (const p of paragraphs) {
      if (event.length >= MIN_EVENT_CHARS) break
      event = `${event} ${p}`.trim()
    }
  }
  return { event, product: find(/affected product|device use|product/u).split("\n").slice(0, 3).join("\n") }
}

/** The first one to three sentences, at most about 400 characters. */
export const leadingSentences = (body: string): string => {
  const sentences = body.replace(/\s+/gu, " ").trim().split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/u)
  let out = ""
  for (const s of sentences.slice(0, 3)) {
    if (out !== "" && out.length + s.length > 400) break
    out = out === "" ? s : `${out} ${s}`
  }
  return out
}

/** The pages the search reads. */
export interface RecallsClient {
  readonly describe: string
  readonly index: Effect.Effect<ReadonlyArray<IndexEntry>, RecallsFailed>
  readonly detail: (url: string) => Effect.Effect<string, RecallsFailed>
}

/** The configured client; none means 502 `FDA website unavailable`. */
export class Recalls extends Context.Reference<Recalls>()("@atalaya/regulators/Recalls", {
  defaultValue: (): Option.Option<RecallsClient> => Option.none()
}) {}

/** Options of the client. */
export interface RecallsOptions {
  readonly policy?: RequestPolicy
  /** How long pages are kept (default 24 h). */
  readonly cacheMs?: number
  /** Requests per minute (default 60). */
  readonly perMinute?: number
}

/** The client over the site at `baseUrl`. */
export const make = (baseUrl: string, options: RecallsOptions = {}): RecallsClient => {
  const base = baseUrl.replace(/\/+$/u, "")
  const policy = options.policy ?? { timeoutMs: REQUEST_TIMEOUT_MS, retries: MAX_RETRIES }
  const page = keyed(
    (url: string) => Effect.map(Effect.mapError(get(url, policy, { headers: { accept: "text/html" } }), (e) => new RecallsFailed({ reason: e.reason })), (r) => r.body),
    () => new RecallsFailed({ reason: "limite local de solicitudes alcanzado" }),
    { cacheMs: options.cacheMs ?? 24 * 3_600_000, limit: options.perMinute ?? 60 }
  )
  return {
    describe: `${base}${INDEX_PATH}`,
    index: Effect.flatMap(page(`${base}${INDEX_PATH}`), (html) => {
      const entries = parseIndex(html, `${base}/`)
      return entries === null ? Effect.fail(new RecallsFailed({ reason: "formato de la pagina de retiros no reconocido" })) : Effect.succeed(entries)
    }),
    detail: page
  }
}

/** The client `ATALAYA_SOURCE_FDA_RECALLS_URL` selects (default the FDA's site; `off`: none). */
export const fromEnv = (env: Env.Env, options: RecallsOptions = {}): Option.Option<RecallsClient> => {
  const url = Env.read(env, "ATALAYA_SOURCE_FDA_RECALLS_URL")
  if (url !== undefined && ["off", "none", "false", "0"].includes(url.toLowerCase())) return Option.none()
  return Option.some(make(url ?? DEFAULT_URL, options))
}

/** A layer of the client the environment selects. */
export const layerFromEnv = (env: Env.Env, options?: RecallsOptions): Layer.Layer<Recalls> => Layer.succeed(Recalls, fromEnv(env, options))

const Summary = z.object({ resumen: z.string() })

/** The event in 1-3 sentences: the model when configured (and answering), else the leading sentences. */
const summarise = (event: string): Effect.Effect<string, never, LanguageModel.LanguageModel> =>
  Effect.flatMap(LanguageModel.LanguageModel, (model) => !model.available || event === ""
    ? Effect.succeed(leadingSentences(event))
    : model.complete({
      task: "recall-summary",
      system: "Summarise the medical-device recall event in one to three plain English sentences: what is wrong and what risk it poses. No preamble. Answer JSON {\"resumen\": \"...\"}.",
      prompt: JSON.stringify({ event }),
      schema: Summary,
      schemaName: "recall_summary",
      promptVersion: "recall-summary-v1"
    }).pipe(Effect.map((c) => leadingSentences(c.value.resumen) || leadingSentences(event)), Effect.orElseSucceed(() => leadingSentences(event))))

/** Reads `max_results` (integer 1-25, default 10). */
const maxResults = (raw: string | undefined): Effect.Effect<number, Errors.ValidationFailed> => {
  const issue = (t: Validation.IssueText) => Effect.fail(new Errors.ValidationFailed({ issues: [{ loc: ["query", "max_results"], ...t }] }))
  const v = raw?.trim()
  if (v === undefined || v === "") return Effect.succeed(10)
  if (!/^[+-]?\d+$/u.test(v)) return issue(Validation.Messages.integer)
  const n = Number(v)
  return n < 1 ? issue(Validation.Messages.ge(1)) : n > 25 ? issue(Validation.Messages.le(25)) : Effect.succeed(n)
}

/** Function words of either language, which titles need not contain. */
const STOP = new Set(["of", "the", "for", "and", "or", "in", "on", "to", "a", "an", "de", "del", "la", "el", "los", "las", "y", "o", "en", "con", "por", "para", "un", "una"])
const words = (q: string) => fold(q).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1 && !STOP.has(w))

/** `GET /fda/search?q=&max_results=`: recalls whose title or product holds every word of q (Spanish or English). */
export const search = (query: Readonly<Record<string, string | undefined>>): Effect.Effect<ReadonlyArray<FDAItem>, Errors.ValidationFailed | Errors.UpstreamFailed, LanguageModel.LanguageModel> =>
  Effect.gen(function*() {
    const q = query.q?.trim() ?? ""
    if (q === "") return yield* Effect.fail(new Errors.ValidationFailed({ issues: [{ loc: ["query", "q"], ...Validation.Messages.missing }] }))
    const max = yield* maxResults(query.max_results)
    const client = yield* Effect.flatMap(Recalls, Option.match({ onNone: () => Effect.fail(new Errors.UpstreamFailed({ detail: UNAVAILABLE })), onSome: Effect.succeed }))
    const translator = yield* Translator.Translator
    // The site is in English: a Spanish query is also looked for in English.
    const english = yield* Effect.map(translator.translate(q, "en"), (r) => r.translated)
    // Device names the engine renders badly are also looked for by the glossary's English.
    let glossary = fold(q)
    for (const [es, en] of SPANISH_QUERIES) glossary = glossary.replace(new RegExp(`\\b${es}\\b`, "gu"), en)
    const wanted = [words(q), words(english), words(glossary)].filter((w) => w.length > 0)
    const entries = yield* client.index.pipe(
      Effect.tapError((e) => Effect.logWarning("recall index failed").pipe(Effect.annotateLogs({ reason: e.reason }))),
      Effect.mapError(() => new Errors.UpstreamFailed({ detail: UNAVAILABLE }))
    )
    const hits = entries.slice(0, INDEX_LIMIT).filter((e) => {
      const hay = fold(`${e.title} ${e.product} ${e.firm}`)
      return wanted.some((ws) => ws.every((w) => hay.includes(w)))
    }).slice(0, max)
    // Detail pages four at a time; one that fails is left out (logged), not the whole answer.
    const details = yield* Effect.forEach(hits, (e) => Effect.option(Effect.tapError(Effect.map(client.detail(e.url), parseDetail), (err) =>
      Effect.logWarning("recall detail page failed").pipe(Effect.annotateLogs({ url: e.url, reason: err.reason })))), { concurrency: 4 })
    const kept = hits.flatMap((e, i) => Option.match(details[i]!, { onNone: () => [], onSome: (d) => [{ entry: e, detail: d }] }))
    const summaries = yield* Effect.forEach(kept, (k) => summarise(k.detail.event), { concurrency: 2 })
    const spanish = yield* translator.translateMany([...kept.map((k) => k.entry.title), ...summaries], "es")
    return kept.map((k, i): FDAItem => {
      const brand = k.detail.product !== "" ? k.detail.product : [k.entry.product, k.entry.firm].filter((x) => x !== "").join("\n")
      return {
        titulo: spanish[i]?.translated ?? k.entry.title,
        medicamento: [deviceType(`${k.entry.title} ${k.entry.product} ${k.detail.product}`), brand].filter((x) => x !== "").join("\n"),
        evento: spanish[kept.length + i]?.translated ?? summaries[i]!,
        url: k.entry.url,
        fecha_publicada: k.entry.date
      }
    })
  })
