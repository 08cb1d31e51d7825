/**
 * The world of the `andes` generator (lib/dupAndes.ts): the health posts and centres of the
 * micro-networks of three regional health directorates of the southern Andes (DIRESA Puno, Cusco
 * and Apurímac), the hospitals they refer to, the people who write (técnicos de enfermería,
 * obstetricians, the hospital's pharmacist, each network's tuberculosis coordinator, the DIRESA
 * epidemiologist, the nurse who takes the community agents' calls), and the events: one patient,
 * one product or regimen, one or two reactions, with the labs and the outcome. Events come alone
 * or in the groups that make false alarms: a post's month of hepatotoxicity on RHZE, a vaccination
 * campaign day, a household of contacts on isoniazid, twins, a mother and her child, the same
 * patient's later event, and namesakes with the region's commonest surnames.
 */
import { drug, drugsOf, type Drug, type Programa, reactionOf, REACTIONS, type RKey } from "./dupAndesDrugs.js"
import { ageOn, newPerson, type Person, pickWeighted, surname, weighted } from "./dupAndesPeople.js"
import type { Random } from "./random.js"

export interface Hospital { readonly name: string; readonly short: string; readonly pharmacists: ReadonlyArray<string> }

export interface Post {
  readonly name: string
  readonly code: string
  readonly microred: string
  readonly red: string
  readonly diresa: string
  readonly hospital: Hospital
  readonly techs: ReadonlyArray<string>
  readonly obstetra: string
  readonly nurse: string
  readonly community: ReadonlyArray<string>
}

/** Who writes a report, and on what. */
export type Channel = "rafa" | "hospital" | "obstetra" | "ficha" | "consolidado" | "correo" | "agente"

export type GroupKind = "brote_puesto" | "campana_vacunacion" | "contacto_domiciliario" | "gemelos" | "madre_nino"

export interface Labs { readonly tgo?: number; readonly tgp?: number; readonly bt?: number; readonly urico?: number; readonly qtc?: number; readonly hb?: number; readonly crea?: number }

export interface Event {
  readonly person: Person
  readonly post: Post
  readonly programa: Programa
  readonly drug: Drug
  /** The single drug of a regimen a pharmacist blames, if any. */
  readonly part: string | null
  /** Days: treatment start, onset, and the visit where the post saw it. */
  readonly start: number
  readonly onset: number
  readonly seen: number
  readonly reactions: ReadonlyArray<RKey>
  readonly labs: Labs
  readonly serious: boolean
  readonly referred: boolean
  readonly action: "suspende" | "continua" | "reduce" | "reintroduce"
  readonly outcome: "recuperado" | "recuperando" | "hospitalizado" | "desconocido"
  readonly dose: number
  readonly hc: string
  readonly hcHosp: string
  readonly pct: string | null
  readonly group: { readonly kind: GroupKind; readonly id: number } | null
  readonly earlier: Event | null
  readonly first: Channel
}

const HOSPITALS: ReadonlyArray<Hospital> = [
  { name: "Hospital Regional Manuel Núñez Butrón", short: "HRMNB", pharmacists: [] },
  { name: "Hospital Carlos Monge Medrano", short: "HCMM", pharmacists: [] },
  { name: "Hospital San Juan de Dios de Ayaviri", short: "HSJD Ayaviri", pharmacists: [] },
  { name: "Hospital Regional del Cusco", short: "HRC", pharmacists: [] },
  { name: "Hospital Alfredo Callo Rodríguez de Sicuani", short: "Hosp. Sicuani", pharmacists: [] },
  { name: "Hospital Regional Guillermo Díaz de la Vega", short: "HRGDV", pharmacists: [] }
]

