/**
 * ICSR case use cases. Each validates its raw input, runs its writes in one transaction and
 * records the audit trail (and a snapshot of the previous state on updates) in that same
 * transaction. Usable by any host: HTTP, intake workers, scripts.
 */
import { Clock, Context, Effect, Either, Option } from "effect"
import type { z } from "zod"
import { AuditLog, type Actor } from "../kernel/AuditLog.js"
import {
  type Case,
  CaseCreate,
  type CaseInput,
  CasePatch,
  type Evento,
  EventoPatch,
  EventosReplace
} from "./Case.js"
import { type CaseListQuery, parseIds, parseListQuery, type RawQuery } from "./CaseQuery.js"
import { CaseRepository, type CasePage, type CaseRepositoryShape } from "./CaseRepository.js"
import { checkLater, MATCHING_FIELDS, refreshAfterDelete } from "../duplicates/DuplicateChecks.js"
import { DuplicateRepository } from "../duplicates/DuplicateRepository.js"
import * as Rules from "./CaseRules.js"
import { BadRequest, InvalidCredentials, NotFound, Texts, ValidationFailed } from "../kernel/Errors.js"
import { MAX_INT } from "../kernel/Fields.js"
import { FileStorage } from "../kernel/FileStorage.js"
import type { NewFollowupMessage } from "../followup/FollowupMessage.js"
import { MessageRepository } from "../followup/MessageRepository.js"
import * as Notifications from "../notifications/Notifications.js"
import { PasswordHasher } from "../auth/PasswordHasher.js"
import { ProductRepository } from "../catalog/ProductRepository.js"
import { Transactor } from "../kernel/Transactor.js"
import { UserRepository } from "../auth/UserRepository.js"
import { fromZod, type IssueSource, Messages, type ValidationIssue } from "../kernel/Validation.js"

/** Settings of the case service; a deployment overrides them with `Effect.provideService`. */
export class CaseSettings extends Context.Reference<CaseSettings>()("@atalaya/core/CaseSettings", {
  defaultValue: () => ({
    /** The unit's time zone: `fecha_recepcion` is the local date of reception. */
    timeZone: "America/Lima",
    /** Prefix of internal codes when the caller gives none. */
    codigoPrefix: "FV"
  })
}) {}

/** Validates `input` with `schema`, failing with the contract's issue list. */
export const decode = <A>(schema: z.ZodType<A>, input: unknown, source: IssueSource = "body"): Effect.Effect<A, ValidationFailed> => {
  const parsed = schema.safeParse(input)
  return parsed.success ? Effect.succeed(parsed.data) : Effect.fail(new ValidationFailed({ issues: fromZod(source, parsed.error) }))
}

const notFound = () => new NotFound({ detail: Texts.caseNotFound })

/** Reads a case or fails with 404 `ICSR no encontrado`. */
export const get = (id: number, options?: { readonly forUpdate?: boolean }) =>
  Effect.flatMap(CaseRepository, (repo) => repo.findById(id, options)).pipe(
    Effect.flatMap(Option.match({ onNone: () => Effect.fail(notFound()), onSome: Effect.succeed }))
  )

/** References to other records must point at something that exists; checked before writing. */
const checkReferences = (input: CaseInput, selfId: number | null) =>
  Effect.gen(function*() {
    const issues: Array<ValidationIssue> = []
    if (typeof input.evaluador_id === "number") {
      const users = yield* UserRepository
      const user = yield* users.findById(input.evaluador_id)
      if (Option.isNone(user) || !user.value.activo) {
        issues.push({ loc: ["body", "evaluador_id"], msg: Texts.userNotFound, type: "value_error" })
      } else if (!Notifications.isEvaluator(user.value)) {
        issues.push({ loc: ["body", "evaluador_id"], msg: Texts.notEvaluator, type: "value_error" })
      }
    }
    if (typeof input.producto_id === "number") {
      const products = yield* ProductRepository
      if (Option.isNone(yield* products.findById(input.producto_id))) {
        issues.push({ loc: ["body", "producto_id"], msg: Texts.productNotFound, type: "value_error" })
      }
    }
    if (typeof input.dup_of_id === "number") {
      const repo = yield* CaseRepository
      const master = input.dup_of_id === selfId ? Option.none() : yield* repo.findById(input.dup_of_id)
      if (Option.isNone(master)) {
        issues.push({ loc: ["body", "dup_of_id"], msg: Texts.caseNotFound, type: "value_error" })
      }
    }
    if (issues.length > 0) return yield* Effect.fail(new ValidationFailed({ issues }))
  })

