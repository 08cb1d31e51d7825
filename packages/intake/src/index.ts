/**
 * Atalaya intake: document text (PDF text layer, OCR with tesseract.js), free-text case extraction, MedDRA term suggestion, mail polling (IMAP, POP3, mail API) and the WhatsApp webhook.
 *
 * @packageDocumentation
 */
/** Free-text case extraction: rules, catalog matching, language-model refinement. */
export * as Extraction from "./Extraction.js"
/** MedDRA release loader: reads an ASCII distribution directory and imports it. */
export * as MeddraImport from "./MeddraImport.js"
/** The DocumentText port on pdf.js (text layer, page rendering) and tesseract.js (OCR, Spanish + English). */
export * as DocumentTextLive from "./DocumentTextLive.js"
/** Raw MIME messages into the core's InboundMail (mailparser). */
export * as MailParse from "./MailParse.js"
/** IMAP mailbox source (imapflow): UID-based with a UIDVALIDITY cursor, read-only. */
export * as ImapMailSource from "./ImapMailSource.js"
/** POP3 mailbox source (own client, UIDL keys, TLS/STARTTLS). */
export * as Pop3MailSource from "./Pop3MailSource.js"
/** Microsoft Graph-style mail API source (list, MIME download, bearer token). */
export * as GraphMailSource from "./GraphMailSource.js"
/** Mail intake settings from MAIL_INTAKE_* and MAIL_POLL_SECONDS. */
export * as MailIntakeConfig from "./MailIntakeConfig.js"
/** The report extractor port for mail and WhatsApp intake. */
export * as ReportExtractorLive from "./ReportExtractorLive.js"
