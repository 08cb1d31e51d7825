/**
 * The trials and sites of the ensayos generator (lib/dupEnsayos.ts): Peruvian sites of sponsored
 * trials (INEN and the EsSalud national hospitals in Lima, the MINSA hospitals of Lima's TB and HIV
 * programmes, an HIV research NGO, Iquitos for malaria and dengue, Cusco and Arequipa), and fourteen
 * protocols in oncology, infectious disease, vaccines, cardiology and diabetes. Each protocol has
 * its own habits, which is why the same event reads differently at two sponsors: how subjects are
 * numbered, what the CRF allows of the initials and the birth date, the sponsor's case number,
 * whether the drug is blinded, which events its reference safety information expects.
 */
import type { Random } from "./random.js"
import { type InitialsPolicy, chartNumber } from "./dupEnsayosPeople.js"
import { digits } from "./dupEnsayosText.js"

/** A research site and the hospital where its participants are admitted. */
export interface Site {
  readonly key: string
  readonly name: string
  readonly short: string
  readonly city: string
  /** The hospital that admits its participants and notifies as any hospital does. */
  readonly hospital: string
  readonly hospitalShort: string
  readonly chart: (r: Random) => string
  readonly ciei: string
}

const S = (key: string, name: string, short: string, city: string, chart: (r: Random) => string, ciei: string, hospital?: readonly [string, string]): Site =>
  ({ key, name, short, city, chart, ciei, hospital: hospital?.[0] ?? name, hospitalShort: hospital?.[1] ?? short })

const SITES: ReadonlyArray<Site> = [
  S("inen", "Instituto Nacional de Enfermedades Neoplásicas", "INEN", "Lima", chartNumber("inen"), "Comité de Ética en Investigación del INEN"),
  S("rebagliati", "Hospital Nacional Edgardo Rebagliati Martins", "HNERM", "Lima", chartNumber("essalud"), "CIEI del HNERM - EsSalud"),
  S("almenara", "Hospital Nacional Guillermo Almenara Irigoyen", "HNGAI", "Lima", chartNumber("essalud"), "CIEI del HNGAI"),
  S("cayetano", "Hospital Nacional Cayetano Heredia", "HNCH", "Lima", chartNumber("minsa"), "CIEI de la Universidad Peruana Cayetano Heredia"),
  S("dosdemayo", "Hospital Nacional Dos de Mayo", "HNDM", "Lima", chartNumber("minsa"), "CIEI del Hospital Nacional Dos de Mayo"),
  S("impacta", "Asociación Civil Impacta Salud y Educación - sede Barranco", "Impacta", "Lima", chartNumber("minsa"), "CIEI de Asociación Civil Impacta Salud y Educación",
    ["Hospital Nacional Dos de Mayo", "HNDM"]),
  S("incor", "Instituto Nacional Cardiovascular Carlos Alberto Peschiera Carrillo", "INCOR", "Lima", chartNumber("essalud"), "CIEI del INCOR - EsSalud"),
  S("sanfelipe", "Clínica San Felipe - Unidad de Investigación Clínica", "C. San Felipe", "Lima", chartNumber("privada"), "CIEI Vía Libre",
    ["Clínica San Felipe", "CSF"]),
  S("loreto", "Hospital Regional de Loreto Felipe Santiago Arriola Iglesias", "HRL", "Iquitos", chartNumber("minsa"), "CIEI del Hospital Regional de Loreto"),
  S("garayar", "Hospital de Apoyo Iquitos César Garayar García", "HAI", "Iquitos", chartNumber("minsa"), "CIEI de la Universidad Nacional de la Amazonía Peruana"),
  S("cusco", "Hospital Regional del Cusco", "HRC", "Cusco", chartNumber("minsa"), "CIEI del Hospital Regional del Cusco"),
  S("seguin", "Hospital Nacional Carlos Alberto Seguín Escobedo", "HNCASE", "Arequipa", chartNumber("essalud"), "CIEI del HNCASE - EsSalud Arequipa"),
  S("honorio", "Hospital Regional Honorio Delgado", "HRHD", "Arequipa", chartNumber("minsa"), "CIEI del Hospital Regional Honorio Delgado")
]
const SITE_BY_KEY = new Map(SITES.map((s) => [s.key, s]))
/** A site by its key. */
export const site = (key: string): Site => SITE_BY_KEY.get(key)!

/** A study drug: its code, its INN once named, how it is given. */
export interface Drug {
  readonly code: string
  readonly inn: string
  readonly dose: string
  readonly via: string
}

