/**
 * Summarizes a V8 CPU profile of the server child: self time per area (package) and per
 * function. Time spent in built-ins without a script (JSON.parse, regexp, Buffer ops) is charged
 * to the nearest JavaScript caller, so "pg driver" includes the JSON.parse of jsonb columns and
 * "hono" the JSON.stringify of c.json.
 */
import * as fs from "node:fs"

interface ProfileNode {
  readonly id: number
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number }
  readonly children?: ReadonlyArray<number>
}

interface CpuProfile {
  readonly nodes: ReadonlyArray<ProfileNode>
  readonly startTime: number
  readonly endTime: number
  readonly samples: ReadonlyArray<number>
  readonly timeDeltas: ReadonlyArray<number>
}

const AREAS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\/packages\/hono\/src\//, "@atalaya/hono (routes, guard, run)"],
  [/\/packages\/sql\/src\//, "@atalaya/sql (repositories, toCase)"],
  [/\/packages\/core\/src\//, "@atalaya/core (use cases)"],
  [/\/packages\/auth\/src\//, "@atalaya/auth"],
  [/@effect\+sql-pg|@effect\/sql-pg/, "@effect/sql-pg"],
  [/@effect\+sql@|@effect\/sql\//, "@effect/sql"],
  [/@effect\+experimental|@effect\+platform/, "@effect/platform+experimental"],
  [/\/effect@|\/effect\/dist\//, "effect runtime"],
  [/\/(pg|pg-protocol|pg-pool|pg-types|postgres-[a-z]+)@|\/node_modules\/(pg|pg-protocol|pg-pool|pg-types)\//, "pg driver (incl. row parsing)"],
  [/@hono\+node-server|@hono\/node-server/, "@hono/node-server"],
  [/\/hono@|\/hono\/dist\//, "hono"],
  [/\/jose@|\/jose\/dist\//, "jose (JWT)"],
  [/\/zod@|\/zod\/v4\//, "zod"],
  [/^node:/, "node core (http, net, streams)"]
]

const areaOf = (url: string): string | null => {
  if (url === "") return null
  for (const [pattern, name] of AREAS) if (pattern.test(url)) return name
  return "other JavaScript"
}

/** Per-area and per-function self time of a profile. */
export const summarize = (file: string, requests: number) => {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as CpuProfile
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)

  // Area of each node: its own script's, or its nearest caller's for built-ins.
  const areaCache = new Map<number, string>()
  const areaFor = (id: number): string => {
    const cached = areaCache.get(id)
    if (cached !== undefined) return cached
    const node = byId.get(id)!
    const name = node.callFrame.functionName
    let area: string
    if (name === "(garbage collector)") area = "garbage collector"
    else if (name === "(idle)") area = "(idle)"
    else if (name === "(program)") area = "(program: V8/native, unattributed)"
    else if (name === "(root)") area = "(root)"
    else {
      const own = areaOf(node.callFrame.url)
      const up = parent.get(id)
      area = own ?? (up === undefined ? "native" : areaFor(up))
      if (area === "(root)") area = "native"
    }
    areaCache.set(id, area)
    return area
  }

  const selfUs = new Map<number, number>()
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)))

  const areas = new Map<string, number>()
  const functions = new Map<string, { us: number; area: string }>()
  let busyUs = 0
  for (const [id, us] of selfUs) {
    const area = areaFor(id)
    areas.set(area, (areas.get(area) ?? 0) + us)
    if (area === "(idle)") continue
    busyUs += us
    const node = byId.get(id)!
    const where = node.callFrame.url === "" ? "native" : `${node.callFrame.url.replace(/^.*node_modules\/\.pnpm\/([^/]+)\/node_modules\//, "$1:").replace(/^file:\/\/.*\/packages\//, "packages/")}:${node.callFrame.lineNumber + 1}`
    const key = `${node.callFrame.functionName || "(anonymous)"}  ${where}`
    const entry = functions.get(key) ?? { us: 0, area }
    entry.us += us
    functions.set(key, entry)
  }
  const wallUs = profile.endTime - profile.startTime
  return {
    wallMs: wallUs / 1000,
    busyMs: busyUs / 1000,
    busyPerRequestUs: requests > 0 ? busyUs / requests : 0,
    areas: [...areas].filter(([a]) => a !== "(idle)").sort((a, b) => b[1] - a[1]).map(([area, us]) => ({ area, ms: us / 1000, share: us / busyUs })),
    functions: [...functions].sort((a, b) => b[1].us - a[1].us).slice(0, 15).map(([fn, v]) => ({ fn, area: v.area, ms: v.us / 1000, share: v.us / busyUs }))
  }
}
