/**
 * Translation by the configured language model, through core's `LanguageModel` port (so its
 * time-outs, retries and attempt logging apply, and prompts are never logged).
 */
import { LanguageModel } from "@atalaya/core"
import { Effect } from "effect"
import { z } from "zod"
import { type Engine, EngineFailed } from "./Engine.js"

/** The prompt's version label. */
export const PROMPT_VERSION = "translate-v1"

const NAMES: Readonly<Record<string, string>> = { es: "Spanish", en: "English", pt: "Portuguese" }

const Answer = z.object({ translated: z.string() })

const SYSTEM = [
  "You translate pharmacovigilance and medical text.",
  "Translate the user's `text` from `source` to `target` faithfully: keep drug names, doses, units, numbers and dates as written; do not add, explain or summarise.",
  "Answer with JSON {\"translated\": \"...\"} only."
].join(" ")

/** The language-model engine over the given port (unavailable when no model is configured). */
export const make = (model: LanguageModel.LanguageModelShape): Engine => ({
  name: "llm",
  available: model.available,
  translate: (text, from, to) =>
    model.complete({
      task: "translate",
      system: SYSTEM,
      prompt: JSON.stringify({ source: NAMES[from] ?? from, target: NAMES[to] ?? to, text }),
      schema: Answer,
      schemaName: "translation",
      promptVersion: PROMPT_VERSION
    }).pipe(
      Effect.map((c) => c.value.translated),
      Effect.mapError((e) => new EngineFailed({
        reason: e._tag === "LanguageModelUnavailable" ? "modelo no configurado" : e._tag === "LanguageModelTimeout" ? "el modelo no respondio a tiempo" : `modelo: ${e.reason}`
      }))
    )
})
