/**
 * Psychotropic drugs of the mental-health generator (lib/dupMente.ts): brands and generics with
 * their (synthetic) sanitary registrations, strengths, daily doses and depot schedules, the
 * misspellings seen in hand-typed notes and the words relatives use ("la inyección de cada mes");
 * and how each writer puts a product and its dose in the text and the structured fields.
 */

import type { Random } from "./random.js"

/** The drugs of the catalog. */
export type DrugKey =
  | "clozapina" | "olanzapina" | "risperidona" | "risperidona_lai" | "paliperidona_lai" | "haloperidol" | "haloperidol_dec"
  | "quetiapina" | "aripiprazol" | "litio" | "valproato" | "carbamazepina" | "lamotrigina" | "sertralina" | "fluoxetina"
  | "escitalopram" | "clonazepam" | "biperideno"

/** One product on the market: a brand or a laboratory's generic. */
export interface Brand {
  readonly nombre: string
  readonly lab: string
  readonly rs: string
  /** A generic sold under the active ingredient's name. */
  readonly generico: boolean
}

/** A drug: the active ingredient and its products. */
export interface Drug {
  readonly key: DrugKey
  readonly generico: string
  readonly en: string
  readonly tabs: ReadonlyArray<number>
  readonly forma: string
  readonly via: "oral" | "IM"
  /** Daily dose range in mg (oral) or the dose per injection (depot). */
  readonly mg: readonly [number, number, number]
  /** Depot schedule ("c/2 semanas"), null for oral drugs. */
  readonly cada: string | null
  readonly marcas: ReadonlyArray<Brand>
  readonly errata: ReadonlyArray<string>
  readonly lego: ReadonlyArray<string>
}

// A generic is sold under the ingredient's name; the strength goes with the dose.
const B = (nombre: string, lab: string, rs: string, generico = false): Brand => ({ nombre: generico ? nombre.replace(/ [\d.]+ mg(\/mL)?$/, "") : nombre, lab, rs, generico })
const LABS = ["Farmandina S.A.", "Pharmavida Perú S.A.C.", "Neurogen Perú S.A.C.", "Laboratorios Rímac S.A.", "Quimiandes S.A.", "Medisur S.A.C."]
const L = (i: number) => LABS[i % LABS.length]!

const D = (
  key: DrugKey, generico: string, en: string, tabs: ReadonlyArray<number>, forma: string, via: "oral" | "IM",
  mg: readonly [number, number, number], cada: string | null, marcas: ReadonlyArray<Brand>, errata: ReadonlyArray<string>, lego: ReadonlyArray<string>
): Drug => ({ key, generico, en, tabs, forma, via, mg, cada, marcas, errata, lego })

