/**
 * Load benchmark of the reference server (examples/server `build()`) on PostgreSQL.
 *
 *   pnpm bench:load                    # from the repository root
 *   pnpm bench:load --profile          # also CPU-profile the server and time the database side
 *
 * Creates a throw-away database, seeds realistic cases, then measures with autocannon
 * GET /api/v1/icsr/{id}, GET /api/v1/icsr?page_size=20 and a bare Hono + pg primary-key lookup
 * on the same database, and prints req/s, p50, p99 and the ratios against their targets.
 * Then the mixed scenario: 64 connections alternating GET /icsr/{id} and POST /icsr, on PostgreSQL
 * and on embedded PGlite (each on a fresh database), printing p50/p99/max and every non-2xx.
 *
 *   pnpm bench:load --mixed-only       # only the mixed scenario (--mixed-connections, --mixed-duration)
 * Loopback only; every step is bounded in time; the database is dropped at the end.
 * See README.md.
 */
import * as crypto from "node:crypto"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import pg from "pg"
import { type ServerChild, startChild } from "./lib/children.js"
import { backendCpu, backendDelta, machineBusyUs } from "./lib/cpu.js"
import { generateCases } from "./lib/data.js"
import { type LoadSettings, type Measurement, measure, type Scenario } from "./lib/measure.js"
import { type MixedResult, type MixedSettings, printMixed, runMixed } from "./lib/mixed.js"
import { summarize } from "./lib/profile.js"
import { bulkSeed, comparable } from "./lib/seed.js"

const here = path.dirname(fileURLToPath(import.meta.url))

// ---------------------------------------------------------------------------------------------
// Settings

const argv = process.argv.slice(2).filter((a) => a !== "--")
const flag = (name: string) => argv.includes(`--${name}`)
const option = (name: string, fallback: number): number => {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`))
  if (i === -1) return fallback
  const raw = argv[i]!.includes("=") ? argv[i]!.split("=")[1] : argv[i + 1]
  const n = Number(raw)
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} needs a positive number, got "${raw}"`)
  return n
}
if (flag("help")) {
  console.log("usage: pnpm bench:load [--cases N] [--duration S] [--warmup S] [--connections N] [--profile] [--strict]")
  console.log("                      [--mixed-only] [--mixed-connections N] [--mixed-duration S] [--mixed-cases N]")
  process.exit(0)
}

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/test"
const CASES = Math.floor(option("cases", 10_000))
const LOAD: LoadSettings = {
  connections: Math.floor(option("connections", 10)),
  durationS: option("duration", 10),
  warmupS: argv.some((a) => a.startsWith("--warmup")) ? option("warmup", 2) : 2
}
const PROFILE = flag("profile")
const MIXED_ONLY = flag("mixed-only")
const MIXED: MixedSettings = {
  connections: Math.floor(option("mixed-connections", 64)),
  durationS: option("mixed-duration", 10),
  warmupS: 2,
  cases: Math.floor(option("mixed-cases", 300))
}
const STRICT = flag("strict")
const TARGETS = { case: 0.5, list: 0.35 } as const
const API_CHECK_CASES = 20
const SEED_BUDGET_MS = 60_000
// Above this share of the machine used by other processes, a run is flagged as unreliable.
const BACKGROUND_WARNING = 0.1
// Everything, including profiling, must finish well within this; then the run gives up and cleans up.
const WATCHDOG_MS = 10 * 60_000

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]", "::1"])

// ---------------------------------------------------------------------------------------------
// Small helpers

const t0 = performance.now()
const stamp = () => `${((performance.now() - t0) / 1000).toFixed(1).padStart(5)} s`
const step = (text: string) => console.log(`${stamp()}  ${text}`)
const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })

