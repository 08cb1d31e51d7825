/**
 * Charts without a browser: a Vega-Lite spec compiled by vega-lite and rendered to SVG by vega's
 * headless view (for HTML), rasterised to PNG by resvg (for PDF and DOCX). Text uses the DejaVu font
 * shipped by npm, so a PNG looks the same on every machine.
 */
import { Resvg } from "@resvg/resvg-js"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import * as vega from "vega"
import { compile, type TopLevelSpec } from "vega-lite"

const require = createRequire(import.meta.url)
const fontFile = join(dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf", "DejaVuSans.ttf")

/** One bar of a {@link barChart}. */
export interface Bar {
  readonly label: string
  readonly value: number
}

/**
 * A Vega-Lite spec of a horizontal bar chart of counts, largest first, or in the given order
 * (`order: "given"`, for time series such as months).
 */
export const barChart = (title: string, bars: ReadonlyArray<Bar>, options: { readonly order?: "value" | "given" } = {}): TopLevelSpec => ({
  $schema: "https://vega.github.io/schema/vega-lite/v6.json",
  title,
  width: 360,
  height: { step: 18 },
  data: { values: bars.map((b) => ({ categoria: b.label, casos: b.value })) },
  mark: { type: "bar", color: "#2a4d80" },
  encoding: {
    y: { field: "categoria", type: "nominal", sort: options.order === "given" ? bars.map((b) => b.label) : "-x", title: null },
    x: { field: "casos", type: "quantitative", title: "Casos", axis: { tickMinStep: 1 } }
  },
  config: { font: "DejaVu Sans", background: "white" }
})

/** Renders a Vega-Lite spec to a standalone SVG string. */
export const toSvg = async (spec: TopLevelSpec): Promise<string> => {
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: "none" })
  try {
    return await view.toSVG()
  } finally {
    view.finalize()
  }
}

/** Rasterises an SVG to PNG at `scale` (2 = print quality). */
export const svgToPng = (svg: string, scale = 2): Uint8Array => {
  const resvg = new Resvg(svg, {
    fitTo: { mode: "zoom", value: scale },
    font: { fontFiles: [fontFile], loadSystemFonts: false, defaultFontFamily: "DejaVu Sans" },
    background: "white"
  })
  return resvg.render().asPng()
}

/** Renders a Vega-Lite spec to PNG. */
export const toPng = async (spec: TopLevelSpec, scale = 2): Promise<Uint8Array> => svgToPng(await toSvg(spec), scale)
