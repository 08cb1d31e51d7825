import type { FileStorage, LanguageModel } from "@atalaya/core"
import type { Intake, IntakeRepository } from "@atalaya/intake"
import type { CaseWriteServices } from "../services.js"

/**
 * What the intake endpoints need: the extractor (rules, and the language model when configured),
 * the review queue and processed messages, and what creating or threading a case needs.
 */
export type IntakeServices =
  | CaseWriteServices
  | FileStorage.FileStorage
  | Intake.ReportExtractor
  | IntakeRepository.IntakeRepository
  | LanguageModel.LanguageModel
