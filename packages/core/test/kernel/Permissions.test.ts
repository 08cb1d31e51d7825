import { describe, expect, it } from "vitest"
import { Permissions } from "../../src/index.js"

const ICSR_ALL = ["icsr:list", "icsr:read", "icsr:create", "icsr:update", "icsr:delete"]
const ICSR_READ = ["icsr:list", "icsr:read"]
const IPS_ALL = ["ips:read", "ips:edit", "ips:qa", "ips:approve"]
const PRODUCTS_ALL = ["products:read", "products:write"]
const DOCUMENTS_ALL = ["documents:read", "documents:write", "documents:sign"]
const CAUSALITY_ALL = ["causality:assess", "causality:confirm"]

/** The permissions of service-spec "Authentication" plus those of decisions.md. */
const EVERY_PERMISSION = [
  ...ICSR_ALL, ...IPS_ALL, ...PRODUCTS_ALL, ...DOCUMENTS_ALL, "training:read", "training:manage", "regulators:read",
  ...CAUSALITY_ALL, "evaluation:write", "ingest:write", "users:manage", "audit:read", "admin:mail"
]

/**
 * decisions.md "Default role grants", expanded (`icsr:*`, `documents:*`...), with `ips:read` where
 * decisions.md "IPS" grants it (admin, responsable_fv, qf, qa, direccion_tecnica). Roles granted
 * training:manage also hold training:read: managing training includes reading it.
 */
const TABLE: Record<Permissions.Role, ReadonlyArray<string>> = {
  admin: EVERY_PERMISSION,
  responsable_fv: [
    ...ICSR_ALL, "ips:read", "ips:edit", "ips:qa", ...CAUSALITY_ALL, "evaluation:write", "ingest:write", ...PRODUCTS_ALL, ...DOCUMENTS_ALL,
    "training:manage", "training:read", "regulators:read", "audit:read"
  ],
  qf: [
    "icsr:list", "icsr:read", "icsr:create", "icsr:update", ...CAUSALITY_ALL, "evaluation:write", "ingest:write", "ips:read", "ips:edit",
    ...PRODUCTS_ALL, "documents:read", "documents:write", "documents:sign", "training:read", "regulators:read"
  ],
  qa: [...ICSR_READ, "ips:read", "ips:qa", "products:read", ...DOCUMENTS_ALL, "training:read", "audit:read"],
  direccion_tecnica: [...ICSR_READ, "ips:read", "ips:approve", "products:read", ...DOCUMENTS_ALL, "training:manage", "training:read", "audit:read"],
  legal: [...ICSR_READ, "documents:read", "documents:sign", "audit:read"],
  soporte: [...ICSR_READ, "admin:mail"]
}

const sorted = (xs: ReadonlyArray<string>) => [...new Set(xs)].sort()
const grants = (role: Permissions.Role) => sorted(Permissions.DEFAULT_GRANTS[role])

describe("Permissions catalogue", () => {
  it("knows exactly the permissions of the spec and decisions.md", () => {
    expect(sorted(Permissions.PERMISSIONS)).toEqual(sorted(EVERY_PERMISSION))
    expect(Permissions.PERMISSIONS).toHaveLength(EVERY_PERMISSION.length)
  })

  it("knows the seven roles", () => {
    expect([...Permissions.ROLES].sort()).toEqual(["admin", "direccion_tecnica", "legal", "qa", "qf", "responsable_fv", "soporte"])
  })

  it("follow-up is open to the roles the spec names", () => {
    expect([...Permissions.FOLLOWUP_ROLES].sort()).toEqual(["admin", "direccion_tecnica", "legal", "qa", "qf", "responsable_fv", "soporte"])
  })

  it("isPermission and isRole recognise only known names", () => {
    expect(Permissions.isPermission("icsr:delete")).toBe(true)
    expect(Permissions.isPermission("icsr:*")).toBe(false)
    expect(Permissions.isPermission("ICSR:LIST")).toBe(false)
    expect(Permissions.isRole("qf")).toBe(true)
    expect(Permissions.isRole("superuser")).toBe(false)
  })
})

