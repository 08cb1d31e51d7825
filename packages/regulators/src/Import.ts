/**
 * Reading an agency's published registry file into records (`atalaya regulators import AGENCY
 * FILE`), for the agencies answered from imports:
 * - digemid: DIGEMID's "Catálogo de Productos Farmacéuticos" sheet saved as CSV (columns Cod_Prod,
 *   Nom_Prod, Concent, Nom_Form_Farm, Presentac, Num_RegSan, Nom_Titular, Nom_IFA, Situacion, …;
 *   the header may sit below title rows), one row per presentation;
 * - anvisa: ANVISA's open-data `DADOS_ABERTOS_MEDICAMENTOS.csv` (`;`, Latin-1; TIPO_PRODUTO,
 *   NOME_PRODUTO, NUMERO_REGISTRO_PRODUTO, EMPRESA_DETENTORA_REGISTRO "CNPJ - NAME",
 *   SITUACAO_REGISTRO, PRINCIPIO_ATIVO, …);
 * - anmat: a CSV export of ANMAT's Vademécum Nacional de Medicamentos (Nombre Comercial,
 *   Monodroga/Principio activo, Forma farmacéutica, Potencia/Concentración, Laboratorio,
 *   Certificado, Estado).
 * Columns are found by name (accents, case and punctuation ignored), so reordered or extra
 * columns do not matter; a file without the name column is refused with the columns it has.
 */
import { AuditLog, type Errors, Transactor } from "@atalaya/core"
import { Effect } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import { decode, parse } from "./internal/csv.js"
import * as MedRecord from "./MedRecord.js"
import { type ImportSummary, RegulatorImports } from "./RegulatorImports.js"

type Field = Exclude<(typeof MedRecord.FIELDS)[number], "pais" | "agencia">

/** Column names accepted for each field, per agency. */
export const COLUMNS: Readonly<Record<"digemid" | "anvisa" | "anmat", Readonly<Partial<Record<Field, ReadonlyArray<string>>>>>> = {
  digemid: {
    nombre_medicamento: ["Nom_Prod", "Nombre del producto", "Producto"],
    sustancia_activa: ["Nom_IFA", "IFA", "Principio activo"],
    forma_farmaceutica: ["Nom_Form_Farm", "Forma farmaceutica"],
    concentracion: ["Concent", "Concentracion"],
    titular: ["Nom_Titular", "Titular"],
    estado: ["Situacion", "Estado"],
    numero_registro: ["Num_RegSan", "Registro sanitario", "Num_Reg_San"]
  },
  anvisa: {
    nombre_medicamento: ["NOME_PRODUTO"],
    sustancia_activa: ["PRINCIPIO_ATIVO"],
    forma_farmaceutica: ["FORMA_FARMACEUTICA"],
    concentracion: ["CONCENTRACAO"],
    titular: ["EMPRESA_DETENTORA_REGISTRO"],
    estado: ["SITUACAO_REGISTRO"],
    numero_registro: ["NUMERO_REGISTRO_PRODUTO"]
  },
  anmat: {
    nombre_medicamento: ["Nombre Comercial", "Nombre_Comercial", "Marca", "Nombre"],
    sustancia_activa: ["Monodroga", "Principio Activo", "Principio_Activo", "IFA", "Droga"],
    forma_farmaceutica: ["Forma Farmaceutica", "Forma_Farmaceutica", "Forma"],
    concentracion: ["Potencia", "Concentracion"],
    titular: ["Laboratorio", "Titular"],
    estado: ["Estado"],
    numero_registro: ["Certificado", "N Certificado", "Nro Certificado", "Numero de certificado"]
  }
}

/** An agency whose registry is imported from a file. */
export type ImportedAgency = keyof typeof COLUMNS

/** True when `agency` takes file imports. */
export const isImported = (agency: string): agency is ImportedAgency => Object.hasOwn(COLUMNS, agency)

/** The file could not be read as the agency's registry. */
export class ImportFormatError extends Error {
  override readonly name = "ImportFormatError"
}

const key = (name: string) => MedRecord.fold(name).replace(/[^a-z0-9]/gu, "")

const link = (agency: ImportedAgency, numero: string): string =>
  agency === "anvisa" && numero !== "" ? `https://consultas.anvisa.gov.br/#/medicamentos/q/?numeroRegistro=${encodeURIComponent(numero)}` : ""

