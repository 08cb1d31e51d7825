/**
 * The people of the materno generator (lib/dupMaterno.ts): mothers of Lima's cones and of the
 * regions whose hospitals have an obstetrics and a neonatology service, their newborns (nameless at
 * first, "RN de Quispe Mamani"; named weeks later, with the father's surname first when he
 * recognised the child), twins, namesakes among the commonest surnames, and the staff who sign: the
 * gineco-obstetras, the obstetras (midwives), the nurses, the pharmacists and the neonatologists.
 * Also the ways each service writes a patient's initials.
 */
import { pickWeighted, type Random, zipfPicker } from "./random.js"
import { sinTildes, yearsBetween } from "./dupMaternoText.js"

/** A hospital of the network, with the services where its reports are written. */
export interface Hospital {
  readonly name: string
  readonly short: string
  readonly authority: string
  readonly lima: boolean
  /** Health centres whose midwives refer and follow up its mothers. */
  readonly centres: ReadonlyArray<string>
}

/** A patient: a mother or her newborn. */
export interface Person {
  readonly id: number
  /** Empty for a newborn who has no name yet. */
  readonly given: ReadonlyArray<string>
  /** The name the baby gets at registration (RENIEC), for reports written weeks later. */
  readonly laterGiven: ReadonlyArray<string>
  readonly paternal: string
  readonly maternal: string
  readonly sex: "F" | "M"
  /** Day index of birth. */
  readonly birth: number
  readonly hospital: Hospital
  /** Historia clínica number (the mother's, for a newborn written under it). */
  readonly hc: string
  readonly dni: string | null
}

const H = (name: string, short: string, authority: string, lima: boolean, centres: ReadonlyArray<string>): Hospital => ({ name, short, authority, lima, centres })

// The institute receives most of Lima's high-risk pregnancies; the regions' hospitals the rest.
const HOSPITALS: ReadonlyArray<readonly [Hospital, number]> = [
  [H("Instituto Nacional Materno Perinatal", "INMP", "DIRIS Lima Centro", true, ["C.S. Materno Infantil Tablada de Lurín", "C.S. Materno Infantil Juan Pablo II", "C.S. Materno Infantil Santa Luzmila", "C.S. Materno Infantil Manuel Barreto", "C.S. Materno Infantil El Porvenir", "C.S. San Cosme"]), 42],
  [H("Hospital Nacional Docente Madre Niño San Bartolomé", "HONADOMANI San Bartolomé", "DIRIS Lima Centro", true, ["C.S. Mirones Bajo", "C.S. Conde de la Vega", "C.S. Villa María del Perpetuo Socorro"]), 12],
  [H("Hospital Regional Docente Materno Infantil El Carmen", "HRDMI El Carmen", "DIRESA Junín", false, ["C.S. Chilca", "C.S. La Libertad de Huancayo", "C.S. Pedro Sánchez Meza"]), 7],
  [H("Hospital Regional de Cajamarca", "HRC", "DIRESA Cajamarca", false, ["C.S. Baños del Inca", "C.S. Pachacútec", "C.S. Magna Vallejo"]), 5],
  [H("Hospital Regional del Cusco", "HRC Cusco", "GERESA Cusco", false, ["C.S. Siete Cuartones", "C.S. Santiago", "C.S. Ttio"]), 6],
  [H("Hospital de la Amistad Perú Corea Santa Rosa II-2", "Hosp. Santa Rosa Piura", "DIRESA Piura", false, ["C.S. Los Algarrobos", "C.S. Castilla", "C.S. San Pedro"]), 6],
  [H("Hospital Regional de Loreto", "HRL", "DIRESA Loreto", false, ["C.S. Bellavista Nanay", "C.S. 6 de Octubre", "C.S. Moronacocha"]), 5],
  [H("Hospital Belén de Trujillo", "HBT", "GERESA La Libertad", false, ["C.S. Materno Infantil El Bosque", "C.S. Materno Infantil Santa Lucía de Moche", "C.S. Los Jardines"]), 5],
  [H("Hospital Regional Honorio Delgado", "HRHD", "GERESA Arequipa", false, ["C.S. Materno Infantil Miraflores", "C.S. Ciudad Blanca", "C.S. Mariano Melgar"]), 5],
  [H("Hospital Materno Infantil Carlos Showing Ferrari", "HMI Carlos Showing", "DIRESA Huánuco", false, ["C.S. Las Moras", "C.S. Aparicio Pomares", "C.S. Potracancha"]), 3],
  [H("Hospital Regional de Ayacucho", "HRA", "DIRESA Ayacucho", false, ["C.S. San Juan Bautista", "C.S. Carmen Alto", "C.S. Santa Elena"]), 4]
]

