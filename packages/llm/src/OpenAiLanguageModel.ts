/**
 * The `LanguageModel` port on the `openai` SDK's chat-completions API, which OpenAI, Azure OpenAI
 * (v1 endpoint), Ollama, vLLM and llama.cpp servers all speak. Each completion asks for structured
 * output with a JSON schema derived from the request's zod schema, validates the answer with that
 * zod schema, and retries time-outs, transient HTTP failures and unusable answers itself (the SDK's
 * own retries are off, so the attempt count and the time bound are ours). Nothing of the prompt or
 * the answer is ever logged: they carry health data.
 */
import { LanguageModel } from "@atalaya/core"
import { Duration, Effect, Layer, Redacted } from "effect"
import OpenAI from "openai"
import { ConfigError, type Env, read, readInt, readNumber } from "./internal/env.js"
import { jsonSchemaFor } from "./internal/jsonSchema.js"

export { ConfigError, type Env } from "./internal/env.js"

/** Default model when `LLM_MODEL` is unset. */
export const DEFAULT_MODEL = "gpt-4o-mini"

/** Default bound of one attempt, in ms. */
export const DEFAULT_TIMEOUT_MS = 65_000

/** Default number of retries after the first attempt. */
export const DEFAULT_RETRIES = 2

/** Default base of the back-off between attempts, in ms (doubled each time, capped at 4 s). */
export const DEFAULT_RETRY_DELAY_MS = 500

/** Default base URL: OpenAI's public API. */
export const DEFAULT_BASE_URL = "https://api.openai.com/v1"

/**
 * Model-name prefixes that reject a `temperature` (reasoning models): no temperature is sent to a
 * model whose name starts with one of them (case-insensitive).
 */
export const DEFAULT_NO_TEMPERATURE_MODELS: ReadonlyArray<string> = ["o1", "o3", "o4", "gpt-5"]

/** How one attempt ended, for metrics; never carries content. */
export type AttemptOutcome =
  | "ok"
  | "timeout"
  | "http_error"
  | "connection_error"
  | "invalid_response"
  | "empty"
  | "refusal"
  | "invalid_json"
  | "schema_mismatch"

/** What the logger callback receives after each attempt (no prompt, no answer). */
export interface AttemptLog {
  readonly task: string
  readonly model: string
  /** 1-based. */
  readonly attempt: number
  readonly ms: number
  readonly outcome: AttemptOutcome
  /** The HTTP status when the outcome is `http_error`. */
  readonly status?: number
}

/** How to reach the model and how patient to be with it. */
export interface OpenAiConfig {
  /** Model (or Azure deployment) name sent as `model`. */
  readonly model: string
  /** The API's base URL up to `/v1`; default {@link DEFAULT_BASE_URL}. */
  readonly baseURL?: string
  /** Absent: no `Authorization` header at all (local servers). */
  readonly apiKey?: Redacted.Redacted<string> | string
  /** Bound of each attempt; default {@link DEFAULT_TIMEOUT_MS}. A request's `timeoutMs` overrides it. */
  readonly timeoutMs?: number
  /** Retries after the first attempt; default {@link DEFAULT_RETRIES}. */
  readonly retries?: number
  /** Base of the exponential back-off between attempts; default {@link DEFAULT_RETRY_DELAY_MS}. */
  readonly retryDelayMs?: number
  /** Sampling temperature; default 0 (reproducible suggestions). */
  readonly temperature?: number
  /** Model-name prefixes that get no temperature; default {@link DEFAULT_NO_TEMPERATURE_MODELS}. */
  readonly noTemperatureModels?: ReadonlyArray<string>
  /** Receives one entry per attempt. */
  readonly logger?: (entry: AttemptLog) => void
}

/** Why an attempt failed; `retry` says whether another attempt may help. */
interface AttemptFailure {
  readonly outcome: Exclude<AttemptOutcome, "ok">
  readonly reason: string
  readonly retry: boolean
  readonly status?: number
}

const failure = (outcome: AttemptFailure["outcome"], reason: string, retry: boolean, status?: number): AttemptFailure =>
  status === undefined ? { outcome, reason, retry } : { outcome, reason, retry, status }

/** Statuses worth another attempt: time-outs, conflicts, rate limits and server errors. */
const retryableStatus = (status: number): boolean => status === 408 || status === 409 || status === 429 || status >= 500

const classify = (error: unknown): AttemptFailure => {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return failure("timeout", "sin respuesta a tiempo", true)
  if (error instanceof OpenAI.APIConnectionError) return failure("connection_error", "sin conexión con el servidor", true)
  if (error instanceof OpenAI.APIError && typeof error.status === "number") {
    // Only the status: a provider's message may echo part of the key or of the prompt.
    return failure("http_error", `HTTP ${error.status}`, retryableStatus(error.status), error.status)
  }
  return failure("invalid_response", "respuesta ilegible", true)
}

