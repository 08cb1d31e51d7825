/**
 * Component schemas every group refers to: the error body and the common answers.
 */
import type { Schema } from "../Endpoint.js"

/** `Error`, `Deleted`, `Ok` and `Password`. */
export const commonSchemas: Readonly<Record<string, Schema>> = {
  Error: {
    type: "object",
    properties: {
      detail: {
        oneOf: [
          { type: "string" },
          {
            type: "array",
            items: {
              type: "object",
              properties: { loc: { type: "array", items: { type: ["string", "integer"] } }, msg: { type: "string" }, type: { type: "string" } }
            }
          }
        ]
      }
    }
  },
  Deleted: { type: "object", properties: { ok: { type: "boolean" }, deleted_id: { type: "integer" } } },
  Ok: { type: "object", properties: { ok: { const: true } } },
  Password: { type: "object", required: ["password"], properties: { password: { type: "string" } } }
}
