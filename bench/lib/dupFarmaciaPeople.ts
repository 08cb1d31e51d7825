/**
 * The customers and staff of the pharmacy generator (`dup:quality --generator farmacia`):
 * households of Lima's districts and of provincial cities (a parent who buys for everyone,
 * children with the father's and the mother's surnames), their DNI and loyalty card, and the
 * chain's branches, pharmacists, call-centre operators and the pediatricians who follow up.
 */

import { type Random, zipfPicker } from "./random.js"
import { addDays, digits } from "./dupFarmaciaText.js"

// Customers' names, the frequent first.
const MUJERES = [
  "Rosa", "María", "Maritza", "Carmen", "Yesenia", "Lourdes", "Sandra", "Jackeline", "Vanessa", "Elizabeth", "Mercedes", "Doris",
  "Janet", "Katherine", "Fabiola", "Nataly", "Evelyn", "Lizbeth", "Giovanna", "Ángela", "Rosario", "Marleny", "Noemí", "Sonia",
  "Miriam", "Judith", "Ruth", "Luzmila", "Edith", "Haydeé", "Rocío", "Kelly", "Melissa", "Stefany", "Cinthia", "Yolanda", "Delia", "Nancy"
]
const HOMBRES = [
  "José", "Luis", "Juan", "Carlos", "Jhon", "Richard", "Frank", "Jhonatan", "Elmer", "Willy", "Christian", "Alex", "Martín", "Freddy",
  "Wilson", "Rolando", "Edgar", "Henry", "Ronald", "Nilton", "Yonatan", "Kevin", "Piero", "Gerson", "Jefferson", "Abel", "Teófilo",
  "Raúl", "Máximo", "Efraín", "Orlando", "Moisés", "Gilberto", "Eusebio", "Hernán", "Leoncio"
]
const NINAS = ["Valentina", "Luciana", "Mía", "Camila", "Kiara", "Ariana", "Zoe", "Isabella", "Danna", "Ashley", "Aitana", "Romina", "Alexa", "Milagros", "Fernanda", "Antonella"]
const NINOS = ["Thiago", "Mateo", "Liam", "Dylan", "Gael", "Alessandro", "Fabricio", "Santiago", "Adriano", "Joaquín", "Benjamín", "Ian", "Jhair", "Josué", "Rodrigo", "Máximo"]
const APELLIDOS = [
  "Quispe", "Huamán", "Mamani", "Flores", "Rojas", "García", "Chávez", "Torres", "Vilca", "Ccahuana", "Pari", "Tito", "Laura", "Ventura",
  "Poma", "Guevara", "Cabrera", "Saavedra", "Ayala", "Cuadros", "Espejo", "Chuquimango", "León", "Rosales", "Valverde", "Solís", "Marín",
  "Acosta", "Bernal", "Cueva", "Inga", "Ore", "Huertas", "Olivares", "Peña", "Moreno", "Meza", "Salas", "Yauri", "Carhuamaca", "Alarcón",
  "Gamarra", "Luna", "Palacios", "Zegarra", "Bazán", "Ñahui", "Condorí", "Sulca", "Tineo", "Llanos", "Aguirre", "Ochoa", "Risco", "Ynga"
]
const mujer = zipfPicker(MUJERES, 0.95)
const hombre = zipfPicker(HOMBRES, 0.95)
const nina = zipfPicker(NINAS, 0.8)
const nino = zipfPicker(NINOS, 0.8)
const apellido = zipfPicker(APELLIDOS, 0.85)

/** A customer: the patient of a report, the buyer of one, or both. */
export interface Person {
  readonly id: number
  readonly female: boolean
  readonly names: ReadonlyArray<string>
  readonly surnames: readonly [string, string]
  readonly birth: string
  readonly dni: string
  /** The household (its buyer is one of the adults). */
  readonly household: number
  readonly role: "madre" | "padre" | "hijo" | "abuelo" | "solo"
  /** The name on the chain's loyalty card, if any (first name and one surname, as the card prints it). */
  readonly card: string | null
  readonly phone: string
}

