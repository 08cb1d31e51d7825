/**
 * Synthetic cases in the style of Peru's poison-information and emergency world, with planted,
 * labelled duplicates, for the duplicate-detection benchmark (`dup:quality --generator toxicologia`).
 *
 * Adverse reactions, medication errors and overdoses reach a pharmacovigilance unit by many routes:
 * the toxicology information centre's call sheets typed during the call (lib/dupToxiCall.ts); a
 * Lima hospital's emergency notes, its clinical toxicologist's consults and its pharmacy's MAPE or
 * ADR forms (lib/dupToxiWard.ts); a school, nursery or workplace nurse's e-mail and a relative's
 * online form (lib/dupToxiLay.ts); the DIRIS/DIRESA's upper-case re-keying into DIGEMID's format,
 * follow-ups weeks later and reports sent twice (lib/dupToxiCopies.ts).
 *
 * A duplicate is a cluster of two or three of these reports of one event of one patient; every pair
 * of a cluster is a planted pair, and each later member's kind names its route pair
 * ("llamada_emergencia"). The look-alikes that are not duplicates are planned with the events
 * (lib/dupToxiPlan.ts) and named by `confounder`: siblings who took the same pills the same day,
 * a school's students after the same tablets, a metoclopramide lot's week of dystonias, a mother and
 * her child, namesakes, a patient's second intoxication months later, and "otro" for the rest.
 */

import { prng, type Random } from "./random.js"
import { byReception, copied, plannedClusters, type WrittenStep, writtenSteps } from "./dupClusters.js"
import type { DupCaseRow, DupGeneratorOptions, GeneratedDupCase, LabelledDupDataSet } from "./dupData.js"
import { callSheet } from "./dupToxiCall.js"
import { diresaCopy, followUp, resend } from "./dupToxiCopies.js"
import type { ToxiEvent } from "./dupToxiEvents.js"
import { nurseMail, relativeForm } from "./dupToxiLay.js"
import { resetPeople } from "./dupToxiPeople.js"
import { planEvents, routesFor, type Step } from "./dupToxiPlan.js"
import { erNote, pharmacyForm, toxConsult } from "./dupToxiWard.js"
import type { FirstRoute } from "./dupToxiWrite.js"
import { noAccents } from "./dupToxiText.js"

const FIRST: Readonly<Record<FirstRoute, (r: Random, e: ToxiEvent) => DupCaseRow>> = {
  llamada: callSheet, emergencia: erNote, toxicologo: toxConsult, farmacia: pharmacyForm, correo: nurseMail, familiar: relativeForm
}

/** Writes the reports of one event by its steps; copies are written from the member they copy. */
const writeSteps = (r: Random, e: ToxiEvent, steps: ReadonlyArray<Step>): Array<WrittenStep<DupCaseRow>> =>
  writtenSteps(steps, (s, source) =>
    s.route === "diresa" ? diresaCopy(r, e, copied(s.route, source))
    : s.route === "seguimiento" ? followUp(r, e, copied(s.route, source))
    : s.route === "reenvio" ? resend(r, copied(s.route, source))
    : FIRST[s.route](r, e))

/** Generates `cases` reports, `pairs` of them planted duplicate pairs, with labelled look-alikes; the same seed gives the same set. */
export const generateToxicologia = (options: DupGeneratorOptions): LabelledDupDataSet => {
  const r = prng(options.seed ?? 20_250_301)
  const span = Math.max(30, options.spanDays ?? 730)
  resetPeople()
  const { planned, sizeOf } = plannedClusters(r, options, 0.15, (events) => planEvents(r, events, span))

  const written: Array<{ readonly row: DupCaseRow; readonly event: number; readonly member: number; readonly kind: string | null }> = []
  planned.forEach((p, i) => {
    const reports = writeSteps(r, p.event, routesFor(r, p.event, sizeOf.get(i) ?? 1)).filter((x) => x.shown)
    reports.forEach((x, member) => written.push({ row: x.row, event: i, member, kind: x.kind }))
  })
  // The unit numbers its cases as they arrive.
  const { order, membersOf } = byReception(written)

  const eventOfCase = order.map((w) => written[w]!.event)
  const cases: Array<GeneratedDupCase> = order.map((w) => {
    const x = written[w]!
    const p = planned[x.event]!
    const planted = sizeOf.has(x.event)
    const earlier = x.member === 0 && p.earlier !== null ? membersOf.get(p.earlier)![0]! : null
    return { row: x.row, cluster: planted ? x.event : null, kind: x.kind, patient: earlier === null ? null : p.event.person.id, patientOf: earlier }
  })
  const pairs: Array<readonly [number, number]> = []
  for (const [event, members] of membersOf) {
    if (!sizeOf.has(event)) continue
    for (let a = 0; a < members.length; a++) for (let b = a + 1; b < members.length; b++) pairs.push([members[a]!, members[b]!])
  }

  const nameKey = (i: number) => {
    const p = planned[i]!.event.person
    return noAccents(`${p.given[0]!}|${p.paternal}`, true).toLowerCase()
  }
  const confounder = (a: number, b: number): string => {
    const ea = eventOfCase[a]
    const eb = eventOfCase[b]
    if (ea === undefined || eb === undefined) return "otro"
    if (ea === eb) return "mismo_evento"
    const pa = planned[ea]!
    const pb = planned[eb]!
    if (pa.group !== null && pa.group === pb.group && pa.groupKind !== null) return pa.groupKind
    if (pa.event.person.id === pb.event.person.id) return "mismo_paciente"
    if (nameKey(ea) === nameKey(eb)) return "homonimos"
    return "otro"
  }
  return { cases, pairs, confounder }
}
