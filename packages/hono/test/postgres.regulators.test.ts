/**
 * The regulators HTTP suite over PostgreSQL, in a fresh database next to ATALAYA_TEST_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/test), migrated from nothing and dropped afterwards.
 */
import { Storage } from "@atalaya/sql"
import { useFreshDatabase } from "@atalaya/testing/FreshDatabase"
import { runRegulatorsSuite } from "./suite/regulatorsSuite.js"

const url = useFreshDatabase("atalaya_regulators")

runRegulatorsSuite("postgres", () => Storage.layerPostgres({ url }))
