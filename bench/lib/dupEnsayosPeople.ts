/**
 * The people of the ensayos generator (lib/dupEnsayos.ts): trial participants (adults of Lima and
 * the regions, children and older adults in the vaccine trials), their siblings and household
 * contacts (same surnames, enrolled the same day), participants who happen to share initials, and
 * the staff who sign: investigators, study coordinators, hospital pharmacists and ward doctors.
 * Also how each route writes a participant's initials: the hospital knows the real name; the trial
 * forms write what the protocol allows, often masked.
 */
import { type Random, zipfPicker } from "./random.js"
import { digits, sinTildes } from "./dupEnsayosText.js"

/** A participant: the real person behind a subject number. */
export interface Person {
  readonly id: number
  readonly given: ReadonlyArray<string>
  readonly paternal: string
  readonly maternal: string
  readonly sex: "F" | "M"
  /** Day index of birth (negative: before 2024). */
  readonly birth: number
  /** The hospital's chart number (historia clínica). */
  readonly hc: string
  /** A household, shared by siblings and contacts. */
  readonly household: number
}

const GIVEN_F = zipfPicker([
  "María", "Rosa", "Carmen", "Luz", "Juana", "Ana", "Elizabeth", "Gladys", "Milagros", "Yolanda", "Flor", "Teresa", "Nancy",
  "Sonia", "Maritza", "Julia", "Norma", "Marleny", "Yesenia", "Lucía", "Edith", "Hilda", "Olga", "Silvia", "Karina", "Vilma",
  "Roxana", "Patricia", "Mercedes", "Zoila", "Aurora", "Nélida", "Betty", "Doris", "Sheyla", "Katherine", "Fiorella", "Lizbeth"
], 0.8)
const GIVEN_M = zipfPicker([
  "José", "Juan", "Luis", "Carlos", "Jorge", "Víctor", "César", "Miguel", "Pedro", "Walter", "Julio", "Segundo", "Manuel",
  "Raúl", "Edwin", "Percy", "Wilmer", "Hugo", "Alberto", "Félix", "Óscar", "Fernando", "Jesús", "Teodoro", "Alejandro",
  "Richard", "Elmer", "Hernán", "Marco", "Jhon", "Kevin", "Anthony", "Franco", "Deyvis", "Nilton", "Roger", "Eusebio"
], 0.8)
const CHILD_F = zipfPicker(["Valentina", "Camila", "Luana", "Ashley", "Mía", "Kiara", "Sofía", "Alexa", "Nayeli", "Dayana", "Abigail", "Zoe"], 0.7)
const CHILD_M = zipfPicker(["Thiago", "Mateo", "Santiago", "Dylan", "Gael", "Liam", "Jhair", "Sebastián", "Josué", "Fabricio", "Adriano", "Joaquín"], 0.7)
const SECOND = ["del Pilar", "Isabel", "Elena", "Rosario", "Antonio", "Alberto", "Enrique", "Guadalupe", "Beatriz", "Martín", "Augusto", "Esther"]

// Coast, Andes and Amazon together; the first are the commonest in any Peruvian list.
const SURNAMES = zipfPicker([
  "Quispe", "Flores", "Sánchez", "Rodríguez", "Huamán", "Mamani", "García", "Rojas", "Chávez", "Vásquez", "Ramírez", "Torres",
  "Mendoza", "Condori", "Castillo", "Díaz", "Espinoza", "Ramos", "Cruz", "Gutiérrez", "López", "Pérez", "Salazar", "Vargas",
  "Romero", "Paredes", "Ccori", "Huanca", "Apaza", "Yupanqui", "Cárdenas", "Villanueva", "Soto", "Meza", "Aguilar", "Ríos",
  "Pinedo", "Panduro", "Sangama", "Tapullima", "Shapiama", "Ahuanari", "Del Águila", "Arévalo", "Vela", "Zumaeta", "Tello",
  "Valdivia", "Chambi", "Mayta", "Huillca", "Ccahuana", "Cusi", "Zapata", "Chumpitaz", "Lévano", "Chang", "Nakamura", "Benites"
], 0.85)
const STAFF_F = ["Karina", "Patricia", "Giovanna", "Lourdes", "Rosario", "Miriam", "Verónica", "Magaly", "Cecilia", "Liliana", "Jenny", "Sandra", "Mónica", "Claudia"]
const STAFF_M = ["Jorge", "Luis", "Víctor", "Enrique", "Manuel", "Raúl", "Hernán", "Eduardo", "Alfredo", "Ricardo", "Gustavo", "Renzo", "Ciro", "Frank"]

let nextId = 1
let nextHousehold = 1
/** Starts the numbering again (one data set per call). */
export const resetPeople = (): void => {
  nextId = 1
  nextHousehold = 1
}

const givenFor = (r: Random, sex: "F" | "M", child: boolean): Array<string> => {
  const first = child ? (sex === "F" ? CHILD_F(r) : CHILD_M(r)) : sex === "F" ? GIVEN_F(r) : GIVEN_M(r)
  return r.chance(0.3) ? [first, r.pick(SECOND)] : [first]
}