/** A hospital, the institute most often. */
export const pickHospital = (r: Random): Hospital => pickWeighted(r, HOSPITALS)

// Women born from the late seventies to the late noughties, as the admission books list them.
const MOTHER_NAMES = zipfPicker([
  "Yesenia", "Milagros", "Katherine", "Lizbeth", "Rosmery", "Yanet", "Deysi", "Maritza", "Sheyla", "Nataly", "Mayra",
  "Elizabeth", "Jhoselyn", "Karen", "Evelyn", "Lucero", "Yuliana", "Rocío", "Brenda", "Fiorella", "Anali", "Thalía",
  "Nélida", "Marleny", "Kiara", "Ruth", "Noemí", "Susan", "Yessica", "Cinthia", "Estefany", "Diana", "Sonia", "Judith",
  "Vilma", "Maribel", "Nancy", "Carmen", "Rosa", "María", "Luz", "Flor", "Janeth", "Mirian", "Erika", "Wendy",
  "Mercedes", "Celinda", "Hermelinda", "Leydi", "Dayana", "Yomira", "Gianella", "Xiomara", "Ángela", "Isabel"
], 0.75)
const SECOND_NAMES = ["Marisol", "del Pilar", "Elena", "Isabel", "Guadalupe", "Rosario", "Beatriz", "Lucía", "Esther", "Soledad", "Milagros", "Cristina"]
const BABY_F = zipfPicker(["Valentina", "Luana", "Ashley", "Mía", "Alexa", "Aitana", "Isabella", "Zoe", "Camila", "Abigail", "Kiara", "Dayana", "Briana", "Emily", "Sofía"], 0.7)
const BABY_M = zipfPicker(["Thiago", "Liam", "Mateo", "Dylan", "Gael", "Santiago", "Ian", "Jhair", "Luciano", "Adriano", "Josué", "Fabricio", "Benjamín", "Dereck", "Joaquín"], 0.7)
const STAFF_F = ["Karina", "Patricia", "Giovanna", "Lourdes", "Gladys", "Rosario", "Miriam", "Verónica", "Edith", "Magaly", "Sara", "Juana", "Liliana", "Roxana"]
const STAFF_M = ["Jorge", "Luis", "Víctor", "Percy", "Walter", "César", "Enrique", "Manuel", "Raúl", "Hernán", "Óscar", "Julio", "Edgar", "Pedro"]

// Surnames, commonest first: the Andes' and the coast's together, the Amazon's and the immigrants' rarer.
const SURNAME_LIST = [
  "Quispe", "Mamani", "Flores", "Huamán", "Condori", "García", "Rojas", "Sánchez", "Ramos", "Torres", "Chávez", "Vásquez",
  "Cruz", "Mendoza", "Castillo", "Ramírez", "Huamaní", "Díaz", "Espinoza", "Gutiérrez", "Ccahuana", "Paredes", "Salazar",
  "Pariona", "Yauri", "Zapata", "Rivera", "Villanueva", "Palacios", "Valverde", "Huillca", "Puma", "Ccopa", "Chambi",
  "Layme", "Carhuamaca", "Ñahui", "Ruiz", "Chuquimango", "Tafur", "Atoche", "Purizaca", "Yovera", "Pinedo", "Panduro",
  "Tapullima", "Shapiama", "Sangama", "Arévalo", "Vela", "Lévano", "Cárdenas", "Solís", "Alarcón", "Inga", "Taipe",
  "Meza", "Poma", "Tineo", "Mallqui", "Olivera", "Dávila", "Becerra", "Chang", "Nakamura", "Wong", "Escobedo", "Lázaro"
]
const surname = zipfPicker(SURNAME_LIST, 0.85)

let nextId = 1
/** Starts the numbering again (one data set per call). */
export const resetPeople = (): void => {
  nextId = 1
}

const digits = (r: Random, n: number) => Array.from({ length: n }, () => r.int(0, 9)).join("")

/** A mother of `age` years on `day`, a second given name now and then. */
export const newMother = (r: Random, day: number, age: number, hospital?: Hospital): Person => {
  const given = [MOTHER_NAMES(r), ...(r.chance(0.3) ? [r.pick(SECOND_NAMES)] : [])]
  const paternal = surname(r)
  let maternal = surname(r)
  if (maternal === paternal && r.chance(0.7)) maternal = surname(r)
  return {
    id: nextId++, given, laterGiven: given, paternal, maternal, sex: "F", birth: day - age * 365 - r.int(0, 364),
    hospital: hospital ?? pickHospital(r), hc: `${r.int(1, 9)}${digits(r, r.int(5, 6))}`, dni: r.chance(0.85) ? `${r.int(4, 7)}${digits(r, 7)}` : null
  }
}

