/**
 * The storage test suite shared by every driver, in the style of better-auth's adapter suites:
 * `runStorageSuite(name, makeLayer)` registers the same describe/it blocks for any layer that
 * provides the storage services, and each driver's entry file calls it once.
 *
 * The layer is built once per entry file (`ManagedRuntime.make`) and disposed in afterAll, so
 * the tests share one database: each test scopes what it reads with a unique marker (in the
 * searchable `descripcion_evento`, or a unique email/prefix) instead of assuming an empty table.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import {
  AuditLog,
  Case,
  CaseQuery,
  CaseRepository,
  CaseRules,
  CaseService,
  Errors,
  FileStorage,
  PasswordHasher,
  Transactor,
  UserRepository
} from "@atalaya/core"
import { Effect, Either, type Layer, ManagedRuntime, Option } from "effect"
import { LocalFiles } from "@atalaya/files"
import { randomUUID } from "node:crypto"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { useStorageRuntime } from "../support/storageRuntime.js"
import { Migrations, type Storage } from "../../src/index.js"
import { caseBody } from "@atalaya/testing/CaseFixtures"

/** What a driver's entry file hands the suite: the complete storage layer (built lazily, in beforeAll). */
export type MakeLayer = () => Layer.Layer<Storage.Services, unknown> | Promise<Layer.Layer<Storage.Services, unknown>>

type Services = Storage.Services | PasswordHasher.PasswordHasher | FileStorage.FileStorage

/** The actor of every service call of the suite. */
export const actor = { id: null, email: "suite@test" } as const

// Passwords are "hashed" in clear: the suite tests storage, not hashing.
const hasher: PasswordHasher.PasswordHasherShape = {
  hash: (password) => Effect.succeed(`plain:${password}`),
  verify: (password, hash) => Effect.succeed(hash === `plain:${password}`)
}

/** A short unique token of lowercase letters and digits (never all digits). */
export const token = (): string => `k${randomUUID().replaceAll("-", "").slice(0, 11)}`

/** The smallest valid case body, with overrides (shared fixture). */
export { caseBody }

const ids = (cases: ReadonlyArray<{ readonly id: number }>) => cases.map((c) => c.id)

