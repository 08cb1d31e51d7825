/**
 * IPS exports (decisions.md "IPS"): DOCX from `templates/ips/ips.docx`, PDF through the external
 * conversion service (`export/pdf`, Gotenberg's API at `CONVERTER_URL`) or the local converter
 * (`export-local/pdf`), each PDF followed by a page of charts, and a standalone HTML file with inline
 * CSS and SVG charts (by severity, outcome, causality and month) that opens offline.
 */
import { Errors } from "@atalaya/core"
import { Charts, DocumentConverter, Docx, embedFonts, Gotenberg, ReportSettings } from "@atalaya/reports"
import { Context, Effect } from "effect"
import * as fs from "node:fs/promises"
import * as path from "node:path"
import { PDFDocument, rgb } from "pdf-lib"
import { exportName, type Fuente, type IpsReport } from "./Ips.js"
import { IpsRepository } from "./IpsRepository.js"
import { get } from "./IpsService.js"
import { html } from "./internal/html.js"
import { type Model, modelOf } from "./internal/model.js"

/** The external conversion service of `export/pdf` (default: `CONVERTER_URL`, else none → 503). */
export class RemoteConverter extends Context.Reference<RemoteConverter>()("@atalaya/ips/RemoteConverter", {
  defaultValue: (): DocumentConverter.DocumentConverterShape => {
    const url = process.env.CONVERTER_URL
    return url === undefined || url === "" ? { name: "none", toPdf: () => Effect.fail(DocumentConverter.unavailableError()) } : Gotenberg.make(url)
  }
}) {}

/** An exported file. */
export interface ExportFile {
  readonly bytes: Uint8Array
  readonly name: string
  readonly mime: string
}

const load = (id: number) =>
  Effect.gen(function*() {
    const report = yield* get(id)
    const fuentes: ReadonlyArray<Fuente> = yield* Effect.flatMap(IpsRepository, (r) => r.fuentes(id))
    const product = yield* Effect.flatMap(IpsRepository, (r) => r.product(report.producto_id))
    return modelOf(report, fuentes, product._tag === "Some" ? product.value : null)
  })

const templateError = () => new Errors.ServiceUnavailable({ detail: "Plantilla IPS no disponible" })

/** The DOCX of a report. */
export const docx = (id: number) =>
  Effect.gen(function*() {
    const model = yield* load(id)
    const settings = yield* ReportSettings
    const template = yield* Effect.tryPromise({ try: () => fs.readFile(path.join(settings.templatesDir, "ips", "ips.docx")), catch: templateError })
    const bytes = yield* Effect.try({ try: () => Docx.renderDocx(new Uint8Array(template), model.template), catch: templateError })
    return { bytes, name: exportName(model.report, "docx"), mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" } satisfies ExportFile
  })

const chartSpecs = (model: Model) => model.charts.map((c) => Charts.barChart(c.title, c.bars, { order: c.order }))

/** Appends a page with the count charts (PNG) to a converted PDF. */
const withCharts = (pdf: Uint8Array, model: Model) =>
  Effect.tryPromise({
    try: async () => {
      const doc = await PDFDocument.load(pdf)
      const { bold } = await embedFonts(doc)
      const pngs = await Promise.all(chartSpecs(model).map((s) => Charts.toPng(s, 1.5)))
      let page = doc.addPage([595.28, 841.89])
      page.drawText("Gráficos de los casos del periodo", { x: 40, y: 800, size: 13, font: bold, color: rgb(0.12, 0.23, 0.39) })
      let y = 780
      for (const png of pngs) {
        const image = await doc.embedPng(png)
        const scale = Math.min(515 / image.width, 300 / image.height)
        const h = image.height * scale
        if (y - h < 40) {
          page = doc.addPage([595.28, 841.89])
          y = 800
        }
        page.drawImage(image, { x: 40, y: y - h, width: image.width * scale, height: h })
        y -= h + 16
      }
      return doc.save()
    },
    catch: () => DocumentConverter.unavailableError()
  })

/** The PDF of a report through the external service (`remote`) or the local converter. */
export const pdf = (id: number, via: "remote" | "local") =>
  Effect.gen(function*() {
    const file = yield* docx(id)
    const converter = via === "remote" ? yield* RemoteConverter : yield* DocumentConverter.DocumentConverter
    const converted = yield* converter.toPdf(file.bytes, "docx")
    const model = yield* load(id)
    const bytes = yield* withCharts(converted, model)
    return { bytes, name: exportName(model.report, "pdf"), mime: "application/pdf" } satisfies ExportFile
  })

/** The standalone HTML of a report. */
export const standaloneHtml = (id: number) =>
  Effect.gen(function*() {
    const model = yield* load(id)
    const svgs = yield* Effect.tryPromise({ try: () => Promise.all(chartSpecs(model).map(Charts.toSvg)), catch: () => DocumentConverter.unavailableError() })
    return { bytes: new TextEncoder().encode(html(model, svgs)), name: exportName(model.report, "html"), mime: "text/html; charset=utf-8" } satisfies ExportFile
  })

export type { IpsReport }
