#!/usr/bin/env node
/**
 * The `atalaya` command: catalog CSV import, MedDRA release import and the audit trail's check. It opens the same database as the server (DATABASE_URL, or the
 * embedded one under ATALAYA_DATA_DIR — which must not be in use by a running server).
 */
import { AuditLog, LanguageModel } from "@atalaya/core"
import { Storage } from "@atalaya/sql"
import { SingleBar } from "cli-progress"
import { Effect, Layer, ManagedRuntime } from "effect"
import * as path from "node:path"
import { MeddraImport } from "@atalaya/intake"
import { DigemidAlerts, EmaSafety, Import, Recalls, Surveillance } from "@atalaya/regulators"
import * as ProductImport from "./ProductImport.js"

const USAGE = `usage: atalaya products import FILE.csv
       atalaya meddra import DIR
       atalaya regulators import AGENCY FILE
       atalaya surveillance run
       atalaya audit verify

  products import: upserts catalog products by numero_registro. The header row
  names the fields (producto, numero_registro, ifa, ...).
  meddra import: replaces the MedDRA dictionary with the licensed release in DIR
  (the MSSO ASCII files llt.asc, pt.asc, ..., or a directory holding MedAscii/),
  in one transaction, and records its version.
  regulators import: replaces the registry of AGENCY (digemid, anvisa, anmat)
  with the agency's published data file (DIGEMID's catalogue as CSV, ANVISA's
  DADOS_ABERTOS_MEDICAMENTOS.csv, ANMAT's vademécum as CSV), searched locally
  by GET /regulators/search.
  surveillance run: one surveillance round now (DIGEMID alerts, the FDA's latest
  device recalls, EMA's latest DHPCs), stored once per link; sources from
  ATALAYA_SOURCE_*_URL.
  audit verify: walks the audit trail's hash chain and prints
  {"ok", "entries", "first_broken_id"}; exit status 0 when intact, 2 when not.

  Database: DATABASE_URL (DATABASE_MIGRATION_URL: the owner migrates), or the
  embedded database under ATALAYA_DATA_DIR (default ./.atalaya).`

const storageLayer = () => {
  const url = process.env.DATABASE_URL?.trim()
  return url
    ? Storage.layerPostgres({
      url,
      migrationUrl: process.env.DATABASE_MIGRATION_URL?.trim() || undefined,
      appRole: process.env.ATALAYA_DB_APP_ROLE?.trim() || undefined
    })
    : Storage.layerPglite({ dataDir: path.join(path.resolve(process.env.ATALAYA_DATA_DIR ?? "./.atalaya"), "pgdata") })
}

const errorText = (error: unknown): string => {
  const detail = (error as { detail?: unknown }).detail
  return detail !== undefined ? JSON.stringify(detail) : error instanceof Error ? error.message : String(error)
}

const meddraImport = async (dir: string): Promise<number> => {
  const runtime = ManagedRuntime.make(storageLayer())
  try {
    const record = await runtime.runPromise(MeddraImport.importDirectory(path.resolve(dir), ProductImport.cliActor()))
    process.stdout.write(`MedDRA ${record.version} (${record.language}) cargado: ${record.llt_count} LLT, ${record.pt_count} PT\n`)
    return 0
  } catch (error) {
    process.stderr.write(`error: ${errorText(error)}\n`)
    return 1
  } finally {
    await runtime.dispose()
  }
}

const auditVerify = async (): Promise<number> => {
  const runtime = ManagedRuntime.make(storageLayer())
  try {
    const result = await runtime.runPromise(Effect.flatMap(AuditLog.AuditLog, (log) => log.verify()))
    process.stdout.write(`${JSON.stringify(result)}\n`)
    if (!result.ok) process.stderr.write(`la cadena del registro de auditoría está rota en la entrada ${result.first_broken_id}\n`)
    return result.ok ? 0 : 2
  } catch (error) {
    process.stderr.write(`error: ${errorText(error)}\n`)
    return 1
  } finally {
    await runtime.dispose()
  }
}

const regulatorsImport = async (agency: string, file: string): Promise<number> => {
  const runtime = ManagedRuntime.make(storageLayer())
  try {
    const summary = await runtime.runPromise(Import.importFile(agency.toLowerCase(), path.resolve(file), ProductImport.cliActor()))
    process.stdout.write(`${summary.agency.toUpperCase()}: ${summary.records} registros importados de ${summary.file}\n`)
    return 0
  } catch (error) {
    process.stderr.write(`error: ${errorText(error)}\n`)
    return 1
  } finally {
    await runtime.dispose()
  }
}

const surveillanceRun = async (): Promise<number> => {
  const runtime = ManagedRuntime.make(Layer.mergeAll(
    storageLayer(), LanguageModel.layerUnavailable, Recalls.layerFromEnv(process.env), DigemidAlerts.layerFromEnv(process.env),
    EmaSafety.layerFromEnv(process.env)
  ))
  const bar = new SingleBar({ format: "vigilancia [{bar}] {value}/{total} {step}", stream: process.stderr, hideCursor: true })
  bar.start(4, 0, { step: "" })
  try {
    const summary = await runtime.runPromise(Surveillance.runOnce((done, _total, step) => bar.update(done, { step })))
    bar.stop()
    for (const trace of summary.traces) process.stdout.write(`  ${trace}\n`)
    process.stdout.write(`nacionales: ${summary.national}  externos: ${summary.external}  nuevos: ${summary.added}\n`)
    return 0
  } catch (error) {
    bar.stop()
    process.stderr.write(`error: ${errorText(error)}\n`)
    return 1
  } finally {
    await runtime.dispose()
  }
}

const main = async (argv: ReadonlyArray<string>): Promise<number> => {
  const [group, command, file] = argv
  if (group === "surveillance" && command === "run" && file === undefined) return surveillanceRun()
  if (group === "regulators" && command === "import" && file !== undefined && argv[3] !== undefined) return regulatorsImport(file, argv[3])
  if (group === "meddra" && command === "import" && file !== undefined) return meddraImport(file)
  if (group === "audit" && command === "verify" && file === undefined) return auditVerify()
  if (group !== "products" || command !== "import" || file === undefined) {
    process.stderr.write(`${USAGE}\n`)
    return 64
  }
  const runtime = ManagedRuntime.make(storageLayer())
  const bar = new SingleBar({ format: "productos [{bar}] {percentage}% | {value}/{total}", stream: process.stderr, hideCursor: true })
  let started = false
  try {
    const result = await runtime.runPromise(ProductImport.importFile(path.resolve(file), (done, total) => {
      if (!started) {
        bar.start(total, 0)
        started = true
      }
      bar.update(done)
    }))
    if (started) bar.stop()
    process.stdout.write(
      `creados: ${result.created}  actualizados: ${result.updated}  omitidos: ${result.skipped}  procesados: ${result.total_processed}\n`
    )
    for (const error of result.errors.slice(0, 20)) {
      process.stdout.write(`  fila ${error.index + 2}${error.numero_registro ? ` (${error.numero_registro})` : ""}: ${error.error}\n`)
    }
    if (result.errors.length > 20) process.stdout.write(`  … y ${result.errors.length - 20} errores más\n`)
    return 0
  } catch (error) {
    if (started) bar.stop()
    process.stderr.write(`error: ${errorText(error)}\n`)
    return 1
  } finally {
    await runtime.dispose()
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code))