/** Undo actions, run last-in first-out at the end, on error, on Ctrl-C and on the watchdog. */
const cleanups: Array<() => Promise<unknown>> = []
let cleaning: Promise<void> | null = null
const cleanup = () =>
  (cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const undo = cleanups.pop()!
      await undo().catch((error: unknown) => console.error(`cleanup: ${error instanceof Error ? error.message : String(error)}`))
    }
  })())

const json = async <A>(response: Response, what: string): Promise<A> => {
  const text = await response.text()
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 500)}`)
  return JSON.parse(text) as A
}

/** Runs `work` over `items` with at most `limit` in flight. */
const pool = async <A, B>(items: ReadonlyArray<A>, limit: number, work: (item: A, index: number) => Promise<B>): Promise<Array<B>> => {
  const out: Array<B> = new Array(items.length)
  let next = 0
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++
      out[i] = await work(items[i]!, i)
    }
  }))
  return out
}

// ---------------------------------------------------------------------------------------------
// The run

interface Context {
  atalaya: ServerChild
  bare: ServerChild
  token: string
  ids: ReadonlyArray<number>
  dbName: string
  admin: pg.Client
  bench: pg.Client
}

const setUp = async (): Promise<Context> => {
  const adminUrl = new URL(ADMIN_URL)
  if (!LOOPBACK.has(adminUrl.hostname)) throw new Error(`BENCH_ADMIN_URL must point at a loopback address, got ${adminUrl.hostname}`)

  // 1. A fresh database, dropped at the end whatever happens.
  const admin = new pg.Client({ connectionString: ADMIN_URL, application_name: "atalaya-bench" })
  await admin.connect()
  cleanups.push(() => admin.end())
  const dbName = `atalaya_bench_${crypto.randomBytes(5).toString("hex")}`
  await admin.query(`CREATE DATABASE ${dbName}`)
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
    step(`dropped database ${dbName}`)
  })
  const dbUrl = new URL(ADMIN_URL)
  dbUrl.pathname = `/${dbName}`
  const databaseUrl = dbUrl.toString()
  const version = (await admin.query<{ server_version: string }>("SHOW server_version")).rows[0]!.server_version
  step(`created database ${dbName} (PostgreSQL ${version})`)

  // 2. The reference server, as examples/server builds it, in its own process.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atalaya-bench-"))
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }))
  const adminEmail = "admin@bench.local"
  const adminPassword = crypto.randomBytes(18).toString("base64url")
  const atalaya = await startChild("atalaya", path.join(here, "servers/atalaya.ts"), {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    ATALAYA_DATA_DIR: dataDir,
    ATALAYA_JWT_SECRET: crypto.randomBytes(48).toString("base64url"),
    ATALAYA_ADMIN_EMAIL: adminEmail,
    ATALAYA_ADMIN_PASSWORD: adminPassword
  })
  cleanups.push(() => atalaya.stop())
  const origin = `http://127.0.0.1:${atalaya.port}`
  step(`reference server listening on ${origin} (migrations applied, first admin created)`)

  // 3. Sign in as the admin; add the evaluators cases get assigned to, through the API.
  const login = await json<{ access_token: string }>(
    await fetch(`${origin}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: adminEmail, password: adminPassword })
    }),
    "login"
  )
  const token = login.access_token
  const auth = { authorization: `Bearer ${token}` }
  const evaluadores: Array<number> = []
  for (const [nombre, email] of [["Q.F. Rosa Huamán", "rhuaman"], ["Q.F. Luis Paredes", "lparedes"], ["Q.F. Carmen Rojas", "crojas"]] as const) {
    const user = await json<{ id: number }>(
      await fetch(`${origin}/api/v1/users`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ email: `${email}@bench.local`, password: crypto.randomBytes(12).toString("base64url"), nombre, cargo: "Químico farmacéutico", area: "Farmacovigilancia", roles: ["qf"] })
      }),
      "create evaluator"
    )
    evaluadores.push(user.id)
  }
  const me = await json<{ id: number }>(await fetch(`${origin}/api/v1/auth/me`, { headers: auth }), "me")
  step(`signed in as ${adminEmail}; ${evaluadores.length} evaluators created`)

  // 4. Seed: generated bodies validated by the domain, written in bulk.
  const bench = new pg.Client({ connectionString: databaseUrl, application_name: "atalaya-bench" })
  await bench.connect()
  cleanups.push(() => bench.end())
  const seedStart = performance.now()
  const generated = generateCases(CASES + API_CHECK_CASES, { evaluadores })
  const seeded = await bulkSeed(bench, generated.slice(0, CASES), me.id)
  const seedMs = performance.now() - seedStart
  step(
    `seeded ${fmt(seeded.cases)} cases (${fmt(seeded.productos)} productos, ${fmt(seeded.concomitantes)} concomitantes, ` +
      `${fmt(seeded.seguimientos)} seguimientos, ${fmt(seeded.eventos)} eventos; ${seeded.indexesRebuilt} indexes rebuilt) in ${(seedMs / 1000).toFixed(1)} s ` +
      `[generate+validate ${((seedMs - seeded.insertMs) / 1000).toFixed(1)} s, SQL ${(seeded.insertMs / 1000).toFixed(1)} s]`
  )
  if (seedMs > SEED_BUDGET_MS) throw new Error(`seeding took ${(seedMs / 1000).toFixed(1)} s, over the ${SEED_BUDGET_MS / 1000} s budget`)

  // 5. Check the bulk rows against the API: store the first bodies again through POST /icsr and
  //    PUT /eventos, read both copies back through the API and compare; also time the API path.
  const checkStart = performance.now()
  const twins = await pool(generated.slice(0, Math.min(API_CHECK_CASES, CASES)), 10, async (g) => {
    const created = await json<{ id: number }>(
      await fetch(`${origin}/api/v1/icsr`, { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify(g.body) }),
      "POST /icsr"
    )
    await json(
      await fetch(`${origin}/api/v1/icsr/${created.id}/eventos`, { method: "PUT", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify(g.eventos) }),
      "PUT /eventos"
    )
    return created.id
  })
  const apiMs = performance.now() - checkStart
  for (const [i, twin] of twins.entries()) {
    const viaApi = await json<Record<string, unknown>>(await fetch(`${origin}/api/v1/icsr/${twin}`, { headers: auth }), "GET twin")
    const viaBulk = await json<Record<string, unknown>>(await fetch(`${origin}/api/v1/icsr/${i + 1}`, { headers: auth }), "GET seeded")
    const [a, b] = [JSON.stringify(comparable(viaApi)), JSON.stringify(comparable(viaBulk))]
    if (a !== b) {
      throw new Error(`seeded case ${i + 1} differs from the same body stored through the API (case ${twin}):\nAPI:  ${a}\nbulk: ${b}`)
    }
  }
  // Columns the API never returns, compared in SQL: the free-text search document and product names.
  const { rows: [hidden] } = await bench.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM unnest($1::int[], $2::int[]) AS pair(api, bulk)
     JOIN icsr a ON a.id = pair.api JOIN icsr b ON b.id = pair.bulk
     WHERE a.search_doc IS DISTINCT FROM b.search_doc OR a.productos_nombres IS DISTINCT FROM b.productos_nombres`,
    [twins, twins.map((_, i) => i + 1)]
  )
  if (hidden!.n > 0) throw new Error(`${hidden!.n} seeded cases have a search_doc unlike the API-stored copy`)
  await bench.query("DELETE FROM icsr WHERE id = ANY($1::int[])", [twins])
  const perSecond = twins.length / (apiMs / 1000)
  step(
    `API check: ${twins.length} of the bodies stored again via POST /icsr + PUT /eventos read back identical to their seeded copies; ` +
      `API path ${fmt(perSecond)} cases/s (10 in flight) ⇒ ${fmt(CASES / perSecond)} s for ${fmt(CASES)}, bulk took ${(seedMs / 1000).toFixed(1)} s`
  )

  // Flush the bulk load to disk now rather than in a checkpoint during a measured run.
  await admin.query("CHECKPOINT").catch(() => undefined)

  // 6. The baseline, against the same database.
  const bare = await startChild("bare", path.join(here, "servers/bare.ts"), { ...process.env, DATABASE_URL: databaseUrl })
  cleanups.push(() => bare.stop())
  step(`bare Hono + pg server listening on http://127.0.0.1:${bare.port}`)

  return { atalaya, bare, token, ids: seeded.ids, dbName, admin, bench }
}

