/**
 * The OpenAPI 3.1 document, generated from the endpoint declarations of the mounted groups: the
 * same declarations the router and the permission check are built from.
 */
import type { AnyEndpoint, Schema } from "./Endpoint.js"
import type { Group } from "./Group.js"
import { ref } from "./Group.js"
import { BASE_PATH } from "./internal/paths.js"

type Json = Record<string, unknown>

const errorResponse = (description: string): Json => ({ description, content: { "application/json": { schema: ref("Error") } } })

/** The permission an endpoint needs, as the document's `x-permission` says it ("" for any signed-in user). */
export const permissionOf = (endpoint: AnyEndpoint<unknown>): string | null =>
  endpoint.access.kind === "permission" ? endpoint.access.permission
  : endpoint.access.kind === "authenticated" ? endpoint.access.rule ?? ""
  : null

const operation = (endpoint: AnyEndpoint<unknown>): Json => {
  const params: Readonly<Record<string, { schema: Schema; description?: string }>> = endpoint.params ?? {}
  const parameters = [
    ...Object.entries(params).map(([name, p]) => ({ name, in: "path", required: true, schema: p.schema, ...(p.description ? { description: p.description } : {}) })),
    ...(endpoint.query ?? []).map((q) => ({ name: q.name, in: "query", schema: q.schema, ...(q.description ? { description: q.description } : {}), ...(q.required ? { required: true } : {}) }))
  ]
  const access = endpoint.access
  const success = endpoint.success
  const responses: Json = {
    [String(success.status ?? 200)]: {
      description: success.description ?? "OK",
      ...(success.schema ? { content: { [success.contentType ?? "application/json"]: { schema: success.schema } } } : {})
    },
    "400": errorResponse("Validation error ({detail: [{loc, msg, type}]}) or bad request")
  }
  if (access.kind !== "public") responses["401"] = errorResponse("Not authenticated")
  if (access.kind === "permission") responses["403"] = errorResponse(`Permission denied: ${access.permission} required`)
  else if (access.kind === "authenticated" && access.rule) responses["403"] = errorResponse(`Permission denied: ${access.rule} required`)
  for (const [status, description] of Object.entries(endpoint.errors ?? {})) responses[status] = errorResponse(description)
  const body = endpoint.body
  const bodyTypes = body === undefined ? [] : body.kind === "multipart" ? ["multipart/form-data"]
    : body.kind === "jsonOrForm" ? ["application/json", "application/x-www-form-urlencoded"]
    : body.kind === "raw" ? body.contentTypes : ["application/json"]
  const permission = permissionOf(endpoint)
  return {
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    operationId: `${endpoint.method}${endpoint.path.replace(/[{}]/g, "").replace(/[^A-Za-z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ?? "").toUpperCase())}`,
    tags: [endpoint.tag],
    ...(access.kind !== "public" ? { security: [{ bearer: [] }] } : {}),
    ...(permission !== null ? { "x-permission": permission } : {}),
    ...(access.kind === "public" && access.rule ? { "x-authentication": access.rule } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: { required: true, content: Object.fromEntries(bodyTypes.map((t) => [t, { schema: body.schema }])) } } : {}),
    responses
  }
}

/** Builds the document of the given groups. */
export const document = (groups: ReadonlyArray<Group<unknown>>): Json => {
  const paths: Record<string, Json> = {}
  const schemas: Record<string, Schema> = {}
  for (const group of groups) {
    Object.assign(schemas, group.schemas ?? {})
    for (const endpoint of group.endpoints) {
      paths[endpoint.path] = { ...(paths[endpoint.path] ?? {}), [endpoint.method]: operation(endpoint) }
    }
  }
  return {
    openapi: "3.1.0",
    info: { title: "Atalaya — pharmacovigilance case management", version: "1.0.0" },
    servers: [{ url: BASE_PATH }],
    components: { schemas, securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    paths
  }
}
