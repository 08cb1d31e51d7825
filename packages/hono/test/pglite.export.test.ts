/** The regulator export HTTP suite over embedded PGlite (in memory). */
import { Storage } from "@atalaya/sql"
import { runExportSuite } from "./suite/exportSuite.js"

runExportSuite("pglite (in memory)", () => Storage.layerPglite())
