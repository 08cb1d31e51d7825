/**
 * A loopback server speaking Gotenberg's HTTP API (`POST /forms/libreoffice/convert`, multipart
 * `files`, answer: `application/pdf`; `GET /health`), for the converter adapter's tests. The
 * conversion itself is the caller's (a real LibreOffice in the tests), so the adapter is tested
 * against the protocol and real output; `fail` makes it answer 503 like an overloaded service.
 */
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { Readable } from "node:stream"

/** A request the server received. */
export interface ReceivedConversion {
  readonly fileName: string
  readonly bytes: Uint8Array
}

/** A running server. */
export interface GotenbergTestServer {
  readonly url: string
  readonly received: Array<ReceivedConversion>
  /** Makes the next conversions fail (HTTP 503) until set back to false. */
  fail: boolean
  readonly close: () => Promise<void>
}

/** Starts the server on a free loopback port; `convert` turns one uploaded file into PDF bytes. */
export const startGotenbergTestServer = async (
  convert: (bytes: Uint8Array, fileName: string) => Promise<Uint8Array>
): Promise<GotenbergTestServer> => {
  const received: Array<ReceivedConversion> = []
  const state = { fail: false }
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method === "GET" && req.url === "/health") {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ status: "up" }))
        return
      }
      if (req.method !== "POST" || req.url !== "/forms/libreoffice/convert") {
        res.writeHead(404).end("Not Found")
        return
      }
      const request = new Request(`http://localhost${req.url}`, {
        method: "POST",
        headers: req.headers as Record<string, string>,
        body: Readable.toWeb(req) as ReadableStream,
        duplex: "half"
      } as RequestInit)
      const form = await request.formData()
      const file = form.get("files")
      if (!(file instanceof File)) {
        res.writeHead(400, { "content-type": "text/plain" }).end("no form file found for key 'files'")
        return
      }
      const bytes = new Uint8Array(await file.arrayBuffer())
      received.push({ fileName: file.name, bytes })
      if (state.fail) {
        res.writeHead(503, { "content-type": "text/plain" }).end("Service Unavailable")
        return
      }
      const pdf = await convert(bytes, file.name)
      res.writeHead(200, { "content-type": "application/pdf", "content-disposition": `attachment; filename="${file.name.replace(/\.\w+$/, "")}.pdf"` }).end(pdf)
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500).end("Internal Server Error")
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    get fail() { return state.fail },
    set fail(value: boolean) { state.fail = value },
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
