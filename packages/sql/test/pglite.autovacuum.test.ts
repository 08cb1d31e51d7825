/**
 * The embedded autovacuum (Autovacuum.ts): PGlite has no background workers, so the storage
 * vacuums and analyzes the tables past PostgreSQL's thresholds itself. Real PGlite, real schema,
 * cases written through the domain's service.
 */
import { CaseService } from "@atalaya/core"
import { caseBody } from "@atalaya/testing/CaseFixtures"
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Autovacuum, Storage } from "../src/index.js"

const actor = { id: null, email: "autovacuum@test" } as const

interface TableState {
  readonly reltuples: number
  readonly dead: number
  readonly visible: number
  readonly pages: number
  readonly stats: number
}

const state = (table: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    Effect.zipRight(
      sql.unsafe("SELECT pg_stat_force_next_flush()"),
      sql.unsafe<TableState>(
        `SELECT c.reltuples::float8 AS reltuples, s.n_dead_tup::int AS dead, c.relallvisible::int AS visible,
           (pg_relation_size(c.oid) / current_setting('block_size')::int)::int AS pages,
           (SELECT count(*)::int FROM pg_stats p WHERE p.tablename = c.relname) AS stats
         FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid WHERE c.relname = $1`,
        [table]
      )
    )).pipe(Effect.map((rows) => rows[0]!))

describe("embedded autovacuum: one pass (pglite)", () => {
  // The timer is off: each pass is the test's own.
  const runtime = ManagedRuntime.make(Storage.layerPglite({ autovacuum: false }))
  beforeAll(async () => {
    await runtime.runtime()
  })
  afterAll(async () => {
    await runtime.dispose()
  })
  const run = <A, E>(effect: Effect.Effect<A, E, Storage.Services>) => runtime.runPromise(effect)

  it("analyzes and vacuums a table grown through the service, then leaves it until it changes again", async () => {
    // Whatever the migrations left due, then a settled schema.
    await run(Autovacuum.pass)
    expect(await run(Autovacuum.pass)).toEqual([])

    const ids: Array<number> = []
    for (let i = 0; i < 120; i++) {
      const created = await run(CaseService.create(caseBody({ descripcion_evento: `Exantema pruriginoso ${i}` }), actor))
      ids.push(created.id)
    }
    const before = await run(state("icsr"))
    // What the planner had: the migrations' statistics of an empty table.
    expect(before.reltuples).toBeLessThanOrEqual(0)
    expect(before.stats).toBe(0)

    // 120 rows written: past the analyze threshold (50 + a tenth), short of the inserts' (1,000 + a fifth).
    expect(await run(Autovacuum.pass)).toContainEqual({ table: "icsr", action: "analyze" })
    const after = await run(state("icsr"))
    expect(after.reltuples).toBe(120)
    expect(after.stats).toBeGreaterThan(0)
    expect((await run(Autovacuum.pass)).map((d) => d.table)).not.toContain("icsr")

    // Edits leave dead rows behind; past the threshold (50 + a fifth of the rows) they are vacuumed.
    for (const id of ids.slice(0, 80)) await run(CaseService.update(id, { descripcion_evento: `Exantema editado ${id}` }, actor))
    expect((await run(state("icsr"))).dead).toBeGreaterThan(50 + 0.2 * 120)
    expect(await run(Autovacuum.pass)).toContainEqual({ table: "icsr", action: "vacuum" })
    const vacuumed = await run(state("icsr"))
    expect(vacuumed.dead).toBe(0)
    // Every page all-visible again: the list's index-only walks do not read the table.
    expect(vacuumed.visible).toBe(vacuumed.pages)
  }, 120_000)

  it("a table that grew while its counters were lost is analyzed by its size", async () => {
    await run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
      Effect.all([
        sql.unsafe("CREATE TABLE autovacuum_lost (id integer PRIMARY KEY, t text)"),
        sql.unsafe("INSERT INTO autovacuum_lost SELECT g, repeat('x', 200) FROM generate_series(1, 400) g"),
        sql.unsafe("SELECT pg_stat_reset()")
      ], { discard: true })))
    expect((await run(state("autovacuum_lost"))).reltuples).toBeLessThan(0)
    expect(await run(Autovacuum.pass)).toContainEqual({ table: "autovacuum_lost", action: "vacuum" })
    expect((await run(state("autovacuum_lost"))).reltuples).toBe(400)
  })
})

describe("embedded autovacuum: on its timer (pglite)", () => {
  it("runs by itself while the database is open", async () => {
    const runtime = ManagedRuntime.make(Storage.layerPglite({ autovacuum: "100 millis" }))
    try {
      await runtime.runPromise(Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Effect.all([
          sql.unsafe("CREATE TABLE autovacuum_timer (id integer PRIMARY KEY)"),
          sql.unsafe("INSERT INTO autovacuum_timer SELECT generate_series(1, 2000)")
        ], { discard: true })))
      let reltuples = -1
      for (let i = 0; i < 100 && reltuples !== 2000; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        reltuples = (await runtime.runPromise(state("autovacuum_timer"))).reltuples
      }
      expect(reltuples).toBe(2000)
    } finally {
      await runtime.dispose()
    }
  }, 60_000)
})
