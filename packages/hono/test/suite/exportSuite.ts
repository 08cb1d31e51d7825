/**
 * The regulator export HTTP suite shared by every storage driver (service-spec "ICSR cases" export
 * rows, evaluation rule 4; decisions.md "Regulator export (DIGEMID) and E2B(R3)"): DIGEMID Model A
 * and B drawn with pdf-lib and read back with poppler's pdftotext, the causality report through the
 * real LibreOffice, the MedDRA coding gate, permissions, the converter's 503 and the audit entries.
 */
import { validate } from "@atalaya/e2b"
import { DocumentConverter } from "@atalaya/reports"
import { caseBody } from "@atalaya/testing/CaseFixtures"
import { Context, Effect } from "effect"
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "vitest"
import { type ApiHarness, type CallOptions, type Json, type MakeStorageLayer, marker, useApiHarness } from "../support/apiHarness.js"

const ROLES = { qf: ["qf"], soporte: ["soporte"], nobody: { roles: [], permissions: [] } } as const
type Role = keyof typeof ROLES

const CODED = (i: number) => ({ texto: `Exantema ${i}`, meddra_pt_code: String(10037844 + i), meddra_pt_term: `Rash ${i}`, meddra_llt_code: String(10037890 + i), meddra_llt_term: `Rash maculopapular ${i}`, gravedad: "Grave", desenlace: "Recuperado" })

/** Text and page count of a PDF, through poppler. */
const readPdf = (dir: string, bytes: Uint8Array) => {
  const file = path.join(dir, `${marker()}.pdf`)
  fs.writeFileSync(file, bytes)
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ")
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1])
  return { text, pages }
}

