/**
 * The events of the materno generator (lib/dupMaterno.ts): one reaction of a mother (pregnant, in
 * labour or puerperal) or of a newborn to a medicine, with everything a report of it can tell —
 * the obstetric formula and the gestational age, the delivery and its mode, the ward and the bed,
 * the dose, the time of the first sign and its values, what was done, how it ended, and who was on
 * duty (the gineco-obstetra, the obstetra, the nurse, the pharmacist, the neonatologist).
 */
import type { Random } from "./random.js"
import { pickWeighted } from "./random.js"
import { type Drug, DRUGS, drugByKey, GENTAMICINA, lot as lotNumber, type Reaction } from "./dupMaternoDrugs.js"
import { newBaby, type Person, staffName } from "./dupMaternoPeople.js"

/** Where the mother is when it happens. */
export type Phase = "gestante" | "parto" | "puerpera" | "rn"

/** How it ended. */
export interface Outcome {
  readonly kind: "recuperado" | "mejorando" | "secuela" | "desconocido" | "uci"
  readonly days: number
}

/** One event: a reaction of one patient to one medicine. */
export interface MatEvent {
  readonly id: number
  readonly phase: Phase
  readonly mother: Person
  readonly baby: Person | null
  readonly twin: 1 | 2 | null
  readonly drug: Drug
  /** Gentamicin beside ampicillin. */
  readonly co: Drug | null
  readonly brand: string | null
  readonly strength: string
  readonly dose: string
  readonly indication: string
  readonly reaction: Reaction
  readonly signs: ReadonlyArray<string>
  readonly treatment: string
  readonly outcome: Outcome
  /** Day the medicine was started, day and minute of the first sign. */
  readonly startDay: number
  readonly day: number
  readonly minute: number
  readonly obstetric: { readonly g: number; readonly term: number; readonly preterm: number; readonly abortions: number; readonly living: number }
  /** Gestational age: at the event for a pregnant mother, at birth for a newborn or a puerperal mother. */
  readonly weeks: number
  readonly weekDays: number
  readonly delivery: { readonly day: number; readonly mode: "vaginal" | "cesárea" } | null
  readonly birthWeight: number | null
  readonly apgar: string | null
  readonly service: string
  readonly bed: string
  readonly lot: string | null
  readonly staff: { readonly gineco: string; readonly obstetra: string; readonly enfermera: string; readonly qf: string; readonly neonatologo: string; readonly centre: string }
}

/** What a plan fixes about an event; the rest is drawn. */
export interface EventSpec {
  readonly id: number
  readonly mother: Person
  /** Day of the first sign (before shifting for the phase). */
  readonly day: number
  readonly drugKey?: string
  readonly reactionKey?: string
  /** A newborn event: its baby (born on `day` unless it was born earlier). */
  readonly baby?: Person
  readonly twin?: 1 | 2
  readonly newborn?: boolean
  readonly service?: string
  readonly staff?: Partial<MatEvent["staff"]>
  readonly lot?: string
  readonly brand?: string | null
  readonly weeks?: number
  readonly minute?: number
  readonly reaction?: Reaction
  readonly drug?: Drug
  readonly obstetric?: MatEvent["obstetric"]
  readonly delivery?: MatEvent["delivery"]
}

const MOTHER_DRUGS = DRUGS.filter(([d]) => d.subject === "madre")
const BABY_DRUGS = DRUGS.filter(([d]) => d.subject === "rn")

/** A medicine for a mother or a newborn, by how often each is reported. */
export const pickDrug = (r: Random, newborn: boolean): Drug => pickWeighted(r, newborn ? BABY_DRUGS : MOTHER_DRUGS)

const phaseOf = (indication: string): Phase =>
  /alumbramiento|postparto|puerper|endometritis|herida|episiorrafia|aborto/.test(indication) ? "puerpera"
    : /inducción|conducción|cervical|cesárea|corioamnionitis/.test(indication) ? "parto" : "gestante"

