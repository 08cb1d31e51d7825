/**
 * The training HTTP suite over embedded PGlite (two in-memory instances: rules only, and with a
 * language model on a loopback OpenAI-speaking server).
 */
import { Storage } from "@atalaya/sql"
import { runTrainingSuite } from "./suite/trainingSuite.js"

runTrainingSuite("pglite (in memory)", { rules: () => Storage.layerPglite(), llm: () => Storage.layerPglite() })
