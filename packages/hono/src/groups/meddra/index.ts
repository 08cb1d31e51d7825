/**
 * MedDRA term suggestions for coding events; coders are case readers (`icsr:read`).
 */
import type { MeddraRepository } from "@atalaya/core"
import { MeddraService } from "@atalaya/core"
import { endpoint, permission } from "../../Endpoint.js"
import { type Group, group, ref } from "../../Group.js"
import { commonSchemas } from "../common.js"

/** What the MedDRA endpoints need: the loaded dictionary. */
export type MeddraServices = MeddraRepository.MeddraRepository

/** The MedDRA group. */
export const meddra: Group<MeddraServices> = group({
  name: "meddra",
  schemas: {
    ...commonSchemas,
  MeddraSuggestions: {
    type: "object",
    description: "Ranked by accent-insensitive prefix of the term, then of a word, then trigram similarity; current LLTs first.",
    properties: {
      items: {
        type: "array",
        items: {
          type: "object",
          properties: {
            llt_code: { type: "string" }, llt_term: { type: "string" }, pt_code: { type: "string" }, pt_term: { type: "string" },
            soc: { type: ["string", "null"], description: "Name of the PT's primary SOC" }, soc_code: { type: ["string", "null"] },
            current: { type: "boolean", description: "false for non-current LLTs" }
          }
        }
      },
      version: { type: ["string", "null"], description: "The loaded MedDRA release; null when no dictionary is loaded" }
    }
  },
  },
  endpoints: [
    endpoint({
      method: "get", path: "/meddra/suggest", summary: "MedDRA LLT suggestions with their PT and primary SOC", tag: "meddra", access: permission("icsr:read"),
      query: [
        { name: "q", schema: { type: "string", minLength: 2 }, description: "Accent- and case-insensitive" },
        { name: "limit", schema: { type: "integer", minimum: 1, maximum: 50, default: 20 } }
      ],
      success: { schema: ref("MeddraSuggestions") },
      handler: (i) => MeddraService.suggest(i.query)
    })
  ]
})
