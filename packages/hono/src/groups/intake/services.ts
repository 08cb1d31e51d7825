import type {
  AuditLog,
  CaseRepository,
  DuplicateRepository,
  FileStorage,
  Intake,
  IntakeRepository,
  LanguageModel,
  MessageRepository,
  Outbox,
  ProductRepository,
  TaskRepository,
  Transactor,
  UserRepository
} from "@atalaya/core"

/**
 * What the intake endpoints need: the extractor (rules, and the language model when configured),
 * the review queue and processed messages, and what creating or threading a case needs.
 */
export type IntakeServices =
  | AuditLog.AuditLog
  | CaseRepository.CaseRepository
  | DuplicateRepository.DuplicateRepository
  | FileStorage.FileStorage
  | Intake.ReportExtractor
  | IntakeRepository.IntakeRepository
  | LanguageModel.LanguageModel
  | MessageRepository.MessageRepository
  | Outbox.Outbox
  | ProductRepository.ProductRepository
  | TaskRepository.TaskRepository
  | Transactor.Transactor
  | UserRepository.UserRepository
