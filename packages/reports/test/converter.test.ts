import { startGotenbergTestServer } from "@atalaya/testing/GotenbergTestServer"
import { fullCase } from "@atalaya/testing/ReportFixtures"
import { Effect, Exit, Layer } from "effect"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CausalityReport, Charts, Docx, DocumentConverter, Gotenberg, LibreOffice, ReportSettings } from "../src/index.js"
import { pageCount, pdfText, renderPage1 } from "./pdfText.js"

const soffice = LibreOffice.findSoffice()
if (soffice === null) throw new Error("LibreOffice is needed: run scripts/ensure-libreoffice.sh")

const template = () => {
  const settings = Effect.runSync(ReportSettings)
  return new Uint8Array(readFileSync(join(settings.templatesDir, CausalityReport.TEMPLATE)))
}
const docx = () => Docx.renderDocx(template(), CausalityReport.templateData(fullCase({ eventos: 3 }), null, "20/03/2026"))

const convert = (layer: Layer.Layer<DocumentConverter.DocumentConverter>, bytes: Uint8Array) =>
  Effect.runPromiseExit(Effect.flatMap(DocumentConverter.DocumentConverter, (c) => c.toPdf(bytes, "docx")).pipe(Effect.provide(layer)))

describe("DOCX templates", () => {
  it("fills the causality template: variables and a row per event", () => {
    expect(Docx.templateTags(template())).toEqual(expect.arrayContaining(["caso_id", "descripcion_evento", "eventos", "kl_criterios", "kl_clasificacion", "conclusion"]))
    const filled = Docx.templateTags(docx())
    expect(filled).toEqual([])
  })
})

describe("LibreOffice converter", () => {
  it("converts a real DOCX to a PDF carrying the template's data", async () => {
    const exit = await convert(LibreOffice.layer(), docx())
    if (!Exit.isSuccess(exit)) throw new Error(String(exit.cause))
    const text = pdfText(exit.value)
    for (const value of ["INFORME DE EVALUACIÓN DE CAUSALIDAD", "FV-2026-0041", "Erupción cutánea generalizada 3", "Rash 2", "10037846", "creatinina ≥ 2,1 mg/dL", "Sin evaluacion de causalidad"]) {
      expect(text, value).toContain(value)
    }
    expect(pageCount(exit.value)).toBeGreaterThanOrEqual(1)
    renderPage1(exit.value, "informe-causalidad-page1")
  }, 120_000)

  it("runs conversions side by side, each with its own profile", async () => {
    const layer = Layer.effect(DocumentConverter.DocumentConverter, LibreOffice.make(soffice, { concurrency: 2 }))
    const exits = await Promise.all([1, 2, 3].map(() => convert(layer, docx())))
    expect(exits.every(Exit.isSuccess)).toBe(true)
  }, 180_000)

  it("answers 503 when soffice is missing or times out", async () => {
    const missing = await convert(LibreOffice.layer({ path: "/nonexistent/soffice" }), docx())
    expect(missing).toEqual(Exit.fail(DocumentConverter.unavailableError()))
    const slow = await convert(Layer.effect(DocumentConverter.DocumentConverter, LibreOffice.make(soffice, { timeoutMs: 50 })), docx())
    expect(slow).toEqual(Exit.fail(DocumentConverter.unavailableError()))
  }, 120_000)
})

describe("Gotenberg converter", () => {
  let server: Awaited<ReturnType<typeof startGotenbergTestServer>>
  beforeAll(async () => {
    const local = await Effect.runPromise(LibreOffice.make(soffice))
    server = await startGotenbergTestServer((bytes, name) => Effect.runPromise(local.toPdf(bytes, name.endsWith(".xlsx") ? "xlsx" : "docx")))
  })
  afterAll(() => server.close())

  it("posts the document as `files` to /forms/libreoffice/convert and returns the PDF", async () => {
    const bytes = docx()
    const exit = await convert(Gotenberg.layer({ url: server.url }), bytes)
    if (!Exit.isSuccess(exit)) throw new Error(String(exit.cause))
    expect(server.received.at(-1)?.fileName).toBe("documento.docx")
    expect(server.received.at(-1)?.bytes).toEqual(bytes)
    expect(pdfText(exit.value)).toContain("FV-2026-0041")
  }, 120_000)

  it("answers 503 when the service fails, is unreachable or is not configured", async () => {
    server.fail = true
    expect(await convert(Gotenberg.layer({ url: server.url }), docx())).toEqual(Exit.fail(DocumentConverter.unavailableError()))
    server.fail = false
    expect(await convert(Gotenberg.layer({ url: "http://127.0.0.1:9" }), docx())).toEqual(Exit.fail(DocumentConverter.unavailableError()))
    expect(await convert(Gotenberg.layer({ url: "" }), docx())).toEqual(Exit.fail(DocumentConverter.unavailableError()))
  })
})

describe("charts", () => {
  it("renders a Vega-Lite bar chart to SVG and PNG without a browser", async () => {
    const spec = Charts.barChart("Casos por gravedad", [{ label: "Grave", value: 4 }, { label: "No grave", value: 9 }])
    const svg = await Charts.toSvg(spec)
    expect(svg).toMatch(/^<svg/)
    expect(svg).toContain("Casos por gravedad")
    expect(svg).toContain("No grave")
    const png = Charts.svgToPng(svg)
    expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect(png.length).toBeGreaterThan(2000)
  })
})
