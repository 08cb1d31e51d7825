/**
 * Intake validation with storage (evaluation rule 6): the pure warnings of `IntakeRules` plus the
 * similar-case warning, found with the same blocking keys and scoring as duplicate detection
 * (`DuplicateChecks.answerFor`) for a report that is not stored yet. Every channel calls it.
 */
import { DuplicateChecks, DuplicateRepository, Duplicates, type Errors } from "@atalaya/core"
import { Effect } from "effect"
import * as Rules from "./IntakeRules.js"

/** A payload as duplicate detection reads it (the intake fields plus birth date and product details). */
export interface CheckPayload extends Rules.IntakePayload {
  readonly paciente_fecha_nacimiento?: string | null | undefined
  readonly productos?: ReadonlyArray<Duplicates.DupProducto & Rules.IntakeProducto> | undefined
}

/** The outcome of a check. */
export interface CheckResult {
  readonly warnings: ReadonlyArray<Rules.IntakeWarning>
  /** The most similar stored case scoring at least `review` (0.45), or null. */
  readonly similar_case_id: number | null
  readonly similar_score: number | null
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null)

/**
 * The stored case most similar to `payload`, when it scores at least `review`: candidates share a
 * blocking key within the default window around the event date (or the reception date).
 */
export const similarCase = (payload: CheckPayload, receptionDate: string): Effect.Effect<{ readonly id: number; readonly score: number } | null, Errors.StorageError, DuplicateRepository.DuplicateRepository> =>
  Effect.gen(function*() {
    // Id 0 names no stored case: nothing is excluded and no manual decision applies.
    const answer = yield* DuplicateChecks.answerFor({
      id: 0,
      paciente_iniciales: text(payload.paciente_iniciales),
      paciente_fecha_nacimiento: text(payload.paciente_fecha_nacimiento),
      fecha_inicio_evento: text(payload.fecha_inicio_evento),
      fecha_recepcion: receptionDate,
      producto_sospechoso: text(payload.producto_sospechoso),
      descripcion_evento: text(payload.descripcion_evento),
      productos: payload.productos ?? [],
      dup_override: null,
      dup_of_id: null,
      updated_at: "",
      read_at: ""
    })
    const best = answer.matches[0]
    return best !== undefined && best.score >= Duplicates.REVIEW_THRESHOLD ? { id: best.id, score: best.score } : null
  })

/** Rule 6 in full for one payload received on `receptionDate` (`YYYY-MM-DD`). */
export const check = (payload: CheckPayload, options: { readonly receptionDate: string }): Effect.Effect<CheckResult, Errors.StorageError, DuplicateRepository.DuplicateRepository> =>
  Effect.map(similarCase(payload, options.receptionDate), (similar) => ({
    warnings: [...Rules.validate(payload, options), ...(similar === null ? [] : [Rules.similarCaseWarning(similar.id, similar.score)])],
    similar_case_id: similar?.id ?? null,
    similar_score: similar?.score ?? null
  }))
