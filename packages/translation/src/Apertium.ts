/**
 * The offline default engine: Debian's Apertium (`apertium`, `apertium-en-es`, `apertium-es-pt`)
 * run locally, one process per call with the text on its standard input. Portuguese↔English has no
 * direct pair, so it pivots through Spanish (decisions.md "Translation"). `-u` leaves unknown words
 * as they are, without Apertium's `*` marks, so drug names pass through untouched.
 */
import { Effect } from "effect"
import { spawn, spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { type Engine, EngineFailed } from "./Engine.js"
import type { Language } from "./Language.js"

/** Options of the Apertium engine. */
export interface ApertiumOptions {
  /** The `apertium` command (default `apertium` on the PATH). */
  readonly command?: string
  /** The bound of one process run, in ms (default 30 s). */
  readonly timeoutMs?: number
}

/** Mode names by direction: Debian's en-es package names its modes `eng-spa`/`spa-eng`. */
const MODES: Readonly<Record<string, ReadonlyArray<string>>> = {
  "en>es": ["en-es", "eng-spa"],
  "es>en": ["es-en", "spa-eng"],
  "es>pt": ["es-pt"],
  "pt>es": ["pt-es"]
}

/** Separates the texts of one batched run; Apertium passes a line of `@` through untouched. */
const SEPARATOR = "\n\n@@@@@\n\n"
const SEPARATOR_OUT = /\s*@@@@@\s*/u

/** The modes `apertium -l` lists, or null when the command is missing. */
export const installedModes = (command = "apertium"): ReadonlySet<string> | null => {
  try {
    const run = spawnSync(command, ["-l"], { encoding: "utf8", timeout: 10_000 })
    if (run.error !== undefined || run.status !== 0) return null
    return new Set(run.stdout.split("\n").map((l) => l.trim()).filter((l) => l !== ""))
  } catch {
    return null
  }
}

/** The chain of modes from `from` to `to` with the installed modes, pivoting through Spanish; null when none. */
export const route = (modes: ReadonlySet<string>, from: string, to: string): ReadonlyArray<string> | null => {
  const direct = (a: string, b: string) => MODES[`${a}>${b}`]?.find((m) => modes.has(m)) ?? null
  const one = direct(from, to)
  if (one !== null) return [one]
  if (from === "es" || to === "es") return null
  const first = direct(from, "es")
  const second = direct("es", to)
  return first !== null && second !== null ? [first, second] : null
}

/**
 * Runs one mode over `text`. The text goes through a private temporary file: the `apertium` script
 * opens `/dev/stdin` by name, which fails when standard input is Node's pipe (a socket).
 */
const runMode = (command: string, mode: string, text: string, timeoutMs: number): Effect.Effect<string, EngineFailed> =>
  Effect.acquireUseRelease(
    Effect.sync(() => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "atalaya-apertium-"))
      const file = path.join(dir, "in.txt")
      fs.writeFileSync(file, text, { mode: 0o600 })
      return { dir, file }
    }),
    ({ file }) => runFile(command, mode, file, timeoutMs),
    ({ dir }) => Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true }))
  )

const runFile = (command: string, mode: string, file: string, timeoutMs: number): Effect.Effect<string, EngineFailed> =>
  Effect.async<string, EngineFailed>((resume) => {
    const child = spawn(command, ["-u", mode, file], { stdio: ["ignore", "pipe", "ignore"] })
    const out: Array<Buffer> = []
    let done = false
    const finish = (result: Effect.Effect<string, EngineFailed>) => {
      if (done) return
      done = true
      clearTimeout(timer)
      resume(result)
    }
    const timer = setTimeout(() => {
      child.kill("SIGKILL")
      finish(Effect.fail(new EngineFailed({ reason: `apertium sin respuesta en ${timeoutMs} ms` })))
    }, timeoutMs)
    child.stdout.on("data", (c: Buffer) => out.push(c))
    child.on("error", () => finish(Effect.fail(new EngineFailed({ reason: "apertium no se pudo ejecutar" }))))
    child.on("close", (code) => {
      if (code === 0) finish(Effect.succeed(Buffer.concat(out).toString("utf8")))
      else finish(Effect.fail(new EngineFailed({ reason: `apertium termino con codigo ${code ?? "?"}` })))
    })
    return Effect.sync(() => {
      clearTimeout(timer)
      child.kill("SIGKILL")
    })
  })

/** Keeps the input's surrounding white space (Apertium adds or drops a final line break). */
const keepEdges = (input: string, output: string): string => {
  const lead = /^\s*/u.exec(input)?.[0] ?? ""
  const trail = /\s*$/u.exec(input)?.[0] ?? ""
  return `${lead}${output.trim()}${trail}`
}

/** The Apertium engine over the installed modes (unavailable when the command is missing). */
export const make = (options: ApertiumOptions = {}): Engine => {
  const command = options.command ?? "apertium"
  const timeoutMs = options.timeoutMs ?? 30_000
  const modes = installedModes(command)
  const chain = (from: Language, to: string) => {
    if (modes === null) return Effect.fail(new EngineFailed({ reason: "apertium no instalado" }))
    const r = route(modes, from, to)
    return r === null ? Effect.fail(new EngineFailed({ reason: `par no disponible en apertium: ${from}-${to}` })) : Effect.succeed(r)
  }
  const through = (text: string, steps: ReadonlyArray<string>) =>
    Effect.reduce(steps, text, (acc, mode) => runMode(command, mode, acc, timeoutMs))
  const translate = (text: string, from: Language, to: string) =>
    Effect.flatMap(chain(from, to), (steps) => Effect.map(through(text, steps), (out) => keepEdges(text, out)))
  return {
    name: "apertium",
    available: modes !== null,
    translate,
    translateMany: (texts, from, to) => {
      // One process for the whole batch: starting Apertium's pipeline costs more than translating a sentence.
      if (texts.length <= 1 || texts.some((t) => t.includes("@@@@@"))) return Effect.forEach(texts, (t) => translate(t, from, to))
      return Effect.flatMap(chain(from, to), (steps) =>
        Effect.flatMap(through(texts.join(SEPARATOR), steps), (out) => {
          const parts = out.trim().split(SEPARATOR_OUT)
          return parts.length === texts.length
            ? Effect.succeed(parts.map((p, i) => keepEdges(texts[i]!, p)))
            : Effect.forEach(texts, (t) => translate(t, from, to))
        }))
    }
  }
}
