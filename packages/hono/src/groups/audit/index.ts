/**
 * The audit trail's integrity check (21 CFR Part 11, EU Annex 11): walks the hash chain.
 */
import { AuditLog } from "@atalaya/core"
import { Effect } from "effect"
import { endpoint, permission } from "../../Endpoint.js"
import { type Group, group } from "../../Group.js"
import { commonSchemas } from "../common.js"

/** What the audit endpoints need: the audit log. */
export type AuditServices = AuditLog.AuditLog

/** The audit group. */
export const audit: Group<AuditServices> = group({
  name: "audit",
  schemas: commonSchemas,
  endpoints: [
    endpoint({
      method: "get", path: "/audit/verify", summary: "Walk the audit trail's hash chain: intact, or the first entry changed", tag: "audit",
      access: permission("audit:read"),
      success: { schema: { type: "object", properties: { ok: { type: "boolean" }, entries: { type: "integer" }, first_broken_id: { type: ["integer", "null"] } } } },
      handler: () => Effect.flatMap(AuditLog.AuditLog, (log) => log.verify())
    })
  ]
})
