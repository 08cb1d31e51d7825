/**
 * The hardening suite over embedded PGlite (in memory, one instance for this file).
 */
import { Storage } from "@atalaya/sql"
import { runHardeningSuite } from "./suite/hardeningSuite.js"

runHardeningSuite("pglite (in memory)", () => Storage.layerPglite())
