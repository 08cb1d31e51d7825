/**
 * The `DocumentText` port on pdf.js and tesseract.js. A PDF is read page by page: its own text
 * layer when the page has meaningful text, otherwise the page is rendered (at the requested DPI,
 * default 200) and read by OCR in Spanish and English. PNG, JPEG and TIFF images are read by OCR.
 * The type is taken from the file's first bytes, never from its name or the caller's claim.
 * All pages then go through `TextCleanup` (NFC, hyphenation, recurring headers and footers).
 *
 * Tesseract workers are created on first use, shared by every call and terminated when the
 * layer's scope closes; language data come from the `@tesseract.js-data/*` npm packages.
 */
import { DocumentText, TextCleanup } from "@atalaya/core"
import { Effect, Layer, type Scope } from "effect"
import * as os from "node:os"
import { availableLanguage, OcrFailure, OcrPool } from "./internal/ocrPool.js"
import { openPdf, pageText, paintsImages, renderPage } from "./internal/pdf.js"
import { decodeBitmap, decodeTiff, type Raster, toPgm } from "./internal/raster.js"
import { isMeaningful, significantChars } from "./internal/textLayer.js"

/** Options of {@link layer}. */
export interface Options {
  /** Pages read at most; later pages are left out and `pageCount` tells (default 50). */
  readonly maxPages?: number
  /** Rendering resolution of PDF pages for OCR when the call names none (default 200). */
  readonly dpi?: number
  /** OCR languages when the call names none (default `["spa", "eng"]`). */
  readonly languages?: ReadonlyArray<string>
  /** Tesseract workers at most, each reading one page at a time (default 1). */
  readonly workers?: number
  /** Folder for the workers' private language folder (default the system's temporary folder). */
  readonly dataDir?: string
  /** Letters and digits a text layer needs to be used instead of OCR (default 20). */
  readonly minTextChars?: number
  /** Pixels at most in one page or image given to OCR; larger ones are scaled down (default 25 million). */
  readonly maxPagePixels?: number
  /** Longest the OCR of one page may take (default 120 s). */
  readonly pageTimeoutMs?: number
}

/** The defaults of {@link Options}. */
export const DEFAULTS = {
  maxPages: 50,
  dpi: 200,
  languages: ["spa", "eng"] as ReadonlyArray<string>,
  workers: 1,
  minTextChars: 20,
  maxPagePixels: 25_000_000,
  pageTimeoutMs: 120_000
} as const

/** A text layer with at least this many letters and digits is used even when the page also paints images. */
const TEXT_RICH = 200

class Unreadable extends Error {
  constructor(readonly reason: string) {
    super(reason)
  }
}

interface RawPage {
  readonly text: string
  readonly source: "texto" | "ocr"
  readonly confidence: number | null
}

const round1 = (n: number) => Math.round(n * 10) / 10

