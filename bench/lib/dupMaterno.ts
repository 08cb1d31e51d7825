/**
 * Synthetic cases in the style of a maternal-perinatal institute and its network (a Lima institute
 * like the INMP, a Lima mother-and-child hospital and the regions' hospitals with obstetrics and
 * neonatology services), with planted, labelled duplicates, for the duplicate-detection benchmark
 * (`dup:quality --generator materno`).
 *
 * Reactions of mothers (pregnant, in labour, puerperal) and of newborns reach the institute's
 * pharmacovigilance unit by several routes: the gineco-obstetra's yellow form, the obstetra's
 * (midwife's) form from the delivery room or a health centre, and the pharmacy's intensive-monitoring
 * sheet (lib/dupMaternoForms.ts); the neonatologist's note of a nameless "RN de Quispe Mamani" and
 * the nurse's SOAPIE note (lib/dupMaternoNotes.ts); the authority's upper-case re-keying in
 * DIGEMID's format, a postpartum or newborn follow-up weeks later, and a form re-sent in capitals
 * (lib/dupMaternoCopies.ts). People, medicines and events are in lib/dupMaternoPeople.ts,
 * lib/dupMaternoDrugs.ts and lib/dupMaternoEvents.ts; text habits in lib/dupMaternoText.ts.
 *
 * A duplicate is a cluster of two or three reports of one event of one patient; every pair of a
 * cluster is planted, and each later member's kind names its route pair ("obstetra_farmacia"). The
 * look-alikes that are not duplicates are planned with the events (lib/dupMaternoPlan.ts) and named
 * by `confounder`: a mother and her newborn, twins, a ward's week on one lot, namesakes, the same
 * mother's later event, and "otro" for the rest.
 */
import { prng, type Random } from "./random.js"
import { byReception, copied, plannedClusters, type WrittenStep, writtenSteps } from "./dupClusters.js"
import type { DupCaseRow, DupGeneratorOptions, GeneratedDupCase, LabelledDupDataSet } from "./dupData.js"
import { digemidCopy, followUp, resend } from "./dupMaternoCopies.js"
import type { MatEvent } from "./dupMaternoEvents.js"
import { midwifeForm, obstetricianForm, pharmacySheet } from "./dupMaternoForms.js"
import { neonatologyNote, nurseNote } from "./dupMaternoNotes.js"
import { resetPeople } from "./dupMaternoPeople.js"
import { type FirstRoute, planEvents, routesFor, type Step } from "./dupMaternoPlan.js"
import { sinTildes } from "./dupMaternoText.js"

const FIRST: Readonly<Record<FirstRoute, (r: Random, e: MatEvent) => DupCaseRow>> = {
  obstetra: obstetricianForm, obstetriz: midwifeForm, farmacia: pharmacySheet, neonatologia: neonatologyNote, enfermeria: nurseNote
}

/** Writes the reports of one event by its steps; copies are written from the member they copy. */
const writeSteps = (r: Random, e: MatEvent, steps: ReadonlyArray<Step>): Array<WrittenStep<DupCaseRow>> =>
  writtenSteps(steps, (s, source) =>
    s.route === "digemid" ? digemidCopy(r, e, copied(s.route, source))
    : s.route === "seguimiento" ? followUp(r, e, copied(s.route, source))
    : s.route === "reenvio" ? resend(r, copied(s.route, source))
    : FIRST[s.route](r, e))

/** Generates `cases` reports, `pairs` of them planted duplicate pairs, with labelled look-alikes; the same seed gives the same set. */
export const generateMaterno = (options: DupGeneratorOptions): LabelledDupDataSet => {
  const r = prng(options.seed ?? 20_250_301)
  const span = Math.max(60, options.spanDays ?? 730)
  resetPeople()
  const { planned, sizeOf } = plannedClusters(r, options, 0.12, (events) => planEvents(r, events, span))

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
    const earlier = x.member === 0 && p.earlier !== null ? membersOf.get(p.earlier)![0]! : null
    const patient = p.event.phase === "rn" ? p.event.baby! : p.event.mother
    return { row: x.row, cluster: sizeOf.has(x.event) ? x.event : null, kind: x.kind, patient: earlier === null ? null : patient.id, patientOf: earlier }
  })
  const pairs: Array<readonly [number, number]> = []
  for (const [event, members] of membersOf) {
    if (!sizeOf.has(event)) continue
    for (let a = 0; a < members.length; a++) for (let b = a + 1; b < members.length; b++) pairs.push([members[a]!, members[b]!])
  }

  const nameKey = (i: number) => {
    const e = planned[i]!.event
    return e.phase === "rn" ? null : sinTildes(`${e.mother.given[0]!}|${e.mother.paternal}`).toLowerCase()
  }
  const confounder = (a: number, b: number): string => {
    const ea = eventOfCase[a]
    const eb = eventOfCase[b]
    if (ea === undefined || eb === undefined) return "otro"
    if (ea === eb) return "mismo_evento"
    const pa = planned[ea]!
    const pb = planned[eb]!
    if (pa.group !== null && pa.group === pb.group && pa.groupKind !== null) return pa.groupKind
    const patient = (p: typeof pa) => (p.event.phase === "rn" ? p.event.baby!.id : p.event.mother.id)
    if (patient(pa) === patient(pb)) return "misma_madre_despues"
    if (pa.event.mother.id === pb.event.mother.id) return "madre_y_rn"
    const ka = nameKey(ea)
    if (ka !== null && ka === nameKey(eb)) return "homonimas"
    return "otro"
  }
  return { cases, pairs, confounder }
}
