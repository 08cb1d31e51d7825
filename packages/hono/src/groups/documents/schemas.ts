/**
 * The documents group's schemas: the document's metadata from its field table, versions, the
 * generation answer, and the signature request and record.
 */
import { FieldSpec } from "@atalaya/core"
import { Document, Signature } from "@atalaya/documents"
import type { Schema } from "../../Endpoint.js"
import { ref } from "../../Group.js"

const nullable = (type: string, extra: Record<string, unknown> = {}) => ({ type: [type, "null"], ...extra })

const version = {
  type: "object",
  properties: {
    id: { type: "integer" }, documento_id: { type: "integer" }, version: { type: "string" }, is_current: { type: "boolean" },
    created_at: { type: "string", format: "date-time" }, file_name: { type: "string", description: "Stored (sanitised) name" },
    nombre_original: nullable("string", { description: "Name the file was uploaded under" }), file_mime: { type: "string" },
    file_size: { type: "integer" }, file_path: { type: "string", description: "docs/{codigo}/v{version}/{filename} under the media root" },
    sha256: { type: "string", description: "sha256:<hex> of the file" }, change_notes: nullable("string"), created_by: nullable("string"),
    download_url: { type: "string" }
  }
}

/** Every schema the group's endpoints reference. */
export const documentSchemas: Readonly<Record<string, Schema>> = {
  Documento: {
    type: "object",
    description: "A controlled document; its file fields show the current version.",
    properties: {
      id: { type: "integer", readOnly: true },
      ...FieldSpec.tableJsonSchema(Document.metadataTable).properties as Record<string, unknown>,
      vigente: { type: "boolean" },
      version: nullable("string", { description: "Current version label" }),
      current_version_id: nullable("integer"), nombre_original: nullable("string"), tipo_mime: nullable("string"),
      tamano_bytes: nullable("integer"), ruta_archivo: nullable("string"),
      tags: nullable("string", { description: "Comma-separated, trimmed, each once" }),
      meta: { type: "object", additionalProperties: true },
      created_at: { type: "string", format: "date-time" }, updated_at: { type: "string", format: "date-time" }
    }
  },
  DocumentoPage: {
    type: "object",
    properties: { items: { type: "array", items: ref("Documento") }, total: { type: "integer" }, page: { type: "integer" }, page_size: { type: "integer" } }
  },
  DocumentoUpload: {
    type: "object",
    required: ["file", "codigo", "titulo"],
    properties: {
      file: { type: "string", format: "binary", description: "pdf, docx, xlsx, png, jpg/jpeg or txt, checked by content" },
      codigo: { type: "string", pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$", maxLength: 64 },
      titulo: { type: "string", maxLength: 300 }, categoria: { type: "string" }, area: { type: "string" },
      version: { type: "string", pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$", description: "Default 1.0" },
      tags: { type: "string" }, icsr_id: { type: "integer" }, owner_type: { type: "string" }, owner_id: { type: "integer" }
    }
  },
  DocumentoUpdate: {
    type: "object",
    description: "Any of titulo, categoria, area, tags, vigente, meta, owner_type, owner_id (and icsr_id)",
    properties: {
      titulo: { type: "string", maxLength: 300 }, categoria: nullable("string"), area: nullable("string"), tags: nullable("string"),
      vigente: { type: "boolean" }, meta: { type: "object" }, owner_type: nullable("string"), owner_id: nullable("integer"), icsr_id: nullable("integer")
    }
  },
  DocumentoGenerate: {
    type: "object",
    required: ["codigo"],
    properties: {
      codigo: { type: "string", description: "Names the template templates/documentos/{codigo}.docx" },
      version: { type: "string", description: "Default: 1.0, or the label after the current one" },
      data: { type: "object", additionalProperties: true, description: "{{variables}}; emision without vigencia gives vigencia = emision + 3 years" },
      titulo: { type: "string" }, categoria: { type: "string" }, area: { type: "string" },
      owner_type: { type: "string" }, owner_id: { type: "integer" }, icsr_id: { type: "integer" },
      pdf: { type: "boolean", description: "Also build the PDF now (kept as the version's preview)" }
    }
  },
  DocumentoGenerated: {
    type: "object",
    properties: {
      documento_id: { type: "integer" }, version_id: { type: "integer" }, version: { type: "string" },
      file_path: { type: "string" }, file_size: { type: "integer" }, preview_url: { type: "string" }
    }
  },
  DocumentoVersion: version,
  DocumentoVersions: { type: "object", properties: { versions: { type: "array", items: version } } },
  DocumentoNewVersion: {
    type: "object",
    required: ["file"],
    properties: {
      file: { type: "string", format: "binary" },
      version: { type: "string", description: "Default: the current label's last number plus one (1.0 → 1.1)" },
      change_notes: { type: "string", maxLength: 2000 }
    }
  },
  FirmaRequest: {
    type: "object",
    required: ["documento_id", "signer_email", "reason"],
    properties: {
      documento_id: { type: "integer" },
      signer_email: { type: "string", format: "email", description: "An active user with documents:sign" },
      reason: { type: "string", maxLength: 500, description: "The meaning of the signature (e.g. Aprobado, Revisado)" }
    }
  },
  FirmaRequested: {
    type: "object",
    properties: {
      request_id: { type: "string", format: "uuid" }, documento_id: { type: "integer" }, signer_email: { type: "string" }, reason: { type: "string" },
      expires_at: { type: "string", format: "date-time" }, estado: { type: "string", enum: [...Signature.REQUEST_STATES] }
    }
  },
  FirmaSign: {
    type: "object",
    required: ["request_id", "otp", "signature_data"],
    properties: {
      request_id: { type: "string", format: "uuid" }, otp: { type: "string", pattern: "^[0-9]{6}$" },
      signature_data: { type: "string", description: "PNG or JPEG in base64, with or without a data: prefix (≤ 512 KB)" }
    }
  },
  Firma: {
    type: "object",
    description: "Signature audit record; valida is false once the signed file no longer has document_hash.",
    properties: {
      id: { type: "string", format: "uuid" }, documento_id: { type: "integer" }, version_id: { type: "integer" }, version: { type: "string" },
      signer: { type: "object", properties: { user_id: { type: "integer" }, email: { type: "string" }, name: nullable("string") } },
      timestamp: { type: "string", format: "date-time", description: "With the unit's zone offset" },
      ip_address: nullable("string"), reason: { type: "string" }, document_hash: { type: "string", description: "sha256:<hex>" },
      otp_verified: { type: "boolean" }, signature_image: { type: "string", description: "data URL" }, valida: { type: "boolean" }
    }
  },
  FirmaList: { type: "object", properties: { items: { type: "array", items: ref("Firma") }, total: { type: "integer" } } }
}
