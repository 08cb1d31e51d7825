/**
 * The total of a search in a date range over PostgreSQL, in its own database, with the scaled
 * threshold and ways on every connection of the pool.
 */
import { Storage } from "@atalaya/sql"
import { useFreshDatabase } from "@atalaya/testing/FreshDatabase"
import { runListTotalSuite, TOTAL_SCALE, WAYS_SCALE } from "./suite/listTotalSuite.js"

const url = useFreshDatabase("atalaya_list_total")
const scaled = `${url}?options=${encodeURIComponent(`-c atalaya.list_total_scale=${TOTAL_SCALE} -c atalaya.list_scale=${WAYS_SCALE}`)}`

runListTotalSuite("postgres", () => Storage.layerPostgres({ url: scaled }))
