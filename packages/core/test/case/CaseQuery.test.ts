import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { CaseQuery, Errors } from "../../src/index.js"

const ok = (raw: CaseQuery.RawQuery): CaseQuery.CaseListQuery => {
  const out = CaseQuery.parseListQuery(raw)
  if (Either.isLeft(out)) expect.fail(`expected a valid query, got ${JSON.stringify(out.left)}`)
  return out.right
}
const failure = (raw: CaseQuery.RawQuery) => {
  const out = CaseQuery.parseListQuery(raw)
  if (Either.isRight(out)) expect.fail(`expected a failure, got ${JSON.stringify(out.right)}`)
  return out.left
}
const badRequest = (raw: CaseQuery.RawQuery): string => {
  const err = failure(raw)
  expect(err).toBeInstanceOf(Errors.BadRequest)
  return (err as Errors.BadRequest).detail
}
const validationIssues = (raw: CaseQuery.RawQuery) => {
  const err = failure(raw)
  expect(err).toBeInstanceOf(Errors.ValidationFailed)
  return (err as Errors.ValidationFailed).issues
}

describe("CaseQuery.parseListQuery", () => {
  it("has the contract's defaults", () => {
    expect(ok({})).toEqual({
      page: 1,
      page_size: 20,
      q: null,
      fecha_desde: null,
      fecha_hasta: null,
      order_by: "id",
      order_dir: "desc"
    })
  })

  it("treats empty parameters as absent", () => {
    expect(ok({ page: "", page_size: "", q: "  ", fecha_desde: " ", order_by: "" })).toEqual(ok({}))
  })

  it("reads paging", () => {
    expect(ok({ page: "3", page_size: "50" })).toMatchObject({ page: 3, page_size: 50 })
    expect(ok({ page_size: "1" }).page_size).toBe(1)
    expect(ok({ page_size: "200" }).page_size).toBe(200)
  })

  it.each([["0"], ["-1"]])("page=%s is 400 'page must be >= 1'", (page) => {
    expect(badRequest({ page })).toBe("page must be >= 1")
  })

  it.each([["0"], ["201"], ["-5"], ["1000"]])("page_size=%s is 400 'page_size must be between 1 and 200'", (page_size) => {
    expect(badRequest({ page_size })).toBe("page_size must be between 1 and 200")
  })

  it("the BadRequest texts are the contract's", () => {
    expect(Errors.Texts.pageTooSmall).toBe("page must be >= 1")
    expect(Errors.Texts.pageSizeOutOfRange).toBe("page_size must be between 1 and 200")
    expect(failure({ page: "0" })._tag).toBe("BadRequest")
  })

  it.each([["abc"], ["1.5"], ["1e2"]])("a non-integer page (%s) is a validation failure under ['query','page']", (page) => {
    expect(validationIssues({ page })).toEqual([
      { loc: ["query", "page"], msg: "value is not a valid integer", type: "type_error.integer" }
    ])
  })

  it("a non-integer page_size is a validation failure under ['query','page_size']", () => {
    expect(validationIssues({ page_size: "veinte" })).toEqual([
      { loc: ["query", "page_size"], msg: "value is not a valid integer", type: "type_error.integer" }
    ])
  })

  it("type errors are reported before range errors", () => {
    expect(validationIssues({ page: "0", page_size: "x" })).toEqual([
      { loc: ["query", "page_size"], msg: "value is not a valid integer", type: "type_error.integer" }
    ])
  })

  it("trims q and keeps at most 255 characters", () => {
    expect(ok({ q: "  amoxicilina " }).q).toBe("amoxicilina")
    expect(ok({ q: "a".repeat(300) }).q).toBe("a".repeat(255))
  })

  it("reads fecha_desde and fecha_hasta", () => {
    expect(ok({ fecha_desde: "2024-01-01", fecha_hasta: "2024-01-31" })).toMatchObject({
      fecha_desde: "2024-01-01",
      fecha_hasta: "2024-01-31"
    })
  })

  it("accepts date_from and date_to as aliases", () => {
    expect(ok({ date_from: "2024-02-01", date_to: "2024-02-29" })).toMatchObject({
      fecha_desde: "2024-02-01",
      fecha_hasta: "2024-02-29"
    })
    expect(ok({ date_to: "2024-02-29" })).toMatchObject({ fecha_desde: null, fecha_hasta: "2024-02-29" })
  })

  it("prefers the canonical name when both are given", () => {
    expect(ok({ fecha_desde: "2024-01-01", date_from: "2023-01-01" }).fecha_desde).toBe("2024-01-01")
    expect(ok({ fecha_hasta: "2024-01-31", date_to: "2023-12-31" }).fecha_hasta).toBe("2024-01-31")
  })

  it("reports a bad date under the name it was sent with", () => {
    expect(validationIssues({ fecha_desde: "01/01/2024" })).toEqual([
      { loc: ["query", "fecha_desde"], msg: "invalid date format", type: "value_error.date" }
    ])
    expect(validationIssues({ date_to: "2024-02-30" })).toEqual([
      { loc: ["query", "date_to"], msg: "invalid date format", type: "value_error.date" }
    ])
  })

  it("accepts every order_by column of the spec", () => {
    const columns = ["id", "created_at", "fecha_inicio_evento", "gravedad", "estado", "paciente_iniciales"]
    expect([...CaseQuery.ORDER_BY]).toEqual(columns)
    for (const order_by of columns) expect(ok({ order_by }).order_by).toBe(order_by)
  })

  it("refuses any other order_by with the enumeration message", () => {
    expect(validationIssues({ order_by: "paciente_dni" })).toEqual([
      {
        loc: ["query", "order_by"],
        msg: "value is not a valid enumeration member; permitted: 'id', 'created_at', 'fecha_inicio_evento', 'gravedad', 'estado', 'paciente_iniciales'",
        type: "type_error.enum"
      }
    ])
  })

  it("reads order_dir asc or desc", () => {
    expect(ok({ order_dir: "asc" }).order_dir).toBe("asc")
    expect(ok({ order_dir: "DESC" }).order_dir).toBe("desc")
    expect(validationIssues({ order_dir: "up" })).toEqual([
      { loc: ["query", "order_dir"], msg: "value is not a valid enumeration member; permitted: 'asc', 'desc'", type: "type_error.enum" }
    ])
  })

  it("collects every issue", () => {
    expect(validationIssues({ page: "x", fecha_hasta: "y", order_by: "z" }).map((i) => i.loc)).toEqual([
      ["query", "page"],
      ["query", "fecha_hasta"],
      ["query", "order_by"]
    ])
  })
})

