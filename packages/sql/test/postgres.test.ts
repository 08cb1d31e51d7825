/**
 * The storage suite on PostgreSQL. Each run creates its own database next to
 * ATALAYA_TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), migrates it from
 * nothing, and drops it afterwards.
 */
import Pg from "pg"
import { randomBytes } from "node:crypto"
import { afterAll, beforeAll } from "vitest"
import { Storage } from "../src/index.js"
import { runCausalitySuite } from "./suite/causalitySuite.js"
import { runCaseDocSuite } from "./suite/caseDocSuite.js"
import { runCatalogSuite } from "./suite/catalogSuite.js"
import { runDuplicatesSuite } from "./suite/duplicatesSuite.js"
import { runMeddraSuite } from "./suite/meddraSuite.js"
import { runIntakeSuite } from "./suite/intakeSuite.js"
import { runOutboxSuite } from "./suite/outboxSuite.js"
import { runStorageSuite } from "./suite/storageSuite.js"

const adminUrl = process.env.ATALAYA_TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test"
const database = `atalaya_test_${randomBytes(6).toString("hex")}`
let created = false

const admin = async <A>(f: (client: Pg.Client) => Promise<A>): Promise<A> => {
  const client = new Pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await f(client)
  } finally {
    await client.end()
  }
}

const databaseUrl = (): string => {
  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  return url.toString()
}

// File-level hooks: the database exists before the suite builds its layer and is dropped after it disposes.
beforeAll(async () => {
  await admin((client) => client.query(`CREATE DATABASE ${database}`))
  created = true
})

afterAll(async () => {
  if (created) await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`))
})

runStorageSuite("postgres", () => Storage.layerPostgres({ url: databaseUrl() }))
runCatalogSuite("postgres", () => Storage.layerPostgres({ url: databaseUrl() }))
runCaseDocSuite("postgres", () => Storage.layerPostgres({ url: databaseUrl() }))
runDuplicatesSuite("postgres", () => Storage.layerPostgres({ url: databaseUrl() }))
runMeddraSuite("postgres", () => Storage.layerPostgres({ url: databaseUrl() }))
runIntakeSuite("postgres", () => Storage.layerPostgres({ url: databaseUrl() }))
runCausalitySuite("postgres", () => Storage.layerPostgres({ url: databaseUrl() }))
runOutboxSuite("postgres", () => Storage.layerPostgres({ url: databaseUrl() }), {
  reopen: () => Storage.layerPostgres({ url: databaseUrl() }),
  separateConnections: true
})
