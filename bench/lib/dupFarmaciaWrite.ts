/**
 * What every writer of the pharmacy generator (`dup:quality --generator farmacia`) needs: who the
 * patient is as each one knows them (a loyalty card's two names, a DNI looked up in RENIEC, the
 * first name a mother gives), the product as a receipt, a pharmacist or the PV unit names it,
 * the reaction in lay or technical words, and the row itself.
 */

import type { Random } from "./random.js"
import type { DupCaseRow } from "./dupData.js"
import type { FarmaciaEvent } from "./dupFarmaciaPlan.js"
import type { Person } from "./dupFarmaciaPeople.js"
import { complaint } from "./dupFarmaciaProducts.js"
import { cap, plain, receiptCase } from "./dupFarmaciaText.js"

/** The ways a writer knows the patient's name: in full (DNI, RENIEC), first name and first surname (card, counter), first name and the buyer's surname (a chat's guess), or none. */
export type Known = "full" | "short" | "guess" | "first" | "none"

/** The name letters a writer who knows the patient `how` would use. */
export const nameLetters = (ev: FarmaciaEvent, how: Known): ReadonlyArray<string> => {
  const p = ev.patient
  switch (how) {
    case "full": return [...p.names, ...p.surnames]
    case "short": return [p.names[0]!, p.surnames[0]]
    case "guess": return [p.names[0]!, ev.buyer === p ? p.surnames[0] : ev.buyer.surnames[0]]
    case "first": return [p.names[0]!]
    case "none": return []
  }
}

/** Initials from name words, in one of the styles counters and call centres use. */
export const initials = (r: Random, words: ReadonlyArray<string>): string => {
  if (words.length === 0) return r.pick(["NN", "N.N.", "S/D"])
  const letters = words.map((w) => plain(w)[0]!.toUpperCase())
  const style = r.int(0, 9)
  if (style <= 3) return letters.join("")
  if (style <= 6) return `${letters.join(".")}.`
  if (style === 7) return letters.join(" ")
  if (style === 8) return letters.join("").toLowerCase()
  return letters.join("-")
}

/** The age a customer gives: exact, a year off, or rounded to five. */
export const roughAge = (r: Random, age: number): number => {
  if (age < 3 || r.chance(0.55)) return age
  if (age < 18) return Math.max(0, age + r.pick([-1, 1]))
  return r.chance(0.5) ? Math.max(18, Math.round(age / 5) * 5) : age + r.pick([-2, -1, 1, 2])
}

/** How the patient is related to the one who tells ("mi hijo", "mi mamá"), from the teller's side. */
export const relation = (ev: FarmaciaEvent): string => {
  const p = ev.patient
  const b = ev.buyer
  if (p === b) return "yo"
  if (p.role === "hijo") return b.female ? (p.female ? "mi hija" : "mi hijo") : p.female ? "mi hijita" : "mi hijo"
  if (p.role === "abuelo") return p.female ? "mi mamá" : "mi papá"
  if (p.role === "madre") return "mi esposa"
  if (p.role === "padre") return "mi esposo"
  return p.female ? "mi familiar" : "un familiar"
}

/** Who the teller is to the patient, as a third person writes it ("la madre", "el hijo", "la esposa"). */
export const tellerRole = (ev: FarmaciaEvent): string => {
  const p = ev.patient
  const b = ev.buyer
  if (p === b) return p.female ? "la paciente" : "el paciente"
  if (p.role === "hijo") return b.female ? "la madre" : "el padre"
  if (p.role === "abuelo") return b.female ? "la hija" : "el hijo"
  if (p.role === "madre" || p.role === "padre") return b.female ? "la esposa" : "el esposo"
  return b.female ? "la familiar" : "el familiar"
}

/** The patient as a third person writes them: "paciente mujer de 34 años", "niño de 3 años", "lactante de 8 meses". */
export const patientPhrase = (ev: FarmaciaEvent, ageShown: number, months: number | null): string => {
  const f = ev.patient.female
  if (months !== null && months < 24) return `lactante ${f ? "mujer" : "varón"} de ${months} meses`
  if (ageShown < 12) return `${f ? "niña" : "niño"} de ${ageShown} años`
  if (ageShown < 18) return `adolescente ${f ? "mujer" : "varón"} de ${ageShown} años`
  if (ageShown >= 65) return `adulto mayor ${f ? "mujer" : "varón"} de ${ageShown} años`
  return `paciente ${f ? "mujer" : "varón"} de ${ageShown} años`
}

