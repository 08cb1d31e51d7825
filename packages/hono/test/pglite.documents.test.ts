/**
 * The documents and signatures HTTP suite over embedded PGlite (in memory, one instance for this file).
 */
import { Storage } from "@atalaya/sql"
import { runDocumentsSuite } from "./suite/documentsSuite.js"

runDocumentsSuite("pglite (in memory)", () => Storage.layerPglite())
