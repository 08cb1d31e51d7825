/**
 * Refuses U+0000 in any query or path parameter before a route sees it. PostgreSQL text cannot
 * hold NUL, so such a value would otherwise reach storage and fail there as a 500. One middleware
 * for every route keeps the rule in one place; the answer is the contract's
 * validation 400 with pydantic v1 wording (`value_error.str.nul`).
 */
import { Validation } from "@atalaya/core"
import type { MiddlewareHandler } from "hono"

const NUL = "\u0000"

/** Decodes a percent-encoded URL component; a malformed escape is kept as written. */
const decode = (raw: string): string => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "))
  } catch {
    return raw
  }
}

/** A mounted route, as Hono lists it in `app.routes`. */
export interface RouteLike {
  readonly method: string
  readonly path: string
}

/** The name of the parameter at `index` in the first route whose pattern matches the segments. */
const paramName = (routes: ReadonlyArray<RouteLike>, method: string, segments: ReadonlyArray<string>, index: number): string | null => {
  for (const route of routes) {
    if (route.method !== method && route.method !== "ALL") continue
    // Parameter regexes (`:id{[^/:]+}`) may hold slashes: drop them before splitting.
    const pattern = route.path.replace(/\{[^}]*\}/g, "").split("/").filter((s) => s !== "")
    if (pattern.length !== segments.length) continue
    // A parameter matches any segment (its regex is not checked: this only names the location).
    if (pattern.every((p, i) => p.startsWith(":") || p === segments[i])) {
      const at = pattern[index]!
      if (at.startsWith(":")) return at.slice(1).replace(/\?$/, "")
    }
  }
  return null
}

/**
 * Where a NUL was found: `["query", name]` or `["path", parameter name]` (the segment's index when
 * no route names it), or null.
 */
export const findNul = (url: string, method = "GET", routes: ReadonlyArray<RouteLike> = []): readonly ["query" | "path", string | number] | null => {
  if (!url.includes("%00") && !url.includes(NUL)) return null
  const parsed = new URL(url, "http://localhost")
  for (const pair of parsed.search.slice(1).split("&")) {
    if (pair === "") continue
    const eq = pair.indexOf("=")
    const name = decode(eq < 0 ? pair : pair.slice(0, eq))
    const value = eq < 0 ? "" : decode(pair.slice(eq + 1))
    if (name.includes(NUL) || value.includes(NUL)) return ["query", name.replaceAll(NUL, "")]
  }
  const segments = parsed.pathname.split("/").filter((s) => s !== "")
  const index = segments.findIndex((s) => decode(s).includes(NUL))
  if (index < 0) return null
  return ["path", paramName(routes, method, segments.map(decode), index) ?? index]
}

/**
 * The middleware: 400 `{detail: [{loc, msg, type}]}` when a query or path parameter holds NUL.
 * `routes` (read per request, so routes mounted later count) names path parameters.
 */
export const rejectNul = (routes: () => ReadonlyArray<RouteLike>): MiddlewareHandler => async (c, next) => {
  const where = findNul(c.req.url, c.req.method, routes())
  if (where === null) return next()
  return c.json({ detail: [{ loc: [...where], ...Validation.Messages.nul }] }, 400)
}
