import type { AuditLog, CaseRepository, DuplicateRepository, MessageRepository, Outbox, ProductRepository, TaskRepository, Transactor, UserRepository } from "@atalaya/core"
import type { CausalityRepository } from "@atalaya/causality"
import type { DocumentConverter } from "@atalaya/reports"

/**
 * What the export endpoints need: the case with its causality records, the document converter
 * for the causality report, the audit of each export, and what creating an imported case needs.
 */
export type ExportServices =
  | AuditLog.AuditLog
  | CaseRepository.CaseRepository
  | CausalityRepository.CausalityRepository
  | DocumentConverter.DocumentConverter
  | DuplicateRepository.DuplicateRepository
  | MessageRepository.MessageRepository
  | Outbox.Outbox
  | ProductRepository.ProductRepository
  | TaskRepository.TaskRepository
  | Transactor.Transactor
  | UserRepository.UserRepository
