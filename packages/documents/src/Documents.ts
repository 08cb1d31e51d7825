/**
 * Use cases of controlled documents (service-spec "Documents and signatures"): list, read, upload,
 * update, delete, versions, new version and download. Every change is audited in its transaction.
 */
import { AuditLog, Errors, FileStorage, Fields, Transactor, Validation } from "@atalaya/core"
import { Effect, Either, Option } from "effect"
import { type Document, type DocumentVersion, downloadUrl, type Metadata, nextVersion, parseMetadata, Texts, UPDATABLE } from "./Document.js"
import { type DocumentPatch, DocumentRepository, type ListQuery } from "./DocumentRepository.js"
import { DocumentSettings } from "./DocumentSettings.js"
import * as FileType from "./FileType.js"
import { storeVersion } from "./internal/store.js"
import { SignatureRepository } from "./Signature.js"

/** A file part of a multipart form. */
export interface Upload {
  readonly bytes: Uint8Array
  readonly size: number
  readonly name: string
}

/** A multipart form as the adapter reads it. */
export interface UploadForm {
  readonly file: Upload | null
  readonly fields: Readonly<Record<string, unknown>>
}

const invalid = (issues: ReadonlyArray<Validation.ValidationIssue>) => new Errors.ValidationFailed({ issues })

const integerParam = (raw: string | undefined, name: string, fallback: number | null) => {
  if (raw === undefined || raw.trim() === "") return Either.right(fallback)
  const parsed = Fields.parseInteger(Fields.MIN_INT, Fields.MAX_INT)(raw)
  return parsed.ok ? Either.right(parsed.value) : Either.left({ loc: ["query", name], ...parsed.issue })
}

/** Parses the list's query (page 1 and 20 per page by default, as the case list). */
export const parseListQuery = (raw: Readonly<Record<string, string | undefined>>): Either.Either<ListQuery, Errors.ValidationFailed | Errors.BadRequest> => {
  const issues: Array<Validation.ValidationIssue> = []
  const take = <A>(e: Either.Either<A, Validation.ValidationIssue>, fallback: A): A =>
    Either.isLeft(e) ? (issues.push(e.left), fallback) : e.right
  const page = take(integerParam(raw.page, "page", 1), 1) ?? 1
  const pageSize = take(integerParam(raw.page_size, "page_size", 20), 20) ?? 20
  const ownerId = take(integerParam(raw.owner_id, "owner_id", null), null)
  let vigente: boolean | null = null
  if (raw.vigente !== undefined && raw.vigente.trim() !== "") {
    const parsed = Fields.parseBoolean(raw.vigente)
    if (parsed.ok) vigente = parsed.value
    else issues.push({ loc: ["query", "vigente"], ...Validation.Messages.bool })
  }
  if (issues.length > 0) return Either.left(invalid(issues))
  if (page < 1) return Either.left(new Errors.BadRequest({ detail: Errors.Texts.pageTooSmall }))
  if (pageSize < 1 || pageSize > 200) return Either.left(new Errors.BadRequest({ detail: Errors.Texts.pageSizeOutOfRange }))
  // PostgreSQL text cannot hold U+0000: no stored text has it, so it cannot narrow a search.
  const text = (value: string | undefined) => {
    const v = value?.replaceAll("\u0000", "").trim() ?? ""
    return v === "" ? null : v.slice(0, 255)
  }
  return Either.right({
    q: text(raw.q),
    categoria: text(raw.categoria),
    area: text(raw.area),
    vigente,
    tags: (text(raw.tags) ?? "").split(",").map((t) => t.trim()).filter((t) => t !== "").slice(0, 20),
    owner_type: text(raw.owner_type),
    owner_id: ownerId,
    page,
    page_size: pageSize
  })
}

/** A page of documents: `{items, total, page, page_size}`. */
export const list = (raw: Readonly<Record<string, string | undefined>>) =>
  Effect.gen(function*() {
    const query = yield* parseListQuery(raw)
    const repo = yield* DocumentRepository
    const page = yield* repo.list(query)
    return { items: page.items, total: page.total, page: query.page, page_size: query.page_size }
  })

/** One document, or 404. */
export const get = (id: number) =>
  Effect.flatMap(DocumentRepository, (repo) => repo.find(id)).pipe(
    Effect.flatMap(Option.match({ onNone: () => Effect.fail(new Errors.NotFound({ detail: Texts.notFound })), onSome: Effect.succeed }))
  )

