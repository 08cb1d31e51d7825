/**
 * Outbound HTTP for the network engines: every request bounded in time, and every failure (status,
 * time-out, refused connection, unreadable body) turned into a short reason without the text.
 */
import { Effect } from "effect"
import { EngineFailed } from "../Engine.js"

/** The default bound of one engine request. */
export const DEFAULT_TIMEOUT_MS = 20_000

/** Sends one request and reads its JSON answer; non-2xx, time-outs and non-JSON fail. */
export const fetchJson = (url: string, init: RequestInit, timeoutMs: number): Effect.Effect<unknown, EngineFailed> =>
  Effect.tryPromise({
    try: async (signal) => {
      const res = await fetch(url, { ...init, signal })
      const body = await res.text()
      if (!res.ok) throw new EngineFailed({ reason: res.status === 429 ? "HTTP 429 (limite de solicitudes)" : `HTTP ${res.status}` })
      try {
        return JSON.parse(body) as unknown
      } catch {
        throw new EngineFailed({ reason: "respuesta no JSON" })
      }
    },
    catch: (error) => {
      if (error instanceof EngineFailed) return error
      const name = (error as { name?: unknown } | null)?.name
      return new EngineFailed({ reason: name === "TimeoutError" || name === "AbortError" ? `sin respuesta en ${timeoutMs} ms` : "conexion fallida" })
    }
  }).pipe(
    // The fiber's timer, not AbortSignal.timeout: inside AbortSignal.any, Node 20 can collect that
    // signal before it fires (nodejs/node#57736) and the request then waits for the server.
    Effect.timeoutFail({ duration: timeoutMs, onTimeout: () => new EngineFailed({ reason: `sin respuesta en ${timeoutMs} ms` }) })
  )
