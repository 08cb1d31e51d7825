/**
 * `GET /meddra/suggest` through the real app on every storage driver (service-spec "Evaluation and
 * intake helpers"): permission, validation of `q` and `limit`, the empty dictionary, and ranked
 * suggestions once the invented demo release is loaded with the same loader as `atalaya meddra import`.
 */
import { AuditLog } from "@atalaya/core"
import { MeddraImport } from "@atalaya/intake"
import * as path from "node:path"
import { describe, expect, it } from "vitest"
import { type MakeStorageLayer, useApiHarness } from "../support/apiHarness.js"

const DEMO = path.resolve(__dirname, "../../../../templates/meddra-demo")

/** Runs the MedDRA suite over one storage driver. */
export const runMeddraSuite = (driver: string, makeStorageLayer: MakeStorageLayer) => {
  describe(`meddra suggestions over ${driver}`, () => {
    const h = useApiHarness(makeStorageLayer, { lector: ["legal"], nadie: [] })
    const suggest = (query: string, token: string | null = h.users.lector.token) => h.call("GET", `/meddra/suggest${query}`, { token })

    it("needs a token and icsr:read", async () => {
      expect(await suggest("?q=urticaria", null)).toMatchObject({ status: 401, body: { detail: "Not authenticated" } })
      expect(await suggest("?q=urticaria", h.users.nadie.token)).toMatchObject({ status: 403, body: { detail: "Permission denied: icsr:read required" } })
    })

    it("answers an empty list and a null version while no dictionary is loaded", async () => {
      expect(await suggest("?q=urticaria")).toMatchObject({ status: 200, body: { items: [], version: null } })
    })

    it("refuses a missing or one-character q and a bad limit with the validation list", async () => {
      expect(await suggest("")).toMatchObject({ status: 400, body: { detail: [{ loc: ["query", "q"], msg: "field required", type: "value_error.missing" }] } })
      expect(await suggest("?q=%20u%20")).toMatchObject({
        status: 400,
        body: { detail: [{ loc: ["query", "q"], msg: "ensure this value has at least 2 characters", type: "value_error.any_str.min_length" }] }
      })
      expect(await suggest("?q=ur&limit=0")).toMatchObject({
        status: 400,
        body: { detail: [{ loc: ["query", "limit"], msg: "ensure this value is greater than or equal to 1", type: "value_error.number.not_ge" }] }
      })
    })

    it("suggests from the loaded release: accent-insensitive, ranked, current LLTs first, with PT and primary SOC", async () => {
      const record = await h.runtime().runPromise(MeddraImport.importDirectory(DEMO, AuditLog.SYSTEM))
      expect(record.version).toBe("DEMO-1.0")

      const nauseas = await suggest(`?q=${encodeURIComponent("nauseas")}`)
      expect(nauseas.status).toBe(200)
      expect(nauseas.body.version).toBe("DEMO-1.0")
      expect(nauseas.body.items[0]).toEqual({
        llt_code: "93000008", llt_term: "Náuseas", pt_code: "93000008", pt_term: "Náuseas",
        soc: "Trastornos gastrointestinales", soc_code: "90000002", current: true
      })

      const shock = await suggest(`?q=${encodeURIComponent("SHOCK")}`)
      expect(shock.body.items.map((i: { llt_term: string; current: boolean }) => [i.llt_term, i.current])).toEqual([
        ["Shock anafiláctico", true], ["Shock alérgico", false]
      ])
      expect(shock.body.items[0]).toMatchObject({ pt_code: "93000015", pt_term: "Reacción anafiláctica", soc: "Trastornos del sistema inmunológico" })

      const typo = await suggest(`?q=${encodeURIComponent("hepatotoxicida")}`)
      expect(typo.body.items[0].llt_term).toBe("Hepatotoxicidad")

      const limited = await suggest("?q=de&limit=2")
      expect(limited.body.items).toHaveLength(2)
      expect((await suggest("?q=de")).body.items).toHaveLength(20)
    })
  })
}
