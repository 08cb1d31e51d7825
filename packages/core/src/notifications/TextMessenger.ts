/**
 * Port for SMS and WhatsApp messages to reporters. The default adapter only simulates delivery
 * (spec rule 6); `@atalaya/messaging` also speaks the Twilio Messages API.
 */
import { Context, Data, type Effect } from "effect"

/** Text channels a follow-up can use. */
export type TextChannel = "sms" | "whatsapp"

/** One text message. `to` is the reporter's phone as stored; adapters normalize it. */
export interface OutgoingText {
  readonly channel: TextChannel
  readonly to: string
  readonly body: string
}

/** What the engine recorded; `externalId` is stored as the message's `external_id`. */
export interface SentText {
  readonly externalId: string
  readonly engine: "simulated" | "twilio"
  /** The engine's delivery status at acceptance (`queued`, `accepted`, `simulated`). */
  readonly status: string
}

/** The messaging provider refused the message or could not be reached (502 upstream failure). */
export class TextMessageError extends Data.TaggedError("TextMessageError")<{
  readonly channel: TextChannel
  /** A short reason without the recipient's number or the message body. */
  readonly reason: string
  /** The provider's error code, when it gave one. */
  readonly code?: number | string
}> {
  /** Text for an HTTP answer, in the style of `Fallo SMTP: <reason>`. */
  get detail(): string {
    return `Fallo ${this.channel === "sms" ? "SMS" : "WhatsApp"}: ${this.reason}`
  }
}

/** Text message operations. */
export interface TextMessengerShape {
  readonly send: (message: OutgoingText) => Effect.Effect<SentText, TextMessageError>
}

/** The text messaging service. */
export class TextMessenger extends Context.Tag("@atalaya/core/TextMessenger")<TextMessenger, TextMessengerShape>() {}
