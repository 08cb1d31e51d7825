/**
 * The local DocumentConverter: `soffice --headless --convert-to pdf`, found at `SOFFICE_PATH` or on
 * PATH. Each conversion runs in its own temporary directory with a private LibreOffice profile
 * (`-env:UserInstallation`), because two soffice processes sharing a profile block each other; a
 * semaphore bounds how many run at once (each is a whole office process) and a time limit kills a
 * conversion that hangs.
 */
import { execFile } from "node:child_process"
import { accessSync, constants } from "node:fs"
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { delimiter, join } from "node:path"
import { pathToFileURL } from "node:url"
import { Effect, Layer } from "effect"
import { DocumentConverter, type DocumentConverterShape, isPdf, type SourceFormat, unavailable, unavailableError } from "./DocumentConverter.js"

/** Options of {@link layer}. */
export interface LibreOfficeOptions {
  /** The soffice executable (default: `SOFFICE_PATH`, else `soffice` or `libreoffice` on PATH). */
  readonly path?: string | undefined
  /** Conversions running at once (default 2). */
  readonly concurrency?: number
  /** Time limit of one conversion in ms (default 60 s; the first start of a profile takes a few seconds). */
  readonly timeoutMs?: number
}

const executable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The soffice executable to use, or null when there is none. */
export const findSoffice = (path: string | undefined = process.env.SOFFICE_PATH): string | null => {
  if (path !== undefined && path !== "") return executable(path) ? path : null
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    for (const name of ["soffice", "libreoffice"]) {
      if (dir !== "" && executable(join(dir, name))) return join(dir, name)
    }
  }
  return null
}

const run = (file: string, args: ReadonlyArray<string>, timeoutMs: number) =>
  new Promise<void>((resolve, reject) => {
    execFile(file, args as Array<string>, { timeout: timeoutMs, killSignal: "SIGKILL" }, (error) =>
      error ? reject(error) : resolve())
  })

/** Converts with soffice at `soffice`; exported for the benchmark and tests. */
export const make = (soffice: string, options: LibreOfficeOptions = {}): Effect.Effect<DocumentConverterShape> =>
  Effect.map(Effect.makeSemaphore(options.concurrency ?? 2), (semaphore) => {
    const timeoutMs = options.timeoutMs ?? 60_000
    const toPdf = (bytes: Uint8Array, format: SourceFormat) =>
      semaphore.withPermits(1)(Effect.tryPromise({
        try: async () => {
          const dir = await mkdtemp(join(tmpdir(), "lo-"))
          try {
            const input = join(dir, `documento.${format}`)
            await writeFile(input, bytes)
            const profile = pathToFileURL(join(dir, "profile")).href
            await run(soffice, [
              `-env:UserInstallation=${profile}`, "--headless", "--invisible", "--nologo", "--norestore", "--nodefault",
              "--convert-to", "pdf", "--outdir", dir, input
            ], timeoutMs)
            const pdf = new Uint8Array(await readFile(join(dir, "documento.pdf")))
            if (!isPdf(pdf)) throw new Error("not a PDF")
            return pdf
          } finally {
            await rm(dir, { recursive: true, force: true })
          }
        },
        catch: unavailableError
      }))
    return { name: "libreoffice", toPdf }
  })

/** The LibreOffice converter, or the 503 one when no soffice is found. */
export const layer = (options: LibreOfficeOptions = {}): Layer.Layer<DocumentConverter> => {
  const soffice = findSoffice(options.path)
  return soffice === null ? unavailable : Layer.effect(DocumentConverter, make(soffice, options))
}
