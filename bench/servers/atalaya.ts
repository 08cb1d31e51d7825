/**
 * Child process: the reference server (examples/server `build()`), PostgreSQL storage from
 * DATABASE_URL, first admin from ATALAYA_ADMIN_EMAIL / ATALAYA_ADMIN_PASSWORD.
 */
import * as Config from "@atalaya/example-server/config"
import { build } from "@atalaya/example-server/server"
import { fail, serveForParent } from "../lib/child.js"

// Warnings and errors only: an info line per start-up step would be noise in the report.
const log: Parameters<typeof build>[1] = (entry) => {
  if (entry.level === "info" || entry.level === "debug") return
  process.stderr.write(`[atalaya] ${JSON.stringify(entry)}\n`)
}

build(Config.fromEnv(), log).then(
  (application) => serveForParent(application.app.fetch, application.dispose),
  fail
)