describe("CaseQuery.parseIds", () => {
  const ids = (values: ReadonlyArray<string>, name?: string) => {
    const out = CaseQuery.parseIds(values, name)
    if (Either.isLeft(out)) expect.fail(`expected ids, got ${JSON.stringify(out.left)}`)
    return out.right
  }
  const idIssues = (values: ReadonlyArray<string>, name?: string) => {
    const out = CaseQuery.parseIds(values, name)
    if (Either.isRight(out)) expect.fail(`expected a failure, got ${JSON.stringify(out.right)}`)
    expect(out.left).toBeInstanceOf(Errors.ValidationFailed)
    return out.left.issues
  }

  it("reads repeated parameters", () => {
    expect(ids(["1", "2", "3"])).toEqual([1, 2, 3])
  })

  it("reads comma-separated values", () => {
    expect(ids(["4,5,6"])).toEqual([4, 5, 6])
    expect(ids([" 7 , 8 ,"])).toEqual([7, 8])
  })

  it("mixes both forms, skips empty parts and removes duplicates in order", () => {
    expect(ids(["3,1", "2", "1,,3"])).toEqual([3, 1, 2])
  })

  it("refuses non-integers under ['query', name]", () => {
    expect(idIssues(["1,abc"])).toEqual([{ loc: ["query", "ids"], msg: "value is not a valid integer", type: "type_error.integer" }])
    expect(idIssues(["2.5"], "case_ids")).toEqual([
      { loc: ["query", "case_ids"], msg: "value is not a valid integer", type: "type_error.integer" }
    ])
  })

  it("refuses ids below 1", () => {
    expect(idIssues(["0"])).toEqual([
      { loc: ["query", "ids"], msg: "ensure this value is greater than or equal to 1", type: "value_error.number.not_ge" }
    ])
  })

  it("requires at least one id", () => {
    const missing = [{ loc: ["query", "ids"], msg: "field required", type: "value_error.missing" }]
    expect(idIssues([])).toEqual(missing)
    expect(idIssues(["", ","])).toEqual(missing)
  })

  it("accepts at most 500 ids", () => {
    const many = Array.from({ length: 500 }, (_, i) => String(i + 1))
    expect(ids([many.join(",")])).toHaveLength(500)
    expect(idIssues([[...many, "501"].join(",")])).toEqual([
      { loc: ["query", "ids"], msg: "ensure this value has at most 500 items", type: "value_error.list.max_items" }
    ])
  })
})
