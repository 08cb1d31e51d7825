/**
 * `POST /evaluacion/ficha` through the real app on every storage driver (service-spec "Evaluation
 * and intake helpers", evaluation rule 5): real multipart uploads of generated images and PDFs read
 * by the real DocumentText layer (pdf.js text layer, tesseract OCR), the permission, validation in
 * the contract's shape, the 12 MB limit, and `store=true` writing the file and its text under the
 * media root (and nothing anywhere else, and nothing at all when the request fails).
 */
import { AuditLog } from "@atalaya/core"
import { accuracy, scannedPdf, SPANISH_REPORT, textPdf, textPng } from "@atalaya/testing/Documents"
import { Effect } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { type Answer, type Json, type MakeStorageLayer, useApiHarness } from "../support/apiHarness.js"

const EXPECTED = SPANISH_REPORT.join("\n")
const LIMIT_TEXT = "Archivo demasiado grande (máx. 12 MB)"

/** Every file under a folder, relative to it. */
const filesUnder = (root: string): Array<string> =>
  fs.readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort()

/** Runs the suite over one storage driver. */
export const runEvaluacionFichaSuite = (driver: string, makeStorageLayer: MakeStorageLayer) => {
  describe(`POST /evaluacion/ficha over ${driver}`, () => {
    const h = useApiHarness(makeStorageLayer, { qf: ["qf"], jefe: ["responsable_fv"], qa: ["qa"], legal: ["legal"] })

    /** A multipart upload; any 5xx fails the test. */
    const upload = async (
      fields: Readonly<Record<string, string | { bytes: Uint8Array; name: string; type?: string }>>,
      token: string | null = h.users.qf.token
    ): Promise<Answer> => {
      const form = new FormData()
      for (const [name, value] of Object.entries(fields)) {
        if (typeof value === "string") form.append(name, value)
        else form.append(name, new Blob([value.bytes], { type: value.type ?? "application/octet-stream" }), value.name)
      }
      const res = await h.app().request("/api/v1/evaluacion/ficha", { method: "POST", body: form, headers: token ? { authorization: `Bearer ${token}` } : {} })
      const text = await res.text()
      if (res.status >= 500) expect.fail(`answered ${res.status}: ${text}`)
      let body: Json = undefined
      try {
        body = JSON.parse(text)
      } catch {
        body = undefined
      }
      return { status: res.status, body, text }
    }
    const pngFile = () => ({ bytes: textPng(SPANISH_REPORT), name: "reporte.png", type: "image/png" })

    afterEach(() => {
      // Only store=true writes, and only under evaluacion/fichas/.
      for (const file of filesUnder(h.mediaDir())) expect(file).toMatch(/^evaluacion\/fichas\//)
    })

    it("needs a token and ingest:write (responsable_fv and qf have it, qa and legal do not)", async () => {
      expect(await upload({ file: pngFile() }, null)).toMatchObject({ status: 401, body: { detail: "Not authenticated" } })
      for (const who of ["qa", "legal"] as const) {
        expect(await upload({ file: pngFile() }, h.users[who].token)).toMatchObject({ status: 403, body: { detail: "Permission denied: ingest:write required" } })
      }
      expect(filesUnder(h.mediaDir())).toEqual([])
    })

    it("reads an uploaded PNG by OCR (Spanish + English) and stores nothing by default", async () => {
      const res = await upload({ file: pngFile() }, h.users.jefe.token)
      expect(res.status, res.text).toBe(200)
      expect(Object.keys(res.body).sort()).toEqual(["confidence", "engine", "pages", "stored", "text"])
      expect(res.body.engine).toBe("tesseract")
      expect(res.body.stored).toBeNull()
      expect(res.body.pages).toHaveLength(1)
      expect(Object.keys(res.body.pages[0]).sort()).toEqual(["confidence", "page", "source", "text"])
      expect(res.body.pages[0]).toMatchObject({ page: 1, source: "ocr" })
      expect(res.body.confidence).toBeGreaterThan(50)
      expect(accuracy(EXPECTED, res.body.text)).toBeGreaterThanOrEqual(0.9)
      expect(filesUnder(h.mediaDir())).toEqual([])
    })

    it("reads a PDF's text layer without OCR, and a scanned PDF by OCR", async () => {
      const lines = ["FICHA TÉCNICA", "4.8 Reacciones adversas", "Frecuentes: diarrea y erupción cutánea."]
      const layered = await upload({ file: { bytes: await textPdf([lines]), name: "ficha.pdf" }, ocr: "false" })
      expect(layered.status, layered.text).toBe(200)
      expect(layered.body).toEqual({
        pages: [{ page: 1, text: lines.join("\n"), confidence: null, source: "texto" }],
        text: lines.join("\n"),
        engine: "pdf-texto",
        confidence: null,
        stored: null
      })

      const scanned = await upload({ file: { bytes: await scannedPdf([textPng(SPANISH_REPORT, { rotation: 0.5, noise: 0.005 })]), name: "escaneo.pdf" } })
      expect(scanned.status, scanned.text).toBe(200)
      expect(scanned.body.engine).toBe("tesseract")
      expect(scanned.body.pages[0].source).toBe("ocr")
      expect(accuracy(EXPECTED, scanned.body.text)).toBeGreaterThanOrEqual(0.85)
    })

    it("store=true keeps the file and its text under the media root and audits where", async () => {
      const pdf = await textPdf([["Informe de evaluación", "Paciente con urticaria tras ibuprofeno."]])
      const res = await upload({ file: { bytes: pdf, name: "../../../etc/passwd.pdf" }, ips_id: "7", store: "true" })
      expect(res.status, res.text).toBe(200)
      const { archivo, texto } = res.body.stored
      expect(archivo).toMatch(/^evaluacion\/fichas\/7\/[0-9a-f-]{36}\.pdf$/)
      expect(texto).toBe(archivo.replace(/\.pdf$/, ".txt"))
      const root = h.mediaDir()
      expect(filesUnder(root)).toEqual([archivo, texto].sort())
      expect(new Uint8Array(fs.readFileSync(path.join(root, archivo)))).toEqual(pdf)
      expect(fs.readFileSync(path.join(root, texto), "utf8")).toBe(res.body.text)
      expect(res.body.text).toBe("Informe de evaluación\nPaciente con urticaria tras ibuprofeno.")

      const id = path.basename(archivo, ".pdf")
      const audit = await h.runtime().runPromise(Effect.flatMap(AuditLog.AuditLog, (a) => a.forEntity("ficha_ocr", id)))
      expect(audit).toHaveLength(1)
      expect(audit[0]).toMatchObject({ action: "FICHA_OCR_STORE", actor_email: h.users.qf.email, changes: { archivo, texto, ips_id: 7, media_type: "application/pdf", size: pdf.length, paginas: 1 } })
      expect(JSON.stringify(audit[0]!.changes)).not.toContain("urticaria")

      // Without ips_id the file goes under sin-ips; a PNG keeps its own extension.
      const png = await upload({ file: pngFile(), store: "1" })
      expect(png.status, png.text).toBe(200)
      expect(png.body.stored.archivo).toMatch(/^evaluacion\/fichas\/sin-ips\/[0-9a-f-]{36}\.png$/)
      expect(fs.readFileSync(path.join(root, png.body.stored.texto), "utf8")).toBe(png.body.text)
    })

    it("answers the validation list for a missing file and bad fields, and writes nothing", async () => {
      const before = filesUnder(h.mediaDir())
      const missing = { status: 400, body: { detail: [{ loc: ["body", "file"], msg: "field required", type: "value_error.missing" }] } }
      expect(await upload({ store: "true" })).toEqual(expect.objectContaining(missing))
      expect(await h.call("POST", "/evaluacion/ficha", { token: h.users.qf.token, json: { file: "x" } })).toMatchObject(missing)
      expect(await upload({ file: "no soy un archivo" })).toMatchObject({
        status: 400,
        body: { detail: [{ loc: ["body", "file"], msg: "Expected UploadFile, received: <class 'str'>", type: "value_error" }] }
      })
      const bad = await upload({ file: pngFile(), ips_id: "siete", store: "quizás", ocr: "talvez" })
      expect(bad.status).toBe(400)
      expect(bad.body.detail).toEqual([
        { loc: ["body", "ips_id"], msg: "value is not a valid integer", type: "type_error.integer" },
        { loc: ["body", "store"], msg: "value could not be parsed to a boolean", type: "type_error.bool" },
        { loc: ["body", "ocr"], msg: "value could not be parsed to a boolean", type: "type_error.bool" }
      ])
      // Blank fields are "not sent", as FastAPI reads forms: defaults apply.
      const blanks = await upload({ file: { bytes: await textPdf([["Texto de la primera página del documento"]]), name: "a.pdf" }, ips_id: "", store: "", ocr: "" })
      expect(blanks).toMatchObject({ status: 200, body: { stored: null, engine: "pdf-texto" } })
      expect(filesUnder(h.mediaDir())).toEqual(before)
    })

    it("answers 400 with a Spanish detail for a file of another type or one that cannot be read", async () => {
      const before = filesUnder(h.mediaDir())
      const text = new TextEncoder().encode("Nombre,Edad\nJuan,45\n")
      // The type comes from the bytes: a name or a declared type does not make a PDF.
      expect(await upload({ file: { bytes: text, name: "ficha.pdf", type: "application/pdf" }, store: "true" })).toMatchObject({
        status: 400, body: { detail: "Tipo de archivo no soportado: se aceptan PDF, PNG, JPG y TIFF" }
      })
      const corrupt = await upload({ file: { bytes: new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> basura"), name: "x.pdf" }, store: "true" })
      expect(corrupt.status).toBe(400)
      expect(corrupt.body.detail).toMatch(/^No se pudo leer el documento: .*PDF/)
      const imageWithoutOcr = await upload({ file: pngFile(), ocr: "false" })
      expect(imageWithoutOcr.status).toBe(400)
      expect(imageWithoutOcr.body.detail).toMatch(/^No se pudo leer el documento: .*OCR/)
      expect(filesUnder(h.mediaDir())).toEqual(before)
    })

    it("refuses files over 12 MB with 413, whether the body limit or the service catches it", async () => {
      const before = filesUnder(h.mediaDir())
      // Just over the limit: the body passes the upload limit's margin and the service refuses the file.
      const justOver = new Uint8Array(12 * 1024 * 1024 + 1)
      justOver.set(new TextEncoder().encode("%PDF-1.7\n"))
      expect(await upload({ file: { bytes: justOver, name: "grande.pdf" }, store: "true" })).toMatchObject({ status: 413, body: { detail: LIMIT_TEXT } })
      // Far over: the body limit answers before the form is read.
      expect(await upload({ file: { bytes: new Uint8Array(13 * 1024 * 1024), name: "enorme.pdf" } })).toMatchObject({ status: 413, body: { detail: LIMIT_TEXT } })
      expect(filesUnder(h.mediaDir())).toEqual(before)
    })
  })
}
