/**
 * DIGEMID's national alerts (`GET /sources/digemid`; service-spec "National-alert scraping rules"):
 * the alerts page is read as a table first (N° de alerta, fecha, producto/título, motivo, enlace),
 * else as post cards whose detail pages give the text. Dates use Spanish month abbreviations (ene …
 * dic, set or sep), a card's date is taken at 12:00 in America/Lima (UTC−5, no daylight saving) and
 * kept in UTC, and a date without year is of the current year. Each alert's fields come from the
 * language model when configured, else from rules over its title and text, else the plain text
 * (translated to Spanish when it is not); `traces` say how each page was read and which step
 * answered for each alert. The first page failing is a 502 naming DIGEMID; a later one makes the
 * answer partial (`ok: false`).
 */
import { Env, Errors, LanguageModel, Validation } from "@atalaya/core"
import { Translator } from "@atalaya/translation"
import { Clock, Context, Data, Effect, Layer, Option } from "effect"
import { z } from "zod"
import { keyed } from "../internal/guard.js"
import { get, type RequestPolicy } from "../internal/http.js"
import { fold } from "../MedRecord.js"
import { firstTable, sections, text } from "../recalls/html.js"

/** DIGEMID's site and its alerts page. */
export const DEFAULT_URL = "https://www.digemid.minsa.gob.pe"
export const ALERTS_PATH = "/webDigemid/alertas-modificaciones/"

/** One alert as the endpoint answers it. */
export interface Alert {
  readonly n_alerta: string
  readonly producto: string
  readonly motivo: string
  readonly enlace: string
  /** ISO 8601 in UTC (12:00 Lima = 17:00Z), or null. */
  readonly fecha_publicada: string | null
}

/** The endpoint's answer. */
export interface AlertsAnswer {
  readonly source: "digemid"
  readonly ok: boolean
  readonly query: string
  readonly period: { readonly from: string | null; readonly to: string | null }
  readonly hits: number
  readonly items: ReadonlyArray<Alert>
  readonly traces: ReadonlyArray<string>
}

const MONTHS: Readonly<Record<string, number>> = { ene: 1, feb: 2, mar: 3, abr: 4, may: 5, jun: 6, jul: 7, ago: 8, set: 9, sep: 9, oct: 10, nov: 11, dic: 12 }

/**
 * A date as DIGEMID writes it (`14 oct 2026`, `14-oct`, `14 de octubre de 2026`, `14/10/2026`,
 * `2026-10-14`) at 12:00 America/Lima, as an ISO instant in UTC; a missing year is `currentYear`.
 */
export const parseDate = (raw: string, currentYear: number): string | null => {
  const s = fold(raw)
  let y: number | undefined
  let m: number | undefined
  let d: number | undefined
  const iso = /(\d{4})-(\d{1,2})-(\d{1,2})/u.exec(s)
  const dmy = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/u.exec(s)
  const named = /\b(\d{1,2})(?:\s+de)?[\s.-]+([a-z]{3})[a-z]*\.?(?:(?:\s+de\s+|[\s.,-]+)(\d{4}))?/u.exec(s)
  if (iso !== null) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])]
  else if (dmy !== null) [d, m, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])]
  else if (named !== null && MONTHS[named[2]!] !== undefined) [d, m, y] = [Number(named[1]), MONTHS[named[2]!], named[3] === undefined ? currentYear : Number(named[3])]
  if (y === undefined || m === undefined || d === undefined || m < 1 || m > 12 || d < 1 || d > 31) return null
  // 12:00 in Lima (UTC−5 all year) is 17:00 UTC.
  const at = new Date(Date.UTC(y, m - 1, d, 17, 0, 0))
  return at.getUTCMonth() === m - 1 ? at.toISOString() : null
}

/** An alert as found on the index, before enrichment. */
export interface RawAlert {
  readonly title: string
  readonly n_alerta: string
  readonly producto: string
  readonly motivo: string
  readonly enlace: string
  readonly date: string
  /** True for a card: its text is on the detail page. */
  readonly card: boolean
}

