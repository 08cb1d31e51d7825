/**
 * Names, places and staff of the eighth duplicate generator's world (lib/dupTitular.ts): the patients'
 * given names and very common surnames, their nicknames, the districts of Lima and a few regional
 * cities, and the people who write to the laboratory's safety inbox — PSP nurses, treating
 * physicians, pharmacies' chemists, sales representatives (APM), the licensing partners and the
 * local journals.
 */
import { zipf } from "./dupData.js"
import type { Random } from "./random.js"

/** A picker that favours the first items (Zipf with exponent `s`), so a few values are very common. */
export { zipf }

/** Women's given names, single and compound, roughly by frequency. */
export const FEMALE: ReadonlyArray<string> = [
  "María", "Rosa", "Carmen", "Ana", "Luz", "Juana", "Elizabeth", "Gladys", "Milagros", "Flor", "Yolanda", "Patricia",
  "Sonia", "Marleny", "Nelly", "Rocío", "Liliana", "Karina", "Silvia", "Fiorella", "Lucía", "Valeria", "Camila",
  "Ximena", "Mariela", "Jessica", "Katherine", "Sandra", "Mercedes", "Teresa", "Julia", "Isabel", "Rosario",
  "Consuelo", "Pilar", "Victoria", "Norma", "Maritza", "Doris", "Haydée", "Edith", "Betty", "Susana", "Roxana",
  "Antonella", "Luciana", "Daniela", "Andrea", "Cinthia", "Yesenia", "Delia", "Esther", "Zoila", "Nancy"
]
/** Men's given names, roughly by frequency. */
export const MALE: ReadonlyArray<string> = [
  "José", "Juan", "Luis", "Carlos", "Jorge", "Víctor", "César", "Miguel", "Pedro", "Manuel", "Jesús", "Alberto",
  "Walter", "Raúl", "Ricardo", "Julio", "Edwin", "Wilmer", "Percy", "Hugo", "Fernando", "Óscar", "Daniel", "Diego",
  "Renzo", "Sebastián", "Mateo", "Santiago", "Alonso", "Jhon", "Elmer", "Segundo", "Francisco", "Guillermo",
  "Roberto", "Antonio", "Javier", "Alejandro", "Eduardo", "Marco", "Fredy", "Teodoro", "Félix", "Ángel", "Rubén",
  "Gustavo", "Rolando", "Máximo", "Adrián", "Thiago"
]
/** Second given names that Peruvians often carry (María Elena, Juan Carlos). */
export const SECOND_F: ReadonlyArray<string> = ["Elena", "del Carmen", "Isabel", "Luisa", "Teresa", "Rosa", "Esther", "Alejandra", "Fernanda", "Milagros", "Pilar", "Victoria"]
export const SECOND_M: ReadonlyArray<string> = ["Carlos", "Luis", "Alberto", "Antonio", "Manuel", "Enrique", "Martín", "Alonso", "Fernando", "Eduardo", "Daniel", "Ángel"]

/** Surnames, the very common first: namesakes are everywhere in an inbox from Lima. */
export const SURNAMES: ReadonlyArray<string> = [
  "Quispe", "Flores", "Sánchez", "Rodríguez", "García", "Rojas", "Huamán", "Mamani", "Chávez", "Ramírez", "Torres",
  "Díaz", "Vásquez", "Mendoza", "Castillo", "Gonzales", "López", "Pérez", "Gutiérrez", "Espinoza", "Ramos", "Vargas",
  "Cruz", "Silva", "Morales", "Castro", "Romero", "Salazar", "Herrera", "Medina", "Reyes", "Ruiz", "Córdova",
  "Paredes", "Condori", "Apaza", "Ticona", "Choque", "Cárdenas", "Aguilar", "Alvarado", "Valdivia", "Zapata",
  "Villanueva", "Palacios", "Chumpitaz", "Carhuamaca", "Yupanqui", "Tapia", "León", "Campos", "Navarro", "Benites",
  "Arias", "Lozano", "Guerrero", "Delgado", "Núñez", "Ortiz", "Cáceres", "Huaranga", "Villegas", "Ccahuana", "Olivares"
]
export const pickFemale = zipf(FEMALE, 0.85)
export const pickMale = zipf(MALE, 0.85)
export const pickSurname = zipf(SURNAMES, 0.95)

