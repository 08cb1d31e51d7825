/**
 * The catalog HTTP suite over PostgreSQL, in its own database `atalaya_products_<random>` next to
 * ATALAYA_TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), migrated from nothing
 * and dropped afterwards.
 */
import { Storage } from "@atalaya/sql"
import { runProductsSuite } from "./suite/productsSuite.js"
import { useFreshDatabase } from "@atalaya/testing/FreshDatabase"

const url = useFreshDatabase("atalaya_products")

runProductsSuite("postgres", () => Storage.layerPostgres({ url }))
