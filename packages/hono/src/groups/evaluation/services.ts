import type { DocumentText, FileStorage, Mailer } from "@atalaya/core"
import type { CaseWriteServices } from "../services.js"

/**
 * What the evaluation endpoints need: the case and its side effects (tasks, notices through the
 * outbox, duplicate flags), document text for uploaded files, and the mailer for its test.
 */
export type EvaluationServices =
  | CaseWriteServices
  | DocumentText.DocumentText
  | FileStorage.FileStorage
  | Mailer.Mailer
