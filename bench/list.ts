/**
 * List workload of issue 19: `GET /api/v1/icsr` at a national centre's scale.
 *
 *   pnpm bench:list                         # PostgreSQL, 1,000,000 cases in database atalaya_bench1m
 *   pnpm bench:list --pglite                # PGlite, 100,000 cases in a kept data directory
 *   pnpm bench:list --cases N --db NAME --duration S --connections N --hot 0.5 --no-explain --seed-only
 *   pnpm bench:list --pages-only --profile  # only bare and the plain list; then a CPU profile of the server
 *
 * The data set is seeded once and kept (seeding a million cases takes a quarter of an hour on
 * two CPUs); later runs reuse it. One mixed run of every query kind (random and deep pages,
 * every order_by both ways, date ranges, `q` typed as people type) gives p50/p95/p99 per kind
 * and the list's throughput; on PostgreSQL a bare Hono + pg primary-key lookup on the same
 * database is measured too, and every kind's statements are explained (auto_explain, nested
 * statements included), flagging any sequential scan of icsr. See README.md "List workload".
 */
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import pg from "pg"
import { startChild } from "./lib/children.js"
import { explainAll, planLines } from "./lib/listExplain.js"
import { quantile, runLoad } from "./lib/listLoad.js"
import { summarize } from "./lib/profile.js"
import { ensurePglite, ensurePostgres, LIST_ADMIN, startServer } from "./lib/listSetup.js"
import { sampleCases, type Samples, samplesOf, workload } from "./lib/listWorkload.js"
import { prng } from "./lib/random.js"

const here = path.dirname(fileURLToPath(import.meta.url))
const argv = process.argv.slice(2).filter((a) => a !== "--")
const flag = (name: string) => argv.includes(`--${name}`)
const value = (name: string): string | undefined => {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`))
  if (i === -1) return undefined
  return argv[i]!.includes("=") ? argv[i]!.split("=")[1] : argv[i + 1]
}
const number = (name: string, fallback: number) => {
  const raw = value(name)
  const n = raw === undefined ? fallback : Number(raw)
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} needs a number, got "${raw}"`)
  return n
}

const PGLITE = flag("pglite")
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/test"
const CASES = Math.floor(number("cases", PGLITE ? 100_000 : 1_000_000))
const DB = value("db") ?? (CASES === 1_000_000 ? "atalaya_bench1m" : `atalaya_bench_list_${CASES}`)
const PGLITE_DIR = value("pglite-dir") ?? path.join(os.tmpdir(), `atalaya-list-pglite-${CASES}`)
const DURATION = number("duration", 60)
const WARMUP = number("warmup", 5)
const CONNECTIONS = Math.floor(number("connections", 10))
const HOT = number("hot", 0.5)
const BARE_SECONDS = number("bare-duration", 15)
const PAGES_SECONDS = number("pages-duration", 20)
const TARGET_P95 = PGLITE ? 100 : 50
const TARGET_RATIO = 0.35
// Only the bare baseline and the plain list (no mix, no EXPLAIN): the throughput figure alone.
const PAGES_ONLY = flag("pages-only")
const PROFILE = flag("profile")
const ENTRY = path.join(here, "servers/atalaya.ts")
// A plan node reading the icsr table (not icsr_doc, icsr_count…): by scan or by one of its indexes.
const READS_ICSR = /Scan on icsr(?![_\w])|using icsr_(?!doc|count|dup)\w+ on icsr(?![_\w])/

const t0 = performance.now()
const step = (text: string) => console.log(`${((performance.now() - t0) / 1000).toFixed(1).padStart(7)} s  ${text}`)
const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })

