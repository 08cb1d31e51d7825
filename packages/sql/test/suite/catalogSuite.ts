/**
 * The catalog part of the shared storage suite: the product repository, bulk upserts, search,
 * and how cases are enriched from the catalog. Runs unchanged on every driver.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { CaseRepository, CaseRules, CaseService, Errors, FileStorage, ProductRepository, ProductService, Transactor } from "@atalaya/core"
import { LocalFiles } from "@atalaya/files"
import { Effect, Either, type Layer, ManagedRuntime, Option } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Storage } from "../../src/index.js"
import { actor, caseBody, token } from "./storageSuite.js"

type Services = Storage.Services | FileStorage.FileStorage

/** Registers the catalog suite for one driver. */
export const runCatalogSuite = (name: string, makeLayer: () => Layer.Layer<Storage.Services, unknown>): void => {
  describe(`catalog suite: ${name}`, () => {
    let runtime: ManagedRuntime.ManagedRuntime<Storage.Services, unknown> | undefined
    const media = fs.mkdtempSync(path.join(os.tmpdir(), "atalaya-catalog-"))

    beforeAll(async () => {
      runtime = ManagedRuntime.make(makeLayer())
      await runtime.runtime()
    })
    afterAll(async () => {
      await runtime?.dispose()
      fs.rmSync(media, { recursive: true, force: true })
    })

    const run = <A, E>(effect: Effect.Effect<A, E, Services>): Promise<A> =>
      runtime!.runPromise(Effect.provideService(effect, FileStorage.FileStorage, LocalFiles.make(media)))
    const attempt = <A, E>(effect: Effect.Effect<A, E, Services>) => run(Effect.either(effect))
    const repo = <A, E>(f: (r: ProductRepository.ProductRepositoryShape) => Effect.Effect<A, E>) =>
      run(Effect.flatMap(ProductRepository.ProductRepository, f))

    it("normalizes registration numbers in SQL exactly as the domain does", async () => {
      const samples = ["EE-01234", " ee 01234 ", "E.E/01234", "n_1", "R.S. N° 123-A", "  ", "ÁB-1", "x\t-\ty"]
      const rows = await run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql<{ k: string | null }>`SELECT atalaya_registro_key(s) AS k FROM unnest(${samples}::text[]) WITH ORDINALITY AS t(s, n) ORDER BY n`))
      expect(rows.map((r) => r.k)).toEqual(samples.map((s) => CaseRules.normalizeRegistro(s) || null))
    })

    it("creates products with a unique normalized registration number", async () => {
      const reg = `EE-${token()}`
      const created = await run(ProductService.create({ producto: "Amoxil 500 mg", numero_registro: reg, comercializa: "si" }, actor))
      expect(created).toMatchObject({ producto: "Amoxil 500 mg", numero_registro: reg, comercializa: true, ficha_tecnica_url: null })
      const found = await repo((r) => r.findByRegistro(CaseRules.normalizeRegistro(` ${reg.toLowerCase().replace("-", " ")} `)))
      expect(Option.getOrThrow(found).id).toBe(created.id)
      const duplicate = await attempt(ProductService.create({ producto: "Otro", numero_registro: reg.toLowerCase() }, actor))
      expect(Either.getLeft(duplicate)).toEqual(Option.some(new Errors.Conflict({ detail: Errors.Texts.registroTaken })))
    })

    it("bulk upserts: creates, updates only the fields sent, clears explicit nulls, merges repeats, skips invalid items", async () => {
      const t = token()
      await run(ProductService.create({ producto: "Base", numero_registro: `B-${t}`, ifa: "ibuprofeno", comentarios: "keep" }, actor))
      const result = await run(ProductService.bulk({
        items: [
          { producto: "Nuevo", numero_registro: `N-${t}`, fecha_venc_registro: "2027-01-31" },
          { producto: "Base 2", numero_registro: `b ${t}`, comentarios: null, desconocido: 1 },
          { numero_registro: `X-${t}` },
          { producto: "Nuevo bis", numero_registro: `n-${t}` },
          "no es un objeto",
          { producto: "Mala", numero_registro: `M-${t}`, comercializa: "quizas" }
        ]
      }, actor))
      expect(result).toMatchObject({ created: 1, updated: 2, skipped: 3, total_processed: 6 })
      expect(result.errors.map((e) => e.index)).toEqual([2, 4, 5])
      expect(result.errors[0]).toEqual({ index: 2, numero_registro: `X-${t}`, error: "producto: field required" })
      const base = Option.getOrThrow(await repo((r) => r.findByRegistro(CaseRules.normalizeRegistro(`B-${t}`))))
      expect(base).toMatchObject({ producto: "Base 2", ifa: "ibuprofeno", comentarios: null })
      const nuevo = Option.getOrThrow(await repo((r) => r.findByRegistro(CaseRules.normalizeRegistro(`N-${t}`))))
      expect(nuevo).toMatchObject({ producto: "Nuevo bis", fecha_venc_registro: "2027-01-31" })
    })

    it("bulk is atomic: a failure after it leaves nothing imported", async () => {
      const t = token()
      const failed = await attempt(Effect.flatMap(Transactor.Transactor, (tx) =>
        tx.transaction(Effect.zipRight(
          ProductService.bulk({ items: [{ producto: "A", numero_registro: `A-${t}` }] }, actor),
          Effect.fail("boom" as const)
        ))))
      expect(Either.isLeft(failed)).toBe(true)
      expect(Option.isNone(await repo((r) => r.findByRegistro(CaseRules.normalizeRegistro(`A-${t}`))))).toBe(true)
    })

    it("bulk upserts thousands of products in one call", async () => {
      const t = token()
      const items = Array.from({ length: 2500 }, (_, i) => ({ producto: `Producto ${i}`, numero_registro: `BULK-${t}-${i}`, comercializa: i % 2 === 0 }))
      expect(await run(ProductService.bulk({ items }, actor))).toMatchObject({ created: 2500, updated: 0, skipped: 0 })
      const again = items.map((item) => ({ ...item, via: "oral" }))
      expect(await run(ProductService.bulk({ items: again }, actor))).toMatchObject({ created: 0, updated: 2500 })
      const page = await run(ProductService.list({ q: `bulk-${t}`, limit: "200" }, actor))
      expect(page.total).toBe(2500)
      expect(page.items.every((p) => p.via === "oral")).toBe(true)
    })

    it("searches producto, ifa and numero_registro: exact number first, then name prefixes; wildcards are literal", async () => {
      const t = token()
      await run(ProductService.bulk({
        items: [
          { producto: `Zeta ${t}`, ifa: `${t} sodico`, numero_registro: `S1-${t}` },
          { producto: `${t} forte`, numero_registro: `S2-${t}` },
          { producto: `Alfa ${t}`, numero_registro: `S3-${t}` },
          { producto: `100% ${t}`, numero_registro: `S4-${t}` }
        ]
      }, actor))
      const hits = await repo((r) => r.search(t, 8))
      expect(hits.total).toBe(4)
      expect(hits.items[0]!.producto).toBe(`${t} forte`)
      expect(hits.items[1]!.producto).toBe(`Zeta ${t}`)
      const exact = await repo((r) => r.search(`s3 ${t}`, 8))
      expect(exact.items[0]!.numero_registro).toBe(`S3-${t}`)
      const percent = await repo((r) => r.search(`100% ${t}`, 8))
      expect(percent.items.map((h) => h.numero_registro)).toEqual([`S4-${t}`])
      expect((await repo((r) => r.search(`1_0 ${t}`, 8))).total).toBe(0)
    })

    it("lists with filters, sorting and paging", async () => {
      const t = token()
      await run(ProductService.bulk({
        items: [
          { producto: `b ${t}`, ifa: "z", numero_registro: `L1-${t}`, estado_registro: "Vigente", comercializa: true },
          { producto: `a ${t}`, ifa: "y", numero_registro: `L2-${t}`, estado_registro: "Cancelado", comercializa: false },
          { producto: `c ${t}`, numero_registro: `L3-${t}`, estado_registro: "vigente" }
        ]
      }, actor))
      const all = await run(ProductService.list({ q: t }, actor))
      expect(all.items.map((p) => p.producto)).toEqual([`a ${t}`, `b ${t}`, `c ${t}`])
      expect((await run(ProductService.list({ q: t, estado: "VIGENTE" }, actor))).total).toBe(2)
      expect((await run(ProductService.list({ q: t, comercializa: "si" }, actor))).items.map((p) => p.numero_registro)).toEqual([`L1-${t}`])
      expect((await run(ProductService.list({ q: t, comercializa: "no" }, actor))).items.map((p) => p.numero_registro)).toEqual([`L2-${t}`])
      const byIfa = await run(ProductService.list({ q: t, sort: "ifa", order: "desc" }, actor))
      expect(byIfa.items.map((p) => p.ifa)).toEqual(["z", "y", null])
      const page = await run(ProductService.list({ q: t, offset: "1", limit: "1" }, actor))
      expect(page).toMatchObject({ total: 3, offset: 1, limit: 1 })
      expect(page.items.map((p) => p.producto)).toEqual([`b ${t}`])
      expect((await run(ProductService.list({ numero_registro: `l2 ${t}` }, actor))).items.map((p) => p.producto)).toEqual([`a ${t}`])
    })

    it("enriches case products from the catalog and maps registration numbers on single reads", async () => {
      const t = token()
      const product = await run(ProductService.create({
        producto: "Amoxil", numero_registro: `EE-${t}`, laboratorio_pais: "GSK (Reino Unido)", fecha_venc_registro: "2028-06-30"
      }, actor))
      const created = await run(CaseService.create(caseBody({
        descripcion_evento: `enriquecimiento ${t}`,
        producto_id: product.id,
        productos: [{ nombre_producto: "Amoxil", registro_sanitario: `ee ${t}` }, { nombre_producto: "Otro", registro_sanitario: "NO-EXISTE" }]
      }), actor))
      expect(created.productos[0]).toMatchObject({ laboratorio: "GSK (Reino Unido)", rs_vencimiento: "2028-06-30" })
      expect(created.productos[1]).toMatchObject({ laboratorio: null, rs_vencimiento: null })
      const read = Option.getOrThrow(await run(Effect.flatMap(CaseRepository.CaseRepository, (r) => r.findById(created.id))))
      const key = CaseRules.normalizeRegistro(`EE-${t}`)
      expect(read.rs_catalog_map).toEqual({ [key]: { id: product.id, producto: "Amoxil", laboratorio: "GSK (Reino Unido)", rs_vencimiento: "2028-06-30" } })
      const listed = await run(CaseService.list({ q: `enriquecimiento ${t}` }))
      expect(listed.items[0]!.productos[0]).toMatchObject({ laboratorio: "GSK (Reino Unido)" })
      expect(listed.items[0]!.rs_catalog_map).toBeUndefined()

      // A linked product cannot be deleted; an unknown product cannot be linked.
      const blocked = await attempt(ProductService.remove(product.id, actor))
      expect(Either.getLeft(blocked)).toEqual(Option.some(new Errors.Conflict({ detail: Errors.Texts.productInUse })))
      const unknown = await attempt(CaseService.create(caseBody({ producto_id: 99_999_999 }), actor))
      expect(Either.getLeft(unknown).pipe(Option.map((e) => e._tag))).toEqual(Option.some("ValidationFailed"))
    })

    it("keeps a technical sheet in file storage and removes it with its product", async () => {
      const product = await run(ProductService.create({ producto: "Con ficha", numero_registro: `F-${token()}` }, actor))
      const pdf = new TextEncoder().encode("%PDF-1.4\n% ficha\n")
      const link = await run(ProductService.uploadFicha(product.id, { bytes: pdf, size: pdf.length }, actor, "http://h"))
      expect(link).toEqual({ url: `/api/v1/products/${product.id}/ficha-tecnica/file`, abs_url: `http://h/api/v1/products/${product.id}/ficha-tecnica/file` })
      expect(await run(ProductService.downloadFicha(product.id))).toEqual(pdf)
      const stored = fs.readdirSync(path.join(media, "fichas", String(product.id)))
      expect(stored).toHaveLength(1)
      await run(ProductService.remove(product.id, actor))
      expect(fs.readdirSync(path.join(media, "fichas", String(product.id)))).toEqual([])
    })
  })
}
