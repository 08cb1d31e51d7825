/**
 * Documents, versions and previews in PostgreSQL SQL (migration 0017). The list is one statement
 * with its count as a window, filtered through the trigram index (q) and the tag array's GIN index.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import type { SqlError } from "@effect/sql/SqlError"
import { Errors } from "@atalaya/core"
import { Document as Doc, DocumentRepository } from "@atalaya/documents"
import { Effect, Layer, Option } from "effect"
import { orStorageError, sqlState, UNIQUE_VIOLATION } from "../internal/errors.js"

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const DOC = `d.id, d.codigo, d.titulo, d.categoria, d.owner_type, d.owner_id, d.area, d.version, d.vigente, d.current_version_id,
  d.nombre_original, d.tipo_mime, d.tamano_bytes::float8 AS tamano_bytes, d.ruta_archivo, d.tags, d.meta, d.icsr_id,
  ${ISO("d.created_at")} AS created_at, ${ISO("d.updated_at")} AS updated_at`

const VERSION = `v.id, v.documento_id, v.version, v.file_path, v.file_name, v.nombre_original, v.file_mime, v.file_size::float8 AS file_size, v.sha256,
  v.change_notes, v.is_current, v.created_by, ${ISO("v.created_at")} AS created_at`

/** jsonb arrives parsed from both drivers; text (an older driver setting) is parsed here. */
const json = (value: unknown): Record<string, unknown> => (typeof value === "string" ? JSON.parse(value) : (value as Record<string, unknown>)) ?? {}

const docRow = (row: Doc.Document): Doc.Document => ({ ...row, meta: json(row.meta) })

