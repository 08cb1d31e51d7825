/**
 * A throwaway PostgreSQL database for one test file: `<prefix>_<random>` is created next to
 * ATALAYA_TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) before the file's
 * suites build their runtime, and dropped WITH (FORCE) after they dispose it.
 */
import { randomBytes } from "node:crypto"
import Pg from "pg"
import { afterAll, beforeAll } from "vitest"

const adminUrl = process.env.ATALAYA_TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test"

const admin = async <A>(f: (client: Pg.Client) => Promise<A>): Promise<A> => {
  const client = new Pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await f(client)
  } finally {
    await client.end()
  }
}

/**
 * Registers file-level hooks that create and drop a fresh database; returns its connection URL.
 * Call it at the top level of an entry file, before the suite registers its own hooks (file-level
 * beforeAll runs before a describe's, file-level afterAll after it).
 */
export const useFreshDatabase = (prefix: string): string => {
  if (!/^[a-z][a-z0-9_]*$/.test(prefix)) throw new Error(`bad database prefix: ${prefix}`)
  const database = `${prefix}_${randomBytes(6).toString("hex")}`
  let created = false

  beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE ${database}`))
    created = true
  })

  afterAll(async () => {
    if (created) await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`))
  })

  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  return url.toString()
}
