/**
 * Drugs, regimens and cancers of the oncology network generator (`--generator oncologia`):
 * the cytostatics, monoclonals and oral targeted drugs a Peruvian oncology institute gives, by
 * INN and brand (innovator, generic or biosimilar), their protocol doses, the regimens they are
 * given in, which reactions each regimen causes and which of its drugs is the real suspect, and
 * the companies' patient-support programmes (PSP) that follow patients on their brands.
 */
import type { ReactionKey } from "./dupOncoLexicon.js"

/** How a protocol doses a drug: per m², per kg, a flat dose, or carboplatin's target AUC. */
export type Basis = "m2" | "kg" | "flat" | "auc"

/** A drug as the pharmacy stocks it. */
export interface Drug {
  readonly inn: string
  /** The innovator's brand first, then generics or biosimilars. */
  readonly brands: ReadonlyArray<string>
  readonly basis: Basis
  readonly unit: "mg" | "UI"
  readonly route: "EV" | "VO" | "SC" | "IM"
  /** How long the infusion runs, as nurses write it; empty for oral and injected drugs. */
  readonly infusion: string
  readonly biologic: boolean
  /** What a relative calls it. */
  readonly lay: ReadonlyArray<string>
  /** The programme (PSP) of the innovator's company, if it runs one. */
  readonly psp: Programme | null
}

/** A company's patient-support programme, which forwards the events its nurses hear (fictional companies: real brands, invented programmes). */
export interface Programme {
  readonly nombre: string
  readonly empresa: string
}

const PSP = {
  helvetia: { nombre: "PROGRAMA CONTIGO", empresa: "Helvetia Pharma" },
  northbridge: { nombre: "PROGRAMA JUNTOS", empresa: "Northbridge Biopharma" },
  basilea: { nombre: "PROGRAMA ACOMPAÑÁNDOTE", empresa: "Basilea Oncology" },
  hudson: { nombre: "PROGRAMA PUENTE", empresa: "Hudson Bioscience" },
  rheinau: { nombre: "PROGRAMA CERCA", empresa: "Rheinau Pharma" },
  lowlands: { nombre: "PROGRAMA SOPORTE+", empresa: "Lowlands Biotech" }
} as const

const d = (
  inn: string, brands: ReadonlyArray<string>, basis: Basis, route: Drug["route"], infusion: string,
  lay: ReadonlyArray<string>, extra: { readonly biologic?: boolean; readonly psp?: Programme; readonly unit?: "UI" } = {}
): Drug => ({ inn, brands, basis, unit: extra.unit ?? "mg", route, infusion, biologic: extra.biologic ?? false, lay, psp: extra.psp ?? null })

const QUIMIO = ["la quimio", "la quimioterapia"]

