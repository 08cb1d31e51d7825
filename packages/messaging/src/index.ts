/**
 * `@atalaya/messaging`: adapters for the core `Mailer` and `TextMessenger` ports — SMTP through
 * nodemailer, SMS and WhatsApp through the Twilio Messages API or a simulated engine.
 *
 * @packageDocumentation
 */

/** Adapter selection from environment settings. */
export * as Messaging from "./Messaging.js"
/** SMS and WhatsApp that are logged, not delivered (the default). */
export * as SimulatedMessenger from "./SimulatedMessenger.js"
/** Email over SMTP with nodemailer. */
export * as SmtpMailer from "./SmtpMailer.js"
/** SMS and WhatsApp through the Twilio Messages REST API. */
export * as TwilioMessenger from "./TwilioMessenger.js"