/** What family and friends call people, which is what a social media profile shows. */
export const NICKNAMES: Readonly<Record<string, ReadonlyArray<string>>> = {
  María: ["Mary", "Mari", "Maruja"], Rosa: ["Rosita", "Rosy"], Carmen: ["Carmencita", "Menchi"], Isabel: ["Chabe", "Chabela"],
  Luz: ["Lucecita"], Milagros: ["Mili", "Mily"], Rosario: ["Charo"], Consuelo: ["Chelo"], Mercedes: ["Meche"], Pilar: ["Pili"],
  Elizabeth: ["Eli", "Liz"], Patricia: ["Paty", "Pati"], Victoria: ["Vicky"], Juana: ["Juanita"], Fiorella: ["Fio"],
  José: ["Pepe", "Pepito"], Jesús: ["Chucho"], Francisco: ["Pancho", "Paco"], Guillermo: ["Memo"], Luis: ["Lucho"],
  Alberto: ["Beto"], Roberto: ["Beto"], Juan: ["Juancho"], Manuel: ["Manolo"], Alejandro: ["Alejo"], Eduardo: ["Lalo"],
  Antonio: ["Toño"], Ricardo: ["Richi"], Fernando: ["Fer", "Nando"], Daniel: ["Dani"], Sebastián: ["Sebas"], Jorge: ["Coqui"]
}

/** A district (or city) and the sales zone that covers it. */
export interface District { readonly name: string; readonly zone: string; readonly lima: boolean }
export const DISTRICTS: ReadonlyArray<District> = [
  ...["Comas", "Los Olivos", "San Martín de Porres", "Independencia", "Carabayllo", "Puente Piedra"].map((name) => ({ name, zone: "Lima Norte", lima: true })),
  ...["San Juan de Lurigancho", "Ate", "Santa Anita", "La Molina", "El Agustino"].map((name) => ({ name, zone: "Lima Este", lima: true })),
  ...["San Juan de Miraflores", "Villa El Salvador", "Villa María del Triunfo", "Chorrillos", "Surco", "Barranco"].map((name) => ({ name, zone: "Lima Sur", lima: true })),
  ...["Cercado de Lima", "Breña", "La Victoria", "Jesús María", "Lince", "Pueblo Libre", "San Miguel", "Magdalena", "Miraflores", "San Isidro", "San Borja", "Surquillo"].map((name) => ({ name, zone: "Lima Centro", lima: true })),
  ...["Callao", "Bellavista", "Ventanilla"].map((name) => ({ name, zone: "Callao", lima: true })),
  ...["Arequipa", "Cusco", "Juliaca"].map((name) => ({ name, zone: "Sur", lima: false })),
  ...["Trujillo", "Chiclayo", "Piura"].map((name) => ({ name, zone: "Norte", lima: false })),
  ...["Huancayo", "Ica"].map((name) => ({ name, zone: "Centro", lima: false }))
]
export const pickDistrict = zipf(DISTRICTS, 0.35)

/** Someone who writes to the inbox: a nurse, a physician, a pharmacy, a sales representative. */
export interface Staff {
  /** How they sign. */
  readonly name: string
  /** Their surname, as an article's author list gives it. */
  readonly surname: string
  /** Where they work. */
  readonly place: string
  readonly zone: string
  readonly specialty: string
  /** A professional number (CMP for physicians). */
  readonly number: string
}

const HOSPITALS = [
  "Hospital Nacional Edgardo Rebagliati Martins", "Hospital Nacional Guillermo Almenara Irigoyen", "Hospital Nacional Arzobispo Loayza",
  "Hospital Nacional Dos de Mayo", "Hospital Nacional Cayetano Heredia", "Instituto Nacional de Enfermedades Neoplásicas",
  "Clínica Internacional", "Clínica Ricardo Palma", "Clínica San Felipe", "Clínica Delgado", "Clínica Anglo Americana",
  "Oncosalud", "Policlínico Peruano Japonés", "Hospital Nacional Alberto Sabogal", "Clínica Javier Prado", "Hospital María Auxiliadora"
]
/** The specialties whose physicians prescribe the portfolio. */
export const SPECIALTIES = [
  "reumatología", "dermatología", "gastroenterología", "neumología", "neurología", "endocrinología", "oncología",
  "ginecología", "medicina general", "medicina interna", "pediatría", "otorrinolaringología", "urología", "geriatría"
] as const
export type Specialty = (typeof SPECIALTIES)[number]

const person = (r: Random): { given: string; surnames: string } => {
  const female = r.chance(0.5)
  const given = female ? pickFemale(r) : pickMale(r)
  const second = r.chance(0.4) ? ` ${r.pick(female ? SECOND_F : SECOND_M)}` : ""
  return { given: `${given}${second}`, surnames: `${pickSurname(r)} ${pickSurname(r)}` }
}
const titleOf = (given: string) => (FEMALE.includes(given.split(" ")[0]!) ? "Dra." : "Dr.")

