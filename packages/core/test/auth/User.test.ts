import { describe, expect, it } from "vitest"
import { User } from "../../src/index.js"
import { issues, valid } from "../support.js"

const body = (extra: Record<string, unknown> = {}) => ({ email: "ana.ruiz@clinica.pe", password: "secreto123", ...extra })

describe("User.UserCreate", () => {
  it("accepts email and password alone", () => {
    expect(valid(User.UserCreate, body())).toEqual({ email: "ana.ruiz@clinica.pe", password: "secreto123" })
  })

  it("trims and lowercases the email", () => {
    expect(valid(User.UserCreate, body({ email: "  Ana.Ruiz@Clinica.PE " })).email).toBe("ana.ruiz@clinica.pe")
  })

  it.each([["ana"], ["ana@"], ["@clinica.pe"], ["ana@clinica"], ["ana ruiz@clinica.pe"], ["ana@@clinica.pe"]])(
    "refuses the email %j",
    (email) => {
      expect(issues(User.UserCreate, body({ email }))).toEqual([
        { loc: ["body", "email"], msg: "value is not a valid email address", type: "value_error.email" }
      ])
    }
  )

  it("limits the email to 255 characters", () => {
    expect(valid(User.UserCreate, body({ email: `${"a".repeat(250)}@x.pe` })).email).toHaveLength(255)
    expect(issues(User.UserCreate, body({ email: `${"a".repeat(251)}@x.pe` }))).toEqual([
      { loc: ["body", "email"], msg: "ensure this value has at most 255 characters", type: "value_error.any_str.max_length" }
    ])
  })

  it("requires email and password", () => {
    expect(issues(User.UserCreate, {})).toEqual([
      { loc: ["body", "email"], msg: "field required", type: "value_error.missing" },
      { loc: ["body", "password"], msg: "field required", type: "value_error.missing" }
    ])
    expect(issues(User.UserCreate, body({ email: "  " }))).toEqual([
      { loc: ["body", "email"], msg: "field required", type: "value_error.missing" }
    ])
  })

  it("needs a password of at least 8 characters", () => {
    expect(User.MIN_PASSWORD).toBe(8)
    expect(valid(User.UserCreate, body({ password: "12345678" })).password).toBe("12345678")
    expect(issues(User.UserCreate, body({ password: "1234567" }))).toEqual([
      { loc: ["body", "password"], msg: "ensure this value has at least 8 characters", type: "value_error.any_str.min_length" }
    ])
    expect(issues(User.UserCreate, body({ password: "" }))).toEqual([
      { loc: ["body", "password"], msg: "ensure this value has at least 8 characters", type: "value_error.any_str.min_length" }
    ])
  })

  it("keeps the password exactly as typed", () => {
    expect(valid(User.UserCreate, body({ password: "  espacios  " })).password).toBe("  espacios  ")
  })

  it("refuses a non-text password and one over 1024 characters", () => {
    expect(issues(User.UserCreate, body({ password: 12345678 }))).toEqual([
      { loc: ["body", "password"], msg: "str type expected", type: "type_error.str" }
    ])
    expect(issues(User.UserCreate, body({ password: "p".repeat(1025) }))).toEqual([
      { loc: ["body", "password"], msg: "ensure this value has at most 1024 characters", type: "value_error.any_str.max_length" }
    ])
  })

  it("reads the directory fields, roles and extra permissions", () => {
    expect(valid(User.UserCreate, body({
      nombre: " Ana Ruiz ",
      cargo: "Quimico farmaceutico",
      area: "Farmacovigilancia",
      documento: 12345678,
      roles: ["qf", "QA"],
      permissions: ["audit:read"],
      activo: "true"
    }))).toEqual({
      email: "ana.ruiz@clinica.pe",
      password: "secreto123",
      nombre: "Ana Ruiz",
      cargo: "Quimico farmaceutico",
      area: "Farmacovigilancia",
      documento: "12345678",
      roles: ["qf", "qa"],
      permissions: ["audit:read"],
      activo: true
    })
  })

  it("refuses unknown roles and permissions by position", () => {
    const out = issues(User.UserCreate, body({ roles: ["qf", "superuser"], permissions: ["icsr:*"] }))
    expect(out.map((i) => [i.loc, i.type])).toEqual([
      [["body", "roles", 1], "type_error.enum"],
      [["body", "permissions", 0], "type_error.enum"]
    ])
    expect(out[0]?.msg).toBe(
      "value is not a valid enumeration member; permitted: 'admin', 'responsable_fv', 'qf', 'qa', 'direccion_tecnica', 'legal', 'soporte'"
    )
  })

  it("refuses a non-object body", () => {
    expect(issues(User.UserCreate, "ana")).toEqual([{ loc: ["body"], msg: "value is not a valid dict", type: "type_error.dict" }])
  })
})

