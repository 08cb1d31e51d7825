/**
 * A small pool of tesseract.js workers. A worker holds a wasm instance and its language models
 * (tens of MB), so workers are created on first use, reused across calls, bounded in number,
 * and all terminated when the pool closes. A worker whose job failed or timed out is
 * terminated rather than reused: after a wasm abort its state cannot be trusted.
 *
 * Language data never comes from the network: each language's `.traineddata.gz` ships in its
 * `@tesseract.js-data/<code>` npm package, and tesseract.js takes one `langPath` folder, so a
 * private folder of links to those files is made for the pool and removed with it.
 */
import * as fs from "node:fs"
import { createRequire } from "node:module"
import * as path from "node:path"
import type Tesseract from "tesseract.js"

const require = createRequire(import.meta.url)

/** The LSTM-only integer models, the ones tesseract.js itself uses by default (smaller, same accuracy). */
const MODEL_FOLDER = "4.0.0_best_int"

/** Languages whose data package is installed next to this one. */
export const availableLanguage = (code: string): boolean => {
  if (!/^[a-z_]{3,12}$/.test(code)) return false
  try {
    return fs.existsSync(languageFile(code))
  } catch {
    return false
  }
}

const languageFile = (code: string): string =>
  path.join(path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)), MODEL_FOLDER, `${code}.traineddata.gz`)

/** The recognized text of one image and tesseract's mean word confidence (0..100). */
export interface Recognized {
  readonly text: string
  readonly confidence: number
}

/** Why a recognition failed: the worker could not start (setup), or this image failed or took too long. */
export class OcrFailure extends Error {
  constructor(readonly kind: "setup" | "image" | "timeout", message: string) {
    super(message)
  }
}

/** Options of {@link OcrPool}. */
export interface OcrPoolOptions {
  /** Workers at most (each runs one recognition at a time). */
  readonly size: number
  /** Folder under which the pool's private language folder is made. */
  readonly dataDir: string
  /** Longest one recognition may take before its worker is terminated. */
  readonly timeoutMs: number
}

interface Slot {
  readonly worker: Tesseract.Worker
  readonly languages: string
}

/** The worker pool. */
export class OcrPool {
  private readonly idle: Array<Slot> = []
  private readonly live = new Set<Slot>()
  private readonly waiting: Array<() => void> = []
  private busy = 0
  private closed = false
  private folder: string | undefined

  constructor(private readonly options: OcrPoolOptions) {}

  /** Recognizes one image (any format Leptonica reads; the adapter sends PGM) in `languages`. */
  async recognize(image: Uint8Array, languages: ReadonlyArray<string>): Promise<Recognized> {
    if (this.closed) throw new OcrFailure("setup", "OCR pool closed")
    const key = languages.join("+")
    await this.acquire()
    try {
      const slot = await this.take(key)
      let timer: NodeJS.Timeout | undefined
      try {
        const job = slot.worker.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength))
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new OcrFailure("timeout", `OCR took longer than ${this.options.timeoutMs} ms`)), this.options.timeoutMs)
        })
        const result = await Promise.race([job, timeout])
        this.idle.push(slot)
        return { text: result.data.text, confidence: result.data.confidence }
      } catch (error) {
        await this.discard(slot)
        throw error instanceof OcrFailure ? error : new OcrFailure("image", error instanceof Error ? error.message : String(error))
      } finally {
        clearTimeout(timer)
      }
    } finally {
      this.release()
    }
  }

  /** Terminates every worker and removes the language folder; later calls fail. */
  async close(): Promise<void> {
    this.closed = true
    const slots = [...this.live]
    this.live.clear()
    this.idle.length = 0
    await Promise.all(slots.map((s) => s.worker.terminate().catch(() => undefined)))
    if (this.folder !== undefined) fs.rmSync(this.folder, { recursive: true, force: true })
  }

  /** Workers alive now (for tests and benchmarks). */
  get workers(): number {
    return this.live.size
  }

  private acquire(): Promise<void> {
    if (this.busy < this.options.size) {
      this.busy++
      return Promise.resolve()
    }
    return new Promise((resolve) => this.waiting.push(resolve))
  }

  private release(): void {
    const next = this.waiting.shift()
    if (next !== undefined) next()
    else this.busy--
  }

  /** An idle worker for these languages, or a new one (evicting an idle worker of other languages at the limit). */
  private async take(languages: string): Promise<Slot> {
    const index = this.idle.findIndex((s) => s.languages === languages)
    if (index >= 0) return this.idle.splice(index, 1)[0]!
    if (this.live.size >= this.options.size && this.idle.length > 0) await this.discard(this.idle.shift()!)
    const worker = await this.create(languages)
    const slot = { worker, languages }
    if (this.closed) {
      await worker.terminate().catch(() => undefined)
      throw new OcrFailure("setup", "OCR pool closed")
    }
    this.live.add(slot)
    return slot
  }

  private async discard(slot: Slot): Promise<void> {
    this.live.delete(slot)
    const i = this.idle.indexOf(slot)
    if (i >= 0) this.idle.splice(i, 1)
    await slot.worker.terminate().catch(() => undefined)
  }

  private async create(languages: string): Promise<Tesseract.Worker> {
    const codes = languages.split("+")
    try {
      const folder = this.languageFolder(codes)
      const { createWorker, OEM } = (await import("tesseract.js")).default
      return await createWorker(codes, OEM.LSTM_ONLY, {
        langPath: folder,
        gzip: true,
        cachePath: folder,
        // The data are local files already: no second copy.
        cacheMethod: "none",
        // The worker reports failures through the job's promise too; without a handler it also throws them at the process.
        errorHandler: () => undefined
      })
    } catch (error) {
      throw new OcrFailure("setup", `tesseract worker could not start: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  /** The pool's private folder with a link (or copy) of each language's `.traineddata.gz`. */
  private languageFolder(codes: ReadonlyArray<string>): string {
    fs.mkdirSync(this.options.dataDir, { recursive: true })
    this.folder ??= fs.mkdtempSync(path.join(this.options.dataDir, "atalaya-ocr-"))
    for (const code of codes) {
      const target = path.join(this.folder, `${code}.traineddata.gz`)
      if (fs.existsSync(target)) continue
      const source = languageFile(code)
      try {
        fs.symlinkSync(source, target)
      } catch {
        fs.copyFileSync(source, target)
      }
    }
    return this.folder
  }
}
