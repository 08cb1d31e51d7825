/**
 * Patients of the mental-health generator (lib/dupMente.ts): Peruvian names with the frequent
 * surnames first, compound first names, nicknames, indigent patients registered as NN with an
 * estimated age, families (siblings, a mother and her son) and namesakes; and the ways each
 * writer names a patient: exact initials from the clinical record, initials as the nurse heard
 * them, surnames first in another hospital, a first name and an approximate age from a relative.
 */

import { type Random, zipfPicker } from "./random.js"
import { addDays, daysBetween } from "./dupMenteText.js"

const VARONES = [
  "Juan", "José", "Luis", "Carlos", "Jorge", "Miguel", "Víctor", "Julio", "Pedro", "Wilber", "Richard", "Jhon", "Edgar", "Fredy",
  "Elmer", "Alex", "Roger", "Kevin", "Nilton", "Segundo", "Marcos", "Alfredo", "Teófilo", "Jhonatan", "Christian", "Erick",
  "Rolando", "Hernán", "Brayan", "Gregorio", "Francisco", "Antonio", "Eusebio", "Rubén", "Abel", "Percy", "Yuri", "Ever"
]
const MUJERES = [
  "María", "Rosa", "Juana", "Carmen", "Ana", "Luz", "Elizabeth", "Maribel", "Gladys", "Yesenia", "Milagros", "Flor", "Nancy",
  "Sonia", "Lourdes", "Vilma", "Delia", "Teodora", "Yovana", "Katherine", "Sheyla", "Rocío", "Janet", "Mercedes", "Rosario",
  "Isabel", "Haydee", "Marleny", "Edith", "Nélida", "Zenaida", "Fiorella", "Karen", "Susana", "Pilar", "Betty"
]
const SEGUNDOS_V = ["Carlos", "Luis", "Alberto", "Antonio", "Manuel", "Enrique", "Daniel", "Martín", "Alonso", "César"]
const SEGUNDOS_M = ["Elena", "María", "Rosa", "Isabel", "Luisa", "del Pilar", "Esther", "Ángela", "Victoria", "Jesús"]
const APELLIDOS = [
  "Quispe", "Mamani", "Flores", "García", "Huamán", "Rojas", "Sánchez", "Ramos", "Condori", "Chávez", "Torres", "Vásquez",
  "Díaz", "Mendoza", "Castillo", "Espinoza", "Ccahuana", "Huaranga", "Yauri", "Poma", "Inga", "Taipe", "Pariona", "Cárdenas",
  "Salazar", "Arroyo", "Luna", "Zevallos", "Alarcón", "Ochoa", "Villegas", "Chuquimango", "Palomino", "Gonzales", "Ramírez",
  "Paucar", "Cusi", "Llanos", "Soria", "Valverde", "Arotoma", "Huillca", "Carhuamaca", "Aguirre", "Meza", "Bautista", "Calle"
]
const APODOS: Readonly<Record<string, string>> = {
  Luis: "Lucho", José: "Pepe", Francisco: "Pancho", Rosario: "Charo", María: "Maruja", Isabel: "Chabela", Alberto: "Beto",
  Mercedes: "Meche", Antonio: "Toño", Gregorio: "Goyo", Pilar: "Pili", Jorge: "Coco", Juan: "Juancho", Carmen: "Carmencita",
  Edgar: "Chino", Roger: "Flaco", Teodora: "Teo", Segundo: "Gordo", Elizabeth: "Eli", Milagros: "Mili"
}

const varon = zipfPicker(VARONES, 0.85)
const mujer = zipfPicker(MUJERES, 0.85)
const apellido = zipfPicker(APELLIDOS, 0.75)

/** CIE-10 diagnoses of the patients, with how the forms write them. */
export const DIAGNOSTICOS = [
  { cie: "F20.0", texto: "esquizofrenia paranoide", corto: "EQZ paranoide" },
  { cie: "F20.5", texto: "esquizofrenia residual", corto: "EQZ residual" },
  { cie: "F20.9", texto: "esquizofrenia no especificada", corto: "esquizofrenia" },
  { cie: "F25.0", texto: "trastorno esquizoafectivo tipo maníaco", corto: "TEA" },
  { cie: "F31.2", texto: "trastorno afectivo bipolar, episodio maníaco con síntomas psicóticos", corto: "TAB maníaco" },
  { cie: "F31.4", texto: "trastorno afectivo bipolar, episodio depresivo grave", corto: "TAB depresivo" },
  { cie: "F32.2", texto: "episodio depresivo grave sin síntomas psicóticos", corto: "depresión grave" },
  { cie: "F33.1", texto: "trastorno depresivo recurrente, episodio moderado", corto: "TDR" },
  { cie: "F41.1", texto: "trastorno de ansiedad generalizada", corto: "TAG" },
  { cie: "F60.3", texto: "trastorno de inestabilidad emocional de la personalidad", corto: "TLP" },
  { cie: "F71.1", texto: "retraso mental moderado con alteración de conducta", corto: "RM moderado" }
] as const

