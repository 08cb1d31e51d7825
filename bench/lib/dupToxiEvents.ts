/**
 * The events of the toxicología generator (lib/dupToxicologia.ts): one exposure of one patient,
 * with everything the different routes may later write about it — the child who got into the
 * grandmother's pills, the teenager's intentional overdose, the ten-fold dose in a paediatric ward,
 * the adverse reaction seen in the emergency room — the time, the amount, who called, the vital
 * signs and lab values, the treatment and the outcome. Writers only ever retell these facts.
 */
import { pickWeighted, type Random } from "./random.js"
import { lab, type Lab, OVERDOSE, type PictureSpec, REACTIONS, type Reaction, type VitalShift } from "./dupToxiClinic.js"
import { type Person, staffName } from "./dupToxiPeople.js"
import { type Drug, drug, type DrugKey, lotNumber, type Presentation, presentation } from "./dupToxiProducts.js"
import { ageOn, some } from "./dupToxiText.js"
import { agree } from "./dupToxiWrite.js"

/** What kind of exposure an event is. */
export type Scenario = "accidental" | "intencional" | "error" | "ram" | "escolar"

/** A medicine as taken: presentation, the brand on the box, how much, the dose, route and lot. */
export interface Exposure {
  readonly key: DrugKey
  readonly drug: Drug
  readonly pres: Presentation
  readonly brand: string | null
  /** Units taken at once (tablets, mL, drops, ampoules), for an overdose or an error. */
  readonly amount: number
  /** The therapeutic dose the patient was on, for a reaction. */
  readonly dose: string
  readonly via: string
  readonly lot: string | null
}

/** A medication error: what was prescribed, what was given, how, where and by whom. */
export interface MedError {
  readonly type: "dosis" | "via" | "medicamento" | "duplicidad"
  readonly prescribed: string
  readonly given: string
  readonly how: string
  readonly service: string
  readonly who: string
}

/** Someone who phones, writes or brings the patient: a relative, a nurse, a serenazgo officer. */
export interface Contact {
  readonly role: string
  readonly given: string
  readonly surname: string
}

/** The picture as this event shows it: signs chosen, labs drawn, treatment given. */
export interface Picture {
  readonly dx: string
  readonly signs: ReadonlyArray<string>
  readonly lay: ReadonlyArray<string>
  readonly tx: ReadonlyArray<string>
  readonly labs: ReadonlyArray<Lab>
  readonly later: ReadonlyArray<Lab>
}

/** Vital signs at the emergency room, as triage writes them. */
export interface Vitals {
  readonly pas: number
  readonly pad: number
  readonly fc: number
  readonly fr: number
  readonly t: number
  readonly sat: number
  readonly glasgow: number
  readonly weight: number
}

/** How it ended, and after how many days. */
export interface Outcome {
  readonly kind: "alta" | "observacion" | "hospitalizado" | "uci" | "secuelas" | "fallecido"
  readonly days: number
}

/** One exposure of one patient: every fact a route may retell. */
export interface ToxiEvent {
  readonly id: number
  readonly scenario: Scenario
  readonly reaction: Reaction | null
  readonly person: Person
  /** Day index of the exposure (or the reaction's onset). */
  readonly day: number
  /** Minutes after midnight of the exposure. */
  readonly minute: number
  /** Minutes between the exposure and the first call or arrival. */
  readonly elapsed: number
  readonly exp: Exposure
  readonly co: Exposure | null
  /** Whose pills a child took ("abuela", "mamá"); null when the child's own. */
  readonly owner: string | null
  readonly motive: string | null
  readonly error: MedError | null
  readonly setting: "hogar" | "hospital" | "colegio" | "trabajo" | "botica"
  readonly hospital: string
  readonly caller: Contact
  readonly staff: { readonly er: string; readonly tox: string; readonly qf: string; readonly nurse: string }
  readonly school: { readonly name: string; readonly grade: string } | null
  readonly pic: Picture
  readonly vitals: Vitals
  readonly sev: 1 | 2 | 3
  readonly outcome: Outcome
  /** Days on the medicine before a reaction began. */
  readonly onsetDays: number
}

const TOXICOLOGISTS = ["Dra. Patricia Ñahui Torres", "Dr. Renato Cahuana Salas", "Dra. Silvia Mayta Orihuela", "Dr. Jorge Luis Benites Paz", "Dra. Carmen Higa Soto", "Dr. Hernán Tacuri Vela"]

