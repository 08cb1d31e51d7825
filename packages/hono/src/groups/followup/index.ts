/**
 * Follow-up with the reporter (service-spec rules 6-7): a case's thread and sending a message,
 * limited to the follow-up roles.
 */
import type { Mailer, TextMessenger } from "@atalaya/core"
import { AuthService, FollowupMessage, FollowupService, Permissions } from "@atalaya/core"
import { Effect } from "effect"
import { authenticated, endpoint, type Schema } from "../../Endpoint.js"
import { type Group, group, ref } from "../../Group.js"
import { commonSchemas } from "../common.js"
import { caseId } from "../params.js"
import type { CaseWriteServices } from "../services.js"

/** Follow-up is limited to roles, not a permission (403 `Permission denied: role a|b|… required`). */
const followupRoles = authenticated(`role ${Permissions.FOLLOWUP_ROLES.join("|")}`)

/** The message, a thread and the send body. */
export const followupSchemas: Readonly<Record<string, Schema>> = {
  FollowupMessage: {
    type: "object",
    description: "A message exchanged with the reporter; never deleted.",
    properties: {
      id: { type: "integer", readOnly: true }, icsr_id: { type: "integer" },
      channel: { type: "string", enum: [...FollowupMessage.CHANNELS] }, direction: { type: "string", enum: ["in", "out"] },
      body: { type: "string" }, external_id: { type: ["string", "null"], description: "Email Message-ID, or the SMS/WhatsApp id (sim-… when simulated)" },
      created_at: { type: "string", format: "date-time" }
    }
  },
  FollowupThread: { type: "object", properties: { items: { type: "array", items: ref("FollowupMessage") }, total: { type: "integer" } } },
  FollowupSend: {
    type: "object",
    required: ["channel", "body"],
    properties: { channel: { type: "string", enum: [...FollowupMessage.CHANNELS] }, body: { type: "string", minLength: 1, description: "At least one character after trimming" } }
  },
}

/** What the follow-up endpoints need: the case (whose state a request may move), the thread, the channels and the outbox. */
export type FollowupServices =
  | CaseWriteServices
  | Mailer.Mailer
  | TextMessenger.TextMessenger

/** The follow-up group. */
export const followup: Group<FollowupServices> = group({
  name: "followup",
  schemas: { ...commonSchemas, ...followupSchemas },
  endpoints: [
    endpoint({
      method: "get", path: "/icsr/{icsr_id}/followup/thread", summary: "Follow-up messages of a case, oldest first", tag: "icsr", access: followupRoles,
      params: { icsr_id: caseId }, success: { schema: ref("FollowupThread") }, errors: { 404: "Case not found" },
      handler: (i) => Effect.zipRight(AuthService.requireFollowupRole(i.principal!), FollowupService.thread(i.params.icsr_id))
    }),
    endpoint({
      method: "post", path: "/icsr/{icsr_id}/followup/send",
      summary: "Send a follow-up to the reporter by email (SMTP; 502 'Fallo SMTP: <reason>' when it fails), SMS or WhatsApp", tag: "icsr",
      access: followupRoles, params: { icsr_id: caseId }, body: { kind: "json", schema: ref("FollowupSend") },
      success: { schema: ref("FollowupMessage") }, errors: { 404: "Case not found", 502: "The mail server or SMS provider failed" },
      handler: (i) => Effect.zipRight(AuthService.requireFollowupRole(i.principal!), FollowupService.send(i.params.icsr_id, i.body, AuthService.actorOf(i.principal!)))
    })
  ]
})
