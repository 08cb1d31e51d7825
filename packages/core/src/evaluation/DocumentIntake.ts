/**
 * Reading an uploaded document for evaluation: `POST /evaluacion/ficha` (service-spec "Evaluation
 * and intake helpers", evaluation rule 5: PDF, PNG, JPG or TIFF up to 12 MB, OCR in Spanish plus
 * English, PDF pages rendered at 180 DPI, cleaned text). The file's type is taken from its bytes.
 * With `store`, the file and its text are kept through the FileStorage port under generated keys
 * and the storage is audited; without it nothing is written.
 */
import { Context, Effect } from "effect"
import { AuditLog, type Actor } from "../kernel/AuditLog.js"
import { DocumentText, type DocumentTextResult, type MediaType, type PageText, sniffMediaType } from "../kernel/DocumentText.js"
import { BadRequest, PayloadTooLarge, StorageError, ValidationFailed } from "../kernel/Errors.js"
import { MAX_INT, parseBoolean, parseInteger } from "../kernel/Fields.js"
import { FileStorage } from "../kernel/FileStorage.js"
import { Messages, type ValidationIssue } from "../kernel/Validation.js"

/** Settings of document intake; override with `Layer.succeed(DocumentIntakeSettings, ...)`. */
export class DocumentIntakeSettings extends Context.Reference<DocumentIntakeSettings>()("@atalaya/core/DocumentIntakeSettings", {
  defaultValue: () => ({
    /** Largest upload accepted (12 MB, evaluation rule 5). */
    maxBytes: 12 * 1024 * 1024,
    /** Rendering resolution of PDF pages for OCR (180 DPI, evaluation rule 5). */
    dpi: 180,
    /** OCR languages (Spanish plus English, evaluation rule 5). */
    languages: ["spa", "eng"] as ReadonlyArray<string>
  })
}) {}

/** The contract's texts of document intake. */
export const Texts = {
  unsupported: "Tipo de archivo no soportado: se aceptan PDF, PNG, JPG y TIFF",
  unreadable: (reason: string) => `No se pudo leer el documento: ${reason}`
} as const

/** An uploaded file as the HTTP layer hands it over. */
export interface DocumentUpload {
  readonly bytes: Uint8Array
  readonly size: number
}

/** How to read a document: resolution of PDF pages and whether OCR may be used. */
export interface ReadOptions {
  readonly dpi?: number
  readonly ocr?: boolean
  readonly maxBytes?: number
}

/**
 * Reads an uploaded document through the DocumentText port: 413 over the size limit, 400 with a
 * Spanish detail when it is not a PDF, PNG, JPEG or TIFF or cannot be read. Shared by every
 * upload that needs a document's text.
 */
export const readDocument = (
  file: DocumentUpload,
  options: ReadOptions = {}
): Effect.Effect<{ readonly mediaType: MediaType; readonly result: DocumentTextResult }, PayloadTooLarge | BadRequest, DocumentText> =>
  Effect.gen(function*() {
    const settings = yield* DocumentIntakeSettings
    const maxBytes = options.maxBytes ?? settings.maxBytes
    if (file.size > maxBytes || file.bytes.length > maxBytes) return yield* Effect.fail(PayloadTooLarge.forLimit(maxBytes))
    const mediaType = sniffMediaType(file.bytes)
    if (mediaType === null) return yield* Effect.fail(new BadRequest({ detail: Texts.unsupported }))
    const reader = yield* DocumentText
    const result = yield* reader.extract({
      bytes: file.bytes,
      mediaType,
      dpi: options.dpi ?? settings.dpi,
      languages: settings.languages,
      ocr: options.ocr ?? true
    }).pipe(Effect.mapError((e) => new BadRequest({ detail: Texts.unreadable(e.reason) })))
    return { mediaType, result }
  })

/** The form of `POST /evaluacion/ficha` as received: `file` is null when absent, other values as sent. */
export interface FichaForm {
  readonly file: DocumentUpload | null
  /** When `file` was sent as a plain field instead of a file. */
  readonly fileIsText?: boolean
  readonly ips_id?: unknown
  readonly store?: unknown
  readonly ocr?: unknown
}

