/**
 * Port of document storage: documents, their versions and the cached previews. Implemented in
 * `@atalaya/sql` (`documents/DocumentRepositorySql.ts`).
 */
import type { Errors } from "@atalaya/core"
import { Context, type Effect, type Option } from "effect"
import type { Document, DocumentVersion } from "./Document.js"

/** A list request after validation. */
export interface ListQuery {
  readonly q: string | null
  readonly categoria: string | null
  readonly area: string | null
  readonly vigente: boolean | null
  /** Every tag must be present (AND), compared case-insensitively. */
  readonly tags: ReadonlyArray<string>
  readonly owner_type: string | null
  readonly owner_id: number | null
  readonly page: number
  readonly page_size: number
}

/** The metadata a new document is created with. */
export interface NewDocument {
  readonly codigo: string
  readonly titulo: string
  readonly categoria: string | null
  readonly area: string | null
  readonly tags: string | null
  readonly owner_type: string | null
  readonly owner_id: number | null
  readonly icsr_id: number | null
  readonly meta: Readonly<Record<string, unknown>>
}

/** A new version's file, already written under `file_path`. */
export interface NewVersion {
  readonly documento_id: number
  readonly version: string
  readonly file_path: string
  readonly file_name: string
  /** The name the client sent (its base name, for display). */
  readonly nombre_original: string | null
  readonly file_mime: string
  readonly file_size: number
  readonly sha256: string
  readonly change_notes: string | null
  readonly created_by: string | null
}

/** A version with its document's code (for file keys) and preview cache entry. */
export interface VersionWithDocument extends DocumentVersion {
  readonly codigo: string
  readonly preview_key: string | null
  readonly preview_fingerprint: string | null
}

/** Fields an update writes; absent keys are left as they are. */
export type DocumentPatch = Partial<Omit<NewDocument, "codigo"> & { readonly vigente: boolean }>

/** Document storage operations. */
export interface DocumentRepositoryShape {
  readonly list: (query: ListQuery) => Effect.Effect<{ readonly items: ReadonlyArray<Document>; readonly total: number }, Errors.StorageError>
  readonly find: (id: number) => Effect.Effect<Option.Option<Document>, Errors.StorageError>
  /** Reads and locks the row until the transaction ends (serialises new versions of one document). */
  readonly findForUpdate: (id: number) => Effect.Effect<Option.Option<Document>, Errors.StorageError>
  /** Looks a document up by its code and locks it; none when the code is new. */
  readonly findByCodigoForUpdate: (codigo: string) => Effect.Effect<Option.Option<Document>, Errors.StorageError>
  /**
   * Creates a document without a file yet and locks it; when another request created the code
   * meanwhile, waits for it and locks that document instead.
   */
  readonly insert: (doc: NewDocument) => Effect.Effect<Document, Errors.StorageError>
  /** Adds a version (not current yet); fails with Conflict when the document has that label. */
  readonly insertVersion: (version: NewVersion) => Effect.Effect<DocumentVersion, Errors.Conflict | Errors.StorageError>
  /** Makes a version the current one: only it is current, and the document shows its file. */
  readonly makeCurrent: (documentId: number, versionId: number) => Effect.Effect<Document, Errors.StorageError>
  readonly update: (id: number, patch: DocumentPatch) => Effect.Effect<Document, Errors.StorageError>
  /** Deletes the document with its versions; answers the file keys they held (files and previews). */
  readonly remove: (id: number) => Effect.Effect<ReadonlyArray<string>, Errors.StorageError>
  readonly versions: (documentId: number) => Effect.Effect<ReadonlyArray<DocumentVersion>, Errors.StorageError>
  readonly version: (versionId: number) => Effect.Effect<Option.Option<VersionWithDocument>, Errors.StorageError>
  /** Records the cached preview of a version and the source fingerprint it was built from. */
  readonly setPreview: (versionId: number, key: string, fingerprint: string) => Effect.Effect<void, Errors.StorageError>
  /** True when a case with this id exists (the optional link of a document). */
  readonly caseExists: (id: number) => Effect.Effect<boolean, Errors.StorageError>
}

/** The document repository service. */
export class DocumentRepository extends Context.Tag("@atalaya/documents/DocumentRepository")<DocumentRepository, DocumentRepositoryShape>() {}
