/**
 * A mailbox behind a Microsoft Graph-style HTTP API as a mail source: list the folder's messages
 * (id, Message-ID, reception time) oldest first after the cursor, and download each one's MIME
 * (`/messages/{id}/$value`). The base URL is configurable (Graph, a national cloud, a gateway),
 * and requests carry a bearer token.
 */
import { MailSource } from "@atalaya/intake"
import { Effect } from "effect"
import * as MailParse from "./MailParse.js"

/** Settings of a mail API mailbox. */
export interface GraphConfig {
  /** e.g. `https://graph.microsoft.com/v1.0`. */
  readonly baseUrl: string
  /** Bearer token (an app's access token with Mail.Read). */
  readonly token: string
  /** The mailbox (`users/{user}`); null reads the token owner's (`me`). */
  readonly user: string | null
  /** Default `inbox`. */
  readonly folder?: string
  /** Messages per listing page (default 50). */
  readonly pageSize?: number
  /** Pages read per poll at most (default 20); the rest waits for the next poll. */
  readonly maxPages?: number
  /** Bound on each request, in ms (default 30 s). */
  readonly timeoutMs?: number
}

interface Listed {
  readonly id?: unknown
  readonly receivedDateTime?: unknown
}

interface Page {
  readonly value?: ReadonlyArray<Listed>
  readonly "@odata.nextLink"?: unknown
}

/** The mail source over a Graph-style mail API. */
export const make = (config: GraphConfig): MailSource.MailSource => {
  const base = config.baseUrl.replace(/\/+$/, "")
  const owner = config.user === null ? "me" : `users/${encodeURIComponent(config.user)}`
  const folder = encodeURIComponent(config.folder ?? "inbox")
  const timeoutMs = config.timeoutMs ?? 30_000
  const origin = new URL(base).origin

  /** One request and the reading of its answer, bounded together by `timeoutMs`. */
  const request = <A>(url: string, read: (res: Response) => Promise<A>) =>
    Effect.tryPromise({
      try: async (signal) => {
        // Links the server hands back are followed only on its own origin: the token goes nowhere else.
        if (new URL(url).origin !== origin) throw new Error("enlace de paginación fuera del servidor configurado")
        const res = await fetch(url, { headers: { authorization: `Bearer ${config.token}`, accept: "application/json" }, signal })
        if (res.status === 401 || res.status === 403) throw new Error(`credenciales rechazadas (HTTP ${res.status})`)
        if (!res.ok) throw new Error(`HTTP ${res.status}`)
        try {
          return await read(res)
        } catch {
          throw new Error("respuesta ilegible")
        }
      },
      catch: (error) => new MailSource.MailSourceError({ reason: `API de correo: ${error instanceof Error ? error.message : String(error)}` })
    }).pipe(
      // The fiber's timer, not AbortSignal.timeout, whose signal Node 20 may collect before it fires
      // (nodejs/node#57736); the body's reading is inside the bound too.
      Effect.timeoutFail({ duration: timeoutMs, onTimeout: () => new MailSource.MailSourceError({ reason: "API de correo: tiempo de espera agotado" }) })
    )

  const list = (cursor: string | null) =>
    Effect.gen(function*() {
      const params = new URLSearchParams({
        $select: "id,internetMessageId,receivedDateTime",
        $orderby: "receivedDateTime asc",
        $top: String(config.pageSize ?? 50)
      })
      // `ge`, not `gt`: messages received in the same second as the cursor are listed again and
      // skipped as processed, rather than missed.
      if (cursor !== null) params.set("$filter", `receivedDateTime ge ${cursor}`)
      let next: string | null = `${base}/${owner}/mailFolders/${folder}/messages?${params.toString()}`
      const refs: Array<MailSource.MailRef> = []
      for (let page = 0; next !== null && page < (config.maxPages ?? 20); page++) {
        const data: Page = yield* request(next, (r) => r.json() as Promise<Page>)
        for (const m of data.value ?? []) {
          if (typeof m.id !== "string" || m.id === "") continue
          const received = typeof m.receivedDateTime === "string" && !Number.isNaN(Date.parse(m.receivedDateTime)) ? m.receivedDateTime : null
          refs.push({ key: m.id, cursor: received, size: null })
        }
        next = typeof data["@odata.nextLink"] === "string" ? data["@odata.nextLink"] : null
      }
      return refs
    })

  const fetchOne = (ref: MailSource.MailRef) =>
    Effect.gen(function*() {
      const bytes = yield* request(`${base}/${owner}/messages/${encodeURIComponent(ref.key)}/$value`, async (r) => new Uint8Array(await r.arrayBuffer()))
      return yield* Effect.promise(() => MailParse.parse(bytes))
    })

  return {
    id: `api:${config.user ?? "me"}@${new URL(base).host}/${config.folder ?? "inbox"}`,
    open: Effect.succeed({ list, fetch: fetchOne })
  }
}
