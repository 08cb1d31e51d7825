/**
 * Outbound requests of the agency adapters: each attempt bounded in time, time-outs, dropped
 * connections and 5xx retried (twice by default), a 429 not retried (the source asked us to
 * slow down), and every failure a short reason naming the status, never the upstream body.
 */
import { Effect } from "effect"

/** Bounds of one source's requests. */
export interface RequestPolicy {
  readonly timeoutMs: number
  readonly retries: number
}

/** The defaults: the spec's REQUEST_TIMEOUT (25 s) and MAX_RETRIES (2). */
export const DEFAULT_POLICY: RequestPolicy = { timeoutMs: 25_000, retries: 2 }

/** A failed request, with a short reason. */
export class RequestFailed {
  readonly _tag = "RequestFailed"
  constructor(readonly reason: string, readonly retry: boolean) {}
}

const attempt = (url: string, init: RequestInit, timeoutMs: number): Effect.Effect<{ status: number; body: string; contentType: string }, RequestFailed> =>
  Effect.tryPromise({
    try: async (signal) => {
      const res = await fetch(url, { ...init, redirect: "follow", signal })
      return { status: res.status, body: await res.text(), contentType: res.headers.get("content-type") ?? "" }
    },
    catch: (error) => {
      const name = (error as { name?: unknown } | null)?.name
      return name === "TimeoutError" || name === "AbortError"
        ? new RequestFailed(`sin respuesta en ${timeoutMs / 1000} s`, true)
        : new RequestFailed("conexion fallida", true)
    }
  }).pipe(
    // The fiber's timer, not AbortSignal.timeout: inside AbortSignal.any, Node 20 can collect that
    // signal before it fires (nodejs/node#57736) and the attempt then waits for the server.
    Effect.timeoutFail({ duration: timeoutMs, onTimeout: () => new RequestFailed(`sin respuesta en ${timeoutMs / 1000} s`, true) })
  )

/**
 * GETs `url` and hands back the body of a 2xx answer (and of the statuses in `accept`, such as
 * openFDA's 404 for "no matches"), retrying as the policy says.
 */
export const get = (
  url: string,
  policy: RequestPolicy,
  options: { readonly accept?: ReadonlyArray<number>; readonly headers?: Record<string, string> } = {}
): Effect.Effect<{ status: number; body: string; contentType: string }, RequestFailed> => {
  const once = attempt(url, { method: "GET", headers: { accept: "application/json", "user-agent": "Atalaya/0.1 (pharmacovigilance)", ...options.headers } }, policy.timeoutMs).pipe(
    Effect.flatMap((res) => {
      if ((res.status >= 200 && res.status < 300) || options.accept?.includes(res.status)) return Effect.succeed(res)
      if (res.status === 429) return Effect.fail(new RequestFailed("HTTP 429 (limite de solicitudes)", false))
      return Effect.fail(new RequestFailed(`HTTP ${res.status}`, res.status >= 500))
    })
  )
  return Effect.retry(once, { times: policy.retries, while: (e) => e.retry })
}

/** Parses a JSON body; null when it is not JSON (a challenge page, a proxy error). */
export const parseJson = (body: string): unknown => {
  try {
    return JSON.parse(body) as unknown
  } catch {
    return null
  }
}
