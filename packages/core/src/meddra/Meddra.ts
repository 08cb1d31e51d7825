/**
 * MedDRA, the regulators' medical terminology, as pure data: the term levels (SOC, HLGT, HLT, PT,
 * LLT), the parsing of an MSSO ASCII release (`$`-separated `.asc` files, fields in the order of
 * the MedDRA distribution file format), the checks that make a release safe to load, and the
 * accent-insensitive form terms are searched in. No I/O: the loader that reads a release
 * directory lives in `@atalaya/intake`.
 *
 * MedDRA is licensed by the MSSO: Atalaya ships only an invented demo dictionary with fake codes.
 */
import { Data, Either } from "effect"

/** A System Organ Class (`soc.asc`). */
export interface Soc {
  readonly soc_code: string
  readonly soc_name: string
  readonly soc_abbrev: string | null
}

/** A High Level Group Term (`hlgt.asc`). */
export interface Hlgt {
  readonly hlgt_code: string
  readonly hlgt_name: string
}

/** A High Level Term (`hlt.asc`). */
export interface Hlt {
  readonly hlt_code: string
  readonly hlt_name: string
}

/** A Preferred Term (`pt.asc`) with its primary SOC. */
export interface Pt {
  readonly pt_code: string
  readonly pt_name: string
  readonly pt_soc_code: string
}

/** A Lowest Level Term (`llt.asc`); a non-current LLT is kept for old data but not used to code new cases. */
export interface Llt {
  readonly llt_code: string
  readonly llt_name: string
  readonly pt_code: string
  readonly current: boolean
}

/** One path of the hierarchy (`mdhier.asc`): a PT may sit under several SOCs, one of them primary. */
export interface HierarchyRow {
  readonly pt_code: string
  readonly hlt_code: string
  readonly hlgt_code: string
  readonly soc_code: string
  readonly primary: boolean
}

/** The release a dictionary comes from (`meddra_release.asc`). */
export interface ReleaseInfo {
  readonly version: string
  readonly language: string
}

/** A whole parsed and checked release. */
export interface Dictionary {
  readonly release: ReleaseInfo
  readonly socs: ReadonlyArray<Soc>
  readonly hlgts: ReadonlyArray<Hlgt>
  readonly hlts: ReadonlyArray<Hlt>
  readonly pts: ReadonlyArray<Pt>
  readonly llts: ReadonlyArray<Llt>
  readonly hierarchy: ReadonlyArray<HierarchyRow>
}

/** The files of a release that Atalaya reads, by role. */
export const FILES = {
  release: "meddra_release.asc",
  soc: "soc.asc",
  hlgt: "hlgt.asc",
  hlt: "hlt.asc",
  pt: "pt.asc",
  llt: "llt.asc",
  mdhier: "mdhier.asc"
} as const

/** The name of a release file. */
export type FileName = (typeof FILES)[keyof typeof FILES]

/** A release file is missing, malformed, or contradicts another file; nothing is loaded. */
export class MeddraFormatError extends Data.TaggedError("MeddraFormatError")<{
  readonly file: string
  /** 1-based line, or null for a problem of the whole file. */
  readonly line: number | null
  readonly reason: string
}> {
  override get message(): string {
    return `${this.file}${this.line !== null ? `:${this.line}` : ""}: ${this.reason}`
  }
}

/** One suggestion of `GET /meddra/suggest`. */
export interface Suggestion {
  readonly llt_code: string
  readonly llt_term: string
  readonly pt_code: string
  readonly pt_term: string
  /** The name of the PT's primary SOC. */
  readonly soc: string | null
  readonly soc_code: string | null
  /** Whether the LLT is current (non-current LLTs are listed after every current one). */
  readonly current: boolean
}

/** A loaded release as storage records it. */
export interface ReleaseRecord {
  readonly version: string
  readonly language: string
  readonly llt_count: number
  readonly pt_count: number
  readonly imported_at: string
  readonly imported_by: string | null
}

// ---------------------------------------------------------------------------------------------
// Text

/**
 * A release file's bytes as text. English and West European releases are extended ASCII
 * (Windows-1252), other languages UTF-8: valid UTF-8 is taken as such, anything else as
 * Windows-1252 (a Latin-1 'é' is never valid UTF-8 on its own).
 */
