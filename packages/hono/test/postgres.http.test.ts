/**
 * The HTTP suite over PostgreSQL. Each run creates its own database `atalaya_http_<random>` next to
 * ATALAYA_TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), migrates it from
 * nothing through the storage layer, and drops it afterwards.
 */
import { Storage } from "@atalaya/sql"
import { randomBytes } from "node:crypto"
import Pg from "pg"
import { afterAll, beforeAll } from "vitest"
import { runHttpSuite } from "./suite/httpSuite.js"

const adminUrl = process.env.ATALAYA_TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test"
const database = `atalaya_http_${randomBytes(6).toString("hex")}`
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

// File-level hooks: the database exists before the suite builds its runtime and is dropped after it disposes.
beforeAll(async () => {
  await admin((client) => client.query(`CREATE DATABASE ${database}`))
  created = true
})

afterAll(async () => {
  if (created) await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`))
})

runHttpSuite("postgres", () => Storage.layerPostgres({ url: databaseUrl() }))
