/**
 * People of the `andes` generator (lib/dupAndes.ts): patients of the health posts of Puno, Cusco
 * and Apurímac. Quechua and Aymara surnames with very skewed frequencies (a tenth of Puno is a
 * Mamani), Spanish given names of several generations and a few Quechua ones, households that
 * share both surnames, twins and mothers with their children. Each person is written down by
 * others: surnames as heard (Ccama or Cama, Hancco or Janco, Huanca or Guanca), a second given
 * name kept or dropped, initials in the order each office uses (given name first, or the list's
 * surnames-first order), and the day counts of the generator turned into ISO dates.
 */
import { type Random, weightedPicker } from "./random.js"

/** A picker by explicit weights (the generators' shared one). */
export const weighted = weightedPicker

/** One weighted pick, for lists used once. */
export const pickWeighted = <A>(r: Random, items: ReadonlyArray<readonly [A, number]>): A => weighted(items)(r)

const SURNAMES: ReadonlyArray<readonly [string, number]> = [
  ["Mamani", 140], ["Quispe", 125], ["Condori", 70], ["Huanca", 44], ["Apaza", 40], ["Choque", 38], ["Flores", 28], ["Huaman", 27],
  ["Ccama", 25], ["Ticona", 24], ["Coaquira", 20], ["Vilca", 20], ["Hancco", 18], ["Layme", 16], ["Pari", 16], ["Cutipa", 15],
  ["Larico", 14], ["Yucra", 14], ["Ccallo", 12], ["Chambi", 12], ["Machaca", 12], ["Ramos", 12], ["Nina", 10], ["Calla", 10],
  ["Colque", 10], ["Chura", 9], ["Zapana", 9], ["Pilco", 9], ["Huillca", 9], ["Ccahuana", 8], ["Puma", 8], ["Cruz", 8], ["Tito", 8],
  ["Turpo", 7], ["Paucar", 7], ["Limachi", 6], ["Ccopa", 6], ["Gutierrez", 6], ["Soncco", 5], ["Alanoca", 5], ["Cusi", 5],
  ["Vargas", 5], ["Rojas", 5], ["Gomez", 5], ["Sucasaca", 4], ["Arapa", 4], ["Yupanqui", 4], ["Velasquez", 4], ["Aguilar", 4],
  ["Ccori", 4], ["Mayta", 4], ["Huarachi", 3], ["Challco", 3], ["Sullca", 3], ["Quille", 3], ["Cahui", 3], ["Chino", 3],
  ["Ccoa", 3], ["Quea", 2], ["Inquilla", 2], ["Pacompia", 2], ["Auccapuma", 2], ["Illanes", 2], ["Mendoza", 4], ["Incacutipa", 1]
]
export const surname = weighted(SURNAMES)

// Women's names: the grandmothers' generation, the mothers', and the young women's.
const GIVEN_F: ReadonlyArray<readonly [string, number]> = [
  ["María", 60], ["Rosa", 22], ["Juana", 20], ["Lucía", 12], ["Yeni", 12], ["Maribel", 10], ["Nancy", 10], ["Elizabeth", 9],
  ["Delia", 8], ["Sonia", 8], ["Marleni", 7], ["Yaneth", 7], ["Flora", 7], ["Justina", 6], ["Eusebia", 5], ["Gregoria", 5],
  ["Agripina", 4], ["Victoria", 6], ["Natividad", 4], ["Celestina", 4], ["Hilda", 6], ["Norma", 6], ["Ruth", 6], ["Edith", 6],
  ["Roxana", 6], ["Yesenia", 6], ["Lizbeth", 5], ["Nayeli", 4], ["Milagros", 5], ["Saturnina", 3], ["Teodora", 3], ["Faustina", 3],
  ["Leonarda", 2], ["Felícitas", 2], ["Sisa", 2], ["Killa", 2], ["Sumaq", 1], ["Wayta", 1], ["Luz", 6], ["Margarita", 4]
]
const GIVEN_M: ReadonlyArray<readonly [string, number]> = [
  ["Juan", 40], ["José", 25], ["Pedro", 12], ["Mario", 10], ["Felipe", 8], ["Vicente", 7], ["Alejandro", 6], ["Hilario", 5],
  ["Teodoro", 5], ["Faustino", 5], ["Santos", 5], ["Eusebio", 4], ["Gregorio", 4], ["Crisóstomo", 2], ["Dionisio", 3], ["Edwin", 10],
  ["Wilber", 9], ["Percy", 7], ["Yony", 6], ["Elmer", 6], ["Nilo", 4], ["Rubén", 6], ["Fredy", 8], ["Wilfredo", 6], ["Alex", 7],
  ["Jhon", 6], ["Brayan", 6], ["Kevin", 5], ["Jhonatan", 5], ["Ronaldo", 4], ["Luis", 12], ["Carlos", 8], ["Víctor", 7],
  ["Inti", 2], ["Amaru", 2], ["Wayra", 1], ["Kusi", 1], ["Néstor", 4], ["Germán", 3]
]
const givenF = weighted(GIVEN_F)
const givenM = weighted(GIVEN_M)

