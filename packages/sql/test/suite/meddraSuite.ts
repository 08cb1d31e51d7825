/**
 * The MedDRA part of the shared storage suite: release import (whole replacement in one
 * transaction, version recorded, audited), and suggestion ranking (accent-insensitive prefix,
 * word prefix, trigram similarity, current LLTs first, primary SOC). Runs unchanged on every driver.
 */
import { AuditLog, Errors, Meddra, MeddraRepository, MeddraService, Transactor } from "@atalaya/core"
import { Effect, Either, type Layer, Option } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { useStorageRuntime } from "../support/storageRuntime.js"
import type { Storage } from "../../src/index.js"
import { actor } from "./storageSuite.js"

const DEMO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../templates/meddra-demo")

/** The demo release's files as the loader would hand them over. */
export const demoFiles = (): Record<string, Uint8Array> =>
  Object.fromEntries(Object.values(Meddra.FILES).map((name) => [name, new Uint8Array(fs.readFileSync(path.join(DEMO_DIR, name)))]))

/** A generated release: `n` PTs, each with its own LLT plus one synonym, all under one SOC/HLGT/HLT. */
const generated = (version: string, n: number, word: string): Meddra.Dictionary => {
  const pts = Array.from({ length: n }, (_, i) => ({ pt_code: String(95000000 + i), pt_name: `${word} ${i}`, pt_soc_code: "90000099" }))
  return {
    release: { version, language: "Spanish" },
    socs: [{ soc_code: "90000099", soc_name: "SOC generado", soc_abbrev: "Gen" }],
    hlgts: [{ hlgt_code: "91000099", hlgt_name: "HLGT generado" }],
    hlts: [{ hlt_code: "92000099", hlt_name: "HLT generado" }],
    pts,
    llts: pts.flatMap((p, i) => [
      { llt_code: p.pt_code, llt_name: p.pt_name, pt_code: p.pt_code, current: true },
      { llt_code: String(96000000 + i), llt_name: `sinónimo de ${word} ${i}`, pt_code: p.pt_code, current: i % 2 === 0 }
    ]),
    hierarchy: pts.map((p) => ({ pt_code: p.pt_code, hlt_code: "92000099", hlgt_code: "91000099", soc_code: "90000099", primary: true }))
  }
}

