/**
 * The query of `GET /icsr`: paging, free text, event-date range and ordering, with the
 * contract's own error texts for paging.
 */
import { Either } from "effect"
import { BadRequest, Texts, ValidationFailed } from "../kernel/Errors.js"
import { MAX_INT, parseDate, parseInteger } from "../kernel/Fields.js"
import type { ValidationIssue } from "../kernel/Validation.js"

/** Columns the list may be ordered by. */
export const ORDER_BY = ["id", "created_at", "fecha_inicio_evento", "gravedad", "estado", "paciente_iniciales"] as const

/** A validated list query. */
export interface CaseListQuery {
  readonly page: number
  readonly page_size: number
  readonly q: string | null
  readonly fecha_desde: string | null
  readonly fecha_hasta: string | null
  readonly order_by: (typeof ORDER_BY)[number]
  readonly order_dir: "asc" | "desc"
  /** Evaluation list only: cases in this estado (case-insensitive). */
  readonly estado?: string | null
  /** Evaluation list only: cases of this gravedad (case-insensitive). */
  readonly gravedad?: string | null
}

/** Raw query parameters: the last value of each name. */
export type RawQuery = Readonly<Record<string, string | undefined>>

/** Parses and checks the list query; paging errors use the contract's plain texts. */
export const parseListQuery = (raw: RawQuery): Either.Either<CaseListQuery, ValidationFailed | BadRequest> => {
  const issues: Array<ValidationIssue> = []
  const int = (name: string, fallback: number): number => {
    const v = raw[name]
    if (v === undefined || v === "") return fallback
    const parsed = parseInteger()(v)
    if (parsed.ok) return parsed.value
    issues.push({ loc: ["query", name], ...parsed.issue })
    return fallback
  }
  const dateOf = (names: ReadonlyArray<string>): string | null => {
    for (const name of names) {
      const v = raw[name]
      if (v === undefined || v.trim() === "") continue
      const parsed = parseDate(v)
      if (parsed.ok) return parsed.value
      issues.push({ loc: ["query", name], ...parsed.issue })
      return null
    }
    return null
  }
  const page = int("page", 1)
  const pageSize = int("page_size", 20)
  const fechaDesde = dateOf(["fecha_desde", "date_from"])
  const fechaHasta = dateOf(["fecha_hasta", "date_to"])
  const orderBy = raw.order_by === undefined || raw.order_by === "" ? "id" : raw.order_by
  if (!(ORDER_BY as ReadonlyArray<string>).includes(orderBy)) {
    issues.push({
      loc: ["query", "order_by"],
      msg: `value is not a valid enumeration member; permitted: ${ORDER_BY.map((v) => `'${v}'`).join(", ")}`,
      type: "type_error.enum"
    })
  }
  const orderDir = (raw.order_dir === undefined || raw.order_dir === "" ? "desc" : raw.order_dir).toLowerCase()
  if (orderDir !== "asc" && orderDir !== "desc") {
    issues.push({ loc: ["query", "order_dir"], msg: "value is not a valid enumeration member; permitted: 'asc', 'desc'", type: "type_error.enum" })
  }
  if (issues.length > 0) return Either.left(new ValidationFailed({ issues }))
  if (page < 1) return Either.left(new BadRequest({ detail: Texts.pageTooSmall }))
  if (pageSize < 1 || pageSize > 200) return Either.left(new BadRequest({ detail: Texts.pageSizeOutOfRange }))
  // PostgreSQL text cannot hold U+0000; no stored text contains it, so it cannot narrow a search.
  const q = raw.q?.replaceAll("\u0000", "").trim() ?? ""
  return Either.right({
    page,
    page_size: pageSize,
    q: q === "" ? null : q.slice(0, 255),
    fecha_desde: fechaDesde,
    fecha_hasta: fechaHasta,
    order_by: orderBy as CaseListQuery["order_by"],
    order_dir: orderDir as "asc" | "desc"
  })
}

/** Parses a list of ids given repeated (`ids=1&ids=2`) or comma-separated (`ids=1,2`). */
export const parseIds = (values: ReadonlyArray<string>, name = "ids"): Either.Either<ReadonlyArray<number>, ValidationFailed> => {
  const ids: Array<number> = []
  const issues: Array<ValidationIssue> = []
  for (const value of values) {
    for (const part of value.split(",")) {
      if (part.trim() === "") continue
      // Ids are PostgreSQL integers; a larger one would fail in the query.
      const parsed = parseInteger(1, MAX_INT)(part.trim())
      if (parsed.ok) ids.push(parsed.value)
      else issues.push({ loc: ["query", name], ...parsed.issue })
    }
  }
  if (issues.length > 0) return Either.left(new ValidationFailed({ issues }))
  if (ids.length === 0) return Either.left(new ValidationFailed({ issues: [{ loc: ["query", name], msg: "field required", type: "value_error.missing" }] }))
  if (ids.length > 500) {
    return Either.left(new ValidationFailed({ issues: [{ loc: ["query", name], msg: "ensure this value has at most 500 items", type: "value_error.list.max_items" }] }))
  }
  return Either.right([...new Set(ids)])
}

/** The evaluation list's query (`GET /icsr-caso-prueba`): the list query plus estado and gravedad filters. */
export const parseEvaluationQuery = (raw: RawQuery): Either.Either<CaseListQuery, ValidationFailed | BadRequest> =>
  Either.map(parseListQuery(raw), (query) => {
    const filter = (name: string): string | null => {
      const v = raw[name]?.replaceAll("\u0000", "").trim() ?? ""
      return v === "" ? null : v.slice(0, 255)
    }
    return { ...query, estado: filter("estado"), gravedad: filter("gravedad") }
  })
