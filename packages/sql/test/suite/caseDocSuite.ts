/**
 * The stored case documents (migration 0010, internal/caseDoc.ts) in the shared storage suite:
 * whatever writes a case, its nested rows or the catalog, the stored text stays equal to a
 * fresh build, and lists and single reads answer what the case is. Runs unchanged on every driver.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { CaseRepository, CaseService, DuplicateChecks, DuplicateService, ProductRepository, ProductService, Transactor } from "@atalaya/core"
import { Effect, type Layer, Option } from "effect"
import { describe, expect, it } from "vitest"
import { useStorageRuntime } from "../support/storageRuntime.js"
import { CaseRepositorySql, Migrations, type Storage } from "../../src/index.js"
import { actor, caseBody, token } from "./storageSuite.js"

/** Registers the case document suite for one driver. */
export const runCaseDocSuite = (name: string, makeLayer: () => Layer.Layer<Storage.Services, unknown>): void => {
  describe(`case document suite: ${name}`, () => {
    const { run } = useStorageRuntime(makeLayer)
    const sql = <A extends object>(f: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
      run(Effect.flatMap(SqlClient.SqlClient, f))
    const create = (overrides: Record<string, unknown> = {}) => run(CaseService.create(caseBody(overrides), actor))
    const read = (id: number) =>
      run(Effect.flatMap(CaseRepository.CaseRepository, (r) => r.findById(id))).then((c) => Option.getOrThrow(c))
    // Background duplicate checks write the flags list items carry: wait for them before comparing pages.
    const settled = () => run(Effect.flatMap(DuplicateChecks.BackgroundChecks, (checks) => checks.awaitIdle))
    const listed = (raw: Record<string, string>) => run(CaseService.list(raw))
    const listedBytes = (raw: Record<string, string>) =>
      run(CaseService.listJson(raw)).then((body) => new TextDecoder().decode(body))

    /** Cases whose stored text is missing, stale or unlike a build from their rows now. */
    const drifted = () =>
      sql<{ id: number }>((s) =>
        s`SELECT c.id FROM icsr c LEFT JOIN icsr_doc d ON d.id = c.id
          WHERE d.head IS DISTINCT FROM atalaya_case_doc_head(c.id) ORDER BY c.id`
      ).then((rows) => rows.map((r) => r.id))

    it("every write of a case, its nested lists or its events leaves the stored text equal to a fresh build", async () => {
      const t = token()
      const a = await create({
        descripcion_evento: `escrituras ${t}`, paciente_peso: "62,50",
        productos: [{ nombre_producto: "Amoxicilina", registro_sanitario: "EE-1" }],
        concomitantes: [{ nombre_producto: "Paracetamol" }],
        seguimientos: [{ numero: 1, comentarios: "primero" }]
      })
      const b = await create({ descripcion_evento: `escrituras ${t} otro` })
      await run(CaseService.update(a.id, { estado: "En progreso", concomitantes: [] }, actor))
      await run(CaseService.update(a.id, { productos: [{ nombre_producto: "Ibuprofeno" }, { nombre_producto: "Naproxeno" }] }, actor, { full: true }))
      const eventos = await run(CaseService.replaceEvents(a.id, { eventos: [{ texto: "Urticaria" }, { texto: "Prurito" }] }, actor))
      await run(CaseService.updateEvent(a.id, eventos[1]!.id, { gravedad: "Grave" }, actor))
      await run(DuplicateService.decide(b.id, { final: "duplicado", picked_id: a.id }, actor))
      expect(await drifted()).toEqual([])

      // What reads answer is the case as it now is, in the contract's key order.
      const now = await read(a.id)
      expect(now).toMatchObject({ estado: "En progreso", paciente_peso: 62.5, concomitantes: [] })
      expect(now.productos.map((p) => p.nombre_producto)).toEqual(["Ibuprofeno", "Naproxeno"])
      expect(now.eventos.map((e) => [e.texto, e.gravedad])).toEqual([["Urticaria", null], ["Prurito", "Grave"]])
      expect(Object.keys(now).slice(0, 6)).toEqual(["id", "created_at", "updated_at", "fecha_recepcion", "origen_notificacion", "paciente_iniciales"])
      expect(now.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
      const page = await listed({ q: `escrituras ${t}` })
      expect(page.items.map((c) => c.id)).toEqual([b.id, a.id])
      // List items: the case without the catalog map, then its duplicate flag (written in the background).
      const { rs_catalog_map: _, ...withoutMap } = now
      const { dup_status: _s, dup_score: _c, dup_best_id: _b, dup_checked_at: _a, ...item } = page.items[1]!
      expect(item).toEqual(withoutMap)
      expect(Object.keys(page.items[1]!).slice(-4)).toEqual(["dup_status", "dup_score", "dup_best_id", "dup_checked_at"])
      expect((await read(b.id)).dup_of_id).toBe(a.id)
    })

    it("list items close with the stored duplicate flag, written as JavaScript writes it", async () => {
      const t = token()
      const a = await create({ descripcion_evento: `bandera ${t}` })
      const b = await create({ descripcion_evento: `bandera ${t} otra` })
      // Checked "in the future", so the background check of these new cases does not replace it.
      await sql((s) => s`INSERT INTO icsr_dup_checks (icsr_id, status, score, best_id, checked_at)
        VALUES (${a.id}, 'review', 0.50, ${b.id}, '2099-01-02 03:04:05.678912+00'), (${b.id}, 'unique', 0, NULL, '2099-01-02 03:04:05+00')
        ON CONFLICT (icsr_id) DO UPDATE SET status = excluded.status, score = excluded.score, best_id = excluded.best_id, checked_at = excluded.checked_at`)
      const bytes = await listedBytes({ q: `bandera ${t}` })
      expect(bytes).toContain(`"dup_status":"review","dup_score":0.5,"dup_best_id":${b.id},"dup_checked_at":"2099-01-02T03:04:05.678Z"}`)
      expect(bytes).toContain(`"dup_status":"unique","dup_score":0,"dup_best_id":null,"dup_checked_at":"2099-01-02T03:04:05.000Z"}`)
      // Written by plain SQL, outside the services: no background check, and the triggers keep its text.
      const [raw] = await sql<{ id: number }>((s) => s`INSERT INTO icsr (fecha_recepcion, origen_notificacion, paciente_iniciales,
          paciente_edad, paciente_sexo, reportante_nombre, producto_sospechoso, descripcion_evento)
        VALUES ('2026-01-05', 'web_form', 'ABC', 40, 'M', 'Q.F. Luis', 'Metamizol', ${`bandera ${t} sql`}) RETURNING id`)
      const page = await listedBytes({ q: `bandera ${t} sql` })
      expect(page).toMatch(new RegExp(`^\\{"items":\\[\\{"id":${raw!.id},.*"descripcion_evento":"bandera ${t} sql".*` +
        `"dup_status":null,"dup_score":null,"dup_best_id":null,"dup_checked_at":null\\}\\],"total":1,`))
      expect(await drifted()).toEqual([])
    })

    it("the JSON bytes of a page are the list's objects serialized, byte for byte", async () => {
      const t = token()
      await create({ descripcion_evento: `bytes ${t} uno`, reportante_nombre: "José \"Pepe\" Ñúñez \\ ✓", paciente_peso: 70 })
      await create({ descripcion_evento: `bytes ${t} dos`, productos: [{ nombre_producto: "Ácido\tacetilsalicílico\n" }] })
      await settled()
      const queries: ReadonlyArray<Record<string, string>> = [
        { q: `bytes ${t}` }, { q: `bytes ${t}`, order_by: "paciente_iniciales", order_dir: "asc" }, { page_size: "3" }
      ]
      for (const query of queries) {
        const objects = await listed(query)
        const bytes = await listedBytes(query)
        expect(bytes).toBe(JSON.stringify(objects))
      }
      // Later reads of the same page, served from texts held from the second read on, are the same.
      const first = await listedBytes({ page_size: "3" })
      expect(await listedBytes({ page_size: "3" })).toBe(first)
      expect(await listedBytes({ page_size: "3" })).toBe(first)
    })

    it("a catalog change reaches the cases already stored: create, update, bulk upsert and delete", async () => {
      const t = token()
      const numero = `RC-${t}`
      const stored = await create({ descripcion_evento: `catalogo ${t}`, productos: [{ nombre_producto: "Amoxil", registro_sanitario: ` rc ${t} ` }] })
      const lab = async () => {
        const page = await listed({ q: `catalogo ${t}` })
        const single = await read(stored.id)
        expect(single.productos[0]!.laboratorio).toEqual(page.items[0]!.productos[0]!.laboratorio)
        return [single.productos[0]!.laboratorio, single.productos[0]!.rs_vencimiento, Object.keys(single.rs_catalog_map ?? {}).length]
      }
      expect(await lab()).toEqual([null, null, 0])
      const product = await run(ProductService.create({ producto: "Amoxil", numero_registro: numero, laboratorio_pais: "GSK (Reino Unido)", fecha_venc_registro: "2028-06-30" }, actor))
      expect(await lab()).toEqual(["GSK (Reino Unido)", "2028-06-30", 1])
      await run(ProductService.update(product.id, { laboratorio_pais: "GSK (Perú)" }, actor))
      expect(await lab()).toEqual(["GSK (Perú)", "2028-06-30", 1])
      await run(ProductService.bulk({ items: [{ producto: "Amoxil", numero_registro: numero, fecha_venc_registro: "2030-01-31" }] }, actor))
      expect(await lab()).toEqual(["GSK (Perú)", "2030-01-31", 1])
      await run(Effect.flatMap(ProductRepository.ProductRepository, (r) => r.delete(product.id)))
      expect(await lab()).toEqual([null, null, 0])
      expect(await drifted()).toEqual([])
    })

    it("inside a writing transaction, reads answer its own changes; others see the committed case until it commits", async () => {
      const t = token()
      const stored = await create({ descripcion_evento: `transaccion ${t}` })
      const seenInside = await run(Effect.flatMap(Transactor.Transactor, (tx) =>
        tx.transaction(Effect.gen(function*() {
          yield* CaseService.update(stored.id, { estado: "Cerrado", productos: [{ nombre_producto: "Dentro" }] }, actor)
          const repo = yield* CaseRepository.CaseRepository
          const single = Option.getOrThrow(yield* repo.findById(stored.id))
          const page = yield* CaseService.list({ q: `transaccion ${t}` })
          // The newest case, unfiltered: asked for the first time (its text read with the rows)
          // and again (the texts read by a second statement).
          const newest = [yield* CaseService.list({ page_size: "1" }), yield* CaseService.list({ page_size: "1" })]
          return [single.estado, single.productos[0]?.nombre_producto, page.items[0]?.estado, page.items[0]?.productos[0]?.nombre_producto,
            ...newest.flatMap((p) => [p.items[0]?.id === stored.id, p.items[0]?.estado, p.items[0]?.productos[0]?.nombre_producto])]
        }))))
      expect(seenInside).toEqual(["Cerrado", "Dentro", "Cerrado", "Dentro", true, "Cerrado", "Dentro", true, "Cerrado", "Dentro"])
      expect((await read(stored.id)).estado).toBe("Cerrado")

      const failed = await run(Effect.either(Effect.flatMap(Transactor.Transactor, (tx) =>
        tx.transaction(Effect.zipRight(CaseService.update(stored.id, { estado: "Enviado" }, actor), Effect.fail("rollback" as const))))))
      expect(failed._tag).toBe("Left")
      expect((await read(stored.id)).estado).toBe("Cerrado")
      expect((await listed({ q: `transaccion ${t}` })).items[0]!.estado).toBe("Cerrado")
      expect(await drifted()).toEqual([])
    })

    it("texts held by one repository are read again once another has changed the case", async () => {
      const t = token()
      const stored = await create({ descripcion_evento: `instancias ${t}` })
      // A second repository over the same database, as in another server process.
      const other = await run(CaseRepositorySql.make)
      const page = (query: Record<string, string>) => run(Effect.flatMap(CaseService.listJson(query), (b) => Effect.succeed(new TextDecoder().decode(b))))
      const otherPage = (q: string) => run(Effect.provideService(CaseService.list({ q }), CaseRepository.CaseRepository, other))
      // Read twice: a text is held from its second read on.
      expect((await otherPage(`instancias ${t}`)).items[0]!.estado).toBe("Pendiente")
      expect((await otherPage(`instancias ${t}`)).items[0]!.estado).toBe("Pendiente")
      await page({ q: `instancias ${t}` })
      await run(CaseService.update(stored.id, { estado: "Completado" }, actor))
      expect((await otherPage(`instancias ${t}`)).items[0]!.estado).toBe("Completado")
      expect(JSON.parse(await page({ q: `instancias ${t}` })).items[0].estado).toBe("Completado")
    })

    it("concurrent writers of one case leave its text equal to the last state", async () => {
      const t = token()
      const stored = await create({ descripcion_evento: `concurrencia ${t}` })
      await Promise.all(Array.from({ length: 8 }, (_, i) =>
        run(CaseService.update(stored.id, i % 2 === 0
          ? { comentarios_adicionales: `escritor ${i}`, productos: [{ nombre_producto: `P${i}` }] }
          : { seguimientos: [{ numero: i }] }, actor))))
      expect(await drifted()).toEqual([])
    })

    it("totals: the maintained count without filters, a count with them, also past the last page", async () => {
      const t = token()
      const [{ n }] = await sql<{ n: number }>((s) => s`SELECT count(*)::int AS n FROM icsr`) as [{ n: number }]
      expect((await listed({})).total).toBe(n)
      const mine = await create({ descripcion_evento: `totales ${t}` })
      await create({ descripcion_evento: `totales ${t}` })
      expect((await listed({})).total).toBe(n + 2)
      expect(await listed({ q: `totales ${t}`, page: "5" })).toEqual({ items: [], total: 2, page: 5, page_size: 20 })
      expect(await listedBytes({ page: "100000" })).toBe(`{"items":[],"total":${n + 2},"page":100000,"page_size":20}`)
      await run(Effect.flatMap(CaseRepository.CaseRepository, (r) => r.delete(mine.id)))
      expect((await listed({})).total).toBe(n + 1)
      expect((await listed({ q: `totales ${t}` })).total).toBe(1)
    })

    it("start-up builds missing texts, rebuilds all of them for a new builder, and recounts", async () => {
      const t = token()
      const stored = await create({ descripcion_evento: `arranque ${t}` })
      // The same builder: nothing is rebuilt.
      const [unchanged] = await sql<{ rev: number }>((s) => s`SELECT max(rev)::int AS rev FROM icsr_doc`)
      const generation = () => sql<{ gen: number }>((s) => s`SELECT gen::int AS gen FROM icsr_count`).then((rows) => rows[0]!.gen)
      const gen = await generation()
      expect(await run(Migrations.run())).toEqual([])
      expect((await sql<{ rev: number }>((s) => s`SELECT max(rev)::int AS rev FROM icsr_doc`))[0]!.rev).toBe(unchanged!.rev)
      // Nothing was written with triggers off: the list's page marks stay good across the restart.
      expect(await generation()).toBe(gen)
      // A case whose texts are missing (as after a load with triggers off) outdates them.
      await sql((s) => s`DELETE FROM icsr_search_joined WHERE id = ${stored.id}`)
      expect(await run(Migrations.run())).toEqual([])
      expect(await generation()).toBeGreaterThan(gen)
      await sql((s) => s`DELETE FROM icsr_doc WHERE id = ${stored.id}`)
      // Read while missing: built on the fly.
      expect((await listed({ q: `arranque ${t}` })).items[0]!.id).toBe(stored.id)
      expect((await read(stored.id)).id).toBe(stored.id)
      await sql((s) => s`UPDATE icsr_doc_version SET version = 'an older builder'`)
      await sql((s) => s`UPDATE icsr_count SET n = n + 1000`)
      const recounted = await generation()
      const [before] = await sql<{ rev: number }>((s) => s`SELECT max(rev)::int AS rev FROM icsr_doc`)
      expect(await run(Migrations.run())).toEqual([])
      expect(await drifted()).toEqual([])
      const [after] = await sql<{ min: number }>((s) => s`SELECT min(rev)::int AS min FROM icsr_doc`)
      expect(after!.min).toBeGreaterThan(before!.rev)
      const [{ n }] = await sql<{ n: number }>((s) => s`SELECT count(*)::int AS n FROM icsr`) as [{ n: number }]
      expect((await listed({})).total).toBe(n)
      // A count that was wrong outdates the marks too.
      expect(await generation()).toBeGreaterThan(recounted)
    })
  })
}