/** The drugs by key. */
export const DRUGS = {
  paclitaxel: d("paclitaxel", ["Taxol", "Paclitaxel Accord", "Anzatax"], "m2", "EV", "en 3 h", [...QUIMIO, "el paclitaxel"]),
  docetaxel: d("docetaxel", ["Taxotere", "Docetaxel Accord", "Docetaxel Teva"], "m2", "EV", "en 1 h", QUIMIO),
  carboplatino: d("carboplatino", ["Paraplatin", "Carboplatino Kabi", "Carboplatino Teva"], "auc", "EV", "en 30 min", QUIMIO),
  cisplatino: d("cisplatino", ["Platinol", "Cisplatino Teva", "Cisplatino Kabi"], "m2", "EV", "en 1 h con hidratación", [...QUIMIO, "el platino"]),
  oxaliplatino: d("oxaliplatino", ["Eloxatin", "Oxaliplatino Accord", "Oxaliplatino Teva"], "m2", "EV", "en 2 h", QUIMIO),
  fluorouracilo: d("5-fluorouracilo", ["Fluorouracilo Kabi", "5-FU Teva"], "m2", "EV", "en infusión continua de 46 h por bomba", [...QUIMIO, "el infusor", "la bombita"]),
  capecitabina: d("capecitabina", ["Xeloda", "Capecitabina Accord", "Capecitabina Teva"], "m2", "VO", "", ["las pastillas de la quimio", "las pastillas", "la capecitabina"], { psp: PSP.helvetia }),
  doxorrubicina: d("doxorrubicina", ["Adriblastina", "Doxorrubicina Teva"], "m2", "EV", "en bolo lento", ["la quimio roja", "la roja", ...QUIMIO]),
  ciclofosfamida: d("ciclofosfamida", ["Endoxan", "Ciclofosfamida Kabi"], "m2", "EV", "en 30 min", QUIMIO),
  gemcitabina: d("gemcitabina", ["Gemzar", "Gemcitabina Accord"], "m2", "EV", "en 30 min", QUIMIO),
  irinotecan: d("irinotecán", ["Campto", "Irinotecán Accord"], "m2", "EV", "en 90 min", QUIMIO),
  vincristina: d("vincristina", ["Oncovin", "Vincristina Teva"], "m2", "EV", "en bolo", QUIMIO),
  rituximab: d("rituximab", ["MabThera", "Truxima", "Rixathon"], "m2", "EV", "en 4-6 h escalonado", ["el rituximab", "el anticuerpo", "la inmunoterapia"], { biologic: true, psp: PSP.helvetia }),
  trastuzumab: d("trastuzumab", ["Herceptin", "Herzuma", "Ogivri"], "kg", "EV", "en 90 min", ["el Herceptin", "el trastuzumab", "la terapia dirigida"], { biologic: true, psp: PSP.helvetia }),
  bevacizumab: d("bevacizumab", ["Avastin", "Mvasi"], "kg", "EV", "en 90 min", ["el Avastin", "el anticuerpo"], { biologic: true, psp: PSP.helvetia }),
  pembrolizumab: d("pembrolizumab", ["Keytruda"], "flat", "EV", "en 30 min", ["la inmunoterapia", "el Keytruda"], { biologic: true, psp: PSP.northbridge }),
  cetuximab: d("cetuximab", ["Erbitux"], "m2", "EV", "en 2 h", ["el Erbitux", "el anticuerpo"], { biologic: true, psp: PSP.rheinau }),
  erlotinib: d("erlotinib", ["Tarceva", "Erlotinib Accord"], "flat", "VO", "", ["las pastillas", "el Tarceva"], { psp: PSP.helvetia }),
  imatinib: d("imatinib", ["Glivec", "Imatinib Teva", "Imatinib Accord"], "flat", "VO", "", ["las pastillas", "el imatinib", "el Glivec"], { psp: PSP.basilea }),
  bortezomib: d("bortezomib", ["Velcade", "Bortezomib Accord"], "m2", "SC", "", ["las inyecciones", "el bortezomib"], { psp: PSP.lowlands }),
  lenalidomida: d("lenalidomida", ["Revlimid", "Lenalidomida Teva"], "flat", "VO", "", ["las cápsulas", "la lenalidomida"], { psp: PSP.hudson }),
  asparaginasa: d("L-asparaginasa", ["Leunase", "Oncaspar"], "m2", "IM", "", ["la asparaginasa", "la inyección"], { unit: "UI" }),
  metotrexato: d("metotrexato", ["Metotrexato Teva", "Trexate"], "m2", "EV", "en 24 h", QUIMIO),
  bleomicina: d("bleomicina", ["Bleocin", "Bleomicina Kabi"], "m2", "EV", "en 15 min", QUIMIO, { unit: "UI" }),
  dacarbazina: d("dacarbazina", ["DTIC", "Dacarbazina Teva"], "m2", "EV", "en 30 min", QUIMIO),
  vinblastina: d("vinblastina", ["Velban", "Vinblastina Teva"], "m2", "EV", "en bolo", QUIMIO),
  pemetrexed: d("pemetrexed", ["Alimta", "Pemetrexed Accord"], "m2", "EV", "en 10 min", QUIMIO)
} as const satisfies Record<string, Drug>

/** A drug's key. */
export type DrugKey = keyof typeof DRUGS

/** A regimen: its drugs with protocol doses, cycle length and toxicities with their real suspect. */
export interface Regimen {
  readonly name: string
  /** Other ways writers name it. */
  readonly alias: ReadonlyArray<string>
  readonly drugs: ReadonlyArray<readonly [DrugKey, number]>
  readonly cycle: number
  /** Reaction, the drug that caused it, weight. */
  readonly tox: ReadonlyArray<readonly [ReactionKey, DrugKey, number]>
  /** The regimen that usually follows (AC then weekly paclitaxel). */
  readonly next?: string
}

const R = (name: string, alias: ReadonlyArray<string>, drugs: Regimen["drugs"], cycle: number, tox: Regimen["tox"], next?: string): Regimen =>
  ({ name, alias, drugs, cycle, tox, ...(next === undefined ? {} : { next }) })

