/**
 * An `@effect/sql` client for embedded PGlite (PostgreSQL compiled to WebAssembly), so the same
 * repositories and migrations run with zero setup.
 *
 * PGlite is a single connection: a statement issued by one request while another request is
 * inside a transaction would run in that transaction. A one-permit semaphore serializes
 * access, and a transaction holds the permit from BEGIN to COMMIT/ROLLBACK.
 */
import * as Reactivity from "@effect/experimental/Reactivity"
import * as Client from "@effect/sql/SqlClient"
import type { Connection } from "@effect/sql/SqlConnection"
import { SqlError } from "@effect/sql/SqlError"
import { makeCompiler } from "@effect/sql-pg/PgClient"
import { PGlite } from "@electric-sql/pglite"
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch"
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"
import { Context, type Duration, Effect, Layer, Stream } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import * as Autovacuum from "./Autovacuum.js"
import { acquireLockFile } from "./internal/lockFile.js"

/** Options of the embedded database. */
export interface PgliteClientConfig {
  /** Directory of the database files; omitted means in memory (tests, demos). */
  readonly dataDir?: string | undefined
  /**
   * How often the embedded autovacuum looks for tables to vacuum and analyze (Autovacuum.ts;
   * default one minute); `false` turns it off, for a tool that analyzes by itself.
   */
  readonly autovacuum?: Duration.DurationInput | false | undefined
}

/** The PGlite-backed SQL client. */
export interface PgliteClient extends Client.SqlClient {
  /** The underlying PGlite instance (for tools that need it directly). */
  readonly pglite: PGlite
}

/** Tag of the PGlite client. */
export const PgliteClient = Context.GenericTag<PgliteClient>("@atalaya/sql/PgliteClient")

// Dates stay 'YYYY-MM-DD' text (a JS Date would shift with the server's time zone); counts are numbers.
const parsers = {
  1082: (v: string) => v,
  20: (v: string) => Number(v),
  1700: (v: string) => Number(v)
}

/**
 * Resumes after pending I/O. PGlite answers without touching the event loop (its WebAssembly runs
 * on this thread and resolves in microtasks), so a fiber issuing statement after statement — a
 * background duplicate check, a long transaction — would keep Node from reading new requests and
 * writing finished answers until it is done: under 64 connections that starved some requests for
 * seconds. One macrotask turn per statement lets the event loop serve sockets in between.
 */
const yieldToIo = <A>(value: A): Promise<A> => new Promise((resolve) => setImmediate(() => resolve(value)))

const wrapError = (message: string) => (cause: unknown) => new SqlError({ cause, message })

const open = (config: PgliteClientConfig) =>
  Effect.acquireRelease(
    Effect.tryPromise({
      try: async () => {
        let release = () => {}
        if (config.dataDir !== undefined) {
          const dir = path.resolve(config.dataDir)
          fs.mkdirSync(path.dirname(dir), { recursive: true })
          release = acquireLockFile(`${dir}.lock`)
        }
        try {
          const db = await PGlite.create({
            ...(config.dataDir !== undefined ? { dataDir: path.resolve(config.dataDir) } : {}),
            extensions: { pg_trgm, fuzzystrmatch },
            parsers
          })
          return { db, release }
        } catch (error) {
          release()
          throw error
        }
      },
      catch: (cause) => new SqlError({ cause, message: cause instanceof Error ? cause.message : "PGlite: failed to open" })
    }),
    ({ db, release }) => Effect.promise(() => db.close().catch(() => undefined)).pipe(Effect.ensuring(Effect.sync(release)))
  )

/** Builds the client inside a scope; the database closes (and its lock is released) with the scope. */
export const make = (config: PgliteClientConfig = {}) =>
  Effect.gen(function*() {
    const { db } = yield* open(config)
    const permit = yield* Effect.makeSemaphore(1)
    // The PostgreSQL dialect of @effect/sql-pg: PGlite speaks the same SQL and placeholders.
    const compiler = makeCompiler()

    const run = (sql: string, params: ReadonlyArray<unknown>) =>
      Effect.tryPromise({
        try: () => db.query<Record<string, unknown>>(sql, params as Array<unknown>).then((r) => r.rows).then(yieldToIo),
        catch: wrapError("Failed to execute statement")
      })

    const connection: Connection = {
      execute: (sql, params, transformRows) =>
        transformRows ? Effect.map(run(sql, params), transformRows) : run(sql, params),
      executeRaw: (sql, params) =>
        Effect.tryPromise({ try: () => db.query(sql, params as Array<unknown>).then(yieldToIo), catch: wrapError("Failed to execute statement") }),
      executeValues: (sql, params) =>
        Effect.tryPromise({
          try: () => db.query<Array<unknown>>(sql, params as Array<unknown>, { rowMode: "array" }).then((r) => r.rows).then(yieldToIo),
          catch: wrapError("Failed to execute statement")
        }),
      // Multi-statement scripts (migrations) need the simple protocol, which PGlite exposes as exec().
      executeUnprepared: (sql, params, transformRows) =>
        params.length > 0
          ? (transformRows ? Effect.map(run(sql, params), transformRows) : run(sql, params))
          : Effect.tryPromise({
            try: () => db.exec(sql).then((results) => (results.at(-1)?.rows ?? []) as Array<Record<string, unknown>>).then(yieldToIo),
            catch: wrapError("Failed to execute statement")
          }),
      executeStream: (sql, params, transformRows) =>
        Stream.fromIterableEffect(transformRows ? Effect.map(run(sql, params), transformRows) : run(sql, params))
    }

    // A statement outside a transaction takes the permit for its own duration only.
    const acquirer = Effect.as(Effect.acquireRelease(permit.take(1), () => permit.release(1)), connection)

    const client = yield* Client.make({
      acquirer,
      transactionAcquirer: acquirer,
      compiler,
      spanAttributes: [["db.system.name", "postgresql"], ["db.namespace", "pglite"]]
    })
    return Object.assign(client, { pglite: db }) as PgliteClient
  })

/** Layer providing both the PGlite client and the generic `SqlClient`. */
export const layer = (config: PgliteClientConfig = {}): Layer.Layer<PgliteClient | Client.SqlClient, SqlError> =>
  Layer.scopedContext(
    Effect.gen(function*() {
      const client = yield* make(config)
      // PGlite has no background workers; forked after the database opened, so it stops before it closes.
      if (config.autovacuum !== false) {
        yield* Effect.forkScoped(Effect.provideService(Autovacuum.run(config.autovacuum ?? Autovacuum.DEFAULT_INTERVAL), Client.SqlClient, client))
      }
      return Context.make(PgliteClient, client).pipe(Context.add(Client.SqlClient, client))
    })
  ).pipe(Layer.provide(Reactivity.layer))
