/**
 * Synthetic cases in the style of Peru's mental-health services, with planted, labelled
 * duplicates, for the duplicate-detection benchmark (`dup:quality --generator mente`).
 *
 * A pharmacovigilance unit receives reports from a national psychiatric hospital in Lima (acute
 * and long-stay wards, emergency), a general hospital's psychiatry service, two community
 * mental-health centres and the hospital pharmacy's clozapine monitoring programme. Nurses write
 * ward notes, psychiatrists notification forms, the programme lab-driven notices, técnicos type
 * relatives' calls, pharmacists dispensing notes, general hospitals send emergency referrals and
 * the laboratories their E2B-like exports (lib/dupMenteWard.ts, dupMenteForms.ts, dupMenteOutside.ts).
 *
 * A planted pair is two reports of one event: the nurse's note and the psychiatrist's form, the
 * programme's notice and the ward's report of one neutropenia, a referral and the ward's report
 * after the transfer, a relative's call and the CSMC psychiatrist's form, the pharmacy's note and
 * the form, a laboratory's copy of a form, a follow-up, a re-sent copy, a narrative cut short.
 * The look-alikes that are not duplicates are planned with the events (lib/dupMentePlan.ts).
 */

import { prng, type Random } from "./random.js"
import type { DupCaseRow, DupGeneratorOptions, GeneratedDupCase, LabelledDupDataSet } from "./dupData.js"
import { type MenteEvent, wardOnset } from "./dupMenteEvents.js"
import { emergencyReferral, psychiatristForm } from "./dupMenteForms.js"
import { cutShort, followUp, resend } from "./dupMenteNoise.js"
import { manufacturerReport, programmeNotice, relativeCall } from "./dupMenteOutside.js"
import { nameKey } from "./dupMentePeople.js"
import { isClozapineCount, planEvents } from "./dupMentePlan.js"
import { addDays, daysBetween } from "./dupMenteText.js"
import type { Voice, VoiceKey } from "./dupMenteVoice.js"
import { nurseNote, pharmacyNote } from "./dupMenteWard.js"
import { buildWorld } from "./dupMenteWorld.js"

/** The kinds of planted duplicate pairs, with their shares. */
export const PAIR_KINDS = [
  ["enfermeria_psiquiatra", 0.2], ["seguimiento", 0.16], ["clozapina_programa", 0.12], ["reenvio", 0.11], ["referencia_emergencia", 0.1],
  ["familiar_csmc", 0.1], ["copia_laboratorio", 0.09], ["narrativa_cortada", 0.07], ["farmacia_medico", 0.05]
] as const

/** One kind of planted pair. */
export type PairKind = (typeof PAIR_KINDS)[number][0]

const FITS: Readonly<Record<PairKind, (ev: MenteEvent) => boolean>> = {
  clozapina_programa: isClozapineCount,
  referencia_emergencia: (ev) => ev.setting === "emergencia",
  familiar_csmc: (ev) => (ev.setting === "csmc" || ev.setting === "consulta") && !ev.person.nn,
  enfermeria_psiquiatra: (ev) => ev.setting === "sala" || ev.setting === "emergencia",
  farmacia_medico: (ev) => ev.setting !== "emergencia",
  copia_laboratorio: () => true,
  seguimiento: () => true,
  narrativa_cortada: () => true,
  reenvio: () => true
}
// Strict kinds pick their events first.
const ORDER: ReadonlyArray<PairKind> = ["clozapina_programa", "referencia_emergencia", "familiar_csmc", "enfermeria_psiquiatra", "farmacia_medico", "copia_laboratorio", "seguimiento", "narrativa_cortada", "reenvio"]

/** How many pairs of each kind: the shares of `total`, rounded by largest remainder. */
const targets = (total: number): Map<PairKind, number> => {
  const raw = PAIR_KINDS.map(([k, w]) => [k, total * w] as const)
  const out = new Map<PairKind, number>(raw.map(([k, x]) => [k, Math.floor(x)]))
  let left = total - [...out.values()].reduce((a, b) => a + b, 0)
  for (const [k] of [...raw].sort((a, b) => (b[1] % 1) - (a[1] % 1))) if (left-- > 0) out.set(k, out.get(k)! + 1)
  return out
}

