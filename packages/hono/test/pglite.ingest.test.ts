/**
 * The ingest preview HTTP suite over embedded PGlite (in memory): one instance for the rules and one
 * for the language model on a loopback OpenAI-speaking server.
 */
import { Storage } from "@atalaya/sql"
import { runIngestSuite } from "./suite/ingestSuite.js"

runIngestSuite("pglite (in memory)", { rules: () => Storage.layerPglite(), llm: () => Storage.layerPglite() })
