/**
 * The duplicates HTTP suite over PostgreSQL, in its own database `atalaya_dup_<random>` next to
 * ATALAYA_TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), migrated from
 * nothing and dropped afterwards.
 */
import { Storage } from "@atalaya/sql"
import { runDuplicatesHttpSuite } from "./suite/duplicatesSuite.js"
import { useFreshDatabase } from "@atalaya/testing/FreshDatabase"

const url = useFreshDatabase("atalaya_dup")

runDuplicatesHttpSuite("postgres", () => Storage.layerPostgres({ url }))
