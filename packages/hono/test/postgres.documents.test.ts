/**
 * The documents and signatures HTTP suite over PostgreSQL, in its own database
 * `atalaya_documents_<random>` next to ATALAYA_TEST_DATABASE_URL, migrated from nothing and dropped afterwards.
 */
import { Storage } from "@atalaya/sql"
import { runDocumentsSuite } from "./suite/documentsSuite.js"
import { useFreshDatabase } from "@atalaya/testing/FreshDatabase"

const url = useFreshDatabase("atalaya_documents")

runDocumentsSuite("postgres", () => Storage.layerPostgres({ url }))
