/**
 * The causality storage suite shared by every driver: kl records (newest per case and per product,
 * products compared folded), the suggestion cache (served only for the same fingerprint, replaced
 * per product), technical-sheet sections per case and per catalog product (replacing returns the
 * old file key), and the cascade: deleting a case or a product removes its rows.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { CaseRepository, CaseService, ProductRepository } from "@atalaya/core"
import { Causality, CausalityRepository } from "@atalaya/causality"
import { Effect, type Layer, Option } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { useStorageRuntime } from "../support/storageRuntime.js"
import type { Storage } from "../../src/index.js"
import { actor, caseBody, token } from "./storageSuite.js"

/** What a driver's entry file hands the suite: the complete storage layer (built lazily, in beforeAll). */
export type MakeLayer = () => Layer.Layer<Storage.Services, unknown> | Promise<Layer.Layer<Storage.Services, unknown>>

const criterios = (scores: Partial<Record<Causality.Criterio, number>> = {}) =>
  Object.fromEntries(Causality.CRITERIOS.map((c) => [c, { score: scores[c] ?? 0, rationale: `motivo ${c}` }])) as unknown as Causality.KlValues["criterios"]

const klValues = (icsrId: number, overrides: Partial<Causality.KlValues> = {}): Causality.KlValues => ({
  icsr_id: icsrId,
  producto_evaluado: "Amoxicilina 500 mg",
  criterios: criterios({ temporalidad: 2, dechallenge: 2 }),
  score_total_sys: 3,
  score_total_qf: 4,
  clasificacion_sys: "Posible",
  clasificacion_qf: "Posible",
  evaluable: true,
  rationale_global_qf: "Relación posible",
  version_prompt: "kl-v1",
  modelo_llm: "reglas",
  created_by: null,
  ...overrides
})

const sheet = (overrides: Partial<CausalityRepository.NewSheet> = {}): CausalityRepository.NewSheet => ({
  secciones: { reacciones_adversas: "Frecuentes: urticaria, exantema.", contraindicaciones: "Hipersensibilidad." },
  file_key: `causalidad/ft/${token()}.pdf`,
  engine: "pdf-texto",
  paginas: 3,
  confianza: null,
  created_by: null,
  ...overrides
})

