/**
 * The `Intake.ReportExtractor` port on this package's free-text `Extraction`: rules, the
 * catalog, and the language model when one is configured, as `POST /ingest/preview` does. Mail
 * polling and the WhatsApp webhook read reports through it.
 */
import * as Intake from "./Intake.js"
import { Effect, Layer } from "effect"
import * as Extraction from "./Extraction.js"

/** The extractor layer; what it uses (language model, catalog) comes from the runtime at each call. */
export const layer: Layer.Layer<Intake.ReportExtractor> = Layer.succeed(Intake.ReportExtractor, {
  extract: (text, options) =>
    Effect.map(Extraction.extract(text, { receptionDate: options.receptionDate }), (found) => ({
      payload: found.payload as Readonly<Record<string, unknown>>,
      engine: found.engine,
      warnings: found.warnings
    }))
})
