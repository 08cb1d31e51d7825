/**
 * A small POP3 client (RFC 1939, RFC 2449 CAPA, RFC 2595 STLS) over node:net/node:tls: greeting,
 * optional STLS, USER/PASS, UIDL, LIST, RETR, QUIT. Only what mail intake needs.
 *
 * Why our own: the npm clients read replies chunk by chunk as TCP delivers them (a status line or
 * the `.` terminator split across two chunks is misread) and leave dot-stuffing in message bodies.
 * This one buffers bytes and reads whole lines, un-stuffs multi-line replies, bounds every wait with
 * a timeout, and keeps one command in flight.
 */
import * as net from "node:net"
import * as tls from "node:tls"

/** How the connection is protected. */
export type Pop3Security = "tls" | "starttls" | "none"

/** Connection settings. */
export interface Pop3Options {
  readonly host: string
  readonly port: number
  readonly security: Pop3Security
  readonly user: string
  readonly password: string
  /** Bound on every wait (connect, each reply), in ms. */
  readonly timeoutMs: number
  /** Extra TLS options (a private CA, `rejectUnauthorized` for tests). */
  readonly tls?: tls.ConnectionOptions
}

/** A POP3 failure; the message never carries the password. */
export class Pop3Error extends Error {
  override readonly name = "Pop3Error"
}

const CRLF = Buffer.from("\r\n")

/** One entry of UIDL or LIST. */
export interface Pop3Entry {
  readonly n: number
  readonly value: string
}

/** An open, authenticated POP3 session. */
export class Pop3Session {
  private buffer: Buffer = Buffer.alloc(0)
  private waiter: (() => void) | null = null
  private failure: Error | null = null

  private constructor(private socket: net.Socket, private readonly timeoutMs: number) {
    this.attach(socket)
  }

  /** Connects, upgrades with STLS when asked, and signs in with USER/PASS. */
  static async open(options: Pop3Options): Promise<Pop3Session> {
    const socket = await connect(options)
    const session = new Pop3Session(socket, options.timeoutMs)
    try {
      await session.status()
      if (options.security === "starttls") {
        await session.command("STLS")
        await session.upgrade(options)
      }
      await session.command(`USER ${options.user}`)
      await session.command(`PASS ${options.password}`, "PASS")
      return session
    } catch (error) {
      session.destroy()
      throw error
    }
  }

