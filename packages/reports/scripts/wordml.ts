/**
 * A few WordprocessingML pieces for the scripts that write the shipped DOCX templates: runs,
 * paragraphs, shaded headings, labelled fields, bordered tables whose data row is a `{{#loop}}`,
 * and the package around a body. Deployments edit the DOCX files in a word processor instead.
 */
import PizZip from "pizzip"

/** XML-escaped text. */
export const esc = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
/** A run of text. */
export const run = (t: string, o: { bold?: boolean; size?: number; color?: string } = {}) =>
  `<w:r><w:rPr>${o.bold ? "<w:b/>" : ""}${o.color ? `<w:color w:val="${o.color}"/>` : ""}<w:sz w:val="${o.size ?? 20}"/></w:rPr><w:t xml:space="preserve">${esc(t)}</w:t></w:r>`
/** A paragraph of runs. */
export const p = (runs: string, o: { center?: boolean; shade?: string; after?: number } = {}) =>
  `<w:p><w:pPr>${o.shade ? `<w:shd w:val="clear" w:color="auto" w:fill="${o.shade}"/>` : ""}<w:spacing w:after="${o.after ?? 80}"/>${o.center ? '<w:jc w:val="center"/>' : ""}</w:pPr>${runs}</w:p>`
/** A white-on-blue section heading. */
export const heading = (t: string) => p(run(t, { bold: true, size: 22, color: "FFFFFF" }), { shade: "2A4D80", after: 120 })
/** `Label: {{tag}}`. */
export const field = (label: string, tag: string) => p(run(`${label}: `, { bold: true }) + run(`{{${tag}}}`))
/** A table cell of a given width (twentieths of a point). */
export const cell = (content: string, width: number, shade?: string) =>
  `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${shade ? `<w:shd w:val="clear" w:color="auto" w:fill="${shade}"/>` : ""}</w:tcPr>${content}</w:tc>`
/** Single borders all round and inside. */
export const border = '<w:tblBorders><w:top w:val="single" w:sz="4"/><w:left w:val="single" w:sz="4"/><w:bottom w:val="single" w:sz="4"/><w:right w:val="single" w:sz="4"/><w:insideH w:val="single" w:sz="4"/><w:insideV w:val="single" w:sz="4"/></w:tblBorders>'
/** A bordered table: a shaded header row and one data row repeated by `{{#loop}}`. */
export const table = (headers: ReadonlyArray<string>, widths: ReadonlyArray<number>, loop: string, cells: ReadonlyArray<string>) =>
  `<w:tbl><w:tblPr><w:tblW w:w="${widths.reduce((a, b) => a + b, 0)}" w:type="dxa"/>${border}</w:tblPr>` +
  `<w:tblGrid>${widths.map((w) => `<w:gridCol w:w="${w}"/>`).join("")}</w:tblGrid>` +
  `<w:tr>${headers.map((h, i) => cell(p(run(h, { bold: true, size: 18 })), widths[i]!, "DCE6F2")).join("")}</w:tr>` +
  `<w:tr>${cells.map((c, i) => cell(p(run(`${i === 0 ? `{{#${loop}}}` : ""}{{${c}}}${i === cells.length - 1 ? `{{/${loop}}}` : ""}`, { size: 18 })), widths[i]!)).join("")}</w:tr>` +
  "</w:tbl>"

/** The DOCX package (A4, 2 cm margins, DejaVu Sans 10 pt) around a body. */
export const packDocx = (body: string): Buffer => {
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`
  const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="DejaVu Sans" w:hAnsi="DejaVu Sans" w:cs="DejaVu Sans"/><w:sz w:val="20"/><w:lang w:val="es-PE"/></w:rPr></w:rPrDefault></w:docDefaults></w:styles>`
  const zip = new PizZip()
  zip.file("[Content_Types].xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`)
  zip.file("_rels/.rels", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`)
  zip.file("word/_rels/document.xml.rels", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`)
  zip.file("word/document.xml", document)
  zip.file("word/styles.xml", styles)
  return zip.generate({ type: "nodebuffer", compression: "DEFLATE" })
}