/** How others hear and write a name. */
const VARIANTS: Readonly<Record<string, ReadonlyArray<string>>> = {
  Ccama: ["Cama"], Hancco: ["Janco", "Hanco"], Quispe: ["Quipse", "Quisppe"], Ccallo: ["Callo"], Huanca: ["Guanca", "Wanca"],
  Coaquira: ["Coaquera", "Cuaquira"], Huaman: ["Huamán", "Guaman"], Layme: ["Laime"], Huillca: ["Willca", "Huilca"],
  Ccahuana: ["Cahuana"], Condori: ["Condory"], Ccori: ["Cori", "Qori"], Ccopa: ["Copa"], Soncco: ["Sonco"], Challco: ["Chalco"],
  Sullca: ["Sulca"], Zapana: ["Sapana"], Mamani: ["Mamany"], Velasquez: ["Velásquez"], Gutierrez: ["Gutiérrez"], Gomez: ["Gómez"],
  Huarachi: ["Guarachi"], Machaca: ["Machacca"], Ccoa: ["Coa"], Auccapuma: ["Aucapuma"], Mayta: ["Maita"], Yucra: ["Llucra"],
  Yeni: ["Yeny", "Jenny"], Yaneth: ["Janeth", "Yanet"], Jhon: ["John", "Jon"], Wilber: ["Wilbert", "Wilver"], Yony: ["Jhony", "Johnny"],
  Brayan: ["Bryan"], Marleni: ["Marleny"], Fredy: ["Freddy"], Kusi: ["Cusi"], Killa: ["Quilla"], Nayeli: ["Nayely"],
  Jhonatan: ["Jonathan", "Yonatan"], Edith: ["Edit"], Ruth: ["Rut"], Hilda: ["Ilda"], Hilario: ["Ilario"], Eusebio: ["Eusevio"],
  Yesenia: ["Jesenia"], Wayra: ["Huayra"], Wilfredo: ["Wilfrido"], Dionisio: ["Dionicio"], Lizbeth: ["Lisbeth"], Felícitas: ["Felicitas"]
}
const SECOND_F = ["Rosa", "Luz", "Isabel", "Elena", "Yaneth", "Maribel", "Flor"]
const SECOND_M = ["Carlos", "Alberto", "Ángel", "Mario", "Luis", "Fredy", "Rubén"]

/** One patient, as the programme's card knows her or him. */
export interface Person {
  readonly id: number
  readonly female: boolean
  readonly given: ReadonlyArray<string>
  readonly pat: string
  readonly mat: string
  /** Day of birth, as a day count from the generator's first day (negative before). */
  readonly birth: number
  readonly dni: string | null
  readonly household: number
  readonly mother: Person | null
  twin: Person | null
}

let ids = 0
let households = 0

/** A new person aged `age` on day `day`; surnames and household are given for relatives. */
export const newPerson = (
  r: Random,
  day: number,
  age: number,
  opts: { readonly female?: boolean; readonly pat?: string; readonly mat?: string; readonly household?: number; readonly mother?: Person; readonly birth?: number } = {}
): Person => {
  const female = opts.female ?? r.chance(0.52)
  const first = female ? givenF(r) : givenM(r)
  const given = r.chance(0.3) ? [first, r.pick(female ? SECOND_F : SECOND_M)].filter((g, k, a) => a.indexOf(g) === k) : [first]
  return {
    id: ++ids,
    female,
    given,
    pat: opts.pat ?? surname(r),
    mat: opts.mat ?? surname(r),
    birth: opts.birth ?? day - age * 365 - r.int(0, 364),
    dni: age >= 1 || r.chance(0.5) ? String(r.int(40_000_000, 79_999_999)) : null,
    household: opts.household ?? ++households,
    mother: opts.mother ?? null,
    twin: null
  }
}

