/**
 * The access suite over embedded PGlite.
 */
import { Storage } from "@atalaya/sql"
import { runAccessSuite } from "./suite/accessSuite.js"

runAccessSuite("pglite (in memory)", () => Storage.layerPglite())
