/**
 * One adverse event of the `clinic` generator as it happened (the truth every report of it
 * draws on), what a report knew of it, and the ways writers name its product and the patient's age.
 */
import type { DupCaseRow } from "./dupData.js"
import type { Brand, Drug } from "./dupClinicDrugs.js"
import type { Person, Pharmacist, Physician } from "./dupClinicPeople.js"
import type { Reaction } from "./dupClinicReactions.js"
import { monthsBetween, yearsBetween } from "./dupClinicText.js"
import type { Random } from "./random.js"

/** A product a patient takes. */
export interface Med {
  readonly drug: Drug
  readonly brand: Brand
  readonly strength: string
  readonly posology: string
}

/** Outcome of the reaction. */
export type Outcome = "recuperado" | "en_recuperacion" | "no_recuperado" | "secuelas" | "desconocido"

/** Who phones the call centre. */
export interface Caller {
  readonly who: "paciente" | "hija" | "hijo" | "esposa" | "esposo" | "madre" | "padre" | "hermana" | "nieta"
  readonly name: string
}

/** An event as it happened. */
export interface ClinicEvent {
  readonly id: number
  readonly patient: Person
  readonly suspect: Med
  /** Other drugs the patient takes. */
  readonly others: ReadonlyArray<Med>
  readonly reaction: Reaction
  readonly also: Reaction | null
  /** First dose (or the vaccination). */
  readonly start: number
  readonly onset: number
  readonly outcome: Outcome
  /** The outcome a follow-up reports. */
  readonly later: Outcome
  readonly withdrawn: boolean
  readonly physician: Physician
  readonly pharmacist: Pharmacist
  readonly caller: Caller
  readonly lot: string
}

/** Where a report came from. */
export type Source = "llamada" | "formulario" | "correo" | "cadena" | "cioms" | "farmacia"

/** What one report said of the patient and dates, which a re-transmission copies. */
export interface Facts {
  readonly source: Source
  readonly initials: string
  readonly age: number
  readonly birth: number | null
  readonly onset: number | null
  readonly reporter: string
}

/** A rendered report. */
export interface Report {
  readonly row: DupCaseRow
  readonly facts: Facts
}

/** Age in years at a day. */
export const ageAt = (ev: ClinicEvent, day: number): number => Math.max(0, yearsBetween(ev.patient.birth, day))
/** Age in months at a day (for infants). */
export const monthsAt = (ev: ClinicEvent, day: number): number => Math.max(0, monthsBetween(ev.patient.birth, day))
/** Under two years old at the onset. */
export const infant = (ev: ClinicEvent): boolean => ageAt(ev, ev.onset) < 2

/** `45 años` or `7 meses`. */
export const ageWords = (ev: ClinicEvent): string => infant(ev) ? `${monthsAt(ev, ev.onset)} meses` : `${ageAt(ev, ev.onset)} años`

/** The age field of an infant: 0 years, or the months typed into the years field. */
export const infantAgeField = (r: Random, ev: ClinicEvent, pMonths: number): number =>
  r.chance(pMonths) ? monthsAt(ev, ev.onset) : ageAt(ev, ev.onset)

/** `femenina` / `masculino` patient. */
export const sexWord = (ev: ClinicEvent): string => ev.patient.sexo === "F" ? "femenina" : "masculino"

const isGeneric = (m: Med) => m.brand.name.toLowerCase().startsWith(m.drug.ifa.split(/[ /]/)[0]!.toLowerCase())

/** How a writer names a product. */
export type ProductStyle = "brand" | "brand_strength" | "generic" | "generic_strength" | "both" | "cioms" | "pharmacy" | "caps"

/** The product named in a style. */
export const productName = (m: Med, style: ProductStyle): string => {
  const generic = isGeneric(m)
  const ifa = m.drug.ifa.charAt(0).toUpperCase() + m.drug.ifa.slice(1)
  switch (style) {
    case "brand": return generic ? ifa : m.brand.name
    case "brand_strength": return `${generic ? ifa : m.brand.name} ${m.strength}`
    case "generic": return ifa
    case "generic_strength": return `${ifa} ${m.strength}`
    case "both": return generic ? `${ifa} ${m.strength}` : `${ifa} ${m.strength} (${m.brand.name})`
    case "cioms": return generic ? `${m.drug.en.toUpperCase()} ${m.strength}` : `${m.brand.name.toUpperCase()} (${m.drug.en}) ${m.strength}`
    case "caps": return `${(generic ? m.drug.ifa : m.brand.name).toUpperCase()} ${m.strength.replace(" ", "").toUpperCase()}`
    case "pharmacy": return `${(generic ? m.drug.ifa : m.brand.name).toUpperCase()} ${m.strength.replace(" ", "").toUpperCase()} ${m.drug.form} X ${m.drug.form.includes("INY") ? 1 : 30}`
  }
}

/** The name a patient gives on the phone: the brand, the generic, or "la pastilla del colesterol". */
export const saidProduct = (r: Random, m: Med): string => {
  const x = r.next()
  if (x < 0.2) return r.pick(m.drug.lay)
  if (x < 0.6 && !isGeneric(m)) return `la ${m.brand.name.toLowerCase()}`
  return `la ${m.drug.ifa.split(/[ /]/)[0]!}${x > 0.85 ? ` de ${m.strength.split(" ")[0]!}` : ""}`
}

/** Strength and posology, without saying the strength twice (`500 mg c/12 h`, `40 mg 1 tab c/24 h`). */
export const regimen = (m: Med): string => m.posology.includes(m.strength.split(" ")[0]!) ? m.posology : `${m.strength} ${m.posology}`

/** A vaccine: one dose, nothing to withdraw. */
export const isVaccine = (ev: ClinicEvent): boolean => ev.suspect.drug.group === "vacuna"

/** A products[] entry of a report. */
export const productEntry = (m: Med, name: string, p: { ifa: boolean; rs: boolean; dose: boolean; via: boolean }): DupCaseRow["productos"][number] => ({
  nombre_producto: name,
  ifa: p.ifa ? m.drug.ifa : null,
  registro_sanitario: p.rs ? m.brand.rs : null,
  dosis_frecuencia: p.dose ? m.posology : null,
  via_administracion: p.via ? m.drug.via : null
})

/** Outcome words: Spanish form, English CIOMS, a caller's. */
export const OUTCOME_ES: Readonly<Record<Outcome, string>> = {
  recuperado: "Recuperado/resuelto", en_recuperacion: "En recuperación", no_recuperado: "No recuperado/no resuelto", secuelas: "Recuperado con secuelas", desconocido: "Desconocido"
}
export const OUTCOME_EN: Readonly<Record<Outcome, string>> = {
  recuperado: "recovered/resolved", en_recuperacion: "recovering/resolving", no_recuperado: "not recovered/not resolved", secuelas: "recovered with sequelae", desconocido: "unknown"
}
export const OUTCOME_SAID: Readonly<Record<Outcome, ReadonlyArray<string>>> = {
  recuperado: ["ya se le pasó", "ya está bien", "ya no tiene nada"], en_recuperacion: ["está mejorando", "ya está un poco mejor", "todavía le dura pero menos"],
  no_recuperado: ["sigue igual", "no se le pasa", "sigue con lo mismo"], secuelas: ["se recuperó pero quedó delicado"], desconocido: ["no sabe"]
}