const OWNERS: ReadonlyArray<readonly [readonly [string, ReadonlyArray<DrugKey>], number]> = [
  [["abuela", ["amlodipino", "enalapril", "losartan", "glibenclamida", "metformina", "digoxina", "warfarina", "levotiroxina", "alprazolam", "clonazepam"]], 30],
  [["abuelo", ["amlodipino", "enalapril", "glibenclamida", "warfarina", "digoxina", "tramadol", "carbamazepina"]], 10],
  [["mamá", ["clonazepam", "alprazolam", "sertralina", "fluoxetina", "paracetamol", "ibuprofeno", "hierro", "amitriptilina", "levotiroxina"]], 25],
  [["papá", ["tramadol", "carbamazepina", "diazepam", "ibuprofeno", "metamizol", "fenitoina", "valproico"]], 10],
  [["tía", ["clonazepam", "amitriptilina", "metformina", "losartan", "ciprofloxacino"]], 5],
  [["propio", ["paracetamol", "hierro", "clorfenamina", "jarabeTos", "loratadina", "amoxicilina", "ibuprofeno", "albendazol"]], 20]
]
const INTENTIONAL: ReadonlyArray<readonly [DrugKey, number]> = [
  ["paracetamol", 20], ["clonazepam", 12], ["alprazolam", 8], ["amitriptilina", 10], ["sertralina", 6], ["fluoxetina", 6], ["carbamazepina", 6],
  ["valproico", 4], ["ibuprofeno", 6], ["metamizol", 4], ["tramadol", 4], ["metformina", 3], ["clorfenamina", 4], ["diazepam", 5], ["isoniazida", 2],
  ["amlodipino", 2], ["glibenclamida", 1]
]
const MOTIVES_ANY = ["problemas familiares", "no precisa motivo", "antecedente de depresión en tratamiento", "ideación suicida previa", "ruptura sentimental"]
const MOTIVES_YOUNG = ["problemas académicos", "discusión con los padres", "bullying en el colegio", "discusión con el enamorado"]
const MOTIVES_ADULT = ["problemas económicos", "violencia familiar", "duelo reciente", "discusión con la pareja", "pérdida del trabajo"]
const REACTION_WEIGHTS: ReadonlyArray<readonly [Reaction, number]> = [
  ["distonia", 14], ["hipoglicemia", 12], ["sangrado", 12], ["sjs", 6], ["serotoninergico", 6], ["hepatotoxicidad", 10], ["digitalica", 6],
  ["anafilaxia", 12], ["angioedema", 6], ["neurotoxicidad", 5], ["exantema", 8], ["hipotension", 5], ["hiperkalemia", 4]
]
/** Age ranges (years) of the patients of each reaction. */
export const REACTION_AGES: Readonly<Record<Reaction, readonly [number, number]>> = {
  distonia: [4, 40], hipoglicemia: [60, 92], sangrado: [58, 90], sjs: [15, 65], serotoninergico: [30, 75], hepatotoxicidad: [3, 70], digitalica: [65, 92],
  anafilaxia: [2, 80], angioedema: [45, 85], neurotoxicidad: [5, 70], exantema: [1, 50], hipotension: [18, 80], hiperkalemia: [60, 90]
}

/** What the plan decides of an event; the rest is drawn. */
export interface EventSpec {
  readonly id: number
  readonly scenario: Scenario
  readonly person: Person
  readonly day: number
  readonly reaction?: Reaction
  readonly key?: DrugKey
  readonly minute?: number
  readonly owner?: string | null
  readonly caller?: Contact
  readonly hospital?: string
  readonly lot?: string
  readonly brand?: string | null
  readonly school?: { readonly name: string; readonly grade: string }
  readonly staff?: Partial<ToxiEvent["staff"]>
  readonly setting?: ToxiEvent["setting"]
}

/** Whose medicine a child got into, and which; `grandparents` keeps to the grandparents' pills. */
export const pickOwned = (r: Random, grandparents: boolean): readonly [string, DrugKey] => {
  const rows = OWNERS.filter(([[who]]) => who !== "propio" && (!grandparents || who.startsWith("abuel")))
  const [who, keys] = pickWeighted(r, rows)
  return [who, r.pick(keys)]
}

/** A reaction drawn by how often the unit receives it. */
export const pickReaction = (r: Random): Reaction => pickWeighted(r, REACTION_WEIGHTS)

/** The medicine a reaction's patient was on. */
export const reactionDrug = (r: Random, reaction: Reaction): DrugKey => r.pick(REACTIONS[reaction].drugs)

