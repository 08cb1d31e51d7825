/**
 * Where the report templates are (`templates/` at the repository root by default); a deployment
 * overrides it with `Effect.provideService(ReportSettings, {...})` or `ATALAYA_TEMPLATES_DIR`.
 */
import { Context } from "effect"
import { fileURLToPath } from "node:url"

/** Report settings. */
export class ReportSettings extends Context.Reference<ReportSettings>()("@atalaya/reports/ReportSettings", {
  defaultValue: () => ({
    /** The folder holding `digemid/informe-causalidad.docx`, `ips/ips.docx`, ... */
    templatesDir: process.env.ATALAYA_TEMPLATES_DIR ?? fileURLToPath(new URL("../../../templates/", import.meta.url)),
    /** The unit's time zone: the signature date is its local day. */
    timeZone: "America/Lima"
  })
}) {}
