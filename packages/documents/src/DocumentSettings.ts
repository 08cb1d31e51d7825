/**
 * Settings of documents and signatures, with the contract's defaults; a deployment (or a test
 * that needs to move the clock) provides its own with `Layer.succeed(DocumentSettings, {...})`.
 */
import { Context } from "effect"

const MB = 1024 * 1024

/** The settings. */
export interface DocumentSettingsShape {
  /** Largest uploaded file (decisions.md: 25 MB, configurable by `ATALAYA_DOCUMENT_MAX_MB`). */
  readonly maxBytes: number
  /** Life of a signing code (service-spec "Limits": 10 minutes). */
  readonly codeTtlMs: number
  /** Wrong codes a request survives; the next wrong one cancels it (decisions.md: 5). */
  readonly maxCodeAttempts: number
  /** Years of validity when a template is filled with `emision` but no `vigencia` (3). */
  readonly vigenciaYears: number
  /** The unit's time zone: signature times are shown with its offset. */
  readonly timeZone: string
  /** Domain of the Message-IDs of code mails. */
  readonly mailDomain: string
  /** The clock (a test moves it to expire codes). */
  readonly now: () => Date
}

const envMegabytes = (): number => {
  const raw = Number(process.env.ATALAYA_DOCUMENT_MAX_MB)
  return Number.isFinite(raw) && raw > 0 ? Math.round(raw * MB) : 25 * MB
}

/** The default settings, read once from the environment. */
export const defaults = (): DocumentSettingsShape => ({
  maxBytes: envMegabytes(),
  codeTtlMs: 10 * 60 * 1000,
  maxCodeAttempts: 5,
  vigenciaYears: 3,
  timeZone: process.env.ATALAYA_TIME_ZONE ?? "America/Lima",
  mailDomain: (process.env.SMTP_FROM ?? "").split("@")[1]?.replace(/>.*$/, "").trim() || "localhost",
  now: () => new Date()
})

/** The settings service (the defaults apply when none is provided). */
export class DocumentSettings extends Context.Reference<DocumentSettings>()("@atalaya/documents/DocumentSettings", {
  defaultValue: defaults
}) {}