/** Runs the suite over a storage layer. */
export const runExportSuite = (label: string, makeStorageLayer: MakeStorageLayer) =>
  describe(`regulator exports over ${label}`, () => {
    const h: ApiHarness<Role> = useApiHarness(makeStorageLayer, ROLES as never, { acceptStatuses: [503] })

    const call = (method: string, url: string, options: CallOptions = {}) => h.call(method, url, { token: h.users.admin.token, ...options })
    const request = (method: string, url: string, options: CallOptions = {}) => h.request(method, url, { token: h.users.admin.token, ...options })

    const createCase = async (extra: Record<string, unknown> = {}, eventos: Array<Record<string, unknown>> = [CODED(1), CODED(2)], tag = marker()) => {
      const created = await call("POST", "/icsr", {
        json: caseBody({
          paciente_iniciales: "MQR", paciente_edad: 52, paciente_sexo: "M", paciente_peso: 71, paciente_dni: "40112233",
          paciente_diagnostico_principal: "Faringitis aguda", reportante_nombre: `Dr. Pedro Salas ${tag}`, reportante_ocupacion: "Médico",
          reportante_contacto: "pedro.salas@example.org", descripcion_evento: `Narrativa ${tag}: prurito con dosis ≥ 1 g → exantema; µ`,
          fecha_inicio_evento: "2026-02-02", gravedad: "Grave", ea_desenlace: "Recuperado", ea_criterios_gravedad: ["hospitalizacion"],
          ea_justificacion_gravedad: `Hospitalizado ${tag}`, numero: `N-${tag}`, codigo_interno_lab: `FV-${tag}`,
          productos: [
            { nombre_producto: "Amoxicilina 500 mg", registro_sanitario: "EN-01234", nro_lote: "L-77", dosis_frecuencia: "500 mg c/8 h", via_administracion: "Oral", desaparecio_al_suspender: "si" },
            { nombre_producto: "Ibuprofeno 400 mg", registro_sanitario: "EN-09876", nro_lote: "I-12", dosis_frecuencia: "400 mg c/12 h", via_administracion: "Oral" }
          ],
          concomitantes: [{ nombre_producto: "Omeprazol 20 mg", motivo_prescripcion: "Gastroprotección" }],
          ...extra
        })
      })
      expect(created.status, created.text).toBe(201)
      const id = created.body.id as number
      if (eventos.length > 0) {
        const events = await call("PUT", `/icsr/${id}/eventos`, { json: { eventos } })
        expect(events.status, events.text).toBe(200)
      }
      return { id, tag, events: (await call("GET", `/icsr/${id}/eventos`)).body as Array<Json> }
    }

    const exportPdf = (id: number, json: unknown, role: Role | "admin" = "qf") =>
      request("POST", `/icsr/${id}/export/digemid`, { json, token: h.users[role].token })

    const exportAudits = async (id: number) =>
      ((await call("GET", `/icsr/${id}/audit`)).body as Array<Json>).filter((e) => e.action === "ICSR_EXPORT")

    it("Model B: a PDF attachment named per decisions.md with every case field and the signer", async () => {
      const { id, tag } = await createCase()
      const response = await exportPdf(id, { modelo: "B", firma_nombre: "Q.F. Rosa Ñahui", firma_cargo: "Responsable de FV" })
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toBe("application/pdf")
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="modelo_b_prof_salud_${id}.pdf"`)
      const { text, pages } = readPdf(h.tempDir(), new Uint8Array(await response.arrayBuffer()))
      expect(pages).toBeGreaterThanOrEqual(1)
      for (const value of ["A. DATOS DEL PACIENTE", "E. DATOS DEL NOTIFICADOR", "MQR", "52 años", "Masculino", "40112233", "Faringitis aguda", `Dr. Pedro Salas ${tag}`,
        `Narrativa ${tag}: prurito con dosis ≥ 1 g → exantema; µ`, "02/02/2026", "Amoxicilina 500 mg", "Ibuprofeno 400 mg", "EN-09876", "L-77", "Omeprazol 20 mg", "Gastroprotección",
        "Rash 1 (10037845)", "Rash 2 (10037846)", `N-${tag}`, `FV-${tag}`, "Q.F. Rosa Ñahui", "Responsable de FV"]) {
        expect(text, value).toContain(value)
      }
      const audits = await exportAudits(id)
      expect(audits.at(-1)).toMatchObject({ actor_email: h.users.qf.email, changes: { formato: "digemid_modelo_b", archivo: `modelo_b_prof_salud_${id}.pdf` } })
    })

    it("Model A: the evaluation report with seriousness, kl causality and conclusion", async () => {
      const tag = marker()
      const { id } = await createCase({ ea_causalidad: "Probable", ea_causalidad_ft: "Relacionado", comentarios_adicionales: `Conclusión ${tag}` }, undefined, tag)
      const response = await exportPdf(id, { modelo: "a", firma_nombre: "Q.F. Rosa Ñahui", firma_cargo: "Responsable de FV" })
      expect(response.status).toBe(200)
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="modelo_a_evaluacion_${id}.pdf"`)
      const { text } = readPdf(h.tempDir(), new Uint8Array(await response.arrayBuffer()))
      for (const value of ["5. GRAVEDAD (ICH E2D)", `Hospitalizado ${tag}`, "Sin evaluacion de causalidad", "Relacionado", `Conclusión ${tag}`, "Q.F. Rosa Ñahui"]) {
        expect(text, value).toContain(value)
      }
      expect((await exportAudits(id)).at(-1)?.changes.formato).toBe("digemid_modelo_a")
    })

    it("refuses an incompletely coded case with the ids of the uncoded events, and a case without events", async () => {
      const { id, events } = await createCase({}, [CODED(1), { texto: "Sin codificar" }, { texto: "PT sin término", meddra_pt_code: "10000001" }])
      const refused = await call("POST", `/icsr/${id}/export/digemid`, { json: { modelo: "B" }, token: h.users.qf.token })
      expect(refused.status).toBe(409)
      expect(refused.body).toEqual({ detail: "Codificacion MedDRA incompleta", eventos_sin_codificar: [events[1].id, events[2].id] })
      const report = await call("GET", `/icsr/${id}/export/digemid-pdf`)
      expect(report.status).toBe(409)
      const bare = await createCase({}, [])
      expect((await call("POST", `/icsr/${bare.id}/export/digemid`, { json: { modelo: "A" } })).body).toEqual({ detail: "Codificacion MedDRA incompleta", eventos_sin_codificar: [] })
      expect(await exportAudits(id)).toEqual([])
    })

    it("answers 400 for a modelo other than A or B or a bad body, 404 for an unknown case, 401/403 without access", async () => {
      const { id } = await createCase()
      const bad = await call("POST", `/icsr/${id}/export/digemid`, { json: { modelo: "C" } })
      expect(bad.status).toBe(400)
      expect(bad.body.detail[0].loc).toEqual(["body", "modelo"])
      expect((await call("POST", `/icsr/${id}/export/digemid`, { json: {} })).status).toBe(400)
      expect((await call("POST", `/icsr/${id}/export/digemid`, { raw: "{", headers: { "content-type": "application/json" } })).status).toBe(400)
      expect((await call("POST", "/icsr/99999999/export/digemid", { json: { modelo: "B" } })).body).toEqual({ detail: "ICSR no encontrado" })
      expect((await call("GET", "/icsr/99999999/export/digemid-pdf")).status).toBe(404)
      expect((await call("POST", "/icsr/abc/export/digemid", { json: { modelo: "B" } })).status).toBe(400)
      expect((await call("POST", `/icsr/${id}/export/digemid`, { json: { modelo: "B" }, token: null })).status).toBe(401)
      const denied = await call("POST", `/icsr/${id}/export/digemid`, { json: { modelo: "B" }, token: h.users.nobody.token })
      expect(denied).toMatchObject({ status: 403, body: { detail: "Permission denied: icsr:read required" } })
      expect((await call("GET", `/icsr/${id}/export/digemid-pdf`, { token: h.users.nobody.token })).status).toBe(403)
      expect((await exportPdf(id, { modelo: "B" }, "soporte")).status).toBe(200)
    })

    it("causality report: the DOCX template converted by the real LibreOffice", async () => {
      const tag = marker()
      const { id } = await createCase({ ea_causalidad: `Probable ${tag}` }, undefined, tag)
      const response = await request("GET", `/icsr/${id}/export/digemid-pdf`)
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toBe("application/pdf")
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="informe_causalidad_${id}.pdf"`)
      const { text } = readPdf(h.tempDir(), new Uint8Array(await response.arrayBuffer()))
      for (const value of ["INFORME DE EVALUACIÓN DE CAUSALIDAD", `FV-${tag}`, "Exantema 2", "Rash 1", `Probable ${tag}`, "≥ 1 g → exantema"]) expect(text, value).toContain(value)
      expect((await exportAudits(id)).at(-1)?.changes.formato).toBe("digemid_informe_causalidad")
    }, 120_000)

    it("causality report: 503 when no converter is available", async () => {
      const { id } = await createCase()
      const app = await h.derivedApp((ctx) => Context.add(ctx, DocumentConverter.DocumentConverter, { name: "none", toPdf: () => Effect.fail(DocumentConverter.unavailableError()) }))
      const response = await call("GET", `/icsr/${id}/export/digemid-pdf`, { app })
      expect(response).toMatchObject({ status: 503, body: { detail: "Conversor de documentos no disponible" } })
    })
  
    const fixture = (name: string) => fs.readFileSync(new URL(`../../../e2b/test/fixtures/${name}`, import.meta.url))
    const upload = (bytes: Uint8Array | string, name = "icsr.xml") => {
      const form = new FormData()
      form.append("file", new Blob([bytes]), name)
      return form
    }
    /** Ids and creation times differ between two exports of two cases; everything else must not. */
    const normalise = (xml: string) => xml
      .replace(/PE-ATALAYA-\d+(-\d{14})?/g, "PE-ATALAYA-ID")
      .replace(/root="[0-9a-f]{8}-[0-9a-f-]{27}"/g, 'root="UUID"')
      .replace(/(creationTime|effectiveTime) value="\d{14}"/g, '$1 value="TS"')

    it("E2B(R3): the case as a schema-valid ICSR message, audited", async () => {
      const { id, tag } = await createCase({ ea_causalidad: "Probable" })
      const response = await request("GET", `/icsr/${id}/export/e2b`)
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8")
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="e2b_icsr_${id}.xml"`)
      const xml = await response.text()
      expect(await validate(xml)).toEqual([])
      for (const value of [`PE-ATALAYA-${id}`, "<name>MQR</name>", 'value="52" unit="a"', `Dr. Pedro Salas ${tag}`, "EN-09876", "Omeprazol 20 mg", 'code="10037891"', "Probable", "≥ 1 g → exantema"]) {
        expect(xml, value).toContain(value)
      }
      expect((await exportAudits(id)).at(-1)?.changes).toEqual({ formato: "e2b_r3", archivo: `e2b_icsr_${id}.xml` })
      const uncoded = await createCase({}, [{ texto: "Sin código" }])
      expect((await call("GET", `/icsr/${uncoded.id}/export/e2b`)).body).toEqual({ detail: "Codificacion MedDRA incompleta", eventos_sin_codificar: [uncoded.events[0].id] })
      expect((await call("GET", `/icsr/${id}/export/e2b`, { token: h.users.nobody.token })).status).toBe(403)
      expect((await call("GET", "/icsr/99999999/export/e2b")).status).toBe(404)
    })

    it("E2B(R3): export, import, export gives the same message apart from ids and timestamps", async () => {
      const { id } = await createCase({ ea_causalidad: "Posible", paciente_comorbilidades: "Asma", tipo_notificacion: "Espontánea", comentarios_adicionales: "Sin más datos" })
      const first = await (await request("GET", `/icsr/${id}/export/e2b`)).text()
      const imported = await call("POST", "/icsr/import/e2b", { raw: upload(first) })
      expect(imported.status, imported.text).toBe(200)
      expect(imported.body.errors).toEqual([])
      expect(imported.body.created).toHaveLength(1)
      const copy = imported.body.created[0] as number
      const stored = (await call("GET", `/icsr/${copy}`)).body
      expect(stored).toMatchObject({ paciente_iniciales: "MQR", paciente_edad: 52, paciente_sexo: "M", paciente_peso: 71, origen_notificacion: "e2b", ea_criterios_gravedad: ["hospitalizacion"], paciente_comorbilidades: "Asma" })
      expect(stored.productos.map((p: Json) => p.registro_sanitario)).toEqual(["EN-01234", "EN-09876"])
      const second = await (await request("GET", `/icsr/${copy}/export/e2b`)).text()
      expect(normalise(second)).toEqual(normalise(first))
      expect(second).not.toEqual(first)

      // A batch of two messages, the second without the patient's age: one case created, one error at index 1.
      const message = /<PORR_IN049016UV>[\s\S]*<\/PORR_IN049016UV>/.exec(first)![0]
      const ageless = message.replace(/<subjectOf2 typeCode="SBJ">\s*<observation classCode="OBS" moodCode="EVN">\s*<code code="3"[\s\S]*?<\/subjectOf2>/, "")
      expect(ageless).not.toEqual(message)
      const batch = first.replace(message, `${message}\n${ageless}`)
      expect(await validate(batch)).toEqual([])
      const partial = await call("POST", "/icsr/import/e2b", { raw: upload(batch) })
      expect(partial.status, partial.text).toBe(200)
      expect(partial.body.created).toHaveLength(1)
      expect(partial.body.errors).toEqual([{ index: 1, detail: "Falta la edad del paciente (D.2.2)" }])
    })

    it("E2B(R3) import: FDA's example instances become cases; bad input is a 400; icsr:create is needed", async () => {
      for (const name of ["FAERS2022Scenario1.xml", "FAERS2022Scenario3.xml"]) {
        const imported = await call("POST", "/icsr/import/e2b", { raw: upload(fixture(name)) })
        expect(imported.status, imported.text).toBe(200)
        expect(imported.body.errors).toEqual([])
        expect(imported.body.created.length).toBeGreaterThan(0)
        const events = (await call("GET", `/icsr/${imported.body.created[0]}/eventos`)).body as Array<Json>
        expect(events.length).toBeGreaterThan(0)
        expect(events.every((e) => /^\d{8}$/.test(e.meddra_llt_code))).toBe(true)
      }
      const scenario1 = await call("POST", "/icsr/import/e2b", { raw: upload(fixture("FAERS2022Scenario1.xml")) })
      const stored = (await call("GET", `/icsr/${scenario1.body.created[0]}`)).body
      expect(stored).toMatchObject({ paciente_iniciales: "JD", paciente_edad: 48, paciente_sexo: "M", producto_sospechoso: "Drug A", reportante_nombre: "Doctor Roger Robertson" })
      expect(stored.concomitantes.map((m: Json) => m.nombre_producto)).toEqual(["Drug C"])
      const audit = (await call("GET", `/icsr/${scenario1.body.created[0]}/audit`)).body as Array<Json>
      expect(audit.some((e) => e.action === "ICSR_CREATE")).toBe(true)

      const missing = await call("POST", "/icsr/import/e2b", { raw: new FormData() })
      expect(missing).toMatchObject({ status: 400, body: { detail: [{ loc: ["body", "file"], type: "value_error.missing" }] } })
      expect((await call("POST", "/icsr/import/e2b", { raw: upload("<html><body>no</body></html>") })).body).toEqual({ detail: "El archivo no es un mensaje E2B(R3) (MCCI_IN200100UV01)" })
      const invalid = await call("POST", "/icsr/import/e2b", { raw: upload(fixture("FAERS2022Scenario1.xml").toString().replace("<responseModeCode", "<bogus/><responseModeCode")) })
      expect(invalid.status).toBe(400)
      expect(invalid.body.detail).toMatch(/^El mensaje no cumple el esquema E2B\(R3\)/)
      expect((await call("POST", "/icsr/import/e2b", { raw: upload(fixture("FAERS2022Scenario1.xml")), token: h.users.soporte.token })).body).toEqual({ detail: "Permission denied: icsr:create required" })
      expect((await call("POST", "/icsr/import/e2b", { raw: upload(fixture("FAERS2022Scenario1.xml")), token: null })).status).toBe(401)
    }, 60_000)
  })
