/**
 * The unofficial public Google endpoint the original service used (`TRANSLATE_URL`, default
 * `https://translate.googleapis.com`): `GET /translate_a/single?client=gtx&sl=&tl=&dt=t&q=`,
 * answering a nested array whose first element lists `[translated, original, …]` segments. It is
 * unofficial and may block or rate-limit at any time (service-spec "Limits"), which rule 2 absorbs.
 */
import { Effect } from "effect"
import { type Engine, EngineFailed } from "./Engine.js"
import { DEFAULT_TIMEOUT_MS, fetchJson } from "./internal/http.js"

/** The endpoint's public host. */
export const DEFAULT_URL = "https://translate.googleapis.com"

/** Options of the engine. */
export interface GoogleOptions {
  readonly url?: string
  readonly timeoutMs?: number
}

/** The translated text of the endpoint's answer, or null when it is not in the known shape. */
export const parse = (body: unknown): string | null => {
  if (!Array.isArray(body) || !Array.isArray(body[0])) return null
  const parts: Array<string> = []
  for (const segment of body[0] as Array<unknown>) {
    if (!Array.isArray(segment)) return null
    if (typeof segment[0] === "string") parts.push(segment[0])
  }
  return parts.length === 0 ? null : parts.join("")
}

/** The unofficial Google engine. */
export const make = (options: GoogleOptions = {}): Engine => {
  const base = (options.url ?? DEFAULT_URL).replace(/\/+$/, "")
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  return {
    name: "google",
    available: true,
    translate: (text, from, to) => {
      const query = new URLSearchParams({ client: "gtx", sl: from, tl: to, dt: "t", q: text })
      return fetchJson(`${base}/translate_a/single?${query}`, { method: "GET", headers: { accept: "application/json" } }, timeoutMs).pipe(
        Effect.flatMap((body) => {
          const out = parse(body)
          return out === null ? Effect.fail(new EngineFailed({ reason: "respuesta con formato desconocido" })) : Effect.succeed(out)
        })
      )
    }
  }
}