const FENCE = /^```[a-zA-Z]*[ \t]*\r?\n?([\s\S]*?)\r?\n?```$/
const INNER_FENCE = /```(?:json|JSON)[ \t]*\r?\n([\s\S]*?)\r?\n?```/

/** The JSON text of an answer, unwrapped from a Markdown code fence as some local servers send it. */
export const unfence = (content: string): string => {
  const text = content.trim()
  const whole = FENCE.exec(text)
  if (whole !== null) return whole[1]!.trim()
  const inner = INNER_FENCE.exec(text)
  return inner === null ? text : inner[1]!.trim()
}

const parseAnswer = <A>(content: string, schema: LanguageModel.CompletionRequest<A>["schema"]): { readonly ok: true; readonly value: A } | { readonly ok: false; readonly failure: AttemptFailure } => {
  let json: unknown
  try {
    json = JSON.parse(unfence(content))
  } catch {
    return { ok: false, failure: failure("invalid_json", "respuesta no es JSON válido", true) }
  }
  // Only a fully valid answer passes: the zod output, never the raw JSON.
  const parsed = schema.safeParse(json)
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, failure: failure("schema_mismatch", "respuesta no cumple el esquema", true) }
}

/** Whether a model gets no `temperature` under the given prefixes. */
export const rejectsTemperature = (model: string, prefixes: ReadonlyArray<string>): boolean => {
  const name = model.trim().toLowerCase()
  return prefixes.some((p) => p.trim() !== "" && name.startsWith(p.trim().toLowerCase()))
}

const keyOf = (config: OpenAiConfig): string | undefined =>
  config.apiKey === undefined ? undefined : Redacted.isRedacted(config.apiKey) ? Redacted.value(config.apiKey) : config.apiKey

/** The port's implementation for one configuration. */
export const make = (config: OpenAiConfig): LanguageModel.LanguageModelShape => {
  const apiKey = keyOf(config)
  const client = new OpenAI({
    baseURL: config.baseURL ?? DEFAULT_BASE_URL,
    // Keyless local servers: the SDK insists on a key, so give it a placeholder and drop the header.
    apiKey: apiKey === undefined || apiKey === "" ? "none" : apiKey,
    ...(apiKey === undefined || apiKey === "" ? { defaultHeaders: { Authorization: null } } : {}),
    organization: null,
    project: null,
    maxRetries: 0,
    timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // OPENAI_LOG=debug would print request bodies: health data.
    logLevel: "off"
  })
  const retries = config.retries ?? DEFAULT_RETRIES
  const baseDelay = config.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS
  const noTemperature = rejectsTemperature(config.model, config.noTemperatureModels ?? DEFAULT_NO_TEMPERATURE_MODELS)
  const temperature = config.temperature ?? 0
  const log = config.logger ?? (() => {})

  const complete = <A>(request: LanguageModel.CompletionRequest<A>): Effect.Effect<LanguageModel.Completion<A>, LanguageModel.LanguageModelError> => {
    const { schema: jsonSchema, strict } = jsonSchemaFor(request.schema)
    const timeoutMs = request.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS
    const body: OpenAI.ChatCompletionCreateParamsNonStreaming = {
      model: config.model,
      messages: [
        { role: "system", content: request.system },
        { role: "user", content: request.prompt }
      ],
      response_format: { type: "json_schema", json_schema: { name: request.schemaName, schema: jsonSchema, strict } },
      ...(noTemperature ? {} : { temperature })
    }

    const attempt = (n: number): Effect.Effect<LanguageModel.Completion<A>, AttemptFailure> => {
      const started = performance.now()
      return Effect.tryPromise({
        try: (signal) => client.chat.completions.create(body, { signal, timeout: timeoutMs, maxRetries: 0 }),
        catch: classify
      }).pipe(
        // Our own bound as well: the SDK's covers the wait for headers, this one the whole attempt.
        Effect.timeoutFail({ duration: Duration.millis(timeoutMs), onTimeout: () => failure("timeout", "sin respuesta a tiempo", true) }),
        Effect.flatMap((response): Effect.Effect<LanguageModel.Completion<A>, AttemptFailure> => {
          const message = response.choices?.[0]?.message
          if (message === undefined) return Effect.fail(failure("empty", "respuesta vacía", true))
          const content = typeof message.content === "string" ? message.content : ""
          if (content.trim() === "") {
            return Effect.fail(typeof message.refusal === "string" && message.refusal !== ""
              ? failure("refusal", "el modelo rehusó responder", false)
              : failure("empty", "respuesta vacía", true))
          }
          const parsed = parseAnswer(content, request.schema)
          if (!parsed.ok) return Effect.fail(parsed.failure)
          const answered = typeof response.model === "string" && response.model.trim() !== "" ? response.model : config.model
          return Effect.succeed({ value: parsed.value, model: answered, promptVersion: request.promptVersion })
        }),
        Effect.tapBoth({
          onFailure: (f) => Effect.sync(() => log({ task: request.task, model: config.model, attempt: n, ms: Math.round(performance.now() - started), outcome: f.outcome, ...(f.status === undefined ? {} : { status: f.status }) })),
          onSuccess: () => Effect.sync(() => log({ task: request.task, model: config.model, attempt: n, ms: Math.round(performance.now() - started), outcome: "ok" }))
        })
      )
    }

    const loop = (n: number): Effect.Effect<LanguageModel.Completion<A>, LanguageModel.LanguageModelError> =>
      attempt(n).pipe(
        Effect.catchAll((f) => {
          if (f.retry && n <= retries) {
            const delay = Math.min(baseDelay * 2 ** (n - 1), 4_000)
            return Effect.zipRight(Effect.sleep(Duration.millis(delay)), loop(n + 1))
          }
          return Effect.fail(f.outcome === "timeout"
            ? new LanguageModel.LanguageModelTimeout({ attempts: n })
            : new LanguageModel.LanguageModelFailed({ reason: n > 1 ? `${f.reason} (${n} intentos)` : f.reason }))
        })
      )

    return loop(1)
  }

  return { available: true, model: config.model, complete }
}

