/**
 * Upgrades of a schema that already holds cases: migrations that move what earlier ones built
 * must leave every case findable as before. Runs on a bare driver (no migrations yet), so each
 * step is applied by hand.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, type Layer, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Migrations } from "../../src/index.js"

/** Registers the upgrade suite for one driver; `makeClient` gives an empty database. */
export const runUpgradeSuite = (name: string, makeClient: () => Layer.Layer<SqlClient.SqlClient, unknown>): void => {
  describe(`upgrade suite: ${name}`, () => {
    let runtime: ManagedRuntime.ManagedRuntime<SqlClient.SqlClient, unknown> | undefined
    beforeAll(async () => {
      runtime = ManagedRuntime.make(makeClient())
      await runtime.runtime()
    })
    afterAll(async () => {
      await runtime?.dispose()
    })
    const run = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) => runtime!.runPromise(effect)
    const sql = <A extends object>(f: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
      run(Effect.flatMap(SqlClient.SqlClient, f))

    it("0027 moves each case's search words into its row, equal to what 0026 kept beside it", async () => {
      expect(await run(Migrations.run(Migrations.migrations.filter((m) => m.id <= 26), []))).toContain(26)
      const texts = [
        ["M.Q.F.", "Rosa García Quispe", "rosa.garcia60@correo.test", "Urticaria tras amoxicilina 500 mg; lote A-12."],
        ["JRT", "José Ñahui", "jnahui@hospital.gob.pe", "Náuseas (leves) y cefalea, 100% del tiempo"],
        ["A. P.", "Ana Pérez", "", "Dextrosa 5 % — flebitis en sitio de inyección"]
      ]
      for (const [initials, reporter, email, story] of texts) {
        await sql((s) => s`INSERT INTO icsr (fecha_recepcion, origen_notificacion, paciente_iniciales, paciente_edad, paciente_sexo,
          reportante_nombre, reportante_email, producto_sospechoso, descripcion_evento)
          VALUES ('2026-01-02', 'Espontánea', ${initials!}, 40, 'F', ${reporter!}, ${email === "" ? null : email!}, 'Amoxicilina', ${story!})`)
      }
      const before = await sql<{ id: number; w: Array<string> }>((s) => s`SELECT id, w FROM icsr_search_words ORDER BY id`)
      expect(before).toHaveLength(3)
      expect(await run(Migrations.run())).toContain(27)
      // Rewritten, then vacuumed: index-only scans of the case list read no table pages.
      const [visible] = await sql<{ all: boolean }>((s) => s`SELECT relallvisible = relpages AND relpages > 0 AS all FROM pg_class WHERE relname = 'icsr'`)
      expect(visible!.all).toBe(true)
      const after = await sql<{ id: number; w: Array<string> }>((s) => s`SELECT id, search_words AS w FROM icsr ORDER BY id`)
      expect(after).toEqual(before)
      expect(after[0]!.w).toEqual(expect.arrayContaining(["rosa", "garcía", "garcia60", "garcia", "60", "amoxicilina"]))
      // A case written after the upgrade has its words, and every one of them is in the vocabulary.
      await sql((s) => s`UPDATE icsr SET reportante_nombre = 'Rosa Dextrosa' WHERE id = ${after[0]!.id}`)
      const missing = await sql<{ x: string }>((s) =>
        s`SELECT x FROM icsr c, unnest(c.search_words) x WHERE NOT EXISTS (SELECT 1 FROM icsr_search_vocab v WHERE v.w = x)`
      )
      expect(missing).toEqual([])
      const [row] = await sql<{ w: Array<string> }>((s) => s`SELECT search_words AS w FROM icsr WHERE id = ${after[0]!.id}`)
      expect(row!.w).toContain("dextrosa")
      expect(row!.w).not.toContain("garcía")
    })
  })
}
