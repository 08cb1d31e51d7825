/**
 * `@atalaya/core/auth`: sign-in, users and principals, and their ports (user storage, password hashing, tokens).
 * The same namespaces as the root `@atalaya/core`, importable on their own.
 *
 * @packageDocumentation
 */

/** Sign-in, authentication and user management use cases. */
export * as AuthService from "./AuthService.js"
/** Password hashing port. */
export * as PasswordHasher from "./PasswordHasher.js"
/** Access token port. */
export * as TokenService from "./TokenService.js"
/** Users and principals. */
export * as User from "./User.js"
/** User storage port. */
export * as UserRepository from "./UserRepository.js"
