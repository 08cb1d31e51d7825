/**
 * Documents made at test time: text drawn with @napi-rs/canvas in Liberation Sans (shipped in
 * pdfjs-dist, so no system font is needed) as PNG, JPEG or TIFF, and PDFs made with pdf-lib,
 * with a real text layer or with nothing but a scanned-looking image.
 */
import { type Canvas, createCanvas, GlobalFonts } from "@napi-rs/canvas"
import { TextCleanup } from "@atalaya/core"
import { createRequire } from "node:module"
import * as path from "node:path"
import { PDFDocument, StandardFonts } from "pdf-lib"
import UTIF from "utif2"

const require = createRequire(import.meta.url)
const FONT = "AtalayaTestSans"
let registered = false

const registerFont = () => {
  if (registered) return
  const file = path.join(path.dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts", "LiberationSans-Regular.ttf")
  if (GlobalFonts.registerFromPath(file, FONT) === null) throw new Error(`could not register ${file}`)
  registered = true
}

/** A Spanish pharmacovigilance report, the kind of text the service reads. */
export const SPANISH_REPORT: ReadonlyArray<string> = [
  "Notificación de sospecha de reacción adversa",
  "Paciente de 45 años, sexo femenino, con erupción",
  "cutánea y prurito intenso tras recibir amoxicilina",
  "500 mg cada ocho horas. Se suspendió el fármaco y",
  "la reacción desapareció en tres días sin secuelas."
]

/** Options of {@link drawText}. */
export interface DrawOptions {
  readonly fontSize?: number
  /** Degrees, clockwise. */
  readonly rotation?: number
  /** Share of pixels turned to random grey (salt and pepper). */
  readonly noise?: number
  readonly width?: number
  readonly height?: number
}

/** Deterministic pseudo-random numbers (mulberry32). */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

/** Black text on white, one line per entry. */
export const drawText = (lines: ReadonlyArray<string>, options: DrawOptions = {}): Canvas => {
  registerFont()
  const size = options.fontSize ?? 40
  const width = options.width ?? Math.round(size * 26)
  const height = options.height ?? Math.round(size * 1.7 * lines.length + size * 3)
  const canvas = createCanvas(width, height)
  const ctx = canvas.getContext("2d")
  ctx.fillStyle = "#ffffff"
  ctx.fillRect(0, 0, width, height)
  ctx.save()
  if (options.rotation) {
    ctx.translate(width / 2, height / 2)
    ctx.rotate((options.rotation * Math.PI) / 180)
    ctx.translate(-width / 2, -height / 2)
  }
  ctx.fillStyle = "#111111"
  ctx.font = `${size}px ${FONT}`
  lines.forEach((line, i) => ctx.fillText(line, size, size * 1.5 + i * size * 1.7))
  ctx.restore()
  if (options.noise) {
    const next = random(42)
    const image = ctx.getImageData(0, 0, width, height)
    for (let p = 0; p < width * height; p++) {
      if (next() < options.noise) {
        const v = Math.floor(next() * 256)
        image.data[p * 4] = image.data[p * 4 + 1] = image.data[p * 4 + 2] = v
      }
    }
    ctx.putImageData(image, 0, 0)
  }
  return canvas
}

/** PNG bytes of {@link drawText}. */
export const textPng = (lines: ReadonlyArray<string>, options?: DrawOptions): Uint8Array =>
  new Uint8Array(drawText(lines, options).toBuffer("image/png"))

/** JPEG bytes of {@link drawText}. */
export const textJpeg = (lines: ReadonlyArray<string>, options?: DrawOptions): Uint8Array =>
  new Uint8Array(drawText(lines, options).toBuffer("image/jpeg", 90))

/** Uncompressed TIFF bytes of {@link drawText}. */
export const textTiff = (lines: ReadonlyArray<string>, options?: DrawOptions): Uint8Array => {
  const canvas = drawText(lines, options)
  const rgba = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data
  return new Uint8Array(UTIF.encodeImage(new Uint8Array(rgba.buffer, rgba.byteOffset, rgba.byteLength), canvas.width, canvas.height))
}

/** A PDF whose pages carry a real text layer (Helvetica, A4), one array of lines per page. */
export const textPdf = async (pages: ReadonlyArray<ReadonlyArray<string>>, fontSize = 12): Promise<Uint8Array> => {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (const lines of pages) {
    const page = doc.addPage([595, 842])
    lines.forEach((line, i) => page.drawText(line, { x: 56, y: 780 - i * fontSize * 1.5, size: fontSize, font }))
  }
  return doc.save()
}

/**
 * A PDF of scanned-looking A4 pages: each a PNG drawn over the page width inside `margin` points
 * (0 for a full-page scan), no text layer at all.
 */
export const scannedPdf = async (images: ReadonlyArray<Uint8Array>, margin = 36): Promise<Uint8Array> => {
  const doc = await PDFDocument.create()
  for (const png of images) {
    const image = await doc.embedPng(png)
    const page = doc.addPage([595, 842])
    const width = 595 - 2 * margin
    const height = (image.height / image.width) * width
    page.drawImage(image, { x: margin, y: 842 - margin - height, width, height })
  }
  return doc.save()
}

/** Character accuracy after collapsing whitespace on both sides (OCR line breaks are not errors). */
export const accuracy = (expected: string, actual: string): number => {
  const flat = (s: string) => s.replace(/\s+/g, " ").trim()
  return TextCleanup.characterAccuracy(flat(expected), flat(actual))
}