/** The index's alerts: the table if there is one, else post cards; null when neither (layout changed). */
export const parseIndex = (html: string, baseUrl: string): { readonly kind: "tabla" | "tarjetas"; readonly alerts: Array<RawAlert> } | null => {
  const table = firstTable(html)
  if (table !== null && table.rows.length > 0 && table.headers.length > 0) {
    const col = (p: RegExp) => table.headers.findIndex((h) => p.test(fold(h)))
    const n = col(/n[°º.]|numero|alerta/u)
    const fecha = col(/fecha/u)
    const producto = col(/producto|titulo|asunto|denominacion/u)
    const motivo = col(/motivo|descripcion|detalle|observacion/u)
    const alerts = table.rows.map((row): RawAlert => {
      const link = row.flatMap((c) => c.links)[0]
      const at = (i: number) => (i >= 0 ? row[i]?.text ?? "" : "")
      return {
        title: at(producto) || link?.text || "", n_alerta: at(n), producto: at(producto), motivo: at(motivo),
        enlace: link === undefined ? "" : new URL(link.href, baseUrl).toString(), date: row[fecha]?.datetime ?? at(fecha), card: false
      }
    }).filter((a) => a.title !== "" || a.n_alerta !== "")
    if (alerts.length > 0) return { kind: "tabla", alerts }
  }
  const cards = [...html.matchAll(/<article\b[\s\S]*?<\/article>/giu)].map((m) => m[0]).flatMap((card): Array<RawAlert> => {
    const heading = /<h[1-4]\b[^>]*>([\s\S]*?)<\/h[1-4]>/iu.exec(card)?.[1] ?? ""
    const href = /<a\b[^>]*href\s*=\s*["']([^"']+)["']/iu.exec(heading)?.[1] ?? /<a\b[^>]*href\s*=\s*["']([^"']+)["']/iu.exec(card)?.[1]
    const title = text(heading).replace(/\n/gu, " ")
    if (title === "" || href === undefined) return []
    const time = /<time\b[^>]*datetime\s*=\s*["']([^"']+)["']/iu.exec(card)?.[1]
    const dateText = time ?? text(/<[^>]+class\s*=\s*["'][^"']*(date|fecha)[^"']*["'][^>]*>([\s\S]*?)<\//iu.exec(card)?.[2] ?? "")
    return [{ title, n_alerta: "", producto: "", motivo: "", enlace: new URL(href, baseUrl).toString(), date: dateText, card: true }]
  })
  return cards.length > 0 ? { kind: "tarjetas", alerts: cards } : null
}

/** The fields the rules find in an alert's title and text (empty when they find nothing). */
export const rules = (title: string, body: string): { readonly n_alerta: string; readonly producto: string; readonly motivo: string } => {
  const all = `${title}\n${body}`
  const n = /alerta\s+(?:digemid\s+)?n[°º.o]*\s*(\d{1,4}\s*-\s*\d{2,4})/iu.exec(all)?.[1]?.replace(/\s+/gu, "") ?? ""
  const producto = (/\bproductos?(?:\s+farmac[eé]uticos?)?\s*:?\s+([^,;:\n]+?)(?=\s*(?:,|;|\.|\n|\s+lote|\s+con\s+registro|\s+por\s|\s+debido|$))/iu.exec(all)?.[1] ?? "").trim()
  const reason = /(?:motivo\s*:\s*|debido\s+a\s+|por\s+(?=(?:presentar|contener|no\s+cumplir|la\s+detecci|falsificaci|resultados))).*?(?:[.\n]|$)/iu.exec(body)?.[0]?.trim() ?? ""
  return { n_alerta: n, producto, motivo: reason.replace(/^motivo\s*:\s*/iu, "") }
}

/** The page could not be read (unreachable, time-out, changed layout). */
export class AlertsFailed extends Data.TaggedError("AlertsFailed")<{ readonly reason: string }> {}

/** The pages the search reads. */
export interface AlertsClient {
  readonly describe: string
  /** Index page `n` (1-based): `?page=n` beyond the first. */
  readonly index: (page: number) => Effect.Effect<{ readonly kind: "tabla" | "tarjetas"; readonly alerts: ReadonlyArray<RawAlert> }, AlertsFailed>
  readonly detail: (url: string) => Effect.Effect<string, AlertsFailed>
}

/** The configured client; none answers 502 `Fuente DIGEMID no configurada`. */
export class DigemidAlerts extends Context.Reference<DigemidAlerts>()("@atalaya/regulators/DigemidAlerts", {
  defaultValue: (): Option.Option<AlertsClient> => Option.none()
}) {}

/** The client over the site at `baseUrl` (pages kept 24 h, 60 requests a minute). */
export const make = (baseUrl: string, options: { readonly policy?: RequestPolicy; readonly cacheMs?: number } = {}): AlertsClient => {
  const base = baseUrl.replace(/\/+$/u, "")
  const policy = options.policy ?? { timeoutMs: 25_000, retries: 2 }
  const page = keyed(
    (url: string) => Effect.map(Effect.mapError(get(url, policy, { headers: { accept: "text/html" } }), (e) => new AlertsFailed({ reason: e.reason })), (r) => r.body),
    () => new AlertsFailed({ reason: "limite local de solicitudes alcanzado" }),
    { cacheMs: options.cacheMs ?? 24 * 3_600_000, limit: 60 }
  )
  const indexUrl = (n: number) => `${base}${ALERTS_PATH}${n > 1 ? `?page=${n}` : ""}`
  return {
    describe: `${base}${ALERTS_PATH}`,
    index: (n) => Effect.flatMap(page(indexUrl(n)), (html) => {
      const parsed = parseIndex(html, `${base}/`)
      return parsed === null ? Effect.fail(new AlertsFailed({ reason: "formato de la pagina de alertas no reconocido" })) : Effect.succeed(parsed)
    }),
    detail: (url) => Effect.map(page(url), (html) => [...sections(html).values()].join("\n"))
  }
}

/** The client `ATALAYA_SOURCE_DIGEMID_ALERTS_URL` selects (default DIGEMID's site; `off`: none). */
export const layerFromEnv = (env: Env.Env): Layer.Layer<DigemidAlerts> => {
  const url = Env.read(env, "ATALAYA_SOURCE_DIGEMID_ALERTS_URL")
  const off = url !== undefined && ["off", "none", "false", "0"].includes(url.toLowerCase())
  return Layer.succeed(DigemidAlerts, off ? Option.none() : Option.some(make(url ?? DEFAULT_URL)))
}

const Extracted = z.object({ n_alerta: z.string(), producto: z.string(), motivo: z.string() })

type Step = "ia" | "reglas" | "traduccion"

/** One alert's fields by the enrichment order: model, rules, plain (translated) text. */
const enrich = (raw: RawAlert, body: string): Effect.Effect<{ readonly alert: Omit<Alert, "fecha_publicada" | "enlace">; readonly step: Step }, never, LanguageModel.LanguageModel> =>
  Effect.gen(function*() {
    const model = yield* LanguageModel.LanguageModel
    if (model.available) {
      const answer = yield* Effect.option(model.complete({
        task: "digemid-alert", schema: Extracted, schemaName: "digemid_alert", promptVersion: "digemid-alert-v1",
        system: "Extrae de una alerta de DIGEMID (Perú): n_alerta (p. ej. 25-2026), producto (nombre, concentración y forma) y motivo (una oración). Cadena vacía si no consta. Responde JSON.",
        prompt: JSON.stringify({ titulo: raw.title, texto: body.slice(0, 6000) })
      }))
      if (Option.isSome(answer) && answer.value.value.producto.trim() !== "") {
        const v = answer.value.value
        return { alert: { n_alerta: v.n_alerta.trim() || raw.n_alerta, producto: v.producto.trim(), motivo: v.motivo.trim() }, step: "ia" as const }
      }
    }
    const found = rules(raw.title, body)
    const n_alerta = raw.n_alerta || found.n_alerta
    const producto = raw.producto || found.producto
    const motivo = raw.motivo || found.motivo
    if (producto !== "" && motivo !== "") return { alert: { n_alerta, producto, motivo }, step: "reglas" as const }
    const translator = yield* Translator.Translator
    const plain = body.split(/(?<=[.!?])\s+/u)[0]?.trim() ?? ""
    const [p, m] = yield* translator.translateMany([producto || raw.title, motivo || plain || raw.title], "es")
    return { alert: { n_alerta, producto: p?.translated ?? raw.title, motivo: m?.translated ?? plain }, step: "traduccion" as const }
  })

const dateParam = (name: string, raw: string | undefined): Effect.Effect<string | null, Errors.ValidationFailed> => {
  const v = raw?.trim()
  if (v === undefined || v === "") return Effect.succeed(null)
  return /^\d{4}-\d{2}-\d{2}$/u.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))
    ? Effect.succeed(v)
    : Effect.fail(new Errors.ValidationFailed({ issues: [{ loc: ["query", name], ...Validation.Messages.date }] }))
}

