/**
 * The total of a search in a date range over embedded PGlite (its one connection takes the
 * scaled thresholds from the session).
 */
import { Storage } from "@atalaya/sql"
import { runListBoundsSuite, runListTotalSuite } from "./suite/listTotalSuite.js"

runListTotalSuite("pglite (in memory)", () => Storage.layerPglite(), { setOnSession: true })
runListBoundsSuite("pglite (in memory)", () => Storage.layerPglite(), { setOnSession: true })