/** The regimens by name. */
export const REGIMENS: Readonly<Record<string, Regimen>> = Object.fromEntries([
  R("AC", ["AC x4", "doxorrubicina-ciclofosfamida", "AC dosis densa"], [["doxorrubicina", 60], ["ciclofosfamida", 600]], 21,
    [["nauseas_vomitos", "doxorrubicina", 3], ["neutropenia_febril", "doxorrubicina", 3], ["mucositis", "doxorrubicina", 1.5], ["extravasacion", "doxorrubicina", 0.8], ["cardiotox", "doxorrubicina", 0.3]], "Paclitaxel semanal"),
  R("Paclitaxel semanal", ["T semanal", "paclitaxel weekly", "AC-T (fase T)"], [["paclitaxel", 80]], 7,
    [["infusional", "paclitaxel", 4], ["neuropatia", "paclitaxel", 3], ["neutropenia_febril", "paclitaxel", 0.5], ["extravasacion", "paclitaxel", 0.3], ["escalofrios", "paclitaxel", 0.3]]),
  R("TH", ["docetaxel-trastuzumab", "TH (docetaxel + Herceptin)", "DH"], [["docetaxel", 75], ["trastuzumab", 6]], 21,
    [["infusional", "docetaxel", 2], ["infusional", "trastuzumab", 1.5], ["neutropenia_febril", "docetaxel", 2], ["edema", "docetaxel", 0.5], ["cardiotox", "trastuzumab", 1], ["diarrea", "docetaxel", 0.7]], "Trastuzumab"),
  R("Trastuzumab", ["trastuzumab mantenimiento", "Herceptin c/21 d", "H adyuvante"], [["trastuzumab", 6]], 21,
    [["cardiotox", "trastuzumab", 3], ["infusional", "trastuzumab", 1.5], ["escalofrios", "trastuzumab", 0.5]]),
  R("Docetaxel", ["docetaxel + prednisona", "docetaxel c/21 d"], [["docetaxel", 75]], 21,
    [["neutropenia_febril", "docetaxel", 3], ["infusional", "docetaxel", 2], ["edema", "docetaxel", 1], ["neuropatia", "docetaxel", 0.8], ["diarrea", "docetaxel", 0.5]]),
  R("Capecitabina", ["capecitabina monoterapia", "Xeloda", "capecitabina 14 días"], [["capecitabina", 1000]], 21,
    [["mano_pie", "capecitabina", 4], ["diarrea", "capecitabina", 3], ["mucositis", "capecitabina", 1], ["hepatotox", "capecitabina", 0.3]]),
  R("Cisplatino semanal", ["QT-RT con cisplatino", "cisplatino semanal concurrente", "quimiorradioterapia"], [["cisplatino", 40]], 7,
    [["nauseas_vomitos", "cisplatino", 4], ["nefrotox", "cisplatino", 2], ["neutropenia_febril", "cisplatino", 0.3], ["infusional", "cisplatino", 0.2]]),
  R("Carboplatino-paclitaxel", ["carbo-taxol", "CP", "paclitaxel/carboplatino"], [["paclitaxel", 175], ["carboplatino", 5]], 21,
    [["infusional", "paclitaxel", 3], ["infusional", "carboplatino", 1.5], ["neutropenia_febril", "carboplatino", 1.5], ["neuropatia", "paclitaxel", 1.5], ["nauseas_vomitos", "carboplatino", 1], ["escalofrios", "carboplatino", 0.4]]),
  R("XELOX", ["CAPOX", "XELOX (capecitabina-oxaliplatino)"], [["oxaliplatino", 130], ["capecitabina", 1000]], 21,
    [["neuropatia", "oxaliplatino", 3], ["mano_pie", "capecitabina", 2], ["diarrea", "capecitabina", 2], ["infusional", "oxaliplatino", 1.5], ["nauseas_vomitos", "oxaliplatino", 1]]),
  R("FOLFOX", ["mFOLFOX6", "FOLFOX-6", "FOLFOX 6m"], [["oxaliplatino", 85], ["fluorouracilo", 2400]], 14,
    [["neuropatia", "oxaliplatino", 3], ["infusional", "oxaliplatino", 2], ["mucositis", "fluorouracilo", 1.5], ["diarrea", "fluorouracilo", 1.5], ["neutropenia_febril", "fluorouracilo", 1], ["nauseas_vomitos", "oxaliplatino", 1]]),
  R("FOLFOX-bevacizumab", ["FOLFOX + bevacizumab", "FOLFOX/Avastin", "mFOLFOX6-Bev"], [["oxaliplatino", 85], ["fluorouracilo", 2400], ["bevacizumab", 5]], 14,
    [["neuropatia", "oxaliplatino", 2], ["hta", "bevacizumab", 2.5], ["infusional", "oxaliplatino", 1], ["diarrea", "fluorouracilo", 1], ["trombosis", "bevacizumab", 0.8], ["mucositis", "fluorouracilo", 0.8]]),
  R("FOLFIRI", ["FOLFIRI", "irinotecán-5FU"], [["irinotecan", 180], ["fluorouracilo", 2400]], 14,
    [["diarrea", "irinotecan", 4], ["neutropenia_febril", "irinotecan", 1.5], ["mucositis", "fluorouracilo", 1], ["nauseas_vomitos", "irinotecan", 1]]),
  R("FOLFIRI-cetuximab", ["FOLFIRI + cetuximab", "FOLFIRI/Erbitux"], [["irinotecan", 180], ["fluorouracilo", 2400], ["cetuximab", 500]], 14,
    [["rash_acneiforme", "cetuximab", 4], ["infusional", "cetuximab", 1.5], ["diarrea", "irinotecan", 2], ["mucositis", "fluorouracilo", 0.7]]),
  R("Cisplatino-pemetrexed", ["pemetrexed/cisplatino", "cis-pem"], [["pemetrexed", 500], ["cisplatino", 75]], 21,
    [["nauseas_vomitos", "cisplatino", 2], ["nefrotox", "cisplatino", 1.5], ["exantema", "pemetrexed", 0.8], ["neutropenia_febril", "pemetrexed", 0.5]]),
  R("Gemcitabina-cisplatino", ["GC", "gemcitabina/cisplatino", "gem-cis"], [["gemcitabina", 1250], ["cisplatino", 75]], 21,
    [["nauseas_vomitos", "cisplatino", 2], ["neutropenia_febril", "gemcitabina", 1], ["nefrotox", "cisplatino", 1], ["hepatotox", "gemcitabina", 0.3], ["escalofrios", "gemcitabina", 0.5]]),
  R("Pembrolizumab", ["pembrolizumab 200 mg c/21 d", "Keytruda", "inmunoterapia anti-PD1"], [["pembrolizumab", 200]], 21,
    [["hipotiroidismo", "pembrolizumab", 3], ["neumonitis", "pembrolizumab", 1.5], ["hepatotox", "pembrolizumab", 1], ["diarrea", "pembrolizumab", 1], ["exantema", "pembrolizumab", 0.8], ["infusional", "pembrolizumab", 0.3]]),
  R("Erlotinib", ["erlotinib 150 mg/d", "Tarceva"], [["erlotinib", 150]], 28,
    [["rash_acneiforme", "erlotinib", 4], ["diarrea", "erlotinib", 2], ["hepatotox", "erlotinib", 0.5]]),
  R("R-CHOP", ["R-CHOP 21", "R-CHOP-21", "rituximab-CHOP"], [["rituximab", 375], ["ciclofosfamida", 750], ["doxorrubicina", 50], ["vincristina", 1.4]], 21,
    [["infusional", "rituximab", 4], ["neutropenia_febril", "doxorrubicina", 3], ["neuropatia", "vincristina", 1], ["nauseas_vomitos", "doxorrubicina", 0.8], ["mucositis", "doxorrubicina", 0.5], ["extravasacion", "doxorrubicina", 0.3]]),
  R("CHOP", ["CHOP-21", "CHOP 21"], [["ciclofosfamida", 750], ["doxorrubicina", 50], ["vincristina", 1.4]], 21,
    [["neutropenia_febril", "doxorrubicina", 3], ["neuropatia", "vincristina", 1.2], ["nauseas_vomitos", "doxorrubicina", 1], ["mucositis", "doxorrubicina", 0.6], ["extravasacion", "doxorrubicina", 0.3]]),
  R("ABVD", ["ABVD", "ABVD c/14 d"], [["doxorrubicina", 25], ["bleomicina", 10], ["vinblastina", 6], ["dacarbazina", 375]], 14,
    [["nauseas_vomitos", "dacarbazina", 2], ["neumonitis", "bleomicina", 1.5], ["escalofrios", "bleomicina", 1], ["extravasacion", "dacarbazina", 0.5], ["neutropenia_febril", "doxorrubicina", 1]]),
  R("Inducción LLA", ["protocolo LLA (inducción)", "inducción GRAALL", "inducción tipo BFM"], [["vincristina", 1.5], ["asparaginasa", 10_000], ["metotrexato", 1000]], 7,
    [["infusional", "asparaginasa", 3], ["pancreatitis", "asparaginasa", 1.5], ["hepatotox", "asparaginasa", 1.5], ["neuropatia", "vincristina", 1.5], ["mucositis", "metotrexato", 1], ["neutropenia_febril", "metotrexato", 2]]),
  R("Imatinib", ["imatinib 400 mg/d", "Glivec", "ITK (imatinib)"], [["imatinib", 400]], 30,
    [["edema", "imatinib", 3], ["nauseas_vomitos", "imatinib", 1.5], ["hepatotox", "imatinib", 1], ["exantema", "imatinib", 1], ["diarrea", "imatinib", 1]]),
  R("Bortezomib-dexametasona", ["VD", "Bor-Dex", "bortezomib SC + dexametasona"], [["bortezomib", 1.3]], 21,
    [["neuropatia", "bortezomib", 4], ["diarrea", "bortezomib", 1], ["neutropenia_febril", "bortezomib", 0.5]]),
  R("Lenalidomida-dexametasona", ["Rd", "Len-Dex", "lenalidomida 25 mg d1-21"], [["lenalidomida", 25]], 28,
    [["exantema", "lenalidomida", 2], ["neutropenia_febril", "lenalidomida", 2], ["diarrea", "lenalidomida", 1.5], ["trombosis", "lenalidomida", 1.5]])
].map((reg) => [reg.name, reg]))

