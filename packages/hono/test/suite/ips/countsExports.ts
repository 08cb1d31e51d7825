/**
 * Case counts (regen) against cases built for the test, the signal analysis of `GET /senales`, and
 * the exports: DOCX, PDF through the external service and the local converter, standalone HTML.
 */
import type { GotenbergTestServer } from "@atalaya/testing/GotenbergTestServer"
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import PizZip from "pizzip"
import { describe, expect, it } from "vitest"
import type { Json } from "../../support/apiHarness.js"
import { pdfText } from "../documents/support.js"
import type { IpsHarness } from "./support.js"

/** Letters only: product words with digits are ignored by the matching rule, as dose numbers are. */
const letters = (n: number) => Array.from({ length: n }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("")

/** The registered cases. */
export const countsAndExports = (h: IpsHarness, gotenberg: () => GotenbergTestServer, options: { readonly screenshots?: boolean }) => {
  const qf = () => h.users.qf.token
  const brand = `Qvox${letters(6)}`
  const ingredient = `zeta${letters(6)}ina`
  const registro = `RS-${letters(4).toUpperCase()}-2210`
  let productId = 0
  let reportId = 0
  const mine: Array<number> = []

  const newCase = async (over: Record<string, unknown>, pts: ReadonlyArray<string>) => {
    const res = await h.call("POST", "/icsr", { token: qf(), json: {
      paciente_iniciales: "ABC", paciente_edad: 40, paciente_sexo: "F", reportante_nombre: "Q.F. Prueba", descripcion_evento: "Evento de prueba",
      producto_sospechoso: "Otro medicamento", ...over
    } })
    expect(res.status, res.text).toBe(201)
    if (pts.length > 0) {
      const ev = await h.call("PUT", `/icsr/${res.body.id}/eventos`, { token: qf(), json: { eventos: pts.map((pt) => ({ texto: pt, meddra_pt_term: pt })) } })
      expect(ev.status, ev.text).toBe(200)
    }
    return res.body.id as number
  }

  describe("counts and signals", () => {
    it("regen counts the product's cases in the period by registration, typo'd brand and ingredient; signals against the base", async () => {
      const p = await h.call("POST", "/ips/productos", { token: qf(), json: { nombre: `${brand} 400 mg tabletas`, principio_activo: ingredient, registro_sanitario: registro } })
      productId = p.body.id
      mine.push(await newCase({ fecha_inicio_evento: "2025-02-10", gravedad: "Grave", ea_causalidad: "Probable", ea_desenlace: "Recuperado", productos: [{ nombre_producto: brand, registro_sanitario: registro }] }, ["Rash", "Prurito"]))
      mine.push(await newCase({ fecha_inicio_evento: "2025-03-01", gravedad: "No grave", ea_causalidad: "Posible", productos: [{ nombre_producto: "Sin nombre", registro_sanitario: registro.toLowerCase().replaceAll("-", " ") }] }, ["Rash"]))
      // No event date: the reception date (today) is outside the period, so it is dated by hand below.
      mine.push(await newCase({ fecha_inicio_evento: "2025-06-30", gravedad: "No grave", producto_sospechoso: `${brand.slice(0, -1)}x 400mg` }, ["Rash"]))
      mine.push(await newCase({ fecha_inicio_evento: "2025-01-01", ea_desenlace: "Desconocido", productos: [{ nombre_producto: "Genérico", ifa: ingredient.toUpperCase() }] }, ["Cefalea"]))
      const before = await newCase({ fecha_inicio_evento: "2024-12-31", productos: [{ nombre_producto: brand, registro_sanitario: registro }] }, ["Rash"])
      await newCase({ fecha_inicio_evento: "2025-02-01" }, ["Rash"])
      for (const pt of ["Cefalea", "Cefalea", "Nausea", "Nausea", "Nausea", "Cefalea"]) await newCase({ fecha_inicio_evento: "2025-02-01" }, [pt])
      await newCase({ fecha_inicio_evento: "2025-04-01", producto_sospechoso: `${brand}ol` }, [])

      const created = await h.call("POST", "/ips", { token: qf(), json: { producto_id: productId, periodo_inicio: "2025-01-01", periodo_fin: "2025-06-30" } })
      reportId = created.body.id
      const res = await h.call("POST", `/ips/${reportId}/regen`, { token: qf() })
      expect(res.status, res.text).toBe(200)
      expect(res.body.casos_total).toBe(4)
      expect(res.body.eventos_resumen).toEqual({
        total: 4,
        por_gravedad: { Grave: 1, "No grave": 2, "Sin dato": 1 },
        por_causalidad: { Probable: 1, Posible: 1, "Sin dato": 2 },
        por_desenlace: { Recuperado: 1, Desconocido: 1, "Sin dato": 2 },
        por_pt: { Rash: 3, Prurito: 1, Cefalea: 1 },
        por_mes: { "2025-01": 1, "2025-02": 1, "2025-03": 1, "2025-06": 1 },
        casos: [...mine].sort((a, b) => a - b)
      })
      expect(res.body.eventos_resumen.casos).not.toContain(before)
      // Rash: a = 4 (the earlier case counts against the base), b = 1, c = 1, d = 6 of N = 12 coded cases.
      const rash = res.body.senales_detectadas.pares.find((x: Json) => x.pt === "Rash")
      expect(rash).toMatchObject({ casos: 4, prr: 5.6, ror: 24, chi2: 2.831, senal: false })
      expect(res.body.senales_detectadas.metodo).toContain("Evans 2001")
      expect(res.body.regenerado_at).not.toBeNull()
    })

    it("GET /senales: the same analysis for any product and window", async () => {
      const res = await h.call("GET", `/senales?producto=${productId}&min_casos=2`, { token: h.users.legal.token })
      expect(res.status, res.text).toBe(200)
      expect(res.body).toMatchObject({ total: 1, casos_producto: 5, casos_base: 12, items: [{ pt: "Rash", casos: 4, prr: 5.6 }] })
      const windowed = await h.call("GET", `/senales?producto=${encodeURIComponent(registro)}&desde=2025-01-01&hasta=2025-06-30`, { token: h.users.legal.token })
      expect(windowed.body).toMatchObject({ casos_producto: 4, casos_base: 11 })
      expect((await h.call("GET", "/senales", { token: qf() })).body.detail[0].loc).toEqual(["query", "producto"])
      expect((await h.call("GET", "/senales?producto=1&desde=ayer", { token: qf() })).body.detail[0].loc).toEqual(["query", "desde"])
      expect((await h.call("GET", "/senales?producto=999999", { token: qf() })).status).toBe(404)
    })
  })

  describe("exports", () => {
    const fileName = `ips_${brand}_400_mg_tabletas_2025-01-01_2025-06-30_v1`
    it("DOCX from templates/ips/ips.docx with the report's values and tables", async () => {
      await h.call("PUT", `/ips/${reportId}`, { token: qf(), json: { conclusiones: "Sin cambios en el perfil de seguridad.", unidades_comercializadas: 5400 } })
      const res = await h.request("GET", `/ips/${reportId}/export/docx`, { token: h.users.qa.token })
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${fileName}.docx"`)
      const text = new PizZip(new Uint8Array(await res.arrayBuffer())).file("word/document.xml")!.asText().replace(/<[^>]+>/g, " ")
      expect(text).toContain(`${brand} 400 mg tabletas`)
      expect(text).toContain("Sin cambios en el perfil de seguridad.")
      expect(text).toMatch(/Casos en el periodo:\s+4/)
      expect(text).toContain("Rash")
      expect(text).not.toContain("{{")
    })

    it("PDF through the local converter and through the external service, each with its chart page; 503 when the service fails", async () => {
      const local = await h.request("GET", `/ips/${reportId}/export-local/pdf`, { token: h.users.qa.token })
      expect(local.status).toBe(200)
      expect(local.headers.get("content-disposition")).toBe(`attachment; filename="${fileName}.pdf"`)
      const localBytes = new Uint8Array(await local.arrayBuffer())
      const text = pdfText(localBytes)
      expect(text).toContain("INFORME PERIÓDICO DE SEGURIDAD")
      expect(text).toContain("Gráficos de los casos del periodo")
      const before = gotenberg().received.length
      const remote = await h.request("GET", `/ips/${reportId}/export/pdf`, { token: h.users.qa.token })
      expect(remote.status).toBe(200)
      expect(gotenberg().received.length).toBe(before + 1)
      expect(pdfText(new Uint8Array(await remote.arrayBuffer()))).toContain(`${brand} 400 mg tabletas`)
      gotenberg().fail = true
      try {
        expect(await (await h.request("GET", `/ips/${reportId}/export/pdf`, { token: h.users.qa.token })).json()).toEqual({ detail: "Conversor de documentos no disponible" })
      } finally {
        gotenberg().fail = false
      }
      if (options.screenshots) {
        const dir = process.env.ATALAYA_TEST_ARTEFACTS ?? path.join(h.tempDir(), "ips-artefacts")
        fs.mkdirSync(dir, { recursive: true })
        fs.writeFileSync(path.join(dir, "ips.pdf"), localBytes)
        execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", path.join(dir, "ips.pdf"), path.join(dir, "ips-pdf")])
        expect(fs.statSync(path.join(dir, "ips-pdf-1.png")).size).toBeGreaterThan(10_000)
      }
    })

    it("standalone HTML: inline CSS and SVG charts, no script, no external asset", async () => {
      const res = await h.request("GET", `/ips/${reportId}/export.html`, { token: h.users.qa.token })
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8")
      const html = await res.text()
      expect(html).toMatch(/^<!DOCTYPE html>/)
      expect((html.match(/<svg/g) ?? []).length).toBe(4)
      expect(html).toContain("Casos por gravedad")
      expect(html).not.toMatch(/<script|<link|\ssrc=["']https?:|url\(\s*["']?https?:/i)
      expect(html).toContain("<td>Rash</td>")
      if (options.screenshots) {
        const dir = process.env.ATALAYA_TEST_ARTEFACTS ?? path.join(h.tempDir(), "ips-artefacts")
        fs.mkdirSync(dir, { recursive: true })
        fs.writeFileSync(path.join(dir, "ips.html"), html)
        execFileSync("chromium", ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=1100,1400", `--screenshot=${path.join(dir, "ips-html.png")}`, `file://${path.join(dir, "ips.html")}`], { stdio: "ignore", timeout: 60_000 })
        expect(fs.statSync(path.join(dir, "ips-html.png")).size).toBeGreaterThan(20_000)
      }
    })
  })
}