/** A protocol. */
export interface Trial {
  readonly code: string
  readonly sponsor: string
  readonly cro: string
  readonly area: "oncologia" | "infecciosas" | "vacunas" | "cardiologia" | "diabetes"
  readonly indication: string
  readonly blinded: boolean
  readonly vaccine: boolean
  readonly imp: Drug
  readonly control: Drug
  /** Given to both arms (chemotherapy, TB regimen), named by the hospital that does not know the trial. */
  readonly background: string | null
  /** Site key and the protocol's number of that site. */
  readonly sites: ReadonlyArray<readonly [string, string]>
  readonly expected: ReadonlyArray<string>
  readonly others: ReadonlyArray<string>
  readonly ages: readonly [number, number]
  readonly sex: "F" | "M" | null
  readonly subject: (siteNo: string, n: number) => string
  readonly initials: InitialsPolicy
  /** What the CRF records of the birth date. */
  readonly dob: "full" | "year" | "none"
  readonly caseNo: (r: Random, year: number) => string
  /** How often the SUSAR line listing closes, in months. */
  readonly listing: 1 | 3
  readonly weight: number
}

const D = (code: string, inn: string, dose: string, via: string): Drug => ({ code, inn, dose, via })
const pad = (n: number, w: number) => String(n).padStart(w, "0")
const PLACEBO = (via: string) => D("placebo", "placebo", "", via)

const peDash = (siteNo: string, n: number) => `PE-${siteNo}-${pad(n, 4)}`
const joined = (siteNo: string, n: number) => `${siteNo}${pad(n, 3)}`
const peJoined = (siteNo: string, n: number) => `PE${siteNo}${pad(n, 3)}`
const dashed = (siteNo: string, n: number) => `${siteNo}-${pad(n, 4)}`
const yearPe = (r: Random, y: number) => `${y}PE${digits(r, 6)}`
const peYear = (prefix: string) => (r: Random, y: number) => `${prefix}-${String(y).slice(2)}-PE-${digits(r, 4)}`