/** Physicians by specialty, each at a hospital, clinic or private office. */
export const buildPhysicians = (r: Random): ReadonlyMap<Specialty, ReadonlyArray<Staff>> => {
  const out = new Map<Specialty, Array<Staff>>()
  for (const specialty of SPECIALTIES) {
    const n = specialty === "medicina general" || specialty === "pediatría" ? 45 : specialty === "oncología" || specialty === "reumatología" || specialty === "ginecología" ? 25 : 12
    const list: Array<Staff> = []
    for (let i = 0; i < n; i++) {
      const p = person(r)
      const d = pickDistrict(r)
      const place = r.chance(0.7) ? `${r.pick(HOSPITALS)}` : `consultorio particular, ${d.name}`
      list.push({ name: `${titleOf(p.given)} ${p.given} ${p.surnames}`, surname: p.surnames, place, zone: d.zone, specialty, number: String(r.int(18000, 92000)).padStart(6, "0") })
    }
    out.set(specialty, list)
  }
  return out
}

/** Patient support programme nurses: each follows a cohort of one programme. */
export const buildNurses = (r: Random): ReadonlyArray<Staff & { readonly programme: "Contigo" | "Acompañarte" }> =>
  Array.from({ length: 9 }, (_, i) => {
    const given = pickFemale(r)
    const surnames = `${pickSurname(r)} ${pickSurname(r)}`
    return { name: `Lic. ${given} ${surnames}`, surname: surnames, place: "Programa de soporte a pacientes", zone: "Lima", specialty: "enfermería", number: `CEP ${r.int(30000, 99000)}`, programme: i < 6 ? "Contigo" as const : "Acompañarte" as const }
  })

const PHARMACY_NAMES = [
  "Botica Santa Rosa", "Farmacia Universal", "Botica Señor de los Milagros", "Boticas San Judas", "Inkafarma", "Mifarma",
  "Boticas Perú", "Botica El Pueblo", "Farmacia Fasa", "Botica Virgen de Fátima", "Boticas Hogar y Salud", "Botica Divino Niño",
  "Farmacia Arcángel", "Botica Nueva Esperanza", "Botica San Pedro", "Farmacia del Centro"
]
/** Pharmacies (boticas) of every district, each with its chemist (QF). */
export const buildPharmacies = (r: Random): ReadonlyArray<Staff> =>
  DISTRICTS.flatMap((d) => Array.from({ length: d.lima ? 5 : 3 }, () => {
    const p = person(r)
    return { name: `QF ${p.given} ${p.surnames}`, surname: p.surnames, place: `${r.pick(PHARMACY_NAMES)} (${d.name})`, zone: d.zone, specialty: "química farmacéutica", number: `CQFP ${r.int(8000, 26000)}` }
  }))

/** Sales representatives (agentes de propaganda médica), a few per zone. */
export const buildReps = (r: Random): ReadonlyArray<Staff> =>
  [...new Set(DISTRICTS.map((d) => d.zone))].flatMap((zone) => Array.from({ length: zone.startsWith("Lima") ? 4 : 2 }, () => {
    const p = person(r)
    return { name: `${p.given.split(" ")[0]} ${p.surnames.split(" ")[0]}`, surname: p.surnames, place: zone, zone, specialty: "APM", number: "" }
  }))

/** Licensing partners whose safety departments re-transmit cases (E2B-like) in their language. */
export const PARTNERS = [
  { name: "Nordhaven Pharma AG – Global Pharmacovigilance", lang: "en", prefix: "NHP" },
  { name: "Lusovida Farmacêutica Ltda. (Brasil) – Farmacovigilância", lang: "pt", prefix: "LSV-BR" },
  { name: "Meridian Biologics Inc. – Drug Safety", lang: "en", prefix: "MBI" }
] as const

/** Peruvian journals that the weekly literature search reads. */
export const JOURNALS: ReadonlyArray<readonly [string, string]> = [
  ["Rev Med Hered", "Revista Médica Herediana"], ["Rev Peru Med Exp Salud Publica", "Revista Peruana de Medicina Experimental y Salud Pública"],
  ["Acta Med Peru", "Acta Médica Peruana"], ["Rev Soc Peru Med Interna", "Revista de la Sociedad Peruana de Medicina Interna"],
  ["An Fac Med", "Anales de la Facultad de Medicina"], ["Horiz Med", "Horizonte Médico"], ["Rev Cuerpo Med HNAAA", "Revista del Cuerpo Médico del HNAAA"]
]
/** Surnames of authors who are not the treating physician. */
export const coAuthor = (r: Random): string => `${pickSurname(r)}-${pickSurname(r)} ${r.pick(["A", "C", "E", "J", "L", "M", "R", "S", "V"])}`
