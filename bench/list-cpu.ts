/**
 * CPU a plain-list page costs, without HTTP (issue 19): `CaseService.listJson` over the case
 * repository of @atalaya/sql, 10 pages at a time, half hot (pages 1-2 of any ordering) and half
 * cold (pages 3-500), as the plain list of bench:list asks them (`--hot` sets the hot share). Prints this process's CPU a page
 * (user + system, the storage's and the use case's Node side) and, on Linux, the CPU a page of
 * the PostgreSQL sessions on the database. CPU time, unlike req/s, hardly moves when other work shares the machine,
 * so a change to the list's Node path is measured in a minute.
 *
 *   pnpm --filter @atalaya/bench exec tsx --conditions=@atalaya/source list-cpu.ts [--db NAME] [--cases N] [--n 3000] [--hot 0.5]
 */
import * as fs from "node:fs"
import { CaseService } from "@atalaya/core"
import { Capabilities, PgClient } from "@atalaya/sql"
import { Layer, ManagedRuntime } from "effect"
import pg from "pg"
import { sampleCases, workload } from "./lib/listWorkload.js"
import { prng } from "./lib/random.js"

const argv = process.argv.slice(2)
const value = (name: string) => {
  const i = argv.indexOf(`--${name}`)
  return i === -1 ? undefined : argv[i + 1]
}
const CASES = Number(value("cases") ?? 100_000)
const DB = value("db") ?? (CASES === 1_000_000 ? "atalaya_bench1m" : `atalaya_bench_list_${CASES}`)
const N = Number(value("n") ?? 3000)
// The share of pages asked for often (pages 1-2 of an ordering), whose texts the process holds.
const HOT = Number(value("hot") ?? 0.5)
const CONCURRENT = 10
const url = `postgres://postgres@127.0.0.1:5432/${DB}`

// User + system time of the PostgreSQL sessions connected to DB (their process titles name it),
// in µs (Linux /proc; 0 elsewhere). Sessions of other databases on a shared server are left out.
const postgresCpuUs = (): number => {
  if (!fs.existsSync("/proc/self/stat")) return 0
  let ticks = 0
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8")
      if (!stat.includes("(postgres)")) continue
      if (!fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(` ${DB} `)) continue
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // The process ended meanwhile.
    }
  }
  // Clock ticks are 10 ms on Linux.
  return ticks * 10_000
}

const main = async () => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const samples = await sampleCases((text, params) => client.query(text, params), CASES)
  await client.end()
  const w = workload(samples, CASES, prng(7))
  // Migrated as the server starts, so the database's routines are the ones of the code measured.
  const runtime = ManagedRuntime.make(Layer.provideMerge(Capabilities.cases, Capabilities.migrated(PgClient.layer({ url, maxConnections: CONCURRENT }))))
  try {
    const run = (path: string) => runtime.runPromise(CaseService.listJson(Object.fromEntries(new URL(path, "http://x").searchParams)))
    let bytes = 0
    const pages = async (n: number) => {
      let started = 0
      await Promise.all(Array.from({ length: CONCURRENT }, async () => {
        while (started++ < n) {
          const body = await run(w.nextPage(HOT).path)
          bytes += body.byteLength
        }
      }))
    }
    // Warm-up: JIT, the connections' plans, the text cache.
    await pages(Math.min(1000, N))
    bytes = 0
    const pg0 = postgresCpuUs()
    const cpu0 = process.cpuUsage()
    const t0 = performance.now()
    await pages(N)
    const cpu = process.cpuUsage(cpu0)
    const seconds = (performance.now() - t0) / 1000
    const pgUs = postgresCpuUs() - pg0
    console.log(
      `${N} pages, ${CONCURRENT} at a time, ${(bytes / N / 1024).toFixed(1)} KB a page: Node ${((cpu.user + cpu.system) / N).toFixed(0)} µs CPU a page ` +
        `(user ${(cpu.user / N).toFixed(0)}, system ${(cpu.system / N).toFixed(0)}), PostgreSQL ${(pgUs / N).toFixed(0)} µs a page, ${(N / seconds).toFixed(0)} pages/s`
    )
  } finally {
    await runtime.dispose()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
