/**
 * The services the HTTP adapter needs from its runtime with every group mounted: the union of
 * each group's own (a host mounting fewer groups provides only theirs) and token verification.
 */
import type { AuditServices } from "./groups/audit/index.js"
import type { AuthGroupServices } from "./groups/auth/index.js"
import type { CasesServices } from "./groups/cases/index.js"
import type { CatalogServices } from "./groups/catalog/index.js"
import type { CausalityServices } from "./groups/causality/index.js"
import type { DocumentsServices } from "./groups/documents/index.js"
import type { IpsServices } from "./groups/ips/index.js"
import type { DuplicatesServices } from "./groups/duplicates/index.js"
import type { EvaluationServices } from "./groups/evaluation/index.js"
import type { ExportServices } from "./groups/export/index.js"
import type { FollowupServices } from "./groups/followup/index.js"
import type { IntakeServices } from "./groups/intake/index.js"
import type { MeddraServices } from "./groups/meddra/index.js"
import type { RegulatorsServices } from "./groups/regulators/index.js"
import type { TrainingServices } from "./groups/training/index.js"
import type { TranslationServices } from "./groups/translation/index.js"
import type { AuthServices } from "./internal/kit.js"

/** Everything the API's handlers may require; a runtime for `createApi` without `groups` provides all of it. */
export type ApiServices =
  | AuthServices
  | AuditServices
  | AuthGroupServices
  | CasesServices
  | CatalogServices
  | CausalityServices
  | DocumentsServices
  | IpsServices
  | DuplicatesServices
  | EvaluationServices
  | ExportServices
  | FollowupServices
  | IntakeServices
  | MeddraServices
  | RegulatorsServices
  | TrainingServices
  | TranslationServices
