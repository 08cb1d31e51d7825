/**
 * PDFs of training on pdf-lib with its standard fonts: the material document of a full_auto
 * material (service-spec "Generation rules": a cover page, 11 pt text, margins 40 left/right and 50
 * top/bottom) and the text helpers the certificate shares.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib"

/** A4 portrait, in points. */
export const A4: [number, number] = [595.28, 841.89]
/** Body font size of material documents. */
export const FONT_SIZE = 11
/** Margins of material documents, in points. */
export const MARGINS = { left: 40, right: 40, top: 50, bottom: 50 } as const

const REPLACEMENTS: Readonly<Record<string, string>> = { "\u2018": "'", "\u2019": "'", "\u201C": "\"", "\u201D": "\"", "\u2013": "-", "\u2014": "-", "\u2026": "...", "\u2022": "-", "\u00A0": " " }

/**
 * Text the standard fonts can draw (WinAnsi, which covers Spanish): typographic quotes and dashes
 * become plain ones, other letters lose their accents, anything else is dropped, so a generated
 * text never makes the PDF fail.
 */
export const drawable = (text: string): string =>
  [...text.normalize("NFC")].map((ch) => {
    if (REPLACEMENTS[ch] !== undefined) return REPLACEMENTS[ch]
    const code = ch.codePointAt(0)!
    if (ch === "\n" || (code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff)) return ch
    const base = ch.normalize("NFD").replace(/\p{M}/gu, "")
    return [...base].every((c) => c.codePointAt(0)! >= 0x20 && c.codePointAt(0)! <= 0x7e) ? base : ""
  }).join("")

/** Splits text into lines no wider than `width` at `size` (words longer than a line are cut). */
export const wrap = (text: string, font: PDFFont, size: number, width: number): ReadonlyArray<string> => {
  const lines: Array<string> = []
  for (const paragraph of drawable(text).split("\n")) {
    let line = ""
    for (const word of paragraph.split(/\s+/).filter((w) => w !== "")) {
      const candidate = line === "" ? word : `${line} ${word}`
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate
        continue
      }
      if (line !== "") lines.push(line)
      let rest = word
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--
        lines.push(rest.slice(0, cut))
        rest = rest.slice(cut)
      }
      line = rest
    }
    lines.push(line)
  }
  return lines
}

/** A material's generated document. */
export interface MaterialDocument {
  readonly titulo: string
  readonly descripcion: string
  readonly publico: string | null
  readonly duracion: string | null
  readonly fecha: string
  readonly secciones: ReadonlyArray<{ readonly titulo: string; readonly parrafos: ReadonlyArray<string> }>
  readonly bibliografia: ReadonlyArray<string>
}

/** Writes flowing text page after page within the margins. */
class Flow {
  page: PDFPage
  y: number
  constructor(readonly doc: PDFDocument, readonly font: PDFFont, readonly bold: PDFFont) {
    this.page = doc.addPage(A4)
    this.y = A4[1] - MARGINS.top
  }
  newPage() {
    this.page = this.doc.addPage(A4)
    this.y = A4[1] - MARGINS.top
  }
  text(text: string, options: { readonly size?: number; readonly bold?: boolean; readonly after?: number } = {}) {
    const size = options.size ?? FONT_SIZE
    const font = options.bold ? this.bold : this.font
    const leading = size * 1.35
    for (const line of wrap(text, font, size, A4[0] - MARGINS.left - MARGINS.right)) {
      if (this.y - size < MARGINS.bottom) this.newPage()
      this.page.drawText(line, { x: MARGINS.left, y: this.y - size, size, font, color: rgb(0.1, 0.1, 0.1) })
      this.y -= leading
    }
    this.y -= options.after ?? size * 0.6
  }
}

/**
 * The material's PDF: a cover page (title, description, audience, duration, date), the sections
 * in 11 pt, and the bibliography starting on its own page — so a document always has at least
 * three pages. Every page but the cover is numbered at the foot.
 */
export const materialPdf = async (m: MaterialDocument): Promise<Uint8Array> => {
  const doc = await PDFDocument.create()
  doc.setTitle(drawable(m.titulo))
  doc.setProducer("Atalaya")
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const flow = new Flow(doc, font, bold)
  flow.y = A4[1] * 0.62
  flow.text(m.titulo, { size: 24, bold: true, after: 18 })
  flow.text(m.descripcion, { size: 13, after: 24 })
  if (m.publico) flow.text(`Público: ${m.publico}`, { size: FONT_SIZE })
  if (m.duracion) flow.text(`Duración: ${m.duracion}`, { size: FONT_SIZE })
  flow.text(`Fecha: ${m.fecha}`, { size: FONT_SIZE })
  flow.text("Material de capacitación en farmacovigilancia", { size: 9, after: 0 })
  flow.newPage()
  for (const s of m.secciones) {
    flow.text(s.titulo, { size: 14, bold: true, after: 6 })
    for (const p of s.parrafos) flow.text(p)
  }
  flow.newPage()
  flow.text("Bibliografía", { size: 14, bold: true, after: 6 })
  m.bibliografia.forEach((b, i) => flow.text(`${i + 1}. ${b}`))
  const pages = doc.getPages()
  pages.forEach((page, i) => {
    if (i === 0) return
    const label = `${i + 1} / ${pages.length}`
    page.drawText(label, { x: A4[0] - MARGINS.right - font.widthOfTextAtSize(label, 9), y: MARGINS.bottom / 2, size: 9, font })
  })
  return doc.save()
}

/** The material document's plain text (stored as the material's `contenido`). */
export const materialText = (m: MaterialDocument): string =>
  [
    m.titulo,
    m.descripcion,
    ...m.secciones.flatMap((s) => [s.titulo, ...s.parrafos]),
    "Bibliografía",
    ...m.bibliografia.map((b, i) => `${i + 1}. ${b}`)
  ].join("\n\n")
