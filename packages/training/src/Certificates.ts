/**
 * Certificates (service-spec "Certificate data", the certificate row of "Limits"; decisions.md
 * "Training"): the criteria an employee must meet, the certificate's data and verification code,
 * and its PDF with a QR code encoding the public verification URL.
 */
import { createHash, randomBytes } from "node:crypto"
import { PDFDocument, rgb, StandardFonts } from "pdf-lib"
import QRCode from "qrcode"
import { drawable, wrap } from "./Pdf.js"
import { MIN_ATTENDANCE, type Program } from "./Training.js"
import type { Employee, MaterialStanding, Standing } from "./TrainingRepository.js"

/** Path of public verification under the API prefix; the QR carries the public URL + this + the code. */
export const VERIFY_PATH = "/api/v1/capacitacion/certificados/verificar/"

/** A material counts as completed: its quiz passed, or (without quiz) a completion recorded. */
export const isCompleted = (m: MaterialStanding): boolean => (m.has_quiz ? m.aprobado_en !== null : m.completado_en !== null)

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2))

/**
 * What an employee still lacks for the program's certificate, one Spanish line per unmet
 * criterion (empty: eligible). Criteria, each checked on its own: the program is vigente; every
 * required (`Obligatorio`) material applicable to the employee is completed; every applicable
 * evaluation has a best note ≥ its min_score; each evaluation was passed before its quiz_lock_at;
 * sessions attended (presente or tardanza) are ≥ 80 % of the program's sessions.
 */
export const faltantes = (program: Program, standing: Standing): ReadonlyArray<string> => {
  const out: Array<string> = []
  if (program.estado !== "vigente") out.push(`El programa no está vigente (estado: ${program.estado})`)
  for (const m of standing.materiales) {
    if (m.categoria === "Obligatorio" && !isCompleted(m)) out.push(`Material obligatorio sin completar: ${m.titulo}`)
  }
  for (const m of standing.materiales.filter((x) => x.has_quiz)) {
    if (m.mejor_nota === null) out.push(`Evaluación sin rendir: ${m.titulo}`)
    else if (m.mejor_nota < m.min_score) out.push(`Evaluación sin aprobar: ${m.titulo} (mejor nota ${fmt(m.mejor_nota)} de 20, mínima ${m.min_score})`)
  }
  for (const m of standing.materiales.filter((x) => x.has_quiz && x.quiz_lock_at !== null && x.aprobado_en !== null)) {
    if (Date.parse(m.aprobado_en!) > Date.parse(m.quiz_lock_at!)) out.push(`Evaluación aprobada después del cierre: ${m.titulo}`)
  }
  if (standing.sesiones_totales > 0) {
    const rate = standing.sesiones_asistidas / standing.sesiones_totales
    if (rate < MIN_ATTENDANCE) out.push(`Asistencia insuficiente: ${Math.round(rate * 100)} % de las sesiones (mínimo ${MIN_ATTENDANCE * 100} %)`)
  }
  return out
}

/** The mean of the best notes of the program's evaluations (two decimals), null without any. */
export const promedio = (standing: Standing): number | null => {
  const notes = standing.materiales.flatMap((m) => (m.has_quiz && m.mejor_nota !== null ? [m.mejor_nota] : []))
  return notes.length === 0 ? null : Math.round((notes.reduce((a, b) => a + b, 0) / notes.length) * 100) / 100
}

/** A new verification code: `CAP-` and 16 characters of Crockford base 32 (letters and digits only). */
export const newCode = (): string => {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
  const bytes = randomBytes(16)
  return `CAP-${[...bytes].map((b) => alphabet[b % 32]).join("")}`
}

