/**
 * The total of a search in a date range over embedded PGlite (its one connection takes the
 * scaled thresholds from the session). The statistics are the storage's own autovacuum's, as on a
 * unit grown through the API: PGlite has no background workers to take them.
 */
import { Storage } from "@atalaya/sql"
import { runListBoundsSuite, runListTotalSuite } from "./suite/listTotalSuite.js"

runListTotalSuite("pglite (in memory)", () => Storage.layerPglite(), { setOnSession: true, maintained: true })
runListBoundsSuite("pglite (in memory)", () => Storage.layerPglite(), { setOnSession: true, maintained: true })
