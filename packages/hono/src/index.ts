/**
 * `@atalaya/hono`: mounts the full Atalaya `/api/v1` on Hono.
 *
 * @packageDocumentation
 */

/** The API app factory. */
export * as Api from "./Api.js"
/** The OpenAPI document. */
export * as OpenApi from "./OpenApi.js"
/** Services the API needs from its runtime. */
export type { ApiServices } from "./Services.js"
/** Hono environment and extension hooks. */
export type { ApiEnv, Authenticate, Logger } from "./internal/kit.js"
