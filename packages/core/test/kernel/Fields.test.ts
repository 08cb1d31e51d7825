import { describe, expect, it } from "vitest"
import { z } from "zod"
import { Fields, FieldSpec, Validation } from "../../src/index.js"
import { check, issues, valid } from "../support.js"

const { Messages } = Validation

describe("Validation.Messages (pydantic v1 wording, decisions.md)", () => {
  it("uses the exact texts and types of the contract", () => {
    expect(Messages.missing).toEqual({ msg: "field required", type: "value_error.missing" })
    expect(Messages.integer).toEqual({ msg: "value is not a valid integer", type: "type_error.integer" })
    expect(Messages.float).toEqual({ msg: "value is not a valid float", type: "type_error.float" })
    expect(Messages.bool).toEqual({ msg: "value could not be parsed to a boolean", type: "type_error.bool" })
    expect(Messages.date).toEqual({ msg: "invalid date format", type: "value_error.date" })
    expect(Messages.notNull).toEqual({ msg: "none is not an allowed value", type: "type_error.none.not_allowed" })
    expect(Messages.dict).toEqual({ msg: "value is not a valid dict", type: "type_error.dict" })
    expect(Messages.list).toEqual({ msg: "value is not a valid list", type: "type_error.list" })
    expect(Messages.enumeration(["M", "F", "O"])).toEqual({
      msg: "value is not a valid enumeration member; permitted: 'M', 'F', 'O'",
      type: "type_error.enum"
    })
    expect(Messages.maxLength(255)).toEqual({
      msg: "ensure this value has at most 255 characters",
      type: "value_error.any_str.max_length"
    })
    expect(Messages.minLength(8)).toEqual({
      msg: "ensure this value has at least 8 characters",
      type: "value_error.any_str.min_length"
    })
    expect(Messages.ge(0)).toEqual({ msg: "ensure this value is greater than or equal to 0", type: "value_error.number.not_ge" })
    expect(Messages.le(150)).toEqual({ msg: "ensure this value is less than or equal to 150", type: "value_error.number.not_le" })
  })

  it("fromZod prefixes the location with the source and keeps numeric indexes", () => {
    const schema = Fields.record({ items: Fields.list(Fields.record({ n: Fields.integer("required") })) })
    expect(issues(schema, { items: [{ n: 1 }, { n: "x" }] })).toEqual([
      { loc: ["body", "items", 1, "n"], msg: "value is not a valid integer", type: "type_error.integer" }
    ])
    const out = check(schema, { items: [{}] }, "query")
    expect(out).toEqual({ ok: false, issues: [{ loc: ["query", "items", 0, "n"], msg: "field required", type: "value_error.missing" }] })
  })

  it("fromZod maps plain zod issues to pydantic-like types", () => {
    const parsed = z.object({ a: z.string() }).safeParse({})
    expect(parsed.success).toBe(false)
    if (parsed.success) return
    expect(Validation.fromZod("path", parsed.error)).toEqual([
      { loc: ["path", "a"], msg: "field required", type: "value_error.missing" }
    ])
  })
})

describe("Fields.parseText", () => {
  const short = Fields.parseText(Fields.SHORT_TEXT)

  it("has the contract's limits", () => {
    expect(Fields.SHORT_TEXT).toBe(255)
    expect(Fields.LONG_TEXT).toBe(20_000)
  })

  it("trims and accepts numbers as text", () => {
    expect(short("  JPM \n")).toEqual({ ok: true, value: "JPM" })
    expect(short(42)).toEqual({ ok: true, value: "42" })
    expect(short(1.5)).toEqual({ ok: true, value: "1.5" })
  })

  it("refuses non-text values", () => {
    expect(short(true)).toEqual({ ok: false, issue: Messages.str })
    expect(short({})).toEqual({ ok: false, issue: Messages.str })
    expect(short(["a"])).toEqual({ ok: false, issue: Messages.str })
  })

  it("applies the limit to the trimmed text", () => {
    expect(short("x".repeat(255))).toEqual({ ok: true, value: "x".repeat(255) })
    expect(short(`  ${"x".repeat(255)}  `)).toEqual({ ok: true, value: "x".repeat(255) })
    expect(short("x".repeat(256))).toEqual({
      ok: false,
      issue: { msg: "ensure this value has at most 255 characters", type: "value_error.any_str.max_length" }
    })
    const long = Fields.parseText(Fields.LONG_TEXT)
    expect(long("y".repeat(20_000)).ok).toBe(true)
    expect(long("y".repeat(20_001))).toEqual({
      ok: false,
      issue: { msg: "ensure this value has at most 20000 characters", type: "value_error.any_str.max_length" }
    })
  })
})

