/**
 * Catalog products: the unit's registry of medicines, keyed by sanitary registration number
 * (`numero_registro`). Cases are matched to it by that number in normalized form.
 */
import { z } from "zod"
import { normalizeRegistro } from "../case/CaseRules.js"
import * as Fields from "../kernel/Fields.js"
import { type FieldTable, toShape } from "../kernel/FieldSpec.js"
import type { Values } from "../case/Case.js"

const { SHORT_TEXT: S, LONG_TEXT: L } = Fields

/** Writable fields of a catalog product. */
export const PRODUCT_FIELDS = {
  producto: { kind: "text", max: S, required: true },
  ifa: { kind: "text", max: S },
  forma_farmaceutica: { kind: "text", max: S },
  presentacion_farmaceutica: { kind: "text", max: S },
  via: { kind: "text", max: S },
  estado_registro: { kind: "text", max: S },
  numero_registro: { kind: "text", max: S },
  fecha_venc_registro: { kind: "date" },
  fecha_primer_registro: { kind: "date" },
  comercializa: { kind: "bool" },
  pais_comercializacion: { kind: "text", max: S },
  laboratorio_pais: { kind: "text", max: S },
  comentarios: { kind: "text", max: L }
} as const satisfies FieldTable

/** Stored product values. */
export type ProductValues = Values<typeof PRODUCT_FIELDS>

/** A catalog product as returned by the service. */
export type Product = { id: number } & ProductValues & {
  ficha_tecnica_url: string | null
  created_at: string
  updated_at: string
}

/** A validated product body: only the fields sent. */
export type ProductInput = Partial<ProductValues>

/** Schema of `POST /products/`: `producto` required. */
export const ProductCreate = Fields.record(toShape(PRODUCT_FIELDS, "create")) as unknown as z.ZodType<ProductInput>

/** Schema of `PUT /products/{id}`: any subset; `producto` may not be cleared. */
export const ProductPatch = Fields.record(toShape(PRODUCT_FIELDS, "update")) as unknown as z.ZodType<ProductInput>

const bulkShape = toShape({ ...PRODUCT_FIELDS, numero_registro: { kind: "text", max: S, required: true } }, "create")

/** Schema of one bulk item: `producto` and `numero_registro` required, unknown fields ignored. */
export const ProductBulkItem = Fields.record(bulkShape) as unknown as z.ZodType<ProductInput & { numero_registro: string }>

/** Schema of `POST /products/bulk`. */
export const ProductBulk = Fields.record({
  items: z.unknown().transform((v, ctx) => {
    if (!Array.isArray(v)) {
      ctx.addIssue({
        code: "custom",
        message: v === undefined ? "field required" : "value is not a valid list",
        params: { type: v === undefined ? "value_error.missing" : "type_error.list" }
      })
      return z.NEVER
    }
    return v as ReadonlyArray<unknown>
  })
}) as unknown as z.ZodType<{ items: ReadonlyArray<unknown> }>

/** One rejected bulk item. */
export interface BulkError {
  readonly index: number
  readonly numero_registro: string | null
  readonly error: string
}

/** Result of a bulk upsert (service-spec "Catalog products"). */
export interface BulkResult {
  created: number
  updated: number
  skipped: number
  errors: Array<BulkError>
  total_processed: number
}

/** A valid bulk item with its normalized key. */
export interface BulkRow {
  readonly key: string
  readonly values: ProductInput & { numero_registro: string }
}

/**
 * Validates bulk items in order. Items repeating a registration number of the same batch are
 * merged into the first (later fields win), as if applied one after another.
 */
export const prepareBulk = (items: ReadonlyArray<unknown>): { rows: Array<BulkRow>; errors: Array<BulkError>; repeats: number } => {
  const errors: Array<BulkError> = []
  const byKey = new Map<string, BulkRow>()
  let repeats = 0
  items.forEach((item, index) => {
    const parsed = ProductBulkItem.safeParse(item)
    if (!parsed.success) {
      const raw = typeof item === "object" && item !== null ? (item as Record<string, unknown>).numero_registro : undefined
      errors.push({
        index,
        numero_registro: typeof raw === "string" || typeof raw === "number" ? String(raw) : null,
        error: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")
      })
      return
    }
    const key = normalizeRegistro(parsed.data.numero_registro)
    if (key === "") {
      errors.push({ index, numero_registro: parsed.data.numero_registro, error: "numero_registro: field required" })
      return
    }
    const previous = byKey.get(key)
    if (previous) {
      repeats++
      byKey.set(key, { key, values: { ...previous.values, ...parsed.data } })
    } else byKey.set(key, { key, values: parsed.data })
  })
  return { rows: [...byKey.values()], errors, repeats }
}

/** Sort columns of the product list. */
export const PRODUCT_SORTS = ["producto", "ifa", "id", "created_at", "numero_registro"] as const

/** A validated product list query. */
export interface ProductListQuery {
  readonly q: string | null
  readonly estado: string | null
  readonly comercializa: "si" | "no" | "all"
  readonly sort: (typeof PRODUCT_SORTS)[number]
  readonly order: "asc" | "desc"
  readonly offset: number
  readonly limit: number
  readonly numero_registro: string | null
}

/** The normalized registration number (catalog matching key). */
export const registroKey = normalizeRegistro
