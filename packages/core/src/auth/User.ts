/**
 * Users are the staff directory: they sign in, evaluate cases, receive notifications and take
 * training. A user's permissions are the grants of their roles plus extra grants.
 */
import { z } from "zod"
import * as Fields from "../kernel/Fields.js"
import { Messages, report } from "../kernel/Validation.js"
import { ROLES, PERMISSIONS } from "../kernel/Permissions.js"

/** A user as the service returns it (never with a password hash). */
export interface User {
  readonly id: number
  readonly email: string
  readonly nombre: string | null
  readonly cargo: string | null
  readonly area: string | null
  readonly documento: string | null
  readonly roles: ReadonlyArray<string>
  readonly permissions: ReadonlyArray<string>
  readonly activo: boolean
  readonly created_at: string
  readonly updated_at: string
}

/** The identity a request acts as, with its effective permissions. */
export interface Principal {
  readonly id: number
  readonly email: string
  readonly nombre: string | null
  readonly roles: ReadonlyArray<string>
  readonly permissions: ReadonlyArray<string>
}

/** Minimum password length for new passwords. */
export const MIN_PASSWORD = 8

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const email = (presence: Fields.Presence) =>
  Fields.text(Fields.SHORT_TEXT, presence).transform((v, ctx) => {
    if (typeof v === "string" && !EMAIL.test(v)) {
      report(ctx, Messages.email)
      return z.NEVER
    }
    return typeof v === "string" ? v.toLowerCase() : v
  })

const password = (presence: Fields.Presence) =>
  z.unknown().transform((v, ctx): string | undefined => {
    if (v === undefined) {
      if (presence === "required") report(ctx, Messages.missing)
      return presence === "required" ? z.NEVER : undefined
    }
    if (typeof v !== "string") {
      report(ctx, Messages.str)
      return z.NEVER
    }
    if (v.length < MIN_PASSWORD) {
      report(ctx, Messages.minLength(MIN_PASSWORD))
      return z.NEVER
    }
    if (v.length > 1024) {
      report(ctx, Messages.maxLength(1024))
      return z.NEVER
    }
    return v
  })

const names = (values: ReadonlyArray<string>) => Fields.list(Fields.enumeration(values, {}, "required"))

/** A validated user creation body. */
export interface UserCreateInput {
  readonly email: string
  readonly password: string
  readonly nombre?: string | null
  readonly cargo?: string | null
  readonly area?: string | null
  readonly documento?: string | null
  readonly roles?: Array<string>
  readonly permissions?: Array<string>
  readonly activo?: boolean | null
}

/** A validated user update body. */
export interface UserPatchInput {
  readonly email?: string
  readonly password?: string
  readonly nombre?: string | null
  readonly cargo?: string | null
  readonly area?: string | null
  readonly documento?: string | null
  readonly roles?: Array<string>
  readonly permissions?: Array<string>
  readonly activo?: boolean
}

/** Body of `POST /users`. */
export const UserCreate: z.ZodType<UserCreateInput> = Fields.record({
  email: email("required"),
  password: password("required"),
  nombre: Fields.text(),
  cargo: Fields.text(),
  area: Fields.text(),
  documento: Fields.text(),
  roles: names(ROLES),
  permissions: names(PERMISSIONS),
  activo: Fields.boolean()
}) as unknown as z.ZodType<UserCreateInput>

/** Body of `PUT /users/{id}`: any subset; a new password replaces the old one. */
export const UserPatch: z.ZodType<UserPatchInput> = Fields.record({
  email: email("notNull"),
  password: password("optional"),
  nombre: Fields.text(),
  cargo: Fields.text(),
  area: Fields.text(),
  documento: Fields.text(),
  roles: names(ROLES),
  permissions: names(PERMISSIONS),
  activo: Fields.boolean("notNull")
}) as unknown as z.ZodType<UserPatchInput>

/** Body of `POST /auth/login`: JSON `{email, password}` or form `username`/`password`. */
export const Login: z.ZodType<{ readonly email: string; readonly password: string }> = Fields.record(
  {
    email: Fields.text(Fields.SHORT_TEXT, "required"),
    password: z.unknown().transform((v, ctx): string => {
      if (typeof v !== "string" || v === "") {
        report(ctx, v === undefined || v === "" ? Messages.missing : Messages.str)
        return z.NEVER
      }
      return v
    })
  },
  { username: "email" }
) as unknown as z.ZodType<{ readonly email: string; readonly password: string }>