/** The catalog, by key. */
export const DRUGS: Readonly<Record<DrugKey, Drug>> = {
  clozapina: D("clozapina", "Clozapina", "CLOZAPINE", [100, 25], "tabletas", "oral", [100, 600, 25], null,
    [B("Leponex", "Andes Pharma Perú S.A.", "EE-00873"), B("Clozapina 100 mg", L(0), "EN-03321", true), B("Clozapina 100 mg", L(2), "EN-05107", true), B("Clozamed", L(4), "EE-04412")],
    ["closapina", "clozapine", "clozapin", "clozap.", "CLZ"], ["la clozapina", "las pastillas de la clozapina", "la pastilla que le sacan análisis"]),
  olanzapina: D("olanzapina", "Olanzapina", "OLANZAPINE", [10, 5], "tabletas", "oral", [5, 20, 5], null,
    [B("Zyprexa", "Andes Pharma Perú S.A.", "EE-01290"), B("Olanzapina 10 mg", L(1), "EN-04418", true), B("Olanzapina 10 mg", L(3), "EN-02760", true), B("Olzapin", L(5), "EE-05531")],
    ["olanzepina", "olanzapine", "olazapina", "olanz."], ["la olanzapina", "la pastilla de la noche", "las pastillas para los nervios"]),
  risperidona: D("risperidona", "Risperidona", "RISPERIDONE", [2, 1, 3], "tabletas", "oral", [2, 8, 1], null,
    [B("Risperdal", "Andes Pharma Perú S.A.", "EE-00644"), B("Risperidona 2 mg", L(0), "EN-03988", true), B("Risperidona 2 mg", L(4), "EN-01402", true)],
    ["risperdona", "risperidone", "rispiridona", "risp."], ["la risperidona", "las pastillas que le dio el psiquiatra"]),
  risperidona_lai: D("risperidona_lai", "Risperidona de acción prolongada", "RISPERIDONE", [25, 37.5, 50], "polvo para suspensión inyectable", "IM", [25, 50, 12.5], "c/2 semanas",
    [B("Risperdal Consta", "Andes Pharma Perú S.A.", "EE-02275")],
    ["risperdal consta", "risperidona LAI", "RLAI", "risperidona depot"], ["la inyección de cada 15 días", "su ampolla quincenal"]),
  paliperidona_lai: D("paliperidona_lai", "Palmitato de paliperidona", "PALIPERIDONE PALMITATE", [100, 150, 75], "suspensión inyectable de liberación prolongada", "IM", [75, 150, 25], "mensual",
    [B("Invega Sustenna", "Andes Pharma Perú S.A.", "EE-03390")],
    ["paliperidona", "invega", "palmitato paliperidona"], ["la inyección de cada mes", "su inyección mensual"]),
  haloperidol: D("haloperidol", "Haloperidol", "HALOPERIDOL", [5, 10], "tabletas / solución inyectable 5 mg/mL", "oral", [5, 20, 5], null,
    [B("Haldol", "Andes Pharma Perú S.A.", "EE-00231"), B("Haloperidol 5 mg/mL", L(2), "EN-00912", true), B("Haloperidol 5 mg", L(5), "EN-02281", true), B("Haloperidol 5 mg/mL", L(3), "EN-06045", true)],
    ["aloperidol", "haloperidon", "halo", "HLP", "haloperidol 5mg"], ["el haloperidol", "la inyección para calmarlo", "las gotitas"]),
  haloperidol_dec: D("haloperidol_dec", "Haloperidol decanoato", "HALOPERIDOL DECANOATE", [50], "solución inyectable 50 mg/mL", "IM", [50, 150, 50], "c/4 semanas",
    [B("Haldol Decanoas", "Andes Pharma Perú S.A.", "EE-00232"), B("Haloperidol decanoato 50 mg/mL", L(1), "EN-03570", true)],
    ["halo deca", "decanoato de haloperidol", "HLP decanoato", "haldol deca"], ["la inyección de cada mes", "su ampolla mensual"]),
  quetiapina: D("quetiapina", "Quetiapina", "QUETIAPINE", [100, 25, 200, 300], "tabletas recubiertas", "oral", [100, 800, 50], null,
    [B("Seroquel", "Andes Pharma Perú S.A.", "EE-01877"), B("Quetiapina 100 mg", L(3), "EN-04021", true), B("Quetiapina 100 mg", L(0), "EN-05594", true)],
    ["ketiapina", "quetiapine", "quetiapna", "quetiap."], ["la quetiapina", "la pastilla para dormir"]),
  aripiprazol: D("aripiprazol", "Aripiprazol", "ARIPIPRAZOLE", [15, 10], "tabletas", "oral", [10, 30, 5], null,
    [B("Abilify", "Andes Pharma Perú S.A.", "EE-02914"), B("Aripiprazol 15 mg", L(4), "EN-05218", true)],
    ["aripripazol", "aripiprazole", "aripiprazole 15"], ["el aripiprazol", "la pastilla nueva"]),
  litio: D("litio", "Carbonato de litio", "LITHIUM CARBONATE", [300], "tabletas", "oral", [600, 1200, 300], null,
    [B("Carbonato de litio 300 mg", L(0), "EN-00458", true), B("Carbonato de litio 300 mg", L(3), "EN-02197", true), B("Carbolit", L(5), "EE-01166")],
    ["litio", "carb. de litio", "carbonato de lito", "Li", "Li2CO3"], ["el litio", "las pastillas de litio"]),
  valproato: D("valproato", "Ácido valproico", "VALPROIC ACID", [500, 250], "tabletas de liberación prolongada", "oral", [500, 2000, 250], null,
    [B("Depakene", "Andes Pharma Perú S.A.", "EE-00517"), B("Valcote", "Andes Pharma Perú S.A.", "EE-01823"), B("Valproato de sodio 500 mg", L(2), "EN-03114", true), B("Ácido valproico 250 mg", L(1), "EN-01630", true)],
    ["ac. valproico", "acido valproico", "AVP", "valproato", "divalproato"], ["el ácido valproico", "el valproato", "las pastillas para los ataques"]),
  carbamazepina: D("carbamazepina", "Carbamazepina", "CARBAMAZEPINE", [200, 400], "tabletas", "oral", [400, 1200, 200], null,
    [B("Tegretol", "Andes Pharma Perú S.A.", "EE-00189"), B("Carbamazepina 200 mg", L(4), "EN-00733", true), B("Carbamazepina 200 mg", L(0), "EN-04950", true)],
    ["carbamacepina", "CBZ", "carbamazepine", "carbamazep."], ["la carbamazepina", "el tegretol"]),
  lamotrigina: D("lamotrigina", "Lamotrigina", "LAMOTRIGINE", [100, 25, 50], "tabletas", "oral", [25, 200, 25], null,
    [B("Lamictal", "Andes Pharma Perú S.A.", "EE-01455"), B("Lamotrigina 100 mg", L(5), "EN-04683", true)],
    ["lamotrigine", "lamotrigna", "LTG", "lamotrig."], ["la lamotrigina", "la pastilla nueva que le dieron"]),
  sertralina: D("sertralina", "Sertralina", "SERTRALINE", [50, 100], "tabletas", "oral", [50, 200, 50], null,
    [B("Zoloft", "Andes Pharma Perú S.A.", "EE-00958"), B("Altruline", L(1), "EE-01731"), B("Sertralina 50 mg", L(2), "EN-02844", true)],
    ["sertralin", "sertralina 50", "sertraline"], ["la sertralina", "la pastilla para la depresión"]),
  fluoxetina: D("fluoxetina", "Fluoxetina", "FLUOXETINE", [20], "cápsulas", "oral", [20, 60, 20], null,
    [B("Prozac", "Andes Pharma Perú S.A.", "EE-00177"), B("Fluoxetina 20 mg", L(3), "EN-00361", true)],
    ["fluoxetine", "fluoxetna", "fluox."], ["la fluoxetina", "las cápsulas verdes"]),
  escitalopram: D("escitalopram", "Escitalopram", "ESCITALOPRAM", [10, 20], "tabletas", "oral", [10, 20, 5], null,
    [B("Lexapro", "Andes Pharma Perú S.A.", "EE-01604"), B("Escitalopram 10 mg", L(4), "EN-04277", true)],
    ["escitalopran", "escitalopram 10", "ESC"], ["el escitalopram", "la pastilla de la mañana"]),
  clonazepam: D("clonazepam", "Clonazepam", "CLONAZEPAM", [2, 0.5], "tabletas", "oral", [0.5, 4, 0.5], null,
    [B("Rivotril", "Andes Pharma Perú S.A.", "EE-00102"), B("Clonazepam 2 mg", L(5), "EN-01288", true), B("Clonazepam 0.5 mg", L(0), "EN-03846", true)],
    ["clonazepan", "rivotril", "clonaz.", "CNZ"], ["el clonazepam", "la pastilla para dormir", "el rivotril"]),
  biperideno: D("biperideno", "Biperideno", "BIPERIDEN", [2], "tabletas / solución inyectable 5 mg/mL", "oral", [2, 6, 2], null,
    [B("Akineton", "Andes Pharma Perú S.A.", "EE-00088"), B("Biperideno 2 mg", L(1), "EN-00640", true)],
    ["viperideno", "akineton", "biperiden"], ["el akineton", "la pastilla para el temblor"])
}

