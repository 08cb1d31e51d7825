/**
 * `@atalaya/core/duplicates`: duplicate detection — pure scoring and classification, the candidates port, the background checks and the use cases.
 * The same namespaces as the root `@atalaya/core`, importable on their own.
 *
 * @packageDocumentation
 */

/** Duplicate answers over the repository, and the background check. */
export * as DuplicateChecks from "./DuplicateChecks.js"
/** Duplicate candidates port. */
export * as DuplicateRepository from "./DuplicateRepository.js"
/** Duplicate check use cases: per case, in bulk, and the manual decision. */
export * as DuplicateService from "./DuplicateService.js"
/** Duplicate detection as pure functions: scoring, normalization, classification, blocking keys. */
export * as Duplicates from "./Duplicates.js"
