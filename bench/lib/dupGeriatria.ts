/**
 * An eleventh duplicate generator (`dup-quality.ts --generator geriatria`): adverse reactions of
 * older adults (65 to 102) in Lima and Arequipa, reported to a pharmacovigilance unit by a network
 * of private nursing homes (técnicas' logbook notes typed later, the home nurse's notifications,
 * monthly incident summaries), relatives phoning or e-mailing about "mi mamá Rosita", the
 * geriatricians of the homes and of a public hospital's geriatrics service (notifications and, weeks
 * later, discharge summaries), a home-care company's nurses, community pharmacists at the counter
 * and the municipal CIAM's promoters. Polypharmacy everywhere: a fall on clonazepam may be blamed on
 * the amlodipine by another writer.
 *
 * Planted duplicates (`kind`, on the later report):
 * - `bitacora_geriatra` (~20 %): the técnica's logbook note and the geriatrician's notification;
 * - `familiar_casa` (~17 %): a relative's call or e-mail and the nursing home's report;
 * - `domicilio_farmacia` (~13 %): the home-care nurse's visit report and the pharmacist's note;
 * - `epicrisis` (~15 %): the hospital's discharge summary weeks after the first report;
 * - `resumen_mensual` (~15 %): the home's monthly summary line, typed in again;
 * - `seguimiento` (~20 %): a follow-up with the outcome by the first report's writer.
 *
 * Confounders (labelled by `confounder`): a home's vaccination day, a home's switch to a new
 * generic, spouses on the same drugs, sisters in the same home, residents of one home on one drug
 * the same month, the same person's other event, namesakes. Written without reading the rule.
 */
import type { DupCaseRow, DupGeneratorOptions, GeneratedDupCase, LabelledDupDataSet } from "./dupData.js"
import { writeFollowUp, WRITERS } from "./dupGeriatriaForms.js"
import type { Channel, Draft } from "./dupGeriatriaNotes.js"
import { letters, type Person } from "./dupGeriatriaPeople.js"
import { monthEnd } from "./dupGeriatriaText.js"
import { buildWorld, type Event } from "./dupGeriatriaWorld.js"
import { prng, type Random } from "./random.js"

const KINDS = [["bitacora_geriatra", 0.2], ["familiar_casa", 0.17], ["domicilio_farmacia", 0.13], ["epicrisis", 0.15], ["resumen_mensual", 0.15], ["seguimiento", 0.2]] as const
type Kind = (typeof KINDS)[number][0]

const weighted = <A>(r: Random, items: ReadonlyArray<readonly [A, number]>): A => {
  let x = r.next() * items.reduce((s, [, w]) => s + w, 0)
  for (const [a, w] of items) if ((x -= w) < 0) return a
  return items[items.length - 1]![0]
}

const fits = (e: Event, kind: Kind): boolean => {
  switch (kind) {
    case "bitacora_geriatra": case "familiar_casa": case "resumen_mensual": return e.person.home !== null
    case "domicilio_farmacia": return e.person.home === null && e.person.homeCare
    case "epicrisis": return e.hospital
    case "seguimiento": return true
  }
}

/** Who writes a single report of an event. */
const channelOf = (r: Random, e: Event, not: ReadonlyArray<Channel> = []): Channel => {
  const p = e.person
  const ways: Array<readonly [Channel, number]> = e.group?.kind === "vacunacion"
    ? [["casa", 45], ["bitacora", 35], ["geriatra", 10], ["resumen", 10]]
    : p.home !== null
    ? [["bitacora", 28], ["casa", 25], ["geriatra", 18], ["familiar", 12], ["farmacia", 4], ["resumen", 6], ["epicrisis", e.hospital ? 12 : 0]]
    : [["familiar", 25], ["geriatra", 25], ["farmacia", 18], ["domicilio", p.homeCare ? 22 : 0], ["ciam", p.ciam !== null ? 10 : 0], ["epicrisis", e.hospital ? 12 : 0]]
  return weighted(r, ways.filter(([c, w]) => w > 0 && !not.includes(c)))
}

/** Days from the event to the unit's receiving a writer's report. */
const receivedBy = (r: Random, e: Event, ch: Channel): number => {
  switch (ch) {
    case "bitacora": return e.onset + (r.chance(0.8) ? r.int(1, 10) : r.int(11, 40))
    case "casa": return e.onset + r.int(1, 12)
    case "geriatra": return e.onset + r.int(2, 30)
    case "familiar": return e.onset + (r.chance(0.75) ? r.int(0, 4) : r.int(5, 20))
    case "domicilio": return e.onset + r.int(1, 7)
    case "farmacia": return e.onset + r.int(0, 6)
    case "ciam": return e.onset + r.int(2, 15)
    case "resumen": return monthEnd(e.onset) + r.int(3, 20)
    case "epicrisis": return e.onset + r.int(14, 50)
  }
}

const bounded = (d: Draft): Draft =>
  d.row.fecha_inicio_evento !== null && d.row.fecha_inicio_evento > d.row.fecha_recepcion ? { ...d, row: { ...d.row, fecha_inicio_evento: d.row.fecha_recepcion } } : d

interface Out { readonly row: DupCaseRow; readonly event: number; readonly planted: Kind | null; readonly received: number }

