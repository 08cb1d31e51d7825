/**
 * A POP3 mailbox as a mail source: UIDL names each message across sessions, LIST gives sizes, RETR
 * downloads. Messages are left on the server (intake never deletes mail); the processed-message
 * record in storage keeps each one from being taken twice.
 */
import { MailSource } from "@atalaya/intake"
import { Effect } from "effect"
import type * as tls from "node:tls"
import * as MailParse from "./MailParse.js"
import { Pop3Error, type Pop3Security, Pop3Session } from "./internal/pop3.js"

/** Settings of a POP3 mailbox. */
export interface Pop3Config {
  readonly host: string
  /** Default 995 with `tls`, 110 otherwise. */
  readonly port?: number
  /** `tls` (implicit, port 995), `starttls` (STLS required) or `none`. */
  readonly security: Pop3Security
  readonly user: string
  readonly password: string
  /** Bound on every wait for the server, in ms (default 30 s). */
  readonly timeoutMs?: number
  /** Extra TLS options (a private CA). */
  readonly tls?: tls.ConnectionOptions
}

const reason = (error: unknown): string =>
  error instanceof Pop3Error ? error.message : `POP3: ${error instanceof Error ? error.message : String(error)}`

/** The mail source over a POP3 mailbox. */
export const make = (config: Pop3Config): MailSource.MailSource => {
  const port = config.port ?? (config.security === "tls" ? 995 : 110)
  const options = {
    host: config.host,
    port,
    security: config.security,
    user: config.user,
    password: config.password,
    timeoutMs: config.timeoutMs ?? 30_000,
    ...(config.tls !== undefined ? { tls: config.tls } : {})
  }
  const fail = (error: unknown) => new MailSource.MailSourceError({ reason: reason(error) })
  return {
    id: `pop3:${config.user}@${config.host}:${port}`,
    open: Effect.map(
      Effect.acquireRelease(
        Effect.tryPromise({ try: () => Pop3Session.open(options), catch: fail }),
        (session) => Effect.promise(() => session.quit())
      ),
      (session): MailSource.MailboxSession => {
        // Message numbers hold for this session only; UIDLs are the keys.
        const numbers = new Map<string, number>()
        return {
          list: () =>
            Effect.tryPromise({
              try: async () => {
                const uidl = await session.uidl()
                const sizes = new Map((await session.list()).map((e) => [e.n, Number(e.value)]))
                numbers.clear()
                for (const e of uidl) numbers.set(e.value, e.n)
                return uidl.map((e): MailSource.MailRef => ({ key: e.value, cursor: null, size: sizes.get(e.n) ?? null }))
              },
              catch: fail
            }),
          fetch: (ref) =>
            Effect.tryPromise({
              try: async () => {
                const n = numbers.get(ref.key)
                if (n === undefined) throw new Pop3Error(`POP3: el mensaje ${ref.key} no está en la lista`)
                return MailParse.parse(await session.retrieve(n))
              },
              catch: fail
            })
        }
      }
    )
  }
}
