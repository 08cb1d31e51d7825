/**
 * Documents generated from DOCX templates (service-spec "Documents and signatures" rules): the
 * template `documentos/{codigo}.docx` under the templates folder is filled with `{{variables}}`,
 * stored as a new version of the document with that code, and optionally converted to PDF at once
 * (kept as the version's preview).
 */
import { AuditLog, Errors, type FileStorage, Fields, type Transactor, Validation } from "@atalaya/core"
import { type DocumentConverter, Docx, ReportSettings } from "@atalaya/reports"
import { Effect } from "effect"
import * as fs from "node:fs/promises"
import * as path from "node:path"
import { z } from "zod"
import { CATEGORIES, type Document, nextVersion, parseMetadata, previewUrl, Texts } from "./Document.js"
import { DocumentSettings } from "./DocumentSettings.js"
import { cachePreview } from "./Preview.js"
import { storeVersion } from "./internal/store.js"

const dataSchema = z.unknown().transform((value, ctx) => {
  if (value === undefined || value === null) return {}
  if (!Fields.isPlainObject(value)) {
    Validation.report(ctx, Validation.Messages.dict)
    return z.NEVER
  }
  return value
})

const DATE = /^(\d{4})-(\d{2})-(\d{2})$|^(\d{2})\/(\d{2})\/(\d{4})$/

/**
 * `vigencia` = `emision` + `years` when only `emision` is given (ISO `YYYY-MM-DD` or `DD/MM/YYYY`,
 * answered in the same form); 29 February becomes 28 February in a year without it.
 */
export const withVigencia = (data: Readonly<Record<string, unknown>>, years: number): Record<string, unknown> => {
  const emision = data.emision
  if (typeof emision !== "string" || (data.vigencia !== undefined && data.vigencia !== null && data.vigencia !== "")) return { ...data }
  const m = DATE.exec(emision.trim())
  if (m === null) return { ...data }
  const iso = m[1] !== undefined
  const y = Number(iso ? m[1] : m[6]) + years
  const mo = Number(iso ? m[2] : m[5])
  let d = Number(iso ? m[3] : m[4])
  if (!Fields.isCalendarDate(y - years, mo, d)) return { ...data }
  if (!Fields.isCalendarDate(y, mo, d)) d -= 1
  const pad = (n: number, w = 2) => String(n).padStart(w, "0")
  return { ...data, vigencia: iso ? `${pad(y, 4)}-${pad(mo)}-${pad(d)}` : `${pad(d)}/${pad(mo)}/${pad(y, 4)}` }
}

/** Where a code's template is (the code is a plain folder-safe segment, checked before). */
const templatePath = (dir: string, codigo: string) => path.join(dir, "documentos", `${codigo}.docx`)

const readTemplate = (file: string) =>
  Effect.tryPromise({ try: () => fs.readFile(file), catch: () => new Errors.NotFound({ detail: Texts.templateNotFound }) }).pipe(
    Effect.map((buffer) => new Uint8Array(buffer))
  )

/**
 * Generates a document: `{codigo, version, data, owner_type, owner_id}` plus optional `titulo`,
 * `categoria`, `area` and `pdf` (also build the PDF now). Answers `{documento_id, version_id,
 * file_path, file_size, preview_url}`.
 */
export const generate = (body: unknown, actor: AuditLog.Actor) =>
  Effect.gen(function*() {
    const meta = yield* Effect.suspend(() => parseMetadata(body, "update", ["codigo", "version", "titulo", "categoria", "area", "owner_type", "owner_id", "icsr_id"]))
    const issues: Array<Validation.ValidationIssue> = []
    if (meta.codigo === undefined) issues.push({ loc: ["body", "codigo"], ...Validation.Messages.missing })
    const input = Fields.isPlainObject(body) ? body : {}
    const data = dataSchema.safeParse(input.data)
    if (!data.success) issues.push(...Validation.fromZod("body", data.error).map((i) => ({ ...i, loc: ["body", "data", ...i.loc.slice(1)] })))
    const pdf = input.pdf === undefined ? { ok: true as const, value: false } : Fields.parseBoolean(input.pdf)
    if (!pdf.ok) issues.push({ loc: ["body", "pdf"], ...pdf.issue })
    if (issues.length > 0 || !data.success || !pdf.ok) return yield* Effect.fail(new Errors.ValidationFailed({ issues }))
    const codigo = meta.codigo!
    const reports = yield* ReportSettings
    const settings = yield* DocumentSettings
    const template = yield* readTemplate(templatePath(reports.templatesDir, codigo))
    const titulo = meta.titulo ?? (typeof data.data.titulo === "string" && data.data.titulo.trim() !== "" ? data.data.titulo.trim().slice(0, 300) : codigo)
    const prefix = codigo.split(/[-_.]/)[0]!.toUpperCase()
    const categoria = meta.categoria ?? ((CATEGORIES as ReadonlyArray<string>).includes(prefix) ? prefix : null)
    const stored = yield* storeVersion({
      target: {
        codigo, titulo, categoria, area: meta.area ?? null, tags: null,
        owner_type: meta.owner_type ?? null, owner_id: meta.owner_id ?? null, icsr_id: meta.icsr_id ?? null, meta: { plantilla: `${codigo}.docx` }
      },
      version: meta.version ?? ((doc: Document) => Effect.succeed(doc.current_version_id === null ? "1.0" : nextVersion(doc.version) ?? "1.0")),
      fileName: (v) => `${codigo}_v${v}.docx`,
      originalName: null,
      kind: "docx",
      bytes: (version) =>
        render(template, {
          ...withVigencia(data.data, settings.vigenciaYears),
          codigo,
          version,
          titulo,
          fecha_generacion: settings.now().toISOString().slice(0, 10)
        }),
      changeNotes: "Generado desde plantilla",
      action: "DOCUMENT_GENERATE",
      actor
    })
    if (pdf.value) yield* cachePreview(stored.version.id)
    return {
      documento_id: stored.document.id,
      version_id: stored.version.id,
      version: stored.version.version,
      file_path: stored.version.file_path,
      file_size: stored.version.file_size,
      preview_url: previewUrl(stored.document.id)
    }
  })

/** Fills the template; a value docxtemplater cannot place is the caller's 400, not a 500. */
const render = (template: Uint8Array, data: Record<string, unknown>) =>
  Effect.try({
    try: () => Docx.renderDocx(template, data),
    catch: () => new Errors.BadRequest({ detail: Texts.renderFailed })
  })
