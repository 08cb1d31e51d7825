/**
 * The HTTP suite over PostgreSQL. Each run creates its own database `atalaya_http_<random>` next to
 * ATALAYA_TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), migrates it from
 * nothing through the storage layer, and drops it afterwards.
 */
import { Storage } from "@atalaya/sql"
import { runHttpSuite } from "./suite/httpSuite.js"
import { useFreshDatabase } from "@atalaya/testing/FreshDatabase"

const url = useFreshDatabase("atalaya_http")

runHttpSuite("postgres", () => Storage.layerPostgres({ url }))
