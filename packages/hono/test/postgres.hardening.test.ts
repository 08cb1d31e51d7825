/**
 * The hardening suite over PostgreSQL, in a fresh database of its own (see postgres.http.test.ts).
 */
import { Storage } from "@atalaya/sql"
import { useFreshDatabase } from "@atalaya/testing/FreshDatabase"
import { runHardeningSuite } from "./suite/hardeningSuite.js"

const url = useFreshDatabase("atalaya_hardening")

runHardeningSuite("postgres", () => Storage.layerPostgres({ url }))
