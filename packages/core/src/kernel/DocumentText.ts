/**
 * Port for turning a document (PDF or image) into text per page: the PDF's own text layer when it has
 * one, otherwise OCR. `@atalaya/intake` implements it with pdfjs and tesseract.js (Spanish + English);
 * causality (technical sheets) and intake (attachments, `/evaluacion/ficha`) share it.
 */
import { Context, Data, type Effect } from "effect"

/** What to read. */
export interface DocumentInput {
  readonly bytes: Uint8Array
  /** `application/pdf`, `image/png`, `image/jpeg` or `image/tiff`. */
  readonly mediaType: string
  /** Rendering resolution for OCR of PDF pages (200 for technical sheets, 180 for intake). */
  readonly dpi?: number
  /** Tesseract language codes; default `["spa", "eng"]`. */
  readonly languages?: ReadonlyArray<string>
  /** false reads only a PDF's text layer (no OCR); default true. */
  readonly ocr?: boolean
}

/** The text of one page. */
export interface PageText {
  /** 1-based. */
  readonly page: number
  readonly text: string
  /** How the text was obtained. */
  readonly source: "texto" | "ocr"
  /** OCR mean confidence 0..100; null for a text layer. */
  readonly confidence: number | null
}

/** A document's text, page by page, after cleanup (repeated headers/footers removed, hyphenation repaired, NFC). */
export interface DocumentTextResult {
  readonly pages: ReadonlyArray<PageText>
  /** All pages joined with blank lines. */
  readonly text: string
  /** `pdf-texto`, `tesseract` or `pdf-texto+tesseract` when pages differ. */
  readonly engine: string
  /** Mean OCR confidence over OCR'd pages, or null when none was OCR'd. */
  readonly confidence: number | null
  /** Pages the document has; more than `pages.length` when the adapter's page limit cut it. */
  readonly pageCount?: number
}

/** The document could not be read (not a PDF/image, corrupt, unsupported type). Answered as 400. */
export class DocumentUnreadable extends Data.TaggedError("DocumentUnreadable")<{
  readonly reason: string
}> {}

/** The media types the port reads (service-spec evaluation rule 5: PDF, PNG, JPG, TIFF). */
export const MEDIA_TYPES = ["application/pdf", "image/png", "image/jpeg", "image/tiff"] as const

/** A media type the port reads. */
export type MediaType = (typeof MEDIA_TYPES)[number]

/**
 * The media type of a document by its first bytes (never by its name or a client's claim), or null
 * when it is none of {@link MEDIA_TYPES}.
 */
export const sniffMediaType = (bytes: Uint8Array): MediaType | null => {
  const at = (offset: number, ...sig: ReadonlyArray<number>) => sig.every((b, i) => bytes[offset + i] === b)
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png"
  if (at(0, 0xff, 0xd8, 0xff)) return "image/jpeg"
  if (at(0, 0x49, 0x49, 0x2a, 0x00) || at(0, 0x4d, 0x4d, 0x00, 0x2a)) return "image/tiff"
  // PDF readers accept the header anywhere in the first KiB; some generators prepend junk.
  const limit = Math.min(bytes.length - 5, 1024)
  for (let i = 0; i <= limit; i++) if (at(i, 0x25, 0x50, 0x44, 0x46, 0x2d)) return "application/pdf"
  return null
}

/** Document text operations. */
export interface DocumentTextShape {
  readonly extract: (input: DocumentInput) => Effect.Effect<DocumentTextResult, DocumentUnreadable>
}

/** The document text service. */
export class DocumentText extends Context.Tag("@atalaya/core/DocumentText")<DocumentText, DocumentTextShape>() {}