const scenariosOf = (ctx: Context): Record<"bare" | "case" | "list", Scenario> => {
  const randomId = () => ctx.ids[Math.floor(Math.random() * ctx.ids.length)]!
  const auth = { authorization: `Bearer ${ctx.token}` }
  const atalaya = `http://127.0.0.1:${ctx.atalaya.port}`
  return {
    bare: { name: "bare", label: "GET /icsr/{random id}  (Hono + pg, SELECT *)", origin: `http://127.0.0.1:${ctx.bare.port}`, path: () => `/icsr/${randomId()}` },
    case: { name: "case", label: "GET /api/v1/icsr/{random id}", origin: atalaya, headers: auth, path: () => `/api/v1/icsr/${randomId()}` },
    list: { name: "list", label: "GET /api/v1/icsr?page_size=20", origin: atalaya, headers: auth, path: () => "/api/v1/icsr?page_size=20" }
  }
}

/** One request of each scenario must answer 200 with the expected shape before any load. */
const sanityCheck = async (ctx: Context, scenarios: ReturnType<typeof scenariosOf>) => {
  const get = (s: Scenario) => fetch(`${s.origin}${s.path()}`, { headers: s.headers ?? {} }).then((r) => json<Record<string, unknown>>(r, s.name))
  const row = await get(scenarios.bare)
  const doc = await get(scenarios.case)
  const page = await get(scenarios.list)
  if (typeof row.id !== "number" || typeof doc.id !== "number" || !Array.isArray(doc.productos)) throw new Error("unexpected single-case answer")
  if (!Array.isArray(page.items) || page.items.length !== 20 || page.total !== ctx.ids.length) {
    throw new Error(`unexpected list answer: ${page.items instanceof Array ? page.items.length : "?"} items, total ${String(page.total)}`)
  }
}