/** A dose as given: daily mg of an oral drug (with its tablet and how it is split), or mg per injection. */
export interface Dose {
  readonly drug: Drug
  readonly mg: number
  readonly tab: number
  /** Tablets morning, noon, night (oral); null for an injection. */
  readonly pauta: readonly [number, number, number] | null
  readonly via: "oral" | "IM"
}

const fmtMg = (x: number) => String(x)

/** A plausible dose of a drug; `im` for a single intramuscular dose of an oral drug (haloperidol, biperideno in agitation). */
export const newDose = (r: Random, drug: Drug, im = false): Dose => {
  const [lo, hi, step] = drug.mg
  const mg = lo + step * r.int(0, Math.round((hi - lo) / step))
  if (drug.via === "IM") {
    // A long-acting vial holds the dose; haloperidol decanoate comes as 50 mg/mL ampoules.
    if (drug.key === "haloperidol_dec") return { drug, mg, tab: 50, pauta: null, via: "IM" }
    const vial = r.pick(drug.tabs)
    return { drug, mg: vial, tab: vial, pauta: null, via: "IM" }
  }
  if (im) return { drug, mg: drug.key === "biperideno" ? 5 : r.pick([5, 5, 10]), tab: 5, pauta: null, via: "IM" }
  const tab = drug.tabs.find((t) => mg % t === 0 && mg / t <= 6) ?? drug.tabs[0]!
  const n = Math.max(1, Math.round(mg / tab))
  const pauta: readonly [number, number, number] = n === 1 ? [0, 0, 1] : n === 2 ? (r.chance(0.5) ? [1, 0, 1] : [0, 0, 2]) : n === 3 ? [1, 0, 2] : [Math.floor(n / 2), 0, n - Math.floor(n / 2)]
  return { drug, mg: tab * n, tab, pauta, via: "oral" }
}

