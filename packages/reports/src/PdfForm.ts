/**
 * A form layout on pdf-lib: titled sections, rows of labelled boxes, check-box groups, wrapped text
 * that flows over pages, tables whose rows break across pages, and page numbers. Text is drawn with
 * an embedded TrueType font (DejaVu Sans from npm), because pdf-lib's standard fonts are WinAnsi only
 * and throw on characters such as `≥`, `→` or `µ` that narratives carry.
 */
import fontkit from "@pdf-lib/fontkit"
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { type PDFFont, type PDFPage, PDFDocument, rgb } from "pdf-lib"

const require = createRequire(import.meta.url)
const fontDir = join(dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf")
let fonts: { regular: Uint8Array; bold: Uint8Array } | null = null
/** The TTF bytes, read once per process. */
const fontBytes = () => (fonts ??= {
  regular: readFileSync(join(fontDir, "DejaVuSansCondensed.ttf")),
  bold: readFileSync(join(fontDir, "DejaVuSansCondensed-Bold.ttf"))
})

/**
 * fontkit with its parse of each font kept: pdf-lib parses the TTF on every embedding (about 10 ms
 * each), while the parsed font is only read afterwards (each document makes its own subset).
 */
const parsed = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>()
const cachedFontkit: typeof fontkit = {
  ...fontkit,
  create: (data, postscriptName) => {
    if (!(data instanceof Uint8Array) || postscriptName !== undefined) return fontkit.create(data, postscriptName)
    let font = parsed.get(data)
    if (font === undefined) {
      font = fontkit.create(data)
      parsed.set(data, font)
    }
    return font
  }
}

/**
 * OpenType features turned off: form text needs no ligatures, contextual forms or kerning, and
 * shaping with them is most of the drawing time (text is NFC-normalised, so accents are precomposed).
 */
const PLAIN: Record<string, boolean> = Object.fromEntries(
  ["ccmp", "locl", "rlig", "mark", "mkmk", "calt", "clig", "liga", "rclt", "curs", "kern", "dlig", "hlig"].map((f) => [f, false])
)

/**
 * Embeds the Unicode fonts (DejaVu Sans Condensed, regular and bold, subset) in a pdf-lib document,
 * for pieces that draw on PDFs they did not lay out (stamps, appended pages).
 */
export const embedFonts = async (doc: PDFDocument): Promise<{ readonly regular: PDFFont; readonly bold: PDFFont }> => {
  doc.registerFontkit(cachedFontkit)
  const { regular, bold } = fontBytes()
  const [r, b] = await Promise.all([doc.embedFont(regular, { subset: true, features: PLAIN }), doc.embedFont(bold, { subset: true, features: PLAIN })])
  return { regular: r, bold: b }
}

/** A4 in points. */
const A4: [number, number] = [595.28, 841.89]
const MARGIN = 36
const INK = rgb(0.1, 0.1, 0.1)
const LINE = rgb(0.45, 0.45, 0.45)
const SHADE = rgb(0.88, 0.91, 0.95)
const LABEL = rgb(0.3, 0.3, 0.3)

/** One labelled box of a row: `width` is a share of the row (the shares of a row are normalised). */
export interface Field {
  readonly label: string
  readonly value: string | number | null | undefined
  readonly width?: number
}

/** A table column: header text and share of the width. */
export interface Column {
  readonly header: string
  readonly width: number
}

/** Replaces characters the embedded font cannot draw (control characters) and normalises the rest. */
const clean = (text: string): string => text.normalize("NFC").replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, " ")

/** Shown in a box with no value, so an empty box reads as "not stated" rather than as a gap. */
export const EMPTY = "—"

const show = (value: Field["value"]): string =>
  value === null || value === undefined || value === "" ? EMPTY : clean(String(value))

