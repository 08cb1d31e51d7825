/**
 * Controlled documents (service-spec "Document", "Document version"): the field table that drives
 * the metadata's input schemas and its JSON Schema, the stored shapes, and the contract's texts.
 */
import { Errors, FieldSpec, Fields, Validation } from "@atalaya/core"
import { Either } from "effect"
import { z } from "zod"

/** The service's texts for documents and signatures (decisions.md "Documents and signatures"). */
export const Texts = {
  notFound: "Documento no encontrado",
  versionNotFound: "Version no encontrada",
  fileNotFound: "Archivo no encontrado",
  templateNotFound: "Plantilla no encontrada",
  fileType: "Tipo de archivo no permitido",
  versionTaken: "Ya existe esa version del documento",
  hasSignatures: "El documento tiene firmas y no se puede eliminar",
  noFile: "El documento no tiene archivo",
  caseNotFound: Errors.Texts.caseNotFound,
  requestNotFound: "Solicitud de firma no encontrada",
  signatureNotFound: "Firma no encontrada",
  invalidCode: "Codigo invalido o expirado",
  notSigner: "Solo el firmante puede firmar con este codigo",
  signerNotAllowed: "El firmante debe ser un usuario activo con permiso documents:sign",
  badImage: "signature_data debe ser una imagen PNG o JPEG en base64",
  renderFailed: "No se pudo generar el documento desde la plantilla"
} as const

/** A code or version label becomes a folder name: letters, digits, dot, dash and underscore only. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

/** Categories seen in the contract; others are accepted as typed (the list is not closed). */
export const CATEGORIES = ["SOP", "REPORT", "FORM", "ACTA", "TRAINING", "CERTIFICATE", "ANEXO"] as const

/** The metadata people send, one spec per field (upload, generation and update share it). */
export const metadataTable = {
  codigo: { kind: "text", max: 64, required: true },
  titulo: { kind: "text", max: 300, required: true },
  categoria: { kind: "text", max: 40 },
  area: { kind: "text", max: 120 },
  version: { kind: "text", max: 20 },
  tags: { kind: "text", max: 500 },
  owner_type: { kind: "text", max: 40 },
  owner_id: { kind: "int", min: 1 },
  icsr_id: { kind: "int", min: 1 },
  vigente: { kind: "bool" }
} as const satisfies FieldSpec.FieldTable

/** The fields an update may change (decisions.md): not the code, version or file. */
export const UPDATABLE = ["titulo", "categoria", "area", "tags", "vigente", "meta", "owner_type", "owner_id", "icsr_id"] as const

/** A stored document. */
export interface Document {
  readonly id: number
  readonly codigo: string
  readonly titulo: string
  readonly categoria: string | null
  readonly owner_type: string | null
  readonly owner_id: number | null
  readonly area: string | null
  readonly version: string | null
  readonly vigente: boolean
  readonly current_version_id: number | null
  readonly nombre_original: string | null
  readonly tipo_mime: string | null
  readonly tamano_bytes: number | null
  readonly ruta_archivo: string | null
  readonly tags: string | null
  readonly meta: Readonly<Record<string, unknown>>
  readonly icsr_id: number | null
  readonly created_at: string
  readonly updated_at: string
}

/** A stored version of a document's file. */
export interface DocumentVersion {
  readonly id: number
  readonly documento_id: number
  readonly version: string
  readonly file_path: string
  readonly file_name: string
  readonly nombre_original: string | null
  readonly file_mime: string
  readonly file_size: number
  readonly sha256: string
  readonly change_notes: string | null
  readonly is_current: boolean
  readonly created_by: string | null
  readonly created_at: string
}

/** Metadata after validation (absent keys were not sent). */
export type Metadata = {
  codigo?: string
  titulo?: string
  categoria?: string | null
  area?: string | null
  version?: string | null
  tags?: string | null
  owner_type?: string | null
  owner_id?: number | null
  icsr_id?: number | null
  vigente?: boolean | null
  meta?: Record<string, unknown>
}

