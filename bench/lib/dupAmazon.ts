/**
 * A seventh duplicate generator (`dup-quality.ts --generator amazon`): a regional health directorate
 * (DIRESA) of the Peruvian Amazon — Loreto, Ucayali, San Martín — forwarding to the national centre
 * what reaches it: health posts' paper forms transcribed by a digitiser, ESAVI sheets of the river
 * brigades, the TB and HIV programmes' reports and monthly line listings, malaria treatment, school
 * deworming days, snake antivenom, and community health agents' SMS and WhatsApp messages.
 *
 * Planted duplicates (`kind`, on the second report; about one case in twenty):
 * - `referencia` (~25 %): the health post's (or brigade's) form and the referral hospital's, the hospital
 *   seeing the patient one to three days later, in a physician's words; one of the two lacks the birth date;
 * - `sms_posta` (~20 %): the agent's SMS, then the post's (or brigade's) form some days later;
 * - `listado` (~20 %, programme events only): the programme's monthly line listing re-entering a case
 *   already reported (capitals, terse, birth date and often the onset lost, the regimen's letters);
 * - `retransmision` (~15 %, more where a listing cannot be): the national centre sending a report back
 *   with English MedDRA terms and the initials only;
 * - `seguimiento` (~20 %, idem): a follow-up by the same source adding the outcome.
 *
 * Confounders, different events that look alike (labelled by `confounder`): schoolchildren of one
 * deworming day (same school, drug, date and complaints, siblings among them), a brigade's vaccination
 * day, patients of one DOTS post on RHZE or of one hospital's HIV clinic on TLD/TLE, households treated
 * for malaria together (same surnames and address), the same patient's later different event (a TB
 * patient's rash, then neuropathy), and the frequent names of small communities.
 * Written without reading the duplicate rule.
 */
import { type DupCaseRow, type DupGeneratorOptions, labelCases, type LabelledDupDataSet } from "./dupData.js"
import type { Programme } from "./dupAmazonDrugs.js"
import { PROVINCES } from "./dupAmazonLexicon.js"
import { buildPopulation } from "./dupAmazonPeople.js"
import type { Source } from "./dupAmazonText.js"
import { type Context, followUp, listing, render, retransmit, voiceFor } from "./dupAmazonWrite.js"
import { prng, type Random } from "./random.js"

/** Kinds of planted duplicates, with their shares. */
const KINDS = [["referencia", 0.25], ["sms_posta", 0.2], ["listado", 0.2], ["retransmision", 0.15], ["seguimiento", 0.2]] as const
type Kind = (typeof KINDS)[number][0]

/** Who first reports an event of each programme, with weights. */
const FIRST: Record<Programme, ReadonlyArray<readonly [Source, number]>> = {
  tb: [["posta", 0.7], ["hospital", 0.1], ["sms", 0.2]],
  vih: [["hospital", 0.75], ["posta", 0.2], ["sms", 0.05]],
  malaria: [["posta", 0.55], ["sms", 0.3], ["hospital", 0.15]],
  mda: [["posta", 0.65], ["sms", 0.35]],
  esavi: [["esavi", 0.85], ["sms", 0.15]],
  antiveneno: [["hospital", 0.65], ["posta", 0.35]],
  general: [["posta", 0.6], ["sms", 0.2], ["hospital", 0.2]]
}
const LISTED: ReadonlyArray<Programme> = ["tb", "vih", "malaria", "mda", "esavi"]

const pickWeighted = <A>(r: Random, items: ReadonlyArray<readonly [A, number]>): A => {
  let x = r.next() * items.reduce((t, [, w]) => t + w, 0)
  for (const [a, w] of items) if ((x -= w) <= 0) return a
  return items[items.length - 1]![0]
}
const shuffle = <A>(r: Random, items: ReadonlyArray<A>): Array<A> => {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) { const j = r.int(0, i); [out[i], out[j]] = [out[j]!, out[i]!] }
  return out
}

/** The Amazon data set, with what each pair of different reports has in common. */
export type AmazonDataSet = LabelledDupDataSet

/** Generates `cases` reports, `pairs` of them planted duplicates; the same seed gives the same set. */
export const generateAmazon = (options: DupGeneratorOptions): AmazonDataSet => {
  const r = prng((options.seed ?? 20250301) ^ 0xa3a201)
  const pairsWanted = Math.min(options.pairs, Math.floor(options.cases / 2))
  const pop = buildPopulation(r, options.cases - pairsWanted, options.spanDays ?? 730)
  const kindOf = new Map<number, Kind>()
  for (const i of shuffle(r, pop.originals.map((_, i) => i)).slice(0, pairsWanted)) {
    let kind: Kind = pickWeighted(r, KINDS)
    if (kind === "listado" && !LISTED.includes(pop.originals[i]!.event.programme)) kind = r.chance(0.5) ? "retransmision" : "seguimiento"
    kindOf.set(i, kind)
  }
  const cases: Array<DupCaseRow> = []
  const meta: Array<{ readonly orig: number; readonly kind: Kind | null }> = []
  const at = new Map<number, number>()
  const pairs: Array<readonly [number, number]> = []
  for (const [i, o] of pop.originals.entries()) {
    const c = pop.communities[o.person.community]!
    const x: Context = { o, c, province: PROVINCES[c.province]! }
    const kind = kindOf.get(i) ?? null
    const programme = o.event.programme
    const firstSource: Source = kind === "referencia" ? (programme === "esavi" ? "esavi" : "posta")
      : kind === "sms_posta" ? "sms"
      : pickWeighted(r, FIRST[programme])
    const voice = voiceFor(r, firstSource, x)
    const lacks = kind === "referencia" ? (r.chance(0.5) ? "first" : "second") : null
    const first = render(r, x, voice, lacks === "first" ? { birth: false } : {})
    at.set(i, cases.length)
    cases.push(first)
    meta.push({ orig: i, kind: null })
    if (kind === null) continue
    let second: DupCaseRow
    switch (kind) {
      case "referencia": second = render(r, x, voiceFor(r, "hospital", x), { shift: r.int(1, 3), ...(lacks === "second" ? { birth: false } : {}) }); break
      case "sms_posta": second = render(r, x, voiceFor(r, programme === "esavi" ? "esavi" : "posta", x), { shift: r.int(1, 6) }); break
      case "listado": second = listing(r, x, voiceFor(r, "listado", x)); break
      case "retransmision": second = retransmit(r, x, first); break
      case "seguimiento": second = followUp(r, x, first, voice); break
    }
    pairs.push([cases.length - 1, cases.length])
    cases.push(second)
    meta.push({ orig: i, kind })
  }
  const generated = labelCases(cases, meta, pop.originals, at, kindOf)
  const GROUP = { mda: "campana_escolar", esavi: "brigada_esavi", tb: "cohorte_tb", vih: "cohorte_vih", malaria: "hogar_malaria" } as const
  const confounder = (a: number, b: number): string => {
    const x = pop.originals[meta[a]!.orig]!
    const y = pop.originals[meta[b]!.orig]!
    if (x.person.id === y.person.id) return "mismo_paciente"
    if (x.group !== null && y.group !== null && x.group.kind === y.group.kind && x.group.id === y.group.id) return GROUP[x.group.kind]
    if (x.person.household === y.person.household) return "hogar"
    const p = x.person
    const q = y.person
    if (p.sex === q.sex && p.first === q.first && p.pat === q.pat) return "nombre_comun"
    return p.community === q.community ? "misma_comunidad" : "otro"
  }
  return { cases: generated, pairs, confounder }
}
