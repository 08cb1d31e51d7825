import type { SqlError } from "@effect/sql/SqlError"
import { Errors } from "@atalaya/core"
import { Effect } from "effect"

/** The SQLSTATE of a failed statement, from pg or PGlite errors alike. */
export const sqlState = (error: SqlError): string | undefined => {
  const cause = error.cause as { code?: unknown } | undefined
  return typeof cause?.code === "string" ? cause.code : undefined
}

/** Storage failures become StorageError: logged by the adapter, never shown to clients. */
export const orStorageError = <A, R>(effect: Effect.Effect<A, SqlError, R>): Effect.Effect<A, Errors.StorageError, R> =>
  Effect.mapError(effect, (cause) => new Errors.StorageError({ cause }))

/** SQLSTATE 23503: a row is still referenced by a foreign key. */
export const FOREIGN_KEY_VIOLATION = "23503"
/** SQLSTATE 23505: a unique index would be violated. */
export const UNIQUE_VIOLATION = "23505"