  private attach(socket: net.Socket): void {
    socket.on("data", (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk])
      this.wake()
    })
    socket.on("timeout", () => {
      this.fail(new Pop3Error("POP3: tiempo de espera agotado"))
      socket.destroy()
    })
    socket.on("error", (error) => this.fail(new Pop3Error(`POP3: ${error.message}`)))
    socket.on("close", () => this.fail(new Pop3Error("POP3: conexión cerrada por el servidor")))
  }

  private fail(error: Error): void {
    this.failure ??= error
    this.wake()
  }

  private wake(): void {
    const waiter = this.waiter
    this.waiter = null
    waiter?.()
  }

  private async upgrade(options: Pop3Options): Promise<void> {
    if (this.buffer.length > 0) throw new Pop3Error("POP3: datos inesperados antes de STLS")
    const plain = this.socket
    plain.removeAllListeners("data")
    plain.removeAllListeners("timeout")
    const secure = tls.connect({ socket: plain, servername: net.isIP(options.host) ? undefined : options.host, ...options.tls })
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Pop3Error("POP3: tiempo de espera agotado en STLS")), this.timeoutMs)
      secure.once("secureConnect", () => {
        clearTimeout(timer)
        resolve()
      })
      secure.once("error", (error) => {
        clearTimeout(timer)
        reject(new Pop3Error(`POP3: ${error.message}`))
      })
    })
    this.socket = secure
    this.attach(secure)
  }

  /**
   * Waits for more bytes. The timeout runs only while a reply is awaited: between commands the
   * session may sit idle while intake works on a message (the server's own autologout applies).
   */
  private async more(): Promise<void> {
    if (this.failure !== null) throw this.failure
    this.socket.setTimeout(this.timeoutMs)
    try {
      await new Promise<void>((resolve) => {
        this.waiter = resolve
      })
    } finally {
      this.socket.setTimeout(0)
    }
  }

  /** The next CRLF-terminated line (without CRLF), waiting for bytes as needed. */
  private async line(): Promise<Buffer> {
    for (;;) {
      const end = this.buffer.indexOf(CRLF)
      if (end >= 0) {
        const line = this.buffer.subarray(0, end)
        this.buffer = this.buffer.subarray(end + 2)
        return line
      }
      await this.more()
    }
  }

  /** Reads one status line; `-ERR` fails (with the server's words, never the command's arguments). */
  private async status(command = "saludo"): Promise<string> {
    const line = (await this.line()).toString("latin1")
    if (line.startsWith("+OK")) return line.slice(3).trim()
    if (line.startsWith("-ERR")) throw new Pop3Error(`POP3 ${command}: ${line.slice(4).trim() || "error"}`)
    throw new Pop3Error(`POP3 ${command}: respuesta inesperada`)
  }

  /** Sends a command and reads its status line. `label` names it in errors (PASS never shows its argument). */
  async command(text: string, label = text.split(" ")[0]!): Promise<string> {
    if (this.failure !== null) throw this.failure
    this.socket.write(`${text}\r\n`)
    return this.status(label)
  }

  /** The body of a multi-line reply, dot-stuffing undone, lines joined with CRLF. */
  private async multiline(): Promise<Buffer> {
    const parts: Array<Buffer> = []
    for (;;) {
      // Whole lines already buffered are taken without awaiting each one.
      let end = this.buffer.indexOf(CRLF)
      while (end >= 0) {
        const line = this.buffer.subarray(0, end)
        this.buffer = this.buffer.subarray(end + 2)
        if (line.length === 1 && line[0] === 0x2e) return Buffer.concat(parts)
        parts.push(line[0] === 0x2e ? line.subarray(1) : line, CRLF)
        end = this.buffer.indexOf(CRLF)
      }
      await this.more()
    }
  }

  private async listing(command: string): Promise<Array<Pop3Entry>> {
    await this.command(command)
    const body = (await this.multiline()).toString("latin1")
    const out: Array<Pop3Entry> = []
    for (const line of body.split("\r\n")) {
      const match = /^(\d+)\s+(\S+)/.exec(line)
      if (match) out.push({ n: Number(match[1]), value: match[2]! })
    }
    return out
  }

  /** Unique ids of every message (`UIDL`), by message number. */
  uidl(): Promise<Array<Pop3Entry>> {
    return this.listing("UIDL")
  }

  /** Sizes of every message in octets (`LIST`), by message number. */
  list(): Promise<Array<Pop3Entry>> {
    return this.listing("LIST")
  }

  /** The whole message `n` (`RETR`). */
  async retrieve(n: number): Promise<Buffer> {
    await this.command(`RETR ${n}`)
    return this.multiline()
  }

  /** Ends the session politely; never fails. */
  async quit(): Promise<void> {
    try {
      if (this.failure === null) await this.command("QUIT")
    } catch {
      // Closing anyway.
    } finally {
      this.destroy()
    }
  }

  /** Drops the connection. */
  destroy(): void {
    this.failure ??= new Pop3Error("POP3: sesión cerrada")
    this.socket.destroy()
  }
}

const connect = (options: Pop3Options): Promise<net.Socket> =>
  new Promise((resolve, reject) => {
    const socket = options.security === "tls"
      ? tls.connect({ host: options.host, port: options.port, servername: net.isIP(options.host) ? undefined : options.host, ...options.tls })
      : net.connect({ host: options.host, port: options.port })
    const ready = options.security === "tls" ? "secureConnect" : "connect"
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Pop3Error("POP3: tiempo de espera agotado al conectar"))
    }, options.timeoutMs)
    socket.once(ready, () => {
      clearTimeout(timer)
      socket.removeAllListeners("error")
      resolve(socket)
    })
    socket.once("error", (error) => {
      clearTimeout(timer)
      reject(new Pop3Error(`POP3: ${error.message}`))
    })
  })
