/**
 * Atalaya causality: the eight-criteria (kl) assessment — its criteria, ranges and bands, the
 * rule-based scorer a script can call, the technical-sheet (FT) sections and assessment rules,
 * the storage port — and the use cases: a language-model or rule-based suggestion, the QF's
 * decision, and the FT assessment.
 *
 * @packageDocumentation
 */

/** The eight-criteria (kl) assessment: criteria, ranges, totals, classification, the QF's confirmation. */
export * as Causality from "./Causality.js"
/** Causality storage port: kl records, suggestion cache, technical-sheet sections. */
export * as CausalityRepository from "./CausalityRepository.js"
/** The rule-based kl scorer, usable from a script without a server. */
export * as CausalityRules from "./CausalityRules.js"
/** Causality use cases: suggest, confirm, last, technical-sheet upload and FT assessment. */
export * as CausalityService from "./CausalityService.js"
/** Prompts, prompt version labels and answer schemas of the language model. */
export * as Prompts from "./Prompts.js"
/** Technical-sheet (FT) sections 4.3-5.1 and the FT assessment rules. */
export * as TechnicalSheet from "./TechnicalSheet.js"
