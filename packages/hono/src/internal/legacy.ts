/**
 * Route modules written before endpoint declarations; each is being ported to a group under
 * `groups/`, after which it leaves this list.
 */
import type { Hono } from "hono"
import * as CausalityRoutes from "../routes/causality.js"
import * as IngestRoutes from "../routes/ingest.js"
import * as IntakeReviewRoutes from "../routes/intakeReview.js"
import * as WhatsappRoutes from "../routes/whatsapp.js"
import type { ApiServices } from "../Services.js"
import type { ApiEnv, Kit } from "./kit.js"

/** The not-yet-ported route modules, in their mounting order. */
export const legacyModules: ReadonlyArray<(app: Hono<ApiEnv>, kit: Kit<ApiServices>) => void> = [
  IngestRoutes.mount,
  CausalityRoutes.mount,
  WhatsappRoutes.mount,
  IntakeReviewRoutes.mount,
]
