/**
 * Surveillance items (migration 0016): stored once per link (`ON CONFLICT DO NOTHING`), filtered
 * by one statement with its count, and the round's lease moved by one conditional UPDATE.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { MedRecord, Surveillance } from "@atalaya/regulators"
import { Effect, Layer } from "effect"
import { orStorageError } from "../internal/errors.js"

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
const COLUMNS = `id::int AS id, scope, fuente, titulo, medicamento, resumen, severity, enlace, ${ISO("fecha_publicada")} AS fecha_publicada, ${ISO("fetched_at")} AS fetched_at`
const pattern = (word: string) => `%${word.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`

/** The repository over the provided SQL client. */
export const make = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const repo: Surveillance.SurveillanceRepositoryShape = {
    add: (items) => items.length === 0 ? Effect.succeed(0) : sql<{ n: number }>`
      WITH added AS (
        INSERT INTO surveillance_items ${sql.insert(items.map((i) => ({ ...i, search_doc: MedRecord.fold(`${i.titulo} ${i.medicamento} ${i.resumen}`) })))}
        ON CONFLICT (enlace) DO NOTHING RETURNING 1
      ) SELECT count(*)::int AS n FROM added`.pipe(Effect.map((rows) => Number(rows[0]?.n ?? 0)), orStorageError),
    results: (q) => {
      const where: Array<string> = []
      const params: Array<unknown> = []
      const add = (clause: (p: string) => string, value: unknown) => {
        params.push(value)
        where.push(clause(`$${params.length}`))
      }
      if (q.scope !== null) add((p) => `scope = ${p}`, q.scope)
      if (q.fuente !== null) add((p) => `lower(fuente) = lower(${p})`, q.fuente)
      if (q.severity !== null) add((p) => `severity = ${p}`, q.severity)
      if (q.medicamento !== null) add((p) => `lower(medicamento) LIKE ${p}`, pattern(q.medicamento.toLowerCase()))
      if (q.query !== null) {
        const words = MedRecord.fold(q.query).split(/\s+/u).filter((w) => w !== "")
        if (words.length > 0) add((p) => `search_doc LIKE ALL(${p}::text[])`, words.map(pattern))
      }
      if (q.desde !== null) add((p) => `fecha_publicada >= ${p}::date`, q.desde)
      if (q.hasta !== null) add((p) => `fecha_publicada < ${p}::date + 1`, q.hasta)
      const filter = where.length === 0 ? "" : `WHERE ${where.join(" AND ")}`
      return Effect.all([
        sql.unsafe<Surveillance.Item>(`SELECT ${COLUMNS} FROM surveillance_items ${filter} ORDER BY fecha_publicada DESC NULLS LAST, id DESC LIMIT ${q.limit} OFFSET ${q.offset}`, params),
        sql.unsafe<{ n: number }>(`SELECT count(*)::int AS n FROM surveillance_items ${filter}`, params)
      ]).pipe(Effect.map(([items, count]) => ({ items: items.map((i) => ({ ...i })), total: Number(count[0]?.n ?? 0) })), orStorageError)
    },
    claim: (holder, seconds) => sql<{ id: number }>`
      UPDATE surveillance_lease SET holder = ${holder}, until = now() + make_interval(secs => ${seconds})
      WHERE id = 1 AND (until < now() OR holder = ${holder}) RETURNING id`.pipe(Effect.map((rows) => rows.length > 0), orStorageError)
  }
  return repo
})

/** The surveillance repository layer. */
export const layer: Layer.Layer<Surveillance.SurveillanceRepository, never, SqlClient.SqlClient> = Layer.effect(Surveillance.SurveillanceRepository, make)