/** A new participant of `age` years on `day`, with a chart number in the hospital's format. */
export const newPerson = (r: Random, day: number, age: number, chart: (r: Random) => string, sex?: "F" | "M"): Person => {
  const s = sex ?? (r.chance(0.5) ? "F" : "M")
  const paternal = SURNAMES(r)
  let maternal = SURNAMES(r)
  if (maternal === paternal && r.chance(0.7)) maternal = SURNAMES(r)
  return { id: nextId++, given: givenFor(r, s, age < 15), paternal, maternal, sex: s, birth: day - age * 365 - r.int(0, 364), hc: chart(r), household: nextHousehold++ }
}

/** A sibling or household contact enrolled with `p`: the same surnames for a sibling, another family name for a spouse or cousin. */
export const householdOf = (r: Random, p: Person, day: number, age: number, chart: (r: Random) => string, sibling: boolean): Person => {
  const s = r.chance(0.5) ? "F" : "M"
  const [paternal, maternal] = sibling ? [p.paternal, p.maternal] : r.chance(0.5) ? [SURNAMES(r), p.paternal] : [SURNAMES(r), SURNAMES(r)]
  return { id: nextId++, given: givenFor(r, s, age < 15), paternal, maternal, sex: s, birth: day - age * 365 - r.int(0, 364), hc: chart(r), household: p.household }
}

const letter = (s: string) => sinTildes(s.replace(/^(del?|la) /i, "")).charAt(0).toUpperCase()

/** Another person whose first given name and surnames start with the same letters as `p`'s. */
export const sameInitialsAs = (r: Random, p: Person, day: number, age: number, chart: (r: Random) => string): Person => {
  const want = [p.given[0]!, p.paternal, p.maternal].map(letter)
  const draw = (pick: () => string, k: number, avoid: string) => {
    for (let t = 0; t < 200; t++) {
      const x = pick()
      if (letter(x) === want[k] && x !== avoid) return x
    }
    return avoid
  }
  const sex = r.chance(0.7) ? p.sex : p.sex === "F" ? "M" : "F"
  const child = age < 15
  const firstPick = () => (child ? (sex === "F" ? CHILD_F(r) : CHILD_M(r)) : sex === "F" ? GIVEN_F(r) : GIVEN_M(r))
  const first = draw(firstPick, 0, "")
  const given = first === "" || letter(first) !== want[0] ? [p.given[0]!] : [first]
  return {
    id: nextId++, given, paternal: draw(() => SURNAMES(r), 1, p.paternal), maternal: draw(() => SURNAMES(r), 2, p.maternal),
    sex: given[0] === p.given[0] ? p.sex : sex, birth: day - age * 365 - r.int(0, 364), hc: chart(r), household: nextHousehold++
  }
}

/** Whole name, as a chart prints it: "QUISPE MAMANI, Juan Carlos". */
export const chartName = (p: Person): string => `${p.paternal.toUpperCase()} ${p.maternal.toUpperCase()}, ${p.given.join(" ")}`

/** A staff member's name ("Karina Salazar"), with "Dr." or "Dra." when `doctor`. */
export const staffName = (r: Random, sex?: "F" | "M", doctor = false): string => {
  const s = sex ?? (r.chance(0.55) ? "F" : "M")
  const name = `${s === "F" ? r.pick(STAFF_F) : r.pick(STAFF_M)} ${SURNAMES(r)}${r.chance(0.4) ? ` ${SURNAMES(r)}` : ""}`
  return doctor ? `${s === "F" ? "Dra." : "Dr."} ${name}` : name
}

/** How a protocol lets the site write a participant's initials on the SAE form. */
export type InitialsPolicy = "full" | "two" | "masked"

/** The real initials, three or four letters ("JCQM"). */
export const realLetters = (p: Person): string => [...p.given, p.paternal, p.maternal].map(letter).join("")

/** Initials as a hospital writes them: "JQM", "J.Q.M.", "JCQM", "jqm". */
export const hospitalInitials = (r: Random, p: Person): string => {
  const all = realLetters(p)
  const three = `${letter(p.given[0]!)}${letter(p.paternal)}${letter(p.maternal)}`
  const base = r.chance(0.6) ? three : all
  const k = r.int(0, 9)
  if (k <= 4) return base
  if (k <= 7) return `${base.split("").join(".")}.`
  if (k === 8) return base.toLowerCase()
  return base.split("").join(" ")
}

/** Initials as a trial form writes them under its protocol: "J-Q-M", "JQ", "---", "X-X-X", "UNK". */
export const trialInitials = (r: Random, p: Person, policy: InitialsPolicy): string => {
  const three = `${letter(p.given[0]!)}${letter(p.paternal)}${letter(p.maternal)}`
  if (policy === "full") return r.chance(0.6) ? three.split("").join("-") : r.chance(0.5) ? three : `${three.split("").join(".")}.`
  if (policy === "two") return r.chance(0.6) ? `${three[0]}${three[1]}` : `${three[0]}-${three[1]}`
  return r.pick(["---", "X-X", "X-X-X", "XXX", "UNK", "N/A", "***"])
}

/** A chart number in one of the hospitals' formats. */
export const chartNumber = (style: "essalud" | "minsa" | "inen" | "privada") => (r: Random): string => {
  if (style === "essalud") return `${r.int(1, 9)}${digits(r, 7)}`
  if (style === "inen") return `${r.int(10, 25)}-${digits(r, 6)}`
  if (style === "privada") return `CL-${digits(r, 6)}`
  return `${r.int(1, 9)}${digits(r, 5)}`
}
