/**
 * Declarative field tables: one description per field drives the input schemas, the storage
 * columns and the OpenAPI document, so the three cannot drift apart.
 */
import type { z } from "zod"
import * as Fields from "./Fields.js"

/** How one scalar field is read and stored. */
export type FieldSpec =
  | { readonly kind: "text"; readonly max: number; readonly required?: boolean }
  | { readonly kind: "int"; readonly min?: number; readonly max?: number; readonly required?: boolean }
  | { readonly kind: "number"; readonly min?: number; readonly max?: number; readonly required?: boolean }
  | { readonly kind: "date"; readonly required?: boolean }
  | { readonly kind: "bool"; readonly required?: boolean }
  | {
    readonly kind: "enum"
    readonly values: ReadonlyArray<string>
    readonly synonyms?: Readonly<Record<string, string>>
    readonly required?: boolean
  }
  | { readonly kind: "codes"; readonly values: ReadonlyArray<string>; readonly required?: boolean }

/** A table of field specs keyed by canonical field name. */
export type FieldTable = Readonly<Record<string, FieldSpec>>

/** Which input schema is being built: creation enforces `required`, updates refuse clearing it. */
export type Mode = "create" | "update"

/** The zod schema of one field for `mode`. */
export const toZod = (spec: FieldSpec, mode: Mode): z.ZodTypeAny => {
  const presence: Fields.Presence = spec.required ? (mode === "create" ? "required" : "notNull") : "optional"
  switch (spec.kind) {
    case "text":
      return Fields.text(spec.max, presence)
    case "int":
      // Stored as PostgreSQL integer: a wider value is a 400 here rather than a failed INSERT.
      return Fields.integer(presence, spec.min ?? Fields.MIN_INT, spec.max ?? Fields.MAX_INT)
    case "number":
      return Fields.number(presence, spec.min, spec.max)
    case "date":
      return Fields.date(presence)
    case "bool":
      return Fields.boolean(presence)
    case "enum":
      return Fields.enumeration(spec.values, spec.synonyms ?? {}, presence)
    case "codes":
      return Fields.list(Fields.enumeration(spec.values, {}, "required"))
  }
}

/** The zod object shape of a whole table for `mode`. */
export const toShape = (table: FieldTable, mode: Mode): Record<string, z.ZodTypeAny> =>
  Object.fromEntries(Object.entries(table).map(([name, spec]) => [name, toZod(spec, mode)]))

/** JSON Schema (OpenAPI 3.1 flavour) of one field as it appears in responses. */
export const toJsonSchema = (spec: FieldSpec): Record<string, unknown> => {
  switch (spec.kind) {
    case "text":
      return { type: ["string", "null"], maxLength: spec.max }
    case "int":
      return { type: ["integer", "null"], ...(spec.min !== undefined ? { minimum: spec.min } : {}), ...(spec.max !== undefined ? { maximum: spec.max } : {}) }
    case "number":
      return { type: ["number", "null"] }
    case "date":
      return { type: ["string", "null"], format: "date" }
    case "bool":
      return { type: ["boolean", "null"] }
    case "enum":
      return { type: ["string", "null"], enum: [...spec.values, null] }
    case "codes":
      return { type: "array", items: { type: "string", enum: spec.values } }
  }
}

/** JSON Schema of an object described by a table, with its required fields. */
export const tableJsonSchema = (table: FieldTable, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  type: "object",
  properties: {
    ...Object.fromEntries(Object.entries(table).map(([k, s]) => [k, toJsonSchema(s)])),
    ...extra
  },
  required: Object.entries(table).filter(([, s]) => s.required).map(([k]) => k)
})
