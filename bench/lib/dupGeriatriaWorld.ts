/**
 * The world of the `geriatria` generator: older adults of Lima and Arequipa living in a network of
 * private nursing homes (casas de reposo), at home with a home-care company's nurses visiting, or
 * at home and attending a municipal programme for the elderly (CIAM); the geriatrics service of a
 * public hospital in each city; community pharmacies near them. Each person has the polypharmacy of
 * their conditions, and events are what one of those drugs did to them on a day.
 *
 * Besides single events it builds what makes different events look alike: a nursing home's
 * influenza or pneumococcal vaccination day (several residents with a sore arm or fever), a home
 * switching everyone to a new generic (several residents with the same reaction in a month),
 * spouses living together on the same drugs, sisters in the same home, and a person's other event
 * months later (another drug of the polypharmacy, or the same one again).
 */
import { CONDITIONS, type Drug, drugById, type Reaction, reactionById, type Value } from "./dupGeriatriaDrugs.js"
import { type City, doctorName, newPerson, type Person, ranked, reporterName, surname } from "./dupGeriatriaPeople.js"
import type { Random } from "./random.js"

export interface Home {
  readonly id: number
  readonly name: string
  readonly district: string
  readonly city: City
  readonly doctor: string
  readonly nurse: string
  readonly pharmacy: string
  residents: Array<Person>
}

export interface Group {
  readonly kind: "vacunacion" | "generico_nuevo"
  readonly home: Home
  readonly drug: Drug
  readonly day: number
  /** A new generic's laboratory. */
  readonly lab: string | null
}

export interface Place { readonly clin: string; readonly short: string; readonly plain: string }

export interface Event {
  readonly id: number
  readonly person: Person
  readonly drug: Drug
  readonly dose: string
  readonly freq: string
  /** The person's other drugs at the time. */
  readonly conc: ReadonlyArray<Drug>
  /** Another of those drugs a reporter could blame for the same thing. */
  readonly alt: Drug | null
  readonly reaction: Reaction
  readonly value: Value | null
  readonly place: Place | null
  readonly time: string
  readonly onset: number
  /** What changed before the event: a new drug, a higher dose, a new generic. */
  readonly change: readonly [clin: string, plain: string] | null
  readonly action: "suspende" | "reduce" | "mantiene" | "cambia"
  readonly treat: readonly [string, string] | null
  readonly hospital: boolean
  readonly outcome: "recuperado" | "recuperando" | "secuelas" | "fallecio" | "desconocido"
  readonly group: Group | null
  /** The same person's previous event, set once all are built. */
  earlier: Event | null
}

export interface World {
  readonly homes: ReadonlyArray<Home>
  readonly events: ReadonlyArray<Event>
  readonly geriatricians: Readonly<Record<City, ReadonlyArray<string>>>
}

const HOME_NAMES = ["Los Jazmines", "San José", "Santa Rosa", "Mi Dulce Hogar", "Los Olivos", "Villa Esperanza", "San Vicente de Paúl", "Los Geranios",
  "Nuestra Señora del Carmen", "Años Dorados", "Las Buganvillas", "El Buen Pastor", "Santa Teresita", "La Paz", "Vida Plena", "Los Rosales",
  "Sagrada Familia", "Las Acacias", "San Martín de Porres", "Nuevo Amanecer", "Santa Ana", "Los Cedros", "Mis Abuelitos", "Remanso de Paz"]
