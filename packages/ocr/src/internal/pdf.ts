/**
 * PDF pages with pdf.js (legacy build, the one meant for Node): the text layer of a page as lines,
 * whether the page paints images, and the page rendered to grey pixels with @napi-rs/canvas.
 * pdf.js is loaded on first use, and reads its fonts, CMaps and wasm decoders (JPEG 2000 and
 * JBIG2, common in scans) from its own package folder, never from the network.
 */
import { createRequire } from "node:module"
import * as path from "node:path"
import type * as PdfJs from "pdfjs-dist/legacy/build/pdf.mjs"
import type { PDFDocumentProxy, PDFPageProxy } from "pdfjs-dist/types/src/display/api.js"
import { canvas, fitScale, MAX_DECODED_PIXELS, type Raster, rasterOfCanvas } from "./raster.js"
import { linesFromRuns, type TextRun } from "./textLayer.js"

const require = createRequire(import.meta.url)

let pdfjsModule: Promise<typeof PdfJs> | undefined
const pdfjs = (): Promise<typeof PdfJs> => (pdfjsModule ??= import("pdfjs-dist/legacy/build/pdf.mjs"))

const assets = (() => {
  let root: string | undefined
  return (folder: string) => {
    root ??= path.dirname(require.resolve("pdfjs-dist/package.json"))
    return `${path.join(root, folder)}${path.sep}`
  }
})()

/** Why a PDF could not be opened. */
export type OpenFailure = "password" | "invalid"

/** Opens a PDF, or says why it cannot be read. The caller destroys the document. */
export const openPdf = async (bytes: Uint8Array): Promise<PDFDocumentProxy | OpenFailure> => {
  const lib = await pdfjs()
  // pdf.js may transfer (detach) the buffer it is given: hand it a copy.
  const task = lib.getDocument({
    data: bytes.slice(),
    cMapUrl: assets("cmaps"),
    cMapPacked: true,
    standardFontDataUrl: assets("standard_fonts"),
    wasmUrl: assets("wasm"),
    iccUrl: assets("iccs"),
    // An image inside a PDF may claim any size; larger ones are skipped rather than decoded.
    maxImageSize: MAX_DECODED_PIXELS,
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: lib.VerbosityLevel.ERRORS
  })
  try {
    return await task.promise
  } catch (error) {
    await task.destroy().catch(() => undefined)
    return (error as { name?: string }).name === "PasswordException" ? "password" : "invalid"
  }
}

/** A page's text layer rebuilt into lines (device orientation, so rotated pages read upright). */
export const pageText = async (page: PDFPageProxy): Promise<string> => {
  const lib = await pdfjs()
  const viewport = page.getViewport({ scale: 1 })
  const content = await page.getTextContent()
  const runs: Array<TextRun> = []
  for (const item of content.items) {
    if (!("str" in item)) continue
    const [, , c, d, e, f] = lib.Util.transform(viewport.transform, item.transform) as [number, number, number, number, number, number]
    runs.push({
      text: item.str,
      x: e,
      y: f,
      width: item.width * viewport.scale,
      size: Math.hypot(c, d),
      endOfLine: item.hasEOL
    })
  }
  return linesFromRuns(runs)
}

/** Whether a page paints raster images (a scan with a few words of real text is still OCR'd). */
export const paintsImages = async (page: PDFPageProxy): Promise<boolean> => {
  const lib = await pdfjs()
  const painters = new Set<number>([lib.OPS.paintImageXObject, lib.OPS.paintInlineImageXObject, lib.OPS.paintImageXObjectRepeat, lib.OPS.paintImageMaskXObject])
  const list = await page.getOperatorList()
  return list.fnArray.some((fn) => painters.has(fn))
}

/** Renders a page at `dpi` (reduced to stay within `maxPixels`) as a grey raster. */
export const renderPage = async (page: PDFPageProxy, dpi: number, maxPixels: number): Promise<Raster> => {
  const { createCanvas } = await canvas()
  const base = page.getViewport({ scale: 1 })
  const scale = (dpi / 72) * fitScale(base.width * (dpi / 72), base.height * (dpi / 72), maxPixels)
  const viewport = page.getViewport({ scale })
  const target = createCanvas(Math.max(1, Math.floor(viewport.width)), Math.max(1, Math.floor(viewport.height)))
  const context = target.getContext("2d")
  context.fillStyle = "#ffffff"
  context.fillRect(0, 0, target.width, target.height)
  // pdf.js draws on any canvas with the DOM's 2D API; @napi-rs/canvas implements it.
  await page.render({ canvas: target, canvasContext: context, viewport } as unknown as Parameters<PDFPageProxy["render"]>[0]).promise
  return rasterOfCanvas(target)
}
