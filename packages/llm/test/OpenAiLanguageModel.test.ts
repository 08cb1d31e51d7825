import { LanguageModel } from "@atalaya/core"
import { closedPort } from "@atalaya/testing/SmtpTestServer"
import { bySchema, type OpenAiTestServer, Replies, startOpenAi } from "@atalaya/testing/OpenAiTestServer"
import { Effect, Exit, Layer } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { z } from "zod"
import { OpenAiLanguageModel } from "../src/index.js"

const Criterion = z.object({
  puntaje: z.number().int().min(0).max(3),
  justificacion: z.string()
})
const Suggestion = z.object({
  temporalidad: Criterion,
  clasificacion: z.enum(["Definida", "Probable", "Posible", "Condicional", "Improbable"]),
  alertas: z.array(z.string()),
  nota: z.string().nullable()
})
type Suggestion = z.infer<typeof Suggestion>

const GOOD: Suggestion = {
  temporalidad: { puntaje: 2, justificacion: "inicio 2 días después" },
  clasificacion: "Probable",
  alertas: [],
  nota: null
}

const request = (overrides: Partial<LanguageModel.CompletionRequest<Suggestion>> = {}): LanguageModel.CompletionRequest<Suggestion> => ({
  task: "causality.kl",
  system: "Eres un farmacovigilante. Responde en JSON.",
  prompt: JSON.stringify({ caso: 17, evento: "urticaria" }),
  schema: Suggestion,
  schemaName: "kl_suggestion",
  promptVersion: "kl-v1",
  ...overrides
})

let server: OpenAiTestServer
const logs: Array<OpenAiLanguageModel.AttemptLog> = []

beforeAll(async () => {
  server = await startOpenAi()
})
afterAll(async () => {
  await server.close()
})
beforeEach(() => {
  server.reset()
  server.setHandler(undefined)
  logs.length = 0
})

const model = (overrides: Partial<OpenAiLanguageModel.OpenAiConfig> = {}) =>
  OpenAiLanguageModel.make({
    baseURL: server.baseURL,
    apiKey: "sk-test-secret-123",
    model: "gpt-4o-mini",
    retryDelayMs: 10,
    logger: (entry) => logs.push(entry),
    ...overrides
  })

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromiseExit(effect)

const failureOf = <A, E>(exit: Exit.Exit<A, E>): E => {
  if (Exit.isSuccess(exit)) throw new Error(`expected a failure, got ${JSON.stringify(exit.value)}`)
  const failure = exit.cause._tag === "Fail" ? exit.cause.error : undefined
  if (failure === undefined) throw new Error(`expected a typed failure, got ${String(exit.cause)}`)
  return failure
}

