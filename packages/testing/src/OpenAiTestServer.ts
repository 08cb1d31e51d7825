/**
 * Test fixture: a real HTTP server on loopback that speaks the OpenAI chat-completions API
 * (`POST /v1/chat/completions`, `GET /v1/models`), records every completion request, and answers
 * as each test scripts it: a JSON value, raw text (invalid JSON, fenced JSON), an HTTP error, a
 * slow answer, a dropped connection. Point any OpenAI-compatible client at {@link OpenAiTestServer.baseURL}.
 */
import * as http from "node:http"
import type * as net from "node:net"

/** One chat message as the client sent it (content flattened to text). */
export interface ChatMessage {
  readonly role: string
  readonly content: string
}

/** One completion request as the server received it. */
export interface ChatRequest {
  /** 1-based position among the completion requests this server received. */
  readonly index: number
  readonly model: string
  readonly messages: ReadonlyArray<ChatMessage>
  /** Every `system` (and `developer`) message joined with a blank line. */
  readonly system: string
  /** The last `user` message, usually the task's JSON payload. */
  readonly user: string
  /** `response_format` as sent, or undefined. */
  readonly responseFormat: unknown
  /** `response_format.json_schema.name`, or null. */
  readonly schemaName: string | null
  /** `response_format.json_schema.schema`, or null. */
  readonly schema: unknown
  /** `response_format.json_schema.strict`, or null when absent. */
  readonly strict: boolean | null
  /** Whether the body carried a `temperature` key at all. */
  readonly hasTemperature: boolean
  readonly temperature: number | undefined
  /** The `Authorization` header, or null when the client sent none. */
  readonly authorization: string | null
  /** The whole parsed body. */
  readonly body: Readonly<Record<string, unknown>>
}

/** How the server answers one completion request. Every variant may wait `delayMs` before answering. */
export type Reply =
  /** 200 with `JSON.stringify(json)` as the assistant message (valid or schema-violating JSON). */
  | { readonly json: unknown; readonly model?: string; readonly delayMs?: number }
  /** 200 with this exact assistant content (invalid JSON, fenced JSON, prose). */
  | { readonly content: string; readonly model?: string; readonly delayMs?: number }
  /** 200 with a refusal and no content. */
  | { readonly refusal: string; readonly delayMs?: number }
  /** This HTTP status with an OpenAI-shaped error body. */
  | { readonly status: number; readonly message?: string; readonly delayMs?: number }
  /** The socket is destroyed without an answer (a connection error on the client side). */
  | { readonly drop: true; readonly delayMs?: number }

/** Decides the reply of a request that no queued reply covers. */
export type Handler = (request: ChatRequest) => Reply | Promise<Reply>

/** Reply constructors, for readable scripts. */
export const Replies = {
  /** A valid (or schema-violating) JSON answer. */
  json: (value: unknown, options: { model?: string; delayMs?: number } = {}): Reply => ({ json: value, ...options }),
  /** Raw assistant content. */
  content: (text: string, options: { model?: string; delayMs?: number } = {}): Reply => ({ content: text, ...options }),
  /** Content that is not JSON at all. */
  invalidJson: (): Reply => ({ content: "Lo siento, no puedo responder en JSON {" }),
  /** The JSON value inside a ```json fence, as some local servers answer. */
  fenced: (value: unknown): Reply => ({ content: "```json\n" + JSON.stringify(value, null, 2) + "\n```" }),
  /** An HTTP error status. */
  status: (status: number, message = `test server error ${status}`): Reply => ({ status, message }),
  /** Any reply, answered after `delayMs`. */
  slow: (delayMs: number, reply: Reply): Reply => ({ ...reply, delayMs }),
  /** A refusal. */
  refusal: (text = "No puedo ayudar con eso."): Reply => ({ refusal: text }),
  /** A dropped connection. */
  drop: (): Reply => ({ drop: true })
} as const

/**
 * A handler choosing by the request's structured-output schema name (each task of the product
 * uses its own `schemaName`); unknown names answer 400 so a missing script is loud.
 */
export const bySchema = (routes: Readonly<Record<string, Reply | Handler>>): Handler => (request) => {
  const route = request.schemaName === null ? undefined : routes[request.schemaName]
  if (route === undefined) return { status: 400, message: `OpenAiTestServer: no reply for schema ${String(request.schemaName)}` }
  return typeof route === "function" ? route(request) : route
}

/** Options of {@link startOpenAi}. */
export interface OpenAiTestServerOptions {
  /** Answers requests when the queue is empty; without one such requests get a 500. */
  readonly handler?: Handler
  /** Model ids `GET /v1/models` lists; default `["gpt-4o-mini"]`. */
  readonly models?: ReadonlyArray<string>
}

/** A running OpenAI-compatible test server. */
export interface OpenAiTestServer {
  readonly port: number
  /** `http://127.0.0.1:<port>/v1`, the client's `baseURL`. */
  readonly baseURL: string
  /** Every completion request received, oldest first (including ones the client gave up on). */
  readonly requests: Array<ChatRequest>
  /** Queues replies for the next requests, in order; they take precedence over the handler. */
  readonly enqueue: (...replies: ReadonlyArray<Reply>) => void
  /** Replaces the handler used when the queue is empty (undefined: answer 500). */
  readonly setHandler: (handler: Handler | undefined) => void
  /** Empties the queue and the recorded requests (the handler stays). */
  readonly reset: () => void
  /** Completion requests received since a mark taken with `requests.length`. */
  readonly since: (mark: number) => ReadonlyArray<ChatRequest>
  readonly close: () => Promise<void>
}