/** Generates `cases` reports, `pairs` of them planted duplicates; the same seed gives the same set. */
export const generateGeriatria = (options: DupGeneratorOptions): LabelledDupDataSet => {
  const r = prng((options.seed ?? 20250301) ^ 0x6e71a7)
  const pairsWanted = Math.min(options.pairs, Math.floor(options.cases / 2))
  const world = buildWorld(r, options.cases - pairsWanted, options.spanDays ?? 730)
  const events = world.events

  // Each planted pair draws its kind, then an event that kind can be written of.
  const kindOf = new Map<number, Kind>()
  while (kindOf.size < pairsWanted) {
    const kind = weighted(r, KINDS)
    for (let tries = 0; tries < 300; tries++) {
      const i = r.int(0, events.length - 1)
      if (!kindOf.has(i) && fits(events[i]!, kind)) { kindOf.set(i, kind); break }
    }
  }

  const out: Array<Out> = []
  // Nobody writes down an event day after the day the report reaches the unit.
  const write = (i: number, ch: Channel, received: number): Draft => bounded(WRITERS[ch](r, world, events[i]!, received))
  for (const [i, e] of events.entries()) {
    const kind = kindOf.get(i)
    if (kind === undefined) {
      const ch = channelOf(r, e)
      const received = receivedBy(r, e, ch)
      out.push({ row: write(i, ch, received).row, event: i, planted: null, received })
      continue
    }
    const two = (a: Channel, b: Channel) => {
      const ra = receivedBy(r, e, a)
      const rb = receivedBy(r, e, b)
      out.push({ row: write(i, a, ra).row, event: i, planted: kind, received: ra })
      out.push({ row: write(i, b, rb).row, event: i, planted: kind, received: rb })
    }
    switch (kind) {
      case "bitacora_geriatra": two("bitacora", "geriatra"); break
      case "familiar_casa": two("familiar", r.chance(0.6) ? "casa" : "bitacora"); break
      case "domicilio_farmacia": two("domicilio", "farmacia"); break
      case "resumen_mensual": two(r.chance(0.55) ? "bitacora" : "casa", "resumen"); break
      case "epicrisis": {
        const ch = channelOf(r, e, ["epicrisis", "resumen"])
        const ra = receivedBy(r, e, ch)
        out.push({ row: write(i, ch, ra).row, event: i, planted: kind, received: ra })
        const rb = Math.max(ra + r.int(1, 10), receivedBy(r, e, "epicrisis"))
        out.push({ row: write(i, "epicrisis", rb).row, event: i, planted: kind, received: rb })
        break
      }
      case "seguimiento": {
        const ch = channelOf(r, e, ["resumen"])
        const ra = receivedBy(r, e, ch)
        const first = write(i, ch, ra)
        out.push({ row: first.row, event: i, planted: kind, received: ra })
        const rb = ra + r.int(10, 60)
        out.push({ row: bounded(writeFollowUp(r, world, e, first, rb)).row, event: i, planted: kind, received: rb })
        break
      }
    }
  }

  // The unit's database in the order reports arrived; a planted kind is named on the later report.
  const order = out.map((_, k) => k).sort((a, b) => out[a]!.received - out[b]!.received || a - b)
  const sorted = order.map((k) => out[k]!)
  const firstOf = new Map<number, number>()
  const pairs: Array<readonly [number, number]> = []
  for (const [k, o] of sorted.entries()) {
    const seen = firstOf.get(o.event)
    if (seen === undefined) firstOf.set(o.event, k)
    else pairs.push([seen, k])
  }
  const eventIndex = new Map(events.map((e, i) => [e, i] as const))
  const cases: Array<GeneratedDupCase> = sorted.map((o, k) => {
    const e = events[o.event]!
    const isFirst = firstOf.get(o.event) === k
    const earlier = isFirst && e.earlier !== null ? firstOf.get(eventIndex.get(e.earlier)!) ?? null : null
    return {
      row: o.row,
      cluster: o.planted !== null ? o.event : null,
      kind: o.planted !== null && !isFirst ? o.planted : null,
      patient: earlier === null ? null : e.person.id,
      patientOf: earlier
    }
  })

  const namesake = (a: Person, b: Person) => a.given[0] === b.given[0] && (a.pat === b.pat || (a.husband !== null && a.husband === b.husband))
  const confounder = (a: number, b: number): string => {
    const x = events[sorted[a]!.event]!
    const y = events[sorted[b]!.event]!
    if (x === y) return "mismo_evento"
    const px = x.person
    const py = y.person
    if (px === py) return "otro_evento"
    if (x.group !== null && x.group === y.group) return x.group.kind
    if (px.spouse === py) return "esposos"
    if (px.sister === py) return "hermanas"
    if (px.home !== null && px.home === py.home && x.drug === y.drug && Math.abs(x.onset - y.onset) <= 31) return "misma_casa_mismo_mes"
    if (namesake(px, py)) return "homonimo"
    if (x.drug === y.drug && x.reaction === y.reaction) return "mismo_farmaco_reaccion"
    if (letters(px, "primer_nombre") === letters(py, "primer_nombre")) return "mismas_iniciales"
    return "otro"
  }
  return { cases, pairs, confounder }
}