/** Registers the storage suite for one driver. */
export const runStorageSuite = (name: string, makeLayer: MakeLayer): void => {
  describe(`storage suite: ${name}`, () => {
    const storage = useStorageRuntime(makeLayer)
    const media = fs.mkdtempSync(path.join(os.tmpdir(), "atalaya-storage-"))
    afterAll(() => fs.rmSync(media, { recursive: true, force: true }))

    /** Runs an effect against the storage; a failure rejects. */
    const run = <A, E>(effect: Effect.Effect<A, E, Services>): Promise<A> =>
      storage.run(effect.pipe(
        Effect.provideService(PasswordHasher.PasswordHasher, hasher),
        Effect.provideService(FileStorage.FileStorage, LocalFiles.make(media))
      ))
    /** Runs an effect that must fail, returning its error. */
    const fail = <A, E>(effect: Effect.Effect<A, E, Services>): Promise<E> => run(Effect.flip(effect))
    /** Runs an effect, returning success or failure. */
    const attempt = <A, E>(effect: Effect.Effect<A, E, Services>): Promise<Either.Either<A, E>> => run(Effect.either(effect))

    const create = (overrides: Record<string, unknown> = {}) => run(CaseService.create(caseBody(overrides), actor))
    const getCase = (id: number) => run(Effect.flatMap(CaseRepository.CaseRepository, (repo) => repo.findById(id)))
    const auditOf = (id: number) => run(Effect.flatMap(AuditLog.AuditLog, (log) => log.forEntity("icsr", String(id))))
    const summaryOf = (id: number) => run(CaseService.deleteSummary(id))
    const list = (raw: CaseQuery.RawQuery) => run(CaseService.list(raw))
    const count = (statement: string, id: number) =>
      run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql(statement)} WHERE icsr_id = ${id}`)).then(
        (rows) => rows[0]!.n
      )

    describe("migrations", () => {
      it("are recorded once and running them again applies nothing", async () => {
        expect(await run(Migrations.run())).toEqual([])
        expect(await run(Migrations.run())).toEqual([])
        const recorded = await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: number }>`SELECT id FROM atalaya_migrations ORDER BY id`))
        expect(recorded.map((r) => r.id)).toEqual(Migrations.migrations.map((m) => m.id))
      })

      it("apply a new migration exactly once", async () => {
        const probe = { id: 900_000 + Math.floor(Math.random() * 99_999), name: "suite_probe", sql: "" }
        const table = `suite_probe_${probe.id}`
        const withProbe = [...Migrations.migrations, { ...probe, sql: `CREATE TABLE ${table} (x integer); INSERT INTO ${table} VALUES (1);` }]
        expect(await run(Migrations.run(withProbe))).toEqual([probe.id])
        expect(await run(Migrations.run(withProbe))).toEqual([])
        const rows = await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql(table)}`))
        expect(rows[0]!.n).toBe(1)
      })
    })

    describe("cases: create and read", () => {
      it("stores a case with its nested entries and the service-set fields", async () => {
        const before = CaseRules.localDate(Date.now(), "America/Lima")
        const created = await create({
          paciente_peso: "62,5",
          paciente_fecha_nacimiento: "1990-04-05",
          paciente_dni: "44556677",
          reportante_contacto: "ana.ruiz@clinica.pe",
          urgencia: "Alta",
          ea_criterios_gravedad: ["hospitalizacion", "amenaza_vida"],
          ea_grave_solo_ram: "si",
          fecha_inicio_evento: "2024-05-01",
          productos: [
            { nombre_producto: "Amoxil", ifa: "Amoxicilina", fecha_inicio: "2024-04-28", desaparecio_al_suspender: "yes" },
            { nombre_producto: "Clavulin", registro_sanitario: "EE-01234" }
          ],
          concomitantes: [{ nombre_producto: "Paracetamol", dosis_frecuencia: "500 mg c/8h", fecha_fin: "2024-05-03" }],
          seguimientos: [{ numero: 1, fecha: "2024-05-05", comentarios: "Llamada al paciente" }]
        })
        const after = CaseRules.localDate(Date.now(), "America/Lima")

        expect(created.id).toBeGreaterThan(0)
        expect(created.estado).toBe("Pendiente")
        expect(created.origen_notificacion).toBe("web_form")
        expect([before, after]).toContain(created.fecha_recepcion)
        expect(created.fecha_limite).toBe(CaseRules.addDays(created.fecha_recepcion, 1))
        expect(created.eventos).toEqual([])
        expect(created.reportante_email).toBe("ana.ruiz@clinica.pe")
        expect(created.paciente_peso).toBe(62.5)
        expect(created.paciente_fecha_nacimiento).toBe("1990-04-05")
        expect(created.fecha_inicio_evento).toBe("2024-05-01")
        expect(created.ea_criterios_gravedad).toEqual(["hospitalizacion", "amenaza_vida"])
        expect(created.ea_grave_solo_ram).toBe(true)
        expect(created.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
        expect(created.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)

        expect(created.productos).toHaveLength(2)
        expect(created.productos[0]).toMatchObject({
          nombre_producto: "Amoxil",
          ifa: "Amoxicilina",
          fecha_inicio: "2024-04-28",
          desaparecio_al_suspender: "si",
          registro_sanitario: null
        })
        expect(created.productos[1]).toMatchObject({ nombre_producto: "Clavulin", registro_sanitario: "EE-01234" })
        expect(created.productos[0]!.id).toBeLessThan(created.productos[1]!.id)
        expect(created.concomitantes).toEqual([
          {
            id: expect.any(Number),
            nombre_producto: "Paracetamol",
            dosis_frecuencia: "500 mg c/8h",
            nro_lote: null,
            via_administracion: null,
            fecha_inicio: null,
            fecha_fin: "2024-05-03",
            motivo_prescripcion: null
          }
        ])
        expect(created.seguimientos).toEqual([{ id: expect.any(Number), numero: 1, fecha: "2024-05-05", comentarios: "Llamada al paciente" }])

        // Read back the same document, in the contract's key order.
        const read = await getCase(created.id)
        expect(Option.getOrThrow(read)).toEqual(created)
        expect(Object.keys(Option.getOrThrow(read)).slice(0, 6)).toEqual([
          "id", "created_at", "updated_at", "fecha_recepcion", "origen_notificacion", "paciente_iniciales"
        ])
        expect(Object.keys(Option.getOrThrow(read)).slice(-5)).toEqual(["productos", "concomitantes", "seguimientos", "eventos", "rs_catalog_map"])

        // Every scalar field comes back, null when not given.
        for (const field of Object.keys(CaseRules.emptyValues())) expect(created).toHaveProperty(field)
        expect(created.numero).toBeNull()

        const audit = await auditOf(created.id)
        expect(audit.map((e) => e.action)).toEqual(["ICSR_CREATE"])
        expect(audit[0]).toMatchObject({ actor_id: null, actor_email: "suite@test", entity: "icsr", entity_id: String(created.id) })
        expect((audit[0]!.changes as { after: Case.Case }).after).toEqual(created)
      })

      it("reads a missing case as none (and the service as NotFound)", async () => {
        expect(Option.isNone(await getCase(2_000_000_000))).toBe(true)
        const error = await fail(CaseService.get(2_000_000_000))
        expect(error).toBeInstanceOf(Errors.NotFound)
        expect((error as Errors.NotFound).detail).toBe("ICSR no encontrado")
      })

      it("refuses a dup_of_id that names no case", async () => {
        const error = await fail(CaseService.create(caseBody({ dup_of_id: 2_000_000_000 }), actor))
        expect(error._tag).toBe("ValidationFailed")
      })
    })

    describe("cases: nested replace", () => {
      const nestedCase = () =>
        create({
          productos: [{ nombre_producto: "Amoxil" }, { nombre_producto: "Clavulin" }],
          concomitantes: [{ nombre_producto: "Paracetamol" }],
          seguimientos: [{ numero: 1, comentarios: "primero" }]
        })

      it("a partial update with productos [] deletes them and leaves absent lists as they are", async () => {
        const created = await nestedCase()
        const updated = await run(CaseService.update(created.id, { productos: [] }, actor))
        expect(updated.productos).toEqual([])
        expect(updated.concomitantes).toEqual(created.concomitantes)
        expect(updated.seguimientos).toEqual(created.seguimientos)
        expect(updated.paciente_iniciales).toBe(created.paciente_iniciales)
        expect(await count("icsr_productos", created.id)).toBe(0)
        expect(Option.getOrThrow(await getCase(created.id))).toEqual(updated)
      })

      it("a partial update replaces only the lists it sends", async () => {
        const created = await nestedCase()
        const updated = await run(
          CaseService.update(created.id, { concomitantes: [{ nombre_producto: "Ibuprofeno" }, { nombre_producto: "Omeprazol" }] }, actor)
        )
        expect(updated.concomitantes.map((c) => c.nombre_producto)).toEqual(["Ibuprofeno", "Omeprazol"])
        expect(ids(updated.concomitantes)).not.toContain(created.concomitantes[0]!.id)
        expect(updated.productos).toEqual(created.productos)
        expect(updated.seguimientos).toEqual(created.seguimientos)
      })

      it("a scalar-only partial update keeps every nested list", async () => {
        const created = await nestedCase()
        const updated = await run(CaseService.update(created.id, { gravedad: "Grave" }, actor))
        expect(updated.gravedad).toBe("Grave")
        expect(updated.productos).toEqual(created.productos)
        expect(updated.concomitantes).toEqual(created.concomitantes)
        expect(updated.seguimientos).toEqual(created.seguimientos)
      })

      it("a full update replaces every nested list (absent means empty)", async () => {
        const created = await nestedCase()
        const updated = await run(
          CaseService.update(created.id, { seguimientos: [{ numero: 2, comentarios: "segundo" }] }, actor, { full: true })
        )
        expect(updated.productos).toEqual([])
        expect(updated.concomitantes).toEqual([])
        expect(updated.seguimientos).toEqual([{ id: expect.any(Number), numero: 2, fecha: null, comentarios: "segundo" }])
        expect(updated.paciente_iniciales).toBe(created.paciente_iniciales)
        expect(await count("icsr_productos", created.id)).toBe(0)
        expect(await count("icsr_concomitantes", created.id)).toBe(0)
        expect(await count("icsr_seguimientos", created.id)).toBe(1)
      })

      it("replacing productos refreshes the product names the search sees", async () => {
        const oldName = `Viejo${token()}`
        const newName = `Nuevo${token()}`
        const created = await create({ productos: [{ nombre_producto: oldName }] })
        expect(ids((await list({ q: oldName })).items)).toEqual([created.id])
        await run(CaseService.update(created.id, { productos: [{ nombre_producto: newName }] }, actor))
        expect((await list({ q: oldName })).total).toBe(0)
        expect(ids((await list({ q: newName })).items)).toEqual([created.id])
      })
    })

    describe("cases: audit and snapshots", () => {
      it("an update records an audit entry with field before/after and a snapshot of the previous state", async () => {
        const created = await create({ seguimientos: [{ numero: 1, comentarios: "primero" }] })
        expect((await summaryOf(created.id)).snapshots).toBe(0)

        const updated = await run(
          CaseService.update(created.id, { gravedad: "Grave", paciente_edad: 35, seguimientos: [{ numero: 2, comentarios: "segundo" }] }, actor)
        )
        expect(updated.gravedad).toBe("Grave")
        expect(await summaryOf(created.id)).toEqual({ followups: 0, snapshots: 1 })

        const audit = await auditOf(created.id)
        expect(audit.map((e) => e.action)).toEqual(["ICSR_CREATE", "ICSR_UPDATE"])
        const entry = audit[1]!
        expect(entry).toMatchObject({ entity: "icsr", entity_id: String(created.id), actor_id: null, actor_email: "suite@test" })
        expect(entry.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
        expect(audit[0]!.id).toBeLessThan(entry.id)
        const changes = entry.changes as CaseRules.CaseDiff
        expect(changes.fields).toEqual([
          { field: "paciente_edad", before: 34, after: 35 },
          { field: "gravedad", before: null, after: "Grave" }
        ])
        expect(changes.nested.seguimientos).toEqual({
          added: [{ id: updated.seguimientos[0]!.id, numero: 2, fecha: null, comentarios: "segundo" }],
          removed: [{ id: created.seguimientos[0]!.id, numero: 1, fecha: null, comentarios: "primero" }]
        })

        // The snapshot is the state before the update.
        const snapshots = await run(
          Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ data: unknown }>`SELECT data FROM icsr_snapshots WHERE icsr_id = ${created.id} ORDER BY id`)
        )
        const data = snapshots.map((s) => (typeof s.data === "string" ? JSON.parse(s.data) : s.data))
        expect(data).toEqual([created])
      })

      it("an update that changes nothing records neither an entry nor a snapshot", async () => {
        const created = await create({ gravedad: "Leve" })
        const updated = await run(CaseService.update(created.id, { gravedad: "Leve", paciente_iniciales: created.paciente_iniciales }, actor))
        expect(updated.gravedad).toBe("Leve")
        expect((await auditOf(created.id)).map((e) => e.action)).toEqual(["ICSR_CREATE"])
        expect((await summaryOf(created.id)).snapshots).toBe(0)
      })

      it("audit_log is append-only: raw UPDATE, DELETE and TRUNCATE fail", async () => {
        const created = await create()
        const entries = await auditOf(created.id)
        expect(entries).toHaveLength(1)
        const attempts = [
          (sql: SqlClient.SqlClient) => sql`UPDATE audit_log SET action = 'TAMPERED' WHERE entity_id = ${String(created.id)}`,
          (sql: SqlClient.SqlClient) => sql`UPDATE audit_log SET actor_email = 'nobody'`,
          (sql: SqlClient.SqlClient) => sql`DELETE FROM audit_log WHERE entity_id = ${String(created.id)}`,
          (sql: SqlClient.SqlClient) => sql`DELETE FROM audit_log`,
          (sql: SqlClient.SqlClient) => sql`TRUNCATE audit_log`
        ]
        for (const statement of attempts) {
          const result = await attempt(Effect.flatMap(SqlClient.SqlClient, statement))
          expect(Either.isLeft(result)).toBe(true)
          if (Either.isLeft(result)) expect(String((result.left.cause as Error).message)).toContain("audit_log is append-only")
        }
        expect(await auditOf(created.id)).toEqual(entries)
      })
    })

    describe("transactions", () => {
      it("a transaction that inserts a case and then fails leaves no case and no audit entry", async () => {
        const marker = token()
        let createdId: number | undefined
        const error = await fail(
          Effect.flatMap(Transactor.Transactor, (tx) =>
            tx.transaction(Effect.gen(function*() {
              const created = yield* CaseService.create(caseBody({ descripcion_evento: `Rollback ${marker}` }), actor)
              createdId = created.id
              // Visible inside the transaction...
              const inside = yield* CaseService.get(created.id)
              expect(inside.id).toBe(created.id)
              return yield* Effect.fail("boom" as const)
            })))
        )
        expect(error).toBe("boom")
        expect(createdId).toBeDefined()
        // ...and gone after the rollback.
        expect(Option.isNone(await getCase(createdId!))).toBe(true)
        expect(await auditOf(createdId!)).toEqual([])
        expect((await list({ q: marker })).total).toBe(0)
      })

      it("a failing transaction running concurrently with a succeeding one: only the succeeding one's data persists", async () => {
        const marker = token()
        const failing = Effect.flatMap(Transactor.Transactor, (tx) =>
          tx.transaction(Effect.gen(function*() {
            const created = yield* CaseService.create(caseBody({ descripcion_evento: `${marker} failing` }), actor)
            yield* Effect.sleep("30 millis")
            yield* Effect.fail(`failing ${created.id}` as const)
          })))
        const succeeding = Effect.flatMap(Transactor.Transactor, (tx) =>
          tx.transaction(Effect.gen(function*() {
            yield* Effect.sleep("5 millis")
            const created = yield* CaseService.create(caseBody({ descripcion_evento: `${marker} succeeding` }), actor)
            yield* Effect.sleep("10 millis")
            return created
          })))
        // A plain read issued while the failing transaction is open must not see its rows.
        const reader = Effect.sleep("15 millis").pipe(Effect.zipRight(CaseService.list({ q: `${marker} failing` })))
        const [failed, succeeded, seen] = await run(
          Effect.all([Effect.either(failing), succeeding, reader], { concurrency: "unbounded" })
        )
        expect(Either.isLeft(failed)).toBe(true)
        expect(seen.total).toBe(0)
        const failure = Either.isLeft(failed) ? failed.left : undefined
        expect(failure).toMatch(/^failing \d+$/)
        const failedId = Number(String(failure).replace("failing ", ""))
        expect(Number.isInteger(failedId)).toBe(true)

        const page = await list({ q: marker })
        expect(ids(page.items)).toEqual([succeeded.id])
        expect(page.items[0]!.descripcion_evento).toBe(`${marker} succeeding`)
        expect(Option.isNone(await getCase(failedId))).toBe(true)
        expect(await auditOf(failedId)).toEqual([])
        expect((await auditOf(succeeded.id)).map((e) => e.action)).toEqual(["ICSR_CREATE"])
      })

      it("several transactions interleaving with failures keep exactly the committed ones", async () => {
        const marker = token()
        const one = (i: number) =>
          Effect.flatMap(Transactor.Transactor, (tx) =>
            tx.transaction(Effect.gen(function*() {
              const created = yield* CaseService.create(caseBody({ descripcion_evento: `${marker} n${i}` }), actor)
              yield* Effect.sleep(`${(i * 7) % 11} millis`)
              if (i % 3 === 0) return yield* Effect.fail(i)
              return created.id
            })))
        const results = await run(Effect.all(Array.from({ length: 12 }, (_, i) => Effect.either(one(i))), { concurrency: "unbounded" }))
        const committed = results.filter(Either.isRight).map((r) => r.right)
        expect(results.filter(Either.isLeft).map((r) => r.left)).toEqual([0, 3, 6, 9])
        const page = await list({ q: marker, page_size: "200" })
        expect(ids(page.items).sort((a, b) => a - b)).toEqual([...committed].sort((a, b) => a - b))
        expect(page.items.map((c) => c.descripcion_evento).sort()).toEqual(
          [1, 2, 4, 5, 7, 8, 10, 11].map((i) => `${marker} n${i}`).sort()
        )
      })
    })

    describe("concurrent writers", () => {
      it("20 concurrent creates all succeed with distinct ids", async () => {
        const marker = token()
        const created = await run(
          Effect.all(
            Array.from({ length: 20 }, (_, i) => CaseService.create(caseBody({ descripcion_evento: `${marker} #${i}` }), actor)),
            { concurrency: "unbounded" }
          )
        )
        expect(new Set(ids(created)).size).toBe(20)
        created.forEach((c, i) => expect(c.descripcion_evento).toBe(`${marker} #${i}`))
        const page = await list({ q: marker, page_size: "200" })
        expect(page.total).toBe(20)
        expect(new Set(ids(page.items))).toEqual(new Set(ids(created)))
        for (const c of created.slice(0, 3)) expect((await auditOf(c.id)).map((e) => e.action)).toEqual(["ICSR_CREATE"])
      })

      it("20 concurrent nextCodigoInterno('LAB') reserve 20 distinct consecutive numbers", async () => {
        const codes = await run(
          Effect.all(Array.from({ length: 20 }, () => CaseService.nextCodigoInterno("LAB")), { concurrency: "unbounded" })
        )
        const numbers = codes.map((c) => c.numero).sort((a, b) => a - b)
        expect(new Set(numbers).size).toBe(20)
        numbers.forEach((n, i) => expect(n).toBe(numbers[0]! + i))
        expect(new Set(codes.map((c) => c.codigo)).size).toBe(20)
        const year = CaseRules.localDate(Date.now(), "America/Lima").slice(0, 4)
        for (const c of codes) {
          expect(c.prefix).toBe("LAB")
          expect(c.codigo).toBe(`LAB-${year}-${String(c.numero).padStart(4, "0")}`)
        }
        const next = await run(CaseService.nextCodigoInterno("lab"))
        expect(next.numero).toBe(numbers[19]! + 1)
      })

      it("the first reservation of a prefix continues after codes already typed into cases", async () => {
        const prefix = `P${token().slice(0, 8).toUpperCase()}`
        const year = CaseRules.localDate(Date.now(), "America/Lima").slice(0, 4)
        await create({ codigo_interno_lab: `${prefix}-${year}-0041` })
        await create({ codigo_interno_lab: `${prefix}-${year}-0007` })
        await create({ codigo_interno_lab: `${prefix}-${year}-x9` })
        const next = await run(CaseService.nextCodigoInterno(prefix))
        expect(next.numero).toBe(42)
        expect(next.codigo).toBe(`${prefix}-${year}-0042`)
      })

      it("10 concurrent updates of one case, alternating partial and full, each see exactly what they sent and serialize", async () => {
        const created = await create({ seguimientos: [{ numero: 0, comentarios: "c-init" }] })
        const results = await run(
          Effect.all(
            Array.from({ length: 10 }, (_, i) =>
              CaseService.update(created.id, { seguimientos: [{ numero: i + 1, comentarios: `c-${i}` }] }, actor, { full: i % 2 === 1 })),
            { concurrency: "unbounded" }
          )
        )
        results.forEach((result, i) => {
          expect(result.seguimientos.map((s) => ({ numero: s.numero, comentarios: s.comentarios }))).toEqual([
            { numero: i + 1, comentarios: `c-${i}` }
          ])
        })

        // The audit trail is one chain: each update removed exactly what the previous one added.
        const updates = (await auditOf(created.id)).filter((e) => e.action === "ICSR_UPDATE")
        expect(updates).toHaveLength(10)
        let previous = "c-init"
        const seen = new Set<string>()
        for (const entry of updates) {
          const change = (entry.changes as CaseRules.CaseDiff).nested.seguimientos!
          const added = change.added.map((s) => (s as Case.Seguimiento).comentarios)
          const removed = change.removed.map((s) => (s as Case.Seguimiento).comentarios)
          expect(removed).toEqual([previous])
          expect(added).toHaveLength(1)
          previous = added[0]!
          seen.add(previous)
        }
        expect(seen).toEqual(new Set(Array.from({ length: 10 }, (_, i) => `c-${i}`)))

        const final = Option.getOrThrow(await getCase(created.id))
        expect(final.seguimientos.map((s) => s.comentarios)).toEqual([previous])
        const last = results.find((r) => r.seguimientos[0]!.comentarios === previous)!
        expect(final.seguimientos).toEqual(last.seguimientos)
        expect((await summaryOf(created.id)).snapshots).toBe(10)
      })
    })

    describe("cases: search q", () => {
      const FIELDS: ReadonlyArray<readonly [string, (t: string) => Record<string, unknown>]> = [
        ["paciente_iniciales", (t) => ({ paciente_iniciales: `JP${t}` })],
        ["paciente_dni", (t) => ({ paciente_dni: `DNI${t}` })],
        ["numero", (t) => ({ numero: `N-${t}-2024` })],
        ["codigo_interno_lab", (t) => ({ codigo_interno_lab: `CIL-${t}` })],
        ["cenafyt_codigo", (t) => ({ cenafyt_codigo: `CEN${t}` })],
        ["producto_sospechoso", (t) => ({ producto_sospechoso: `Amoxicilina ${t} 500 mg` })],
        ["productos[].nombre_producto", (t) => ({ productos: [{ nombre_producto: "Otro" }, { nombre_producto: `Marca${t}` }] })],
        ["productos[].ifa", (t) => ({ productos: [{ nombre_producto: "Otro", ifa: `Ifa${t}` }] })],
        ["descripcion_evento", (t) => ({ descripcion_evento: `Urticaria generalizada ${t} tras dosis` })],
        ["reportante_nombre", (t) => ({ reportante_nombre: `Dra. María ${t} Ñúñez` })],
        ["reportante_email", (t) => ({ reportante_email: `${t}@Hospital.pe` })]
      ]

      it.each(FIELDS)("finds a case by %s, case-insensitively and by a part", async (_field, values) => {
        const t = token()
        const created = await create(values(t.toUpperCase()))
        await create() // a decoy without the token
        for (const q of [t, t.toUpperCase(), t.slice(2, 9), ` ${t.slice(1).toUpperCase()} `]) {
          const page = await list({ q })
          expect(ids(page.items)).toEqual([created.id])
          expect(page.total).toBe(1)
        }
      })

      it("matches across accented text case-insensitively", async () => {
        const t = token()
        const created = await create({ reportante_nombre: `Dra. MARÍA ${t} ÑÚÑEZ` })
        expect(ids((await list({ q: `maría ${t}` })).items)).toEqual([created.id])
        expect(ids((await list({ q: `${t} ñúñez` })).items)).toEqual([created.id])
      })

      it("does not search fields outside the list", async () => {
        const t = token()
        await create({ paciente_diagnostico_principal: `Diag${t}`, comentarios_adicionales: `Com${t}` })
        expect((await list({ q: t })).total).toBe(0)
      })

      it("treats LIKE wildcards (% and _) and backslashes in q as literal characters", async () => {
        const m = token()
        const percent = await create({ descripcion_evento: `${m} dosis 50% menor` })
        const fifty = await create({ descripcion_evento: `${m} dosis 500 menor` })
        const underscore = await create({ descripcion_evento: `${m} lote a_b` })
        const axb = await create({ descripcion_evento: `${m} lote axb` })
        const backslash = await create({ descripcion_evento: `${m} ruta c\\d` })
        await create({ descripcion_evento: `${m} ruta cd` })

        expect(ids((await list({ q: `${m} dosis 50%` })).items)).toEqual([percent.id])
        expect(ids((await list({ q: `${m} dosis 50` })).items)).toEqual([fifty.id, percent.id])
        expect(ids((await list({ q: `${m} lote a_b` })).items)).toEqual([underscore.id])
        expect(ids((await list({ q: `${m} lote a` })).items)).toEqual([axb.id, underscore.id])
        expect(ids((await list({ q: `${m} ruta c\\d` })).items)).toEqual([backslash.id])
        expect((await list({ q: `${m}%` })).total).toBe(0)
        expect((await list({ q: "%" })).items.every((c) => JSON.stringify(c).includes("%"))).toBe(true)
        expect((await list({ q: `${m} _` })).total).toBe(0)
      })
    })

    describe("cases: date filters", () => {
      it("fecha_desde and fecha_hasta are inclusive bounds on fecha_inicio_evento", async () => {
        const m = token()
        const at = async (fecha: string | null) => (await create({ descripcion_evento: `${m} evento`, fecha_inicio_evento: fecha })).id
        const jan1 = await at("2024-01-01")
        const jan15 = await at("2024-01-15")
        const jan31 = await at("2024-01-31")
        const feb1 = await at("2024-02-01")
        const none = await at(null)
        const sorted = (xs: Array<number>) => [...xs].sort((a, b) => b - a)

        expect(ids((await list({ q: m })).items)).toEqual(sorted([jan1, jan15, jan31, feb1, none]))
        expect(ids((await list({ q: m, fecha_desde: "2024-01-15", fecha_hasta: "2024-01-31" })).items)).toEqual(sorted([jan15, jan31]))
        expect(ids((await list({ q: m, fecha_desde: "2024-01-15" })).items)).toEqual(sorted([jan15, jan31, feb1]))
        expect(ids((await list({ q: m, fecha_hasta: "2024-01-31" })).items)).toEqual(sorted([jan1, jan15, jan31]))
        expect(ids((await list({ q: m, fecha_desde: "2024-01-15", fecha_hasta: "2024-01-15" })).items)).toEqual([jan15])
        expect((await list({ q: m, fecha_desde: "2024-02-02" })).total).toBe(0)
        expect((await list({ q: m, fecha_desde: "2024-02-01", fecha_hasta: "2024-01-01" })).total).toBe(0)
        // The aliases date_from / date_to mean the same.
        expect(ids((await list({ q: m, date_from: "2024-01-31", date_to: "2024-02-01" })).items)).toEqual(sorted([jan31, feb1]))
      })
    })

    describe("cases: paging and ordering", () => {
      const m = token()
      const rows = [
        { gravedad: "Grave", estado: "Cerrado", paciente_iniciales: "CD", fecha_inicio_evento: "2024-03-01" },
        { gravedad: "Leve", paciente_iniciales: "AB", fecha_inicio_evento: null },
        { gravedad: null, estado: "Enviado", paciente_iniciales: "EF", fecha_inicio_evento: "2024-01-01" },
        { gravedad: "Grave", estado: "Cerrado", paciente_iniciales: "AB", fecha_inicio_evento: "2024-03-01" },
        { gravedad: "Moderado", estado: "Enviado", paciente_iniciales: "GH", fecha_inicio_evento: "2024-02-01" },
        { gravedad: null, paciente_iniciales: "CD", fecha_inicio_evento: null },
        { gravedad: "Leve", estado: "Cerrado", paciente_iniciales: "AB", fecha_inicio_evento: "2024-01-01" }
      ]
      let all: Array<Case.Case> = []

      beforeAll(async () => {
        all = []
        // One after another, so ids and created_at grow together.
        for (const row of rows) all.push(await create({ ...row, descripcion_evento: `${m} paging` }))
      })

      const expected = (orderBy: (typeof CaseQuery.ORDER_BY)[number], dir: "asc" | "desc") => {
        const sign = dir === "asc" ? 1 : -1
        return [...all].sort((a, b) => {
          if (orderBy !== "id") {
            const va = a[orderBy] as string | null
            const vb = b[orderBy] as string | null
            if (va !== vb) {
              if (va === null) return 1 // NULLS LAST either way
              if (vb === null) return -1
              return (va < vb ? -1 : 1) * sign
            }
          }
          return (a.id - b.id) * sign
        }).map((c) => c.id)
      }

      it("defaults to id descending, page 1, 20 per page", async () => {
        const page = await list({ q: m })
        expect(page).toMatchObject({ total: 7, page: 1, page_size: 20 })
        expect(ids(page.items)).toEqual(ids(all).reverse())
        // List items carry no rs_catalog_map: that map belongs to single-case reads. They carry the
        // stored duplicate flag instead (see the duplicates suite), which single reads do not.
        const withoutFlag = ({ dup_status: _s, dup_score: _c, dup_best_id: _b, dup_checked_at: _t, ...rest }: Case.Case) => rest
        expect(page.items.map(withoutFlag)).toEqual([...all].reverse().map(({ rs_catalog_map: _map, ...rest }) => rest))
        for (const item of page.items) expect(Object.keys(item)).toEqual(expect.arrayContaining([...Case.DUP_FLAG_KEYS]))
      })

      it("total counts every match while page and page_size slice", async () => {
        const want = ids(all).reverse()
        const pages = []
        for (const p of [1, 2, 3]) {
          const page = await list({ q: m, page: String(p), page_size: "3" })
          expect(page).toMatchObject({ total: 7, page: p, page_size: 3 })
          pages.push(...ids(page.items))
        }
        expect(pages).toEqual(want)
        const beyond = await list({ q: m, page: "4", page_size: "3" })
        expect(beyond.items).toEqual([])
        expect(beyond.total).toBe(7)
      })

      for (const orderBy of CaseQuery.ORDER_BY) {
        for (const dir of ["asc", "desc"] as const) {
          it(`orders by ${orderBy} ${dir} with id as tie-break, across pages`, async () => {
            const want = expected(orderBy, dir)
            const whole = await list({ q: m, order_by: orderBy, order_dir: dir })
            expect(ids(whole.items)).toEqual(want)
            const paged = []
            for (const p of [1, 2, 3, 4]) {
              const page = await list({ q: m, order_by: orderBy, order_dir: dir, page: String(p), page_size: "2" })
              expect(page.total).toBe(7)
              paged.push(...ids(page.items))
            }
            expect(paged).toEqual(want)
          })
        }
      }

      it("refuses an unknown order_by and out-of-range paging", async () => {
        expect((await fail(CaseService.list({ order_by: "descripcion_evento" })))._tag).toBe("ValidationFailed")
        expect((await fail(CaseService.list({ page: "0" })))._tag).toBe("BadRequest")
        expect((await fail(CaseService.list({ page_size: "201" })))._tag).toBe("BadRequest")
      })
    })

    describe("events", () => {
      it("replace returns the new list, the case shows it, and a second replace drops the old events", async () => {
        const created = await create()
        const first = await run(
          CaseService.replaceEvents(created.id, { eventos: [{ texto: "Rash" }, { texto: "Fiebre", gravedad: "Grave", fecha_inicio: "2024-05-02" }] }, actor)
        )
        expect(first).toHaveLength(2)
        expect(first[0]).toMatchObject({ icsr_id: created.id, texto: "Rash", gravedad: null, is_from_narrative: false })
        expect(first[1]).toMatchObject({ icsr_id: created.id, texto: "Fiebre", gravedad: "Grave", fecha_inicio: "2024-05-02" })
        expect(Object.keys(first[0]!).slice(0, 3)).toEqual(["id", "icsr_id", "texto"])
        expect(Option.getOrThrow(await getCase(created.id)).eventos).toEqual(first)
        expect(await run(CaseService.listEvents(created.id))).toEqual(first)

        const second = await run(CaseService.replaceEvents(created.id, { eventos: [{ texto: "Prurito", is_from_narrative: true }] }, actor))
        expect(second).toHaveLength(1)
        expect(second[0]).toMatchObject({ texto: "Prurito", is_from_narrative: true })
        expect(ids(first)).not.toContain(second[0]!.id)
        expect(await count("icsr_eventos", created.id)).toBe(1)

        const empty = await run(CaseService.replaceEvents(created.id, { eventos: [] }, actor))
        expect(empty).toEqual([])
        expect((await auditOf(created.id)).map((e) => e.action)).toEqual([
          "ICSR_CREATE", "ICSR_EVENTS_REPLACE", "ICSR_EVENTS_REPLACE", "ICSR_EVENTS_REPLACE"
        ])
        expect((await summaryOf(created.id)).snapshots).toBe(3)
      })

      it("update changes one event of its case only", async () => {
        const a = await create()
        const b = await create()
        const [ea] = await run(CaseService.replaceEvents(a.id, { eventos: [{ texto: "Rash" }] }, actor))
        const [eb] = await run(CaseService.replaceEvents(b.id, { eventos: [{ texto: "Tos" }] }, actor))

        const updated = await run(CaseService.updateEvent(a.id, ea!.id, { meddra_pt_term: "Rash", gravedad: "Leve", solo_ram_grave: "si" }, actor))
        expect(updated).toMatchObject({ id: ea!.id, icsr_id: a.id, texto: "Rash", meddra_pt_term: "Rash", gravedad: "Leve", solo_ram_grave: "Si" })
        expect(await run(CaseService.listEvents(a.id))).toEqual([updated])
        const audit = await auditOf(a.id)
        expect(audit.at(-1)!.action).toBe("ICSR_EVENT_UPDATE")
        expect((audit.at(-1)!.changes as CaseRules.CaseDiff).fields).toContainEqual({
          field: `eventos[${ea!.id}].gravedad`, before: null, after: "Leve"
        })

        // An event of another case is not found through this case.
        const error = await fail(CaseService.updateEvent(a.id, eb!.id, { gravedad: "Grave" }, actor))
        expect(error).toBeInstanceOf(Errors.NotFound)
        expect(Option.isNone(await run(Effect.flatMap(CaseRepository.CaseRepository, (r) => r.updateEvent(a.id, eb!.id, { gravedad: "Grave" }))))).toBe(true)
        expect((await run(CaseService.listEvents(b.id)))[0]!.gravedad).toBeNull()

        // An empty change returns the event as it is.
        const same = await run(Effect.flatMap(CaseRepository.CaseRepository, (r) => r.updateEvent(a.id, ea!.id, {})))
        expect(Option.getOrThrow(same)).toEqual(updated)
      })

      it("eventsByCases returns the events of the cases that exist, keyed by id", async () => {
        const a = await create()
        const b = await create()
        const evA = await run(CaseService.replaceEvents(a.id, { eventos: [{ texto: "Rash" }, { texto: "Fiebre" }] }, actor))
        const byCase = await run(CaseService.eventsByCases([`${a.id},${b.id}`, "2000000000", String(a.id)]))
        expect(byCase).toEqual({ [String(a.id)]: evA, [String(b.id)]: [] })
        const map = await run(Effect.flatMap(CaseRepository.CaseRepository, (r) => r.eventsByCases([a.id, 2_000_000_000])))
        expect([...map.keys()]).toEqual([a.id])
        expect(map.get(a.id)).toEqual(evA)
      })
    })

    describe("delete", () => {
      const makeUser = () =>
        run(Effect.flatMap(UserRepository.UserRepository, (users) =>
          users.insert({
            email: `${token()}@suite.test`,
            password_hash: "plain:secreto123",
            nombre: "Borrador",
            cargo: null,
            area: null,
            documento: null,
            roles: ["admin"],
            permissions: [],
            activo: true
          })))

      it("cascades nested rows, events, follow-ups and snapshots but keeps the audit entries", async () => {
        const user = await makeUser()
        const deleter = { id: user.id, email: user.email }
        const created = await create({
          productos: [{ nombre_producto: "Amoxil" }],
          concomitantes: [{ nombre_producto: "Paracetamol" }],
          seguimientos: [{ numero: 1 }]
        })
        await run(CaseService.replaceEvents(created.id, { eventos: [{ texto: "Rash" }] }, actor))
        await run(CaseService.update(created.id, { gravedad: "Grave" }, actor))
        await run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
          sql`INSERT INTO followup_messages (icsr_id, channel, direction, body) VALUES (${created.id}, 'email', 'out', 'hola')`))
        expect(await summaryOf(created.id)).toEqual({ followups: 1, snapshots: 2 })

        const wrong = await fail(CaseService.remove(created.id, { password: "incorrecta" }, deleter))
        expect(wrong._tag).toBe("InvalidCredentials")
        expect(Option.isSome(await getCase(created.id))).toBe(true)

        expect(await run(CaseService.remove(created.id, { password: "secreto123" }, deleter))).toEqual({ ok: true, deleted_id: created.id })
        expect(Option.isNone(await getCase(created.id))).toBe(true)
        for (const table of ["icsr_productos", "icsr_concomitantes", "icsr_seguimientos", "icsr_eventos", "icsr_snapshots", "followup_messages"]) {
          expect(await count(table, created.id)).toBe(0)
        }
        const audit = await auditOf(created.id)
        expect(audit.map((e) => e.action)).toEqual(["ICSR_CREATE", "ICSR_EVENTS_REPLACE", "ICSR_UPDATE", "ICSR_DELETE"])
        expect(audit.at(-1)).toMatchObject({ actor_id: user.id, actor_email: user.email })
        expect((audit.at(-1)!.changes as { before: Case.Case }).before.id).toBe(created.id)
        expect((await fail(CaseService.deleteSummary(created.id)))._tag).toBe("NotFound")
      })

      it("refuses to delete a case another case names as dup_of_id, with a Conflict", async () => {
        const user = await makeUser()
        const master = await create()
        const duplicate = await create({ dup_of_id: master.id, dup_override: "duplicado" })
        expect(duplicate.dup_of_id).toBe(master.id)

        const direct = await fail(Effect.flatMap(CaseRepository.CaseRepository, (repo) => repo.delete(master.id)))
        expect(direct).toBeInstanceOf(Errors.Conflict)
        expect((direct as Errors.Conflict).detail).toBe("No se puede eliminar por otras restricciones (soft-delete or cascade suggested)")

        const viaService = await fail(CaseService.remove(master.id, { password: "secreto123" }, { id: user.id, email: user.email }))
        expect(viaService).toBeInstanceOf(Errors.Conflict)
        expect((viaService as Errors.Conflict).detail).toBe("No se puede eliminar por otras restricciones (soft-delete or cascade suggested)")
        // The refused deletion left the case and wrote no audit entry (same transaction).
        expect(Option.isSome(await getCase(master.id))).toBe(true)
        expect((await auditOf(master.id)).map((e) => e.action)).toEqual(["ICSR_CREATE"])

        // Once the duplicate goes, the master can be deleted.
        await run(Effect.flatMap(CaseRepository.CaseRepository, (repo) => repo.delete(duplicate.id)))
        await run(Effect.flatMap(CaseRepository.CaseRepository, (repo) => repo.delete(master.id)))
        expect(Option.isNone(await getCase(master.id))).toBe(true)
      })
    })

    describe("users", () => {
      const newUser = (email: string, overrides: Partial<UserRepository.NewUser> = {}): UserRepository.NewUser => ({
        email,
        password_hash: "plain:clave-segura",
        nombre: "Evaluadora",
        cargo: "QF",
        area: "Farmacovigilancia",
        documento: null,
        roles: ["evaluador"],
        permissions: ["icsr:read"],
        activo: true,
        ...overrides
      })
      const users = <A, E>(f: (repo: UserRepository.UserRepositoryShape) => Effect.Effect<A, E>) => run(Effect.flatMap(UserRepository.UserRepository, f))

      it("inserts a user and reads it back without its hash", async () => {
        const email = `${token()}@suite.test`
        const countBefore = await users((r) => r.count)
        const user = await users((r) => r.insert(newUser(email)))
        expect(user).toMatchObject({
          email,
          nombre: "Evaluadora",
          cargo: "QF",
          area: "Farmacovigilancia",
          documento: null,
          roles: ["evaluador"],
          permissions: ["icsr:read"],
          activo: true
        })
        expect(user).not.toHaveProperty("password_hash")
        expect(user.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
        expect(await users((r) => r.count)).toBe(countBefore + 1)
        const stored = Option.getOrThrow(await users((r) => r.findById(user.id)))
        expect(stored).toEqual({ ...user, password_hash: "plain:clave-segura" })
        const listed = (await users((r) => r.list)).find((u) => u.id === user.id)
        expect(listed).toEqual(user)
        expect(Option.isNone(await users((r) => r.findById(2_000_000_000)))).toBe(true)
      })

      it("refuses a duplicate email, case-insensitively, with a Conflict", async () => {
        const local = token()
        await users((r) => r.insert(newUser(`${local}@suite.test`)))
        for (const email of [`${local}@suite.test`, `${local.toUpperCase()}@Suite.TEST`]) {
          const error = await fail(Effect.flatMap(UserRepository.UserRepository, (r) => r.insert(newUser(email))))
          expect(error).toBeInstanceOf(Errors.Conflict)
          expect((error as Errors.Conflict).detail).toBe("Ya existe un usuario con ese email")
        }
      })

      it("finds a user by email case-insensitively", async () => {
        const local = token()
        const user = await users((r) => r.insert(newUser(`${local}@suite.test`)))
        for (const email of [`${local}@suite.test`, `${local.toUpperCase()}@SUITE.TEST`, `  ${local}@suite.test `]) {
          expect(Option.getOrThrow(await users((r) => r.findByEmail(email))).id).toBe(user.id)
        }
        expect(Option.isNone(await users((r) => r.findByEmail(`x${local}@suite.test`)))).toBe(true)
      })

      it("updates a user; a taken email is a Conflict; an unknown id is none", async () => {
        const user = await users((r) => r.insert(newUser(`${token()}@suite.test`)))
        const other = await users((r) => r.insert(newUser(`${token()}@suite.test`)))
        const updated = Option.getOrThrow(
          await users((r) => r.update(user.id, { nombre: "Jefa", roles: ["admin", "evaluador"], activo: false, password_hash: "plain:nueva-clave" }))
        )
        expect(updated).toMatchObject({ id: user.id, email: user.email, nombre: "Jefa", roles: ["admin", "evaluador"], activo: false })
        expect(updated.created_at).toBe(user.created_at)
        expect(updated.updated_at >= user.updated_at).toBe(true)
        expect(Option.getOrThrow(await users((r) => r.findById(user.id))).password_hash).toBe("plain:nueva-clave")

        const unchanged = Option.getOrThrow(await users((r) => r.update(user.id, {})))
        expect(unchanged).toEqual(updated)

        const conflict = await fail(Effect.flatMap(UserRepository.UserRepository, (r) => r.update(user.id, { email: other.email.toUpperCase() })))
        expect(conflict).toBeInstanceOf(Errors.Conflict)
        expect(Option.isNone(await users((r) => r.update(2_000_000_000, { nombre: "Nadie" })))).toBe(true)
      })

      it("counts failed sign-ins inside the window and clears them", async () => {
        const email = `${token()}@suite.test`
        const other = `${token()}@suite.test`
        const now = Date.now()
        const minutes = (n: number) => n * 60_000
        for (const at of [now - minutes(20), now - minutes(10), now - minutes(1), now]) {
          await users((r) => r.recordFailedLogin(email, at))
        }
        await users((r) => r.recordFailedLogin(other, now))

        expect(await users((r) => r.countFailedLogins(email, now - minutes(30)))).toBe(4)
        expect(await users((r) => r.countFailedLogins(email, now - minutes(15)))).toBe(3)
        expect(await users((r) => r.countFailedLogins(email, now - minutes(10)))).toBe(3) // inclusive
        expect(await users((r) => r.countFailedLogins(email, now))).toBe(1)
        expect(await users((r) => r.countFailedLogins(email, now + 1_000))).toBe(0)

        await users((r) => r.clearFailedLogins(email))
        expect(await users((r) => r.countFailedLogins(email, now - minutes(30)))).toBe(0)
        expect(await users((r) => r.countFailedLogins(other, now - minutes(30)))).toBe(1)
      })
    })
  })
}
