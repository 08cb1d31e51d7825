/**
 * The case repository in PostgreSQL SQL. Each case's JSON document is kept by the database
 * (`icsr_doc`, see internal/caseDoc.ts) in the contract's key order, so a read costs one round
 * trip and a list page is one text that reaches the client without being parsed.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Case as CaseModule, type CaseQuery, CaseRepository, Errors } from "@atalaya/core"
import { Effect, Layer, Option } from "effect"
import { searchPatterns } from "./internal/searchPatterns.js"
import { DocCache, RecentlySeen } from "./internal/docCache.js"
import { MarksBuilder } from "./internal/pageMarks.js"
import { KEY_FIELDS, refreshKeys, writeKeys } from "../duplicates/internal/dupKeys.js"
import { FOREIGN_KEY_VIOLATION, orStorageError, sqlState } from "../internal/errors.js"

type Case = CaseModule.Case
type Evento = CaseModule.Evento

const keysOf = (table: Readonly<Record<string, unknown>>, head: ReadonlyArray<string> = ["id"]) => [...head, ...Object.keys(table)]
const EVENTO_KEYS = keysOf(CaseModule.EVENTO_FIELDS, ["id", "icsr_id"])

// jsonb sorts keys by length; clients (and people reading responses) expect the contract's order.
const ordered = <A>(value: unknown, keys: ReadonlyArray<string>): A => {
  const source = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const key of keys) out[key] = source[key] ?? null
  return out as A
}

const toEvento = (doc: unknown): Evento => ordered<Evento>(doc, EVENTO_KEYS)

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

/** A row of a page: a case, the revision of its stored text and the part that closes its item. */
interface PageRow {
  /** Null only in the one row that answers a page past the end. */
  readonly id: number | null
  readonly rev: number | null
  readonly tail: string | null
  readonly total: number
  /** The text, when the page was asked with its texts (unfiltered pages not met recently). */
  readonly head?: string | null
  /** An unfiltered deep page walked because its order had no marks for this list (internal/pageMarks.ts). */
  readonly stale?: boolean | null
}

// Enough for the texts of the pages people open, about 4 KB a case.
const TEXT_CACHE_BYTES = 32 * 1024 * 1024

const NO_FRAME: CaseRepository.CasePageFrame = { open: "", close: () => "" }

/**
 * A page's JSON array in one buffer, inside `open` and `close`: `heads` are texts held as bytes,
 * or read just now and not held (strings, encoded straight into the buffer instead of into bytes
 * of their own), each closed by its tail.
 */
const joinItems = (heads: ReadonlyArray<Uint8Array | string>, tails: ReadonlyArray<string>, open: string, close: string): Uint8Array<ArrayBuffer> => {
  let size = Buffer.byteLength(open, "utf8") + Math.max(2, heads.length + 1) + Buffer.byteLength(close, "utf8")
  for (const [i, head] of heads.entries()) {
    size += (typeof head === "string" ? Buffer.byteLength(head, "utf8") : head.byteLength) + Buffer.byteLength(tails[i]!, "utf8")
  }
  // Not zero-filled: every byte is written below.
  const out = Buffer.allocUnsafe(size)
  let at = out.write(open, 0, "utf8")
  if (heads.length === 0) out[at++] = 0x5b /* [ */
  for (const [i, head] of heads.entries()) {
    out[at++] = i === 0 ? 0x5b /* [ */ : 0x2c /* , */
    if (typeof head === "string") at += out.write(head, at, "utf8")
    else {
      out.set(head, at)
      at += head.byteLength
    }
    at += out.write(tails[i]!, at, "utf8")
  }
  out[at++] = 0x5d /* ] */
  at += out.write(close, at, "utf8")
  return at === size ? out : out.subarray(0, at)
}

