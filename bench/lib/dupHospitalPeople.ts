/**
 * The people and places of the ninth duplicate generator (lib/dupHospital.ts): patients with the
 * names of northern Peru (Piura, Lambayeque, La Libertad) drawn by Zipf-like weights, newborns
 * still registered as "RN" under their mother's name, the network's hospitals in Trujillo,
 * Chiclayo and Piura with their wards, beds, clinical-record numbering and prescription system,
 * and each hospital's pharmacists, physicians and nurses.
 */
import { zipf } from "./dupData.js"
import type { WardKind } from "./dupHospitalDrugs.js"
import { digits, pickWeighted } from "./dupHospitalText.js"
import type { Random } from "./random.js"

// Frequent names first: the order gives the weights.
const SURNAMES = [
  "Quispe", "Flores", "Sánchez", "Rodríguez", "Chávez", "García", "Vásquez", "Castillo", "Díaz", "Ruiz", "Torres", "Zapata", "Mendoza",
  "Cruz", "Ramírez", "Guevara", "Chunga", "Alvarado", "Silva", "Paredes", "Vílchez", "Huamán", "Rojas", "Jiménez", "Gonzales", "López",
  "Sernaqué", "Yovera", "Ipanaqué", "Gamboa", "Cabrera", "Sosa", "Reyes", "Herrera", "Córdova", "Pérez", "Lozano", "Benites", "Távara",
  "Llontop", "Chafloque", "Fiestas", "Purizaca", "Chiroque", "Querevalú", "Nizama", "Chapilliquén", "Rumiche", "Juárez", "Panta",
  "Capuñay", "Sipión", "Damián", "Effio", "Piscoya", "Siesquén", "Uypán", "Senmache", "Ñope", "Muro", "Tantaleán", "Cotrina",
  "Plasencia", "Alcántara", "Rebaza", "Aredo", "Luján", "Castañeda", "Vereau", "Zavaleta", "Urquiza", "Polo", "Timaná", "Chero",
  "Eca", "Farfán", "Namuche", "Cienfuegos", "Montalbán", "Saavedra", "Lescano", "Chumacero", "Carrasco", "Seminario", "Requena"
]
const GIVEN_F = [
  "María", "Rosa", "Santos", "Carmen", "Juana", "Mercedes", "Ana", "Flor", "Luz", "Milagros", "Elena", "Yesenia", "Dominga", "Socorro",
  "Esperanza", "Gladys", "Teresa", "Nelly", "Marleny", "Doris", "Soledad", "Ysabel", "Martha", "Elvira", "Celinda", "Consuelo",
  "Katherine", "Lesly", "Yuliana", "Sandra", "Maritza", "Betty", "Deysi", "Rocío", "Patricia", "Norma", "Zoila", "Victoria", "Jackeline"
]
const GIVEN_M = [
  "José", "Juan", "Segundo", "Luis", "Carlos", "Santos", "Manuel", "Jorge", "Pedro", "Víctor", "Miguel", "Wilmer", "César", "Elmer",
  "Jhon", "Nilton", "Fredy", "Julio", "Alberto", "Francisco", "Raúl", "Teodoro", "Félix", "Hugo", "Walter", "Edwin", "Marco", "Percy",
  "Jhonny", "Deyvis", "Milton", "Aurelio", "Eleuterio", "Cirilo", "Anthony", "Jhoel", "Ángel", "Ricardo", "Óscar"
]
// Children and young people carry other names.
const CHILD_F = ["Valentina", "Luciana", "Camila", "Kiara", "Mía", "Ariana", "Ximena", "Fernanda", "Nicole", "Abigail", "Danna", "Brianna", "Alessandra", "Sofía", "Génesis", "Yamile"]
const CHILD_M = ["Thiago", "Mateo", "Liam", "Dylan", "Gael", "Santiago", "Jhoan", "Sebastián", "Adriano", "Fabricio", "Josué", "Anghelo", "Jeremy", "Leonardo", "Piero", "Smith"]

const surname = zipf(SURNAMES, 0.85)
const givenF = zipf(GIVEN_F, 0.9)
const givenM = zipf(GIVEN_M, 0.9)
const childF = zipf(CHILD_F, 0.7)
const childM = zipf(CHILD_M, 0.7)

/** A patient. Newborns have no given name yet and carry their mother's name on records. */
export interface Person {
  readonly id: number
  readonly female: boolean
  readonly given: ReadonlyArray<string>
  readonly pat: string
  readonly mat: string
  readonly birth: number
  readonly mother: Person | null
  /** 1 or 2 for twins, as the ward numbers them ("RN1", "RN2"). */
  readonly twin: 0 | 1 | 2
  /** Clinical-record number at each hospital, given on the first admission there. */
  readonly hc: Map<string, string>
}

