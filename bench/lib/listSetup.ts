/**
 * The databases of the list benchmark: a dedicated PostgreSQL database (created, migrated and
 * seeded once, then reused) and a PGlite data directory (likewise). The reference server runs
 * the migrations; the seeding is `listSeed.ts`.
 */
import * as crypto from "node:crypto"
import * as fs from "node:fs"
import * as path from "node:path"
import { DuplicateRepositorySql, PgClient, PgliteClient } from "@atalaya/sql"
import type * as SqlClient from "@effect/sql/SqlClient"
import { ManagedRuntime } from "effect"
import pg from "pg"
import { type ServerChild, startChild } from "./children.js"
import { type Queryable, seedLarge } from "./listSeed.js"

/** The bench admin of these kept databases (loopback only, throw-away data). */
export const LIST_ADMIN = { email: "admin@bench.local", password: "list-bench-admin-8c1f0e" } as const

/** Environment of a reference server child on `databaseUrl` (null: PGlite in `dataDir`). */
export const serverEnv = (databaseUrl: string | null, dataDir: string): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    ATALAYA_DATA_DIR: dataDir,
    ATALAYA_JWT_SECRET: crypto.randomBytes(48).toString("base64url"),
    ATALAYA_ADMIN_EMAIL: LIST_ADMIN.email,
    ATALAYA_ADMIN_PASSWORD: LIST_ADMIN.password,
    ATALAYA_MEDDRA_DEMO: "false"
  }
  delete env.DATABASE_URL
  if (databaseUrl !== null) env.DATABASE_URL = databaseUrl
  return env
}

// A first start on a million cases may build new indexes in a migration: minutes, not seconds.
const START_TIMEOUT_MS = 60 * 60_000

/** Starts the reference server (migrating its database first). */
export const startServer = (name: string, entry: string, databaseUrl: string | null, dataDir: string): Promise<ServerChild> =>
  startChild(name, entry, serverEnv(databaseUrl, dataDir), START_TIMEOUT_MS)

/** Makes sure `dbName` exists, is migrated and holds exactly `cases` seeded cases. */
export const ensurePostgres = async (
  adminUrl: string,
  dbName: string,
  cases: number,
  entry: string,
  dataDir: string,
  log: (text: string) => void
): Promise<string> => {
  if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`unusable database name: ${dbName}`)
  const admin = new pg.Client({ connectionString: adminUrl, application_name: "atalaya-bench" })
  await admin.connect()
  try {
    const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [dbName])).rowCount! > 0
    if (!exists) {
      await admin.query(`CREATE DATABASE ${dbName}`)
      log(`created database ${dbName}`)
    }
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${dbName}`
  const databaseUrl = url.toString()
  // The server migrates the database (and creates the admin) on start.
  const server = await startServer("atalaya-migrate", entry, databaseUrl, dataDir)
  await server.stop()
  const client = new pg.Client({ connectionString: databaseUrl, application_name: "atalaya-bench" })
  await client.connect()
  try {
    await seedIfEmpty(client, cases, log)
  } finally {
    await client.end()
  }
  await fileForDuplicates(ManagedRuntime.make(PgClient.layer({ url: databaseUrl, maxConnections: 1 })), log)
  return databaseUrl
}

/**
 * Files the seeded cases for duplicate search at full speed, as the server would in the
 * background after a start: measured while that runs, a list benchmark measures the catch-up
 * (on PGlite every request waits behind its batches), not the list.
 */
const fileForDuplicates = async (runtime: ManagedRuntime.ManagedRuntime<SqlClient.SqlClient, unknown>, log: (text: string) => void): Promise<void> => {
  try {
    const t0 = performance.now()
    const filed = await runtime.runPromise(DuplicateRepositorySql.fileUnkeyed)
    if (filed > 0) log(`filed ${filed.toLocaleString("en-US")} cases for duplicate search in ${((performance.now() - t0) / 1000).toFixed(0)} s`)
  } finally {
    await runtime.dispose()
  }
}

/** Seeds `cases` cases when the database has none; refuses a database holding another number. */
export const seedIfEmpty = async (client: Queryable, cases: number, log: (text: string) => void): Promise<void> => {
  const { rows: [count] } = await client.query<{ n: string }>("SELECT count(*)::text AS n FROM icsr")
  const n = Number(count!.n)
  if (n === cases) {
    log(`database already holds ${cases.toLocaleString("en-US")} cases: reused`)
    return
  }
  if (n !== 0) throw new Error(`the database holds ${n} cases, not ${cases}: drop it (or pass another --db) to seed afresh`)
  const { rows: [me] } = await client.query<{ id: number }>("SELECT id FROM atalaya_users ORDER BY id LIMIT 1")
  log(`seeding ${cases.toLocaleString("en-US")} cases (once; the database is kept for later runs)`)
  const t0 = performance.now()
  await seedLarge(client, cases, me!.id, log)
  log(`seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s`)
}

/** A PGlite data directory (the reference server's layout) holding `cases` seeded cases. */
export const ensurePglite = async (dataDir: string, cases: number, entry: string, log: (text: string) => void): Promise<void> => {
  fs.mkdirSync(dataDir, { recursive: true })
  const server = await startServer("atalaya-migrate-pglite", entry, null, dataDir)
  await server.stop()
  // The storage's own PGlite client (lock file, pg_trgm), used here for its PGlite instance.
  const runtime = ManagedRuntime.make(PgliteClient.layer({ dataDir: path.join(dataDir, "pgdata") }))
  try {
    const db = (await runtime.runPromise(PgliteClient.PgliteClient)).pglite
    const client: Queryable = {
      query: (async (text: string, params?: ReadonlyArray<unknown>) => {
        const result = await db.query(text, params as Array<unknown> | undefined)
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length }
      }) as unknown as Queryable["query"]
    }
    await seedIfEmpty(client, cases, log)
  } catch (error) {
    await runtime.dispose()
    throw error
  }
  await fileForDuplicates(runtime, log)
}