/** Restarts the counters, so one seed gives one data set however often it runs. */
export const resetPeople = () => {
  ids = 0
  households = 0
}

/** Whole years on `day`. */
export const ageOn = (p: Person, day: number) => Math.max(0, Math.floor((day - p.birth) / 365.25))
/** Whole months on `day`, for infants. */
export const monthsOn = (p: Person, day: number) => Math.max(0, Math.floor((day - p.birth) / 30.44))

/** A name as one writer wrote it: spellings as heard, the second given name kept or not. */
export interface Written {
  readonly given: ReadonlyArray<string>
  readonly pat: string
  readonly mat: string
}

/** Writes a person's name down; `care` from 0 (heard over the phone) to 1 (copied from the DNI). */
export const writeName = (r: Random, p: Person, care: number): Written => {
  const hear = (s: string) => {
    const v = VARIANTS[s]
    return v !== undefined && !r.chance(care) && r.chance(0.45) ? r.pick(v) : s
  }
  const given = p.given.length > 1 && r.chance(0.45 * (1 - care) + 0.15) ? [p.given[0]!] : p.given
  return { given: given.map(hear), pat: hear(p.pat), mat: hear(p.mat) }
}

/** The orders and punctuations of initials seen in the reports. */
export type InitialsStyle = "dots" | "plain" | "spaced" | "lower" | "listOrder" | "listDots" | "nameSurname"

const letter = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").charAt(0).toUpperCase()

/** Initials of a written name in a style. */
export const initialsOf = (w: Written, style: InitialsStyle): string => {
  const g = w.given.map(letter)
  const s = [letter(w.pat), letter(w.mat)]
  switch (style) {
    case "dots": return [...g, ...s].join(".") + "."
    case "plain": return [...g, ...s].join("")
    case "spaced": return [...g, ...s].join(". ") + "."
    case "lower": return [...g, ...s].join("").toLowerCase()
    case "listOrder": return [...s, ...g].join("")
    case "listDots": return [...s, ...g].join(".") + "."
    case "nameSurname": return `${g[0]}.${s[0]}.`
  }
}

/** "Rosa Mamani Quispe", or the list's "MAMANI QUISPE, Rosa". */
export const fullName = (w: Written, listOrder = false) =>
  listOrder ? `${w.pat} ${w.mat}, ${w.given.join(" ")}` : `${w.given.join(" ")} ${w.pat} ${w.mat}`

const MS_PER_DAY = 86_400_000
let epoch = Date.parse("2023-01-01T00:00:00Z")

/** Sets the generator's first day. */
export const setEpoch = (iso: string) => {
  epoch = Date.parse(`${iso}T00:00:00Z`)
}

/** `YYYY-MM-DD` of a day count. */
export const iso = (day: number) => new Date(epoch + day * MS_PER_DAY).toISOString().slice(0, 10)

const MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "setiembre", "octubre", "noviembre", "diciembre"]

/** The month of a day, as "marzo 2024". */
export const monthName = (day: number) => {
  const d = new Date(epoch + day * MS_PER_DAY)
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`
}

/** The first day of the month of `day`, as a day count. */
export const monthStart = (day: number) => day - (new Date(epoch + day * MS_PER_DAY).getUTCDate() - 1)

/** A day as people write it in a text: 12/03/2024, 12-03-24, 12/3, 12 de marzo. */
export const writeDay = (r: Random, day: number, style?: number): string => {
  const d = new Date(epoch + day * MS_PER_DAY)
  const dd = String(d.getUTCDate()).padStart(2, "0")
  const mm = String(d.getUTCMonth() + 1).padStart(2, "0")
  const yyyy = String(d.getUTCFullYear())
  switch (style ?? r.int(0, 4)) {
    case 0: return `${dd}/${mm}/${yyyy}`
    case 1: return `${dd}-${mm}-${yyyy.slice(2)}`
    case 2: return `${d.getUTCDate()}/${d.getUTCMonth() + 1}`
    case 3: return `${d.getUTCDate()} de ${MONTHS[d.getUTCMonth()]}`
    default: return `${dd}/${mm}/${yyyy.slice(2)}`
  }
}
