/**
 * The case list's answers against the plain query over PostgreSQL, in its own database, with the
 * search's case counts scaled on every connection of the pool so that a few hundred cases take the
 * ways of a list of millions (walks along the order where a small list sorts its matches).
 */
import { Storage } from "@atalaya/sql"
import { useFreshDatabase } from "@atalaya/testing/FreshDatabase"
import { runListScaleSuite } from "./suite/listScaleSuite.js"

const url = useFreshDatabase("atalaya_list_large")
const scaled = `${url}?options=${encodeURIComponent("-c atalaya.list_scale=0.0001")}`

runListScaleSuite("postgres, the ways of a large list", () => Storage.layerPostgres({ url: scaled }), { scale: 0.0001 })