// [name, micro-network, network, DIRESA, hospital index, weight]
const POSTS: ReadonlyArray<readonly [string, string, string, string, number, number]> = [
  ["C.S. Santa Adriana", "Santa Adriana", "San Román", "Puno", 1, 9], ["C.S. Cono Sur", "Cono Sur", "San Román", "Puno", 1, 8],
  ["C.S. Revolución", "Santa Adriana", "San Román", "Puno", 1, 6], ["P.S. Jayllihuaya", "Puno Metropolitano", "Puno", "Puno", 0, 4],
  ["C.S. Vallecito", "Puno Metropolitano", "Puno", "Puno", 0, 6], ["P.S. Chucaripo", "Cabana", "San Román", "Puno", 1, 2],
  ["C.S. Cabanillas", "Cabanillas", "San Román", "Puno", 1, 3], ["C.S. Ayaviri", "Ayaviri", "Melgar", "Puno", 2, 5],
  ["P.S. Umachiri", "Ayaviri", "Melgar", "Puno", 2, 2], ["P.S. Orurillo", "Orurillo", "Melgar", "Puno", 2, 2],
  ["C.S. Azángaro", "Azángaro", "Azángaro", "Puno", 1, 4], ["P.S. Muñani", "Muñani", "Azángaro", "Puno", 1, 2],
  ["C.S. Huancané", "Huancané", "Huancané", "Puno", 0, 3], ["P.S. Taraco", "Taraco", "Huancané", "Puno", 1, 2],
  ["C.S. Ilave", "Ilave", "El Collao", "Puno", 0, 4], ["P.S. Pilcuyo", "Ilave", "El Collao", "Puno", 0, 2],
  ["C.S. Juli", "Juli", "Chucuito", "Puno", 0, 3], ["P.S. Pomata", "Juli", "Chucuito", "Puno", 0, 2],
  ["C.S. Lampa", "Lampa", "Lampa", "Puno", 1, 2], ["P.S. Nicasio", "Lampa", "Lampa", "Puno", 1, 1],
  ["C.S. Sicuani", "Sicuani", "Canas Canchis Espinar", "Cusco", 4, 6], ["P.S. Combapata", "Combapata", "Canas Canchis Espinar", "Cusco", 4, 2],
  ["C.S. Yauri", "Yauri", "Canas Canchis Espinar", "Cusco", 4, 3], ["P.S. Checca", "Yanaoca", "Canas Canchis Espinar", "Cusco", 4, 1],
  ["C.S. Tinta", "Combapata", "Canas Canchis Espinar", "Cusco", 4, 2], ["C.S. Santiago", "Santiago", "Cusco Sur", "Cusco", 3, 7],
  ["C.S. Wanchaq", "Wanchaq", "Cusco Sur", "Cusco", 3, 6], ["C.S. Urcos", "Urcos", "Cusco Sur", "Cusco", 3, 3],
  ["P.S. Huancarani", "Urcos", "Cusco Sur", "Cusco", 3, 1], ["C.S. Tamburco", "Tamburco", "Abancay", "Apurímac", 5, 4],
  ["P.S. Pichirhua", "Abancay", "Abancay", "Apurímac", 5, 1], ["C.S. Chalhuanca", "Chalhuanca", "Aymaraes", "Apurímac", 5, 2],
  ["C.S. Curahuasi", "Curahuasi", "Abancay", "Apurímac", 5, 2]
]
const COMMUNITIES = ["Ccollpa", "Huataquita", "Chijichaya", "Ichu", "Collana", "Llallahua", "Sollocota", "Kunturi", "Ccotatoclla", "Huayllani", "Quishuara", "Tinajani", "Pucará", "Chacamarca", "Totorani", "Ayrampuni"]

const STAFF: ReadonlyArray<readonly [string, boolean]> = [
  ["Yeni", true], ["Maribel", true], ["Norma", true], ["Ruth", true], ["Edith", true], ["Roxana", true], ["Nelly", true], ["Hilda", true],
  ["Luz", true], ["Wilber", false], ["Fredy", false], ["Percy", false], ["Elmer", false], ["Edwin", false], ["Rubén", false]
]

/** A staff member's name with a title that agrees with it: `titles` is [for women, for men]. */
export const staffName = (r: Random, titles: readonly [ReadonlyArray<string>, ReadonlyArray<string>], surnames = 1) => {
  const [name, female] = r.pick(STAFF)
  const sur = Array.from({ length: surnames }, () => surname(r)).join(" ")
  return `${r.pick(female ? titles[0] : titles[1])} ${name} ${sur}`.trim()
}