/** CPU time per request during a measured run, in µs; postgres is null where /proc is unreadable. */
interface CpuPerRequest {
  readonly server: number
  readonly postgres: number | null
  readonly loadGenerator: number
  /** Share of the machine's CPU used by anything else during the run (0..1), null if unknown. */
  readonly background: number | null
}

/** Measures a scenario, recording the CPU its server, its PostgreSQL backends and autocannon used. */
const measureWithCpu = async (ctx: Context, scenario: Scenario, child: ServerChild, app: string) => {
  // The other server is idle, but winding down from its own run still costs it a little CPU.
  const idle = child === ctx.atalaya ? ctx.bare : ctx.atalaya
  let cpu: CpuPerRequest | null = null
  const measurement = await measure(scenario, LOAD, {
    before: async () => ({
      server: await child.cpuUs(),
      idle: await idle.cpuUs(),
      pg: await backendCpu(ctx.admin, ctx.dbName, app),
      self: process.cpuUsage(),
      machine: machineBusyUs(),
      at: performance.now()
    }),
    after: async (start, m) => {
      const machineEnd = machineBusyUs()
      const wallUs = (performance.now() - start.at) * 1000
      const server = (await child.cpuUs()) - start.server
      const pgUs = backendDelta(start.pg, await backendCpu(ctx.admin, ctx.dbName, app))
      const self = process.cpuUsage(start.self)
      const ours = server + ((await idle.cpuUs()) - start.idle) + (pgUs ?? 0) + self.user + self.system
      const background = machineEnd === null || start.machine === null || pgUs === null
        ? null
        : Math.max(0, (machineEnd - start.machine - ours) / (wallUs * os.cpus().length))
      const n = Math.max(1, m.total)
      cpu = { server: server / n, postgres: pgUs === null ? null : pgUs / n, loadGenerator: (self.user + self.system) / n, background }
    }
  })
  return { measurement, cpu: cpu! as CpuPerRequest }
}