const checkCase = (icsrId: number | null | undefined) =>
  icsrId === null || icsrId === undefined
    ? Effect.void
    : Effect.flatMap(DocumentRepository, (repo) => repo.caseExists(icsrId)).pipe(
      Effect.flatMap((exists) => (exists ? Effect.void : Effect.fail(new Errors.NotFound({ detail: Texts.caseNotFound }))))
    )

/** Checks an uploaded file: present, within the limit, an accepted format by content. */
export const checkFile = (file: Upload | null) =>
  Effect.gen(function*() {
    const settings = yield* DocumentSettings
    if (file === null) return yield* Effect.fail(invalid([{ loc: ["body", "file"], ...Validation.Messages.missing }]))
    if (file.bytes.length > settings.maxBytes) return yield* Effect.fail(Errors.PayloadTooLarge.forLimit(settings.maxBytes))
    const kind = FileType.detect(file.bytes, file.name)
    if (kind === null) return yield* Effect.fail(new Errors.BadRequest({ detail: Texts.fileType }))
    return { kind, fileName: FileType.sanitiseName(file.name, kind) }
  })

const metadata = (input: unknown, mode: "create" | "update", only?: ReadonlyArray<string>) => Effect.suspend(() => parseMetadata(input, mode, only))

/**
 * Uploads a file (multipart: file, codigo, titulo, categoria, area, version, tags, icsr_id,
 * owner_type, owner_id). A new code creates the document; a known code gets the file as a new
 * version (409 when it already has that version). The answer is the document.
 */
export const upload = (form: UploadForm, actor: AuditLog.Actor) =>
  Effect.gen(function*() {
    const meta = yield* metadata(form.fields, "create")
    const file = yield* checkFile(form.file)
    yield* checkCase(meta.icsr_id)
    const stored = yield* storeVersion({
      target: newDocument(meta),
      version: meta.version ?? "1.0",
      fileName: file.fileName,
      originalName: FileType.displayName(form.file!.name),
      kind: file.kind,
      bytes: form.file!.bytes,
      changeNotes: null,
      action: "DOCUMENT_UPLOAD",
      actor
    })
    return stored.document
  })

/** A new document's row from validated metadata. */
export const newDocument = (meta: Metadata) => ({
  codigo: meta.codigo!,
  titulo: meta.titulo!,
  categoria: meta.categoria ?? null,
  area: meta.area ?? null,
  tags: meta.tags ?? null,
  owner_type: meta.owner_type ?? null,
  owner_id: meta.owner_id ?? null,
  icsr_id: meta.icsr_id ?? null,
  meta: meta.meta ?? {}
})

/** Updates the metadata decisions.md lists (titulo, categoria, area, tags, vigente, meta, owner_type, owner_id). */
export const update = (id: number, body: unknown, actor: AuditLog.Actor) =>
  Effect.gen(function*() {
    const meta = yield* metadata(body, "update", UPDATABLE)
    if (meta.vigente === null) return yield* Effect.fail(invalid([{ loc: ["body", "vigente"], ...Validation.Messages.notNull }]))
    yield* checkCase(meta.icsr_id)
    const repo = yield* DocumentRepository
    const audit = yield* AuditLog.AuditLog
    const tx = yield* Transactor.Transactor
    return yield* tx.transaction(Effect.gen(function*() {
      const before = yield* repo.findForUpdate(id)
      if (Option.isNone(before)) return yield* Effect.fail(new Errors.NotFound({ detail: Texts.notFound }))
      const after = yield* repo.update(id, meta as DocumentPatch)
      const changed = Object.keys(meta).filter((k) => JSON.stringify(before.value[k as keyof Document]) !== JSON.stringify(after[k as keyof Document]))
      yield* audit.append({
        action: "DOCUMENT_UPDATE", entity: "documento", entity_id: String(id), actor,
        changes: { before: pick(before.value, changed), after: pick(after, changed) }
      })
      return after
    }))
  })

const pick = (doc: Document, keys: ReadonlyArray<string>) => Object.fromEntries(keys.map((k) => [k, doc[k as keyof Document]]))

