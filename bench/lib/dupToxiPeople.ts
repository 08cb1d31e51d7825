/**
 * The people of the toxicología generator (lib/dupToxicologia.ts): patients of Lima's districts and
 * some provinces with two surnames (Spanish, Quechua, Aymara, Amazonian, Chinese- and
 * Japanese-Peruvian) and one to three given names, the generation's names for children and for
 * grandparents, households whose children share both surnames, mothers whose first surname is their
 * child's second, namesakes; and the ways each route writes a name down.
 */
import { pickWeighted, type Random, zipfPicker } from "./random.js"
import { ageOn, noAccents } from "./dupToxiText.js"

/** A patient, a relative or a member of staff. */
export interface Person {
  readonly id: number
  readonly given: ReadonlyArray<string>
  readonly paternal: string
  readonly maternal: string
  readonly sex: "F" | "M"
  /** Day index of birth (days since 2023-01-01; negative for everyone born before). */
  readonly birth: number
  readonly place: Place
}

/** Where a patient lives: a district and the health authority (DIRIS, DIRESA, GERESA) over it. */
export interface Place {
  readonly district: string
  readonly authority: string
  /** The public hospital whose emergency room receives the district's patients. */
  readonly hospital: string
  readonly lima: boolean
}

const place = (authority: string, hospital: string, lima: boolean, districts: ReadonlyArray<string>) =>
  districts.map((district): Place => ({ district, authority, hospital, lima }))

// Lima's crowded districts first: that is where most calls come from.
const PLACES: ReadonlyArray<readonly [Place, number]> = [
  ...place("DIRIS Lima Este", "Hospital Nacional Micaela Bastidas", true, ["San Juan de Lurigancho", "El Agustino", "Santa Anita"]).map((p) => [p, 9] as const),
  ...place("DIRIS Lima Este", "Hospital de Apoyo Ñaña", true, ["Ate", "Lurigancho-Chosica", "Chaclacayo", "La Molina"]).map((p) => [p, 5] as const),
  ...place("DIRIS Lima Norte", "Hospital Nacional José Olaya", true, ["Comas", "Carabayllo", "Independencia", "Los Olivos"]).map((p) => [p, 8] as const),
  ...place("DIRIS Lima Norte", "Hospital Santa Rosa de Puente Piedra", true, ["Puente Piedra", "Ancón", "San Martín de Porres", "Rímac"]).map((p) => [p, 6] as const),
  ...place("DIRIS Lima Sur", "Hospital de Emergencias Túpac Amaru", true, ["Villa El Salvador", "Villa María del Triunfo", "Lurín", "Pachacámac"]).map((p) => [p, 7] as const),
  ...place("DIRIS Lima Sur", "Hospital Nacional Juan Pablo Vizcardo", true, ["San Juan de Miraflores", "Chorrillos", "Barranco"]).map((p) => [p, 5] as const),
  ...place("DIRIS Lima Centro", "Hospital Nacional Mariano Melgar", true, ["Cercado de Lima", "Breña", "La Victoria", "San Luis", "Surquillo", "Jesús María", "Lince", "San Borja"]).map((p) => [p, 3] as const),
  ...place("DIRESA Callao", "Hospital Santa María del Callao", true, ["Callao", "Ventanilla", "Bellavista", "Carmen de la Legua"]).map((p) => [p, 4] as const),
  ...place("DIRESA Lima", "Hospital Regional de Huacho", false, ["Huacho", "Huaral", "Barranca"]).map((p) => [p, 2] as const),
  ...place("DIRESA Lima", "Hospital Rezola de Cañete", false, ["San Vicente de Cañete", "Mala", "Imperial"]).map((p) => [p, 1.5] as const),
  ...place("DIRESA Ica", "Hospital Regional Abraham Valdelomar", false, ["Ica", "Chincha Alta", "Pisco"]).map((p) => [p, 1.5] as const),
  ...place("DIRESA Junín", "Hospital Regional El Carmen", false, ["Huancayo", "El Tambo", "Chilca"]).map((p) => [p, 1.5] as const),
  ...place("GERESA La Libertad", "Hospital Regional César Vallejo", false, ["Trujillo", "La Esperanza", "El Porvenir"]).map((p) => [p, 1.5] as const),
  ...place("GERESA Lambayeque", "Hospital Regional José Quiñones", false, ["Chiclayo", "José Leonardo Ortiz"]).map((p) => [p, 1] as const),
  ...place("DIRESA Ayacucho", "Hospital Regional de Huamanga", false, ["Ayacucho", "San Juan Bautista"]).map((p) => [p, 1] as const),
  ...place("DIRESA Ucayali", "Hospital Amazónico de Yarinacocha", false, ["Pucallpa", "Yarinacocha"]).map((p) => [p, 0.8] as const),
  ...place("DIRESA Huánuco", "Hospital Regional Leoncio Prado", false, ["Huánuco", "Amarilis"]).map((p) => [p, 0.8] as const)
]

