/**
 * The people and events behind the committee generator's reports (lib/dupCommittee.ts): districts
 * with a handful of surnames each, patients treated with two to four drugs at once, and the
 * confounders a committee meets — twins and siblings treated together, school campaigns, the same
 * patient's new event months later.
 */
import {
  BOTICA_NAMES, type DrugKey, DRUGS, FEMALE, MALE, POST_KINDS, PROVINCES, type ReactionKey, REACTIONS, SCENARIOS, STAFF, SURNAMES
} from "./dupCommitteeLexicon.js"
import type { Random } from "./random.js"

/** A patient; names are indexes into the lexicon's spellings. */
export interface Person { readonly id: number; readonly first: number; readonly second: number | null; readonly pat: number; readonly mat: number; readonly sex: "F" | "M"; readonly birth: number; readonly district: number }
/** An adverse event: day (from 2023-01-01), suspected drugs in prescription order, reaction. */
export interface Event { readonly day: number; readonly drugs: ReadonlyArray<DrugKey>; readonly reaction: ReactionKey; readonly serious: boolean; readonly campaign: string | null }
/** One original report's facts, and the confounder group it belongs to. */
export interface Original { readonly person: Person; readonly event: Event; earlier: number | null; family: number | null; twins: boolean; readonly campaign: number | null }
/** A district: its few surnames, its post, boticas and staff, its province's hospital. */
export interface District { readonly name: string; readonly surnames: ReadonlyArray<number>; readonly post: string; readonly boticas: ReadonlyArray<string>; readonly hospital: string; readonly staff: ReadonlyArray<string> }
/** Everything the reports are written from. */
export interface Population { readonly districts: ReadonlyArray<District>; readonly originals: ReadonlyArray<Original> }

const SERIOUS: ReadonlyArray<ReactionKey> = ["anafilaxia", "sjs", "ictericia", "hipoglicemia", "hipotension"]
const ALL_REACTIONS = Object.keys(REACTIONS) as Array<ReactionKey>
const ALL_DRUGS = (Object.keys(DRUGS) as Array<DrugKey>).filter((k) => k !== "vph" && k !== "flu")

