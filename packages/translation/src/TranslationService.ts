/**
 * The translation use cases behind the five endpoints (service-spec "Translation"): reading and
 * validating what a caller sent (body or query) in the contract's 400 shape, then asking the
 * `Translator`. A failing engine is never an error here (rule 2).
 */
import { Errors, Validation } from "@atalaya/core"
import { Effect } from "effect"
import { MAX_ITEMS, normalize, TOO_MANY_ITEMS } from "./Batch.js"
import type { EngineName } from "./Engine.js"
import { type TranslationResult, Translator } from "./Translator.js"

/** The target when a caller names none: the service's language. */
export const DEFAULT_TARGET = "es"

/** An ISO 639-1 code as the contract takes it (two letters, any case). */
const ISO_639_1 = /^[A-Za-z]{2}$/

/** The batch answer. */
export interface BatchAnswer {
  readonly translated: ReadonlyArray<string>
  readonly engine: EngineName
}

/** The health answer (`ok`: a translation can be made now). */
export interface HealthAnswer {
  readonly ok: boolean
  readonly engine: EngineName
  readonly available: boolean
}

type Source = "body" | "query"

const issue = (source: Source, field: string, text: Validation.IssueText): Validation.ValidationIssue => ({ loc: [source, field], ...text })

/** The target (`target`, or its alias `to`), default Spanish, lower-cased; a malformed code is an issue. */
const readTarget = (source: Source, values: Readonly<Record<string, unknown>>, issues: Array<Validation.ValidationIssue>): string => {
  const field = values.target !== undefined && values.target !== null ? "target" : "to"
  const raw = values[field]
  if (raw === undefined || raw === null || raw === "") return DEFAULT_TARGET
  if (typeof raw !== "string") {
    issues.push(issue(source, field, Validation.Messages.str))
    return DEFAULT_TARGET
  }
  if (!ISO_639_1.test(raw.trim())) {
    issues.push(issue(source, field, { msg: `string does not match regex "${ISO_639_1.source}"`, type: "value_error.str.regex" }))
    return DEFAULT_TARGET
  }
  return raw.trim().toLowerCase()
}

const fail = (issues: ReadonlyArray<Validation.ValidationIssue>) => Effect.fail(new Errors.ValidationFailed({ issues }))

const asRecord = (body: unknown): Readonly<Record<string, unknown>> | null =>
  body !== null && typeof body === "object" && !Array.isArray(body) ? body as Record<string, unknown> : null

const single = (source: Source, values: Readonly<Record<string, unknown>>): Effect.Effect<TranslationResult, Errors.ValidationFailed> => {
  const issues: Array<Validation.ValidationIssue> = []
  const text = values.text
  if (text === undefined || text === null) issues.push(issue(source, "text", Validation.Messages.missing))
  else if (typeof text !== "string") issues.push(issue(source, "text", Validation.Messages.str))
  else if (text.length < 1) issues.push(issue(source, "text", Validation.Messages.minLength(1)))
  const target = readTarget(source, values, issues)
  if (issues.length > 0) return fail(issues)
  return Effect.flatMap(Translator, (t) => t.translate(text as string, target))
}

const batch = (source: Source, items: unknown, values: Readonly<Record<string, unknown>>): Effect.Effect<BatchAnswer, Errors.ValidationFailed | Errors.BadRequest> => {
  const issues: Array<Validation.ValidationIssue> = []
  if (items === undefined || items === null) issues.push(issue(source, "texts", Validation.Messages.missing))
  else if (!Array.isArray(items)) issues.push(issue(source, "texts", Validation.Messages.list))
  const target = readTarget(source, values, issues)
  if (issues.length > 0) return fail(issues)
  const list = items as ReadonlyArray<unknown>
  if (list.length > MAX_ITEMS) return Effect.fail(new Errors.BadRequest({ detail: TOO_MANY_ITEMS }))
  return Effect.flatMap(Translator, (t) =>
    Effect.map(t.translateMany(normalize(list), target), (results) => ({ translated: results.map((r) => r.translated), engine: t.engine })))
}

/** `POST /nlp/translate`: `{text, target | to}`. */
export const translateBody = (body: unknown): Effect.Effect<TranslationResult, Errors.ValidationFailed> => {
  const values = asRecord(body)
  return values === null ? fail([{ loc: ["body"], ...Validation.Messages.dict }]) : single("body", values)
}

/** `GET /nlp/translate?text=&target=`. */
export const translateQuery = (query: Readonly<Record<string, string | undefined>>): Effect.Effect<TranslationResult, Errors.ValidationFailed> =>
  single("query", query)

/** `POST /nlp/translate/batch`: `{texts: [...], target | to}`. */
export const batchBody = (body: unknown): Effect.Effect<BatchAnswer, Errors.ValidationFailed | Errors.BadRequest> => {
  const values = asRecord(body)
  return values === null ? fail([{ loc: ["body"], ...Validation.Messages.dict }]) : batch("body", values.texts, values)
}

/** `GET /nlp/translate/batch?texts=…&texts=…&target=`: the repeated `texts` values. */
export const batchQuery = (texts: ReadonlyArray<string>, query: Readonly<Record<string, string | undefined>>): Effect.Effect<BatchAnswer, Errors.ValidationFailed | Errors.BadRequest> =>
  batch("query", texts.length === 0 ? undefined : texts, query)

/** `GET /nlp/translate/health`. */
export const health: Effect.Effect<HealthAnswer> = Effect.map(Translator, (t) => ({ ok: t.available, engine: t.engine, available: t.available }))
