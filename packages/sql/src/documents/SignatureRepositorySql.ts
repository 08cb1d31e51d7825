/**
 * Signature requests and signature records in PostgreSQL SQL (migration 0017). Records are
 * immutable (a trigger refuses UPDATE and DELETE); requests change state under a row lock.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Signature } from "@atalaya/documents"
import { Effect, Layer, Option } from "effect"
import { orStorageError } from "../internal/errors.js"

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const REQUEST = `r.id::text AS id, r.documento_id, r.version_id, r.signer_user_id, r.signer_email, r.reason, r.code_hash, r.attempts, r.estado,
  ${ISO("r.expires_at")} AS expires_at, ${ISO("r.created_at")} AS created_at`

const SIGNATURE = `f.id::text AS id, f.request_id::text AS request_id, f.documento_id, f.version_id, v.version, f.signer_user_id, f.signer_email,
  f.signer_name, ${ISO("f.signed_at")} AS signed_at, f.ip_address, f.reason, f.document_hash, f.otp_verified, f.signature_image`

/** Builds the repository over the current `SqlClient`. */
export const make = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const request = sql.literal(REQUEST)
  const signature = sql.literal(SIGNATURE)

  const repository: Signature.SignatureRepositoryShape = {
    insertRequest: (r) =>
      sql<Signature.SignatureRequest>`
        INSERT INTO firma_solicitudes AS r (id, documento_id, version_id, signer_user_id, signer_email, reason, code_hash, expires_at)
        VALUES (${r.id}::uuid, ${r.documento_id}, ${r.version_id}, ${r.signer_user_id}, ${r.signer_email}, ${r.reason}, ${r.code_hash}, ${r.expires_at}::timestamptz)
        RETURNING ${request}`.pipe(Effect.map((rows) => rows[0]!), orStorageError),
    requestForUpdate: (id) =>
      sql<Signature.SignatureRequest>`SELECT ${request} FROM firma_solicitudes r WHERE r.id = ${id}::uuid FOR UPDATE`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        orStorageError
      ),
    setRequestState: (id, estado, attempts) =>
      sql`UPDATE firma_solicitudes SET estado = ${estado}, attempts = ${attempts}, updated_at = now() WHERE id = ${id}::uuid`.pipe(Effect.asVoid, orStorageError),
    insert: (s) =>
      Effect.gen(function*() {
        yield* sql`
          INSERT INTO firmas (id, request_id, documento_id, version_id, signer_user_id, signer_email, signer_name, signed_at, ip_address, reason,
            document_hash, otp_verified, signature_image)
          VALUES (${s.id}::uuid, ${s.request_id}::uuid, ${s.documento_id}, ${s.version_id}, ${s.signer_user_id}, ${s.signer_email}, ${s.signer_name},
            ${s.signed_at}::timestamptz, ${s.ip_address}, ${s.reason}, ${s.document_hash}, ${s.otp_verified}, ${s.signature_image})`
        const rows = yield* sql<Signature.StoredSignature>`
          SELECT ${signature} FROM firmas f JOIN documento_versiones v ON v.id = f.version_id WHERE f.id = ${s.id}::uuid`
        return rows[0]!
      }).pipe(orStorageError),
    find: (id) =>
      sql<Signature.StoredSignature>`SELECT ${signature} FROM firmas f JOIN documento_versiones v ON v.id = f.version_id WHERE f.id = ${id}::uuid`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        orStorageError
      ),
    ofDocument: (documentId) =>
      sql<Signature.StoredSignature>`
        SELECT ${signature} FROM firmas f JOIN documento_versiones v ON v.id = f.version_id
        WHERE f.documento_id = ${documentId} ORDER BY f.signed_at, f.id`.pipe(orStorageError),
    ofVersion: (versionId) =>
      sql<Signature.StoredSignature>`
        SELECT ${signature} FROM firmas f JOIN documento_versiones v ON v.id = f.version_id
        WHERE f.version_id = ${versionId} ORDER BY f.signed_at, f.id`.pipe(orStorageError)
  }
  return repository
})

/** The repository as a layer over the SQL client. */
export const layer = Layer.effect(Signature.SignatureRepository, make)
