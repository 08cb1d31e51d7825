/**
 * The case list's answers against the plain query over embedded PGlite (in memory, one instance for this file).
 */
import { Storage } from "@atalaya/sql"
import { runListScaleSuite } from "./suite/listScaleSuite.js"

runListScaleSuite("pglite (in memory)", () => Storage.layerPglite(), { oneConnection: true })