const segmentIssue = (name: string) => ({
  loc: ["body", name],
  msg: "only letters, digits, '.', '-' and '_', starting with a letter or digit",
  type: "value_error.str.regex"
})

/** Tags as one canonical comma-separated text: trimmed, blanks dropped, each once, in the order given. */
export const normaliseTags = (tags: string | null | undefined): string | null => {
  if (tags === null || tags === undefined) return null
  const seen = new Set<string>()
  for (const tag of tags.split(",").map((t) => t.trim().replace(/\s+/g, " ")).filter((t) => t !== "")) {
    if (![...seen].some((s) => s.toLowerCase() === tag.toLowerCase())) seen.add(tag)
  }
  return seen.size === 0 ? null : [...seen].join(",")
}

const metaSchema = z.unknown().transform((value, ctx) => {
  if (value === undefined) return undefined
  if (value === null) return {}
  if (!Fields.isPlainObject(value)) {
    Validation.report(ctx, Validation.Messages.dict)
    return z.NEVER
  }
  if (JSON.stringify(value).length > 20_000) {
    Validation.report(ctx, Validation.Messages.maxLength(20_000))
    return z.NEVER
  }
  return value
})

/**
 * Parses metadata from a JSON body or a multipart form (fields arrive as text). `create` requires
 * codigo and titulo; an update refuses the fields it may not change by ignoring them.
 */
export const parseMetadata = (input: unknown, mode: FieldSpec.Mode, only?: ReadonlyArray<string>): Either.Either<Metadata, Errors.ValidationFailed> => {
  const table = only === undefined ? metadataTable : Object.fromEntries(Object.entries(metadataTable).filter(([k]) => only.includes(k)))
  const schema = Fields.record({ ...FieldSpec.toShape(table, mode), ...(only === undefined || only.includes("meta") ? { meta: metaSchema } : {}) })
  const raw = Fields.isPlainObject(input) && typeof input.meta === "string" ? { ...input, meta: parseJsonText(input.meta) } : input
  const parsed = schema.safeParse(raw)
  if (!parsed.success) return Either.left(new Errors.ValidationFailed({ issues: Validation.fromZod("body", parsed.error) }))
  const out = { ...parsed.data } as Metadata
  const issues: Array<Validation.ValidationIssue> = []
  for (const name of ["codigo", "version"] as const) {
    const value = out[name]
    if (typeof value === "string" && !SEGMENT.test(value.trim())) issues.push(segmentIssue(name))
    else if (typeof value === "string") out[name] = value.trim()
  }
  if (issues.length > 0) return Either.left(new Errors.ValidationFailed({ issues }))
  if (out.tags !== undefined) out.tags = normaliseTags(out.tags)
  if (typeof out.categoria === "string") out.categoria = out.categoria.trim().toUpperCase()
  return Either.right(out)
}

/** A form's `meta` field is JSON text; anything unparsable is kept as text so validation names it. */
const parseJsonText = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** The version label after `label`: its last number plus one ("1.0" → "1.1", "v3" → "v4"), else null. */
export const nextVersion = (label: string | null): string | null => {
  if (label === null) return "1.0"
  const match = /^(.*?)(\d+)(\D*)$/.exec(label)
  if (match === null) return null
  const digits = match[2]!
  const next = String(Number(digits) + 1).padStart(digits.length, "0")
  return `${match[1]}${next}${match[3]}`
}

/** Where a version's file lives under the media root (service-spec: media/docs/{codigo}/v{version}/{filename}). */
export const fileKey = (codigo: string, version: string, fileName: string): string => `docs/${codigo}/v${version}/${fileName}`

/** The download address of a version. */
export const downloadUrl = (versionId: number): string => `/api/v1/documentos/versions/${versionId}/download`

/** The preview address of a document. */
export const previewUrl = (documentId: number): string => `/api/v1/documentos/${documentId}/preview`
