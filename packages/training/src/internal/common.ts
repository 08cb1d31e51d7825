/**
 * What every training use case shares: its services, body decoding in the contract's shape, the
 * clock, and the audited transaction.
 */
import { AuditLog, Errors, type FileStorage, type LanguageModel, Transactor, type User, Validation } from "@atalaya/core"
import { Clock, Effect, Option } from "effect"
import type { z } from "zod"
import type { TrainingRepository } from "../TrainingRepository.js"

/** Every service the training use cases may need. */
export type TrainingServices =
  | TrainingRepository
  | AuditLog.AuditLog
  | Transactor.Transactor
  | LanguageModel.LanguageModel
  | FileStorage.FileStorage

/** A use case of the training capability. */
export type UseCase<A> = Effect.Effect<A, Errors.DomainError, TrainingServices>

/** Validates `input` with a field table, failing with the contract's issue list. */
export const decode = <A>(schema: z.ZodType<A>, input: unknown, source: Validation.IssueSource = "body"): Effect.Effect<A, Errors.ValidationFailed> => {
  const parsed = schema.safeParse(input)
  return parsed.success ? Effect.succeed(parsed.data) : Effect.fail(new Errors.ValidationFailed({ issues: Validation.fromZod(source, parsed.error) }))
}

/** The current time as ISO, from Effect's clock (tests replace it). */
export const nowIso: Effect.Effect<string> = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms).toISOString())

/** The audit actor of a caller. */
export const actorOf = (p: User.Principal): AuditLog.Actor => ({ id: p.id, email: p.email })

/** `work` and its audit entry in one transaction. */
export const audited = <A, R>(action: string, entity: string, id: string, actor: AuditLog.Actor, changes: unknown, work: Effect.Effect<A, Errors.DomainError, R>) =>
  Effect.flatMap(Transactor.Transactor, (tx) =>
    tx.transaction(Effect.gen(function*() {
      const out = yield* work
      yield* (yield* AuditLog.AuditLog).append({ action, entity, entity_id: id, actor, changes })
      return out
    })))

/** Fails with 403 unless the caller is `empleadoId` or holds `permission`. */
export const ownOr = (caller: User.Principal, empleadoId: number, permission: string): Effect.Effect<void, Errors.Forbidden> =>
  caller.id === empleadoId || caller.permissions.includes(permission) ? Effect.void : Effect.fail(Errors.Forbidden.permission(permission))

/** Some value, or a 404 with `detail`. */
export const orNotFound = <A>(detail: string) => (o: Option.Option<A>): Effect.Effect<A, Errors.NotFound> =>
  Option.match(o, { onNone: () => Effect.fail(new Errors.NotFound({ detail })), onSome: Effect.succeed })
