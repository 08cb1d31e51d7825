/**
 * `@atalaya/intake`: free-text case extraction (rules, catalog matching, language-model refinement)
 * behind core's `ReportExtractor` port, and the MedDRA release loader. No native or network
 * dependency: document text is `@atalaya/ocr`, mailboxes are `@atalaya/mail`.
 *
 * @packageDocumentation
 */
/** Free-text case extraction: rules, catalog matching, language-model refinement. */
export * as Extraction from "./Extraction.js"
/** MedDRA release loader: reads an ASCII distribution directory and imports it. */
export * as MeddraImport from "./MeddraImport.js"
/** The report extractor port for mail and WhatsApp intake. */
export * as ReportExtractorLive from "./ReportExtractorLive.js"
