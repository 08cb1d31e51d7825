/**
 * The duplicate endpoints (service-spec "Duplicates"): a case's scored candidates, the bulk check
 * of a list page, and the pharmacist's manual decision.
 */
import type { AuditLog, CaseRepository, DuplicateRepository, Transactor } from "@atalaya/core"
import { AuthService, DuplicateService } from "@atalaya/core"
import { endpoint, permission } from "../../Endpoint.js"
import { type Group, group, ref } from "../../Group.js"
import { commonSchemas } from "../common.js"
import { caseId } from "../params.js"
import { duplicateSchemas } from "./schemas.js"

export { duplicateSchemas } from "./schemas.js"

const daysWindow = (description: string) => ({ name: "days_window", schema: { type: "integer", minimum: 1, maximum: 365, default: 60 }, description })

/** What the duplicate endpoints need: the candidates, the case read and the audited decision. */
export type DuplicatesServices =
  | AuditLog.AuditLog
  | CaseRepository.CaseRepository
  | DuplicateRepository.DuplicateRepository
  | Transactor.Transactor

/** The duplicate group. */
export const duplicates: Group<DuplicatesServices> = group({
  name: "duplicates",
  schemas: { ...commonSchemas, ...duplicateSchemas },
  endpoints: [
    // Listed with icsr:list (service-spec "Authentication"): it decorates a list page.
    endpoint({
      method: "get", path: "/icsr/duplicates", summary: "Duplicate check of several cases, keyed by case id", tag: "icsr", access: permission("icsr:list"),
      query: [
        { name: "ids", schema: { type: "array", items: { type: "integer" } }, description: "Repeated or comma-separated, at most 500; unknown ids are left out" },
        daysWindow("Days either side of the event date")
      ],
      success: { schema: { type: "object", additionalProperties: ref("DupAnswer") } },
      handler: (i) => DuplicateService.checkMany(i.queries("ids"), i.query)
    }),
    endpoint({
      method: "get", path: "/icsr/{icsr_id}/duplicates", summary: "Scored duplicate candidates of a case", tag: "icsr", access: permission("icsr:read"),
      params: { icsr_id: caseId }, query: [daysWindow("Days either side of the event date (reception date when it has none)")],
      success: { schema: ref("DupAnswer") }, errors: { 404: "Case not found" },
      handler: (i) => DuplicateService.check(i.params.icsr_id, i.query)
    }),
    endpoint({
      method: "put", path: "/icsr/{icsr_id}/dup", summary: "Manual duplicate decision (audited)", tag: "icsr", access: permission("icsr:update"),
      params: { icsr_id: caseId }, body: { kind: "json", schema: ref("DupDecision") },
      success: { schema: ref("DupDecisionResult") }, errors: { 404: "Case not found" },
      handler: (i) => DuplicateService.decide(i.params.icsr_id, i.body, AuthService.actorOf(i.principal!))
    })
  ]
})
