/**
 * The follow-up HTTP suite over PostgreSQL, in its own database `atalaya_followup_<random>` next to
 * ATALAYA_TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), migrated from nothing
 * and dropped afterwards; mail goes to a real SMTP server on loopback.
 */
import { Storage } from "@atalaya/sql"
import { runFollowupSuite } from "./suite/followupSuite.js"
import { useFreshDatabase } from "@atalaya/testing/FreshDatabase"

const url = useFreshDatabase("atalaya_followup")

runFollowupSuite("postgres", () => Storage.layerPostgres({ url }))
