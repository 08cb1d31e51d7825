/**
 * Port for access tokens: issuing them at login and reading them on each request. The default
 * implementation (`@atalaya/auth`) signs HS256 JWTs; a host may verify its own identity
 * provider's tokens instead.
 */
import { Context, type Effect, type Option } from "effect"

/** An issued access token. */
export interface IssuedToken {
  readonly access_token: string
  readonly token_type: "bearer"
  /** Lifetime in seconds. */
  readonly expires_in: number
}

/** What a valid token says: the user id it was issued to, or an email for external identities. */
export interface TokenClaims {
  readonly userId: number | null
  readonly email: string | null
}

/** Token operations. */
export interface TokenServiceShape {
  readonly issue: (user: { readonly id: number; readonly email: string }) => Effect.Effect<IssuedToken>
  /** None for a missing, malformed, expired or forged token. */
  readonly verify: (token: string) => Effect.Effect<Option.Option<TokenClaims>>
}

/** The token service. */
export class TokenService extends Context.Tag("@atalaya/core/TokenService")<TokenService, TokenServiceShape>() {}
