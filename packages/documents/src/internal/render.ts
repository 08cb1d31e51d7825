/**
 * PDF renditions with pdf-lib: images and text laid onto A4 pages, and the manifestation of
 * electronic signatures (21 CFR 11.50: printed name, date and time, meaning) stamped on every page
 * and spelled out, with each signature's image, on a closing page.
 */
import { embedFonts, PdfForm } from "@atalaya/reports"
import { PDFDocument, type PDFFont, type PDFImage, rgb } from "pdf-lib"

const A4: [number, number] = [595.28, 841.89]
const INK = rgb(0.1, 0.1, 0.1)
const MUTED = rgb(0.35, 0.35, 0.35)
const STAMP = rgb(0.05, 0.25, 0.55)

/** An image (PNG or JPEG) on one A4 page, scaled to fit inside 40-point margins. */
export const imagePdf = async (bytes: Uint8Array, kind: "png" | "jpg", title: string): Promise<Uint8Array> => {
  const doc = await PDFDocument.create()
  doc.setTitle(title)
  doc.setProducer("Atalaya")
  const image = kind === "png" ? await doc.embedPng(bytes) : await doc.embedJpg(bytes)
  const page = doc.addPage(A4)
  const scale = Math.min((A4[0] - 80) / image.width, (A4[1] - 80) / image.height, 1)
  const w = image.width * scale
  const h = image.height * scale
  page.drawImage(image, { x: (A4[0] - w) / 2, y: A4[1] - 40 - h, width: w, height: h })
  return doc.save()
}

/** Plain text flowed over A4 pages (the document's own line breaks kept). */
export const textPdf = async (text: string, title: string): Promise<Uint8Array> => {
  const form = await PdfForm.create({ title, header: title })
  form.text("", text)
  return form.finish()
}

/** One signature as the manifestation shows it. */
export interface Manifestation {
  readonly name: string
  readonly email: string
  /** Date and time with the zone's offset. */
  readonly timestamp: string
  /** The meaning of the signature (its reason). */
  readonly reason: string
  readonly hash: string
  readonly id: string
  /** A data URL of a PNG or JPEG, or null. */
  readonly image: string | null
}

const fit = (text: string, font: PDFFont, size: number, width: number): string => {
  if (font.widthOfTextAtSize(text, size) <= width) return text
  let cut = text
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1)
  return `${cut}…`
}

const embedImage = async (doc: PDFDocument, dataUrl: string | null): Promise<PDFImage | null> => {
  const match = dataUrl === null ? null : /^data:image\/(png|jpeg);base64,(.+)$/.exec(dataUrl)
  if (match === null) return null
  const bytes = Buffer.from(match[2]!, "base64")
  try {
    return match[1] === "png" ? await doc.embedPng(bytes) : await doc.embedJpg(bytes)
  } catch {
    return null
  }
}

/**
 * The signed rendition: `pdf` with a signature line stamped in the bottom margin of every page and a
 * closing page that spells out each signature. A PDF pdf-lib cannot open (encrypted) still gets the
 * closing page, as a document of its own.
 */
export const stampSignatures = async (
  pdf: Uint8Array,
  doc: { readonly codigo: string; readonly titulo: string; readonly version: string },
  signatures: ReadonlyArray<Manifestation>
): Promise<Uint8Array> => {
  let out: PDFDocument
  try {
    out = await PDFDocument.load(pdf)
  } catch {
    out = await PDFDocument.create()
  }
  const { regular, bold } = await embedFonts(out)
  const line = `Firmado electrónicamente: ${signatures.map((s) => `${s.name} · ${s.timestamp} · ${s.reason}`).join("  |  ")}`
  for (const page of out.getPages()) {
    const { width } = page.getSize()
    page.drawText(fit(line, regular, 7, width - 40), { x: 20, y: 12, size: 7, font: regular, color: STAMP })
  }
  const page = out.addPage(A4)
  let y = A4[1] - 50
  const write = (text: string, size: number, font: PDFFont = regular, color = INK) => {
    page.drawText(fit(text, font, size, A4[0] - 100), { x: 50, y, size, font, color })
    y -= size + 6
  }
  write("Manifestación de firmas electrónicas", 15, bold)
  write("21 CFR 11.50 — nombre impreso, fecha y hora con zona, y significado de cada firma", 8.5, regular, MUTED)
  y -= 6
  write(`Documento: ${doc.codigo} — ${doc.titulo}`, 10.5, bold)
  write(`Versión firmada: ${doc.version}`, 10)
  y -= 10
  for (const s of signatures) {
    if (y < 170) break
    page.drawRectangle({ x: 45, y: y - 112, width: A4[0] - 90, height: 124, borderColor: rgb(0.7, 0.74, 0.8), borderWidth: 0.8 })
    y -= 4
    write(`Firmante: ${s.name}`, 11, bold)
    write(`Correo: ${s.email}`, 9)
    write(`Fecha y hora: ${s.timestamp}`, 9)
    write(`Significado: ${s.reason}`, 9, bold)
    write(`Huella del archivo firmado: ${s.hash}`, 7, regular, MUTED)
    write(`Registro de firma: ${s.id} · código de un solo uso verificado`, 7, regular, MUTED)
    const image = await embedImage(out, s.image)
    if (image !== null) {
      const scale = Math.min(160 / image.width, 40 / image.height, 1)
      page.drawImage(image, { x: A4[0] - 60 - image.width * scale, y: y + 66 - image.height * scale, width: image.width * scale, height: image.height * scale })
    }
    y -= 34
  }
  return out.save()
}
