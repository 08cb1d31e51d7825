/**
 * `pnpm --filter @atalaya/example-embed-host start`: serves the host on 127.0.0.1:8010 (PORT).
 */
import { serve } from "@hono/node-server"
import { HOST_USER_HEADER, STAFF } from "./atalaya.js"
import { createHost } from "./host.js"

const port = Number(process.env.PORT ?? 8010)
const host = await createHost()
const server = serve({ fetch: host.app.fetch, port, hostname: "127.0.0.1" }, (info) => {
  const base = `http://127.0.0.1:${info.port}`
  console.log(`host listening on ${base} (Atalaya at ${base}/api/v1, data in memory)`)
  console.log(`try:\n  curl ${base}/\n  curl ${base}/api/other\n  curl -H '${HOST_USER_HEADER}: ${STAFF[0]!.email}' ${base}/api/v1/auth/me\n  curl -H '${HOST_USER_HEADER}: ${STAFF[0]!.email}' '${base}/api/v1/icsr?page_size=5'`)
})

let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  server.close(() => void host.dispose().finally(() => process.exit(0)))
  setTimeout(() => process.exit(1), 5_000).unref()
}
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
