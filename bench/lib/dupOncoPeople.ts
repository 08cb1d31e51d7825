/**
 * People of the oncology network generator (`--generator oncologia`): the three units, patients
 * with Peruvian names (two surnames, compound given names, the nickname the navigator uses), the
 * relative who writes to DIGEMID, and the staff who sign reports. Initials are rendered the ways
 * each writer writes them, since the same woman is "MCQH" on a form and "Charo Q." on WhatsApp.
 */
import { addDays, gauss, ranked, sinTildes } from "./dupOncoNoise.js"
import type { Random } from "./random.js"

/** The units that report: the institute in Lima (day hospital and ward) and two regional units. */
export type SiteKey = "lima" | "arequipa" | "trujillo"

/** A unit, with the names its staff give it. */
export interface Site {
  readonly key: SiteKey
  readonly nombres: ReadonlyArray<string>
  readonly hospitalDia: ReadonlyArray<string>
  readonly sala: ReadonlyArray<string>
  readonly ciudad: string
}

/** The units, with their share of patients: Lima treats most. */
export const SITES: ReadonlyArray<readonly [Site, number]> = [
  [{ key: "lima", ciudad: "Lima", nombres: ["Instituto Oncológico de Lima", "IOL", "Instituto Oncológico - Lima"], hospitalDia: ["Hospital de Día", "Unidad de Quimioterapia Ambulatoria", "UQA - Hospital de Día"], sala: ["Hospitalización Oncología Médica 5° piso", "Hospitalización 5B", "Oncología Médica - piso 5"] }, 0.6],
  [{ key: "arequipa", ciudad: "Arequipa", nombres: ["Unidad Oncológica Regional Sur", "UOR Sur - Arequipa", "Oncología Arequipa"], hospitalDia: ["Quimioterapia Ambulatoria UOR Sur", "Sala de quimioterapia"], sala: ["Hospitalización UOR Sur", "Hospitalización oncología Arequipa"] }, 0.2],
  [{ key: "trujillo", ciudad: "Trujillo", nombres: ["Unidad Oncológica Regional Norte", "UOR Norte - Trujillo", "Oncología Trujillo"], hospitalDia: ["Quimioterapia Ambulatoria UOR Norte", "Sala de quimio"], sala: ["Hospitalización UOR Norte", "Piso de oncología"] }, 0.2]
]

/** A given name (perhaps compound) and the short names people use for it. */
export interface Given {
  readonly name: string
  readonly apodos: ReadonlyArray<string>
}

const g = (name: string, ...apodos: Array<string>): Given => ({ name, apodos })