const textOf = (content: unknown): string => {
  if (typeof content === "string") return content
  if (Array.isArray(content)) {
    return content.map((part) => (typeof part === "object" && part !== null && typeof (part as { text?: unknown }).text === "string" ? (part as { text: string }).text : "")).join("")
  }
  return ""
}

const readBody = (req: http.IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Array<Buffer> = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    req.on("error", reject)
  })

const sendJson = (res: http.ServerResponse, status: number, body: unknown): void => {
  const text = JSON.stringify(body)
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) })
  res.end(text)
}

const errorType = (status: number): string =>
  status === 401 ? "authentication_error" : status === 429 ? "rate_limit_error" : status >= 500 ? "server_error" : "invalid_request_error"

/** Starts the server on 127.0.0.1 at a free port. */
export const startOpenAi = async (options: OpenAiTestServerOptions = {}): Promise<OpenAiTestServer> => {
  const requests: Array<ChatRequest> = []
  const queue: Array<Reply> = []
  let handler = options.handler
  let counter = 0
  const sockets = new Set<net.Socket>()
  const timers = new Set<NodeJS.Timeout>()
  const models = options.models ?? ["gpt-4o-mini"]

  const wait = (ms: number, res: http.ServerResponse): Promise<boolean> =>
    new Promise((resolve) => {
      if (ms <= 0) return resolve(true)
      const timer = setTimeout(() => {
        timers.delete(timer)
        resolve(!res.destroyed && !res.writableEnded)
      }, ms)
      timers.add(timer)
      // The client gave up (timeout, abort): stop waiting.
      res.on("close", () => {
        if (timers.delete(timer)) {
          clearTimeout(timer)
          resolve(false)
        }
      })
    })

  const answer = async (request: ChatRequest, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const reply: Reply = queue.shift() ?? (handler === undefined
      ? { status: 500, message: "OpenAiTestServer: no reply scripted" }
      : await handler(request))
    if (!(await wait(reply.delayMs ?? 0, res))) return
    if ("drop" in reply) {
      req.socket.destroy()
      return
    }
    if ("status" in reply) {
      sendJson(res, reply.status, { error: { message: reply.message ?? `error ${reply.status}`, type: errorType(reply.status), param: null, code: null } })
      return
    }
    const refusal = "refusal" in reply ? reply.refusal : null
    const content = "json" in reply ? JSON.stringify(reply.json) : "content" in reply ? reply.content : null
    const model = ("model" in reply ? reply.model : undefined) ?? request.model
    sendJson(res, 200, {
      id: `chatcmpl-test-${request.index}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message: { role: "assistant", content, refusal }, logprobs: null, finish_reason: "stop" }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 }
    })
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1")
    const run = async () => {
      if (req.method === "GET" && url.pathname === "/v1/models") {
        return sendJson(res, 200, { object: "list", data: models.map((id) => ({ id, object: "model", created: 0, owned_by: "atalaya-test" })) })
      }
      if (req.method !== "POST" || url.pathname !== "/v1/chat/completions") {
        return sendJson(res, 404, { error: { message: `no route ${req.method} ${url.pathname}`, type: "invalid_request_error", param: null, code: null } })
      }
      let body: Record<string, unknown>
      try {
        const parsed: unknown = JSON.parse(await readBody(req))
        if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error("not an object")
        body = parsed as Record<string, unknown>
      } catch {
        return sendJson(res, 400, { error: { message: "body is not a JSON object", type: "invalid_request_error", param: null, code: null } })
      }
      const messages: Array<ChatMessage> = Array.isArray(body.messages)
        ? body.messages.map((m: unknown) => {
          const msg = (typeof m === "object" && m !== null ? m : {}) as { role?: unknown; content?: unknown }
          return { role: String(msg.role), content: textOf(msg.content) }
        })
        : []
      const format = body.response_format as { json_schema?: { name?: unknown; schema?: unknown; strict?: unknown } } | undefined
      const jsonSchema = typeof format === "object" && format !== null ? format.json_schema : undefined
      const request: ChatRequest = {
        index: ++counter,
        model: String(body.model),
        messages,
        system: messages.filter((m) => m.role === "system" || m.role === "developer").map((m) => m.content).join("\n\n"),
        user: [...messages].reverse().find((m) => m.role === "user")?.content ?? "",
        responseFormat: body.response_format,
        schemaName: typeof jsonSchema?.name === "string" ? jsonSchema.name : null,
        schema: jsonSchema?.schema ?? null,
        strict: typeof jsonSchema?.strict === "boolean" ? jsonSchema.strict : null,
        hasTemperature: Object.prototype.hasOwnProperty.call(body, "temperature"),
        temperature: typeof body.temperature === "number" ? body.temperature : undefined,
        authorization: typeof req.headers.authorization === "string" ? req.headers.authorization : null,
        body
      }
      requests.push(request)
      await answer(request, req, res)
    }
    run().catch((error: unknown) => {
      if (!res.headersSent && !res.destroyed) sendJson(res, 500, { error: { message: `OpenAiTestServer: ${error instanceof Error ? error.message : String(error)}`, type: "server_error", param: null, code: null } })
    })
  })
  server.on("connection", (socket) => {
    sockets.add(socket)
    socket.on("close", () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => resolve())
  })
  const port = (server.address() as net.AddressInfo).port
  return {
    port,
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => void queue.push(...replies),
    setHandler: (next) => {
      handler = next
    },
    reset: () => {
      queue.length = 0
      requests.length = 0
    },
    since: (mark) => requests.slice(mark),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer)
        timers.clear()
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
  }
}
