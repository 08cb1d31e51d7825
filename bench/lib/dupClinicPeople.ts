/**
 * Patients and staff of the `clinic` generator: Lima names (a few very common), how each writer
 * puts a patient's identity into the initials field, and the people who write the reports
 * (call-centre operators, physicians, pharmacists, the clinic's and the company's safety staff).
 */
import type { Random } from "./random.js"
import { cap, plain } from "./dupClinicText.js"

const WOMEN = ["María", "Rosa", "Carmen", "Ana", "Luz", "Julia", "Elena", "Patricia", "Milagros", "Gladys", "Sonia", "Jessica", "Karina", "Lucía", "Claudia",
  "Andrea", "Diana", "Fiorella", "Vanessa", "Yesenia", "Giovanna", "Katherine", "Pilar", "Teresa", "Gabriela", "Valeria", "Camila", "Sofía", "Ximena", "Isabel",
  "Cecilia", "Mónica", "Silvia", "Flor", "Norma", "Liliana", "Jackeline", "Roxana", "Maritza", "Erika", "Mariela", "Susana", "Nelly", "Gisela", "Alessandra", "Luciana"]
const MEN = ["Juan", "José", "Luis", "Carlos", "Jorge", "Miguel", "Pedro", "Víctor", "César", "Manuel", "Julio", "Raúl", "Óscar", "Fernando", "Ricardo",
  "Alberto", "Eduardo", "Javier", "Walter", "Jhon", "Jhonatan", "Giancarlo", "Renzo", "Diego", "Sebastián", "Mateo", "Santiago", "Alonso", "Héctor", "Hugo",
  "Wilmer", "Segundo", "Percy", "Edwin", "Roberto", "Daniel", "Martín", "Gustavo", "Alfredo", "Nilton", "Gerardo", "Iván", "Rodrigo", "Thiago", "Fabricio"]
const WOMEN2 = ["Elena", "del Pilar", "Isabel", "Luisa", "Fernanda", "Alejandra", "Lucía", "Teresa", "Victoria", "Esther", "Cristina", "del Rocío", "de los Ángeles", "Milagros", "Beatriz", "Antonieta"]
const MEN2 = ["Carlos", "Luis", "Alberto", "Antonio", "Manuel", "Enrique", "Martín", "Alejandro", "Augusto", "Eduardo", "Rafael", "Andrés", "Francisco", "Gabriel", "Jesús", "Fernando"]
/** Commonest first: a draw favours the head of the list. */
const SURNAMES = ["Quispe", "Flores", "Sánchez", "Rodríguez", "García", "Rojas", "Gonzales", "Huamán", "Ramírez", "Torres", "Mendoza", "Díaz", "Vásquez",
  "Chávez", "Castillo", "Ramos", "Vargas", "Espinoza", "Romero", "Gutiérrez", "Fernández", "Pérez", "López", "Cruz", "Castro", "Salazar", "Jiménez", "Ruiz",
  "Medina", "Morales", "Herrera", "Aguilar", "Paredes", "Reyes", "Cárdenas", "Silva", "Soto", "Córdova", "Ríos", "Zevallos", "Alvarado", "Valdivia",
  "Palacios", "Benavides", "Cáceres", "Delgado", "Villanueva", "Tello", "Mamani", "Yupanqui", "Gamarra", "Olivares", "Bustamante", "Arévalo", "Campos",
  "Núñez", "Pizarro", "Meza", "Lozano", "Zapata", "Calderón", "Linares", "Arce", "Valencia", "Chumpitaz", "Huerta", "León", "Montoya", "Oré", "Sotelo",
  "Ugarte", "Velásquez", "Wong", "Chang", "Nakamura", "Higa", "Tamashiro", "Injoque", "Llanos", "Osorio", "Cisneros", "Guerrero", "Sialer", "Bazán", "Acuña"]
/** Letters heard or typed otherwise on the phone (so the initial changes). */
const HEARD: Readonly<Record<string, ReadonlyArray<string>>> = {
  Zevallos: ["Cevallos"], Huamán: ["Guamán", "Uamán"], Yupanqui: ["Llupanqui"], Jiménez: ["Giménez"], Yesenia: ["Jesenia"], Giovanna: ["Yovana", "Jovanna"],
  Jhonatan: ["Yonatan"], Huerta: ["Uerta"], Herrera: ["Errera"], Cisneros: ["Sisneros"], Cevallos: ["Zevallos"], Velásquez: ["Belásquez"], Jackeline: ["Yaqueline"],
  Wilmer: ["Uilmer"], Ximena: ["Jimena"], Sialer: ["Cialer"], Gisela: ["Jisela"], Higa: ["Iga"]
}

/** A patient. */
export interface Person {
  readonly id: number
  readonly given: ReadonlyArray<string>
  readonly paterno: string
  readonly materno: string
  readonly sexo: "F" | "M"
  readonly birth: number
  readonly dni: string
  /** Clinical record number at the clinic chain. */
  readonly hc: string
  readonly phone: string
}

