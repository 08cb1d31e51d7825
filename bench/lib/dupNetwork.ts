/**
 * A fourth generator for the duplicate benchmark (issue 12), written without looking at the rule:
 * a national pharmacovigilance network where one event reaches the database by several routes.
 *
 * - Routes, each with its own way of writing: the treating physician's clinical note, the hospital
 *   pharmacist's (QF) notification sheet (labelled fields, lot and registration, dd/mm/yyyy dates in
 *   the text, sometimes the chart's surname-first initials), the patient's own web report in lay words
 *   (lower case, accents dropped, the drug as patients call it), the marketing-authorisation holder's
 *   E2B re-transmission in formal regulatory prose with the MedDRA term in English and initials
 *   masked as PRIVACY/UNK, a published case report (no initials, no birth date), a paper form read by
 *   OCR (capitals, character errors) and a follow-up of the same reporter (a corrected birth date,
 *   age instead of birth date, an updated outcome, either the whole text plus an update or the
 *   update alone).
 * - A duplicate is a cluster of 2 to 4 of these routes for one event (70 % pairs, 22 % triples, 8 %
 *   quadruples); every pair of a cluster is a planted pair, labelled by the later report's route.
 * - Confounders, never labelled: a faulty batch (one hospital, one product and lot, one pharmacist's
 *   form, 4 to 9 patients in a week), a mother reporting a herbal product for her children, twins of
 *   different sex (same birth date, surnames and first initial), and a patient's second event months
 *   later (with another drug, or the same drug again).
 * - Names: regional surnames (Iquitos, Cusco, Piura, Arequipa, Cajamarca, Lima), compound surnames
 *   ('Del Águila', 'De la Cruz'), geometric rank weights; products: antimalarials, anticoagulants,
 *   contrast media, biologics, antiepileptics and herbal products (lib/dupNetworkLexicon.ts).
 *
 * It yields the shapes of lib/dupData.ts, so `dup:quality --generator network` runs it.
 */
import type { DupDataSet, GeneratedDupCase } from "./dupData.js"
import { DRUGS, TWIN_NAMES } from "./dupNetworkLexicon.js"
import { type Event, FIRST_ROUTES, LATER_ROUTES, newEvent, newPatient, receivedAfter, render, type Report, type Route } from "./dupNetworkRoutes.js"
import { prng, type Random } from "./random.js"

const MS_PER_DAY = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const addDays = (date: string, days: number) => iso(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY)
const drugNamed = (name: string) => DRUGS.find((d) => d.generico === name)!

/** The duplicate kind a later report is labelled with (the route that sent it). */
const KIND: Record<Route, string> = {
  medico: "medico_tratante", qf: "qf_hospital", paciente: "paciente_web", titular: "titular_e2b",
  literatura: "literatura", ocr: "formulario_ocr", seguimiento: "seguimiento"
}

/** An original event to report, with the route that reports it first when the plan fixes one. */
interface Planned {
  readonly event: Event
  readonly route: Route | null
  /** The index of this patient's earlier report, for a second event. */
  readonly earlier: { readonly index: number } | null
}

/** Confounders: groups of different patients (or one patient's other event) that look alike. */
const confounders = (r: Random, onset: string, recent: ReadonlyArray<{ readonly event: Event; readonly index: number }>): Array<Planned> => {
  const x = r.next()
  if (x < 0.003) {
    // A faulty batch: one hospital, product and lot, 4 to 9 patients within a week, one pharmacist's form.
    const first = newEvent(r, onset, { drug: drugNamed(r.pick(["Enoxaparina", "Iohexol", "Gadobutrol", "Heparina", "Iopamidol", "Uña de gato"])) })
    return Array.from({ length: r.int(4, 9) }, (_, k) => ({
      event: k === 0 ? first : newEvent(r, addDays(onset, r.int(0, 6)), { region: first.region, drug: first.drug, reaction: first.reaction, lote: first.lote, dosis: first.dosis }),
      route: "qf" as const, earlier: null
    }))
  }
  if (x < 0.0042) {
    // A mother reports a herbal product for herself and her children.
    const drug = drugNamed(r.pick(["Uña de gato", "Maca", "Hercampuri", "Chuchuhuasi"]))
    const mother = newEvent(r, onset, { drug, edad: r.int(30, 50) })
    const father = newPatient(r, mother.region, "M", 40, onset).surnames[0]!
    const children = Array.from({ length: r.int(1, 3) }, () => {
      const edad = r.int(3, 19)
      const sexo = r.chance(0.5) ? "F" as const : "M" as const
      const child = newPatient(r, mother.region, sexo, edad, onset)
      return newEvent(r, addDays(onset, r.int(0, 1)), { drug, reaction: mother.reaction, region: mother.region, patient: { ...child, surnames: [father, mother.patient.surnames[0]!] } })
    })
    return [mother, ...children].map((event) => ({ event, route: "paciente" as const, earlier: null }))
  }
  if (x < 0.005) {
    // Twins of different sex: one birth date, the same surnames and first initial.
    const drug = drugNamed(r.pick(["Primaquina", "Cloroquina", "Ácido valproico", "Levetiracetam", "Fenitoína"]))
    const names = r.pick(TWIN_NAMES)
    const a = newEvent(r, onset, { drug, edad: r.int(2, 15) })
    const twin = { ...a.patient, given: [names[0]], sexo: "F" as const }
    const brother = { ...a.patient, given: [names[1]], sexo: "M" as const }
    return [
      { event: newEvent(r, onset, { region: a.region, drug, reaction: a.reaction, patient: twin }), route: "medico" as const, earlier: null },
      { event: newEvent(r, addDays(onset, r.int(0, 2)), { region: a.region, drug, reaction: a.reaction, patient: brother }), route: "medico" as const, earlier: null }
    ]
  }
  if (x < 0.009 && recent.length > 0) {
    // The same patient's second, distinct event months later: another drug, or the same one again.
    const earlier = r.pick(recent)
    if (Date.parse(onset) - Date.parse(earlier.event.onset) < 45 * MS_PER_DAY) return []
    const drug = r.chance(0.7) ? DRUGS[r.int(0, DRUGS.length - 1)]! : earlier.event.drug
    return [{ event: newEvent(r, onset, { patient: earlier.event.patient, region: earlier.event.region, drug }), route: null, earlier: { index: earlier.index } }]
  }
  return []
}

