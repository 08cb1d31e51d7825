/**
 * A sixth generator for `dup:quality` (`--generator clinic`), written without reading the rule or
 * the other generators: a private clinic chain in Lima and the companies' contact centre. One event
 * reaches the case system as one to three reports, from the contact centre's call transcripts, the
 * clinic's e-mails and the chains that come back quoting them, the treating physician's form, the
 * company's CIOMS-like re-transmission, and the chain pharmacy's dispensing notes.
 *
 * Duplicate kinds (on the later report): `llamada_vs_formulario`, `cadena_correo`, `cioms_reenvio`,
 * `farmacia_vs_medico`, `rellamada` (a second call about the same event, a new ticket). Confounders:
 * see lib/dupClinicWorld.ts; {@link ClinicDataSet.confounder} names them.
 */
import { renderCall } from "./dupClinicCalls.js"
import type { ClinicEvent, Report, Source } from "./dupClinicEvent.js"
import { renderCioms, renderForm, renderPharmacy } from "./dupClinicForms.js"
import { renderChain, renderMail } from "./dupClinicMail.js"
import { pharmacists, physicians } from "./dupClinicPeople.js"
import { dayOf } from "./dupClinicText.js"
import { buildWorld, type WorldEvent } from "./dupClinicWorld.js"
import type { DupDataSet, GeneratedDupCase } from "./dupData.js"
import { prng, type Random } from "./random.js"

/** Options of {@link generateClinic}. */
export interface ClinicOptions {
  /** Total cases, duplicates included. */
  readonly cases: number
  /** Planted duplicate pairs: a cluster of three reports counts three. */
  readonly pairs: number
  readonly seed?: number
  /** Event onsets are spread over this many days from 2023-03-01. */
  readonly spanDays?: number
}

/** The data set, with what two reports of different events are to each other. */
export interface ClinicDataSet extends DupDataSet {
  /** What two cases (indexes) that are not the same event have in common, in words. */
  readonly confounder: (a: number, b: number) => string
}

/** The kinds of a cluster of two. */
const KINDS = ["llamada_vs_formulario", "cadena_correo", "cioms_reenvio", "farmacia_vs_medico", "rellamada"] as const
type Kind = (typeof KINDS)[number]
const KIND_WEIGHTS: Readonly<Record<Kind, number>> = { llamada_vs_formulario: 0.24, cadena_correo: 0.2, cioms_reenvio: 0.2, farmacia_vs_medico: 0.2, rellamada: 0.16 }
/** Sources of an event reported once. */
const SINGLE: ReadonlyArray<readonly [Source, number]> = [["llamada", 0.3], ["formulario", 0.25], ["correo", 0.15], ["farmacia", 0.15], ["cioms", 0.15]]

const weighted = <A>(r: Random, items: ReadonlyArray<readonly [A, number]>): A => {
  let x = r.next() * items.reduce((s, [, w]) => s + w, 0)
  for (const [a, w] of items) if ((x -= w) < 0) return a
  return items[items.length - 1]![0]
}

/** A planned report: its source, what it copies or quotes, and the kind it carries when not first. */
interface Planned {
  readonly source: Source
  readonly kind: Kind | null
  /** Index of the planned report it re-transmits (CIOMS), quotes (chain) or follows (second call). */
  readonly of: number | null
}

/** The reports planned for an event with `size` reports. */
const plan = (r: Random, size: number): { readonly base: Kind | null; readonly reports: ReadonlyArray<Planned> } => {
  if (size === 1) return { base: null, reports: [{ source: weighted(r, SINGLE), kind: null, of: null }] }
  const base = weighted(r, KINDS.map((k) => [k, KIND_WEIGHTS[k]] as const))
  const first: Source = base === "llamada_vs_formulario" || base === "rellamada" ? "llamada"
    : base === "farmacia_vs_medico" ? (r.chance(0.5) ? "farmacia" : "formulario")
    : base === "cadena_correo" ? (r.chance(0.7) ? "correo" : "formulario")
    : weighted(r, [["llamada", 0.35], ["correo", 0.3], ["formulario", 0.2], ["farmacia", 0.15]])
  const second: Planned = base === "llamada_vs_formulario" ? { source: "formulario", kind: null, of: null }
    : base === "farmacia_vs_medico" ? { source: first === "farmacia" ? "formulario" : "farmacia", kind: null, of: null }
    : base === "cadena_correo" ? { source: "cadena", kind: "cadena_correo", of: 0 }
    : base === "cioms_reenvio" ? { source: "cioms", kind: "cioms_reenvio", of: 0 }
    : { source: "llamada", kind: "rellamada", of: 0 }
  const reports: Array<Planned> = [{ source: first, kind: null, of: null }, second]
  if (size === 3) {
    const call = reports.findIndex((p) => p.source === "llamada")
    const mail = reports.findIndex((p) => p.source === "correo")
    if (call >= 0 && r.chance(0.45)) reports.push({ source: "llamada", kind: "rellamada", of: call })
    else if (mail >= 0 && base !== "cadena_correo" && r.chance(0.5)) reports.push({ source: "cadena", kind: "cadena_correo", of: mail })
    else if (base !== "cioms_reenvio") reports.push({ source: "cioms", kind: "cioms_reenvio", of: 0 })
    else reports.push({ source: "cadena", kind: "cadena_correo", of: first === "correo" ? 0 : null })
  }
  return { base, reports }
}