describe("OpenAiLanguageModel against a real OpenAI-compatible server", () => {
  it("returns the validated, typed answer and sends the request the API expects", async () => {
    server.enqueue(Replies.json(GOOD, { model: "gpt-4o-mini-2024-07-18" }))
    const llm = model()
    expect(llm.available).toBe(true)
    expect(llm.model).toBe("gpt-4o-mini")
    const completion = await Effect.runPromise(llm.complete(request()))
    const value: Suggestion = completion.value
    expect(value).toEqual(GOOD)
    expect(completion.model).toBe("gpt-4o-mini-2024-07-18")
    expect(completion.promptVersion).toBe("kl-v1")

    expect(server.requests).toHaveLength(1)
    const sent = server.requests[0]!
    expect(sent.model).toBe("gpt-4o-mini")
    expect(sent.messages).toEqual([
      { role: "system", content: "Eres un farmacovigilante. Responde en JSON." },
      { role: "user", content: JSON.stringify({ caso: 17, evento: "urticaria" }) }
    ])
    expect(sent.authorization).toBe("Bearer sk-test-secret-123")
    expect(sent.hasTemperature).toBe(true)
    expect(sent.temperature).toBe(0)
    expect(logs).toEqual([{ task: "causality.kl", model: "gpt-4o-mini", attempt: 1, ms: expect.any(Number), outcome: "ok" }])
  })

  it("sends the JSON schema of the zod schema, strict, under the request's name", async () => {
    server.enqueue(Replies.json(GOOD))
    await Effect.runPromise(model().complete(request()))
    const sent = server.requests[0]!
    expect((sent.responseFormat as { type: string }).type).toBe("json_schema")
    expect(sent.schemaName).toBe("kl_suggestion")
    expect(sent.strict).toBe(true)
    const criterion = {
      type: "object",
      properties: { puntaje: { type: "integer", minimum: 0, maximum: 3 }, justificacion: { type: "string" } },
      required: ["puntaje", "justificacion"],
      additionalProperties: false
    }
    expect(sent.schema).toEqual({
      type: "object",
      properties: {
        temporalidad: criterion,
        clasificacion: { type: "string", enum: ["Definida", "Probable", "Posible", "Condicional", "Improbable"] },
        alertas: { type: "array", items: { type: "string" } },
        nota: { type: ["string", "null"] }
      },
      required: ["temporalidad", "clasificacion", "alertas", "nota"],
      additionalProperties: false
    })
  })

  it("sends strict: false for a schema outside the strict subset (an optional property)", async () => {
    const Loose = z.object({ a: z.string(), b: z.number().optional() })
    server.enqueue(Replies.json({ a: "x" }))
    const completion = await Effect.runPromise(model().complete({ ...request(), schema: Loose, schemaName: "loose" }))
    expect(completion.value).toEqual({ a: "x" })
    expect(server.requests[0]!.strict).toBe(false)
    expect(server.requests[0]!.schema).toMatchObject({ required: ["a"], additionalProperties: false })
  })

  it("accepts an answer wrapped in a ```json fence", async () => {
    server.enqueue(Replies.fenced(GOOD))
    const completion = await Effect.runPromise(model().complete(request()))
    expect(completion.value).toEqual(GOOD)
  })

  it("retries after invalid JSON and succeeds", async () => {
    server.enqueue(Replies.invalidJson(), Replies.json(GOOD))
    const completion = await Effect.runPromise(model().complete(request()))
    expect(completion.value).toEqual(GOOD)
    expect(server.requests).toHaveLength(2)
    expect(logs.map((l) => [l.attempt, l.outcome])).toEqual([[1, "invalid_json"], [2, "ok"]])
  })

  it("fails with LanguageModelFailed after 3 attempts that never give valid JSON", async () => {
    server.setHandler(() => Replies.invalidJson())
    const error = failureOf(await run(model().complete(request())))
    expect(error).toBeInstanceOf(LanguageModel.LanguageModelFailed)
    expect(error).toMatchObject({ _tag: "LanguageModelFailed", reason: "respuesta no es JSON válido (3 intentos)" })
    expect(server.requests).toHaveLength(3)
    expect(logs.map((l) => l.outcome)).toEqual(["invalid_json", "invalid_json", "invalid_json"])
  })

  it("never returns a half-valid answer: schema violations are retried, then LanguageModelFailed", async () => {
    const violating = { ...GOOD, temporalidad: { puntaje: 7, justificacion: "fuera de rango" } }
    server.setHandler(() => Replies.json(violating))
    const error = failureOf(await run(model().complete(request())))
    expect(error).toMatchObject({ _tag: "LanguageModelFailed", reason: "respuesta no cumple el esquema (3 intentos)" })
    expect(server.requests).toHaveLength(3)

    server.reset()
    server.enqueue(Replies.json({ clasificacion: "Probable" }), Replies.json(GOOD))
    const completion = await Effect.runPromise(model().complete(request()))
    expect(completion.value).toEqual(GOOD)
    expect(server.requests).toHaveLength(2)
  })

  it("retries a slow server and ends with LanguageModelTimeout", async () => {
    server.setHandler(() => Replies.slow(1_500, Replies.json(GOOD)))
    const started = Date.now()
    const error = failureOf(await run(model({ timeoutMs: 200 }).complete(request())))
    const elapsed = Date.now() - started
    expect(error).toBeInstanceOf(LanguageModel.LanguageModelTimeout)
    expect(error).toMatchObject({ _tag: "LanguageModelTimeout", attempts: 3 })
    expect(server.requests).toHaveLength(3)
    expect(logs.map((l) => l.outcome)).toEqual(["timeout", "timeout", "timeout"])
    // Three bounded attempts, not three 1.5 s waits.
    expect(elapsed).toBeLessThan(1_500)
  })

  it("honours a request's own timeout and succeeds when a retry is fast enough", async () => {
    server.enqueue(Replies.slow(1_000, Replies.json(GOOD)), Replies.json(GOOD))
    const completion = await Effect.runPromise(model().complete(request({ timeoutMs: 150 })))
    expect(completion.value).toEqual(GOOD)
    expect(logs.map((l) => l.outcome)).toEqual(["timeout", "ok"])
  })

  it("retries a 500 and succeeds", async () => {
    server.enqueue(Replies.status(500), Replies.json(GOOD))
    const completion = await Effect.runPromise(model().complete(request()))
    expect(completion.value).toEqual(GOOD)
    expect(server.requests).toHaveLength(2)
    expect(logs.map((l) => [l.outcome, l.status])).toEqual([["http_error", 500], ["ok", undefined]])
  })

  it("retries 429 and dropped connections", async () => {
    server.enqueue(Replies.status(429), Replies.drop(), Replies.json(GOOD))
    const completion = await Effect.runPromise(model().complete(request()))
    expect(completion.value).toEqual(GOOD)
    expect(logs.map((l) => l.outcome)).toEqual(["http_error", "connection_error", "ok"])
  })

  it("does not retry a 401 and keeps the provider's message (which may echo the key) out of the reason", async () => {
    server.enqueue(Replies.status(401, "Incorrect API key provided: sk-test-secret-123"))
    const error = failureOf(await run(model().complete(request())))
    expect(error).toEqual(new LanguageModel.LanguageModelFailed({ reason: "HTTP 401" }))
    expect(server.requests).toHaveLength(1)
  })

  it("ends with LanguageModelFailed when the last failure is not a time-out", async () => {
    server.enqueue(Replies.slow(1_000, Replies.json(GOOD)), Replies.status(503), Replies.status(502))
    const error = failureOf(await run(model({ timeoutMs: 150 }).complete(request())))
    expect(error).toMatchObject({ _tag: "LanguageModelFailed", reason: "HTTP 502 (3 intentos)" })
  })

  it("reports a server that is not there as a connection failure", async () => {
    const llm = model({ baseURL: `http://127.0.0.1:${await closedPort()}/v1`, retries: 1 })
    const error = failureOf(await run(llm.complete(request())))
    expect(error).toMatchObject({ _tag: "LanguageModelFailed", reason: "sin conexión con el servidor (2 intentos)" })
  })

  it("honours the retry count", async () => {
    server.setHandler(() => Replies.status(500))
    const error = failureOf(await run(model({ retries: 0 }).complete(request())))
    expect(error).toMatchObject({ _tag: "LanguageModelFailed", reason: "HTTP 500" })
    expect(server.requests).toHaveLength(1)
  })

  it("omits the temperature for a no-temperature model and sends the configured one otherwise", async () => {
    server.setHandler(() => Replies.json(GOOD))
    await Effect.runPromise(model({ model: "o3-mini" }).complete(request()))
    await Effect.runPromise(model({ model: "gpt-5-nano" }).complete(request()))
    await Effect.runPromise(model({ model: "gpt-4.1", temperature: 0.3 }).complete(request()))
    await Effect.runPromise(model({ model: "mi-despliegue", noTemperatureModels: ["mi-"] }).complete(request()))
    await Effect.runPromise(model({ model: "o3-mini", noTemperatureModels: [] }).complete(request()))
    expect(server.requests.map((r) => [r.model, r.hasTemperature, r.temperature])).toEqual([
      ["o3-mini", false, undefined],
      ["gpt-5-nano", false, undefined],
      ["gpt-4.1", true, 0.3],
      ["mi-despliegue", false, undefined],
      ["o3-mini", true, 0]
    ])
  })

  it("scripts answers per task through a schema-name handler", async () => {
    const Other = z.object({ terminos: z.array(z.string()) })
    server.setHandler(bySchema({
      kl_suggestion: Replies.json(GOOD),
      meddra_terms: (req) => Replies.json({ terminos: [JSON.parse(req.user).texto] })
    }))
    const llm = model()
    const a = await Effect.runPromise(llm.complete(request()))
    const b = await Effect.runPromise(llm.complete({ ...request(), schema: Other, schemaName: "meddra_terms", prompt: JSON.stringify({ texto: "prurito" }) }))
    expect(a.value).toEqual(GOOD)
    expect(b.value).toEqual({ terminos: ["prurito"] })
  })

  it("does not retry a refusal", async () => {
    server.enqueue(Replies.refusal(), Replies.json(GOOD))
    const error = failureOf(await run(model().complete(request())))
    expect(error).toEqual(new LanguageModel.LanguageModelFailed({ reason: "el modelo rehusó responder" }))
    expect(server.requests).toHaveLength(1)
  })

  it("lists its models like the API (GET /v1/models) without recording a completion", async () => {
    const res = await fetch(`${server.baseURL}/models`)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ object: "list", data: [{ id: "gpt-4o-mini", object: "model" }] })
    expect(server.requests).toHaveLength(0)
  })

  it("maps its failures to the domain's 504 and 502", () => {
    expect(LanguageModel.toDomainError(new LanguageModel.LanguageModelTimeout({ attempts: 3 })))
      .toMatchObject({ _tag: "UpstreamTimeout", detail: "El modelo de lenguaje no respondió a tiempo" })
    expect(LanguageModel.toDomainError(new LanguageModel.LanguageModelFailed({ reason: "HTTP 500 (3 intentos)" })))
      .toMatchObject({ _tag: "UpstreamFailed", detail: "Fallo del modelo de lenguaje: HTTP 500 (3 intentos)" })
  })
})