describe("Fields.parseInteger", () => {
  const int = Fields.parseInteger()

  it("accepts whole numbers and their text", () => {
    expect(int(42)).toEqual({ ok: true, value: 42 })
    expect(int(" 42 ")).toEqual({ ok: true, value: 42 })
    expect(int("-7")).toEqual({ ok: true, value: -7 })
    expect(int("+7")).toEqual({ ok: true, value: 7 })
    expect(int(0)).toEqual({ ok: true, value: 0 })
  })

  it.each([["abc"], ["4.5"], [4.5], ["1e3"], [true], [{}], [[1]], [Number.NaN], [Number.POSITIVE_INFINITY], ["99999999999999999999"]])(
    "refuses %j with 'value is not a valid integer'",
    (input) => {
      expect(int(input)).toEqual({ ok: false, issue: { msg: "value is not a valid integer", type: "type_error.integer" } })
    }
  )

  it("checks bounds with pydantic wording", () => {
    const bounded = Fields.parseInteger(0, 150)
    expect(bounded(0)).toEqual({ ok: true, value: 0 })
    expect(bounded(150)).toEqual({ ok: true, value: 150 })
    expect(bounded(-1)).toEqual({ ok: false, issue: Messages.ge(0) })
    expect(bounded("151")).toEqual({ ok: false, issue: Messages.le(150) })
  })
})

