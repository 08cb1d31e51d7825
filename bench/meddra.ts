/**
 * `pnpm bench:meddra` (= `pnpm --filter @atalaya/bench meddra`)
 *
 * MedDRA at the size of a real release (27 SOCs, 337 HLGTs, 1,737 HLTs, 27,000 PTs, 85,000 LLTs,
 * invented words, seeded): the time to import it (replacing the dictionary in one transaction, then
 * replacing it again), and the latency of `MeddraService.suggest` — what `GET /meddra/suggest` runs —
 * for two-letter prefixes, longer prefixes, whole words and misspelt words, on a fresh PostgreSQL
 * database and on in-memory PGlite. Prints p50/p95/max per kind of query.
 *
 * Options: --engine postgres|pglite|both (both) --queries N per kind (200) --seed N
 */
import { AuditLog, Meddra, MeddraService } from "@atalaya/core"
import { freshPglite, freshPostgres, type BenchDb } from "./lib/dupDb.js"
import { prng } from "./lib/random.js"

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback
}
const ENGINE = arg("engine", "both")
const QUERIES = Number(arg("queries", "200"))
const SEED = Number(arg("seed", "20260301"))

const SYLLABLES = ["a", "e", "i", "o", "u", "ra", "re", "ri", "ro", "ta", "te", "ti", "to", "na", "ne", "ni", "no", "ma", "me", "mi", "mo",
  "la", "le", "li", "lo", "sa", "se", "si", "so", "ca", "ce", "co", "cu", "pa", "pe", "po", "da", "de", "di", "do", "ga", "go", "tra", "tro",
  "pla", "bra", "cri", "flu", "gli", "pro", "xia", "sis", "tis", "mia", "nia", "ción", "ína", "ósis", "íti", "eal"]
const FILLERS = ["de", "del", "en", "con", "sin", "por", "la", "el"]

/** A dictionary the size of a MedDRA release, with pronounceable invented terms. */
const generate = (seed: number): Meddra.Dictionary => {
  const random = prng(seed)
  const pick = <A>(xs: ReadonlyArray<A>): A => xs[Math.floor(random.next() * xs.length)]!
  const word = () => Array.from({ length: 2 + Math.floor(random.next() * 3) }, () => pick(SYLLABLES)).join("")
  const term = () => {
    const words = [word()]
    const extra = Math.floor(random.next() * 3)
    for (let i = 0; i < extra; i++) words.push(random.next() < 0.3 ? `${pick(FILLERS)} ${word()}` : word())
    const text = words.join(" ")
    return text[0]!.toUpperCase() + text.slice(1)
  }
  const code = (base: number, i: number) => String(base + i)
  const socs = Array.from({ length: 27 }, (_, i) => ({ soc_code: code(90000000, i), soc_name: `Trastornos ${term().toLowerCase()}`, soc_abbrev: `S${i}` }))
  const hlgts = Array.from({ length: 337 }, (_, i) => ({ hlgt_code: code(91000000, i), hlgt_name: term() }))
  const hlts = Array.from({ length: 1737 }, (_, i) => ({ hlt_code: code(92000000, i), hlt_name: term() }))
  const pts = Array.from({ length: 27_000 }, (_, i) => ({ pt_code: code(93000000, i), pt_name: term(), pt_soc_code: socs[i % socs.length]!.soc_code }))
  const llts: Array<Meddra.Llt> = pts.map((p) => ({ llt_code: p.pt_code, llt_name: p.pt_name, pt_code: p.pt_code, current: true }))
  for (let i = llts.length; i < 85_000; i++) llts.push({ llt_code: code(94000000, i), llt_name: term(), pt_code: pick(pts).pt_code, current: random.next() < 0.85 })
  const hierarchy = pts.map((p, i) => {
    const hlt = hlts[i % hlts.length]!
    const hlgt = hlgts[i % hlgts.length]!
    return { pt_code: p.pt_code, hlt_code: hlt.hlt_code, hlgt_code: hlgt.hlgt_code, soc_code: p.pt_soc_code, primary: true }
  })
  return { release: { version: "BENCH-1.0", language: "Spanish" }, socs, hlgts, hlts, pts, llts, hierarchy }
}

/** Queries of each kind drawn from the dictionary's own terms. */
const queries = (dict: Meddra.Dictionary, seed: number) => {
  const random = prng(seed + 1)
  const names = dict.llts.map((l) => Meddra.normalizeTerm(l.llt_name))
  const pick = () => names[Math.floor(random.next() * names.length)]!
  const typo = (w: string) => {
    const i = 1 + Math.floor(random.next() * (w.length - 2))
    return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2)
  }
  const firstWord = () => pick().split(" ")[0]!
  return {
    "prefix, 2 letters": Array.from({ length: QUERIES }, () => firstWord().slice(0, 2)),
    "prefix, 5 letters": Array.from({ length: QUERIES }, () => firstWord().slice(0, 5)),
    "whole term": Array.from({ length: QUERIES }, () => pick()),
    "misspelt word": Array.from({ length: QUERIES }, () => {
      let w = firstWord()
      while (w.length < 6) w = firstWord()
      return typo(w)
    })
  } as const
}

const quantile = (sorted: ReadonlyArray<number>, q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
const ms = (n: number) => `${n.toFixed(1)} ms`

const run = async (label: string, open: () => Promise<BenchDb>, dict: Meddra.Dictionary) => {
  const db = await open()
  try {
    const actor = AuditLog.SYSTEM
    let t = performance.now()
    await db.runtime.runPromise(MeddraService.importDictionary(dict, actor))
    const first = performance.now() - t
    t = performance.now()
    await db.runtime.runPromise(MeddraService.importDictionary({ ...dict, release: { ...dict.release, version: "BENCH-1.1" } }, actor))
    const second = performance.now() - t
    console.log(`\n${label}: import ${(first / 1000).toFixed(1)} s into an empty dictionary, ${(second / 1000).toFixed(1)} s replacing it (${dict.llts.length.toLocaleString("en")} LLTs, one transaction)`)
    console.log(`${"query".padEnd(20)} ${"p50".padStart(9)} ${"p95".padStart(9)} ${"max".padStart(9)} ${"hits (mean)".padStart(12)}`)
    for (const [kind, list] of Object.entries(queries(dict, SEED))) {
      const times: Array<number> = []
      let hits = 0
      for (const q of list) {
        const start = performance.now()
        const answer = await db.runtime.runPromise(MeddraService.suggest({ q }))
        times.push(performance.now() - start)
        hits += answer.items.length
      }
      times.sort((a, b) => a - b)
      console.log(`${kind.padEnd(20)} ${ms(quantile(times, 0.5)).padStart(9)} ${ms(quantile(times, 0.95)).padStart(9)} ${ms(times.at(-1)!).padStart(9)} ${(hits / list.length).toFixed(1).padStart(12)}`)
    }
  } finally {
    await db.close()
  }
}

const main = async () => {
  const dict = generate(SEED)
  console.log(`MedDRA suggestions: ${dict.socs.length} SOCs, ${dict.hlgts.length} HLGTs, ${dict.hlts.length} HLTs, ${dict.pts.length.toLocaleString("en")} PTs, ${dict.llts.length.toLocaleString("en")} LLTs (seed ${SEED}); ${QUERIES} queries per kind, limit 20, one at a time`)
  if (ENGINE === "postgres" || ENGINE === "both") await run("PostgreSQL", freshPostgres, dict)
  if (ENGINE === "pglite" || ENGINE === "both") await run("PGlite (in memory)", freshPglite, dict)
}

main().then(() => process.exit(0), (error) => {
  console.error(error)
  process.exit(1)
})
