/**
 * The regulator export HTTP suite over PostgreSQL: a fresh database next to
 * ATALAYA_TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), dropped afterwards.
 */
import { Storage } from "@atalaya/sql"
import { useFreshDatabase } from "@atalaya/testing/FreshDatabase"
import { runExportSuite } from "./suite/exportSuite.js"

const url = useFreshDatabase("atalaya_export")

runExportSuite("postgres", () => Storage.layerPostgres({ url }))
