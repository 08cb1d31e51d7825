/**
 * Intake of inbound reports, shared by mail polling and the WhatsApp webhook: attachments kept and
 * read (evaluation rule 5), a case extracted from the text, then — in one transaction — the case
 * created through `CaseService.create`, the message stored as its first inbound follow-up message
 * and the message recorded as processed; or, when no valid case can be made, the message kept in the
 * review queue with the reason. Never dropped, never taken twice.
 */
// Some of these only name the services in the use cases' inferred types, so their declarations can be emitted.
import { AuditLog, type CaseRepository, CaseRules, CaseService, DocumentIntake, DocumentText, DuplicateChecks, type DuplicateRepository, Errors, Fields, FileStorage, type FollowupMessage, FollowupService, type LanguageModel, type MessageRepository, type Outbox, type ProductRepository, type TaskRepository, Transactor, type UserRepository, Validation } from "@atalaya/core"
import { Clock, Context, Data, Effect, Option } from "effect"
import * as IntakeCheck from "./IntakeCheck.js"
import {
  type IntakeAttachment,
  type IntakeChannel,
  IntakeRepository,
  type IntakeStatus,
  type ProcessedRecord,
  type ReviewItem,
  type ReviewStatus
} from "./IntakeRepository.js"
import type * as IntakeRules from "./IntakeRules.js"

// The review queue lives in its own module; callers keep this namespace.
export { parseReviewQuery, listReview, REVIEW_NOTE_MAX, ReviewTexts, ReviewResolutionBody, resolveReview } from "./internal/review.js"
export type { ReviewListQuery } from "./internal/review.js"

/** What free-text extraction found in a report. */
export interface ExtractedReport {
  /** Case fields found (a partial `POST /icsr` body); what is missing stays absent. */
  readonly payload: Readonly<Record<string, unknown>>
  /** Which engine answered: the model's name or `reglas`. */
  readonly engine: string
  /** Problems of the extraction itself (the model failed and the rules answered); rule 6 is checked apart. */
  readonly warnings: ReadonlyArray<IntakeRules.IntakeWarning>
}

/**
 * Port: extraction of a case from the free text of a report — rules, products matched against the
 * catalog, refined by the language model when one is configured. Its work may use those services,
 * which every runtime of the API provides, so an implementation needs no wiring of its own.
 */
export interface ReportExtractorShape {
  /** Never fails: without a language model, or when it fails, the rules answer. */
  readonly extract: (
    text: string,
    options: { readonly receptionDate: string }
  ) => Effect.Effect<ExtractedReport, never, LanguageModel.LanguageModel | ProductRepository.ProductRepository>
}

/** The report extractor service. */
export class ReportExtractor extends Context.Tag("@atalaya/core/ReportExtractor")<ReportExtractor, ReportExtractorShape>() {}

/** The actor of everything intake writes (audit `actor_email` `intake`). */
export const INTAKE_ACTOR: AuditLog.Actor = { id: null, email: "intake" }

/** Texts of intake, in Spanish like the rest of the contract. */
export const Texts = {
  invalidCase: "Los datos extraidos no forman un caso valido",
  tooLarge: (mb: number, maxMb: number) => `Mensaje demasiado grande (${mb} MB; máx. ${maxMb} MB)`,
  attachmentTooLarge: (maxMb: number) => `Adjunto demasiado grande (máx. ${maxMb} MB)`,
  attachmentType: "Tipo de adjunto no admitido: se aceptan PDF, PNG, JPG y TIFF",
  failed: (attempts: number, tag: string) => `No se pudo procesar el mensaje tras ${attempts} intentos (${tag})`
} as const

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10

/** A file that came with a report. */
export interface IncomingFile {
  readonly filename: string | null
  readonly contentType: string
  readonly bytes: Uint8Array
}

/** Attachments kept, their storage keys (to remove if the message's transaction fails) and their text. */
export interface ReadAttachments {
  readonly attachments: ReadonlyArray<IntakeAttachment>
  readonly keys: ReadonlyArray<string>
  /** Text of every readable attachment, each under its file name. */
  readonly text: string
}

const EXTENSIONS: Readonly<Record<DocumentText.MediaType, string>> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/tiff": "tif"
}

/**
 * Keeps each PDF, PNG, JPG or TIFF attachment up to the size limit (12 MB) under
 * `intake/<year of reception>/<uuid>.<ext>` and reads it (text layer, or OCR at 180 DPI in Spanish and English).
 * The type comes from the bytes, not from the name or the declared type. Other files, files over
 * the limit and files that cannot be read are noted with the reason; none of that fails the report.
 */
