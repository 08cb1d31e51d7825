/**
 * Mail intake (service-spec "Events": inbound email; evaluation rule 5: polling every 60 s). A poll
 * takes the source's lease in the database (one active poller across server instances), lists
 * the mailbox after its cursor, and deals with each message not yet processed: a reply to a case
 * (In-Reply-To/References, or the case number in the subject) is threaded to it; any other message
 * becomes a case with `origen_notificacion` `email`, or goes to the review queue. Each message's
 * outcome is recorded in the transaction that writes it, so a message is processed exactly once
 * across restarts and instances.
 */
// Some of these only name the services in the use cases' inferred types, so their declarations can be emitted.
import { type AuditLog, type CaseRepository, type DocumentText, type DuplicateRepository, type Errors, type FileStorage, FollowupService, type LanguageModel, type MessageRepository, type Outbox, type ProductRepository, type TaskRepository, type Transactor, type UserRepository } from "@atalaya/core"
import { Cause, Context, Duration, Effect, Exit, Layer, Option, Schedule } from "effect"
import * as Intake from "./Intake.js"
import { IntakeRepository } from "./IntakeRepository.js"
import type { InboundMail, MailRef, MailSource } from "./MailSource.js"

/** Settings of mail intake; override with `Layer.succeed(MailIntakeSettings, ...)`. */
export class MailIntakeSettings extends Context.Reference<MailIntakeSettings>()("@atalaya/core/MailIntakeSettings", {
  defaultValue: () => ({
    /** Seconds between polls (`MAIL_POLL_SECONDS`, 60 by default: evaluation rule 5). */
    pollSeconds: 60,
    /** A message larger than this is not downloaded; it goes to review (attachments are 12 MB each, base64 adds a third). */
    maxMessageBytes: 64 * 1024 * 1024,
    /** Messages dealt with in one poll at most; the rest wait for the next. */
    batch: 200,
    /** How long a poller's lease lasts without renewal; it renews at a third of it while working. */
    leaseMs: 5 * 60_000,
    /** Failed attempts at one message before it goes to review, so it cannot hold up the mailbox. */
    maxAttempts: 3
  })
}) {}

/** What one poll did. */
export interface PollSummary {
  /** Another instance held the lease: this one did nothing. */
  readonly skipped: boolean
  /** Messages listed after the cursor (processed ones included). */
  readonly listed: number
  readonly created: number
  readonly threaded: number
  readonly review: number
  readonly duplicate: number
  /** Why the poll stopped early (mailbox unreachable, lease lost), without credentials or content; null when it finished. */
  readonly error: string | null
}

const EMPTY: PollSummary = { skipped: false, listed: 0, created: 0, threaded: 0, review: 0, duplicate: 0, error: null }

/** An inbound report of a parsed mail and its read attachments. */
const reportOf = (sourceId: string, ref: MailRef, mail: InboundMail, attachments: Intake.ReadAttachments): Intake.InboundReport => ({
  channel: "email",
  source: sourceId,
  key: ref.key,
  externalId: mail.messageId,
  contact: mail.fromAddress,
  contactWins: false,
  senderName: mail.fromName,
  subject: mail.subject,
  body: mail.text,
  attachments,
  origen: "email"
})

/**
 * Deals with one downloaded message: threads it to its case or makes a case (or a review item) of
 * it, recording the outcome in the same transaction. A message already recorded (same key or same
 * Message-ID in this mailbox) answers its recorded outcome and writes nothing.
 */
