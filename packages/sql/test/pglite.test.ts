/**
 * The storage suite on embedded PGlite (in memory, one instance for this file), plus what only
 * PGlite has: the lock on a data directory.
 */
import { CaseService } from "@atalaya/core"
import { Effect, ManagedRuntime } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { Storage } from "../src/index.js"
import { runCausalitySuite } from "./suite/causalitySuite.js"
import { runCaseDocSuite } from "./suite/caseDocSuite.js"
import { runCatalogSuite } from "./suite/catalogSuite.js"
import { runDuplicatesSuite } from "./suite/duplicatesSuite.js"
import { runDupWordsSuite } from "./suite/dupWordsSuite.js"
import { runMeddraSuite } from "./suite/meddraSuite.js"
import { runIntakeSuite } from "./suite/intakeSuite.js"
import { runOutboxSuite } from "./suite/outboxSuite.js"
import { actor, caseBody, runStorageSuite } from "./suite/storageSuite.js"

runStorageSuite("pglite (in memory)", () => Storage.layerPglite())
runCatalogSuite("pglite (in memory)", () => Storage.layerPglite())
runCaseDocSuite("pglite (in memory)", () => Storage.layerPglite())
runDuplicatesSuite("pglite (in memory)", () => Storage.layerPglite())
runDupWordsSuite("pglite (in memory)", () => Storage.layerPglite())
runMeddraSuite("pglite (in memory)", () => Storage.layerPglite())
runIntakeSuite("pglite (in memory)", () => Storage.layerPglite())
runCausalitySuite("pglite (in memory)", () => Storage.layerPglite())
runOutboxSuite("pglite (in memory)", () => Storage.layerPglite(), {
  reopen: (dir) => Storage.layerPglite({ dataDir: path.join(dir, "db") }),
  separateConnections: false
})

describe("pglite data directory", () => {
  let tmp: string | undefined
  afterAll(() => {
    if (tmp !== undefined) fs.rmSync(tmp, { recursive: true, force: true })
  })

  it("is locked while open: a second open fails, succeeds after the first closes, and data persists", async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "atalaya-pglite-"))
    const dataDir = path.join(tmp, "db")
    const first = ManagedRuntime.make(Storage.layerPglite({ dataDir }))
    let created: { id: number } | undefined
    try {
      created = await first.runPromise(CaseService.create(caseBody({ descripcion_evento: "persistente" }), actor))
      expect(fs.existsSync(`${dataDir}.lock`)).toBe(true)

      const second = ManagedRuntime.make(Storage.layerPglite({ dataDir }))
      try {
        await expect(second.runPromise(Effect.void)).rejects.toThrow(/in use by another process/)
      } finally {
        await second.dispose()
      }
      // The failed open left the first one's lock alone.
      expect(fs.existsSync(`${dataDir}.lock`)).toBe(true)
    } finally {
      await first.dispose()
    }
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false)

    const reopened = ManagedRuntime.make(Storage.layerPglite({ dataDir }))
    try {
      const read = await reopened.runPromise(CaseService.get(created!.id))
      expect(read.descripcion_evento).toBe("persistente")
      expect(read.id).toBe(created!.id)
    } finally {
      await reopened.dispose()
    }
  })
})