/** Creates a case (estado Pendiente unless given, fecha_recepcion today) with its nested entries. */
export const create = (
  body: unknown,
  actor: Actor,
  options: {
    readonly origen?: string
    /**
     * The reporter's message the case comes from (intake): stored as the thread's first inbound
     * message in the creation's transaction, before the side effects, so an automatic follow-up
     * answers it (In-Reply-To/References).
     */
    readonly inbound?: Omit<NewFollowupMessage, "icsr_id" | "direction">
  } = {}
) =>
  Effect.gen(function*() {
    const input = yield* decode(CaseCreate, body)
    yield* checkReferences(input, null)
    const settings = yield* CaseSettings
    const now = yield* Clock.currentTimeMillis
    const meta = {
      fecha_recepcion: Rules.localDate(now, settings.timeZone),
      origen_notificacion: options.origen ?? "web_form",
      created_by: actor.id
    }
    const values = Rules.valuesForCreate(input, meta)
    const repo = yield* CaseRepository
    const audit = yield* AuditLog
    const tx = yield* Transactor
    const created = yield* tx.transaction(Effect.gen(function*() {
      const id = yield* repo.insert(values, meta, Rules.fullNested(input))
      if (options.inbound !== undefined) {
        const messages = yield* MessageRepository
        yield* messages.insertIfNew({ ...options.inbound, icsr_id: id, direction: "in" })
      }
      const created = yield* get(id)
      yield* audit.append({ action: "ICSR_CREATE", entity: "icsr", entity_id: String(id), actor, changes: { after: created } })
      // Notifications, assignment and the automatic follow-up commit or roll back with the case.
      const changed = yield* Notifications.afterChange({ before: null, after: created, actor, explicitEstado: input.estado !== undefined })
      return changed ? yield* get(id) : created
    }))
    // Creation rule 1: the duplicate check runs once the case is committed, off the request path.
    yield* checkLater(created.id)
    return created
  })

/** Partial (`full: false`) or full update: scalars merged; nested lists replaced when present (always with `full`). */
export const update = (id: number, body: unknown, actor: Actor, options: { readonly full?: boolean } = {}) =>
  Effect.gen(function*() {
    const input = yield* decode(CasePatch, body)
    const repo = yield* CaseRepository
    const audit = yield* AuditLog
    const tx = yield* Transactor
    const { after, diff } = yield* tx.transaction(Effect.gen(function*() {
      const before = yield* get(id, { forUpdate: true })
      yield* checkReferences(input, id)
      const values = Rules.valuesForUpdate(before, input)
      const nested = options.full ? Rules.fullNested(input) : input
      if (Object.keys(values).length > 0) yield* repo.updateValues(id, values)
      yield* repo.replaceNested(id, {
        productos: nested.productos,
        concomitantes: nested.concomitantes,
        seguimientos: nested.seguimientos
      })
      const after = yield* get(id)
      const diff = Rules.diffCase(before, after)
      if (!Rules.isEmptyDiff(diff)) {
        yield* repo.insertSnapshot(id, before, actor.id)
        yield* audit.append({ action: "ICSR_UPDATE", entity: "icsr", entity_id: String(id), actor, changes: diff })
      }
      const changed = yield* Notifications.afterChange({ before, after, actor, explicitEstado: input.estado !== undefined })
      return { after: changed ? yield* get(id) : after, diff }
    }))
    if (diff.fields.some((f) => MATCHING_FIELDS.has(f.field)) || diff.nested.productos !== undefined) yield* checkLater(id)
    return after
  })

const passwordOf = (body: unknown) =>
  Effect.suspend(() => {
    const raw = typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).password : undefined
    if (raw === undefined || raw === null || raw === "") {
      return Effect.fail(new ValidationFailed({ issues: [{ loc: ["body", "password"], ...Messages.missing }] }))
    }
    const parsed = typeof raw === "string" ? Either.right(raw) : Either.left(Messages.str)
    return Either.match(parsed, {
      onLeft: (issue) => Effect.fail(new ValidationFailed({ issues: [{ loc: ["body", "password"], ...issue }] })),
      onRight: Effect.succeed
    })
  })

/**
 * Checks the `password` of a request body against the acting user's own (a deletion's second
 * confirmation): 400 when missing, 401 `Credenciales invalidas` when wrong.
 */
export const confirmPassword = (body: unknown, actor: Actor) =>
  Effect.gen(function*() {
    const password = yield* passwordOf(body)
    const users = yield* UserRepository
    const hasher = yield* PasswordHasher
    const stored = actor.id === null ? Option.none() : yield* users.findById(actor.id)
    const valid = Option.isSome(stored) && (yield* hasher.verify(password, stored.value.password_hash))
    if (!valid) return yield* Effect.fail(new InvalidCredentials())
  })