const weeksFor = (r: Random, indication: string, phase: Phase): number => {
  if (/pretérmino|maduración pulmonar|RPM/.test(indication)) return r.int(24, 34)
  if (/neuroprotección/.test(indication)) return r.int(24, 31)
  if (/pielonefritis|anemia ferropénica/.test(indication)) return r.int(14, 36)
  if (/aborto/.test(indication)) return r.int(8, 19)
  if (phase === "gestante") return r.int(26, 39)
  return r.chance(0.8) ? r.int(37, 41) : r.int(32, 36)
}

const babyWeeks = (r: Random, drug: Drug): number =>
  drug.key === "surfactante" || drug.key === "cafeina" ? r.int(25, 33) : drug.key === "ampi_genta" ? (r.chance(0.6) ? r.int(34, 40) : r.int(28, 33)) : (r.chance(0.85) ? r.int(37, 41) : r.int(34, 36))

const MOTHER_SERVICE: Readonly<Record<Exclude<Phase, "rn">, ReadonlyArray<string>>> = {
  gestante: ["Alto Riesgo Obstétrico", "Hospitalización de Obstetricia", "Emergencia Obstétrica", "Medicina Materno Fetal"],
  parto: ["Centro Obstétrico", "Sala de Partos", "Sala de Dilatación", "Centro Quirúrgico"],
  puerpera: ["Puerperio", "Alojamiento Conjunto", "Hospitalización de Puerperio", "Recuperación post parto"]
}

const babyService = (r: Random, drug: Drug): string =>
  drug.key === "surfactante" || drug.key === "cafeina" ? r.pick(["UCI Neonatal", "UCIN", "Cuidados Intensivos Neonatales"])
    : drug.key === "ampi_genta" ? r.pick(["Intermedios Neonatal", "Cuidados Intermedios Neonatales", "UCI Neonatal"])
      : drug.key === "bcg" ? r.pick(["Consultorio de Pediatría", "Consultorio CRED", "Emergencia Pediátrica"])
        : r.pick(["Atención Inmediata del Recién Nacido", "Alojamiento Conjunto", "Neonatología"])

const outcomeOf = (r: Random, reaction: Reaction): Outcome => {
  const k = r.next()
  if (reaction.serious && k < 0.12) return { kind: "uci", days: r.int(2, 9) }
  if (reaction.serious && k < 0.2) return { kind: "secuela", days: r.int(10, 60) }
  if (k < 0.7) return { kind: "recuperado", days: r.int(0, 5) }
  if (k < 0.9) return { kind: "mejorando", days: r.int(1, 4) }
  return { kind: "desconocido", days: 0 }
}

/** Earlier pregnancies, as the formula counts them. */
export const drawObstetric = (r: Random, age: number): MatEvent["obstetric"] => {
  const g = Math.max(1, Math.min(7, pickWeighted(r, [[1, 38], [2, 28], [3, 17], [4, 9], [5, 5], [6, 3]] as const) - (age < 20 ? 1 : 0)))
  const abortions = g > 1 && r.chance(0.25) ? 1 : 0
  const preterm = g - 1 - abortions > 0 && r.chance(0.15) ? 1 : 0
  const term = Math.max(0, g - 1 - abortions - preterm)
  return { g, term, preterm, abortions, living: term + preterm }
}

