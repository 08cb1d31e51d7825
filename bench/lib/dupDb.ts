/**
 * Databases for the duplicate benchmark: a fresh PostgreSQL database next to the admin URL (or
 * an in-memory PGlite), migrated by Atalaya's own storage layer, and a set-based loader that
 * writes generated cases the way the repository would (case row, suspected products, blocking
 * keys from `DuplicateRepositorySql.keyRows`), a few array parameters per thousands of rows.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { DuplicateRepositorySql, Storage } from "@atalaya/sql"
import { Effect, type Layer, ManagedRuntime } from "effect"
import { randomBytes } from "node:crypto"
import pg from "pg"
import type { GeneratedDupCase } from "./dupData.js"

/** The admin connection (creates and drops the benchmark database). */
export const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/test"

/** A database for one run, dropped by `close` whatever happened. */
export interface BenchDb {
  readonly name: string
  readonly runtime: ManagedRuntime.ManagedRuntime<Storage.Services, unknown>
  readonly close: () => Promise<void>
}

const adminQuery = async (text: string) => {
  const client = new pg.Client({ connectionString: ADMIN_URL })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

/** Creates `atalaya_dupbench_<random>` and opens Atalaya's storage on it (migrations included). */
export const freshPostgres = async (): Promise<BenchDb> => {
  const url = new URL(ADMIN_URL)
  if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(url.hostname)) throw new Error("BENCH_ADMIN_URL must be a loopback address")
  const name = `atalaya_dupbench_${randomBytes(5).toString("hex")}`
  await adminQuery(`CREATE DATABASE ${name}`)
  url.pathname = `/${name}`
  let runtime: ManagedRuntime.ManagedRuntime<Storage.Services, unknown> | undefined
  const close = async () => {
    await runtime?.dispose().catch(() => undefined)
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
  try {
    runtime = ManagedRuntime.make(Storage.layerPostgres({ url: url.toString() }) as Layer.Layer<Storage.Services, unknown>)
    await runtime.runtime()
  } catch (error) {
    await close()
    throw error
  }
  return { name, runtime, close }
}

/** An in-memory PGlite with Atalaya's storage. */
export const freshPglite = async (): Promise<BenchDb> => {
  const runtime = ManagedRuntime.make(Storage.layerPglite() as Layer.Layer<Storage.Services, unknown>)
  await runtime.runtime()
  return { name: "pglite (in memory)", runtime, close: () => runtime.dispose() }
}

// Secondary indexes are dropped for the load and rebuilt once from their own definitions.
const LOADED_TABLES = ["icsr", "icsr_productos", "icsr_dup_keys", "icsr_dup_words"]

/** What loading took. */
export interface LoadResult {
  readonly cases: number
  readonly keys: number
  readonly insertMs: number
  readonly indexMs: number
}

const chunks = function*<A>(source: Iterable<A>, size: number): Generator<Array<A>> {
  let chunk: Array<A> = []
  for (const item of source) {
    chunk.push(item)
    if (chunk.length >= size) {
      yield chunk
      chunk = []
    }
  }
  if (chunk.length > 0) yield chunk
}

/**
 * Loads `cases` with ids 1..n into an empty database: case rows, suspected products and blocking
 * keys, as `CaseService.create` would store them, in set-based statements (unnest of arrays).
 * `onProgress` is called after each batch.
 */
export const load = (
  db: BenchDb,
  cases: Iterable<GeneratedDupCase>,
  options: { readonly batch?: number; readonly onProgress?: (done: number) => void } = {}
): Promise<LoadResult> =>
  db.runtime.runPromise(Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const indexes = yield* sql<{ name: string; def: string }>`
      SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
      JOIN pg_class c ON c.relname = i.indexname
      JOIN pg_index x ON x.indexrelid = c.oid
      WHERE i.schemaname = 'public' AND i.tablename IN ${sql.in(LOADED_TABLES)} AND NOT x.indisprimary`
    for (const ix of indexes) yield* sql.unsafe(`DROP INDEX ${ix.name}`)

    const start = performance.now()
    let id = 0
    let keys = 0
    for (const chunk of chunks(cases, options.batch ?? 5_000)) {
      const c = {
        id: [] as Array<number>, recepcion: [] as Array<string>, origen: [] as Array<string>, iniciales: [] as Array<string>,
        edad: [] as Array<number>, sexo: [] as Array<string>, nacimiento: [] as Array<string | null>, reportante: [] as Array<string>,
        producto: [] as Array<string>, descripcion: [] as Array<string>, inicio: [] as Array<string | null>, nombres: [] as Array<string | null>
      }
      const p = { icsr: [] as Array<number>, nombre: [] as Array<string | null>, ifa: [] as Array<string | null>, registro: [] as Array<string | null>, dosis: [] as Array<string | null>, via: [] as Array<string | null> }
      const k = { icsr: [] as Array<number>, k: [] as Array<string>, d: [] as Array<string> }
      const words: Array<[number, ReadonlyArray<string>]> = []
      for (const g of chunk) {
        const r = g.row
        id++
        c.id.push(id)
        c.recepcion.push(r.fecha_recepcion)
        c.origen.push(r.origen_notificacion)
        c.iniciales.push(r.paciente_iniciales)
        c.edad.push(r.paciente_edad)
        c.sexo.push(r.paciente_sexo)
        c.nacimiento.push(r.paciente_fecha_nacimiento)
        c.reportante.push(r.reportante_nombre)
        c.producto.push(r.producto_sospechoso)
        c.descripcion.push(r.descripcion_evento)
        c.inicio.push(r.fecha_inicio_evento)
        // As the repository's refreshProductNames writes it.
        c.nombres.push(r.productos.length === 0 ? null : r.productos.map((x) => `${x.nombre_producto ?? ""} ${x.ifa ?? ""}`).join(" "))
        for (const x of r.productos) {
          p.icsr.push(id)
          p.nombre.push(x.nombre_producto)
          p.ifa.push(x.ifa)
          p.registro.push(x.registro_sanitario)
          p.dosis.push(x.dosis_frecuencia)
          p.via.push(x.via_administracion)
        }
        words.push([id, DuplicateRepositorySql.narrativeWords({ id, ...r })])
        for (const row of DuplicateRepositorySql.keyRows({ id, ...r })) {
          k.icsr.push(id)
          k.k.push(row.k)
          k.d.push(row.d)
        }
      }
      yield* sql.withTransaction(Effect.gen(function*() {
        // Triggers off: at commit each case's stored document would be built, each a scan of the
        // products while their indexes are dropped. Duplicate checks do not need those documents
        // (a read builds a missing one); atalaya_case_docs_catch_up() would build them all.
        yield* sql`SET LOCAL session_replication_role = replica`
        yield* sql`INSERT INTO icsr (id, fecha_recepcion, origen_notificacion, paciente_iniciales, paciente_edad, paciente_sexo,
            paciente_fecha_nacimiento, reportante_nombre, producto_sospechoso, descripcion_evento, fecha_inicio_evento, estado, productos_nombres)
          SELECT id, recepcion, origen, iniciales, edad, sexo, nacimiento, reportante, producto, descripcion, inicio, 'Pendiente', nombres
          FROM unnest(${c.id}::int[], ${c.recepcion}::date[], ${c.origen}::text[], ${c.iniciales}::text[], ${c.edad}::int[], ${c.sexo}::text[],
            ${c.nacimiento}::date[], ${c.reportante}::text[], ${c.producto}::text[], ${c.descripcion}::text[], ${c.inicio}::date[], ${c.nombres}::text[])
            AS t(id, recepcion, origen, iniciales, edad, sexo, nacimiento, reportante, producto, descripcion, inicio, nombres)`
        if (p.icsr.length > 0) {
          yield* sql`INSERT INTO icsr_productos (icsr_id, nombre_producto, ifa, registro_sanitario, dosis_frecuencia, via_administracion)
            SELECT * FROM unnest(${p.icsr}::int[], ${p.nombre}::text[], ${p.ifa}::text[], ${p.registro}::text[], ${p.dosis}::text[], ${p.via}::text[])`
        }
        yield* sql`INSERT INTO icsr_dup_keys (icsr_id, k, d) SELECT * FROM unnest(${k.icsr}::int[], ${k.k}::text[], ${k.d}::date[])`
      }))
      // With triggers on: the word counts follow, one upsert per chunk.
      yield* sql`INSERT INTO icsr_dup_words (icsr_id, words)
        SELECT (e->>0)::int, ARRAY(SELECT jsonb_array_elements_text(e->1)) FROM jsonb_array_elements(${JSON.stringify(words)}::jsonb) e`
      keys += k.icsr.length
      options.onProgress?.(id)
    }
    yield* sql`SELECT setval(pg_get_serial_sequence('icsr', 'id'), ${Math.max(id, 1)})`
    const insertMs = performance.now() - start

    const indexStart = performance.now()
    yield* sql`SET maintenance_work_mem = '512MB'`.pipe(Effect.ignore)
    for (const ix of indexes) yield* sql.unsafe(ix.def)
    for (const table of LOADED_TABLES) yield* sql.unsafe(`VACUUM ANALYZE ${table}`)
    return { cases: id, keys, insertMs, indexMs: performance.now() - indexStart }
  }))
