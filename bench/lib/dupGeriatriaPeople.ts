/**
 * People of the `geriatria` generator: older adults of Lima and Arequipa (65 to 102 years old) and
 * the relatives who call about them. Names of that generation (Hermelinda, Teodoro, Zoila),
 * Spanish, Andean, Arequipa and Nikkei or tusán surnames, married women who go by their husband's
 * surname ("Rosa Quispe de García", or just "la señora García"), the nickname the family and the
 * nursing home use ("Rosita", "don Pancho"), and the ways each writer turns a name into initials.
 */
import { type Random, zipfPicker } from "./random.js"

/** Picks by weights 1 / (k + 1)^s: the first items are the frequent ones. */
export const ranked = zipfPicker

const MUJERES = [
  "María", "Rosa", "Carmen", "Juana", "Victoria", "Teresa", "Julia", "Elena", "Zoila", "Olga", "Aurora", "Luzmila",
  "Hermelinda", "Consuelo", "Esperanza", "Dora", "Elvira", "Mercedes", "Dolores", "Rosario", "Graciela", "Isabel",
  "Yolanda", "Delia", "Haydée", "Angélica", "Florencia", "Eusebia", "Teodora", "Concepción", "Guadalupe", "Nelly",
  "Gladys", "Rebeca", "Amelia", "Blanca", "Irma", "Leonor", "Alicia", "Lucila", "Bertha", "Felícita", "Natividad",
  "Yoshiko", "Haruko", "Fumiko", "Rosa Amelia", "Ana María", "María Luisa", "Carmen Rosa", "María Jesús"
]
const HOMBRES = [
  "José", "Juan", "Manuel", "Francisco", "Luis", "Jorge", "Pedro", "Carlos", "Víctor", "Alberto", "Antonio",
  "Teodoro", "Segundo", "Julio", "Enrique", "Eduardo", "Jesús", "Ignacio", "Alfredo", "Humberto", "Gilberto",
  "Oswaldo", "Máximo", "Fortunato", "Hernán", "Rodolfo", "Augusto", "Mario", "Ernesto", "Raúl", "Félix", "Felipe",
  "Kenji", "Tomás", "Juan de Dios", "José Luis", "Luis Alberto", "Carlos Enrique", "César", "Armando"
]
const APELLIDOS_LIMA = [
  "García", "Rodríguez", "Flores", "Sánchez", "Quispe", "Rojas", "Torres", "Díaz", "Ramírez", "Vásquez", "Chávez",
  "Castillo", "Mendoza", "Huamán", "Espinoza", "López", "Gutiérrez", "Pérez", "Ramos", "Vargas", "Salazar", "Romero",
  "Castro", "Paredes", "Morales", "Silva", "Herrera", "Aguilar", "Villanueva", "Reyes", "Cárdenas", "Chumpitaz",
  "Higa", "Nakamura", "Tamashiro", "Oshiro", "Yamashiro", "Kanashiro", "Chang", "Wong", "Chong", "Lau", "Loo", "Fung",
  "Cordero", "Palacios", "Tello", "Benavides", "Arévalo", "Prado", "Lévano", "Malpartida", "Ugarte", "Solís", "Injante"
]
const APELLIDOS_AQP = [
  "Quispe", "Mamani", "Condori", "Zegarra", "Valdivia", "Rivera", "Chirinos", "Delgado", "Salas", "Núñez", "Apaza",
  "Huarca", "Ccama", "Cutipa", "Ticona", "Choque", "Flores", "Medina", "Linares", "Bustamante", "Carpio", "Postigo",
  "Portugal", "Zúñiga", "Manrique", "Cornejo", "Begazo", "Llerena", "Paredes", "Torres", "Vizcarra", "Yucra", "Pari",
  "Huanca", "Gutiérrez", "Rodríguez", "Rondón", "Ballón", "Málaga", "Tejada", "García", "Chávez", "Higa", "Chang"
]
const mujer = ranked(MUJERES, 0.85)
const hombre = ranked(HOMBRES, 0.85)
const apLima = ranked(APELLIDOS_LIMA, 0.75)
const apAqp = ranked(APELLIDOS_AQP, 0.75)

