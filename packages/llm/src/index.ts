/**
 * Atalaya language-model adapter: the LanguageModel port on the openai SDK (OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp) with structured output, time-outs, retries and schema validation.
 *
 * @packageDocumentation
 */

/** The LanguageModel port on any OpenAI-compatible chat-completions endpoint, with `LLM_*` settings. */
export * as OpenAiLanguageModel from "./OpenAiLanguageModel.js"
