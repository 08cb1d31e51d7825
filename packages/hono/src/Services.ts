/**
 * The services the HTTP adapter needs from its runtime.
 */
import type {
  AuditLog,
  CaseRepository,
  DuplicateRepository,
  FileStorage,
  Mailer,
  MessageRepository,
  PasswordHasher,
  ProductRepository,
  TextMessenger,
  TokenService,
  Transactor,
  UserRepository
} from "@atalaya/core"

/** Everything the API's handlers may require; a host's runtime must provide all of it. */
export type ApiServices =
  | CaseRepository.CaseRepository
  | DuplicateRepository.DuplicateRepository
  | ProductRepository.ProductRepository
  | FileStorage.FileStorage
  | MessageRepository.MessageRepository
  | Mailer.Mailer
  | TextMessenger.TextMessenger
  | UserRepository.UserRepository
  | AuditLog.AuditLog
  | Transactor.Transactor
  | PasswordHasher.PasswordHasher
  | TokenService.TokenService
