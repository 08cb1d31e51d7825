/**
 * Events of the mental-health generator (lib/dupMente.ts): the facts of one adverse reaction
 * (patient, dose, reaction, laboratory values, where and when it began, what was done) that
 * every report of it tells in its own words, and how laboratory values are written.
 */

import { pickWeighted, type Random } from "./random.js"
import { type Brand, type Dose, type DrugKey, DRUGS, newDose } from "./dupMenteDrugs.js"
import { type Person, type Dx } from "./dupMentePeople.js"
import { type LabKind, type Reaction, type ReactionKey, DRUG_REACTIONS, REACTIONS } from "./dupMenteReactions.js"
import { addDays, decimal, thousands } from "./dupMenteText.js"
import type { Site, Staff, Ward, World } from "./dupMenteWorld.js"

/** Where the event was seen first. */
export type Setting = "sala" | "emergencia" | "csmc" | "consulta"

/** A laboratory value at the event and at the control. */
export interface Lab {
  readonly kind: LabKind
  readonly value: number
  readonly control: number
  readonly date: string
  readonly controlDate: string
  /** The previous monthly value (blood counts of the clozapine programme). */
  readonly previo: number | null
}

/** The facts of one event. */
export interface MenteEvent {
  readonly id: number
  readonly person: Person
  readonly dose: Dose
  readonly brand: Brand
  /** The product dispensed before a brand switch or a new generic. */
  readonly previousBrand: Brand | null
  readonly concomitants: ReadonlyArray<Dose>
  readonly reaction: Reaction
  readonly labs: ReadonlyArray<Lab>
  readonly onset: string
  readonly hour: number
  readonly minute: number
  readonly setting: Setting
  readonly site: Site
  readonly ward: Ward | null
  readonly bed: number | null
  readonly nurse: Staff
  readonly doctor: Staff
  readonly latencyDays: number
  readonly action: "suspende" | "reduce" | "mantiene"
  readonly treatment: string
  readonly sign: string
  readonly outcome: "recuperado" | "mejora" | "persiste" | "desconocido"
  readonly vitals: { readonly pa: string; readonly fc: number; readonly t: number; readonly sat: number }
  /** For an event begun in another hospital's emergency: where, and days until the transfer. */
  readonly transfer: { readonly from: Site; readonly days: number } | null
  readonly context: "calor" | "cambio_generico" | "desabastecimiento" | null
  /** A ward's week of look-alike reactions, a heat wave, a CSMC's metabolic screening day. */
  readonly group: { readonly kind: "sala" | "calor" | "campana"; readonly id: number } | null
  /** The earlier event of the same patient, when this is a later, different one. */
  readonly earlier: number | null
}

const DX_DRUGS: Readonly<Record<string, ReadonlyArray<readonly [DrugKey, number]>>> = {
  F20: [["olanzapina", 18], ["risperidona", 16], ["clozapina", 14], ["haloperidol", 14], ["haloperidol_dec", 8], ["quetiapina", 6], ["risperidona_lai", 5], ["aripiprazol", 5], ["paliperidona_lai", 4], ["clonazepam", 4], ["valproato", 3], ["biperideno", 2]],
  F31: [["litio", 22], ["valproato", 18], ["quetiapina", 12], ["olanzapina", 12], ["lamotrigina", 8], ["carbamazepina", 6], ["aripiprazol", 6], ["risperidona", 5], ["clonazepam", 4], ["haloperidol", 4]],
  F3x: [["sertralina", 22], ["fluoxetina", 16], ["escitalopram", 16], ["clonazepam", 10], ["quetiapina", 6], ["lamotrigina", 3]],
  F41: [["sertralina", 18], ["escitalopram", 16], ["clonazepam", 14], ["fluoxetina", 8]],
  F60: [["valproato", 12], ["quetiapina", 10], ["lamotrigina", 10], ["sertralina", 8], ["fluoxetina", 6], ["clonazepam", 6]],
  F71: [["risperidona", 16], ["haloperidol", 12], ["valproato", 10], ["carbamazepina", 10], ["haloperidol_dec", 6], ["clonazepam", 5]]
}

