/**
 * The services the HTTP adapter needs from its runtime.
 */
import type { AuditLog, CaseRepository, PasswordHasher, TokenService, Transactor, UserRepository } from "@atalaya/core"

/** Everything the API's handlers may require; a host's runtime must provide all of it. */
export type ApiServices =
  | CaseRepository.CaseRepository
  | UserRepository.UserRepository
  | AuditLog.AuditLog
  | Transactor.Transactor
  | PasswordHasher.PasswordHasher
  | TokenService.TokenService
