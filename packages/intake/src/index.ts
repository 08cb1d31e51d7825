/**
 * `@atalaya/intake`: the intake capability — inbound reports by mail and WhatsApp becoming cases or
 * review items exactly once (use cases, validation rule 6, the storage and mailbox ports), free-text
 * case extraction (rules, catalog matching, language-model refinement) behind the `ReportExtractor`
 * port, and the MedDRA release loader. No native or network dependency: document text is
 * `@atalaya/ocr`, mailboxes are `@atalaya/mail`.
 *
 * @packageDocumentation
 */

/** Free-text case extraction: rules, catalog matching, language-model refinement. */
export * as Extraction from "./Extraction.js"
/** MedDRA release loader: reads an ASCII distribution directory and imports it. */
export * as MeddraImport from "./MeddraImport.js"
/** The report extractor port for mail and WhatsApp intake. */
export * as ReportExtractorLive from "./ReportExtractorLive.js"
/** Intake of inbound reports shared by mail and WhatsApp: attachments, extraction port, case or review, exactly once. */
export * as Intake from "./Intake.js"
/** Intake storage port: processed messages, review queue, mailbox cursors, poller lease. */
export * as IntakeRepository from "./IntakeRepository.js"
/** Intake validation with the similar-case lookup (evaluation rule 6), for every channel. */
export * as IntakeCheck from "./IntakeCheck.js"
/** Intake validation rules (evaluation rule 6) as pure functions. */
export * as IntakeRules from "./IntakeRules.js"
/** Mail intake: the poller (lease, cursor, exactly once) and the processing of one message. */
export * as MailIntake from "./MailIntake.js"
/** Mailbox port for mail intake (IMAP, POP3, mail API) and the parsed inbound mail. */
export * as MailSource from "./MailSource.js"
/** The WhatsApp webhook: Twilio signature or shared secret, payload shapes, threading to an open case, idempotency. */
export * as WhatsappIntake from "./WhatsappIntake.js"