/** `%`, `_` and `\` typed by a person are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const conflict = (detail: string) => (error: SqlError) =>
  sqlState(error) === UNIQUE_VIOLATION ? new Errors.Conflict({ detail }) : new Errors.StorageError({ cause: error })

const PATCHABLE = ["titulo", "categoria", "area", "tags", "vigente", "owner_type", "owner_id", "icsr_id"] as const

/** Builds the repository over the current `SqlClient`. */
export const make = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const doc = sql.literal(DOC)
  const version = sql.literal(VERSION)

  const one = (rows: ReadonlyArray<Doc.Document>) => Option.map(Option.fromNullable(rows[0]), docRow)

  const repository: DocumentRepository.DocumentRepositoryShape = {
    list: (q) => {
      const where = [sql`TRUE`]
      if (q.q !== null) where.push(sql`d.search_text LIKE ${likePattern(q.q)}`)
      if (q.categoria !== null) where.push(sql`lower(d.categoria) = ${q.categoria.toLowerCase()}`)
      if (q.area !== null) where.push(sql`lower(d.area) = ${q.area.toLowerCase()}`)
      if (q.vigente !== null) where.push(sql`d.vigente = ${q.vigente}`)
      if (q.tags.length > 0) where.push(sql`d.tag_list @> string_to_array(${q.tags.map((t) => t.toLowerCase()).join(",")}, ',')`)
      if (q.owner_type !== null) where.push(sql`lower(d.owner_type) = ${q.owner_type.toLowerCase()}`)
      if (q.owner_id !== null) where.push(sql`d.owner_id = ${q.owner_id}`)
      return sql<Doc.Document & { total: number | string }>`
        SELECT ${doc}, count(*) OVER () AS total FROM documentos d
        WHERE ${sql.and(where)}
        ORDER BY lower(d.codigo), d.id
        LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`.pipe(
        Effect.flatMap((rows) =>
          rows.length > 0 || q.page === 1
            ? Effect.succeed({ items: rows.map(({ total: _, ...r }) => docRow(r as Doc.Document)), total: Number(rows[0]?.total ?? 0) })
            // A page past the end still reports how many match.
            : Effect.map(sql<{ n: number | string }>`SELECT count(*) AS n FROM documentos d WHERE ${sql.and(where)}`, (c) => ({ items: [], total: Number(c[0]?.n ?? 0) }))),
        orStorageError
      )
    },
    find: (id) => sql<Doc.Document>`SELECT ${doc} FROM documentos d WHERE d.id = ${id}`.pipe(Effect.map(one), orStorageError),
    findForUpdate: (id) => sql<Doc.Document>`SELECT ${doc} FROM documentos d WHERE d.id = ${id} FOR UPDATE`.pipe(Effect.map(one), orStorageError),
    findByCodigoForUpdate: (codigo) =>
      sql<Doc.Document>`SELECT ${doc} FROM documentos d WHERE lower(d.codigo) = ${codigo.toLowerCase()} FOR UPDATE`.pipe(Effect.map(one), orStorageError),
    insert: (n) =>
      Effect.gen(function*() {
        // A request that lost a race for a new code waits for the winner, then adds to its document.
        const inserted = yield* sql<Doc.Document>`
          INSERT INTO documentos AS d (codigo, titulo, categoria, area, tags, owner_type, owner_id, icsr_id, meta)
          VALUES (${n.codigo}, ${n.titulo}, ${n.categoria}, ${n.area}, ${n.tags}, ${n.owner_type}, ${n.owner_id}, ${n.icsr_id}, ${JSON.stringify(n.meta)}::jsonb)
          ON CONFLICT ((lower(codigo))) DO NOTHING
          RETURNING ${doc}`
        if (inserted[0] !== undefined) return docRow(inserted[0])
        const existing = yield* sql<Doc.Document>`SELECT ${doc} FROM documentos d WHERE lower(d.codigo) = ${n.codigo.toLowerCase()} FOR UPDATE`
        return docRow(existing[0]!)
      }).pipe(orStorageError),
    insertVersion: (v) =>
      sql<Doc.DocumentVersion>`
        INSERT INTO documento_versiones AS v (documento_id, version, file_path, file_name, nombre_original, file_mime, file_size, sha256, change_notes, created_by)
        VALUES (${v.documento_id}, ${v.version}, ${v.file_path}, ${v.file_name}, ${v.nombre_original}, ${v.file_mime}, ${v.file_size}, ${v.sha256}, ${v.change_notes}, ${v.created_by})
        RETURNING ${version}`.pipe(Effect.map((rows) => rows[0]!), Effect.mapError(conflict(Doc.Texts.versionTaken))),
    makeCurrent: (documentId, versionId) =>
      Effect.gen(function*() {
        yield* sql`UPDATE documento_versiones SET is_current = false WHERE documento_id = ${documentId} AND is_current AND id <> ${versionId}`
        yield* sql`UPDATE documento_versiones SET is_current = true WHERE id = ${versionId}`
        const rows = yield* sql<Doc.Document>`
          UPDATE documentos AS d SET current_version_id = v.id, version = v.version, nombre_original = coalesce(v.nombre_original, v.file_name), tipo_mime = v.file_mime,
            tamano_bytes = v.file_size, ruta_archivo = v.file_path, updated_at = now()
          FROM documento_versiones v WHERE v.id = ${versionId} AND d.id = ${documentId}
          RETURNING ${doc}`
        return docRow(rows[0]!)
      }).pipe(orStorageError),
    update: (id, patch) => {
      const sets = PATCHABLE.filter((k) => patch[k] !== undefined).map((k) => sql`${sql(k)} = ${patch[k] ?? null}`)
      if (patch.meta !== undefined) sets.push(sql`meta = ${JSON.stringify(patch.meta)}::jsonb`)
      sets.push(sql`updated_at = now()`)
      return sql<Doc.Document>`UPDATE documentos AS d SET ${sql.csv(sets)} WHERE d.id = ${id} RETURNING ${doc}`.pipe(
        Effect.map((rows) => docRow(rows[0]!)),
        orStorageError
      )
    },
    remove: (id) =>
      Effect.gen(function*() {
        const keys = yield* sql<{ file_path: string; preview_key: string | null }>`
          SELECT file_path, preview_key FROM documento_versiones WHERE documento_id = ${id}`
        yield* sql`DELETE FROM documentos WHERE id = ${id}`
        return keys.flatMap((k) => (k.preview_key === null ? [k.file_path] : [k.file_path, k.preview_key]))
      }).pipe(orStorageError),
    versions: (documentId) =>
      sql<Doc.DocumentVersion>`SELECT ${version} FROM documento_versiones v WHERE v.documento_id = ${documentId} ORDER BY v.id DESC`.pipe(orStorageError),
    version: (versionId) =>
      sql<DocumentRepository.VersionWithDocument>`
        SELECT ${version}, d.codigo, v.preview_key, v.preview_fingerprint
        FROM documento_versiones v JOIN documentos d ON d.id = v.documento_id WHERE v.id = ${versionId}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        orStorageError
      ),
    setPreview: (versionId, key, fingerprint) =>
      sql`UPDATE documento_versiones SET preview_key = ${key}, preview_fingerprint = ${fingerprint} WHERE id = ${versionId}`.pipe(Effect.asVoid, orStorageError),
    caseExists: (id) => sql<{ n: number }>`SELECT 1 AS n FROM icsr WHERE id = ${id}`.pipe(Effect.map((rows) => rows.length > 0), orStorageError)
  }
  return repository
})

/** The repository as a layer over the SQL client. */
export const layer = Layer.effect(DocumentRepository.DocumentRepository, make)
