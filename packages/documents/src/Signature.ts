/**
 * Electronic signatures (service-spec "Signature audit record", "Signature request"; decisions.md
 * "Documents and signatures"): the request, the stored record, and its port.
 */
import type { Errors } from "@atalaya/core"
import { Context, type Effect, type Option } from "effect"

/** States of a signature request. */
export const REQUEST_STATES = ["pendiente", "firmado", "expirado", "cancelado"] as const

/** A request state. */
export type RequestState = (typeof REQUEST_STATES)[number]

/** A stored signature request (the code only as its hash). */
export interface SignatureRequest {
  readonly id: string
  readonly documento_id: number
  readonly version_id: number
  readonly signer_user_id: number
  readonly signer_email: string
  readonly reason: string
  readonly code_hash: string
  readonly attempts: number
  readonly estado: RequestState
  readonly expires_at: string
  readonly created_at: string
}

/** A stored signature, the audit record of one signing. */
export interface StoredSignature {
  readonly id: string
  readonly request_id: string
  readonly documento_id: number
  readonly version_id: number
  readonly version: string
  readonly signer_user_id: number
  readonly signer_email: string
  readonly signer_name: string | null
  readonly signed_at: string
  readonly ip_address: string | null
  readonly reason: string
  readonly document_hash: string
  readonly otp_verified: boolean
  readonly signature_image: string
}

/** The record as the contract shows it, with whether the signed file is still unchanged. */
export interface SignatureRecord {
  readonly id: string
  readonly documento_id: number
  readonly version_id: number
  readonly version: string
  readonly signer: { readonly user_id: number; readonly email: string; readonly name: string | null }
  readonly timestamp: string
  readonly ip_address: string | null
  readonly reason: string
  readonly document_hash: string
  readonly otp_verified: boolean
  readonly signature_image: string
  readonly valida: boolean
}

/** Signature storage operations. */
export interface SignatureRepositoryShape {
  readonly insertRequest: (request: Omit<SignatureRequest, "attempts" | "estado" | "created_at">) => Effect.Effect<SignatureRequest, Errors.StorageError>
  /** Reads and locks a request until the transaction ends (one verdict per code). */
  readonly requestForUpdate: (id: string) => Effect.Effect<Option.Option<SignatureRequest>, Errors.StorageError>
  readonly setRequestState: (id: string, estado: RequestState, attempts: number) => Effect.Effect<void, Errors.StorageError>
  readonly insert: (signature: Omit<StoredSignature, "version">) => Effect.Effect<StoredSignature, Errors.StorageError>
  readonly find: (id: string) => Effect.Effect<Option.Option<StoredSignature>, Errors.StorageError>
  readonly ofDocument: (documentId: number) => Effect.Effect<ReadonlyArray<StoredSignature>, Errors.StorageError>
  readonly ofVersion: (versionId: number) => Effect.Effect<ReadonlyArray<StoredSignature>, Errors.StorageError>
}

/** The signature repository service. */
export class SignatureRepository extends Context.Tag("@atalaya/documents/SignatureRepository")<SignatureRepository, SignatureRepositoryShape>() {}