/** A contact of a given role with a name that fits the patient (a mother carries the child's second surname). */
export const contactFor = (r: Random, role: string, p: Person): Contact => {
  const sex = ["padre", "papá", "abuelo", "hijo", "esposo", "hermano", "serenazgo"].includes(role) ? "M" : "F"
  const [given, ...rest] = staffName(r, sex).split(" ")
  const surname = role === "madre" || role === "mamá" ? p.maternal : ["padre", "papá", "hermana", "hermano", "hija", "hijo"].includes(role) ? p.paternal : rest[0]!
  return { role, given: given!, surname }
}

const exposure = (r: Random, key: DrugKey, form: Presentation["form"] | undefined, amount: number, lot: string | null, brand?: string | null): Exposure => {
  const dr = drug(key)
  const pres = presentation(r, dr, form)
  return { key, drug: dr, pres, brand: brand !== undefined ? brand : r.chance(0.6) ? r.pick(dr.brands) : null, amount, dose: r.pick(dr.dose), via: pres.via === "oral" ? "oral" : pres.via, lot }
}

const amountFor = (r: Random, pres: Presentation, intentional: boolean): number => {
  if (pres.unit === "mL") return intentional ? r.int(60, 240) : r.pick([5, 10, 15, 20, 30, 40, 60, 60, 100, 120])
  if (pres.unit === "gotas") return r.pick([20, 40, 60, 100, 200, 300])
  if (pres.unit === "amp") return r.int(1, 3)
  return intentional ? r.pick([8, 10, 12, 15, 20, 20, 25, 30, 30, 40, 50, 60]) : r.int(1, 12)
}

const severity = (r: Random, weights: readonly [number, number, number]): 1 | 2 | 3 => pickWeighted(r, [[1, weights[0]], [2, weights[1]], [3, weights[2]]] as const)

const within = (r: Random, range: readonly [number, number] | undefined, fallback: number, decimals = 0): number =>
  range === undefined ? fallback : Number((range[0] + r.next() * (range[1] - range[0])).toFixed(decimals))

const vitalsFor = (r: Random, p: Person, day: number, shift: VitalShift): Vitals => {
  const age = ageOn(p.birth, day)
  const child = age.years < 12
  const weight = age.years === 0 ? 3.5 + age.months * 0.6 : age.years < 11 ? age.years * 2 + 8 + r.int(-2, 3) : age.years < 16 ? r.int(35, 58) : r.int(48, 88)
  const pasBase = child ? r.int(88, 105) : age.years > 60 ? r.int(120, 155) : r.int(105, 130)
  const pas = Math.round(within(r, shift.pas, pasBase))
  return {
    pas, pad: Math.round(pas * (0.58 + r.next() * 0.08)),
    fc: Math.round(within(r, shift.fc, child ? r.int(95, 130) : r.int(68, 92))),
    fr: Math.round(within(r, shift.fr, child ? r.int(22, 30) : r.int(16, 20))),
    t: within(r, shift.t, 36.3 + r.int(0, 7) / 10, 1),
    sat: Math.round(within(r, shift.sat, r.int(95, 99))),
    glasgow: Math.round(within(r, shift.glasgow, 15)),
    weight: Math.round(weight * 10) / 10
  }
}

// "Está bien" and "está muy inquieto" are not said of one child in one breath.
const calm = (lay: Array<string>): Array<string> => (lay.length > 1 && lay.some((l) => /está (bien|normal|tranquilo)/.test(l)) ? lay.slice(0, 1) : lay)

// What a baby cannot tell anyone.
const SUBJECTIVE = new Set(["visión amarilla", "cefalea", "mareos", "náuseas", "parestesias peribucales", "parestesias", "alucinaciones visuales", "epigastralgia", "odinofagia", "dolor en hipocondrio derecho", "disartria"])

const pictureOf = (r: Random, spec: PictureSpec, sev: number, sex: "F" | "M", baby: boolean): Picture => ({
  dx: spec.dx,
  signs: some(r, spec.signs.filter((s) => (sev === 1 || s !== "asintomático" && s !== "asintomático al ingreso") && !(baby && SUBJECTIVE.has(s))), 2, sev + 2),
  lay: calm(some(r, spec.lay, 1, 2)).map((l) => agree(l, sex)),
  tx: some(r, spec.tx, 1, sev + 1),
  labs: spec.labs?.(r, sev) ?? [],
  later: spec.later?.(r, sev) ?? []
})

