/**
 * The total of a search in a date range over PostgreSQL, each suite in its own database with the
 * scaled thresholds and ways on every connection of the pool.
 */
import { Storage } from "@atalaya/sql"
import { useFreshDatabase } from "@atalaya/testing/FreshDatabase"
import { BOUNDS_SCALE, runListBoundsSuite, runListTotalSuite, TOTAL_SCALE, WAYS_SCALE } from "./suite/listTotalSuite.js"

const scaled = (url: string, total: number) =>
  `${url}?options=${encodeURIComponent(`-c atalaya.list_total_scale=${total} -c atalaya.list_scale=${WAYS_SCALE}`)}`

const url = useFreshDatabase("atalaya_list_total")
runListTotalSuite("postgres", () => Storage.layerPostgres({ url: scaled(url, TOTAL_SCALE) }))

const boundsUrl = useFreshDatabase("atalaya_list_bounds")
runListBoundsSuite("postgres", () => Storage.layerPostgres({ url: scaled(boundsUrl, BOUNDS_SCALE) }))
