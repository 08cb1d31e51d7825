/**
 * Field rules shared by every resource: the service accepts what people type (trimmed strings,
 * numbers sent as text, `Sí`/`SI`, `Femenino`) and stores one canonical form, answering anything
 * else with the pydantic-worded issue the contract expects.
 */
import { z } from "zod"
import { type IssueText, Messages, report } from "./Validation.js"

/** Default limit for short text fields. */
export const SHORT_TEXT = 255
/** Limit for narratives and free comments (decisions.md "Case fields"). */
export const LONG_TEXT = 20_000

/** Largest whole number a stored integer (PostgreSQL `integer`) holds; also the largest id. */
export const MAX_INT = 2_147_483_647
/** Smallest whole number a stored integer holds. */
export const MIN_INT = -2_147_483_648

/** Presence rule of a field in one input schema. */
export type Presence = "optional" | "required" | "notNull"

type Parsed<A> = { ok: true; value: A } | { ok: false; issue: IssueText }

const ok = <A>(value: A): Parsed<A> => ({ ok: true, value })
const bad = (issue: IssueText): Parsed<never> => ({ ok: false, issue })

/**
 * Builds a zod schema from a parser of non-empty input. `undefined` means absent; `null` and blank
 * strings mean "clear" and are refused where the field may not be empty.
 */
const field = <A>(parse: (value: unknown) => Parsed<A>, presence: Presence) =>
  z.unknown().transform((value, ctx): A | null | undefined => {
    if (value === undefined) {
      if (presence === "required") report(ctx, Messages.missing)
      return presence === "required" ? z.NEVER : undefined
    }
    const blank = value === null || (typeof value === "string" && value.trim() === "")
    if (blank) {
      if (presence === "optional") return null
      report(ctx, presence === "required" ? Messages.missing : Messages.notNull)
      return z.NEVER
    }
    const parsed = parse(value)
    if (!parsed.ok) {
      report(ctx, parsed.issue)
      return z.NEVER
    }
    return parsed.value
  })

/** Parses free text: trimmed, numbers accepted as text, at most `max` characters. */
export const parseText = (max: number) => (value: unknown): Parsed<string> => {
  if (typeof value === "number" || typeof value === "bigint") value = String(value)
  if (typeof value !== "string") return bad(Messages.str)
  if (value.includes("\u0000")) return bad(Messages.nul)
  const text = value.trim()
  return text.length > max ? bad(Messages.maxLength(max)) : ok(text)
}

/** Parses a whole number, also when sent as text ("42"). */
export const parseInteger = (min?: number, max?: number) => (value: unknown): Parsed<number> => {
  let n: number
  if (typeof value === "number") n = value
  else if (typeof value === "string" && /^[+-]?\d+$/.test(value.trim())) n = Number(value.trim())
  else return bad(Messages.integer)
  if (!Number.isSafeInteger(n)) return bad(Messages.integer)
  if (min !== undefined && n < min) return bad(Messages.ge(min))
  if (max !== undefined && n > max) return bad(Messages.le(max))
  return ok(n)
}

/** Parses a decimal number; a decimal comma ("62,5") is accepted, as Spanish-speaking users write it. */
export const parseNumber = (min?: number, max?: number) => (value: unknown): Parsed<number> => {
  let n: number
  if (typeof value === "number") n = value
  else if (typeof value === "string" && /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(value.trim())) {
    n = Number(value.trim().replace(",", "."))
  } else return bad(Messages.float)
  if (!Number.isFinite(n)) return bad(Messages.float)
  if (min !== undefined && n < min) return bad(Messages.ge(min))
  if (max !== undefined && n > max) return bad(Messages.le(max))
  return ok(n)
}

const TRUE = new Set(["true", "1", "yes", "y", "on", "t", "si", "sí", "s"])
const FALSE = new Set(["false", "0", "no", "n", "off", "f"])

/** Parses a boolean the way pydantic v1 does, plus Spanish `si`/`sí`. */
export const parseBoolean = (value: unknown): Parsed<boolean> => {
  if (typeof value === "boolean") return ok(value)
  if (value === 1 || value === 0) return ok(value === 1)
  if (typeof value === "string") {
    const v = value.trim().toLowerCase()
    if (TRUE.has(v)) return ok(true)
    if (FALSE.has(v)) return ok(false)
  }
  return bad(Messages.bool)
}

/** True when `y-m-d` names a real calendar day. */
export const isCalendarDate = (y: number, m: number, d: number): boolean => {
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** Parses an ISO date (`YYYY-MM-DD`, or the date part of an ISO timestamp) into `YYYY-MM-DD`. */
export const parseDate = (value: unknown): Parsed<string> => {
  if (typeof value !== "string") return bad(Messages.date)
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim())
  if (!m) return bad(Messages.date)
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  return isCalendarDate(y, mo, d) ? ok(`${m[1]}-${m[2]}-${m[3]}`) : bad(Messages.date)
}