describe("Permissions.DEFAULT_GRANTS (decisions.md table)", () => {
  it.each(Object.keys(TABLE) as Array<Permissions.Role>)("%s has exactly its default grants", (role) => {
    expect(grants(role)).toEqual(sorted(TABLE[role]))
  })

  it("grants only known permissions, without repeats", () => {
    for (const role of Permissions.ROLES) {
      const list = Permissions.DEFAULT_GRANTS[role]
      expect(new Set(list).size).toBe(list.length)
      for (const p of list) expect(Permissions.isPermission(p)).toBe(true)
    }
  })

  it("admin has everything", () => {
    expect(grants("admin")).toEqual(sorted(Permissions.PERMISSIONS))
  })

  it("qf may not delete cases", () => {
    expect(grants("qf")).not.toContain("icsr:delete")
    expect(grants("qf")).toEqual(expect.arrayContaining(["icsr:create", "icsr:update", "causality:confirm"]))
  })

  it("only responsable_fv and admin delete cases", () => {
    expect(Permissions.ROLES.filter((r) => grants(r).includes("icsr:delete")).sort()).toEqual(["admin", "responsable_fv"])
  })

  it("soporte has admin:mail, and only soporte and admin do", () => {
    expect(grants("soporte")).toContain("admin:mail")
    expect(Permissions.ROLES.filter((r) => grants(r).includes("admin:mail")).sort()).toEqual(["admin", "soporte"])
  })

  it("users:manage is admin's alone", () => {
    expect(Permissions.ROLES.filter((r) => grants(r).includes("users:manage"))).toEqual(["admin"])
  })

  it("the IPS workflow is split between roles", () => {
    expect(Permissions.ROLES.filter((r) => grants(r).includes("ips:approve")).sort()).toEqual(["admin", "direccion_tecnica"])
    expect(Permissions.ROLES.filter((r) => grants(r).includes("ips:qa")).sort()).toEqual(["admin", "qa", "responsable_fv"])
    expect(Permissions.ROLES.filter((r) => grants(r).includes("ips:edit")).sort()).toEqual(["admin", "qf", "responsable_fv"])
  })

  it("every role may list and read cases", () => {
    for (const role of Permissions.ROLES) expect(grants(role)).toEqual(expect.arrayContaining(ICSR_READ))
  })

  it("legal signs but does not write documents", () => {
    expect(grants("legal")).toContain("documents:sign")
    expect(grants("legal")).not.toContain("documents:write")
  })
})

describe("Permissions.effectivePermissions", () => {
  it("is the sorted union of the roles' grants", () => {
    expect(Permissions.effectivePermissions(["legal", "soporte"], [])).toEqual(sorted([...TABLE.legal, ...TABLE.soporte]))
  })

  it("adds extra grants", () => {
    const out = Permissions.effectivePermissions(["soporte"], ["icsr:create", "audit:read"])
    expect(out).toEqual(sorted([...TABLE.soporte, "icsr:create", "audit:read"]))
  })

  it("removes repeats and sorts", () => {
    const out = Permissions.effectivePermissions(["qa", "qa"], ["icsr:list", "audit:read"])
    expect(out).toEqual(sorted(TABLE.qa))
    expect([...out]).toEqual([...out].sort())
  })

  it("ignores unknown roles and gives nothing without roles", () => {
    expect(Permissions.effectivePermissions(["superuser"], [])).toEqual([])
    expect(Permissions.effectivePermissions([], [])).toEqual([])
    expect(Permissions.effectivePermissions([], ["users:manage"])).toEqual(["users:manage"])
  })

  it("ignores roles named like object properties instead of crashing (roles may come from a host's token claims)", () => {
    for (const role of ["toString", "constructor", "__proto__", "hasOwnProperty"]) {
      expect(Permissions.effectivePermissions([role, "soporte"], [])).toEqual(sorted(TABLE.soporte))
    }
  })

  it("admin gets every permission", () => {
    expect(Permissions.effectivePermissions(["admin"], [])).toEqual(sorted(Permissions.PERMISSIONS))
  })

  it("uses a deployment's own grant table", () => {
    const custom = { lector: ["icsr:read"], qf: ["icsr:list"] }
    expect(Permissions.effectivePermissions(["lector", "qf"], ["ips:qa"], custom)).toEqual(["icsr:list", "icsr:read", "ips:qa"])
  })
})