/** The nickname family and staff use. */
const APODOS: Readonly<Record<string, ReadonlyArray<string>>> = {
  "Rosa": ["Rosita", "Rosita"], "María": ["Maruja", "Mary"], "Carmen": ["Carmencita", "Menchi"], "Juana": ["Juanita"],
  "Teresa": ["Tere", "Teresita"], "Mercedes": ["Meche"], "Dolores": ["Lola", "Lolita"], "Rosario": ["Charo"],
  "Graciela": ["Chela"], "Isabel": ["Chabela", "Isabelita"], "Concepción": ["Conchita", "Concha"], "Guadalupe": ["Lupe", "Lupita"],
  "Consuelo": ["Chelo"], "Esperanza": ["Espe"], "Hermelinda": ["Meche", "Linda"], "Luzmila": ["Lucha"], "Teodora": ["Dorita"],
  "Yoshiko": ["Yoshi"], "Haruko": ["Haru"], "Julia": ["Julita"], "Victoria": ["Vicky"], "Aurora": ["Aurorita"],
  "Francisco": ["Pancho", "Panchito"], "José": ["Pepe", "Pepito"], "Manuel": ["Manolo", "Manucho"], "Jesús": ["Chucho"],
  "Ignacio": ["Nacho"], "Alberto": ["Beto"], "Antonio": ["Toño"], "Enrique": ["Quique"], "Luis": ["Lucho"], "Eduardo": ["Lalo"],
  "Juan": ["Juancito"], "Teodoro": ["Teo"], "Alfredo": ["Fredy"], "Humberto": ["Beto"], "Máximo": ["Maxi"], "Kenji": ["Ken"]
}

export type City = "Lima" | "Arequipa"

/** The relative who phones or writes. */
export interface Kin {
  readonly rel: "hija" | "hijo" | "sobrina" | "nieta" | "nuera" | "esposo" | "esposa"
  readonly name: string
}

export interface Person {
  readonly id: number
  readonly female: boolean
  readonly given: ReadonlyArray<string>
  readonly pat: string
  readonly mat: string
  /** A married (or widowed) woman's husband's surname, if she uses it. */
  readonly husband: string | null
  readonly nick: string | null
  /** Day number (from the span's start) of birth. */
  readonly birth: number
  readonly city: City
  readonly kin: Kin
  /** Set by the world: where the person lives and who lives with them. */
  home: number | null
  room: number
  homeCare: boolean
  ciam: string | null
  spouse: Person | null
  sister: Person | null
  meds: ReadonlyArray<string>
  history: ReadonlyArray<string>
}

export const surname = (r: Random, city: City) => (city === "Lima" ? apLima(r) : apAqp(r))
export const givenName = (r: Random, female: boolean) => (female ? mujer(r) : hombre(r))

const firstWord = (s: string) => s.split(" ")[0]!

