/**
 * Storage by capability: one layer per capability over a provided `SqlClient`, so a host that
 * mounts only some route groups provides only their repositories. Combine them with
 * {@link pglite} or {@link postgres}, which add the driver and run the migrations first (the
 * schema is one; migrations are not split, only the repositories a runtime holds).
 */
import * as SqlClient from "@effect/sql/SqlClient"
import type { SqlError } from "@effect/sql/SqlError"
import type { AuditLog, CaseRepository, DuplicateRepository, MeddraRepository, MessageRepository, Outbox, ProductRepository, TaskRepository, Transactor, UserRepository } from "@atalaya/core"
import type { IntakeRepository } from "@atalaya/intake"
import type { CausalityRepository } from "@atalaya/causality"
import type { TrainingRepository } from "@atalaya/training"
import type { DocumentRepository, Signature } from "@atalaya/documents"
import type { IpsRepository } from "@atalaya/ips"
import type { RegulatorImports, Surveillance } from "@atalaya/regulators"
import { DuplicateChecks } from "@atalaya/core"
import { Context, Effect, Layer } from "effect"
import * as UserRepositorySql from "./auth/UserRepositorySql.js"
import * as CaseRepositorySql from "./case/CaseRepositorySql.js"
import * as ProductRepositorySql from "./catalog/ProductRepositorySql.js"
import * as CausalityRepositorySql from "./causality/CausalityRepositorySql.js"
import * as DocumentRepositorySql from "./documents/DocumentRepositorySql.js"
import * as SignatureRepositorySql from "./documents/SignatureRepositorySql.js"
import * as DuplicateRepositorySql from "./duplicates/DuplicateRepositorySql.js"
import * as IpsRepositorySql from "./ips/IpsRepositorySql.js"
import * as TaskRepositorySql from "./evaluation/TaskRepositorySql.js"
import * as MessageRepositorySql from "./followup/MessageRepositorySql.js"
import * as IntakeRepositorySql from "./intake/IntakeRepositorySql.js"
import * as AuditLogSql from "./kernel/AuditLogSql.js"
import * as TransactorSql from "./kernel/TransactorSql.js"
import * as MeddraRepositorySql from "./meddra/MeddraRepositorySql.js"
import * as Migrations from "./Migrations.js"
import * as OutboxSql from "./notifications/OutboxSql.js"
import * as PgClient from "./PgClient.js"
import * as PgliteClient from "./PgliteClient.js"
import * as TrainingRepositorySql from "./training/TrainingRepositorySql.js"
import * as RegulatorImportsSql from "./regulators/RegulatorImportsSql.js"
import * as SurveillanceRepositorySql from "./regulators/SurveillanceRepositorySql.js"

/** A storage layer over the SQL client. */
export type Over<A> = Layer.Layer<A, never, SqlClient.SqlClient>

/** The transactor and the audit log: every capability writes through them. */
export const kernel: Over<Transactor.Transactor | AuditLog.AuditLog> = Layer.mergeAll(TransactorSql.layer, AuditLogSql.layer)
/** Users (sign-in, throttling, the staff directory). */
export const auth: Over<UserRepository.UserRepository> = UserRepositorySql.layer
/** ICSR cases and their stored documents. */
export const cases: Over<CaseRepository.CaseRepository> = CaseRepositorySql.layer
/** The product catalog. */
export const catalog: Over<ProductRepository.ProductRepository> = ProductRepositorySql.layer
/** Duplicate candidates, flags and the background checks (stopped with the storage). */
export const duplicates: Over<DuplicateRepository.DuplicateRepository | DuplicateChecks.BackgroundChecks> = Layer.merge(
  DuplicateRepositorySql.layer,
  // A check submitted inside a transaction (a case created within a larger one) runs on a
  // connection of its own: on the transaction's it would run inside it, concurrently with it,
  // and could wait for a writer that waits for the transaction (a deadlock seen in CI).
  DuplicateChecks.layerBackgroundWith(Effect.mapInputContext(Context.omit(SqlClient.TransactionConnection)))
)
/** Follow-up messages. */
export const followup: Over<MessageRepository.MessageRepository> = MessageRepositorySql.layer
/** The outbox of mail caused by changes. */
export const notifications: Over<Outbox.Outbox> = OutboxSql.layer
/** Staff tasks of the evaluation flow. */
export const evaluation: Over<TaskRepository.TaskRepository> = TaskRepositorySql.layer
/** kl records, suggestion cache and technical-sheet sections. */
export const causality: Over<CausalityRepository.CausalityRepository> = CausalityRepositorySql.layer
/** Processed messages, the review queue, mailbox cursors and the poller lease. */
export const intake: Over<IntakeRepository.IntakeRepository> = IntakeRepositorySql.layer
/** The MedDRA dictionary. */
export const meddra: Over<MeddraRepository.MeddraRepository> = MeddraRepositorySql.layer
/** Controlled documents, their versions and previews, signature requests and records. */
export const documents: Over<DocumentRepository.DocumentRepository | Signature.SignatureRepository> = Layer.merge(DocumentRepositorySql.layer, SignatureRepositorySql.layer)
/** Periodic safety reports: products, reports, literature and their case counts. */
export const ips: Over<IpsRepository.IpsRepository> = IpsRepositorySql.layer
/** Training: programs, sessions, materials, attendance, attempts, certificates. */
export const training: Over<TrainingRepository.TrainingRepository> = TrainingRepositorySql.layer
/** Regulator registry files imported for local search (DIGEMID, ANVISA, ANMAT) and surveillance items. */
export const regulators: Over<RegulatorImports.RegulatorImports | Surveillance.SurveillanceRepository> = Layer.merge(RegulatorImportsSql.layer, SurveillanceRepositorySql.layer)

/** A driver with the schema migrated before anything uses it. */
export const migrated = <E>(client: Layer.Layer<SqlClient.SqlClient, E>) => Layer.provideMerge(Layer.effectDiscard(Migrations.run()), client)

/** Embedded PGlite (in memory without `dataDir`) with the given capabilities. */
export const pglite = <A, E>(
  capabilities: Layer.Layer<A, E, SqlClient.SqlClient>,
  config: PgliteClient.PgliteClientConfig = {}
): Layer.Layer<A | SqlClient.SqlClient, E | SqlError> => Layer.provideMerge(capabilities, migrated(PgliteClient.layer(config)))

/** PostgreSQL with the given capabilities (the service's role migrates; see `Storage.layerPostgres` for split roles). */
export const postgres = <A, E>(
  capabilities: Layer.Layer<A, E, SqlClient.SqlClient>,
  config: PgClient.PgConfig
): Layer.Layer<A | SqlClient.SqlClient, E | SqlError> => Layer.provideMerge(capabilities, migrated(PgClient.layer(config)))