const AQP_NAMES = ["Virgen de Chapi", "El Misti", "Señor de Huanca", "Villa Sol", "Santa Catalina", "Los Volcanes", "La Candelaria", "San Lázaro", "Chachani"]
const DISTRICTS: Readonly<Record<City, ReadonlyArray<string>>> = {
  Lima: ["Surco", "Miraflores", "San Borja", "La Molina", "Jesús María", "Pueblo Libre", "San Miguel", "Chorrillos", "Los Olivos", "Lince", "Magdalena", "Barranco", "Surquillo", "San Isidro"],
  Arequipa: ["Cayma", "Yanahuara", "Cerro Colorado", "J. L. Bustamante y Rivero", "Sachaca", "Cercado", "Paucarpata", "Socabaya"]
}
const PHARMACIES: Readonly<Record<City, ReadonlyArray<string>>> = {
  Lima: ["Botica San Judas Tadeo", "Farmacia Santa Rosa", "Botica Señor de los Milagros", "Botica Vida Sana", "Farmacia Universal", "Botica La Salud", "Farmacia del Parque"],
  Arequipa: ["Botica Virgen de Chapi", "Farmacia El Misti", "Botica San Lázaro", "Botica Yanahuara", "Farmacia Characato"]
}
export const CIAMS: Readonly<Record<City, ReadonlyArray<string>>> = {
  Lima: ["CIAM Surco", "CIAM San Borja", "CIAM Los Olivos", "CIAM Villa El Salvador", "CIAM Jesús María", "CIAM San Miguel"],
  Arequipa: ["CIAM Cercado de Arequipa", "CIAM Cerro Colorado", "CIAM Cayma", "CIAM Paucarpata"]
}
export const HOSPITALS: Readonly<Record<City, string>> = { Lima: "Hospital Nacional Santa María del Rímac", Arequipa: "Hospital Regional Sur de Arequipa" }
export const PHARMACY = (r: Random, city: City) => r.pick(PHARMACIES[city])
const LABS = ["Genfar", "Portugal", "Medifarma", "Farmindustria", "Hersil", "AC Farma", "Teva", "Induquímica"]

const PLACES: ReadonlyArray<Place> = [
  { clin: "en el baño", short: "en baño", plain: "en el baño" },
  { clin: "al levantarse de la cama durante la noche", short: "al levantarse de cama", plain: "cuando se levantó en la noche" },
  { clin: "en el pasillo", short: "en pasadizo", plain: "en el pasillo" },
  { clin: "en el comedor", short: "en comedor", plain: "en el comedor" },
  { clin: "en la ducha", short: "en ducha", plain: "bañándose" },
  { clin: "en el jardín", short: "en patio", plain: "en el patio" }
]

const ageFor = ranked([80, 84, 77, 88, 74, 91, 70, 94, 67, 97], 0.6)

/** A person's drugs: the conditions they have and what each brings. */
const polypharmacy = (r: Random): { meds: Array<string>; history: Array<string> } => {
  const meds: Array<string> = []
  const history: Array<string> = []
  for (const c of CONDITIONS) {
    if (!r.chance(c.p)) continue
    history.push(c.name[r.chance(0.5) ? 0 : 1])
    for (const d of r.pick(c.drugs)) if (!meds.includes(d)) meds.push(d)
  }
  if (meds.length === 0) { meds.push("amlodipino", "omeprazol"); history.push("HTA") }
  return { meds, history }
}

