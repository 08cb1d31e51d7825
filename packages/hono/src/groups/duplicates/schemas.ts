/**
 * Component schemas of the duplicate endpoints (service-spec "Duplicates").
 */
import type { Schema } from "../../Endpoint.js"

/** The duplicate answer, the manual decision and its result. */
export const duplicateSchemas: Readonly<Record<string, Schema>> = {
  DupAnswer: {
    type: "object",
    description: "Score = sum of matched weights (initials 0.20, birth date 0.25, event start date 0.20, suspect product 0.20, narrative 0.25 × similarity), capped at 1, two decimals. dup >= 0.80, review 0.45-0.79, unique below. A manual decision wins: duplicado gives dup with score 1 and best_id = dup_of_id; unico gives unique with score 0.",
    properties: {
      status: { type: "string", enum: ["dup", "review", "unique"] },
      label: { type: "string", enum: ["Duplicado", "Revisar", "Único"] },
      color: { type: "string", enum: ["danger", "warning", "success"] },
      score: { type: "number", minimum: 0, maximum: 1 },
      best_id: { type: ["integer", "null"] },
      matches: {
        type: "array",
        maxItems: 20,
        description: "Ordered by score, then id descending.",
        items: {
          type: "object",
          properties: {
            id: { type: "integer" }, score: { type: "number" }, reasons: { type: "array", items: { type: "string" } },
            fecha: { type: ["string", "null"], format: "date" }, producto: { type: ["string", "null"] }, iniciales: { type: ["string", "null"] },
            narrativa: { type: ["string", "null"], description: "The first 300 characters of the narrative" }
          }
        }
      }
    }
  },
  DupDecision: {
    type: "object",
    required: ["final"],
    properties: {
      final: { type: ["string", "null"], enum: ["unico", "duplicado", null], description: "null clears the decision" },
      picked_id: { type: ["integer", "null"], description: "Required with duplicado: another existing case, which becomes dup_of_id" }
    }
  },
  DupDecisionResult: {
    type: "object",
    properties: { ok: { const: true }, dup_override: { type: ["string", "null"], enum: ["unico", "duplicado", null] }, dup_of_id: { type: ["integer", "null"] } }
  },
}
