/**
 * What every route of the toxicología generator (lib/dupToxicologia.ts) writes the same way: the
 * routes themselves, how a product is named (brand, generic, capitals, a slip, a family's words),
 * the suspected-product entries, amounts and doses per kilo, and the case row itself.
 */
import type { Random } from "./random.js"
import type { DupCaseRow } from "./dupData.js"
import type { Exposure, ToxiEvent } from "./dupToxiEvents.js"
import { amountText, presentationText, registration } from "./dupToxiProducts.js"
import { ageOn, isoOf, noAccents, upper } from "./dupToxiText.js"

/** A route by which a report reaches the pharmacovigilance unit. */
export type Route = "llamada" | "emergencia" | "toxicologo" | "farmacia" | "correo" | "familiar" | "diresa" | "seguimiento" | "reenvio"

/** The routes that write from the event itself (the others copy an earlier report). */
export type FirstRoute = Exclude<Route, "diresa" | "seguimiento" | "reenvio">

/** How a report names the suspected product. */
export type ProductStyle = "brand" | "generic" | "genericStrength" | "upper" | "slip" | "lay" | "formal"

/** The product as a route names it. */
export const productText = (r: Random, ex: Exposure, style: ProductStyle): string => {
  const g = ex.drug.generic
  switch (style) {
    case "brand": return ex.brand !== null ? `${ex.brand}${r.chance(0.5) ? ` ${ex.pres.strength}` : ""}` : `${g} ${ex.pres.strength}`
    case "generic": return g
    case "genericStrength": return `${g} ${ex.pres.strength}`
    case "upper": return upper(`${ex.brand !== null && r.chance(0.3) ? ex.brand : g}${r.chance(0.6) ? ` ${ex.pres.strength.replace(" ", "")}` : ""}`)
    case "slip": return `${r.pick(ex.drug.slips)}${r.chance(0.4) ? ` ${ex.pres.strength.replace(" ", "")}` : ""}`
    case "lay": return noAccents(r.pick(ex.drug.lay))
    case "formal": return `${g} ${presentationText(ex.pres, true)}${ex.brand !== null && r.chance(0.4) ? ` (${ex.brand})` : ""}`
  }
}

/** The suspected-product entries of a report (and the co-suspect), as its route fills them. */
export const productEntries = (r: Random, e: ToxiEvent, style: ProductStyle, o: { rs: number; dose: boolean; upperCase?: boolean }): DupCaseRow["productos"] => {
  const entry = (ex: Exposure, s: ProductStyle) => {
    const name = productText(r, ex, s)
    return {
      nombre_producto: o.upperCase === true ? upper(name) : name,
      ifa: r.chance(0.7) ? (o.upperCase === true ? upper(ex.drug.generic) : ex.drug.generic) : null,
      registro_sanitario: r.chance(o.rs) ? registration(ex.brand ?? ex.drug.generic) : null,
      dosis_frecuencia: o.dose ? (e.scenario === "ram" ? ex.dose : e.error !== null && ex === e.exp ? e.error.given : ex.amount > 0 ? amountText(ex.amount, ex.pres.unit) : null) : null,
      via_administracion: r.chance(0.75) ? viaText(r, ex.via) : null
    }
  }
  return e.co === null ? [entry(e.exp, style)] : [entry(e.exp, style), entry(e.co, r.pick(["generic", "genericStrength", "brand"] as const))]
}

/** A route as a form writes it ("oral", "VO", "EV", "endovenosa"). */
export const viaText = (r: Random, via: string): string => {
  if (via === "oral") return r.pick(["oral", "VO", "Oral", "vía oral"])
  if (via === "EV") return r.pick(["EV", "endovenosa", "IV", "E.V."])
  if (via === "IM") return r.pick(["IM", "intramuscular"])
  return r.pick(["SC", "subcutánea"])
}

/** Milligrams of an amount, when the strength says them ("2 mg" tablets, "120 mg/5 mL" syrup). */
export const doseMg = (ex: Exposure): number | null => {
  const m = /^([\d.]+) (mg|g|mcg)(?:\/([\d.]*) ?mL)?/.exec(ex.pres.strength)
  if (!m || ex.amount <= 0) return null
  const per = Number(m[1]) * (m[2] === "g" ? 1000 : m[2] === "mcg" ? 0.001 : 1)
  if (ex.pres.unit === "mL") return m[3] === undefined ? null : (per / Number(m[3] === "" ? 1 : m[3])) * ex.amount
  if (ex.pres.unit === "tab" || ex.pres.unit === "cap" || ex.pres.unit === "amp") return per * ex.amount
  return null
}

/** How much was taken, as the caller or the note says it ("aprox 4 tab", "medio frasco"). */
export const amountPhrase = (r: Random, ex: Exposure, lay: boolean): string => {
  if (ex.pres.unit === "mL" && ex.amount >= 60) return r.pick(lay ? ["todo el frasco", "casi todo el frasco", "medio frasco"] : ["medio frasco", `aprox ${ex.amount} mL`, "frasco completo"])
  if (ex.pres.unit === "gotas" && ex.amount >= 100) return lay ? "medio frasco de gotas" : r.pick(["medio frasco", "aprox 10 mL"])
  if (ex.pres.unit === "gotas") return `${ex.amount} gotas`
  const n = amountText(ex.amount, ex.pres.unit, lay || r.chance(0.5))
  if (lay) return r.pick([`como ${n}`, `unas ${n}`, `${n} creo`, n])
  const blister = ex.pres.unit === "tab" || ex.pres.unit === "cap" ? [`cantidad no precisada (faltan ${n} del blister)`] : []
  return r.pick([`aprox ${n}`, n, `${n} aprox`, `~${n}`, ...blister])
}