/** Folds accents and case so that `Sí`, `SI` and `si` compare equal. */
export const fold = (text: string): string =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim()

/**
 * Parses one of an enumeration. `synonyms` maps folded inputs to canonical values; the canonical
 * values themselves always match, case- and accent-insensitively.
 */
export const parseEnum = <const V extends string>(
  values: ReadonlyArray<V>,
  synonyms: Readonly<Record<string, V>> = {}
) => {
  const table = new Map<string, V>()
  for (const v of values) table.set(fold(v), v)
  for (const [k, v] of Object.entries(synonyms)) table.set(fold(k), v)
  return (value: unknown): Parsed<V> => {
    if (typeof value !== "string" && typeof value !== "number") return bad(Messages.enumeration(values))
    const hit = table.get(fold(String(value)).replace(/\s+/g, " "))
    return hit === undefined ? bad(Messages.enumeration(values)) : ok(hit)
  }
}

/** Zod schema of a short or long text field. */
export const text = (max: number = SHORT_TEXT, presence: Presence = "optional") => field(parseText(max), presence)
/** Zod schema of an integer field. */
export const integer = (presence: Presence = "optional", min?: number, max?: number) =>
  field(parseInteger(min, max), presence)
/** Zod schema of a decimal field. */
export const number = (presence: Presence = "optional", min?: number, max?: number) =>
  field(parseNumber(min, max), presence)
/** Zod schema of a boolean field. */
export const boolean = (presence: Presence = "optional") => field(parseBoolean, presence)
/** Zod schema of a date field (`YYYY-MM-DD`). */
export const date = (presence: Presence = "optional") => field(parseDate, presence)
/** Zod schema of an enumerated text field. */
export const enumeration = <const V extends string>(
  values: ReadonlyArray<V>,
  synonyms: Readonly<Record<string, V>> = {},
  presence: Presence = "optional"
) => field(parseEnum(values, synonyms), presence)

/** Zod schema of a list whose every item is checked by `item`; anything but an array is refused. */
export const list = <S extends z.ZodTypeAny>(item: S) =>
  z.unknown().transform((value, ctx): Array<z.output<S>> | undefined => {
    if (value === undefined) return undefined
    if (value === null) return []
    if (!Array.isArray(value)) {
      report(ctx, Messages.list)
      return z.NEVER
    }
    const out: Array<z.output<S>> = []
    value.forEach((entry, index) => {
      const parsed = item.safeParse(entry)
      if (parsed.success) out.push(parsed.data)
      else {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({ ...(issue as z.core.$ZodIssueCustom), code: "custom", path: [index, ...issue.path] })
        }
      }
    })
    return out
  })

/**
 * Zod schema of a JSON object whose keys are checked by `shape`; unknown keys are ignored and
 * absent keys stay absent (so partial updates can tell "not sent" from "cleared").
 */
export const record = <Shape extends Readonly<Record<string, z.ZodTypeAny>>>(
  shape: Shape,
  aliases: Readonly<Record<string, string>> = {}
) =>
  z.unknown().transform((value, ctx): { [K in keyof Shape]?: z.output<Shape[K]> } => {
    if (!isPlainObject(value)) {
      report(ctx, Messages.dict)
      return z.NEVER
    }
    const input = applyAliases(value, aliases)
    const out: Record<string, unknown> = {}
    let failed = false
    for (const [key, schema] of Object.entries(shape)) {
      const parsed = schema.safeParse(input[key])
      if (parsed.success) {
        if (parsed.data !== undefined) out[key] = parsed.data
      } else {
        failed = true
        for (const issue of parsed.error.issues) {
          ctx.addIssue({ ...(issue as z.core.$ZodIssueCustom), code: "custom", path: [key, ...issue.path] })
        }
      }
    }
    return failed ? z.NEVER : (out as { [K in keyof Shape]?: z.output<Shape[K]> })
  })

/** True for a JSON object (not an array, not null). */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Renames alias keys to their canonical name; a canonical key present in the input wins. */
export const applyAliases = (
  input: Record<string, unknown>,
  aliases: Readonly<Record<string, string>>
): Record<string, unknown> => {
  const out: Record<string, unknown> = { ...input }
  for (const [alias, canonical] of Object.entries(aliases)) {
    if (alias in out) {
      if (!(canonical in out) || out[canonical] === undefined) out[canonical] = out[alias]
      delete out[alias]
    }
  }
  return out
}