/** A place of residence, Lima's populous districts most often. */
export const pickPlace = (r: Random): Place => pickWeighted(r, PLACES)

// Most frequent first (zipf): Quispe and Flores are everywhere, Ñaupari and Higa are not.
const SURNAMES = [
  "Quispe", "Flores", "Sánchez", "Rodríguez", "García", "Huamán", "Rojas", "Mamani", "Chávez", "Ramírez", "Vásquez", "Torres",
  "Díaz", "Mendoza", "López", "Castillo", "Gonzales", "Pérez", "Ramos", "Espinoza", "Gutiérrez", "Cruz", "Condori", "Vargas",
  "Salazar", "Reyes", "Romero", "Cárdenas", "Paredes", "Ccopa", "Apaza", "Huanca", "Ticona", "Choque", "Yupanqui", "Inga",
  "Ccahuana", "Huillca", "Pariona", "Taipe", "Sulca", "Cusi", "Poma", "Layme", "Huarcaya", "Tito", "Ayala", "Palomino", "Aguilar",
  "Medina", "Herrera", "Castro", "Silva", "Morales", "Vega", "Córdova", "Guerrero", "Chuquimango", "Cabrera", "Villanueva",
  "Alarcón", "Lázaro", "Zevallos", "Saavedra", "Sotelo", "Benites", "Calderón", "Huaranga", "Tacuri", "Canchari", "Llacza",
  "Huayta", "Pacheco", "Ore", "Orihuela", "Chumpitaz", "Ahuanari", "Tapullima", "Sangama", "Panduro", "Shupingahua", "Ñaupari",
  "Chang", "Wong", "Higa", "Nakamura", "Cahuana", "Soncco", "Mayta", "Laura", "Coaquira", "Velásquez", "Alvarado", "Bustamante"
]
const surname = zipfPicker(SURNAMES, 0.85)

// Children born after 2010 carry the names of their decade; their grandparents, the old calendar's.
const GIRLS = zipfPicker(["Valentina", "Camila", "Luana", "Mía", "Ariana", "Sofía", "Kiara", "Valeria", "Ximena", "Antonella", "Zoe", "Brianna",
  "Alessandra", "Danna", "Abigail", "Nayeli", "Dayana", "Kimberly", "Allison", "Génesis", "Isabella", "Luciana", "Mariana", "Fernanda"], 0.6)
const BOYS = zipfPicker(["Thiago", "Mateo", "Santiago", "Liam", "Dylan", "Gael", "Sebastián", "Fabricio", "Adrián", "Joaquín", "Leonardo",
  "Jhair", "Piero", "Rodrigo", "Ángel", "Brayan", "Jhon", "Kevin", "Anderson", "Alexander", "Franco", "Jeremy", "Benjamín", "Gabriel"], 0.6)
