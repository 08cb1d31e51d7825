import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import jsQRModule from "jsqr"
import { describe, expect, it } from "vitest"
import { Certificates, Training, type TrainingRepository } from "../src/index.js"

// jsqr is CommonJS: under NodeNext its default import is the module object, whose `default` is the function.
const jsQR = ((jsQRModule as unknown as { default?: unknown }).default ?? jsQRModule) as (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null

const program: Training.Program = {
  id: "7d0c1a8e-6b1f-4c1e-9a53-3f0e8f6b2a10", titulo: "Farmacovigilancia para químicos farmacéuticos: notificación, evaluación y señales",
  descripcion: null, fecha_inicio: "2026-01-01", fecha_fin: "2026-12-31", responsable_id: 1, estado: "vigente", obligatorio: true, created_at: "", updated_at: ""
}
const standing: TrainingRepository.Standing = {
  materiales: [
    { id: "a", titulo: "Lectura", categoria: "Obligatorio", has_quiz: false, min_score: 14, quiz_lock_at: null, intentos: 0, mejor_nota: null, aprobado_en: null, completado_en: "2026-05-01T00:00:00.000Z" },
    { id: "b", titulo: "Examen", categoria: "Procedimientos", has_quiz: true, min_score: 14, quiz_lock_at: "2026-06-01T00:00:00.000Z", intentos: 2, mejor_nota: 17.5, aprobado_en: "2026-05-20T00:00:00.000Z", completado_en: null }
  ],
  sesiones_totales: 5,
  sesiones_asistidas: 4,
  minutos_totales: 450
}

/** Decodes the QR of a PDF's first page (pdftoppm to grey PGM, then jsQR). */
const qrOf = (pdf: Uint8Array): string | null => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cert-"))
  try {
    fs.writeFileSync(path.join(dir, "c.pdf"), pdf)
    execFileSync("pdftoppm", ["-r", "120", "-gray", "-singlefile", path.join(dir, "c.pdf"), path.join(dir, "p")])
    const pgm = fs.readFileSync(path.join(dir, "p.pgm"))
    const h = /^P5\s+(\d+)\s+(\d+)\s+\d+\s/.exec(pgm.subarray(0, 64).toString("latin1"))!
    const [w, ht] = [Number(h[1]), Number(h[2])]
    const rgba = new Uint8ClampedArray(w * ht * 4)
    for (let i = 0; i < w * ht; i++) {
      rgba[4 * i] = rgba[4 * i + 1] = rgba[4 * i + 2] = pgm[h[0].length + i]!
      rgba[4 * i + 3] = 255
    }
    return jsQR(rgba, w, ht)?.data ?? null
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

describe("certificates", () => {
  it("name nothing missing when every criterion holds, and each unmet one on its own", () => {
    expect(Certificates.faltantes(program, standing)).toEqual([])
    expect(Certificates.faltantes({ ...program, estado: "finalizado" }, standing)).toEqual(["El programa no está vigente (estado: finalizado)"])
    expect(Certificates.faltantes(program, { ...standing, sesiones_asistidas: 3 })).toEqual(["Asistencia insuficiente: 60 % de las sesiones (mínimo 80 %)"])
  })

  it("lay out a PDF whose QR gives back the verification URL, in under 100 ms once warm", async () => {
    const data = Certificates.certificateData({
      empleado: { id: 3, nombre: "José Ñahui Pérez", documento: "40123456", area: "Farmacia", cargo: null, activo: true },
      programa: program, standing, firmante: { id: 1, nombre: "Dra. Elena Torres", documento: null, area: null, cargo: "Directora técnica", activo: true },
      fecha_emision: "2026-06-01", codigo: Certificates.newCode(), contexto: ["Buenas prácticas de farmacovigilancia (BPFV)"]
    })
    expect(data.programa.duracion_total_horas).toBe(7.5)
    expect(data.calificaciones.promedio).toBe(17.5)
    const url = Certificates.verificationUrl("https://atalaya.hospital.test/", data.codigo_verificacion)
    expect(url).toBe(`https://atalaya.hospital.test/api/v1/capacitacion/certificados/verificar/${data.codigo_verificacion}`)
    const times: Array<number> = []
    let pdf: Uint8Array = new Uint8Array()
    for (let i = 0; i < 13; i++) {
      const started = performance.now()
      pdf = await Certificates.certificatePdf(data, url)
      if (i >= 3) times.push(performance.now() - started)
    }
    // The median of ten once warm (the machine is shared: a single figure says little).
    expect(times.sort((a, b) => a - b)[5]!).toBeLessThan(100)
    expect(qrOf(pdf)).toBe(url)
    if (process.env.TRAINING_CERT_PNG) fs.writeFileSync(process.env.TRAINING_CERT_PNG, pdf)
  })
})
