/**
 * Duplicate check use cases (service-spec "Duplicate classification" and the ICSR endpoints
 * `/icsr/{id}/duplicates`, `/icsr/duplicates`, `/icsr/{id}/dup`): a case's answer computed
 * afresh, answers for several cases at once, and the manual decision, audited like every
 * other change of a case.
 */
import { Effect, Either, Option } from "effect"
import { AuditLog, type Actor } from "../kernel/AuditLog.js"
import { parseIds, type RawQuery } from "../case/CaseQuery.js"
import { CaseRepository } from "../case/CaseRepository.js"
import * as Rules from "../case/CaseRules.js"
import { get } from "../case/CaseService.js"
import { answerFor, checkLater, type DupAnswer } from "./DuplicateChecks.js"
import { DEFAULT_DAYS_WINDOW, MAX_DAYS_WINDOW } from "./Duplicates.js"
import { DuplicateRepository } from "./DuplicateRepository.js"
import { NotFound, Texts, ValidationFailed } from "../kernel/Errors.js"
import { isPlainObject, MAX_INT, parseEnum, parseInteger } from "../kernel/Fields.js"
import { Transactor } from "../kernel/Transactor.js"
import { Messages, type ValidationIssue } from "../kernel/Validation.js"

/** Parses `days_window` (1–365, default 60); a bad value is a 400 at `['query', 'days_window']`. */
export const parseDaysWindow = (raw: RawQuery): Either.Either<number, ValidationFailed> => {
  const value = raw.days_window
  if (value === undefined || value.trim() === "") return Either.right(DEFAULT_DAYS_WINDOW)
  const parsed = parseInteger(1, MAX_DAYS_WINDOW)(value)
  return parsed.ok
    ? Either.right(parsed.value)
    : Either.left(new ValidationFailed({ issues: [{ loc: ["query", "days_window"], ...parsed.issue }] }))
}

/** The duplicate answer of one case, computed afresh; 404 `ICSR no encontrado` for an unknown case. */
export const check = (id: number, raw: RawQuery = {}) =>
  Effect.gen(function*() {
    const daysWindow = yield* parseDaysWindow(raw)
    const repo = yield* DuplicateRepository
    const [record] = yield* repo.records([id])
    if (record === undefined) return yield* Effect.fail(new NotFound({ detail: Texts.caseNotFound }))
    return yield* answerFor(record, daysWindow)
  })

/** How many cases of a bulk check are computed at once. */
const BULK_CONCURRENCY = 4

/**
 * Answers for several cases (`ids` repeated or comma-separated, at most 500), keyed by case id;
 * ids that name no case are left out, as in the bulk events endpoint.
 */
export const checkMany = (ids: ReadonlyArray<string>, raw: RawQuery = {}) =>
  Effect.gen(function*() {
    const parsed = yield* parseIds(ids)
    const daysWindow = yield* parseDaysWindow(raw)
    const repo = yield* DuplicateRepository
    const records = yield* repo.records(parsed)
    const answers = yield* Effect.forEach(records, (r) => Effect.map(answerFor(r, daysWindow), (a) => [r.id, a] as const), {
      concurrency: BULK_CONCURRENCY
    })
    const byId = new Map(answers)
    const out: Record<string, DupAnswer> = {}
    for (const id of parsed) {
      const answer = byId.get(id)
      if (answer !== undefined) out[String(id)] = answer
    }
    return out
  })

/** The manual decisions of `PUT /icsr/{id}/dup`. */
export const FINALS = ["unico", "duplicado"] as const

/** A validated decision: `final` null clears the override and the master. */
export interface Decision {
  readonly final: (typeof FINALS)[number] | null
  readonly picked_id: number | null
}

const parseFinal = parseEnum(FINALS)

/** Validates the body of `PUT /icsr/{id}/dup`; `picked_id` is required with `duplicado`. */
export const parseDecision = (body: unknown): Either.Either<Decision, ValidationFailed> => {
  if (!isPlainObject(body)) return Either.left(new ValidationFailed({ issues: [{ loc: ["body"], ...Messages.dict }] }))
  const issues: Array<ValidationIssue> = []
  let final: Decision["final"] = null
  if (!("final" in body) || body.final === undefined) issues.push({ loc: ["body", "final"], ...Messages.missing })
  else if (body.final !== null && !(typeof body.final === "string" && body.final.trim() === "")) {
    const parsed = parseFinal(body.final)
    if (parsed.ok) final = parsed.value
    else issues.push({ loc: ["body", "final"], ...parsed.issue })
  }
  let pickedId: number | null = null
  const rawPicked = body.picked_id
  if (rawPicked !== undefined && rawPicked !== null && !(typeof rawPicked === "string" && rawPicked.trim() === "")) {
    // Ids are PostgreSQL integers: a larger one names nothing.
    const parsed = parseInteger(1, MAX_INT)(rawPicked)
    if (parsed.ok) pickedId = parsed.value
    else issues.push({ loc: ["body", "picked_id"], ...parsed.issue })
  } else if (final === "duplicado") {
    issues.push({ loc: ["body", "picked_id"], ...Messages.missing })
  }
  if (issues.length > 0) return Either.left(new ValidationFailed({ issues }))
  return Either.right({ final, picked_id: final === "duplicado" ? pickedId : null })
}

/**
 * Records a person's decision on a case: `duplicado` of `picked_id` (another existing case,
 * else a 400 on `picked_id`), `unico`, or `null` to clear both. Audited (`ICSR_DUP_DECISION`,
 * with the field diff) with a snapshot of the previous state, in one transaction; the stored
 * flag is then refreshed in the background. Later answers show the decision.
 */
export const decide = (id: number, body: unknown, actor: Actor) =>
  Effect.gen(function*() {
    const decision = yield* parseDecision(body)
    const repo = yield* CaseRepository
    const audit = yield* AuditLog
    const tx = yield* Transactor
    const result = yield* tx.transaction(Effect.gen(function*() {
      const before = yield* get(id, { forUpdate: true })
      if (decision.picked_id !== null) {
        const master = decision.picked_id === id ? Option.none() : yield* repo.findById(decision.picked_id)
        if (Option.isNone(master)) {
          return yield* Effect.fail(new ValidationFailed({ issues: [{ loc: ["body", "picked_id"], msg: Texts.caseNotFound, type: "value_error" }] }))
        }
      }
      const values = { dup_override: decision.final, dup_of_id: decision.picked_id }
      const changed = before.dup_override !== values.dup_override || before.dup_of_id !== values.dup_of_id
      if (changed) {
        yield* repo.updateValues(id, values)
        const after = yield* get(id)
        yield* repo.insertSnapshot(id, before, actor.id)
        yield* audit.append({ action: "ICSR_DUP_DECISION", entity: "icsr", entity_id: String(id), actor, changes: Rules.diffCase(before, after) })
      }
      return { changed, previousMaster: before.dup_of_id, ...values }
    }))
    if (result.changed) {
      // The case and the masters it leaves or joins: each one's stored flag shows the pair.
      for (const affected of new Set([id, result.previousMaster, result.dup_of_id])) if (affected !== null) yield* checkLater(affected)
    }
    return { ok: true as const, dup_override: result.dup_override, dup_of_id: result.dup_of_id }
  })
