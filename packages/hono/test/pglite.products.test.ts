/**
 * The catalog HTTP suite over embedded PGlite (in memory, one instance for this file).
 */
import { Storage } from "@atalaya/sql"
import { runProductsSuite } from "./suite/productsSuite.js"

runProductsSuite("pglite (in memory)", () => Storage.layerPglite())
