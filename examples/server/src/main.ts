/**
 * Entry point of the reference server: `pnpm start`.
 */
import { serve } from "@hono/node-server"
import { Api } from "@atalaya/hono"
import * as Config from "./config.js"
import { build } from "./server.js"

const log = Api.jsonLogger

const main = async () => {
  const config = Config.fromEnv()
  log({ level: "info", msg: "starting", database: config.databaseUrl !== null ? "postgresql" : "pglite", dataDir: config.dataDir })
  const application = await build(config, log)
  const server = serve({ fetch: application.app.fetch, port: config.port, hostname: config.host }, (info) =>
    log({ level: "info", msg: "listening", url: `http://${config.host}:${info.port}/api/v1`, docs: `http://${config.host}:${info.port}/api/v1/docs` }))

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    log({ level: "info", msg: "shutting down", signal })
    // Stop accepting connections, let in-flight requests finish, then close the database.
    server.close(() => {
      application.dispose().then(
        () => process.exit(0),
        () => process.exit(1)
      )
    })
    setTimeout(() => process.exit(1), 10_000).unref()
  }
  process.on("SIGTERM", () => stop("SIGTERM"))
  process.on("SIGINT", () => stop("SIGINT"))
}

main().catch((error: unknown) => {
  log({ level: "fatal", msg: "could not start", error: error instanceof Error ? error.message : String(error) })
  process.exit(1)
})
