/**
 * A tenth duplicate generator (`dup-quality.ts --generator andes`): the pharmacovigilance of the
 * southern Andes of Peru (DIRESA Puno, Cusco and Apurímac: Juliaca, Puno, Ayaviri, Sicuani,
 * Cusco, Abancay and their micro-networks' health posts) as a regional centre receives it. Most
 * reports are the tuberculosis programme's RAFA forms, filled in by hand at a health post by a
 * técnico de enfermería and typed at the micro-network; the rest are the HIV programme's and the
 * regional hospital pharmacist's reports, obstetricians' reports of pregnant women and infants,
 * ESAVI sheets of vaccination campaigns, the DIGEMID yellow form for ordinary primary care
 * (amoxicillin, metamizole, ferrous sulphate for anaemic children), the network TB coordinator's
 * monthly consolidated list re-entered line by line, the DIRESA epidemiologist's forwarded
 * e-mails, and community health agents' calls written down by a post's nurse. Patients carry
 * Quechua and Aymara surnames with very skewed frequencies, are named by record number or
 * programme code as often as by initials, and their ages are often the only age data.
 *
 * Planted duplicates (`kind`, on the later report):
 * - `rafa_hospital` (~20 %): the post's RAFA form (or yellow form) and the hospital pharmacist's report of the referred patient;
 * - `consolidado` (~17 %): the coordinator's monthly list line re-entered after the RAFA form was;
 * - `doble_digitacion` (~16 %): the same paper form typed at the micro-network and again at the DIRESA, with slips;
 * - `seguimiento` (~16 %): the follow-up with the control labs and the outcome;
 * - `reenvio_correo` (~15 %): the DIRESA epidemiologist's e-mail that quotes the first report and adds a paragraph;
 * - `agente_llamada` (~16 %): the nurse's note of a community agent's call (first name and surname, a guessed age, no dates) and the post's form.
 *
 * Confounders, labelled by `confounder`: a post's month of hepatotoxicity on RHZE, a vaccination
 * campaign day, household contacts on isoniazid, twins, a mother and her child, the same
 * patient's later event, namesakes. Written without reading the duplicate rule.
 */
import { buildEvents } from "./dupAndesEvents.js"
import { draftFicha, draftFollowUp, draftListLine, draftRafa } from "./dupAndesForms.js"
import { draftCall, draftForward, draftHospital, draftObstetra } from "./dupAndesNotes.js"
import { monthStart, pickWeighted, resetPeople, setEpoch, surname } from "./dupAndesPeople.js"
import { type Blank, type Draft, newTypist, noAccents, type Typist, typeDraft } from "./dupAndesText.js"
import { buildPlaces, type Channel, type Event, resetWorld, staffName } from "./dupAndesWorld.js"
import type { DupCaseRow, DupGeneratorOptions, GeneratedDupCase, LabelledDupDataSet } from "./dupData.js"
import { prng, type Random } from "./random.js"

const KINDS = [["rafa_hospital", 0.2], ["consolidado", 0.17], ["doble_digitacion", 0.16], ["seguimiento", 0.16], ["reenvio_correo", 0.15], ["agente_llamada", 0.16]] as const
type Kind = (typeof KINDS)[number][0]

const TB = ["tb", "tpi", "mdr"]

const fits = (r: Random, e: Event, kind: Kind): boolean => {
  switch (kind) {
    case "rafa_hospital": return e.referred || (["tb", "mdr", "vih", "general"].includes(e.programa) && r.chance(0.25))
    case "consolidado": return TB.includes(e.programa)
    default: return true
  }
}

/** The post's own paper for an event: the RAFA form for the programme, else the yellow form or the obstetrician's. */
const paperOf = (e: Event): Channel => (TB.includes(e.programa) ? "rafa" : e.programa === "gestante" ? "obstetra" : "ficha")

