/**
 * Email threading for follow-up (spec ICSR rule 7): Message-ID chains for `In-Reply-To` and
 * `References`, and how an inbound mail finds its case (by those headers or by the case number
 * in the subject). Pure; usable by the outbox and by mail intake.
 */

/** Default service name in subjects (`[Atalaya] ...`). */
export const SERVICE_NAME = "Atalaya"

/** Longest `References` kept; longer chains keep the root and the newest ids (RFC 5322 §3.6.4 allows trimming). */
export const MAX_REFERENCES = 20

/**
 * A Message-ID in its header form `<left@right>`, or null for anything that is not one. Requiring
 * '@' also keeps SMS and simulated ids (`SM...`, `sim-...`) out of email threads.
 */
export const normalizeMessageId = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? ""
  const inner = trimmed.startsWith("<") && trimmed.endsWith(">") ? trimmed.slice(1, -1).trim() : trimmed
  if (inner === "" || /[\s<>,]/.test(inner) || !/^[^@]+@[^@]+$/.test(inner)) return null
  return `<${inner}>`
}

const dedupe = (ids: ReadonlyArray<string>): Array<string> => [...new Set(ids)]

/**
 * The Message-IDs in a `References` or `In-Reply-To` header (folded, comma- or space-separated,
 * bracketed or not), in order, without repeats. Repeated headers may be passed as an array.
 */
export const parseMessageIds = (header: string | ReadonlyArray<string> | null | undefined): Array<string> => {
  if (header === null || header === undefined) return []
  const text = typeof header === "string" ? header : header.join(" ")
  const tokens = text.replace(/\([^()]*\)/g, " ").replace(/></g, "> <").split(/[\s,]+/)
  return dedupe(tokens.map(normalizeMessageId).filter((id): id is string => id !== null))
}

/** Threading headers of a reply, shaped like the `Mailer` port's `OutgoingMail` fields. */
export interface ReplyHeaders {
  readonly inReplyTo?: string
  readonly references?: ReadonlyArray<string>
}

/**
 * `In-Reply-To` and `References` for a reply to a thread whose Message-IDs are `chain` (oldest
 * first). `inReplyTo` defaults to the newest id; it is always the last reference, as RFC 5322 has it.
 */
export const replyHeaders = (
  chain: ReadonlyArray<string | null | undefined>,
  options: { readonly inReplyTo?: string | null; readonly max?: number } = {}
): ReplyHeaders => {
  const ids = dedupe(chain.map(normalizeMessageId).filter((id): id is string => id !== null))
  const parent = normalizeMessageId(options.inReplyTo) ?? ids[ids.length - 1]
  if (parent === undefined) return {}
  const ordered = [...ids.filter((id) => id !== parent), parent]
  const max = Math.max(2, options.max ?? MAX_REFERENCES)
  const references = ordered.length > max ? [ordered[0]!, ...ordered.slice(-(max - 1))] : ordered
  return { inReplyTo: parent, references }
}

/** A stored follow-up message, as far as threading needs it. */
export interface ThreadMessage {
  readonly channel: string
  readonly direction: string
  readonly external_id: string | null
}

/**
 * Reply headers for a case's follow-up thread (chronological): `References` holds every email's
 * Message-ID and `In-Reply-To` the last inbound one, or the last outbound one while the reporter
 * has not answered yet.
 */
export const replyHeadersForThread = (messages: ReadonlyArray<ThreadMessage>): ReplyHeaders => {
  const emails = messages.filter((m) => m.channel === "email" && normalizeMessageId(m.external_id) !== null)
  const lastInbound = [...emails].reverse().find((m) => m.direction === "in")
  return replyHeaders(emails.map((m) => m.external_id), { inReplyTo: lastInbound?.external_id ?? null })
}

/**
 * Message-IDs an inbound mail may answer, most telling first: `In-Reply-To`, then `References`
 * from newest to oldest. Intake looks them up among stored `external_id`s.
 */
export const candidateParents = (headers: {
  readonly inReplyTo?: string | ReadonlyArray<string> | null
  readonly references?: string | ReadonlyArray<string> | null
}): Array<string> => dedupe([...parseMessageIds(headers.inReplyTo), ...parseMessageIds(headers.references).reverse()])

const DIRECT = /\b(?:icsr|caso)\s*(?:n[º°o]\.?\s*|#\s*|[-:]\s*)?(\d{1,9})\b/i
const KEYWORD = /\b(?:icsr|caso)\b/i
const HASH = /#\s*(\d{1,9})\b/

/**
 * The case id named in a subject: `ICSR 123`, `caso #123`, `Caso Nº 123`, or `#123` in a subject
 * that mentions a case (`[Atalaya] Nuevo caso asignado #123`). A bare `#123` elsewhere is not
 * trusted, so an unrelated mail ("Pedido #123") is not filed under a case.
 */
export const caseIdFromSubject = (subject: string | null | undefined): number | null => {
  if (!subject) return null
  const match = DIRECT.exec(subject) ?? (KEYWORD.test(subject) ? HASH.exec(subject) : null)
  const id = match?.[1] === undefined ? NaN : Number(match[1])
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** A subject naming a case: `[Atalaya] <topic> #<id>`, the form `caseIdFromSubject` reads back. */
export const caseSubject = (topic: string, caseId: number, service: string = SERVICE_NAME): string =>
  `[${service}] ${topic} #${caseId}`

/** Subject of a follow-up to the reporter: `[Atalaya] Seguimiento caso #<id>`. */
export const followUpSubject = (caseId: number, service: string = SERVICE_NAME): string =>
  caseSubject("Seguimiento caso", caseId, service)

/**
 * A fresh Message-ID under the domain of `domainOrAddress` (`fv@clinica.pe` → `<uuid@clinica.pe>`).
 * An outbox fixes it before sending so retries keep the same id.
 */
export const newMessageId = (domainOrAddress: string): string => {
  const domain = domainOrAddress.slice(domainOrAddress.lastIndexOf("@") + 1).trim() || "localhost"
  return `<${globalThis.crypto.randomUUID()}@${domain}>`
}
