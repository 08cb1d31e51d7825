/**
 * Sign-in and user management (decisions.md "Authentication and users").
 */
import type { AuditLog, PasswordHasher, TokenService, UserRepository } from "@atalaya/core"
import { AuthService } from "@atalaya/core"
import { Effect } from "effect"
import type { Context } from "hono"
import { anyone, authenticated, endpoint, type Input, permission, type Schema } from "../../Endpoint.js"
import { arrayOf, type Group, group, ref } from "../../Group.js"
import { clientAddress } from "../../internal/clientAddress.js"
import { commonSchemas } from "../common.js"

/** The user, the body that creates or changes one, and the sign-in answer. */
export const authSchemas: Readonly<Record<string, Schema>> = {
  User: {
    type: "object",
    properties: {
      id: { type: "integer" }, email: { type: "string" }, nombre: { type: ["string", "null"] }, cargo: { type: ["string", "null"] },
      area: { type: ["string", "null"] }, documento: { type: ["string", "null"] },
      roles: { type: "array", items: { type: "string" } }, permissions: { type: "array", items: { type: "string" } },
      effective_permissions: { type: "array", items: { type: "string" } }, activo: { type: "boolean" }
    }
  },
  UserWrite: {
    type: "object",
    properties: {
      email: { type: "string", format: "email" }, password: { type: "string", minLength: 8, writeOnly: true },
      nombre: { type: ["string", "null"] }, cargo: { type: ["string", "null"] }, area: { type: ["string", "null"] },
      documento: { type: ["string", "null"] }, roles: { type: "array", items: { type: "string" } },
      permissions: { type: "array", items: { type: "string" } }, activo: { type: "boolean" }
    }
  },
  Token: {
    type: "object",
    properties: { access_token: { type: "string" }, token_type: { const: "bearer" }, expires_in: { type: "integer" } }
  },
}


const userId = { schema: { type: "integer", minimum: 1 }, description: "User id", parse: AuthService.pathUserId }

const actor = (i: Input<unknown>) => AuthService.actorOf(i.principal!)

/** A user change, after which cached identities are forgotten (roles or status may have changed). */
const changing = <A, E, R>(i: Input<unknown>, change: Effect.Effect<A, E, R>) => Effect.tap(change, () => Effect.sync(i.forgetIdentities))

/** What sign-in and user management need: users, password hashing, token issuing and the audit. */
export type AuthGroupServices = AuditLog.AuditLog | PasswordHasher.PasswordHasher | TokenService.TokenService | UserRepository.UserRepository

/** The auth and users group. */
export const auth: Group<AuthGroupServices> = group({
  name: "auth",
  schemas: { ...commonSchemas, ...authSchemas },
  endpoints: [
    endpoint({
      method: "post", path: "/auth/login", summary: "Sign in (JSON {email, password} or form username/password)", tag: "auth", access: anyone(),
      body: { kind: "jsonOrForm", schema: { type: "object", properties: { email: { type: "string" }, password: { type: "string" } } } },
      success: { schema: ref("Token") }, errors: { 401: "Credenciales inválidas", 429: "Demasiados intentos, intente más tarde" },
      handler: (i) => Effect.flatMap(clientAddress(i.c), (address) => AuthService.login(i.body, address))
    }),
    endpoint({
      method: "get", path: "/auth/me", summary: "The current user with effective permissions", tag: "auth", access: authenticated(),
      success: { schema: ref("User") },
      handler: (i) => AuthService.me(i.principal!)
    }),
    endpoint({
      method: "get", path: "/users", summary: "List users", tag: "users", access: permission("users:manage"),
      success: { schema: arrayOf("User") }, handler: () => AuthService.listUsers
    }),
    endpoint({
      method: "post", path: "/users", summary: "Create a user", tag: "users", access: permission("users:manage"),
      body: { kind: "json", schema: ref("UserWrite") }, success: { status: 201, schema: ref("User") },
      handler: (i) => AuthService.createUser(i.body, actor(i))
    }),
    endpoint({
      method: "get", path: "/users/{user_id}", summary: "Read a user", tag: "users", access: permission("users:manage"),
      params: { user_id: userId }, success: { schema: ref("User") }, errors: { 404: "User not found" },
      handler: (i) => AuthService.getUser(i.params.user_id)
    }),
    endpoint({
      method: "put", path: "/users/{user_id}", summary: "Change a user", tag: "users", access: permission("users:manage"),
      params: { user_id: userId }, body: { kind: "json", schema: ref("UserWrite") }, success: { schema: ref("User") }, errors: { 404: "User not found" },
      handler: (i) => changing(i, AuthService.updateUser(i.params.user_id, i.body, actor(i)))
    }),
    endpoint({
      method: "delete", path: "/users/{user_id}", summary: "Deactivate a user (kept for the audit trail)", tag: "users", access: permission("users:manage"),
      params: { user_id: userId }, success: { schema: ref("Deleted") }, errors: { 404: "User not found" },
      handler: (i) => changing(i, AuthService.deleteUser(i.params.user_id, actor(i)))
    })
  ]
})
