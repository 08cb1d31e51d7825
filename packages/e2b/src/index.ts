/**
 * `@atalaya/e2b`: ICH E2B(R3) for Atalaya cases — the message builder and reader, validation against
 * the vendored ICH schema set, and the export/import use cases.
 *
 * @packageDocumentation
 */

/** ICH code systems and the Spanish ↔ ICH value tables. */
export * as Codes from "./Codes.js"
/** A case as an E2B(R3) message. */
export { buildMessage, DEFAULT_PARTIES, type Parties } from "./Build.js"
/** An E2B(R3) message as case bodies. */
export { type ImportedCase, type ImportedEvent, parseBatch, type ParsedMessage } from "./Parse.js"
/** Schema validation (xmllint-wasm). */
export { type SchemaError, validate } from "./Validate.js"
/** Export and import use cases. */
export * as E2bService from "./UseCases.js"
