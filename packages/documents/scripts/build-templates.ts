/**
 * Writes the seed templates `templates/documentos/SOP-FV-001.docx` (a standard operating procedure)
 * and `templates/documentos/ACTA-FV-001.docx` (minutes of the pharmacovigilance committee), with
 * `{{variable}}` placeholders and table-row loops. A unit edits them, or adds its own codes, in any
 * word processor; this script only makes the shipped ones reproducible:
 * `pnpm --filter @atalaya/documents exec tsx scripts/build-templates.ts`.
 */
import { writeFileSync } from "node:fs"
import { border, cell, field, heading, p, packDocx, run, table } from "../../reports/scripts/wordml.js"

/** A bordered grid of label/value pairs, two pairs per row. */
const grid = (rows: ReadonlyArray<readonly [string, string, string, string]>) =>
  `<w:tbl><w:tblPr><w:tblW w:w="9638" w:type="dxa"/>${border}</w:tblPr><w:tblGrid><w:gridCol w:w="2000"/><w:gridCol w:w="3019"/><w:gridCol w:w="1600"/><w:gridCol w:w="3019"/></w:tblGrid>` +
  rows.map(([l1, t1, l2, t2]) =>
    `<w:tr>${cell(p(run(l1, { bold: true, size: 18 })), 2000, "DCE6F2")}${cell(p(run(`{{${t1}}}`, { size: 18 })), 3019)}` +
    `${cell(p(run(l2, { bold: true, size: 18 })), 1600, "DCE6F2")}${cell(p(run(`{{${t2}}}`, { size: 18 })), 3019)}</w:tr>`).join("") +
  "</w:tbl>"

const title = (text: string) => p(run(text, { bold: true, size: 30, color: "1F3B63" }), { after: 160 })
const block = (tag: string) => p(run(`{{${tag}}}`))
const footer = (text: string) => p(run(text, { size: 15, color: "666666" }), { after: 0 })
const gap = p(run(""), { after: 60 })

const sop = [
  grid([
    ["Unidad", "unidad", "Código", "codigo"],
    ["Procedimiento", "titulo", "Versión", "version"],
    ["Emisión", "emision", "Vigente hasta", "vigencia"]
  ]),
  gap,
  title("{{titulo}}"),
  heading("1. Objetivo"), block("objetivo"),
  heading("2. Alcance"), block("alcance"),
  heading("3. Responsabilidades"), block("responsabilidades"),
  heading("4. Definiciones"),
  p(run("ICSR: notificación individual de sospecha de reacción adversa. RAM: reacción adversa a medicamento. QF: químico farmacéutico que evalúa el caso. DIGEMID: Dirección General de Medicamentos, Insumos y Drogas.")),
  heading("5. Procedimiento"), block("procedimiento"),
  heading("6. Registros"), block("registros"),
  heading("7. Referencias"), block("referencias"),
  heading("8. Control de cambios"),
  table(["Versión", "Fecha", "Descripción del cambio"], [1400, 1800, 6438], "cambios", ["version", "fecha", "descripcion"]),
  heading("9. Aprobación"),
  field("Elaborado por", "elaborado_por"), field("Revisado por", "revisado_por"), field("Aprobado por", "aprobado_por"),
  gap,
  footer("Documento controlado generado por Atalaya el {{fecha_generacion}}. Las firmas electrónicas constan en el registro de firmas del documento; una copia impresa no es controlada.")
].join("")

const acta = [
  title("Acta de reunión — {{titulo}}"),
  grid([
    ["Código", "codigo", "Versión", "version"],
    ["Fecha", "fecha", "Lugar", "lugar"],
    ["Convocada por", "convocante", "Vigencia", "vigencia"]
  ]),
  heading("1. Asistentes"),
  table(["Nombre", "Cargo"], [5638, 4000], "asistentes", ["nombre", "cargo"]),
  heading("2. Agenda"), block("agenda"),
  heading("3. Desarrollo"), block("desarrollo"),
  heading("4. Acuerdos"),
  table(["Acuerdo", "Responsable", "Plazo"], [5638, 2400, 1600], "acuerdos", ["descripcion", "responsable", "plazo"]),
  gap,
  footer("Acta generada por Atalaya el {{fecha_generacion}} (emisión {{emision}}). Las firmas electrónicas de los asistentes constan en el registro de firmas del documento.")
].join("")

for (const [code, body] of [["SOP-FV-001", sop], ["ACTA-FV-001", acta]] as const) {
  writeFileSync(new URL(`../../../templates/documentos/${code}.docx`, import.meta.url), packDocx(body))
}
