/**
 * The HTTP suite over embedded PGlite (in memory, one instance for this file).
 */
import { Storage } from "@atalaya/sql"
import { runHttpSuite } from "./suite/httpSuite.js"

runHttpSuite("pglite (in memory)", () => Storage.layerPglite())