export const buildWorld = (r: Random, nEvents: number, span: number): World => {
  const nHomes = Math.max(6, Math.round((nEvents * 0.45) / 55))
  const homes: Array<Home> = Array.from({ length: nHomes }, (_, i) => {
    const city: City = r.chance(0.68) ? "Lima" : "Arequipa"
    const base = city === "Lima" ? HOME_NAMES : [...AQP_NAMES, ...HOME_NAMES.slice(0, 8)]
    const kind = r.pick(["Casa de Reposo", "Casa de Reposo", "Residencia Geriátrica", "Casa Hogar", "Residencial"])
    return {
      id: i, name: `${kind} ${r.pick(base)}`, district: r.pick(DISTRICTS[city]), city,
      doctor: doctorName(r, city), nurse: reporterName(r, city, true), pharmacy: PHARMACY(r, city), residents: []
    }
  })
  const geriatricians = {
    Lima: Array.from({ length: 6 }, () => doctorName(r, "Lima")),
    Arequipa: Array.from({ length: 3 }, () => doctorName(r, "Arequipa"))
  }
  let pid = 0
  const place = (p: Person, home: Home | null, city: City) => {
    if (home !== null) { p.home = home.id; p.room = r.int(1, 40); home.residents.push(p) }
    else { p.homeCare = r.chance(0.45); p.ciam = r.chance(0.6) ? r.pick(CIAMS[city]) : null }
    const pp = polypharmacy(r)
    p.meds = pp.meds
    p.history = pp.history
    return p
  }
  const person = (home: Home | null, female = r.chance(home !== null ? 0.68 : 0.58)): Person => {
    const city: City = home?.city ?? (r.chance(0.68) ? "Lima" : "Arequipa")
    return place(newPerson(r, ++pid, city, female, ageFor(r) + r.int(-2, 2)), home, city)
  }
  const randomHome = () => (r.chance(0.45) ? r.pick(homes) : null)

  const events: Array<Event> = []
  const event = (p: Person, day: number, opts: { drug?: string; reaction?: string; group?: Group; avoid?: Event } = {}): Event => {
    const drugId = opts.drug ?? (opts.avoid !== undefined && r.chance(0.6) ? r.pick(p.meds.filter((m) => m !== opts.avoid!.drug.id).concat(p.meds.length === 1 ? p.meds : [])) : r.pick(p.meds))
    const drug = drugById.get(drugId)!
    let rid = opts.reaction ?? (r.chance(0.55) ? drug.reactions[0]! : r.pick(drug.reactions))
    if (opts.avoid !== undefined && opts.reaction === undefined && drugId === opts.avoid.drug.id && r.chance(0.6)) rid = r.pick(drug.reactions)
    const reaction = reactionById.get(rid)!
    const conc = p.meds.filter((m) => m !== drugId).map((m) => drugById.get(m)!)
    const alts = conc.filter((d) => d.reactions.includes(rid))
    const hospital = r.chance(reaction.serious)
    const night = r.chance(0.55)
    const change: readonly [string, string] | null = opts.group?.kind === "generico_nuevo"
      ? [`cambio a genérico de ${opts.group.lab} hace ${r.int(5, 20)} días`, "le cambiaron a la pastilla genérica"]
      : drug.vaccine ? null
      : r.chance(0.45) ? r.pick([[`inicio hace ${r.int(3, 20)} días`, "la empezó hace poco"], [`aumento de dosis hace ${r.int(2, 15)} días`, "le subieron la dosis hace unos días"], [`indicado en la última consulta`, "se la dieron en la última consulta"]] as const)
      : null
    return {
      id: events.length, person: p, drug, dose: r.pick(drug.doses), freq: r.pick(drug.freq), conc, alt: alts.length > 0 ? r.pick(alts) : null,
      reaction, value: reaction.value?.(r) ?? null, place: rid === "caida" ? r.pick(PLACES) : null,
      time: night ? `0${r.int(0, 5)}:${r.pick(["00", "10", "20", "30", "40", "50", "15", "45"])}` : `${r.int(7, 21)}:${r.pick(["00", "10", "20", "30", "40", "50", "15", "45"])}`.padStart(5, "0"),
      onset: day, change,
      action: drug.vaccine ? "mantiene" : r.pick(["suspende", "suspende", "reduce", "mantiene", "cambia"] as const),
      treat: reaction.treat.length > 0 && r.chance(0.6) ? r.pick(reaction.treat) : null,
      hospital,
      outcome: hospital ? r.pick(["recuperado", "recuperando", "secuelas", "fallecio", "recuperado"] as const) : r.pick(["recuperado", "recuperado", "recuperando", "desconocido"] as const),
      group: opts.group ?? null,
      earlier: null
    }
  }
  const day = () => r.int(0, span - 1)

  const nVac = Math.round(nEvents * 0.04)
  const nGen = Math.round(nEvents * 0.03)
  const nSpouse = Math.round(nEvents * 0.03)
  const nSister = Math.round(nEvents * 0.012)
  const nRepeat = Math.round(nEvents * 0.08)

  // Vaccination days: a home's campaign in April-May, several residents reacting.
  while (events.length < nVac) {
    const home = r.pick(homes)
    const year = r.int(0, Math.max(0, Math.floor((span - 1) / 365)))
    const d = Math.min(span - 1, year * 365 + r.int(95, 150))
    const g: Group = { kind: "vacunacion", home, drug: drugById.get(r.chance(0.8) ? "influenza" : "neumococo")!, day: d, lab: null }
    const k = r.int(2, 6)
    // One dose, one reaction: a resident picked twice for one campaign day would be one event told
    // twice, yet labelled two (session 16 found twelve such pairs in the dup band).
    const vaccinated = new Set<Person>()
    for (let i = 0; i < k && events.length < nVac; i++) {
      const resident = home.residents.length > 3 && r.chance(0.5) ? r.pick(home.residents) : person(home)
      const p = vaccinated.has(resident) ? person(home) : resident
      vaccinated.add(p)
      events.push(event(p, Math.min(span - 1, d + (r.chance(0.7) ? 0 : 1)), { drug: g.drug.id, group: g }))
    }
  }
  // A new generic for the whole home: the same reaction in several residents within weeks.
  while (events.length < nVac + nGen) {
    const home = r.pick(homes)
    const drugId = r.pick(["losartan", "amlodipino", "quetiapina", "metformina", "enalapril", "omeprazol", "levotiroxina", "risperidona"])
    const drug = drugById.get(drugId)!
    const g: Group = { kind: "generico_nuevo", home, drug, day: day(), lab: r.pick(LABS) }
    const reaction = drug.reactions[0]!
    const k = r.int(2, 5)
    for (let i = 0; i < k && events.length < nVac + nGen; i++) {
      const p = person(home)
      if (!p.meds.includes(drugId)) p.meds = [...p.meds, drugId]
      events.push(event(p, Math.min(span - 1, g.day + r.int(0, 25)), { drug: drugId, reaction: r.chance(0.75) ? reaction : undefined, group: g }))
    }
  }
  // Spouses living together, on the same drugs.
  while (events.length < nVac + nGen + nSpouse) {
    const home = r.chance(0.3) ? r.pick(homes) : null
    const he = person(home, false)
    const she = place(newPerson(r, ++pid, he.city, true, Math.max(65, Math.floor(-he.birth / 365.25) - r.int(-2, 7)), { husband: he.pat }), home, he.city)
    he.spouse = she
    she.spouse = he
    const shared = he.meds.filter((m) => r.chance(0.5))
    she.meds = [...new Set([...shared, ...she.meds])]
    she.homeCare = he.homeCare
    she.ciam = he.ciam
    const d = day()
    const both = she.meds.filter((m) => he.meds.includes(m))
    const drug = both.length > 0 && r.chance(0.7) ? r.pick(both) : undefined
    const first = r.chance(0.5) ? he : she
    events.push(event(first, d, { drug: drug ?? r.pick(first.meds) }))
    const other = first === he ? she : he
    events.push(event(other, Math.min(span - 1, d + r.int(0, 120)), { drug: drug ?? r.pick(other.meds) }))
  }
  // Sisters in the same home.
  while (events.length < nVac + nGen + nSpouse + nSister) {
    const home = r.pick(homes)
    const a = person(home, true)
    const b = place(newPerson(r, ++pid, home.city, true, ageFor(r), { pat: a.pat, mat: a.mat, husband: r.chance(0.5) ? surname(r, home.city) : null }), home, home.city)
    a.sister = b
    b.sister = a
    const common = a.meds.filter((m) => b.meds.includes(m))
    const drug = common.length > 0 && r.chance(0.6) ? r.pick(common) : undefined
    const d = day()
    events.push(event(a, d, { drug: drug ?? r.pick(a.meds) }))
    events.push(event(b, Math.min(span - 1, d + r.int(0, 90)), { drug: drug ?? r.pick(b.meds) }))
  }
  // Single events.
  while (events.length < nEvents - nRepeat) events.push(event(person(randomHome()), day()))
  // The same person's other event, months before or after.
  const pool = events.slice()
  while (events.length < nEvents) {
    const base = r.pick(pool)
    const gap = r.int(25, 300)
    const d = base.onset + gap < span ? base.onset + gap : base.onset - gap
    if (d < 0) continue
    events.push(event(base.person, d, { avoid: base }))
  }

  events.sort((a, b) => a.onset - b.onset || a.id - b.id)
  const last = new Map<Person, Event>()
  for (const e of events) {
    e.earlier = last.get(e.person) ?? null
    last.set(e.person, e)
  }
  return { homes, events, geriatricians }
}

export const homeOf = (w: World, p: Person): Home | null => (p.home === null ? null : w.homes[p.home]!)
