/**
 * The DocumentText adapter on real documents made at test time: images read by tesseract,
 * PDFs read from their text layer or rendered and read by OCR, cleanup across pages, and the
 * failures a client's file can cause.
 */
import { DocumentText } from "@atalaya/core"
import { Effect, Exit, Layer, ManagedRuntime, Scope } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { PDFDocument, StandardFonts } from "pdf-lib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DocumentTextLive } from "../src/index.js"
import { accuracy, scannedPdf, SPANISH_REPORT, textJpeg, textPdf, textPng, textTiff } from "@atalaya/testing/Documents"

const EXPECTED = SPANISH_REPORT.join("\n")

describe("DocumentTextLive", () => {
  let dataDir: string
  let runtime: ManagedRuntime.ManagedRuntime<DocumentText.DocumentText, never>
  const extract = (input: DocumentText.DocumentInput) =>
    runtime.runPromise(Effect.flatMap(DocumentText.DocumentText, (d) => d.extract(input)))
  const failure = async (input: DocumentText.DocumentInput) => {
    const exit = await runtime.runPromiseExit(Effect.flatMap(DocumentText.DocumentText, (d) => d.extract(input)))
    if (Exit.isSuccess(exit)) expect.fail(`expected DocumentUnreadable, got ${JSON.stringify(exit.value)}`)
    const error = exit.cause._tag === "Fail" ? exit.cause.error : null
    expect(error, String(exit.cause)).toBeInstanceOf(DocumentText.DocumentUnreadable)
    return (error as DocumentText.DocumentUnreadable).reason
  }

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atalaya-ocr-test-"))
    runtime = ManagedRuntime.make(DocumentTextLive.layer({ dataDir }))
  })
  afterAll(async () => {
    await runtime.dispose()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it("reads a PNG of Spanish text by OCR with at least 90% character accuracy", async () => {
    const result = await extract({ bytes: textPng(SPANISH_REPORT), mediaType: "image/png" })
    const score = accuracy(EXPECTED, result.text)
    console.log(`PNG: character accuracy ${score.toFixed(4)}, confidence ${result.confidence}`)
    expect(score).toBeGreaterThanOrEqual(0.9)
    expect(result.engine).toBe("tesseract")
    expect(result.pages).toHaveLength(1)
    expect(result.pages[0]).toMatchObject({ page: 1, source: "ocr" })
    expect(result.pages[0]!.confidence).toBeGreaterThan(50)
    expect(result.confidence).toBe(result.pages[0]!.confidence)
    expect(result.text).toContain("reacción")
    expect(result.text).toBe(result.text.normalize("NFC"))
  })

  it("reads JPEG and TIFF images too, whatever type the caller claims", async () => {
    for (const [label, bytes] of [["JPEG", textJpeg(SPANISH_REPORT)], ["TIFF", textTiff(SPANISH_REPORT)]] as const) {
      const result = await extract({ bytes, mediaType: "application/octet-stream" })
      const score = accuracy(EXPECTED, result.text)
      console.log(`${label}: character accuracy ${score.toFixed(4)}`)
      expect(score, label).toBeGreaterThanOrEqual(0.9)
      expect(result.engine).toBe("tesseract")
    }
  })

  it("takes a PDF's text from its text layer, without OCR", async () => {
    const lines = ["FICHA TÉCNICA", "4.8 Reacciones adversas", "Muy frecuentes: diarrea, náuseas y erupción", "cutánea. Se ha notificado farmaco-", "vigilancia activa en niños."]
    const result = await extract({ bytes: await textPdf([lines]), mediaType: "image/png" })
    expect(result.engine).toBe("pdf-texto")
    expect(result.confidence).toBeNull()
    expect(result.pages).toEqual([{
      page: 1,
      source: "texto",
      confidence: null,
      text: "FICHA TÉCNICA\n4.8 Reacciones adversas\nMuy frecuentes: diarrea, náuseas y erupción\ncutánea. Se ha notificado farmacovigilancia\nactiva en niños."
    }])
    expect(result.pageCount).toBe(1)
  })

  it("reads a scanned PDF (an image-only page, slightly rotated and noisy) by OCR with at least 85% accuracy", async () => {
    const scan = textPng(SPANISH_REPORT, { fontSize: 36, rotation: 0.8, noise: 0.01 })
    const result = await extract({ bytes: await scannedPdf([scan]), mediaType: "application/pdf", dpi: 200 })
    const score = accuracy(EXPECTED, result.text)
    console.log(`scanned PDF at 200 DPI: character accuracy ${score.toFixed(4)}, confidence ${result.confidence}`)
    expect(score).toBeGreaterThanOrEqual(0.85)
    expect(result.engine).toBe("tesseract")
    expect(result.pages[0]!.source).toBe("ocr")
  })

  it("ocr: false reads only the text layer: a scanned page gives no text", async () => {
    const result = await extract({ bytes: await scannedPdf([textPng(SPANISH_REPORT)]), mediaType: "application/pdf", ocr: false })
    expect(result).toMatchObject({ engine: "pdf-texto", confidence: null, text: "", pages: [{ page: 1, text: "", source: "texto", confidence: null }] })
  })

  it("mixes text-layer and OCR pages and says so", async () => {
    const doc = await PDFDocument.create()
    const font = await doc.embedFont(StandardFonts.Helvetica)
    doc.addPage([595, 842]).drawText("Resumen de las características del producto amoxicilina", { x: 56, y: 780, size: 12, font })
    const image = await doc.embedPng(textPng(SPANISH_REPORT))
    doc.addPage([595, 842]).drawImage(image, { x: 36, y: 500, width: 523, height: (image.height / image.width) * 523 })
    const result = await extract({ bytes: await doc.save(), mediaType: "application/pdf" })
    expect(result.engine).toBe("pdf-texto+tesseract")
    expect(result.pages.map((p) => p.source)).toEqual(["texto", "ocr"])
    expect(result.confidence).toBe(result.pages[1]!.confidence)
    expect(accuracy(EXPECTED, result.pages[1]!.text)).toBeGreaterThanOrEqual(0.9)
    expect(result.text).toBe(`${result.pages[0]!.text}\n\n${result.pages[1]!.text}`)
  })

  it("removes a header and a footer repeated on the pages of a 3-page PDF", async () => {
    const header = "Laboratorios Andinos S.A.C. - Ficha técnica de Amoxicilina"
    const bodies = [
      ["1. NOMBRE DEL MEDICAMENTO", "Amoxicilina 500 mg cápsulas duras"],
      ["4.3 Contraindicaciones", "Hipersensibilidad a las penicilinas"],
      ["4.8 Reacciones adversas", "Erupción cutánea, diarrea y náuseas"]
    ]
    const pages = bodies.map((body, i) => [header, "", ...body, "", "", "", `Página ${i + 1} de 3`, "Documento controlado - versión 2"])
    const result = await extract({ bytes: await textPdf(pages), mediaType: "application/pdf" })
    expect(result.pages.map((p) => p.text)).toEqual(bodies.map((b) => b.join("\n")))
    expect(result.text).not.toContain("Laboratorios Andinos")
    expect(result.text).not.toContain("Documento controlado")
    expect(result.text).not.toMatch(/Página/)
  })

  it("answers DocumentUnreadable for unknown, corrupt or unsupported input", async () => {
    expect(await failure({ bytes: new TextEncoder().encode("hola, esto no es un documento"), mediaType: "application/pdf" })).toMatch(/formato no reconocido/)
    expect(await failure({ bytes: new Uint8Array(0), mediaType: "image/png" })).toMatch(/formato no reconocido/)
    expect(await failure({ bytes: new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> basura"), mediaType: "application/pdf" })).toMatch(/PDF/)
    const pdf = await textPdf([["uno"]])
    expect(await failure({ bytes: pdf.slice(0, 300), mediaType: "application/pdf" })).toMatch(/PDF/)
    const png = textPng(["texto"])
    expect(await failure({ bytes: png.slice(0, 200), mediaType: "image/png" })).toMatch(/PNG/)
    const jpeg = textJpeg(["texto"])
    expect(await failure({ bytes: jpeg.slice(0, 400), mediaType: "image/jpeg" })).toMatch(/JPEG/)
    const tiff = textTiff(["texto"])
    expect(await failure({ bytes: tiff.slice(0, 16), mediaType: "image/tiff" })).toMatch(/TIFF/)
    expect(await failure({ bytes: png, mediaType: "image/png", ocr: false })).toMatch(/OCR/)
    expect(await failure({ bytes: png, mediaType: "image/png", languages: ["klingon"] })).toMatch(/idioma/)
    // The service still works after all that.
    expect(accuracy(EXPECTED, (await extract({ bytes: textPng(SPANISH_REPORT), mediaType: "image/png" })).text)).toBeGreaterThanOrEqual(0.9)
  })

  it("reads at most maxPages pages and tells how many the document has", async () => {
    const local = ManagedRuntime.make(DocumentTextLive.layer({ dataDir, maxPages: 2 }))
    try {
      const bytes = await textPdf([["Primera página del documento de prueba"], ["Segunda página del documento de prueba"], ["Tercera página del documento de prueba"]])
      const result = await local.runPromise(Effect.flatMap(DocumentText.DocumentText, (d) => d.extract({ bytes, mediaType: "application/pdf" })))
      expect(result.pages.map((p) => p.text)).toEqual(["Primera página del documento de prueba", "Segunda página del documento de prueba"])
      expect(result.pageCount).toBe(3)
    } finally {
      await local.dispose()
    }
  })

  it("terminates its OCR workers and removes their language folder when the layer's scope closes", async () => {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), "atalaya-ocr-scope-"))
    try {
      const scope = Effect.runSync(Scope.make())
      const context = await Effect.runPromise(Layer.buildWithScope(DocumentTextLive.layer({ dataDir: own }), scope))
      const service = context.unsafeMap.get(DocumentText.DocumentText.key) as DocumentText.DocumentTextShape
      // Nothing is set up before the first OCR.
      expect(fs.readdirSync(own)).toEqual([])
      const result = await Effect.runPromise(service.extract({ bytes: textPng(["Prueba de cierre"]), mediaType: "image/png" }))
      expect(result.text).toContain("cierre")
      const [folder] = fs.readdirSync(own)
      expect(fs.readdirSync(path.join(own, folder!)).sort()).toEqual(["eng.traineddata.gz", "spa.traineddata.gz"])
      await Effect.runPromise(Scope.close(scope, Exit.void))
      expect(fs.readdirSync(own)).toEqual([])
      // A closed service no longer reads by OCR.
      const after = await Effect.runPromiseExit(service.extract({ bytes: textPng(["otra"]), mediaType: "image/png" }))
      expect(Exit.isFailure(after)).toBe(true)
    } finally {
      fs.rmSync(own, { recursive: true, force: true })
    }
  })
})