/** Names a new patient born on `birth`; children get children's names. */
export const newPerson = (r: Random, id: number, birth: number, day: number, o: { female?: boolean; newborn?: { mother: Person; twin: 0 | 1 | 2 } } = {}): Person => {
  const female = o.female ?? r.chance(0.52)
  const young = day - birth < 18 * 365
  const one = () => (young ? (female ? childF(r) : childM(r)) : (female ? givenF(r) : givenM(r)))
  const given = o.newborn !== undefined ? [] : r.chance(young ? 0.45 : 0.4) ? [one(), one()].filter((g, i, a) => a.indexOf(g) === i) : [one()]
  const pat = surname(r)
  const mother = o.newborn?.mother ?? null
  return { id, female, given, pat, mat: mother !== null ? mother.pat : surname(r), birth, mother, twin: o.newborn?.twin ?? 0, hc: new Map() }
}

/** Someone else with the same name (a namesake), born on another day. */
export const namesake = (id: number, p: Person, birth: number): Person =>
  ({ id, female: p.female, given: p.given.slice(0, 1), pat: p.pat, mat: p.mat, birth, mother: null, twin: 0, hc: new Map() })

/** Initial letters: given names (all or the first), then surnames. */
export const letters = (p: Person, allGiven: boolean): string =>
  [...(allGiven ? p.given : p.given.slice(0, 1)), p.pat, p.mat].map((w) => w.charAt(0)).join("")

/** One of a hospital's staff. */
export interface Staff {
  readonly female: boolean
  readonly given: string
  readonly pat: string
  readonly mat: string
  /** Colegio Médico, Químico Farmacéutico or de Enfermeros number. */
  readonly colegiatura: string
}

const staff = (r: Random): Staff => {
  const female = r.chance(0.55)
  return { female, given: female ? givenF(r) : givenM(r), pat: surname(r), mat: surname(r), colegiatura: digits(r, 5) }
}

/** A ward of one hospital: how the hospital names it and how its places are numbered. */
export interface Ward {
  readonly kind: WardKind
  readonly names: ReadonlyArray<string>
  readonly places: number
  readonly weight: number
}

/** A hospital of the network. */
export interface Hospital {
  readonly code: string
  readonly name: string
  readonly short: ReadonlyArray<string>
  readonly city: string
  /** The prescription system, which decides how alerts look. */
  readonly system: "ESSI" | "SGSS"
  /** Where it refers patients it cannot treat. */
  readonly referTo: ReadonlyArray<string>
  readonly weight: number
  readonly wards: ReadonlyArray<Ward>
  /** Digits of a new clinical-record number. */
  readonly hcDigits: number
  readonly pharmacists: ReadonlyArray<Staff>
  readonly physicians: ReadonlyArray<Staff>
  readonly nurses: ReadonlyArray<Staff>
}

const WARD_NAMES: Readonly<Record<WardKind, ReadonlyArray<string>>> = {
  uci: ["UCI", "UCI General", "Unidad de Cuidados Intensivos", "UCI adultos"],
  onco: ["Hospital de Día de Oncología", "Oncología - quimioterapia ambulatoria", "HD Oncología", "Unidad de Quimioterapia"],
  ped: ["Pediatría", "Hospitalización de Pediatría", "Pediatría - Lactantes", "Servicio de Pediatría"],
  neo: ["Neonatología", "UCI Neonatal", "Intermedios Neonatales", "Neonatología - UCIN"],
  hd: ["Hemodiálisis", "Unidad de Hemodiálisis", "Nefrología - Hemodiálisis", "Centro de Hemodiálisis"],
  mi: ["Medicina Interna", "Medicina Interna 4B", "Hospitalización de Medicina", "Medicina 3A"],
  emerg: ["Emergencia", "Observación de Emergencia", "Emergencia adultos", "Tópico de Emergencia"],
  go: ["Gineco-Obstetricia", "Obstetricia - Puerperio", "Centro Obstétrico", "ARO (Alto Riesgo Obstétrico)"],
  cir: ["Cirugía General", "Cirugía - hospitalización", "Traumatología", "Cirugía 5B"]
}
const PLACES: Readonly<Record<WardKind, number>> = { uci: 12, onco: 22, ped: 30, neo: 18, hd: 26, mi: 44, emerg: 30, go: 36, cir: 40 }

