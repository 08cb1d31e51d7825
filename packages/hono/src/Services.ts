/**
 * The services the HTTP adapter needs from its runtime.
 */
import type { AuditLog, CaseRepository, FileStorage, PasswordHasher, ProductRepository, TokenService, Transactor, UserRepository } from "@atalaya/core"

/** Everything the API's handlers may require; a host's runtime must provide all of it. */
export type ApiServices =
  | CaseRepository.CaseRepository
  | ProductRepository.ProductRepository
  | FileStorage.FileStorage
  | UserRepository.UserRepository
  | AuditLog.AuditLog
  | Transactor.Transactor
  | PasswordHasher.PasswordHasher
  | TokenService.TokenService
