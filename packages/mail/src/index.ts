/**
 * `@atalaya/mail`: mailboxes for mail intake behind core's `MailSource` port — IMAP (imapflow,
 * read-only), POP3 (a small client of its own: the npm clients parse per TCP chunk) and a
 * Microsoft Graph-style mail API — with MIME parsing by mailparser.
 *
 * @packageDocumentation
 */

/** MIME parsing into core's inbound mail. */
export * as MailParse from "./MailParse.js"
/** IMAP mailbox (read-only). */
export * as ImapMailSource from "./ImapMailSource.js"
/** POP3 mailbox. */
export * as Pop3MailSource from "./Pop3MailSource.js"
/** Graph-style mail API mailbox. */
export * as GraphMailSource from "./GraphMailSource.js"
/** Mail intake settings (MAIL_INTAKE_*) and the mailbox they name. */
export * as MailIntakeConfig from "./MailIntakeConfig.js"
