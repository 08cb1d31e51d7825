/**
 * Port for a language model that completes a task into a JSON schema. `@atalaya/llm` implements it
 * on the `openai` SDK (OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp). Every caller keeps a
 * rule-based path: when the port is unavailable, features still answer and say `reglas` answered.
 */
import { Context, Data, Effect, Layer } from "effect"
import type { z } from "zod"
import { UpstreamFailed, UpstreamTimeout } from "./Errors.js"

/** One structured completion to ask for. */
export interface CompletionRequest<A> {
  /** Short task label for logs and metrics (never the prompt itself: it may carry health data). */
  readonly task: string
  /** System instructions. */
  readonly system: string
  /** The user message: the task's payload, usually JSON. */
  readonly prompt: string
  /** The answer's schema; the adapter derives the JSON schema from it and validates the answer with it. */
  readonly schema: z.ZodType<A>
  /** Name of the schema for structured output (`[a-zA-Z0-9_-]+`). */
  readonly schemaName: string
  /** The prompt's version label, stored with results (`version_prompt`). */
  readonly promptVersion: string
  /** Overrides the adapter's timeout for this call, in ms. */
  readonly timeoutMs?: number
}

/** A validated answer and who gave it. */
export interface Completion<A> {
  readonly value: A
  /** The model that answered (`modelo_llm`). */
  readonly model: string
  readonly promptVersion: string
}

/** No language model is configured: callers use their rule-based path. */
export class LanguageModelUnavailable extends Data.TaggedError("LanguageModelUnavailable")<{}> {}

/** The model did not answer in time, retries included (504 at the HTTP edge). */
export class LanguageModelTimeout extends Data.TaggedError("LanguageModelTimeout")<{
  readonly attempts: number
}> {}

/** The model answered with an error or, after retries, with an answer that fails the schema (502). */
export class LanguageModelFailed extends Data.TaggedError("LanguageModelFailed")<{
  /** A short reason without the prompt or the answer's content. */
  readonly reason: string
}> {}

/** Every failure of a completion. */
export type LanguageModelError = LanguageModelUnavailable | LanguageModelTimeout | LanguageModelFailed

/** Language model operations. */
export interface LanguageModelShape {
  /** Whether a model is configured; false means every `complete` fails with LanguageModelUnavailable. */
  readonly available: boolean
  /** The configured model's name, or null when unavailable. */
  readonly model: string | null
  /** Completes the task into the schema; the value is already validated. */
  readonly complete: <A>(request: CompletionRequest<A>) => Effect.Effect<Completion<A>, LanguageModelError>
}

/** The language model service. */
export class LanguageModel extends Context.Tag("@atalaya/core/LanguageModel")<LanguageModel, LanguageModelShape>() {}

/** A language model that is not configured: the rule-based paths answer. */
export const unavailable: LanguageModelShape = {
  available: false,
  model: null,
  complete: () => Effect.fail(new LanguageModelUnavailable())
}

/** Layer for hosts without a language model. */
export const layerUnavailable: Layer.Layer<LanguageModel> = Layer.succeed(LanguageModel, unavailable)

/** The engine label features report: the model's name, or `reglas` for the rule-based path. */
export const RULES_ENGINE = "reglas"

/** The 504 detail when the model did not answer in time, retries included. */
export const TIMEOUT_DETAIL = "El modelo de lenguaje no respondió a tiempo"

/** The 502 detail's prefix; the adapter's short reason follows it. */
export const FAILED_PREFIX = "Fallo del modelo de lenguaje"

/**
 * The domain error an HTTP route answers when it needs the model and has no rule-based fallback:
 * a time-out is 504, any other failure (unavailable included) 502 with the adapter's short reason.
 */
export const toDomainError = (error: LanguageModelError): UpstreamTimeout | UpstreamFailed => {
  switch (error._tag) {
    case "LanguageModelTimeout":
      return new UpstreamTimeout({ detail: TIMEOUT_DETAIL })
    case "LanguageModelFailed":
      return new UpstreamFailed({ detail: `${FAILED_PREFIX}: ${error.reason}` })
    case "LanguageModelUnavailable":
      return new UpstreamFailed({ detail: `${FAILED_PREFIX}: no configurado` })
  }
}