// Common first: the weights follow the order.
const FEMENINOS: ReadonlyArray<Given> = [
  g("María", "Mary"), g("Rosa", "Rosita"), g("María del Carmen", "Maricarmen", "Carmencita"), g("Carmen", "Carmencita"),
  g("Juana", "Juanita"), g("Luz", "Lucha"), g("Ana María", "Anita"), g("Rosa María", "Rosi"), g("María Elena", "Malena"),
  g("Gladys"), g("Elizabeth", "Eli", "Betty"), g("Rosario", "Charo"), g("Mercedes", "Meche"), g("Teresa", "Tere"),
  g("Isabel", "Chabuca"), g("Patricia", "Pati"), g("Milagros", "Mili"), g("Yolanda", "Yoli"), g("Martha"),
  g("Flor de María", "Flor"), g("Luz Marina", "Lucha"), g("Guadalupe", "Lupe"), g("Consuelo", "Chelo"), g("Julia"),
  g("Victoria", "Vicky"), g("Margarita", "Maggie"), g("Norma"), g("Nelly"), g("Gloria"), g("Silvia"), g("Karina"),
  g("Jessica", "Jessi"), g("Roxana", "Roxi"), g("Maribel", "Mari"), g("Liliana", "Lili"), g("Esther"), g("Zoila"),
  g("Hilda"), g("Olga"), g("Susana", "Susy"), g("Lucía", "Lucy"), g("Celia"), g("Sonia"), g("María Luisa", "Malú"),
  g("Nancy"), g("Edith"), g("Maritza"), g("Delia"), g("Irma"), g("Dolores", "Lola"), g("María Jesús", "Chuchi")
]
const MASCULINOS: ReadonlyArray<Given> = [
  g("José", "Pepe"), g("Juan", "Juancho"), g("Luis", "Lucho"), g("Carlos", "Charlie"), g("Jorge", "Coco"),
  g("José Luis", "Pepe"), g("Juan Carlos", "Juanca"), g("Víctor"), g("Segundo"), g("Jesús", "Chucho"), g("Manuel", "Manolo"),
  g("Pedro", "Perico"), g("Francisco", "Pancho"), g("Juan de Dios", "Juancho"), g("Miguel Ángel", "Miguel"),
  g("Luis Alberto", "Lucho"), g("Alberto", "Beto"), g("Roberto", "Beto"), g("César"), g("Raúl"), g("Julio"), g("Walter"),
  g("Hugo"), g("Wilmer"), g("Percy"), g("Eduardo", "Lalo"), g("Enrique", "Quique"), g("Antonio", "Toño"),
  g("Gregorio", "Goyo"), g("Guillermo", "Memo"), g("Ricardo", "Richi"), g("Fernando", "Fer"), g("Alejandro", "Alex"),
  g("Edwin"), g("Santos"), g("Teodoro", "Teo"), g("Félix"), g("Marco Antonio", "Marco"), g("Héctor"), g("Óscar"),
  g("Mario"), g("Gustavo"), g("Rubén"), g("Máximo"), g("Justo"), g("Alfredo", "Fredy")
]
// Adolescents and young adults of haematology carry the names of the 2000s.
const JOVENES_F: ReadonlyArray<Given> = [g("Nicole", "Nico"), g("Valeria", "Vale"), g("Camila", "Cami"), g("Fernanda", "Fer"), g("Brigitte"), g("Sheyla"), g("Kiara"), g("Yamilet"), g("Milagros", "Mili"), g("Ariana")]
const JOVENES_M: ReadonlyArray<Given> = [g("Kevin"), g("Brayan"), g("Jhon"), g("Jean Pierre", "Jean"), g("Diego"), g("Sebastián", "Sebas"), g("Anthony"), g("Jhair"), g("Piero"), g("Jhonatan", "Jhona")]

const APELLIDOS = [
  "Quispe", "Flores", "Sánchez", "Rodríguez", "García", "Rojas", "Huamán", "Mamani", "Vásquez", "Chávez", "Ramírez",
  "Torres", "Díaz", "Mendoza", "Castillo", "Espinoza", "López", "Gutiérrez", "Fernández", "Pérez", "Gonzales", "Ramos",
  "Cruz", "Vargas", "Salazar", "Romero", "Condori", "Castro", "Morales", "Silva", "Medina", "Herrera", "Aguilar",
  "Cáceres", "Paredes", "Palomino", "Córdova", "Villanueva", "Reyes", "Cárdenas", "Rivera", "Alvarado", "Chumpitaz",
  "Tello", "Campos", "Soto", "Mejía", "Delgado", "Vega", "Zapata", "Núñez", "Guerrero", "Benites", "Pacheco",
  "Carrasco", "Zavala", "Arias", "Ponce", "Bustamante", "Ríos", "Tapia", "Lazo", "Pinto", "Quiroz", "Bravo", "De la Cruz",
  "Calderón", "Sandoval", "Ccahuana", "Huarcaya", "Inga", "Yupanqui", "Loayza", "Oré", "Pariona", "Del Castillo"
]
// Surnames of each region, which its units see more often.
const REGIONALES: Readonly<Record<SiteKey, ReadonlyArray<string>>> = {
  lima: ["Chumpitaz", "Huarcaya", "Pariona", "Oré", "Inga"],
  arequipa: ["Apaza", "Mamani", "Condori", "Huanca", "Llerena", "Chirinos", "Zegarra", "Valdivia", "Ticona", "Choque", "Cutipa", "Quispe"],
  trujillo: ["Alva", "Rebaza", "Asmat", "Vereau", "Cabrera", "Tantaleán", "Rodríguez", "Neyra", "Gamarra", "Cruzado", "Castañeda", "Sánchez"]
}

