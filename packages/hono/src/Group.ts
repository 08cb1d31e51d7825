/**
 * A route group: the endpoints of one capability, the component schemas their documents refer
 * to, and — in its type — the services its handlers need. A host mounts the groups it wants and
 * provides only their services (`createApi({runtime, groups})`).
 */
import type { AnyEndpoint, Endpoint, Schema } from "./Endpoint.js"

/** The endpoints of one capability. `R` is the union of the services its handlers need. */
export interface Group<R> {
  /** A short name (`cases`, `duplicates`, …), also the OpenAPI tag group. */
  readonly name: string
  readonly endpoints: ReadonlyArray<AnyEndpoint<R>>
  /** Component schemas (`#/components/schemas/<name>`) the endpoints refer to. */
  readonly schemas?: Readonly<Record<string, Schema>>
}

/** The services an endpoint's handler needs. */
export type EndpointServices<E> = E extends Endpoint<infer R, infer _P> ? R : never

/** Declares a group; its services are the union of its endpoints' (inferred). */
export const group = <const E extends ReadonlyArray<AnyEndpoint<unknown>>>(declaration: {
  readonly name: string
  readonly endpoints: E
  readonly schemas?: Readonly<Record<string, Schema>>
}): Group<EndpointServices<E[number]>> => declaration as Group<EndpointServices<E[number]>>

/** The services a list of groups needs, together. */
export type ServicesOf<G> = G extends Group<infer R> ? R : never

/** A reference to a component schema. */
export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` })

/** An array of a component schema. */
export const arrayOf = (name: string): Schema => ({ type: "array", items: ref(name) })
