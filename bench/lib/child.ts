/**
 * Runs inside a server child process: serves a fetch handler on a free loopback port, reports
 * the port to the parent, profiles on request, and exits when told to or when the parent goes.
 */
import { serve } from "@hono/node-server"
import * as fs from "node:fs"
import { Session } from "node:inspector/promises"
import type { ChildMessage, ParentMessage } from "./protocol.js"

const send = (message: ChildMessage) => process.send?.(message)

/** Serves `fetch` on 127.0.0.1 (port chosen by the OS) until the parent says stop. */
export const serveForParent = (fetch: (request: Request) => Response | Promise<Response>, dispose: () => Promise<void>) => {
  let session: Session | null = null
  const server = serve({ fetch, port: 0, hostname: "127.0.0.1" }, (info) => send({ type: "ready", port: info.port }))

  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    // Keep-alive sockets from the load generator would hold close() open.
    ;(server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.()
    server.close(() => {
      dispose().finally(() => process.exit(0))
    })
    setTimeout(() => process.exit(0), 5_000).unref()
  }

  process.on("message", (raw: ParentMessage) => {
    void (async () => {
      if (raw.type === "stop") return stop()
      if (raw.type === "cpu") {
        const { user, system } = process.cpuUsage()
        return send({ type: "cpu", userUs: user, systemUs: system })
      }
      if (raw.type === "profile-start") {
        session = new Session()
        session.connect()
        await session.post("Profiler.enable")
        await session.post("Profiler.setSamplingInterval", { interval: 200 })
        await session.post("Profiler.start")
        return send({ type: "profile-started" })
      }
      if (raw.type === "profile-stop" && session !== null) {
        const { profile } = await session.post("Profiler.stop")
        fs.writeFileSync(raw.file, JSON.stringify(profile))
        session.disconnect()
        session = null
        return send({ type: "profile-saved", file: raw.file })
      }
    })().catch((error: unknown) => send({ type: "error", message: String(error) }))
  })
  // The parent died or was killed: never outlive it.
  process.on("disconnect", stop)
  process.on("SIGTERM", stop)
  process.on("SIGINT", stop)
}

/** Reports a start-up failure to the parent and exits. */
export const fail = (error: unknown) => {
  send({ type: "error", message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) })
  setTimeout(() => process.exit(1), 100)
}
