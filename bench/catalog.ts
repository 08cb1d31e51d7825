/**
 * Catalog benchmark (issue "Product catalog"): prints
 *  - the time to bulk-upsert 10,000 products (half new, half updates of existing registration
 *    numbers) through ProductService.bulk — the use case behind POST /products/bulk — on
 *    PostgreSQL and on embedded PGlite;
 *  - p50/p95/p99 of GET /api/v1/products/search over 50,000 products, through the real Hono app
 *    in process (auth, validation, SQL, JSON), on both databases.
 * Targets (PostgreSQL, the production path): 10,000 in under 1 s; search p95 < 20 ms.
 * Run: pnpm --filter @atalaya/bench catalog  (PostgreSQL at postgres://postgres@127.0.0.1:5432/test)
 */
import { AuthService, LanguageModel, ProductService } from "@atalaya/core"
import { JwtTokens, ScryptHasher } from "@atalaya/auth"
import { LocalFiles } from "@atalaya/files"
import { ReportExtractorLive } from "@atalaya/intake"
import { DocumentTextLive } from "@atalaya/ocr"
import { Messaging } from "@atalaya/messaging"
import { DocumentConverter } from "@atalaya/reports"
import { Api } from "@atalaya/hono"
import { Storage } from "@atalaya/sql"
import { Effect, Layer, ManagedRuntime } from "effect"
import { randomBytes } from "node:crypto"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { prng } from "./lib/random.js"
import { Translator } from "@atalaya/translation"
import { withDatabase } from "./lib/freshDatabase.js"

const actor = { id: null, email: "bench" }

// Deterministic product names: brand + ingredient + dose, like a national registry export.
const BRANDS = ["Amoxil", "Panadol", "Aspirina", "Voltaren", "Losec", "Zitromax", "Glucophage", "Lipitor", "Norvasc", "Ventolin", "Clexane", "Rivotril", "Tramal", "Keflex", "Bactrim", "Plavix", "Xarelto", "Eutirox", "Dolo", "Nexium"]
const IFAS = ["amoxicilina", "paracetamol", "acido acetilsalicilico", "diclofenaco", "omeprazol", "azitromicina", "metformina", "atorvastatina", "amlodipino", "salbutamol", "enoxaparina", "clonazepam", "tramadol", "cefalexina", "cotrimoxazol", "clopidogrel", "rivaroxaban", "levotiroxina", "ibuprofeno", "esomeprazol"]
const FORMS = ["tableta", "capsula", "jarabe", "inyectable", "suspension"]

const random = prng(42)
const rand = random.next
const pick = random.pick

const product = (i: number, prefix: string) => {
  const k = Math.floor(rand() * BRANDS.length)
  return {
    producto: `${BRANDS[k]} ${[125, 250, 500, 850, 1000][i % 5]} mg ${i}`,
    ifa: IFAS[k],
    forma_farmaceutica: pick(FORMS),
    numero_registro: `${prefix}-${String(i).padStart(6, "0")}`,
    estado_registro: rand() < 0.9 ? "Vigente" : "Cancelado",
    comercializa: rand() < 0.8,
    laboratorio_pais: `Laboratorio ${i % 97} (Peru)`,
    fecha_venc_registro: `20${27 + (i % 5)}-0${1 + (i % 9)}-15`
  }
}

const pct = (sorted: ReadonlyArray<number>, p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!


const run = async (label: string, storage: Layer.Layer<Storage.Services, unknown>) => {
  const media = fs.mkdtempSync(path.join(os.tmpdir(), "atalaya-catbench-"))
  const runtime = ManagedRuntime.make(Layer.mergeAll(
    storage,
    ScryptHasher.layer,
    LocalFiles.layer(media),
    Messaging.layerFromEnv({}),
    LanguageModel.layerUnavailable,
    DocumentTextLive.layer(),
    ReportExtractorLive.layer,
    DocumentConverter.unavailable,
    Translator.layer(Translator.noneEngine),
    JwtTokens.layer({ secret: randomBytes(32).toString("hex") })
  ))
  try {
    await runtime.runPromise(Effect.void)
    // 5,000 existing products, then one call with 5,000 updates of them and 5,000 new ones.
    await runtime.runPromise(ProductService.bulk({ items: Array.from({ length: 5000 }, (_, i) => product(i, "RS")) }, actor))
    const items = Array.from({ length: 10_000 }, (_, i) => (i < 5000 ? { ...product(i, "RS"), via: "oral" } : product(i, "RS")))
    const t0 = performance.now()
    const result = await runtime.runPromise(ProductService.bulk({ items }, actor))
    const bulkMs = performance.now() - t0
    if (result.created !== 5000 || result.updated !== 5000) throw new Error(`unexpected bulk result ${JSON.stringify(result)}`)

    // Grow to 50,000 for search.
    for (let start = 10_000; start < 50_000; start += 10_000) {
      await runtime.runPromise(ProductService.bulk({ items: Array.from({ length: 10_000 }, (_, i) => product(start + i, "RS")) }, actor))
    }
    await runtime.runPromise(AuthService.ensureFirstAdmin("bench@atalaya.local", "bench-password-123"))
    const { access_token } = await runtime.runPromise(AuthService.login({ email: "bench@atalaya.local", password: "bench-password-123" }))
    const app = Api.createApi({ runtime, logger: () => {} })
    const terms = [...BRANDS.map((b) => b.slice(0, 4).toLowerCase()), ...IFAS.map((x) => x.slice(0, 5)), "rs-0001", "500 mg", "am", "pa", "clo", "xyz"]
    const times: Array<number> = []
    for (let round = 0; round < 25; round++) {
      for (const term of terms) {
        const s = performance.now()
        const response = await app.request(`/api/v1/products/search?term=${encodeURIComponent(term)}`, {
          headers: { authorization: `Bearer ${access_token}` }
        })
        await response.arrayBuffer()
        if (response.status !== 200) throw new Error(`search ${term}: ${response.status}`)
        if (round > 0) times.push(performance.now() - s)
      }
    }
    times.sort((a, b) => a - b)
    return { label, bulkMs, p50: pct(times, 50), p95: pct(times, 95), p99: pct(times, 99), n: times.length }
  } finally {
    await runtime.dispose()
    fs.rmSync(media, { recursive: true, force: true })
  }
}

const main = async () => {
  const rows = [
    await withDatabase("atalaya_catbench", (url) => run("PostgreSQL", Storage.layerPostgres({ url }))),
    await run("PGlite", Storage.layerPglite())
  ]
  const f = (n: number) => n.toFixed(1).padStart(8)
  console.log("\ncatalog benchmark (10,000-item bulk upsert: 5,000 new + 5,000 updates; search over 50,000 products)")
  console.log("database     bulk ms   search p50 ms  p95 ms   p99 ms   requests")
  for (const r of rows) console.log(`${r.label.padEnd(11)} ${f(r.bulkMs)}   ${f(r.p50)}      ${f(r.p95)} ${f(r.p99)}   ${r.n}`)
  const pgRow = rows[0]!
  // Targets are for PostgreSQL, the production path; PGlite (one connection, WebAssembly) is shown for information.
  console.log(`\ntargets on PostgreSQL: bulk 10,000 < 1000 ms: ${pgRow.bulkMs < 1000 ? "PASS" : "BELOW"}; search p95 < 20 ms: ${pgRow.p95 < 20 ? "PASS" : "BELOW"}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