/** Generates `cases` reports, `pairs` of them planted duplicates; the same seed gives the same set. */
export const generateAndes = (options: DupGeneratorOptions): LabelledDupDataSet => {
  const r = prng((options.seed ?? 20250301) ^ 0x0a4de5)
  setEpoch("2023-01-01")
  resetPeople()
  resetWorld()
  const pairsWanted = Math.min(options.pairs, Math.floor(options.cases / 2))
  const span = options.spanDays ?? 730
  const places = buildPlaces(r)
  const events = buildEvents(r, places, options.cases - pairsWanted, span)

  // The people who write: one coordinator per network, one epidemiologist per DIRESA, an agent per community.
  const coordinator = new Map<string, string>()
  const epi = new Map<string, string>()
  const agents = new Map<string, string>()
  for (const [p] of places.posts) {
    if (!coordinator.has(p.red)) coordinator.set(p.red, `${staffName(r, [["Lic. Enf.", "Lic."], ["Lic. Enf.", "Lic."]])} - Coord. ESNPCT Red ${p.red}`)
    if (!epi.has(p.diresa)) epi.set(p.diresa, staffName(r, [["Dra.", "Lic."], ["Dr.", "Lic."]], 2))
    for (const c of p.community) if (!agents.has(c)) {
      const [given, female] = r.pick([["Teodoro", false], ["Justina", true], ["Felipe", false], ["Agripina", true], ["Santos", false], ["Eusebia", true]] as const)
      agents.set(c, `${r.pick([female ? "Sra." : "Sr.", "ACS"])} ${given} ${surname(r)}`)
    }
  }
  const microTypists: ReadonlyArray<Typist> = Array.from({ length: 8 }, () => newTypist(r, 0.3 + r.next() * 0.6))
  const diresaTypists: ReadonlyArray<Typist> = Array.from({ length: 3 }, () => newTypist(r, 0.2 + r.next() * 0.4))
  const centre: Typist = { style: "dots", sloppy: 0.15, caps: false }

  const kindOf = new Map<number, Kind>()
  while (kindOf.size < pairsWanted) {
    let kind: Kind = pickWeighted(r, KINDS)
    let i = r.int(0, events.length - 1)
    for (let tries = 0; kindOf.has(i) || !fits(r, events[i]!, kind); tries++) {
      i = r.int(0, events.length - 1)
      if (tries > 200) kind = "doble_digitacion"
    }
    kindOf.set(i, kind)
  }

  const receivedBy = (e: Event, ch: Channel): number => {
    switch (ch) {
      case "rafa": return e.seen + r.int(3, 25)
      case "hospital": return e.seen + r.int(1, 12)
      case "obstetra": return e.seen + r.int(2, 20)
      case "ficha": return e.seen + r.int(1, 15)
      case "consolidado": return monthStart(e.seen) + r.int(33, 50)
      case "correo": return e.seen + r.int(5, 30)
      case "agente": return e.onset + r.int(0, 4)
    }
  }

  const draft = (e: Event, ch: Channel): Draft => {
    const tech = r.pick(e.post.techs)
    switch (ch) {
      case "rafa": return draftRafa(r, e, tech)
      case "hospital": return draftHospital(r, e, r.pick(e.post.hospital.pharmacists))
      case "obstetra": return draftObstetra(r, e, e.post.obstetra)
      case "ficha": return draftFicha(r, e, r.chance(0.7) ? e.post.nurse : staffName(r, [["Dra.", "Med."], ["Dr.", "Med."]]))
      case "consolidado": return draftListLine(r, e, coordinator.get(e.post.red)!, r.int(1, 24))
      case "correo": return draftForward(r, e, epi.get(e.post.diresa)!, null, tech)
      case "agente": {
        const c = r.pick(e.post.community)
        return draftCall(r, e, e.post.nurse, agents.get(c)!)
      }
    }
  }
  // Who keys each kind of paper into the system.
  const typistOf = (ch: Channel): Typist =>
    ch === "rafa" || ch === "ficha" || ch === "obstetra" || ch === "agente" ? r.pick(microTypists)
    : ch === "consolidado" ? { ...r.pick(diresaTypists), style: "listOrder" } : centre

  interface Out { readonly row: DupCaseRow; readonly event: number; readonly kind: Kind | null; readonly received: number }
  const out: Array<Out> = []
  for (const [i, e] of events.entries()) {
    const kind = kindOf.get(i) ?? null
    const push = (d: Draft, t: Typist, received: number, k: Kind | null, blank: Blank = "none") =>
      out.push({ row: typeDraft(r, d, t, received, blank), event: i, kind: k, received })
    const one = (ch: Channel): { d: Draft; received: number } => {
      const received = receivedBy(e, ch)
      const d = draft(e, ch)
      return { d, received }
    }
    // Two reports by independent routes: whichever reaches the centre later is the duplicate.
    const pair = (a: Channel, b: Channel, k: Kind) => {
      const x = one(a)
      const y = one(b)
      const [p, q] = x.received < y.received || (x.received === y.received && r.chance(0.5)) ? [[a, x], [b, y]] as const : [[b, y], [a, x]] as const
      push(p[1].d, typistOf(p[0]), p[1].received, null)
      push(q[1].d, typistOf(q[0]), Math.max(q[1].received, p[1].received), k)
    }
    switch (kind) {
      case null: {
        const { d, received } = one(e.first)
        push(d, typistOf(e.first), received, null)
        break
      }
      case "rafa_hospital": pair(paperOf(e) === "obstetra" ? "obstetra" : paperOf(e), "hospital", kind); break
      case "agente_llamada": pair("agente", e.first === "hospital" || e.first === "agente" || e.first === "consolidado" ? paperOf(e) : e.first, kind); break
      case "consolidado": {
        const first = one("rafa")
        push(first.d, typistOf("rafa"), first.received, null)
        const line = one("consolidado")
        push(line.d, typistOf("consolidado"), Math.max(line.received, first.received + 1), kind)
        break
      }
      case "doble_digitacion": {
        const ch = paperOf(e)
        const first = one(ch)
        push(first.d, r.pick(microTypists), first.received, null)
        const again = first.received + r.int(5, 45)
        const blank: Blank = r.pick(["birth", "event", "productos", "none", "none"])
        push(first.d, r.pick(diresaTypists), again, kind, blank)
        break
      }
      case "seguimiento": {
        const ch: Channel = e.first === "agente" || e.first === "consolidado" || e.first === "correo" ? paperOf(e) : e.first
        const first = one(ch)
        push(first.d, typistOf(ch), first.received, null)
        const day = first.received + r.int(10, 60)
        const follow = draftFollowUp(r, e, first.d, ch === "hospital" ? first.d.reporter : r.pick(e.post.techs), day)
        push(follow, typistOf(ch), day + r.int(0, 7), kind)
        break
      }
      case "reenvio_correo": {
        const ch: Channel = e.first === "correo" || e.first === "consolidado" ? paperOf(e) : e.first
        const first = one(ch)
        push(first.d, typistOf(ch), first.received, null)
        const fwd = draftForward(r, e, epi.get(e.post.diresa)!, first.d, r.pick(e.post.techs))
        const day = first.received + r.int(2, 25)
        push(fwd, centre, day, kind)
        break
      }
    }
  }

  // The centre's database in the order reports arrived.
  const order = out.map((_, k) => k).sort((a, b) => out[a]!.received - out[b]!.received || a - b)
  const sorted = order.map((k) => out[k]!)
  const firstOf = new Map<number, number>()
  for (const [k, o] of sorted.entries()) if (o.kind === null) firstOf.set(o.event, k)
  const pairs: Array<readonly [number, number]> = []
  for (const [k, o] of sorted.entries()) if (o.kind !== null) pairs.push([firstOf.get(o.event)!, k])
  const eventIndex = new Map(events.map((e, i) => [e, i] as const))

  const cases: Array<GeneratedDupCase> = sorted.map((o) => {
    const e = events[o.event]!
    const earlier = o.kind === null && e.earlier !== null ? firstOf.get(eventIndex.get(e.earlier)!) ?? null : null
    return { row: o.row, cluster: kindOf.has(o.event) ? o.event : null, kind: o.kind, patient: earlier === null ? null : e.person.id, patientOf: earlier }
  })

  const plain = (s: string) => noAccents(s).toLowerCase()
  const confounder = (a: number, b: number): string => {
    const x = events[sorted[a]!.event]!
    const y = events[sorted[b]!.event]!
    if (x === y) return "mismo_evento"
    const px = x.person
    const py = y.person
    if (px === py) return "otro_evento"
    if (x.group !== null && y.group !== null && x.group.id === y.group.id) return x.group.kind
    if (px.mother === py || py.mother === px) return "madre_nino"
    if (px.twin === py) return "gemelos"
    if (px.household === py.household) return "contacto_domiciliario"
    if (plain(px.given[0]!) === plain(py.given[0]!) && px.pat === py.pat && px.mat === py.mat) return "homonimo"
    if (x.post === y.post && x.drug === y.drug && Math.abs(x.onset - y.onset) <= 31) return "mismo_puesto_farmaco"
    if (x.drug === y.drug && x.reactions.some((k) => y.reactions.includes(k))) return "mismo_farmaco_reaccion"
    if (px.pat === py.pat && px.mat === py.mat) return "mismos_apellidos"
    return "otro"
  }
  return { cases, pairs, confounder }
}
