/**
 * The services the HTTP adapter needs from its runtime.
 */
import type {
  AuditLog,
  CaseRepository,
  CausalityRepository,
  DocumentText,
  DuplicateRepository,
  FileStorage,
  Intake,
  IntakeRepository,
  LanguageModel,
  Mailer,
  MeddraRepository,
  MessageRepository,
  Outbox,
  PasswordHasher,
  ProductRepository,
  TaskRepository,
  TextMessenger,
  TokenService,
  Transactor,
  UserRepository
} from "@atalaya/core"
import type { DocumentConverter } from "@atalaya/reports"

/** Everything the API's handlers may require; a host's runtime must provide all of it. */
export type ApiServices =
  | CaseRepository.CaseRepository
  | CausalityRepository.CausalityRepository
  | DocumentText.DocumentText
  | DuplicateRepository.DuplicateRepository
  | ProductRepository.ProductRepository
  | FileStorage.FileStorage
  | Intake.ReportExtractor
  | IntakeRepository.IntakeRepository
  | LanguageModel.LanguageModel
  | MeddraRepository.MeddraRepository
  | MessageRepository.MessageRepository
  | Outbox.Outbox
  | TaskRepository.TaskRepository
  | Mailer.Mailer
  | TextMessenger.TextMessenger
  | UserRepository.UserRepository
  | AuditLog.AuditLog
  | Transactor.Transactor
  | PasswordHasher.PasswordHasher
  | TokenService.TokenService
  | DocumentConverter.DocumentConverter