/** Builds the posts, hospitals and their staff. */
export const buildPlaces = (r: Random) => {
  const hospitals = HOSPITALS.map((h) => ({ ...h, pharmacists: Array.from({ length: r.int(1, 3) }, () => staffName(r, [["Q.F.", "QF"], ["Q.F.", "QF"]])) }))
  const posts: Array<readonly [Post, number]> = POSTS.map(([name, microred, red, diresa, hosp, weight], k) => [{
    name, code: String(k + 1).padStart(3, "0"), microred, red, diresa, hospital: hospitals[hosp]!,
    techs: Array.from({ length: r.int(1, 3) }, () => staffName(r, [["Tec. Enf.", "TEC. ENF.", "Téc.", "Tec."], ["Tec. Enf.", "Téc.", "Tec."]])),
    obstetra: staffName(r, [["Obst.", "Obsta.", "Lic. Obst."], ["Obst.", "Lic. Obst."]]),
    nurse: staffName(r, [["Lic. Enf.", "Lic.", "Enf."], ["Lic. Enf.", "Lic.", "Enf."]]),
    community: Array.from({ length: 4 }, () => r.pick(COMMUNITIES))
  }, weight] as const)
  return { hospitals, posts, post: weighted(posts) }
}

export type Places = ReturnType<typeof buildPlaces>

const PROGRAMMES: ReadonlyArray<readonly [Programa, number]> = [["tb", 34], ["tpi", 8], ["mdr", 6], ["vih", 10], ["anemia", 10], ["gestante", 8], ["vacuna", 12], ["general", 12]]

/** An age for a patient of a programme (the Andes' TB: young adults and the elderly). */
export const ageFor = (r: Random, p: Programa, d: Drug): number => {
  switch (p) {
    case "tb": return pickWeighted(r, [[r.int(15, 34), 45], [r.int(35, 59), 25], [r.int(60, 88), 25], [r.int(4, 14), 5]] as const)
    case "tpi": return r.chance(0.7) ? r.int(1, 14) : r.int(15, 60)
    case "mdr": return r.int(17, 55)
    case "vih": return d.id === "azt" ? 0 : r.int(18, 58)
    case "anemia": return r.int(0, 3)
    case "gestante": return r.int(15, 42)
    case "vacuna":
      return d.id === "pentavalente" ? 0 : d.id === "spr" ? 1 : d.id === "vph" ? r.int(9, 13) : d.id === "aa" ? r.int(15, 55) : r.chance(0.6) ? r.int(60, 88) : r.int(2, 5)
    case "general": return r.chance(0.25) ? r.int(1, 12) : r.int(13, 85)
  }
}

const firstChannel = (r: Random, p: Programa, referred: boolean): Channel => {
  switch (p) {
    case "tb": case "tpi": case "mdr":
      return referred && r.chance(0.3) ? "hospital" : pickWeighted(r, [["rafa", 58], ["hospital", 8], ["consolidado", 10], ["correo", 8], ["agente", 9], ["ficha", 7]] as const)
    case "vih": return pickWeighted(r, [["hospital", 45], ["ficha", 30], ["correo", 15], ["agente", 10]] as const)
    case "anemia": return pickWeighted(r, [["ficha", 62], ["agente", 25], ["correo", 8], ["obstetra", 5]] as const)
    case "gestante": return pickWeighted(r, [["obstetra", 75], ["hospital", 15], ["agente", 10]] as const)
    case "vacuna": return pickWeighted(r, [["ficha", 78], ["correo", 10], ["agente", 12]] as const)
    case "general": return pickWeighted(r, [["ficha", 60], ["hospital", 25], ["correo", 10], ["agente", 5]] as const)
  }
}

const labsFor = (r: Random, reactions: ReadonlyArray<RKey>, age: number): Labs => {
  const l: { -readonly [K in keyof Labs]: Labs[K] } = {}
  if (reactions.includes("hepato")) {
    l.tgo = r.int(90, 900)
    l.tgp = Math.round(l.tgo * (0.8 + r.next() * 0.9))
    if (r.chance(0.6)) l.bt = Math.round((1.2 + r.next() * 6) * 10) / 10
  }
  if (reactions.includes("artralgia") && r.chance(0.7)) l.urico = Math.round((7.5 + r.next() * 4.5) * 10) / 10
  if (reactions.includes("qt")) l.qtc = r.int(481, 560)
  if (reactions.includes("anemia")) l.hb = Math.round((age < 5 ? 6.5 + r.next() * 3 : 6.8 + r.next() * 3.5) * 10) / 10
  if (reactions.includes("renal")) l.crea = Math.round((1.4 + r.next() * 2) * 10) / 10
  return l
}

