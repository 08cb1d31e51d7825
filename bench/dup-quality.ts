/**
 * `pnpm bench:dup:quality` (= `pnpm --filter @atalaya/bench dup:quality`)
 *
 * Quality of duplicate detection on synthetic Spanish cases with planted, labelled duplicates
 * (lib/dupData.ts): every case is checked the way `GET /icsr/{id}/duplicates` checks it, on a
 * fresh PostgreSQL database (default), PGlite, or in memory with `Duplicates.findInMemory`, and
 * the pairs found are compared with the planted ones. Prints precision, recall and F1 at the
 * `dup` threshold and at `dup` + `review`, with what the misses and false alarms look like.
 *
 * Options: --cases N (20000) --pairs N (1000) --seed N --span-days N (730) --days-window N (60)
 *          --engine postgres|pglite|memory (postgres) --concurrency N (8)
 *          --generator reports|templates|inbox|network|committee|clinic|amazon|titular|hospital|andes|geriatria|oncologia|mente|farmacia|toxicologia|materno|ensayos (reports): lib/dupData.ts; lib/dupTemplates.ts, a
 *          second generator in another style (template narratives shared by different patients, the
 *          issue's unseen duplicate kinds); lib/dupInbox.ts, a third (a regional centre's inbox:
 *          boilerplate web forms, SOAP notes, ESAVI sheets on campaign days, pharmacy notes);
 *          lib/dupNetwork.ts, a fourth (a national network receiving one event by several routes:
 *          physician, hospital pharmacist, patient's lay web report, the laboratory's E2B
 *          re-transmission, literature, OCR'd paper forms, follow-ups; clusters of 2 to 4 reports,
 *          faulty-batch, family and twin confounders); lib/dupCommittee.ts, a fifth (a regional
 *          committee: health posts, boticas, hospitals after referral, patients' calls typed by
 *          technicians; twins, siblings, school campaigns); lib/dupClinic.ts, a sixth (a private clinic
 *          chain in Lima and the companies' contact centre: call transcripts, e-mail chains, physician's
 *          forms, CIOMS re-transmissions partly in English, pharmacy notes; family, one prescriber's
 *          statin week, polypharmacy and common-name confounders); lib/dupAmazon.ts, a seventh (an
 *          Amazonian DIRESA: health posts' paper forms keyed by a digitiser, river brigades' ESAVI
 *          sheets, TB and HIV programmes' line listings, agents' SMS, the national centre's
 *          re-transmissions with English MedDRA terms; school deworming days, DOTS and HIV clinic
 *          cohorts, malaria households confounders); lib/dupTitular.ts, an eighth (a laboratory's
 *          safety inbox in Lima: PSP nurses' calls, medical information requests, sales reps' notes,
 *          social media posts, a licensing partner's English or Portuguese E2B re-transmissions, local
 *          literature, physicians' forms and follow-ups; PSP cohort, physician's batch, siblings,
 *          mother and baby, defective lot, rechallenge and namesake confounders); lib/dupHospital.ts, a
 *          ninth (a hospital network's pharmacovigilance unit in northern Peru: ward pharmacists'
 *          intensive-monitoring sheets typed from paper, the prescription system's automatic alerts on
 *          suspension, physicians' yellow cards, night nurses' notes, re-typed sheets, follow-ups and
 *          transfers between hospitals; ICU and oncology day-unit outbreaks, dialysis iron cohort,
 *          twins, mother and newborn, later event and namesake confounders); lib/dupAndes.ts, a tenth (the
 *          southern Andes' DIRESAs: health posts' hand-written RAFA forms typed at the micro-network, the
 *          regional hospital pharmacist's reports of referred patients, the TB coordinator's monthly list
 *          re-entered, the epidemiologist's forwarded e-mails, community agents' calls; a post's month of
 *          RHZE hepatotoxicity, campaign days, household contacts on isoniazid, twins, mother and child,
 *          later event and namesake confounders); lib/dupGeriatria.ts, an eleventh (older adults of Lima and
 *          Arequipa: nursing-home técnicas' logbook notes, relatives' calls about "mi mamá", geriatricians'
 *          notifications, home-care visits, pharmacists' notes, monthly incident summaries, discharge
 *          summaries weeks later and follow-ups; vaccination-day, new-generic, spouses, sisters, later
 *          event and namesake confounders); lib/dupOnco.ts, a twelfth (an oncology and haematology network:
 *          a Lima institute's day hospital and ward and two regional units, chair nurses' forms, oncologists'
 *          notifications, the oncology pharmacy's notes, navigators' WhatsApp notes, a company's
 *          patient-support programme's upper-case template, DIGEMID's copies of relatives' notifications,
 *          discharge summaries weeks later; next-cycle, chair-session, faulty-lot, mother and daughter,
 *          sisters and namesake confounders); lib/dupMente.ts, a thirteenth (Peru's mental-health services: a
 *          psychiatric hospital's ward nurses' notes, psychiatrists' forms with CIE-10 codes, the clozapine
 *          monitoring programme's lab-driven notices, relatives' calls to the CSMC typed by técnicos, pharmacy
 *          dispensing notes, general hospitals' emergency referrals, laboratories' E2B-like copies, follow-ups
 *          and re-sent copies; repeated clozapine counts, later-event, new-generic ward week, heat-wave lithium,
 *          screening-day, family and namesake confounders); lib/dupFarmacia.ts, a fourteenth (a pharmacy chain
 *          and associated boticas in Lima and the provinces: the counter QF's intranet form, customers'
 *          WhatsApp and web chats without accents, the customer-service line's tickets, the central PV unit's
 *          re-entry in DIGEMID's format, pediatricians' notes, re-sent chats and follow-up calls; household
 *          flu-week, mother and child, lot complaint wave, namesake and later-event confounders); lib/dupToxicologia.ts,
 *          a fifteenth (Peru's poison-information and emergency world: the toxicology centre's call sheets typed during
 *          the call, a Lima hospital's emergency notes, clinical toxicologist's consults and pharmacy MAPE forms, school
 *          and workplace nurses' e-mails, relatives' online forms, DIRESA re-keyed DIGEMID copies, follow-ups and
 *          re-sent reports; siblings, school mass-event, metoclopramide-lot, mother and child, namesake and
 *          later-intoxication confounders); lib/dupMaterno.ts, a sixteenth (a maternal-perinatal institute and its
 *          network's obstetrics and neonatology services: gineco-obstetras' yellow forms, obstetras' (midwives') forms,
 *          the pharmacy's intensive-monitoring sheets, neonatology notes of a nameless "RN de Quispe Mamani", nurses'
 *          SOAPIE notes of the delivery room, DIGEMID re-keyed copies, postpartum follow-ups and re-sent forms in
 *          capitals; mother and newborn, twins, a ward's oxytocin or magnesium week, namesake and the same mother's
 *          later-event confounders); lib/dupEnsayos.ts, a seventeenth (clinical-trial safety reporting at Peruvian
 *          sites: investigators' initial SAE forms with protocol, subject numbers and masked initials, the CRO's CIOMS I
 *          partly in English with the sponsor's case number, follow-ups #1 and #2 correcting dates and unblinding, the
 *          authority's re-keyed SUSAR line listing, the admitting hospital's notification with real initials and chart
 *          number, the ethics committee's copy; one arm's weeks of an expected event, the same subject's next SAE, two
 *          protocols at one site, shared initials, vaccinated siblings and household contacts, and the other arm at
 *          another site confounders). The first-sight figures of the second to sixth are kept in bench/README.md
 */
