/**
 * Certificates through HTTP: each criterion of the spec's "Limits" row failing alone (program not
 * vigente, a required material not completed, an evaluation below min_score, an evaluation passed
 * after quiz_lock_at, attendance under 80 %), issuance, the PDF whose QR (read back with pdftoppm
 * and jsQR) is the public verification URL, verification, and who may download.
 */
import { expect, it } from "vitest"
import type { Json } from "../../support/apiHarness.js"
import type { TrainingKit } from "../trainingSuite.js"
import { readQr, simpleAnswers, simpleQuiz } from "./fixtures.js"

/** What a scenario leaves out. */
type Gap = "none" | "estado" | "obligatorio" | "nota" | "cierre" | "asistencia"

/** Registers the certificate tests over the kit. */
export const certificateTests = (kit: TrainingKit) => {
  const { api } = kit

  /**
   * A program the staff member completes fully — required reading done, quiz passed before its
   * lock, 4 of 5 sessions attended (80 %) — except for `gap`.
   */
  const scenario = async (gap: Gap) => {
    kit.clock.set("2026-06-01T12:00:00Z")
    const me = kit.h.users.staff.id
    const p = await kit.program({ titulo: `Programa ${gap}`, responsable_id: kit.h.users.manager.id, estado: gap === "estado" ? "borrador" : "vigente" })
    const sessions = await Promise.all([1, 2, 3, 4, 5].map((n) => kit.session(p.id, { titulo: `Sesión ${n}`, duracion_min: 60 })))
    const lectura = await kit.material({ titulo: "Procedimiento operativo", programa_id: p.id, categoria: "Obligatorio" })
    const quiz = await kit.material({
      titulo: "Evaluación final", programa_id: p.id, categoria: "Procedimientos", min_score: 14, quiz_lock_at: "2026-06-20T00:00:00Z",
      quiz_json: { ...simpleQuiz(5), meta: { context_lines: ["Buenas prácticas de farmacovigilancia"] } }
    })
    if (gap !== "obligatorio") await api("POST", `/capacitacion/materiales/${lectura.id}/completado`, "staff", { empleado_id: me })
    const pass = await api("POST", `/capacitacion/materiales/${quiz.id}/intentos`, "staff", { empleado_id: me, respuestas: simpleAnswers(5, gap === "nota" ? 3 : 4) })
    expect(pass.status, pass.text).toBe(201)
    if (gap === "cierre") {
      // The deadline moved before the passing attempt (made at the clock's 2026-06-01T12:00Z).
      expect((await api("PUT", `/capacitacion/materiales/${quiz.id}`, "manager", { quiz_lock_at: "2026-06-01T00:00:00Z" })).status).toBe(200)
    }
    const attended = gap === "asistencia" ? 3 : 4
    for (const [i, s] of sessions.entries()) {
      await api("POST", "/capacitacion/asistencia", "manager", { sesion_id: s.id, empleado_id: me, estado: i < attended ? (i === 1 ? "tardanza" : "presente") : "ausente" })
    }
    return { p, me }
  }

  const check = async (gap: Gap) => {
    const { p, me } = await scenario(gap)
    const res = await api("GET", `/capacitacion/certificados/check/${me}/${p.id}`, "staff")
    expect(res.status, res.text).toBe(200)
    return { p, me, res: res.body as { elegible: boolean; faltantes: Array<string> } }
  }

  it("each certificate criterion failing alone is the only thing named missing, and issuance is refused with it", async () => {
    const expected: ReadonlyArray<readonly [Gap, string]> = [
      ["estado", "El programa no está vigente (estado: borrador)"],
      ["obligatorio", "Material obligatorio sin completar: Procedimiento operativo"],
      ["nota", "Evaluación sin aprobar: Evaluación final (mejor nota 12 de 20, mínima 14)"],
      ["cierre", "Evaluación aprobada después del cierre: Evaluación final"],
      ["asistencia", "Asistencia insuficiente: 60 % de las sesiones (mínimo 80 %)"]
    ]
    for (const [gap, text] of expected) {
      const { p, me, res } = await check(gap)
      expect(res, gap).toEqual({ elegible: false, faltantes: [text] })
      const refused = await api("POST", "/capacitacion/certificados/emitir", "staff", { empleado_id: me, programa_id: p.id })
      expect(refused, gap).toMatchObject({ status: 409, body: { detail: `No cumple los requisitos del certificado: ${text}` } })
    }
  })

  it("a complete employee is issued a certificate whose PDF carries a QR of the verification URL; verification is public", async () => {
    const { p, me, res } = await check("none")
    expect(res).toEqual({ elegible: true, faltantes: [] })
    expect((await api("POST", "/capacitacion/certificados/emitir", "other", { empleado_id: me, programa_id: p.id })).status).toBe(403)
    // Two requests at once issue one certificate: both answer it.
    const [issued, twin] = await Promise.all([1, 2].map(() => api("POST", "/capacitacion/certificados/emitir", "staff", { empleado_id: me, programa_id: p.id })))
    expect(issued!.status, issued!.text).toBe(200)
    expect(twin!.body.codigo_verificacion).toBe(issued!.body.codigo_verificacion)
    const code: string = issued!.body.codigo_verificacion
    expect(code).toMatch(/^CAP-[0-9A-Z]{16}$/)
    expect(issued!.body.datos).toMatchObject({
      empleado: { nombre_completo: "Ana Quispe Rojas", documento: "40123456", area: "Farmacia" },
      programa: { titulo: "Programa none", duracion_total_horas: 5, fecha_inicio: "2026-01-01", fecha_fin: "2026-12-31" },
      calificaciones: { promedio: 16, nota_minima: 14, aprobado: true },
      fecha_emision: "2026-06-01",
      codigo_verificacion: code,
      firmante: { nombre: "Dra. Elena Torres", cargo: "Directora técnica" },
      contexto: ["Buenas prácticas de farmacovigilancia"]
    })
    expect(issued!.body.datos.firmante.firma_digital).toMatch(/^[A-Za-z0-9+/]{43}=$/)
    expect(issued!.body.url_verificacion).toBe(`http://localhost/api/v1/capacitacion/certificados/verificar/${code}`)
    // A repeat answers the same certificate.
    expect((await api("POST", "/capacitacion/certificados/emitir", "manager", { empleado_id: me, programa_id: p.id })).body.codigo_verificacion).toBe(code)

    const file = await kit.h.request("GET", `/capacitacion/certificados/${code}.pdf`, { token: kit.h.users.staff.token })
    expect(file.status).toBe(200)
    expect(file.headers.get("content-type")).toBe("application/pdf")
    const bytes = new Uint8Array(await file.arrayBuffer())
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-")
    expect(readQr(bytes)).toBe(issued!.body.url_verificacion)

    const verified = await api("GET", `/capacitacion/certificados/verificar/${code}`, null)
    expect(verified.body).toEqual({ valido: true, empleado: "Ana Quispe Rojas", programa: "Programa none", fecha_emision: "2026-06-01", promedio: 16 })
    expect((await api("GET", "/capacitacion/certificados/verificar/CAP-NOEXISTE", null)).body).toEqual({ valido: false, empleado: null, programa: null, fecha_emision: null, promedio: null })

    expect((await api("GET", `/capacitacion/certificados/${code}.pdf`, "other")).status).toBe(403)
    expect((await kit.h.request("GET", `/capacitacion/certificados/${code}.pdf`, { token: kit.h.users.reader.token })).status).toBe(200)
    expect(await api("GET", "/capacitacion/certificados/CAP.X.pdf", "reader")).toMatchObject({ status: 404, body: { detail: "Certificado no encontrado" } })
    expect((await api("GET", "/capacitacion/certificados/CAP-NOEXISTE.pdf", "reader")).status).toBe(404)

    const progress = await api("GET", `/capacitacion/progress/${me}`, "staff")
    expect(progress.body.certificados_obtenidos.find((c: Json) => c.codigo_verificacion === code)).toEqual({
      programa: "Programa none", fecha_emision: "2026-06-01", calificacion: 16, codigo_verificacion: code, url_descarga: `/api/v1/capacitacion/certificados/${code}.pdf`
    })
    const stats = await api("GET", `/capacitacion/programas/${p.id}/stats`, "reader")
    expect(stats.body.estadisticas).toMatchObject({ completado: 1, participantes_activos: 1 })
    // A program with certificates is the unit's proof: it cannot be deleted.
    expect(await api("DELETE", `/capacitacion/programas/${p.id}`, "manager")).toMatchObject({ status: 409, body: { detail: "No se puede eliminar: el programa tiene certificados emitidos" } })
  })
}