const outcomeFor = (r: Random, sev: 1 | 2 | 3, lethal: boolean): Outcome => {
  if (sev === 1) return r.chance(0.8) ? { kind: "alta", days: 0 } : { kind: "observacion", days: 1 }
  if (sev === 2) return r.chance(0.7) ? { kind: "hospitalizado", days: r.int(2, 6) } : { kind: "observacion", days: r.int(1, 2) }
  const x = r.next()
  if (lethal && x < 0.06) return { kind: "fallecido", days: r.int(1, 9) }
  if (x < 0.12) return { kind: "secuelas", days: r.int(10, 40) }
  return x < 0.65 ? { kind: "uci", days: r.int(3, 15) } : { kind: "hospitalizado", days: r.int(4, 12) }
}

// [medicine, prescribed, given, how, service, weight, youngest, oldest]: the errors a unit keeps seeing, with the ages they happen at.
type ErrorRow = readonly [DrugKey, string, string, string, string, number, number, number]
const HOSPITAL_ERRORS: ReadonlyArray<ErrorRow> = [
  ["paracetamol", "150 mg VO c/6 h", "1500 mg (15 mL de gotas 100 mg/mL)", "confusión entre mL de gotas y de jarabe", "Pediatría", 3, 0, 10],
  ["metamizol", "250 mg EV c/8 h", "1 g EV (ampolla completa)", "se administró la ampolla completa sin calcular la dosis por peso", "Emergencia Pediatría", 3, 1, 12],
  ["insulina", "2 UI SC según glicemia", "20 UI SC", "lectura errónea de la indicación manuscrita (2 UI leído como 20)", "Medicina", 3, 30, 95],
  ["digoxina", "0.01 mg (0.2 mL de elixir)", "0.1 mg (2 mL de elixir)", "error en la posición de la coma decimal", "Neonatología", 2, 0, 0],
  ["fenitoina", "100 mg EV c/8 h", "1000 mg EV en bolo", "confusión con la dosis de carga", "Emergencia Adultos", 2, 15, 90],
  ["metoclopramida", "1 mg EV", "10 mg EV (ampolla completa)", "dosis de adulto en un lactante", "Emergencia Pediatría", 2, 0, 3],
  ["ceftriaxona", "1 g IM (diluida en lidocaína)", "1 g EV diluida en lidocaína 1%", "vía equivocada: preparación IM administrada por vía EV", "Emergencia Adultos", 2, 10, 90],
  ["insulina", "10 UI SC", "10 UI EV directo", "vía equivocada: insulina NPH por vía EV", "Medicina", 1, 30, 95],
  ["tramadol", "paracetamol 10 gotas", "tramadol gotas 10 gotas", "medicamento equivocado: frascos de gotas de aspecto similar en el coche de paro", "Pediatría", 1, 0, 12],
  ["clonazepam", "clorfenamina 4 mg", "clonazepam 2 mg", "medicamento equivocado: nombres parecidos en la misma gaveta", "Medicina", 1, 18, 95]
]
const HOME_ERRORS: ReadonlyArray<ErrorRow> = [
  ["paracetamol", "5 mL de jarabe c/6 h", "5 mL de gotas (500 mg)", "la madre confundió gotas con jarabe", "hogar", 4, 0, 6],
  ["ibuprofeno", "5 mL c/8 h", "5 mL c/2 h durante 2 días", "la abuela repetía la dosis por fiebre", "hogar", 2, 0, 10],
  ["clorfenamina", "2.5 mL c/8 h", "25 mL en una toma", "leyó 25 en lugar de 2.5", "hogar", 2, 1, 10],
  ["hierro", "15 gotas al día", "15 mL (medio frasco)", "confusión de gotas con mL", "hogar", 2, 0, 5],
  ["tramadol", "paracetamol gotas", "tramadol gotas 40 gotas", "la botica entregó tramadol en lugar de paracetamol", "botica", 2, 0, 10],
  ["glibenclamida", "glucosamina 1 tab/día", "glibenclamida 5 mg 1 tab/día", "error de dispensación en la botica (nombres parecidos)", "botica", 2, 40, 90],
  ["digoxina", "0.25 mg al día", "0.25 mg dos veces el mismo día", "el familiar le volvió a dar la pastilla", "hogar", 2, 65, 95],
  ["warfarina", "5 mg al día", "10 mg diarios por una semana", "duplicó la dosis por confusión del pastillero", "hogar", 2, 60, 95],
  ["insulina", "20 UI mañana", "20 UI dos veces", "la paciente no recordó que ya se había aplicado", "hogar", 1, 40, 90],
  ["ceftriaxona", "1 g IM", "1 g EV diluida en lidocaína", "aplicada por vía EV en una botica", "botica", 2, 11, 70]
]

