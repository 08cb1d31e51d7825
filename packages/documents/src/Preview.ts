/**
 * PDF previews of a document's current version (decisions.md "Documents and signatures"): a PDF as
 * is, DOCX and XLSX through the DocumentConverter (503 when none), images and text laid onto pages;
 * a signed version carries the manifestation of its signatures. Built previews are cached per
 * version under `previews/`, keyed by what they were built from (the file's hash and the
 * signatures), and rebuilt when the source file is newer than the cached PDF.
 */
import { Errors, FileStorage } from "@atalaya/core"
import { DocumentConverter } from "@atalaya/reports"
import { Effect, Option } from "effect"
import { createHash } from "node:crypto"
import { Texts } from "./Document.js"
import { DocumentRepository, type VersionWithDocument } from "./DocumentRepository.js"
import { DocumentSettings } from "./DocumentSettings.js"
import { get } from "./Documents.js"
import { imagePdf, stampSignatures, textPdf } from "./internal/render.js"
import { zoned } from "./internal/store.js"
import { SignatureRepository, type StoredSignature } from "./Signature.js"

/** How the preview is served. */
export type Disposition = "inline" | "download"

const storageError = (cause: unknown) => new Errors.StorageError({ cause })

const readFile = (key: string) =>
  Effect.flatMap(FileStorage.FileStorage, (files) => Effect.mapError(files.get(key), storageError)).pipe(
    Effect.flatMap(Option.match({ onNone: () => Effect.fail(new Errors.NotFound({ detail: Texts.fileNotFound })), onSome: Effect.succeed }))
  )

const promise = <A>(run: () => Promise<A>) =>
  Effect.tryPromise({ try: run, catch: () => new Errors.ServiceUnavailable({ detail: Errors.Texts.converterUnavailable }) })

/** The version's file as PDF, before any signature is stamped. */
const basePdf = (version: VersionWithDocument, bytes: Uint8Array, title: string) => {
  const mime = version.file_mime
  if (mime === "application/pdf") return Effect.succeed(bytes)
  if (mime.endsWith("wordprocessingml.document")) return Effect.flatMap(DocumentConverter.DocumentConverter, (c) => c.toPdf(bytes, "docx"))
  if (mime.endsWith("spreadsheetml.sheet")) return Effect.flatMap(DocumentConverter.DocumentConverter, (c) => c.toPdf(bytes, "xlsx"))
  if (mime === "image/png" || mime === "image/jpeg") return promise(() => imagePdf(bytes, mime === "image/png" ? "png" : "jpg", title))
  return promise(() => textPdf(new TextDecoder().decode(bytes), title))
}

const fingerprint = (version: VersionWithDocument, signatures: ReadonlyArray<StoredSignature>) =>
  createHash("sha256").update(`${version.sha256}|${signatures.map((s) => s.id).join(",")}`).digest("hex").slice(0, 16)

/** Whether the cached preview is still good: same fingerprint, present, and not older than its source. */
const cached = (version: VersionWithDocument, print: string) =>
  Effect.gen(function*() {
    if (version.preview_key === null || version.preview_fingerprint !== print) return Option.none<Uint8Array>()
    const files = yield* FileStorage.FileStorage
    if (files.modifiedAt !== undefined) {
      const [source, preview] = yield* Effect.all([files.modifiedAt(version.file_path), files.modifiedAt(version.preview_key)], { concurrency: 2 }).pipe(Effect.mapError(storageError))
      if (Option.isNone(preview) || (Option.isSome(source) && source.value.getTime() > preview.value.getTime())) return Option.none<Uint8Array>()
    }
    return yield* Effect.mapError(files.get(version.preview_key), storageError)
  })

/** Builds (or reuses) the preview of a version; answers the PDF bytes. */
export const versionPreview = (version: VersionWithDocument, titulo: string) =>
  Effect.gen(function*() {
    const signatures = yield* Effect.flatMap(SignatureRepository, (r) => r.ofVersion(version.id))
    // An unsigned PDF is its own preview: nothing to build or cache.
    if (signatures.length === 0 && version.file_mime === "application/pdf") return yield* readFile(version.file_path)
    const print = fingerprint(version, signatures)
    const hit = yield* cached(version, print)
    if (Option.isSome(hit)) return hit.value
    const settings = yield* DocumentSettings
    const source = yield* readFile(version.file_path)
    let pdf = yield* basePdf(version, source, `${version.codigo} — ${titulo}`)
    if (signatures.length > 0) {
      pdf = yield* promise(() =>
        stampSignatures(pdf, { codigo: version.codigo, titulo, version: version.version }, signatures.map((s) => ({
          name: s.signer_name ?? s.signer_email,
          email: s.signer_email,
          timestamp: zoned(s.signed_at, settings.timeZone),
          reason: s.reason,
          hash: s.document_hash,
          id: s.id,
          image: s.signature_image
        }))))
    }
    const files = yield* FileStorage.FileStorage
    const repo = yield* DocumentRepository
    const key = `previews/${version.id}/${print}.pdf`
    yield* Effect.mapError(files.put(key, pdf), storageError)
    yield* repo.setPreview(version.id, key, print)
    if (version.preview_key !== null && version.preview_key !== key) yield* Effect.ignore(files.remove(version.preview_key))
    return pdf
  })

/** Builds the preview of a version now (generation with `pdf: true`). */
export const cachePreview = (versionId: number) =>
  Effect.gen(function*() {
    const repo = yield* DocumentRepository
    const version = yield* repo.version(versionId)
    if (Option.isNone(version)) return yield* Effect.fail(new Errors.NotFound({ detail: Texts.versionNotFound }))
    const doc = yield* get(version.value.documento_id)
    return yield* versionPreview(version.value, doc.titulo)
  })

/** The PDF preview of a document's current version, with the file name it is served under. */
export const preview = (id: number, rawDisposition: string | undefined) =>
  Effect.gen(function*() {
    const disposition = rawDisposition === undefined || rawDisposition === "" ? "inline" : rawDisposition
    if (disposition !== "inline" && disposition !== "download") {
      return yield* Effect.fail(new Errors.ValidationFailed({
        issues: [{ loc: ["query", "disposition"], msg: "value is not a valid enumeration member; permitted: 'inline', 'download'", type: "type_error.enum" }]
      }))
    }
    const doc = yield* get(id)
    if (doc.current_version_id === null) return yield* Effect.fail(new Errors.NotFound({ detail: Texts.noFile }))
    const repo = yield* DocumentRepository
    const version = yield* repo.version(doc.current_version_id)
    if (Option.isNone(version)) return yield* Effect.fail(new Errors.NotFound({ detail: Texts.versionNotFound }))
    const bytes = yield* versionPreview(version.value, doc.titulo)
    return { bytes, disposition: disposition as Disposition, fileName: `${doc.codigo}_v${version.value.version}.pdf` }
  })
