/**
 * The regulators HTTP suite over embedded PGlite (in memory).
 */
import { Storage } from "@atalaya/sql"
import { runRegulatorsSuite } from "./suite/regulatorsSuite.js"

runRegulatorsSuite("pglite (in memory)", () => Storage.layerPglite())