export const TRIALS: ReadonlyArray<Trial> = [
  { code: "VSL-3102-301", sponsor: "Vesalia Oncology", cro: "Andes Clinical Research (CRO)", area: "oncologia", indication: "cáncer de pulmón de células no pequeñas estadio IV",
    blinded: true, vaccine: false, imp: D("VSL-3102", "tarlimumab", "1200 mg c/21 días", "EV"), control: PLACEBO("EV"), background: "carboplatino + pemetrexed",
    sites: [["inen", "004"], ["rebagliati", "007"], ["seguin", "012"], ["sanfelipe", "015"]], expected: ["neutropenia_febril", "neutropenia", "anemia", "trombocitopenia", "neumonitis", "colitis", "reaccion_infusion"],
    others: ["neumonia", "tep", "lesion_renal", "hepatotoxicidad"], ages: [38, 82], sex: null, subject: peDash, initials: "two", dob: "year", caseNo: yearPe, listing: 3, weight: 14 },
  { code: "NAP-221-302", sponsor: "Norandes Pharma", cro: "Cronos Clinical Services Perú SAC", area: "oncologia", indication: "cáncer de mama HER2 positivo metastásico",
    blinded: false, vaccine: false, imp: D("NAP-221", "zenatuzumab deruxtecán", "5,4 mg/kg c/21 días", "EV"), control: D("TPC", "trastuzumab + docetaxel", "6 mg/kg + 75 mg/m2", "EV"), background: null,
    sites: [["inen", "5101"], ["almenara", "5102"], ["seguin", "5103"], ["sanfelipe", "5104"]], expected: ["neumonitis", "neutropenia", "anemia", "vomitos", "neutropenia_febril"],
    others: ["neumonia", "tep", "hepatotoxicidad"], ages: [30, 78], sex: "F", subject: joined, initials: "masked", dob: "none", caseNo: peYear("NAP"), listing: 1, weight: 10 },
  { code: "KLP-0457-201", sponsor: "Kallpa Biologics", cro: "Andes Clinical Research (CRO)", area: "oncologia", indication: "cáncer de cuello uterino recurrente",
    blinded: false, vaccine: false, imp: D("KLP-0457", "velcatinib", "200 mg c/24 h", "VO"), control: D("KLP-0457", "velcatinib", "200 mg c/24 h", "VO"), background: "cisplatino semanal",
    sites: [["inen", "01"], ["cusco", "02"], ["honorio", "03"]], expected: ["anemia", "lesion_renal", "neutropenia", "hemorragia", "vomitos"],
    others: ["pielonefritis", "tep", "hepatotoxicidad"], ages: [28, 72], sex: "F", subject: peJoined, initials: "full", dob: "full", caseNo: yearPe, listing: 3, weight: 6 },
  { code: "TRM-MAL-03", sponsor: "Fundación Tropimed", cro: "Unidad de Ensayos Tropimed Lima", area: "infecciosas", indication: "malaria por P. vivax (cura radical)",
    blinded: true, vaccine: false, imp: D("TQ", "tafenoquina", "300 mg dosis única", "VO"), control: D("PQ", "primaquina", "0,5 mg/kg/día x 7 días", "VO"), background: "cloroquina",
    sites: [["loreto", "01"], ["garayar", "02"]], expected: ["hemolisis", "vomitos", "qt", "anemia"],
    others: ["neumonia", "dengue", "hepatotoxicidad"], ages: [6, 65], sex: null, subject: dashed, initials: "full", dob: "full", caseNo: peYear("TRM"), listing: 3, weight: 7 },
  { code: "QTB-118-301", sponsor: "Quimbaya Therapeutics", cro: "Cronos Clinical Services Perú SAC", area: "infecciosas", indication: "tuberculosis pulmonar multidrogorresistente",
    blinded: false, vaccine: false, imp: D("QTB-118", "sutelizolid", "1200 mg c/24 h", "VO"), control: D("SOC", "régimen estándar con linezolid", "600 mg c/24 h", "VO"), background: "bedaquilina + pretomanid",
    sites: [["cayetano", "01"], ["dosdemayo", "02"], ["seguin", "03"]], expected: ["hepatotoxicidad", "qt", "neuropatia", "anemia", "trombocitopenia", "vomitos"],
    others: ["neumonia", "rash", "lesion_renal"], ages: [18, 70], sex: null, subject: peDash, initials: "full", dob: "full", caseNo: yearPe, listing: 3, weight: 9 },
  { code: "HLX-601-202", sponsor: "Helix Antivirals", cro: "Andes Clinical Research (CRO)", area: "infecciosas", indication: "profilaxis pre-exposición al VIH",
    blinded: true, vaccine: false, imp: D("HLX-601", "lenzavirina", "927 mg SC c/26 semanas", "SC"), control: D("TDF/FTC", "tenofovir/emtricitabina", "300/200 mg c/24 h", "VO"), background: null,
    sites: [["impacta", "001"], ["cayetano", "002"]], expected: ["reaccion_local", "ideacion_suicida", "lesion_renal", "rash"],
    others: ["neumonia", "hepatotoxicidad", "anafilaxia"], ages: [18, 45], sex: "M", subject: joined, initials: "masked", dob: "year", caseNo: peYear("HLX"), listing: 1, weight: 7 },
  { code: "HLX-722-301", sponsor: "Helix Antivirals", cro: "Andes Clinical Research (CRO)", area: "infecciosas", indication: "infección por VIH-1 sin tratamiento previo",
    blinded: true, vaccine: false, imp: D("HLX-722", "islatravir/lenzavirina", "una tableta c/24 h", "VO"), control: D("BIC/FTC/TAF", "bictegravir/emtricitabina/tenofovir alafenamida", "una tableta c/24 h", "VO"), background: null,
    sites: [["impacta", "001"], ["cayetano", "002"], ["dosdemayo", "003"], ["loreto", "004"]], expected: ["iris", "rash", "hepatotoxicidad", "ideacion_suicida", "lesion_renal"],
    others: ["neumonia", "vomitos", "anemia"], ages: [18, 60], sex: null, subject: joined, initials: "masked", dob: "year", caseNo: peYear("HLX"), listing: 1, weight: 7 },
  { code: "KBV-DEN-301", sponsor: "Kallpa Biologics", cro: "Cronos Clinical Services Perú SAC", area: "vacunas", indication: "prevención del dengue (vacuna tetravalente)",
    blinded: true, vaccine: true, imp: D("KBV-DEN4", "vacuna tetravalente contra dengue", "0,5 mL, dosis 1 y 2 (día 90)", "SC"), control: PLACEBO("SC"), background: null,
    sites: [["loreto", "101"], ["garayar", "102"]], expected: ["fiebre_vacuna", "reaccion_local", "convulsion_febril", "anafilaxia", "dengue"],
    others: ["neumonia", "vomitos", "sincope"], ages: [4, 16], sex: null, subject: dashed, initials: "full", dob: "full", caseNo: yearPe, listing: 3, weight: 9 },
  { code: "KBV-RSV-302", sponsor: "Kallpa Biologics", cro: "Cronos Clinical Services Perú SAC", area: "vacunas", indication: "prevención de la enfermedad por VSR en adultos de 60 años o más",
    blinded: true, vaccine: true, imp: D("KBV-RSV", "vacuna contra VSR (prefusión F)", "0,5 mL dosis única", "IM"), control: PLACEBO("IM"), background: null,
    sites: [["almenara", "201"], ["cusco", "202"], ["seguin", "203"], ["sanfelipe", "204"]], expected: ["reaccion_local", "fiebre_vacuna", "guillain_barre", "anafilaxia"],
    others: ["neumonia", "infarto", "insuficiencia_cardiaca", "sincope", "pielonefritis"], ages: [60, 88], sex: null, subject: dashed, initials: "full", dob: "year", caseNo: yearPe, listing: 3, weight: 8 },
  { code: "QTB-V72-301", sponsor: "Quimbaya Therapeutics", cro: "Unidad de Ensayos Tropimed Lima", area: "vacunas", indication: "prevención de tuberculosis en contactos domiciliarios",
    blinded: true, vaccine: true, imp: D("QTB-V72", "vacuna M72 adyuvada", "0,5 mL, dosis 1 y 2 (mes 1)", "IM"), control: PLACEBO("IM"), background: null,
    sites: [["cayetano", "01"], ["dosdemayo", "02"]], expected: ["reaccion_local", "fiebre_vacuna", "anafilaxia", "sincope"],
    others: ["neumonia", "vomitos", "hepatotoxicidad"], ages: [15, 45], sex: null, subject: peJoined, initials: "full", dob: "full", caseNo: peYear("QTB"), listing: 3, weight: 6 },
  { code: "CDV-915-301", sponsor: "Cardiovant", cro: "Andes Clinical Research (CRO)", area: "cardiologia", indication: "fibrilación auricular (prevención de ACV)",
    blinded: true, vaccine: false, imp: D("CDV-915", "milvexián", "100 mg c/12 h", "VO"), control: D("APX", "apixabán", "5 mg c/12 h", "VO"), background: null,
    sites: [["incor", "01"], ["rebagliati", "02"], ["almenara", "03"], ["seguin", "04"]], expected: ["hemorragia", "sincope", "anemia"],
    others: ["infarto", "insuficiencia_cardiaca", "neumonia", "lesion_renal", "tep"], ages: [55, 89], sex: null, subject: peDash, initials: "two", dob: "year", caseNo: yearPe, listing: 3, weight: 9 },
  { code: "CDV-220-302", sponsor: "Cardiovant", cro: "Andes Clinical Research (CRO)", area: "cardiologia", indication: "insuficiencia cardiaca con fracción de eyección preservada",
    blinded: true, vaccine: false, imp: D("CDV-220", "balcinrenona", "20 mg c/24 h", "VO"), control: PLACEBO("VO"), background: null,
    sites: [["incor", "01"], ["rebagliati", "02"], ["seguin", "04"], ["honorio", "05"]], expected: ["hiperkalemia", "lesion_renal", "sincope"],
    others: ["insuficiencia_cardiaca", "infarto", "neumonia", "pielonefritis"], ages: [50, 90], sex: null, subject: peDash, initials: "two", dob: "year", caseNo: yearPe, listing: 3, weight: 8 },
  { code: "GLY-041-301", sponsor: "Glycora", cro: "Cronos Clinical Services Perú SAC", area: "diabetes", indication: "diabetes mellitus tipo 2 con insulina basal",
    blinded: false, vaccine: false, imp: D("GLY-041", "insulina efsitora alfa", "semanal SC según titulación", "SC"), control: D("GLA", "insulina glargina U100", "diaria SC según titulación", "SC"), background: "metformina",
    sites: [["rebagliati", "3001"], ["almenara", "3002"], ["seguin", "3003"], ["honorio", "3004"]], expected: ["hipoglucemia"],
    others: ["pielonefritis", "infarto", "neumonia", "insuficiencia_cardiaca", "lesion_renal"], ages: [35, 80], sex: null, subject: joined, initials: "masked", dob: "none", caseNo: peYear("GLY"), listing: 1, weight: 7 },
  { code: "GLY-207-302", sponsor: "Glycora", cro: "Cronos Clinical Services Perú SAC", area: "diabetes", indication: "diabetes mellitus tipo 2 y obesidad",
    blinded: true, vaccine: false, imp: D("GLY-207", "orforglipron", "36 mg c/24 h", "VO"), control: PLACEBO("VO"), background: "metformina + empagliflozina",
    sites: [["almenara", "3101"], ["sanfelipe", "3102"], ["seguin", "3103"], ["cusco", "3104"]], expected: ["pancreatitis", "vomitos", "cetoacidosis", "pielonefritis", "hipoglucemia"],
    others: ["infarto", "neumonia", "hepatotoxicidad"], ages: [30, 75], sex: null, subject: joined, initials: "masked", dob: "none", caseNo: peYear("GLY"), listing: 1, weight: 7 }
]
