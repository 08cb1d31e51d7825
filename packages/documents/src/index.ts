/**
 * `@atalaya/documents`: controlled documents (SOPs, forms, actas, signed records) with versions,
 * uploads checked by content, DOCX templates, PDF previews, and one-time-code electronic signatures
 * whose records meet 21 CFR Part 11 (11.50 manifestation, 11.70 record linking, 11.200 two components).
 *
 * @packageDocumentation
 */

/** The document and version shapes, the metadata field table and the contract's texts. */
export * as Document from "./Document.js"
/** The storage port of documents, versions and previews. */
export * as DocumentRepository from "./DocumentRepository.js"
/** Upload limit, code life and attempts, time zone and clock. */
export * as DocumentSettings from "./DocumentSettings.js"
/** Use cases: list, read, upload, update, delete, versions, new version, download. */
export * as Documents from "./Documents.js"
/** What a file is, by content; the name it is stored under. */
export * as FileType from "./FileType.js"
/** Generation from `templates/documentos/{codigo}.docx`. */
export * as Generation from "./Generation.js"
/** PDF previews, cached per version, with the signatures' manifestation. */
export * as Preview from "./Preview.js"
/** Signature requests and records, and their storage port. */
export * as Signature from "./Signature.js"
/** Use cases: request a signature, sign with the code, read the records. */
export * as Signatures from "./Signatures.js"
