/**
 * The MedDRA suggestion HTTP suite over embedded PGlite (in memory, one instance for this file).
 */
import { Storage } from "@atalaya/sql"
import { runMeddraSuite } from "./suite/meddraSuite.js"

runMeddraSuite("pglite (in memory)", () => Storage.layerPglite())
