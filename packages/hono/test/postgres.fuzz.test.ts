/**
 * The fuzz suite over PostgreSQL, in a fresh database of its own (see postgres.http.test.ts).
 */
import { Storage } from "@atalaya/sql"
import { useFreshDatabase } from "@atalaya/testing/FreshDatabase"
import { runFuzzSuite } from "./suite/fuzzSuite.js"

const url = useFreshDatabase("atalaya_fuzz")

runFuzzSuite("postgres", () => Storage.layerPostgres({ url }))
