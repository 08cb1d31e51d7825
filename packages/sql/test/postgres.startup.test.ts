/**
 * A second instance starting while the first writes a case (PostgreSQL only: PGlite has one
 * connection). Start-up re-creates the routines and catches the stored texts and the count up under
 * the exclusive catalog lock; a case insert used to take its shared side only at commit, after its
 * triggers had locked the count row, so the two waited for each other until PostgreSQL killed one.
 */
import { useFreshDatabase } from "@atalaya/testing/FreshDatabase"
import { Effect, Layer, ManagedRuntime } from "effect"
import Pg from "pg"
import { afterAll, describe, expect, it } from "vitest"
import { Storage } from "../src/index.js"

const url = useFreshDatabase("atalaya_startup")

const INSERT_CASE = `INSERT INTO icsr (fecha_recepcion, origen_notificacion, paciente_iniciales, paciente_edad, paciente_sexo,
  reportante_nombre, producto_sospechoso, descripcion_evento)
  VALUES (current_date, 'web_form', 'JPG', 45, 'F', 'Ana Ruiz', 'Amoxicilina 500 mg', 'Urticaria generalizada.')`

const start = async () => {
  const runtime = ManagedRuntime.make(Layer.orDie(Storage.layerPostgres({ url })))
  await runtime.runPromise(Effect.void)
  return runtime
}

describe("PostgreSQL: an instance starting while another writes a case", () => {
  const runtimes: Array<{ readonly dispose: () => Promise<void> }> = []
  afterAll(async () => {
    for (const r of runtimes) await r.dispose()
  })

  it("waits for the writer's commit instead of deadlocking with it, and counts its case", async () => {
    runtimes.push(await start())
    const writer = new Pg.Client({ connectionString: url })
    await writer.connect()
    try {
      await writer.query("BEGIN")
      await writer.query(INSERT_CASE)
      // The second instance starts (routines, catch-up) while the insert is not committed.
      const second = start()
      await new Promise((resolve) => setTimeout(resolve, 300))
      await writer.query("COMMIT")
      runtimes.push(await second)
      const counted = await writer.query<{ n: string; cases: string }>("SELECT (SELECT n FROM icsr_count) AS n, (SELECT count(*) FROM icsr) AS cases")
      expect(Number(counted.rows[0]!.n)).toBe(Number(counted.rows[0]!.cases))
      const texts = await writer.query<{ missing: string }>("SELECT count(*) AS missing FROM icsr c WHERE NOT EXISTS (SELECT 1 FROM icsr_doc d WHERE d.id = c.id AND d.head IS NOT NULL)")
      expect(Number(texts.rows[0]!.missing)).toBe(0)
    } finally {
      await writer.end()
    }
  }, 60_000)
})