export const readAttachments = (files: ReadonlyArray<IncomingFile>) =>
  Effect.gen(function*() {
    const year = new Date(yield* Clock.currentTimeMillis).getUTCFullYear()
    const settings = yield* DocumentIntake.DocumentIntakeSettings
    const storage = yield* FileStorage.FileStorage
    const attachments: Array<IntakeAttachment> = []
    const keys: Array<string> = []
    const texts: Array<string> = []
    for (const file of files) {
      const base = { filename: file.filename, size: file.bytes.byteLength }
      if (file.bytes.byteLength > settings.maxBytes) {
        attachments.push({ ...base, media_type: file.contentType, storage_key: null, text_chars: null, engine: null, note: Texts.attachmentTooLarge(megabytes(settings.maxBytes)) })
        continue
      }
      const mediaType = DocumentText.sniffMediaType(file.bytes)
      if (mediaType === null) {
        attachments.push({ ...base, media_type: file.contentType, storage_key: null, text_chars: null, engine: null, note: Texts.attachmentType })
        continue
      }
      const key = `intake/${year}/${globalThis.crypto.randomUUID()}.${EXTENSIONS[mediaType]}`
      yield* storage.put(key, file.bytes).pipe(Effect.mapError((e) => new Errors.StorageError({ cause: e.cause })))
      keys.push(key)
      const read = yield* Effect.either(DocumentIntake.readDocument({ bytes: file.bytes, size: file.bytes.byteLength }))
      if (read._tag === "Left") {
        attachments.push({ ...base, media_type: mediaType, storage_key: key, text_chars: null, engine: null, note: read.left.detail })
        continue
      }
      const text = read.right.result.text.trim()
      attachments.push({ ...base, media_type: mediaType, storage_key: key, text_chars: text.length, engine: read.right.result.engine, note: null })
      if (text !== "") texts.push(`[${file.filename ?? "adjunto"}]\n${text}`)
    }
    return { attachments, keys, text: texts.join("\n\n") } satisfies ReadAttachments
  })

/** Removes files kept for a report whose transaction did not commit. */
export const discardFiles = (keys: ReadonlyArray<string>) =>
  Effect.flatMap(FileStorage.FileStorage, (storage) => Effect.forEach(keys, (key) => Effect.ignore(storage.remove(key)), { discard: true }))

/** An inbound report ready for intake. */
export interface InboundReport {
  readonly channel: IntakeChannel
  /** The mailbox or `whatsapp`; with `key`, names the message in storage. */
  readonly source: string
  readonly key: string
  /** Message-ID or provider id: the inbound follow-up message's `external_id`. */
  readonly externalId: string | null
  /** The reporter's contact as the case stores it (an email address, `whatsapp:+51…`). */
  readonly contact: string | null
  /** Whether the contact replaces whatever extraction found (WhatsApp: the sender is the contact). */
  readonly contactWins: boolean
  readonly senderName: string | null
  readonly subject: string | null
  /** The message text, stored as the inbound follow-up message. */
  readonly body: string
  readonly attachments: ReadAttachments
  /** `origen_notificacion` of a created case. */
  readonly origen: string
}

/** What intake did with a message. */
export interface IntakeOutcome {
  readonly status: IntakeStatus
  readonly icsr_id: number | null
  readonly review_id: number | null
}

/** The message was recorded as processed meanwhile (a retried webhook, a second poller): nothing is written. */
export class AlreadyProcessed extends Data.TaggedError("AlreadyProcessed")<{}> {}

/** The outcome a processed record stands for. */
export const outcomeOf = (record: ProcessedRecord): IntakeOutcome => ({ status: record.status, icsr_id: record.icsr_id, review_id: record.review_id })

/** Largest extraction input: enough for a report with its documents, bounded for a language model. */
const MAX_EXTRACTION_CHARS = 60_000

const extractionInput = (report: InboundReport): string =>
  [report.subject ?? "", report.body, report.attachments.text].filter((t) => t.trim() !== "").join("\n\n").slice(0, MAX_EXTRACTION_CHARS)

/** Initials recorded when a report does not give the patient's: the placeholder duplicate detection ignores. */
export const UNKNOWN_INITIALS = "N.N."

/**
 * The case body intake proposes: what extraction found, completed with what the message itself
 * says — the sender's contact (always, for WhatsApp), the sender as reporter, and the placeholder
 * initials `N.N.` when the report names none (evaluation rule 6 does not require initials).
 */
export const caseBodyFor = (report: InboundReport, extracted: ExtractedReport): Record<string, unknown> => {
  const body: Record<string, unknown> = { ...extracted.payload }
  const has = (k: string) => typeof body[k] === "string" ? (body[k] as string).trim() !== "" : body[k] !== undefined && body[k] !== null
  if (report.contact !== null && (report.contactWins || (!has("reportante_contacto") && !has("reportante_email") && !has("reportante_telefono")))) {
    body.reportante_contacto = report.contact
  }
  if (!has("reportante_nombre")) {
    const name = report.senderName ?? (report.contact !== null ? report.contact.replace(/^whatsapp:/, "") : null)
    if (name !== null) body.reportante_nombre = name.slice(0, 255)
  }
  if (!has("paciente_iniciales")) body.paciente_iniciales = UNKNOWN_INITIALS
  return body
}

