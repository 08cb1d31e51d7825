/**
 * The access suite over PostgreSQL, in a fresh database of its own.
 */
import { Storage } from "@atalaya/sql"
import { useFreshDatabase } from "@atalaya/testing/FreshDatabase"
import { runAccessSuite } from "./suite/accessSuite.js"

const url = useFreshDatabase("atalaya_access")

runAccessSuite("postgres", () => Storage.layerPostgres({ url }))