/** Builds an event from what the plan fixed. */
export const buildEvent = (r: Random, s: EventSpec): MatEvent => {
  const newborn = s.newborn === true || s.baby !== undefined
  const drug = s.drug ?? (s.drugKey !== undefined ? drugByKey(s.drugKey) : pickDrug(r, newborn))
  const reaction = s.reaction ?? (s.reactionKey !== undefined ? drug.reactions.find((x) => x.key === s.reactionKey) ?? r.pick(drug.reactions) : r.pick(drug.reactions))
  // A uterus contracts too much only in labour: that reaction comes with an induction or a conduction.
  const labour = drug.indications.filter((i) => /inducción|conducción|cervical/.test(i))
  const indication = reaction.key === "hiperdinamia" && labour.length > 0 ? r.pick(labour) : r.pick(drug.indications)
  const phase: Phase = newborn ? "rn" : phaseOf(indication)
  const ageDays = s.day - s.mother.birth
  const obstetric = s.obstetric ?? drawObstetric(r, Math.floor(ageDays / 365.25))
  const minutesOnset = r.int(reaction.onset[0], reaction.onset[1])
  const minute = s.minute ?? r.int(0, 1439)
  // The day of the first sign is fixed; the start is counted back from it.
  const day = s.day
  const startDay = Math.floor((day * 1440 + minute - minutesOnset) / 1440)
  let weeks = s.weeks ?? (newborn ? babyWeeks(r, drug) : weeksFor(r, indication, phase))
  let delivery = s.delivery ?? null
  let baby: Person | null = s.baby ?? null
  if (newborn) {
    const born = baby?.birth ?? startDay - (drug.key === "cafeina" ? r.int(1, 4) : drug.key === "ampi_genta" ? r.int(0, 2) : 0)
    if (baby === null) baby = newBaby(r, s.mother, born)
    delivery ??= { day: baby.birth, mode: r.chance(0.45) ? "cesárea" : "vaginal" }
  } else if (phase === "puerpera" && delivery === null) {
    const after = /anemia|endometritis|herida|episiorrafia/.test(indication) ? r.int(1, 8) : 0
    delivery = { day: startDay - after, mode: /cesárea|herida/.test(indication) || r.chance(0.4) ? "cesárea" : "vaginal" }
  } else if (phase === "parto" && delivery === null && r.chance(0.8)) delivery = { day, mode: /cesárea/.test(indication) || r.chance(0.3) ? "cesárea" : "vaginal" }
  if (s.weeks === undefined && phase === "gestante" && weeks > 40) weeks = 40
  const birthWeight = newborn ? Math.max(620, Math.round((3350 - (40 - weeks) * 235 + r.int(-350, 350)) / 10) * 10) : null
  const doctor = () => {
    const sex = r.chance(0.45) ? "F" as const : "M" as const
    return `Dr${sex === "F" ? "a" : ""}. ${staffName(r, sex)}`
  }
  const staff = {
    gineco: doctor(),
    obstetra: `Obst. ${staffName(r, r.chance(0.9) ? "F" : "M")}`,
    enfermera: `Lic. Enf. ${staffName(r, r.chance(0.92) ? "F" : "M")}`,
    qf: `QF ${staffName(r)}`,
    neonatologo: doctor(),
    centre: r.pick(s.mother.hospital.centres),
    ...s.staff
  }
  return {
    id: s.id, phase, mother: s.mother, baby, twin: s.twin ?? null, drug,
    co: drug.key === "ampi_genta" && r.chance(0.8) ? GENTAMICINA : null,
    brand: s.brand !== undefined ? s.brand : r.chance(0.45) ? r.pick(drug.brands) : null,
    strength: r.pick(drug.strength), dose: r.pick(drug.doses), indication,
    reaction, signs: reaction.signs(r), treatment: r.pick(reaction.treatment), outcome: outcomeOf(r, reaction),
    startDay, day, minute, obstetric, weeks, weekDays: r.int(0, 6), delivery, birthWeight,
    apgar: newborn ? `${r.int(5, 9)}-${r.int(7, 9)}` : null,
    service: s.service ?? (newborn ? babyService(r, drug) : r.pick(MOTHER_SERVICE[phase as Exclude<Phase, "rn">])),
    bed: `${r.pick(["Cama ", "cama ", "C-"])}${r.int(1, 48)}${r.chance(0.3) ? r.pick(["A", "B"]) : ""}`,
    lot: s.lot ?? (r.chance(0.35) ? lotNumber(r) : null),
    staff
  }
}

/** The patient of an event: the newborn or the mother. */
export const patientOf = (e: MatEvent): Person => (e.phase === "rn" ? e.baby! : e.mother)

/** A newborn's event put down to what the mother received (magnesium sulfate before the delivery). */
export const throughMother = (e: MatEvent): boolean => e.phase === "rn" && e.drug.subject === "madre"

/** Days of life of the newborn on a day. */
export const daysOfLife = (e: MatEvent, day: number): number => (e.baby === null ? 0 : day - e.baby.birth)
