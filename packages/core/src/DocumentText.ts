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
}

/** The document could not be read (not a PDF/image, corrupt, unsupported type). Answered as 400. */
export class DocumentUnreadable extends Data.TaggedError("DocumentUnreadable")<{
  readonly reason: string
}> {}

/** Document text operations. */
export interface DocumentTextShape {
  readonly extract: (input: DocumentInput) => Effect.Effect<DocumentTextResult, DocumentUnreadable>
}

/** The document text service. */
export class DocumentText extends Context.Tag("@atalaya/core/DocumentText")<DocumentText, DocumentTextShape>() {}