/** The surname a newborn gets: the father's when he recognises the child, the mother's two otherwise. */
const babySurnames = (r: Random, mother: Person): readonly [string, string] =>
  r.chance(0.72) ? [surname(r), mother.paternal] : [mother.paternal, mother.maternal]

/** A newborn of a mother, born on `day`; twins share the surnames and the day. */
export const newBaby = (r: Random, mother: Person, day: number, sibling?: Person): Person => {
  const sex = r.chance(0.5) ? "F" : "M"
  const [paternal, maternal] = sibling !== undefined ? [sibling.paternal, sibling.maternal] : babySurnames(r, mother)
  const first = sex === "F" ? BABY_F(r) : BABY_M(r)
  return {
    id: nextId++, given: [], laterGiven: r.chance(0.25) ? [first, sex === "F" ? BABY_F(r) : BABY_M(r)] : [first], paternal, maternal, sex, birth: day,
    hospital: mother.hospital, hc: mother.hc, dni: null
  }
}

/** Another woman with the same first name and first surname (the commonest ones), a different life. */
export const namesakeOf = (r: Random, p: Person, day: number, age: number): Person => {
  const other = newMother(r, day, age, r.chance(0.7) ? p.hospital : undefined)
  return { ...other, given: [p.given[0]!, ...other.given.slice(1)], laterGiven: [p.given[0]!, ...other.given.slice(1)], paternal: p.paternal, maternal: r.chance(0.25) ? p.maternal : other.maternal }
}

/** A staff member's name: "Karina Solís Meza". */
export const staffName = (r: Random, sex?: "F" | "M"): string => {
  const s = sex ?? (r.chance(0.6) ? "F" : "M")
  return `${r.pick(s === "F" ? STAFF_F : STAFF_M)} ${surname(r)} ${surname(r)}`
}

/** Years of age on a day. */
export const ageOf = (p: Person, day: number): number => Math.max(0, yearsBetween(p.birth, day))

const letter = (w: string) => sinTildes(w).charAt(0).toUpperCase()
const dotted = (letters: ReadonlyArray<string>, sep: string) => letters.join(sep) + (sep === "." ? "." : "")

/** How a form writes initials. */
export type InitialsStyle = "form" | "surnamesFirst" | "firstName" | "lower" | "shortGiven" | "upper"

/** A mother's (or a named baby's) initials, in a service's habit. */
export const initialsOf = (r: Random, p: Person, style: InitialsStyle, given = p.given): string => {
  const g = given.length > 0 ? given : p.laterGiven
  const all = [...g.map(letter), letter(p.paternal), letter(p.maternal)]
  const firstOnly = [letter(g[0]!), letter(p.paternal), letter(p.maternal)]
  switch (style) {
    case "form": return r.chance(0.6) ? dotted(all, ".") : all.join("")
    case "shortGiven": return r.chance(0.5) ? dotted(firstOnly, ".") : firstOnly.join("")
    case "surnamesFirst": return r.chance(0.5) ? dotted([letter(p.paternal), letter(p.maternal), ...g.map(letter)], ".") : `${letter(p.paternal)}${letter(p.maternal)}, ${g.map(letter).join("")}`
    case "firstName": return `${g[0]!} ${letter(p.paternal)}.${r.chance(0.6) ? ` ${letter(p.maternal)}.` : ""}`
    case "lower": return (r.chance(0.5) ? firstOnly : all).join(r.chance(0.4) ? "." : "").toLowerCase()
    case "upper": return all.join(r.chance(0.3) ? " " : "")
  }
}

/** A nameless newborn as a service writes it in the initials field: "RN Q.M.", "RN de Quispe Mamani", "R.N. QM", "RN1 QM". */
export const babyLabel = (r: Random, mother: Person, twin: 1 | 2 | null, full: boolean): string => {
  const n = twin === null ? "" : r.chance(0.5) ? String(twin) : ` ${twin === 1 ? "I" : "II"}`
  if (full) return `RN${n} de ${mother.paternal} ${mother.maternal}`
  const k = r.int(0, 5)
  const s = `${letter(mother.paternal)}${letter(mother.maternal)}`
  if (k <= 1) return `RN${n} ${s[0]}.${s[1]}.`
  if (k === 2) return `R.N.${n} ${s}`
  if (k === 3) return `RNV${n} ${s}`
  if (k === 4) return `RN${n} ${mother.paternal.toUpperCase()}`
  return `RN${n} ${s}`
}

/** The mother's full name as a chart writes it: "Quispe Mamani, Yesenia" or "Yesenia Quispe Mamani". */
export const fullName = (r: Random, p: Person): string =>
  r.chance(0.5) ? `${p.paternal} ${p.maternal}, ${p.given.join(" ")}` : `${p.given.join(" ")} ${p.paternal} ${p.maternal}`
