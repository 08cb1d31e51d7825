/**
 * `@atalaya/core/notifications`: side effects of case changes — notifications, the outbox and its worker, the mail and text-message ports.
 * The same namespaces as the root `@atalaya/core`, importable on their own.
 *
 * @packageDocumentation
 */

/** Outbound email port. */
export * as Mailer from "./Mailer.js"
/** Side effects of case changes: notifications, evaluator assignment, automatic follow-up. */
export * as Notifications from "./Notifications.js"
/** Notification outbox port. */
export * as Outbox from "./Outbox.js"
/** Outbox delivery with retries and back-off. */
export * as OutboxWorker from "./OutboxWorker.js"
/** SMS and WhatsApp port. */
export * as TextMessenger from "./TextMessenger.js"
