/**
 * The DocumentConverter port: office documents (DOCX, XLSX) to PDF. Shared by every capability that
 * exports a template (regulator reports, IPS, documents, training). Adapters: a local LibreOffice
 * (`LibreOffice.ts`) and an external service speaking Gotenberg's HTTP API (`Gotenberg.ts`); when
 * none is configured, {@link unavailable} answers 503 `Conversor de documentos no disponible`.
 */
import { Errors } from "@atalaya/core"
import { Context, Effect, Layer } from "effect"

/** The formats a converter accepts. */
export type SourceFormat = "docx" | "xlsx"

/** The converter operations. */
export interface DocumentConverterShape {
  /** Which adapter answers (`libreoffice`, `gotenberg`, `none`), for logs and health checks. */
  readonly name: string
  /** Converts one document to PDF; fails with 503 when the converter is missing, fails or times out. */
  readonly toPdf: (bytes: Uint8Array, format: SourceFormat) => Effect.Effect<Uint8Array, Errors.ServiceUnavailable>
}

/** The document converter service. */
export class DocumentConverter extends Context.Tag("@atalaya/reports/DocumentConverter")<DocumentConverter, DocumentConverterShape>() {}

/** The contract's 503. */
export const unavailableError = () => new Errors.ServiceUnavailable({ detail: Errors.Texts.converterUnavailable })

/** A converter that is not there: every conversion answers 503. */
export const unavailable: Layer.Layer<DocumentConverter> = Layer.succeed(DocumentConverter, {
  name: "none",
  toPdf: () => Effect.fail(unavailableError())
})

/** `%PDF-` at the start: what every converter's answer is checked for before it is passed on. */
export const isPdf = (bytes: Uint8Array): boolean =>
  bytes.length > 5 && bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46 && bytes[4] === 0x2d