/** A certificate file name: letters, digits, `-` and `_` only (decisions.md). */
export const isCodeName = (name: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(name)

/** The certificate's data (service-spec "Certificate data"). */
export interface CertificateData {
  readonly empleado: { readonly nombre_completo: string; readonly documento: string | null; readonly area: string | null }
  readonly programa: { readonly titulo: string; readonly duracion_total_horas: number; readonly fecha_inicio: string | null; readonly fecha_fin: string | null }
  readonly calificaciones: { readonly promedio: number | null; readonly nota_minima: number; readonly aprobado: boolean }
  readonly fecha_emision: string
  readonly codigo_verificacion: string
  readonly firmante: { readonly nombre: string; readonly cargo: string | null; readonly firma_digital: string }
  /** `context_lines` of the program's quizzes (quiz_json.meta), printed on the certificate. */
  readonly contexto: ReadonlyArray<string>
}

/**
 * Builds the certificate data. `firma_digital` is the base64 SHA-256 seal of every other field, so a
 * printed certificate can be checked against the stored record; it is not a person's signature.
 */
export const certificateData = (input: {
  readonly empleado: Employee
  readonly programa: Program
  readonly standing: Standing
  readonly firmante: Employee | null
  readonly fecha_emision: string
  readonly codigo: string
  readonly contexto: ReadonlyArray<string>
}): CertificateData => {
  const quizzes = input.standing.materiales.filter((m) => m.has_quiz)
  const body = {
    empleado: { nombre_completo: input.empleado.nombre ?? `Empleado ${input.empleado.id}`, documento: input.empleado.documento, area: input.empleado.area },
    programa: {
      titulo: input.programa.titulo,
      duracion_total_horas: Math.round((input.standing.minutos_totales / 60) * 10) / 10,
      fecha_inicio: input.programa.fecha_inicio,
      fecha_fin: input.programa.fecha_fin
    },
    calificaciones: { promedio: promedio(input.standing), nota_minima: quizzes.length === 0 ? 0 : Math.max(...quizzes.map((m) => m.min_score)), aprobado: true },
    fecha_emision: input.fecha_emision,
    codigo_verificacion: input.codigo,
    contexto: input.contexto.slice(0, 3)
  }
  const nombre = input.firmante?.nombre ?? "Responsable del programa"
  const cargo = input.firmante?.cargo ?? null
  const seal = createHash("sha256").update(JSON.stringify({ ...body, firmante: { nombre, cargo } })).digest("base64")
  return { ...body, firmante: { nombre, cargo, firma_digital: seal } }
}

/** The public verification URL of a code: `ATALAYA_PUBLIC_URL` (no trailing slash) + path + code. */
export const verificationUrl = (publicUrl: string, codigo: string): string => `${publicUrl.replace(/\/+$/, "")}${VERIFY_PATH}${codigo}`

/**
 * The certificate PDF: A4 landscape, a frame, the employee, program, hours, grades, issue date,
 * signer and the seal, and the QR code (drawn as vector squares from `qrcode`'s module matrix,
 * error correction M, four modules of quiet zone) encoding `url`.
 */
export const certificatePdf = async (data: CertificateData, url: string): Promise<Uint8Array> => {
  const W = 841.89
  const H = 595.28
  const doc = await PDFDocument.create()
  doc.setTitle(drawable(`Certificado ${data.codigo_verificacion}`))
  doc.setProducer("Atalaya")
  const page = doc.addPage([W, H])
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const ink = rgb(0.1, 0.15, 0.3)
  page.drawRectangle({ x: 24, y: 24, width: W - 48, height: H - 48, borderColor: ink, borderWidth: 2 })
  page.drawRectangle({ x: 30, y: 30, width: W - 60, height: H - 60, borderColor: ink, borderWidth: 0.5 })
  const center = (text: string, y: number, size: number, f = font) => {
    const t = drawable(text)
    page.drawText(t, { x: (W - f.widthOfTextAtSize(t, size)) / 2, y, size, font: f, color: ink })
  }
  center("CERTIFICADO DE CAPACITACIÓN", H - 100, 28, bold)
  center("Se certifica que", H - 145, 13)
  center(data.empleado.nombre_completo, H - 185, 24, bold)
  const who = [data.empleado.documento ? `Documento ${data.empleado.documento}` : null, data.empleado.area ? `Área ${data.empleado.area}` : null].filter((x) => x !== null).join(" - ")
  if (who) center(who, H - 207, 11)
  center("completó y aprobó el programa", H - 240, 13)
  const titleLines = wrap(data.programa.titulo, bold, 18, W - 200)
  titleLines.slice(0, 2).forEach((line, i) => center(line, H - 272 - i * 22, 18, bold))
  const periodo = data.programa.fecha_inicio && data.programa.fecha_fin ? ` del ${data.programa.fecha_inicio} al ${data.programa.fecha_fin}` : ""
  center(`Duración: ${data.programa.duracion_total_horas} horas${periodo}`, H - 330, 12)
  const nota = data.calificaciones.promedio === null ? "sin evaluaciones" : `${data.calificaciones.promedio.toFixed(2)} de 20 (mínima ${data.calificaciones.nota_minima})`
  center(`Promedio de calificaciones: ${nota}`, H - 350, 12)
  data.contexto.forEach((line, i) => center(line, H - 375 - i * 14, 9))
  // Signer, left.
  page.drawLine({ start: { x: 90, y: 120 }, end: { x: 330, y: 120 }, thickness: 0.8, color: ink })
  page.drawText(drawable(data.firmante.nombre), { x: 90, y: 104, size: 11, font: bold, color: ink })
  if (data.firmante.cargo) page.drawText(drawable(data.firmante.cargo), { x: 90, y: 90, size: 10, font, color: ink })
  page.drawText(`Emitido el ${data.fecha_emision}`, { x: 90, y: 72, size: 10, font, color: ink })
  page.drawText(`Sello: ${data.firmante.firma_digital}`, { x: 90, y: 44, size: 6, font, color: rgb(0.4, 0.4, 0.4) })
  // QR, right.
  const qr = QRCode.create(url, { errorCorrectionLevel: "M" })
  const n = qr.modules.size
  const quiet = 4
  const side = 120
  const cell = side / (n + 2 * quiet)
  const x0 = W - 90 - side
  const y0 = 56
  page.drawRectangle({ x: x0, y: y0, width: side, height: side, color: rgb(1, 1, 1) })
  // One path of horizontal runs of dark modules (SVG coordinates: y grows downwards from the
  // top-left corner), a few hundred operators instead of one rectangle per module.
  let d = ""
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (!qr.modules.get(r, c)) continue
      let end = c
      while (end + 1 < n && qr.modules.get(r, end + 1)) end++
      d += `M${c} ${r}h${end - c + 1}v1h${-(end - c + 1)}z`
      c = end
    }
  }
  page.drawSvgPath(d, { x: x0 + quiet * cell, y: y0 + side - quiet * cell, scale: cell, color: rgb(0, 0, 0), borderWidth: 0 })
  const code = `Código: ${data.codigo_verificacion}`
  page.drawText(drawable(code), { x: x0 + (side - font.widthOfTextAtSize(drawable(code), 8)) / 2, y: y0 - 12, size: 8, font, color: ink })
  return doc.save()
}
