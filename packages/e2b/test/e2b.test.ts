import { fullCase } from "@atalaya/testing/ReportFixtures"
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { buildMessage, parseBatch, validate } from "../src/index.js"

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8")

describe("E2B(R3) export", () => {
  it("builds a message valid against the ICH schema, with every field E2B carries", async () => {
    const c = fullCase({ productos: 3, eventos: 4 })
    const xml = buildMessage(c, undefined, new Date("2026-03-20T12:00:00Z"))
    expect(await validate(xml)).toEqual([])
    for (const value of ["PE-ATALAYA-41", "<name>JPM</name>", 'code="2" codeSystem="1.0.5218"', 'value="67" unit="a"', 'value="58.5" unit="kg"', "EN-04323", "L2402A", "Amoxicilina trihidrato",
      'code="10037890" codeSystem="2.16.840.1.113883.6.163" codeSystemVersion="27.0"', "Erupción cutánea generalizada 4", "mailto:ana.ruiz@example.org", "Dra. Ana Ruiz Quispe", "Losartán 50 mg", "Hipertensión arterial",
      "creatinina ≥ 2,1 mg/dL", "<value xsi:type=\"ST\">Probable</value>", "20260303", "20260308", 'code="31" codeSystem="2.16.840.1.113883.3.989.2.1.1.19"']) {
      expect(xml, value).toContain(value)
    }
    // Hospitalisation and medically important: true; the other criteria not informed.
    expect(xml.match(/code="33" codeSystem="2.16.840.1.113883.3.989.2.1.1.19"\/>\s*<value xsi:type="BL" value="true"/g)?.length).toBe(4)
    expect(xml.match(/code="34" codeSystem="2.16.840.1.113883.3.989.2.1.1.19"\/>\s*<value xsi:type="BL" nullFlavor="NI"/g)?.length).toBe(4)
  })

  it("a schema violation is reported with its line", async () => {
    const xml = buildMessage(fullCase()).replace("<responseModeCode", "<bogus/><responseModeCode")
    const errors = await validate(xml)
    expect(errors.length).toBeGreaterThan(0)
    expect(errors[0]!.message).toContain("bogus")
  })
})

describe("E2B(R3) import", () => {
  it("reads back what it wrote (the fields E2B carries)", () => {
    const c = fullCase({ productos: 2, eventos: 3 })
    const [parsed] = parseBatch(buildMessage(c)) ?? []
    if (!parsed?.ok) throw new Error("not parsed")
    const { body, eventos } = parsed.value
    expect(body).toMatchObject({
      paciente_iniciales: "JPM", paciente_edad: 67, paciente_sexo: "F", paciente_peso: 58.5, paciente_fecha_nacimiento: "1958-07-21",
      paciente_comorbilidades: c.paciente_comorbilidades, reportante_nombre: c.reportante_nombre, reportante_email: c.reportante_email, reportante_telefono: "+51987654321",
      reportante_ocupacion: "Médico", producto_sospechoso: "Amoxicilina 500 mg tabletas", descripcion_evento: c.descripcion_evento,
      ea_criterios_gravedad: ["hospitalizacion", "medicamente_importante"], gravedad: "Grave", tipo_notificacion: "Espontánea", comentarios_adicionales: c.comentarios_adicionales
    })
    expect(body.productos).toEqual(c.productos.map((p) => ({
      nombre_producto: p.nombre_producto, ifa: p.ifa, registro_sanitario: p.registro_sanitario, laboratorio_pais: p.laboratorio_pais, forma_farmaceutica: p.forma_farmaceutica,
      nro_lote: p.nro_lote, via_administracion: p.via_administracion, dosis_frecuencia: p.dosis_frecuencia, fecha_inicio: p.fecha_inicio, fecha_fin: p.fecha_fin,
      reaparecio_reexposicion: p.reaparecio_reexposicion
    })))
    expect(body.concomitantes).toEqual(c.concomitantes.map(({ id: _id, ...m }) => m))
    expect(eventos).toEqual(c.eventos.map((e) => ({ texto: e.texto, fecha_inicio: e.fecha_inicio, fecha_fin: e.fecha_fin, gravedad: "Grave", causalidad: e.causalidad, desenlace: e.desenlace, meddra_llt_code: e.meddra_llt_code })))
  })

  it.each(["FAERS2022Scenario1.xml", "FAERS2022Scenario2.xml", "FAERS2022Scenario3.xml", "FAERS2022Scenario7.xml"])("reads the FDA example %s", async (name) => {
    const xml = fixture(name)
    expect(await validate(xml)).toEqual([])
    const messages = parseBatch(xml) ?? []
    expect(messages.length).toBeGreaterThan(0)
    const [first] = messages
    if (!first?.ok) throw new Error(first?.detail)
    expect(first.value.body.paciente_iniciales).toBeTruthy()
    expect(typeof first.value.body.paciente_edad).toBe("number")
    expect(first.value.eventos.length).toBeGreaterThan(0)
    expect(first.value.eventos.every((e) => /^\d{8}$/.test(e.meddra_llt_code ?? ""))).toBe(true)
    expect((first.value.body.productos as Array<unknown>).length).toBeGreaterThan(0)
  })

  it("Scenario 1 in detail: patient, suspects and concomitant, reactions, seriousness, outcome, reporter", () => {
    const [first] = parseBatch(fixture("FAERS2022Scenario1.xml")) ?? []
    if (!first?.ok) throw new Error("not parsed")
    expect(first.value.body).toMatchObject({
      paciente_iniciales: "JD", paciente_edad: 48, paciente_sexo: "M", paciente_fecha_nacimiento: "2001-06-15", producto_sospechoso: "Drug A",
      reportante_nombre: "Doctor Roger Robertson", reportante_email: "alladdresses@site.com", reportante_ocupacion: "Médico",
      ea_criterios_gravedad: ["discapacidad", "medicamente_importante"], tipo_notificacion: "Espontánea", numero: "US-APHARMA-8744554B"
    })
    expect((first.value.body.productos as Array<{ nombre_producto: string }>).map((p) => p.nombre_producto)).toEqual(["Drug A", "Drug B"])
    expect((first.value.body.concomitantes as Array<{ nombre_producto: string }>).map((p) => p.nombre_producto)).toEqual(["Drug C"])
    expect(first.value.eventos.map((e) => [e.meddra_llt_code, e.desenlace, e.causalidad])).toEqual([["10027940", "No recuperado", "Not Suspected"], ["10009896", "Recuperado", "Suspected"]])
  })

  it("refuses what is not an E2B batch", () => {
    expect(parseBatch("<html/>")).toBeNull()
    expect(parseBatch("not xml <<<")).toBeNull()
  })
})
