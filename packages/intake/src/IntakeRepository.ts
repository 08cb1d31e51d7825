/**
 * Storage port of intake (mail polling, WhatsApp webhook): the record of processed messages that
 * makes intake exactly-once, the review queue, mailbox cursors, the poller lease, and the lookup
 * of a sender's open case.
 */
import type { Errors, Validation } from "@atalaya/core"
import { Context, type Effect, type Option } from "effect"

/** Channels intake receives on. */
export type IntakeChannel = "email" | "whatsapp"

/** What became of a processed message. */
export type IntakeStatus = "created" | "threaded" | "review" | "duplicate"

/** An attachment as intake kept it. */
export interface IntakeAttachment {
  readonly filename: string | null
  readonly media_type: string
  readonly size: number
  /** FileStorage key; null when the file was not kept (type not accepted, over the limit). */
  readonly storage_key: string | null
  /** Characters of text read from it (text layer or OCR); null when not read. */
  readonly text_chars: number | null
  /** `pdf-texto`, `tesseract`…; null when not read. */
  readonly engine: string | null
  /** Why it was not kept or not read, in Spanish; null when all went well. */
  readonly note: string | null
}

/** A message to record as processed. */
export interface ProcessedMessage {
  /** The mailbox or channel it came from (`imap:buzon@host/INBOX`, `whatsapp`). */
  readonly source: string
  /** Its key in that source (IMAP UIDVALIDITY:UID, POP3 UIDL, API id, provider message id). */
  readonly key: string
  /** Its Message-ID (email) or provider id, when it has one. */
  readonly message_id: string | null
  readonly channel: IntakeChannel
  readonly status: IntakeStatus
  readonly icsr_id: number | null
  readonly review_id: number | null
  readonly attachments: ReadonlyArray<IntakeAttachment>
}

/** A processed message as stored. */
export interface ProcessedRecord extends ProcessedMessage {
  readonly processed_at: string
}

/** A message to keep for review. */
export interface NewReviewItem {
  readonly channel: IntakeChannel
  readonly source: string
  readonly message_key: string
  readonly external_id: string | null
  /** The sender's address or `whatsapp:+51...`. */
  readonly sender: string | null
  readonly subject: string | null
  readonly body: string
  /** Why no case was made, in Spanish. */
  readonly reason: string
  /** The validation issues of the extracted case, in the contract's shape. */
  readonly issues: ReadonlyArray<Validation.ValidationIssue>
  /** What extraction found (a partial case body), or null. */
  readonly extracted: Readonly<Record<string, unknown>> | null
  readonly attachments: ReadonlyArray<IntakeAttachment>
}

/** States of a review item. */
export type ReviewStatus = "pendiente" | "resuelto" | "descartado"

/** A stored review item. */
export interface ReviewItem extends NewReviewItem {
  readonly id: number
  readonly status: ReviewStatus
  readonly created_at: string
  /** When it was closed; null while pendiente. */
  readonly resolved_at: string | null
  /** The user who closed it; null while pendiente (or once that user is deleted). */
  readonly resolved_by: number | null
  /** The case the pharmacist created or found for it, if any. */
  readonly icsr_id: number | null
  /** The pharmacist's note on closing. */
  readonly nota: string | null
}

/** How a pharmacist closes a review item. */
export interface ReviewResolution {
  readonly status: Exclude<ReviewStatus, "pendiente">
  readonly resolved_by: number | null
  readonly icsr_id: number | null
  readonly nota: string | null
}

/** One page of the review queue, newest first. */
export interface ReviewQuery {
  readonly limit: number
  readonly offset: number
  readonly channel: IntakeChannel | null
  readonly status: ReviewStatus | null
}

/** Intake storage operations. */
export interface IntakeRepositoryShape {
  /** The record of a message processed under `key`, or under `messageId` in the same source. */
  readonly findProcessed: (source: string, key: string, messageId: string | null) => Effect.Effect<Option.Option<ProcessedRecord>, Errors.StorageError>
  /** Which of `keys` are already processed in `source` (one round trip for a mailbox listing). */
  readonly processedKeys: (source: string, keys: ReadonlyArray<string>) => Effect.Effect<ReadonlySet<string>, Errors.StorageError>
  /**
   * Records a message as processed; false when it already was (same key or same Message-ID).
   * Called in the transaction of what the message caused, which must then roll back.
   */
  readonly recordProcessed: (message: ProcessedMessage) => Effect.Effect<boolean, Errors.StorageError>
  /** Keeps a message for review. */
  readonly addReview: (item: NewReviewItem) => Effect.Effect<ReviewItem, Errors.StorageError>
  /** One page of the review queue, newest first, with the total. */
  readonly listReview: (query: ReviewQuery) => Effect.Effect<{ readonly items: ReadonlyArray<ReviewItem>; readonly total: number }, Errors.StorageError>
  /** One review item, or none. */
  readonly findReview: (id: number) => Effect.Effect<Option.Option<ReviewItem>, Errors.StorageError>
  /**
   * Closes a review item only if it is still pendiente (one conditional UPDATE, so of two
   * concurrent closes one wins); none when it was not pendiente or does not exist.
   */
  readonly resolveReview: (id: number, resolution: ReviewResolution) => Effect.Effect<Option.Option<ReviewItem>, Errors.StorageError>
  /** Where a mailbox was last read; its meaning belongs to the mail source. */
  readonly getCursor: (source: string) => Effect.Effect<Option.Option<string>, Errors.StorageError>
  readonly setCursor: (source: string, cursor: string) => Effect.Effect<void, Errors.StorageError>
  /**
   * Takes or renews the lease `name` for `holder` for `ttlMs`; false when another holder's lease
   * has not expired. Atomic: of two instances asking at once, one gets it.
   */
  readonly acquireLease: (name: string, holder: string, ttlMs: number) => Effect.Effect<boolean, Errors.StorageError>
  /** Gives the lease back (only if `holder` still has it). */
  readonly releaseLease: (name: string, holder: string) => Effect.Effect<void, Errors.StorageError>
  /**
   * The newest case whose `reportante_contacto` is the WhatsApp contact `contact` (`whatsapp:+51…`),
   * not in one of `closedStates`, and
   * active within `days` days (created, or a message exchanged).
   */
  readonly openCaseForContact: (
    contact: string,
    days: number,
    closedStates: ReadonlyArray<string>
  ) => Effect.Effect<Option.Option<number>, Errors.StorageError>
}

/** The intake repository service. */
export class IntakeRepository extends Context.Tag("@atalaya/core/IntakeRepository")<IntakeRepository, IntakeRepositoryShape>() {}
