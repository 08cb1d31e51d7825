/**
 * Sign-in, request authentication and user management. Failed sign-ins are counted in storage,
 * so throttling holds across restarts and server instances.
 */
import { Clock, Context, Effect, Layer, Option } from "effect"
import { AuditLog, type Actor } from "../kernel/AuditLog.js"
import { decode, pathId } from "../case/CaseService.js"
import { Conflict, Forbidden, InvalidCredentials, NotFound, Texts, TooManyRequests, Unauthenticated } from "../kernel/Errors.js"
import { effectivePermissions, FOLLOWUP_ROLES } from "../kernel/Permissions.js"
import { PasswordHasher } from "./PasswordHasher.js"
import { TokenService } from "./TokenService.js"
import { Login, type Principal, type User, UserCreate, UserPatch } from "./User.js"
import { type NewUser, UserRepository } from "./UserRepository.js"

/** Failed sign-ins allowed per email in {@link THROTTLE_WINDOW_MS}. */
export const MAX_FAILED_LOGINS = 5
/** The throttling window: 15 minutes. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000
/** Failed sign-ins allowed per client address in the window, whatever the emails (default). */
export const MAX_FAILED_LOGINS_PER_ADDRESS = 20

/** Settings of sign-in throttling; every field has a default. */
export interface LoginThrottleSettings {
  /** Failed sign-ins per client address in the window before 429 (default 20; 0 disables). */
  readonly maxFailuresPerAddress?: number
  /**
   * The request header that carries the client address, set only behind a proxy that writes it
   * (e.g. `x-forwarded-for`; its last entry, the one the nearest proxy added, is used). Unset, the
   * address is the socket's peer and any such header is ignored, since a client can forge it.
   */
  readonly clientAddressHeader?: string | null
}

/** Sign-in throttling settings (optional service: defaults apply without it). */
export class LoginThrottle extends Context.Tag("@atalaya/core/LoginThrottle")<LoginThrottle, LoginThrottleSettings>() {}

/** A layer of sign-in throttling settings. */
export const layerLoginThrottle = (settings: LoginThrottleSettings): Layer.Layer<LoginThrottle> => Layer.succeed(LoginThrottle, settings)

/** The configured settings, or the defaults. */
export const loginThrottleSettings: Effect.Effect<LoginThrottleSettings> = Effect.map(
  Effect.serviceOption(LoginThrottle),
  Option.getOrElse(() => ({}))
)

/** The identity of a stored user with its effective permissions. */
export const principalOf = (user: Pick<User, "id" | "email" | "nombre" | "roles" | "permissions">): Principal => ({
  id: user.id,
  email: user.email,
  nombre: user.nombre,
  roles: user.roles,
  permissions: effectivePermissions(user.roles, user.permissions)
})

/** The actor recorded in the audit trail for a principal. */
export const actorOf = (principal: Principal): Actor => ({ id: principal.id, email: principal.email })

/**
 * Checks a password and issues a token. 5 failures for one email in 15 minutes answer 429, and so
 * do too many failures from one client address (any emails); a success does not wipe earlier
 * failures, so good and bad attempts interleaved still reach the limit. `clientAddress` is null
 * when the host cannot tell it (no per-address limit then).
 */
export const login = (body: unknown, clientAddress: string | null = null) =>
  Effect.gen(function*() {
    const { email, password } = yield* decode(Login, body)
    const key = String(email).toLowerCase()
    const users = yield* UserRepository
    const now = yield* Clock.currentTimeMillis
    const since = now - THROTTLE_WINDOW_MS
    const tooMany = new TooManyRequests({ detail: Texts.tooManyAttempts })
    if ((yield* users.countFailedLogins(key, since)) >= MAX_FAILED_LOGINS) return yield* Effect.fail(tooMany)
    const perAddress = (yield* loginThrottleSettings).maxFailuresPerAddress ?? MAX_FAILED_LOGINS_PER_ADDRESS
    if (clientAddress !== null && perAddress > 0 && (yield* users.countFailedLoginsFromAddress(clientAddress, since)) >= perAddress) {
      return yield* Effect.fail(tooMany)
    }
    const hasher = yield* PasswordHasher
    const stored = yield* users.findByEmail(key)
    // Hash even for unknown emails so response time does not reveal which accounts exist.
    const valid = Option.isSome(stored)
      ? (yield* hasher.verify(password, stored.value.password_hash)) && stored.value.activo
      : (yield* hasher.verify(password, DUMMY_HASH), false)
    if (!valid || Option.isNone(stored)) {
      yield* users.recordFailedLogin(key, now, clientAddress)
      return yield* Effect.fail(new InvalidCredentials())
    }
    const tokens = yield* TokenService
    return yield* tokens.issue({ id: stored.value.id, email: stored.value.email })
  })

// A well-formed scrypt hash of a random password, used to equalize timing for unknown emails.
const DUMMY_HASH = "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"

/** Resolves a bearer token to an active user's principal, or fails with 401 `Not authenticated`. */
export const authenticate = (token: string | null) =>
  Effect.gen(function*() {
    if (token === null || token === "") return yield* Effect.fail(Unauthenticated.notAuthenticated())
    const tokens = yield* TokenService
    const claims = yield* tokens.verify(token)
    if (Option.isNone(claims)) return yield* Effect.fail(Unauthenticated.notAuthenticated())
    const users = yield* UserRepository
    const { userId, email } = claims.value
    const user = userId !== null ? yield* users.findById(userId) : email !== null ? yield* users.findByEmail(email) : Option.none()
    if (Option.isNone(user) || !user.value.activo) return yield* Effect.fail(Unauthenticated.notAuthenticated())
    return principalOf(user.value)
  })

