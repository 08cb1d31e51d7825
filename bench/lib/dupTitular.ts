/**
 * An eighth duplicate generator (`dup-quality.ts --generator titular`): the safety inbox of a
 * pharmaceutical laboratory in Lima, the marketing authorisation holder (titular del registro) of
 * biologics, oral oncology, contraceptives, antibiotics, vaccines and OTC products sold in Peru. Its
 * reports come from the patient support programme's nurses (monthly calls to a cohort on injectable
 * biologics or oral oncology), medical information requests that turn out to report an event, sales
 * representatives' terse field notes from pharmacies and doctors' offices, social media posts copied
 * in by the community manager, licensing partners' E2B-like re-transmissions in English or
 * Portuguese, local journals' case reports and the treating physicians' forms and follow-ups; among
 * them pregnancy exposures (mother, then baby) and quality complaints with a lot number.
 *
 * Planted duplicates (`kind`, on the second report; about one case in twenty):
 * - `psp_medico` (~18 %): the PSP nurse's call note and the treating physician's form, either first;
 * - `reenvio_socio` (~15 %): a local report and, weeks later, the partner's English or Portuguese re-transmission;
 * - `apm_farmacia` / `apm_consultorio` (~14 %): the sales rep's note and the pharmacy's (or the physician's) own form;
 * - `red_social` (~12 %): a post copied in by the community manager, then the formal report;
 * - `literatura` (~8 %): the physician's spontaneous report, then the case report he published months later;
 * - `consulta_medica` (~13 %): a medical information request and the physician's form;
 * - `seguimiento` (~20 %): a follow-up of the first report.
 *
 * Confounders, different reports that look alike (labelled by `confounder`): a PSP nurse's cohort on
 * one biologic with injection-site reactions the same month, a physician's batch of his own patients
 * the same week with one pasted narrative, siblings given the same vaccine or syrup, a mother's
 * pregnancy exposure and her baby's report, complaints about one defective lot, the same patient's
 * recurrence after rechallenge or different event months later, and namesakes with common surnames.
 * Written without reading the duplicate rule.
 */
import { type DupCaseRow, type DupGeneratorOptions, labelCases, type LabelledDupDataSet } from "./dupData.js"
import { type Ask, fromInquiry, fromNurse, fromPharmacy, fromPhysician, fromRep } from "./dupTitularLocal.js"
import { followUp, fromArticle, fromPartner, fromPost } from "./dupTitularRemote.js"
import { QUALITY } from "./dupTitularProducts.js"
import { buildWorld, type Channel, type Event, pickWeighted } from "./dupTitularWorld.js"
import { prng, type Random } from "./random.js"

/** Kinds of planted duplicates, with their shares (`apm_farmacia` is `apm_consultorio` for prescription products). */
const KINDS = [["psp_medico", 0.18], ["reenvio_socio", 0.15], ["apm_farmacia", 0.14], ["red_social", 0.12], ["literatura", 0.08], ["consulta_medica", 0.13], ["seguimiento", 0.2]] as const
type Kind = (typeof KINDS)[number][0] | "apm_consultorio"

/** Days from the event to a first report, by who writes it. */
const DELAY: Record<Channel, readonly [number, number]> = {
  psp: [1, 25], medico: [2, 30], farmacia: [0, 7], apm: [3, 20], info: [0, 12], social: [0, 7], socio: [20, 90], literatura: [120, 400]
}
/** Days from the first report to the second, by kind. */
const GAP: Record<Kind, readonly [number, number]> = {
  psp_medico: [0, 21], reenvio_socio: [15, 75], apm_farmacia: [0, 14], apm_consultorio: [0, 14], red_social: [2, 40], literatura: [90, 360], consulta_medica: [1, 30], seguimiento: [10, 90]
}

const retail = (e: Event) => e.product.klass === "otc" || e.product.klass === "antibiotico" || (e.product.klass === "anticonceptivo" && e.product.route[0] === "oral")
const fits = (e: Event, kind: Kind): boolean =>
  kind === "psp_medico" ? e.nurse !== null
    : kind === "literatura" ? !e.reactions.some((k) => QUALITY.includes(k)) && (e.serious || e.product.klass === "onco" || e.product.klass === "bio" || e.pregnancy !== null)
    : true

/** Writes one report of an event as a channel's writer would. */
const write = (r: Random, e: Event, channel: Channel, received: number, ask: Ask = {}): DupCaseRow => {
  switch (channel) {
    case "psp": return e.nurse !== null ? fromNurse(r, e, received, ask) : fromPhysician(r, e, received, ask)
    case "medico": return fromPhysician(r, e, received, ask)
    case "farmacia": return fromPharmacy(r, e, received, ask)
    case "apm": return fromRep(r, e, received, ask)
    case "info": return fromInquiry(r, e, received, ask)
    case "social": return fromPost(r, e, received)
    case "socio": return fromPartner(r, e, received, ask)
    case "literatura": return fromArticle(r, e, received)
  }
}