// What else a patient on each drug usually takes.
const AP: ReadonlyArray<DrugKey> = ["biperideno", "clonazepam", "valproato"]
const COMPANIONS: Readonly<Record<DrugKey, ReadonlyArray<DrugKey>>> = {
  clozapina: ["clonazepam", "valproato", "litio"], olanzapina: ["clonazepam", "valproato", "litio"], risperidona: AP, risperidona_lai: AP, paliperidona_lai: AP,
  haloperidol: ["biperideno", "biperideno", "clonazepam"], haloperidol_dec: ["biperideno", "biperideno", "valproato"], quetiapina: ["clonazepam", "litio", "valproato", "sertralina"],
  aripiprazol: ["clonazepam", "valproato", "sertralina"], litio: ["quetiapina", "olanzapina", "clonazepam", "risperidona"], valproato: ["quetiapina", "olanzapina", "clonazepam", "risperidona"],
  carbamazepina: ["quetiapina", "risperidona", "clonazepam"], lamotrigina: ["quetiapina", "sertralina", "clonazepam"], sertralina: ["clonazepam", "quetiapina"],
  fluoxetina: ["clonazepam", "quetiapina"], escitalopram: ["clonazepam", "quetiapina"], clonazepam: ["sertralina", "escitalopram", "olanzapina", "risperidona"],
  biperideno: ["haloperidol", "risperidona", "haloperidol_dec"]
}

const dxGroup = (dx: Dx): string => {
  const c = dx.cie
  if (c.startsWith("F20") || c.startsWith("F25")) return "F20"
  if (c.startsWith("F31")) return "F31"
  if (c.startsWith("F32") || c.startsWith("F33")) return "F3x"
  return c.slice(0, 3)
}

/** A drug this patient's diagnosis is treated with. */
export const drugFor = (r: Random, dx: Dx): DrugKey => pickWeighted(r, DX_DRUGS[dxGroup(dx)] ?? DX_DRUGS.F20!)

/** A reaction this drug causes. */
export const reactionFor = (r: Random, drug: DrugKey): ReactionKey => pickWeighted(r, DRUG_REACTIONS[drug])

const round = (x: number, kind: LabKind): number => {
  switch (kind) {
    case "RAN": return Math.round(x / 10) * 10
    case "leucocitos": return Math.round(x / 100) * 100
    case "plaquetas": return Math.round(x / 1000) * 1000
    case "CPK": return Math.round(x / 10) * 10
    case "litemia": return Math.round(x * 100) / 100
    case "troponina": return Math.round(x * 100) / 100
    default: return Math.round(x)
  }
}

/** The event's lab values, at `date`, with a control days later. */
export const newLabs = (r: Random, reaction: Reaction, date: string): Array<Lab> =>
  reaction.labs.map(([kind, lo, hi, clo, chi]) => ({
    kind, date,
    value: round(lo + r.next() * (hi - lo), kind),
    control: round(clo + r.next() * (chi - clo), kind),
    controlDate: addDays(date, r.int(2, 21)),
    previo: kind === "RAN" ? round(2200 + r.next() * 2600, kind) : kind === "leucocitos" ? round(4200 + r.next() * 3500, kind) : null
  }))