/** One diagnosis. */
export type Dx = (typeof DIAGNOSTICOS)[number]

/** Where a patient is followed. */
export type Home = "larga" | "agudos" | "consulta" | "csmc_norte" | "csmc_sur" | "hg"

/** A patient: the true identity, whatever each report makes of it. */
export interface Person {
  readonly id: number
  readonly female: boolean
  readonly nombres: ReadonlyArray<string>
  readonly paterno: string
  readonly materno: string
  readonly apodo: string | null
  readonly nacimiento: string
  /** Indigent, no document: registered as NN, the age estimated. */
  readonly nn: boolean
  readonly dni: string | null
  /** Clinical record number at the psychiatric hospital. */
  readonly hc: string
  readonly family: number | null
  readonly home: Home
  readonly dx: Dx
}

const digits = (r: Random, n: number) => Array.from({ length: n }, () => r.int(0, 9)).join("")

/** What a new patient is made from: a family member or a namesake keeps names of another. */
export interface PersonSeed {
  readonly female?: boolean
  readonly minAge: number
  readonly maxAge: number
  readonly home: Home
  readonly dx: Dx
  readonly sibling?: Person
  readonly childOf?: Person
  readonly namesakeOf?: Person
  readonly family?: number
  readonly nnRate?: number
}

/** A new patient as of `today`. */
export const newPerson = (r: Random, id: number, today: string, seed: PersonSeed): Person => {
  const like = seed.namesakeOf
  const female = seed.female ?? like?.female ?? r.chance(0.45)
  const first = female ? mujer(r) : varon(r)
  const nombres = like !== undefined ? like.nombres
    : r.chance(0.35) ? [first, r.pick(female ? SEGUNDOS_M : SEGUNDOS_V)].filter((n, i, a) => a.indexOf(n) === i) : [first]
  const paterno = like?.paterno ?? seed.sibling?.paterno ?? (seed.childOf !== undefined && !seed.childOf.female ? seed.childOf.paterno : undefined) ?? apellido(r)
  const materno = like !== undefined && r.chance(0.7) ? like.materno
    : seed.sibling?.materno ?? (seed.childOf?.female === true ? seed.childOf.paterno : undefined) ?? apellido(r)
  const age = r.int(seed.minAge, seed.maxAge)
  const nacimiento = addDays(today, -(age * 365 + r.int(0, 364)))
  const nn = r.chance(seed.nnRate ?? 0)
  return {
    id, female, nombres, paterno, materno, nacimiento, nn,
    apodo: APODOS[first] !== undefined && r.chance(0.5) ? APODOS[first]! : null,
    dni: nn ? null : r.chance(0.85) ? `${r.int(1, 7)}${digits(r, 7)}` : null,
    hc: nn ? `NN-${r.int(10, 99)}${digits(r, 2)}` : `${r.chance(0.5) ? "0" : ""}${r.int(10, 99)}${digits(r, 4)}`,
    family: seed.family ?? null,
    home: seed.home,
    dx: seed.dx
  }
}

/** Age in whole years on a day. */
export const ageAt = (p: Person, iso: string): number => Math.max(0, Math.floor(daysBetween(p.nacimiento, iso) / 365.25))

/** An age as the writer knows it: exact, rounded to five ("como 40"), or guessed for an NN. */
export const ageAsKnown = (r: Random, p: Person, iso: string, how: "exacta" | "aprox" | "estimada"): number => {
  const age = ageAt(p, iso)
  if (how === "exacta" && !p.nn) return age
  if (how === "aprox" && !p.nn) return r.chance(0.5) ? Math.round(age / 5) * 5 : age + r.int(-2, 2)
  return Math.max(16, Math.round((age + r.int(-6, 6)) / 5) * 5)
}

const bare = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "")
const letter = (s: string) => bare(s.replace(/^del /, "")).charAt(0).toUpperCase()

/** How a writer puts a patient's initials in the structured field. */
export type InitialsStyle = "historia" | "tres" | "puntos" | "oido" | "nombre" | "apellidosPrimero" | "familiar" | "e2b"

