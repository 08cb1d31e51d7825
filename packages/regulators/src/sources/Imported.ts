/**
 * DIGEMID, ANVISA and ANMAT: their registry searches sit behind a bot challenge (DIGEMID, parts of
 * ANVISA) or a stateful page (ANMAT's vademécum), so they are answered from the agency's published
 * data file, imported with `atalaya regulators import AGENCY FILE` and searched locally.
 */
import { Effect } from "effect"
import { type AgencySource, SourceFailed } from "../AgencySource.js"
import type { Agency } from "../MedRecord.js"
import { RegulatorImports } from "../RegulatorImports.js"

/** The agencies answered from imported files. */
export const IMPORTED: ReadonlyArray<Agency> = ["digemid", "anvisa", "anmat"]

/** The imported-file source of `agency`; never imported is a failure saying how to import. */
export const make = (agency: Agency): AgencySource<RegulatorImports> => ({
  agency,
  describe: "archivo importado",
  search: (query, maxItems) =>
    Effect.gen(function*() {
      const repo = yield* RegulatorImports
      if ((yield* repo.count(agency)) === 0) {
        return yield* Effect.fail(new SourceFailed({ agency, reason: `sin datos importados (atalaya regulators import ${agency} ARCHIVO)` }))
      }
      const records = yield* repo.search(agency, query, maxItems)
      return { records, path: "import" as const }
    }).pipe(
      Effect.catchTag("StorageError", (e) =>
        Effect.zipRight(Effect.logError("regulator imports unreadable").pipe(Effect.annotateLogs({ agency, cause: String(e.cause) })),
          Effect.fail(new SourceFailed({ agency, reason: "almacenamiento no disponible" }))))
    )
})
