/**
 * Append-only audit trail: who changed what, when, with before/after values. Written in the
 * same transaction as the change it records; the storage chains entries by hash, so a rewritten,
 * removed or slipped-in entry is detected by {@link AuditLogShape.verify}.
 */
import { Context, type Effect } from "effect"
import type { StorageError } from "./Errors.js"

/** Who performed an action. */
export interface Actor {
  readonly id: number | null
  readonly email: string | null
}

/** One audit entry as written. */
export interface AuditEntry {
  readonly action: string
  readonly entity: string
  readonly entity_id: string | null
  readonly actor: Actor
  readonly changes: unknown
}

/** One audit entry as stored. */
export interface AuditRecord {
  readonly id: number
  readonly at: string
  readonly action: string
  readonly entity: string
  readonly entity_id: string | null
  readonly actor_id: number | null
  readonly actor_email: string | null
  readonly changes: unknown
}

/**
 * The outcome of walking the hash chain (`GET /audit/verify`): `entries` stored, and the id of the
 * first entry whose content, link or place in the chain does not match (null when intact).
 */
export interface AuditVerification {
  readonly ok: boolean
  readonly entries: number
  readonly first_broken_id: number | null
}

/** The audit trail operations. */
export interface AuditLogShape {
  /** Appends one entry; entries are never updated or deleted. */
  readonly append: (entry: AuditEntry) => Effect.Effect<void, StorageError>
  /** Entries of one entity, oldest first. */
  readonly forEntity: (entity: string, entityId: string) => Effect.Effect<ReadonlyArray<AuditRecord>, StorageError>
  /** Walks the whole chain, oldest first, recomputing every hash. */
  readonly verify: () => Effect.Effect<AuditVerification, StorageError>
}

/** The audit log service. */
export class AuditLog extends Context.Tag("@atalaya/core/AuditLog")<AuditLog, AuditLogShape>() {}

/** The actor of work done by the service itself (intake, workers). */
export const SYSTEM: Actor = { id: null, email: "system" }
