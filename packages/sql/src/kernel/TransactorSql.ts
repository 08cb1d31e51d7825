/**
 * The transaction port on `@effect/sql`: repository calls inside share the transaction's
 * connection (and, on PGlite, hold its single permit until commit).
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Errors, Transactor } from "@atalaya/core"
import { Effect, Layer } from "effect"

/** Builds the transactor over the current `SqlClient`. */
export const make = Effect.map(SqlClient.SqlClient, (sql): Transactor.TransactorShape => ({
  transaction: (effect) =>
    sql.withTransaction(effect).pipe(
      Effect.catchTag("SqlError", (cause) => Effect.fail(new Errors.StorageError({ cause })))
    ) as never
}))

/** Layer of the SQL transactor. */
export const layer = Layer.effect(Transactor.Transactor, make)