import { Case, Duplicates, DuplicateService } from "@atalaya/core"
import { Effect } from "effect"
import { type BenchDb, freshPglite, freshPostgres, load } from "./lib/dupDb.js"
import { generateAmazon } from "./lib/dupAmazon.js"
import { generateAndes } from "./lib/dupAndes.js"
import { generateClinic } from "./lib/dupClinic.js"
import { generateCommittee } from "./lib/dupCommittee.js"
import { generateEnsayos } from "./lib/dupEnsayos.js"
import { generateFarmacia } from "./lib/dupFarmacia.js"
import { type DupGeneratorOptions, generate, type GeneratedDupCase } from "./lib/dupData.js"
import { generateGeriatria } from "./lib/dupGeriatria.js"
import { generateHospital } from "./lib/dupHospital.js"
import { generateInbox } from "./lib/dupInbox.js"
import { generateMaterno } from "./lib/dupMaterno.js"
import { generateMente } from "./lib/dupMente.js"
import { generateNetwork } from "./lib/dupNetwork.js"
import { generateOnco } from "./lib/dupOnco.js"
import { generateTemplates } from "./lib/dupTemplates.js"
import { generateTitular } from "./lib/dupTitular.js"
import { generateToxicologia } from "./lib/dupToxicologia.js"

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback
}
const CASES = Number(arg("cases", "20000"))
const PAIRS = Number(arg("pairs", "1000"))
const SEED = Number(arg("seed", "20250301"))
const SPAN = Number(arg("span-days", "730"))
const WINDOW = Number(arg("days-window", "60"))
const ENGINE = arg("engine", "postgres")
const CONCURRENCY = Number(arg("concurrency", "8"))
const GENERATOR = arg("generator", "reports")
type DupDataSet = { readonly cases: ReadonlyArray<GeneratedDupCase>; readonly pairs: ReadonlyArray<readonly [number, number]>; readonly confounder?: (a: number, b: number) => string }
// Each generator by its --generator name, in the order they were written.
const GENERATORS: Readonly<Record<string, (options: DupGeneratorOptions) => DupDataSet>> = {
  reports: generate, templates: generateTemplates, inbox: generateInbox, network: generateNetwork, committee: generateCommittee, clinic: generateClinic,
  amazon: generateAmazon, titular: generateTitular, hospital: generateHospital, andes: generateAndes, geriatria: generateGeriatria,
  oncologia: generateOnco, mente: generateMente, farmacia: generateFarmacia, toxicologia: generateToxicologia, materno: generateMaterno,
  ensayos: generateEnsayos
}
const names = Object.keys(GENERATORS)
if (!Object.hasOwn(GENERATORS, GENERATOR)) throw new Error(`--generator must be ${names.slice(0, -1).join(", ")} or ${names.at(-1)}, not ${GENERATOR}`)
if (!["postgres", "pglite", "memory"].includes(ENGINE)) throw new Error(`--engine must be postgres, pglite or memory, not ${ENGINE}`)