/** Fails with 403 `Permission denied: <permission> required` unless the principal holds it. */
export const requirePermission = (principal: Principal, permission: string) =>
  principal.permissions.includes(permission) ? Effect.void : Effect.fail(Forbidden.permission(permission))

/** Fails with 403 unless the principal has one of the follow-up roles (Authentication item 3). */
export const requireFollowupRole = (principal: Principal) =>
  principal.roles.some((r) => (FOLLOWUP_ROLES as ReadonlyArray<string>).includes(r))
    ? Effect.void
    : Effect.fail(new Forbidden({ detail: `Permission denied: role ${FOLLOWUP_ROLES.join("|")} required` }))

const publicUser = (user: User): User & { readonly effective_permissions: ReadonlyArray<string> } => {
  const { password_hash: _hash, ...rest } = user as User & { password_hash?: string }
  return { ...rest, effective_permissions: effectivePermissions(user.roles, user.permissions) }
}

const userNotFound = () => new NotFound({ detail: Texts.userNotFound })

/** The user behind a principal, for `GET /auth/me`. */
export const me = (principal: Principal) =>
  Effect.gen(function*() {
    const users = yield* UserRepository
    const user = yield* users.findById(principal.id)
    if (Option.isNone(user)) return yield* Effect.fail(Unauthenticated.notAuthenticated())
    return publicUser(user.value)
  })

/** All users. */
export const listUsers = Effect.map(Effect.flatMap(UserRepository, (r) => r.list), (users) => users.map(publicUser))

/** One user or 404. */
export const getUser = (id: number) =>
  Effect.flatMap(UserRepository, (r) => r.findById(id)).pipe(
    Effect.flatMap(Option.match({ onNone: () => Effect.fail(userNotFound()), onSome: (u) => Effect.succeed(publicUser(u)) }))
  )

/** Creates a user; its password is hashed before it is stored. Audited. */
export const createUser = (body: unknown, actor: Actor) =>
  Effect.gen(function*() {
    const input = yield* decode(UserCreate, body)
    const hasher = yield* PasswordHasher
    const users = yield* UserRepository
    const created = yield* users.insert({
      email: input.email,
      password_hash: yield* hasher.hash(input.password),
      nombre: input.nombre ?? null,
      cargo: input.cargo ?? null,
      area: input.area ?? null,
      documento: input.documento ?? null,
      roles: input.roles ?? [],
      permissions: input.permissions ?? [],
      activo: input.activo ?? true
    })
    const audit = yield* AuditLog
    yield* audit.append({ action: "USER_CREATE", entity: "user", entity_id: String(created.id), actor, changes: { after: publicUser(created) } })
    return publicUser(created)
  })

/** Changes a user; a new password is hashed; the audit records field names, never passwords. */
export const updateUser = (id: number, body: unknown, actor: Actor) =>
  Effect.gen(function*() {
    const input = yield* decode(UserPatch, body)
    const users = yield* UserRepository
    const before = yield* getUser(id)
    const hasher = yield* PasswordHasher
    const { password, ...rest } = input
    const changes: Partial<NewUser> = {
      ...(Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Partial<NewUser>),
      ...(password !== undefined ? { password_hash: yield* hasher.hash(password) } : {})
    }
    if (actor.id === id && (changes.activo === false || (Array.isArray(changes.roles) && before.roles.includes("admin") && !changes.roles.includes("admin")))) {
      return yield* Effect.fail(new Conflict({ detail: "No puede desactivarse ni quitarse el rol admin a sí mismo" }))
    }
    const updated = yield* users.update(id, changes)
    if (Option.isNone(updated)) return yield* Effect.fail(userNotFound())
    const after = publicUser(updated.value)
    const audit = yield* AuditLog
    const fields = Object.keys(changes).map((field) =>
      field === "password_hash"
        ? { field: "password", before: "***", after: "***" }
        : { field, before: before[field as keyof User], after: after[field as keyof User] }
    )
    yield* audit.append({ action: "USER_UPDATE", entity: "user", entity_id: String(id), actor, changes: { fields } })
    return after
  })

/**
 * Deactivates a user. Users are never erased: the audit trail and past case assignments keep
 * pointing at them.
 */
export const deleteUser = (id: number, actor: Actor) =>
  Effect.gen(function*() {
    if (actor.id === id) return yield* Effect.fail(new Conflict({ detail: "No puede eliminarse a sí mismo" }))
    const users = yield* UserRepository
    const updated = yield* users.update(id, { activo: false })
    if (Option.isNone(updated)) return yield* Effect.fail(userNotFound())
    const audit = yield* AuditLog
    yield* audit.append({ action: "USER_DELETE", entity: "user", entity_id: String(id), actor, changes: { fields: [{ field: "activo", before: true, after: false }] } })
    return { ok: true as const, deleted_id: id }
  })

/** Creates the first admin when no user exists yet (first start). */
export const ensureFirstAdmin = (email: string, password: string) =>
  Effect.gen(function*() {
    const users = yield* UserRepository
    if ((yield* users.count) > 0) return Option.none<User>()
    const hasher = yield* PasswordHasher
    const created = yield* users.insert({
      email: email.trim().toLowerCase(),
      password_hash: yield* hasher.hash(password),
      nombre: "Administrador",
      cargo: null,
      area: null,
      documento: null,
      roles: ["admin"],
      permissions: [],
      activo: true
    })
    const audit = yield* AuditLog
    yield* audit.append({ action: "USER_CREATE", entity: "user", entity_id: String(created.id), actor: { id: null, email: "system" }, changes: { after: publicUser(created) } })
    return Option.some(created)
  })

/** Services needed to authenticate a request. */
export type AuthServices = TokenService | UserRepository

/** Parses the `user_id` path parameter. */
export const pathUserId = (value: string | undefined) => pathId(value, "user_id")
