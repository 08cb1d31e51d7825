/**
 * How the eighth duplicate generator's writers (lib/dupTitular.ts) put things down: dates, ages,
 * patients' names as initials in several orders or written out, the product as a brand, a
 * presentation, a generic or an English INN, the reaction in a clinician's, a relative's or MedDRA's
 * words, and the outcome and action taken in each register. Shared by lib/dupTitularLocal.ts
 * and lib/dupTitularRemote.ts.
 */
import type { DupCaseRow } from "./dupData.js"
import type { Action, Event, Outcome, Person } from "./dupTitularWorld.js"
import { REACTIONS, type ReactionKey } from "./dupTitularProducts.js"
import type { Random } from "./random.js"

const MS = 86_400_000
/** `YYYY-MM-DD` of a day count. */
export const iso = (day: number): string => new Date(day * MS).toISOString().slice(0, 10)
/** `DD/MM/YYYY`, as Peruvian forms write dates. */
export const dmy = (day: number): string => { const [y, m, d] = iso(day).split("-"); return `${d}/${m}/${y}` }
/** `DD/MM`. */
export const dm = (day: number): string => dmy(day).slice(0, 5)
const MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "setiembre", "octubre", "noviembre", "diciembre"]
/** `12 de marzo de 2024`. */
export const longDate = (day: number): string => { const d = new Date(day * MS); return `${d.getUTCDate()} de ${MESES[d.getUTCMonth()]} de ${d.getUTCFullYear()}` }
/** `marzo de 2024`. */
export const monthYear = (day: number): string => { const d = new Date(day * MS); return `${MESES[d.getUTCMonth()]} de ${d.getUTCFullYear()}` }
/** `marzo`. */
export const monthName = (day: number): string => MESES[new Date(day * MS).getUTCMonth()]!

/** Completed years at a day. */
export const ageAt = (birth: number, day: number): number => {
  const b = new Date(birth * MS)
  const d = new Date(day * MS)
  let a = d.getUTCFullYear() - b.getUTCFullYear()
  if (d.getUTCMonth() < b.getUTCMonth() || (d.getUTCMonth() === b.getUTCMonth() && d.getUTCDate() < b.getUTCDate())) a--
  return Math.max(0, a)
}
/** Completed months at a day. */
export const monthsAt = (birth: number, day: number): number => Math.max(0, Math.floor((day - birth) / 30.44))

/** The patient's age as a Spanish narrative says it: `45 años`, `8 meses`, `5 días`. */
export const ageWords = (p: Person, day: number): string => {
  const y = ageAt(p.birth, day)
  if (y >= 2) return `${y} años`
  const m = monthsAt(p.birth, day)
  return m >= 1 ? `${m} ${m === 1 ? "mes" : "meses"}` : `${Math.max(0, day - p.birth)} días`
}
/** `mujer`/`varón`, `niña`/`niño`, `lactante`, `recién nacida`. */
export const personWord = (p: Person, day: number): string => {
  const y = ageAt(p.birth, day)
  if (day - p.birth < 28) return p.female ? "recién nacida" : "recién nacido"
  if (y < 2) return p.female ? "lactante mujer" : "lactante varón"
  if (y < 15) return p.female ? "niña" : "niño"
  if (y < 18) return p.female ? "adolescente mujer" : "adolescente varón"
  return p.female ? "mujer" : "varón"
}

/** Without accents, as many keyboards and quick typists leave words. */
export const bare = (s: string): string => s.normalize("NFD").replace(/\p{M}/gu, "")
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)
/** `a, b y c`. */
export const joinAnd = (items: ReadonlyArray<string>, and = "y"): string =>
  items.length <= 1 ? items[0] ?? "" : `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`

/** One slip of the keyboard in a word of five letters or more (a swap, a dropped or doubled letter). */
export const typo = (r: Random, s: string): string => {
  const words = s.split(" ")
  const long = words.map((w, i) => [w, i] as const).filter(([w]) => /^\p{L}{5,}$/u.test(w))
  if (long.length === 0) return s
  const [w, i] = r.pick(long)
  const k = r.int(1, w.length - 3)
  const op = r.int(0, 2)
  words[i] = op === 0 ? w.slice(0, k) + w[k + 1] + w[k] + w.slice(k + 2) : op === 1 ? w.slice(0, k) + w.slice(k + 1) : w.slice(0, k) + w[k] + w.slice(k)
  return words.join(" ")
}

