/**
 * The mixed scenario (issue 13): many connections alternating GET /api/v1/icsr/{random id} and
 * POST /api/v1/icsr against the reference server, on PostgreSQL and on embedded PGlite. Each
 * database gets its own server process and a fresh data set created through the API, so the
 * two runs compare like with like. Prints p50/p99/max latency, req/s and every non-2xx status.
 */
import autocannon from "autocannon"
import * as crypto from "node:crypto"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { startChild } from "./children.js"
import { generateCases } from "./data.js"

/** Settings of one mixed run. */
export interface MixedSettings {
  readonly connections: number
  readonly durationS: number
  readonly warmupS: number
  /** Cases created through the API before the run (the GETs pick among them). */
  readonly cases: number
}

/** The figures of one mixed run. */
export interface MixedResult {
  readonly database: string
  readonly rps: number
  readonly p50: number
  readonly p99: number
  readonly max: number
  readonly total: number
  /** Answers by status, non-2xx only (e.g. `{503: 12}`). */
  readonly statuses: Record<string, number>
  readonly errors: number
  readonly timeouts: number
}

const json = async <A>(response: Response, what: string): Promise<A> => {
  const text = await response.text()
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 300)}`)
  return JSON.parse(text) as A
}

/**
 * Starts the reference server on one database (a PostgreSQL URL, or null for PGlite in a fresh
 * data directory), creates the cases, runs the mix, stops the server.
 */
export const runMixed = async (
  database: string,
  databaseUrl: string | null,
  entry: string,
  settings: MixedSettings,
  log: (text: string) => void,
  extraEnv: NodeJS.ProcessEnv = {}
): Promise<MixedResult> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atalaya-mixed-"))
  const adminEmail = "admin@bench.local"
  const adminPassword = crypto.randomBytes(18).toString("base64url")
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    ATALAYA_DATA_DIR: dataDir,
    ATALAYA_JWT_SECRET: crypto.randomBytes(48).toString("base64url"),
    ATALAYA_ADMIN_EMAIL: adminEmail,
    ATALAYA_ADMIN_PASSWORD: adminPassword,
    ATALAYA_MEDDRA_DEMO: "false",
    ...extraEnv
  }
  delete env.DATABASE_URL
  if (databaseUrl !== null) env.DATABASE_URL = databaseUrl
  const server = await startChild(`atalaya-${database}`, entry, env)
  try {
    const origin = `http://127.0.0.1:${server.port}`
    const login = await json<{ access_token: string }>(await fetch(`${origin}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: adminEmail, password: adminPassword })
    }), "login")
    const headers = { authorization: `Bearer ${login.access_token}`, "content-type": "application/json" }
    const bodies = generateCases(settings.cases + 500).map((g) => JSON.stringify(g.body))
    const ids: Array<number> = []
    for (const body of bodies.slice(0, settings.cases)) {
      ids.push((await json<{ id: number }>(await fetch(`${origin}/api/v1/icsr`, { method: "POST", headers, body }), "POST /icsr")).id)
    }
    log(`${database}: ${ids.length} cases created through the API; ${settings.connections} connections, GET /icsr/{id} and POST /icsr alternating`)
    const randomId = () => ids[Math.floor(Math.random() * ids.length)]!
    const randomBody = () => bodies[Math.floor(Math.random() * bodies.length)]!
    const fire = (durationS: number) =>
      autocannon({
        url: origin,
        connections: settings.connections,
        duration: durationS,
        timeout: 30,
        headers,
        requests: [
          { method: "GET", setupRequest: (r) => ({ ...r, path: `/api/v1/icsr/${randomId()}` }) },
          { method: "POST", setupRequest: (r) => ({ ...r, path: "/api/v1/icsr", body: randomBody() }) }
        ]
      })
    if (settings.warmupS > 0) await fire(settings.warmupS)
    // BENCH_MIXED_PROFILE=DIR: CPU profile of the server over the measured run (DIR/mixed-<db>.cpuprofile).
    const profileDir = process.env.BENCH_MIXED_PROFILE
    if (profileDir) await server.profileStart()
    const result = await fire(settings.durationS)
    if (profileDir) await server.profileStop(path.join(path.resolve(profileDir), `mixed-${database.toLowerCase()}.cpuprofile`))
    const statuses: Record<string, number> = {}
    for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) {
      if (!code.startsWith("2")) statuses[code] = (count as { count: number }).count
    }
    return {
      database,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      total: result.requests.total,
      statuses,
      errors: result.errors,
      timeouts: result.timeouts
    }
  } finally {
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Prints the mixed results as a table. */
export const printMixed = (results: ReadonlyArray<MixedResult>, settings: MixedSettings): void => {
  const fmt = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 0 })
  console.log("")
  console.log(`Mixed GET/POST /icsr — ${settings.connections} connections, ${settings.durationS} s after a ${settings.warmupS} s warm-up, ${settings.cases} cases`)
  const header = `${"database".padEnd(12)}${"req/s".padStart(8)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"max ms".padStart(9)}${"requests".padStart(10)}${"errors".padStart(8)}  non-2xx`
  console.log(header)
  console.log("-".repeat(header.length + 10))
  for (const r of results) {
    const non2xx = Object.entries(r.statuses).map(([code, n]) => `${code}×${n}`).join(" ") || "none"
    console.log(
      `${r.database.padEnd(12)}${fmt(r.rps).padStart(8)}${fmt(r.p50).padStart(9)}${fmt(r.p99).padStart(9)}${fmt(r.max).padStart(9)}` +
        `${fmt(r.total).padStart(10)}${fmt(r.errors + r.timeouts).padStart(8)}  ${non2xx}`
    )
  }
}
