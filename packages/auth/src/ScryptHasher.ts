/**
 * scrypt password hashing for the core `PasswordHasher` port. Hashes carry their own parameters
 * (`scrypt$N$r$p$<salt>$<hash>`, base64url), so raising the cost later keeps old hashes valid.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto"
import { PasswordHasher } from "@atalaya/core"
import { Effect, Layer } from "effect"

/** scrypt cost parameters; the defaults follow current OWASP guidance for interactive logins. */
export interface Options {
  /** CPU/memory cost, a power of two; 16384 by default. */
  readonly N?: number
  /** Block size; 8 by default. */
  readonly r?: number
  /** Parallelization; 1 by default. */
  readonly p?: number
}

/** Prefix of every hash this module writes. */
export const SCHEME = "scrypt"
/** Random salt bytes per hash. */
export const SALT_BYTES = 16
/** Derived key bytes per hash. */
export const KEY_BYTES = 64

// Parameters come back out of stored hashes, so they are bounded: a corrupt row must not make
// a login allocate gigabytes or spin for minutes.
const MAX_MEMORY = 128 * 1024 * 1024
const MAX_P = 16
const MIN_KEY = 16
const MAX_KEY = 1024
const INT = /^[1-9][0-9]{0,9}$/
const B64URL = /^[A-Za-z0-9_-]+$/

interface Params {
  readonly N: number
  readonly r: number
  readonly p: number
}

const validParams = ({ N, r, p }: Params) =>
  Number.isSafeInteger(N) && N >= 2 && (N & (N - 1)) === 0 &&
  Number.isSafeInteger(r) && r >= 1 &&
  Number.isSafeInteger(p) && p >= 1 && p <= MAX_P &&
  128 * N * r <= MAX_MEMORY

// Node's default maxmem (32 MiB) would reject costs above N=16384/r=8; allow what the bound allows.
const maxmem = ({ N, r, p }: Params) => 128 * r * (N + p + 2) + 1024 * 1024

const derive = (password: string, salt: Buffer, keyLength: number, params: Params) =>
  Effect.async<Buffer, Error>((resume) => {
    try {
      scrypt(password, salt, keyLength, { ...params, maxmem: maxmem(params) }, (error, key) =>
        resume(error === null ? Effect.succeed(key) : Effect.fail(error))
      )
    } catch (error) {
      // Invalid parameters throw synchronously rather than reaching the callback.
      resume(Effect.fail(error instanceof Error ? error : new Error(String(error))))
    }
  })

const int = (s: string | undefined) => (s !== undefined && INT.test(s) ? Number(s) : NaN)
const bytes = (s: string | undefined) => (s !== undefined && B64URL.test(s) ? Buffer.from(s, "base64url") : Buffer.alloc(0))

const parse = (stored: string) => {
  const parts = stored.split("$")
  if (parts.length !== 6 || parts[0] !== SCHEME) return null
  const params = { N: int(parts[1]), r: int(parts[2]), p: int(parts[3]) }
  const salt = bytes(parts[4])
  const hash = bytes(parts[5])
  if (!validParams(params) || salt.length === 0 || hash.length < MIN_KEY || hash.length > MAX_KEY) return null
  return { params, salt, hash }
}

/** A scrypt hasher; throws at once on parameters scrypt would reject. */
export const make = (options: Options = {}): PasswordHasher.PasswordHasherShape => {
  const params: Params = { N: options.N ?? 16384, r: options.r ?? 8, p: options.p ?? 1 }
  if (!validParams(params)) {
    throw new Error(`ScryptHasher: invalid parameters N=${params.N} r=${params.r} p=${params.p} (N a power of two, p <= ${MAX_P}, 128*N*r <= ${MAX_MEMORY} bytes)`)
  }
  const prefix = `${SCHEME}$${params.N}$${params.r}$${params.p}`
  return {
    hash: (password) => {
      const salt = randomBytes(SALT_BYTES)
      return derive(password, salt, KEY_BYTES, params).pipe(
        Effect.map((key) => `${prefix}$${salt.toString("base64url")}$${key.toString("base64url")}`),
        Effect.orDie
      )
    },
    verify: (password, stored) => {
      const parsed = parse(stored)
      if (parsed === null) return Effect.succeed(false)
      // Derive as many bytes as were stored rather than insisting on 64: every well-formed hash
      // then costs a full scrypt run, which is what core's timing-equalizing dummy hash relies on.
      return derive(password, parsed.salt, parsed.hash.length, parsed.params).pipe(
        Effect.map((key) => timingSafeEqual(key, parsed.hash)),
        Effect.orElseSucceed(() => false)
      )
    }
  }
}

/** The password hasher with the default cost (N=16384, r=8, p=1). */
export const layer: Layer.Layer<PasswordHasher.PasswordHasher> = Layer.sync(PasswordHasher.PasswordHasher, () => make())
