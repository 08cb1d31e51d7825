/**
 * The fuzz suite over embedded PGlite (in memory, one instance for this file).
 */
import { Storage } from "@atalaya/sql"
import { runFuzzSuite } from "./suite/fuzzSuite.js"

runFuzzSuite("pglite (in memory)", () => Storage.layerPglite())
