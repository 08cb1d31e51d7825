/**
 * The WhatsApp webhook and intake review suite over PostgreSQL, in its own database
 * `atalaya_whatsapp_<random>` next to ATALAYA_TEST_DATABASE_URL, migrated from nothing and dropped afterwards.
 */
import { Storage } from "@atalaya/sql"
import { runWhatsappSuite } from "./suite/whatsappSuite.js"
import { useFreshDatabase } from "@atalaya/testing/FreshDatabase"

const url = useFreshDatabase("atalaya_whatsapp")

runWhatsappSuite("postgres", () => Storage.layerPostgres({ url }))
