/**
 * Surveillance (decisions.md "Regulators and surveillance"): a round gathers DIGEMID's alerts
 * (`national`), the FDA's latest device recalls and EMA's latest safety communications (DHPC;
 * `external`), gives each a severity by rules,
 * and stores them deduplicated by link; `GET /surveillance/results` filters what is stored. A
 * scheduled job runs a round every `SURVEILLANCE_HOURS` (default 24), one instance at a time by a
 * lease in the database; `atalaya surveillance run` runs one round now.
 */
import { Errors, type LanguageModel, Validation } from "@atalaya/core"
import { Translator } from "@atalaya/translation"
import { Context, Duration, Effect, Layer, Option, Schedule } from "effect"
import * as DigemidAlerts from "../alerts/DigemidAlerts.js"
import { fold } from "../MedRecord.js"
import { deviceType } from "../recalls/deviceTypes.js"
import * as Recalls from "../recalls/Recalls.js"
import { EmaSafety } from "./EmaSafety.js"

/** The severities. */
export const SEVERITIES = ["Alta", "Media", "Baja"] as const
/** One of {@link SEVERITIES}. */
export type Severity = (typeof SEVERITIES)[number]

/** An item before storage. */
export interface NewItem {
  readonly scope: "national" | "external"
  readonly fuente: string
  readonly titulo: string
  readonly medicamento: string
  readonly resumen: string
  readonly severity: Severity
  readonly enlace: string
  readonly fecha_publicada: string | null
}

/** A stored item. */
export interface Item extends NewItem {
  readonly id: number
  readonly fetched_at: string
}

/** The results' filters. */
export interface ResultsQuery {
  readonly scope: "national" | "external" | null
  readonly fuente: string | null
  readonly query: string | null
  readonly medicamento: string | null
  readonly severity: Severity | null
  readonly desde: string | null
  readonly hasta: string | null
  readonly limit: number
  readonly offset: number
}

/** Stored surveillance items. */
export interface SurveillanceRepositoryShape {
  /** Stores new items; a link already stored is skipped. Returns how many were new. */
  readonly add: (items: ReadonlyArray<NewItem>) => Effect.Effect<number, Errors.StorageError>
  readonly results: (query: ResultsQuery) => Effect.Effect<{ readonly items: ReadonlyArray<Item>; readonly total: number }, Errors.StorageError>
  /** Takes the round's lease for `seconds` unless another holder has it. */
  readonly claim: (holder: string, seconds: number) => Effect.Effect<boolean, Errors.StorageError>
}

/** The repository (`@atalaya/sql`). */
export class SurveillanceRepository extends Context.Tag("@atalaya/regulators/SurveillanceRepository")<SurveillanceRepository, SurveillanceRepositoryShape>() {}

const HIGH = /muert|death|fallec|serious injur|lesion(es)? grave|falsific|counterfeit|class i\b|clase i\b|nitrosamin|contamina/u
const MEDIUM = /retir|recall|no conforme|out of specification|defect|defecto|error|fall[ao]|malfunction/u

/** Severity by rules over the item's text: deaths, serious injury, falsification, contamination → Alta; a recall or defect → Media; else Baja. */
export const severityOf = (text: string): Severity => {
  const t = fold(text)
  return HIGH.test(t) ? "Alta" : MEDIUM.test(t) ? "Media" : "Baja"
}

/** What a round did. */
export interface RoundSummary {
  readonly national: number
  readonly external: number
  readonly added: number
  readonly traces: ReadonlyArray<string>
}

/** How many of the FDA's latest recalls a round reads (detail pages included). */
export const RECALLS_PER_ROUND = 10

