/**
 * Atalaya causality: the eight-criteria (kl) assessment with a language-model or rule-based
 * suggestion, the QF's decision, and the technical-sheet (FT) assessment. The pure rules live in
 * `@atalaya/core` (`Causality`, `CausalityRules`, `TechnicalSheet`); this package holds the use
 * cases and what the language model is asked.
 *
 * @packageDocumentation
 */

/** Causality use cases: suggest, confirm, last, technical-sheet upload and FT assessment. */
export * as CausalityService from "./CausalityService.js"
/** Prompts, prompt version labels and answer schemas of the language model. */
export * as Prompts from "./Prompts.js"
