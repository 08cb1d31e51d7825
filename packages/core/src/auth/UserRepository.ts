/**
 * Storage port for users, their password hashes and failed sign-in attempts.
 */
import { Context, type Effect, type Option } from "effect"
import type { Conflict, StorageError } from "../kernel/Errors.js"
import type { User } from "./User.js"

/** A user with its stored password hash (never leaves the domain). */
export interface StoredUser extends User {
  readonly password_hash: string
}

/** Fields written when creating a user. */
export interface NewUser {
  readonly email: string
  readonly password_hash: string
  readonly nombre: string | null
  readonly cargo: string | null
  readonly area: string | null
  readonly documento: string | null
  readonly roles: ReadonlyArray<string>
  readonly permissions: ReadonlyArray<string>
  readonly activo: boolean
}

/** The user storage operations. */
export interface UserRepositoryShape {
  readonly count: Effect.Effect<number, StorageError>
  readonly list: Effect.Effect<ReadonlyArray<User>, StorageError>
  readonly findById: (id: number) => Effect.Effect<Option.Option<StoredUser>, StorageError>
  /** Looks a user up by email, case-insensitively. */
  readonly findByEmail: (email: string) => Effect.Effect<Option.Option<StoredUser>, StorageError>
  /** Fails with Conflict when the email is taken. */
  readonly insert: (user: NewUser) => Effect.Effect<User, Conflict | StorageError>
  readonly update: (id: number, changes: Partial<NewUser>) => Effect.Effect<Option.Option<User>, Conflict | StorageError>
  /** Records a failed sign-in for an email, from a client address when known. */
  readonly recordFailedLogin: (email: string, atMillis: number, address?: string | null) => Effect.Effect<void, StorageError>
  /** Failed sign-ins for an email since a moment. */
  readonly countFailedLogins: (email: string, sinceMillis: number) => Effect.Effect<number, StorageError>
  /** Failed sign-ins from a client address since a moment, whatever the emails. */
  readonly countFailedLoginsFromAddress: (address: string, sinceMillis: number) => Effect.Effect<number, StorageError>
  /** Forgets the failed sign-ins of an email (an administrator's unblock; a success does not call it). */
  readonly clearFailedLogins: (email: string) => Effect.Effect<void, StorageError>
}

/** The user repository service. */
export class UserRepository extends Context.Tag("@atalaya/core/UserRepository")<UserRepository, UserRepositoryShape>() {}
