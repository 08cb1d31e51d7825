/**
 * The twelfth generator of the duplicate benchmark (`--generator oncologia`): the inbox of the
 * pharmacovigilance unit of an oncology and haematology network in Peru. An institute in Lima
 * (day hospital with infusion chairs, ward) and two regional units (Arequipa, Trujillo) report
 * through chair nurses' forms, oncologists' notifications, ward reports, the oncology pharmacy's
 * intervention notes and nurse navigators' WhatsApp notes; a company's patient-support programme
 * forwards what its nurses hear; DIGEMID forwards relatives' online notifications.
 *
 * A planted duplicate is a second report of the same event by whoever else knew of it (the nurse
 * and the oncologist of one infusion reaction, the navigator and the ward, the programme and the
 * hospital, the pharmacy and the ward, DIGEMID's copy and the hospital), a discharge summary weeks
 * later, a follow-up, a narrative cut short or a re-sent mail. The look-alikes that are not
 * duplicates come from the events (lib/dupOncoEvents.ts): the same patient at a later cycle, chair
 * sessions, a faulty lot's day, mothers and daughters, sisters, namesakes and the sheer number of
 * patients on one regimen with one reaction in one unit. Cases are in order of arrival.
 */
import type { DupGeneratorOptions, GeneratedDupCase, LabelledDupDataSet } from "./dupData.js"
import { DRUGS } from "./dupOncoDrugs.js"
import { makeEvents, type OncoEvent } from "./dupOncoEvents.js"
import { epicrisis, enfermeraSala, farmacia, oncologo, sala } from "./dupOncoHospital.js"
import { daysBetween, weighted } from "./dupOncoNoise.js"
import { makeAgents, makeStaff } from "./dupOncoPeople.js"
import { digemid, navegadora, psp, pspDrug, recortado, reenvio, seguimiento } from "./dupOncoVoices.js"
import { type Channel, type Ctx, type Draft, toRow } from "./dupOncoWrite.js"
import { prng } from "./random.js"

const WRITERS: Readonly<Record<Exclude<Channel, "epicrisis">, (c: Ctx) => Draft>> = {
  enfermera_sala: enfermeraSala, oncologo, sala, farmacia, navegadora, psp, digemid
}

type Writer = Exclude<Channel, "epicrisis">

/** Who may report an event, and how likely each is to be the one who does. */
const witnesses = (e: OncoEvent): Array<readonly [Writer, number]> => {
  const w: Array<readonly [Writer, number]> = []
  const infusion = e.reaction.when === "infusion"
  if (e.admission !== null) {
    w.push(["sala", 5], ["oncologo", 2], ["navegadora", 1.2], ["farmacia", 0.6])
    if (infusion) w.push(["enfermera_sala", 3])
  } else if (infusion) {
    w.push(["enfermera_sala", 5], ["oncologo", 2.5], ["farmacia", e.reactionKey === "extravasacion" || e.group?.kind === "lote" ? 3 : 0.8], ["navegadora", 0.4])
  } else {
    w.push(["oncologo", 5], ["navegadora", 3], ["enfermera_sala", 1.2], ["farmacia", DRUGS[e.suspect].route === "VO" ? 1.5 : 0.3])
  }
  if (e.course.psp && pspDrug(e) !== null) w.push(["psp", 3.5])
  w.push(["digemid", 0.35])
  return w
}

/** A pair of two writers is named after the one outside the hospital's wards, or the two wards. */
const pairKind = (a: Writer, b: Writer): string => {
  const s = new Set([a, b])
  for (const k of ["digemid", "psp", "navegadora", "farmacia"] as const) if (s.has(k)) return k
  if (s.has("enfermera_sala")) return s.has("oncologo") ? "enfermera_oncologo" : "enfermera_sala_hosp"
  return "sala_oncologo"
}

interface Report {
  readonly draft: Draft
  readonly event: number
  /** The kind of the pair, for a planted second report. */
  readonly kind: string | null
  readonly tie: number
}

/** The reports of one event: one, or two for a planted duplicate. */
const reportsOf = (c: Ctx, planted: boolean): Array<{ readonly draft: Draft; readonly kind: string | null }> => {
  const { r, e } = c
  const wit = witnesses(e)
  const firstWriter = weighted(r, wit)
  if (!planted) return [{ draft: WRITERS[firstWriter](c), kind: null }]
  const how = weighted(r, [["otro_notificador", 58], ["epicrisis", e.admission !== null ? 24 : 0], ["seguimiento", 13], ["recortado", 5], ["reenvio", 8]] as const)
  if (how === "otro_notificador") {
    const rest = wit.filter(([w]) => w !== firstWriter)
    const second = weighted(r, rest)
    return [{ draft: WRITERS[firstWriter](c), kind: null }, { draft: WRITERS[second](c), kind: pairKind(firstWriter, second) }]
  }
  if (how === "epicrisis") {
    // The discharge summary follows a report from inside the hospital or the navigator's note.
    const inside = weighted(r, wit.filter(([w]) => w !== "psp" && w !== "digemid"))
    const first = WRITERS[inside](c)
    return [{ draft: first, kind: null }, { draft: epicrisis(c, first), kind: "epicrisis" }]
  }
  const first = WRITERS[firstWriter](c)
  const later = how === "seguimiento" ? seguimiento(c, first) : how === "recortado" ? recortado(c, first) : reenvio(c, first)
  return [{ draft: first, kind: null }, { draft: later, kind: how }]
}