const WOMEN = zipfPicker(["María", "Rosa", "Carmen", "Ana", "Luz", "Milagros", "Rocío", "Jessica", "Katherine", "Yesenia", "Maribel", "Elizabeth",
  "Gladys", "Flor", "Sonia", "Patricia", "Lourdes", "Nancy", "Susana", "Liz", "Yuli", "Shirley", "Fiorella", "Lucía", "Edith", "Karina",
  "Marleny", "Janet", "Guadalupe", "Ruth", "Noemí", "Vilma", "Mercedes", "Elena", "Isabel", "Magaly"], 0.7)
const MEN = zipfPicker(["José", "Juan", "Luis", "Carlos", "Jorge", "Víctor", "Miguel", "Jesús", "César", "Julio", "Raúl", "Pedro", "Manuel",
  "Walter", "Percy", "Wilber", "Édgar", "Roberto", "Alberto", "Alex", "Jhonatan", "Diego", "Renzo", "Christian", "Richard", "Hugo",
  "Óscar", "Nilton", "Yordi", "Wilfredo", "Fredy", "Segundo", "Elmer", "Marco", "Daniel", "Henry"], 0.7)
const OLD_WOMEN = zipfPicker(["María", "Rosa", "Juana", "Teodora", "Eulogia", "Justina", "Hilda", "Celia", "Victoria", "Zoila", "Genoveva",
  "Esperanza", "Catalina", "Nélida", "Yolanda", "Carmen", "Marcelina", "Felícitas", "Agripina", "Dionisia", "Paulina", "Gregoria"], 0.6)
const OLD_MEN = zipfPicker(["José", "Juan", "Santos", "Teodoro", "Eusebio", "Félix", "Marcelino", "Nicanor", "Hilario", "Gregorio", "Augusto",
  "Fidel", "Pedro", "Máximo", "Faustino", "Lorenzo", "Cirilo", "Simeón", "Alejandro", "Segundo", "Victoriano", "Pablo"], 0.6)

const birthYear = (birth: number) => 2023 + Math.floor(birth / 365.25)

/** A given name fit for the person's generation and sex. */
export const givenName = (r: Random, sex: "F" | "M", birth: number): string => {
  const y = birthYear(birth)
  if (y >= 2008) return sex === "F" ? GIRLS(r) : BOYS(r)
  if (y >= 1962) return sex === "F" ? WOMEN(r) : MEN(r)
  return sex === "F" ? OLD_WOMEN(r) : OLD_MEN(r)
}

const givenNames = (r: Random, sex: "F" | "M", birth: number): Array<string> => {
  const n = pickWeighted(r, [[1, 45], [2, 48], [3, 7]] as const)
  const out: Array<string> = []
  while (out.length < n) {
    const g = givenName(r, sex, birth)
    if (!out.includes(g)) out.push(g)
  }
  return out
}

let nextId = 1

/** Starts the person ids again, so that one seed gives one data set. */
export const resetPeople = () => {
  nextId = 1
}

/** What a new person must share with others: surnames, a place, a birth range, a sex. */
export interface PersonSpec {
  readonly sex?: "F" | "M"
  /** Age range in days on `onDay`. */
  readonly minDays: number
  readonly maxDays: number
  readonly onDay: number
  readonly paternal?: string
  readonly maternal?: string
  readonly given?: ReadonlyArray<string>
  readonly place?: Place
}

/** A new person as the spec says, the rest drawn. */
export const newPerson = (r: Random, spec: PersonSpec): Person => {
  const sex = spec.sex ?? (r.chance(0.5) ? "F" : "M")
  const birth = spec.onDay - r.int(spec.minDays, spec.maxDays)
  let paternal = spec.paternal ?? surname(r)
  let maternal = spec.maternal ?? surname(r)
  if (maternal === paternal && spec.maternal === undefined) maternal = surname(r)
  if (paternal === maternal && spec.paternal === undefined) paternal = surname(r)
  return { id: nextId++, given: spec.given ?? givenNames(r, sex, birth), paternal, maternal, sex, birth, place: spec.place ?? pickPlace(r) }
}

const YEAR = 365.25