/** A surname drawn with the commonest ones far more often. */
export const surname = (r: Random): string => SURNAMES[Math.floor(SURNAMES.length * r.next() ** 2.2)]!

/** A new patient; pass surnames to make a relative. */
export const person = (r: Random, id: number, sexo: "F" | "M", birth: number, surnames?: { paterno?: string; materno?: string }): Person => {
  const first = sexo === "F" ? WOMEN[Math.floor(WOMEN.length * r.next() ** 1.8)]! : MEN[Math.floor(MEN.length * r.next() ** 1.8)]!
  const given = r.chance(0.45) ? [first, r.pick(sexo === "F" ? WOMEN2 : MEN2)] : [first]
  const old = birth < 1826
  const dni = old ? `0${r.int(6, 9)}${String(r.int(0, 999999)).padStart(6, "0")}` : `${r.pick(["4", "7", "6", "7"])}${String(r.int(0, 9999999)).padStart(7, "0")}`
  return {
    id, given, sexo, birth, dni,
    paterno: surnames?.paterno ?? surname(r),
    materno: surnames?.materno ?? surname(r),
    hc: String(r.int(10_000, 2_400_000)).padStart(7, "0"),
    phone: `9${r.int(10, 99)} ${r.int(100, 999)} ${r.int(100, 999)}`
  }
}

/** A name as heard on the phone: sometimes another letter. */
export const heard = (r: Random, name: string, p: number): string => {
  const alt = HEARD[name]
  return alt !== undefined && r.chance(p) ? r.pick(alt) : name
}

const initial = (word: string) => plain(word).charAt(0).toUpperCase()
/** The given names' initials, skipping particles (`del Pilar` gives `P`). */
const givenInitials = (given: ReadonlyArray<string>, all: boolean) =>
  (all ? given : given.slice(0, 1)).flatMap((g) => g.split(" ").filter((w) => !["del", "de", "los", "las", "la"].includes(w))).map(initial).join("")

/** How the initials field was filled. */
export type InitialsStyle = "plain" | "middle" | "dotted" | "spaced" | "lower" | "full" | "short" | "surnames_first" | "masked"

/** The initials field of a report in a given style, the names as this writer got them. */
export const initialsOf = (r: Random, p: Person, style: InitialsStyle, names: { given?: ReadonlyArray<string>; paterno?: string; materno?: string } = {}): string => {
  const given = names.given ?? p.given
  const paterno = names.paterno ?? p.paterno
  const materno = names.materno ?? p.materno
  const base = givenInitials(given, false) + initial(paterno) + initial(materno)
  const middle = givenInitials(given, true) + initial(paterno) + initial(materno)
  switch (style) {
    case "plain": return base
    case "middle": return middle
    case "dotted": return (r.chance(0.5) ? middle : base).split("").join(".") + (r.chance(0.7) ? "." : "")
    case "spaced": return base.split("").join(" ")
    case "lower": return base.toLowerCase()
    case "full": return r.chance(0.5) ? `${given.join(" ")} ${paterno} ${materno}` : r.chance(0.5) ? `${given[0]!} ${paterno} ${initial(materno)}.` : `${given[0]!} ${paterno}`
    case "short": return givenInitials(given, false) + initial(paterno)
    case "surnames_first": return initial(paterno) + initial(materno) + givenInitials(given, r.chance(0.4))
    case "masked": return r.pick(["PRIVACY", "UNK", "Not provided", "MSK"])
  }
}

/** `QUISPE MAMANI, ROSA ELENA`, as pharmacy systems list clients. */
export const clientName = (p: Person): string => `${p.paterno} ${p.materno}, ${p.given.join(" ")}`.toUpperCase()
/** `Rosa Quispe Mamani` or `Rosa Elena Quispe M.`. */
export const fullName = (r: Random, p: Person): string =>
  r.chance(0.6) ? `${p.given[0]!} ${p.paterno} ${p.materno}` : `${p.given.join(" ")} ${p.paterno} ${initial(p.materno)}.`

/** A clinic site of the chain. */
export interface Site { readonly sede: string; readonly address: string }
/** A physician of the chain. */
export interface Physician { readonly name: string; readonly cmp: string; readonly specialty: string; readonly site: Site; readonly female: boolean }
/** A pharmacist of one of the chain's pharmacies. */
export interface Pharmacist { readonly name: string; readonly cqfp: string; readonly site: Site }
/** Someone who signs e-mails. */
export interface Signer { readonly name: string; readonly role: string; readonly email: string; readonly phone: string }

/** The chain's sites. */
export const SITES: ReadonlyArray<Site> = [
  { sede: "San Isidro", address: "Av. Javier Prado Oeste 1265, San Isidro" }, { sede: "Miraflores", address: "Av. José Pardo 640, Miraflores" },
  { sede: "Surco", address: "Av. Primavera 2180, Santiago de Surco" }, { sede: "La Molina", address: "Av. La Molina 1145, La Molina" },
  { sede: "San Borja", address: "Av. San Luis 2391, San Borja" }, { sede: "Jesús María", address: "Av. Salaverry 1890, Jesús María" },
  { sede: "San Miguel", address: "Av. La Marina 2355, San Miguel" }, { sede: "Los Olivos", address: "Av. Carlos Izaguirre 512, Los Olivos" },
  { sede: "Chorrillos", address: "Av. Huaylas 1470, Chorrillos" }
]
/** The clinic chain and the company. */
export const CLINIC = "Clínica Santa Lucía"
export const COMPANY = "Laboratorios Pacífico S.A."
export const LINE = "0800-1-7722"