describe("User.UserPatch", () => {
  it("accepts any subset", () => {
    expect(valid(User.UserPatch, {})).toEqual({})
    expect(valid(User.UserPatch, { cargo: "Jefe", activo: false })).toEqual({ cargo: "Jefe", activo: false })
  })

  it("lowercases a new email and refuses clearing it", () => {
    expect(valid(User.UserPatch, { email: "NEW@Clinica.pe" })).toEqual({ email: "new@clinica.pe" })
    expect(issues(User.UserPatch, { email: null })).toEqual([
      { loc: ["body", "email"], msg: "none is not an allowed value", type: "type_error.none.not_allowed" }
    ])
    expect(issues(User.UserPatch, { email: "no-es-email" })).toEqual([
      { loc: ["body", "email"], msg: "value is not a valid email address", type: "value_error.email" }
    ])
  })

  it("checks a new password's length", () => {
    expect(valid(User.UserPatch, { password: "otraclave" })).toEqual({ password: "otraclave" })
    expect(issues(User.UserPatch, { password: "corta" })).toEqual([
      { loc: ["body", "password"], msg: "ensure this value has at least 8 characters", type: "value_error.any_str.min_length" }
    ])
  })

  it("refuses clearing activo, allows clearing directory fields", () => {
    expect(issues(User.UserPatch, { activo: null })).toEqual([
      { loc: ["body", "activo"], msg: "none is not an allowed value", type: "type_error.none.not_allowed" }
    ])
    expect(valid(User.UserPatch, { nombre: null, area: "" })).toEqual({ nombre: null, area: null })
  })
})

describe("User.Login", () => {
  it("accepts JSON {email, password}", () => {
    expect(valid(User.Login, { email: " ana@clinica.pe ", password: "secreto123" })).toEqual({ email: "ana@clinica.pe", password: "secreto123" })
  })

  it("accepts the form fields {username, password}", () => {
    expect(valid(User.Login, { username: "ana@clinica.pe", password: "secreto123" })).toEqual({
      email: "ana@clinica.pe",
      password: "secreto123"
    })
  })

  it("prefers email when both email and username are given", () => {
    expect(valid(User.Login, { username: "otro@x.pe", email: "ana@clinica.pe", password: "x" }).email).toBe("ana@clinica.pe")
  })

  it("does not apply the new-password length rule (an existing password is just checked)", () => {
    expect(valid(User.Login, { email: "a@b.pe", password: "x" }).password).toBe("x")
  })

  it("requires both fields", () => {
    expect(issues(User.Login, {})).toEqual([
      { loc: ["body", "email"], msg: "field required", type: "value_error.missing" },
      { loc: ["body", "password"], msg: "field required", type: "value_error.missing" }
    ])
    expect(issues(User.Login, { username: "a@b.pe", password: "" })).toEqual([
      { loc: ["body", "password"], msg: "field required", type: "value_error.missing" }
    ])
  })

  it("refuses a non-text password", () => {
    expect(issues(User.Login, { email: "a@b.pe", password: 1234 })).toEqual([
      { loc: ["body", "password"], msg: "str type expected", type: "type_error.str" }
    ])
  })
})
