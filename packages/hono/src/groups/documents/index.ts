/**
 * Controlled documents and electronic signatures (service-spec "Documents and signatures";
 * decisions.md): list, read, upload, generate, update, delete, versions, download, preview,
 * signature request, signing and the signature records.
 */
import type { AuditLog, FileStorage, Outbox, PasswordHasher, Transactor, UserRepository } from "@atalaya/core"
import { AuthService } from "@atalaya/core"
import { type DocumentRepository, DocumentSettings, Documents, Generation, Preview, type Signature, Signatures } from "@atalaya/documents"
import type { DocumentConverter } from "@atalaya/reports"
import { Effect } from "effect"
import { endpoint, type Input, type PathParam, permission } from "../../Endpoint.js"
import { type Group, group, ref } from "../../Group.js"
import { clientAddress } from "../../internal/clientAddress.js"
import { commonSchemas } from "../common.js"
import { integerId } from "../params.js"
import { documentSchemas } from "./schemas.js"

export { documentSchemas } from "./schemas.js"

const docId = integerId("doc_id", "Document id")
const versionId = integerId("version_id", "Version id")
const firmaId: PathParam<string> = { schema: { type: "string", format: "uuid" }, description: "Signature id", parse: (raw) => Effect.succeed(raw ?? "") }

const read = permission("documents:read")
const write = permission("documents:write")
const sign = permission("documents:sign")
const actor = (i: Input<unknown>) => AuthService.actorOf(i.principal!)

