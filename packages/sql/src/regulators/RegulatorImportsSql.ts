/**
 * Imported regulator registries (migration 0016): an import replaces an agency's records in one
 * transaction (in chunks of 500 rows per statement); a search is one indexed statement.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { MedRecord, RegulatorImports } from "@atalaya/regulators"
import { Effect, Layer } from "effect"
import { orStorageError } from "../internal/errors.js"

const CHUNK = 500
const COLUMNS = "pais, agencia, nombre_medicamento, sustancia_activa, forma_farmaceutica, concentracion, titular, estado, numero_registro, enlace"

/** `%word%` with LIKE's wildcards escaped. */
const pattern = (word: string) => `%${word.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`

/** The repository over the provided SQL client. */
export const make = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const repo: RegulatorImports.RegulatorImportsShape = {
    replace: (agency, records, file) =>
      sql.withTransaction(Effect.gen(function*() {
        yield* sql`DELETE FROM regulator_records WHERE agency = ${agency}`
        for (let i = 0; i < records.length; i += CHUNK) {
          const rows = records.slice(i, i + CHUNK).map((r) => ({
            agency, ...r, search_doc: MedRecord.fold(`${r.nombre_medicamento} ${r.sustancia_activa}`)
          }))
          yield* sql`INSERT INTO regulator_records ${sql.insert(rows)}`
        }
        const rows = yield* sql<{ imported_at: string }>`
          INSERT INTO regulator_imports (agency, file, records) VALUES (${agency}, ${file}, ${records.length})
          ON CONFLICT (agency) DO UPDATE SET file = EXCLUDED.file, records = EXCLUDED.records, imported_at = now()
          RETURNING to_char(imported_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS imported_at`
        return { agency, records: records.length, file, imported_at: rows[0]?.imported_at ?? "" }
      })).pipe(orStorageError),
    search: (agency, query, limit) => {
      const words = MedRecord.fold(query).split(/\s+/u).filter((w) => w !== "")
      const patterns = words.length === 0 ? ["%"] : words.map(pattern)
      return sql.unsafe<MedRecord.MedRecord>(
        `SELECT ${COLUMNS} FROM regulator_records WHERE agency = $1 AND search_doc LIKE ALL($2::text[]) ORDER BY nombre_medicamento, id LIMIT $3`,
        [agency, patterns, limit]
      ).pipe(Effect.map((rows) => rows.map((r) => ({ ...r }))), orStorageError)
    },
    count: (agency) =>
      sql<{ n: number }>`SELECT count(*)::int AS n FROM regulator_records WHERE agency = ${agency}`.pipe(Effect.map((rows) => Number(rows[0]?.n ?? 0)), orStorageError)
  }
  return repo
})

/** The imported-records repository layer. */
export const layer: Layer.Layer<RegulatorImports.RegulatorImports, never, SqlClient.SqlClient> = Layer.effect(RegulatorImports.RegulatorImports, make)
