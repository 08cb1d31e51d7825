/**
 * The storage suite on PostgreSQL. Each run creates its own database next to
 * ATALAYA_TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), migrates it from
 * nothing, and drops it afterwards.
 */
import { useFreshDatabase } from "@atalaya/testing/FreshDatabase"
import { Storage } from "../src/index.js"
import { runCausalitySuite } from "./suite/causalitySuite.js"
import { runCaseDocSuite } from "./suite/caseDocSuite.js"
import { runCatalogSuite } from "./suite/catalogSuite.js"
import { runDuplicatesSuite } from "./suite/duplicatesSuite.js"
import { runDupWordsSuite } from "./suite/dupWordsSuite.js"
import { runMeddraSuite } from "./suite/meddraSuite.js"
import { runIntakeSuite } from "./suite/intakeSuite.js"
import { runOutboxSuite } from "./suite/outboxSuite.js"
import { runStorageSuite } from "./suite/storageSuite.js"

const url = useFreshDatabase("atalaya_test")

runStorageSuite("postgres", () => Storage.layerPostgres({ url: url }))
runCatalogSuite("postgres", () => Storage.layerPostgres({ url: url }))
runCaseDocSuite("postgres", () => Storage.layerPostgres({ url: url }))
runDuplicatesSuite("postgres", () => Storage.layerPostgres({ url: url }))
runDupWordsSuite("postgres", () => Storage.layerPostgres({ url: url }))
runMeddraSuite("postgres", () => Storage.layerPostgres({ url: url }))
runIntakeSuite("postgres", () => Storage.layerPostgres({ url: url }))
runCausalitySuite("postgres", () => Storage.layerPostgres({ url: url }))
runOutboxSuite("postgres", () => Storage.layerPostgres({ url: url }), {
  reopen: () => Storage.layerPostgres({ url: url }),
  separateConnections: true
})