export const processMail = (sourceId: string, ref: MailRef, mail: InboundMail) =>
  Effect.gen(function*() {
    const repo = yield* IntakeRepository
    const seen = yield* repo.findProcessed(sourceId, ref.key, mail.messageId)
    if (Option.isSome(seen)) {
      // The same message delivered again under another key (a second copy in the mailbox): its key
      // is recorded too, as a duplicate of the first, so it is not downloaded at every poll.
      if (seen.value.key !== ref.key) {
        yield* repo.recordProcessed({
          source: sourceId,
          key: ref.key,
          message_id: null,
          channel: "email",
          status: "duplicate",
          icsr_id: seen.value.icsr_id,
          review_id: seen.value.review_id,
          attachments: []
        })
        return { ...Intake.outcomeOf(seen.value), status: "duplicate" as const }
      }
      return Intake.outcomeOf(seen.value)
    }
    const attachments = yield* Intake.readAttachments(mail.attachments)
    const report = reportOf(sourceId, ref, mail, attachments)
    const work = Effect.gen(function*() {
      const parent = yield* FollowupService.threadCase({
        channel: "email",
        body: mail.text,
        externalId: mail.messageId,
        subject: mail.subject,
        inReplyTo: mail.inReplyTo,
        references: mail.references
      })
      return Option.isSome(parent) ? yield* Intake.toThread(report, parent.value) : yield* Intake.toCase(report)
    })
    return yield* Intake.once(sourceId, ref.key, mail.messageId, attachments.keys, work)
  })

/** A message kept for review without being processed (too large, or failing every time), recorded as processed. */
const unprocessed = (sourceId: string, ref: MailRef, reason: string, mail: InboundMail | null) =>
  Intake.once(sourceId, ref.key, mail?.messageId ?? null, [], Intake.toReview({
    channel: "email",
    source: sourceId,
    key: ref.key,
    externalId: mail?.messageId ?? null,
    contact: mail?.fromAddress ?? null,
    contactWins: false,
    senderName: mail?.fromName ?? null,
    subject: mail?.subject ?? null,
    body: mail?.text ?? "",
    attachments: { attachments: [], keys: [], text: "" },
    origen: "email"
  }, reason, [], null))

const mb = (bytes: number) => Math.round(bytes / 104857.6) / 10

/** What failed, for logs and the review reason: the error's tag, never its content. */
const failureTag = (cause: Cause.Cause<unknown>): string => {
  const failure = Cause.failureOption(cause)
  if (Option.isSome(failure)) {
    const error = failure.value
    return typeof error === "object" && error !== null && "_tag" in error ? String((error as { _tag: unknown })._tag) : "error"
  }
  return "defecto"
}

/** Options of one poller. */
export interface PollOptions {
  /** Names this poller in the lease (one per instance); a fresh id by default. */
  readonly holder?: string
  /** Called after each message with its outcome (logs, tests); never with content. */
  readonly onMessage?: (key: string, outcome: Intake.IntakeOutcome) => void
  /**
   * Failed attempts per message key, kept across polls by a poller (`run` keeps one); a message
   * that fails `maxAttempts` times goes to review instead of holding up the rest of the mailbox.
   */
  readonly failures?: Map<string, number>
}

/** The lease held for a poll: taken, renewed while working, given back when the poll ends. */
const lease = (name: string, holder: string, leaseMs: number) =>
  Effect.gen(function*() {
    const repo = yield* IntakeRepository
    const taken = yield* Effect.acquireRelease(repo.acquireLease(name, holder, leaseMs), (ok) =>
      ok ? Effect.ignore(repo.releaseLease(name, holder)) : Effect.void)
    if (!taken) return null
    const state = { lost: false }
    yield* Effect.forkScoped(
      repo.acquireLease(name, holder, leaseMs).pipe(
        Effect.flatMap((ok) => Effect.sync(() => {
          if (!ok) state.lost = true
        })),
        Effect.ignore,
        Effect.repeat(Schedule.spaced(Duration.millis(Math.max(1_000, Math.floor(leaseMs / 3))))),
        Effect.delay(Duration.millis(Math.max(1_000, Math.floor(leaseMs / 3))))
      )
    )
    return state
  })

/**
 * One poll of a mailbox: lease, listing after the cursor, each new message dealt with in order
 * (the cursor advances past it), lease given back. A mailbox that cannot be reached or read ends
 * the poll with `error` set; the next poll resumes where this one stopped. Storage failures fail.
 */
