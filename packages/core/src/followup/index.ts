/**
 * `@atalaya/core/followup`: follow-up with the reporter — messages, contact detection, email threading, the storage port and the use cases.
 * The same namespaces as the root `@atalaya/core`, importable on their own.
 *
 * @packageDocumentation
 */

/** Reporter contact detection and phone normalization for follow-up. */
export * as Contact from "./Contact.js"
/** Follow-up messages. */
export * as FollowupMessage from "./FollowupMessage.js"
/** Follow-up with the reporter: thread, send, inbound threading. */
export * as FollowupService from "./FollowupService.js"
/** Follow-up message storage port. */
export * as MessageRepository from "./MessageRepository.js"
/** Email threading: Message-ID chains and case numbers in subjects. */
export * as Threading from "./Threading.js"
