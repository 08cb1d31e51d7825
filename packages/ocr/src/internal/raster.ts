/**
 * Pixels for the OCR engine. Every image — a PDF page rendered by pdf.js, a PNG or JPEG decoded by
 * @napi-rs/canvas, a TIFF decoded by utif2 — becomes an 8-bit grey PGM drawn over white before it
 * reaches tesseract, so tesseract never parses a client's file (a malformed PNG aborts its wasm
 * module) and every image is bounded in size first.
 */
import type * as Canvas from "@napi-rs/canvas"

/** An 8-bit grey image. */
export interface Raster {
  readonly width: number
  readonly height: number
  /** One byte per pixel, row by row. */
  readonly gray: Uint8Array
}

let canvasModule: Promise<typeof Canvas> | undefined
/** @napi-rs/canvas, loaded on first use (a native module: only deployments that read images pay for it). */
export const canvas = (): Promise<typeof Canvas> => (canvasModule ??= import("@napi-rs/canvas"))

/** Grey levels of RGBA pixels composited over white (transparent scans would otherwise turn black). */
export const grayFromRgba = (rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Raster => {
  const gray = new Uint8Array(width * height)
  for (let i = 0, j = 0; j < gray.length; i += 4, j++) {
    const a = rgba[i + 3]!
    const luma = (rgba[i]! * 77 + rgba[i + 1]! * 150 + rgba[i + 2]! * 29) >> 8
    gray[j] = a === 255 ? luma : (luma * a + 255 * (255 - a)) / 255
  }
  return { width, height, gray }
}

/** The raster as a binary PGM (P5), a format tesseract's Leptonica reads without a decoder of its own. */
export const toPgm = (raster: Raster): Uint8Array => {
  const header = new TextEncoder().encode(`P5\n${raster.width} ${raster.height}\n255\n`)
  const out = new Uint8Array(header.length + raster.gray.length)
  out.set(header, 0)
  out.set(raster.gray, header.length)
  return out
}

/** The scale (at most 1) that brings `width × height` within `maxPixels`. */
export const fitScale = (width: number, height: number, maxPixels: number): number =>
  width * height <= maxPixels ? 1 : Math.sqrt(maxPixels / (width * height))

/** Reads a canvas back as a grey raster. */
export const rasterOfCanvas = (target: Canvas.Canvas): Raster => {
  const data = target.getContext("2d").getImageData(0, 0, target.width, target.height).data
  return grayFromRgba(data, target.width, target.height)
}

/** Draws a decoded image (or canvas) over white at `scale`. */
const drawOverWhite = async (source: Canvas.Image | Canvas.Canvas, width: number, height: number, scale: number): Promise<Raster> => {
  const { createCanvas } = await canvas()
  const w = Math.max(1, Math.round(width * scale))
  const h = Math.max(1, Math.round(height * scale))
  const target = createCanvas(w, h)
  const ctx = target.getContext("2d")
  ctx.fillStyle = "#ffffff"
  ctx.fillRect(0, 0, w, h)
  ctx.drawImage(source, 0, 0, w, h)
  return rasterOfCanvas(target)
}

/** A structural check decoders skip: they fill a truncated PNG or JPEG with blank pixels instead of failing. */
const looksComplete = (bytes: Uint8Array, mediaType: "image/png" | "image/jpeg"): boolean => {
  if (mediaType === "image/png") {
    const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).lastIndexOf("IEND", undefined, "latin1")
    return tail > 8
  }
  // EOI (FF D9): inside entropy-coded data 0xFF is always stuffed, so the pair only marks an end.
  for (let i = bytes.length - 2; i > 2; i--) if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return true
  return false
}

/**
 * Largest image decoded at all (a 600 DPI A4 scan is 35 megapixels): a small file may claim huge
 * dimensions, and decoders allocate what the header claims.
 */
export const MAX_DECODED_PIXELS = 100_000_000

/** Width and height a PNG (IHDR) or JPEG (first SOF marker) header claims, or null. */
export const claimedSize = (bytes: Uint8Array, mediaType: "image/png" | "image/jpeg"): { width: number; height: number } | null => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (mediaType === "image/png") return bytes.length >= 24 ? { width: view.getUint32(16), height: view.getUint32(20) } : null
  let i = 2
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null
    const marker = bytes[i + 1]!
    if (marker === 0xff) {
      i++
      continue
    }
    const length = view.getUint16(i + 2)
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: view.getUint16(i + 7), height: view.getUint16(i + 5) }
    }
    i += 2 + length
  }
  return null
}

/** Decodes a PNG or JPEG into a grey raster of at most `maxPixels`; null when it cannot be decoded. */
export const decodeBitmap = async (bytes: Uint8Array, mediaType: "image/png" | "image/jpeg", maxPixels: number): Promise<Raster | null> => {
  if (!looksComplete(bytes, mediaType)) return null
  const size = claimedSize(bytes, mediaType)
  if (size === null || size.width < 1 || size.height < 1 || size.width * size.height > MAX_DECODED_PIXELS) return null
  const { loadImage } = await canvas()
  let image: Canvas.Image
  try {
    image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  } catch {
    return null
  }
  if (image.width < 1 || image.height < 1) return null
  return drawOverWhite(image, image.width, image.height, fitScale(image.width, image.height, maxPixels))
}

/**
 * Decodes every page of a TIFF (multi-page faxes and scans are common) into grey rasters of at
 * most `maxPixels`, at most `maxPages` of them; null when it cannot be decoded. Also returns the
 * number of pages the file has.
 */
export const decodeTiff = async (
  bytes: Uint8Array,
  maxPixels: number,
  maxPages: number
): Promise<{ readonly pages: ReadonlyArray<Raster>; readonly pageCount: number } | null> => {
  const UTIF = (await import("utif2")).default
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
  try {
    const ifds = UTIF.decode(buffer).filter((ifd) => ifd["t256"] !== undefined && ifd["t257"] !== undefined)
    if (ifds.length === 0) return null
    const pages: Array<Raster> = []
    for (const ifd of ifds.slice(0, maxPages)) {
      const claimedWidth = Number((ifd["t256"] as ReadonlyArray<number>)[0])
      const claimedHeight = Number((ifd["t257"] as ReadonlyArray<number>)[0])
      if (!(claimedWidth >= 1 && claimedHeight >= 1) || claimedWidth * claimedHeight > MAX_DECODED_PIXELS) return null
      UTIF.decodeImage(buffer, ifd)
      const { width, height } = ifd
      if (!(width >= 1 && height >= 1)) return null
      const rgba = UTIF.toRGBA8(ifd)
      if (rgba.length < width * height * 4) return null
      const scale = fitScale(width, height, maxPixels)
      if (scale === 1) {
        pages.push(grayFromRgba(rgba, width, height))
      } else {
        const { createCanvas, ImageData } = await canvas()
        const full = createCanvas(width, height)
        full.getContext("2d").putImageData(new ImageData(new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.byteLength), width, height), 0, 0)
        pages.push(await drawOverWhite(full, width, height, scale))
      }
    }
    return { pages, pageCount: ifds.length }
  } catch {
    return null
  }
}
