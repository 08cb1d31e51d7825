import { Causality } from "@atalaya/causality"
import { fullCase, UNICODE_NARRATIVE } from "@atalaya/testing/ReportFixtures"
import { Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { Digemid, ModelA, ModelB, PdfForm } from "../src/index.js"
import { pageCount, pdfText, renderPage1 } from "./pdfText.js"

const firma = { nombre: "Q.F. María Torres Díaz", cargo: "Responsable de Farmacovigilancia", fecha: "20/03/2026" }

const kl = (): Causality.KlRecord => {
  const criterios = Object.fromEntries(Causality.CRITERIOS.map((k) => [k, { score: Causality.RANGOS[k].max === 3 ? 0 : 1, rationale: `Fundamento de ${Causality.NOMBRES[k]}` }])) as unknown as Causality.KlRecord["criterios"]
  return {
    id: 1, created_at: "2026-03-12T10:00:00Z", icsr_id: 41, producto_evaluado: "Amoxicilina 500 mg tabletas", criterios,
    score_total_sys: 7, score_total_qf: 7, clasificacion_sys: "Probable", clasificacion_qf: "Probable", evaluable: true,
    rationale_global_qf: "Relación temporal compatible y retirada positiva.", version_prompt: null, modelo_llm: null, created_by: 1
  }
}

/** pdftotext may break a long value across lines; compare with whitespace collapsed. */
const norm = (s: string) => s.replace(/\s+/g, " ")

describe("DIGEMID Model B", () => {
  it("puts every case field in its box, in the form's sections, with the signer at the end", async () => {
    const c = fullCase({ productos: 3, eventos: 4 })
    const pdf = await ModelB.render(c, firma)
    const text = pdfText(pdf)
    for (const section of ["A. DATOS DEL PACIENTE", "B. REACCIONES ADVERSAS SOSPECHADAS", "C. MEDICAMENTO(S) U OTRO(S) PRODUCTO(S) FARMACÉUTICO(S) SOSPECHOSO(S)", "D. MEDICAMENTO(S) U OTRO(S) PRODUCTO(S) CONCOMITANTE(S)", "E. DATOS DEL NOTIFICADOR"]) {
      expect(text).toContain(section)
    }
    expect(text.indexOf("A. DATOS DEL PACIENTE")).toBeLessThan(text.indexOf("E. DATOS DEL NOTIFICADOR"))
    const values = [
      c.paciente_iniciales, "67 años", "Femenino", "58.5", c.paciente_dni, "21/07/1958", c.paciente_grupo_etareo, c.paciente_diagnostico_principal, c.paciente_cie10,
      c.paciente_comorbilidades, "03/03/2026", "08/03/2026", c.ea_causalidad, c.reportante_nombre, c.reportante_ocupacion, c.reportante_email, c.reportante_telefono,
      c.numero, c.codigo_interno_lab, c.cenafyt_codigo, "10/03/2026", c.tipo_notificacion, c.fuente_notificacion,
      ...c.productos.flatMap((p) => [p.nombre_producto, p.registro_sanitario, p.nro_lote, p.dosis_frecuencia, p.laboratorio_pais, p.detalle_tratamiento_ram]),
      ...c.eventos.flatMap((e) => [e.meddra_pt_term, e.meddra_pt_code, e.meddra_llt_code]),
      ...c.concomitantes.flatMap((m) => [m.nombre_producto, m.motivo_prescripcion]),
      "Paciente sin lesiones residuales.", firma.nombre, firma.cargo
    ]
    for (const value of values) expect(text, String(value)).toContain(norm(String(value)))
    expect(text).toContain("creatinina ≥ 2,1 mg/dL")
    expect(text).toContain("500 µg/kg → erupción")
    expect(text.lastIndexOf(firma.nombre)).toBeGreaterThan(text.indexOf("E. DATOS DEL NOTIFICADOR"))
    expect(text).toMatch(/Página 1 de \d/)
    renderPage1(pdf, "modelo-b-page1")
  })

  it("wraps a long narrative over several pages and numbers them", async () => {
    const pdf = await ModelB.render(fullCase({ narrativeRepeat: 40, productos: 5, eventos: 10 }), firma)
    const pages = pageCount(pdf)
    expect(pages).toBeGreaterThanOrEqual(3)
    const text = pdfText(pdf)
    expect(text).toContain(`Página ${pages} de ${pages}`)
    expect(text.split("Zoë: acentos y diéresis.").length - 1).toBe(40)
  })

  it("draws characters that pdf-lib's standard fonts refuse", async () => {
    const form = await PdfForm.create({ title: "t", header: "h" })
    form.text("Narrativa", `${UNICODE_NARRATIVE} ≠ ∑ ∞ ½ “comillas” – ✓`)
    const text = pdfText(await form.finish())
    expect(text).toContain("≠ ∑ ∞ ½")
  })
})

describe("DIGEMID Model A", () => {
  it("reports the case, seriousness, kl and FT causality and the conclusion, signed", async () => {
    const c = fullCase()
    const pdf = await ModelA.render(c, kl(), firma)
    const text = pdfText(pdf)
    for (const value of ["5. GRAVEDAD (ICH E2D)", "Hospitalización o prolongación", c.ea_justificacion_gravedad, "Puntaje total (QF)", "7 / 15", "Probable", "Fundamento de Plausibilidad",
      "Relación temporal compatible y retirada positiva.", c.ea_causalidad_ft, c.ea_causalidad_ft_justificacion, c.ft_seccion, c.revision_senales, c.comentarios_adicionales,
      c.qc_realizado_por, "Alta", "11/03/2026", "25/03/2026", firma.nombre, firma.cargo]) {
      expect(text, String(value)).toContain(norm(String(value)))
    }
    renderPage1(pdf, "modelo-a-page1")
  })

  it("says so when the case has no kl assessment", async () => {
    expect(pdfText(await ModelA.render(fullCase(), null, firma))).toContain(Causality.NO_ASSESSMENT)
  })
})

describe("coding gate and request", () => {
  it("names the events without a PT and refuses a case without events", () => {
    const c = fullCase({ eventos: 3 })
    c.eventos[1]!.meddra_pt_code = null
    c.eventos[2]!.meddra_pt_term = "  "
    const exit = Effect.runSyncExit(Digemid.requireCoding(c))
    expect(exit).toEqual(Exit.fail(new Digemid.CodingIncomplete({ eventos_sin_codificar: [501, 502] })))
    const empty = Effect.runSyncExit(Digemid.requireCoding({ ...c, eventos: [] }))
    expect(Exit.isFailure(empty)).toBe(true)
    expect(Exit.isSuccess(Effect.runSyncExit(Digemid.requireCoding(fullCase())))).toBe(true)
  })

  it("accepts A or B only and names the files as decisions.md says", () => {
    expect(Effect.runSync(Digemid.decodeRequest({ modelo: "b", firma_nombre: "X" })).modelo).toBe("B")
    expect(Exit.isFailure(Effect.runSyncExit(Digemid.decodeRequest({ modelo: "C" })))).toBe(true)
    expect(Exit.isFailure(Effect.runSyncExit(Digemid.decodeRequest({})))).toBe(true)
    expect(Digemid.fileName("A", 7)).toBe("modelo_a_evaluacion_7.pdf")
    expect(Digemid.fileName("B", 7)).toBe("modelo_b_prof_salud_7.pdf")
  })
})
