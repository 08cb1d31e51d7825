/** The upgrade suite on PostgreSQL, in a database of its own created empty for this file. */
import { useFreshDatabase } from "@atalaya/testing/FreshDatabase"
import { PgClient } from "../src/index.js"
import { runUpgradeSuite } from "./suite/upgradeSuite.js"

const url = useFreshDatabase("atalaya_upgrade")

runUpgradeSuite("postgres", () => PgClient.layer({ url: url }))
