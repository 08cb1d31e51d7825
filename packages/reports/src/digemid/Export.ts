/**
 * The DIGEMID export use cases: Model A or B drawn with pdf-lib, and the causality report through
 * the DocumentConverter. Each refuses an incompletely coded case and writes an audit entry (who,
 * which case, which format).
 */
import { AuditLog, type AuditLog as AuditLogNs, type Case, type CaseRepository, CaseService, Errors } from "@atalaya/core"
import { CausalityRepository } from "@atalaya/causality"
import { Clock, Effect, Option } from "effect"
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { DocumentConverter } from "../DocumentConverter.js"
import { renderDocx } from "../Docx.js"
import { ReportSettings } from "../Settings.js"
import * as CausalityReport from "./CausalityReport.js"
import { type CodingIncomplete, decodeRequest, fileName, hoy, requireCoding } from "./Common.js"
import * as ModelA from "./ModelA.js"
import * as ModelB from "./ModelB.js"

/** An exported file. */
export interface ExportedFile {
  readonly bytes: Uint8Array
  readonly filename: string
  readonly contentType: string
}

/** What the DIGEMID exports need from the runtime. */
export type ExportServices = CaseRepository.CaseRepository | CausalityRepository.CausalityRepository | AuditLog.AuditLog

const render = <A>(thunk: () => Promise<A>) => Effect.tryPromise({ try: thunk, catch: (cause) => new Errors.StorageError({ cause }) })

/** Records the export in the audit log. */
export const audit = (c: Case.Case, actor: AuditLogNs.Actor, formato: string, archivo: string) =>
  Effect.flatMap(AuditLog.AuditLog, (log) =>
    log.append({ action: "ICSR_EXPORT", entity: "icsr", entity_id: String(c.id), actor, changes: { formato, archivo } }))

const lastKl = (id: number) =>
  Effect.flatMap(CausalityRepository.CausalityRepository, (repo) => repo.lastKl(id, null)).pipe(Effect.map(Option.getOrNull))

/** `POST /icsr/{id}/export/digemid`: Model A or B of a case, signed by `firma_nombre`, `firma_cargo`. */
export const digemid = (id: number, body: unknown, actor: AuditLogNs.Actor): Effect.Effect<ExportedFile, Errors.DomainError | CodingIncomplete, ExportServices> =>
  Effect.gen(function*() {
    const request = yield* decodeRequest(body)
    const c = yield* CaseService.get(id)
    yield* requireCoding(c)
    const settings = yield* ReportSettings
    const firma = { nombre: request.firma_nombre ?? "", cargo: request.firma_cargo ?? "", fecha: hoy(yield* Clock.currentTimeMillis, settings.timeZone) }
    const bytes = request.modelo === "A"
      ? yield* Effect.flatMap(lastKl(id), (kl) => render(() => ModelA.render(c, kl, firma)))
      : yield* render(() => ModelB.render(c, firma))
    const filename = fileName(request.modelo, id)
    yield* audit(c, actor, `digemid_modelo_${request.modelo.toLowerCase()}`, filename)
    return { bytes, filename, contentType: "application/pdf" } satisfies ExportedFile
  })

/** `GET /icsr/{id}/export/digemid-pdf`: the causality report, from its DOCX template through the converter. */
export const causalityReport = (id: number, actor: AuditLogNs.Actor): Effect.Effect<ExportedFile, Errors.DomainError | CodingIncomplete, ExportServices | DocumentConverter> =>
  Effect.gen(function*() {
    const c = yield* CaseService.get(id)
    yield* requireCoding(c)
    const settings = yield* ReportSettings
    const kl = yield* lastKl(id)
    const now = yield* Clock.currentTimeMillis
    const template = yield* render(() => readFile(join(settings.templatesDir, CausalityReport.TEMPLATE)))
    const docx = yield* Effect.try({
      try: () => renderDocx(template, CausalityReport.templateData(c, kl, hoy(now, settings.timeZone))),
      catch: (cause) => new Errors.StorageError({ cause })
    })
    const converter = yield* DocumentConverter
    const bytes = yield* converter.toPdf(docx, "docx")
    const filename = CausalityReport.fileName(id)
    yield* audit(c, actor, "digemid_informe_causalidad", filename)
    return { bytes, filename, contentType: "application/pdf" } satisfies ExportedFile
  })