type HospitalSpec = Omit<Hospital, "wards" | "pharmacists" | "physicians" | "nurses"> & { readonly wardWeights: Partial<Record<WardKind, number>> }
const FULL = { uci: 14, onco: 16, ped: 11, neo: 8, hd: 14, mi: 16, emerg: 10, go: 6, cir: 6 }
const LOCAL = { ped: 12, neo: 8, hd: 12, mi: 22, emerg: 16, go: 10, cir: 10 }
const SPECS: ReadonlyArray<HospitalSpec> = [
  { code: "HNAAA", name: "Hospital Nacional Almanzor Aguinaga Asenjo", short: ["HNAAA", "H. Almanzor", "Hosp. Almanzor Aguinaga"], city: "Chiclayo", system: "ESSI", referTo: [], weight: 6, hcDigits: 7, wardWeights: FULL },
  { code: "HLHI", name: "Hospital II Luis Heysen Incháustegui", short: ["HLHI", "H. Heysen", "Hosp. Luis Heysen"], city: "Chiclayo", system: "SGSS", referTo: ["HNAAA"], weight: 1.6, hcDigits: 6, wardWeights: LOCAL },
  { code: "HBVLE", name: "Hospital Base Víctor Lazarte Echegaray", short: ["HVLE", "H. Lazarte", "Hosp. Víctor Lazarte"], city: "Trujillo", system: "SGSS", referTo: ["HACVP"], weight: 4, hcDigits: 6, wardWeights: FULL },
  { code: "HACVP", name: "Hospital de Alta Complejidad Virgen de la Puerta", short: ["HACVP", "H. Virgen de la Puerta", "HAC Virgen de la Puerta"], city: "Trujillo", system: "ESSI", referTo: [], weight: 3, hcDigits: 7, wardWeights: { uci: 16, onco: 22, hd: 14, mi: 14, emerg: 8, cir: 8, ped: 6 } },
  { code: "HIICH", name: "Hospital II Chocope", short: ["H. Chocope", "Hosp. II Chocope"], city: "Chocope", system: "SGSS", referTo: ["HBVLE", "HACVP"], weight: 1.3, hcDigits: 6, wardWeights: LOCAL },
  { code: "HJCH", name: "Hospital III José Cayetano Heredia", short: ["HJCH", "H. Cayetano Heredia", "Hosp. III Cayetano Heredia"], city: "Piura", system: "SGSS", referTo: ["HNAAA"], weight: 4, hcDigits: 6, wardWeights: FULL },
  { code: "HJRD", name: "Hospital II Jorge Reátegui Delgado", short: ["HJRD", "H. Reátegui", "Hosp. II Jorge Reátegui"], city: "Piura", system: "ESSI", referTo: ["HJCH", "HNAAA"], weight: 2, hcDigits: 6, wardWeights: LOCAL }
]

/** The network's hospitals, each with its staff drawn once. */
export const buildHospitals = (r: Random): ReadonlyArray<Hospital> =>
  SPECS.map(({ wardWeights, ...spec }) => ({
    ...spec,
    wards: (Object.entries(wardWeights) as Array<[WardKind, number]>).map(([kind, weight]) => ({
      kind, weight, places: PLACES[kind], names: [r.pick(WARD_NAMES[kind]), r.pick(WARD_NAMES[kind])]
    })),
    pharmacists: Array.from({ length: r.int(2, 4) }, () => staff(r)),
    physicians: Array.from({ length: 24 }, () => staff(r)),
    nurses: Array.from({ length: 20 }, () => staff(r))
  }))

/** A ward of the hospital by its weights. */
export const pickWard = (r: Random, h: Hospital): Ward => pickWeighted(r, h.wards.map((w) => [w, w.weight] as const))

/** The patient's clinical-record number at a hospital; newborns may stay on their mother's. */
export const hcAt = (r: Random, p: Person, h: Hospital): string => {
  const known = p.hc.get(h.code)
  if (known !== undefined) return known
  let hc: string
  if (p.mother !== null && r.chance(0.45)) hc = `${hcAt(r, p.mother, h)}${p.twin > 0 ? `-RN${p.twin}` : "-RN"}`
  else hc = digits(r, h.hcDigits)
  p.hc.set(h.code, hc)
  return hc
}

/** The place of a patient: a bed, an armchair of the day unit, a dialysis station, an incubator. */
export const placeOf = (r: Random, w: Ward): string => {
  const n = r.int(1, w.places)
  switch (w.kind) {
    case "onco": return `sillón ${n}`
    case "hd": return `puesto ${n}`
    case "neo": return `${r.chance(0.6) ? "incubadora" : "cuna"} ${n}`
    case "emerg": return r.chance(0.5) ? `camilla ${n}` : `cama ${n}`
    default: return `cama ${n}`
  }
}