/** Builds the repository over the current `SqlClient`. */
export const make = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  // atalaya_case_doc (internal/caseDoc.ts) answers the stored text with the catalog map; the
  // text is already in the contract's order, so parsing it gives the case as the API shows it.
  const readDoc = (id: number) =>
    sql<{ doc: string | null }>`SELECT atalaya_case_doc(${id}) AS doc`.pipe(
      Effect.map((rows) => Option.map(Option.fromNullable(rows[0]?.doc), (doc) => JSON.parse(doc) as Case))
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

  // Texts this process has read, by revision (internal/docCache.ts).
  const texts = new DocCache(TEXT_CACHE_BYTES)
  // Unfiltered pages asked for recently. The pages people reopen (the first of each order) find
  // their texts held; a page not asked for in a while most likely does not, so its texts come
  // with its rows: one statement instead of two.
  const pagesAsked = new RecentlySeen<string>(4096)
  // Deep pages of an order are read from its marks, taken again in the background when a page
  // finds them missing or outdated.
  const marks = new MarksBuilder((orderBy, desc) => sql`SELECT atalaya_case_marks_build(${orderBy}, ${desc})`)

  // A page in two steps. First its cases' ids, the revisions of their stored texts and the parts
  // that close each item, with the total: without filters from atalaya_case_page and the
  // maintained count (with the texts too when the page was not asked for recently); with filters
  // from atalaya_case_search (internal/caseSearch.ts), which plans the filters it is given with
  // their values. Then the texts neither held at those revisions nor read with the rows. The
  // bytes go out as read: never parsed, never re-encoded.
  const page = (query: CaseQuery.CaseListQuery, frame: CaseRepository.CasePageFrame) =>
    Effect.gen(function*() {
      const desc = query.order_dir !== "asc"
      const offset = (query.page - 1) * query.page_size
      const filtered = query.q !== null || query.fecha_desde !== null || query.fecha_hasta !== null ||
        query.estado != null || query.gravedad != null
      const patterns = query.q === null ? null : searchPatterns(query.q)
      // order_by and order_dir were checked against fixed lists by the domain.
      const rows = filtered
        ? yield* sql<PageRow>`SELECT p.id, p.rev, p.tail, p.total FROM atalaya_case_search(
            ${patterns?.like ?? null}::text, ${patterns?.pairs ?? null}::text, ${patterns?.initials ?? false}, ${patterns?.index ?? null}::text,
            ${patterns?.joined ?? null}::text, ${patterns?.straddle ? JSON.stringify(patterns.straddle) : null}::text, ${patterns?.words ? JSON.stringify(patterns.words) : null}::text,
            ${query.fecha_desde}::date, ${query.fecha_hasta}::date,
            ${query.estado ?? null}::text, ${query.gravedad ?? null}::text, ${query.order_by}, ${desc}, ${query.page_size}, ${offset}) p`
        : yield* sql<PageRow>`SELECT p.id, p.rev, p.tail, p.total, p.head, p.stale
            FROM atalaya_case_page(${query.order_by}, ${desc}, ${query.page_size}, ${offset},
              ${!pagesAsked.again(`${query.order_by} ${desc} ${query.page_size} ${offset}`)}) p`
      if (rows[0]?.stale === true) yield* marks.want(query.order_by, desc)
      // Past the last page: the page functions' one row without a case.
      if (rows.length === 0 || rows[0]!.id === null) {
        const total = rows[0]?.total ?? 0
        return { items: [joinItems([], [], frame.open, frame.close(total))], total }
      }
      const held = new Map<number, Uint8Array | string>()
      // A text just read: held from its second read on (bytes), else written into the page as is.
      const take = (id: number, rev: number | null, head: string) => {
        if (rev !== null && texts.admit(id)) {
          // Buffer.from encodes without zero-filling first (TextEncoder#encode does).
          const bytes = Buffer.from(head, "utf8")
          held.set(id, bytes)
          texts.set(id, rev, bytes)
        } else held.set(id, head)
      }
      const missing: Array<number> = []
      for (const row of rows) {
        const bytes = row.rev === null ? undefined : texts.get(row.id!, row.rev)
        if (bytes !== undefined) held.set(row.id!, bytes)
        else if (row.head != null) take(row.id!, row.rev, row.head)
        else missing.push(row.id!)
      }
      if (missing.length > 0) {
        // Ids come from the database: integers, safe in an array literal.
        const read = yield* sql<{ id: number; rev: number | null; head: string | null }>`
          SELECT h.id, h.rev, h.head FROM atalaya_case_heads(${`{${missing.join(",")}}`}::int[]) h`
        for (const r of read) if (r.head !== null) take(r.id, r.rev, r.head)
      }
      // A case deleted between the two steps has no text and is left out.
      const heads: Array<Uint8Array | string> = []
      const tails: Array<string> = []
      for (const row of rows) {
        const head = held.get(row.id!)
        if (head === undefined) continue
        heads.push(head)
        tails.push(row.tail!)
      }
      const total = rows[0]!.total
      return { items: [joinItems(heads, tails, frame.open, frame.close(total))], total }
    }).pipe(orStorageError)

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
      Effect.map(page(query, NO_FRAME), ({ items, total }) => {
        const decoder = new TextDecoder()
        const text = items.map((piece) => decoder.decode(piece)).join("")
        return { items: JSON.parse(text) as Array<Case>, total }
      }),

    listJson: page,

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

    fileKeys: (caseId) =>
      sql<{ key: string }>`
        SELECT file_key AS key FROM causality_ft_sections WHERE icsr_id = ${caseId} AND file_key IS NOT NULL
        UNION
        SELECT a->>'storage_key' FROM intake_messages m, jsonb_array_elements(m.attachments) a
        WHERE m.icsr_id = ${caseId} AND a->>'storage_key' IS NOT NULL`.pipe(
        Effect.map((rows) => rows.map((r) => r.key)),
        orStorageError
      ),

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
