import { AuthService } from "@atalaya/core"
import { Effect } from "effect"
import type { Context } from "hono"

/**
 * The client address (sign-in throttling, signature records): the configured trusted header's last
 * entry (the one the nearest proxy wrote) when a header is configured, else the socket's peer (Node
 * server); null when neither is known (an in-process request).
 */
export const clientAddress = (c: Context) =>
  Effect.map(AuthService.loginThrottleSettings, (settings): string | null => {
    const header = settings.clientAddressHeader
    if (header) {
      const entries = (c.req.header(header) ?? "").split(",").map((e) => e.trim()).filter((e) => e !== "")
      return entries.at(-1)?.slice(0, 100) ?? null
    }
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
    return env?.incoming?.socket?.remoteAddress ?? null
  })