/** ANVISA writes the holder as `CNPJ - NAME`; the name is what people read. */
const holder = (agency: ImportedAgency, value: string) => (agency === "anvisa" ? value.replace(/^\s*\d[\d./-]*\s*-\s*/u, "") : value)

/**
 * The records of an agency's file: rows mapped by column name, rows without a name skipped,
 * presentations of one registration (same number, name and strength) kept once.
 */
export const read = (agency: ImportedAgency, bytes: Uint8Array): Array<MedRecord.MedRecord> => {
  const rows = parse(decode(bytes))
  const aliases = COLUMNS[agency]
  // The header is the first row naming the product column (DIGEMID's sheet has title rows above it).
  const headerAt = rows.slice(0, 30).findIndex((r) => r.some((cell) => (aliases.nombre_medicamento ?? []).some((a) => key(a) === key(cell))))
  if (headerAt < 0) {
    throw new ImportFormatError(`no es el archivo de ${agency.toUpperCase()}: falta la columna ${(aliases.nombre_medicamento ?? []).join(" / ")}; columnas: ${(rows[0] ?? []).slice(0, 12).join(", ")}`)
  }
  const header = rows[headerAt]!.map(key)
  const column = (field: Field) => {
    for (const alias of aliases[field] ?? []) {
      const i = header.indexOf(key(alias))
      if (i >= 0) return i
    }
    return -1
  }
  const at = Object.fromEntries((Object.keys(aliases) as Array<Field>).map((f) => [f, column(f)])) as Record<Field, number>
  const seen = new Set<string>()
  const out: Array<MedRecord.MedRecord> = []
  for (const row of rows.slice(headerAt + 1)) {
    const cell = (f: Field) => (at[f] === undefined || at[f] < 0 ? "" : (row[at[f]] ?? "").trim())
    const nombre = cell("nombre_medicamento")
    if (nombre === "") continue
    const numero = cell("numero_registro")
    const dedupe = `${numero}|${nombre}|${cell("concentracion")}`
    if (seen.has(dedupe)) continue
    seen.add(dedupe)
    out.push(MedRecord.make(agency, {
      nombre_medicamento: nombre,
      sustancia_activa: cell("sustancia_activa"),
      forma_farmaceutica: cell("forma_farmaceutica"),
      concentracion: cell("concentracion"),
      titular: holder(agency, cell("titular")),
      estado: cell("estado"),
      numero_registro: numero,
      enlace: link(agency, numero)
    }))
  }
  if (out.length === 0) throw new ImportFormatError(`el archivo de ${agency.toUpperCase()} no tiene registros`)
  return out
}

/**
 * `atalaya regulators import AGENCY FILE`: reads the file, then replaces the agency's imported
 * records and audits the import (`REGULATOR_IMPORT`: file name and count) in one transaction.
 */
export const importFile = (
  agency: string,
  file: string,
  actor: AuditLog.Actor
): Effect.Effect<ImportSummary, ImportFormatError | Errors.StorageError, RegulatorImports | AuditLog.AuditLog | Transactor.Transactor> =>
  Effect.gen(function*() {
    if (!isImported(agency)) {
      return yield* Effect.fail(new ImportFormatError(`la agencia ${agency} no se importa desde archivo (se importan: ${Object.keys(COLUMNS).join(", ")})`))
    }
    const bytes = yield* Effect.try({ try: () => fs.readFileSync(file), catch: (e) => new ImportFormatError(`no se pudo leer ${file}: ${(e as Error).message}`) })
    const records = yield* Effect.try({ try: () => read(agency, bytes), catch: (e) => (e instanceof ImportFormatError ? e : new ImportFormatError(String(e))) })
    const repo = yield* RegulatorImports
    const audit = yield* AuditLog.AuditLog
    const transactor = yield* Transactor.Transactor
    return yield* transactor.transaction(Effect.gen(function*() {
      const summary = yield* repo.replace(agency, records, path.basename(file))
      yield* audit.append({ action: "REGULATOR_IMPORT", entity: "regulator_imports", entity_id: agency, actor, changes: { file: summary.file, records: summary.records } })
      return summary
    }))
  })