/** A household: who lives together and who buys for them. */
export interface Household {
  readonly id: number
  readonly members: ReadonlyArray<Person>
  /** The adult who usually buys and calls. */
  readonly buyer: Person
  /** Where they buy: an index into {@link BRANCHES}. */
  readonly branch: number
}

/** A branch of the chain or an independent botica sending through the chain's PV unit. */
export interface Branch {
  readonly code: string
  readonly name: string
  readonly city: string
  readonly chain: boolean
}

/** The branches: Lima's districts first (most sales), then the provinces and the independent boticas. */
export const BRANCHES: ReadonlyArray<Branch> = [
  ["BS-045", "Boticas Sanar Los Olivos", "Lima"], ["BS-012", "Boticas Sanar Comas - Av. Túpac Amaru", "Lima"], ["BS-077", "Boticas Sanar SJL Canto Grande", "Lima"],
  ["BS-031", "Boticas Sanar Ate - Vitarte", "Lima"], ["BS-058", "Boticas Sanar Villa El Salvador", "Lima"], ["BS-003", "Boticas Sanar Surco - Higuereta", "Lima"],
  ["BS-090", "Boticas Sanar Callao - Sáenz Peña", "Callao"], ["BS-066", "Boticas Sanar SMP - Naranjal", "Lima"], ["BS-021", "Boticas Sanar Chorrillos", "Lima"],
  ["BS-114", "Boticas Sanar Huancayo Centro", "Huancayo"], ["BS-126", "Boticas Sanar Chiclayo - Balta", "Chiclayo"], ["BS-131", "Boticas Sanar Trujillo - España", "Trujillo"],
  ["BS-140", "Boticas Sanar Ica", "Ica"], ["BS-152", "Boticas Sanar Piura - Grau", "Piura"], ["BS-160", "Boticas Sanar Cajamarca", "Cajamarca"],
  ["BS-171", "Boticas Sanar Pucallpa", "Pucallpa"], ["FA-208", "Botica San Judas Tadeo (asociada)", "Huancayo"], ["FA-215", "Farmacia Santa Rosa de Lima (asociada)", "Lima"],
  ["FA-233", "Botica El Buen Pastor (asociada)", "Chiclayo"], ["FA-240", "Botica Virgen de la Puerta (asociada)", "Trujillo"]
].map(([code, name, city]) => ({ code: code!, name: name!, city: city!, chain: code!.startsWith("BS") }))

const branchPick = zipfPicker(BRANCHES.map((_, i) => i), 0.6)

/** The chemist-pharmacists (QF) at the counters. */
export const QFS = ["Karen Ruiz Palomino", "Giancarlo Meza Ore", "Lucía Tineo Salas", "Diana Rosales Inga", "Marco Huertas León", "Patricia Llanos Cueva",
  "Jorge Bazán Ochoa", "Milagros Sulca Poma", "Cynthia Aguirre Luna", "Renato Risco Flores", "Vanessa Espejo Tito", "Gabriela Olivares Yauri"]
/** The call-centre operators, by their user codes. */
export const OPERATORS = ["jlopez", "mquispe", "acardenas", "rvaldez", "kpinto", "lhuaman", "crios", "emontalvo"]
/** The pediatricians who follow children up. */
export const PEDIATRAS = ["Dra. Roxana Alarcón Meza", "Dr. Hugo Palacios Vilca", "Dra. Silvia Gamarra Peña", "Dr. Iván Zegarra Solís", "Dra. Elena Ochoa Rojas"]
/** The central PV unit's pharmacists. */
export const PV_STAFF = ["Q.F. Andrea Cuadros", "Q.F. Martín Saavedra", "Q.F. Claudia Bernal"]

