/**
 * `@atalaya/core/evaluation`: the evaluation flow — seriousness, urgency, evaluator, FT decision, tasks, and reading uploaded documents.
 * The same namespaces as the root `@atalaya/core`, importable on their own.
 *
 * @packageDocumentation
 */

/** Reading uploaded documents (PDF, PNG, JPG, TIFF) for evaluation: `POST /evaluacion/ficha`. */
export * as DocumentIntake from "./DocumentIntake.js"
/** The evaluation flow: seriousness, urgency, evaluator, FT decision, internal codes, tasks. */
export * as EvaluationService from "./EvaluationService.js"
/** Staff task storage port. */
export * as TaskRepository from "./TaskRepository.js"
