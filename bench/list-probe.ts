/**
 * One connection, no HTTP: each kind of the list workload (issue 19) run N times through the case
 * repository of @atalaya/sql in this process, against the kept 1 M-case database. Prints
 * p50/p95/max per kind and the slowest request of each, so a change to the storage's statements
 * is measured in a minute without the load run's queueing; then each kind's share of the mix's
 * time (its mean times its share of the load run's requests: half hot, half spread evenly over
 * the others), which is where ten connections on two CPUs spend their time. It uses the routines
 * the database holds: after changing a statement of caseSearch.ts or caseDoc.ts, run the
 * migrations (which re-create them, as every start does) before probing.
 *
 *   pnpm --filter @atalaya/bench exec tsx --conditions=@atalaya/source list-probe.ts [--n 15] [--kinds q:name,q+dates] [--db NAME] [--slowest 15]
 *     [--pglite DIR --cases 100000]   (the kept PGlite data set of list.ts --pglite, e.g. /tmp/atalaya-list-pglite-100000)
 */
import { CaseQuery, CaseRepository } from "@atalaya/core"
import { Capabilities, PgClient, PgliteClient } from "@atalaya/sql"
import path from "node:path"
import { Effect, Either, Layer, ManagedRuntime } from "effect"
import pg from "pg"
import { quantile } from "./lib/listLoad.js"
import { sampleCases, workload } from "./lib/listWorkload.js"
import { prng } from "./lib/random.js"

const argv = process.argv.slice(2)
const value = (name: string) => {
  const i = argv.indexOf(`--${name}`)
  return i === -1 ? undefined : argv[i + 1]
}
const N = Number(value("n") ?? 15)
const DB = value("db") ?? "atalaya_bench1m"
const CASES = Number(value("cases") ?? 1_000_000)
const KINDS = value("kinds")?.split(",")
const url = `postgres://postgres@127.0.0.1:5432/${DB}`

// The kept PGlite data set of `list.ts --pglite` (its directory), instead of PostgreSQL.
const PGLITE_DIR = value("pglite")

const main = async () => {
  const runtime = PGLITE_DIR === undefined
    ? ManagedRuntime.make(Layer.provideMerge(Capabilities.cases, PgClient.layer({ url, maxConnections: 1 })))
    : ManagedRuntime.make(Layer.provideMerge(Capabilities.cases, PgliteClient.layer({ dataDir: path.join(PGLITE_DIR, "pgdata") })))
  let samples: Awaited<ReturnType<typeof sampleCases>>
  if (PGLITE_DIR === undefined) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    samples = await sampleCases((text, params) => client.query(text, params), CASES)
    await client.end()
  } else {
    const db = (await runtime.runPromise(PgliteClient.PgliteClient)).pglite
    samples = await sampleCases((text, params) => db.query(text, params), CASES)
  }
  const w = workload(samples, CASES, prng(Number(value("seed") ?? 7)))
  try {
    const run = (path: string) => {
      const query = CaseQuery.parseListQuery(Object.fromEntries(new URL(path, "http://x").searchParams))
      if (Either.isLeft(query)) throw new Error(`invalid query ${path}`)
      return runtime.runPromise(Effect.flatMap(CaseRepository.CaseRepository, (repo) => repo.listJson(query.right, { open: "", close: () => "" })))
    }
    await run(w.one("hot").path)
    const means = new Map<string, number>()
    const all: Array<{ ms: number; kind: string; path: string }> = []
    for (const kind of KINDS ?? w.kinds) {
      const times: Array<number> = []
      let slowest = { ms: 0, path: "" }
      for (let i = 0; i < N; i++) {
        const { path } = w.one(kind)
        const t0 = performance.now()
        await run(path)
        const ms = performance.now() - t0
        times.push(ms)
        all.push({ ms, kind, path })
        if (ms > slowest.ms) slowest = { ms, path }
      }
      times.sort((a, b) => a - b)
      means.set(kind, times.reduce((a, b) => a + b, 0) / times.length)
      console.log(
        `${kind.padEnd(28)} mean ${means.get(kind)!.toFixed(1).padStart(7)}  p50 ${quantile(times, 0.5).toFixed(1).padStart(7)}  p95 ${quantile(times, 0.95).toFixed(1).padStart(7)}  max ${times.at(-1)!.toFixed(1).padStart(7)}   ${decodeURIComponent(slowest.path.replace("/api/v1/icsr?page_size=20", ""))}`
      )
    }
    // The load run's mix: hot half the time, the other kinds evenly in the other half.
    const cold = w.kinds.length - 1
    const weighted = [...means].map(([kind, mean]) => [kind, mean * (kind === "hot" ? 0.5 : 0.5 / cold)] as const)
    const total = weighted.reduce((a, [, t]) => a + t, 0)
    console.log(`\nmean time a request of the mix (kinds measured): ${total.toFixed(2)} ms; shares:`)
    for (const [kind, t] of weighted.sort((a, b) => b[1] - a[1])) console.log(`  ${kind.padEnd(28)} ${(100 * t / total).toFixed(1).padStart(5)} %`)
    console.log("\nslowest requests:")
    for (const { ms, kind, path } of all.sort((a, b) => b.ms - a.ms).slice(0, Number(value("slowest") ?? 15))) {
      console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${kind.padEnd(22)} ${decodeURIComponent(path.replace("/api/v1/icsr?page_size=20", ""))}`)
    }
  } finally {
    await runtime.dispose()
  }
}

main().then(() => process.exit(0), (e: unknown) => {
  console.error(e)
  process.exit(1)
})
