/**
 * The causality HTTP suite over embedded PGlite (two in-memory instances: one for the rules
 * engine, one for the language model on a loopback OpenAI-speaking server).
 */
import { Storage } from "@atalaya/sql"
import { runCausalitySuite } from "./suite/causalitySuite.js"

runCausalitySuite("pglite (in memory)", { rules: () => Storage.layerPglite(), llm: () => Storage.layerPglite() })
