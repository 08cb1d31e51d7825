/**
 * IPS storage in PostgreSQL SQL (migration 0015): products, reports, literature, the calendar over
 * the catalog, and the case counts of `regen` and `GET /senales` as set-based statements.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import type { SqlError } from "@effect/sql/SqlError"
import { Errors } from "@atalaya/core"
import { Ips, IpsRepository } from "@atalaya/ips"
import { Effect, Layer, Option } from "effect"
import { orStorageError, sqlState, UNIQUE_VIOLATION } from "../internal/errors.js"
import { regenCountsSql, signalCountsSql } from "./internal/counts.js"

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
const DAY = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`

const PRODUCT = `p.id, p.nombre, p.principio_activo, p.forma_farmaceutica, p.presentacion, p.via, p.registro_sanitario,
  ${DAY("p.fecha_autorizacion")} AS fecha_autorizacion, p.fabricante, p.cal_id, ${ISO("p.created_at")} AS created_at, ${ISO("p.updated_at")} AS updated_at`

const REPORT = `r.id, r.producto_id, json_build_object('nombre', p.nombre, 'principio_activo', p.principio_activo, 'registro_sanitario', p.registro_sanitario) AS producto,
  ${DAY("r.periodo_inicio")} AS periodo_inicio, ${DAY("r.periodo_fin")} AS periodo_fin, r.version, r.estado, r.unidades_comercializadas, r.lotes_distribuidos,
  jsonb_build_array(r.eventos_resumen, r.senales_detectadas, r.acciones_regulatorias, r.evaluacion_benef_riesgo, r.conclusiones) AS sections, r.cal_id, r.casos_total,
  ${ISO("r.regenerado_at")} AS regenerado_at, r.validado_por, ${ISO("r.validado_at")} AS validado_at, r.aprobado_por, ${ISO("r.aprobado_at")} AS aprobado_at,
  ${ISO("r.created_at")} AS created_at, ${ISO("r.updated_at")} AS updated_at`

const json = (value: unknown): unknown => (typeof value === "string" ? JSON.parse(value) : value)

// The sections come wrapped in one array: a JSON string section would otherwise be
// indistinguishable from JSON text a driver left unparsed.
const reportRow = (raw: Ips.IpsReport): Ips.IpsReport => {
  const { sections, ...row } = raw as Ips.IpsReport & { sections: unknown }
  const values = (json(sections) as ReadonlyArray<unknown> | null) ?? []
  return {
    ...row,
    producto: json(row.producto) as Ips.IpsReport["producto"],
    ...(Object.fromEntries(Ips.SECTIONS.map((name, i) => [name, values[i] ?? null])) as Record<Ips.Section, unknown>)
  }
}

const PRODUCT_COLUMNS = ["nombre", "principio_activo", "forma_farmaceutica", "presentacion", "via", "registro_sanitario", "fecha_autorizacion", "fabricante", "cal_id"] as const
const REPORT_COLUMNS = ["producto_id", "periodo_inicio", "periodo_fin", "version", "estado", "unidades_comercializadas", "lotes_distribuidos", "cal_id", "casos_total",
  "validado_por", "validado_at", "aprobado_por", "aprobado_at"] as const

const conflict = (detail: string) => (error: SqlError) =>
  sqlState(error) === UNIQUE_VIOLATION ? new Errors.Conflict({ detail }) : new Errors.StorageError({ cause: error })

const like = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Builds the repository over the current `SqlClient`. */
export const make = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const product = sql.literal(PRODUCT)
  const report = sql.literal(REPORT)
  const FROM_REPORTS = sql.literal("ips_reports r JOIN ips_productos p ON p.id = r.producto_id")

  const oneProduct = (rows: ReadonlyArray<Ips.IpsProduct>) => Option.fromNullable(rows[0])
  const reportById = (id: number, lock: boolean) =>
    sql<Ips.IpsReport>`SELECT ${report} FROM ${FROM_REPORTS} WHERE r.id = ${id} ${lock ? sql.literal("FOR UPDATE OF r") : sql.literal("")}`.pipe(
      Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), reportRow)),
      orStorageError
    )

  const reportSets = (values: IpsRepository.ReportValues) => {
    const sets = REPORT_COLUMNS.filter((k) => values[k] !== undefined).map((k) => sql`${sql(k)} = ${values[k] ?? null}`)
    for (const s of Ips.SECTIONS) if (values[s] !== undefined) sets.push(sql`${sql(s)} = ${values[s] === null ? null : JSON.stringify(values[s])}::jsonb`)
    if (values.regenerado) sets.push(sql`regenerado_at = now()`)
    return sets
  }

  const repository: IpsRepository.IpsRepositoryShape = {
    products: (q, limit, offset) => {
      const where = q === null ? sql`TRUE` : sql`(lower(p.nombre) LIKE ${like(q)} OR lower(coalesce(p.principio_activo, '')) LIKE ${like(q)} OR lower(coalesce(p.registro_sanitario, '')) LIKE ${like(q)})`
      return sql<Ips.IpsProduct & { total: string | number }>`SELECT ${product}, count(*) OVER () AS total FROM ips_productos p WHERE ${where}
        ORDER BY lower(p.nombre), p.id LIMIT ${limit} OFFSET ${offset}`.pipe(
        Effect.map((rows) => ({ items: rows.map(({ total: _, ...r }) => r as Ips.IpsProduct), total: Number(rows[0]?.total ?? 0) })),
        orStorageError
      )
    },
    product: (id) => sql<Ips.IpsProduct>`SELECT ${product} FROM ips_productos p WHERE p.id = ${id}`.pipe(Effect.map(oneProduct), orStorageError),
    productByRegistro: (registro) =>
      sql<Ips.IpsProduct>`SELECT ${product} FROM ips_productos p WHERE p.registro_key = atalaya_registro_key(${registro})`.pipe(Effect.map(oneProduct), orStorageError),
    insertProduct: (v) => {
      const keys = PRODUCT_COLUMNS.filter((k) => v[k] !== undefined)
      return sql<Ips.IpsProduct>`INSERT INTO ips_productos AS p ${sql.insert(Object.fromEntries(keys.map((k) => [k, v[k] ?? null])))} RETURNING ${product}`.pipe(
        Effect.map((rows) => rows[0]!),
        Effect.mapError(conflict(Ips.Texts.registroTaken))
      )
    },
    updateProduct: (id, v) => {
      const sets = PRODUCT_COLUMNS.filter((k) => v[k] !== undefined).map((k) => sql`${sql(k)} = ${v[k] ?? null}`)
      sets.push(sql`updated_at = now()`)
      return sql<Ips.IpsProduct>`UPDATE ips_productos AS p SET ${sql.csv(sets)} WHERE p.id = ${id} RETURNING ${product}`.pipe(
        Effect.map((rows) => rows[0]!),
        Effect.mapError(conflict(Ips.Texts.registroTaken))
      )
    },
    list: (q) => {
      const where = [sql`TRUE`]
      if (q.estado !== null) where.push(sql`r.estado = ${q.estado}`)
      if (q.producto !== null) {
        where.push(/^\d+$/.test(q.producto)
          ? sql`(r.producto_id = ${Number(q.producto)} OR p.registro_key = atalaya_registro_key(${q.producto}))`
          : sql`(lower(p.nombre) LIKE ${like(q.producto)} OR p.registro_key = atalaya_registro_key(${q.producto}))`)
      }
      return sql<Ips.IpsReport & { total: string | number }>`SELECT ${report}, count(*) OVER () AS total FROM ${FROM_REPORTS}
        WHERE ${sql.and(where)} ORDER BY r.periodo_inicio DESC, r.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`.pipe(
        Effect.map((rows) => ({ items: rows.map(({ total: _, ...r }) => reportRow(r as Ips.IpsReport)), total: Number(rows[0]?.total ?? 0) })),
        orStorageError
      )
    },
    find: (id) => reportById(id, false),
    findForUpdate: (id) => reportById(id, true),
    insert: (v) =>
      Effect.gen(function*() {
        const keys = REPORT_COLUMNS.filter((k) => v[k] !== undefined)
        const row: Record<string, unknown> = Object.fromEntries(keys.map((k) => [k, v[k] ?? null]))
        for (const s of Ips.SECTIONS) if (v[s] !== undefined) row[s] = v[s] === null ? null : JSON.stringify(v[s])
        const inserted = yield* sql<{ id: number }>`INSERT INTO ips_reports ${sql.insert(row)} RETURNING id`
        return Option.getOrThrow(yield* reportById(inserted[0]!.id, false))
      }).pipe(Effect.mapError((e) => (e._tag === "SqlError" ? conflict(Ips.Texts.reportTaken)(e) : e))),
    update: (id, v) =>
      Effect.gen(function*() {
        yield* sql`UPDATE ips_reports SET ${sql.csv([...reportSets(v), sql`updated_at = now()`])} WHERE id = ${id}`
        return Option.getOrThrow(yield* reportById(id, false))
      }).pipe(Effect.mapError((e) => (e._tag === "SqlError" ? conflict(Ips.Texts.reportTaken)(e) : e))),
    remove: (id) => sql`DELETE FROM ips_reports WHERE id = ${id}`.pipe(Effect.asVoid, orStorageError),
    ofCalendar: (calId) =>
      sql<Ips.IpsReport>`SELECT ${report} FROM ${FROM_REPORTS} WHERE r.cal_id = ${calId} OR p.cal_id = ${calId} ORDER BY r.periodo_inicio DESC, r.version DESC, r.id DESC`.pipe(
        Effect.map((rows) => rows.map(reportRow)),
        orStorageError
      ),
    fuentes: (reportId) =>
      sql<Ips.Fuente>`SELECT id, source, title, citation, url, year, journal, abstract, detected_total FROM ips_fuentes WHERE ips_id = ${reportId} ORDER BY position, id`.pipe(orStorageError),
    replaceFuentes: (reportId, items) =>
      Effect.gen(function*() {
        yield* sql`DELETE FROM ips_fuentes WHERE ips_id = ${reportId}`
        if (items.length === 0) return
        yield* sql`INSERT INTO ips_fuentes ${sql.insert(items.map((f, i) => ({ ips_id: reportId, position: i, ...f })))}`
      }).pipe(orStorageError),
    calendarSearch: (q, limit) => {
      const where = q === null ? sql`TRUE` : sql`c.search_doc LIKE ${like(q)}`
      return sql<IpsRepository.CalendarItem>`SELECT c.id, c.producto, c.ifa, c.forma_farmaceutica, c.presentacion_farmaceutica, c.via, c.numero_registro,
          ${sql.literal(DAY("c.fecha_primer_registro"))} AS fecha_primer_registro, c.laboratorio_pais
        FROM products c WHERE c.registro_key IS NOT NULL AND ${where} ORDER BY lower(c.producto), c.id LIMIT ${limit}`.pipe(orStorageError)
    },
    calendarItem: (id) =>
      sql<IpsRepository.CalendarItem>`SELECT c.id, c.producto, c.ifa, c.forma_farmaceutica, c.presentacion_farmaceutica, c.via, c.numero_registro,
          ${sql.literal(DAY("c.fecha_primer_registro"))} AS fecha_primer_registro, c.laboratorio_pais
        FROM products c WHERE c.id = ${id} AND c.registro_key IS NOT NULL`.pipe(Effect.map((rows) => Option.fromNullable(rows[0])), orStorageError),
    coveredPeriods: (calId) =>
      sql<{ periodo_inicio: string; periodo_fin: string }>`SELECT ${sql.literal(DAY("r.periodo_inicio"))} AS periodo_inicio, ${sql.literal(DAY("r.periodo_fin"))} AS periodo_fin
        FROM ${FROM_REPORTS} WHERE r.cal_id = ${calId} OR p.cal_id = ${calId}`.pipe(orStorageError),
    regenCounts: (match, period) => regenCountsSql(sql, match, period).pipe(orStorageError),
    signalCounts: (match, from, to) => signalCountsSql(sql, match, from, to).pipe(orStorageError)
  }
  return repository
})

/** The repository as a layer over the SQL client. */
export const layer = Layer.effect(IpsRepository.IpsRepository, make)
