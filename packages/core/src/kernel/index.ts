/**
 * `@atalaya/core/kernel`: the shared kernel — typed errors, validation wording, field parsers and tables, permissions, settings, and the ports every capability uses (transactor, audit log, files, document text, language model).
 * The same namespaces as the root `@atalaya/core`, importable on their own.
 *
 * @packageDocumentation
 */

/** Audit trail port. */
export * as AuditLog from "./AuditLog.js"
/** Document text port: PDF text layer or OCR, page by page. */
export * as DocumentText from "./DocumentText.js"
/** Reading settings from environment variables (pure). */
export * as Env from "./Env.js"
/** Typed domain errors. */
export * as Errors from "./Errors.js"
/** Declarative field tables. */
export * as FieldSpec from "./FieldSpec.js"
/** Field parsers shared by every resource. */
export * as Fields from "./Fields.js"
/** File storage port. */
export * as FileStorage from "./FileStorage.js"
/** Language model port: structured completions, with a rule-based path when unavailable. */
export * as LanguageModel from "./LanguageModel.js"
/** Permissions and role grants. */
export * as Permissions from "./Permissions.js"
/** Cleanup of document text: NFC, hyphenation, recurring headers/footers and page numbers, spaces. */
export * as TextCleanup from "./TextCleanup.js"
/** Transaction port. */
export * as Transactor from "./Transactor.js"
/** Validation issues in the contract's shape. */
export * as Validation from "./Validation.js"
