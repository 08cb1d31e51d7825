/**
 * Port for a mailbox that intake polls (IMAP, POP3, a mail API): list what is there after a
 * cursor, fetch one message parsed. `@atalaya/intake` implements it over imapflow, its own POP3
 * client and Microsoft Graph-style HTTP, and parses MIME with mailparser.
 */
import { Data, type Effect, type Scope } from "effect"

/** An attachment as the message carried it. */
export interface MailAttachment {
  readonly filename: string | null
  /** Lower-case media type (`application/pdf`); `application/octet-stream` when unknown. */
  readonly contentType: string
  readonly bytes: Uint8Array
}

/** A parsed inbound email. */
export interface InboundMail {
  /** `<id@host>`, or null when the message has none (or a malformed one). */
  readonly messageId: string | null
  /** The sender's address, lower-cased, and display name. */
  readonly fromAddress: string | null
  readonly fromName: string | null
  readonly subject: string | null
  /** The Date header as ISO 8601, when readable. */
  readonly date: string | null
  readonly inReplyTo: string | null
  readonly references: ReadonlyArray<string>
  /** The text body (the HTML body turned into text when there is no text part). */
  readonly text: string
  readonly attachments: ReadonlyArray<MailAttachment>
  /** Size of the raw message in bytes. */
  readonly size: number
}

/** One message in a listing. */
export interface MailRef {
  /** The message's key in its mailbox (IMAP `UIDVALIDITY:UID`, POP3 UIDL, API id): stable across sessions. */
  readonly key: string
  /** The cursor to remember once this message is dealt with; null when the source keeps none. */
  readonly cursor: string | null
  /** Its size in bytes when the listing says so. */
  readonly size: number | null
}

/** The mailbox could not be reached or read (connection, authentication, protocol). */
export class MailSourceError extends Data.TaggedError("MailSourceError")<{
  /** A short reason without credentials or message content. */
  readonly reason: string
}> {}

/** An open mailbox session. */
export interface MailboxSession {
  /** Messages after `cursor` (all when null), oldest first. */
  readonly list: (cursor: string | null) => Effect.Effect<ReadonlyArray<MailRef>, MailSourceError>
  /** One message, downloaded and parsed. */
  readonly fetch: (ref: MailRef) => Effect.Effect<InboundMail, MailSourceError>
}

/** A mailbox intake reads. */
export interface MailSource {
  /** Names the mailbox in storage (`imap:buzon@mail.clinica.pe:993/INBOX`); never holds a secret. */
  readonly id: string
  /** Opens a session; it is closed (logout, disconnect) when the scope closes. */
  readonly open: Effect.Effect<MailboxSession, MailSourceError, Scope.Scope>
}
