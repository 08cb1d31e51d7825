/**
 * `@atalaya/sql`: Atalaya's storage on `@effect/sql` — PostgreSQL migrations and repositories,
 * run by `@effect/sql-pg` against PostgreSQL or by embedded PGlite.
 *
 * @packageDocumentation
 */

/** What autovacuum does on a server, for embedded PGlite, which has no background workers. */
export * as Autovacuum from "./Autovacuum.js"
/** The audit trail repository. */
export * as AuditLogSql from "./kernel/AuditLogSql.js"
/** The ICSR case repository. */
export * as CaseRepositorySql from "./case/CaseRepositorySql.js"
/** The causality repository: kl records, suggestion cache, technical-sheet sections. */
export * as CausalityRepositorySql from "./causality/CausalityRepositorySql.js"
/** The duplicate detection repository. */
export * as DuplicateRepositorySql from "./duplicates/DuplicateRepositorySql.js"
/** The intake repository: processed messages, review queue, mailbox cursors, poller lease. */
export * as IntakeRepositorySql from "./intake/IntakeRepositorySql.js"
/** The MedDRA dictionary repository. */
export * as MeddraRepositorySql from "./meddra/MeddraRepositorySql.js"
/** Follow-up message repository. */
export * as MessageRepositorySql from "./followup/MessageRepositorySql.js"
/** Schema migrations. */
export * as Migrations from "./Migrations.js"
/** The notification outbox. */
export * as OutboxSql from "./notifications/OutboxSql.js"
/** PostgreSQL driver. */
export * as PgClient from "./PgClient.js"
/** Embedded PGlite driver. */
export * as PgliteClient from "./PgliteClient.js"
/** The product catalog repository. */
export * as ProductRepositorySql from "./catalog/ProductRepositorySql.js"
/** Storage by capability: one layer per capability, for hosts that mount only some route groups. */
export * as Capabilities from "./Capabilities.js"
/** Complete storage layers. */
export * as Storage from "./Storage.js"
/** Staff tasks. */
export * as TaskRepositorySql from "./evaluation/TaskRepositorySql.js"
/** Surveillance items and the round's lease (migration 16). */
export * as SurveillanceRepositorySql from "./regulators/SurveillanceRepositorySql.js"
/** The imported regulator registries (migration 16). */
export * as RegulatorImportsSql from "./regulators/RegulatorImportsSql.js"
/** The training repository: programs, sessions, materials, attendance, attempts, certificates. */
export * as TrainingRepositorySql from "./training/TrainingRepositorySql.js"
/** The transaction port. */
export * as TransactorSql from "./kernel/TransactorSql.js"
/** The user repository. */
export * as UserRepositorySql from "./auth/UserRepositorySql.js"
