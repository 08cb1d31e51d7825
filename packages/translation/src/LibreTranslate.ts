/**
 * A self-hosted LibreTranslate at `TRANSLATE_URL`, through its HTTP API: `POST /translate` with
 * `{q, source, target, format: "text", api_key?}` answering `{translatedText}`; `q` may be an
 * array, answered by an array in the same order (LibreTranslate's API documentation).
 */
import { Effect } from "effect"
import { type Engine, EngineFailed } from "./Engine.js"
import { DEFAULT_TIMEOUT_MS, fetchJson } from "./internal/http.js"

/** Options of the LibreTranslate engine. */
export interface LibreTranslateOptions {
  /** The server's base URL, e.g. `http://translate.internal:5000`. */
  readonly url: string
  readonly apiKey?: string
  readonly timeoutMs?: number
}

/** The LibreTranslate engine. */
export const make = (options: LibreTranslateOptions): Engine => {
  const endpoint = `${options.url.replace(/\/+$/, "")}/translate`
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const call = (q: string | ReadonlyArray<string>, from: string, to: string) =>
    fetchJson(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ q, source: from, target: to, format: "text", ...(options.apiKey ? { api_key: options.apiKey } : {}) })
    }, timeoutMs).pipe(Effect.map((body) => (body as { translatedText?: unknown } | null)?.translatedText))
  return {
    name: "libretranslate",
    available: true,
    translate: (text, from, to) =>
      Effect.flatMap(call(text, from, to), (t) => typeof t === "string" ? Effect.succeed(t) : Effect.fail(new EngineFailed({ reason: "respuesta sin translatedText" }))),
    translateMany: (texts, from, to) =>
      Effect.flatMap(call(texts, from, to), (t) =>
        Array.isArray(t) && t.length === texts.length && t.every((x): x is string => typeof x === "string")
          ? Effect.succeed(t)
          : Effect.fail(new EngineFailed({ reason: "respuesta sin translatedText" })))
  }
}
