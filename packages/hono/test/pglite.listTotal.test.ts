/**
 * The total of a search in a date range over embedded PGlite (its one connection takes the
 * scaled threshold from the session).
 */
import { Storage } from "@atalaya/sql"
import { runListTotalSuite } from "./suite/listTotalSuite.js"

runListTotalSuite("pglite (in memory)", () => Storage.layerPglite(), { setOnSession: true })
