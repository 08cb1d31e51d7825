/**
 * Causality storage in PostgreSQL SQL: kl records (append-only by use), the suggestion cache (one
 * row per case and product, replaced) and technical-sheet sections per case and per catalog
 * product. Every table references the case with ON DELETE CASCADE, so deleting a case removes them.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { type Causality, CausalityRepository, CausalityRules, type TechnicalSheet } from "@atalaya/causality"
import { Effect, Layer, Option } from "effect"
import { orStorageError } from "../internal/errors.js"

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const KL = `id, icsr_id, producto_evaluado, criterios, score_total_sys, score_total_qf, clasificacion_sys, clasificacion_qf,
  evaluable, rationale_global_qf, version_prompt, modelo_llm, created_by, ${ISO("created_at")} AS created_at`

const SHEET = `secciones, file_key, engine, paginas, confianza, created_by, ${ISO("created_at")} AS created_at`

/** jsonb arrives parsed from both drivers; text (an older driver setting) is parsed here. */
const json = <A>(value: unknown): A => (typeof value === "string" ? (JSON.parse(value) as A) : (value as A))

const klRow = (row: Causality.KlRecord): Causality.KlRecord => ({ ...row, criterios: json(row.criterios) })

const sheetRow = (row: CausalityRepository.StoredSheet): CausalityRepository.StoredSheet => ({
  ...row,
  secciones: json<TechnicalSheet.Secciones>(row.secciones),
  confianza: row.confianza === null ? null : Number(row.confianza)
})

/** Builds the repository over the current `SqlClient`. */
export const make = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const kl = sql.literal(KL)
  const sheet = sql.literal(SHEET)

  const sheetWhere = (column: "icsr_id" | "producto_id", id: number) =>
    sql<CausalityRepository.StoredSheet>`SELECT ${sheet} FROM causality_ft_sections WHERE ${sql(column)} = ${id}`.pipe(
      Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), sheetRow)),
      orStorageError
    )

  // Replaced in place: the old row's file key comes back so the caller can remove the file once
  // the transaction has committed.
  const saveSheet = (column: "icsr_id" | "producto_id", id: number, s: CausalityRepository.NewSheet) =>
    Effect.gen(function*() {
      const old = yield* sql<{ file_key: string | null }>`DELETE FROM causality_ft_sections WHERE ${sql(column)} = ${id} RETURNING file_key`
      yield* sql`INSERT INTO causality_ft_sections (${sql(column)}, secciones, file_key, engine, paginas, confianza, created_by)
        VALUES (${id}, ${JSON.stringify(s.secciones)}::jsonb, ${s.file_key}, ${s.engine}, ${s.paginas}, ${s.confianza}, ${s.created_by})`
      return Option.fromNullable(old[0]?.file_key ?? null)
    }).pipe(orStorageError)

  const repository: CausalityRepository.CausalityRepositoryShape = {
    insertKl: (v) =>
      sql<Causality.KlRecord>`INSERT INTO causality_kl
          (icsr_id, producto_evaluado, producto_key, criterios, score_total_sys, score_total_qf, clasificacion_sys,
           clasificacion_qf, evaluable, rationale_global_qf, version_prompt, modelo_llm, created_by)
        VALUES (${v.icsr_id}, ${v.producto_evaluado}, ${CausalityRules.productKey(v.producto_evaluado)},
                ${JSON.stringify(v.criterios)}::jsonb, ${v.score_total_sys}, ${v.score_total_qf}, ${v.clasificacion_sys},
                ${v.clasificacion_qf}, ${v.evaluable}, ${v.rationale_global_qf}, ${v.version_prompt}, ${v.modelo_llm}, ${v.created_by})
        RETURNING ${kl}`.pipe(Effect.map((rows) => klRow(rows[0]!)), orStorageError),

    lastKl: (icsrId, producto) =>
      (producto === null
        ? sql<Causality.KlRecord>`SELECT ${kl} FROM causality_kl WHERE icsr_id = ${icsrId} ORDER BY id DESC LIMIT 1`
        : sql<Causality.KlRecord>`SELECT ${kl} FROM causality_kl
            WHERE icsr_id = ${icsrId} AND producto_key = ${CausalityRules.productKey(producto)} ORDER BY id DESC LIMIT 1`).pipe(
          Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), klRow)),
          orStorageError
        ),

    listKl: (icsrId) =>
      sql<Causality.KlRecord>`SELECT ${kl} FROM causality_kl WHERE icsr_id = ${icsrId} ORDER BY id DESC`.pipe(
        Effect.map((rows) => rows.map(klRow)),
        orStorageError
      ),

    hasKl: (icsrId) =>
      sql<{ found: boolean }>`SELECT EXISTS (SELECT 1 FROM causality_kl WHERE icsr_id = ${icsrId}) AS found`.pipe(
        Effect.map((rows) => rows[0]?.found === true),
        orStorageError
      ),

    findSuggestion: (icsrId, productoKey, fingerprint) =>
      sql<{ fingerprint: string; result: unknown; created_at: string }>`SELECT fingerprint, result, ${sql.literal(ISO("created_at"))} AS created_at
        FROM causality_kl_suggestions WHERE icsr_id = ${icsrId} AND producto_key = ${productoKey} AND fingerprint = ${fingerprint}`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), (r) => ({ ...r, result: json<unknown>(r.result) }))),
        orStorageError
      ),

    saveSuggestion: (icsrId, productoKey, fingerprint, result) =>
      sql`INSERT INTO causality_kl_suggestions (icsr_id, producto_key, fingerprint, result)
        VALUES (${icsrId}, ${productoKey}, ${fingerprint}, ${JSON.stringify(result)}::jsonb)
        ON CONFLICT (icsr_id, producto_key) DO UPDATE
          SET fingerprint = excluded.fingerprint, result = excluded.result, created_at = now()`.pipe(Effect.asVoid, orStorageError),

    sheetForCase: (icsrId) => sheetWhere("icsr_id", icsrId),
    sheetForProduct: (productId) => sheetWhere("producto_id", productId),
    saveCaseSheet: (icsrId, s) => saveSheet("icsr_id", icsrId, s),
    saveProductSheet: (productId, s) => saveSheet("producto_id", productId, s)
  }
  return repository
})

/** Layer of the SQL causality repository. */
export const layer = Layer.effect(CausalityRepository.CausalityRepository, make)
