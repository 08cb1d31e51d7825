/**
 * Bulk seeding. Every generated body goes through the domain's own schema (`Case.CaseCreate`,
 * `Case.EventosReplace`) and rules (`CaseRules.valuesForCreate`, `fullNested`), so the rows are
 * exactly what `CaseService.create` + `PUT /eventos` would hand the repository; only the writing
 * is batched: a few `INSERT … SELECT FROM jsonb_populate_recordset(…)` statements in one
 * transaction instead of ~8 round trips per case, with the secondary indexes (notably the
 * trigram index of free-text search) rebuilt once at the end from their own definitions, and the
 * triggers off meanwhile: the stored case documents and the case count are then brought up to
 * date by the storage's own `atalaya_case_docs_catch_up()`, set-based.
 */
import { Case, CaseRules, Validation } from "@atalaya/core"
import type pg from "pg"
import type { GeneratedCase } from "./data.js"

/** What seeding produced. */
export interface SeedResult {
  readonly cases: number
  readonly productos: number
  readonly concomitantes: number
  readonly seguimientos: number
  readonly eventos: number
  readonly ids: ReadonlyArray<number>
  readonly indexesRebuilt: number
  readonly validateMs: number
  readonly insertMs: number
}

/** The part of a zod schema used here (core's schemas are zod 4; bench does not depend on zod). */
interface Schema<A> {
  readonly safeParse: (input: unknown) => { success: true; data: A } | { success: false; error: Parameters<typeof Validation.fromZod>[1] }
}

const decode = <A>(schema: Schema<A>, input: unknown, what: string): A => {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const issues = Validation.fromZod("body", parsed.error)
  throw new Error(`generated ${what} is not valid: ${JSON.stringify(issues)}`)
}

/** Every column of `fields` (absent → null), as the repository's `rowsFor` writes nested rows. */
const rowOf = (icsrId: number, fields: Readonly<Record<string, unknown>>, entry: Readonly<Record<string, unknown>>) => {
  const row: Record<string, unknown> = { icsr_id: icsrId }
  for (const name of Object.keys(fields)) row[name] = entry[name] ?? null
  return row
}

const CHUNK = 2_000

const SEEDED_TABLES = ["icsr", "icsr_productos", "icsr_concomitantes", "icsr_seguimientos", "icsr_eventos"]

/**
 * `productos_nombres` as the repository's refreshProductNames computes it (string_agg of
 * `nombre_producto || ' ' || ifa` in id order; NULL without products). Checked against that
 * SQL expression after loading, see {@link bulkSeed}.
 */
const productNames = (productos: ReadonlyArray<Case.ProductoInput>): string | null =>
  productos.length === 0 ? null : productos.map((p) => `${p.nombre_producto ?? ""} ${p.ifa ?? ""}`).join(" ")

/** The rows of a batch of generated cases, validated by the domain, ready to insert. */
export interface PreparedRows {
  readonly icsr: Array<Record<string, unknown>>
  readonly productos: Array<Record<string, unknown>>
  readonly concomitantes: Array<Record<string, unknown>>
  readonly seguimientos: Array<Record<string, unknown>>
  readonly eventos: Array<Record<string, unknown>>
}

/** Validates `cases` (ids from `firstId` on) and turns them into the rows the repository would write. */
export const prepareRows = (cases: ReadonlyArray<GeneratedCase>, createdBy: number, firstId = 1): PreparedRows => {
  const out: PreparedRows = { icsr: [], productos: [], concomitantes: [], seguimientos: [], eventos: [] }
  cases.forEach((generated, index) => {
    const id = firstId + index
    const input = decode(Case.CaseCreate, generated.body, `case #${id}`)
    const meta = { fecha_recepcion: generated.fechaRecepcion, origen_notificacion: generated.origen }
    const values = CaseRules.valuesForCreate(input, meta)
    const nested = CaseRules.fullNested(input)
    out.icsr.push({
      id, created_at: generated.createdAt, updated_at: generated.createdAt, created_by: createdBy, ...meta, ...values,
      productos_nombres: productNames(nested.productos)
    })
    for (const p of nested.productos) out.productos.push(rowOf(id, Case.PRODUCTO_FIELDS, p))
    for (const x of nested.concomitantes) out.concomitantes.push(rowOf(id, Case.CONCOMITANTE_FIELDS, x))
    for (const s of nested.seguimientos) out.seguimientos.push(rowOf(id, Case.SEGUIMIENTO_FIELDS, s))
    const events = decode(Case.EventosReplace, generated.eventos, `eventos of case #${id}`)
    for (const e of events.eventos) {
      const row = rowOf(id, Case.EVENTO_FIELDS, e)
      out.eventos.push({ ...row, is_from_narrative: row.is_from_narrative ?? false })
    }
  })
  return out
}

const ICSR_COLUMNS = ["id", "created_at", "updated_at", "created_by", "fecha_recepcion", "origen_notificacion", ...Case.CASE_FIELD_NAMES, "productos_nombres"]