/** The birth day of an infant given a newborn's prophylaxis or the first vaccines, if the drug says so. */
export const infantBirth = (r: Random, d: Drug, day: number): { birth?: number } =>
  d.id === "azt" ? { birth: day - r.int(3, 40) } : d.id === "pentavalente" ? { birth: day - r.int(58, 200) } : {}

/** The parts of an event a group or an earlier event fixes. */
export interface Given {
  readonly person?: Person
  readonly post?: Post
  readonly programa?: Programa
  readonly drug?: Drug
  readonly reactions?: ReadonlyArray<RKey>
  readonly onset?: number
  readonly start?: number
  readonly group?: Event["group"]
  readonly earlier?: Event
  readonly hc?: string
  readonly pct?: string | null
}

let pctSeq = 0

/** One event, with what is given fixed and the rest drawn. */
export const newEvent = (r: Random, places: Places, day: number, g: Given = {}): Event => {
  const programa = g.programa ?? g.drug?.programa ?? pickWeighted(r, PROGRAMMES)
  const d = g.drug ?? r.pick(programa === "tb" ? [drug("rhze"), drug("rhze"), drug("rhze"), drug("rh")] : drugsOf(programa))
  const post = g.post ?? (g.earlier !== undefined && r.chance(0.85) ? g.earlier.post : places.post(r))
  const female = programa === "gestante" || d.id === "vph" ? true : undefined
  const person = g.person ?? newPerson(r, day, ageFor(r, programa, d), { ...(female === undefined ? {} : { female }), ...infantBirth(r, d, day) })
  const onset = g.onset ?? day
  const start = g.start ?? (d.programa === "vacuna" ? onset - (r.chance(0.7) ? 0 : 1)
    : d.id === "rh" ? onset - r.int(62, 170) : ["tb", "tpi", "mdr", "vih"].includes(programa) ? onset - r.int(5, 75) : onset - r.int(0, 10))
  const reactions = g.reactions ?? (() => {
    const first = reactionOf(r, d)
    if (r.chance(0.3)) {
      const second = reactionOf(r, d)
      if (second !== first) return [first, second]
    }
    return [first]
  })()
  const seriousness = Math.max(...reactions.map((k) => REACTIONS[k].serious))
  const serious = r.chance(seriousness)
  const referred = serious && r.chance(0.8)
  const candidates = d.parts.filter(([, ks]) => ks.some((k) => reactions.includes(k)))
  const age = ageOn(person, onset)
  const action = d.programa === "vacuna" ? "continua" : serious ? "suspende" : pickWeighted(r, [["suspende", 4], ["continua", 4], ["reduce", 1], ["reintroduce", 1]] as const)
  return {
    person,
    post,
    programa,
    drug: d,
    part: candidates.length > 0 && r.chance(0.6) ? r.pick(candidates)[0] : null,
    start,
    onset,
    seen: onset + (r.chance(0.5) ? 0 : r.int(1, 6)),
    reactions,
    labs: labsFor(r, reactions, age),
    serious,
    referred,
    action,
    outcome: referred ? pickWeighted(r, [["hospitalizado", 5], ["recuperando", 3], ["recuperado", 2]] as const)
      : pickWeighted(r, [["recuperado", 5], ["recuperando", 3], ["desconocido", 2]] as const),
    dose: Math.max(1, Math.round((onset - start) * (d.id === "rh" ? 0.43 : 0.86))),
    hc: g.hc ?? String(r.int(120, 24_000)),
    hcHosp: String(r.int(100_000, 899_999)),
    pct: g.pct !== undefined ? g.pct : ["tb", "mdr", "tpi"].includes(programa) && r.chance(0.9) ? `${String(++pctSeq).padStart(4, "0")}-${2023 + Math.floor(Math.max(0, start) / 365)}` : null,
    group: g.group ?? null,
    earlier: g.earlier ?? null,
    first: firstChannel(r, programa, referred)
  }
}

/** Resets the programme's register numbers. */
export const resetWorld = () => {
  pctSeq = 0
}
