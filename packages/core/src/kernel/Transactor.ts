/**
 * Runs a unit of work atomically: every repository call inside shares one transaction, which
 * is rolled back when the effect fails.
 */
import { Context, type Effect } from "effect"
import type { StorageError } from "./Errors.js"

/** The transaction boundary. */
export interface TransactorShape {
  readonly transaction: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E | StorageError, R>
}

/** The transactor service. */
export class Transactor extends Context.Tag("@atalaya/core/Transactor")<Transactor, TransactorShape>() {}
