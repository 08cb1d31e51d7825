/**
 * Storage port for follow-up messages.
 */
import { Context, type Effect, type Option } from "effect"
import type { StorageError } from "../kernel/Errors.js"
import type { FollowupMessage, NewFollowupMessage } from "./FollowupMessage.js"

/** Follow-up message storage operations (append-only). */
export interface MessageRepositoryShape {
  readonly insert: (message: NewFollowupMessage) => Effect.Effect<FollowupMessage, StorageError>
  /** Sets the provider's id of an outbound message recorded before sending (once: only while unset). */
  readonly markSent: (id: number, externalId: string) => Effect.Effect<FollowupMessage, StorageError>
  /** Removes an outbound message recorded before sending whose sending failed (nothing went out). */
  readonly discardUnsent: (id: number) => Effect.Effect<void, StorageError>
  /** A case's messages in chronological order. */
  readonly thread: (caseId: number) => Effect.Effect<ReadonlyArray<FollowupMessage>, StorageError>
  /**
   * The case of a stored message whose external id is one of `ids` (email threading). `ids` come
   * most telling first (In-Reply-To, then References newest to oldest): the earliest id in `ids`
   * that is stored decides, whatever the storage order of the messages.
   */
  readonly caseByExternalIds: (ids: ReadonlyArray<string>) => Effect.Effect<Option.Option<number>, StorageError>
  /** True when a message with this external id is already stored (inbound de-duplication). */
  readonly hasExternalId: (externalId: string) => Effect.Effect<boolean, StorageError>
  /**
   * Stores the message unless one with the same (non-null) external id is already stored; none
   * when it was. Check and insert are atomic: the same message delivered twice at once (two
   * pollers, a webhook retry) is stored once.
   */
  readonly insertIfNew: (message: NewFollowupMessage) => Effect.Effect<Option.Option<FollowupMessage>, StorageError>
  /**
   * Claims the case's automatic follow-up window: true (and the time recorded) when none went out
   * in the last `windowMs`. One conditional write decides, so concurrent changes claim it once.
   */
  readonly claimAutoFollowup: (caseId: number, windowMs: number) => Effect.Effect<boolean, StorageError>
}

/** The message repository service. */
export class MessageRepository extends Context.Tag("@atalaya/core/MessageRepository")<MessageRepository, MessageRepositoryShape>() {}