/** Cluster sizes (2 to 4 reports of one event) whose pairs add up to `pairs`. */
const clusterSizes = (r: Random, pairs: number): Array<number> => {
  const sizes: Array<number> = []
  let planned = 0
  while (planned < pairs) {
    const x = r.next()
    let size = x < 0.7 ? 2 : x < 0.92 ? 3 : 4
    while ((size * (size - 1)) / 2 > pairs - planned) size--
    sizes.push(size)
    planned += (size * (size - 1)) / 2
  }
  return sizes
}

/**
 * Generates `cases` cases of which clusters of 2 to 4 are reports of one event, `pairs` planted
 * pairs in all, deterministically from `seed`.
 */
export const generateNetwork = (options: { readonly cases: number; readonly pairs: number; readonly seed?: number; readonly spanDays?: number }): DupDataSet => {
  const r = prng(options.seed ?? 4_040_404)
  const span = options.spanDays ?? 730
  const start = Date.parse("2023-07-01T00:00:00Z")
  const sizes = clusterSizes(r, options.pairs)
  const originals = options.cases - sizes.reduce((a, s) => a + s - 1, 0)
  if (originals < sizes.length) throw new Error("too many pairs for so few cases")
  const sizeOf = new Map<number, number>()
  for (const size of sizes) {
    let i = r.int(0, originals - 1)
    while (sizeOf.has(i)) i = r.int(0, originals - 1)
    sizeOf.set(i, size)
  }

  const cases: Array<GeneratedDupCase> = []
  const pairs: Array<readonly [number, number]> = []
  const recent: Array<{ readonly event: Event; readonly index: number }> = []
  const queue: Array<Planned> = []
  const patientIds = new Map<number, number>()
  let cluster = 0
  for (let i = 0; i < originals; i++) {
    const onset = iso(start + Math.floor((span * (i + r.next())) / originals) * MS_PER_DAY)
    if (queue.length === 0) queue.push(...confounders(r, onset, recent))
    const planned = queue.shift() ?? { event: newEvent(r, onset), route: null, earlier: null }
    const e = planned.event
    const route = planned.route ?? r.pick(FIRST_ROUTES)
    const first = render(r, e, route, receivedAfter(r, route, e.onset))
    const size = sizeOf.get(i)
    const id = size === undefined ? null : ++cluster
    let patient: number | null = null
    if (planned.earlier !== null) {
      patient = patientIds.get(planned.earlier.index) ?? patientIds.size + 1
      patientIds.set(planned.earlier.index, patient)
    }
    const index = cases.length
    cases.push({ row: first.row, cluster: id, kind: null, patient, patientOf: planned.earlier?.index ?? null })
    recent.push({ event: e, index })
    if (recent.length > 4000) recent.shift()
    if (size === undefined) continue

    // The same event by other routes, each pair of the cluster a planted pair.
    const members = [index]
    const used = new Set<Route>([route])
    for (let k = 1; k < size; k++) {
      let later = r.pick(LATER_ROUTES)
      while (used.has(later) && later !== "seguimiento") later = r.pick(LATER_ROUTES)
      used.add(later)
      const source: Report | undefined = later === "seguimiento" || (later === "ocr" && (route === "medico" || route === "qf")) ? first : undefined
      const received = later === "seguimiento" ? addDays(first.row.fecha_recepcion, r.int(7, 45)) : receivedAfter(r, later, e.onset)
      const report = render(r, e, later, received, source)
      for (const m of members) pairs.push([m, cases.length])
      members.push(cases.length)
      cases.push({ row: report.row, cluster: id, kind: KIND[later], patient: null, patientOf: null })
    }
  }
  return { cases, pairs }
}