/** Registers the MedDRA suite for one driver. */
export const runMeddraSuite = (name: string, makeLayer: () => Layer.Layer<Storage.Services, unknown>): void => {
  describe(`meddra suite: ${name}`, () => {
    const { run } = useStorageRuntime(makeLayer)
    const suggest = (q: string, limit?: number) => run(MeddraService.suggest({ q, ...(limit !== undefined ? { limit: String(limit) } : {}) }))
    const terms = async (q: string, limit?: number) => (await suggest(q, limit)).items.map((i) => i.llt_term)

    it("answers no suggestions and no version before any release is loaded", async () => {
      expect(await run(MeddraService.currentRelease)).toEqual(Option.none())
      expect(await suggest("urticaria")).toEqual({ items: [], version: null })
    })

    it("imports a release whole, records its version and audits it", async () => {
      const record = await run(MeddraService.importFiles(demoFiles(), actor))
      expect(record).toMatchObject({ version: "DEMO-1.0", language: "Spanish", llt_count: 158, pt_count: 60, imported_by: actor.email })
      expect(record.imported_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
      expect(Option.getOrThrow(await run(MeddraService.currentRelease))).toEqual(record)
      const audit = await run(Effect.flatMap(AuditLog.AuditLog, (a) => a.forEntity("meddra", "DEMO-1.0")))
      expect(audit.at(-1)).toMatchObject({ action: "MEDDRA_IMPORT", actor_email: actor.email })
      expect(audit.at(-1)!.changes).toMatchObject({ after: { version: "DEMO-1.0", language: "Spanish" }, llt_count: 158, pt_count: 60 })
    })

    it("suggests LLTs with their PT and primary SOC, accent- and case-insensitively", async () => {
      const answer = await suggest("NAUSEAS")
      expect(answer.version).toBe("DEMO-1.0")
      expect(answer.items[0]).toEqual({
        llt_code: "93000008", llt_term: "Náuseas", pt_code: "93000008", pt_term: "Náuseas",
        soc: "Trastornos gastrointestinales", soc_code: "90000002", current: true
      })
      expect((await suggest("habones")).items[0]).toMatchObject({ llt_code: "94000001", llt_term: "Habones", pt_code: "93000001", pt_term: "Urticaria", soc: "Trastornos de la piel y del tejido subcutáneo" })
      expect((await terms("vomito")).slice(0, 2)).toEqual(["Vómito", "Vómitos"])
      // A PT linked to a secondary SOC is shown under its primary one.
      expect((await suggest("transaminasas")).items[0]).toMatchObject({ pt_term: "Transaminasas elevadas", soc: "Exploraciones complementarias" })
    })

    it("ranks term prefix, then word prefix, then trigram similarity, current LLTs first", async () => {
      // 'Anafilaxia' starts with the query; 'Choque/Shock anafiláctico' and 'Reacción anafiláctica' only have a word that does.
      const anafil = await terms("anafil")
      expect(anafil[0]).toBe("Anafilaxia")
      expect(new Set(anafil.slice(1))).toEqual(new Set(["Choque anafiláctico", "Shock anafiláctico", "Reacción anafiláctica"]))
      // Non-current LLTs come after every current one, even when they match better.
      const urtic = await suggest("urticaria")
      expect(urtic.items.map((i) => i.llt_term)).toEqual(["Urticaria", "Urticaria aguda", "Urticaria generalizada", "Urticaria gigante"])
      expect(urtic.items.map((i) => i.current)).toEqual([true, true, true, false])
      expect(await terms("shock")).toEqual(["Shock anafiláctico", "Shock alérgico"])
      // A typo still finds the term by trigram similarity.
      expect((await terms("urticaira"))[0]).toBe("Urticaria")
      expect((await terms("hepatotoxicidda"))[0]).toBe("Hepatotoxicidad")
      expect(await terms("xyzzy")).toEqual([])
    })

    it("limits the answer (default 20, at most 50) and refuses short queries and bad limits", async () => {
      expect((await suggest("de")).items.length).toBe(20)
      expect((await suggest("de", 3)).items.length).toBe(3)
      expect((await suggest("de", 50)).items.length).toBeGreaterThan(20)
      const bad = async (raw: Record<string, string | undefined>) => {
        const result = await run(Effect.either(MeddraService.suggest(raw)))
        return Either.isLeft(result) ? result.left : null
      }
      expect(await bad({ q: " u " })).toEqual(new Errors.ValidationFailed({ issues: [{ loc: ["query", "q"], msg: "ensure this value has at least 2 characters", type: "value_error.any_str.min_length" }] }))
      expect(await bad({})).toEqual(new Errors.ValidationFailed({ issues: [{ loc: ["query", "q"], msg: "field required", type: "value_error.missing" }] }))
      expect(await bad({ q: "urt", limit: "51" })).toEqual(new Errors.ValidationFailed({ issues: [{ loc: ["query", "limit"], msg: "ensure this value is less than or equal to 50", type: "value_error.number.not_le" }] }))
      expect(await bad({ q: "urt", limit: "x" })).toEqual(new Errors.ValidationFailed({ issues: [{ loc: ["query", "limit"], msg: "value is not a valid integer", type: "type_error.integer" }] }))
      // Punctuation only: a valid query that matches nothing.
      expect(await suggest("!!")).toEqual({ items: [], version: "DEMO-1.0" })
    })

    it("rolls the whole replacement back when the transaction fails: the old release stays, term for term", async () => {
      const before = await suggest("urticaria")
      const failed = await run(Effect.either(Effect.flatMap(Transactor.Transactor, (tx) =>
        tx.transaction(Effect.zipRight(MeddraService.importDictionary(generated("ROTO-1", 10, "urticaria rota"), actor), Effect.fail("abortado"))))))
      expect(Either.isLeft(failed)).toBe(true)
      expect(await suggest("urticaria")).toEqual(before)
      expect(Option.getOrThrow(await run(MeddraService.currentRelease)).version).toBe("DEMO-1.0")
    })

    it("replaces the previous release entirely, across insert chunks, and the demo loads again afterwards", async () => {
      const big = generated("GEN-2", 6_000, "prurito sintético")
      const record = await run(MeddraService.importDictionary(big, actor))
      expect(record).toMatchObject({ version: "GEN-2", llt_count: 12_000, pt_count: 6_000 })
      expect(await terms("habones")).toEqual([])
      const hits = await suggest("prurito sintetico 5999")
      expect(hits.items[0]).toMatchObject({ llt_code: "95005999", pt_code: "95005999", soc: "SOC generado" })
      const synonym = await suggest("sinonimo de prurito sintetico 5998")
      expect(synonym.items[0]).toMatchObject({ llt_code: "96005998", pt_term: "prurito sintético 5998", current: true })
      const counts = await run(Effect.flatMap(MeddraRepository.MeddraRepository, (r) => r.suggest({ normalized: "sinonimo de prurito", limit: 50 })))
      // Current synonyms (even i) first.
      expect(counts.slice(0, 10).every((s) => s.current)).toBe(true)

      await run(MeddraService.importFiles(demoFiles(), actor))
      const after = await suggest("prurito sint")
      expect(after.items.map((i) => i.llt_term)).toEqual(["Prurito", "Prurito generalizado"])
      expect(Option.getOrThrow(await run(MeddraService.currentRelease)).version).toBe("DEMO-1.0")
    })
  })
}
