/**
 * IPS benchmark (issue "Periodic safety reports"): on a fresh PostgreSQL database seeded in bulk
 * with 100,000 generated cases (bench/lib/data.ts: 30 products, MedDRA-coded events, two years of
 * dates), through the real Hono app in process, prints
 *  - `POST /ips/{id}/regen` (case counts of a six-month period + signals against the whole base),
 *  - `GET /senales?producto=` for one product over the whole base,
 *  - `GET /ips/{id}/export.html`,
 * as p50/p95 of repeated runs. Targets: regen < 1 s, senales < 500 ms, HTML < 300 ms.
 * Run: pnpm --filter @atalaya/bench ips  (PostgreSQL at postgres://postgres@127.0.0.1:5432/test)
 */
import { JwtTokens, ScryptHasher } from "@atalaya/auth"
import { AuthService, LanguageModel } from "@atalaya/core"
import { LocalFiles } from "@atalaya/files"
import { Api } from "@atalaya/hono"
import { ReportExtractorLive } from "@atalaya/intake"
import { Messaging } from "@atalaya/messaging"
import { DocumentTextLive } from "@atalaya/ocr"
import { DocumentConverter } from "@atalaya/reports"
import { Storage } from "@atalaya/sql"
import { Translator } from "@atalaya/translation"
import { Effect, Layer, ManagedRuntime } from "effect"
import { randomBytes } from "node:crypto"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import pg from "pg"
import { generateCases } from "./lib/data.js"
import { bulkSeed } from "./lib/seed.js"

const ADMIN_URL = process.env.ATALAYA_BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test"
const CASES = Number(process.env.IPS_BENCH_CASES ?? 100_000)

const pct = (xs: Array<number>, p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!

const main = async () => {
  // IPS_BENCH_DB reuses a database kept by an earlier run (IPS_BENCH_KEEP=1) instead of seeding.
  const reuse = process.env.IPS_BENCH_DB
  const name = reuse ?? `atalaya_ipsbench_${randomBytes(5).toString("hex")}`
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  await admin.connect()
  if (reuse === undefined) await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(ADMIN_URL)
  url.pathname = `/${name}`
  const media = fs.mkdtempSync(path.join(os.tmpdir(), "atalaya-ipsbench-"))
  const runtime = ManagedRuntime.make(Layer.mergeAll(
    Storage.layerPostgres({ url: url.toString() }), ScryptHasher.layer, LocalFiles.layer(media), Messaging.layerFromEnv({}),
    LanguageModel.layerUnavailable, DocumentTextLive.layer(), ReportExtractorLive.layer, DocumentConverter.unavailable,
    Translator.layer(Translator.noneEngine), JwtTokens.layer({ secret: randomBytes(32).toString("hex") })
  ))
  const client = new pg.Client({ connectionString: url.toString() })
  try {
    await runtime.runPromise(AuthService.ensureFirstAdmin("bench@atalaya.local", "bench-password-123"))
    const { access_token } = await runtime.runPromise(AuthService.login({ email: "bench@atalaya.local", password: "bench-password-123" }))
    await client.connect()
    const t0 = performance.now()
    if (reuse === undefined) {
      await bulkSeed(client, generateCases(CASES), 1)
      console.log(`seeded ${CASES.toLocaleString("en")} cases in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
    }
    const { rows: [top] } = await client.query<{ nombre: string; registro: string; ifa: string; n: number }>(
      `SELECT p.nombre_producto AS nombre, min(p.registro_sanitario) AS registro, min(p.ifa) AS ifa, count(*)::int AS n
       FROM icsr_productos p GROUP BY 1 ORDER BY 4 DESC LIMIT 1`
    )
    const app = Api.createApi({ runtime, logger: () => {} })
    const headers = { authorization: `Bearer ${access_token}`, "content-type": "application/json" }
    const call = async (method: string, target: string, body?: unknown) => {
      const s = performance.now()
      const res = await app.request(`/api/v1${target}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
      const text = await res.text()
      if (res.status >= 300) throw new Error(`${method} ${target}: ${res.status} ${text.slice(0, 200)}`)
      return { ms: performance.now() - s, body: JSON.parse(text.startsWith("<") ? "null" : text) as Record<string, unknown> }
    }
    const found = await call("GET", `/ips/productos?q=${encodeURIComponent(top!.registro)}`)
    const existing = (found.body.items as ReadonlyArray<{ id: number }>)[0]
    const productId = existing?.id ?? ((await call("POST", "/ips/productos", { nombre: top!.nombre, principio_activo: top!.ifa, registro_sanitario: top!.registro })).body.id as number)
    const { rows: [range] } = await client.query<{ max: string; n: number }>("SELECT to_char(max(coalesce(fecha_inicio_evento, fecha_recepcion)), 'YYYY-MM-DD') AS max, count(*)::int AS n FROM icsr")
    const end = range!.max
    const start = new Date(Date.parse(end) - 182 * 86_400_000).toISOString().slice(0, 10)
    const report = await call("POST", "/ips", { producto_id: productId, periodo_inicio: start, periodo_fin: end, version: 1 + (Date.now() % 900) })
    const reportId = report.body.id as number
    const regen: Array<number> = []
    let casos = 0
    for (let i = 0; i < 6; i++) {
      const r = await call("POST", `/ips/${reportId}/regen`)
      if (i > 0) regen.push(r.ms)
      casos = r.body.casos_total as number
    }
    const senales: Array<number> = []
    for (let i = 0; i < 11; i++) {
      const r = await call("GET", `/senales?producto=${productId}`)
      if (i > 0) senales.push(r.ms)
    }
    const html: Array<number> = []
    for (let i = 0; i < 11; i++) {
      const r = await call("GET", `/ips/${reportId}/export.html`)
      if (i > 0) html.push(r.ms)
    }
    const f = (xs: Array<number>) => `p50 ${pct(xs, 50).toFixed(0)} ms, p95 ${pct(xs, 95).toFixed(0)} ms`
    console.log(`\nIPS benchmark on PostgreSQL, ${range!.n.toLocaleString("en")} cases; product "${top!.nombre}" (${top!.n.toLocaleString("en")} mentions), period ${start}..${end}: ${casos} cases`)
    console.log(`regen (counts + signals):   ${f(regen)}   target < 1000 ms: ${pct(regen, 95) < 1000 ? "PASS" : "BELOW"}`)
    console.log(`GET /senales (whole base):  ${f(senales)}   target < 500 ms: ${pct(senales, 95) < 500 ? "PASS" : "BELOW"}`)
    console.log(`export.html:                ${f(html)}   target < 300 ms: ${pct(html, 95) < 300 ? "PASS" : "BELOW"}`)
  } finally {
    await client.end().catch(() => undefined)
    await runtime.dispose()
    fs.rmSync(media, { recursive: true, force: true })
    if (process.env.IPS_BENCH_KEEP === "1" || reuse !== undefined) console.log(`kept database ${name}`)
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