const fmtLab = (r: Random, kind: LabKind, v: number, en: boolean): string => {
  switch (kind) {
    case "RAN": return en ? r.pick([`ANC ${v}/MM3`, `ABSOLUTE NEUTROPHIL COUNT ${(v / 1000).toFixed(2)} X10^9/L`])
      : r.pick([`RAN ${thousands(r, v)}/mm3`, `RAN: ${thousands(r, v)}`, `neutrófilos absolutos ${decimal(r, v / 1000, 2)} x10³/µL`, `recuento absoluto de neutrófilos ${thousands(r, v)} cél/mm³`, `RAN ${thousands(r, v)}`])
    case "leucocitos": return en ? `WBC ${(v / 1000).toFixed(1)} X10^9/L` : r.pick([`leucocitos ${thousands(r, v)}`, `leucocitos: ${thousands(r, v)}/mm3`, `GB ${decimal(r, v / 1000, 1)} x10³`, `leucos ${thousands(r, v)}`])
    case "litemia": return en ? `SERUM LITHIUM ${v.toFixed(2)} MMOL/L` : r.pick([`litemia ${decimal(r, v, 1)} mEq/L`, `Li sérico: ${decimal(r, v, 2)} mmol/L`, `nivel de litio ${decimal(r, v, 1)}`, `litemia: ${decimal(r, v, 2)}`])
    case "sodio": return en ? `SODIUM ${v} MMOL/L` : r.pick([`Na ${v} mEq/L`, `sodio sérico ${v}`, `Na+ ${v}`, `natremia ${v} mEq/L`])
    case "amonio": return en ? `AMMONIA ${v} UG/DL` : r.pick([`amonio ${v} µg/dL`, `NH3 ${v}`, `amonio sérico: ${v} ug/dl`])
    case "TGP": return en ? `ALT ${v} U/L` : r.pick([`TGP ${v} U/L`, `TGO/TGP ${Math.round(v * 0.8)}/${v}`, `ALT ${v}`, `transaminasas (TGP) ${v}`])
    case "CPK": return en ? `CPK ${v} U/L` : r.pick([`CPK ${thousands(r, v)} U/L`, `CPK total ${thousands(r, v)}`, `CK ${thousands(r, v)}`])
    case "QTc": return en ? `QTC ${v} MS` : r.pick([`QTc ${v} ms`, `QT corregido de ${v} mseg`, `QTc: ${v}`])
    case "glucosa": return en ? `BLOOD GLUCOSE ${v} MG/DL` : r.pick([`glucosa ${v} mg/dL`, `glicemia ${v}`, `HGT ${v}`, `glucosa en ayunas ${v} mg/dl`])
    case "prolactina": return en ? `PROLACTIN ${v} NG/ML` : r.pick([`prolactina ${v} ng/mL`, `PRL ${v}`, `prolactina sérica: ${v}`])
    case "plaquetas": return en ? `PLATELETS ${v / 1000} X10^9/L` : r.pick([`plaquetas ${thousands(r, v)}`, `PLT ${thousands(r, v)}/mm3`, `recuento plaquetario ${thousands(r, v)}`])
    case "troponina": return en ? `TROPONIN I ${v} NG/ML` : r.pick([`troponina I ${decimal(r, v, 2)} ng/mL`, `trop. ${decimal(r, v, 2)} (elevada)`, `troponina positiva (${decimal(r, v, 2)})`])
    case "peso": return en ? `WEIGHT GAIN ${v} KG` : r.pick([`aumento de ${v} kg`, `+${v} kg desde el inicio`, `ganancia de ${v} kg`, `subió ${v} kilos`])
    case "PCR": return en ? `CRP ${v} MG/L` : r.pick([`PCR ${v} mg/L`, `PCR: ${v}`, `proteína C reactiva ${v}`])
  }
}

/** One lab value written by a writer; `en` for a laboratory's English export, `control` for the follow-up value. */
export const writeLab = (r: Random, lab: Lab, en = false, control = false): string => fmtLab(r, lab.kind, control ? lab.control : lab.value, en)

/** The event's labs written as a list ("RAN 1200/mm3, leucocitos 2800"), or "" when it has none. */
export const writeLabs = (r: Random, ev: MenteEvent, en = false, control = false): string =>
  ev.labs.map((l) => writeLab(r, l, en, control)).join(r.pick([", ", "; ", " / "]))

/** What a new event is made from. */
export interface EventSeed {
  readonly person: Person
  readonly drug: DrugKey
  readonly reaction: ReactionKey
  readonly onset: string
  readonly setting?: Setting
  readonly ward?: Ward
  readonly nurse?: Staff
  readonly doctor?: Staff
  readonly brand?: Brand
  readonly previousBrand?: Brand | null
  readonly im?: boolean
  readonly context?: MenteEvent["context"]
  readonly group?: MenteEvent["group"]
  readonly earlier?: number | null
}

const wardFor = (r: Random, world: World, p: Person, acute: boolean): Ward => {
  const w = world.hnsm.wards
  const byKey = (k: string) => w.find((x) => x.key === k)!
  if (p.home === "hg") return world.hg.wards[0]!
  if (!acute) return p.female ? (r.chance(0.8) ? byKey("p9") : byKey("p11")) : r.chance(0.8) ? byKey("p7") : byKey("p11")
  return p.female ? byKey("p2") : r.chance(0.5) ? byKey("p1") : byKey("p4")
}

const homeSite = (world: World, p: Person): Site =>
  p.home === "csmc_norte" ? world.csmc_norte : p.home === "csmc_sur" ? world.csmc_sur : p.home === "hg" ? world.hg : world.hnsm