const fmt = (n: number, digits = 3) => n.toFixed(digits)
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const log = (text: string) => console.log(text)

type Found = Map<number, ReadonlyArray<{ readonly id: number; readonly score: number }>>

/** Every generated body must be one the API accepts (the same schema as POST /icsr). */
const validate = (cases: ReadonlyArray<GeneratedDupCase>) => {
  for (const [i, c] of cases.entries()) {
    const parsed = Case.CaseCreate.safeParse({ ...c.row, fecha_recepcion: undefined, origen_notificacion: undefined })
    if (!parsed.success) throw new Error(`generated case ${i + 1} is not valid: ${parsed.error.message.slice(0, 300)}`)
  }
}

const viaService = async (db: BenchDb, ids: ReadonlyArray<number>): Promise<Found> => {
  const found: Found = new Map()
  let done = 0
  const started = performance.now()
  await db.runtime.runPromise(Effect.forEach(ids, (id) =>
    Effect.map(DuplicateService.check(id, { days_window: String(WINDOW) }), (answer) => {
      found.set(id, answer.matches)
      if (++done % 5000 === 0) log(`  checked ${done} of ${ids.length} (${secs(performance.now() - started)})`)
    }), { concurrency: CONCURRENCY, discard: true }))
  return found
}

const main = async () => {
  log(`Duplicate quality (${GENERATOR} generator): ${CASES} cases, ${PAIRS} planted pairs, seed ${SEED}, span ${SPAN} days, window ±${WINDOW} days, engine ${ENGINE}`)
  const t0 = performance.now()
  const data = GENERATORS[GENERATOR]!({ cases: CASES, pairs: PAIRS, seed: SEED, spanDays: SPAN })
  validate(data.cases)
  log(`generated and validated ${data.cases.length} cases in ${secs(performance.now() - t0)}`)
  const ids = data.cases.map((_, i) => i + 1)

  let found: Found
  const t1 = performance.now()
  if (ENGINE === "memory") {
    found = Duplicates.findInMemory(data.cases.map((c, i) => Duplicates.profile({ id: i + 1, ...c.row })), { daysWindow: WINDOW })
  } else {
    const db = ENGINE === "postgres" ? await freshPostgres() : await freshPglite()
    try {
      const loaded = await load(db, data.cases)
      log(`loaded into ${db.name}: ${loaded.keys} blocking keys, ${secs(loaded.insertMs)} + indexes ${secs(loaded.indexMs)}`)
      const t = performance.now()
      found = await viaService(db, ids)
      log(`checked every case through DuplicateService.check in ${secs(performance.now() - t)} (${fmt((performance.now() - t) / ids.length, 2)} ms per case, ${CONCURRENCY} at a time)`)
    } finally {
      await db.close()
    }
  }
  const checkMs = performance.now() - t1

  // Pairs found: each unordered pair once, with the best score either side reported.
  const key = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`)
  const scores = new Map<string, number>()
  for (const [id, matches] of found) {
    for (const m of matches) scores.set(key(id, m.id), Math.max(scores.get(key(id, m.id)) ?? 0, m.score))
  }
  const truth = new Set(data.pairs.map(([a, b]) => key(a + 1, b + 1)))
  const samePatient = new Set(data.cases.flatMap((c, i) => (c.patientOf !== null ? [key(c.patientOf + 1, i + 1)] : [])))

  log("")
  log("threshold        found    true   false   missed   precision   recall      F1")
  for (const [name, threshold] of [["dup (>= 0.80)", Duplicates.DUP_THRESHOLD], ["dup+review (>= 0.45)", Duplicates.REVIEW_THRESHOLD]] as const) {
    let tp = 0
    let n = 0
    for (const [k, s] of scores) {
      if (s < threshold) continue
      n++
      if (truth.has(k)) tp++
    }
    const p = n === 0 ? 0 : tp / n
    const r = tp / truth.size
    const f1 = p + r === 0 ? 0 : (2 * p * r) / (p + r)
    log(`${name.padEnd(20)} ${String(n).padStart(5)} ${String(tp).padStart(7)} ${String(n - tp).padStart(7)} ${String(truth.size - tp).padStart(8)}   ${fmt(p).padStart(9)}   ${fmt(r).padStart(6)}   ${fmt(f1).padStart(5)}`)
  }

  // What the planted pairs look like, by kind of duplicate.
  log("")
  log("planted pairs by kind         n   >= 0.80   >= 0.45   found at all (blocking)")
  const kinds = new Map<string, { n: number; dup: number; review: number; seen: number }>()
  // Word rarity over every case, as storage counts it once all are loaded.
  const profiles = data.cases.map((c, i) => Duplicates.profile({ id: i + 1, ...c.row }))
  const rarity = Duplicates.rarityOf(profiles.map((p) => p.narrative))
  const parts = (a: number, b: number) => Duplicates.scoreProfiles(profiles[a]!, profiles[b]!, rarity)
  const missedBy = new Map<string, number>()
  for (const [a, b] of data.pairs) {
    const kind = data.cases[b]!.kind!
    const s = scores.get(key(a + 1, b + 1))
    const k = kinds.get(kind) ?? { n: 0, dup: 0, review: 0, seen: 0 }
    k.n++
    if (s !== undefined) k.seen++
    if ((s ?? 0) >= Duplicates.DUP_THRESHOLD) k.dup++
    if ((s ?? 0) >= Duplicates.REVIEW_THRESHOLD) k.review++
    else {
      const p = parts(a, b).parts
      const sig = `${p.iniciales ? "I" : "-"}${p.fecha_nacimiento ? "B" : "-"}${p.fecha_evento ? "E" : "-"}${p.producto ? "P" : "-"} N${p.narrativa >= 0.5 ? "≥.5" : p.narrativa > 0 ? "<.5" : "=0"}`
      missedBy.set(sig, (missedBy.get(sig) ?? 0) + 1)
    }
    kinds.set(kind, k)
  }
  for (const [kind, k] of kinds) {
    log(`${kind.padEnd(24)} ${String(k.n).padStart(6)} ${fmt(k.dup / k.n, 2).padStart(9)} ${fmt(k.review / k.n, 2).padStart(9)}   ${fmt(k.seen / k.n, 3)}`)
  }
  log(`missed pairs by what matched (I initials, B birth date, E event date, P product, N narrative): ${[...missedBy].sort((x, y) => y[1] - x[1]).map(([s, n]) => `${s} ×${n}`).join(", ") || "none"}`)

  // False alarms at review: what they share.
  const alarms = new Map<string, number>()
  let patientAlarms = 0
  // Only generators that label their confounders (committee) fill this.
  const confounders = new Map<string, number>()
  for (const [k, s] of scores) {
    if (s < Duplicates.REVIEW_THRESHOLD || truth.has(k)) continue
    if (samePatient.has(k)) patientAlarms++
    const [a, b] = k.split(":").map((x) => Number(x) - 1) as [number, number]
    const p = parts(a, b).parts
    const sig = `${p.iniciales ? "I" : "-"}${p.fecha_nacimiento ? "B" : "-"}${p.fecha_evento ? "E" : "-"}${p.producto ? "P" : "-"}`
    alarms.set(sig, (alarms.get(sig) ?? 0) + 1)
    const what = data.confounder?.(a, b)
    if (what !== undefined) confounders.set(what, (confounders.get(what) ?? 0) + 1)
  }
  log(`false alarms at >= 0.45 by what matched: ${[...alarms].sort((x, y) => y[1] - x[1]).map(([s, n]) => `${s} ×${n}`).join(", ") || "none"}` +
    ` (${patientAlarms} of them the same patient's other event, ${samePatient.size} such pairs planted)`)
  if (confounders.size > 0) log(`false alarms at >= 0.45 by what the two reports are: ${[...confounders].sort((x, y) => y[1] - x[1]).map(([s, n]) => `${s} ×${n}`).join(", ")}`)
  log("")
  log(`done in ${secs(performance.now() - t0)} (checking ${secs(checkMs)}); the same seed gives the same figures`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
