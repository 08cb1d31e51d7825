/**
 * `@atalaya/ocr`: document text for core's `DocumentText` port — each PDF page's text layer, or
 * pdf.js rendering and tesseract.js OCR (Spanish and English data from npm) for scans and images.
 * Its own package because of its native and large dependencies (canvas, pdf.js, tesseract).
 *
 * @packageDocumentation
 */

/** The `DocumentText` layer on pdf.js and tesseract.js. */
export * as DocumentTextLive from "./DocumentTextLive.js"
