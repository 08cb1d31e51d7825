/**
 * Permissions and the default grants of each role (decisions.md "Authentication and users").
 * A deployment may pass its own grant table.
 */

/** Every permission the service checks. */
export const PERMISSIONS = [
  "icsr:list", "icsr:read", "icsr:create", "icsr:update", "icsr:delete",
  "ips:read", "ips:edit", "ips:qa", "ips:approve",
  "products:read", "products:write",
  "documents:read", "documents:write", "documents:sign",
  "training:read", "training:manage",
  "regulators:read",
  "causality:assess", "causality:confirm",
  "evaluation:write", "ingest:write",
  "users:manage", "audit:read", "admin:mail"
] as const

/** A permission name. */
export type Permission = (typeof PERMISSIONS)[number]

/** Roles with default grants. */
export const ROLES = ["admin", "responsable_fv", "qf", "qa", "direccion_tecnica", "legal", "soporte"] as const

/** A role name. */
export type Role = (typeof ROLES)[number]

/** Roles allowed to read and send follow-up messages (Authentication item 3). */
export const FOLLOWUP_ROLES: ReadonlyArray<Role> = ["admin", "qf", "responsable_fv", "qa", "direccion_tecnica", "legal", "soporte"]

const ICSR_ALL: ReadonlyArray<Permission> = ["icsr:list", "icsr:read", "icsr:create", "icsr:update", "icsr:delete"]
const ICSR_READ: ReadonlyArray<Permission> = ["icsr:list", "icsr:read"]
const DOCS_ALL: ReadonlyArray<Permission> = ["documents:read", "documents:write", "documents:sign"]

/** Default grants per role; `admin` has every permission. */
export const DEFAULT_GRANTS: Readonly<Record<Role, ReadonlyArray<Permission>>> = {
  admin: PERMISSIONS,
  responsable_fv: [
    ...ICSR_ALL, "ips:read", "ips:edit", "ips:qa", "causality:assess", "causality:confirm", "evaluation:write", "ingest:write",
    "products:read", "products:write", ...DOCS_ALL, "training:manage", "training:read", "regulators:read", "audit:read"
  ],
  qf: [
    "icsr:list", "icsr:read", "icsr:create", "icsr:update", "causality:assess", "causality:confirm", "evaluation:write",
    "ingest:write", "ips:read", "ips:edit", "products:read", "products:write", ...DOCS_ALL, "training:read", "regulators:read"
  ],
  qa: [...ICSR_READ, "ips:read", "ips:qa", "products:read", ...DOCS_ALL, "training:read", "audit:read"],
  direccion_tecnica: [...ICSR_READ, "ips:read", "ips:approve", "products:read", ...DOCS_ALL, "training:manage", "training:read", "audit:read"],
  legal: [...ICSR_READ, "documents:read", "documents:sign", "audit:read"],
  soporte: [...ICSR_READ, "admin:mail"]
}

/** True when `value` names a known permission. */
export const isPermission = (value: string): value is Permission => (PERMISSIONS as ReadonlyArray<string>).includes(value)

/** True when `value` names a known role. */
export const isRole = (value: string): value is Role => (ROLES as ReadonlyArray<string>).includes(value)

/** The effective permissions of a user: the grants of their roles plus their extra grants, sorted. */
export const effectivePermissions = (
  roles: ReadonlyArray<string>,
  extra: ReadonlyArray<string>,
  grants: Readonly<Record<string, ReadonlyArray<string>>> = DEFAULT_GRANTS
): ReadonlyArray<string> => {
  const out = new Set<string>(extra)
  for (const role of roles) for (const p of (Object.hasOwn(grants, role) ? grants[role] : undefined) ?? []) out.add(p)
  return [...out].sort()
}
