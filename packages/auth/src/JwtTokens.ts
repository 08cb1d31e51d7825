/**
 * Access tokens for the core `TokenService` port: HS256 JWTs signed with a server secret
 * ({@link layer}), or a host identity provider's tokens verified against its JWKS
 * ({@link layerJwks}).
 */
import { TokenService } from "@atalaya/core"
import { Clock, Effect, Layer, Option } from "effect"
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type JWTPayload, SignJWT } from "jose"

/** Options for locally signed HS256 tokens. */
export interface Options {
  /** Signing secret of at least {@link MIN_SECRET_BYTES} bytes (a string counts its UTF-8 bytes). */
  readonly secret: string | Uint8Array
  /** Token lifetime in seconds; {@link DEFAULT_TTL_SECONDS} by default. */
  readonly ttlSeconds?: number
  /** `iss` written into tokens and required back; {@link DEFAULT_ISSUER} by default. */
  readonly issuer?: string
}

/** Options for verifying an identity provider's tokens. */
export interface JwksOptions {
  /** The provider's JWKS endpoint; keys are fetched on demand and cached. */
  readonly jwksUrl: string
  /** Required `iss`, when set. */
  readonly issuer?: string
  /** Required `aud`, when set. Set it: without it, tokens the provider issued to other applications pass too. */
  readonly audience?: string
  /** The claim holding the user's email; "email" by default. */
  readonly emailClaim?: string
  /** Accepted signature algorithms; asymmetric ones only by default. */
  readonly algorithms?: ReadonlyArray<string>
  /** Local HS256 tokens to issue (and accept) alongside the provider's, e.g. for password logins. */
  readonly local?: Options
}

/** HS256 needs a key at least as long as its 256-bit output (RFC 7518 §3.2). */
export const MIN_SECRET_BYTES = 32
/** Default token lifetime: 8 hours, one working shift. */
export const DEFAULT_TTL_SECONDS = 8 * 3600
/** Default `iss` claim. */
export const DEFAULT_ISSUER = "atalaya"
/** Signature algorithms {@link layerJwks} accepts by default. */
export const ASYMMETRIC_ALGORITHMS: ReadonlyArray<string> = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA"]

const ALGORITHM = "HS256"
const SUBJECT = /^[1-9][0-9]{0,15}$/

const localClaims = (payload: JWTPayload): Option.Option<TokenService.TokenClaims> => {
  const userId = typeof payload.sub === "string" && SUBJECT.test(payload.sub) ? Number(payload.sub) : NaN
  if (!Number.isSafeInteger(userId)) return Option.none()
  return Option.some({ userId, email: typeof payload["email"] === "string" ? payload["email"] : null })
}

const externalClaims = (payload: JWTPayload, claim: string): Option.Option<TokenService.TokenClaims> => {
  const value = payload[claim]
  // An address the provider itself calls unverified could belong to anyone who typed it in.
  if (typeof value !== "string" || value.trim() === "" || payload["email_verified"] === false) return Option.none()
  // Stored emails are lower-case (User.ts), and the user is looked up by exact email.
  return Option.some({ userId: null, email: value.trim().toLowerCase() })
}

const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

const secretBytes = (secret: string | Uint8Array) =>
  // Copied so that a caller reusing its buffer cannot change the key afterwards.
  typeof secret === "string" ? new TextEncoder().encode(secret) : Uint8Array.from(secret)

/**
 * HS256 tokens. Throws at once when the secret is shorter than {@link MIN_SECRET_BYTES} or the
 * lifetime is not a positive whole number of seconds, so a misconfigured server fails at startup.
 */
export const make = (options: Options): TokenService.TokenServiceShape => {
  const key = secretBytes(options.secret)
  if (key.byteLength < MIN_SECRET_BYTES) {
    throw new Error(
      `JwtTokens: the signing secret must be at least ${MIN_SECRET_BYTES} bytes, got ${key.byteLength}; ` +
        `generate one with: node -e "console.log(require('crypto').randomBytes(48).toString('base64url'))"`
    )
  }
  const ttl = options.ttlSeconds ?? DEFAULT_TTL_SECONDS
  if (!Number.isSafeInteger(ttl) || ttl <= 0) throw new Error(`JwtTokens: ttlSeconds must be a positive integer, got ${ttl}`)
  const issuer = options.issuer ?? DEFAULT_ISSUER
  return {
    issue: (user) =>
      Effect.flatMap(now, (date) => {
        const iat = Math.floor(date.getTime() / 1000)
        return Effect.promise(() =>
          new SignJWT({ email: user.email })
            .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
            .setSubject(String(user.id))
            .setIssuer(issuer)
            .setIssuedAt(iat)
            .setExpirationTime(iat + ttl)
            .sign(key)
        )
      }).pipe(Effect.map((access_token) => ({ access_token, token_type: "bearer" as const, expires_in: ttl }))),
    verify: (token) =>
      Effect.flatMap(now, (currentDate) =>
        Effect.promise(() =>
          // Pinning the algorithm rules out "none" and key-confusion tokens; exp is required
          // because a token without one would never expire.
          jwtVerify(token, key, { algorithms: [ALGORITHM], issuer, currentDate, requiredClaims: ["exp", "sub"] }).then(
            ({ payload }) => localClaims(payload),
            () => Option.none()
          )
        )
      )
  }
}

const headerAlg = (token: string) => {
  try {
    return decodeProtectedHeader(token).alg
  } catch {
    return undefined
  }
}

/**
 * Verifies an identity provider's tokens against its JWKS; a valid token yields its email
 * (`userId: null`) and core signs in the local user with that email. Without `local`, issuing a
 * token dies: logins happen at the provider.
 */
export const makeJwks = (options: JwksOptions): TokenService.TokenServiceShape => {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl))
  const local = options.local !== undefined ? make(options.local) : undefined
  const claim = options.emailClaim ?? "email"
  const algorithms = [...(options.algorithms ?? ASYMMETRIC_ALGORITHMS)]
  return {
    issue: (user) => (local !== undefined ? local.issue(user) : Effect.dieMessage("Login is handled by the identity provider")),
    verify: (token) => {
      // Routed by header so local tokens never trigger a JWKS fetch; the local verifier still
      // checks the signature, so the header only picks the verifier, never the outcome.
      if (local !== undefined && headerAlg(token) === ALGORITHM) return local.verify(token)
      return Effect.flatMap(now, (currentDate) =>
        Effect.promise(() =>
          jwtVerify(token, keys, {
            algorithms,
            currentDate,
            requiredClaims: ["exp"],
            ...(options.issuer !== undefined ? { issuer: options.issuer } : {}),
            ...(options.audience !== undefined ? { audience: options.audience } : {})
          }).then(
            ({ payload }) => externalClaims(payload, claim),
            () => Option.none()
          )
        )
      )
    }
  }
}

/** HS256 tokens as the `TokenService`; throws at once on a short secret (see {@link make}). */
export const layer = (options: Options): Layer.Layer<TokenService.TokenService> =>
  Layer.succeed(TokenService.TokenService, make(options))

/** Identity-provider tokens as the `TokenService` (see {@link makeJwks}). */
export const layerJwks = (options: JwksOptions): Layer.Layer<TokenService.TokenService> =>
  Layer.succeed(TokenService.TokenService, makeJwks(options))