const vitalsFor = (r: Random, k: ReactionKey): MenteEvent["vitals"] => {
  const febrile = k === "snm" || k === "agranulocitosis" || k === "miocarditis" || k === "serotoninergico" || k === "sjs"
  const low = k === "hipotension" || k === "sedacion_caida"
  return {
    pa: low ? `${r.int(8, 9)}0/${r.int(4, 5)}0` : `${r.int(10, 13)}0/${r.int(6, 8)}0`,
    fc: febrile || k === "qt" ? r.int(108, 138) : r.int(68, 96),
    t: febrile ? Math.round((38.2 + r.next() * 1.8) * 10) / 10 : Math.round((36.2 + r.next() * 0.8) * 10) / 10,
    sat: r.int(93, 99)
  }
}

/** A new event from its seed: the setting, ward, bed, staff, dose, labs and course are drawn here. */
export const newEvent = (r: Random, world: World, id: number, seed: EventSeed): MenteEvent => {
  const p = seed.person
  const reaction = REACTIONS[seed.reaction]
  const drug = DRUGS[seed.drug]
  const outpatient = p.home === "consulta" || p.home === "csmc_norte" || p.home === "csmc_sur"
  const setting: Setting = seed.setting
    ?? (r.chance(reaction.emergencia * (outpatient ? 1 : 0.3)) ? "emergencia" : outpatient ? (p.home === "consulta" ? "consulta" : "csmc") : "sala")
  const transfer = setting === "emergencia" ? { from: r.chance(0.55) ? world.emerg_sur : world.emerg_este, days: r.pick([0, 1, 1, 1, 2, 2]) } : null
  const ward = seed.ward ?? (setting === "sala" ? wardFor(r, world, p, p.home !== "larga")
    : setting === "emergencia" ? (r.chance(0.6) ? world.hnsm.wards.find((w) => w.key === "eme")! : wardFor(r, world, p, true)) : null)
  const site = setting === "emergencia" ? (ward?.kind === "hg" ? world.hg : world.hnsm) : homeSite(world, p)
  const bed = ward === null ? null : ward.kind === "larga" ? (p.id * 7) % ward.camas + 1 : r.int(1, ward.camas)
  const im = seed.im ?? ((drug.key === "haloperidol") && (seed.reaction === "distonia" || setting === "emergencia") && r.chance(0.6))
  const dose = newDose(r, drug, im)
  const brand = seed.brand ?? r.pick(drug.marcas)
  const others = COMPANIONS[drug.key]
  const concomitants = Array.from({ length: r.int(0, 2) }, () => newDose(r, DRUGS[r.pick(others)]))
    .filter((d, i, a) => a.findIndex((x) => x.drug.key === d.drug.key) === i)
  const [sus, red, keep] = reaction.accion
  const action = pickWeighted(r, [["suspende", sus], ["reduce", red], ["mantiene", keep]] as const)
  // A treatment that stops the drug only goes with stopping it.
  const allowed = reaction.tratamiento.filter((x) => action === "suspende" || !/suspensi|retiro/.test(x))
  const hour = r.chance(0.4) ? r.int(19, 23) : r.chance(0.3) ? r.int(0, 6) : r.int(7, 18)
  return {
    id, person: p, dose, brand, concomitants, reaction, setting, site, ward, bed, transfer, hour,
    previousBrand: seed.previousBrand ?? null,
    labs: newLabs(r, reaction, seed.onset),
    onset: seed.onset,
    minute: r.pick([0, 5, 10, 15, 20, 30, 40, 45, 50]),
    nurse: seed.nurse ?? r.pick(ward?.nurses ?? (site.tecnicos.length > 0 ? site.tecnicos : world.hnsm.wards[0]!.nurses)),
    doctor: seed.doctor ?? r.pick(ward?.doctors ?? site.doctors),
    latencyDays: r.int(reaction.latencia[0], reaction.latencia[1]),
    action,
    treatment: r.pick(allowed.length > 0 ? allowed : reaction.tratamiento),
    sign: r.pick(reaction.signos),
    outcome: pickWeighted(r, [["recuperado", 4], ["mejora", 4], ["persiste", 1], ["desconocido", 1]] as const),
    vitals: vitalsFor(r, seed.reaction),
    context: seed.context ?? null,
    group: seed.group ?? null,
    earlier: seed.earlier ?? null
  }
}

/** The day a later report says the event began: the transfer for a ward after referral. */
export const wardOnset = (ev: MenteEvent): string => (ev.transfer === null ? ev.onset : addDays(ev.onset, ev.transfer.days))