/** `GET /sources/digemid?q=&start=&end=&max_pages=` (max_pages 1-10, default 1). */
export const search = (query: Readonly<Record<string, string | undefined>>): Effect.Effect<AlertsAnswer, Errors.ValidationFailed | Errors.UpstreamFailed, LanguageModel.LanguageModel> =>
  Effect.gen(function*() {
    const q = query.q?.trim() ?? ""
    const from = yield* dateParam("start", query.start)
    const to = yield* dateParam("end", query.end)
    const rawPages = query.max_pages?.trim()
    let pages = 1
    if (rawPages !== undefined && rawPages !== "") {
      if (!/^\d+$/u.test(rawPages)) return yield* Effect.fail(new Errors.ValidationFailed({ issues: [{ loc: ["query", "max_pages"], ...Validation.Messages.integer }] }))
      pages = Number(rawPages)
      if (pages < 1 || pages > 10) return yield* Effect.fail(new Errors.ValidationFailed({ issues: [{ loc: ["query", "max_pages"], ...(pages < 1 ? Validation.Messages.ge(1) : Validation.Messages.le(10)) }] }))
    }
    const answer = (ok: boolean, items: ReadonlyArray<Alert>, traces: ReadonlyArray<string>): AlertsAnswer =>
      ({ source: "digemid", ok, query: q, period: { from, to }, hits: items.length, items, traces })
    const client = yield* DigemidAlerts
    if (Option.isNone(client)) return yield* Effect.fail(new Errors.UpstreamFailed({ detail: "Fuente DIGEMID no configurada" }))
    const year = new Date(yield* Clock.currentTimeMillis).getUTCFullYear()
    const traces: Array<string> = []
    const found: Array<RawAlert> = []
    let partial = false
    for (let n = 1; n <= pages; n++) {
      const index = yield* Effect.either(client.value.index(n))
      if (index._tag === "Left") {
        // The first page failing (unreachable, or a layout we no longer read) is a 502 naming the
        // source, never an empty success; a later page only makes the answer partial (ok false).
        if (n === 1) return yield* Effect.fail(new Errors.UpstreamFailed({ detail: `Fuente DIGEMID no disponible: ${index.left.reason}` }))
        traces.push(`pagina ${n}: ${index.left.reason}`)
        partial = true
        break
      }
      traces.push(`pagina ${n}: ${index.right.kind} (${index.right.alerts.length} alertas)`)
      found.push(...index.right.alerts)
      if (index.right.alerts.length === 0) break
    }
    const items: Array<Alert> = []
    for (const raw of found) {
      const fecha = parseDate(raw.date, year)
      const day = fecha?.slice(0, 10) ?? null
      if ((from !== null && (day === null || day < from)) || (to !== null && (day === null || day > to))) continue
      const body = raw.card && raw.enlace !== "" ? yield* Effect.orElseSucceed(client.value.detail(raw.enlace), () => "") : ""
      if (q !== "" && !fold(`${raw.title} ${raw.producto} ${raw.motivo} ${body}`).includes(fold(q))) continue
      const { alert, step } = yield* enrich(raw, body)
      traces.push(`${alert.n_alerta || raw.title.slice(0, 40)}: ${step}`)
      items.push({ ...alert, enlace: raw.enlace, fecha_publicada: fecha })
    }
    return answer(!partial, items, traces)
  })