/** Inserts prepared rows (nested ids follow insertion order, as when the API inserts each case's list). */
export const insertPrepared = async (client: pg.ClientBase, rows: PreparedRows): Promise<void> => {
  const insert = async (table: string, columns: ReadonlyArray<string>, list: ReadonlyArray<Record<string, unknown>>) => {
    const names = columns.map((c) => `"${c}"`).join(", ")
    for (let i = 0; i < list.length; i += CHUNK) {
      await client.query(
        `INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`,
        [JSON.stringify(list.slice(i, i + CHUNK))]
      )
    }
  }
  await insert("icsr", ICSR_COLUMNS, rows.icsr)
  await insert("icsr_productos", ["icsr_id", ...Object.keys(Case.PRODUCTO_FIELDS)], rows.productos)
  await insert("icsr_concomitantes", ["icsr_id", ...Object.keys(Case.CONCOMITANTE_FIELDS)], rows.concomitantes)
  await insert("icsr_seguimientos", ["icsr_id", ...Object.keys(Case.SEGUIMIENTO_FIELDS)], rows.seguimientos)
  await insert("icsr_eventos", ["icsr_id", ...Object.keys(Case.EVENTO_FIELDS)], rows.eventos)
}

/**
 * Secondary indexes of the seeded tables (not primary keys or constraint-backed ones), dropped
 * now; the returned function recreates them from their own pg_get_indexdef, so whatever the
 * migrations define is restored exactly.
 */
export const dropSecondaryIndexes = async (client: pg.ClientBase): Promise<{ count: number; restore: () => Promise<void> }> => {
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
     FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
     WHERE t.relname = ANY($1) AND t.relnamespace = current_schema()::regnamespace
       AND NOT i.indisprimary AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [SEEDED_TABLES]
  )
  for (const index of indexes) await client.query(`DROP INDEX ${index.name}`)
  return {
    count: indexes.length,
    restore: async () => {
      for (const index of indexes) await client.query(index.def)
    }
  }
}

/** Brings the stored documents and the count up to date and checks productos_nombres (triggers back on). */
export const finishLoad = async (client: pg.ClientBase): Promise<void> => {
  await client.query("SET LOCAL session_replication_role = origin")
  await client.query("SELECT atalaya_case_docs_catch_up()")
  // productos_nombres (it feeds search_doc) must equal the repository's own expression.
  const { rows: [mismatch] } = await client.query<{ n: number }>(`SELECT count(*)::int AS n
    FROM icsr c LEFT JOIN (
      SELECT icsr_id, string_agg(coalesce(nombre_producto, '') || ' ' || coalesce(ifa, ''), ' ' ORDER BY id) AS nombres
      FROM icsr_productos GROUP BY icsr_id) p ON p.icsr_id = c.id
    WHERE c.productos_nombres IS DISTINCT FROM p.nombres`)
  if (mismatch!.n > 0) throw new Error(`${mismatch!.n} seeded cases have productos_nombres unlike the repository's`)
  await client.query(`SELECT setval(pg_get_serial_sequence('icsr', 'id'), (SELECT max(id) FROM icsr))`)
}

/**
 * Validates and inserts `cases` with ids 1..n (the database must be fresh), then moves the id
 * sequence past them so later API inserts continue normally.
 */
export const bulkSeed = async (client: pg.ClientBase, cases: ReadonlyArray<GeneratedCase>, createdBy: number): Promise<SeedResult> => {
  const t0 = performance.now()
  const { icsr, productos, concomitantes, seguimientos, eventos } = prepareRows(cases, createdBy)
  const t1 = performance.now()

  let indexesRebuilt = 0
  await client.query("BEGIN")
  try {
    const indexes = await dropSecondaryIndexes(client)
    // Triggers off for the load: row by row, each case's document would be built at commit (and an
    // index cannot be created while those builds are pending).
    await client.query("SET LOCAL session_replication_role = replica")
    await insertPrepared(client, { icsr, productos, concomitantes, seguimientos, eventos })
    // Room for the trigram index build (this transaction only).
    await client.query("SET LOCAL maintenance_work_mem = '256MB'")
    await indexes.restore()
    indexesRebuilt = indexes.count
    await finishLoad(client)
    await client.query("COMMIT")
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined)
    throw error
  }
  // A production database is vacuumed and analyzed; fresh bulk-loaded tables are not yet.
  await client.query(`VACUUM ANALYZE ${[...SEEDED_TABLES, "icsr_doc"].join(", ")}`)
  const t2 = performance.now()
  return {
    cases: icsr.length,
    productos: productos.length,
    concomitantes: concomitantes.length,
    seguimientos: seguimientos.length,
    eventos: eventos.length,
    ids: icsr.map((r) => r.id as number),
    indexesRebuilt,
    validateMs: t1 - t0,
    insertMs: t2 - t1
  }
}

/**
 * A case as the API returns it, minus what legitimately differs between two stores of the same
 * body: ids, timestamps and the service-set metadata (reception date, channel, and the deadline
 * derived from the reception date).
 */
export const comparable = (doc: Record<string, unknown>): Record<string, unknown> => {
  const {
    id: _id, created_at: _c, updated_at: _u, fecha_recepcion: _f, origen_notificacion: _o, fecha_limite: _l, ...rest
  } = doc
  const strip = (list: unknown) =>
    (list as Array<Record<string, unknown>>).map(({ id: _i, icsr_id: _j, ...entry }) => entry)
  return {
    ...rest,
    productos: strip(rest.productos),
    concomitantes: strip(rest.concomitantes),
    seguimientos: strip(rest.seguimientos),
    eventos: strip(rest.eventos)
  }
}