/** Rule 6 warnings that keep a report from becoming a case; a similar case is only a warning. */
const BLOCKING: ReadonlySet<IntakeRules.WarningCode> = new Set(["faltante", "fecha_posterior", "fechas_invertidas", "contacto_invalido"])

/** Rule 6 warnings in the contract's issue shape (`loc` body.<field>, Spanish `msg`, `type` intake.<code>). */
export const issuesOf = (warnings: ReadonlyArray<IntakeRules.IntakeWarning>): ReadonlyArray<Validation.ValidationIssue> =>
  warnings.map((w) => ({ loc: w.campo === null ? ["body"] : ["body", w.campo], msg: w.mensaje, type: `intake.${w.codigo}` }))

/**
 * Runs `effect` in a transaction that also records the message as processed; fails with
 * {@link AlreadyProcessed} (rolling everything back) when it already was.
 */
const withRecord = <A, E, R>(
  report: Pick<InboundReport, "source" | "key" | "externalId" | "channel">,
  attachments: ReadonlyArray<IntakeAttachment>,
  effect: Effect.Effect<A & IntakeOutcome, E, R>
) =>
  Effect.gen(function*() {
    const tx = yield* Transactor.Transactor
    const repo = yield* IntakeRepository
    return yield* tx.transaction(Effect.gen(function*() {
      const outcome = yield* effect
      const recorded = yield* repo.recordProcessed({
        source: report.source,
        key: report.key,
        message_id: report.externalId,
        channel: report.channel,
        status: outcome.status,
        icsr_id: outcome.icsr_id,
        review_id: outcome.review_id,
        attachments
      })
      if (!recorded) return yield* Effect.fail(new AlreadyProcessed())
      return outcome
    }))
  })

/** Inside a transaction, background work would capture its connection: the duplicate check waits for the commit. */
const deferredChecks = { submit: () => Effect.void, awaitIdle: Effect.void }

/** Keeps a message for review with the reason, and records it as processed, in one transaction. */
export const toReview = (
  report: InboundReport,
  reason: string,
  issues: ReadonlyArray<Validation.ValidationIssue>,
  extracted: Readonly<Record<string, unknown>> | null
) =>
  withRecord(report, report.attachments.attachments, Effect.gen(function*() {
    const repo = yield* IntakeRepository
    const item = yield* repo.addReview({
      channel: report.channel,
      source: report.source,
      message_key: report.key,
      external_id: report.externalId,
      sender: report.contact,
      subject: report.subject,
      body: report.body,
      reason,
      issues,
      extracted,
      attachments: report.attachments.attachments
    })
    return { status: "review" as const, icsr_id: null, review_id: item.id }
  }))

/**
 * Stores a message on an existing case (direction `in`), audited as `FOLLOWUP_RECEIVE`, and records
 * it as processed — one transaction. A message already in the thread (same external id) is recorded
 * as `duplicate`.
 */
export const toThread = (report: InboundReport, caseId: number) =>
  withRecord(report, report.attachments.attachments, Effect.gen(function*() {
    const channel: FollowupMessage.Channel = report.channel
    const stored = yield* FollowupService.receive({ channel, body: report.body, externalId: report.externalId }, caseId)
    if (Option.isSome(stored)) {
      const audit = yield* AuditLog.AuditLog
      yield* audit.append({
        action: "FOLLOWUP_RECEIVE",
        entity: "icsr",
        entity_id: String(caseId),
        actor: INTAKE_ACTOR,
        changes: { message_id: stored.value.id, channel, external_id: report.externalId, source: report.source, adjuntos: report.attachments.attachments }
      })
    }
    return { status: Option.isSome(stored) ? "threaded" as const : "duplicate" as const, icsr_id: caseId, review_id: null }
  }))

/**
 * Makes a case of a report, or keeps it for review. The case is created by `CaseService.create`
 * (validation, audit, notifications) with the report's `origen_notificacion`, its message stored
 * as the first inbound follow-up message, the intake audited as `ICSR_INTAKE` (source, attachments,
 * engine), and the message recorded as processed, all in one transaction; the duplicate check runs
 * once it has committed. A case that fails validation goes to the review queue with its issues.
 */