/** Chooses which events get a second report, and of which kind. */
const plant = (r: Random, events: ReadonlyArray<MenteEvent>, pairs: number): Map<number, PairKind> => {
  const order = events.map((_, i) => i)
  for (let i = order.length - 1; i > 0; i--) {
    const j = r.int(0, i)
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  const want = targets(pairs)
  const planted = new Map<number, PairKind>()
  let short = 0
  for (const kind of ORDER) {
    let need = want.get(kind)! + (kind === "reenvio" ? short : 0)
    for (const i of order) {
      if (need === 0) break
      if (!planted.has(i) && FITS[kind](events[i]!)) {
        planted.set(i, kind)
        need--
      }
    }
    short += need
  }
  return planted
}

// One nurse's notes of a ward's week, one psychiatrist's forms of a screening day, are worded alike; a heat wave's reports come from anyone.
const groupSeed = (ev: MenteEvent, seed: number) => (ev.group === null || ev.group.kind === "calor" ? null : seed * 31 + ev.group.id * 7919 + (ev.group.kind === "sala" ? 1 : 3))

/** Generates the data set: `cases` reports in order of arrival, `pairs` of them planted duplicates. */
export const generateMente = (options: DupGeneratorOptions): LabelledDupDataSet => {
  const seed = options.seed ?? 20_250_301
  const span = options.spanDays ?? 730
  if (options.pairs < 0 || options.pairs * 2 > options.cases) throw new Error(`mente: ${options.pairs} pairs do not fit in ${options.cases} cases`)
  const r = prng(seed)
  const world = buildWorld()
  const events = planEvents(r, world, options.cases - options.pairs, span)
  const planted = plant(r, events, options.pairs)

  const voices: Readonly<Record<VoiceKey, Voice>> = {
    enfermeria: nurseNote, psiquiatra: psychiatristForm, programa: programmeNotice(world), familiar: relativeCall,
    farmacia: pharmacyNote, referencia: emergencyReferral, laboratorio: (vr, ev, rec, t) => manufacturerReport(vr, ev, rec, t)
  }
  // Days from the onset to the reception, per writer (all under the least gap between a patient's two events).
  const lag = (key: VoiceKey, ev: MenteEvent): number => {
    switch (key) {
      case "enfermeria": return daysBetween(ev.onset, wardOnset(ev)) + r.pick([0, 0, 1, 1, 1, 2, 3])
      case "psiquiatra": return daysBetween(ev.onset, wardOnset(ev)) + r.int(2, 20)
      case "programa": return r.int(0, 2)
      case "familiar": return r.int(1, 10)
      case "farmacia": return r.int(1, 15)
      case "referencia": return r.int(0, 3)
      case "laboratorio": return r.int(15, 60)
    }
  }
  const write = (key: VoiceKey, ev: MenteEvent, recepcion?: string): DupCaseRow => {
    const g = groupSeed(ev, seed)
    return voices[key](r, ev, recepcion ?? addDays(ev.onset, lag(key, ev)), g === null ? r : prng(g))
  }
  const solo = (ev: MenteEvent): VoiceKey => {
    if (ev.group?.kind === "sala") return "enfermeria"
    if (ev.group?.kind === "campana") return "psiquiatra"
    if (isClozapineCount(ev) && r.chance(0.45)) return "programa"
    const w: Array<readonly [VoiceKey, number]> = ev.setting === "sala" ? [["enfermeria", 40], ["psiquiatra", 40], ["farmacia", 8], ["laboratorio", 6]]
      : ev.setting === "emergencia" ? [["referencia", 45], ["psiquiatra", 35], ["enfermeria", 20]]
      : [["psiquiatra", ev.setting === "csmc" ? 45 : 50], ["familiar", ev.person.nn ? 0 : ev.setting === "csmc" ? 28 : 20], ["farmacia", 15], ["laboratorio", ev.setting === "csmc" ? 8 : 10]]
    let x = r.next() * w.reduce((a, [, v]) => a + v, 0)
    for (const [k, v] of w) if ((x -= v) < 0) return k
    return "psiquiatra"
  }
  const later = (row: DupCaseRow, lo: number, hi: number) => addDays(row.fecha_recepcion, r.int(lo, hi))
  const pair = (kind: PairKind, ev: MenteEvent): readonly [DupCaseRow, DupCaseRow] => {
    switch (kind) {
      case "enfermeria_psiquiatra": {
        const a = write("enfermeria", ev)
        return [a, write("psiquiatra", ev, later(a, 1, 18))]
      }
      case "clozapina_programa":
        return [write("programa", ev), write(ev.setting === "sala" && r.chance(0.5) ? "enfermeria" : "psiquiatra", ev)]
      case "referencia_emergencia":
        return [write("referencia", ev), write(r.chance(0.65) ? "psiquiatra" : "enfermeria", ev)]
      case "familiar_csmc": {
        const a = write("familiar", ev)
        return [a, write("psiquiatra", ev, later(a, 2, 20))]
      }
      case "farmacia_medico":
        return [write("farmacia", ev), write("psiquiatra", ev)]
      case "copia_laboratorio": {
        const a = write(isClozapineCount(ev) && r.chance(0.3) ? "programa" : r.chance(0.75) ? "psiquiatra" : "farmacia", ev)
        return [a, manufacturerReport(r, ev, later(a, 15, 75), r, a)]
      }
      case "seguimiento": {
        const a = write(solo(ev), ev)
        return [a, followUp(r, ev, a, later(a, 5, 45))]
      }
      case "reenvio": {
        const a = write(solo(ev), ev)
        return [a, resend(r, a, later(a, 0, 7))]
      }
      case "narrativa_cortada": {
        const a = write(solo(ev), ev)
        const b = cutShort(r, a, later(a, 0, 10))
        return r.chance(0.3) ? [{ ...a, fecha_recepcion: b.fecha_recepcion }, { ...b, fecha_recepcion: a.fecha_recepcion }] : [a, b]
      }
    }
  }

  type Out = { readonly row: DupCaseRow; readonly ev: number; readonly seq: number; readonly second: boolean }
  const out: Array<Out> = []
  for (const [i, ev] of events.entries()) {
    const kind = planted.get(i)
    if (kind === undefined) out.push({ row: write(solo(ev), ev), ev: i, seq: 2 * i, second: false })
    else {
      const [a, b] = pair(kind, ev)
      out.push({ row: a, ev: i, seq: 2 * i, second: false }, { row: b, ev: i, seq: 2 * i + 1, second: true })
    }
  }
  out.sort((x, y) => (x.row.fecha_recepcion < y.row.fecha_recepcion ? -1 : x.row.fecha_recepcion > y.row.fecha_recepcion ? 1 : x.seq - y.seq))

  const firstAt = new Map<number, number>()
  const rowsOf = new Map<number, Array<number>>()
  out.forEach((o, k) => {
    if (!firstAt.has(o.ev)) firstAt.set(o.ev, k)
    rowsOf.set(o.ev, [...(rowsOf.get(o.ev) ?? []), k])
  })
  const cases: Array<GeneratedDupCase> = out.map((o, k) => {
    const ev = events[o.ev]!
    const kind = planted.get(o.ev)
    const isFirst = firstAt.get(o.ev) === k
    const earlierAt = ev.earlier !== null && isFirst ? firstAt.get(ev.earlier) ?? null : null
    if (earlierAt !== null && earlierAt >= k) throw new Error(`mente: a patient's later event (${ev.onset}) arrived before the earlier one`)
    return { row: o.row, cluster: kind === undefined ? null : o.ev, kind: kind !== undefined && !isFirst ? kind : null, patient: earlierAt === null ? null : ev.person.id, patientOf: earlierAt }
  })
  const pairs: Array<readonly [number, number]> = [...planted.keys()].map((i) => {
    const [a, b] = rowsOf.get(i)! as [number, number]
    return [Math.min(a, b), Math.max(a, b)] as const
  }).sort((x, y) => x[0] - y[0])

  const evOf = out.map((o) => events[o.ev]!)
  const letters = (s: string) => s.normalize("NFD").replace(/[^A-Za-z]/g, "").toUpperCase()
  const confounder = (a: number, b: number): string => {
    const x = evOf[a]
    const y = evOf[b]
    if (x === undefined || y === undefined) return "otro"
    if (x === y) return "mismo_evento"
    const sameDrug = x.dose.drug.key === y.dose.drug.key
    const sameReaction = x.reaction.key === y.reaction.key
    if (x.person === y.person) return sameDrug && sameReaction ? "otro_episodio" : "mismo_paciente"
    if (x.group !== null && y.group !== null && x.group.kind === y.group.kind && x.group.id === y.group.id) {
      return x.group.kind === "sala" ? "misma_sala_semana" : x.group.kind === "calor" ? "ola_calor" : "misma_consulta_dia"
    }
    if (x.person.family !== null && x.person.family === y.person.family) return "familia"
    if (nameKey(x.person).split("|").slice(0, 2).join() === nameKey(y.person).split("|").slice(0, 2).join() && !x.person.nn) return "homonimo"
    if (sameDrug && sameReaction) return "farmaco_reaccion"
    if (letters(cases[a]!.row.paciente_iniciales) === letters(cases[b]!.row.paciente_iniciales)) return "mismas_iniciales"
    if (sameDrug) return "mismo_farmaco"
    return "otro"
  }
  return { cases, pairs, confounder }
}
