/**
 * The E2B(R3) use cases: `GET /icsr/{id}/export/e2b` (a case as a schema-valid message, audited)
 * and `POST /icsr/import/e2b` (the cases of a message, created one by one; each failure is reported
 * with the message's index and the others go on).
 */
import { AuditLog, type AuditLog as AuditLogNs, Case, type CaseRepository, CaseService, Errors } from "@atalaya/core"
import { Data, Effect } from "effect"
import { buildMessage, DEFAULT_PARTIES, type Parties } from "./Build.js"
import { parseBatch } from "./Parse.js"
import { validate } from "./Validate.js"

/** The events of a case lack MedDRA codes (or there are none): 409 like the DIGEMID exports. */
export class CodingIncomplete extends Data.TaggedError("CodingIncomplete")<{ readonly eventos_sin_codificar: ReadonlyArray<number> }> {
  /** The contract's text. */
  readonly detail = "Codificacion MedDRA incompleta"
}

/** An exported message. */
export interface ExportedMessage {
  readonly xml: string
  readonly filename: string
}

/** Every event needs an LLT or PT code (E.i.2.1b), and a case needs at least one event. */
const requireCodes = (c: Case.Case): Effect.Effect<void, CodingIncomplete> => {
  const missing = c.eventos.filter((e) => !(e.meddra_llt_code ?? e.meddra_pt_code)?.trim()).map((e) => e.id)
  return c.eventos.length === 0 || missing.length > 0 ? Effect.fail(new CodingIncomplete({ eventos_sin_codificar: missing })) : Effect.void
}

/** Builds the message of a case (`e2b_icsr_<id>.xml`). */
export const exportCase = (id: number, actor: AuditLogNs.Actor, parties: Parties = DEFAULT_PARTIES): Effect.Effect<ExportedMessage, Errors.DomainError | CodingIncomplete, CaseRepository.CaseRepository | AuditLog.AuditLog> =>
  Effect.gen(function*() {
    const c = yield* CaseService.get(id)
    yield* requireCodes(c)
    // Not validated per request: a validation compiles the 50 schemas (about 0.3 s); the builder is
    // validated against them in the tests, and callers can run `validate` on any message.
    const xml = buildMessage(c, parties)
    const filename = `e2b_icsr_${id}.xml`
    yield* Effect.flatMap(AuditLog.AuditLog, (log) =>
      log.append({ action: "ICSR_EXPORT", entity: "icsr", entity_id: String(id), actor, changes: { formato: "e2b_r3", archivo: filename } }))
    return { xml, filename } satisfies ExportedMessage
  })

/** The import's answer. */
export interface ImportResult {
  readonly created: Array<number>
  readonly errors: Array<{ readonly index: number; readonly detail: string }>
}

/** The multipart form of an import: the `file` part as bytes. */
export interface ImportForm {
  readonly file: { readonly bytes: Uint8Array } | null
  readonly fileIsText: boolean
}

const describeIssues = (error: Errors.DomainError): string =>
  error._tag === "ValidationFailed"
    ? error.issues.map((i) => `${i.loc.slice(1).join(".")}: ${i.msg}`).join("; ")
    : "detail" in error ? String(error.detail) : error._tag

/** What an import needs: what creating a case and writing its events need. */
export type ImportServices = Effect.Effect.Context<ReturnType<typeof CaseService.create>> | Effect.Effect.Context<ReturnType<typeof CaseService.replaceEvents>>

/** Creates the cases of an E2B(R3) batch (origin `e2b`), each with its events. */
export const importMessage = (form: ImportForm, actor: AuditLogNs.Actor): Effect.Effect<ImportResult, Errors.DomainError, ImportServices> =>
  Effect.gen(function*() {
    if (form.file === null) {
      return yield* Effect.fail(new Errors.ValidationFailed({ issues: [{ loc: ["body", "file"], msg: "field required", type: "value_error.missing" }] }))
    }
    const xml = new TextDecoder("utf-8", { fatal: false }).decode(form.file.bytes)
    const messages = parseBatch(xml)
    if (messages === null) return yield* Effect.fail(new Errors.BadRequest({ detail: "El archivo no es un mensaje E2B(R3) (MCCI_IN200100UV01)" }))
    const schemaErrors = yield* Effect.promise(() => validate(xml))
    if (schemaErrors.length > 0) {
      const first = schemaErrors[0]!
      return yield* Effect.fail(new Errors.BadRequest({ detail: `El mensaje no cumple el esquema E2B(R3)${first.line === null ? "" : ` (línea ${first.line})`}: ${first.message}` }))
    }
    const result: ImportResult = { created: [], errors: [] }
    for (const [index, message] of messages.entries()) {
      if (!message.ok) {
        result.errors.push({ index, detail: message.detail })
        continue
      }
      const outcome = yield* Effect.either(Effect.gen(function*() {
        // The events are checked before the case is stored, so a message never leaves a case without its events.
        yield* CaseService.decode(Case.EventosReplace, { eventos: message.value.eventos })
        const created = yield* CaseService.create(message.value.body, actor, { origen: "e2b" })
        if (message.value.eventos.length > 0) yield* CaseService.replaceEvents(created.id, { eventos: message.value.eventos }, actor)
        return created.id
      }))
      if (outcome._tag === "Right") result.created.push(outcome.right)
      else if (outcome.left._tag === "StorageError") return yield* Effect.fail(outcome.left)
      else result.errors.push({ index, detail: describeIssues(outcome.left) })
    }
    return result
  })
