/**
 * Delivery of the outbox: lease due mails, send each, record the outcome. Sending happens
 * outside any transaction (an SMTP exchange must not hold a database connection or PGlite's
 * single permit), so a crash between the server's acceptance and the bookkeeping can resend
 * once after the lease — with the same Message-ID, which receivers de-duplicate.
 */
import { Duration, Effect, Layer, Schedule } from "effect"
import { Mailer } from "./Mailer.js"
import { Outbox } from "./Outbox.js"

/** Settings of delivery. */
export interface DeliveryOptions {
  /** Mails leased per round. */
  readonly batch?: number
  /** How long a leased mail is reserved for this worker. */
  readonly leaseMs?: number
  /** Attempts before a mail is marked failed for good. */
  readonly maxAttempts?: number
}

/** Exponential back-off after the n-th failed attempt: 30 s, 1 min, 2 min … capped at 1 h. */
export const backoffMs = (attempts: number): number => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000)

/** One delivery round; returns how many mails were sent and how many failed. */
export const deliverDue = (options: DeliveryOptions = {}) =>
  Effect.gen(function*() {
    const outbox = yield* Outbox
    const mailer = yield* Mailer
    const maxAttempts = options.maxAttempts ?? 8
    const leased = yield* outbox.lease(options.batch ?? 20, options.leaseMs ?? 120_000)
    let sent = 0
    let failed = 0
    for (const mail of leased) {
      const result = yield* Effect.either(mailer.send({
        to: mail.recipients,
        subject: mail.subject,
        text: mail.body,
        messageId: mail.message_id,
        ...(mail.in_reply_to ? { inReplyTo: mail.in_reply_to } : {}),
        ...(mail.references && mail.references.length > 0 ? { references: mail.references } : {})
      }))
      if (result._tag === "Right") {
        yield* outbox.markSent(mail.id)
        sent++
      } else {
        yield* outbox.markFailed(mail.id, result.left.reason.slice(0, 500), backoffMs(mail.attempts), mail.attempts >= maxAttempts)
        failed++
      }
    }
    return { sent, failed }
  })

/** Runs delivery rounds forever, every `every` (default 5 s); storage hiccups are retried, not fatal. */
export const run = (every: Duration.DurationInput = "5 seconds", options: DeliveryOptions = {}) =>
  deliverDue(options).pipe(
    Effect.catchAll(() => Effect.succeed({ sent: 0, failed: 0 })),
    Effect.repeat(Schedule.spaced(Duration.decode(every))),
    Effect.asVoid
  )

/** Delivery in the background for as long as the layer lives; stops with its scope (at shutdown). */
export const layer = (every: Duration.DurationInput = "5 seconds", options: DeliveryOptions = {}) =>
  Layer.scopedDiscard(Effect.forkScoped(run(every, options)))