const printTable = (results: Record<string, Measurement>, cpu: Record<string, CpuPerRequest>) => {
  const rows = ["bare", "case", "list"].map((k) => results[k]!)
  console.log("")
  console.log(`Atalaya load benchmark — ${fmt(CASES)} cases, ${LOAD.connections} connections, ${LOAD.durationS} s per scenario after a ${LOAD.warmupS} s warm-up`)
  console.log(`Node ${process.version}, ${os.cpus().length} CPUs shared by PostgreSQL, both servers and autocannon`)
  console.log("")
  const header = `${"scenario".padEnd(52)}${"req/s".padStart(9)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"bytes/resp".padStart(12)}${"non-2xx".padStart(9)}`
  console.log(header)
  console.log("-".repeat(header.length))
  for (const r of rows) {
    console.log(
      `${`${r.name.padEnd(6)}${r.label}`.padEnd(52)}${fmt(r.rps).padStart(9)}${fmt(r.p50).padStart(9)}${fmt(r.p99).padStart(9)}` +
        `${fmt(r.avgBytes).padStart(12)}${fmt(r.non2xx + r.errors).padStart(9)}`
    )
  }
  console.log("")
  const cpuHeader = `${"CPU per request, µs".padEnd(26)}${"server".padStart(9)}${"postgres".padStart(10)}${"autocannon".padStart(12)}${"total".padStart(9)}${"⇒ max req/s".padStart(13)}${"other load".padStart(12)}`
  console.log(cpuHeader)
  console.log("-".repeat(cpuHeader.length))
  const cores = os.cpus().length
  for (const r of rows) {
    const c = cpu[r.name]!
    const total = c.server + (c.postgres ?? 0) + c.loadGenerator
    console.log(
      `${r.name.padEnd(26)}${fmt(c.server).padStart(9)}${(c.postgres === null ? "n/a" : fmt(c.postgres)).padStart(10)}` +
        `${fmt(c.loadGenerator).padStart(12)}${fmt(total).padStart(9)}${fmt((cores * 1e6) / total).padStart(13)}` +
        `${(c.background === null ? "n/a" : `${(c.background * 100).toFixed(0)} %`).padStart(12)}`
    )
  }
  console.log(`(⇒ max req/s: ${cores} CPUs divided by the total — the ceiling when the machine, not latency, is the limit;`)
  console.log(" other load: share of the machine used by other processes during the measured run)")
  const noisy = rows.filter((r) => (cpu[r.name]!.background ?? 0) > BACKGROUND_WARNING)
  if (noisy.length > 0) {
    console.log(
      `WARNING: other processes used more than ${BACKGROUND_WARNING * 100} % of the machine during ${noisy.map((r) => r.name).join(", ")}; ` +
        "the figures and ratios are not reliable — rerun on a quiet machine"
    )
  }
  console.log("")
  const ratios = [
    { name: "case/bare", value: results.case!.rps / results.bare!.rps, target: TARGETS.case },
    { name: "list/bare", value: results.list!.rps / results.bare!.rps, target: TARGETS.list }
  ]
  console.log(`${"ratio".padEnd(12)}${"value".padStart(8)}${"target".padStart(10)}   result`)
  for (const r of ratios) {
    console.log(`${r.name.padEnd(12)}${r.value.toFixed(2).padStart(8)}${`≥ ${r.target.toFixed(2)}`.padStart(10)}   ${r.value >= r.target ? "PASS" : "BELOW"}`)
  }
  console.log("")
  return ratios
}

