/**
 * The case repository in PostgreSQL SQL. A whole case (with its nested lists) is read in one
 * statement, built as JSON by the database, so a read costs one round trip on either driver.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Case as CaseModule, CaseRepository, Errors } from "@atalaya/core"
import { Effect, Layer, Option } from "effect"
import { CASE_DOC } from "./internal/caseDoc.js"
import { KEY_FIELDS, refreshKeys, writeKeys } from "./internal/dupKeys.js"
import { FOREIGN_KEY_VIOLATION, orStorageError, sqlState } from "./internal/errors.js"

type Case = CaseModule.Case
type Evento = CaseModule.Evento

const iso = (value: unknown): string => (typeof value === "string" ? new Date(value).toISOString() : String(value))

// jsonb sorts keys by length; clients (and people reading responses) expect the contract's order.
const CASE_KEYS = [
  "id", "created_at", "updated_at", "fecha_recepcion", "origen_notificacion", ...Object.keys(CaseModule.CASE_FIELDS),
  "productos", "concomitantes", "seguimientos", "eventos"
]
const keysOf = (table: Readonly<Record<string, unknown>>, head: ReadonlyArray<string> = ["id"]) => [...head, ...Object.keys(table)]
const PRODUCTO_KEYS = [...keysOf(CaseModule.PRODUCTO_FIELDS), "laboratorio", "rs_vencimiento"]
const CONCOMITANTE_KEYS = keysOf(CaseModule.CONCOMITANTE_FIELDS)
const SEGUIMIENTO_KEYS = keysOf(CaseModule.SEGUIMIENTO_FIELDS)
const EVENTO_KEYS = keysOf(CaseModule.EVENTO_FIELDS, ["id", "icsr_id"])

const ordered = <A>(value: unknown, keys: ReadonlyArray<string>): A => {
  const source = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const key of keys) out[key] = source[key] ?? null
  return out as A
}

const toEvento = (doc: unknown): Evento => ordered<Evento>(doc, EVENTO_KEYS)

const toCase = (doc: unknown): Case => {
  const raw = (typeof doc === "string" ? JSON.parse(doc) : doc) as Record<string, unknown> & Case
  const out = ordered<Case>(raw, CASE_KEYS)
  out.created_at = iso(raw.created_at)
  out.updated_at = iso(raw.updated_at)
  out.productos = raw.productos.map((p) => ordered(p, PRODUCTO_KEYS))
  out.concomitantes = raw.concomitantes.map((p) => ordered(p, CONCOMITANTE_KEYS))
  out.seguimientos = raw.seguimientos.map((p) => ordered(p, SEGUIMIENTO_KEYS))
  out.eventos = raw.eventos.map(toEvento)
  if (raw.rs_catalog_map !== undefined) out.rs_catalog_map = raw.rs_catalog_map
  if (raw.dup_status !== undefined) {
    out.dup_status = raw.dup_status ?? null
    out.dup_score = raw.dup_score ?? null
    out.dup_best_id = raw.dup_best_id ?? null
    out.dup_checked_at = raw.dup_checked_at == null ? null : iso(raw.dup_checked_at)
  }
  return out
}

// List items also carry the stored result of the last background duplicate check.
const DUP_FLAG = `jsonb_build_object('dup_status', dc.status, 'dup_score', dc.score, 'dup_best_id', dc.best_id, 'dup_checked_at', dc.checked_at)`

const NESTED_TABLES = {
  productos: { table: "icsr_productos", fields: CaseModule.PRODUCTO_FIELDS },
  concomitantes: { table: "icsr_concomitantes", fields: CaseModule.CONCOMITANTE_FIELDS },
  seguimientos: { table: "icsr_seguimientos", fields: CaseModule.SEGUIMIENTO_FIELDS }
} as const

/** Every column of a table present in each row (absent → null), so one multi-row INSERT fits all. */
const rowsFor = (
  caseId: number,
  fields: Readonly<Record<string, unknown>>,
  entries: ReadonlyArray<Readonly<Record<string, unknown>>>
): Array<Record<string, unknown>> =>
  entries.map((entry) => {
    const row: Record<string, unknown> = { icsr_id: caseId }
    for (const name of Object.keys(fields)) row[name] = entry[name] ?? null
    return row
  })

