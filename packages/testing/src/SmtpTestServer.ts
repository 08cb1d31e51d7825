/**
 * Test fixture: a real SMTP server on loopback (the `smtp-server` package) that records what it
 * receives, and a minimal MIME reader for the raw messages.
 */
import * as net from "node:net"
import { SMTPServer, type SMTPServerOptions } from "smtp-server"

/** One message as the server received it. */
export interface Received {
  readonly mailFrom: string | null
  readonly rcptTo: ReadonlyArray<string>
  readonly user: string | null
  readonly raw: string
}

/** A running test SMTP server. */
export interface TestSmtp {
  readonly port: number
  readonly received: Array<Received>
  readonly logins: Array<{ method: string; username: string | undefined }>
  readonly close: () => Promise<void>
}

/** Options of the test server on top of smtp-server's own. */
export interface TestSmtpOptions {
  readonly user?: string
  readonly password?: string
  /** Recipients answered with 550. */
  readonly rejectRecipients?: ReadonlyArray<string>
  readonly server?: Partial<SMTPServerOptions>
}

/** Starts an SMTP server on 127.0.0.1 at a free port, with AUTH (PLAIN, LOGIN) and without TLS. */
export const startSmtp = async (options: TestSmtpOptions = {}): Promise<TestSmtp> => {
  const received: Array<Received> = []
  const logins: Array<{ method: string; username: string | undefined }> = []
  const rejected = new Set((options.rejectRecipients ?? []).map((r) => r.toLowerCase()))
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    authOptional: options.user === undefined,
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ method: auth.method, username: auth.username })
      if (auth.username === options.user && auth.password === options.password) callback(null, { user: auth.username })
      else callback(Object.assign(new Error("Authentication failed"), { responseCode: 535 }))
    },
    onRcptTo(address, _session, callback) {
      if (rejected.has(address.address.toLowerCase())) {
        callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected: User unknown`), { responseCode: 550 }))
      } else callback()
    },
    onData(stream, session, callback) {
      const chunks: Array<Buffer> = []
      stream.on("data", (c: Buffer) => chunks.push(c))
      stream.on("end", () => {
        received.push({
          mailFrom: session.envelope.mailFrom === false ? null : session.envelope.mailFrom.address,
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === "string" ? session.user : null,
          raw: Buffer.concat(chunks).toString("utf8")
        })
        callback()
      })
    },
    ...options.server
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => resolve())
  })
  const port = (server.server.address() as net.AddressInfo).port
  return { port, received, logins, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** A loopback port with nothing listening on it. */
export const closedPort = async (): Promise<number> => {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()))
  const port = (probe.address() as net.AddressInfo).port
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

/** A TCP server that accepts connections and never says a word (an SMTP greeting that never comes). */
export const silentServer = async (): Promise<{ port: number; close: () => Promise<void> }> => {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on("close", () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      })
  }
}

/** A parsed MIME message: decoded headers and the text and HTML bodies. */
export interface ParsedMail {
  readonly header: (name: string) => string | undefined
  readonly text: string | undefined
  readonly html: string | undefined
  readonly contentType: string
}

const decodeWords = (value: string): string =>
  value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQp(data.replace(/_/g, " ")))

const decodeQp = (text: string): string => {
  const bytes: Array<number> = []
  const src = text.replace(/=\r?\n/g, "")
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!
    if (c === "=" && /^[0-9A-Fa-f]{2}$/.test(src.slice(i + 1, i + 3))) {
      bytes.push(parseInt(src.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(...Buffer.from(c, "utf8"))
  }
  return Buffer.from(bytes).toString("utf8")
}

const splitHeaders = (raw: string): { headers: Map<string, Array<string>>; body: string } => {
  const at = raw.indexOf("\r\n\r\n")
  const head = at === -1 ? raw : raw.slice(0, at)
  const body = at === -1 ? "" : raw.slice(at + 4)
  const headers = new Map<string, Array<string>>()
  for (const line of head.replace(/\r\n(?=[ \t])/g, "").split("\r\n")) {
    const colon = line.indexOf(":")
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    headers.set(name, [...(headers.get(name) ?? []), decodeWords(line.slice(colon + 1).trim())])
  }
  return { headers, body }
}

const decodeBody = (body: string, encoding: string | undefined): string => {
  switch ((encoding ?? "7bit").toLowerCase()) {
    case "quoted-printable":
      return decodeQp(body)
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
    default:
      return body
  }
}

/** Reads a raw RFC 5322 message: single-part text or multipart/alternative (enough for these tests). */
export const parseMail = (raw: string): ParsedMail => {
  const { headers, body } = splitHeaders(raw)
  const first = (name: string) => headers.get(name.toLowerCase())?.[0]
  const contentType = first("content-type") ?? "text/plain"
  let text: string | undefined
  let html: string | undefined
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1]
  if (contentType.toLowerCase().startsWith("multipart/") && boundary !== undefined) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith("--")) break
      const sub = splitHeaders(part.replace(/^\r\n/, ""))
      const type = sub.headers.get("content-type")?.[0]?.toLowerCase() ?? "text/plain"
      const decoded = decodeBody(sub.body.replace(/\r\n$/, ""), sub.headers.get("content-transfer-encoding")?.[0])
      if (type.startsWith("text/plain")) text = decoded
      else if (type.startsWith("text/html")) html = decoded
    }
  } else {
    const decoded = decodeBody(body.replace(/\r\n$/, ""), first("content-transfer-encoding"))
    if (contentType.toLowerCase().startsWith("text/html")) html = decoded
    else text = decoded
  }
  return { header: first, text, html, contentType }
}
