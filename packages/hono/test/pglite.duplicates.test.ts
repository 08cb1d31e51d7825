/**
 * The duplicates HTTP suite over embedded PGlite (in memory, one instance for this file).
 */
import { Storage } from "@atalaya/sql"
import { runDuplicatesHttpSuite } from "./suite/duplicatesSuite.js"

runDuplicatesHttpSuite("pglite (in memory)", () => Storage.layerPglite())