/** Registers the causality storage suite for one driver. */
export const runCausalitySuite = (name: string, makeLayer: MakeLayer): void => {
  describe(`causality storage: ${name}`, () => {
    const { run } = useStorageRuntime(makeLayer)
    const repo = <A, E>(f: (r: CausalityRepository.CausalityRepositoryShape) => Effect.Effect<A, E>) =>
      run(Effect.flatMap(CausalityRepository.CausalityRepository, f))
    const newCase = () => run(CaseService.create(caseBody({ descripcion_evento: `Urticaria ${token()}` }), actor))
    const count = (table: string, where: string, id: number) =>
      run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql(table)} WHERE ${sql(where)} = ${id}`.pipe(Effect.map((r) => r[0]!.n))))

    it("stores kl records with every field and reads back the newest, per product compared without case or accents", async () => {
      const c = await newCase()
      expect(await repo((r) => r.hasKl(c.id))).toBe(false)
      expect(Option.isNone(await repo((r) => r.lastKl(c.id, null)))).toBe(true)

      const first = await repo((r) => r.insertKl(klValues(c.id)))
      expect(first).toMatchObject({ ...klValues(c.id), id: expect.any(Number) })
      expect(first.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
      const second = await repo((r) => r.insertKl(klValues(c.id, { producto_evaluado: "Ibuprofeno 400 mg", score_total_qf: 8, clasificacion_qf: "Probable" })))
      const third = await repo((r) => r.insertKl(klValues(c.id, { rationale_global_qf: "Revisado", score_total_sys: null, clasificacion_sys: null })))

      expect(await repo((r) => r.hasKl(c.id))).toBe(true)
      expect(Option.getOrThrow(await repo((r) => r.lastKl(c.id, null))).id).toBe(third.id)
      expect(Option.getOrThrow(await repo((r) => r.lastKl(c.id, "  AMOXICILINA 500 MG"))).id).toBe(third.id)
      expect(Option.getOrThrow(await repo((r) => r.lastKl(c.id, "ibuprofeno 400 mg")))).toEqual(second)
      expect(Option.getOrThrow(await repo((r) => r.lastKl(c.id, "ibuprofeno 400 mg"))).criterios.temporalidad).toEqual({ score: 2, rationale: "motivo temporalidad" })
      expect(Option.isNone(await repo((r) => r.lastKl(c.id, "Paracetamol")))).toBe(true)
      const other = await newCase()
      expect(Option.isNone(await repo((r) => r.lastKl(other.id, null)))).toBe(true)
    })

    it("serves a cached suggestion only for the same fingerprint, one per case and product", async () => {
      const c = await newCase()
      const result = { criterios: criterios({ temporalidad: 2 }), score_total: 2, clasificacion: "Improbable", nested: { a: [1, "dos"] } }
      await repo((r) => r.saveSuggestion(c.id, "amoxicilina 500 mg", "f1", result))
      const hit = Option.getOrThrow(await repo((r) => r.findSuggestion(c.id, "amoxicilina 500 mg", "f1")))
      expect(hit.result).toEqual(result)
      expect(hit.fingerprint).toBe("f1")
      expect(Option.isNone(await repo((r) => r.findSuggestion(c.id, "amoxicilina 500 mg", "f2")))).toBe(true)
      expect(Option.isNone(await repo((r) => r.findSuggestion(c.id, "ibuprofeno", "f1")))).toBe(true)

      await repo((r) => r.saveSuggestion(c.id, "amoxicilina 500 mg", "f2", { ...result, score_total: 9 }))
      expect(Option.isNone(await repo((r) => r.findSuggestion(c.id, "amoxicilina 500 mg", "f1")))).toBe(true)
      expect((Option.getOrThrow(await repo((r) => r.findSuggestion(c.id, "amoxicilina 500 mg", "f2"))).result as { score_total: number }).score_total).toBe(9)
      await repo((r) => r.saveSuggestion(c.id, "ibuprofeno", "f1", result))
      expect(await count("causality_kl_suggestions", "icsr_id", c.id)).toBe(2)
    })

    it("keeps one sheet per case and per product; replacing one returns the old file key", async () => {
      const c = await newCase()
      expect(Option.isNone(await repo((r) => r.sheetForCase(c.id)))).toBe(true)
      const first = sheet({ confianza: 87.5, engine: "tesseract" })
      expect(Option.isNone(await repo((r) => r.saveCaseSheet(c.id, first)))).toBe(true)
      const stored = Option.getOrThrow(await repo((r) => r.sheetForCase(c.id)))
      expect(stored).toMatchObject({ ...first, created_at: expect.any(String) })

      const second = sheet({ secciones: { farmacodinamica: "Inhibe la síntesis de la pared bacteriana." } })
      expect(Option.getOrThrow(await repo((r) => r.saveCaseSheet(c.id, second)))).toBe(first.file_key)
      expect(Option.getOrThrow(await repo((r) => r.sheetForCase(c.id))).secciones).toEqual(second.secciones)
      expect(await count("causality_ft_sections", "icsr_id", c.id)).toBe(1)

      const product = await run(Effect.flatMap(ProductRepository.ProductRepository, (p) => p.insert({ producto: `Amoxicilina ${token()}` })))
      expect(Option.isNone(await repo((r) => r.sheetForProduct(product.id)))).toBe(true)
      expect(Option.isNone(await repo((r) => r.saveProductSheet(product.id, sheet({ file_key: null }))))).toBe(true)
      expect(Option.isNone(await repo((r) => r.saveProductSheet(product.id, sheet({ file_key: null, paginas: 9 }))))).toBe(true)
      expect(Option.getOrThrow(await repo((r) => r.sheetForProduct(product.id))).paginas).toBe(9)
      // The case's sheet is not the product's.
      expect(Option.getOrThrow(await repo((r) => r.sheetForCase(c.id))).secciones).toEqual(second.secciones)

      await run(Effect.flatMap(ProductRepository.ProductRepository, (p) => p.delete(product.id)))
      expect(await count("causality_ft_sections", "producto_id", product.id)).toBe(0)
    })

    it("deleting a case removes its kl records, cached suggestions and sheet, and nothing of other cases", async () => {
      const c = await newCase()
      const keep = await newCase()
      for (const id of [c.id, keep.id]) {
        await repo((r) => r.insertKl(klValues(id)))
        await repo((r) => r.saveSuggestion(id, "amoxicilina 500 mg", "f", { score_total: 1 }))
        await repo((r) => r.saveCaseSheet(id, sheet()))
      }
      await run(Effect.flatMap(CaseRepository.CaseRepository, (r) => r.delete(c.id)))
      for (const table of ["causality_kl", "causality_kl_suggestions", "causality_ft_sections"]) {
        expect(await count(table, "icsr_id", c.id)).toBe(0)
        expect(await count(table, "icsr_id", keep.id)).toBe(1)
      }
    })

    it("rolls a kl record back with the transaction it was written in", async () => {
      const c = await newCase()
      const tx = Effect.flatMap(CausalityRepository.CausalityRepository, (r) =>
        Effect.zipRight(r.insertKl(klValues(c.id)), Effect.fail("abandonado" as const)))
      const outcome = await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(tx)).pipe(Effect.flip))
      expect(outcome).toBe("abandonado")
      expect(await repo((r) => r.hasKl(c.id))).toBe(false)
    })
  })
}