const nombreF = ranked(FEMENINOS, 0.85)
const nombreM = ranked(MASCULINOS, 0.85)
const apellidoNacional = ranked(APELLIDOS, 0.75)

/** A surname as a unit of `site` sees them. */
export const apellido = (r: Random, site: SiteKey): string =>
  r.chance(site === "lima" ? 0.08 : 0.3) ? r.pick(REGIONALES[site]) : apellidoNacional(r)

/** A given name for a person of that sex and age. */
export const given = (r: Random, female: boolean, age: number): Given =>
  age < 30 && r.chance(0.6) ? r.pick(female ? JOVENES_F : JOVENES_M) : female ? nombreF(r) : nombreM(r)

/** The relative who accompanies a patient, calls the navigator and may write to DIGEMID. */
export interface Kin {
  readonly rel: "hija" | "hijo" | "esposa" | "esposo" | "madre" | "hermana" | "nieta" | "sobrina"
  readonly name: string
}

/** A patient of the network. */
export interface Patient {
  readonly id: number
  readonly female: boolean
  readonly nombre: Given
  readonly paterno: string
  readonly materno: string
  readonly birth: string
  readonly site: Site
  /** The clinical record number, quoted by nurses and navigators. */
  readonly hc: string
  readonly kin: Kin
  /** A relative or namesake among earlier patients, for labelling confounders. */
  readonly related: { readonly to: number; readonly how: "madre_hija" | "hermanas" | "homonimo" } | null
}

/** A new patient of that sex and age (at `day`) at `site`; `like` fixes names for relatives and namesakes. */
export const newPatient = (
  r: Random, id: number, site: Site, female: boolean, age: number, day: string,
  like?: { readonly nombre?: Given; readonly paterno?: string; readonly materno?: string; readonly related: Patient["related"] }
): Patient => {
  const paterno = like?.paterno ?? apellido(r, site.key)
  const materno = like?.materno ?? apellido(r, site.key)
  const birth = addDays(day, -(age * 365.25 + r.int(0, 364)) | 0)
  const young = age < 35
  const rel = young
    ? r.pick(["madre", "madre", "hermana", "esposa"] as const)
    : age > 65 ? r.pick(["hija", "hija", "hijo", "nieta", "esposa", "sobrina"] as const)
      : r.pick(female ? (["hija", "esposo", "hermana", "hijo"] as const) : (["esposa", "esposa", "hija", "hijo"] as const))
  const kinFemale = rel !== "hijo" && rel !== "esposo"
  const kinAge = rel === "madre" ? age + 25 : rel === "hija" || rel === "hijo" ? Math.max(18, age - 28) : age
  // A child carries the father's first surname and the mother's first surname.
  const kinName = rel === "hija" || rel === "hijo" || rel === "nieta"
    ? `${given(r, kinFemale, kinAge).name} ${female ? apellido(r, site.key) : paterno}`
    : rel === "madre" || rel === "hermana" ? `${given(r, true, kinAge).name} ${rel === "madre" ? materno : paterno}`
      : `${given(r, kinFemale, kinAge).name} ${apellido(r, site.key)}`
  return {
    id, female, site, paterno, materno, birth,
    nombre: like?.nombre ?? given(r, female, age),
    hc: String(r.int(site.key === "lima" ? 100_000 : 20_000, site.key === "lima" ? 999_999 : 99_999)),
    kin: { rel, name: kinName },
    related: like?.related ?? null
  }
}

/** An age drawn around `mean` with spread `sd`, kept in [min, max]. */
export const ageAround = (r: Random, mean: number, sd: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, Math.round(mean + sd * gauss(r))))

const PARTICULAS = new Set(["de", "del", "la", "las", "los", "y"])

/** How a writer spells initials: which names count, in which order, and with what marks. */
export type InitialStyle = "todos" | "particulas" | "primero" | "dos" | "apellidos_primero"

