/**
 * The training HTTP suite over PostgreSQL: two fresh databases next to ATALAYA_TEST_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/test), rules only and with a language model on a
 * loopback OpenAI-speaking server, migrated from nothing and dropped afterwards.
 */
import { Storage } from "@atalaya/sql"
import { useFreshDatabase } from "@atalaya/testing/FreshDatabase"
import { runTrainingSuite } from "./suite/trainingSuite.js"

const rules = useFreshDatabase("atalaya_training")
const llm = useFreshDatabase("atalaya_training_llm")

runTrainingSuite("postgres", { rules: () => Storage.layerPostgres({ url: rules }), llm: () => Storage.layerPostgres({ url: llm }) })
