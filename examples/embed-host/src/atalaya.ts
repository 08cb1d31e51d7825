/**
 * Everything the host does to embed Atalaya's case and duplicate endpoints: build a runtime with
 * only the services those two route groups need (no OCR, mail, language model or document
 * converter: the host does not mount what needs them),
 * make sure the host's staff exist as Atalaya users, and translate the host's own notion of
 * "who is signed in" into an Atalaya principal.
 */
import { JwtTokens, ScryptHasher } from "@atalaya/auth"
import { AuditLog, AuthService, CaseService, type Errors, FileStorage, type PasswordHasher, type Permissions, UserRepository } from "@atalaya/core"
import type { Authenticate, AuthServices } from "@atalaya/hono"
import type { CasesServices } from "@atalaya/hono/cases"
import type { DuplicatesServices } from "@atalaya/hono/duplicates"
import { Capabilities } from "@atalaya/sql"
import { Effect, Layer, ManagedRuntime, Option } from "effect"
import * as crypto from "node:crypto"

/**
 * The header the host's own front door (session middleware, SSO proxy, API gateway) sets to the
 * signed-in user's email. Atalaya trusts it, so the host must set it itself and overwrite any
 * copy a client sends; see README.md "Trusting the host's identity".
 */
export const HOST_USER_HEADER = "x-host-user"

/** A member of the host's staff directory and the Atalaya roles they get. */
export interface StaffMember {
  readonly email: string
  readonly nombre: string
  readonly roles: ReadonlyArray<Permissions.Role>
}

/** The host's staff, as its own directory knows them. */
export const STAFF: ReadonlyArray<StaffMember> = [
  { email: "qf.huaman@hospital.example", nombre: "Q.F. Rosa Huamán", roles: ["qf"] },
  { email: "jefe.fv@hospital.example", nombre: "Dr. Luis Paredes", roles: ["responsable_fv"] },
  { email: "legal@hospital.example", nombre: "Carmen Rojas", roles: ["legal"] }
]

/**
 * Files (product technical sheets) kept in memory. A host plugs its own adapter for any port the
 * same way: an object of the port's shape in a layer (here a Map; in production its S3 client).
 */
const memoryFiles = Layer.sync(FileStorage.FileStorage, () => {
  const files = new Map<string, Uint8Array>()
  return {
    put: (key, bytes) => Effect.sync(() => void files.set(key, Uint8Array.from(bytes))),
    get: (key) => Effect.sync(() => Option.fromNullable(files.get(key))),
    remove: (key) => Effect.sync(() => void files.delete(key))
  }
})

/** The services of the mounted groups (cases, duplicates) and token verification: nothing else. */
export type AtalayaServices = CasesServices | DuplicatesServices | AuthServices

/** A runtime providing exactly {@link AtalayaServices}. */
export type AtalayaRuntime = ManagedRuntime.ManagedRuntime<AtalayaServices, unknown>

/**
 * Storage for the two groups — cases need users (deletion asks for the password), the catalog
 * (products are enriched from it), follow-up messages, tasks and the outbox (a new case's
 * notices are written in its transaction) — over PGlite in memory, then hashing, tokens, files.
 */
export const makeRuntime = async (): Promise<AtalayaRuntime> => {
  const storage = Capabilities.pglite(
    Layer.mergeAll(
      Capabilities.kernel,
      Capabilities.auth,
      Capabilities.cases,
      Capabilities.catalog,
      Capabilities.duplicates,
      Capabilities.followup,
      Capabilities.notifications,
      Capabilities.evaluation
    )
  )
  const layer = Layer.mergeAll(
    storage,
    ScryptHasher.layer,
    // Bearer tokens still work next to the host's identity (scripts, integrations).
    JwtTokens.layer({ secret: crypto.randomBytes(48).toString("base64url") }),
    memoryFiles,
    Layer.succeed(CaseService.CaseSettings, { timeZone: "America/Lima", codigoPrefix: "HOSP" })
  )
  const runtime = ManagedRuntime.make(layer)
  await runtime.runPromise(Effect.void) // opens the database and runs the migrations
  return runtime
}

/**
 * Creates the Atalaya users for the host's staff that do not exist yet (audited as "system").
 * Their Atalaya password is random and never used: they sign in at the host.
 */
export const provisionStaff = (
  staff: ReadonlyArray<StaffMember>
): Effect.Effect<void, Errors.DomainError, UserRepository.UserRepository | PasswordHasher.PasswordHasher | AuditLog.AuditLog> =>
  Effect.forEach(staff, (member) =>
    Effect.gen(function*() {
      const users = yield* UserRepository.UserRepository
      if (Option.isSome(yield* users.findByEmail(member.email))) return
      yield* AuthService.createUser(
        { email: member.email, nombre: member.nombre, roles: member.roles, password: crypto.randomBytes(24).toString("base64url") },
        AuditLog.SYSTEM
      )
    }), { discard: true })

/**
 * The host's identity as an Atalaya principal: the user with the email the host vouches for,
 * if active. `null` means "no host identity here", and the API then falls back to a bearer
 * token (and answers 401 `Not authenticated` without one).
 */
export const hostAuthenticate = (runtime: AtalayaRuntime): Authenticate => async (c) => {
  const email = c.req.header(HOST_USER_HEADER)?.trim()
  if (email === undefined || email === "") return null
  // A storage failure rejects, and the API answers 500 (it never reads as "anonymous").
  const user = await runtime.runPromise(Effect.flatMap(UserRepository.UserRepository, (users) => users.findByEmail(email)))
  return Option.isSome(user) && user.value.activo ? AuthService.principalOf(user.value) : null
}