/** The titular data set, with what each pair of different reports has in common. */
export type TitularDataSet = LabelledDupDataSet

/** Generates `cases` reports, `pairs` of them planted duplicates; the same seed gives the same set. */
export const generateTitular = (options: DupGeneratorOptions): TitularDataSet => {
  const r = prng((options.seed ?? 20250301) ^ 0x7171a2)
  const pairsWanted = Math.min(options.pairs, Math.floor(options.cases / 2))
  const world = buildWorld(r, options.cases - pairsWanted, options.spanDays ?? 730)
  const events = world.events
  const index = new Map(events.map((e, i) => [e, i] as const))

  // Each planted pair draws its kind, then an event that kind can be written of.
  const kindOf = new Map<number, Kind>()
  while (kindOf.size < pairsWanted) {
    let kind: Kind = pickWeighted(r, KINDS)
    let i = r.int(0, events.length - 1)
    for (let tries = 0; kindOf.has(i) || !fits(events[i]!, kind); tries++) {
      i = r.int(0, events.length - 1)
      if (tries > 200) kind = "seguimiento"
    }
    if (kind === "apm_farmacia" && !retail(events[i]!)) kind = "apm_consultorio"
    kindOf.set(i, kind)
  }

  const cases: Array<DupCaseRow> = []
  const meta: Array<{ readonly orig: number; readonly kind: Kind | null }> = []
  const at = new Map<number, number>()
  const pairs: Array<readonly [number, number]> = []
  for (const [i, e] of events.entries()) {
    const kind = kindOf.get(i) ?? null
    const local: Channel = ["psp", "medico", "farmacia", "apm", "info"].includes(e.first) ? e.first : "medico"
    let plan: readonly [Channel, Channel | null]
    let ask: Ask = {}
    switch (kind) {
      case null: plan = [e.first, null]; break
      case "psp_medico": plan = r.chance(0.7) ? ["psp", "medico"] : ["medico", "psp"]; break
      case "reenvio_socio": plan = [local, "socio"]; break
      case "apm_farmacia": plan = r.chance(0.5) ? ["apm", "farmacia"] : ["farmacia", "apm"]; ask = { via: "farmacia" }; break
      case "apm_consultorio": plan = r.chance(0.5) ? ["apm", "medico"] : ["medico", "apm"]; ask = { via: "consultorio" }; break
      case "red_social": plan = ["social", pickWeighted(r, [["info", 4], ["medico", 3], [e.nurse !== null ? "psp" : "farmacia", 2], ["farmacia", 1]] as const)]; break
      case "literatura": plan = [r.chance(0.8) ? "medico" : e.nurse !== null ? "psp" : "info", "literatura"]; break
      case "consulta_medica": plan = r.chance(0.7) ? ["info", "medico"] : ["medico", "info"]; break
      case "seguimiento": plan = [e.first === "social" ? "info" : e.first === "literatura" ? "medico" : e.first, null]; break
    }
    const [a, b] = plan
    const delay = DELAY[a]
    const received = e.group?.received != null && a === "medico" ? e.group.received + r.int(0, 4) : e.onset + r.int(delay[0], delay[1])
    const first = write(r, e, a, received, kind === "red_social" ? {} : ask)
    at.set(i, cases.length)
    cases.push(first)
    meta.push({ orig: i, kind: null })
    if (kind === null) continue
    const gap = GAP[kind]
    const later = received + r.int(gap[0], gap[1])
    const second = kind === "seguimiento" ? followUp(r, e, first, later)
      : write(r, e, b!, later, kind === "red_social" ? { afterPost: r.chance(0.5) } : ask)
    pairs.push([cases.length - 1, cases.length])
    cases.push(second)
    meta.push({ orig: i, kind })
  }

  const originals = events.map((e) => ({ earlier: e.earlier === null ? null : index.get(e.earlier) ?? null, person: e.person }))
  const generated = labelCases(cases, meta, originals, at, kindOf)
  const initials = (e: Event) => `${e.person.given[0]!.charAt(0)}${e.person.pat.charAt(0)}${e.person.mat.charAt(0)}`
  const confounder = (a: number, b: number): string => {
    const x = events[meta[a]!.orig]!
    const y = events[meta[b]!.orig]!
    if (x.person === y.person) return (x.rechallenge || y.rechallenge) && x.product === y.product ? "recurrencia" : "mismo_paciente"
    if (x.group !== null && x.group === y.group) return x.group.kind
    if (x.person.household === y.person.household) return "familia"
    if (x.person.female === y.person.female && x.person.given[0] === y.person.given[0] && x.person.pat === y.person.pat) return "homonimo"
    if (initials(x) === initials(y)) return "mismas_iniciales"
    if (x.product === y.product && x.reactions.some((k) => y.reactions.includes(k))) return "mismo_producto_reaccion"
    return x.product === y.product ? "mismo_producto" : "otro"
  }
  return { cases: generated, pairs, confounder }
}