/** The dose per kilo of an overdose, when it can be reckoned. */
export const perKilo = (e: ToxiEvent): string | null => {
  const mg = doseMg(e.exp)
  if (mg === null) return null
  const k = mg / e.vitals.weight
  return `${k >= 10 ? k.toFixed(0) : k >= 1 ? k.toFixed(1) : Number(k.toPrecision(2)).toString()} mg/kg`
}

/** The day the patient reaches a phone or an emergency room, `extra` minutes after the first contact. */
export const contactDay = (e: ToxiEvent, extra = 0): number => e.day + Math.floor((e.minute + e.elapsed + extra) / 1440)

/** The patient's age in whole years on a day. */
export const yearsAt = (e: ToxiEvent, day: number): number => ageOn(e.person.birth, day).years

/** Birth date field. */
export const birthIso = (e: ToxiEvent): string => isoOf(e.person.birth)

/** A case row; the fields every route must fill. */
export const row = (f: DupCaseRow): DupCaseRow => ({
  ...f,
  paciente_iniciales: f.paciente_iniciales.slice(0, 60),
  reportante_nombre: f.reportante_nombre.slice(0, 250),
  producto_sospechoso: f.producto_sospechoso.slice(0, 250),
  paciente_edad: Math.max(0, Math.min(120, f.paciente_edad))
})

/** What a patient is called in a note's first line: "pcte varón de 2a", "paciente mujer de 34 años". */
export const sexWord = (r: Random, e: ToxiEvent): string => {
  const y = ageOn(e.person.birth, e.day).years
  const f = e.person.sex === "F"
  if (y < 2) return r.pick(f ? ["lactante mujer", "lactante F", "lactante mayor F"] : ["lactante varón", "lactante M", "lactante mayor M"]).replace(" mayor", y < 1 ? "" : " mayor")
  if (y < 6) return r.pick(f ? ["niña", "menor mujer", "preescolar F"] : ["niño", "menor varón", "preescolar M"])
  if (y < 12) return r.pick(f ? ["niña", "escolar F", "menor mujer"] : ["niño", "escolar M", "menor varón"])
  if (y < 18) return r.pick(f ? ["adolescente mujer", "adolescente F"] : ["adolescente varón", "adolescente M"])
  return r.pick(f ? ["mujer", "paciente mujer", "femenina", "pcte mujer"] : ["varón", "paciente varón", "masculino", "pcte varón"])
}

/** Whose medicine it was, with the article Spanish wants: "de la abuela", "del papá". */
export const ownerPhrase = (owner: string): string => (["abuelo", "papá", "tío", "hermano"].includes(owner) ? `del ${owner}` : `de la ${owner}`)

// Family words carry the patient's gender; the clinical tables write them once, in one gender.
const GENDERED = ["dormid", "maread", "inquiet", "pálid", "confundid", "decaíd", "loquit", "asustad", "hinchad", "cansad", "amarill", "nervios", "morad",
  "internad", "hospitalizad", "intubad", "trasladad", "derivad", "traíd", "recuperad"]
  .map((stem) => [stem, new RegExp(`\\b${stem}[oa]\\b`, "g")] as const)

/** A lay description agreed with the patient's sex ("está muy dormida"). */
export const agree = (text: string, sex: "F" | "M"): string =>
  GENDERED.reduce((t, [stem, re]) => t.replace(re, `${stem}${sex === "F" ? "a" : "o"}`), text)

/** How long someone had been on a medicine: "desde ayer", "desde hace 12 días", "desde hace 3 meses", "hace años". */
export const sinceText = (r: Random, days: number): string => {
  if (days <= 1) return r.pick(["desde ayer", "desde hace 1 día"])
  if (days < 45) return `desde hace ${days} días`
  if (days < 365) return `desde hace ${Math.round(days / 30)} meses`
  const y = Math.floor(days / 365)
  return r.pick([`desde hace ${y} año${y > 1 ? "s" : ""}`, `hace más de ${y} año${y > 1 ? "s" : ""}`, "desde hace años"])
}

/** The medicine's name alone, as a note writes it before the dose ("ENALAPRIL", "Convulsín"). */
export const drugName = (r: Random, ex: Exposure, upperCase: boolean): string => {
  const name = ex.brand !== null && r.chance(0.35) ? ex.brand : r.chance(0.15) ? r.pick(ex.drug.slips) : ex.drug.generic
  return upperCase ? upper(name) : name
}

/** When a reaction began, counted from the start of the medicine: "al día 12 de tratamiento", "tras 3 años de tratamiento". */
export const onsetText = (days: number): string => {
  if (days <= 60) return `al día ${days} de tratamiento`
  if (days < 365) return `tras ${Math.round(days / 30)} meses de tratamiento`
  const y = Math.floor(days / 365)
  return `tras ${y} año${y > 1 ? "s" : ""} de tratamiento`
}