export const pollOnce = (source: MailSource, options: PollOptions = {}) =>
  Effect.scoped(Effect.gen(function*() {
    const settings = yield* MailIntakeSettings
    const repo = yield* IntakeRepository
    const holder = options.holder ?? globalThis.crypto.randomUUID()
    const failures = options.failures ?? new Map<string, number>()
    const held = yield* lease(`mail-intake:${source.id}`, holder, settings.leaseMs)
    if (held === null) return { ...EMPTY, skipped: true }
    const counts = { created: 0, threaded: 0, review: 0, duplicate: 0 }
    const result = (listed: number, error: string | null): PollSummary => ({ skipped: false, listed, ...counts, error })
    const session = yield* Effect.either(source.open)
    if (session._tag === "Left") return result(0, session.left.reason)
    const cursor = yield* repo.getCursor(source.id)
    const listing = yield* Effect.either(session.right.list(Option.getOrNull(cursor)))
    if (listing._tag === "Left") return result(0, listing.left.reason)
    const refs = listing.right
    const done = yield* repo.processedKeys(source.id, refs.map((r) => r.key))
    let handled = 0
    for (const ref of refs) {
      if (held.lost) return result(refs.length, "lease perdido")
      if (!done.has(ref.key)) {
        if (handled >= settings.batch) break
        handled++
        let outcome: Intake.IntakeOutcome
        if (ref.size !== null && ref.size > settings.maxMessageBytes) {
          outcome = yield* unprocessed(source.id, ref, Intake.Texts.tooLarge(mb(ref.size), mb(settings.maxMessageBytes)), null)
        } else {
          const mail = yield* Effect.either(session.right.fetch(ref))
          if (mail._tag === "Left") return result(refs.length, mail.left.reason)
          const attempt = yield* Effect.exit(processMail(source.id, ref, mail.right))
          if (Exit.isSuccess(attempt)) {
            failures.delete(ref.key)
            outcome = attempt.value
          } else {
            if (Cause.isInterruptedOnly(attempt.cause)) return yield* Effect.interrupt
            const tag = failureTag(attempt.cause)
            const attempts = (failures.get(ref.key) ?? 0) + 1
            failures.set(ref.key, attempts)
            if (attempts < settings.maxAttempts) return result(refs.length, `el mensaje ${ref.key} no se pudo procesar (${tag}); se reintentará`)
            failures.delete(ref.key)
            outcome = yield* unprocessed(source.id, ref, Intake.Texts.failed(attempts, tag), mail.right)
          }
        }
        counts[outcome.status]++
        options.onMessage?.(ref.key, outcome)
      }
      if (ref.cursor !== null) yield* repo.setCursor(source.id, ref.cursor)
    }
    return result(refs.length, null)
  }))

/** Options of the polling loop. */
export interface RunOptions extends PollOptions {
  /** Called after each poll (logging); never with content or credentials. */
  readonly onPoll?: (summary: PollSummary) => void
  /** Called when a poll fails (storage, a defect); the loop goes on. Only the error's tag is safe to log. */
  readonly onFailure?: (error: { readonly _tag: string }) => void
}

/**
 * Polls forever, every `MailIntakeSettings.pollSeconds` (60 s by default), with one holder id for
 * this poller. Failures end a poll, never the loop. Interrupt the fiber to stop: a poll in the
 * middle of a message rolls that message back, and the lease is given back.
 */
export const run = (source: MailSource, options: RunOptions = {}) =>
  Effect.gen(function*() {
    const settings = yield* MailIntakeSettings
    const holder = options.holder ?? globalThis.crypto.randomUUID()
    const failures = options.failures ?? new Map<string, number>()
    const poll = pollOnce(source, { ...options, holder, failures }).pipe(
      Effect.tap((summary) => Effect.sync(() => options.onPoll?.(summary))),
      // Defects too: nothing a poll meets may end the loop.
      Effect.catchAllCause((cause) => Effect.sync(() => options.onFailure?.({ _tag: failureTag(cause) })))
    )
    return yield* Effect.repeat(poll, Schedule.spaced(Duration.seconds(settings.pollSeconds)))
  }).pipe(Effect.asVoid)

/**
 * Polling in the background for as long as the layer lives: stopped with its scope (at shutdown),
 * which rolls back a message in the middle of its transaction and gives the lease back.
 */
export const layer = (source: MailSource, options: RunOptions = {}) => Layer.scopedDiscard(Effect.forkScoped(run(source, options)))
