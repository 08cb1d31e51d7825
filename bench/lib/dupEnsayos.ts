/**
 * Synthetic cases in the style of clinical-trial safety reporting in Peru, with planted, labelled
 * duplicates, for the duplicate-detection benchmark (`dup:quality --generator ensayos`).
 *
 * Serious adverse events and SUSARs of sponsored trials at Peruvian sites (oncology at INEN and the
 * EsSalud hospitals, TB and HIV in Lima, malaria and dengue in Iquitos, vaccines, cardiology and
 * diabetes in Lima, Cusco and Arequipa; lib/dupEnsayosTrials.ts) reach one pharmacovigilance unit
 * by several routes: the site's initial SAE form and the ethics committee's copy of it
 * (lib/dupEnsayosForms.ts), the CRO's CIOMS I partly in English, the follow-ups #1 and #2 and the
 * re-keyed SUSAR line listing (lib/dupEnsayosSponsor.ts), and the admitting hospital's own
 * notification, which knows the patient but not the trial (lib/dupEnsayosHospital.ts). People,
 * events and text habits are in lib/dupEnsayosPeople.ts, lib/dupEnsayosEvents.ts,
 * lib/dupEnsayosTerms.ts and lib/dupEnsayosText.ts.
 *
 * A duplicate is a cluster of two or three reports of one event of one subject; every pair of a
 * cluster is planted, and each later member's kind names its route pair ("sitio_cro"), in the
 * order the unit receives them. The look-alikes that are not duplicates are planned with the
 * events (lib/dupEnsayosPlan.ts) and named by `confounder`; "otro" for the rest.
 */
import { prng, type Random } from "./random.js"
import { byReception, plannedClusters } from "./dupClusters.js"
import type { DupCaseRow, DupGeneratorOptions, GeneratedDupCase, LabelledDupDataSet } from "./dupData.js"
import { resetEvents, type TrialEvent } from "./dupEnsayosEvents.js"
import { cieiCopy, siteForm } from "./dupEnsayosForms.js"
import { hospitalNotice } from "./dupEnsayosHospital.js"
import { resetPeople } from "./dupEnsayosPeople.js"
import { planEvents, routesFor, type Step } from "./dupEnsayosPlan.js"
import { croCioms, followUp, listingRow } from "./dupEnsayosSponsor.js"

interface Report {
  readonly row: DupCaseRow
  readonly kind: string | null
}

/** Writes an event's reports by its steps (copies from the member they copy) and names each shown one's route pair in the order of reception. */
const writeSteps = (r: Random, e: TrialEvent, steps: ReadonlyArray<Step>): Array<Report> => {
  const rows: Array<DupCaseRow> = []
  let followUps = 0
  for (const s of steps) {
    const source = s.from === null ? undefined : rows[s.from]
    const needs = (): DupCaseRow => {
      if (source === undefined) throw new Error(`a ${s.route} step needs an earlier member to copy`)
      return source
    }
    switch (s.route) {
      case "sitio": rows.push(siteForm(r, e)); break
      case "hospital": rows.push(hospitalNotice(r, e)); break
      case "cro": rows.push(croCioms(r, e, source)); break
      case "seguimiento": rows.push(followUp(r, e, needs(), ++followUps === 1 ? 1 : 2)); break
      case "listado": rows.push(listingRow(r, e, source)); break
      case "ciei": rows.push(cieiCopy(r, e, needs())); break
    }
  }
  const shown = steps.map((s, k) => k).filter((k) => !steps[k]!.hidden)
    .sort((a, b) => rows[a]!.fecha_recepcion.localeCompare(rows[b]!.fecha_recepcion) || a - b)
  const first = shown[0]!
  return shown.map((k) => {
    if (k === first) return { row: rows[k]!, kind: null }
    const from = steps[k]!.from
    const source = from !== null && !steps[from]!.hidden && from !== k ? from : first
    return { row: rows[k]!, kind: `${steps[source]!.route}_${steps[k]!.route}` }
  })
}


/** Generates `cases` reports, `pairs` of them planted duplicate pairs, with labelled look-alikes; the same seed gives the same set. */
export const generateEnsayos = (options: DupGeneratorOptions): LabelledDupDataSet => {
  const r = prng(options.seed ?? 20_250_301)
  const span = Math.max(60, options.spanDays ?? 730)
  resetPeople()
  resetEvents()
  const { planned, sizeOf } = plannedClusters(r, options, 0.15, (events) => planEvents(r, events, span))

  const written: Array<{ readonly row: DupCaseRow; readonly event: number; readonly member: number; readonly kind: string | null }> = []
  planned.forEach((p, i) => {
    writeSteps(r, p.event, routesFor(r, p.event, sizeOf.get(i) ?? 1)).forEach((x, member) => written.push({ row: x.row, event: i, member, kind: x.kind }))
  })
  // The unit numbers its cases as they arrive.
  const { order, membersOf } = byReception(written)

  const eventOfCase = order.map((w) => written[w]!.event)
  const cases: Array<GeneratedDupCase> = order.map((w) => {
    const x = written[w]!
    const p = planned[x.event]!
    const earlier = x.member === 0 && p.earlier !== null ? membersOf.get(p.earlier)![0]! : null
    return { row: x.row, cluster: sizeOf.has(x.event) ? x.event : null, kind: x.kind, patient: earlier === null ? null : p.event.subject.person.id, patientOf: earlier }
  })
  const pairs: Array<readonly [number, number]> = []
  for (const [event, members] of membersOf) {
    if (!sizeOf.has(event)) continue
    for (let a = 0; a < members.length; a++) for (let b = a + 1; b < members.length; b++) pairs.push([members[a]!, members[b]!])
  }

  const confounder = (a: number, b: number): string => {
    const ea = eventOfCase[a]
    const eb = eventOfCase[b]
    if (ea === undefined || eb === undefined) return "otro"
    if (ea === eb) return "mismo_evento"
    const pa = planned[ea]!
    const pb = planned[eb]!
    if (pa.group !== null && pa.group === pb.group && pa.groupKind !== null) return pa.groupKind
    if (pa.event.subject.person.id === pb.event.subject.person.id) return "mismo_sujeto_otro_eas"
    return "otro"
  }
  return { cases, pairs, confounder }
}
