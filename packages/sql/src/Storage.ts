/**
 * Complete storage layers: a driver, the migrations (run before anything else uses the
 * database) and every repository of the domain. Pick one per deployment.
 */
import type * as SqlClient from "@effect/sql/SqlClient"
import type { SqlError } from "@effect/sql/SqlError"
import type { AuditLog, CaseRepository, DuplicateRepository, MeddraRepository, MessageRepository, Outbox, ProductRepository, TaskRepository, Transactor, UserRepository } from "@atalaya/core"
import type { IntakeRepository } from "@atalaya/intake"
import type { CausalityRepository } from "@atalaya/causality"
import type { TrainingRepository } from "@atalaya/training"
import type { RegulatorImports, Surveillance } from "@atalaya/regulators"
import type { DocumentRepository, Signature } from "@atalaya/documents"
import type { IpsRepository } from "@atalaya/ips"
import { DuplicateChecks } from "@atalaya/core"
import { Effect, FiberSet, Layer } from "effect"
import * as Capabilities from "./Capabilities.js"
import * as AppRole from "./kernel/AppRole.js"
import * as Migrations from "./Migrations.js"
import * as PgClient from "./PgClient.js"
import * as PgliteClient from "./PgliteClient.js"

/** Every service the storage layers provide. */
export type Services =
  | CaseRepository.CaseRepository
  | CausalityRepository.CausalityRepository
  | DocumentRepository.DocumentRepository
  | Signature.SignatureRepository
  | IpsRepository.IpsRepository
  | DuplicateRepository.DuplicateRepository
  | DuplicateChecks.BackgroundChecks
  | ProductRepository.ProductRepository
  | MessageRepository.MessageRepository
  | IntakeRepository.IntakeRepository
  | MeddraRepository.MeddraRepository
  | Outbox.Outbox
  | TaskRepository.TaskRepository
  | TrainingRepository.TrainingRepository
  | RegulatorImports.RegulatorImports
  | Surveillance.SurveillanceRepository
  | UserRepository.UserRepository
  | AuditLog.AuditLog
  | Transactor.Transactor
  | SqlClient.SqlClient

/** Every capability's repositories over whatever `SqlClient` is provided. */
export const repositories = Layer.mergeAll(
  Capabilities.kernel,
  Capabilities.auth,
  Capabilities.cases,
  Capabilities.catalog,
  // Background duplicate checks stop with the storage, before the database closes.
  Capabilities.duplicates,
  Capabilities.followup,
  Capabilities.notifications,
  Capabilities.evaluation,
  Capabilities.causality,
  Capabilities.intake,
  Capabilities.meddra,
  Capabilities.documents,
  Capabilities.ips,
  Capabilities.training,
  Capabilities.regulators
)

/** Adds migrations and repositories to a driver layer. */
export const fromClient = <E>(client: Layer.Layer<SqlClient.SqlClient, E>): Layer.Layer<Services, E | SqlError> =>
  Layer.provideMerge(repositories, Capabilities.migrated(client))

/**
 * Background duplicate checks one at a time. On PGlite the database shares the Node thread with
 * the requests: checks started per created case would otherwise pile up under load and take CPU
 * from the requests; queued, they fall behind while it lasts and catch up afterwards.
 */
const serialBackground = Layer.scoped(
  DuplicateChecks.BackgroundChecks,
  Effect.gen(function*() {
    const set = yield* FiberSet.make<void, never>()
    const one = yield* Effect.makeSemaphore(1)
    return {
      submit: (effect) => Effect.asVoid(FiberSet.run(set, one.withPermits(1)(effect))),
      awaitIdle: FiberSet.awaitEmpty(set)
    } satisfies DuplicateChecks.BackgroundChecksShape
  })
)

/** Embedded PGlite storage; `dataDir` omitted means in memory. */
export const layerPglite = (config: PgliteClient.PgliteClientConfig = {}): Layer.Layer<Services, SqlError> =>
  // Last, so it replaces the repositories' concurrent background checks.
  Layer.provideMerge(serialBackground, fromClient(PgliteClient.layer(config)))

/** Options of {@link layerPostgres}. */
export interface PostgresConfig extends PgClient.PgConfig {
  /**
   * A URL of the role that owns the schema: the migrations run over it (one short-lived
   * connection), then `url`'s role is granted what the service needs — not UPDATE, DELETE,
   * TRUNCATE or ALTER on `audit_log` — and the service runs as that role. Unset, `url` migrates.
   */
  readonly migrationUrl?: string | undefined
  /** The role granted after migrating over `migrationUrl` (default: `url`'s user). */
  readonly appRole?: string | undefined
}

/** The user name of a `postgres://` URL. */
const userOf = (url: string): string => decodeURIComponent(new URL(url).username) || "postgres"

/** PostgreSQL storage (the production path). */
export const layerPostgres = (config: PostgresConfig): Layer.Layer<Services, SqlError> => {
  const { migrationUrl, appRole, ...pool } = config
  if (migrationUrl === undefined || migrationUrl === config.url) return fromClient(PgClient.layer(pool))
  const role = appRole ?? userOf(config.url)
  // Migrate and grant as the owner, over a connection closed before the service's pool opens.
  const migrate = Layer.effectDiscard(
    Effect.scoped(
      Effect.zipRight(Migrations.run(), AppRole.grantAppRole(role)).pipe(
        Effect.provide(PgClient.layer({ url: migrationUrl, maxConnections: 1 }))
      )
    )
  )
  return Layer.provideMerge(repositories, Layer.provideMerge(PgClient.layer(pool), migrate))
}
