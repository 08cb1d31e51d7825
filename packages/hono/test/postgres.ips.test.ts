/**
 * The IPS HTTP suite over PostgreSQL, in its own database `atalaya_ips_<random>` next to
 * ATALAYA_TEST_DATABASE_URL, migrated from nothing and dropped afterwards.
 */
import { Storage } from "@atalaya/sql"
import { runIpsSuite } from "./suite/ipsSuite.js"
import { useFreshDatabase } from "@atalaya/testing/FreshDatabase"

const url = useFreshDatabase("atalaya_ips")

runIpsSuite("postgres", () => Storage.layerPostgres({ url }))
