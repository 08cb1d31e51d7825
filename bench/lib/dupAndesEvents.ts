/**
 * The events of the `andes` generator (lib/dupAndes.ts) over the span: mostly one patient's one
 * reaction, and the groups that make a regional centre's false alarms: a health post's month of
 * hepatotoxicity on RHZE (after an active search by the programme), a vaccination campaign day at
 * one post, a tuberculosis patient's household (children and spouse on isoniazid preventive
 * therapy, a sibling who also falls ill), twins given the same iron or vaccine, a mother and her
 * child (her TB or HIV treatment, the child's prophylaxis), the same patient's later event (the
 * second phase's RAFA, another drug of the regimen), and namesakes: another Juan Mamani Quispe.
 */
import { drug, drugsOf, reactionOf, type RKey } from "./dupAndesDrugs.js"
import { monthStart, newPerson, type Person } from "./dupAndesPeople.js"
import { type Event, type GroupKind, infantBirth, newEvent, type Places } from "./dupAndesWorld.js"
import type { Random } from "./random.js"

/** Builds `n` events over `span` days. */
export const buildEvents = (r: Random, places: Places, n: number, span: number): Array<Event> => {
  const events: Array<Event> = []
  let groupId = 0
  const group = (kind: GroupKind) => ({ kind, id: ++groupId })
  const inSpan = (d: number) => Math.min(span - 1, Math.max(0, d))

  const outbreak = (day: number) => {
    // A post's active search after a training finds several patients with hepatotoxicity in a month.
    const post = places.post(r)
    const g = group("brote_puesto")
    const m = monthStart(day)
    const k = r.int(3, 7)
    for (let i = 0; i < k; i++) {
      const reactions: Array<RKey> = r.chance(0.75) ? ["hepato"] : ["hepato", r.pick(["vomitos", "gastritis", "rash"] as const)]
      events.push(newEvent(r, places, inSpan(m + r.int(0, 27)), { post, programa: "tb", drug: drug("rhze"), reactions, group: g }))
    }
  }

  const campaign = (day: number) => {
    const post = places.post(r)
    const g = group("campana_vacunacion")
    const vaccine = r.pick(["influenza", "influenza", "spr", "vph", "aa"].map(drug))
    const k = r.int(4, 12)
    // The reactions of a campaign day look alike: fever and a sore arm.
    const usual = reactionOf(r, vaccine)
    for (let i = 0; i < k; i++) {
      const onset = inSpan(day + (r.chance(0.7) ? 0 : 1))
      const reactions = r.chance(0.6) ? [usual] : [reactionOf(r, vaccine)]
      events.push(newEvent(r, places, onset, { post, drug: vaccine, reactions, start: day, group: g }))
    }
  }

  const household = (day: number) => {
    const post = places.post(r)
    const g = group("contacto_domiciliario")
    const fatherPat = newPerson(r, day, 40).pat
    const motherPat = newPerson(r, day, 40).pat
    const indexFemale = r.chance(0.4)
    const index = newPerson(r, day, r.int(20, 60), indexFemale ? { female: true, pat: motherPat } : { female: false, pat: fatherPat })
    const first = newEvent(r, places, day, { person: index, post, programa: "tb", drug: drug("rhze"), group: g })
    events.push(first)
    const tpiStart = day + r.int(7, 30)
    const k = r.int(1, 3)
    for (let i = 0; i < k; i++) {
      const child = newPerson(r, day, r.int(1, 17), { pat: fatherPat, mat: motherPat, household: index.household })
      const sick = r.chance(0.2)
      events.push(newEvent(r, places, inSpan(tpiStart + r.int(5, 45)), { person: child, post, drug: sick ? drug("rhze") : drug("h"), start: sick ? undefined : tpiStart, group: g } as const))
    }
    if (r.chance(0.3)) {
      const spouse = newPerson(r, day, r.int(20, 60), { female: !indexFemale, pat: indexFemale ? fatherPat : motherPat, household: index.household })
      events.push(newEvent(r, places, inSpan(tpiStart + r.int(5, 45)), { person: spouse, post, drug: drug("h"), start: tpiStart, group: g }))
    }
  }

  const twins = (day: number) => {
    const post = places.post(r)
    const g = group("gemelos")
    const mother = newPerson(r, day, r.int(18, 38), { female: true })
    const fatherPat = newPerson(r, day, 30).pat
    const d = r.pick(["sf_nino", "sf_nino", "mmn", "pentavalente", "spr"].map(drug))
    const age = d.id === "pentavalente" ? 0 : d.id === "spr" ? 1 : r.int(0, 2)
    const a = newPerson(r, day, age, { pat: fatherPat, mat: mother.pat, household: mother.household, mother, ...infantBirth(r, d, day) })
    const b = newPerson(r, day, age, { pat: fatherPat, mat: mother.pat, household: mother.household, mother, birth: a.birth, female: r.chance(0.6) ? a.female : !a.female })
    a.twin = b
    b.twin = a
    const start = day - r.int(0, 20)
    const reactions = [reactionOf(r, d)]
    events.push(newEvent(r, places, day, { person: a, post, drug: d, start, reactions, group: g }))
    events.push(newEvent(r, places, inSpan(day + (r.chance(0.5) ? 0 : r.int(1, 5))), { person: b, post, drug: d, start, reactions: r.chance(0.6) ? reactions : [reactionOf(r, d)], group: g }))
  }

  const motherChild = (day: number) => {
    const post = places.post(r)
    const g = group("madre_nino")
    const kind = r.pick(["tb", "vih", "gestante"] as const)
    const mother = newPerson(r, day, r.int(17, 40), { female: true })
    const fatherPat = newPerson(r, day, 30).pat
    const childAge = kind === "tb" ? r.int(0, 5) : 0
    const [md, cd] = kind === "tb" ? [drug("rhze"), drug("h")] : kind === "vih" ? [r.pick([drug("tld"), drug("tle")]), drug("azt")] : [drug("sf_af"), r.pick([drug("pentavalente"), drug("sf_nino")])]
    const child = newPerson(r, day, childAge, { pat: fatherPat, mat: mother.pat, household: mother.household, mother, ...infantBirth(r, cd, day) })
    events.push(newEvent(r, places, day, { person: mother, post, drug: md, group: g }))
    events.push(newEvent(r, places, inSpan(day + r.int(0, 30)), { person: child, post, drug: cd, group: g }))
  }

  const later = (day: number): boolean => {
    // The same patient's different event: the second phase, another drug, another reaction.
    const e0 = events[r.int(Math.max(0, events.length - 3000), events.length - 1)]!
    if (e0.group?.kind === "campana_vacunacion" || e0.drug.programa === "vacuna" || e0.drug.programa === "anemia") return false
    const d = e0.drug.id === "rhze" && r.chance(0.5) ? drug("rh") : e0.drug.programa === "general" ? r.pick(drugsOf("general")) : e0.drug
    const onset = e0.onset + r.int(40, 240)
    if (onset >= span) return false
    let reactions = [reactionOf(r, d)]
    for (let t = 0; t < 10 && d === e0.drug && e0.reactions.includes(reactions[0]!); t++) reactions = [reactionOf(r, d)]
    if (d === e0.drug && e0.reactions.includes(reactions[0]!)) return false
    events.push(newEvent(r, places, onset, {
      person: e0.person, drug: d, reactions, earlier: e0, hc: e0.hc, pct: e0.pct,
      start: d === e0.drug ? e0.start : undefined
    }))
    return true
  }

  const namesake = (day: number): boolean => {
    const e0 = events[r.int(Math.max(0, events.length - 3000), events.length - 1)]!
    const p0: Person = e0.person
    if (p0.mother !== null) return false
    const p = newPerson(r, day, r.int(15, 80), { female: p0.female, pat: p0.pat, mat: p0.mat })
    const same: Person = { ...p, given: r.chance(0.6) ? [p0.given[0]!] : [p0.given[0]!, ...p.given.slice(1)] }
    const sameDrug = r.chance(0.5) && !["vacuna", "anemia", "gestante"].includes(e0.drug.programa)
    events.push(newEvent(r, places, day, { person: same, drug: sameDrug ? e0.drug : undefined, post: r.chance(0.3) ? e0.post : undefined }))
    return true
  }

  while (events.length < n) {
    const day = r.int(0, span - 1)
    const x = r.next()
    const room = n - events.length
    if (x < 0.0065 && room >= 7) outbreak(day)
    else if (x < 0.0115 && room >= 12) campaign(day)
    else if (x < 0.021 && room >= 5) household(day)
    else if (x < 0.0235 && room >= 2) twins(day)
    else if (x < 0.027 && room >= 2) motherChild(day)
    else if (x < 0.052 && events.length > 50 && later(day)) continue
    else if (x < 0.052) events.push(newEvent(r, places, day))
    else if (x < 0.066 && events.length > 50 && namesake(day)) continue
    else events.push(newEvent(r, places, day))
  }
  return events
}
