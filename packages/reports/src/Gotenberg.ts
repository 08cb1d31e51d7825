/**
 * The DocumentConverter over an external conversion service speaking Gotenberg's HTTP API
 * (`POST {CONVERTER_URL}/forms/libreoffice/convert`, multipart `files`, answer: the PDF).
 */
import { Effect, Layer } from "effect"
import { DocumentConverter, type DocumentConverterShape, isPdf, type SourceFormat, unavailable, unavailableError } from "./DocumentConverter.js"

/** Options of {@link layer}. */
export interface GotenbergOptions {
  /** The service's base URL (default: `CONVERTER_URL`). */
  readonly url?: string | undefined
  /** Time limit of one conversion in ms (default 60 s). */
  readonly timeoutMs?: number
}

const MIME: Record<SourceFormat, string> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
}

/** Converts through the service at `url`. */
export const make = (url: string, options: GotenbergOptions = {}): DocumentConverterShape => ({
  name: "gotenberg",
  toPdf: (bytes: Uint8Array, format: SourceFormat) =>
    Effect.tryPromise({
      try: async (signal) => {
        const form = new FormData()
        form.append("files", new Blob([bytes], { type: MIME[format] }), `documento.${format}`)
        const response = await fetch(`${url.replace(/\/+$/, "")}/forms/libreoffice/convert`, {
          method: "POST",
          body: form,
          signal
        })
        if (!response.ok) throw new Error(`converter answered ${response.status}`)
        const pdf = new Uint8Array(await response.arrayBuffer())
        if (!isPdf(pdf)) throw new Error("not a PDF")
        return pdf
      },
      catch: unavailableError
    }).pipe(
      // The fiber's timer, not AbortSignal.timeout: inside AbortSignal.any, Node 20 can collect that
      // signal before it fires (nodejs/node#57736) and the conversion then waits for the service.
      Effect.timeoutFail({ duration: options.timeoutMs ?? 60_000, onTimeout: unavailableError })
    )
})

/** The Gotenberg converter, or the 503 one when no URL is configured. */
export const layer = (options: GotenbergOptions = {}): Layer.Layer<DocumentConverter> => {
  const url = options.url ?? process.env.CONVERTER_URL
  return url === undefined || url === "" ? unavailable : Layer.succeed(DocumentConverter, make(url, options))
}