/** One round: DIGEMID alerts, the FDA's latest recalls, EMA's latest DHPCs; a source that fails is traced and skipped. */
export const runOnce = (onProgress?: (done: number, total: number, step: string) => void): Effect.Effect<RoundSummary, Errors.StorageError, SurveillanceRepository | LanguageModel.LanguageModel> =>
  Effect.gen(function*() {
    const repo = yield* SurveillanceRepository
    const traces: Array<string> = []
    const items: Array<NewItem> = []
    onProgress?.(0, 4, "DIGEMID")
    const alerts = yield* Effect.either(DigemidAlerts.search({ max_pages: "1" }))
    if (alerts._tag === "Left") traces.push(`digemid: ${"detail" in alerts.left ? String(alerts.left.detail) : "fallo"}`)
    else {
      traces.push(...alerts.right.traces.map((t) => `digemid ${t}`))
      for (const a of alerts.right.items) {
        if (a.enlace === "") continue
        items.push({
          scope: "national", fuente: "DIGEMID", titulo: a.n_alerta === "" ? a.producto : `Alerta DIGEMID N° ${a.n_alerta}`, medicamento: a.producto,
          resumen: a.motivo, severity: severityOf(`${a.producto} ${a.motivo}`), enlace: a.enlace, fecha_publicada: a.fecha_publicada
        })
      }
    }
    onProgress?.(1, 4, "FDA")
    const recalls = yield* Recalls.Recalls
    if (Option.isNone(recalls)) traces.push("fda: no configurada")
    else {
      const index = yield* Effect.either(recalls.value.index)
      if (index._tag === "Left") traces.push(`fda: ${index.left.reason}`)
      else {
        const latest = index.right.slice(0, RECALLS_PER_ROUND)
        const details = yield* Effect.forEach(latest, (e) => Effect.option(Effect.map(recalls.value.detail(e.url), Recalls.parseDetail)), { concurrency: 4 })
        const kept = latest.flatMap((e, i) => Option.match(details[i]!, { onNone: () => [], onSome: (d) => [{ e, d }] }))
        const translator = yield* Translator.Translator
        const spanish = yield* translator.translateMany([...kept.map((k) => k.e.title), ...kept.map((k) => Recalls.leadingSentences(k.d.event))], "es")
        kept.forEach((k, i) => items.push({
          scope: "external", fuente: "FDA", titulo: spanish[i]?.translated ?? k.e.title,
          medicamento: [deviceType(`${k.e.title} ${k.e.product}`), k.d.product || k.e.product].filter((x) => x !== "").join("\n"),
          resumen: spanish[kept.length + i]?.translated ?? k.d.event, severity: severityOf(`${k.e.title} ${k.d.event}`), enlace: k.e.url,
          fecha_publicada: k.e.date === null ? null : `${k.e.date}T17:00:00.000Z`
        }))
        traces.push(`fda: ${kept.length} retiros`)
      }
    }
    onProgress?.(2, 4, "EMA")
    const ema = yield* EmaSafety
    if (Option.isNone(ema)) traces.push("ema: no configurada")
    else {
      const latest = yield* Effect.either(ema.value.latest(RECALLS_PER_ROUND))
      if (latest._tag === "Left") traces.push(`ema: ${latest.left.reason}`)
      else {
        const translator = yield* Translator.Translator
        const spanish = yield* translator.translateMany([...latest.right.map((i) => i.titulo), ...latest.right.map((i) => i.resumen || i.titulo)], "es")
        latest.right.forEach((item, i) => items.push({
          scope: "external", fuente: "EMA", titulo: spanish[i]?.translated ?? item.titulo, medicamento: item.medicamento,
          resumen: spanish[latest.right.length + i]?.translated ?? item.resumen, severity: severityOf(`${item.titulo} ${item.resumen}`),
          enlace: item.enlace, fecha_publicada: item.fecha_publicada
        }))
        traces.push(`ema: ${latest.right.length} comunicaciones`)
      }
    }
    onProgress?.(3, 4, "guardando")
    const added = yield* repo.add(items)
    onProgress?.(4, 4, "listo")
    return { national: items.filter((i) => i.scope === "national").length, external: items.filter((i) => i.scope === "external").length, added, traces }
  })

/**
 * The scheduled job: a round every `hours` (the first one `hours` after start), run only by the instance that takes the lease
 * (held for the round's length, at most an hour); failures are logged and the next round comes.
 */
export const layerScheduler = (hours: number, holder: string): Layer.Layer<never, never, SurveillanceRepository | LanguageModel.LanguageModel> =>
  // The first round comes after one interval (`atalaya surveillance run` runs one now), so starting
  // a server, as tests do, reaches no site.
  Layer.scopedDiscard(Effect.forkScoped(Effect.schedule(
    Effect.gen(function*() {
      const repo = yield* SurveillanceRepository
      if (!(yield* repo.claim(holder, Math.max(60, Math.round(hours * 3600) - 60)))) return
      const summary = yield* runOnce()
      yield* Effect.logInfo("surveillance round").pipe(Effect.annotateLogs({ national: summary.national, external: summary.external, added: summary.added }))
    }).pipe(Effect.catchAllCause((cause) => Effect.logWarning("surveillance round failed", cause))),
    Schedule.spaced(Duration.hours(hours))
  )))

const issue = (field: string, text: Validation.IssueText) => new Errors.ValidationFailed({ issues: [{ loc: ["query", field], ...text }] })

/** Reads the results' filters (limit 1-200, default 50; dates YYYY-MM-DD; enumerations as the decisions name them). */
export const parseQuery = (q: Readonly<Record<string, string | undefined>>): Effect.Effect<ResultsQuery, Errors.ValidationFailed> =>
  Effect.gen(function*() {
    const str = (k: string) => (q[k]?.trim() ? q[k]!.trim() : null)
    const scope = str("scope")
    if (scope !== null && scope !== "national" && scope !== "external") return yield* Effect.fail(issue("scope", Validation.Messages.enumeration(["national", "external"])))
    const severity = str("severity")
    if (severity !== null && !(SEVERITIES as ReadonlyArray<string>).includes(severity)) return yield* Effect.fail(issue("severity", Validation.Messages.enumeration(SEVERITIES)))
    const date = (k: string) => {
      const v = str(k)
      return v === null || (/^\d{4}-\d{2}-\d{2}$/u.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))) ? Effect.succeed(v) : Effect.fail(issue(k, Validation.Messages.date))
    }
    const int = (k: string, fallback: number, min: number, max: number) => {
      const v = str(k)
      if (v === null) return Effect.succeed(fallback)
      if (!/^[+-]?\d+$/u.test(v)) return Effect.fail(issue(k, Validation.Messages.integer))
      const n = Number(v)
      return n < min ? Effect.fail(issue(k, Validation.Messages.ge(min))) : n > max ? Effect.fail(issue(k, Validation.Messages.le(max))) : Effect.succeed(n)
    }
    return {
      scope: scope as ResultsQuery["scope"], fuente: str("fuente"), query: str("query"), medicamento: str("medicamento"), severity: severity as Severity | null,
      desde: yield* date("desde"), hasta: yield* date("hasta"), limit: yield* int("limit", 50, 1, 200), offset: yield* int("offset", 0, 0, 1_000_000)
    }
  })

/** `GET /surveillance/results`. */
export const results = (q: Readonly<Record<string, string | undefined>>) =>
  Effect.flatMap(parseQuery(q), (query) => Effect.flatMap(SurveillanceRepository, (repo) => repo.results(query)))
