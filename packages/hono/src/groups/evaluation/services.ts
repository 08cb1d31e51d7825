import type {
  AuditLog,
  CaseRepository,
  DocumentText,
  DuplicateRepository,
  FileStorage,
  Mailer,
  MessageRepository,
  Outbox,
  ProductRepository,
  TaskRepository,
  Transactor,
  UserRepository
} from "@atalaya/core"

/**
 * What the evaluation endpoints need: the case and its side effects (tasks, notices through the
 * outbox, duplicate flags), document text for uploaded files, and the mailer for its test.
 */
export type EvaluationServices =
  | AuditLog.AuditLog
  | CaseRepository.CaseRepository
  | DocumentText.DocumentText
  | DuplicateRepository.DuplicateRepository
  | FileStorage.FileStorage
  | Mailer.Mailer
  | MessageRepository.MessageRepository
  | Outbox.Outbox
  | ProductRepository.ProductRepository
  | TaskRepository.TaskRepository
  | Transactor.Transactor
  | UserRepository.UserRepository