/** How a writer puts the patient's name into the "initials" field. */
export type NameStyle = "dots" | "plain" | "lower" | "full" | "firstSurname" | "surnameFirst" | "surnameInitials" | "short"
const initial = (word: string) => bare(word.split(" ").filter((w) => w !== "del" && w !== "de" && w !== "la").pop() ?? word).charAt(0).toUpperCase()

/** The patient's name in a style; a second given name is often dropped from initials. */
export const nameAs = (r: Random, p: Person, style: NameStyle): string => {
  const given = r.chance(0.5) ? p.given : p.given.slice(0, 1)
  const letters = [...given.map(initial), initial(p.pat), initial(p.mat)]
  switch (style) {
    case "dots": return `${letters.join(".")}.`
    case "plain": return letters.join("")
    case "lower": return letters.join("").toLowerCase()
    case "short": return `${initial(p.given[0]!)}.${initial(p.pat)}.`
    case "full": return `${p.given.join(" ")} ${p.pat} ${p.mat}`
    case "firstSurname": return `${p.given[0]} ${p.pat}`
    case "surnameFirst": return r.chance(0.5) ? `${p.pat} ${p.mat}, ${p.given.join(" ")}` : `${p.pat.toUpperCase()} ${p.mat.toUpperCase()} ${p.given.join(" ")}`
    case "surnameInitials": return [initial(p.pat), initial(p.mat), ...given.map(initial)].join("")
  }
}
/** A style drawn from weights. */
export const nameStyle = (r: Random, weights: Partial<Record<NameStyle, number>>): NameStyle => {
  const items = Object.entries(weights) as Array<[NameStyle, number]>
  let x = r.next() * items.reduce((t, [, w]) => t + w, 0)
  for (const [s, w] of items) if ((x -= w) <= 0) return s
  return items[0]![0]
}

/** English INNs, as a partner's E2B names the active substance. */
const INN: Readonly<Record<string, string>> = {
  Golvex: "GOLIMUMAB", Adalyn: "ADALIMUMAB", Omaxil: "OMALIZUMAB", Migrelan: "ERENUMAB", Densora: "DENOSUMAB", Capetral: "CAPECITABINE",
  Imatib: "IMATINIB MESYLATE", Abirel: "ABIRATERONE ACETATE", Letrazol: "LETROZOLE", Femiclar: "LEVONORGESTREL\\ETHINYLESTRADIOL",
  Trimestra: "MEDROXYPROGESTERONE ACETATE", Unidía: "LEVONORGESTREL", Drosella: "DROSPIRENONE\\ETHINYLESTRADIOL",
  Clavanda: "AMOXICILLIN\\CLAVULANATE POTASSIUM", Azitrel: "AZITHROMYCIN", Ciprandes: "CIPROFLOXACIN", Cefatrix: "CEFTRIAXONE SODIUM",
  Fluandes: "INFLUENZA VACCINE QUADRIVALENT", "Pneumoval 13": "PNEUMOCOCCAL 13-VALENT CONJUGATE VACCINE",
  Papilovac: "HUMAN PAPILLOMAVIRUS VACCINE TYPES 6, 11, 16, 18", Doloral: "PARACETAMOL", Ibufem: "IBUPROFEN",
  Gripalín: "PARACETAMOL\\CHLORPHENAMINE MALEATE\\PHENYLEPHRINE HYDROCHLORIDE", Alerfín: "LORATADINE", Naprofen: "NAPROXEN SODIUM"
}
/** The English INN of the event's product. */
export const innOf = (e: Event): string => INN[e.product.brand] ?? e.product.generic.toUpperCase()
/** The strength of the presentation: `50 mg/0.5 mL`, `875 mg/125 mg`. */
export const strength = (e: Event): string =>
  e.presentation.text.replace(/ (solución|suspensión|tabletas|tableta|grageas|comprimidos|cápsulas|polvo|jarabe).*$/, "")

