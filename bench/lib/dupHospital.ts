/**
 * A ninth duplicate generator (`dup-quality.ts --generator hospital`): the pharmacovigilance unit
 * of a public hospital network in northern Peru (EsSalud-style; Trujillo, Chiclayo, Piura and
 * two local hospitals that refer to them). Its reports are the ward pharmacists'
 * intensive-monitoring sheets (oncology day unit, ICU, paediatrics, neonatology, dialysis) typed
 * from paper by technicians, with the clinical-record number and the bed in the text, infants'
 * ages in months and newborns registered as "RN" under their mother's name; the electronic
 * prescription system's automatic alerts when a drug is suspended for a reaction (capitals, coded
 * fields, the formulary's product name, the suspension day as the event day); physicians' yellow
 * cards in shorthand; and night nurses' incident notes naming the patient by bed and first name.
 *
 * Planted duplicates (`kind`, on the later report):
 * - `alerta_ficha` (~20 %): the system's alert and the pharmacist's sheet of the same suspension;
 * - `tarjeta_ficha` (~17 %): the physician's yellow card and the pharmacist's sheet;
 * - `enfermeria_alerta` (~13 %): the night nurse's note and the alert raised next morning;
 * - `retipeo` (~15 %): the same paper sheet typed again by another technician, with slips and a field left empty;
 * - `seguimiento` (~20 %): the follow-up sheet with the outcome and the control labs;
 * - `traslado` (~15 %): the receiving hospital's sheet of a referred patient (another record number).
 *
 * Confounders, different events that look alike (labelled by `confounder`): a week of red man
 * syndrome with vancomycin in one ICU, a day of infusion reactions in the oncology day unit with one
 * batch, a dialysis unit reacting to the iron of a new supplier, twins in neonatology, a mother and
 * her newborn (who carries her name), the same patient's later event, and namesakes with the
 * region's common surnames. Written without reading the duplicate rule.
 */
import type { DupCaseRow, DupGeneratorOptions, GeneratedDupCase, LabelledDupDataSet } from "./dupData.js"
import { letters, type Person } from "./dupHospitalPeople.js"
import { draftFollowUp, draftSheet, draftTransfer, newTypist, type Sheet, type Typist, typeSheet } from "./dupHospitalSheet.js"
import { pickWeighted } from "./dupHospitalText.js"
import { atNight, buildWorld, type Channel, type Event } from "./dupHospitalWorld.js"
import { recordPerson, writeAlert, writeCard, writeNurse, years } from "./dupHospitalWrite.js"
import { prng, type Random } from "./random.js"

/** Kinds of planted duplicates, with their shares. */
const KINDS = [["alerta_ficha", 0.2], ["tarjeta_ficha", 0.17], ["enfermeria_alerta", 0.13], ["retipeo", 0.15], ["seguimiento", 0.2], ["traslado", 0.15]] as const
type Kind = (typeof KINDS)[number][0]

const fits = (r: Random, e: Event, kind: Kind): boolean => {
  switch (kind) {
    case "alerta_ficha": return e.suspended !== null
    case "enfermeria_alerta": return e.suspended !== null && atNight(e)
    case "traslado": return e.hospital.referTo.length > 0 && years(e) >= 15 && (e.serious || r.chance(0.3))
    default: return true
  }
}

/** Days from the event to the unit's receiving a report, by who writes it. */
const receivedBy = (r: Random, e: Event, ch: Channel): number => {
  switch (ch) {
    case "alerta": return (e.suspended ?? e.onset) + (r.chance(0.75) ? 0 : r.int(1, 7))
    case "ficha": return e.onset + (r.chance(0.85) ? r.int(1, 10) : r.int(11, 35))
    case "tarjeta": return e.onset + r.int(2, 30)
    case "enfermeria": return e.onset + r.int(0, 12)
  }
}

interface Out { readonly row: DupCaseRow; readonly event: number; readonly kind: Kind | null; readonly received: number }

