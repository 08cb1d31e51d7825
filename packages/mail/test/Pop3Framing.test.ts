/**
 * The POP3 client's framing against a loopback server that writes its replies one byte at a time
 * or all at once: status lines and the `.` terminator split across TCP chunks, dot-stuffed lines,
 * a stalled reply bounded by the timeout, `-ERR` answers. Dovecot (MailSources.test.ts) is the
 * real peer; this server exists to control how bytes are cut on the wire, which a real one does not.
 */
import { Effect, Either } from "effect"
import * as net from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { Pop3MailSource } from "../src/index.js"

const MESSAGE = ["From: a@b.test", "Subject: prueba", "Message-ID: <m1@b.test>", "", "linea 1", ".comienza con punto", "..dos puntos", "."].join("\r\n")
// On the wire every line starting with '.' gets one more.
const STUFFED = MESSAGE.split("\r\n").map((l) => (l.startsWith(".") ? `.${l}` : l)).join("\r\n")

type Mode = "bytewise" | "whole" | "stall-retr"

const servers: Array<net.Server> = []

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

/** A scripted POP3 server with one message, writing as `mode` says. */
const pop3Server = async (mode: Mode) => {
  const commands: Array<string> = []
  const server = net.createServer((socket) => {
    const send = async (text: string) => {
      if (mode !== "bytewise") return void socket.write(text)
      for (const byte of Buffer.from(text)) {
        if (socket.destroyed) return
        socket.write(Buffer.from([byte]))
        await new Promise((resolve) => setImmediate(resolve))
      }
    }
    let pending = ""
    let queue = Promise.resolve()
    socket.on("error", () => undefined)
    socket.on("data", (chunk) => {
      pending += chunk.toString("latin1")
      let end = pending.indexOf("\r\n")
      while (end >= 0) {
        const line = pending.slice(0, end)
        pending = pending.slice(end + 2)
        commands.push(line)
        const [verb] = line.split(" ")
        const reply = verb === "USER" ? "+OK\r\n"
          : verb === "PASS" ? (line === "PASS buena" ? "+OK sesion abierta\r\n" : "-ERR [AUTH] Authentication failed.\r\n")
          : verb === "UIDL" ? "+OK\r\n1 uid-0001\r\n.\r\n"
          : verb === "LIST" ? `+OK\r\n1 ${Buffer.byteLength(MESSAGE) + 2}\r\n.\r\n`
          : verb === "RETR" ? (mode === "stall-retr" ? null : `+OK message follows\r\n${STUFFED}\r\n.\r\n`)
          : verb === "QUIT" ? "+OK bye\r\n"
          : "-ERR unknown\r\n"
        if (reply !== null) queue = queue.then(() => send(reply))
        end = pending.indexOf("\r\n")
      }
    })
    queue = queue.then(() => send("+OK POP3 listo\r\n"))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  servers.push(server)
  return { port: (server.address() as net.AddressInfo).port, commands }
}

const read = (port: number, password = "buena", timeoutMs = 5_000) =>
  Effect.runPromise(Effect.either(Effect.scoped(Effect.gen(function*() {
    const session = yield* Pop3MailSource.make({ host: "127.0.0.1", port, security: "none", user: "u", password, timeoutMs }).open
    const refs = yield* session.list(null)
    return { refs, mail: yield* session.fetch(refs[0]!) }
  }))))

describe("POP3 framing", () => {
  for (const mode of ["bytewise", "whole"] as const) {
    it(`reads replies and a dot-stuffed message delivered ${mode === "bytewise" ? "one byte per chunk" : "in one chunk"}`, async () => {
      const server = await pop3Server(mode)
      const result = await read(server.port)
      if (Either.isLeft(result)) expect.fail(result.left.reason)
      expect(result.right.refs).toEqual([{ key: "uid-0001", cursor: null, size: Buffer.byteLength(MESSAGE) + 2 }])
      expect(result.right.mail.messageId).toBe("<m1@b.test>")
      expect(result.right.mail.text).toBe("linea 1\n.comienza con punto\n..dos puntos\n.")
      expect(server.commands).toEqual(["USER u", "PASS buena", "UIDL", "LIST", "RETR 1", "QUIT"])
    })
  }

  it("reports -ERR with the server's words and never the password", async () => {
    const server = await pop3Server("whole")
    const result = await read(server.port, "mala-clave-77")
    expect(Either.isLeft(result) && result.left.reason).toBe("POP3 PASS: [AUTH] Authentication failed.")
  })

  it("bounds a reply that never comes by the timeout", async () => {
    const server = await pop3Server("stall-retr")
    const started = Date.now()
    const result = await read(server.port, "buena", 300)
    expect(Either.isLeft(result) && result.left.reason).toBe("POP3: tiempo de espera agotado")
    expect(Date.now() - started).toBeLessThan(3_000)
  })
})
