/**
 * `POST /ingest/preview`: a free-text report → the case payload extraction proposes, with the
 * warnings of intake validation (evaluation rule 6) and the engine that answered. Nothing is
 * stored; the reception date is today in the unit's time zone.
 */
import { CaseRules, CaseService, type DuplicateRepository, type Errors, Fields, IntakeCheck, type IntakeRules, type LanguageModel, type ProductRepository } from "@atalaya/core"
import { Clock, Effect } from "effect"
import * as Extraction from "./Extraction.js"

/** The body: `{text}`, required, at most 20,000 characters (like a narrative). */
export const PreviewBody = Fields.record({ text: Fields.text(Fields.LONG_TEXT, "required") })

/** The answer of a preview. */
export interface PreviewAnswer {
  readonly payload: Extraction.ExtractedCase
  readonly warnings: ReadonlyArray<IntakeRules.IntakeWarning>
  /** The model that answered, or `reglas`. */
  readonly engine: string
  /** The most similar stored case (score ≥ 0.45), or null. */
  readonly similar_case_id: number | null
  /** The reception date the rules used (`YYYY-MM-DD`, the unit's local day). */
  readonly fecha_recepcion: string
}

/** Services a preview needs. */
export type PreviewServices = LanguageModel.LanguageModel | ProductRepository.ProductRepository | DuplicateRepository.DuplicateRepository

/** Extracts and validates a report; a missing or blank `text` is a 400 at `['body', 'text']`. */
export const preview = (body: unknown): Effect.Effect<PreviewAnswer, Errors.ValidationFailed | Errors.StorageError, PreviewServices> =>
  Effect.gen(function*() {
    const { text } = yield* CaseService.decode(PreviewBody, body)
    const settings = yield* CaseService.CaseSettings
    const receptionDate = CaseRules.localDate(yield* Clock.currentTimeMillis, settings.timeZone)
    const extraction = yield* Extraction.extract(text!, { receptionDate })
    const checked = yield* IntakeCheck.check(extraction.payload, { receptionDate })
    return {
      payload: extraction.payload,
      warnings: [...extraction.warnings, ...checked.warnings],
      engine: extraction.engine,
      similar_case_id: checked.similar_case_id,
      fecha_recepcion: receptionDate
    }
  })