/** --profile: extra runs (not the measured ones) with the server's CPU profiled and the database's busy time read. */
const profileRuns = async (ctx: Context, scenarios: ReturnType<typeof scenariosOf>) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "atalaya-bench-profile-"))
  const seconds = Math.min(LOAD.durationS, 8)
  // Session busy time in this database (PostgreSQL 14+), flushed by backends about once a second.
  const dbActiveMs = async () => {
    await new Promise((r) => setTimeout(r, 1_500))
    const { rows } = await ctx.admin.query<{ ms: number }>("SELECT active_time AS ms FROM pg_stat_database WHERE datname = $1", [ctx.dbName])
    return Number(rows[0]?.ms ?? 0)
  }
  const statements = new Map<string, number>()
  console.log(`Profile (${seconds} s runs with the V8 sampling profiler on; throughput is lower than above)`)
  for (const key of ["bare", "case", "list"] as const) {
    const child = key === "bare" ? ctx.bare : ctx.atalaya
    const file = path.join(dir, `${key}.cpuprofile`)
    const before = await dbActiveMs()
    await child.profileStart()
    // Sample what the server's connections run (the last statement of each backend).
    const sampler = setInterval(() => {
      ctx.admin.query<{ query: string }>(
        "SELECT query FROM pg_stat_activity WHERE datname = $1 AND application_name = 'atalaya' AND query <> ''",
        [ctx.dbName]
      ).then(({ rows }) => {
        if (key === "bare") return
        for (const r of rows) statements.set(`${key}: ${r.query.replace(/\s+/g, " ").trim()}`, (statements.get(`${key}: ${r.query.replace(/\s+/g, " ").trim()}`) ?? 0) + 1)
      }, () => undefined)
    }, 250)
    const m = await measure(scenarios[key], { ...LOAD, durationS: seconds, warmupS: 0 })
    clearInterval(sampler)
    await child.profileStop(file)
    const dbMs = (await dbActiveMs()) - before
    const s = summarize(file, m.total)
    console.log("")
    console.log(
      `[${key}] ${fmt(m.rps)} req/s while profiled; server on-CPU-or-runnable ${fmt(s.busyPerRequestUs)} µs/request (non-idle ${fmt(s.busyMs)} of ${fmt(s.wallMs)} ms); ` +
        `PostgreSQL sessions active ${fmt((dbMs * 1000) / Math.max(1, m.total))} µs/request`
    )
    console.log("  by area (sampled self time; built-ins charged to their JavaScript caller; syscalls include time preempted):")
    for (const a of s.areas.slice(0, 12)) console.log(`    ${a.area.padEnd(42)}${`${(a.share * 100).toFixed(1)} %`.padStart(8)}${`${fmt((a.ms * 1000) / Math.max(1, m.total))} µs/req`.padStart(14)}`)
    console.log("  top functions:")
    for (const f of s.functions.slice(0, 10)) console.log(`    ${`${(f.share * 100).toFixed(1)} %`.padStart(7)}  ${f.fn.slice(0, 110)}`)
  }
  console.log("")
  console.log("statements seen on the reference server's connections:")
  for (const [q] of [...statements].sort((a, b) => b[1] - a[1])) console.log(`  ${q.slice(0, 160)}${q.length > 160 ? "…" : ""}`)
  console.log(`profiles kept in ${dir} (open in Chrome DevTools → Performance, or speedscope)`)
}

