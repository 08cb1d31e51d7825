/**
 * The converter a deployment gets from its environment: the service at `CONVERTER_URL` (Gotenberg's
 * API) when set, else the local LibreOffice (`SOFFICE_PATH` or PATH), else the 503 stand-in.
 */
import type { Layer } from "effect"
import type { DocumentConverter } from "./DocumentConverter.js"
import * as Gotenberg from "./Gotenberg.js"
import * as LibreOffice from "./LibreOffice.js"

/** Picks the converter from `env`. */
export const layerFromEnv = (env: Readonly<Record<string, string | undefined>> = process.env): Layer.Layer<DocumentConverter> => {
  const url = env.CONVERTER_URL
  if (url !== undefined && url !== "") return Gotenberg.layer({ url })
  return LibreOffice.layer({ path: env.SOFFICE_PATH, concurrency: Number(env.SOFFICE_CONCURRENCY ?? 2) || 2 })
}