/** A dose in a writer's register: a doctor's "300 mg/día", a nurse's "1-0-2", a laboratory's "300 MG DAILY". */
export const writeDose = (r: Random, d: Dose, register: "clinico" | "enfermeria" | "e2b" | "farmacia"): string => {
  const mg = fmtMg(d.mg)
  if (d.via === "IM") {
    const cada = d.drug.cada
    if (register === "e2b") return `${mg} MG INTRAMUSCULAR${cada !== null ? (cada === "mensual" ? " MONTHLY" : cada === "c/2 semanas" ? " EVERY 2 WEEKS" : " EVERY 4 WEEKS") : " ONCE"}`
    if (cada === null) return r.pick([`${mg} mg IM stat`, `${mg} mg IM`, `1 amp ${mg} mg IM`])
    return r.pick([`${mg} mg IM ${cada}`, `${mg} mg IM ${cada === "mensual" ? "cada mes" : cada.replace("c/", "cada ")}`, `${mg}mg ${cada}`])
  }
  const p = d.pauta ?? [0, 0, 1]
  switch (register) {
    case "clinico": return r.pick([`${mg} mg/día`, `${mg} mg/d`, `${mg} mg al día`, p[0] === p[2] && p[0] > 0 ? `${fmtMg(d.tab * p[0])} mg c/12h` : `${mg} mg/día (${p.join("-")})`])
    case "enfermeria": return r.pick([`${fmtMg(d.tab)} mg ${p.join("-")}`, `${fmtMg(d.tab)}mg VO ${p.join("-")}`, `${p[2]} tab noche${p[0] > 0 ? ` y ${p[0]} mañana` : ""}`, `${mg} mg VO`])
    case "farmacia": return r.pick([`${fmtMg(d.tab)} mg, ${p[0] + p[1] + p[2]} tab/día`, `${mg} mg/día`, `${fmtMg(d.tab)} mg x ${(p[0] + p[1] + p[2]) * 30} tab (30 días)`])
    case "e2b": return `${mg} MG DAILY, ORAL`
  }
}

/** A product's name as a writer types it: brand, generic with strength, both, misspelt or upper case. */
export const writeProduct = (r: Random, d: Dose, brand: Brand, register: "marca" | "generico" | "ambos" | "errata" | "e2b" | "lego"): string => {
  const g = d.drug.generico
  const strength = d.via === "IM" && d.drug.via === "oral" ? "5 mg/mL" : `${fmtMg(d.tab)} mg`
  switch (register) {
    case "marca": return brand.generico ? r.pick([`${g} ${strength}`, g]) : r.pick([brand.nombre, `${brand.nombre} ${strength}`])
    case "generico": return r.pick([g, g.toLowerCase(), `${g} ${strength}`, `${g.toUpperCase()} ${strength.replace(" ", "").toUpperCase()}`])
    case "ambos": return brand.generico ? `${g} ${strength} (${brand.lab.replace(/ S\.A\.C?\.?$/, "")})` : r.pick([`${g} (${brand.nombre})`, `${brand.nombre} (${g.toLowerCase()}) ${strength}`])
    case "errata": return r.pick(d.drug.errata)
    case "e2b": return brand.generico ? `${d.drug.en} ${strength.toUpperCase()}` : `${brand.nombre.toUpperCase()} (${d.drug.en})`
    case "lego": return r.pick(d.drug.lego)
  }
}

/** A sanitary registration as written: "EE-00873", "EE00873", "R.S. EE-00873". */
export const writeRs = (r: Random, brand: Brand): string => r.pick([brand.rs, brand.rs, brand.rs.replace("-", ""), `R.S. ${brand.rs}`, `RS N° ${brand.rs}`])

/** The route as written: "oral", "VO", "IM", "intramuscular". */
export const writeVia = (r: Random, d: Dose): string => (d.via === "IM" ? r.pick(["IM", "intramuscular", "I.M.", "Intramuscular"]) : r.pick(["oral", "VO", "Oral", "vía oral"]))

/** The product row of a report, with whatever the writer filled in. */
export interface ProductRow {
  readonly nombre_producto: string | null
  readonly ifa: string | null
  readonly registro_sanitario: string | null
  readonly dosis_frecuencia: string | null
  readonly via_administracion: string | null
}

/** A product row: `fill` is the chance each optional field is filled. */
export const productRow = (r: Random, d: Dose, brand: Brand, name: string, fill: number, register: "clinico" | "enfermeria" | "e2b" | "farmacia"): ProductRow => ({
  nombre_producto: name,
  ifa: r.chance(fill) ? (register === "e2b" ? d.drug.en : r.chance(0.8) ? d.drug.generico.toLowerCase() : d.drug.generico) : null,
  registro_sanitario: r.chance(fill * 0.6) ? writeRs(r, brand) : null,
  dosis_frecuencia: r.chance(fill) ? writeDose(r, d, register) : null,
  via_administracion: r.chance(fill) ? (register === "e2b" ? (d.via === "IM" ? "INTRAMUSCULAR" : "ORAL") : writeVia(r, d)) : null
})
