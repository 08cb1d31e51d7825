/**
 * `pnpm bench:regulators` (= `pnpm --filter @atalaya/bench regulators`)
 *
 * The all-agency search `GET /regulators/search` through the real Hono app (in process, embedded
 * PGlite), with each live agency (fda, ema, aemps, invima) a loopback server answering its
 * documented format 200 ms late, and DIGEMID, ANVISA and ANMAT answered from imported files.
 * Target (issue 18): p95 < 400 ms, which only a concurrent fan-out meets (sequential is ≥ 800 ms).
 * Caches are off so every request reaches every source. Prints p50/p95/max for one client after
 * another and for 8 clients at once, and the single-agency search of an imported registry.
 * Options: --requests N (100) --latency MS (200)
 */
import { JwtTokens, ScryptHasher } from "@atalaya/auth"
import { AuditLog, AuthService, LanguageModel } from "@atalaya/core"
import { Api } from "@atalaya/hono"
import { regulators } from "@atalaya/hono/regulators"
import { AgencySource, Import, Sources } from "@atalaya/regulators"
import { Storage } from "@atalaya/sql"
import { startHttp, type HttpTestServer } from "@atalaya/testing/HttpTestServer"
import { Effect, Layer, Logger, LogLevel, ManagedRuntime } from "effect"
import { randomBytes } from "node:crypto"
import * as fs from "node:fs"
import * as path from "node:path"

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback
}
const REQUESTS = Number(arg("requests", "100"))
const LATENCY = Number(arg("latency", "200"))
const FIXTURES = path.join(import.meta.dirname, "..", "packages", "regulators", "test", "fixtures")
const fixture = (name: string) => JSON.parse(fs.readFileSync(path.join(FIXTURES, name), "utf8")) as unknown

const pct = (sorted: ReadonlyArray<number>, p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const stats = (times: Array<number>) => {
  times.sort((a, b) => a - b)
  return { n: times.length, p50: +pct(times, 50).toFixed(1), p95: +pct(times, 95).toFixed(1), max: +times[times.length - 1]!.toFixed(1) }
}

const main = async () => {
  const servers: Array<HttpTestServer> = []
  const serve = async (body: unknown) => {
    const s = await startHttp(() => ({ json: body, delayMs: LATENCY }))
    servers.push(s)
    return s.url
  }
  const env = {
    ATALAYA_SOURCE_FDA_URL: await serve(fixture("openfda-drugsfda-ibuprofen.json")),
    ATALAYA_SOURCE_EMA_URL: await serve(fixture("ema-medicines.json")),
    ATALAYA_SOURCE_AEMPS_URL: await serve(fixture("cima-medicamentos-ibuprofeno.json")),
    ATALAYA_SOURCE_INVIMA_URL: await serve(fixture("soda-cum-acetaminofen.json"))
  }
  const sources = Sources.fromEnv(env, { guard: { cacheMs: 0, limit: 1_000_000 } })
  const runtime = ManagedRuntime.make(Layer.mergeAll(
    Storage.layerPglite(), ScryptHasher.layer, LanguageModel.layerUnavailable, JwtTokens.layer({ secret: randomBytes(32).toString("hex") }), Sources.layer(sources),
    // The per-search INFO lines (agency, path, records, ms) would drown the figures.
    Logger.minimumLogLevel(LogLevel.Warning)
  ))
  try {
    await runtime.runPromise(AuthService.ensureFirstAdmin("bench@atalaya.local", "bench-password-123"))
    const actor: AuditLog.Actor = { id: null, email: "bench" }
    for (const [agency, file] of [["anvisa", "anvisa-DADOS_ABERTOS_MEDICAMENTOS.csv"], ["digemid", "digemid-catalogo.csv"], ["anmat", "anmat-vademecum.csv"]] as const) {
      await runtime.runPromise(Import.importFile(agency, path.join(FIXTURES, file), actor))
    }
    const { access_token } = await runtime.runPromise(AuthService.login({ email: "bench@atalaya.local", password: "bench-password-123" }))
    const app = Api.createApi({ runtime, groups: [regulators], logger: () => {} })
    const headers = { authorization: `Bearer ${access_token}` }
    const timed = async (url: string) => {
      const s = performance.now()
      const res = await app.request(`/api/v1${url}`, { headers })
      const body = await res.text()
      if (res.status !== 200 || res.headers.get("x-agencies-failed") !== null) throw new Error(`${url}: ${res.status} ${res.headers.get("x-agencies-failed")} ${body.slice(0, 200)}`)
      return performance.now() - s
    }
    console.log(`agencies: ${[...(await runtime.runPromise(AgencySource.AgencySources)).keys()].join(", ")}; live sources answer in ${LATENCY} ms`)
    for (let i = 0; i < 5; i++) await timed("/regulators/search?q=ibuprofen")
    const one: Array<number> = []
    for (let i = 0; i < REQUESTS; i++) one.push(await timed("/regulators/search?q=ibuprofen"))
    console.log("GET /regulators/search, one client      ", stats(one))
    const many: Array<number> = []
    const per = Math.ceil(REQUESTS / 8)
    await Promise.all(Array.from({ length: 8 }, async () => {
      for (let i = 0; i < per; i++) many.push(await timed("/regulators/search?q=ibuprofen"))
    }))
    console.log("GET /regulators/search, 8 clients       ", stats(many))
    const imported: Array<number> = []
    for (let i = 0; i < REQUESTS; i++) imported.push(await timed("/regulators/search/anvisa?q=dipirona"))
    console.log("GET /regulators/search/anvisa (import)  ", stats(imported))
    const p95 = stats([...one]).p95
    console.log(p95 < 400 ? `p95 ${p95} ms < 400 ms: met` : `p95 ${p95} ms ≥ 400 ms: NOT met`)
  } finally {
    await runtime.dispose()
    for (const s of servers) await s.close()
  }
}

void main().then(() => Effect.void)