// The presentation follows what was given: an ampoule for "EV", drops or a syrup for "mL", a vial for insulin.
const formOfError = (given: string, dr: Drug): Presentation["form"] | undefined => {
  const has = (...forms: ReadonlyArray<Presentation["form"]>) => forms.find((f) => dr.forms.some((x) => x.form === f))
  if (/\b(EV|IM)\b/.test(given)) return has("ampolla", "vial")
  if (/UI/.test(given)) return has("vial")
  if (/gotas/.test(given)) return has("gotas", "jarabe", "suspension")
  if (/mL|elixir/.test(given)) return has("jarabe", "suspension", "gotas")
  return has("tab", "cap")
}

/** The MAPE category of an error, from how it happened. */
const errorType = (how: string): MedError["type"] => {
  if (how.startsWith("vía")) return "via"
  if (/^medicamento|dispensación|entregó/.test(how)) return "medicamento"
  if (/repet|volvió|duplic|recordó/.test(how)) return "duplicidad"
  return "dosis"
}

const errorRow = (r: Random, years: number): { readonly row: ErrorRow; readonly hospital: boolean } => {
  const fits = (rows: ReadonlyArray<ErrorRow>) => rows.filter((e) => years >= e[6] && years <= e[7]).map((e) => [e, e[5]] as const)
  const first = r.chance(0.55)
  const a = fits(first ? HOSPITAL_ERRORS : HOME_ERRORS)
  if (a.length > 0) return { row: pickWeighted(r, a), hospital: first }
  const b = fits(first ? HOME_ERRORS : HOSPITAL_ERRORS)
  return b.length > 0 ? { row: pickWeighted(r, b), hospital: !first } : { row: r.pick(HOSPITAL_ERRORS), hospital: true }
}

const doctor = (r: Random): string => {
  const sex = r.chance(0.5) ? "F" : "M"
  return `${sex === "F" ? "Dra." : "Dr."} ${staffName(r, sex)}`
}