/** How a writer names the product. */
export type ProductStyle = "brand" | "brandUpper" | "brandPres" | "brandShort" | "generic" | "genericDose" | "inn" | "partner"
export const productAs = (r: Random, e: Event, style: ProductStyle): string => {
  const p = e.product
  switch (style) {
    case "brand": return r.chance(0.15) ? typo(r, p.brand) : p.brand
    case "brandUpper": return `${p.brand.toUpperCase()} ${strength(e).toUpperCase()}`
    case "brandPres": return `${p.brand} ${e.presentation.text}`
    case "brandShort": return `${p.brand} ${e.presentation.short}`
    case "generic": return r.chance(0.5) ? cap(p.generic) : p.generic
    case "genericDose": return `${cap(p.generic)} ${strength(e)}`
    case "inn": return innOf(e)
    case "partner": return `${p.partnerBrand} (${innOf(e).toLowerCase()}) ${strength(e)}`
  }
}
/** A suspected product entry, with what the writer filled. */
export const entry = (e: Event, name: string, o: { ifa?: boolean; rs?: boolean; dose?: string | null; route?: boolean } = {}): DupCaseRow["productos"][number] => ({
  nombre_producto: name,
  ifa: o.ifa ? e.product.generic : null,
  registro_sanitario: o.rs ? e.product.rs : null,
  dosis_frecuencia: o.dose ?? null,
  via_administracion: o.route ? e.product.route[0] : null
})

/** The reaction in a register; Portuguese has one wording. */
export const react = (r: Random, k: ReactionKey, register: "es" | "lay" | "en" | "pt"): string =>
  register === "pt" ? REACTIONS[k].pt : r.pick(REACTIONS[k][register])
/** All the event's reactions in a register, joined. */
export const reactions = (r: Random, e: Event, register: "es" | "lay" | "en" | "pt"): string =>
  joinAnd(e.reactions.map((k) => react(r, k, register)), register === "en" ? "and" : register === "pt" ? "e" : "y")

/** The outcome, by register. */
export const outcomeAs = (r: Random, o: Outcome, lasted: number, register: "es" | "lay" | "en" | "pt"): string => {
  const es: Record<Outcome, ReadonlyArray<string>> = {
    recuperado: [`Evolución favorable, con remisión completa a los ${lasted} días`, `Se recupera sin secuelas en ${lasted} días`, "Recuperado"],
    recuperando: ["En recuperación al momento del reporte", "Evoluciona con mejoría progresiva"],
    no_recuperado: ["Persiste al momento del reporte", "No recuperado a la fecha"],
    secuelas: ["Recuperado con secuelas", "Se recupera con secuelas"],
    desconocido: ["Desenlace desconocido", "No se cuenta con información de la evolución"]
  }
  const lay: Record<Outcome, ReadonlyArray<string>> = {
    recuperado: [`ya está bien, le duró como ${lasted} días`, "ya se le pasó", "ya se recuperó"],
    recuperando: ["ya se le está pasando", "está mejorando poco a poco"],
    no_recuperado: ["todavía le sigue", "hasta ahora no se le quita"],
    secuelas: ["se recuperó pero le quedaron molestias"],
    desconocido: ["no sabe cómo sigue", "no indica cómo evolucionó"]
  }
  const en: Record<Outcome, string> = { recuperado: "Recovered/Resolved", recuperando: "Recovering/Resolving", no_recuperado: "Not recovered/Not resolved", secuelas: "Recovered/Resolved with sequelae", desconocido: "Unknown" }
  const pt: Record<Outcome, string> = { recuperado: "Recuperado/Resolvido", recuperando: "Em recuperação", no_recuperado: "Não recuperado/Não resolvido", secuelas: "Recuperado com sequelas", desconocido: "Desconhecido" }
  return register === "en" ? en[o] : register === "pt" ? pt[o] : r.pick(register === "es" ? es[o] : lay[o])
}

