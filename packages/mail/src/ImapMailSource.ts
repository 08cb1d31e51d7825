/**
 * An IMAP mailbox as a mail source, with imapflow. Messages are named by `UIDVALIDITY:UID`, and
 * the cursor remembers the last UID seen under a UIDVALIDITY: a poll asks only for later UIDs, and
 * a mailbox whose UIDVALIDITY changed (rebuilt) is listed again from the start (Message-IDs keep
 * the messages already taken from being taken again). The mailbox is opened read-only, so intake
 * changes no flag that people reading the same mailbox rely on.
 */
import { MailSource } from "@atalaya/intake"
import { Effect } from "effect"
import { ImapFlow } from "imapflow"
import type * as tls from "node:tls"
import * as MailParse from "./MailParse.js"

/** Settings of an IMAP mailbox. */
export interface ImapConfig {
  readonly host: string
  /** Default 993 with `tls`, 143 otherwise. */
  readonly port?: number
  /** `tls` (implicit, port 993), `starttls` (required) or `none`. */
  readonly security: "tls" | "starttls" | "none"
  readonly user: string
  readonly password: string
  /** Default `INBOX`. */
  readonly mailbox?: string
  /** Bound on connecting and on each wait for the server, in ms (default 30 s). */
  readonly timeoutMs?: number
  /** Extra TLS options (a private CA). */
  readonly tls?: tls.ConnectionOptions
}

const reason = (error: unknown): string => {
  const e = error as { authenticationFailed?: boolean; responseText?: string; code?: string; message?: string }
  if (e?.authenticationFailed === true) return "IMAP: autenticación rechazada"
  const text = e?.responseText ?? e?.code ?? e?.message ?? String(error)
  return `IMAP: ${text}`
}

/** Reads `UIDVALIDITY:UID`; null for anything else. */
export const parseCursor = (cursor: string | null): { readonly validity: string; readonly uid: number } | null => {
  const match = cursor === null ? null : /^(\d+):(\d+)$/.exec(cursor)
  return match ? { validity: match[1]!, uid: Number(match[2]) } : null
}

/** The mail source over an IMAP mailbox. */
export const make = (config: ImapConfig): MailSource.MailSource => {
  const port = config.port ?? (config.security === "tls" ? 993 : 143)
  const mailbox = config.mailbox ?? "INBOX"
  const timeoutMs = config.timeoutMs ?? 30_000
  const fail = (error: unknown) => new MailSource.MailSourceError({ reason: reason(error) })
  const connect = async () => {
    const client = new ImapFlow({
      host: config.host,
      port,
      secure: config.security === "tls",
      doSTARTTLS: config.security === "starttls" ? true : config.security === "none" ? false : undefined,
      auth: { user: config.user, pass: config.password },
      // imapflow logs commands and server replies: mail content and addresses stay out of logs.
      logger: false,
      disableAutoIdle: true,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: Math.max(timeoutMs, 60_000),
      ...(config.tls !== undefined ? { tls: config.tls } : {})
    })
    // A connection dropped between commands is reported by the next command; the event must not crash the process.
    client.on("error", () => undefined)
    try {
      await client.connect()
      return client
    } catch (error) {
      client.close()
      throw error
    }
  }
  return {
    id: `imap:${config.user}@${config.host}:${port}/${mailbox}`,
    open: Effect.map(
      Effect.acquireRelease(
        Effect.tryPromise({ try: connect, catch: fail }),
        (client) => Effect.promise(() => client.logout().catch(() => client.close()))
      ),
      (client): MailSource.MailboxSession => {
        let validity: string | null = null
        return {
          list: (cursor) =>
            Effect.tryPromise({
              try: async () => {
                const box = await client.mailboxOpen(mailbox, { readOnly: true })
                validity = String(box.uidValidity)
                if (box.exists === 0) return []
                const last = parseCursor(cursor)
                const from = last !== null && last.validity === validity ? last.uid + 1 : 1
                const refs: Array<MailSource.MailRef> = []
                // `from:*` also returns the newest message when `from` is past it; the filter drops it.
                for await (const message of client.fetch(`${from}:*`, { uid: true, size: true }, { uid: true })) {
                  if (message.uid >= from) {
                    refs.push({ key: `${validity}:${message.uid}`, cursor: `${validity}:${message.uid}`, size: message.size ?? null })
                  }
                }
                return refs.sort((a, b) => parseCursor(a.key)!.uid - parseCursor(b.key)!.uid)
              },
              catch: fail
            }),
          fetch: (ref) =>
            Effect.tryPromise({
              try: async () => {
                const key = parseCursor(ref.key)
                if (key === null || key.validity !== validity) throw new Error(`mensaje ${ref.key} fuera de la sesión`)
                const message = await client.fetchOne(String(key.uid), { source: true }, { uid: true })
                if (!message || message.source === undefined) throw new Error(`el mensaje ${ref.key} ya no existe`)
                return MailParse.parse(message.source)
              },
              catch: fail
            })
        }
      }
    )
  }
}
