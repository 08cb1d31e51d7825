/**
 * `pnpm bench:dup:speed` (= `pnpm --filter @atalaya/bench dup:speed`)
 *
 * Latency of one duplicate check (`DuplicateService.check`, what `GET /icsr/{id}/duplicates`
 * runs: the case's matching fields, the candidate search by blocking key inside the window, and
 * the scoring in code) as the table grows: PostgreSQL at 100,000 and 1,000,000 cases, PGlite at
 * 100,000. Each size gets a fresh database (`atalaya_dupbench_<random>`, dropped afterwards),
 * loaded with set-based statements; then checks of random cases run one at a time and their
 * p50/p95/p99 are printed, with the candidates each check scored and the plan of the candidate
 * query (EXPLAIN ANALYZE) at that size.
 *
 * The data keep the same density (cases per day of event date) at every size, as a database
 * grows: more years, not more cases per day. Options: --pg 100000,1000000 --pglite 100000
 * (0 skips) --per-day 274 --checks 1000 --warmup 300 --seed N
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { DuplicateChecks, DuplicateRepository, Duplicates, DuplicateService } from "@atalaya/core"
import { DuplicateRepositorySql } from "@atalaya/sql"
import { Effect } from "effect"
import { type BenchDb, freshPglite, freshPostgres, load } from "./lib/dupDb.js"
import { stream } from "./lib/dupData.js"
import { prng } from "./lib/random.js"

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback
}
const sizes = (value: string) => value.split(",").map(Number).filter((n) => n > 0)
const PG_SIZES = sizes(arg("pg", "100000,1000000"))
const PGLITE_SIZES = sizes(arg("pglite", "100000"))
const PER_DAY = Number(arg("per-day", "274"))
const CHECKS = Number(arg("checks", "1000"))
const WARMUP = Number(arg("warmup", "300"))
const SEED = Number(arg("seed", "20250301"))

const log = (text: string) => console.log(text)
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const ms = (x: number) => `${x.toFixed(2)} ms`
const quantile = (sorted: ReadonlyArray<number>, q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!

// Whatever happens, the databases go: a watchdog and Ctrl-C close them.
const open = new Set<BenchDb>()
const cleanup = async () => {
  for (const db of open) await db.close().catch(() => undefined)
  open.clear()
}
process.on("SIGINT", () => void cleanup().then(() => process.exit(130)))
const watchdog = setTimeout(() => {
  console.error("watchdog: the run took over 30 minutes; cleaning up")
  void cleanup().then(() => process.exit(2))
}, 30 * 60_000)
watchdog.unref()

interface Row {
  readonly engine: string
  readonly cases: number
  readonly seedS: number
  readonly p50: number
  readonly p95: number
  readonly p99: number
  readonly candidates: number
}

const run = async (engine: "postgres" | "pglite", cases: number): Promise<Row> => {
  const spanDays = Math.max(30, Math.round(cases / PER_DAY))
  log(`\n== ${engine}, ${cases.toLocaleString("en")} cases over ${spanDays} days (${PER_DAY} per day), ${Math.round(cases / 20).toLocaleString("en")} planted pairs`)
  const db = engine === "postgres" ? await freshPostgres() : await freshPglite()
  open.add(db)
  try {
    let next = 0
    const loaded = await load(db, stream({ cases, pairs: Math.round(cases / 20), seed: SEED, spanDays }), {
      batch: 10_000,
      onProgress: (done) => {
        if (done >= next) {
          log(`  loaded ${done.toLocaleString("en")}`)
          next += cases / 4
        }
      }
    })
    const seedS = (loaded.insertMs + loaded.indexMs) / 1000
    log(`  seeded in ${secs(loaded.insertMs + loaded.indexMs)} (rows ${secs(loaded.insertMs)}, indexes and ANALYZE ${secs(loaded.indexMs)}); ${loaded.keys.toLocaleString("en")} blocking keys`)

    const r = prng(SEED ^ cases)
    const pickId = () => r.int(1, cases)
    const check = (id: number) => db.runtime.runPromise(DuplicateService.check(id))
    for (let i = 0; i < WARMUP; i++) await check(pickId())
    const times: Array<number> = []
    const statuses = { dup: 0, review: 0, unique: 0 }
    for (let i = 0; i < CHECKS; i++) {
      const id = pickId()
      const t = performance.now()
      const answer = await check(id)
      times.push(performance.now() - t)
      statuses[answer.status]++
    }
    times.sort((a, b) => a - b)

    // How many candidates a check scores, and the plan of the candidate query for one of them.
    const { candidates, plan } = await db.runtime.runPromise(Effect.gen(function*() {
      const repo = yield* DuplicateRepository.DuplicateRepository
      const settings = yield* DuplicateChecks.DuplicateSettings
      const counts: Array<number> = []
      let query: DuplicateRepository.CandidateQuery | undefined
      for (let i = 0; i < 200; i++) {
        const [record] = yield* repo.records([pickId()])
        const p = Duplicates.profile(record!)
        const w = Duplicates.windowOf(p, Duplicates.DEFAULT_DAYS_WINDOW)!
        query = { excludeId: p.id, keys: Duplicates.probeKeys(p), from: w.from, to: w.to, limit: settings.candidateLimit }
        counts.push((yield* repo.candidates(query)).length)
      }
      const sql = yield* SqlClient.SqlClient
      const rows = yield* sql<{ "QUERY PLAN": string }>`EXPLAIN (ANALYZE, BUFFERS) ${DuplicateRepositorySql.candidatesStatement(sql, query!)}`
      counts.sort((a, b) => a - b)
      return { candidates: counts, plan: rows.map((x) => x["QUERY PLAN"]) }
    }))
    const meanCandidates = candidates.reduce((a, b) => a + b, 0) / candidates.length
    log(`  ${CHECKS} checks of random cases, one at a time: p50 ${ms(quantile(times, 0.5))}, p95 ${ms(quantile(times, 0.95))}, p99 ${ms(quantile(times, 0.99))}, max ${ms(times.at(-1)!)}`)
    log(`  answers: ${statuses.dup} dup, ${statuses.review} review, ${statuses.unique} unique; candidates scored per check: mean ${meanCandidates.toFixed(1)}, p95 ${quantile(candidates, 0.95)}, max ${candidates.at(-1)}`)
    log("  candidate query plan (one check):")
    for (const line of plan) log(`    ${line}`)
    return { engine, cases, seedS, p50: quantile(times, 0.5), p95: quantile(times, 0.95), p99: quantile(times, 0.99), candidates: meanCandidates }
  } finally {
    await db.close()
    open.delete(db)
  }
}

const main = async () => {
  log(`Duplicate check speed: ${CHECKS} checks per size after ${WARMUP} warm-up, default window ±${Duplicates.DEFAULT_DAYS_WINDOW} days`)
  const rows: Array<Row> = []
  for (const n of PG_SIZES) rows.push(await run("postgres", n))
  for (const n of PGLITE_SIZES) rows.push(await run("pglite", n))
  log("\nengine       cases        seed      p50       p95       p99   candidates")
  for (const row of rows) {
    log(`${row.engine.padEnd(9)} ${row.cases.toLocaleString("en").padStart(9)} ${`${row.seedS.toFixed(0)} s`.padStart(10)} ${ms(row.p50).padStart(9)} ${ms(row.p95).padStart(9)} ${ms(row.p99).padStart(9)} ${row.candidates.toFixed(1).padStart(10)}`)
  }
  const target = rows.filter((r) => r.engine === "postgres")
  if (target.length > 0) log(`\ntarget p95 < 100 ms on PostgreSQL: ${target.every((r) => r.p95 < 100) ? "PASS" : "MISSED"}`)
}

main()
  .catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => cleanup())
