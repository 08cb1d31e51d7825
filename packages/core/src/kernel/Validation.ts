/**
 * Validation issues in the FastAPI/pydantic v1 shape the service contract uses:
 * `{detail: [{loc, msg, type}]}` with `loc` starting at `body`, `query` or `path`.
 */
import type { z } from "zod"

/** One validation problem, exactly as it is serialized in a 400 body. */
export interface ValidationIssue {
  readonly loc: ReadonlyArray<string | number>
  readonly msg: string
  readonly type: string
}

/** Where a value came from; the first element of `loc`. */
export type IssueSource = "body" | "query" | "path"

/** The pydantic v1 wordings the contract names (decisions.md "Errors and validation"). */
export const Messages = {
  missing: { msg: "field required", type: "value_error.missing" },
  notNull: { msg: "none is not an allowed value", type: "type_error.none.not_allowed" },
  integer: { msg: "value is not a valid integer", type: "type_error.integer" },
  float: { msg: "value is not a valid float", type: "type_error.float" },
  bool: { msg: "value could not be parsed to a boolean", type: "type_error.bool" },
  date: { msg: "invalid date format", type: "value_error.date" },
  str: { msg: "str type expected", type: "type_error.str" },
  /** PostgreSQL text cannot hold U+0000, so it is refused before it reaches storage. */
  nul: { msg: "string must not contain NUL characters", type: "value_error.str.nul" },
  /** Other C0 controls (not tab or line breaks) and DEL: refused in text sent to people. */
  control: { msg: "string must not contain control characters", type: "value_error.str.control" },
  list: { msg: "value is not a valid list", type: "type_error.list" },
  dict: { msg: "value is not a valid dict", type: "type_error.dict" },
  email: { msg: "value is not a valid email address", type: "value_error.email" },
  enumeration: (values: ReadonlyArray<string>) => ({
    msg: `value is not a valid enumeration member; permitted: ${values.map((v) => `'${v}'`).join(", ")}`,
    type: "type_error.enum"
  }),
  maxLength: (limit: number) => ({
    msg: `ensure this value has at most ${limit} characters`,
    type: "value_error.any_str.max_length"
  }),
  minLength: (limit: number) => ({
    msg: `ensure this value has at least ${limit} characters`,
    type: "value_error.any_str.min_length"
  }),
  ge: (limit: number) => ({
    msg: `ensure this value is greater than or equal to ${limit}`,
    type: "value_error.number.not_ge"
  }),
  le: (limit: number) => ({
    msg: `ensure this value is less than or equal to ${limit}`,
    type: "value_error.number.not_le"
  })
} as const

/** A message/type pair before it is given a location. */
export interface IssueText {
  readonly msg: string
  readonly type: string
}

/** Adds an issue with pydantic wording to a zod refinement context. */
export const report = (ctx: z.RefinementCtx, text: IssueText): void => {
  ctx.addIssue({ code: "custom", message: text.msg, params: { type: text.type } })
}

/** Converts zod issues (raised with {@link report} or by zod itself) to contract issues under `source`. */
export const fromZod = (source: IssueSource, error: z.ZodError): ReadonlyArray<ValidationIssue> =>
  error.issues.map((issue) => {
    const params = (issue as { params?: { type?: unknown } }).params
    const type = typeof params?.type === "string" ? params.type : zodType(issue)
    return {
      loc: [source, ...issue.path.map((p) => (typeof p === "number" ? p : String(p)))],
      msg: typeof params?.type === "string" ? issue.message : zodMessage(issue),
      type
    }
  })

const zodType = (issue: z.core.$ZodIssue): string => {
  if (issue.code === "invalid_type") return issue.input === undefined ? Messages.missing.type : `type_error.${issue.expected}`
  if (issue.code === "invalid_value") return "type_error.enum"
  if (issue.code === "too_big") return "value_error.any_str.max_length"
  if (issue.code === "too_small") return "value_error.any_str.min_length"
  return "value_error"
}

const zodMessage = (issue: z.core.$ZodIssue): string => {
  if (issue.code === "invalid_type" && issue.input === undefined) return Messages.missing.msg
  return issue.message
}