describe("Fields.parseNumber", () => {
  const num = Fields.parseNumber()

  it("accepts numbers, numeric text and a decimal comma", () => {
    expect(num(62.5)).toEqual({ ok: true, value: 62.5 })
    expect(num("62.5")).toEqual({ ok: true, value: 62.5 })
    expect(num("62,5")).toEqual({ ok: true, value: 62.5 })
    expect(num(" 70 ")).toEqual({ ok: true, value: 70 })
    expect(num(".5")).toEqual({ ok: true, value: 0.5 })
    expect(num("-3")).toEqual({ ok: true, value: -3 })
  })

  it.each([["abc"], ["1.2.3"], ["62,5 kg"], [true], [null], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    "refuses %j with 'value is not a valid float'",
    (input) => {
      expect(num(input)).toEqual({ ok: false, issue: { msg: "value is not a valid float", type: "type_error.float" } })
    }
  )

  it("checks bounds", () => {
    const bounded = Fields.parseNumber(0, 1000)
    expect(bounded(-0.1)).toEqual({ ok: false, issue: Messages.ge(0) })
    expect(bounded(1000.5)).toEqual({ ok: false, issue: Messages.le(1000) })
  })
})

describe("Fields.parseBoolean", () => {
  it.each([[true], ["true"], ["TRUE"], ["1"], [1], ["yes"], ["y"], ["on"], ["t"], ["si"], ["Sí"], ["SÍ"], [" si "]])(
    "reads %j as true",
    (input) => {
      expect(Fields.parseBoolean(input)).toEqual({ ok: true, value: true })
    }
  )

  it.each([[false], ["false"], ["0"], [0], ["no"], ["NO"], ["n"], ["off"], ["f"]])("reads %j as false", (input) => {
    expect(Fields.parseBoolean(input)).toEqual({ ok: true, value: false })
  })

  it.each([["quizas"], ["2"], [2], [{}], ["verdadero"]])("refuses %j", (input) => {
    expect(Fields.parseBoolean(input)).toEqual({
      ok: false,
      issue: { msg: "value could not be parsed to a boolean", type: "type_error.bool" }
    })
  })
})

describe("Fields.parseDate", () => {
  it("accepts ISO dates and the date part of ISO timestamps", () => {
    expect(Fields.parseDate("2024-03-05")).toEqual({ ok: true, value: "2024-03-05" })
    expect(Fields.parseDate(" 2024-03-05 ")).toEqual({ ok: true, value: "2024-03-05" })
    expect(Fields.parseDate("2024-02-29")).toEqual({ ok: true, value: "2024-02-29" })
    expect(Fields.parseDate("2024-03-05T10:20:30Z")).toEqual({ ok: true, value: "2024-03-05" })
    expect(Fields.parseDate("2024-03-05T10:20:30.123-05:00")).toEqual({ ok: true, value: "2024-03-05" })
  })

  it.each([["2023-02-29"], ["2024-02-30"], ["2024-13-01"], ["2024-00-10"], ["05/03/2024"], ["2024-3-5"], ["ayer"], [20240305], [null], [""]])(
    "refuses %j with 'invalid date format'",
    (input) => {
      expect(Fields.parseDate(input)).toEqual({ ok: false, issue: { msg: "invalid date format", type: "value_error.date" } })
    }
  )

  it("isCalendarDate knows leap years", () => {
    expect(Fields.isCalendarDate(2024, 2, 29)).toBe(true)
    expect(Fields.isCalendarDate(2023, 2, 29)).toBe(false)
    expect(Fields.isCalendarDate(1900, 2, 29)).toBe(false)
    expect(Fields.isCalendarDate(2000, 2, 29)).toBe(true)
    expect(Fields.isCalendarDate(2024, 4, 31)).toBe(false)
  })
})

describe("Fields.parseEnum and fold", () => {
  it("folds accents, case and surrounding space", () => {
    expect(Fields.fold("  Sí ")).toBe("si")
    expect(Fields.fold("HOSPITALIZACIÓN")).toBe("hospitalizacion")
  })

  it("matches canonical values and synonyms insensitively and returns the canonical value", () => {
    const parse = Fields.parseEnum(["Alta", "Media", "Baja"], { urgente: "Alta" })
    expect(parse("alta")).toEqual({ ok: true, value: "Alta" })
    expect(parse("MEDIA")).toEqual({ ok: true, value: "Media" })
    expect(parse("Urgente")).toEqual({ ok: true, value: "Alta" })
  })

  it("collapses inner spaces before looking up", () => {
    const parse = Fields.parseEnum(["no_aplica"], { "no aplica": "no_aplica" })
    expect(parse("No   aplica")).toEqual({ ok: true, value: "no_aplica" })
  })

  it("names the permitted values on failure", () => {
    const parse = Fields.parseEnum(["Alta", "Media", "Baja"])
    const failure = { ok: false, issue: { msg: "value is not a valid enumeration member; permitted: 'Alta', 'Media', 'Baja'", type: "type_error.enum" } }
    expect(parse("Critica")).toEqual(failure)
    expect(parse(true)).toEqual(failure)
    expect(parse({})).toEqual(failure)
  })
})

describe("Fields.applyAliases", () => {
  const aliases = { dni: "paciente_dni", doc_identidad: "paciente_dni" }

  it("renames an alias to its canonical name", () => {
    expect(Fields.applyAliases({ dni: "123" }, aliases)).toEqual({ paciente_dni: "123" })
  })

  it("keeps the canonical value when both are given and drops the alias", () => {
    expect(Fields.applyAliases({ dni: "alias", paciente_dni: "canonical" }, aliases)).toEqual({ paciente_dni: "canonical" })
    expect(Fields.applyAliases({ paciente_dni: null, dni: "alias" }, aliases)).toEqual({ paciente_dni: null })
  })

  it("does not modify its input", () => {
    const input = { dni: "123" }
    Fields.applyAliases(input, aliases)
    expect(input).toEqual({ dni: "123" })
  })
})

describe("Fields schemas", () => {
  it("optional fields: absent stays absent, null and blank clear to null", () => {
    const schema = Fields.record({ a: Fields.text(), b: Fields.integer(), c: Fields.date(), d: Fields.boolean() })
    expect(valid(schema, {})).toEqual({})
    expect(valid(schema, { a: "  ", b: "", c: null, d: "\t" })).toEqual({ a: null, b: null, c: null, d: null })
  })

  it("required fields: absent, null and blank are 'field required'", () => {
    const schema = Fields.record({ a: Fields.text(255, "required") })
    const missing = [{ loc: ["body", "a"], msg: "field required", type: "value_error.missing" }]
    expect(issues(schema, {})).toEqual(missing)
    expect(issues(schema, { a: null })).toEqual(missing)
    expect(issues(schema, { a: "   " })).toEqual(missing)
  })

  it("not-null fields: absent is fine, clearing is refused", () => {
    const schema = Fields.record({ a: Fields.text(255, "notNull") })
    expect(valid(schema, {})).toEqual({})
    const notNull = [{ loc: ["body", "a"], msg: "none is not an allowed value", type: "type_error.none.not_allowed" }]
    expect(issues(schema, { a: null })).toEqual(notNull)
    expect(issues(schema, { a: "" })).toEqual(notNull)
  })

  it("record refuses anything but a JSON object", () => {
    const schema = Fields.record({ a: Fields.text() })
    for (const body of ["x", 1, null, [], [{ a: "b" }], true]) {
      expect(issues(schema, body)).toEqual([{ loc: ["body"], msg: "value is not a valid dict", type: "type_error.dict" }])
    }
  })

  it("record ignores unknown keys and reports every failing field", () => {
    const schema = Fields.record({ a: Fields.integer("required"), b: Fields.date() })
    expect(valid(schema, { a: 1, zzz: "ignored" })).toEqual({ a: 1 })
    expect(issues(schema, { b: "x" })).toEqual([
      { loc: ["body", "a"], msg: "field required", type: "value_error.missing" },
      { loc: ["body", "b"], msg: "invalid date format", type: "value_error.date" }
    ])
  })

  it("list refuses non-arrays, treats null as empty and locates item errors by index", () => {
    const schema = Fields.record({ xs: Fields.list(Fields.integer("required")) })
    expect(valid(schema, { xs: null })).toEqual({ xs: [] })
    expect(valid(schema, { xs: ["1", 2] })).toEqual({ xs: [1, 2] })
    expect(issues(schema, { xs: "1,2" })).toEqual([{ loc: ["body", "xs"], msg: "value is not a valid list", type: "type_error.list" }])
    expect(issues(schema, { xs: [1, "a", 3, "b"] })).toEqual([
      { loc: ["body", "xs", 1], msg: "value is not a valid integer", type: "type_error.integer" },
      { loc: ["body", "xs", 3], msg: "value is not a valid integer", type: "type_error.integer" }
    ])
  })
})

describe("FieldSpec", () => {
  it("builds create and update presence from `required`", () => {
    const table = { a: { kind: "text", max: 10, required: true }, b: { kind: "int" } } as const
    const create = Fields.record(FieldSpec.toShape(table, "create"))
    const update = Fields.record(FieldSpec.toShape(table, "update"))
    expect(issues(create, {})).toEqual([{ loc: ["body", "a"], msg: "field required", type: "value_error.missing" }])
    expect(valid(update, {})).toEqual({})
    expect(issues(update, { a: null })).toEqual([
      { loc: ["body", "a"], msg: "none is not an allowed value", type: "type_error.none.not_allowed" }
    ])
    expect(issues(create, { a: "x".repeat(11) })).toEqual([
      { loc: ["body", "a"], msg: "ensure this value has at most 10 characters", type: "value_error.any_str.max_length" }
    ])
  })

  it("describes fields as JSON Schema", () => {
    expect(FieldSpec.toJsonSchema({ kind: "text", max: 255 })).toEqual({ type: ["string", "null"], maxLength: 255 })
    expect(FieldSpec.toJsonSchema({ kind: "int", min: 0, max: 150 })).toEqual({ type: ["integer", "null"], minimum: 0, maximum: 150 })
    expect(FieldSpec.toJsonSchema({ kind: "int" })).toEqual({ type: ["integer", "null"] })
    expect(FieldSpec.toJsonSchema({ kind: "number" })).toEqual({ type: ["number", "null"] })
    expect(FieldSpec.toJsonSchema({ kind: "date" })).toEqual({ type: ["string", "null"], format: "date" })
    expect(FieldSpec.toJsonSchema({ kind: "bool" })).toEqual({ type: ["boolean", "null"] })
    expect(FieldSpec.toJsonSchema({ kind: "enum", values: ["M", "F"] })).toEqual({ type: ["string", "null"], enum: ["M", "F", null] })
    expect(FieldSpec.toJsonSchema({ kind: "codes", values: ["a"] })).toEqual({ type: "array", items: { type: "string", enum: ["a"] } })
  })

  it("lists the required fields of a table", () => {
    const schema = FieldSpec.tableJsonSchema({ a: { kind: "text", max: 5, required: true }, b: { kind: "bool" } }, { id: { type: "integer" } })
    expect(schema).toEqual({
      type: "object",
      properties: { a: { type: ["string", "null"], maxLength: 5 }, b: { type: ["boolean", "null"] }, id: { type: "integer" } },
      required: ["a"]
    })
  })
})
