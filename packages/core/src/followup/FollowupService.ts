/**
 * Follow-up with the reporter: the chronological thread of a case, sending by email, SMS or
 * WhatsApp (service-spec rules 6-7), and storing inbound messages threaded to their case.
 */
import { Effect, Option } from "effect"
import { AuditLog, type Actor } from "../kernel/AuditLog.js"
import * as CaseService from "../case/CaseService.js"
import { detectContact } from "./Contact.js"
import { BadRequest, Texts, UpstreamFailed } from "../kernel/Errors.js"
import { type Channel, type FollowupMessage, isChannel } from "./FollowupMessage.js"
import { Mailer } from "../notifications/Mailer.js"
import { MessageRepository } from "./MessageRepository.js"
import { TextMessenger } from "../notifications/TextMessenger.js"
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

/** Reads `{channel, body}`; the contract answers both problems with plain texts. */
const parseSend = (body: unknown): Effect.Effect<{ channel: Channel; text: string }, BadRequest> => {
  const text = field(body, "body")
  if (typeof text !== "string" || text.trim() === "") return Effect.fail(new BadRequest({ detail: Texts.emptyMessage }))
  const raw = field(body, "channel")
  const channel = typeof raw === "string" ? raw.trim().toLowerCase() : raw
  if (!isChannel(channel)) return Effect.fail(new BadRequest({ detail: Texts.unsupportedChannel }))
  return Effect.succeed({ channel, text: text.trim() })
}

/**
 * Sends a follow-up to the reporter and stores it (direction `out`). Email replies carry
 * In-Reply-To/References from the thread and a subject naming the case. A case still Pendiente
 * (or without estado) moves to En progreso afterwards; that change never blocks the send.
 */
export const send = (caseId: number, body: unknown, actor: Actor) =>
  Effect.gen(function*() {
    const { channel, text } = yield* parseSend(body)
    const found = yield* CaseService.get(caseId)
    const contact = detectContact(found)
    const messages = yield* MessageRepository
    let externalId: string
    if (channel === "email") {
      if (contact.email === null) return yield* Effect.fail(new BadRequest({ detail: Texts.noEmail }))
      const mailer = yield* Mailer
      const previous = yield* messages.thread(caseId)
      const sent = yield* mailer.send({
        to: [contact.email],
        subject: Threading.followUpSubject(caseId),
        text,
        ...Threading.replyHeadersForThread(previous)
      }).pipe(Effect.mapError((e) => new UpstreamFailed({ detail: e.detail })))
      externalId = sent.messageId
    } else {
      if (contact.phone === null) {
        return yield* Effect.fail(new BadRequest({ detail: channel === "sms" ? Texts.noPhone : Texts.noWhatsapp }))
      }
      const texts = yield* TextMessenger
      const sent = yield* texts.send({ channel, to: contact.phone, body: text }).pipe(
        Effect.mapError((e) => new UpstreamFailed({ detail: e.detail }))
      )
      externalId = sent.externalId
    }
    const stored = yield* messages.insert({ icsr_id: caseId, channel, direction: "out", body: text, external_id: externalId })
    const audit = yield* AuditLog
    yield* audit.append({
      action: "FOLLOWUP_SEND",
      entity: "icsr",
      entity_id: String(caseId),
      actor,
      changes: { message_id: stored.id, channel, external_id: externalId }
    })
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