const main = async () => {
  const watchdog = setTimeout(() => {
    console.error(`watchdog: the run exceeded ${WATCHDOG_MS / 1000} s; cleaning up`)
    void cleanup().finally(() => process.exit(2))
  }, WATCHDOG_MS)
  watchdog.unref()
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`${signal}: cleaning up`)
      void cleanup().finally(() => process.exit(130))
    })
  }

  let exitCode = 0
  try {
    if (!MIXED_ONLY) exitCode = await mainScenarios()
    const mixed = await mixedScenario()
    printMixed(mixed, MIXED)
    // 503 is the declared answer of a full queue; anything else is a failure of the run.
    const bad = mixed.filter((r) => r.errors + r.timeouts > 0 || Object.keys(r.statuses).some((code) => code !== "503"))
    if (bad.length > 0) {
      console.error(`errors or unexpected statuses in the mixed scenario on: ${bad.map((r) => r.database).join(", ")}`)
      exitCode = 1
    }
  } catch (error) {
    console.error(`benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    exitCode = 1
  } finally {
    await cleanup()
    clearTimeout(watchdog)
  }
  step("done")
  process.exit(exitCode)
}

/** The mixed scenario on a fresh PostgreSQL database, then on PGlite. */
const mixedScenario = async (): Promise<Array<MixedResult>> => {
  const admin = new pg.Client({ connectionString: ADMIN_URL, application_name: "atalaya-bench" })
  await admin.connect()
  cleanups.push(() => admin.end())
  const dbName = `atalaya_mixed_${crypto.randomBytes(5).toString("hex")}`
  await admin.query(`CREATE DATABASE ${dbName}`)
  cleanups.push(() => admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`))
  const url = new URL(ADMIN_URL)
  url.pathname = `/${dbName}`
  const entry = path.join(here, "servers/atalaya.ts")
  const results: Array<MixedResult> = []
  // BENCH_MIXED_DATABASES=PGlite (or PostgreSQL) runs one of them only.
  const only = process.env.BENCH_MIXED_DATABASES?.split(",").map((d) => d.trim().toLowerCase())
  // PGlite twice: with the server's defaults (every request answered), then with a 750 ms cap on
  // the wait for admission (the tail traded for quick 503s once the single thread is saturated;
  // a cap on the queue's length instead makes a closed-loop client spin on instant 503s).
  const runs = [
    ["PostgreSQL", "postgresql", url.toString(), {}],
    ["PGlite", "pglite", null, {}],
    ["PGlite 750ms", "pglite", null, { ATALAYA_MAX_QUEUE_WAIT_MS: "750" }]
  ] as const
  for (const [name, kind, target, env] of runs) {
    if (only !== undefined && !only.includes(kind)) continue
    step(`mixed: ${name} (${MIXED.warmupS} s warm-up + ${MIXED.durationS} s)`)
    results.push(await runMixed(name, target, entry, MIXED, step, env))
  }
  return results
}

/** The original scenarios: bare, case and list on PostgreSQL; returns the exit code they call for. */
const mainScenarios = async (): Promise<number> => {
  let exitCode = 0
  {
    const ctx = await setUp()
    const scenarios = scenariosOf(ctx)
    await sanityCheck(ctx, scenarios)
    const results: Record<string, Measurement> = {}
    const cpu: Record<string, CpuPerRequest> = {}
    for (const key of ["bare", "case", "list"] as const) {
      step(`load: ${key.padEnd(5)} ${scenarios[key].label} (${LOAD.warmupS} s warm-up + ${LOAD.durationS} s)`)
      const run = key === "bare"
        ? await measureWithCpu(ctx, scenarios[key], ctx.bare, "bare")
        : await measureWithCpu(ctx, scenarios[key], ctx.atalaya, "atalaya")
      results[key] = run.measurement
      cpu[key] = run.cpu
    }
    const ratios = printTable(results, cpu)
    const failed = Object.values(results).filter((r) => r.non2xx + r.errors + r.timeouts > 0)
    if (failed.length > 0) {
      console.error(`non-2xx answers or errors in: ${failed.map((r) => r.name).join(", ")} — the figures are not valid`)
      exitCode = 1
    } else if (STRICT && ratios.some((r) => r.value < r.target)) exitCode = 3
    if (PROFILE) await profileRuns(ctx, scenarios)
  }
  return exitCode
}

void main()
