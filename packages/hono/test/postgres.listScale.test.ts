/**
 * The case list's answers against the plain query over PostgreSQL, in its own database
 * `atalaya_list_<random>` next to ATALAYA_TEST_DATABASE_URL, migrated from nothing and dropped afterwards.
 */
import { Storage } from "@atalaya/sql"
import { useFreshDatabase } from "@atalaya/testing/FreshDatabase"
import { runListScaleSuite } from "./suite/listScaleSuite.js"

const url = useFreshDatabase("atalaya_list")

runListScaleSuite("postgres", () => Storage.layerPostgres({ url }))