/** Generates `cases` reports, `pairs` of them planted duplicates; the same seed gives the same set. */
export const generateHospital = (options: DupGeneratorOptions): LabelledDupDataSet => {
  const r = prng((options.seed ?? 20250301) ^ 0x4e5a11)
  const pairsWanted = Math.min(options.pairs, Math.floor(options.cases / 2))
  const world = buildWorld(r, options.cases - pairsWanted, options.spanDays ?? 730)
  const events = world.events

  // The unit's technicians: a few who type every day, and the sloppier hands of backlog weeks.
  const typists: ReadonlyArray<Typist> = Array.from({ length: 5 }, () => newTypist(r))
  const backlog: ReadonlyArray<Typist> = Array.from({ length: 3 }, () => newTypist(r, true))

  // Each planted pair draws its kind, then an event that kind can be written of.
  const kindOf = new Map<number, Kind>()
  while (kindOf.size < pairsWanted) {
    let kind: Kind = pickWeighted(r, KINDS)
    let i = r.int(0, events.length - 1)
    for (let tries = 0; kindOf.has(i) || !fits(r, events[i]!, kind); tries++) {
      i = r.int(0, events.length - 1)
      if (tries > 200) kind = "tarjeta_ficha"
    }
    kindOf.set(i, kind)
  }

  const write = (e: Event, ch: Channel, received: number): { row: DupCaseRow; sheet: Sheet | null } => {
    switch (ch) {
      case "alerta": return { row: writeAlert(r, e, received), sheet: null }
      case "tarjeta": return { row: writeCard(r, e, received), sheet: null }
      case "enfermeria": return { row: writeNurse(r, e, received), sheet: null }
      case "ficha": {
        const sheet = draftSheet(r, e)
        return { row: typeSheet(r, sheet, r.pick(typists), received), sheet }
      }
    }
  }

  const out: Array<Out> = []
  for (const [i, e] of events.entries()) {
    const kind = kindOf.get(i) ?? null
    const push = (row: DupCaseRow, received: number, k: Kind | null) => out.push({ row, event: i, kind: k, received })
    // Two reports by independent routes: whichever reaches the unit later is the duplicate.
    const pair = (a: Channel, b: Channel, k: Kind) => {
      const ra = receivedBy(r, e, a)
      const rb = receivedBy(r, e, b)
      const [x, y] = ra < rb || (ra === rb && r.chance(0.5)) ? [[a, ra], [b, rb]] as const : [[b, rb], [a, ra]] as const
      push(write(e, x[0], x[1]).row, x[1], null)
      push(write(e, y[0], y[1]).row, y[1], k)
    }
    switch (kind) {
      case null: {
        const received = receivedBy(r, e, e.first)
        push(write(e, e.first, received).row, received, null)
        break
      }
      case "alerta_ficha": pair("alerta", "ficha", kind); break
      case "tarjeta_ficha": pair("tarjeta", "ficha", kind); break
      case "enfermeria_alerta": pair("enfermeria", "alerta", kind); break
      case "retipeo": {
        const received = receivedBy(r, e, "ficha")
        const sheet = draftSheet(r, e)
        const first = r.pick(typists)
        push(typeSheet(r, sheet, first, received), received, null)
        const again = received + r.int(1, 40)
        const blank = r.pick(["birth", "event", "dose", "productos", "field"] as const)
        push(typeSheet(r, sheet, r.pick(backlog), again, blank), again, kind)
        break
      }
      case "seguimiento": {
        const ch: Channel = r.chance(0.8) ? "ficha" : "tarjeta"
        const received = receivedBy(r, e, ch)
        const first = write(e, ch, received)
        push(first.row, received, null)
        const day = received + r.int(7, 45)
        const follow = draftFollowUp(r, e, first.sheet, received, day)
        push(typeSheet(r, follow, r.pick(typists), day + r.int(0, 5)), day, kind)
        break
      }
      case "traslado": {
        const ch: Channel = e.first === "enfermeria" ? "ficha" : e.first
        const received = receivedBy(r, e, ch)
        push(write(e, ch, received).row, received, null)
        const destCode = r.pick(e.hospital.referTo)
        const dest = world.hospitals.find((h) => h.code === destCode)!
        const admit = Math.max(e.onset, e.suspended ?? e.onset) + r.int(1, 6)
        const later = Math.max(received + 1, admit + r.int(1, 12))
        push(typeSheet(r, draftTransfer(r, e, dest, admit), r.pick(typists), later), later, kind)
        break
      }
    }
  }

  // The unit's database in the order reports arrived.
  const order = out.map((_, k) => k).sort((a, b) => out[a]!.received - out[b]!.received || a - b)
  const sorted = order.map((k) => out[k]!)
  const firstOf = new Map<number, number>()
  const pairs: Array<readonly [number, number]> = []
  for (const [k, o] of sorted.entries()) {
    if (o.kind === null) firstOf.set(o.event, k)
  }
  for (const [k, o] of sorted.entries()) if (o.kind !== null) pairs.push([firstOf.get(o.event)!, k])
  const eventIndex = new Map(events.map((e, i) => [e, i] as const))

  const cases: Array<GeneratedDupCase> = sorted.map((o) => {
    const e = events[o.event]!
    const earlier = o.kind === null && e.earlier !== null ? firstOf.get(eventIndex.get(e.earlier)!) ?? null : null
    return { row: o.row, cluster: kindOf.has(o.event) ? o.event : null, kind: o.kind, patient: earlier === null ? null : e.person.id, patientOf: earlier }
  })

  const sameName = (a: Person, b: Person) => a.given[0] === b.given[0] && a.pat === b.pat && a.mat === b.mat
  const confounder = (a: number, b: number): string => {
    const x = events[sorted[a]!.event]!
    const y = events[sorted[b]!.event]!
    if (x === y) return "mismo_evento"
    const px = x.person
    const py = y.person
    if (px === py) return "otro_evento"
    if (x.group !== null && x.group === y.group) return x.group.kind
    if (px.mother === py || py.mother === px) return "madre_rn"
    if (px.mother !== null && px.mother === py.mother) return "gemelos"
    if (sameName(recordPerson(px), recordPerson(py))) return "homonimo"
    if (x.drug.id === "hierro" && y.drug.id === "hierro" && x.ward.kind === "hd" && y.ward.kind === "hd") return "dialisis_hierro"
    if (x.ward === y.ward && x.drug === y.drug && Math.abs(x.onset - y.onset) <= 7) return "mismo_servicio"
    if (x.drug === y.drug && x.reactions.some((k) => y.reactions.includes(k))) return "mismo_farmaco_reaccion"
    if (letters(recordPerson(px), false) === letters(recordPerson(py), false)) return "mismas_iniciales"
    return "otro"
  }
  return { cases, pairs, confounder }
}