/** A PDF form being drawn top to bottom; a new page starts whenever the next piece does not fit. */
export class PdfForm {
  private page!: PDFPage
  private y = 0
  private readonly width = A4[0] - 2 * MARGIN

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly header: string
  ) {
    this.newPage()
  }

  /** Starts a document whose every page carries `header` at the top. */
  static async create(options: { readonly title: string; readonly header: string }): Promise<PdfForm> {
    const doc = await PDFDocument.create()
    doc.registerFontkit(cachedFontkit)
    doc.setTitle(options.title)
    doc.setProducer("Atalaya")
    doc.setCreator("Atalaya")
    const { regular, bold } = fontBytes()
    const [r, b] = await Promise.all([doc.embedFont(regular, { subset: true, features: PLAIN }), doc.embedFont(bold, { subset: true, features: PLAIN })])
    return new PdfForm(doc, r, b, options.header)
  }

  private newPage() {
    this.page = this.doc.addPage(A4)
    this.y = A4[1] - MARGIN
    this.page.drawText(clean(this.header), { x: MARGIN, y: this.y - 8, size: 7, font: this.regular, color: LABEL })
    this.y -= 16
  }

  private ensure(height: number) {
    if (this.y - height < MARGIN + 14) this.newPage()
  }

  private readonly widths = new Map<string, number>()

  /** Width of a word, measured once per font and size (fontkit's layout is the costly part of drawing). */
  private measure(word: string, size: number, bold: boolean): number {
    const key = `${bold ? "b" : "r"}${size}\u0000${word}`
    let w = this.widths.get(key)
    if (w === undefined) {
      w = (bold ? this.bold : this.regular).widthOfTextAtSize(word, size)
      this.widths.set(key, w)
    }
    return w
  }

  /** Lines of `text` at `size` that fit `width`, breaking at spaces (and inside words too long for a line). */
  wrap(text: string, width: number, size: number, bold = false): Array<string> {
    const space = this.measure(" ", size, bold)
    const out: Array<string> = []
    for (const paragraph of clean(text).split(/\r?\n/)) {
      let line = ""
      let lineWidth = 0
      for (const word of paragraph.split(/\s+/).filter((w) => w !== "")) {
        const w = this.measure(word, size, bold)
        if (line === "" ? w <= width : lineWidth + space + w <= width) {
          lineWidth = line === "" ? w : lineWidth + space + w
          line = line === "" ? word : `${line} ${word}`
          continue
        }
        if (line !== "") out.push(line)
        line = word
        lineWidth = w
        while (lineWidth > width && line.length > 1) {
          let cut = line.length - 1
          while (cut > 1 && this.measure(line.slice(0, cut), size, bold) > width) cut--
          out.push(line.slice(0, cut))
          line = line.slice(cut)
          lineWidth = this.measure(line, size, bold)
        }
      }
      out.push(line)
    }
    return out
  }

  /** The document title block: a shaded band with one or more centred lines. */
  title(lines: ReadonlyArray<string>, subtitle?: string) {
    const height = lines.length * 13 + (subtitle === undefined ? 8 : 20)
    this.ensure(height)
    this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: this.width, height, color: SHADE, borderColor: LINE, borderWidth: 0.8 })
    let y = this.y - 14
    for (const line of lines) {
      const w = this.bold.widthOfTextAtSize(line, 10.5)
      this.page.drawText(clean(line), { x: MARGIN + (this.width - w) / 2, y, size: 10.5, font: this.bold, color: INK })
      y -= 13
    }
    if (subtitle !== undefined) {
      const w = this.regular.widthOfTextAtSize(subtitle, 8)
      this.page.drawText(clean(subtitle), { x: MARGIN + (this.width - w) / 2, y: y - 2, size: 8, font: this.regular, color: LABEL })
    }
    this.y -= height + 8
  }

  /** A section heading (e.g. `A. DATOS DEL PACIENTE`); kept on the page of what follows it. */
  section(text: string) {
    this.ensure(64)
    this.y -= 4
    this.page.drawRectangle({ x: MARGIN, y: this.y - 15, width: this.width, height: 15, color: rgb(0.16, 0.3, 0.5) })
    this.page.drawText(clean(text), { x: MARGIN + 4, y: this.y - 11, size: 9, font: this.bold, color: rgb(1, 1, 1) })
    this.y -= 19
  }

  /** A row of labelled boxes; long values wrap inside their box and the row grows to the tallest. */
  row(fields: ReadonlyArray<Field>) {
    const total = fields.reduce((sum, f) => sum + (f.width ?? 1), 0)
    const boxes = fields.map((f) => {
      const w = (this.width * (f.width ?? 1)) / total
      return { f, w, labels: this.wrap(f.label, w - 6, 6.5, true), lines: this.wrap(show(f.value), w - 6, 8.5) }
    })
    const labelHeight = Math.max(...boxes.map((b) => b.labels.length)) * 7.5
    const height = 5.5 + labelHeight + Math.max(...boxes.map((b) => b.lines.length)) * 10.5
    if (height > A4[1] - 2 * MARGIN - 40) {
      // A value longer than a page: each field on its own, as flowing text.
      for (const f of fields) this.text(f.label, show(f.value))
      return
    }
    this.ensure(height)
    let x = MARGIN
    for (const b of boxes) {
      this.page.drawRectangle({ x, y: this.y - height, width: b.w, height, borderColor: LINE, borderWidth: 0.6 })
      b.labels.forEach((label, i) => this.page.drawText(label, { x: x + 3, y: this.y - 8 - i * 7.5, size: 6.5, font: this.bold, color: LABEL }))
      let y = this.y - 10.5 - labelHeight
      for (const line of b.lines) {
        this.page.drawText(line, { x: x + 3, y, size: 8.5, font: this.regular, color: INK })
        y -= 10.5
      }
      x += b.w
    }
    this.y -= height
  }

  /** A labelled group of options, the chosen ones marked `X` (like the paper form's check boxes). */
  checks(label: string, options: ReadonlyArray<{ readonly label: string; readonly checked: boolean }>) {
    const lines: Array<Array<{ label: string; checked: boolean; x: number }>> = [[]]
    let x = MARGIN + 4
    for (const option of options) {
      const w = 14 + this.regular.widthOfTextAtSize(option.label, 8) + 10
      if (x + w > MARGIN + this.width) {
        lines.push([])
        x = MARGIN + 4
      }
      lines.at(-1)!.push({ ...option, x })
      x += w
    }
    const height = 13 + lines.length * 12
    this.ensure(height)
    this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: this.width, height, borderColor: LINE, borderWidth: 0.6 })
    this.page.drawText(clean(label), { x: MARGIN + 3, y: this.y - 8, size: 6.5, font: this.bold, color: LABEL })
    let y = this.y - 20
    for (const line of lines) {
      for (const o of line) {
        this.page.drawRectangle({ x: o.x, y: y - 1.5, width: 8, height: 8, borderColor: INK, borderWidth: 0.7 })
        if (o.checked) this.page.drawText("X", { x: o.x + 1.3, y: y - 0.2, size: 7.5, font: this.bold, color: INK })
        this.page.drawText(clean(o.label), { x: o.x + 12, y, size: 8, font: this.regular, color: INK })
      }
      y -= 12
    }
    this.y -= height
  }

  /** A labelled block of running text that wraps and flows over as many pages as it needs. */
  text(label: string, value: string) {
    const lines = this.wrap(value === "" ? EMPTY : value, this.width - 8, 8.5)
    this.ensure(34)
    this.page.drawText(clean(label), { x: MARGIN + 3, y: this.y - 8, size: 6.5, font: this.bold, color: LABEL })
    this.y -= 12
    let top = this.y
    const frame = () => this.page.drawRectangle({ x: MARGIN, y: this.y, width: this.width, height: top - this.y + 12, borderColor: LINE, borderWidth: 0.6 })
    for (const line of lines) {
      if (this.y - 11 < MARGIN + 14) {
        this.y -= 3
        frame()
        this.newPage()
        top = this.y
        this.y -= 2
      }
      this.y -= 10.5
      this.page.drawText(line, { x: MARGIN + 4, y: this.y, size: 8.5, font: this.regular, color: INK })
    }
    this.y -= 4
    frame()
    this.y -= 2
  }

  /** A table with a shaded header repeated on every page it spans; cells wrap. */
  table(columns: ReadonlyArray<Column>, rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>) {
    const total = columns.reduce((s, c) => s + c.width, 0)
    const widths = columns.map((c) => (this.width * c.width) / total)
    const drawRow = (cells: ReadonlyArray<string>, bold: boolean, shade: boolean) => {
      const wrapped = cells.map((cell, i) => this.wrap(cell, widths[i]! - 5, 7.5, bold))
      const height = 5 + Math.max(...wrapped.map((w) => w.length)) * 9
      return { wrapped, height, shade, bold }
    }
    const header = drawRow(columns.map((c) => c.header), true, true)
    const paint = (row: ReturnType<typeof drawRow>) => {
      let x = MARGIN
      row.wrapped.forEach((lines, i) => {
        this.page.drawRectangle({ x, y: this.y - row.height, width: widths[i]!, height: row.height, borderColor: LINE, borderWidth: 0.5, ...(row.shade ? { color: SHADE } : {}) })
        let y = this.y - 9
        for (const line of lines) {
          this.page.drawText(line, { x: x + 2.5, y, size: 7.5, font: row.bold ? this.bold : this.regular, color: INK })
          y -= 9
        }
        x += widths[i]!
      })
      this.y -= row.height
    }
    this.ensure(header.height + 20)
    paint(header)
    if (rows.length === 0) rows = [columns.map(() => null)]
    for (const cells of rows) {
      const row = drawRow(cells.map(show), false, false)
      if (this.y - row.height < MARGIN + 14) {
        this.newPage()
        paint(header)
      }
      paint(row)
    }
    this.y -= 6
  }

  /** Vertical space. */
  gap(points = 6) {
    this.y -= points
  }

  /** The signature block: a line to sign on, the signer's name and position, and the date. */
  signature(nombre: string, cargo: string, fecha: string) {
    this.ensure(90)
    this.y -= 42
    const x = MARGIN + this.width / 2 - 110
    this.page.drawLine({ start: { x, y: this.y }, end: { x: x + 220, y: this.y }, thickness: 0.8, color: INK })
    const center = (text: string, y: number, font: PDFFont, size: number) => {
      const t = clean(text)
      this.page.drawText(t, { x: MARGIN + (this.width - font.widthOfTextAtSize(t, size)) / 2, y, size, font, color: INK })
    }
    center(nombre, this.y - 12, this.bold, 9)
    center(cargo, this.y - 24, this.regular, 8.5)
    center(`Fecha: ${fecha}`, this.y - 36, this.regular, 8)
    this.y -= 44
  }

  /** Numbers every page `Página n de N` and returns the PDF bytes. */
  async finish(): Promise<Uint8Array> {
    const pages = this.doc.getPages()
    pages.forEach((page, i) => {
      const label = `Página ${i + 1} de ${pages.length}`
      page.drawText(label, { x: A4[0] - MARGIN - this.regular.widthOfTextAtSize(label, 7.5), y: MARGIN - 14, size: 7.5, font: this.regular, color: LABEL })
    })
    return this.doc.save({ useObjectStreams: true })
  }
}