/** A cancer: who has it (sex, age) and how writers name it. */
export interface Cancer {
  readonly key: string
  /** Physicians' names of it. */
  readonly medico: ReadonlyArray<string>
  /** Relatives' names of it. */
  readonly lego: ReadonlyArray<string>
  readonly cie10: string
  readonly female: number
  readonly age: readonly [mean: number, sd: number, min: number, max: number]
  readonly regimens: ReadonlyArray<readonly [string, number]>
}

/** The cancers, with their share of the network's patients. */
export const CANCERS: ReadonlyArray<readonly [Cancer, number]> = [
  [{ key: "mama", medico: ["cáncer de mama", "Ca mama", "carcinoma ductal infiltrante de mama", "neoplasia maligna de mama"], lego: ["cáncer de mama", "cáncer de seno"], cie10: "C50.9", female: 0.99, age: [52, 11, 25, 88], regimens: [["AC", 3], ["Paclitaxel semanal", 2.5], ["TH", 2], ["Trastuzumab", 1], ["Capecitabina", 1]] }, 0.24],
  [{ key: "cervix", medico: ["cáncer de cérvix", "Ca cérvix", "carcinoma epidermoide de cérvix", "Ca de cuello uterino"], lego: ["cáncer de cuello uterino", "cáncer al útero"], cie10: "C53.9", female: 1, age: [48, 11, 24, 85], regimens: [["Cisplatino semanal", 4], ["Carboplatino-paclitaxel", 1.5]] }, 0.12],
  [{ key: "estomago", medico: ["adenocarcinoma gástrico", "Ca gástrico", "cáncer de estómago"], lego: ["cáncer al estómago", "cáncer de estómago"], cie10: "C16.9", female: 0.4, age: [63, 12, 28, 90], regimens: [["XELOX", 3], ["FOLFOX", 2], ["Capecitabina", 0.8]] }, 0.1],
  [{ key: "colorrectal", medico: ["adenocarcinoma de colon", "Ca colorrectal", "adenocarcinoma de recto", "cáncer de colon EC IV"], lego: ["cáncer de colon", "cáncer al intestino"], cie10: "C18.9", female: 0.45, age: [61, 12, 28, 90], regimens: [["FOLFOX", 3], ["XELOX", 2], ["FOLFIRI", 2], ["FOLFOX-bevacizumab", 1.5], ["FOLFIRI-cetuximab", 1], ["Capecitabina", 1.5]] }, 0.12],
  [{ key: "prostata", medico: ["adenocarcinoma de próstata resistente a castración", "Ca próstata", "cáncer de próstata metastásico"], lego: ["cáncer de próstata"], cie10: "C61", female: 0, age: [70, 8, 50, 92], regimens: [["Docetaxel", 1]] }, 0.05],
  [{ key: "pulmon", medico: ["adenocarcinoma de pulmón", "CPCNP", "Ca pulmón de células no pequeñas", "cáncer de pulmón EC IV"], lego: ["cáncer al pulmón", "cáncer de pulmón"], cie10: "C34.9", female: 0.42, age: [64, 10, 33, 90], regimens: [["Carboplatino-paclitaxel", 3], ["Cisplatino-pemetrexed", 2], ["Pembrolizumab", 2], ["Erlotinib", 1], ["Gemcitabina-cisplatino", 1]] }, 0.09],
  [{ key: "lnh", medico: ["linfoma no Hodgkin DCGB", "LNH difuso de células B grandes", "linfoma no Hodgkin", "LDCGB"], lego: ["linfoma", "cáncer a los ganglios"], cie10: "C83.3", female: 0.45, age: [57, 15, 18, 88], regimens: [["R-CHOP", 5], ["CHOP", 1]] }, 0.1],
  [{ key: "hodgkin", medico: ["linfoma de Hodgkin", "LH esclerosis nodular", "enfermedad de Hodgkin"], lego: ["linfoma", "cáncer a los ganglios"], cie10: "C81.9", female: 0.45, age: [27, 11, 15, 75], regimens: [["ABVD", 1]] }, 0.03],
  [{ key: "lla", medico: ["leucemia linfoblástica aguda", "LLA-B", "LLA de alto riesgo"], lego: ["leucemia", "cáncer a la sangre"], cie10: "C91.0", female: 0.45, age: [21, 9, 15, 60], regimens: [["Inducción LLA", 1]] }, 0.04],
  [{ key: "lmc", medico: ["leucemia mieloide crónica", "LMC fase crónica"], lego: ["leucemia", "cáncer a la sangre"], cie10: "C92.1", female: 0.45, age: [48, 13, 18, 85], regimens: [["Imatinib", 1]] }, 0.03],
  [{ key: "mieloma", medico: ["mieloma múltiple", "MM IgG kappa", "mieloma múltiple ISS II"], lego: ["mieloma", "cáncer a los huesos"], cie10: "C90.0", female: 0.45, age: [66, 9, 38, 90], regimens: [["Bortezomib-dexametasona", 3], ["Lenalidomida-dexametasona", 2]] }, 0.04]
]