describe("OpenAiLanguageModel from the environment", () => {
  const complete = (layer: Layer.Layer<LanguageModel.LanguageModel>) =>
    run(Effect.flatMap(LanguageModel.LanguageModel, (llm) => llm.complete(request())).pipe(Effect.provide(layer)))

  it("is unavailable with neither LLM_API_KEY nor LLM_BASE_URL", async () => {
    const layer = OpenAiLanguageModel.layerFromEnv({ LLM_MODEL: "gpt-4o", LLM_API_KEY: "  " })
    const shape = await Effect.runPromise(Effect.provide(LanguageModel.LanguageModel, layer))
    expect(shape.available).toBe(false)
    expect(shape.model).toBeNull()
    expect(failureOf(await complete(layer))).toBeInstanceOf(LanguageModel.LanguageModelUnavailable)
    expect(OpenAiLanguageModel.describeEnv({})).toEqual({ llm: "none", model: null, host: null, auth: false })
  })

  it("talks to a keyless local server with LLM_BASE_URL alone (no Authorization header)", async () => {
    server.enqueue(Replies.json(GOOD))
    const env = { LLM_BASE_URL: server.baseURL, LLM_MODEL: "llama3.1:8b" }
    const exit = await complete(OpenAiLanguageModel.layerFromEnv(env))
    expect(Exit.isSuccess(exit) && exit.value.value).toEqual(GOOD)
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]!.authorization).toBeNull()
    expect(server.requests[0]!.model).toBe("llama3.1:8b")
    expect(OpenAiLanguageModel.describeEnv(env)).toEqual({ llm: "openai-compatible", model: "llama3.1:8b", host: `127.0.0.1:${server.port}`, auth: false })
  })

  it("reads the key, model, time-out, retries and no-temperature list", async () => {
    const env = {
      LLM_BASE_URL: server.baseURL,
      LLM_API_KEY: "sk-env-secret-456",
      LLM_MODEL: "razonador-1",
      LLM_TIMEOUT_S: "1",
      LLM_RETRIES: "1",
      LLM_NO_TEMPERATURE_MODELS: "razonador, otro"
    }
    expect(OpenAiLanguageModel.fromEnv(env)).toMatchObject({ timeoutMs: 1_000, retries: 1, noTemperatureModels: ["razonador", "otro"] })
    expect(() => OpenAiLanguageModel.fromEnv({ ...env, LLM_TIMEOUT_S: "rápido" })).toThrow(OpenAiLanguageModel.ConfigError)
    expect(() => OpenAiLanguageModel.fromEnv({ ...env, LLM_RETRIES: "-1" })).toThrow(OpenAiLanguageModel.ConfigError)
    expect(() => OpenAiLanguageModel.fromEnv({ LLM_BASE_URL: "localhost:11434" })).toThrow(OpenAiLanguageModel.ConfigError)
    const envOk = env
    server.setHandler(() => Replies.slow(1_500, Replies.json(GOOD)))
    const error = failureOf(await complete(OpenAiLanguageModel.layerFromEnv(envOk)))
    expect(error).toMatchObject({ _tag: "LanguageModelTimeout", attempts: 2 })
    expect(server.requests).toHaveLength(2)
    expect(server.requests[0]!.authorization).toBe("Bearer sk-env-secret-456")
    expect(server.requests[0]!.hasTemperature).toBe(false)
    const described = OpenAiLanguageModel.describeEnv(envOk)
    expect(described).toEqual({ llm: "openai-compatible", model: "razonador-1", host: `127.0.0.1:${server.port}`, auth: true })
    expect(JSON.stringify(described)).not.toContain("sk-env")
  })

  it("defaults to OpenAI's endpoint and gpt-4o-mini with a key alone", () => {
    expect(OpenAiLanguageModel.fromEnv({ LLM_API_KEY: "sk-x" })).toMatchObject({ model: "gpt-4o-mini", timeoutMs: 65_000, retries: 2 })
    expect(OpenAiLanguageModel.describeEnv({ LLM_API_KEY: "sk-x" })).toEqual({ llm: "openai-compatible", model: "gpt-4o-mini", host: "api.openai.com", auth: true })
  })
})