export const decodeText = (bytes: Uint8Array): string => {
  let text: string
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes)
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes)
  }
  return text.startsWith("\uFEFF") ? text.slice(1) : text
}

/**
 * A term in search form: accents, case and punctuation folded, spaces collapsed, so that
 * 'Náuseas', 'NAUSEAS' and 'nauseas ' meet. Query and stored terms go through the same function.
 */
export const normalizeTerm = (text: string): string =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim()

// ---------------------------------------------------------------------------------------------
// Parsing

/** One record of a `.asc` file: its fields and 1-based line. */
interface AscRecord {
  readonly line: number
  readonly fields: ReadonlyArray<string>
}

/** Splits a `.asc` file into records: one per non-blank line, fields separated by `$` (the final `$` ends the record). */
export const parseRecords = (text: string): ReadonlyArray<AscRecord> => {
  const out: Array<AscRecord> = []
  const lines = text.split(/\r\n|\n|\r/)
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!
    if (raw.trim() === "") continue
    const body = raw.endsWith("$") ? raw.slice(0, -1) : raw
    out.push({ line: i + 1, fields: body.split("$").map((f) => f.trim()) })
  }
  return out
}

const CODE = /^\d{1,12}$/

type Fail = (line: number | null, reason: string) => MeddraFormatError

const failIn = (file: string): Fail => (line, reason) => new MeddraFormatError({ file, line, reason })

/** Reads the records of one file with at least `min` fields each, checking the code fields at `codes`. */
const readFile = <A>(
  file: string,
  text: string | undefined,
  min: number,
  codes: ReadonlyArray<number>,
  make: (f: ReadonlyArray<string>) => A
): Either.Either<ReadonlyArray<A>, MeddraFormatError> => {
  const fail = failIn(file)
  if (text === undefined) return Either.left(fail(null, "falta el archivo"))
  const out: Array<A> = []
  for (const record of parseRecords(text)) {
    if (record.fields.length < min) {
      return Either.left(fail(record.line, `se esperaban al menos ${min} campos separados por '$', hay ${record.fields.length}`))
    }
    for (const index of codes) {
      if (!CODE.test(record.fields[index]!)) return Either.left(fail(record.line, `código no numérico en el campo ${index + 1}`))
    }
    out.push(make(record.fields))
  }
  return Either.right(out)
}

const orNull = (value: string | undefined): string | null => (value === undefined || value === "" ? null : value)

const uniqueCodes = <A>(file: string, rows: ReadonlyArray<A>, code: (a: A) => string): Either.Either<Set<string>, MeddraFormatError> => {
  const seen = new Set<string>()
  for (const row of rows) {
    const c = code(row)
    if (seen.has(c)) return Either.left(failIn(file)(null, `código repetido ${c}`))
    seen.add(c)
  }
  return Either.right(seen)
}

/**
 * Parses and checks a release from the text of its files, keyed by file name (see {@link FILES};
 * other files are ignored). Every term must have a name, every code must be unique in its level,
 * every LLT must point at a PT, every PT at a SOC, and every hierarchy row at known terms, so a
 * truncated or mixed-up release is refused as a whole rather than loaded in part.
 */
