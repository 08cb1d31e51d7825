/**
 * `@atalaya/reports`: the rendering pieces every export shares — DOCX templates, the
 * DocumentConverter port with its LibreOffice and Gotenberg adapters, a PDF form layout on pdf-lib,
 * charts as SVG and PNG — and the DIGEMID exports built on them.
 *
 * @packageDocumentation
 */

/** DOCX from `{{variable}}` templates. */
export * as Docx from "./Docx.js"
/** The DocumentConverter port (DOCX/XLSX → PDF) and its 503 stand-in. */
export * as DocumentConverter from "./DocumentConverter.js"
/** The local LibreOffice converter. */
export * as LibreOffice from "./LibreOffice.js"
/** The converter over a service speaking Gotenberg's HTTP API. */
export * as Gotenberg from "./Gotenberg.js"
/** The pdf-lib form layout with an embedded Unicode font. */
export { type Column, embedFonts, EMPTY, type Field, PdfForm } from "./PdfForm.js"
/** Charts: Vega-Lite to SVG and PNG. */
export * as Charts from "./Charts.js"
/** Report settings (templates folder, time zone). */
export { ReportSettings } from "./Settings.js"
/** DIGEMID: coding gate, file names and form vocabulary. */
export * as Digemid from "./digemid/Common.js"
/** DIGEMID export use cases. */
export * as DigemidExport from "./digemid/Export.js"
/** DIGEMID Model A (evaluation report). */
export * as ModelA from "./digemid/ModelA.js"
/** DIGEMID Model B (health-professional notification form). */
export * as ModelB from "./digemid/ModelB.js"
/** The causality report's template data. */
export * as CausalityReport from "./digemid/CausalityReport.js"
/** The converter chosen from the environment (CONVERTER_URL, else LibreOffice). */
export * as Converters from "./Converters.js"