/** The call-centre operators (first name and surname). */
export const OPERATORS: ReadonlyArray<readonly [string, string]> = [
  ["Karla", "Medina"], ["Jhon", "Paredes"], ["Lucero", "Ríos"], ["Brenda", "Soto"], ["Kevin", "Arce"], ["Milagros", "Tello"], ["Diego", "Campos"],
  ["Fiorella", "Núñez"], ["Anthony", "León"], ["Rosa", "Linares"], ["Cristhian", "Meza"], ["Yuliana", "Pizarro"], ["Melany", "Osorio"], ["Bryan", "Acuña"]
]
/** The call centre's pharmacists on duty. */
export const DUTY_QF = ["QF Sandra Olivares", "QF Renato Ugaz", "QF Diana Cisneros", "QF Luis Injoque"]
/** The clinic's safety coordinators. */
export const CLINIC_PV: ReadonlyArray<Signer> = [
  { name: "Patricia Rojas Benavides", role: "Coordinadora de Farmacovigilancia y Tecnovigilancia", email: "projas@clinicasantalucia.pe", phone: "(01) 610-5000 anexo 2231" },
  { name: "Martín Salcedo Ríos", role: "Químico Farmacéutico - Unidad de Farmacovigilancia", email: "msalcedo@clinicasantalucia.pe", phone: "(01) 610-5000 anexo 2236" },
  { name: "Giuliana Paz Córdova", role: "QF Asistente de Farmacovigilancia", email: "gpaz@clinicasantalucia.pe", phone: "(01) 610-5000 anexo 2240" }
]
/** The company's drug safety staff. */
export const COMPANY_PV: ReadonlyArray<Signer> = [
  { name: "Verónica Llosa", role: "Pharmacovigilance Manager Perú & Bolivia", email: "vllosa@labpacifico.com.pe", phone: "+51 1 411-7700" },
  { name: "Stephanie Quiroz", role: "Drug Safety Specialist", email: "squiroz@labpacifico.com.pe", phone: "+51 1 411-7700 ext. 318" },
  { name: "Álvaro Chiang", role: "Local Safety Officer (LSO)", email: "achiang@labpacifico.com.pe", phone: "+51 1 411-7700 ext. 322" }
]

/** The e-mail domain of a company. */
export const holderDomain = (holder: string): string =>
  holder === COMPANY ? "labpacifico.com.pe" : `${plain(holder.split(" ")[0]!).toLowerCase().replace(/[^a-z]/g, "")}.com`
/** A safety officer of the company that holds the product (the names are the same few people's). */
export const companySigner = (r: Random, holder: string): Signer => {
  const s = r.pick(COMPANY_PV)
  return { ...s, email: `${s.email.split("@")[0]!}@${holderDomain(holder)}`, role: `${s.role} | ${holder}` }
}

/** The chain's physicians, spread over specialties and sites. */
export const physicians = (r: Random, n: number): ReadonlyArray<Physician> => {
  const specialties = ["Cardiología", "Cardiología", "Endocrinología", "Endocrinología", "Medicina Interna", "Medicina General", "Medicina General", "Reumatología",
    "Dermatología", "Ginecología", "Ginecología", "Pediatría", "Pediatría", "Traumatología", "Gastroenterología", "Psiquiatría", "Neurología"]
  return Array.from({ length: n }, (_, i) => {
    const female = r.chance(0.45)
    const given = female ? r.pick(WOMEN) : r.pick(MEN)
    const specialty = specialties[i % specialties.length]!
    return { name: `${given} ${surname(r)} ${surname(r)}`, cmp: String(r.int(18_000, 79_000)), specialty, site: r.pick(SITES), female }
  })
}

/** The chain's pharmacists, one to three per site. */
export const pharmacists = (r: Random): ReadonlyArray<Pharmacist> =>
  SITES.flatMap((site) => Array.from({ length: r.int(1, 3) }, () => ({ name: `${r.pick([...WOMEN, ...MEN])} ${surname(r)}`, cqfp: String(r.int(8_000, 26_000)), site })))

/** `Dr. Luis Salazar Rojas` or `Dra. ...`. */
export const doctor = (p: Physician): string => `${p.female ? "Dra." : "Dr."} ${p.name}`
/** `Dr. Salazar`, as patients name their doctor. */
export const doctorShort = (p: Physician): string => `${p.female ? "la doctora" : "el doctor"} ${cap(p.name.split(" ")[1]!)}`

/** A first name, for relatives who call. */
export const givenName = (r: Random, sexo: "F" | "M"): string => sexo === "F" ? r.pick(WOMEN) : r.pick(MEN)