/** Where a stored document and its text were kept (FileStorage keys). */
export interface StoredFicha {
  readonly archivo: string
  readonly texto: string
}

/** The answer of `POST /evaluacion/ficha`. */
export interface FichaResult {
  readonly pages: ReadonlyArray<Pick<PageText, "page" | "text" | "confidence" | "source">>
  readonly text: string
  readonly engine: string
  readonly confidence: number | null
  readonly stored: StoredFicha | null
}

const EXTENSIONS: Readonly<Record<MediaType, string>> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/tiff": "tif"
}

// Form fields arrive as text; an empty one means "not sent", as FastAPI reads forms.
const blank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "")

/**
 * Reads an uploaded document (`POST /evaluacion/ficha`): page texts with their source and OCR
 * confidence, the whole text and the engine. `store=true` keeps the file and its text under
 * `evaluacion/fichas/<ips_id or sin-ips>/<uuid>.<ext>` (plus `.txt`) and audits it as
 * `FICHA_OCR_STORE`; `ocr=false` reads only a PDF's text layer.
 */
export const readFicha = (form: FichaForm, actor: Actor) =>
  Effect.gen(function*() {
    const issues: Array<ValidationIssue> = []
    if (form.file === null) {
      issues.push(form.fileIsText
        ? { loc: ["body", "file"], msg: "Expected UploadFile, received: <class 'str'>", type: "value_error" }
        : { loc: ["body", "file"], ...Messages.missing })
    }
    let ipsId: number | null = null
    if (!blank(form.ips_id)) {
      const parsed = parseInteger(1, MAX_INT)(form.ips_id)
      if (parsed.ok) ipsId = parsed.value
      else issues.push({ loc: ["body", "ips_id"], ...parsed.issue })
    }
    const flag = (name: "store" | "ocr", fallback: boolean): boolean => {
      const value = form[name]
      if (blank(value)) return fallback
      const parsed = parseBoolean(value)
      if (parsed.ok) return parsed.value
      issues.push({ loc: ["body", name], ...parsed.issue })
      return fallback
    }
    const store = flag("store", false)
    const ocr = flag("ocr", true)
    if (issues.length > 0 || form.file === null) return yield* Effect.fail(new ValidationFailed({ issues }))
    const file = form.file

    const { mediaType, result } = yield* readDocument(file, { ocr })
    const answer = {
      pages: result.pages.map((p) => ({ page: p.page, text: p.text, confidence: p.confidence, source: p.source })),
      text: result.text,
      engine: result.engine,
      confidence: result.confidence
    }
    if (!store) return { ...answer, stored: null } satisfies FichaResult

    const files = yield* FileStorage
    const audit = yield* AuditLog
    const id = crypto.randomUUID()
    const base = `evaluacion/fichas/${ipsId ?? "sin-ips"}/${id}`
    const stored: StoredFicha = { archivo: `${base}.${EXTENSIONS[mediaType]}`, texto: `${base}.txt` }
    const removeBoth = Effect.ignore(Effect.zip(files.remove(stored.archivo), files.remove(stored.texto)))
    yield* Effect.gen(function*() {
      yield* files.put(stored.archivo, file.bytes)
      yield* files.put(stored.texto, new TextEncoder().encode(result.text))
    }).pipe(
      Effect.mapError((e) => new StorageError({ cause: e.cause })),
      Effect.tapError(() => removeBoth)
    )
    yield* audit.append({
      action: "FICHA_OCR_STORE",
      entity: "ficha_ocr",
      entity_id: id,
      actor,
      // Where and what was kept, never the text itself (health data).
      changes: { ...stored, ips_id: ipsId, media_type: mediaType, size: file.size, paginas: result.pages.length, engine: result.engine }
    }).pipe(Effect.tapError(() => removeBoth))
    return { ...answer, stored } satisfies FichaResult
  })