/** The `paciente_iniciales` a writer of one style types: "JCQM", "J.Q.M.", "Juan Q.", "QMJ", "NN"... */
export const initialsOf = (r: Random, p: Person, style: InitialsStyle): string => {
  const n = p.nombres.map(letter).join("")
  const ap = `${letter(p.paterno)}${letter(p.materno)}`
  if (p.nn && style !== "historia") return r.pick(["NN", "NN", "N.N.", "N/N", p.apodo !== null ? `NN (${p.apodo})` : "NN"])
  if (p.nn) return r.pick(["NN", `NN-${p.hc.slice(3)}`])
  switch (style) {
    case "historia": return r.chance(0.6) ? `${n}${ap}` : `${`${n}${ap}`.split("").join(".")}.`
    case "tres": return r.chance(0.7) ? `${n.charAt(0)}${ap}` : `${n}${ap.charAt(0)}`
    case "puntos": return `${n.charAt(0)}.${n.length > 1 && r.chance(0.5) ? `${n.charAt(1)}.` : ""}${ap.charAt(0)}.${ap.charAt(1)}.`
    case "oido": return r.pick([
      `${p.nombres[0]!} ${letter(p.paterno)}.`, `${letter(p.nombres[0]!)}.${letter(p.paterno)}.`, `${letter(p.nombres[0]!)}${letter(p.paterno)}`,
      p.apodo !== null ? `${p.apodo} ${letter(p.paterno)}.` : `${bare(p.nombres[0]!)} ${bare(p.paterno)}`, `${n}${ap}`.toLowerCase()
    ])
    case "nombre": return `${p.nombres.join(" ")} ${letter(p.paterno)}.`
    case "apellidosPrimero": return r.chance(0.6) ? `${ap}${n}` : `${bare(p.paterno).toUpperCase()} ${letter(p.materno)}. ${letter(p.nombres[0]!)}.`
    case "familiar": return r.pick([letter(p.nombres[0]!), `${letter(p.nombres[0]!)}${letter(p.paterno)}`, p.nombres[0]!, `${p.nombres[0]!} ${letter(p.paterno)}.`])
    case "e2b": return r.chance(0.15) ? "PRIVACY" : `${n.charAt(0)}${ap}`
  }
}

/** The full name in the form a register or another hospital keeps it: "QUISPE MAMANI, Juan Carlos", "Quispe M. Juan C.". */
export const formalName = (r: Random, p: Person): string => {
  if (p.nn) return r.pick(["NN", "N.N. (no identificado)", `NN${p.apodo !== null ? ` conocido como "${p.apodo}"` : ""}`])
  switch (r.int(0, 4)) {
    case 0: return `${p.paterno.toUpperCase()} ${p.materno.toUpperCase()}, ${p.nombres.join(" ")}`
    case 1: return `${p.nombres.join(" ")} ${p.paterno} ${p.materno}`
    case 2: return `${p.paterno} ${letter(p.materno)}. ${p.nombres[0]!}${p.nombres[1] !== undefined ? ` ${letter(p.nombres[1])}.` : ""}`
    case 3: return bare(`${p.paterno} ${p.materno} ${p.nombres.join(" ")}`).toUpperCase()
    default: return `${p.nombres[0]!} ${p.paterno} ${letter(p.materno)}.`
  }
}

/** How a ward nurse names the patient in a note: "pcte Juan Q.", "Sr. Quispe", "don Lucho", "NN (cama 12)". */
export const wardName = (r: Random, p: Person): string => {
  if (p.nn) return r.pick(["NN", "NN", p.apodo !== null ? `NN (a) "${p.apodo}"` : "NN sin identificar", "no identificado"])
  const sr = p.female ? "Sra." : "Sr."
  return r.pick([
    `${p.nombres[0]!} ${letter(p.paterno)}.`, `${sr} ${p.paterno}`, `${p.nombres[0]!} ${p.paterno}`, `${p.paterno} ${p.materno} ${p.nombres[0]!}`,
    p.apodo !== null ? `${p.female ? "doña" : "don"} ${p.apodo}` : `${p.female ? "doña" : "don"} ${p.nombres[0]!}`, `${p.nombres.join(" ")} ${letter(p.paterno)}.`
  ])
}

/** How a relative names the patient: "mi hijo Lucho", "mi hermana Rosa". */
export const relativeName = (r: Random, p: Person, relation: string): string =>
  `${relation} ${r.chance(0.35) && p.apodo !== null ? p.apodo : p.nombres[0]!}`

/** A relative's relation to the patient, as the caller says it ("mi hijo") and as the técnico writes it ("madre"). */
export const relationFor = (r: Random, p: Person, age: number): { readonly says: string; readonly caller: string; readonly callerFemale: boolean } =>
  age < 45 && r.chance(0.6)
    ? r.pick([{ says: p.female ? "mi hija" : "mi hijo", caller: "madre", callerFemale: true }, { says: p.female ? "mi hija" : "mi hijo", caller: "padre", callerFemale: false }])
    : r.pick([
      { says: p.female ? "mi hermana" : "mi hermano", caller: "hermana", callerFemale: true },
      { says: p.female ? "mi esposa" : "mi esposo", caller: p.female ? "esposo" : "esposa", callerFemale: !p.female },
      { says: p.female ? "mi mamá" : "mi papá", caller: "hija", callerFemale: true },
      { says: p.female ? "mi sobrina" : "mi sobrino", caller: "tía", callerFemale: true }
    ])

/** A staff member or caller name: "Rosa Palomino Tello". */
export const staffName = (r: Random, female: boolean): { readonly nombre: string; readonly paterno: string; readonly materno: string } =>
  ({ nombre: female ? mujer(r) : varon(r), paterno: apellido(r), materno: apellido(r) })

/** The key of a patient's name (first name and both surnames), for namesake labels. */
export const nameKey = (p: Person): string => `${p.nombres[0]!}|${p.paterno}|${p.materno}`
