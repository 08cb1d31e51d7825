import { AuditLog } from "@atalaya/core"
import { Effect } from "effect"
import type { Hono } from "hono"
import type { ApiEnv, Kit } from "../internal/kit.js"
import type { ApiServices } from "../Services.js"

/** The audit trail's integrity check: `{ok, entries, first_broken_id}` (permission `audit:read`). */
export const mount = (app: Hono<ApiEnv>, kit: Kit<ApiServices>) => {
  const { run, guard } = kit
  app.get("/audit/verify", (c) =>
    run(c, Effect.zipRight(guard(c, "audit:read"), Effect.flatMap(AuditLog.AuditLog, (log) => log.verify()))))
}