/** Chooses `n` events to be reported twice, serious ones and programme patients more often (Efraimidis-Spirakis keys). */
const choosePlanted = (r: ReturnType<typeof prng>, events: ReadonlyArray<OncoEvent>, n: number): Set<number> => {
  const keyed = events.map((e) => {
    const w = 1 + (e.admission !== null ? 1.2 : 0) + (e.course.psp ? 0.6 : 0) + (e.grade >= 3 ? 0.4 : 0)
    return { id: e.id, key: r.next() ** (1 / w) }
  })
  keyed.sort((a, b) => b.key - a.key)
  return new Set(keyed.slice(0, n).map((k) => k.id))
}

const letters = (e: OncoEvent) => {
  const p = e.course.patient
  return `${p.nombre.name.split(" ")[0]![0]}${p.paterno[0]}${p.materno[0]}`
}

/** Generates the oncology network's inbox: `options.cases` reports, `options.pairs` planted duplicate pairs, in order of arrival. */
export const generateOnco = (options: DupGeneratorOptions): LabelledDupDataSet => {
  const r = prng(options.seed ?? 20_250_301)
  const span = options.spanDays ?? 730
  const pairs = Math.min(options.pairs, Math.floor(options.cases / 2))
  const events = makeEvents(r, options.cases - pairs, "2023-01-01", span)
  const staff = makeStaff(r)
  const agents = makeAgents(r)
  const planted = choosePlanted(r, events, pairs)

  const reports: Array<Report> = []
  for (const e of events) {
    const c: Ctx = { r, e, staff: staff[e.course.patient.site.key], agents }
    for (const { draft, kind } of reportsOf(c, planted.has(e.id))) reports.push({ draft, event: e.id, kind, tie: r.next() })
  }
  // The inbox: by day of receipt; within a day, in no particular order.
  reports.sort((a, b) => (a.draft.recepcion < b.draft.recepcion ? -1 : a.draft.recepcion > b.draft.recepcion ? 1 : a.tie - b.tie))

  // Where each event's reports landed.
  const at = new Map<number, Array<number>>()
  reports.forEach((rep, i) => at.set(rep.event, [...(at.get(rep.event) ?? []), i]))

  // The same patient's earlier event: set on the later of the two first reports, pointing at the other.
  const patientOf = new Map<number, { readonly patient: number; readonly of: number }>()
  for (const e of events) {
    if (e.earlier === null) continue
    const a = at.get(e.earlier.id)?.[0]
    const b = at.get(e.id)?.[0]
    if (a === undefined || b === undefined) continue
    const [later, earlier] = a > b ? [a, b] : [b, a]
    if (!patientOf.has(later)) patientOf.set(later, { patient: e.course.patient.id, of: earlier })
  }

  const cases: Array<GeneratedDupCase> = reports.map((rep, i) => {
    const members = at.get(rep.event)!
    const paired = members.length === 2
    const link = patientOf.get(i)
    return {
      row: toRow(rep.draft),
      cluster: paired ? rep.event : null,
      // The kind belongs to the pair; it is written on whichever member arrived second.
      kind: paired && i === members[1] ? (reports[members[0]!]!.kind ?? rep.kind) : null,
      patient: link?.patient ?? null,
      patientOf: link?.of ?? null
    }
  })
  const pairList: Array<readonly [number, number]> = []
  for (const members of at.values()) if (members.length === 2) pairList.push([members[0]!, members[1]!])
  pairList.sort((x, y) => x[1] - y[1])

  const confounder = (a: number, b: number): string => {
    const ea = events[reports[a]!.event]!
    const eb = events[reports[b]!.event]!
    if (ea.id === eb.id) return "mismo_evento"
    const pa = ea.course.patient
    const pb = eb.course.patient
    if (pa.id === pb.id) return ea.reactionKey === eb.reactionKey && ea.suspect === eb.suspect ? "otro_ciclo" : "mismo_paciente"
    if (ea.group !== null && eb.group !== null && ea.group.id === eb.group.id) return ea.group.kind
    const rel = pa.related?.to === pb.id ? pa.related.how : pb.related?.to === pa.id ? pb.related.how : null
    if (rel !== null) return rel === "homonimo" ? "homonimo" : "familia"
    if (pa.nombre.name === pb.nombre.name && pa.paterno === pb.paterno) return "homonimo"
    const sameUnit = pa.site.key === pb.site.key
    const days = Math.abs(daysBetween(ea.onset, eb.onset))
    if (ea.suspect === eb.suspect && ea.reactionKey === eb.reactionKey) return sameUnit && days <= 31 ? "mismo_farmaco_reaccion" : "farmaco_reaccion"
    if (sameUnit && ea.d1 === eb.d1 && ea.course.regimen === eb.course.regimen) return "misma_sesion"
    if (letters(ea) === letters(eb)) return "mismas_iniciales"
    if (ea.suspect === eb.suspect) return "mismo_farmaco"
    return "otro"
  }

  return { cases, pairs: pairList, confounder }
}
