/** The harness the IPS suite runs on. */
import type { ApiHarness } from "../../support/apiHarness.js"

/** Users: a QF (ips:edit), QA (ips:qa), technical direction (ips:approve), legal (no IPS), PV manager. */
export type IpsHarness = ApiHarness<"qf" | "qa" | "dt" | "legal" | "rfv">
