/**
 * Path parameters shared by several groups.
 */
import { CaseService } from "@atalaya/core"
import type { PathParam } from "../Endpoint.js"

/** A positive integer id in the path (PostgreSQL integer range), named `name` in 400s. */
export const integerId = (name: string, description?: string): PathParam<number> => ({
  schema: { type: "integer", minimum: 1 },
  ...(description === undefined ? {} : { description }),
  parse: (raw) => CaseService.pathId(raw, name)
})

/** `{icsr_id}`: a case id. */
export const caseId: PathParam<number> = integerId("icsr_id", "Case id")
