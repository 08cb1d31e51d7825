/**
 * ICH E2B(R3) code systems (OIDs) and the mappings between Atalaya's Spanish values and the ICH
 * codes: sex, report type, reporter qualification, reaction outcome and seriousness criteria.
 */
import { Fields } from "@atalaya/core"

/** OIDs of the ICH code systems and identifiers used in a message. */
export const OID = {
  batchId: "2.16.840.1.113883.3.989.2.1.3.22",
  messageId: "2.16.840.1.113883.3.989.2.1.3.1",
  reportId: "2.16.840.1.113883.3.989.2.1.3.1",
  worldwideId: "2.16.840.1.113883.3.989.2.1.3.2",
  messageReceiver: "2.16.840.1.113883.3.989.2.1.3.12",
  messageSender: "2.16.840.1.113883.3.989.2.1.3.11",
  batchReceiver: "2.16.840.1.113883.3.989.2.1.3.14",
  batchSender: "2.16.840.1.113883.3.989.2.1.3.13",
  authorisation: "2.16.840.1.113883.3.989.2.1.3.4",
  interaction: "2.16.840.1.113883.1.6",
  trigger: "2.16.840.1.113883.1.18",
  messageType: "2.16.840.1.113883.3.989.2.1.1.1",
  observation: "2.16.840.1.113883.3.989.2.1.1.19",
  category: "2.16.840.1.113883.3.989.2.1.1.20",
  reportType: "2.16.840.1.113883.3.989.2.1.1.2",
  characteristic: "2.16.840.1.113883.3.989.2.1.1.23",
  outcome: "2.16.840.1.113883.3.989.2.1.1.11",
  recurrence: "2.16.840.1.113883.3.989.2.1.1.16",
  characterisation: "2.16.840.1.113883.3.989.2.1.1.13",
  qualification: "2.16.840.1.113883.3.989.2.1.1.6",
  senderType: "2.16.840.1.113883.3.989.2.1.1.7",
  reportRelation: "2.16.840.1.113883.3.989.2.1.1.22",
  sourceRole: "2.16.840.1.113883.3.989.2.1.1.21",
  meddra: "2.16.840.1.113883.6.163",
  sex: "1.0.5218",
  country: "1.0.3166.1.2.2",
  actCode: "2.16.840.1.113883.5.4"
} as const

/** `paciente_sexo` ↔ ISO 5218. */
export const SEX_TO_ISO: Readonly<Record<string, string>> = { M: "1", F: "2" }
/** ISO 5218 → `paciente_sexo`; anything else (not known, not applicable) is `O`. */
export const ISO_TO_SEX: Readonly<Record<string, "M" | "F">> = { "1": "M", "2": "F" }

/** The ICH report types (C.1.3) and how Atalaya writes them. */
export const REPORT_TYPES: ReadonlyArray<readonly [string, string]> = [["1", "Espontánea"], ["2", "Estudio"], ["3", "Otro"], ["4", "No disponible"]]

/** The ICH reporter qualifications (C.2.r.4) and their Spanish names. */
export const QUALIFICATIONS: ReadonlyArray<readonly [string, string]> = [
  ["1", "Médico"], ["2", "Farmacéutico"], ["3", "Otro profesional de la salud"], ["4", "Abogado"], ["5", "Consumidor u otro no profesional de la salud"]
]

/** The ICH reaction outcomes (E.i.7) and their Spanish names. */
export const OUTCOMES: ReadonlyArray<readonly [string, string]> = [
  ["1", "Recuperado"], ["2", "En recuperación"], ["3", "No recuperado"], ["4", "Recuperado con secuela"], ["5", "Mortal"], ["0", "Desconocido"]
]

/**
 * `reaparecio_reexposicion` ↔ G.k.9.i.4 (1 rechallenge done and the reaction recurred, 2 done and it
 * did not, 3 done with unknown outcome, 4 no rechallenge).
 */
export const RECURRENCE: Readonly<Record<string, string>> = { si: "1", no: "2", desconocido: "3", no_aplica: "4" }
/** G.k.9.i.4 → `reaparecio_reexposicion`. */
export const RECURRENCE_BACK: Readonly<Record<string, string>> = { "1": "si", "2": "no", "3": "desconocido", "4": "no_aplica" }

/** Seriousness criteria (E.i.3.2a-f): Atalaya's code → ICH observation code, in the message's order. */
export const SERIOUSNESS: ReadonlyArray<readonly [string, string]> = [
  ["muerte", "34"], ["amenaza_vida", "21"], ["hospitalizacion", "33"], ["discapacidad", "35"], ["anomalia_congenita", "12"], ["medicamente_importante", "26"]
]

const fold = (value: string) => Fields.fold(value)

/** The code of a Spanish value in a table: an exact (folded) name first, then the longest name it mentions. */
export const codeOf = (table: ReadonlyArray<readonly [string, string]>, value: string | null | undefined): string | null => {
  if (value === null || value === undefined || value.trim() === "") return null
  const v = fold(value)
  const exact = table.find(([, name]) => fold(name) === v)
  if (exact) return exact[0]
  const mentioned = [...table].sort((a, b) => b[1].length - a[1].length).find(([, name]) => v.includes(fold(name)))
  return mentioned?.[0] ?? null
}

/** The Spanish name of a code in a table. */
export const nameOf = (table: ReadonlyArray<readonly [string, string]>, code: string | null | undefined): string | null =>
  table.find(([c]) => c === code)?.[1] ?? null

/** The reporter qualification of a free-text occupation. */
export const qualificationOf = (ocupacion: string | null): string | null => {
  if (ocupacion === null || ocupacion.trim() === "") return null
  const v = fold(ocupacion)
  if (/medic|doctor|dra?\b/.test(v) && !/farmac/.test(v)) return "1"
  if (/farmac|quimico/.test(v)) return "2"
  if (/abogad/.test(v)) return "4"
  if (/paciente|consumidor|familiar/.test(v)) return "5"
  return codeOf(QUALIFICATIONS, ocupacion) ?? "3"
}

/** `YYYY-MM-DD` → HL7 `YYYYMMDD`. */
export const toTs = (date: string | null | undefined): string | null => (date ? date.slice(0, 10).replaceAll("-", "") : null)

/** HL7 TS (`YYYY[MM[DD[...]]]`) → `YYYY-MM-DD` (missing month or day as 01). */
export const fromTs = (ts: string | null | undefined): string | null => {
  const m = /^(\d{4})(\d{2})?(\d{2})?/.exec(ts ?? "")
  return m ? `${m[1]}-${m[2] ?? "01"}-${m[3] ?? "01"}` : null
}

/** The age in years of an E2B age value and unit (UCUM: a, mo, wk, d, h, dec). */
export const yearsOf = (value: number, unit: string): number | null => {
  switch (unit) {
    case "a": return Math.floor(value)
    case "dec": return Math.floor(value * 10)
    case "mo": return Math.floor(value / 12)
    case "wk": return Math.floor(value / 52)
    case "d": return Math.floor(value / 365)
    case "h": return 0
    default: return null
  }
}
