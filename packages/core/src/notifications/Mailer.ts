/**
 * Port for outbound email. `@atalaya/messaging` implements it over SMTP; the use cases only see
 * this shape, so a host can plug in its own mail service.
 */
import { Context, Data, type Effect } from "effect"

/** One email to send. The sender (From) belongs to the adapter's configuration. */
export interface OutgoingMail {
  readonly to: ReadonlyArray<string>
  readonly cc?: ReadonlyArray<string>
  readonly subject: string
  readonly text: string
  readonly html?: string
  /** Message-ID this mail answers (`<id@host>`): the last inbound one of the thread. */
  readonly inReplyTo?: string
  /** The thread's Message-IDs, oldest first. */
  readonly references?: ReadonlyArray<string>
  /**
   * A Message-ID chosen by the caller. An outbox fixes it before the first attempt, so a retry
   * after a crash carries the same id and threads (and de-duplicates) as one message.
   */
  readonly messageId?: string
  readonly headers?: Readonly<Record<string, string>>
}

/** What the mail server accepted. */
export interface SentMail {
  /** The Message-ID header the mail went out with, angle brackets included; stored as `external_id`. */
  readonly messageId: string
  readonly accepted: ReadonlyArray<string>
  readonly rejected: ReadonlyArray<string>
}

/** Outcome of a connection test (`GET /admin/mail/test`). */
export interface MailCheck {
  readonly ok: boolean
  readonly host: string
  readonly port: number
  readonly detail: string
}

/** The mail server refused or could not be reached (502 `Fallo SMTP: <reason>`). */
export class MailError extends Data.TaggedError("MailError")<{
  /** A short, secret-free reason fit for the client. */
  readonly reason: string
}> {
  /** The contract's text for the HTTP answer. */
  get detail(): string {
    return `Fallo SMTP: ${this.reason}`
  }
}

/** Email operations. */
export interface MailerShape {
  /** Sends one mail; fails when the server rejects it or every recipient. */
  readonly send: (mail: OutgoingMail) => Effect.Effect<SentMail, MailError>
  /** Connects and authenticates without sending; a failure is reported in the result, not raised. */
  readonly verify: () => Effect.Effect<MailCheck>
}

/** The mail service. */
export class Mailer extends Context.Tag("@atalaya/core/Mailer")<Mailer, MailerShape>() {}