/** A layer with the OpenAI-compatible model of this configuration. */
export const layer = (config: OpenAiConfig): Layer.Layer<LanguageModel.LanguageModel> =>
  Layer.succeed(LanguageModel.LanguageModel, make(config))

/**
 * Reads `LLM_BASE_URL`, `LLM_API_KEY`, `LLM_MODEL`, `LLM_TIMEOUT_S`, `LLM_RETRIES`, `LLM_TEMPERATURE`
 * and `LLM_NO_TEMPERATURE_MODELS` (comma list of prefixes, replacing the default). Null when
 * neither `LLM_API_KEY` nor `LLM_BASE_URL` is set; throws {@link ConfigError} for a value it cannot
 * read, so a typo stops start-up instead of the first suggestion.
 */
export const fromEnv = (env: Env): OpenAiConfig | null => {
  const baseURL = read(env, "LLM_BASE_URL")
  const apiKey = read(env, "LLM_API_KEY")
  if (baseURL === undefined && apiKey === undefined) return null
  if (baseURL !== undefined) {
    let url: URL
    try {
      url = new URL(baseURL)
    } catch {
      throw new ConfigError("LLM_BASE_URL must be an http(s) URL")
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new ConfigError("LLM_BASE_URL must be an http(s) URL")
  }
  const timeoutS = readNumber(env, "LLM_TIMEOUT_S", 1, 3_600)
  const retries = readInt(env, "LLM_RETRIES", 0, 10)
  const temperature = readNumber(env, "LLM_TEMPERATURE", 0, 2)
  const noTemperature = env["LLM_NO_TEMPERATURE_MODELS"]
  return {
    model: read(env, "LLM_MODEL") ?? DEFAULT_MODEL,
    ...(baseURL === undefined ? {} : { baseURL }),
    ...(apiKey === undefined ? {} : { apiKey: Redacted.make(apiKey) }),
    timeoutMs: Math.round((timeoutS ?? DEFAULT_TIMEOUT_MS / 1000) * 1000),
    retries: retries ?? DEFAULT_RETRIES,
    ...(temperature === undefined ? {} : { temperature }),
    // Set but blank: no model is exempt.
    ...(noTemperature === undefined ? {} : { noTemperatureModels: noTemperature.split(",").map((s) => s.trim()).filter((s) => s !== "") })
  }
}

/**
 * The model from the environment, or {@link LanguageModel.layerUnavailable} (rule-based paths)
 * when neither `LLM_API_KEY` nor `LLM_BASE_URL` is set.
 */
export const layerFromEnv = (env: Env, options: { readonly logger?: (entry: AttemptLog) => void } = {}): Layer.Layer<LanguageModel.LanguageModel> => {
  const config = fromEnv(env)
  if (config === null) return LanguageModel.layerUnavailable
  return layer(options.logger === undefined ? config : { ...config, logger: options.logger })
}

/** What the environment selects, for a start-up log line: no key, no path or query of the URL. */
export const describeEnv = (env: Env): {
  readonly llm: "openai-compatible" | "none"
  readonly model: string | null
  readonly host: string | null
  readonly auth: boolean
} => {
  const config = fromEnv(env)
  if (config === null) return { llm: "none", model: null, host: null, auth: false }
  return {
    llm: "openai-compatible",
    model: config.model,
    host: new URL(config.baseURL ?? DEFAULT_BASE_URL).host,
    auth: config.apiKey !== undefined
  }
}
