/**
 * DOCX from templates: docxtemplater over pizzip with `{{variable}}` delimiters, `{{#lista}}…{{/lista}}`
 * loops (a loop around a table row repeats the row) and line breaks kept from multi-line values.
 */
import Docxtemplater from "docxtemplater"
import PizZip from "pizzip"

/** Fills a DOCX template with `data`; a value missing from `data` renders as an empty string. */
export const renderDocx = (template: Uint8Array, data: Readonly<Record<string, unknown>>): Uint8Array => {
  const doc = new Docxtemplater(new PizZip(template), {
    delimiters: { start: "{{", end: "}}" },
    paragraphLoop: true,
    linebreaks: true,
    nullGetter: () => ""
  })
  doc.render(data)
  return doc.getZip().generate({ type: "uint8array", compression: "DEFLATE" })
}

/** The `{{tags}}` a template uses (top-level names), so a template can be checked against its data. */
export const templateTags = (template: Uint8Array): ReadonlyArray<string> => {
  const zip = new PizZip(template)
  const xml = zip.file("word/document.xml")?.asText() ?? ""
  const text = xml.replace(/<[^>]+>/g, "")
  return [...new Set([...text.matchAll(/\{\{\s*[#/^]?\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!))]
}