/** A new older adult, aged `age` at day 0. */
export const newPerson = (r: Random, id: number, city: City, female: boolean, age: number, override?: Partial<Pick<Person, "pat" | "mat" | "husband">>): Person => {
  const given = givenName(r, female).split(" ")
  const pat = override?.pat ?? surname(r, city)
  let mat = override?.mat ?? surname(r, city)
  if (mat === pat && override?.mat === undefined) mat = surname(r, city)
  let husband = override?.husband !== undefined ? override.husband : female && r.chance(0.55) ? surname(r, city) : null
  if (husband !== null && override?.husband === undefined && (husband === pat || husband === mat)) husband = surname(r, city)
  const nicks = APODOS[given[0]!]
  const nick = nicks !== undefined && r.chance(0.6) ? r.pick(nicks) : null
  // The children carry the father's surname: a married woman's children, her husband's.
  const childSurname = female ? (husband ?? surname(r, city)) : pat
  const rel = r.pick(["hija", "hija", "hija", "hijo", "hijo", "sobrina", "nieta", "nuera"] as const)
  const kinGiven = rel === "hijo"
    ? r.pick(["Jorge", "Luis", "Carlos", "Miguel", "Juan Carlos", "Ricardo", "Fernando", "Walter", "Javier", "Óscar"])
    : r.pick(["Ana", "Carmen", "Patricia", "Milagros", "Silvia", "Gloria", "Liliana", "Mónica", "Rocío", "Elizabeth", "Jessica", "Maritza", "Sandra", "Giovanna"])
  const kinSurnames = rel === "sobrina" || rel === "nuera" ? `${surname(r, city)} ${surname(r, city)}` : `${childSurname} ${female ? pat : mat}`
  return {
    id, female, given, pat, mat, husband, nick,
    birth: -Math.floor(age * 365.25) - r.int(0, 364),
    city,
    kin: { rel, name: `${rel === "hijo" ? firstWord(kinGiven) : kinGiven} ${kinSurnames}` },
    home: null, room: 0, homeCare: false, ciam: null, spouse: null, sister: null, meds: [], history: []
  }
}

/** Age in whole years on a day. */
export const ageAt = (p: Person, day: number) => Math.floor((day - p.birth) / 365.25)

const plain = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "")
const ini = (s: string) => plain(s)[0]!.toUpperCase()

/**
 * The letters a writer takes from a name: the register's (given names, both surnames), the
 * family's (first given name and the husband's surname), or two letters only.
 */
export type Letters = "registro" | "primer_nombre" | "casada" | "dos" | "casada_de"
export const letters = (p: Person, how: Letters): string => {
  const g = p.given.map(ini).join("")
  const g1 = ini(p.given[0]!)
  switch (how) {
    case "registro": return g + ini(p.pat) + ini(p.mat)
    case "primer_nombre": return g1 + ini(p.pat) + ini(p.mat)
    case "casada": return p.husband === null ? g1 + ini(p.pat) + ini(p.mat) : g1 + ini(p.pat) + ini(p.husband)
    case "casada_de": return p.husband === null ? g + ini(p.pat) + ini(p.mat) : g1 + ini(p.pat) + "D" + ini(p.husband)
    case "dos": return g1 + (p.husband !== null && Math.abs(p.id % 3) === 0 ? ini(p.husband) : ini(p.pat))
  }
}

/** Letters as a hand writes them: 'RQH', 'R.Q.H.', 'r.q.h', 'R. Q. H.'. */
export const writeInitials = (r: Random, l: string): string => {
  const s = r.int(0, 9)
  if (s <= 3) return l
  if (s <= 6) return l.split("").join(".") + "."
  if (s === 7) return l.split("").join(". ") + "."
  if (s === 8) return l.toLowerCase().split("").join(".")
  return l.split("").join("-")
}

/** The full name as the register writes it. */
export const fullName = (p: Person, married = false) =>
  `${p.given.join(" ")} ${p.pat} ${p.mat}${married && p.husband !== null ? ` de ${p.husband}` : ""}`

/** How a relative or a caregiver names the patient: "la señora Rosita", "don Pancho", "mi mamá Rosa". */
export const familiarName = (r: Random, p: Person, voice: "pariente" | "personal"): string => {
  const first = p.given[0]!
  const n = p.nick !== null && r.chance(0.7) ? p.nick : first
  if (voice === "personal") {
    return r.pick(p.female
      ? [`Sra. ${n}`, `la señora ${n}`, `Sra. ${first} ${p.husband !== null && r.chance(0.5) ? `de ${p.husband}` : p.pat}`, `${p.nick !== null ? `mamá ${p.nick}` : `Sra. ${first}`}`]
      : [`Sr. ${n}`, `don ${n}`, `Sr. ${first} ${p.pat}`, `don ${first}`])
  }
  const who = p.female
    ? r.pick(p.kin.rel === "hija" || p.kin.rel === "hijo" ? ["mi mamá", "mi mamá", "mi madre", "mi mamita"] : p.kin.rel === "nieta" ? ["mi abuelita", "mi abuela"] : p.kin.rel === "esposo" ? ["mi esposa"] : ["mi tía", "mi tía"])
    : r.pick(p.kin.rel === "hija" || p.kin.rel === "hijo" ? ["mi papá", "mi papá", "mi padre", "mi papito"] : p.kin.rel === "nieta" ? ["mi abuelito", "mi abuelo"] : p.kin.rel === "esposa" ? ["mi esposo"] : ["mi tío"])
  const named = r.int(0, 5)
  if (named === 0) return who
  if (named <= 2) return `${who} ${n}`
  if (named === 3) return `${who}, ${p.female ? "la señora" : "el señor"} ${first} ${p.husband !== null && r.chance(0.6) ? p.husband : p.pat}`
  return `${who} (${fullName(p, r.chance(0.5))})`
}

