/**
 * Port for slow salted password hashing; `@atalaya/auth` implements it with scrypt.
 */
import { Context, type Effect } from "effect"

/** Hashes and verifies passwords. */
export interface PasswordHasherShape {
  readonly hash: (password: string) => Effect.Effect<string>
  /** True when `password` matches `hash`; false for malformed hashes. */
  readonly verify: (password: string, hash: string) => Effect.Effect<boolean>
}

/** The password hasher service. */
export class PasswordHasher extends Context.Tag("@atalaya/core/PasswordHasher")<PasswordHasher, PasswordHasherShape>() {}