/** The day a report of a source arrives, given the day of the report it follows. */
const arrival = (r: Random, ev: ClinicEvent, source: Source, after: number | null): number => {
  switch (source) {
    case "llamada": return after === null ? ev.onset + r.int(0, 10) : after + r.int(3, 20)
    case "formulario": return ev.onset + r.int(1, 25)
    case "correo": return ev.onset + r.int(2, 20)
    case "cadena": return (after ?? ev.onset + r.int(2, 20)) + r.int(2, 15)
    case "cioms": return (after ?? ev.onset + r.int(2, 15)) + r.int(5, 30)
    case "farmacia": return ev.onset + r.int(0, 8)
  }
}

/** Renders the planned reports of an event, each with its kind, in the order they arrived. */
const renderEvent = (r: Random, ev: ClinicEvent, base: Kind | null, planned: ReadonlyArray<Planned>): ReadonlyArray<{ report: Report; kind: string | null; day: number }> => {
  const done: Array<{ report: Report; day: number; mail: { text: string; subject: string } | null }> = []
  for (const p of planned) {
    const source = p.of === null ? null : done[p.of]!
    const day = arrival(r, ev, p.source, source?.day ?? null)
    let report: Report
    let mail: { text: string; subject: string } | null = null
    switch (p.source) {
      case "llamada": report = renderCall(r, ev, day, p.of !== null); break
      case "formulario": report = renderForm(r, ev, day); break
      case "farmacia": report = renderPharmacy(r, ev, day); break
      case "cioms": report = renderCioms(r, ev, day, source?.report.facts ?? null); break
      case "correo": {
        const m = renderMail(r, ev, day)
        mail = { text: m.text, subject: m.subject }
        report = m
        break
      }
      case "cadena": report = renderChain(r, ev, day, source?.mail ?? null, source?.day ?? day - r.int(2, 15)); break
    }
    done.push({ report, day, mail })
  }
  const ordered = done.map((d, i) => ({ ...d, kind: planned[i]!.kind ?? base })).sort((a, b) => a.day - b.day)
  return ordered.map((d, i) => ({ report: d.report, day: d.day, kind: i === 0 ? null : d.kind }))
}

const shuffle = <A>(r: Random, items: Array<A>): Array<A> => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = r.int(0, i)
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
  return items
}

const norm = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase()

/** Generates `cases` cases with `pairs` planted duplicate pairs; the same options give the same cases. */
export const generateClinic = (options: ClinicOptions): ClinicDataSet => {
  const r = prng(options.seed ?? 20250301)
  const span = options.spanDays ?? 730
  const start = dayOf("2023-03-01")
  const triples = Math.min(Math.floor(options.pairs / 3), Math.round(options.pairs * 0.11))
  const doubles = options.pairs - 3 * triples
  const events = options.cases - doubles - 2 * triples
  if (events < doubles + triples) throw new Error(`${options.cases} cases cannot hold ${options.pairs} planted pairs`)

  const docs = physicians(r, 170)
  const qfs = pharmacists(r)
  const world = [...buildWorld(r, events, start, span, docs, qfs)].sort((a, b) => a.event.onset - b.event.onset)
  const sizes = new Array<number>(world.length).fill(1)
  const chosen = shuffle(r, world.map((_, i) => i))
  for (let i = 0; i < triples + doubles; i++) sizes[chosen[i]!] = i < triples ? 3 : 2

  const cases: Array<GeneratedDupCase> = []
  const pairs: Array<readonly [number, number]> = []
  const eventOf: Array<number> = []
  const firstReport = new Map<number, number>()
  const lastEventOfPatient = new Map<number, number>()
  for (const [e, w] of world.entries()) {
    const { base, reports } = plan(r, sizes[e]!)
    const rendered = renderEvent(r, w.event, base, reports)
    const first = cases.length
    const prior = lastEventOfPatient.get(w.event.patient.id)
    for (const [i, x] of rendered.entries()) {
      cases.push({
        row: x.report.row,
        cluster: rendered.length > 1 ? w.event.id : null,
        kind: x.kind,
        patient: i === 0 && prior !== undefined ? w.event.patient.id : null,
        patientOf: i === 0 && prior !== undefined ? firstReport.get(prior)! : null
      })
      eventOf.push(e)
      for (let j = first; j < cases.length - 1; j++) pairs.push([j, cases.length - 1])
    }
    firstReport.set(e, first)
    lastEventOfPatient.set(w.event.patient.id, e)
  }

  const confounder = (a: number, b: number): string => {
    const x: WorldEvent = world[eventOf[a]!]!
    const y: WorldEvent = world[eventOf[b]!]!
    if (x === y) return "the same event"
    const p = x.event.patient
    const q = y.event.patient
    if (p.id === q.id) return x.tie.relation === "polifarmacia" && y.tie.relation === "polifarmacia" && x.event.suspect.drug !== y.event.suspect.drug
      ? "same patient, another drug (polypharmacy)" : "same patient, a later event"
    if (x.tie.household !== null && x.tie.household === y.tie.household) return x.tie.twins ? "twins, same drug" : "family, same drug"
    if (x.tie.cohort !== null && x.tie.cohort === y.tie.cohort) return "one prescriber's statin week"
    const name = (z: typeof p) => norm(`${z.given[0]} ${z.paterno} ${z.materno}`)
    if (name(p) === name(q)) return "common name (same name)"
    const ini = (z: typeof p) => norm(z.given[0]!.charAt(0) + z.paterno.charAt(0) + z.materno.charAt(0))
    const sameDrug = x.event.suspect.drug === y.event.suspect.drug
    if (ini(p) === ini(q)) return sameDrug ? "same initials, same drug" : "same initials"
    if (sameDrug && Math.abs(x.event.onset - y.event.onset) <= 7) return "same drug, same week"
    return "other"
  }
  return { cases, pairs, confounder }
}
