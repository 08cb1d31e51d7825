/**
 * FileStorage on local disk. Every key resolves inside the root directory: keys are relative,
 * made of plain segments, and checked again after resolution, so no key can reach outside it.
 */
import { FileStorage } from "@atalaya/core"
import { Effect, Layer, Option } from "effect"
import * as fs from "node:fs/promises"
import * as path from "node:path"

/** A key that could leave the root or name something odd is refused before any disk access. */
export class UnsafeKey extends Error {
  constructor(readonly key: string) {
    super(`unsafe storage key: ${JSON.stringify(key)}`)
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/

/** Resolves `key` under `root`, or throws {@link UnsafeKey}. */
export const resolveKey = (root: string, key: string): string => {
  const segments = key.split("/")
  if (segments.length === 0 || segments.length > 16 || !segments.every((s) => SEGMENT.test(s) && s !== "." && s !== "..")) {
    throw new UnsafeKey(key)
  }
  const base = path.resolve(root)
  const full = path.resolve(base, ...segments)
  if (!full.startsWith(base + path.sep)) throw new UnsafeKey(key)
  return full
}

const attempt = <A>(run: () => Promise<A>) =>
  Effect.tryPromise({ try: run, catch: (cause) => new FileStorage.FileStorageError({ cause }) })

/** Builds the adapter over a root directory (created on first write). */
export const make = (root: string): FileStorage.FileStorageShape => ({
  put: (key, bytes) =>
    attempt(async () => {
      const target = resolveKey(root, key)
      await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
      // Write then rename: a reader never sees half a file, and a crash leaves no partial file under the key.
      const temp = `${target}.${process.pid}.${Date.now()}.tmp`
      await fs.writeFile(temp, bytes, { mode: 0o600 })
      await fs.rename(temp, target)
    }),
  get: (key) =>
    attempt(async () => {
      try {
        return Option.some(new Uint8Array(await fs.readFile(resolveKey(root, key))))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return Option.none()
        throw error
      }
    }),
  remove: (key) => attempt(() => fs.rm(resolveKey(root, key), { force: true })),
  modifiedAt: (key) =>
    attempt(async () => {
      try {
        return Option.some((await fs.stat(resolveKey(root, key))).mtime)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return Option.none()
        throw error
      }
    })
})

/** Layer of local-disk file storage under `root`. */
export const layer = (root: string) => Layer.succeed(FileStorage.FileStorage, make(root))