export const toCase = (report: InboundReport) =>
  Effect.gen(function*() {
    const extractor = yield* ReportExtractor
    const settings = yield* CaseService.CaseSettings
    const receptionDate = CaseRules.localDate(yield* Clock.currentTimeMillis, settings.timeZone)
    const extracted = yield* extractor.extract(extractionInput(report), { receptionDate })
    const body = caseBodyFor(report, extracted)
    const checked = yield* IntakeCheck.check(body, { receptionDate })
    const blocking = checked.warnings.filter((w) => BLOCKING.has(w.codigo))
    if (blocking.length > 0) return yield* toReview(report, blocking.map((w) => w.mensaje).join("; "), issuesOf([...extracted.warnings, ...checked.warnings]), body)
    const created = yield* Effect.either(withRecord(report, report.attachments.attachments, Effect.gen(function*() {
      // The report is the thread's first message, stored with the case, so an automatic follow-up answers it.
      const inbound = { channel: report.channel, body: report.body, external_id: report.externalId }
      const icsr = yield* Effect.provideService(CaseService.create(body, INTAKE_ACTOR, { origen: report.origen, inbound }), DuplicateChecks.BackgroundChecks, deferredChecks)
      const audit = yield* AuditLog.AuditLog
      yield* audit.append({
        action: "ICSR_INTAKE",
        entity: "icsr",
        entity_id: String(icsr.id),
        actor: INTAKE_ACTOR,
        changes: {
          channel: report.channel,
          source: report.source,
          external_id: report.externalId,
          engine: extracted.engine,
          avisos: [...extracted.warnings, ...checked.warnings],
          adjuntos: report.attachments.attachments
        }
      })
      return { status: "created" as const, icsr_id: icsr.id, review_id: null }
    })))
    if (created._tag === "Right") {
      yield* DuplicateChecks.checkLater(created.right.icsr_id)
      return created.right
    }
    const error = created.left
    // Rule 6 passed but the case schema did not (a value out of range, too long): review, with the issues.
    if (error._tag === "ValidationFailed") return yield* toReview(report, Texts.invalidCase, error.issues, body)
    return yield* Effect.fail(error)
  })

/**
 * Runs one message's intake so that it happens once: a message already recorded answers its
 * recorded outcome, also when another instance recorded it while this one was working; files kept
 * for a message whose transaction did not commit are removed.
 */
export const once = <E, R>(
  source: string,
  key: string,
  externalId: string | null,
  keys: ReadonlyArray<string>,
  work: Effect.Effect<IntakeOutcome, E | AlreadyProcessed, R>
) =>
  Effect.gen(function*() {
    const repo = yield* IntakeRepository
    const result = yield* Effect.either(work)
    if (result._tag === "Right") return result.right
    yield* discardFiles(keys)
    if (result.left instanceof AlreadyProcessed) {
      const record = yield* repo.findProcessed(source, key, externalId)
      if (Option.isSome(record)) return outcomeOf(record.value)
    }
    return yield* Effect.fail(result.left as E)
  })

/** The body of `POST /ingest/preview`: `{text}`, required, at most 20,000 characters (like a narrative). */
export const PreviewBody = Fields.record({ text: Fields.text(Fields.LONG_TEXT, "required") })

/** The answer of a preview. */
export interface PreviewAnswer {
  /** The case fields extraction proposes (a partial `POST /icsr` body). */
  readonly payload: Readonly<Record<string, unknown>>
  /** Extraction's own warnings, then intake validation's (evaluation rule 6). */
  readonly warnings: ReadonlyArray<IntakeRules.IntakeWarning>
  /** The model that answered, or `reglas`. */
  readonly engine: string
  /** The most similar stored case (score ≥ 0.45), or null. */
  readonly similar_case_id: number | null
  /** The reception date the rules used (`YYYY-MM-DD`, the unit's local day). */
  readonly fecha_recepcion: string
}

/**
 * `POST /ingest/preview`: a free-text report → the case payload extraction proposes, with the
 * warnings of intake validation and the engine that answered. Nothing is stored; the reception
 * date is today in the unit's time zone. A missing or blank `text` is a 400 at `['body', 'text']`.
 */
export const preview = (body: unknown) =>
  Effect.gen(function*() {
    const { text } = yield* CaseService.decode(PreviewBody, body)
    const settings = yield* CaseService.CaseSettings
    const receptionDate = CaseRules.localDate(yield* Clock.currentTimeMillis, settings.timeZone)
    const extractor = yield* ReportExtractor
    const extraction = yield* extractor.extract(text!, { receptionDate })
    const checked = yield* IntakeCheck.check(extraction.payload, { receptionDate })
    const answer: PreviewAnswer = {
      payload: extraction.payload,
      warnings: [...extraction.warnings, ...checked.warnings],
      engine: extraction.engine,
      similar_case_id: checked.similar_case_id,
      fecha_recepcion: receptionDate
    }
    return answer
  })