/** Age range in days from years. */
export const years = (min: number, max: number): { minDays: number; maxDays: number } => ({ minDays: Math.round(min * YEAR), maxDays: Math.round((max + 1) * YEAR) - 1 })

/** A brother or sister of `child`: same surnames and home, a different name, an age within a few years. */
export const siblingOf = (r: Random, child: Person, onDay: number, minDays = 240): Person => {
  const age = onDay - child.birth
  const gap = r.int(300, 1500) * (r.chance(0.5) ? 1 : -1)
  const days = Math.max(minDays + r.int(0, 200), age + gap)
  let p = newPerson(r, { minDays: days, maxDays: days, onDay, paternal: child.paternal, maternal: child.maternal, place: child.place })
  while (p.given[0] === child.given[0]) p = { ...p, given: [givenName(r, p.sex, p.birth)] }
  return p
}

/** The mother of `child`: her first surname is the child's second; 18 to 42 years older. */
export const motherOf = (r: Random, child: Person): Person =>
  newPerson(r, { sex: "F", minDays: 0, maxDays: 0, onDay: child.birth - r.int(18 * 365, 42 * 365), paternal: child.maternal, place: child.place })

/** Another person with the same first given name and first surname (and often the second): a namesake. */
export const namesakeOf = (r: Random, p: Person, spec: PersonSpec): Person =>
  newPerson(r, { ...spec, sex: p.sex, paternal: p.paternal, ...(r.chance(0.55) ? { maternal: p.maternal } : {}), given: r.chance(0.6) ? [p.given[0]!] : [p.given[0]!, givenName(r, p.sex, p.birth)] })

/** A member of staff or a relative named in a note ("Lic. Rosa Paredes"). */
export const staffName = (r: Random, sex: "F" | "M" = r.chance(0.6) ? "F" : "M"): string =>
  `${sex === "F" ? WOMEN(r) : MEN(r)} ${surname(r)}${r.chance(0.35) ? ` ${surname(r)}` : ""}`

/** The full name in the usual order: given names, then both surnames. */
export const fullName = (p: Person): string => `${p.given.join(" ")} ${p.paternal} ${p.maternal}`

const ini = (word: string) => noAccents(word)[0]!.toUpperCase()

/** The ways a route writes a patient down in the initials field. */
export type InitialsStyle = "dots" | "compact" | "lower" | "spaced" | "short" | "surnamesFirst" | "given" | "givenInitial" | "full" | "upperFull" | "firstOnly"

/** Initials (or the name in place of them) in one of the styles real forms show. */
export const initials = (r: Random, p: Person, style: InitialsStyle): string => {
  const allGiven = r.chance(0.5) ? p.given : p.given.slice(0, 1)
  const letters = [...allGiven.map(ini), ini(p.paternal), ini(p.maternal)]
  switch (style) {
    case "dots": return `${letters.join(".")}.`
    case "compact": return letters.join("")
    case "lower": return letters.join("").toLowerCase()
    case "spaced": return `${ini(p.given[0]!)} ${ini(p.paternal)}`
    case "short": return `${ini(p.given[0]!)}.${ini(p.paternal)}.`
    case "surnamesFirst": return r.chance(0.5) ? `${ini(p.paternal)}${ini(p.maternal)}${allGiven.map(ini).join("")}` : `${p.paternal} ${ini(p.maternal)}., ${p.given[0]!}`
    case "given": return p.given[0]!
    case "givenInitial": return `${p.given[0]!} ${ini(p.paternal)}.${r.chance(0.5) ? `${ini(p.maternal)}.` : ""}`
    case "full": return fullName(p)
    case "upperFull": return noAccents(fullName(p)).toUpperCase()
    case "firstOnly": return ini(p.given[0]!)
  }
}

/** A style drawn from a route's habits. */
export const initialsStyle = (r: Random, weights: ReadonlyArray<readonly [InitialsStyle, number]>): InitialsStyle => pickWeighted(r, weights)

/** Age in whole years on a day. */
export const yearsOn = (p: Person, day: number): number => ageOn(p.birth, day).years