/** Builds `n` original events over `span` days; the caller's random source makes it deterministic. */
export const buildPopulation = (r: Random, n: number, span: number): Population => {
  const districts: Array<District> = PROVINCES.flatMap((p) => p.districts.map((name) => {
    const surnames = new Set<number>()
    while (surnames.size < 10) surnames.add(r.int(0, SURNAMES.length - 1))
    const post = `${r.pick(POST_KINDS)} ${name}`
    const staff = [0, 1, 2].map(() => `${r.pick(STAFF.post)} ${r.pick(FEMALE.concat(MALE))[0]} ${SURNAMES[r.int(0, SURNAMES.length - 1)]![0]} - ${post}`)
    return { name, surnames: [...surnames], post, boticas: [r.pick(BOTICA_NAMES), r.pick(BOTICA_NAMES)].map((b) => `${b} (${name})`), hospital: p.hospital, staff }
  }))
  let ids = 0
  let families = 0
  let campaigns = 0
  const surname = (d: District) => (r.chance(0.8) ? r.pick(d.surnames) : r.int(0, SURNAMES.length - 1))
  const person = (district: number, sex: "F" | "M", birth: number, pat?: number, mat?: number): Person => {
    const d = districts[district]!
    const names = sex === "F" ? FEMALE : MALE
    return { id: ids++, first: r.int(0, names.length - 1), second: r.chance(0.4) ? r.int(0, names.length - 1) : null, pat: pat ?? surname(d), mat: mat ?? surname(d), sex, birth, district }
  }
  const birthFor = (child: boolean, day: number) => {
    const days = child ? (r.chance(0.4) ? r.int(1, 23) * 30.44 : r.int(24, 155) * 30.44) : r.int(16, 85) * 365.25 + r.int(0, 364)
    return Math.round(day - days)
  }
  const event = (day: number, scenario = r.pick(SCENARIOS)): Event => {
    const all = scenario.drugs
    const count = all.length === 1 || r.chance(0.25) ? 1 : r.int(2, all.length)
    const keep = new Set<number>()
    while (keep.size < count) keep.add(r.int(0, all.length - 1))
    const drugs = all.filter((_, i) => keep.has(i))
    const extra = r.pick(ALL_DRUGS)
    if (r.chance(0.1) && !drugs.includes(extra) && drugs.length < 4) drugs.push(extra)
    const reaction = r.chance(0.7) ? r.pick(scenario.reactions) : r.pick(ALL_REACTIONS)
    return { day, drugs, reaction, serious: SERIOUS.includes(reaction) || r.chance(0.1), campaign: null }
  }
  const originals: Array<Original> = []
  const earlierOne = () => {
    for (let k = 0; k < 20; k++) { const i = r.int(0, originals.length - 1); if (originals[i]!.campaign === null) return i }
    return null
  }
  while (originals.length < n) {
    const roll = r.next()
    const before = originals.length > 50 ? earlierOne() : null
    const o = before === null ? null : originals[before]!
    if (roll < 0.0025) {
      // A school campaign: one drug, one day, one post, many children.
      const district = r.int(0, districts.length - 1)
      const day = r.int(0, span - 1)
      const vph = r.chance(0.4)
      const campaign = campaigns++
      for (let k = Math.min(r.int(8, 30), n - originals.length); k > 0; k--) {
        const birth = day - Math.round((vph ? r.int(9, 13) : r.int(5, 12)) * 365.25 + r.int(0, 364))
        const reaction: ReactionKey = r.pick(vph ? ["sincope", "dolor_sitio", "cefalea", "mareo"] : ["dolor_abd", "vomitos", "diarrea", "rash"])
        originals.push({
          person: person(district, vph ? "F" : r.pick(["F", "M"] as const), birth),
          event: { day, drugs: [vph ? "vph" : "alben"], reaction, serious: false, campaign: vph ? "vacunacion contra VPH" : "desparasitacion masiva" },
          earlier: null, family: null, twins: false, campaign
        })
      }
    } else if (roll < 0.0125 && o !== null) {
      // Twins treated for the same illness with the same drugs.
      const family = o.family ?? families++
      o.family = family
      o.twins = true
      const p = o.person
      originals.push({
        person: person(p.district, r.pick(["F", "M"] as const), p.birth, p.pat, p.mat),
        event: { ...o.event, day: o.event.day + r.int(0, 1), reaction: r.chance(0.5) ? o.event.reaction : r.pick(ALL_REACTIONS) },
        earlier: null, family, twins: true, campaign: null
      })
    } else if (roll < 0.0425 && o !== null) {
      // A sibling, often given the same prescription within the week.
      const family = o.family ?? families++
      o.family = family
      const p = o.person
      const birth = p.birth + (r.chance(0.5) ? 1 : -1) * Math.round(r.int(1, 8) * 365.25 + r.int(0, 200))
      const day = o.event.day + r.int(0, 7)
      originals.push({
        person: person(p.district, r.pick(["F", "M"] as const), Math.min(birth, day - 30), p.pat, p.mat),
        event: r.chance(0.6) ? { ...event(day), drugs: o.event.drugs } : event(day),
        earlier: null, family, twins: false, campaign: null
      })
    } else if (roll < 0.0925 && o !== null && before !== null) {
      // The same patient's new event months later, often on the same chronic treatment.
      const day = o.event.day + r.int(60, 360)
      const e = event(day)
      originals.push({ person: o.person, event: r.chance(0.5) ? { ...e, drugs: o.event.drugs } : e, earlier: before, family: o.family, twins: false, campaign: null })
    } else {
      const scenario = r.pick(SCENARIOS)
      const day = r.int(0, span - 1)
      originals.push({ person: person(r.int(0, districts.length - 1), r.pick(["F", "M"] as const), birthFor(scenario.child, day)), event: event(day, scenario), earlier: null, family: null, twins: false, campaign: null })
    }
  }
  // In event order, as the committee's register lists them; `earlier` follows its report.
  const order = originals.map((_, i) => i).sort((a, b) => originals[a]!.event.day - originals[b]!.event.day || a - b)
  const where = new Map(order.map((i, k) => [i, k]))
  const sorted = order.map((i) => originals[i]!)
  for (const o of sorted) if (o.earlier !== null) o.earlier = where.get(o.earlier) ?? null
  return { districts, originals: sorted }
}
