/**
 * `pnpm bench:translation` (= `pnpm --filter @atalaya/bench translation`)
 *
 * Translation quality and speed per engine and direction on 209 pharmacovigilance sentences
 * written for this benchmark in Spanish, English and Portuguese (bench/data/translation/
 * pv-sentences.tsv: case narratives, product information, alerts, recalls, periodic reports), so
 * each of the six directions has 209 sentence pairs. Quality is corpus chrF (sacreBLEU's chrF2,
 * bench/lib/chrf.ts) against the hand-written reference; `none` (the source copied) is the floor.
 * Speed is sentences per second for the whole set in one batch (`translateMany`, what the batch
 * endpoint does) and for 20 sentences sent one by one (what the single endpoint does). Also prints
 * how often eld (es/en/pt) detects each sentence's language.
 *
 * Engines: apertium (local, always), none; libretranslate or google when TRANSLATE_URL is set
 * (--engines to choose), llm when LLM_BASE_URL or LLM_API_KEY is set. No engine needs the internet.
 * Options: --engines apertium,none,libretranslate,google,llm (those available) --single N (20)
 */
import { LanguageModel } from "@atalaya/core"
import { OpenAiLanguageModel } from "@atalaya/llm"
import { Apertium, type Engine, GoogleUnofficial, Language, LibreTranslate, LlmEngine } from "@atalaya/translation"
import { Effect } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import { chrf } from "./lib/chrf.js"

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback
}

type Lang = Language.Language
const rows = fs.readFileSync(path.join(import.meta.dirname, "data", "translation", "pv-sentences.tsv"), "utf8")
  .split("\n").slice(1).filter((l) => l.trim() !== "").map((l) => {
    const [es, en, pt] = l.split("\t")
    return { es: es!, en: en!, pt: pt! } as Record<Lang, string>
  })
const DIRECTIONS: ReadonlyArray<readonly [Lang, Lang]> = [["en", "es"], ["es", "en"], ["pt", "es"], ["es", "pt"], ["pt", "en"], ["en", "pt"]]
const SINGLE = Number(arg("single", "20"))

const copyEngine: Engine.Engine = { name: "none", available: true, translate: (text) => Effect.succeed(text), translateMany: (texts) => Effect.succeed(texts) }

const engines = (): Array<Engine.Engine> => {
  const url = process.env.TRANSLATE_URL
  const llm = OpenAiLanguageModel.layerFromEnv(process.env)
  const model = Effect.runSync(Effect.provide(LanguageModel.LanguageModel, llm))
  const all: Record<string, Engine.Engine | null> = {
    apertium: Apertium.make(),
    none: copyEngine,
    libretranslate: url ? LibreTranslate.make({ url }) : null,
    google: url ? GoogleUnofficial.make({ url }) : null,
    llm: model.available ? LlmEngine.make(model) : null
  }
  const wanted = arg("engines", Object.keys(all).join(",")).split(",")
  return wanted.flatMap((name) => {
    const e = all[name]
    if (e === null || e === undefined || !e.available) {
      console.log(`engine ${name}: not measured (${e === undefined ? "unknown" : "not installed or not configured"})`)
      return []
    }
    return [e]
  })
}

const main = async () => {
  console.log(`${rows.length} sentences per language, ${rows.length} pairs per direction\n`)
  // Detection accuracy (what the translator decides before any engine runs).
  for (const lang of ["es", "en", "pt"] as const) {
    const right = (await Promise.all(rows.map((r) => Language.detect(r[lang])))).filter((x) => x === lang).length
    console.log(`eld detects ${lang}: ${right}/${rows.length} (${((100 * right) / rows.length).toFixed(1)} %)`)
  }
  console.log("")
  const table: Array<Record<string, string | number>> = []
  for (const engine of engines()) {
    for (const [from, to] of DIRECTIONS) {
      const sources = rows.map((r) => r[from])
      const refs = rows.map((r) => r[to])
      const t0 = performance.now()
      const out = await Effect.runPromise(engine.translateMany !== undefined
        ? engine.translateMany(sources, from, to)
        : Effect.forEach(sources, (s) => engine.translate(s, from, to)))
      const batchS = (performance.now() - t0) / 1000
      const t1 = performance.now()
      for (const s of sources.slice(0, SINGLE)) await Effect.runPromise(engine.translate(s, from, to))
      const singleS = (performance.now() - t1) / 1000
      table.push({
        engine: engine.name, direction: `${from}→${to}`, pairs: rows.length, chrF: Number(chrf(out, refs).toFixed(1)),
        "batch sent/s": Number((rows.length / batchS).toFixed(1)), "one-by-one sent/s": Number((SINGLE / singleS).toFixed(1))
      })
      console.log(JSON.stringify(table.at(-1)))
    }
  }
  console.log("")
  console.table(table)
}

void main()