/** Builds an event from what the plan decided, drawing the facts it left open. */
export const buildEvent = (r: Random, s: EventSpec): ToxiEvent => {
  const p = s.person
  const years = ageOn(p.birth, s.day).years
  let key: DrugKey
  let form: Presentation["form"] | undefined
  let owner: string | null = null
  let motive: string | null = null
  let error: MedError | null = null
  let reaction: Reaction | null = null
  let spec: PictureSpec
  let sev: 1 | 2 | 3
  let amount = 0
  let co: Exposure | null = null
  let setting: ToxiEvent["setting"] = "hogar"
  let onsetDays = 0
  let minute = s.minute ?? (r.chance(0.85) ? r.int(7 * 60, 23 * 60) : r.int(0, 1439))
  let elapsed = r.int(10, 150)
  switch (s.scenario) {
    case "accidental": {
      const [who, keys] = pickWeighted(r, OWNERS)
      owner = s.owner !== undefined ? s.owner : who === "propio" ? null : who
      key = s.key ?? r.pick(keys)
      form = owner === null ? undefined : drug(key).forms.some((f) => f.form === "tab") ? "tab" : undefined
      sev = severity(r, [60, 30, 10])
      spec = OVERDOSE[key]
      break
    }
    case "intencional": {
      key = s.key ?? pickWeighted(r, INTENTIONAL)
      form = drug(key).forms.some((f) => f.form === "tab") ? "tab" : undefined
      motive = r.chance(0.5) ? r.pick(MOTIVES_ANY) : r.pick(years < 22 ? MOTIVES_YOUNG : MOTIVES_ADULT)
      sev = severity(r, [40, 40, 20])
      spec = OVERDOSE[key]
      elapsed = r.int(20, 480)
      if (r.chance(0.15)) co = exposure(r, pickWeighted(r, INTENTIONAL), "tab", r.int(5, 20), null)
      minute = s.minute ?? (r.chance(0.6) ? r.int(18 * 60, 23 * 60 + 59) : r.int(0, 1439))
      break
    }
    case "error": {
      const { row, hospital } = errorRow(r, years)
      key = s.key ?? row[0]
      form = formOfError(row[2], drug(key))
      setting = hospital ? "hospital" : row[4] === "botica" ? "botica" : "hogar"
      const who = hospital ? r.pick(["técnica de enfermería", "enfermera de turno", "interno de medicina", "enfermera"]) : row[4] === "botica" ? "técnico de botica" : r.pick(["madre", "abuela", "padre", "el propio paciente"])
      error = { type: errorType(row[3]), prescribed: row[1], given: row[2], how: row[3], service: row[4], who }
      sev = severity(r, [50, 35, 15])
      spec = OVERDOSE[key]
      elapsed = hospital ? r.int(5, 60) : r.int(20, 240)
      break
    }
    case "ram": {
      reaction = s.reaction ?? pickReaction(r)
      const rx = REACTIONS[reaction]
      key = s.key ?? reactionDrug(r, reaction)
      spec = rx.spec
      sev = severity(r, reaction === "sjs" ? [10, 40, 50] : reaction === "anafilaxia" ? [30, 45, 25] : [45, 40, 15])
      onsetDays = r.int(rx.onsetDays[0], rx.onsetDays[1])
      setting = s.setting ?? (["distonia", "anafilaxia", "hipotension"].includes(reaction) && r.chance(0.6) ? "hospital" : "hogar")
      if (reaction === "distonia" && setting === "hospital") form = "ampolla"
      if (reaction === "serotoninergico") co = exposure(r, r.pick(["sertralina", "fluoxetina", "amitriptilina"] as const), undefined, 0, null)
      if (reaction === "sangrado" && r.chance(0.4)) co = exposure(r, "ciprofloxacino", undefined, 0, null)
      elapsed = r.int(30, setting === "hospital" ? 60 : 2880)
      break
    }
    case "escolar": {
      key = s.key ?? "albendazol"
      form = "tab"
      setting = "colegio"
      sev = severity(r, [80, 18, 2])
      spec = OVERDOSE[key]
      minute = s.minute ?? r.int(8 * 60, 12 * 60)
      elapsed = r.int(15, 120)
      break
    }
  }
  const ex0 = exposure(r, key, form, 0, s.lot ?? (r.chance(0.35) || s.scenario === "error" ? lotNumber(r) : null), s.brand)
  amount = s.scenario === "escolar" ? (key === "albendazol" || key === "mebendazol" ? 1 : r.int(1, 4)) : s.scenario === "ram" ? 0 : amountFor(r, ex0.pres, s.scenario === "intencional")
  const exp: Exposure = { ...ex0, amount, via: error !== null && /\bEV\b/.test(error.given) ? "EV" : ex0.via }
  const pic = pictureOf(r, spec, sev, p.sex, years < 3)
  const labs = pic.labs.length > 0 || years < 1 ? pic.labs : r.chance(0.3) ? [lab(r, "glucosa", 78, 130, "mg/dL")] : []
  const child = years < 15
  const callerRole = setting === "hospital" && s.scenario === "error" ? r.pick(["médico de guardia", "médico de guardia", "enfermera"])
    : s.scenario === "escolar" ? r.pick(["profesora", "director", "enfermera del colegio", "auxiliar de educación"])
    : child ? pickWeighted(r, [["madre", 55], ["abuela", 12], ["padre", 10], ["tía", 5], ["enfermera", 8], ["médico de guardia", 6], ["serenazgo", 2], ["vecina", 2]] as const)
    : years >= 60 ? pickWeighted(r, [["hija", 40], ["hijo", 20], ["esposa", 10], ["enfermera", 12], ["médico de guardia", 10], ["nieta", 8]] as const)
    : pickWeighted(r, [["madre", 25], ["pareja", 15], ["hermana", 12], ["paciente", 18], ["médico de guardia", 12], ["enfermera", 8], ["serenazgo", 6], ["amiga", 4]] as const)
  return {
    id: s.id, scenario: s.scenario, reaction, person: p, day: s.day, minute, elapsed, exp, co, owner, motive, error, setting,
    hospital: s.hospital ?? p.place.hospital,
    caller: s.caller ?? contactFor(r, callerRole, p),
    staff: {
      er: s.staff?.er ?? doctor(r), tox: s.staff?.tox ?? r.pick(TOXICOLOGISTS),
      qf: s.staff?.qf ?? `QF ${staffName(r)}`, nurse: s.staff?.nurse ?? `Lic. ${staffName(r, "F")}`
    },
    school: s.school ?? null,
    pic: { ...pic, labs },
    vitals: vitalsFor(r, p, s.day, spec.vit?.(sev) ?? {}),
    sev, outcome: outcomeFor(r, sev, s.scenario === "intencional" || reaction === "sjs"), onsetDays
  }
}
