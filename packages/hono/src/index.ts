/**
 * `@atalaya/hono`: mounts Atalaya's `/api/v1` on Hono — the whole service, or only the route
 * groups a host chooses (`createApi({runtime, groups})`); each group is also importable on its
 * own as `@atalaya/hono/<group>`.
 *
 * @packageDocumentation
 */

/** The API app factory. */
export * as Api from "./Api.js"
/** Endpoint declarations: the single source of routing, permission checks and the document. */
export * as Endpoint from "./Endpoint.js"
/** Route groups: one capability's endpoints and the services they need. */
export * as Group from "./Group.js"
/** The OpenAPI document generator. */
export * as OpenApi from "./OpenApi.js"
/** Every route group, as mounted by default. */
export { allGroups } from "./groups/all.js"
/** Services the API needs from its runtime with every group mounted. */
export type { ApiServices } from "./Services.js"
/** Hono environment and extension hooks. */
export type { ApiEnv, Authenticate, AuthServices, Logger } from "./internal/kit.js"