/** The product as the receipt prints it: `GRIPALIN FORTE 500/4/10 MG TAB X 100`. */
export const receiptName = (ev: FarmaciaEvent): string => {
  const s = ev.shelf
  const name = s.brand === "" ? s.generic : s.brand
  return receiptCase(`${name} ${s.strength.replace(/ /g, "")} ${s.pack}`)
}

/** The product as a pharmacist writes it: the brand and its strength, or the generic. */
export const pharmacistName = (r: Random, ev: FarmaciaEvent): string => {
  const s = ev.shelf
  if (s.brand !== "" && r.chance(0.65)) return `${s.brand} ${s.strength}`
  return `${cap(s.generic)} ${s.strength}${r.chance(0.5) ? ` ${s.form}` : ""}`
}

/** The product as DIGEMID's format wants it: the ingredients (DCI), strength, form and the brand in brackets. */
export const dciName = (r: Random, ev: FarmaciaEvent): string => {
  const s = ev.shelf
  const base = `${cap(s.generic)} ${s.strength} ${s.form}`
  return s.brand !== "" && r.chance(0.7) ? `${base} (${s.brand})` : base
}

/** The reactions in the customer's words, joined. */
export const layReactions = (r: Random, ev: FarmaciaEvent): string => ev.reactions.map((k) => r.pick(complaint(k).lay)).join(" y ")

/** The reactions in the pharmacist's words, joined. */
export const techReactions = (r: Random, ev: FarmaciaEvent): string => ev.reactions.map((k) => r.pick(complaint(k).tech)).join(r.chance(0.5) ? " y " : ", ")

/** Whether the sex a writer records is that of someone else (a call centre putting the caller as the patient). */
export const sexOf = (p: Person): "F" | "M" => (p.female ? "F" : "M")

/** The other product of the receipt, when the customer bought two and both are suspected (a chat never says). */
export const alsoBought = (r: Random, ev: FarmaciaEvent): string | null =>
  ev.shelf.key === "amoxidal" && r.chance(0.3) ? "Ibudol 400 mg" : ev.shelf.key === "gripalin" && r.chance(0.2) ? "Tosfín jarabe" : null

/** What was done after, in lay words. */
export const layCare = (r: Random, ev: FarmaciaEvent): string => {
  switch (ev.care) {
    case "nada": return r.pick(["no fue al médico", "se le pasó solo", "no hizo nada", ""])
    case "botica": return r.pick(["volvió a la botica", "regresó a la farmacia a preguntar", "fue a la botica de nuevo"])
    case "posta": return r.pick(["lo llevaron a la posta", "fue al centro de salud", "fue a la posta"])
    case "emergencia": return r.pick(["lo llevaron a emergencia", "fue a emergencia del hospital", "tuvo que ir a emergencia"])
  }
}

/** The outcome, in a pharmacist's words. */
export const outcomeText = (r: Random, ev: FarmaciaEvent): string => {
  switch (ev.outcome) {
    case "recuperado": return r.pick(["Recuperado.", "Evolución favorable, remitió.", "Se recuperó sin secuelas."])
    case "mejorando": return r.pick(["En recuperación.", "Mejorando.", "Evoluciona favorablemente."])
    case "hospitalizado": return r.pick(["Quedó hospitalizado.", "Hospitalizado para observación.", "Requirió hospitalización."])
    case "desconocido": return r.pick(["Desenlace desconocido.", "No se pudo contactar para seguimiento.", ""])
  }
}

/** A product line of the row. */
export const productLine = (nombre: string | null, ifa: string | null, rs: string | null, dose: string | null, via: string | null): DupCaseRow["productos"][number] =>
  ({ nombre_producto: nombre, ifa, registro_sanitario: rs, dosis_frecuencia: dose, via_administracion: via })

/** The row, with the narrative's spaces tidied and its length kept within the form's limit. */
export const row = (fields: Omit<DupCaseRow, "descripcion_evento"> & { readonly text: string }): DupCaseRow => {
  const { text, ...rest } = fields
  const descripcion = text.replace(/[ \t]+/g, " ").replace(/ ([.,])/g, "$1").replace(/\n /g, "\n").trim().slice(0, 3900)
  return { ...rest, descripcion_evento: descripcion === "" ? "RAM" : descripcion }
}
