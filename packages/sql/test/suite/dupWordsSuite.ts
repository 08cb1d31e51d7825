/**
 * Narrative word counts of the shared storage suite (issue 12): storage keeps, with every write
 * and in the writer's transaction, in how many cases' narratives each word occurs, and duplicate
 * checks weigh narrative similarity by them. Runs unchanged on every driver.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { CaseRepository, CaseService, DuplicateRepository, Duplicates, DuplicateService } from "@atalaya/core"
import { Effect, type Layer } from "effect"
import { describe, expect, it } from "vitest"
import { useStorageRuntime } from "../support/storageRuntime.js"
import { DuplicateRepositorySql, type Storage } from "../../src/index.js"
import { actor, caseBody } from "./storageSuite.js"

/** Registers the word-count suite for one driver. */
export const runDupWordsSuite = (name: string, makeLayer: () => Layer.Layer<Storage.Services, unknown>): void => {
  describe(`duplicate word counts: ${name}`, () => {
    const { run } = useStorageRuntime(makeLayer)
    const query = <A extends object>(f: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
      run(Effect.flatMap(SqlClient.SqlClient, f))
    const counts = (words: ReadonlyArray<string>) => run(Effect.flatMap(DuplicateRepository.DuplicateRepository, (r) => r.wordCounts!(words)))
    const create = (overrides: Record<string, unknown>) => run(CaseService.create(caseBody(overrides), actor))
    // Words no other test writes: made up per run, with digits so they are not cut by stemming.
    const tag = `q${Math.floor(Math.random() * 1e9)}`
    const w = (i: number) => `${tag}x${i}`

    it("follow every create, narrative edit and deletion, in the writer's transaction", async () => {
      const before = await counts([w(1)])
      const a = await create({ descripcion_evento: `Prurito con ${w(1)} y ${w(2)}.` })
      const b = await create({ descripcion_evento: `Cefalea con ${w(1)}.` })
      let now = await counts([w(1), w(2), w(3)])
      expect(now.counts.get(w(1))).toBe(2)
      expect(now.counts.get(w(2))).toBe(1)
      expect(now.cases).toBe(before.cases + 2)
      const stored = await query<{ words: Array<string> }>((sql) => sql`SELECT words FROM icsr_dup_words WHERE icsr_id = ${a.id}`)
      expect(stored[0]?.words).toEqual(DuplicateRepositorySql.narrativeWords(a))

      await run(CaseService.update(a.id, { descripcion_evento: `Prurito con ${w(3)}.` }, actor))
      // An edit that leaves the narrative alone changes no count.
      await run(CaseService.update(b.id, { gravedad: "Grave" }, actor))
      now = await counts([w(1), w(2), w(3)])
      expect([now.counts.get(w(1)), now.counts.get(w(2)) ?? 0, now.counts.get(w(3))]).toEqual([1, 0, 1])
      expect(now.cases).toBe(before.cases + 2)

      await run(Effect.flatMap(CaseRepository.CaseRepository, (r) => r.delete(b.id)))
      now = await counts([w(1), w(3)])
      expect([now.counts.get(w(1)) ?? 0, now.counts.get(w(3))]).toEqual([0, 1])
      expect(now.cases).toBe(before.cases + 1)
    })

    it("a write that fails leaves the counts as they were", async () => {
      const before = await counts([w(9)])
      const failed = await run(Effect.either(Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql.withTransaction(Effect.gen(function*() {
          yield* sql`INSERT INTO icsr_dup_words (icsr_id, words) SELECT id, ${[w(9)]}::text[] FROM icsr ORDER BY id DESC LIMIT 1
            ON CONFLICT (icsr_id) DO UPDATE SET words = excluded.words`
          return yield* Effect.fail("rolled back" as const)
        })))))
      expect(failed._tag).toBe("Left")
      const after = await counts([w(9)])
      expect(after.counts.get(w(9)) ?? 0).toBe(before.counts.get(w(9)) ?? 0)
      expect(after.cases).toBe(before.cases)
    })

    it("checks weigh narratives by the stored counts: a form's wording many cases share says less than a specific detail", async () => {
      const y = 9000 + Math.floor(Math.random() * 900)
      const form = `Cliente acude a botica refiriendo ${w(20)} tras tomar ${w(21)} por ${w(22)}.`
      // 400 other patients' reports in the same words, in other years, so that the wording is common
      // even counted with the imagined cases of a small base: one written through the service, the
      // rest copied in one statement and filed (keys, words, counts) by the repository's own catch-up.
      const model = await create({ descripcion_evento: form, fecha_inicio_evento: `${y - 10}-06-01` })
      const columns = await query<{ list: string }>((sql) => sql`
        SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) AS list
        FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'icsr' AND column_name <> 'id' AND is_generated = 'NEVER'`)
      await query((sql) => sql.unsafe(`INSERT INTO icsr (${columns[0]!.list}) SELECT ${columns[0]!.list} FROM icsr, generate_series(1, 399) WHERE id = ${model.id}`))
      await run(DuplicateRepositorySql.fileUnkeyed)
      const detail = `${form} Glucosa ${w(30)} mg/dL y creatinina ${w(31)} mg/dL.`
      const product = `Producto${tag.replace(/\d/g, "")}`
      const a = await create({ producto_sospechoso: product, fecha_inicio_evento: `${y}-03-01`, descripcion_evento: detail })
      const same = await create({ producto_sospechoso: product, fecha_inicio_evento: `${y}-03-01`, descripcion_evento: detail })
      const formOnly = await create({ producto_sospechoso: product, fecha_inicio_evento: `${y}-03-01`, descripcion_evento: form })

      const stored = await counts([...Duplicates.narrativeProfile(detail).words])
      const rarity: Duplicates.WordRarity = { cases: stored.cases, count: (word) => stored.counts.get(word) ?? 0 }
      expect(stored.counts.get(w(20))).toBe(403)
      expect(Duplicates.wordWeight(rarity, w(20))).toBeLessThan(Duplicates.wordWeight(rarity, w(30)))

      const answer = await run(DuplicateService.check(a.id))
      const byId = new Map(answer.matches.map((m) => [m.id, m]))
      // The answer is the domain's rule over the stored counts.
      for (const other of [same, formOnly]) {
        expect(byId.get(other.id)?.score).toBe(Duplicates.score(a, other, rarity).score)
      }
      expect(byId.get(same.id)?.reasons).toContain("Narrativa similar (100 %)")
      expect(byId.get(same.id)!.score).toBeGreaterThan(byId.get(formOnly.id)!.score)
      // Counted as if every word were telling, the form would be a full match of the shorter narrative.
      expect(Duplicates.score(a, formOnly).parts.narrativa).toBe(1)
      expect(Duplicates.score(a, formOnly, rarity).parts.narrativa).toBeLessThan(1)
    })
  })
}