/**
 * Deletes a case after checking the acting user's password. The audit entry (with the whole
 * case) is written first, in the same transaction, so a deletion is never unrecorded.
 */
export const remove = (id: number, body: unknown, actor: Actor) =>
  Effect.gen(function*() {
    yield* confirmPassword(body, actor)
    const repo = yield* CaseRepository
    const audit = yield* AuditLog
    const tx = yield* Transactor
    // Read before the deletion: the cases flagged with this one as their best match.
    const dependents = yield* Effect.flatMap(DuplicateRepository, (dups) => dups.flaggedWith(id))
    const keys = yield* tx.transaction(Effect.gen(function*() {
      const before = yield* get(id, { forUpdate: true })
      const keys = yield* repo.fileKeys(id)
      yield* audit.append({ action: "ICSR_DELETE", entity: "icsr", entity_id: String(id), actor, changes: { before, archivos: keys } })
      yield* repo.delete(id)
      return keys
    }))
    // The case's documents go once the deletion is committed; a file that cannot be removed is
    // logged (by key, no content) and does not undo the deletion.
    const files = yield* FileStorage
    yield* Effect.forEach(keys, (key) =>
      files.remove(key).pipe(Effect.catchAll(() => Effect.logWarning("file of a deleted case not removed").pipe(Effect.annotateLogs("key", key)))), { discard: true })
    yield* refreshAfterDelete(dependents)
    return { ok: true as const, deleted_id: id }
  })

/** Counts shown before deletion. */
export const deleteSummary = (id: number) =>
  Effect.gen(function*() {
    yield* get(id)
    const repo = yield* CaseRepository
    return yield* repo.deleteSummary(id)
  })

/** One page of cases; `raw` holds the query parameters as sent. */
export const list = (raw: RawQuery) =>
  Effect.gen(function*() {
    const query: CaseListQuery = yield* parseListQuery(raw)
    const repo = yield* CaseRepository
    const page: CasePage = yield* repo.list(query)
    return { items: page.items, total: page.total, page: query.page, page_size: query.page_size }
  })

/**
 * {@link list} as the UTF-8 JSON of the same answer. The storage hands over the page's documents
 * as bytes, already inside the answer's envelope, which go out as they are: a page of full cases
 * is large, and parsing it only to serialize it again cost most of a list request.
 */
export const listJson = (raw: RawQuery) =>
  Effect.gen(function*() {
    const query: CaseListQuery = yield* parseListQuery(raw)
    const repo = yield* CaseRepository
    const page = yield* repo.listJson(query, {
      open: `{"items":`,
      close: (total) => `,"total":${total},"page":${query.page},"page_size":${query.page_size}}`
    })
    if (page.items.length === 1) return page.items[0]!
    const body = new Uint8Array(page.items.reduce((n, piece) => n + piece.byteLength, 0))
    let at = 0
    for (const piece of page.items) {
      body.set(piece, at)
      at += piece.byteLength
    }
    return body
  })

/** Events of a case, oldest first. */
export const listEvents = (id: number) =>
  Effect.gen(function*() {
    yield* get(id)
    const repo = yield* CaseRepository
    return yield* repo.listEvents(id)
  })

/** Replaces all events of a case atomically and returns the new list (rule 10). */
export const replaceEvents = (id: number, body: unknown, actor: Actor) =>
  Effect.flatMap(decode(EventosReplace, body), ({ eventos }) =>
    writeEvents(id, actor, "ICSR_EVENTS_REPLACE", (repo) => repo.replaceEvents(id, eventos)))

/**
 * Runs an events write on a locked case in one transaction and answers the case's events, oldest
 * first; when the list changed, the previous state is snapshotted and the change audited as `action`.
 */
export const writeEvents = <E, R>(
  id: number,
  actor: Actor,
  action: string,
  write: (repo: CaseRepositoryShape) => Effect.Effect<void, E, R>
) =>
  Effect.gen(function*() {
    const repo = yield* CaseRepository
    const audit = yield* AuditLog
    const tx = yield* Transactor
    return yield* tx.transaction(Effect.gen(function*() {
      const before = yield* get(id, { forUpdate: true })
      yield* write(repo)
      const after: ReadonlyArray<Evento> = yield* repo.listEvents(id)
      const change = Rules.diffEntries(before.eventos, after)
      if (change.added.length > 0 || change.removed.length > 0) {
        yield* repo.insertSnapshot(id, before, actor.id)
        yield* audit.append({ action, entity: "icsr", entity_id: String(id), actor, changes: { fields: [], nested: { eventos: change } } })
      }
      return after
    }))
  })

