import { randomBytes } from "node:crypto"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { TokenService } from "@atalaya/core"
import { Cause, Effect, Exit, Option } from "effect"
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { JwtTokens } from "../src/index.js"

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>["privateKey"]

const ISSUER = "https://idp.example.test"
const AUDIENCE = "atalaya"
const KID = "test-key"

let server: Server
let jwksUrl: string
let privateKey: PrivateKey
let otherKey: PrivateKey
let requests = 0

beforeAll(async () => {
  const pair = await generateKeyPair("RS256")
  privateKey = pair.privateKey
  otherKey = (await generateKeyPair("RS256")).privateKey
  const jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: KID, alg: "RS256", use: "sig" }] }
  server = createServer((req, res) => {
    requests++
    if (req.url !== "/.well-known/jwks.json") return res.writeHead(404).end()
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(jwks))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`
})

afterAll(() => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))))

const options = (extra: Partial<JwtTokens.JwksOptions> = {}): JwtTokens.JwksOptions => ({ jwksUrl, issuer: ISSUER, audience: AUDIENCE, ...extra })

const run = <A>(opts: JwtTokens.JwksOptions, f: (tokens: TokenService.TokenServiceShape) => Effect.Effect<A>) =>
  Effect.flatMap(TokenService.TokenService, f).pipe(Effect.provide(JwtTokens.layerJwks(opts)))

const verify = (token: string, opts = options()) => Effect.runPromise(run(opts, (t) => t.verify(token)))

const idpToken = (claims: JWTPayload, key: PrivateKey = privateKey, extra: { issuer?: string; audience?: string } = {}) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: KID })
    .setSubject("idp|123")
    .setIssuer(extra.issuer ?? ISSUER)
    .setAudience(extra.audience ?? AUDIENCE)
    .setIssuedAt()
    .setExpirationTime("5m")
    .sign(key)

describe("JwtTokens.layerJwks", () => {
  it("verifies a provider token from the JWKS and yields its email", async () => {
    const token = await idpToken({ email: "Ana@Example.com", email_verified: true })
    expect(await verify(token)).toEqual(Option.some({ userId: null, email: "ana@example.com" }))
    expect(requests).toBeGreaterThan(0)
  })

  it("rejects a token signed by another key", async () => {
    expect(await verify(await idpToken({ email: "ana@example.com" }, otherKey))).toEqual(Option.none())
  })

  it("rejects the wrong issuer or audience, expired tokens and unverified emails", async () => {
    expect(await verify(await idpToken({ email: "ana@example.com" }, privateKey, { issuer: "https://evil.test" }))).toEqual(Option.none())
    expect(await verify(await idpToken({ email: "ana@example.com" }, privateKey, { audience: "other-app" }))).toEqual(Option.none())
    const expired = await new SignJWT({ email: "ana@example.com" })
      .setProtectedHeader({ alg: "RS256", kid: KID })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(privateKey)
    expect(await verify(expired)).toEqual(Option.none())
    expect(await verify(await idpToken({ email: "ana@example.com", email_verified: false }))).toEqual(Option.none())
    expect(await verify(await idpToken({}))).toEqual(Option.none())
  })

  it("reads the email from a configured claim", async () => {
    const token = await idpToken({ upn: "ana@corp.example" })
    expect(await verify(token, options({ emailClaim: "upn" }))).toEqual(Option.some({ userId: null, email: "ana@corp.example" }))
  })

  it("does not accept HS256 tokens without local options", async () => {
    const hs = await JwtTokens.make({ secret: randomBytes(48) }).issue({ id: 1, email: "ana@example.com" }).pipe(Effect.runPromise)
    expect(await verify(hs.access_token)).toEqual(Option.none())
  })

  it("dies on issue without local options", async () => {
    const exit = await Effect.runPromiseExit(run(options(), (t) => t.issue({ id: 1, email: "ana@example.com" })))
    expect(Exit.isFailure(exit) && Cause.isDie(exit.cause)).toBe(true)
    expect(Exit.isFailure(exit) && Cause.pretty(exit.cause)).toContain("Login is handled by the identity provider")
  })

  it("issues and verifies local tokens alongside provider tokens when local options are given", async () => {
    const secret = randomBytes(48)
    const opts = options({ local: { secret } })
    const result = await Effect.runPromise(
      run(opts, (t) =>
        Effect.gen(function*() {
          const { access_token } = yield* t.issue({ id: 5, email: "ana@example.com" })
          return { local: yield* t.verify(access_token), idp: yield* t.verify(yield* Effect.promise(() => idpToken({ email: "ana@example.com" }))) }
        })
      )
    )
    expect(result.local).toEqual(Option.some({ userId: 5, email: "ana@example.com" }))
    expect(result.idp).toEqual(Option.some({ userId: null, email: "ana@example.com" }))
    // A local-looking token signed with another secret is still refused.
    const forged = await JwtTokens.make({ secret: randomBytes(48) }).issue({ id: 5, email: "ana@example.com" }).pipe(Effect.runPromise)
    expect(await verify(forged.access_token, opts)).toEqual(Option.none())
  })
})
