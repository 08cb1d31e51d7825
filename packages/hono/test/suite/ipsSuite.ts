/**
 * Periodic safety reports over HTTP, shared by every storage driver (service-spec "Periodic safety
 * reports (IPS)"; decisions.md "IPS"): products, the workflow and its forbidden transitions, the
 * read-only rule, permissions, the calendar and literature; counts, signals and exports in
 * `ips/countsExports.ts`. The external converter is a Gotenberg-speaking server on loopback that
 * converts with the real LibreOffice.
 */
import { Effect, Layer } from "effect"
import { Export } from "@atalaya/ips"
import { Gotenberg, LibreOffice } from "@atalaya/reports"
import { startGotenbergTestServer, type GotenbergTestServer } from "@atalaya/testing/GotenbergTestServer"
import { afterAll, describe, expect, it } from "vitest"
import { type Json, type MakeStorageLayer, marker, useApiHarness } from "../support/apiHarness.js"
import { countsAndExports } from "./ips/countsExports.js"
import type { IpsHarness } from "./ips/support.js"

/** Runs the IPS suite over one storage driver. */
export const runIpsSuite = (driver: string, makeStorageLayer: MakeStorageLayer, options: { readonly screenshots?: boolean } = {}) => {
  describe(`IPS over ${driver}`, () => {
    let gotenberg: GotenbergTestServer | undefined
    const h: IpsHarness = useApiHarness(makeStorageLayer, { qf: ["qf"], qa: ["qa"], dt: ["direccion_tecnica"], legal: ["legal"], rfv: ["responsable_fv"] }, {
      acceptStatuses: [503],
      overrides: async () => {
        const local = await Effect.runPromise(LibreOffice.make(LibreOffice.findSoffice()!))
        gotenberg = await startGotenbergTestServer((bytes) => Effect.runPromise(local.toPdf(bytes, "docx")))
        return Layer.succeed(Export.RemoteConverter, Gotenberg.make(gotenberg.url))
      }
    })
    afterAll(async () => {
      await gotenberg?.close()
    })

    const token = (who: "qf" | "qa" | "dt" | "legal" | "rfv" | "admin") => h.users[who].token
    const product = async (over: Record<string, unknown> = {}) => {
      const res = await h.call("POST", "/ips/productos", { token: token("qf"), json: { nombre: `Producto ${marker()}`, principio_activo: "ibuprofeno", ...over } })
      expect(res.status, res.text).toBe(201)
      return res.body
    }
    const report = async (productoId: number, over: Record<string, unknown> = {}) => {
      const res = await h.call("POST", "/ips", { token: token("qf"), json: { producto_id: productoId, periodo_inicio: "2025-01-01", periodo_fin: "2025-06-30", unidades_comercializadas: 1200, ...over } })
      expect(res.status, res.text).toBe(201)
      return res.body
    }

    describe("products", () => {
      it("creates, reads, lists and changes IPS products; registro_sanitario is unique", async () => {
        const registro = `EE-${marker()}`
        const p = await product({ registro_sanitario: registro, fecha_autorizacion: "2020-05-01", fabricante: "Laboratorio Andino" })
        expect(p).toMatchObject({ registro_sanitario: registro, fecha_autorizacion: "2020-05-01", cal_id: null })
        const twin = await h.call("POST", "/ips/productos", { token: token("qf"), json: { nombre: "Otro", registro_sanitario: registro.toLowerCase().replace("-", " ") } })
        expect(twin).toMatchObject({ status: 409, body: { detail: "Ya existe un producto IPS con ese registro_sanitario" } })
        expect((await h.call("GET", `/ips/productos/${p.id}`, { token: token("qa") })).body).toEqual(p)
        expect((await h.call("GET", `/ips/productos?q=${registro}`, { token: token("qa") })).body).toMatchObject({ total: 1, items: [{ id: p.id }] })
        const changed = await h.call("PUT", `/ips/productos/${p.id}`, { token: token("qf"), json: { presentacion: "Caja x 20 tabletas" } })
        expect(changed.body).toMatchObject({ id: p.id, presentacion: "Caja x 20 tabletas", registro_sanitario: registro })
        expect((await h.call("GET", "/ips/productos/999999", { token: token("qa") })).body).toEqual({ detail: "Producto IPS no encontrado" })
        expect((await h.call("POST", "/ips/productos", { token: token("qf"), json: {} })).body.detail[0].loc).toEqual(["body", "nombre"])
      })
    })

    describe("workflow", () => {
      it("borrador → validado → aprobado, read-only afterwards, every forbidden transition a 409", async () => {
        const p = await product()
        const r = await report(p.id)
        expect(r).toMatchObject({ estado: "borrador", version: 1, producto_id: p.id, producto: { nombre: p.nombre }, unidades_comercializadas: 1200 })
        const edited = await h.call("PUT", `/ips/${r.id}`, { token: token("qf"), json: { conclusiones: { texto: "Perfil sin cambios" }, lotes_distribuidos: 14 } })
        expect(edited.body).toMatchObject({ conclusiones: { texto: "Perfil sin cambios" }, lotes_distribuidos: 14 })
        expect((await h.call("POST", `/ips/${r.id}/approve`, { token: token("dt") }))).toMatchObject({ status: 409, body: { detail: "Transicion no permitida: borrador -> aprobado" } })
        expect((await h.call("POST", `/ips/${r.id}/qa-validate`, { token: token("qf") })).status).toBe(403)
        const validated = await h.call("POST", `/ips/${r.id}/qa-validate`, { token: token("qa") })
        expect(validated.body).toMatchObject({ estado: "validado", validado_por: h.users.qa.email })
        expect((await h.call("PUT", `/ips/${r.id}`, { token: token("qf"), json: { lotes_distribuidos: 1 } }))).toMatchObject({ status: 409, body: { detail: "El IPS solo se puede editar en borrador" } })
        expect((await h.call("POST", `/ips/${r.id}/regen`, { token: token("qf") })).status).toBe(409)
        expect((await h.call("POST", `/ips/${r.id}/qa-validate`, { token: token("qa") })).body).toEqual({ detail: "Transicion no permitida: validado -> validado" })
        expect((await h.call("POST", `/ips/${r.id}/approve`, { token: token("qa") })).status).toBe(403)
        const approved = await h.call("POST", `/ips/${r.id}/approve`, { token: token("dt") })
        expect(approved.body).toMatchObject({ estado: "aprobado", aprobado_por: h.users.dt.email })
        for (const [method, path, json] of [["PUT", `/ips/${r.id}`, { lotes_distribuidos: 2 }], ["POST", `/ips/${r.id}/fuentes/cleanup`, undefined], ["POST", `/ips/${r.id}/fuentes/bulk`, { items: [] }]] as const) {
          expect((await h.call(method, path, { token: token("qf"), ...(json ? { json } : {}) })).body).toEqual({ detail: "El IPS solo se puede editar en borrador" })
        }
        expect((await h.call("POST", `/ips/${r.id}/reject`, { token: token("dt"), json: { motivo: "x" } })).body).toEqual({ detail: "Transicion no permitida: aprobado -> borrador" })
        expect((await h.call("DELETE", `/ips/${r.id}`, { token: token("qf"), json: { password: h.users.qf.password } })).status).toBe(409)
        // A new version is the way to change an approved report.
        const v2 = await h.call("POST", `/ips/${r.id}/new-version`, { token: token("qf") })
        expect(v2.status, v2.text).toBe(201)
        expect(v2.body).toMatchObject({ version: 2, estado: "borrador", conclusiones: { texto: "Perfil sin cambios" }, lotes_distribuidos: 14 })
        expect((await h.call("GET", `/ips/${r.id}`, { token: token("legal") })).status).toBe(403)
        expect((await h.call("GET", `/ips/${r.id}`, { token: token("qa") })).body.estado).toBe("aprobado")
        expect((await h.call("POST", `/ips/${v2.body.id}/new-version`, { token: token("qf") })).status).toBe(409)
      })

      it("reject sends validado back to borrador with a reason; delete needs the password and a borrador", async () => {
        const r = await report((await product()).id)
        await h.call("POST", `/ips/${r.id}/qa-validate`, { token: token("qa") })
        expect((await h.call("POST", `/ips/${r.id}/reject`, { token: token("qf"), json: { motivo: "x" } })).status).toBe(403)
        expect((await h.call("POST", `/ips/${r.id}/reject`, { token: token("qa"), json: {} })).body.detail[0].loc).toEqual(["body", "motivo"])
        const rejected = await h.call("POST", `/ips/${r.id}/reject`, { token: token("dt"), json: { motivo: "Faltan las unidades" } })
        expect(rejected.body).toMatchObject({ estado: "borrador", validado_por: null })
        expect((await h.call("DELETE", `/ips/${r.id}`, { token: token("qf"), json: {} })).body.detail[0].loc).toEqual(["body", "password"])
        expect((await h.call("DELETE", `/ips/${r.id}`, { token: token("qf"), json: { password: "mal" } })).status).toBe(401)
        expect((await h.call("DELETE", `/ips/${r.id}`, { token: token("qf"), json: { password: h.users.qf.password } })).body).toEqual({ ok: true, deleted_id: r.id })
        expect((await h.call("GET", `/ips/${r.id}`, { token: token("qf") })).body).toEqual({ detail: "IPS no encontrado" })
      })

      it("validates bodies and lists with filters", async () => {
        const p = await product()
        const bad = await h.call("POST", "/ips", { token: token("qf"), json: { producto_id: p.id, periodo_inicio: "2025-06-30", periodo_fin: "2025-01-01" } })
        expect(bad.body.detail[0].loc).toEqual(["body", "periodo_fin"])
        expect((await h.call("POST", "/ips", { token: token("qf"), json: { producto_id: p.id, periodo_inicio: "2025-01-01", periodo_fin: "2025-06-30", estado: "aprobado" } })).body.detail[0].loc).toEqual(["body", "estado"])
        expect((await h.call("POST", "/ips", { token: token("qf"), json: { producto_id: 999999, periodo_inicio: "2025-01-01", periodo_fin: "2025-06-30" } })).status).toBe(404)
        const a = await report(p.id)
        expect((await h.call("POST", "/ips", { token: token("qf"), json: { producto_id: p.id, periodo_inicio: "2025-01-01", periodo_fin: "2025-06-30" } })).status).toBe(409)
        const b = await report(p.id, { periodo_inicio: "2025-07-01", periodo_fin: "2025-12-31" })
        await h.call("POST", `/ips/${b.id}/qa-validate`, { token: token("qa") })
        const list = await h.call("GET", `/ips?producto=${p.id}`, { token: token("qa") })
        expect(list.body).toMatchObject({ total: 2, limit: 50, offset: 0 })
        expect(list.body.items.map((x: Json) => x.id)).toEqual([b.id, a.id])
        expect((await h.call("GET", `/ips?producto=${p.id}&estado=validado`, { token: token("qa") })).body.items.map((x: Json) => x.id)).toEqual([b.id])
        expect((await h.call("GET", `/ips?producto=${encodeURIComponent(p.nombre)}&limit=1&offset=1`, { token: token("qa") })).body).toMatchObject({ total: 2, items: [{ id: a.id }] })
        expect((await h.call("GET", "/ips?estado=otro", { token: token("qa") })).body.detail[0].loc).toEqual(["query", "estado"])
        expect((await h.call("GET", "/ips?limit=0", { token: token("qa") })).body.detail[0].loc).toEqual(["query", "limit"])
      })
    })

    describe("calendar", () => {
      it("search, prefill by ICH E2C(R1), from-calendario creating then reusing the product, history", async () => {
        const registro = `EN-${marker()}`
        const catalog = await h.call("POST", "/products", { token: token("qf"), json: { producto: `Ibuprix ${registro}`, ifa: "ibuprofeno", numero_registro: registro, fecha_primer_registro: "2023-02-10" } })
        expect(catalog.status, catalog.text).toBe(201)
        const found = await h.call("GET", `/ips/calendario-search?q=${registro.toLowerCase()}`, { token: token("qa") })
        expect(found.body).toEqual([{ id: catalog.body.id, label: `Ibuprix ${registro} — ${registro}` }])
        const prefill = await h.call("GET", `/ips/calendario/${catalog.body.id}/prefill`, { token: token("qa") })
        expect(prefill.body).toEqual({
          producto: { nombre: `Ibuprix ${registro}`, principio_activo: "ibuprofeno", registro_sanitario: registro, fecha_autorizacion: "2023-02-10" },
          report: { periodo_inicio: "2023-02-10", periodo_fin: "2023-08-09", estado: "borrador" }, cal_id: catalog.body.id, regla: "ICH E2C(R1)"
        })
        const created = await h.call("POST", `/ips/from-calendario?cal_id=${catalog.body.id}`, { token: token("qf") })
        expect(created.status, created.text).toBe(201)
        expect(created.body).toMatchObject({ periodo_inicio: "2023-02-10", periodo_fin: "2023-08-09", cal_id: catalog.body.id, producto: { registro_sanitario: registro } })
        expect((await h.call("GET", `/ips/calendario/${catalog.body.id}/prefill`, { token: token("qa") })).body.report).toMatchObject({ periodo_inicio: "2023-08-10", periodo_fin: "2024-02-09" })
        const second = await h.call("POST", `/ips/from-calendario?cal_id=${catalog.body.id}&periodo_inicio=2023-08-10&periodo_fin=2024-02-09`, { token: token("qf") })
        expect(second.body.producto_id).toBe(created.body.producto_id)
        const history = await h.call("GET", `/ips/calendario/${catalog.body.id}/reports`, { token: token("qa") })
        expect(history.body.map((x: Json) => x.id)).toEqual([second.body.id, created.body.id])
        expect((await h.call("GET", "/ips/calendario/999999/prefill", { token: token("qa") })).status).toBe(404)
        expect((await h.call("POST", "/ips/from-calendario", { token: token("qf") })).body.detail[0].loc).toEqual(["query", "cal_id"])
      })
    })

    describe("literature", () => {
      it("bulk saves deduplicated by URL, title and year, keeps the better data; cleanup normalises; kpis by source", async () => {
        const r = await report((await product()).id)
        const res = await h.call("POST", `/ips/${r.id}/fuentes/bulk`, { token: token("qf"), json: { translate: false, items: [
          { source: "pmc", title: "Ibuprofen and renal injury", url: "https://www.ncbi.nlm.nih.gov/pmc/articles/PMC1/", year: 2024, citation: "Smith J.  Ibuprofen and renal injury;" },
          { source: "PMC", title: "Ibuprofen and renal injury.", url: "http://ncbi.nlm.nih.gov/pmc/articles/PMC1?utm_source=x", year: 2024, abstract: "A longer abstract with data", journal: "BMJ" },
          { source: "lilacs", title: "Reacciones adversas a AINE", year: 2023 },
          { source: "SCIELO", title: "REACCIONES ADVERSAS A AINE", year: 2023, detected_total: 7 },
          { source: "scielo", title: "Reacciones adversas a AINE", year: 2022 }
        ] } })
        expect(res.status, res.text).toBe(200)
        expect(res.body).toEqual({ saved: 5, total_now: 3, kpis: { literaturas_detected: 3, pmc_detected: 1, lilacs_detected: 1, scielo_detected: 1 }, engine: null })
        const list = (await h.call("GET", `/ips/${r.id}/fuentes`, { token: token("qa") })).body
        expect(list.items[0]).toMatchObject({ source: "PMC", citation: "Smith J. Ibuprofen and renal injury.", abstract: "A longer abstract with data", journal: "BMJ" })
        expect(list.items[1]).toMatchObject({ source: "LILACS", detected_total: 7 })
        const again = await h.call("POST", `/ips/${r.id}/fuentes/bulk`, { token: token("qf"), json: { translate: true, target_lang: "en", items: [{ source: "PMC", title: "Reacción adversa grave en niños", year: 2025, abstract: "El paciente presentó fiebre." }] } })
        expect(again.body).toMatchObject({ total_now: 4, engine: "apertium" })
        const translated = (await h.call("GET", `/ips/${r.id}/fuentes`, { token: token("qa") })).body.items[3]
        expect(translated.title).toMatch(/adverse reaction/i)
        expect(translated.abstract).toMatch(/fever/i)
        expect((await h.call("POST", `/ips/${r.id}/fuentes/cleanup`, { token: token("qf") })).body).toMatchObject({ ok: true, removed: 0, total_now: 4 })
        expect((await h.call("POST", `/ips/${r.id}/fuentes/bulk`, { token: token("qf"), json: { items: [{ title: "x" }] } })).body.detail[0].loc).toEqual(["body", "items", 0, "source"])
      })
    })

    countsAndExports(h, () => gotenberg!, options)
  })
}
