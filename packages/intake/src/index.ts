/**
 * Atalaya intake: document text (PDF text layer, OCR with tesseract.js), free-text case extraction, MedDRA term suggestion, mail polling (IMAP, POP3, mail API) and the WhatsApp webhook.
 *
 * @packageDocumentation
 */
/** MedDRA release loader: reads an ASCII distribution directory and imports it. */
export * as MeddraImport from "./MeddraImport.js"
/** The DocumentText port on pdf.js (text layer, page rendering) and tesseract.js (OCR, Spanish + English). */
export * as DocumentTextLive from "./DocumentTextLive.js"
