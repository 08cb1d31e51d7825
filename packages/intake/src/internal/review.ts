/**
 * The intake review queue: listing the messages that could not become a case, and a
 * pharmacist closing one (`GET /ingest/revision`, `PUT /ingest/revision/{review_id}`).
 */
import { AuditLog, CaseRepository, CaseService, Errors, Fields, Transactor, Validation } from "@atalaya/core"
import { Effect, Option } from "effect"
import { type IntakeChannel, IntakeRepository, type ReviewItem, type ReviewStatus } from "../IntakeRepository.js"

/** The query of `GET /ingest/revision`. */
export interface ReviewListQuery {
  readonly limit: number
  readonly offset: number
  readonly canal: IntakeChannel | null
  readonly estado: ReviewStatus | null
}

export const CHANNELS: ReadonlyArray<IntakeChannel> = ["email", "whatsapp"]
export const STATES: ReadonlyArray<ReviewStatus> = ["pendiente", "resuelto", "descartado"]

/** Parses the query of `GET /ingest/revision`: limit 1-200 (default 50), offset ≥ 0, canal, estado (default pendiente; `all` for every state). */
export const parseReviewQuery = (raw: Readonly<Record<string, string | undefined>>): Effect.Effect<ReviewListQuery, Errors.ValidationFailed> => {
  const issues: Array<Validation.ValidationIssue> = []
  const int = (name: string, fallback: number, min: number, max: number) => {
    const value = raw[name]
    if (value === undefined || value.trim() === "") return fallback
    const parsed = Fields.parseInteger(min, max)(value)
    if (parsed.ok) return parsed.value
    issues.push({ loc: ["query", name], ...parsed.issue })
    return fallback
  }
  const limit = int("limit", 50, 1, 200)
  const offset = int("offset", 0, 0, 2_147_483_647)
  const canalRaw = raw.canal?.trim().toLowerCase() ?? ""
  const canal = canalRaw === "" ? null : (CHANNELS as ReadonlyArray<string>).includes(canalRaw) ? canalRaw as IntakeChannel : null
  if (canalRaw !== "" && canal === null) issues.push({ loc: ["query", "canal"], ...Validation.Messages.enumeration(CHANNELS) })
  const estadoRaw = raw.estado?.trim().toLowerCase() || "pendiente"
  const estado = estadoRaw === "all" ? null : (STATES as ReadonlyArray<string>).includes(estadoRaw) ? estadoRaw as ReviewStatus : undefined
  if (estado === undefined) issues.push({ loc: ["query", "estado"], ...Validation.Messages.enumeration([...STATES, "all"]) })
  if (issues.length > 0) return Effect.fail(new Errors.ValidationFailed({ issues }))
  return Effect.succeed({ limit, offset, canal, estado: estado ?? null })
}

/** One page of the review queue (`GET /ingest/revision`), newest first: `{items, total, limit, offset}`. */
export const listReview = (raw: Readonly<Record<string, string | undefined>>) =>
  Effect.gen(function*() {
    const query = yield* parseReviewQuery(raw)
    const repo = yield* IntakeRepository
    const page = yield* repo.listReview({ limit: query.limit, offset: query.offset, channel: query.canal, status: query.estado })
    return { items: page.items as ReadonlyArray<ReviewItem>, total: page.total, limit: query.limit, offset: query.offset }
  })

/** Longest note a pharmacist may leave when closing a review item. */
export const REVIEW_NOTE_MAX = 2_000

/** The contract's texts of closing a review item. */
export const ReviewTexts = {
  notFound: "Elemento de revisión no encontrado",
  closed: "El elemento ya fue cerrado"
} as const

/** The body of `PUT /ingest/revision/{review_id}`: `{estado, icsr_id?, nota?}`. */
export const ReviewResolutionBody = Fields.record({
  estado: Fields.enumeration(["resuelto", "descartado"] as const, {}, "required"),
  // Any int4 is accepted here so that a case that does not exist answers "ICSR no encontrado".
  icsr_id: Fields.integer("optional", Fields.MIN_INT, Fields.MAX_INT),
  nota: Fields.text(REVIEW_NOTE_MAX)
})

export const resolutionFields = (item: ReviewItem) => ({
  status: item.status,
  icsr_id: item.icsr_id,
  nota: item.nota,
  resolved_by: item.resolved_by,
  resolved_at: item.resolved_at
})

/**
 * Closes a review item (`PUT /ingest/revision/{review_id}`) as resuelto or descartado, with the case
 * it led to and a note; audited (`INTAKE_REVIEW_RESOLVE`) in the transaction of the change. Only a
 * pendiente item closes, and the update is conditional, so of two concurrent closes one wins (409).
 */
export const resolveReview = (id: number, body: unknown, actor: AuditLog.Actor) =>
  Effect.gen(function*() {
    const input = yield* CaseService.decode(ReviewResolutionBody, body)
    // "required" makes estado present once decoding succeeded.
    const estado = input.estado!
    const icsrId = input.icsr_id ?? null
    const repo = yield* IntakeRepository
    const audit = yield* AuditLog.AuditLog
    const tx = yield* Transactor.Transactor
    return yield* tx.transaction(Effect.gen(function*() {
      const before = yield* repo.findReview(id)
      if (Option.isNone(before)) return yield* Effect.fail(new Errors.NotFound({ detail: ReviewTexts.notFound }))
      if (before.value.status !== "pendiente") return yield* Effect.fail(new Errors.Conflict({ detail: ReviewTexts.closed }))
      if (icsrId !== null) {
        const cases = yield* CaseRepository.CaseRepository
        if (Option.isNone(yield* cases.findById(icsrId))) {
          return yield* Effect.fail(new Errors.ValidationFailed({ issues: [{ loc: ["body", "icsr_id"], msg: Errors.Texts.caseNotFound, type: "value_error" }] }))
        }
      }
      const after = yield* repo.resolveReview(id, { status: estado, resolved_by: actor.id, icsr_id: icsrId, nota: input.nota ?? null })
      if (Option.isNone(after)) return yield* Effect.fail(new Errors.Conflict({ detail: ReviewTexts.closed }))
      const was = resolutionFields(before.value)
      const now = resolutionFields(after.value)
      yield* audit.append({
        action: "INTAKE_REVIEW_RESOLVE",
        entity: "intake_review",
        entity_id: String(id),
        actor,
        changes: {
          fields: (Object.keys(now) as Array<keyof typeof now>)
            .filter((field) => was[field] !== now[field])
            .map((field) => ({ field, before: was[field], after: now[field] }))
        }
      })
      return after.value
    }))
  })