/** The action taken with the product, by register. */
export const actionAs = (r: Random, e: Event, register: "es" | "lay" | "en" | "pt"): string => {
  const a: Action = e.action
  const g = e.product.generic
  const es: Record<Action, ReadonlyArray<string>> = {
    continua: ["Se mantiene el tratamiento", `Continúa con ${g}`], suspendido: [`Se suspende ${g}`, "Se suspende el medicamento"],
    diferida: ["Se difiere la siguiente dosis", "Se suspende temporalmente el tratamiento"], reducida: ["Se reduce la dosis", "Se ajusta la dosis"],
    no_aplica: ["Manejo sintomático", "Sin otra conducta"]
  }
  const lay: Record<Action, ReadonlyArray<string>> = {
    continua: ["sigue con su tratamiento", "no lo ha dejado"], suspendido: ["lo dejó de usar", "ya no lo está tomando"],
    diferida: ["le dijeron que espere para la siguiente dosis", "por ahora no se la va a poner"], reducida: ["le bajaron la dosis"],
    no_aplica: ["le dieron algo para la fiebre y el dolor", "lo están controlando en casa"]
  }
  const en: Record<Action, string> = { continua: "Dose not changed", suspendido: "Drug withdrawn", diferida: "Drug interrupted", reducida: "Dose reduced", no_aplica: "Not applicable" }
  const pt: Record<Action, string> = { continua: "Dose não alterada", suspendido: "Medicamento retirado", diferida: "Medicamento interrompido", reducida: "Dose reduzida", no_aplica: "Não aplicável" }
  return register === "en" ? en[a] : register === "pt" ? pt[a] : r.pick(register === "es" ? es[a] : lay[a])
}

/** Why the patient takes the product, in a clinician's words: `con diagnóstico de …`, `usuaria de … como método anticonceptivo`. */
export const conditionEs = (e: Event): string =>
  e.product.klass === "anticonceptivo" ? (e.product.every === 0 ? "usuaria de anticoncepción de emergencia" : `usuaria de ${e.product.generic} como método anticonceptivo`)
    : e.product.klass === "vacuna" ? `vacunad${e.person.female ? "a" : "o"} con ${e.product.generic}`
    : `con diagnóstico de ${e.indication[0]}`

/** When the reaction began, counted from the dose, in a clinician's words. */
export const latencyEs = (r: Random, e: Event): string => {
  const k = e.product.klass
  if (e.pregnancy?.role === "madre") return `a las ${e.pregnancy.weeks} semanas de gestación, se confirma embarazo por ecografía`
  if (e.pregnancy?.role === "bebe") return "al nacimiento"
  if (k === "bio" || k === "vacuna" || e.product.every >= 14) {
    const d = e.onset - e.lastDose
    const what = k === "vacuna" ? "la vacunación" : "la aplicación"
    return d === 0 ? `a las pocas horas de ${what}` : d === 1 ? `a las 24 horas de ${what}` : `a los ${d} días de ${what}`
  }
  const d = e.onset - e.started
  if (d >= 21) return r.chance(0.5) ? `a las ${Math.round(d / 7)} semanas de iniciado el tratamiento` : `luego de ${Math.round(d / 7)} semanas de tratamiento`
  return d === 0 ? "el mismo día de iniciado el tratamiento" : `al ${d + 1}.º día de tratamiento`
}
/** The same, as a patient or a relative says it. */
export const latencyLay = (r: Random, e: Event): string => {
  const k = e.product.klass
  if (k === "bio" || e.product.every >= 14) return r.pick(["después de ponerse la inyección", "luego de aplicarse su dosis", `al día siguiente de la ampolla`])
  if (k === "vacuna") return r.pick(["después de la vacuna", "desde que le pusieron la vacuna"])
  if (e.product.every === 1) return r.pick(["desde que empezó con las pastillas", `hace unas semanas, tomando ${e.product.brand}`])
  return r.pick(["a los pocos días de empezar a tomarlo", "al segundo o tercer día de tomarlo", "después de la primera toma"])
}
/** The sentence a writer adds about a quality defect. */
export const lotSentence = (r: Random, e: Event): string =>
  e.lot === null ? "" : r.pick([` Lote ${e.lot}.`, ` Lote del producto: ${e.lot}.`, ` N.º de lote ${e.lot}, se conserva el empaque.`])
