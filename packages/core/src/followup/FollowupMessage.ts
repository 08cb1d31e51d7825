/**
 * Follow-up messages exchanged with a case's reporter (service-spec "Follow-up message").
 * They are never deleted; outbound ones carry the provider's id (`external_id`), email ones
 * their Message-ID, which threads replies back to the case.
 */

/** Channels a follow-up travels on. */
export const CHANNELS = ["email", "sms", "whatsapp"] as const

/** A channel name. */
export type Channel = (typeof CHANNELS)[number]

/** A stored follow-up message. */
export interface FollowupMessage {
  readonly id: number
  readonly icsr_id: number
  readonly channel: Channel
  readonly direction: "in" | "out"
  readonly body: string
  readonly external_id: string | null
  readonly created_at: string
}

/** A message to store. */
export interface NewFollowupMessage {
  readonly icsr_id: number
  readonly channel: Channel
  readonly direction: "in" | "out"
  readonly body: string
  readonly external_id: string | null
}

/** True when `value` names a follow-up channel. */
export const isChannel = (value: unknown): value is Channel => typeof value === "string" && (CHANNELS as ReadonlyArray<string>).includes(value)
