/**
 * Port of the notification outbox: mail caused by a change is enqueued in the change's own
 * transaction and delivered later by a worker, with retries and back-off.
 */
import { Context, type Effect } from "effect"
import type { StorageError } from "../kernel/Errors.js"

/** A mail to enqueue. */
export interface OutboxMail {
  /** What caused it (`icsr_created`, `icsr_grave`, `auto_followup`, `evaluator_assigned`). */
  readonly kind: string
  readonly icsr_id: number | null
  readonly recipients: ReadonlyArray<string>
  readonly subject: string
  readonly body: string
  /** Fixed at enqueue time: every attempt sends the same Message-ID. */
  readonly message_id: string
  readonly in_reply_to?: string | null
  readonly references?: ReadonlyArray<string>
}

/** An enqueued mail leased to a worker. */
export interface LeasedMail extends OutboxMail {
  readonly id: number
  readonly attempts: number
}

/** Outbox storage operations. */
export interface OutboxShape {
  /** Enqueues a mail (call inside the transaction of the change that causes it). */
  readonly enqueue: (mail: OutboxMail) => Effect.Effect<number, StorageError>
  /**
   * Leases up to `limit` due mails for `leaseMs`; a mail whose worker died becomes due again when
   * its lease runs out. Concurrent workers never lease the same mail.
   */
  readonly lease: (limit: number, leaseMs: number) => Effect.Effect<ReadonlyArray<LeasedMail>, StorageError>
  /** Records the server's acknowledgement: the mail is never sent again. */
  readonly markSent: (id: number) => Effect.Effect<void, StorageError>
  /** Records a failed attempt: due again after `retryInMs`, or failed for good when `final`. */
  readonly markFailed: (id: number, error: string, retryInMs: number, final: boolean) => Effect.Effect<void, StorageError>
}

/** The outbox service. */
export class Outbox extends Context.Tag("@atalaya/core/Outbox")<Outbox, OutboxShape>() {}
