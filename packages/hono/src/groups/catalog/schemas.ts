/**
 * Component schemas of the catalog endpoints, from the product field table.
 */
import { FieldSpec, Product } from "@atalaya/core"
import type { Schema } from "../../Endpoint.js"
import { ref } from "../../Group.js"

/** The product, a page of products, autocomplete hits, a bulk result and the technical-sheet link. */
export const catalogSchemas: Readonly<Record<string, Schema>> = {
  Product: FieldSpec.tableJsonSchema(Product.PRODUCT_FIELDS, {
    id: { type: "integer", readOnly: true },
    ficha_tecnica_url: { type: ["string", "null"], readOnly: true },
    created_at: { type: "string", format: "date-time", readOnly: true },
    updated_at: { type: "string", format: "date-time", readOnly: true }
  }),
  ProductPage: {
    type: "object",
    properties: { items: { type: "array", items: ref("Product") }, total: { type: "integer" }, offset: { type: "integer" }, limit: { type: "integer" } }
  },
  ProductHits: {
    type: "object",
    properties: {
      items: {
        type: "array",
        items: { type: "object", properties: { id: { type: "integer" }, producto: { type: "string" }, ifa: { type: ["string", "null"] }, numero_registro: { type: ["string", "null"] } } }
      },
      total: { type: "integer" },
      limit: { type: "integer" }
    }
  },
  BulkResult: {
    type: "object",
    properties: {
      created: { type: "integer" }, updated: { type: "integer" }, skipped: { type: "integer" }, total_processed: { type: "integer" },
      errors: { type: "array", items: { type: "object", properties: { index: { type: "integer" }, numero_registro: { type: ["string", "null"] }, error: { type: "string" } } } }
    }
  },
  FichaLink: { type: "object", properties: { url: { type: "string" }, abs_url: { type: "string" } } },
}