/** Builds the service; its OCR workers live as long as `scope`. */
export const make = (options: Options = {}): Effect.Effect<DocumentText.DocumentTextShape, never, Scope.Scope> =>
  Effect.gen(function*() {
    const settings = {
      maxPages: Math.max(1, options.maxPages ?? DEFAULTS.maxPages),
      dpi: options.dpi ?? DEFAULTS.dpi,
      languages: options.languages ?? DEFAULTS.languages,
      minTextChars: options.minTextChars ?? DEFAULTS.minTextChars,
      maxPagePixels: options.maxPagePixels ?? DEFAULTS.maxPagePixels
    }
    const pool = yield* Effect.acquireRelease(
      Effect.sync(() =>
        new OcrPool({
          size: Math.max(1, options.workers ?? DEFAULTS.workers),
          dataDir: options.dataDir ?? os.tmpdir(),
          timeoutMs: options.pageTimeoutMs ?? DEFAULTS.pageTimeoutMs
        })
      ),
      (p) => Effect.promise(() => p.close())
    )

    const ocr = async (raster: Raster, page: number, languages: ReadonlyArray<string>): Promise<RawPage> => {
      try {
        const { text, confidence } = await pool.recognize(toPgm(raster), languages)
        return { text, source: "ocr", confidence: round1(confidence) }
      } catch (error) {
        if (error instanceof OcrFailure && error.kind === "timeout") throw new Unreadable(`la página ${page} tardó demasiado en leerse`)
        if (error instanceof OcrFailure && error.kind === "image") throw new Unreadable(`el OCR no pudo leer la página ${page}`)
        throw error
      }
    }

    const readPdf = async (input: DocumentText.DocumentInput, languages: ReadonlyArray<string>, signal: AbortSignal) => {
      const doc = await openPdf(input.bytes)
      if (doc === "password") throw new Unreadable("el PDF está protegido con contraseña")
      if (doc === "invalid") throw new Unreadable("el PDF está dañado o no es un PDF válido")
      try {
        const useOcr = input.ocr !== false
        const dpi = Math.min(600, Math.max(50, input.dpi ?? settings.dpi))
        const pages: Array<RawPage> = []
        for (let n = 1; n <= Math.min(doc.numPages, settings.maxPages); n++) {
          if (signal.aborted) throw new Unreadable("lectura interrumpida")
          const page = await doc.getPage(n).catch(() => null)
          if (page === null) throw new Unreadable(`la página ${n} del PDF está dañada`)
          try {
            const text = await pageText(page).catch(() => "")
            const layered = isMeaningful(text, settings.minTextChars) &&
              (significantChars(text) >= TEXT_RICH || !(await paintsImages(page).catch(() => true)))
            if (!useOcr || layered) {
              pages.push({ text, source: "texto", confidence: null })
            } else {
              const raster = await renderPage(page, dpi, settings.maxPagePixels).catch(() => null)
              if (raster === null) throw new Unreadable(`la página ${n} del PDF no se pudo dibujar`)
              pages.push(await ocr(raster, n, languages))
            }
          } finally {
            page.cleanup()
          }
        }
        return { pages, pageCount: doc.numPages }
      } finally {
        await doc.destroy().catch(() => undefined)
      }
    }

    const readImage = async (input: DocumentText.DocumentInput, mediaType: "image/png" | "image/jpeg" | "image/tiff", languages: ReadonlyArray<string>, signal: AbortSignal) => {
      if (input.ocr === false) throw new Unreadable("una imagen no tiene capa de texto: solo se lee con OCR")
      if (mediaType === "image/tiff") {
        const tiff = await decodeTiff(input.bytes, settings.maxPagePixels, settings.maxPages)
        if (tiff === null) throw new Unreadable("la imagen TIFF está dañada o usa un formato no soportado")
        const pages: Array<RawPage> = []
        for (const [i, raster] of tiff.pages.entries()) {
          if (signal.aborted) throw new Unreadable("lectura interrumpida")
          pages.push(await ocr(raster, i + 1, languages))
        }
        return { pages, pageCount: tiff.pageCount }
      }
      const raster = await decodeBitmap(input.bytes, mediaType, settings.maxPagePixels)
      if (raster === null) throw new Unreadable(`la imagen ${mediaType === "image/png" ? "PNG" : "JPEG"} está dañada o es demasiado grande`)
      return { pages: [await ocr(raster, 1, languages)], pageCount: 1 }
    }

    const read = async (input: DocumentText.DocumentInput, signal: AbortSignal): Promise<DocumentText.DocumentTextResult> => {
      const mediaType = DocumentText.sniffMediaType(input.bytes)
      if (mediaType === null) throw new Unreadable("formato no reconocido (se aceptan PDF, PNG, JPG y TIFF)")
      const languages = input.languages ?? settings.languages
      if (input.ocr !== false) {
        const missing = languages.find((code) => !availableLanguage(code))
        if (languages.length === 0 || missing !== undefined) throw new Unreadable(`idioma de OCR no disponible: ${missing ?? "ninguno"}`)
      }
      const { pages, pageCount } = mediaType === "application/pdf"
        ? await readPdf(input, languages, signal)
        : await readImage(input, mediaType, languages, signal)

      const texts = TextCleanup.cleanPages(pages.map((p) => p.text))
      const result = pages.map((p, i): DocumentText.PageText => ({ page: i + 1, text: texts[i]!, source: p.source, confidence: p.confidence }))
      const ocrPages = result.filter((p) => p.source === "ocr")
      const engine = ocrPages.length === 0 ? "pdf-texto" : ocrPages.length === result.length ? "tesseract" : "pdf-texto+tesseract"
      return {
        pages: result,
        text: TextCleanup.joinPages(texts),
        engine,
        confidence: ocrPages.length === 0 ? null : round1(ocrPages.reduce((sum, p) => sum + (p.confidence ?? 0), 0) / ocrPages.length),
        pageCount
      }
    }

    const extract = (input: DocumentText.DocumentInput) =>
      Effect.tryPromise({ try: (signal) => read(input, signal), catch: (error) => error }).pipe(
        Effect.catchAll((error) =>
          error instanceof Unreadable
            ? Effect.fail(new DocumentText.DocumentUnreadable({ reason: error.reason }))
            // The engine could not start (missing data, no memory): an operator's problem, not the client's.
            : Effect.die(error)
        )
      )

    return { extract }
  })

/** The `DocumentText` service; its OCR workers are terminated when the layer is released. */
export const layer = (options: Options = {}): Layer.Layer<DocumentText.DocumentText> =>
  Layer.scoped(DocumentText.DocumentText, make(options))