/** The written protocol dose: "175 mg/m²", "AUC 5", "6 mg/kg", "400 mg". */
export const protocolDose = (drug: Drug, amount: number): string => {
  const unit = drug.unit === "UI" ? "UI" : "mg"
  switch (drug.basis) {
    case "m2": return `${amount} ${unit}/m2`
    case "kg": return `${amount} mg/kg`
    case "auc": return `AUC ${amount}`
    case "flat": return `${amount} ${unit}`
  }
}

/** The absolute dose the pharmacy prepares for a patient's body surface and weight. */
export const absoluteDose = (drug: Drug, amount: number, bsa: number, kg: number, gfr: number): number => {
  switch (drug.basis) {
    case "m2": {
      // Vincristine is capped at 2 mg whatever the body surface.
      const raw = drug.inn === "vincristina" ? Math.min(2, amount * bsa) : amount * bsa
      // Tablets come in 150 and 500 mg: oral doses are rounded to what can be swallowed.
      if (drug.route === "VO") return Math.round(raw / 150) * 150
      return raw >= 1000 ? Math.round(raw / 50) * 50 : raw >= 100 ? Math.round(raw / 5) * 5 : raw >= 10 ? Math.round(raw) : Math.round(raw * 10) / 10
    }
    case "kg": return Math.round(amount * kg)
    case "auc": return Math.round((amount * (gfr + 25)) / 10) * 10
    case "flat": return amount
  }
}

/** Registration numbers (registro sanitario) of a brand: fixed for a name, so every writer who copies it copies the same. */
export const registro = (brand: string, biologic: boolean): string => {
  let h = 7
  for (const c of brand) h = (h * 31 + c.charCodeAt(0)) >>> 0
  return `${biologic ? "BE" : "EE"}0${String(h % 10_000).padStart(4, "0")}`
}