/** Deletes a document without signatures, its versions and their files (409 when it has signatures). */
export const remove = (id: number, actor: AuditLog.Actor) =>
  Effect.gen(function*() {
    const repo = yield* DocumentRepository
    const signatures = yield* SignatureRepository
    const files = yield* FileStorage.FileStorage
    const audit = yield* AuditLog.AuditLog
    const tx = yield* Transactor.Transactor
    const keys = yield* tx.transaction(Effect.gen(function*() {
      const doc = yield* repo.findForUpdate(id)
      if (Option.isNone(doc)) return yield* Effect.fail(new Errors.NotFound({ detail: Texts.notFound }))
      if ((yield* signatures.ofDocument(id)).length > 0) return yield* Effect.fail(new Errors.Conflict({ detail: Texts.hasSignatures }))
      const versions = yield* repo.versions(id)
      const removed = yield* repo.remove(id)
      yield* audit.append({
        action: "DOCUMENT_DELETE", entity: "documento", entity_id: String(id), actor,
        changes: { before: { ...doc.value, versions: versions.map((v) => ({ id: v.id, version: v.version, file_path: v.file_path, sha256: v.sha256 })) }, after: null }
      })
      return removed
    }))
    // Files go once the rows are gone for good; a file left by a crash here is unreachable, not wrong.
    yield* Effect.forEach(keys, (key) => Effect.ignore(files.remove(key)), { discard: true })
    return { ok: true as const }
  })

/** A version as the versions list shows it. */
export const versionView = (v: DocumentVersion) => ({
  id: v.id,
  documento_id: v.documento_id,
  version: v.version,
  is_current: v.is_current,
  created_at: v.created_at,
  file_name: v.file_name,
  nombre_original: v.nombre_original,
  file_mime: v.file_mime,
  file_size: v.file_size,
  file_path: v.file_path,
  sha256: v.sha256,
  change_notes: v.change_notes,
  created_by: v.created_by,
  download_url: downloadUrl(v.id)
})

/** Every version of a document, newest first: `{versions: [...]}`. */
export const versions = (id: number) =>
  Effect.gen(function*() {
    yield* get(id)
    const repo = yield* DocumentRepository
    return { versions: (yield* repo.versions(id)).map(versionView) }
  })

/**
 * Adds a version (multipart: file, version, change_notes); the old one is kept and the new one
 * becomes current. Without `version`, the label after the current one ("1.0" → "1.1").
 */
export const newVersion = (id: number, form: UploadForm, actor: AuditLog.Actor) =>
  Effect.gen(function*() {
    const fields = yield* metadata(form.fields, "update", ["version"])
    const rawNotes = form.fields.change_notes
    const notes = rawNotes === undefined || rawNotes === "" ? { ok: true as const, value: null } : Fields.parseText(2000)(rawNotes)
    if (!notes.ok) return yield* Effect.fail(invalid([{ loc: ["body", "change_notes"], ...notes.issue }]))
    yield* get(id)
    const file = yield* checkFile(form.file)
    const stored = yield* storeVersion({
      target: { id },
      version: fields.version ?? ((doc: Document) => {
        const next = nextVersion(doc.version)
        return next === null ? Effect.fail(invalid([{ loc: ["body", "version"], ...Validation.Messages.missing }])) : Effect.succeed(next)
      }),
      fileName: file.fileName,
      originalName: FileType.displayName(form.file!.name),
      kind: file.kind,
      bytes: form.file!.bytes,
      changeNotes: notes.value === null || notes.value === "" ? null : notes.value,
      action: "DOCUMENT_VERSION",
      actor
    })
    return versionView(stored.version)
  })

/** The bytes of any version with its stored name and type (404 when the version or its file is gone). */
export const download = (versionId: number) =>
  Effect.gen(function*() {
    const repo = yield* DocumentRepository
    const files = yield* FileStorage.FileStorage
    const version = yield* repo.version(versionId)
    if (Option.isNone(version)) return yield* Effect.fail(new Errors.NotFound({ detail: Texts.versionNotFound }))
    const bytes = yield* Effect.mapError(files.get(version.value.file_path), (cause) => new Errors.StorageError({ cause }))
    if (Option.isNone(bytes)) return yield* Effect.fail(new Errors.NotFound({ detail: Texts.fileNotFound }))
    return { bytes: bytes.value, name: version.value.file_name, mime: version.value.file_mime }
  })