/** The age as people say it: exact, "unos 85", "más de 80", "ochenta y tantos". */
export const roughAge = (r: Random, age: number): { readonly said: string; readonly field: number } => {
  const k = r.int(0, 5)
  if (k <= 1) return { said: `${age} años`, field: age }
  if (k === 2) { const a = Math.round(age / 5) * 5; return { said: `unos ${a} años`, field: a } }
  if (k === 3) { const a = Math.floor(age / 10) * 10; return { said: `más de ${a} años`, field: a } }
  if (k === 4) { const a = age + r.int(-2, 2); return { said: `${a} años${r.chance(0.5) ? " más o menos" : ""}`, field: a } }
  const a = Math.floor(age / 10) * 10
  const words: Readonly<Record<number, string>> = { 60: "sesenta", 70: "setenta", 80: "ochenta", 90: "noventa", 100: "cien" }
  return { said: `${words[a] ?? a} y tantos años`, field: a + 5 }
}

export const reporterName = (r: Random, city: City, female = r.chance(0.75)) =>
  `${r.pick(female ? ["Marleny", "Yesenia", "Karina", "Lourdes", "Rocío", "Maribel", "Elizabeth", "Yolanda", "Giovanna", "Nancy", "Fiorella", "Katherine"] : ["Wilber", "Jhon", "Edwin", "Percy", "Renato", "Miguel", "Hugo", "Christian"])} ${surname(r, city)}`

/** A physician's name with the title of their sex: "Dra. Rocío Chang", "Dr. Percy Salas". */
export const doctorName = (r: Random, city: City) => {
  const female = r.chance(0.55)
  return `${female ? "Dra." : "Dr."} ${reporterName(r, city, female)}`
}

const GENDERED: ReadonlyArray<readonly [string, string]> = [
  ["dormida", "dormido"], ["decaída", "decaído"], ["sudorosa", "sudoroso"], ["confundida", "confundido"], ["desorientada", "desorientado"],
  ["agitada", "agitado"], ["tiesa", "tieso"], ["ida", "ido"], ["pálida", "pálido"], ["internada", "internado"], ["hospitalizarla", "hospitalizarlo"],
  ["La llevamos", "Lo llevamos"], ["sola", "solo"], ["somnolienta", "somnoliento"], ["sedada", "sedado"], ["estreñida", "estreñido"],
  ["postrada", "postrado"], ["asintomática", "asintomático"], ["recuperada", "recuperado"], ["la cuida", "lo cuida"], ["hinchada", "hinchado"]
]
const toF = new Map(GENDERED.map(([f, m]) => [m, f] as const))
const toM = new Map(GENDERED.map(([f, m]) => [f, m] as const))
const wordsRe = (keys: Iterable<string>) => new RegExp(`(?<!\\p{L})(${[...keys].join("|")})(?!\\p{L})`, "gu")
const reF = wordsRe(toF.keys())
const reM = wordsRe(toM.keys())
/** Agrees the plain and shorthand wordings with the patient's sex. */
export const genderize = (text: string, female: boolean) =>
  female ? text.replace(reF, (w) => toF.get(w) ?? w) : text.replace(reM, (w) => toM.get(w) ?? w)
