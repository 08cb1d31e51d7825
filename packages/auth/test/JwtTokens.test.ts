import { randomBytes } from "node:crypto"
import { TokenService } from "@atalaya/core"
import { Effect, Option, TestClock, TestContext } from "effect"
import { base64url, decodeJwt, SignJWT, UnsecuredJWT } from "jose"
import { describe, expect, it } from "vitest"
import { JwtTokens } from "../src/index.js"

const SECRET = randomBytes(48).toString("base64url")
const USER = { id: 7, email: "ana@example.com" }

const withTokens = <A>(options: JwtTokens.Options, f: (tokens: TokenService.TokenServiceShape) => Effect.Effect<A>) =>
  Effect.flatMap(TokenService.TokenService, f).pipe(Effect.provide(JwtTokens.layer(options)))

const verify = (token: string, options: JwtTokens.Options = { secret: SECRET }) =>
  Effect.runPromise(withTokens(options, (t) => t.verify(token)))

const issue = (options: JwtTokens.Options = { secret: SECRET }) =>
  Effect.runPromise(withTokens(options, (t) => t.issue(USER)))

const sign = (payload: Record<string, unknown>, secret: string = SECRET, alg = "HS256") =>
  new SignJWT(payload).setProtectedHeader({ alg }).sign(new TextEncoder().encode(secret))

const nowSeconds = () => Math.floor(Date.now() / 1000)

describe("JwtTokens", () => {
  it("issues an HS256 bearer token that verifies to the user", async () => {
    const issued = await issue()
    expect(issued.token_type).toBe("bearer")
    expect(issued.expires_in).toBe(8 * 3600)
    const payload = decodeJwt(issued.access_token)
    expect(payload).toMatchObject({ sub: "7", email: USER.email, iss: "atalaya" })
    expect(payload.exp! - payload.iat!).toBe(8 * 3600)
    expect(JSON.parse(Buffer.from(issued.access_token.split(".")[0]!, "base64url").toString())).toMatchObject({ alg: "HS256" })
    expect(await verify(issued.access_token)).toEqual(Option.some({ userId: 7, email: USER.email }))
  })

  it("honours ttlSeconds and issuer", async () => {
    const options = { secret: SECRET, ttlSeconds: 60, issuer: "atalaya-test" }
    const issued = await issue(options)
    expect(issued.expires_in).toBe(60)
    expect(decodeJwt(issued.access_token).iss).toBe("atalaya-test")
    expect(Option.isSome(await verify(issued.access_token, options))).toBe(true)
    // The issuer is checked on the way back in.
    expect(await verify(issued.access_token)).toEqual(Option.none())
  })

  it("rejects an expired token", async () => {
    const expired = await sign({ sub: "7", email: USER.email, iss: "atalaya", iat: nowSeconds() - 120, exp: nowSeconds() - 60 })
    expect(await verify(expired)).toEqual(Option.none())
  })

  it("expires tokens after ttlSeconds on the Effect clock", async () => {
    const result = await Effect.runPromise(
      withTokens({ secret: SECRET, ttlSeconds: 60 }, (t) =>
        Effect.gen(function*() {
          const { access_token } = yield* t.issue(USER)
          yield* TestClock.adjust("59 seconds")
          const before = yield* t.verify(access_token)
          yield* TestClock.adjust("2 seconds")
          return { before, after: yield* t.verify(access_token) }
        })
      ).pipe(Effect.provide(TestContext.TestContext))
    )
    expect(Option.isSome(result.before)).toBe(true)
    expect(result.after).toEqual(Option.none())
  })

  it("rejects a tampered signature or payload", async () => {
    const { access_token } = await issue()
    const [header, payload, signature] = access_token.split(".") as [string, string, string]
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1)
    expect(await verify(`${header}.${payload}.${flipped}`)).toEqual(Option.none())
    const forged = base64url.encode(JSON.stringify({ ...decodeJwt(access_token), sub: "1" }))
    expect(await verify(`${header}.${forged}.${signature}`)).toEqual(Option.none())
  })

  it("rejects a token signed with another secret", async () => {
    const other = await issue({ secret: randomBytes(48).toString("base64url") })
    expect(await verify(other.access_token)).toEqual(Option.none())
  })

  it("rejects alg none and other algorithms", async () => {
    const claims = { sub: "7", email: USER.email, iss: "atalaya", exp: nowSeconds() + 600 }
    expect(await verify(new UnsecuredJWT(claims).encode())).toEqual(Option.none())
    expect(await verify(await sign(claims, SECRET, "HS512"))).toEqual(Option.none())
    // Sanity check: the same claims signed as HS256 do pass.
    expect(Option.isSome(await verify(await sign(claims)))).toBe(true)
  })

  it("rejects tokens without exp or with a non-numeric subject", async () => {
    expect(await verify(await sign({ sub: "7", iss: "atalaya" }))).toEqual(Option.none())
    expect(await verify(await sign({ sub: "ana", iss: "atalaya", exp: nowSeconds() + 600 }))).toEqual(Option.none())
    expect(await verify(await sign({ sub: "07", iss: "atalaya", exp: nowSeconds() + 600 }))).toEqual(Option.none())
  })

  it("rejects garbage", async () => {
    for (const token of ["", "abc", "a.b.c", "Bearer x"]) expect(await verify(token)).toEqual(Option.none())
  })

  it("refuses secrets shorter than 32 bytes", () => {
    expect(() => JwtTokens.layer({ secret: "too short" })).toThrow(/at least 32 bytes, got 9/)
    expect(() => JwtTokens.make({ secret: new Uint8Array(31) })).toThrow(/at least 32 bytes/)
    expect(() => JwtTokens.make({ secret: new Uint8Array(32) })).not.toThrow()
    expect(() => JwtTokens.make({ secret: SECRET, ttlSeconds: 0 })).toThrow(/ttlSeconds/)
  })
})
