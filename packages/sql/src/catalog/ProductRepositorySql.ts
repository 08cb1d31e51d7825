/**
 * The catalog repository in PostgreSQL SQL. Bulk upserts are set-based (one statement per
 * chunk for inserts and one for updates), so 10,000 products take a handful of round trips.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Errors, Product as P, ProductRepository } from "@atalaya/core"
import { Effect, Layer, Option } from "effect"
import { FOREIGN_KEY_VIOLATION, orStorageError, sqlState, UNIQUE_VIOLATION } from "../internal/errors.js"

type Product = P.Product

const FIELDS = Object.keys(P.PRODUCT_FIELDS) as ReadonlyArray<keyof typeof P.PRODUCT_FIELDS>
const KEYS = ["id", ...FIELDS, "ficha_tecnica_url", "created_at", "updated_at"]
const DOC = `to_jsonb(p) - 'registro_key' - 'search_doc' - 'ficha_tecnica_key'`

const SQL_TYPE: Record<string, string> = { date: "date", bool: "boolean" }
const typeOf = (field: keyof typeof P.PRODUCT_FIELDS) => SQL_TYPE[P.PRODUCT_FIELDS[field].kind] ?? "text"

const toProduct = (doc: unknown): Product => {
  const raw = (typeof doc === "string" ? JSON.parse(doc) : doc) as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const key of KEYS) out[key] = raw[key] ?? null
  out.created_at = new Date(String(raw.created_at)).toISOString()
  out.updated_at = new Date(String(raw.updated_at)).toISOString()
  return out as Product
}

// Serializes concurrent writers of registration numbers so check-then-insert cannot race.
const LOCK = "SELECT pg_advisory_xact_lock(72617002)"

const likePattern = (q: string): string => `%${q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`
const prefixPattern = (q: string): string => `${q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`

/** Builds the repository over the current `SqlClient`. */
export const make = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const doc = sql.literal(DOC)
  const recordType = sql.literal(FIELDS.map((f) => `${f} ${typeOf(f)}`).join(", "))
  const columns = sql.literal(FIELDS.join(", "))
  const fromRecord = sql.literal(FIELDS.map((f) => `r.${f}`).join(", "))
  const setFromDoc = sql.literal(
    FIELDS.map((f) => `${f} = CASE WHEN r.doc ? '${f}' THEN (r.doc->>'${f}')::${typeOf(f)} ELSE p.${f} END`).join(",\n")
  )

  const one = (rows: ReadonlyArray<{ doc: unknown }>) => Option.map(Option.fromNullable(rows[0]), (r) => toProduct(r.doc))
  const conflictOr = (error: Parameters<typeof sqlState>[0]) =>
    sqlState(error) === UNIQUE_VIOLATION
      ? new Errors.Conflict({ detail: Errors.Texts.registroTaken })
      : new Errors.StorageError({ cause: error })

  const findById = (id: number, options?: { readonly forUpdate?: boolean }) =>
    (options?.forUpdate
      ? sql<{ doc: unknown }>`SELECT ${doc} AS doc FROM products p WHERE p.id = ${id} FOR UPDATE`
      : sql<{ doc: unknown }>`SELECT ${doc} AS doc FROM products p WHERE p.id = ${id}`).pipe(Effect.map(one), orStorageError)

  const repository: ProductRepository.ProductRepositoryShape = {
    insert: (values) =>
      Effect.gen(function*() {
        yield* sql.unsafe(LOCK)
        const row = Object.fromEntries(FIELDS.map((f) => [f, values[f] ?? null]))
        const rows = yield* sql<{ doc: unknown }>`INSERT INTO products AS p ${sql.insert(row)} RETURNING ${doc} AS doc`
        return toProduct(rows[0]!.doc)
      }).pipe(Effect.mapError(conflictOr)),

    findById,

    findByRegistro: (key) =>
      sql<{ doc: unknown }>`SELECT ${doc} AS doc FROM products p WHERE p.registro_key = ${key}`.pipe(Effect.map(one), orStorageError),

    update: (id, values) => {
      const changes = Object.fromEntries(Object.entries(values).filter(([k, v]) => v !== undefined && k in P.PRODUCT_FIELDS))
      const statement = Object.keys(changes).length === 0
        ? sql<{ doc: unknown }>`SELECT ${doc} AS doc FROM products p WHERE p.id = ${id}`
        : sql<{ doc: unknown }>`UPDATE products p SET ${sql.update(changes)}, updated_at = now() WHERE p.id = ${id} RETURNING ${doc} AS doc`
      return Effect.zipRight(sql.unsafe(LOCK), statement).pipe(Effect.map(one), Effect.mapError(conflictOr))
    },

    setFicha: (id, key, url) =>
      sql`UPDATE products SET ficha_tecnica_key = ${key}, ficha_tecnica_url = ${url}, updated_at = now() WHERE id = ${id}`.pipe(
        Effect.asVoid,
        orStorageError
      ),

    fichaKey: (id) =>
      sql<{ k: string | null }>`SELECT ficha_tecnica_key AS k FROM products WHERE id = ${id}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0]?.k)),
        orStorageError
      ),

    delete: (id) =>
      sql<{ id: number }>`DELETE FROM products WHERE id = ${id} RETURNING id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.mapError((error): Errors.Conflict | Errors.StorageError =>
          sqlState(error) === FOREIGN_KEY_VIOLATION
            ? new Errors.Conflict({ detail: Errors.Texts.productInUse })
            : new Errors.StorageError({ cause: error })
        )
      ),

    list: (query) =>
      Effect.gen(function*() {
        const conditions = []
        if (query.q !== null) conditions.push(sql`p.search_doc LIKE ${likePattern(query.q)} ESCAPE '\\'`)
        if (query.estado !== null) conditions.push(sql`lower(p.estado_registro) = ${query.estado.toLowerCase()}`)
        if (query.comercializa !== "all") conditions.push(sql`p.comercializa IS ${sql.literal(query.comercializa === "si" ? "TRUE" : "FALSE")}`)
        if (query.numero_registro !== null) conditions.push(sql`p.registro_key = ${P.registroKey(query.numero_registro)}`)
        const where = sql.and(conditions)
        const dir = query.order === "desc" ? "DESC" : "ASC"
        // sort was checked against a fixed list by the domain.
        const order = query.sort === "id"
          ? sql.literal(`p.id ${dir}`)
          : query.sort === "created_at"
          ? sql.literal(`p.created_at ${dir}, p.id ${dir}`)
          : sql.literal(`lower(p.${query.sort}) ${dir} NULLS LAST, p.id ${dir}`)
        const rows = yield* sql<{ doc: unknown }>`SELECT ${doc} AS doc FROM products p WHERE ${where}
          ORDER BY ${order} LIMIT ${query.limit} OFFSET ${query.offset}`
        const [count] = yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM products p WHERE ${where}`
        return { items: rows.map((r) => toProduct(r.doc)), total: count?.total ?? 0 }
      }).pipe(orStorageError),

    search: (term, limit) =>
      Effect.gen(function*() {
        const matches = term.length < 3
          // Two characters give no trigram: match name, ingredient and number starts through the prefix indexes.
          ? sql`(lower(p.producto) LIKE ${prefixPattern(term)} ESCAPE '\\' OR lower(p.ifa) LIKE ${prefixPattern(term)} ESCAPE '\\'
              OR p.registro_key LIKE ${prefixPattern(term).toUpperCase()} ESCAPE '\\')`
          : sql`(p.search_doc LIKE ${likePattern(term)} ESCAPE '\\' OR p.registro_key = atalaya_registro_key(${term}))`
        // The count is its own query: a window count would make the database sort every match,
        // where LIMIT alone lets it keep only the best few (top-N heapsort).
        const rows = yield* sql<ProductRepository.ProductHit>`
          SELECT p.id, p.producto, p.ifa, p.numero_registro
          FROM products p
          WHERE ${matches}
          ORDER BY
            CASE WHEN p.registro_key = atalaya_registro_key(${term}) THEN 0
                 WHEN lower(p.producto) LIKE ${prefixPattern(term)} ESCAPE '\\' THEN 1
                 WHEN lower(p.ifa) LIKE ${prefixPattern(term)} ESCAPE '\\' THEN 2
                 ELSE 3 END,
            length(p.producto), lower(p.producto), p.id
          LIMIT ${limit}`
        const total = rows.length < limit
          ? rows.length
          : (yield* sql<{ n: number }>`SELECT count(*)::int AS n FROM products p WHERE ${matches}`)[0]?.n ?? 0
        return { items: rows, total }
      }).pipe(orStorageError),

    upsertMany: (rows) =>
      Effect.gen(function*() {
        if (rows.length === 0) return { created: 0, updated: 0 }
        yield* sql.unsafe(LOCK)
        const keys = rows.map((r) => r.key)
        const existing = yield* sql<{ id: number; registro_key: string }>`
          SELECT id, registro_key FROM products WHERE registro_key IN (SELECT jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`
        const idByKey = new Map(existing.map((r) => [r.registro_key, r.id]))
        const fresh = rows.filter((r) => !idByKey.has(r.key)).map((r) => r.values)
        const changed = rows.filter((r) => idByKey.has(r.key)).map((r) => ({ id: idByKey.get(r.key)!, doc: r.values }))
        if (fresh.length > 0) {
          yield* sql`INSERT INTO products (${columns})
            SELECT ${fromRecord} FROM jsonb_to_recordset(${JSON.stringify(fresh)}::jsonb) AS r(${recordType})`
        }
        if (changed.length > 0) {
          yield* sql`UPDATE products p SET ${setFromDoc}, updated_at = now()
            FROM (SELECT (e->>'id')::int AS id, e->'doc' AS doc FROM jsonb_array_elements(${JSON.stringify(changed)}::jsonb) e) r
            WHERE p.id = r.id`
        }
        return { created: fresh.length, updated: changed.length }
      }).pipe(orStorageError)
  }
  return repository
})

/** Layer of the SQL product repository. */
export const layer = Layer.effect(ProductRepository.ProductRepository, make)