/** A file answer: never sniffed, never cached by shared caches; the name quoted safely. */
const fileResponse = (bytes: Uint8Array, mime: string, disposition: "inline" | "attachment", name: string) =>
  new Response(bytes, {
    headers: {
      "content-type": mime,
      "content-length": String(bytes.length),
      "content-disposition": `${disposition}; filename="${name.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store"
    }
  })

/** The documents group's maximum upload, fixed when the module loads (ATALAYA_DOCUMENT_MAX_MB). */
const maxBytes = DocumentSettings.defaults().maxBytes

/** What the documents endpoints need. */
export type DocumentsServices =
  | AuditLog.AuditLog
  | DocumentConverter.DocumentConverter
  | DocumentRepository.DocumentRepository
  | FileStorage.FileStorage
  | Outbox.Outbox
  | PasswordHasher.PasswordHasher
  | Signature.SignatureRepository
  | Transactor.Transactor
  | UserRepository.UserRepository

/** The documents group. */
export const documents: Group<DocumentsServices> = group({
  name: "documents",
  schemas: { ...commonSchemas, ...documentSchemas },
  endpoints: [
    endpoint({
      method: "get", path: "/documentos", summary: "List documents (ordered by code)", tag: "documentos", access: read,
      query: [
        { name: "q", schema: { type: "string" }, description: "Part of codigo, titulo or tags" },
        { name: "categoria", schema: { type: "string" } },
        { name: "area", schema: { type: "string" } },
        { name: "vigente", schema: { type: "boolean" } },
        { name: "tags", schema: { type: "string" }, description: "Comma-separated; every tag must be present" },
        { name: "owner_type", schema: { type: "string" } },
        { name: "owner_id", schema: { type: "integer" } },
        { name: "page", schema: { type: "integer", minimum: 1, default: 1 } },
        { name: "page_size", schema: { type: "integer", minimum: 1, maximum: 200, default: 20 } }
      ],
      success: { schema: ref("DocumentoPage") },
      handler: (i) => Documents.list(i.query)
    }),
    endpoint({
      method: "get", path: "/documentos/{doc_id}", summary: "One document", tag: "documentos", access: read,
      params: { doc_id: docId }, success: { schema: ref("Documento") }, errors: { 404: "Document not found" },
      handler: (i) => Documents.get(i.params.doc_id)
    }),
    endpoint({
      method: "post", path: "/documentos/upload", summary: "Upload a document, or a new version of the document with that code", tag: "documentos",
      access: write, body: { kind: "multipart", schema: ref("DocumentoUpload"), maxBytes },
      success: { status: 201, schema: ref("Documento") },
      errors: { 404: "Linked case not found", 409: "The document already has that version", 413: "File over the upload limit" },
      handler: (i) => Documents.upload(i.upload, actor(i))
    }),
    endpoint({
      method: "post", path: "/documentos/generate", summary: "Generate a document from its DOCX template", tag: "documentos", access: write,
      body: { kind: "json", schema: ref("DocumentoGenerate") }, success: { status: 201, schema: ref("DocumentoGenerated") },
      errors: { 404: "Plantilla no encontrada", 409: "The document already has that version", 503: "No document converter (pdf: true)" },
      handler: (i) => Generation.generate(i.body, actor(i))
    }),
    endpoint({
      method: "put", path: "/documentos/{doc_id}", summary: "Change a document's metadata", tag: "documentos", access: write,
      params: { doc_id: docId }, body: { kind: "json", schema: ref("DocumentoUpdate") }, success: { schema: ref("Documento") },
      errors: { 404: "Document not found" },
      handler: (i) => Documents.update(i.params.doc_id, i.body, actor(i))
    }),
    endpoint({
      method: "delete", path: "/documentos/{doc_id}", summary: "Delete a document without signatures, with its versions and files", tag: "documentos",
      access: write, params: { doc_id: docId }, success: { schema: ref("Ok") }, errors: { 404: "Document not found", 409: "The document has signatures" },
      handler: (i) => Documents.remove(i.params.doc_id, actor(i))
    }),
    endpoint({
      method: "get", path: "/documentos/{doc_id}/versions", summary: "Every version of a document, newest first", tag: "documentos", access: read,
      params: { doc_id: docId }, success: { schema: ref("DocumentoVersions") }, errors: { 404: "Document not found" },
      handler: (i) => Documents.versions(i.params.doc_id)
    }),
    endpoint({
      method: "post", path: "/documentos/{doc_id}/version", summary: "Add a version; it becomes current and the old one is kept", tag: "documentos",
      access: write, params: { doc_id: docId }, body: { kind: "multipart", schema: ref("DocumentoNewVersion"), maxBytes },
      success: { status: 201, schema: ref("DocumentoVersion") }, errors: { 404: "Document not found", 409: "The document already has that version", 413: "File over the upload limit" },
      handler: (i) => Documents.newVersion(i.params.doc_id, i.upload, actor(i))
    }),
    endpoint({
      method: "get", path: "/documentos/versions/{version_id}/download", summary: "The file of any version", tag: "documentos", access: read,
      params: { version_id: versionId }, success: { contentType: "application/octet-stream", schema: { type: "string", format: "binary" } },
      errors: { 404: "Version or file not found" },
      handler: (i) => Effect.map(Documents.download(i.params.version_id), (f) => fileResponse(f.bytes, f.mime, "attachment", f.name))
    }),
    endpoint({
      method: "get", path: "/documentos/{doc_id}/preview", summary: "The current version as PDF (signed versions carry the manifestation)", tag: "documentos",
      access: read, params: { doc_id: docId },
      query: [{ name: "disposition", schema: { type: "string", enum: ["inline", "download"], default: "inline" } }],
      success: { contentType: "application/pdf", schema: { type: "string", format: "binary" } },
      errors: { 404: "Document or file not found", 503: "Conversor de documentos no disponible" },
      handler: (i) =>
        Effect.map(Preview.preview(i.params.doc_id, i.query.disposition), (p) =>
          fileResponse(p.bytes, "application/pdf", p.disposition === "download" ? "attachment" : "inline", p.fileName))
    }),
    endpoint({
      method: "post", path: "/firmas/request", summary: "Request a signature: a one-time code goes to the signer's email", tag: "firmas", access: sign,
      body: { kind: "json", schema: ref("FirmaRequest") }, success: { status: 201, schema: ref("FirmaRequested") },
      errors: { 404: "Document not found" },
      handler: (i) => Signatures.request(i.body, actor(i))
    }),
    endpoint({
      method: "post", path: "/firmas/sign", summary: "Sign with the code, from the signer's own session", tag: "firmas", access: sign,
      body: { kind: "json", schema: ref("FirmaSign") }, success: { status: 201, schema: ref("Firma") },
      errors: { 403: "Not the signer named in the request", 404: "Request not found" },
      handler: (i) => Effect.flatMap(clientAddress(i.c), (ip) => Signatures.sign(i.body, i.principal!, ip))
    }),
    endpoint({
      method: "get", path: "/firmas/{firma_id}", summary: "A signature's audit record", tag: "firmas", access: read,
      params: { firma_id: firmaId }, success: { schema: ref("Firma") }, errors: { 404: "Signature not found" },
      handler: (i) => Signatures.record(i.params.firma_id)
    }),
    endpoint({
      method: "get", path: "/documentos/{doc_id}/firmas", summary: "The signatures of a document, oldest first", tag: "firmas", access: read,
      params: { doc_id: docId }, success: { schema: ref("FirmaList") }, errors: { 404: "Document not found" },
      handler: (i) => Signatures.ofDocument(i.params.doc_id)
    })
  ]
})
