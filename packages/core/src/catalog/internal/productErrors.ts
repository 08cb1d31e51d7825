import { Effect } from "effect"
import { StorageError } from "../../kernel/Errors.js"
import type { FileStorageError } from "../../kernel/FileStorage.js"

export { Conflict, NotFound, PayloadTooLarge, StorageError, Texts, ValidationFailed } from "../../kernel/Errors.js"

/** A disk failure is, for the client, an internal error like a database failure. */
export const FileStorageErrorAsStorage = <A, R>(effect: Effect.Effect<A, FileStorageError, R>): Effect.Effect<A, StorageError, R> =>
  Effect.mapError(effect, (error) => new StorageError({ cause: error.cause }))
