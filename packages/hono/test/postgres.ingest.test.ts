/**
 * The ingest preview HTTP suite over PostgreSQL: two fresh databases next to ATALAYA_TEST_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/test), one for the rules and one for the language model
 * on a loopback OpenAI-speaking server, migrated from nothing and dropped afterwards.
 */
import { Storage } from "@atalaya/sql"
import { runIngestSuite } from "./suite/ingestSuite.js"
import { useFreshDatabase } from "@atalaya/testing/FreshDatabase"

const rules = useFreshDatabase("atalaya_ingest")
const llm = useFreshDatabase("atalaya_ingest_llm")

runIngestSuite("postgres", { rules: () => Storage.layerPostgres({ url: rules }), llm: () => Storage.layerPostgres({ url: llm }) })