const login = async (origin: string): Promise<string> => {
  const response = await fetch(`${origin}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(LIST_ADMIN)
  })
  if (!response.ok) throw new Error(`login: HTTP ${response.status}`)
  return ((await response.json()) as { access_token: string }).access_token
}

const main = async (): Promise<number> => {
  const dataDir = PGLITE ? PGLITE_DIR : fs.mkdtempSync(path.join(os.tmpdir(), "atalaya-list-"))
  let databaseUrl: string | null = null
  let samples: Samples
  if (PGLITE) {
    await ensurePglite(dataDir, CASES, ENTRY, step)
  } else {
    databaseUrl = await ensurePostgres(ADMIN_URL, DB, CASES, ENTRY, dataDir, step)
  }
  step(`${PGLITE ? `PGlite (${dataDir})` : `PostgreSQL database ${DB}`}: ${fmt(CASES)} cases`)
  if (flag("seed-only")) {
    if (!PGLITE) fs.rmSync(dataDir, { recursive: true, force: true })
    return 0
  }

  const server = await startServer("atalaya", ENTRY, databaseUrl, dataDir)
  const stops: Array<() => Promise<void>> = [() => server.stop()]
  try {
    const origin = `http://127.0.0.1:${server.port}`
    const token = await login(origin)
    const headers = { authorization: `Bearer ${token}` }
    if (databaseUrl !== null) {
      const client = new pg.Client({ connectionString: databaseUrl, application_name: "atalaya-bench" })
      await client.connect()
      try {
        samples = await sampleCases((text, params) => client.query(text, params), CASES)
        await client.query("CHECKPOINT").catch(() => undefined)
      } finally {
        await client.end()
      }
    } else {
      // PGlite is a single process: sample through the API's own single reads instead.
      samples = await sampleThroughApi(origin, headers, CASES)
    }
    const w = workload(samples, CASES, prng(7))

    // Every kind answers 200 before any load.
    for (const kind of w.kinds) {
      const request = w.one(kind)
      const response = await fetch(`${origin}${request.path}`, { headers })
      const body = (await response.json()) as { items?: Array<unknown>; total?: number }
      if (!response.ok || !Array.isArray(body.items)) throw new Error(`${kind}: HTTP ${response.status} for ${request.path}`)
    }
    step(`every kind answered once; ${w.kinds.length} kinds`)

    let bareRps: number | null = null
    if (databaseUrl !== null) {
      const bare = await startChild("bare", path.join(here, "servers/bare.ts"), { ...process.env, DATABASE_URL: databaseUrl })
      stops.push(() => bare.stop())
      const ids = prng(11)
      const bareNext = () => ({ kind: "bare", path: `/icsr/${ids.int(1, CASES)}` })
      await runLoad(`http://127.0.0.1:${bare.port}`, {}, CONNECTIONS, 2, bareNext)
      const result = await runLoad(`http://127.0.0.1:${bare.port}`, {}, CONNECTIONS, BARE_SECONDS, bareNext)
      bareRps = result.rps
      await bare.stop()
      step(`bare Hono + pg GET /icsr/{random id}: ${fmt(result.rps)} req/s (${CONNECTIONS} connections, ${BARE_SECONDS} s)`)
    }

    const mixSeconds = PAGES_ONLY ? 0 : DURATION
    if (!PAGES_ONLY) step(`list mix: ${CONNECTIONS} connections, hot share ${HOT} (cold ${1 - HOT}), ${WARMUP} s warm-up + ${DURATION} s`)
    if (WARMUP > 0) await runLoad(origin, headers, CONNECTIONS, WARMUP, () => (PAGES_ONLY ? w.nextPage(HOT) : w.next(HOT)))
    const result = await runLoad(origin, headers, CONNECTIONS, mixSeconds, () => w.next(HOT))

    if (!PAGES_ONLY) console.log("")
    if (!PAGES_ONLY) console.log(`GET /api/v1/icsr at ${fmt(CASES)} cases on ${PGLITE ? "PGlite" : "PostgreSQL"} — ${CONNECTIONS} connections, ${fmt(result.seconds, 1)} s, hot share ${HOT}`)
    const header = PAGES_ONLY ? "" : `${"kind".padEnd(28)}${"n".padStart(7)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}${"p99 ms".padStart(9)}${"max ms".padStart(9)}   p95 < ${TARGET_P95}`
    if (!PAGES_ONLY) console.log(header)
    if (!PAGES_ONLY) console.log("-".repeat(header.length))
    let slow = 0
    for (const kind of PAGES_ONLY ? [] : w.kinds) {
      const list = result.byKind.get(kind) ?? []
      const p95 = quantile(list, 0.95)
      if (!(p95 < TARGET_P95)) slow++
      console.log(
        `${kind.padEnd(28)}${fmt(list.length).padStart(7)}${fmt(quantile(list, 0.5), 1).padStart(9)}${fmt(p95, 1).padStart(9)}` +
          `${fmt(quantile(list, 0.99), 1).padStart(9)}${fmt(list.at(-1) ?? Number.NaN, 1).padStart(9)}   ${p95 < TARGET_P95 ? "PASS" : "BELOW"}`
      )
    }
    if (!PAGES_ONLY) console.log("")
    if (!PAGES_ONLY) console.log(`whole mix: ${fmt(result.rps, 1)} req/s over ${fmt(result.requests)} requests${bareRps === null ? "" : ` = ${(result.rps / bareRps).toFixed(3)} of bare`}`)

    // The issue's throughput figure: the plain list (GET /icsr?page_size=20, any ordering), half
    // of the requests for pages the text cache holds, half for random pages it does not.
    step(`plain list: ${CONNECTIONS} connections, hot share ${HOT}, ${PAGES_SECONDS} s`)
    const cpuBefore = await server.cpuUs()
    const pagesRun = await runLoad(origin, headers, CONNECTIONS, PAGES_SECONDS, () => w.nextPage(HOT))
    // The server's own CPU a request: steadier than req/s on a machine shared with other work.
    const cpuPerRequest = (await server.cpuUs()) - cpuBefore
    for (const kind of ["pages:hot", "pages:cold"]) {
      const list = pagesRun.byKind.get(kind) ?? []
      console.log(`  ${kind.padEnd(12)} n ${fmt(list.length)}  p50 ${fmt(quantile(list, 0.5), 1)}  p95 ${fmt(quantile(list, 0.95), 1)}  p99 ${fmt(quantile(list, 0.99), 1)} ms`)
    }
    console.log(`plain list throughput: ${fmt(pagesRun.rps, 1)} req/s; server CPU ${fmt(cpuPerRequest / Math.max(1, pagesRun.requests))} µs/request`)
    if (bareRps !== null) {
      const ratio = pagesRun.rps / bareRps
      console.log(`bare: ${fmt(bareRps, 1)} req/s  →  list/bare = ${ratio.toFixed(3)} (target ≥ ${TARGET_RATIO}) ${ratio >= TARGET_RATIO ? "PASS" : "BELOW"}`)
    }
    const failures = new Map([...result.failures, ...[...pagesRun.failures].map(([k, n]) => [`plain ${k}`, n] as const)])
    if (failures.size > 0) console.log(`non-200 answers: ${[...failures].map(([k, n]) => `${k}×${n}`).join(", ")}`)
    console.log(`kinds with p95 ≥ ${TARGET_P95} ms: ${slow}`)

    if (PROFILE) await profilePages(server, origin, headers, () => w.nextPage(HOT))

    if (databaseUrl !== null && !flag("no-explain") && !PAGES_ONLY) {
      await server.stop()
      console.log("")
      console.log("EXPLAIN ANALYZE of each kind's statements (auto_explain, nested statements included):")
      const explained = await explainAll(databaseUrl, w.kinds.map((kind) => w.one(kind)))
      // The statements that read icsr itself are printed; every plan goes to the file.
      const file = path.join(os.tmpdir(), `atalaya-list-explain-${Date.now()}.txt`)
      const full: Array<string> = []
      for (const e of explained) {
        const title = `[${e.kind}] ${decodeURIComponent(e.path)}${e.seqScan ? "   <-- Seq Scan on icsr" : ""}`
        console.log("")
        console.log(title)
        full.push("", title)
        for (const plan of e.plans) {
          const lines = planLines(plan)
          full.push(...lines)
          if (READS_ICSR.test(plan)) for (const line of lines) console.log(line)
        }
      }
      fs.writeFileSync(file, `${full.join("\n")}\n`)
      console.log("")
      console.log(`every statement's plan: ${file}`)
      const seq = explained.filter((e) => e.seqScan).map((e) => e.kind)
      console.log("")
      console.log(`kinds whose plans scan icsr sequentially: ${seq.length === 0 ? "none" : seq.join(", ")}`)
    }
    return failures.size > 0 ? 1 : 0
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined)
    if (!PGLITE) fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/** --profile: the plain list again for 10 s with the V8 sampling profiler on in the server. */
const profilePages = async (
  server: Awaited<ReturnType<typeof startServer>>,
  origin: string,
  headers: Record<string, string>,
  next: () => { kind: string; path: string }
) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "atalaya-list-profile-"))
  const file = path.join(dir, "pages.cpuprofile")
  await server.profileStart()
  const run = await runLoad(origin, headers, CONNECTIONS, 10, next)
  await server.profileStop(file)
  const s = summarize(file, run.requests)
  console.log("")
  console.log(`[plain list, profiled] ${fmt(run.rps)} req/s; server busy ${fmt(s.busyPerRequestUs)} µs/request`)
  for (const a of s.areas.slice(0, 14)) console.log(`    ${a.area.padEnd(42)}${`${(a.share * 100).toFixed(1)} %`.padStart(8)}${`${fmt((a.ms * 1000) / Math.max(1, run.requests))} µs/req`.padStart(14)}`)
  console.log("  top functions:")
  for (const f of s.functions.slice(0, 15)) console.log(`    ${`${(f.share * 100).toFixed(1)} %`.padStart(7)}  ${f.fn.slice(0, 120)}`)
  console.log(`profile kept in ${file}`)
}

/** Samples for PGlite, read through GET /icsr/{id} of random ids. */
const sampleThroughApi = async (origin: string, headers: Record<string, string>, cases: number): Promise<Samples> => {
  const r = prng(42)
  const rows: Array<Record<string, unknown>> = []
  for (let i = 0; i < 300; i++) {
    const response = await fetch(`${origin}/api/v1/icsr/${r.int(1, cases)}`, { headers })
    if (response.ok) rows.push((await response.json()) as Record<string, unknown>)
  }
  const dates = rows.map((row) => row.fecha_inicio_evento).filter((v): v is string => typeof v === "string" && v !== "").sort()
  return samplesOf(rows, [dates[0]!, dates.at(-1)!])
}

main().then(
  (code) => {
    step("done")
    process.exit(code)
  },
  (error: unknown) => {
    console.error(`benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    process.exit(1)
  }
)
