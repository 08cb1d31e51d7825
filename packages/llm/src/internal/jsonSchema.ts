/**
 * The JSON schema sent for structured output, derived from the request's zod schema.
 */
import { z } from "zod"

type JsonObject = { [key: string]: unknown }

const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value)

const SCHEMA_MAPS = ["properties", "$defs", "definitions", "patternProperties"] as const
const SCHEMA_LISTS = ["anyOf", "oneOf", "allOf", "prefixItems"] as const
const SCHEMA_VALUES = ["items", "additionalProperties", "not", "contains", "propertyNames"] as const

/**
 * Closes every object schema that says nothing about extra keys (`additionalProperties: false`,
 * as structured output requires; zod strips extra keys anyway) and reports whether the whole
 * schema fits OpenAI's strict subset: every object closed and every property required. Walks the
 * keywords that hold subschemas only, so a property named like a keyword is not mistaken for one.
 */
const close = (node: unknown): boolean => {
  if (!isObject(node)) return true
  let strict = true
  const properties = isObject(node.properties) ? node.properties : undefined
  if (node.type === "object" || properties !== undefined) {
    if (!("additionalProperties" in node)) node.additionalProperties = false
    if (node.additionalProperties !== false) strict = false
    const required = new Set(Array.isArray(node.required) ? node.required : [])
    if (!Object.keys(properties ?? {}).every((p) => required.has(p))) strict = false
  }
  for (const key of SCHEMA_MAPS) {
    const map = node[key]
    if (isObject(map)) for (const sub of Object.values(map)) if (!close(sub)) strict = false
  }
  for (const key of SCHEMA_LISTS) {
    const list = node[key]
    if (Array.isArray(list)) for (const sub of list) if (!close(sub)) strict = false
  }
  for (const key of SCHEMA_VALUES) if (!close(node[key])) strict = false
  return strict
}

/**
 * The JSON schema of the values the model must produce (the zod schema's input side), without
 * `$schema`, and whether it can be sent with `strict: true`. A schema outside the strict subset
 * (an optional property, an open record) is sent with `strict: false` rather than rejected by the
 * provider; the answer is validated by the zod schema either way.
 */
export const jsonSchemaFor = (schema: z.ZodType): { readonly schema: JsonObject; readonly strict: boolean } => {
  const derived = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonObject
  const { $schema: _ignored, ...rest } = derived
  const strict = close(rest)
  return { schema: rest, strict }
}
