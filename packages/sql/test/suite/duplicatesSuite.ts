/**
 * The duplicate-detection part of the shared storage suite: blocking keys filed with every
 * write, candidate search inside the date window (and its query plan), the background check and
 * its stored flag, and manual decisions. Runs unchanged on every driver.
 *
 * Tests share one database: each places its cases in a year of its own (event dates far in the
 * future), so the date window keeps every other test's cases out of its candidates.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import {
  AuditLog,
  type Case,
  CaseRepository,
  CaseService,
  DuplicateChecks,
  DuplicateRepository,
  Duplicates,
  DuplicateService,
  Errors,
  Transactor
} from "@atalaya/core"
import { Effect, type Layer } from "effect"
import { describe, expect, it } from "vitest"
import { useStorageRuntime } from "../support/storageRuntime.js"
import { DuplicateRepositorySql, type Storage } from "../../src/index.js"
import { actor, caseBody } from "./storageSuite.js"

const NARRATIVE =
  "Mujer de 45 años que recibe amoxicilina 500 mg por faringitis aguda. A las 6 horas de la segunda dosis presenta urticaria " +
  "generalizada y angioedema de labios. Se constata presión arterial de 90/60 mmHg. Se suspende el medicamento y se administra " +
  "clorfenamina 10 mg EV e hidrocortisona 100 mg EV. Remisión completa a los 3 días."
const REWORDED =
  "Paciente femenina de 45 años en tratamiento con Amoxil por faringitis aguda; presentó urticaria generalizada y angioedema de " +
  "labios a las 6 horas de la segunda dosis. Presión arterial de 90/60 mmHg. Se administró clorfenamina 10 mg EV e hidrocortisona " +
  "100 mg EV y se suspendió el medicamento. Remisión a los 3 días."
const UNRELATED =
  "Varón de 70 años con insuficiencia cardiaca que recibe enalapril; tos seca persistente desde hace dos semanas, sin fiebre. " +
  "Se cambia a losartán con mejoría progresiva."

/** Registers the duplicates suite for one driver. */
export const runDuplicatesSuite = (name: string, makeLayer: () => Layer.Layer<Storage.Services, unknown>): void => {
  describe(`duplicates suite: ${name}`, () => {
    const { run } = useStorageRuntime(makeLayer)
    const fail = <A, E>(effect: Effect.Effect<A, E, Storage.Services>): Promise<E> => run(Effect.flip(effect))
    const query = <A extends object>(f: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
      run(Effect.flatMap(SqlClient.SqlClient, f))
    const idle = () => run(Effect.flatMap(DuplicateChecks.BackgroundChecks, (b) => b.awaitIdle))

    // A year of its own per test: far from today (cases without an event date) and from each other.
    let year = 2200 + Math.floor(Math.random() * 3000)
    const newYear = () => (year += 2)
    const day = (y: number, mmdd: string) => `${y}-${mmdd}`

    const create = (overrides: Record<string, unknown>) => run(CaseService.create(caseBody(overrides), actor))
    const check = (id: number, raw: Record<string, string> = {}) => run(DuplicateService.check(id, raw))
    const keysOf = (id: number) =>
      query<{ k: string; d: string }>((sql) => sql`SELECT k, d FROM icsr_dup_keys WHERE icsr_id = ${id} ORDER BY k`)
    const storedCheck = (id: number) =>
      query<{ status: string; score: number; best_id: number | null }>((sql) =>
        sql`SELECT status, score, best_id FROM icsr_dup_checks WHERE icsr_id = ${id}`).then((rows) => rows[0])

    /** An original report and a second report of the same event by another person. */
    const pair = async (y: number) => {
      const a = await create({
        paciente_iniciales: "M.J.P.G.",
        paciente_fecha_nacimiento: "1979-02-11",
        fecha_inicio_evento: day(y, "03-10"),
        producto_sospechoso: "Amoxil® 500 mg cápsulas",
        productos: [{ nombre_producto: "Amoxil", ifa: "Amoxicilina", registro_sanitario: "EE-01234" }],
        descripcion_evento: NARRATIVE
      })
      const b = await create({
        paciente_iniciales: "mpg",
        paciente_fecha_nacimiento: "1979-02-11",
        fecha_inicio_evento: day(y, "03-10"),
        producto_sospechoso: "AMOXICILINA 500MG",
        descripcion_evento: REWORDED
      })
      return { a, b }
    }

    describe("blocking keys", () => {
      it("are filed with the case, exactly as the domain computes them, dated by the anchor date", async () => {
        const y = newYear()
        const { a } = await pair(y)
        const expected = Duplicates.blockingKeys(Duplicates.profile(a))
        const rows = await keysOf(a.id)
        expect(rows.map((r) => r.k).sort()).toEqual([...expected, "#31"].sort())
        expect(new Set(rows.map((r) => r.d))).toEqual(new Set([day(y, "03-10")]))
        expect(expected).toEqual(expect.arrayContaining(["i:MPG", "b:1979-02-11", `p:amox:${day(y, "03-10")}`, `r:EE01234:${day(y, "03-10")}`]))
      })

      it("without an event date, a case is placed by its reception date and files no product key of a date", async () => {
        const c = await create({ paciente_iniciales: "ZQX", descripcion_evento: "sin fecha" })
        const rows = await keysOf(c.id)
        const fingerprint = Duplicates.narrativeFingerprint(Duplicates.narrativeProfile("sin fecha"))
        // Its first two initials with the product (`j:`) are dated by the reception too: a call
        // naming 'Zoila Q.' looks for it there.
        expect(rows.map((r) => r.k).sort()).toEqual(["#31", "i:ZQX", "j:ZQ:amox", `n:${fingerprint}`])
        expect(new Set(rows.map((r) => r.d))).toEqual(new Set([c.fecha_recepcion]))
      })

      it("without an event date but with one in its narrative, a case is placed and filed at that date", async () => {
        const received = (await create({ paciente_iniciales: "ZQY", descripcion_evento: "x" })).fecha_recepcion as string
        const onset = Duplicates.shiftDate(received, -3)
        const [yy, mm, dd] = onset.split("-")
        const c = await create({ paciente_iniciales: "ZQY", producto_sospechoso: "Naproxeno 550", descripcion_evento: `Llama la paciente: el ${dd}/${mm}/${yy!.slice(2)} empezó con ronchas` })
        const rows = await keysOf(c.id)
        expect(rows.map((r) => r.k)).toContain(`p:napr:${onset}`)
        expect(new Set(rows.map((r) => r.d))).toEqual(new Set([onset]))
      })

      it("follow the case: updates of matching fields or productos file it again; other updates leave them", async () => {
        const y = newYear()
        const c = await create({ paciente_iniciales: "ABC", fecha_inicio_evento: day(y, "01-05") })
        const before = await keysOf(c.id)
        await run(CaseService.update(c.id, { gravedad: "Grave" }, actor))
        expect(await keysOf(c.id)).toEqual(before)
        await run(CaseService.update(c.id, { paciente_iniciales: "X.Y.Z.", fecha_inicio_evento: day(y, "02-06") }, actor))
        const renamed = (await keysOf(c.id)).map((r) => r.k)
        expect(renamed).toContain("i:XYZ")
        expect(renamed).not.toContain("i:ABC")
        await run(CaseService.update(c.id, { productos: [{ registro_sanitario: "NG-55555" }] }, actor))
        expect((await keysOf(c.id)).map((r) => r.k)).toContain(`r:NG55555:${day(y, "02-06")}`)
      })

      it("cases stored without keys (before migration 0003) are filed by fileUnkeyed", async () => {
        const c = await create({ paciente_iniciales: "QWE", fecha_inicio_evento: day(newYear(), "05-05") })
        await query((sql) => sql`DELETE FROM icsr_dup_keys WHERE icsr_id = ${c.id}`)
        expect(await keysOf(c.id)).toEqual([])
        expect(await run(DuplicateRepositorySql.fileUnkeyed)).toBeGreaterThanOrEqual(1)
        expect((await keysOf(c.id)).map((r) => r.k)).toContain("i:QWE")
        expect(await run(DuplicateRepositorySql.fileUnkeyed)).toBe(0)
      })

      it("go with the case when it is deleted, and a stored best_id pointing at it is cleared", async () => {
        const { a, b } = await pair(newYear())
        await idle()
        expect((await storedCheck(b.id))?.best_id).toBe(a.id)
        await run(Effect.flatMap(CaseRepository.CaseRepository, (r) => r.delete(a.id)))
        expect(await keysOf(a.id)).toEqual([])
        expect(await storedCheck(a.id)).toBeUndefined()
        expect((await storedCheck(b.id))?.best_id).toBeNull()
      })
    })

    describe("candidate search and scoring", () => {
      it("finds the second report, scores it as the domain does and explains why", async () => {
        const y = newYear()
        const { a, b } = await pair(y)
        const unrelated = await create({
          paciente_iniciales: "RTV",
          fecha_inicio_evento: day(y, "03-10"),
          producto_sospechoso: "Enalapril 10 mg",
          descripcion_evento: UNRELATED
        })
        const answer = await check(a.id)
        // With the word counts storage keeps (every test's cases are in them).
        const words = [...Duplicates.narrativeProfile(a.descripcion_evento).words, ...Duplicates.narrativeProfile(b.descripcion_evento).words]
        const counts = await run(Effect.flatMap(DuplicateRepository.DuplicateRepository, (r) => r.wordCounts!(words)))
        const expected = Duplicates.score(a, b, { cases: counts.cases, count: (w) => counts.counts.get(w) ?? 0 })
        expect(expected.parts).toMatchObject({ iniciales: true, fecha_nacimiento: true, fecha_evento: true, producto: true })
        expect(answer).toEqual({
          status: "dup",
          label: "Duplicado",
          color: "danger",
          score: expected.score,
          best_id: b.id,
          matches: [{
            id: b.id,
            score: expected.score,
            reasons: expected.reasons,
            fecha: day(y, "03-10"),
            producto: "AMOXICILINA 500MG",
            iniciales: "mpg",
            narrativa: `${REWORDED.slice(0, 299).trimEnd()}…`
          }]
        })
        expect(expected.score).toBeGreaterThanOrEqual(0.9)
        expect(answer.matches.map((m) => m.id)).not.toContain(unrelated.id)
        // Symmetric: the second report finds the first with the same score.
        expect((await check(b.id)).matches[0]).toMatchObject({ id: a.id, score: expected.score })
        // The unrelated case of the same day has nothing in common beyond the date.
        expect((await check(unrelated.id)).status).toBe("unique")
      })

      it("a case is never its own match; matches are ordered by score then id descending, at most 20", async () => {
        const y = newYear()
        const body = { paciente_iniciales: "KLM", fecha_inicio_evento: day(y, "06-01"), producto_sospechoso: "Ceftriaxona 1 g", descripcion_evento: NARRATIVE }
        const same = []
        for (let i = 0; i < 22; i++) same.push(await create(body))
        const weaker = await create({ ...body, descripcion_evento: UNRELATED })
        const answer = await check(same[0]!.id)
        expect(answer.matches).toHaveLength(20)
        expect(answer.matches.map((m) => m.id)).not.toContain(same[0]!.id)
        // Equal scores: newest first; the weaker match falls off the end.
        expect(answer.matches.map((m) => m.id)).toEqual(same.slice(1).map((c) => c.id).reverse().slice(0, 20))
        expect(answer.matches.every((m) => m.score === answer.score)).toBe(true)
        const all = await run(Effect.provideService(DuplicateService.check(weaker.id), DuplicateChecks.DuplicateSettings, { candidateLimit: 5, snippetLength: 20 }))
        // The candidate bound caps the work; snippets are cut to the configured length.
        expect(all.matches.length).toBeLessThanOrEqual(5)
        expect(all.matches[0]!.narrativa!.length).toBeLessThanOrEqual(20)
        expect(all.matches[0]!.narrativa!.endsWith("…")).toBe(true)
      })

      it("days_window bounds the search by event date (default 60)", async () => {
        const y = newYear()
        // 89 days apart (May 1 to July 29), in any year.
        const a = await create({ paciente_iniciales: "WWP", paciente_fecha_nacimiento: "1950-01-01", fecha_inicio_evento: day(y, "05-01") })
        const b = await create({ paciente_iniciales: "WWP", paciente_fecha_nacimiento: "1950-01-01", fecha_inicio_evento: day(y, "07-29") })
        expect((await check(a.id)).matches).toEqual([])
        expect((await check(a.id, { days_window: "89" })).matches.map((m) => m.id)).toEqual([b.id])
        expect((await check(a.id, { days_window: "88" })).matches).toEqual([])
        for (const bad of ["0", "366", "x", "1.5"]) {
          const error = await fail(DuplicateService.check(a.id, { days_window: bad }))
          expect(error._tag).toBe("ValidationFailed")
          expect((error as Errors.ValidationFailed).issues[0]!.loc).toEqual(["query", "days_window"])
        }
      })

      it("an event date typed with day and month the other way round is searched at that exact date too, from both sides", async () => {
        const y = newYear()
        const facts = { paciente_iniciales: "QZW", paciente_fecha_nacimiento: "1961-02-24" }
        const a = await create({ ...facts, fecha_inicio_evento: day(y, "12-07") })
        const b = await create({ ...facts, fecha_inicio_evento: day(y, "07-12") })
        // A third case a few days from the other reading is outside every window searched.
        const c = await create({ ...facts, fecha_inicio_evento: day(y, "07-15") })
        expect((await check(a.id)).matches.map((m) => m.id)).toEqual([b.id])
        expect((await check(b.id)).matches.map((m) => m.id)).toEqual([c.id, a.id])
        expect((await check(b.id)).matches.find((m) => m.id === a.id)!.reasons).not.toContain("Misma fecha de inicio del evento")
      })

      it("an unknown case is a 404; bulk answers key existing cases by id and leave unknown ones out", async () => {
        expect(await fail(DuplicateService.check(2_000_000_000))).toEqual(new Errors.NotFound({ detail: "ICSR no encontrado" }))
        const { a, b } = await pair(newYear())
        const bulk = await run(DuplicateService.checkMany([`${a.id},${b.id}`, "2000000000"]))
        expect(Object.keys(bulk).sort()).toEqual([String(a.id), String(b.id)].sort())
        expect(bulk[String(a.id)]).toEqual(await check(a.id))
      })

      it("the candidate query is index range scans on (k, d) and primary-key look-ups, never a scan of the cases", async () => {
        const plan = await run(Effect.gen(function*() {
          const sql = yield* SqlClient.SqlClient
          const rollback = "rollback" as const
          let lines: Array<string> = []
          // Enough rows for the planner to choose as it would on a real database; rolled back after.
          yield* sql.withTransaction(Effect.gen(function*() {
            const [first] = yield* sql<{ base: number }>`SELECT coalesce(max(id), 0) + 1 AS base FROM icsr`
            // Rows for the planner's statistics only (rolled back): the per-row triggers that keep stored
            // documents and search pairs would make 20,000 inserts cost minutes on PGlite.
            yield* sql`SET LOCAL session_replication_role = replica`
            const base = first!.base
            yield* sql`INSERT INTO icsr (id, fecha_recepcion, origen_notificacion, paciente_iniciales, paciente_edad, paciente_sexo,
                reportante_nombre, producto_sospechoso, descripcion_evento, fecha_inicio_evento)
              SELECT ${base} + g, DATE '2024-01-01', 'web_form', 'X' || (g % 5000), 30, 'F', 'r', 'p' || (g % 300), 'n', DATE '2024-01-01' + (g % 700)
              FROM generate_series(0, 19999) g`
            yield* sql`INSERT INTO icsr_dup_keys (icsr_id, k, d)
              SELECT ${base} + g, k, DATE '2024-01-01' + (g % 700)
              FROM generate_series(0, 19999) g, LATERAL (VALUES ('i:X' || (g % 5000)), ('p:p' || (g % 300) || ':' || (DATE '2024-01-01' + (g % 700))), ('#1')) AS v(k)`
            yield* sql`ANALYZE icsr`
            yield* sql`ANALYZE icsr_dup_keys`
            const statement = DuplicateRepositorySql.candidatesStatement(sql, {
              excludeId: base, keys: ["i:X7", "b:1980-01-01", "p:p7:2024-03-01"], from: "2024-01-01", to: "2024-03-01", limit: 2000
            })
            const rows = yield* sql<{ "QUERY PLAN": string }>`EXPLAIN ${statement}`
            lines = rows.map((r) => r["QUERY PLAN"])
            return yield* Effect.fail(rollback)
          })).pipe(Effect.exit)
          return lines.join("\n")
        }))
        expect(plan).toMatch(/Index (Only )?Scan using icsr_dup_keys_k_d_idx|Bitmap Index Scan on icsr_dup_keys_k_d_idx/)
        // By primary key, through whichever index on id the planner picks (icsr_pkey, or the list's id index that carries the event date).
        expect(plan).toMatch(/Index (Only )?Scan using \w+ on icsr c\b[^\n]*\n\s+Index Cond: \(id = k\.icsr_id\)/)
        expect(plan).not.toMatch(/Seq Scan on (icsr c|icsr_dup_keys)/)
      })
    })

    describe("background check", () => {
      it("runs after creation without delaying it, stores the result for lists, and raises the matched case", async () => {
        const y = newYear()
        const { a, b } = await pair(y)
        await idle()
        const score = Duplicates.score(a, b).score
        expect(await storedCheck(b.id)).toEqual({ status: "dup", score, best_id: a.id })
        // The first report was checked alone (unique); the second one's match raised it.
        expect(await storedCheck(a.id)).toEqual({ status: "dup", score, best_id: b.id })
        const page = await run(CaseService.list({ fecha_desde: day(y, "01-01"), fecha_hasta: day(y, "12-31") }))
        const item = page.items.find((c: Case.Case) => c.id === b.id)!
        expect(item).toMatchObject({ dup_status: "dup", dup_score: score, dup_best_id: a.id })
        expect(Date.parse(item.dup_checked_at!)).toBeGreaterThan(Date.now() - 60_000)
        // Single-case reads carry no flag: they are the case as written.
        expect(await run(CaseService.get(b.id))).not.toHaveProperty("dup_status")
      })

      it("a result computed from an older state of the case is not stored", async () => {
        const c = await create({ paciente_iniciales: "OLD", fecha_inicio_evento: day(newYear(), "04-04") })
        await idle()
        const [record] = await run(Effect.flatMap(DuplicateRepository.DuplicateRepository, (r) => r.records([c.id])))
        await run(CaseService.update(c.id, { gravedad: "Grave" }, actor))
        const stale = await run(Effect.flatMap(DuplicateRepository.DuplicateRepository, (r) =>
          r.saveCheck(c.id, { status: "dup", score: 0.99, best_id: null }, record!)))
        expect(stale).toBe(false)
        expect((await storedCheck(c.id))?.status).toBe("unique")
      })

      it("an update of a matching field checks the case again", async () => {
        const y = newYear()
        const { a, b } = await pair(y)
        const lone = await create({ paciente_iniciales: "NEW", fecha_inicio_evento: day(y, "09-09"), descripcion_evento: UNRELATED })
        await idle()
        expect((await storedCheck(lone.id))?.status).toBe("unique")
        await run(CaseService.update(lone.id, {
          paciente_iniciales: "MPG", paciente_fecha_nacimiento: "1979-02-11", fecha_inicio_evento: day(y, "03-10"), descripcion_evento: NARRATIVE
        }, actor))
        await idle()
        const updated = await run(CaseService.get(lone.id))
        const [sa, sb] = [Duplicates.score(updated, a).score, Duplicates.score(updated, b).score]
        expect(await storedCheck(lone.id)).toEqual({ status: "dup", score: Math.max(sa, sb), best_id: sb >= sa ? b.id : a.id })
      })
    })

    // On PGlite a check waits for the single connection the transaction holds, so only PostgreSQL
    // can show where a check submitted inside a transaction runs while that transaction is open.
    it.skipIf(!name.startsWith("postgres"))("a check submitted inside an open transaction runs on a connection of its own, not inside the transaction", async () => {
      const y = newYear()
      const seen = await run(Effect.flatMap(Transactor.Transactor, (tx) => tx.transaction(Effect.gen(function*() {
        const c = yield* CaseService.create(caseBody({ paciente_iniciales: "TXQ", fecha_inicio_evento: day(y, "05-05") }), actor)
        yield* Effect.flatMap(DuplicateChecks.BackgroundChecks, (b) => b.awaitIdle)
        const sql = yield* SqlClient.SqlClient
        // Inside the transaction the check's own writes would be visible; from outside it the
        // uncommitted case is not, so the check stores nothing.
        return yield* sql<{ n: number }>`SELECT count(*)::int AS n FROM icsr_dup_checks WHERE icsr_id = ${c.id}`
      }))))
      expect(seen[0]!.n).toBe(0)
    })

    describe("flags of an older rule", () => {
      it("are checked again by refreshStale; flags the current rule stored are left alone", async () => {
        const y = newYear()
        const { a, b } = await pair(y)
        const lone = await create({ paciente_iniciales: "LNR", fecha_inicio_evento: day(y, "10-10"), descripcion_evento: UNRELATED })
        await idle()
        const rules = () => query<{ icsr_id: number; rule: string | null }>((sql) =>
          sql`SELECT icsr_id, rule FROM icsr_dup_checks WHERE icsr_id IN (${a.id}, ${b.id}, ${lone.id}) ORDER BY icsr_id`)
        // Each case's own check stored the rule that computed it.
        expect((await rules()).map((r) => r.rule)).toEqual([Duplicates.RULE_VERSION, Duplicates.RULE_VERSION, Duplicates.RULE_VERSION])
        const expected = { a: await storedCheck(a.id), b: await storedCheck(b.id) }
        expect(expected.a?.status).toBe("dup")
        // As an older rule would have left them: a unique, b stored before rules were recorded.
        await query((sql) => sql`UPDATE icsr_dup_checks SET status = 'unique', score = 0, best_id = NULL, rule = '2020-01-01' WHERE icsr_id = ${a.id} RETURNING icsr_id`)
        await query((sql) => sql`UPDATE icsr_dup_checks SET status = 'review', score = 0.5, rule = NULL WHERE icsr_id = ${b.id} RETURNING icsr_id`)
        // A flag of the current rule is not read again, even when it says something else.
        await query((sql) => sql`UPDATE icsr_dup_checks SET status = 'review', score = 0.46 WHERE icsr_id = ${lone.id} RETURNING icsr_id`)
        const checked = await run(DuplicateChecks.refreshStale({ idle: 0 }))
        expect(checked).toBeGreaterThanOrEqual(2)
        expect(await storedCheck(a.id)).toEqual(expected.a)
        expect(await storedCheck(b.id)).toEqual(expected.b)
        expect(await storedCheck(lone.id)).toMatchObject({ status: "review", score: 0.46 })
        expect((await rules()).map((r) => r.rule)).toEqual([Duplicates.RULE_VERSION, Duplicates.RULE_VERSION, Duplicates.RULE_VERSION])
      })
    })

    describe("manual decision", () => {
      it("duplicado: answers dup with the chosen master first; audited with a snapshot; the flag follows", async () => {
        const y = newYear()
        const { a, b } = await pair(y)
        const other = await create({ paciente_iniciales: "FAR", fecha_inicio_evento: day(y + 1, "12-01"), descripcion_evento: UNRELATED })
        const decided = await run(DuplicateService.decide(b.id, { final: "Duplicado", picked_id: String(other.id) }, actor))
        expect(decided).toEqual({ ok: true, dup_override: "duplicado", dup_of_id: other.id })
        const answer = await check(b.id)
        expect(answer).toMatchObject({ status: "dup", label: "Duplicado", color: "danger", score: 1, best_id: other.id })
        expect(answer.matches[0]).toMatchObject({ id: other.id, score: 1 })
        expect(answer.matches[0]!.reasons).toContain(DuplicateChecks.MANUAL_DUPLICATE)
        expect(answer.matches[1]!.id).toBe(a.id)
        // The master's own answer shows the confirmed pair too, though its date is far away.
        const master = await check(other.id)
        expect(master).toMatchObject({ status: "dup", score: 1, best_id: b.id })
        expect(master.matches[0]!.reasons).toContain(DuplicateChecks.MARKED_DUPLICATE_OF_THIS)

        const trail = await run(Effect.flatMap(AuditLog.AuditLog, (log) => log.forEntity("icsr", String(b.id))))
        const entry = trail.at(-1)!
        expect(entry.action).toBe("ICSR_DUP_DECISION")
        expect(entry.changes).toEqual({
          fields: [{ field: "dup_override", before: null, after: "duplicado" }, { field: "dup_of_id", before: null, after: other.id }],
          nested: {}
        })
        const snapshots = await query<{ n: number }>((sql) => sql`SELECT count(*)::int AS n FROM icsr_snapshots WHERE icsr_id = ${b.id}`)
        expect(snapshots[0]!.n).toBe(1)
        await idle()
        expect(await storedCheck(b.id)).toEqual({ status: "dup", score: 1, best_id: other.id })
        expect(await storedCheck(other.id)).toEqual({ status: "dup", score: 1, best_id: b.id })

        // The same decision again changes nothing and audits nothing.
        await run(DuplicateService.decide(b.id, { final: "duplicado", picked_id: other.id }, actor))
        expect((await run(Effect.flatMap(AuditLog.AuditLog, (log) => log.forEntity("icsr", String(b.id)))))).toHaveLength(trail.length)

        // Cleared: both flags go back to what the data say, the master's lower than before.
        await run(DuplicateService.decide(b.id, { final: null }, actor))
        await idle()
        expect(await storedCheck(other.id)).toEqual({ status: "unique", score: 0, best_id: null })
        expect(await storedCheck(b.id)).toMatchObject({ status: "dup", best_id: a.id })
      })

      it("unico answers unique with score 0, keeping the matches; null clears both fields", async () => {
        const { a, b } = await pair(newYear())
        expect(await run(DuplicateService.decide(a.id, { final: "unico", picked_id: b.id }, actor))).toEqual({ ok: true, dup_override: "unico", dup_of_id: null })
        const unique = await check(a.id)
        expect(unique).toMatchObject({ status: "unique", label: "Único", color: "success", score: 0, best_id: null })
        expect(unique.matches.map((m) => m.id)).toEqual([b.id])
        expect(await run(DuplicateService.decide(a.id, { final: null }, actor))).toEqual({ ok: true, dup_override: null, dup_of_id: null })
        expect((await check(a.id)).status).toBe("dup")
        const stored = await run(CaseService.get(a.id))
        expect([stored.dup_override, stored.dup_of_id]).toEqual([null, null])
      })

      it("picked_id must be another existing case, and is required with duplicado", async () => {
        const { a } = await pair(newYear())
        const issues = async (body: unknown) => ((await fail(DuplicateService.decide(a.id, body, actor))) as Errors.ValidationFailed).issues
        expect(await issues({ final: "duplicado", picked_id: a.id })).toEqual([{ loc: ["body", "picked_id"], msg: "ICSR no encontrado", type: "value_error" }])
        expect(await issues({ final: "duplicado", picked_id: 2_000_000_000 })).toEqual([{ loc: ["body", "picked_id"], msg: "ICSR no encontrado", type: "value_error" }])
        expect(await issues({ final: "duplicado" })).toEqual([{ loc: ["body", "picked_id"], msg: "field required", type: "value_error.missing" }])
        expect(await issues({ final: "quizas", picked_id: "x" })).toEqual([
          { loc: ["body", "final"], msg: "value is not a valid enumeration member; permitted: 'unico', 'duplicado'", type: "type_error.enum" },
          { loc: ["body", "picked_id"], msg: "value is not a valid integer", type: "type_error.integer" }
        ])
        expect(await issues({})).toEqual([{ loc: ["body", "final"], msg: "field required", type: "value_error.missing" }])
        expect(await issues([])).toEqual([{ loc: ["body"], msg: "value is not a valid dict", type: "type_error.dict" }])
        expect(await fail(DuplicateService.decide(2_000_000_000, { final: null }, actor))).toEqual(new Errors.NotFound({ detail: "ICSR no encontrado" }))
        // Nothing was written.
        expect((await run(CaseService.get(a.id))).dup_override).toBeNull()
      })
    })
  })
}
