import type { CausalityRepository } from "@atalaya/causality"
import type { DocumentConverter } from "@atalaya/reports"
import type { CaseWriteServices } from "../services.js"

/**
 * What the export endpoints need: the case with its causality records, the document converter
 * for the causality report, the audit of each export, and what creating an imported case needs.
 */
export type ExportServices =
  | CaseWriteServices
  | CausalityRepository.CausalityRepository
  | DocumentConverter.DocumentConverter
