/**
 * Loads a MedDRA release from its ASCII distribution directory (`MedAscii/` of the MSSO download,
 * or the invented demo under `templates/meddra-demo`): reads the files, then hands them to the
 * core use case, which parses and checks them and replaces the dictionary in one transaction.
 */
import { type AuditLog, type Errors, Meddra, MeddraRepository, MeddraService, type Transactor } from "@atalaya/core"
import { Effect, Option } from "effect"
import * as fs from "node:fs/promises"
import * as path from "node:path"

/**
 * The release files found in `dir` or in its `MedAscii` subdirectory, by canonical name; file
 * names are matched case-insensitively (archives unpacked on other systems upper-case them).
 */
export const readRelease = (dir: string): Effect.Effect<Record<string, Uint8Array>, Meddra.MeddraFormatError> =>
  Effect.tryPromise({
    try: async () => {
      const root = path.resolve(dir)
      const candidates = [root, path.join(root, "MedAscii")]
      for (const candidate of candidates) {
        const entries = await fs.readdir(candidate).catch(() => null)
        if (entries === null) continue
        const byLower = new Map(entries.map((e) => [e.toLowerCase(), e]))
        if (!byLower.has(Meddra.FILES.llt)) continue
        const out: Record<string, Uint8Array> = {}
        for (const name of Object.values(Meddra.FILES)) {
          const actual = byLower.get(name)
          if (actual !== undefined) out[name] = new Uint8Array(await fs.readFile(path.join(candidate, actual)))
        }
        return out
      }
      throw new Meddra.MeddraFormatError({ file: Meddra.FILES.llt, line: null, reason: `no se encontró en ${root}` })
    },
    catch: (error) =>
      error instanceof Meddra.MeddraFormatError
        ? error
        : new Meddra.MeddraFormatError({ file: dir, line: null, reason: error instanceof Error ? error.message : String(error) })
  })

/** Services an import needs. */
export type ImportServices = MeddraRepository.MeddraRepository | AuditLog.AuditLog | Transactor.Transactor

/** Imports the release in `dir`, replacing the loaded dictionary; a bad release loads nothing. */
export const importDirectory = (
  dir: string,
  actor: AuditLog.Actor
): Effect.Effect<Meddra.ReleaseRecord, Meddra.MeddraFormatError | Errors.StorageError, ImportServices> =>
  Effect.flatMap(readRelease(dir), (files) => MeddraService.importFiles(files, actor))

/**
 * Imports the release in `dir` only when no dictionary is loaded (the demo on a first start);
 * none when one was already there.
 */
export const importIfEmpty = (
  dir: string,
  actor: AuditLog.Actor
): Effect.Effect<Option.Option<Meddra.ReleaseRecord>, Meddra.MeddraFormatError | Errors.StorageError, ImportServices> =>
  Effect.gen(function*() {
    const repo = yield* MeddraRepository.MeddraRepository
    if (Option.isSome(yield* repo.current)) return Option.none<Meddra.ReleaseRecord>()
    return Option.some(yield* importDirectory(dir, actor))
  })