const dateBetween = (r: Random, fromYear: number, toYear: number): string =>
  addDays(`${fromYear}-01-01`, r.int(0, (toYear - fromYear) * 365 + 364))

let nextId = 0

/** Starts the customers' ids again at 1 (each generated set numbers its own). */
export const resetPeople = (): void => {
  nextId = 0
}

const person = (r: Random, household: number, female: boolean, role: Person["role"], surnames: readonly [string, string], birth: string, child: boolean): Person => {
  const first = child ? (female ? nina(r) : nino(r)) : female ? mujer(r) : hombre(r)
  const second = r.chance(child ? 0.25 : 0.35) ? (child ? (female ? nina(r) : nino(r)) : female ? mujer(r) : hombre(r)) : null
  const names = second === null || second === first ? [first] : [first, second]
  const card = !child && r.chance(0.55) ? `${first} ${surnames[0]}` : null
  return { id: ++nextId, female, names, surnames, birth, dni: `${r.int(1, 7)}${digits(r, 7)}`, household, role, card, phone: `9${digits(r, 8)}` }
}

/**
 * A household: a lone adult (40 %), a couple with 1 to 3 children (45 %), or an older parent
 * with a grown child who buys for them (15 %). Children carry the father's first surname then
 * the mother's.
 */
export const household = (r: Random, id: number, year: number): Household => {
  const kind = r.next()
  const branch = branchPick(r)
  if (kind < 0.4) {
    const female = r.chance(0.58)
    const p = person(r, id, female, "solo", [apellido(r), apellido(r)], dateBetween(r, year - 75, year - 18), false)
    return { id, members: [p], buyer: p, branch }
  }
  if (kind < 0.85) {
    const momBirth = dateBetween(r, year - 45, year - 20)
    const mom = person(r, id, true, "madre", [apellido(r), apellido(r)], momBirth, false)
    const dad = person(r, id, false, "padre", [apellido(r), apellido(r)], addDays(momBirth, r.int(-2500, 800)), false)
    const kids: Array<Person> = []
    const n = r.int(1, 3)
    for (let k = 0; k < n; k++) {
      const earliest = Math.max(Number(momBirth.slice(0, 4)) + 18, year - 14)
      const birth = dateBetween(r, Math.min(earliest, year - 1), year - 1)
      kids.push(person(r, id, r.chance(0.5), "hijo", [dad.surnames[0], mom.surnames[0]], birth, true))
    }
    return { id, members: [mom, dad, ...kids], buyer: r.chance(0.8) ? mom : dad, branch }
  }
  const oldBirth = dateBetween(r, year - 90, year - 65)
  const old = person(r, id, r.chance(0.55), "abuelo", [apellido(r), apellido(r)], oldBirth, false)
  const kidFemale = r.chance(0.65)
  const grown = person(r, id, kidFemale, "solo", [old.female ? apellido(r) : old.surnames[0], old.female ? old.surnames[0] : apellido(r)], dateBetween(r, year - 55, year - 30), false)
  return { id, members: [old, grown], buyer: grown, branch }
}

/** A second customer with the same first name and first surname as `p` (a namesake), of another household. */
export const namesake = (r: Random, p: Person, household: number, year: number): Person => {
  const child = p.role === "hijo"
  const birth = child ? dateBetween(r, year - 12, year - 1) : dateBetween(r, year - 70, year - 18)
  const q = person(r, household, p.female, child ? "hijo" : "solo", [p.surnames[0], apellido(r)], birth, child)
  const names = [p.names[0]!, ...q.names.slice(1)]
  return { ...q, names, card: q.card === null ? null : `${names[0]} ${q.surnames[0]}` }
}

/** The full name ("Rosa Elena Quispe Vilca"). */
export const fullName = (p: Person): string => [...p.names, ...p.surnames].join(" ")

/** The name as a customer says it: first name and first surname. */
export const shortName = (p: Person): string => `${p.names[0]!} ${p.surnames[0]}`
