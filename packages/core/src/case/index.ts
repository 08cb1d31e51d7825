/**
 * `@atalaya/core/case`: the ICSR case — schemas and field tables, the list query, pure case rules, the storage port and the use cases.
 * The same namespaces as the root `@atalaya/core`, importable on their own.
 *
 * @packageDocumentation
 */

/** The ICSR case schemas and field tables. */
export * as Case from "./Case.js"
/** The ICSR list query. */
export * as CaseQuery from "./CaseQuery.js"
/** Case storage port. */
export * as CaseRepository from "./CaseRepository.js"
/** Pure case rules (contact routing, deadlines, diffs). */
export * as CaseRules from "./CaseRules.js"
/** ICSR case use cases. */
export * as CaseService from "./CaseService.js"
