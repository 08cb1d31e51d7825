/**
 * Services shared by several groups' unions, derived from the use cases themselves so that a
 * union cannot fall behind what a use case needs.
 */
import type { CaseService } from "@atalaya/core"
import type { Effect } from "effect"

/**
 * What writing a case needs: storage, the audit, and the side effects committed with it
 * (duplicate flags, tasks, notices through the outbox, follow-up threading, catalog enrichment).
 */
export type CaseWriteServices = Effect.Effect.Context<ReturnType<typeof CaseService.create>> | Effect.Effect.Context<ReturnType<typeof CaseService.update>>