/** Changes the coding and assessment fields of one event. */
export const updateEvent = (id: number, eventId: number, body: unknown, actor: Actor) =>
  Effect.gen(function*() {
    const patch = yield* decode(EventoPatch, body)
    const repo = yield* CaseRepository
    const audit = yield* AuditLog
    const tx = yield* Transactor
    return yield* tx.transaction(Effect.gen(function*() {
      const before = yield* get(id, { forUpdate: true })
      const old = before.eventos.find((e) => e.id === eventId)
      if (old === undefined) return yield* Effect.fail(new NotFound({ detail: Texts.eventNotFound }))
      const updated = yield* repo.updateEvent(id, eventId, patch)
      if (Option.isNone(updated)) return yield* Effect.fail(new NotFound({ detail: Texts.eventNotFound }))
      const fields = Object.keys(patch)
        .filter((k) => JSON.stringify(old[k as keyof Evento] ?? null) !== JSON.stringify(updated.value[k as keyof Evento] ?? null))
        .map((k) => ({ field: `eventos[${eventId}].${k}`, before: old[k as keyof Evento], after: updated.value[k as keyof Evento] }))
      if (fields.length > 0) {
        yield* repo.insertSnapshot(id, before, actor.id)
        yield* audit.append({ action: "ICSR_EVENT_UPDATE", entity: "icsr", entity_id: String(id), actor, changes: { fields, nested: {} } })
      }
      return updated.value
    }))
  })

/** Events of several cases keyed by case id (`ids` repeated or comma-separated). */
export const eventsByCases = (ids: ReadonlyArray<string>) =>
  Effect.gen(function*() {
    const parsed = yield* parseIds(ids)
    const repo = yield* CaseRepository
    const map = yield* repo.eventsByCases(parsed)
    const out: Record<string, ReadonlyArray<Evento>> = {}
    for (const id of parsed) {
      const events = map.get(id)
      if (events !== undefined) out[String(id)] = events
    }
    return out
  })

const PREFIX = /^[A-Za-z0-9][A-Za-z0-9_-]{0,19}$/

/**
 * Reserves the next internal code `<PREFIX>-<YYYY>-<NNNN>`; concurrent callers never get the
 * same code because the counter is incremented atomically in storage.
 */
export const nextCodigoInterno = (prefixRaw: string | undefined) =>
  Effect.gen(function*() {
    const settings = yield* CaseSettings
    // Only an absent or blank prefix means the default; anything else is checked as given.
    const given = typeof prefixRaw === "string" ? prefixRaw.trim() : ""
    const prefix = (given !== "" ? given : settings.codigoPrefix).toUpperCase()
    if (!PREFIX.test(prefix)) {
      return yield* Effect.fail(new ValidationFailed({
        issues: [{ loc: ["query", "prefix"], msg: "string does not match regex \"^[A-Za-z0-9][A-Za-z0-9_-]{0,19}$\"", type: "value_error.str.regex" }]
      }))
    }
    const year = Rules.localDate(yield* Clock.currentTimeMillis, settings.timeZone).slice(0, 4)
    const repo = yield* CaseRepository
    const numero = yield* repo.nextCodigoInterno(`${prefix}-${year}`)
    return { prefix, numero, codigo: `${prefix}-${year}-${String(numero).padStart(4, "0")}` }
  })

/** Parses a numeric path parameter, answering like the contract for a non-integer. */
export const pathId = (value: string | undefined, name: string): Effect.Effect<number, ValidationFailed> => {
  const n = value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN
  if (!Number.isSafeInteger(n) || n <= 0) return Effect.fail(new ValidationFailed({ issues: [{ loc: ["path", name], ...Messages.integer }] }))
  // Ids are PostgreSQL integers: a larger one names nothing, and would fail in the query.
  return n <= MAX_INT ? Effect.succeed(n) : Effect.fail(new ValidationFailed({ issues: [{ loc: ["path", name], ...Messages.le(MAX_INT) }] }))
}

/** A request that makes no sense as a whole (not a field problem). */
export const badRequest = (detail: string) => Effect.fail(new BadRequest({ detail }))

/** The audit trail of a case, oldest first (auditors: `audit:read`). */
export const auditTrail = (id: number) =>
  Effect.gen(function*() {
    const audit = yield* AuditLog
    const entries = yield* audit.forEntity("icsr", String(id))
    if (entries.length === 0) yield* get(id)
    return entries
  })