const eventRows = (caseId: number, events: ReadonlyArray<CaseModule.EventoInput>) =>
  rowsFor(caseId, CaseModule.EVENTO_FIELDS, events).map((row) => ({ ...row, is_from_narrative: row.is_from_narrative ?? false }))

// A statement binds at most 65,535 parameters (the protocol counts them in 16 bits): long
// lists are inserted in chunks, in order, so ids still follow the list.
const MAX_PARAMETERS = 65_535

const chunked = <A>(rows: ReadonlyArray<A>, columns: number): Array<ReadonlyArray<A>> => {
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, columns)))
  const out: Array<ReadonlyArray<A>> = []
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size))
  return out
}

// LIKE treats % and _ as wildcards; a user searching for "50%" means the characters.
const likePattern = (q: string): string => `%${q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`

/** Builds the repository over the current `SqlClient`. */
export const make = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const caseDoc = sql.literal(CASE_DOC)
  const dupFlag = sql.literal(DUP_FLAG)

  // atalaya_case_doc (internal/caseDoc.ts) holds the query, so its plan is cached per connection.
  const readDoc = (id: number) =>
    sql<{ doc: unknown }>`SELECT atalaya_case_doc(${id}) AS doc`.pipe(
      Effect.map((rows) => Option.map(Option.fromNullable(rows[0]?.doc), toCase))
    )

  // The lock is taken by its own statement and the document read by the next one: a statement
  // that waited for the lock re-reads the locked row but keeps its old snapshot for the nested
  // lists, so reading both at once would return the nested entries as they were before the
  // transaction that held the lock committed.
  const findById = (id: number, options?: { readonly forUpdate?: boolean }) =>
    (options?.forUpdate
      ? Effect.flatMap(
        sql<{ id: number }>`SELECT c.id FROM icsr c WHERE c.id = ${id} FOR UPDATE`,
        (locked) => (locked.length === 0 ? Effect.succeed(Option.none<Case>()) : readDoc(id))
      )
      : readDoc(id)).pipe(orStorageError)

  const insertRows = (table: string, rows: ReadonlyArray<Record<string, unknown>>) =>
    Effect.forEach(
      chunked(rows, rows.length > 0 ? Object.keys(rows[0]!).length : 1),
      (chunk) => sql`INSERT INTO ${sql(table)} ${sql.insert(chunk)}`,
      { discard: true }
    )

  const refreshProductNames = (id: number) =>
    sql`UPDATE icsr SET productos_nombres = (
      SELECT string_agg(coalesce(nombre_producto, '') || ' ' || coalesce(ifa, ''), ' ' ORDER BY id)
      FROM icsr_productos WHERE icsr_id = ${id}
    ) WHERE id = ${id}`

  const replaceNestedRaw = (id: number, nested: CaseModule.NestedInput) =>
    Effect.gen(function*() {
      for (const key of ["productos", "concomitantes", "seguimientos"] as const) {
        const entries = nested[key]
        if (entries === undefined) continue
        const { table, fields } = NESTED_TABLES[key]
        yield* sql`DELETE FROM ${sql(table)} WHERE icsr_id = ${id}`
        const rows = rowsFor(id, fields, entries as ReadonlyArray<Record<string, unknown>>)
        yield* insertRows(table, rows)
        if (key === "productos") yield* refreshProductNames(id)
      }
    })

  const repository: CaseRepository.CaseRepositoryShape = {
    insert: (values, meta, nested) =>
      Effect.gen(function*() {
        const row = {
          ...values,
          fecha_recepcion: meta.fecha_recepcion,
          origen_notificacion: meta.origen_notificacion,
          created_by: meta.created_by
        }
        const [inserted] = yield* sql<{ id: number }>`INSERT INTO icsr ${sql.insert(row)} RETURNING id`
        const id = inserted!.id
        yield* replaceNestedRaw(id, nested)
        // Filed for duplicate search in the same transaction: a case is findable once it exists.
        yield* writeKeys(sql, [{ ...values, id, fecha_recepcion: meta.fecha_recepcion, productos: nested.productos }])
        return id
      }).pipe(orStorageError),

    findById,

    updateValues: (id, values) =>
      Effect.gen(function*() {
        yield* sql`UPDATE icsr SET ${sql.update(values as Record<string, unknown>)}, updated_at = now() WHERE id = ${id}`
        if (Object.keys(values).some((k) => KEY_FIELDS.has(k))) yield* refreshKeys(sql, [id])
      }).pipe(orStorageError),

    replaceNested: (id, nested) =>
      Effect.gen(function*() {
        yield* replaceNestedRaw(id, nested)
        if (nested.productos !== undefined || nested.concomitantes !== undefined || nested.seguimientos !== undefined) {
          yield* sql`UPDATE icsr SET updated_at = now() WHERE id = ${id}`
        }
        if (nested.productos !== undefined) yield* refreshKeys(sql, [id])
      }).pipe(orStorageError),

    delete: (id) =>
      sql`DELETE FROM icsr WHERE id = ${id}`.pipe(
        Effect.asVoid,
        Effect.mapError((error): Errors.Conflict | Errors.StorageError =>
          sqlState(error) === FOREIGN_KEY_VIOLATION
            ? new Errors.Conflict({ detail: Errors.Texts.deleteBlocked })
            : new Errors.StorageError({ cause: error })
        )
      ),

    list: (query) =>
      Effect.gen(function*() {
        const conditions = []
        if (query.q !== null) conditions.push(sql`c.search_doc LIKE ${likePattern(query.q)} ESCAPE '\\'`)
        if (query.fecha_desde !== null) conditions.push(sql`c.fecha_inicio_evento >= ${query.fecha_desde}`)
        if (query.fecha_hasta !== null) conditions.push(sql`c.fecha_inicio_evento <= ${query.fecha_hasta}`)
        // Evaluation list filters: exact values, compared without case.
        if (query.estado != null) conditions.push(sql`lower(c.estado) = lower(${query.estado})`)
        if (query.gravedad != null) conditions.push(sql`lower(c.gravedad) = lower(${query.gravedad})`)
        const where = sql.and(conditions)
        // order_by and order_dir were checked against fixed lists by the domain.
        const dir = query.order_dir === "asc" ? "ASC" : "DESC"
        const order = query.order_by === "id"
          ? sql.literal(`c.id ${dir}`)
          : sql.literal(`c.${query.order_by} ${dir} NULLS LAST, c.id ${dir}`)
        const offset = (query.page - 1) * query.page_size
        // Page the ids first so the JSON documents are built for the returned rows only.
        const rows = yield* sql<{ doc: unknown }>`
          SELECT ${caseDoc} || ${dupFlag} AS doc
          FROM (SELECT c.id FROM icsr c WHERE ${where} ORDER BY ${order} LIMIT ${query.page_size} OFFSET ${offset}) page
          JOIN icsr c ON c.id = page.id
          LEFT JOIN icsr_dup_checks dc ON dc.icsr_id = c.id
          ORDER BY ${order}`
        const [count] = yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM icsr c WHERE ${where}`
        return { items: rows.map((r) => toCase(r.doc)), total: count?.total ?? 0 }
      }).pipe(orStorageError),

    listEvents: (caseId) =>
      sql<{ doc: Evento }>`SELECT to_jsonb(e) AS doc FROM icsr_eventos e WHERE e.icsr_id = ${caseId} ORDER BY e.id`.pipe(
        Effect.map((rows) => rows.map((r) => toEvento(r.doc))),
        orStorageError
      ),

    replaceEvents: (caseId, events) =>
      Effect.gen(function*() {
        yield* sql`DELETE FROM icsr_eventos WHERE icsr_id = ${caseId}`
        const rows = eventRows(caseId, events)
        yield* insertRows("icsr_eventos", rows)
        yield* sql`UPDATE icsr SET updated_at = now() WHERE id = ${caseId}`
      }).pipe(orStorageError),

    appendEvents: (caseId, events) =>
      Effect.gen(function*() {
        yield* insertRows("icsr_eventos", eventRows(caseId, events))
        yield* sql`UPDATE icsr SET updated_at = now() WHERE id = ${caseId}`
      }).pipe(orStorageError),

    findIdByCodigoInterno: (codigo) =>
      sql<{ id: number }>`SELECT id FROM icsr WHERE lower(codigo_interno_lab) = lower(${codigo}) ORDER BY id LIMIT 1`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0]?.id)),
        orStorageError
      ),

    updateEvent: (caseId, eventId, values) =>
      Effect.gen(function*() {
        const changes = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined))
        const rows = Object.keys(changes).length === 0
          ? yield* sql<{ doc: Evento }>`SELECT to_jsonb(e) AS doc FROM icsr_eventos e WHERE e.id = ${eventId} AND e.icsr_id = ${caseId}`
          : yield* sql<{ doc: Evento }>`UPDATE icsr_eventos e SET ${sql.update(changes)}
              WHERE e.id = ${eventId} AND e.icsr_id = ${caseId} RETURNING to_jsonb(e) AS doc`
        if (rows.length > 0 && Object.keys(changes).length > 0) {
          yield* sql`UPDATE icsr SET updated_at = now() WHERE id = ${caseId}`
        }
        return Option.map(Option.fromNullable(rows[0]), (r) => toEvento(r.doc))
      }).pipe(orStorageError),

    eventsByCases: (ids) =>
      sql<{ id: number; eventos: ReadonlyArray<Evento> }>`
        SELECT c.id, coalesce((SELECT jsonb_agg(to_jsonb(e) ORDER BY e.id) FROM icsr_eventos e WHERE e.icsr_id = c.id), '[]'::jsonb) AS eventos
        FROM icsr c WHERE ${sql.in("c.id", ids)}`.pipe(
        Effect.map((rows) => new Map(rows.map((r) => [r.id, r.eventos.map(toEvento)] as const))),
        orStorageError
      ),

    insertSnapshot: (caseId, data, actorId) =>
      sql`INSERT INTO icsr_snapshots (icsr_id, data, created_by) VALUES (${caseId}, ${JSON.stringify(data)}::jsonb, ${actorId})`.pipe(
        Effect.asVoid,
        orStorageError
      ),

    deleteSummary: (caseId) =>
      sql<{ followups: number; snapshots: number }>`SELECT
        (SELECT count(*)::int FROM followup_messages WHERE icsr_id = ${caseId}) AS followups,
        (SELECT count(*)::int FROM icsr_snapshots WHERE icsr_id = ${caseId}) AS snapshots`.pipe(
        Effect.map((rows) => ({ followups: rows[0]?.followups ?? 0, snapshots: rows[0]?.snapshots ?? 0 })),
        orStorageError
      ),

    nextCodigoInterno: (key) =>
      // The first reservation of a key continues after codes already typed into cases.
      sql<{ last: number }>`
        INSERT INTO codigo_interno_counters AS k (key, last)
        VALUES (${key}, 1 + coalesce((
          SELECT max(substring(codigo_interno_lab FROM length(${key}) + 2)::int)
          FROM icsr
          WHERE left(codigo_interno_lab, length(${key}) + 1) = ${key} || '-'
            AND substring(codigo_interno_lab FROM length(${key}) + 2) ~ '^[0-9]{1,9}$'
        ), 0))
        ON CONFLICT (key) DO UPDATE SET last = k.last + 1
        RETURNING last`.pipe(
        Effect.map((rows) => rows[0]!.last),
        orStorageError
      )
  }
  return repository
})

/** Layer of the SQL case repository. */
export const layer = Layer.effect(CaseRepository.CaseRepository, make)
