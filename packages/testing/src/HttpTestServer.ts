/**
 * Test fixture: a real HTTP server on loopback that answers each request as a test scripts it —
 * JSON, text, any status and headers, a slow answer (a time-out on the client side) or a dropped
 * connection — and records every request. Adapters of public data sources (openFDA, CIMA, Socrata,
 * LibreTranslate…) are tested against it with fixtures written from each source's documentation,
 * so no test reaches the internet.
 */
import * as http from "node:http"
import type * as net from "node:net"

/** One request as the server received it. */
export interface RecordedRequest {
  readonly method: string
  /** Path and query as sent, e.g. `/drug/drugsfda.json?search=…`. */
  readonly url: string
  readonly path: string
  readonly query: URLSearchParams
  readonly headers: http.IncomingHttpHeaders
  /** The body as text (empty for GET). */
  readonly body: string
}

/** How the server answers one request. Every variant may wait `delayMs` first. */
export type HttpReply =
  | { readonly status?: number; readonly json: unknown; readonly headers?: Record<string, string>; readonly delayMs?: number }
  | { readonly status?: number; readonly text: string; readonly contentType?: string; readonly headers?: Record<string, string>; readonly delayMs?: number }
  | { readonly status?: number; readonly bytes: Uint8Array; readonly contentType?: string; readonly headers?: Record<string, string>; readonly delayMs?: number }
  /** The socket is destroyed without an answer. */
  | { readonly drop: true; readonly delayMs?: number }

/** Decides the reply to a request. */
export type HttpHandler = (request: RecordedRequest) => HttpReply | Promise<HttpReply>

/** A running loopback server. */
export interface HttpTestServer {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  readonly url: string
  /** Every request received so far, oldest first. */
  readonly requests: Array<RecordedRequest>
  /** Replaces the handler (the next requests are answered by it). */
  readonly setHandler: (handler: HttpHandler) => void
  readonly close: () => Promise<void>
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Starts a server on 127.0.0.1 at a free port; unhandled paths answer 404 JSON. */
export const startHttp = async (handler: HttpHandler = () => ({ status: 404, json: { error: "not found" } })): Promise<HttpTestServer> => {
  let current = handler
  const requests: Array<RecordedRequest> = []
  const sockets = new Set<net.Socket>()
  const server = http.createServer((req, res) => {
    const chunks: Array<Buffer> = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      void (async () => {
        const url = new URL(req.url ?? "/", "http://127.0.0.1")
        const recorded: RecordedRequest = {
          method: req.method ?? "GET", url: req.url ?? "/", path: url.pathname, query: url.searchParams,
          headers: req.headers, body: Buffer.concat(chunks).toString("utf8")
        }
        requests.push(recorded)
        let reply: HttpReply
        try {
          reply = await current(recorded)
        } catch (error) {
          reply = { status: 500, text: String(error) }
        }
        if (reply.delayMs !== undefined) await sleep(reply.delayMs)
        if (res.destroyed) return
        if ("drop" in reply) {
          req.socket.destroy()
          return
        }
        const headers: Record<string, string> = { ...reply.headers }
        let payload: Uint8Array | string
        if ("json" in reply) {
          payload = JSON.stringify(reply.json)
          headers["content-type"] ??= "application/json; charset=utf-8"
        } else if ("text" in reply) {
          payload = reply.text
          headers["content-type"] ??= reply.contentType ?? "text/plain; charset=utf-8"
        } else {
          payload = reply.bytes
          headers["content-type"] ??= reply.contentType ?? "application/octet-stream"
        }
        res.writeHead(reply.status ?? 200, headers)
        res.end(payload)
      })()
    })
  })
  server.on("connection", (s) => {
    sockets.add(s)
    s.on("close", () => sockets.delete(s))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = (server.address() as net.AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setHandler: (h) => {
      current = h
    },
    close: () => new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy()
      server.close(() => resolve())
    })
  }
}
