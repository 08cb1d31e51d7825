/**
 * Follow-up with the reporter: the chronological thread of a case, sending by email, SMS or
 * WhatsApp (service-spec rules 6-7), and storing inbound messages threaded to their case.
 */
import { Effect, Option } from "effect"
import { AuditLog, type Actor } from "../kernel/AuditLog.js"
import * as CaseService from "../case/CaseService.js"
import { detectContact } from "./Contact.js"
import { BadRequest, Texts, UpstreamFailed, ValidationFailed } from "../kernel/Errors.js"
import { Messages } from "../kernel/Validation.js"
import { type Channel, type FollowupMessage, isChannel } from "./FollowupMessage.js"
import { Mailer } from "../notifications/Mailer.js"
import { MessageRepository } from "./MessageRepository.js"
import { TextMessenger } from "../notifications/TextMessenger.js"
import { Transactor } from "../kernel/Transactor.js"
import * as Threading from "./Threading.js"

/** A case's messages, oldest first (`{items, total}`). */
export const thread = (caseId: number) =>
  Effect.gen(function*() {
    yield* CaseService.get(caseId)
    const messages = yield* MessageRepository
    const items = yield* messages.thread(caseId)
    return { items, total: items.length }
  })

const field = (body: unknown, name: string): unknown =>
  typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined

// C0 controls other than tab, line feed and carriage return, and DEL.
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/**
 * Reads `{channel, body}`; the contract answers an empty body and a bad channel with plain texts.
 * A body with NUL (which storage cannot hold) or another control character is a validation 400,
 * decided before anything is sent.
 */
const parseSend = (body: unknown): Effect.Effect<{ channel: Channel; text: string }, BadRequest | ValidationFailed> => {
  const text = field(body, "body")
  if (typeof text !== "string" || text.trim() === "") return Effect.fail(new BadRequest({ detail: Texts.emptyMessage }))
  if (text.includes("\u0000") || CONTROL.test(text)) {
    const issue = text.includes("\u0000") ? Messages.nul : Messages.control
    return Effect.fail(new ValidationFailed({ issues: [{ loc: ["body", "body"], ...issue }] }))
  }
  const raw = field(body, "channel")
  const channel = typeof raw === "string" ? raw.trim().toLowerCase() : raw
  if (!isChannel(channel)) return Effect.fail(new BadRequest({ detail: Texts.unsupportedChannel }))
  return Effect.succeed({ channel, text: text.trim() })
}

/**
 * Sends a follow-up to the reporter and stores it (direction `out`). The message is recorded
 * before it goes out and gets the provider's id afterwards, so nothing is ever sent unrecorded
 * (a crash in between leaves it in the thread without an id); a refused send removes the record
 * and answers 502. Email replies carry In-Reply-To/References from the thread and a subject naming
 * the case. A case still Pendiente (or without estado) moves to En progreso afterwards; that
 * change never blocks the send.
 */
export const send = (caseId: number, body: unknown, actor: Actor) =>
  Effect.gen(function*() {
    const { channel, text } = yield* parseSend(body)
    const found = yield* CaseService.get(caseId)
    const contact = detectContact(found)
    const messages = yield* MessageRepository
    let deliver: Effect.Effect<string, UpstreamFailed>
    if (channel === "email") {
      if (contact.email === null) return yield* Effect.fail(new BadRequest({ detail: Texts.noEmail }))
      const to = contact.email
      const mailer = yield* Mailer
      // Threading headers from the thread as it was before this message.
      const previous = yield* messages.thread(caseId)
      deliver = mailer.send({
        to: [to],
        subject: Threading.followUpSubject(caseId),
        text,
        ...Threading.replyHeadersForThread(previous)
      }).pipe(Effect.map((sent) => sent.messageId), Effect.mapError((e) => new UpstreamFailed({ detail: e.detail })))
    } else {
      if (contact.phone === null) {
        return yield* Effect.fail(new BadRequest({ detail: channel === "sms" ? Texts.noPhone : Texts.noWhatsapp }))
      }
      const texts = yield* TextMessenger
      deliver = texts.send({ channel, to: contact.phone, body: text }).pipe(
        Effect.map((sent) => sent.externalId),
        Effect.mapError((e) => new UpstreamFailed({ detail: e.detail }))
      )
    }
    const pending = yield* messages.insert({ icsr_id: caseId, channel, direction: "out", body: text, external_id: null })
    const externalId = yield* deliver.pipe(Effect.tapError(() => messages.discardUnsent(pending.id)))
    const audit = yield* AuditLog
    const tx = yield* Transactor
    const stored = yield* tx.transaction(Effect.gen(function*() {
      const sent = yield* messages.markSent(pending.id, externalId)
      yield* audit.append({
        action: "FOLLOWUP_SEND",
        entity: "icsr",
        entity_id: String(caseId),
        actor,
        changes: { message_id: sent.id, channel, external_id: externalId }
      })
      return sent
    }))
    if (found.estado === null || found.estado.trim() === "" || found.estado === "Pendiente") {
      yield* Effect.ignore(CaseService.update(caseId, { estado: "En progreso" }, actor))
    }
    return stored
  })

/** An inbound message as intake hands it over. */
export interface InboundMessage {
  readonly channel: Channel
  readonly body: string
  /** Email Message-ID or provider id; a message already stored under it is not stored again. */
  readonly externalId: string | null
  readonly subject?: string | null
  readonly inReplyTo?: string | ReadonlyArray<string> | null
  readonly references?: string | ReadonlyArray<string> | null
}

/**
 * Finds the case an inbound email answers: by In-Reply-To/References among stored Message-IDs,
 * then by the case number in the subject (only if that case exists).
 */
export const threadCase = (message: InboundMessage) =>
  Effect.gen(function*() {
    const messages = yield* MessageRepository
    const parents = Threading.candidateParents({ inReplyTo: message.inReplyTo ?? null, references: message.references ?? null })
    if (parents.length > 0) {
      const byHeaders = yield* messages.caseByExternalIds(parents)
      if (Option.isSome(byHeaders)) return byHeaders
    }
    const bySubject = Threading.caseIdFromSubject(message.subject)
    if (bySubject === null) return Option.none<number>()
    const exists = yield* Effect.option(CaseService.get(bySubject))
    return Option.map(exists, (c) => c.id)
  })

/**
 * Stores an inbound message (direction `in`) on the case it threads to; none when it threads to
 * no case (intake then opens a new case). A message seen before is not stored twice.
 */
export const receive = (message: InboundMessage, caseId?: number) =>
  Effect.gen(function*() {
    const messages = yield* MessageRepository
    if (message.externalId !== null && (yield* messages.hasExternalId(message.externalId))) return Option.none<FollowupMessage>()
    const target = caseId !== undefined ? Option.some(caseId) : yield* threadCase(message)
    if (Option.isNone(target)) return Option.none<FollowupMessage>()
    // The early check above spares threading work; this one decides, atomically with the insert.
    return yield* messages.insertIfNew({
      icsr_id: target.value,
      channel: message.channel,
      direction: "in",
      body: message.body,
      external_id: message.externalId
    })
  })
