/**
 * Storing a version's file and rows as one unit, shared by upload, new version and generation.
 *
 * Order matters for atomicity: inside one transaction the document row is locked (or created) and
 * the version row inserted first, so the unique (document, label) index settles a race before any
 * byte is written; then the file is written under its key; then the version becomes current and
 * the audit entry is appended. Any failure rolls the rows back and removes the file this request
 * wrote (and only it: a request refused by the index never wrote under the other's key).
 */
import { AuditLog, Errors, FileStorage, Transactor } from "@atalaya/core"
import { Effect, Option } from "effect"
import { createHash } from "node:crypto"
import { type Document, type DocumentVersion, fileKey, Texts } from "../Document.js"
import { DocumentRepository, type NewDocument } from "../DocumentRepository.js"
import * as FileType from "../FileType.js"

/** `sha256:` and the hex digest (the record's document_hash form). */
export const sha256 = (bytes: Uint8Array): string => `sha256:${createHash("sha256").update(bytes).digest("hex")}`

/** What a stored version needs. */
export interface VersionInput {
  /** The document to add to (locked by id), or the metadata of one to create or find by code. */
  readonly target: { readonly id: number } | NewDocument
  /** The label, or a function of the locked document's current label (automatic numbering). */
  readonly version: string | ((doc: Document) => Effect.Effect<string, Errors.ValidationFailed>)
  /** The stored name, or a function of the label (generated files are named after their version). */
  readonly fileName: string | ((label: string) => string)
  /** The name the client sent, when a client sent the file. */
  readonly originalName: string | null
  readonly kind: FileType.Kind
  /** The file, or a function of the label that makes it (a template filled with its own version). */
  readonly bytes: Uint8Array | ((label: string) => Effect.Effect<Uint8Array, Errors.BadRequest>)
  readonly changeNotes: string | null
  readonly action: string
  readonly actor: AuditLog.Actor
}

/** Stores a version and makes it current; answers the document and the version. */
export const storeVersion = (input: VersionInput) =>
  Effect.gen(function*() {
    const repo = yield* DocumentRepository
    const files = yield* FileStorage.FileStorage
    const audit = yield* AuditLog.AuditLog
    const tx = yield* Transactor.Transactor
    let written: string | null = null
    return yield* tx.transaction(Effect.gen(function*() {
      const found = "id" in input.target
        ? yield* repo.findForUpdate(input.target.id)
        : yield* repo.findByCodigoForUpdate(input.target.codigo)
      if ("id" in input.target && Option.isNone(found)) return yield* Effect.fail(new Errors.NotFound({ detail: Texts.notFound }))
      const created = Option.isNone(found)
      const doc: Document = Option.isSome(found) ? found.value : yield* repo.insert(input.target as NewDocument)
      const label = typeof input.version === "string" ? input.version : yield* input.version(doc)
      const fileName = typeof input.fileName === "string" ? input.fileName : input.fileName(label)
      const key = fileKey(doc.codigo, label, fileName)
      const bytes = input.bytes instanceof Uint8Array ? input.bytes : yield* input.bytes(label)
      const hash = sha256(bytes)
      const version = yield* repo.insertVersion({
        documento_id: doc.id,
        version: label,
        file_path: key,
        file_name: fileName,
        nombre_original: input.originalName,
        file_mime: FileType.MIME[input.kind],
        file_size: bytes.length,
        sha256: hash,
        change_notes: input.changeNotes,
        created_by: input.actor.email
      })
      written = key
      yield* Effect.mapError(files.put(key, bytes), (cause) => new Errors.StorageError({ cause }))
      const after = yield* repo.makeCurrent(doc.id, version.id)
      yield* audit.append({
        action: input.action,
        entity: "documento",
        entity_id: String(doc.id),
        actor: input.actor,
        changes: {
          before: created ? null : { version: doc.version, current_version_id: doc.current_version_id },
          after: { codigo: after.codigo, version: label, current_version_id: version.id, file_path: key, size: bytes.length, sha256: hash }
        }
      })
      return { document: after, version: { ...version, is_current: true } as DocumentVersion }
    })).pipe(Effect.tapError(() => (written === null ? Effect.void : Effect.ignore(files.remove(written)))))
  })

/** The time `iso` in `timeZone`, written with that zone's offset (`2026-11-25T09:15:02.114-05:00`). */
export const zoned = (iso: string, timeZone: string): string => {
  const date = new Date(iso)
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit",
      hour: "2-digit", minute: "2-digit", second: "2-digit", timeZoneName: "longOffset"
    }).formatToParts(date).map((p) => [p.type, p.value])
  )
  const offset = (parts.timeZoneName ?? "GMT").replace("GMT", "") || "+00:00"
  const ms = String(date.getUTCMilliseconds()).padStart(3, "0")
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}.${ms}${offset}`
}
