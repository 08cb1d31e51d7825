/**
 * The user repository in PostgreSQL SQL, with failed sign-in bookkeeping for throttling.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Errors, UserRepository } from "@atalaya/core"
import { Effect, Layer, Option } from "effect"
import { orStorageError, sqlState, UNIQUE_VIOLATION } from "../internal/errors.js"

type StoredUser = UserRepository.StoredUser

const COLUMNS = `id, email, password_hash, nombre, cargo, area, documento, roles, permissions, activo,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at`

const emailTaken = () => new Errors.Conflict({ detail: Errors.Texts.emailTaken })

const withoutHash = ({ password_hash: _hash, ...user }: StoredUser) => user

/** Builds the repository over the current `SqlClient`. */
export const make = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const columns = sql.literal(COLUMNS)
  const one = (rows: ReadonlyArray<StoredUser>) => Option.fromNullable(rows[0])
  const conflictOrStorage = (error: Parameters<typeof sqlState>[0]): Errors.Conflict | Errors.StorageError =>
    sqlState(error) === UNIQUE_VIOLATION ? emailTaken() : new Errors.StorageError({ cause: error })

  const repository: UserRepository.UserRepositoryShape = {
    count: sql<{ n: number }>`SELECT count(*)::int AS n FROM atalaya_users`.pipe(
      Effect.map((rows) => rows[0]?.n ?? 0),
      orStorageError
    ),
    list: sql<StoredUser>`SELECT ${columns} FROM atalaya_users ORDER BY id`.pipe(
      Effect.map((rows) => rows.map(withoutHash)),
      orStorageError
    ),
    findById: (id) => sql<StoredUser>`SELECT ${columns} FROM atalaya_users WHERE id = ${id}`.pipe(Effect.map(one), orStorageError),
    findByEmail: (email) =>
      sql<StoredUser>`SELECT ${columns} FROM atalaya_users WHERE lower(email) = ${email.trim().toLowerCase()}`.pipe(
        Effect.map(one),
        orStorageError
      ),
    insert: (user) =>
      sql<StoredUser>`INSERT INTO atalaya_users ${sql.insert({ ...user, roles: [...user.roles], permissions: [...user.permissions] })}
        RETURNING ${columns}`.pipe(
        Effect.map((rows) => withoutHash(rows[0]!)),
        Effect.mapError(conflictOrStorage)
      ),
    update: (id, changes) => {
      const values: Record<string, unknown> = { ...changes }
      if (changes.roles) values.roles = [...changes.roles]
      if (changes.permissions) values.permissions = [...changes.permissions]
      const statement = Object.keys(values).length === 0
        ? sql<StoredUser>`SELECT ${columns} FROM atalaya_users WHERE id = ${id}`
        : sql<StoredUser>`UPDATE atalaya_users SET ${sql.update(values)}, updated_at = now() WHERE id = ${id} RETURNING ${columns}`
      return statement.pipe(
        Effect.map((rows) => Option.map(one(rows), withoutHash)),
        Effect.mapError(conflictOrStorage)
      )
    },
    recordFailedLogin: (email, atMillis, address = null) =>
      sql`INSERT INTO atalaya_login_failures (email, at, address)
        VALUES (${email}, to_timestamp(${atMillis / 1000}), ${address})`.pipe(
        Effect.asVoid,
        orStorageError
      ),
    countFailedLogins: (email, sinceMillis) =>
      sql<{ n: number }>`SELECT count(*)::int AS n FROM atalaya_login_failures
        WHERE email = ${email} AND at >= to_timestamp(${sinceMillis / 1000})`.pipe(
        Effect.map((rows) => rows[0]?.n ?? 0),
        orStorageError
      ),
    countFailedLoginsFromAddress: (address, sinceMillis) =>
      sql<{ n: number }>`SELECT count(*)::int AS n FROM atalaya_login_failures
        WHERE address = ${address} AND at >= to_timestamp(${sinceMillis / 1000})`.pipe(
        Effect.map((rows) => rows[0]?.n ?? 0),
        orStorageError
      ),
    clearFailedLogins: (email) =>
      sql`DELETE FROM atalaya_login_failures WHERE email = ${email}`.pipe(Effect.asVoid, orStorageError)
  }
  return repository
})

/** Layer of the SQL user repository. */
export const layer = Layer.effect(UserRepository.UserRepository, make)
