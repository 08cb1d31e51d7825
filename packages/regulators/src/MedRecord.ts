/**
 * The regulator record (service-spec "Regulator record (MedRecord)"): every agency's answer is
 * mapped to these ten strings, empty when the source does not say.
 */

/** The agencies, as the contract enumerates them. */
export const AGENCIES = ["fda", "ema", "aemps", "digemid", "invima", "anvisa", "anmat"] as const

/** One of {@link AGENCIES}. */
export type Agency = (typeof AGENCIES)[number]

/** True when `code` names an agency. */
export const isAgency = (code: string): code is Agency => (AGENCIES as ReadonlyArray<string>).includes(code)

/** The country (or union) each agency answers for, as `pais` shows it. */
export const COUNTRY: Readonly<Record<Agency, string>> = {
  fda: "Estados Unidos", ema: "Unión Europea", aemps: "España", digemid: "Perú", invima: "Colombia", anvisa: "Brasil", anmat: "Argentina"
}

/** One product registration at one agency. */
export interface MedRecord {
  readonly pais: string
  readonly agencia: string
  readonly nombre_medicamento: string
  readonly sustancia_activa: string
  readonly forma_farmaceutica: string
  readonly concentracion: string
  readonly titular: string
  readonly estado: string
  readonly numero_registro: string
  readonly enlace: string
}

/** The record's keys in the contract's order. */
export const FIELDS = ["pais", "agencia", "nombre_medicamento", "sustancia_activa", "forma_farmaceutica", "concentracion", "titular", "estado", "numero_registro", "enlace"] as const

const clean = (value: unknown): string => {
  if (value === null || value === undefined) return ""
  if (Array.isArray(value)) return [...new Set(value.map(clean).filter((v) => v !== ""))].join(", ")
  return String(value).replace(/\s+/gu, " ").trim()
}

/** A record for `agency` from loosely typed values (arrays joined, white space collapsed, missing → ""). */
export const make = (agency: Agency, values: Partial<Record<Exclude<(typeof FIELDS)[number], "pais" | "agencia">, unknown>>): MedRecord => ({
  pais: COUNTRY[agency],
  agencia: agency.toUpperCase(),
  nombre_medicamento: clean(values.nombre_medicamento),
  sustancia_activa: clean(values.sustancia_activa),
  forma_farmaceutica: clean(values.forma_farmaceutica),
  concentracion: clean(values.concentracion),
  titular: clean(values.titular),
  estado: clean(values.estado),
  numero_registro: clean(values.numero_registro),
  enlace: clean(values.enlace)
})

/** Lower case without accents, for matching what people type against what agencies write. */
export const fold = (text: string): string => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()

/** True when every word of `query` appears in the record's name or active substance (accent- and case-insensitive). */
export const matches = (record: Pick<MedRecord, "nombre_medicamento" | "sustancia_activa">, query: string): boolean => {
  const hay = fold(`${record.nombre_medicamento} ${record.sustancia_activa}`)
  return fold(query).split(/\s+/u).filter((w) => w !== "").every((w) => hay.includes(w))
}