const letters = (p: Patient, style: InitialStyle): Array<string> => {
  const words = p.nombre.name.split(" ")
  const givenAll = words.filter((w) => !PARTICULAS.has(w.toLowerCase())).map((w) => w[0]!)
  const givenWithParticles = words.map((w) => w[0]!)
  // "De la Cruz" is D for some writers and C for others.
  const sur = (s: string) => (s.includes(" ") ? (style === "particulas" ? s.split(" ").map((w) => w[0]!) : [s.split(" ").at(-1)![0]!]) : [s[0]!])
  const surnames = [...sur(p.paterno), ...sur(p.materno)]
  switch (style) {
    case "todos": return [...givenAll, ...surnames]
    case "particulas": return [...givenWithParticles, ...surnames]
    case "primero": return [givenAll[0]!, ...surnames]
    case "dos": return [givenAll[0]!, surnames[0]!]
    case "apellidos_primero": return [...surnames, ...givenAll]
  }
}

/** The initials in one style and one of the usual marks: MCQH, M.C.Q.H., M. C. Q. H., m c q h. */
export const initials = (r: Random, p: Patient, style: InitialStyle, marks?: number): string => {
  const l = letters(p, style).map((c) => sinTildes(c).toUpperCase())
  switch (marks ?? r.int(0, 7)) {
    case 0: case 1: case 2: return l.join("")
    case 3: case 4: return `${l.join(".")}.`
    case 5: return `${l.join(". ")}.`
    case 6: return l.join(" ")
    default: return l.join("").toLowerCase()
  }
}

/** How a navigator names the patient in a note: a nickname or first name with a surname or its letter. */
export const navigatorName = (r: Random, p: Patient): string => {
  const first = p.nombre.name.split(" ")[0]!
  const called = p.nombre.apodos.length > 0 && r.chance(0.55) ? r.pick(p.nombre.apodos) : r.chance(0.3) ? p.nombre.name : first
  const title = r.chance(0.4) ? (p.female ? r.pick(["sra. ", "Sra. ", "Sra "]) : r.pick(["sr. ", "Sr. ", "don "])) : ""
  const k = r.int(0, 5)
  const out = k <= 1 ? `${called} ${p.paterno[0]}.` : k === 2 ? `${called} ${p.paterno}` : k === 3 ? `${called} ${p.paterno[0]}${p.materno[0]}`
    : k === 4 ? called : `${called} ${p.paterno.toLowerCase()} ${p.materno[0]!.toLowerCase()}`
  return r.chance(0.35) ? (title + out).toLowerCase() : title + out
}

/** Staff of a unit who sign reports, drawn once per data set. */
export interface Staff {
  readonly enfermeras: ReadonlyArray<string>
  readonly oncologos: ReadonlyArray<string>
  readonly residentes: ReadonlyArray<string>
  readonly farmaceuticos: ReadonlyArray<string>
  readonly navegadoras: ReadonlyArray<string>
}

const person = (r: Random, site: SiteKey, female: boolean) => `${(female ? nombreF(r) : nombreM(r)).name.split(" ")[0]} ${apellido(r, site)}`

/** The staff of each unit: more in Lima. */
export const makeStaff = (r: Random): Readonly<Record<SiteKey, Staff>> => {
  const make = (site: SiteKey, scale: number): Staff => {
    const n = (k: number) => Math.max(2, Math.round(k * scale))
    const many = (k: number, f: (female: boolean) => string, pf: number) => Array.from({ length: n(k) }, () => f(r.chance(pf)))
    return {
      enfermeras: many(10, (f) => `Lic. Enf. ${person(r, site, f)}`, 0.85),
      oncologos: many(12, (f) => `${f ? "Dra." : "Dr."} ${person(r, site, f)}`, 0.45),
      residentes: many(6, (f) => `${f ? "Dra." : "Dr."} ${person(r, site, f)}`, 0.5),
      farmaceuticos: many(5, (f) => `Q.F. ${person(r, site, f)}`, 0.7),
      navegadoras: many(4, (f) => `Lic. ${person(r, site, f)}`, 0.9)
    }
  }
  return { lima: make("lima", 1), arequipa: make("arequipa", 0.4), trujillo: make("trujillo", 0.4) }
}

/** The nurses of the companies' patient-support programmes, who sign what the programme forwards. */
export const makeAgents = (r: Random): ReadonlyArray<string> =>
  Array.from({ length: 9 }, () => `${r.pick(["Lic. Enf.", "Enf.", "Lic."])} ${person(r, "lima", r.chance(0.85))}`)
