/**
 * `@atalaya/auth`: implementations of core's authentication ports — scrypt password hashing,
 * HS256 access tokens, identity-provider (JWKS) token verification.
 *
 * @packageDocumentation
 */

/** JWT access tokens: local HS256 and identity-provider JWKS verification. */
export * as JwtTokens from "./JwtTokens.js"
/** scrypt password hashing. */
export * as ScryptHasher from "./ScryptHasher.js"
/** The development signing secret kept in the data directory. */
export * as Secret from "./Secret.js"
