/**
 * Atalaya causality: the eight-criteria (kl) assessment with a language-model or rule-based suggestion, the QF's decision, and the technical-sheet (FT) assessment.
 *
 * @packageDocumentation
 */
export {}
