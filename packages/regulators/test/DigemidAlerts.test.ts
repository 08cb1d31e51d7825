/**
 * DIGEMID's alerts: dates with Spanish month abbreviations at 12:00 in Lima (stored in UTC, a
 * missing year is the current one), the index read as a table first and then as post cards, and
 * the rules that find the alert number, product and reason.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "vitest"
import { DigemidAlerts } from "../src/index.js"

const page = (name: string) => fs.readFileSync(path.join(import.meta.dirname, "fixtures", name), "utf8")

describe("dates", () => {
  it.each([
    ["14 oct 2026", "2026-10-14T17:00:00.000Z"],
    ["02-set", "2026-09-02T17:00:00.000Z"],
    ["2 sep", "2026-09-02T17:00:00.000Z"],
    ["5 de noviembre de 2025", "2025-11-05T17:00:00.000Z"],
    ["1 ENE. 2026", "2026-01-01T17:00:00.000Z"],
    ["03/12/2025", "2025-12-03T17:00:00.000Z"],
    ["2026-02-28", "2026-02-28T17:00:00.000Z"],
    ["31 abr 2026", null],
    ["pronto", null]
  ])("%s → %s", (raw, iso) => {
    expect(DigemidAlerts.parseDate(raw, 2026)).toBe(iso)
  })
})

describe("the index", () => {
  it("reads the table first", () => {
    const index = DigemidAlerts.parseIndex(page("digemid-alertas-tabla.html"), "http://127.0.0.1:9/")!
    expect(index.kind).toBe("tabla")
    expect(index.alerts[0]).toEqual({
      title: "AMOXICILINA 500 mg cápsulas, lote A2345", n_alerta: "25-2026", producto: "AMOXICILINA 500 mg cápsulas, lote A2345",
      motivo: "Resultados no conformes en el ensayo de disolución", enlace: "http://127.0.0.1:9/webDigemid/wp-content/uploads/2026/10/ALERTA-25-2026.pdf",
      date: "14 oct 2026", card: false
    })
  })
  it("else the post cards, whose text is on their detail pages", () => {
    const index = DigemidAlerts.parseIndex(page("digemid-alertas-tarjetas.html"), "http://127.0.0.1:9/")!
    expect(index.kind).toBe("tarjetas")
    expect(index.alerts.map((a) => [a.title, a.enlace, a.date])).toEqual([
      ["ALERTA DIGEMID N° 27-2026", "http://127.0.0.1:9/webDigemid/alerta-digemid-n-27-2026/", "21 nov"],
      ["Comunicado sobre jarabes pediátricos", "http://127.0.0.1:9/webDigemid/alerta-digemid-n-26-2026/", "5 de noviembre de 2026"]
    ])
  })
  it("neither is a changed layout", () => {
    expect(DigemidAlerts.parseIndex(page("challenge.html"), "http://127.0.0.1:9/")).toBeNull()
  })
})

describe("rules", () => {
  it("find the number, the product and the reason in an alert's text", () => {
    const body = "La DIGEMID comunica el retiro del mercado del producto IBUPROFENO 400 mg tabletas recubiertas, lote B7788, debido a resultados no conformes en el ensayo de valoración."
    expect(DigemidAlerts.rules("ALERTA DIGEMID N° 27-2026", body)).toEqual({
      n_alerta: "27-2026", producto: "IBUPROFENO 400 mg tabletas recubiertas", motivo: "debido a resultados no conformes en el ensayo de valoración."
    })
    expect(DigemidAlerts.rules("Comunicado", "Verifique el registro sanitario.")).toEqual({ n_alerta: "", producto: "", motivo: "" })
  })
})
