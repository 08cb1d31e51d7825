/**
 * `@atalaya/core/meddra`: MedDRA — terms, release parsing, the dictionary port and the use cases.
 * The same namespaces as the root `@atalaya/core`, importable on their own.
 *
 * @packageDocumentation
 */

/** MedDRA terms, release parsing and the search form of terms. */
export * as Meddra from "./Meddra.js"
/** MedDRA dictionary storage port. */
export * as MeddraRepository from "./MeddraRepository.js"
/** MedDRA use cases: suggestions and release import. */
export * as MeddraService from "./MeddraService.js"