export const parseDictionary = (files: Readonly<Record<string, string>>): Either.Either<Dictionary, MeddraFormatError> =>
  Either.gen(function*() {
    const releaseRows = yield* readFile(FILES.release, files[FILES.release], 2, [], (f) => ({ version: f[0]!, language: f[1]! }))
    const release = releaseRows[0]
    if (release === undefined || release.version === "") {
      return yield* Either.left(failIn(FILES.release)(null, "no indica la versión"))
    }
    // soc_code$soc_name$soc_abbrev$...
    const socs = yield* readFile(FILES.soc, files[FILES.soc], 2, [0], (f): Soc => ({ soc_code: f[0]!, soc_name: f[1]!, soc_abbrev: orNull(f[2]) }))
    // hlgt_code$hlgt_name$...
    const hlgts = yield* readFile(FILES.hlgt, files[FILES.hlgt], 2, [0], (f): Hlgt => ({ hlgt_code: f[0]!, hlgt_name: f[1]! }))
    // hlt_code$hlt_name$...
    const hlts = yield* readFile(FILES.hlt, files[FILES.hlt], 2, [0], (f): Hlt => ({ hlt_code: f[0]!, hlt_name: f[1]! }))
    // pt_code$pt_name$null_field$pt_soc_code$...
    const pts = yield* readFile(FILES.pt, files[FILES.pt], 4, [0, 3], (f): Pt => ({ pt_code: f[0]!, pt_name: f[1]!, pt_soc_code: f[3]! }))
    // llt_code$llt_name$pt_code$whoart$harts$costart$icd9$icd9cm$icd10$llt_currency$jart
    const llts = yield* readFile(FILES.llt, files[FILES.llt], 10, [0, 2], (f): Llt => ({
      llt_code: f[0]!,
      llt_name: f[1]!,
      pt_code: f[2]!,
      current: f[9]!.toUpperCase() === "Y"
    }))
    // pt_code$hlt_code$hlgt_code$soc_code$pt_name$hlt_name$hlgt_name$soc_name$soc_abbrev$null$pt_soc_code$primary_soc_fg
    const hierarchy = yield* readFile(FILES.mdhier, files[FILES.mdhier], 12, [0, 1, 2, 3], (f): HierarchyRow => ({
      pt_code: f[0]!,
      hlt_code: f[1]!,
      hlgt_code: f[2]!,
      soc_code: f[3]!,
      primary: f[11]!.toUpperCase() === "Y"
    }))

    const named: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
      [FILES.soc, socs.map((s) => s.soc_name)],
      [FILES.hlgt, hlgts.map((h) => h.hlgt_name)],
      [FILES.hlt, hlts.map((h) => h.hlt_name)],
      [FILES.pt, pts.map((p) => p.pt_name)],
      [FILES.llt, llts.map((l) => l.llt_name)]
    ]
    for (const [file, names] of named) {
      if (names.some((n) => n === "")) return yield* Either.left(failIn(file)(null, "hay términos sin nombre"))
    }
    if (llts.length === 0) return yield* Either.left(failIn(FILES.llt)(null, "no contiene términos"))

    const socCodes = yield* uniqueCodes(FILES.soc, socs, (s) => s.soc_code)
    const hlgtCodes = yield* uniqueCodes(FILES.hlgt, hlgts, (h) => h.hlgt_code)
    const hltCodes = yield* uniqueCodes(FILES.hlt, hlts, (h) => h.hlt_code)
    const ptCodes = yield* uniqueCodes(FILES.pt, pts, (p) => p.pt_code)
    yield* uniqueCodes(FILES.llt, llts, (l) => l.llt_code)

    for (const pt of pts) {
      if (!socCodes.has(pt.pt_soc_code)) return yield* Either.left(failIn(FILES.pt)(null, `el PT ${pt.pt_code} apunta a un SOC inexistente ${pt.pt_soc_code}`))
    }
    for (const llt of llts) {
      if (!ptCodes.has(llt.pt_code)) return yield* Either.left(failIn(FILES.llt)(null, `el LLT ${llt.llt_code} apunta a un PT inexistente ${llt.pt_code}`))
    }
    const paths = new Set<string>()
    for (const row of hierarchy) {
      const known = ptCodes.has(row.pt_code) && hltCodes.has(row.hlt_code) && hlgtCodes.has(row.hlgt_code) && socCodes.has(row.soc_code)
      if (!known) return yield* Either.left(failIn(FILES.mdhier)(null, `la fila del PT ${row.pt_code} nombra términos inexistentes`))
      const key = `${row.pt_code}|${row.hlt_code}|${row.hlgt_code}|${row.soc_code}`
      if (paths.has(key)) return yield* Either.left(failIn(FILES.mdhier)(null, `fila repetida para el PT ${row.pt_code}`))
      paths.add(key)
    }
    return { release: { version: release.version, language: release.language }, socs, hlgts, hlts, pts, llts, hierarchy } satisfies Dictionary
  })

/** Parses a release from raw file bytes (see {@link decodeText}). */
export const parseDictionaryBytes = (files: Readonly<Record<string, Uint8Array>>): Either.Either<Dictionary, MeddraFormatError> =>
  parseDictionary(Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, decodeText(bytes)])))

// ---------------------------------------------------------------------------------------------
// Suggest

/** Fewest characters of a suggest query (like catalog autocomplete). */
export const MIN_QUERY = 2
/** Suggestions returned when `limit` is not given. */
export const DEFAULT_LIMIT = 20
/** Most suggestions one request may ask for. */
export const MAX_LIMIT = 50
