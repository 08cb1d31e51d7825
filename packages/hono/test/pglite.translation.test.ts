/**
 * The translation HTTP suite over embedded PGlite (in memory).
 */
import { Storage } from "@atalaya/sql"
import { runTranslationSuite } from "./suite/translationSuite.js"

runTranslationSuite("pglite (in memory)", () => Storage.layerPglite())
