/**
 * A fifth duplicate generator (`dup-quality.ts --generator committee`): a regional pharmacovigilance
 * committee (CRFV, Cusco) consolidating what primary-care health posts, private boticas, hospitals
 * and patients' phone calls send in. Technicians type it: heavy abbreviations, no accents, ALL CAPS
 * or all lower-case, Quechua surnames spelt as each clerk hears them (`Ccori` / `Qori` / `Kori`),
 * initials sometimes with the mother's surname only, an infant's age in months typed into the years
 * field, dates as DD/MM/YY in the text, drugs as the botica's brand or as `AMOXI 500 CAPS`, two to
 * four suspected products listed in a different order by each report of the same event.
 *
 * Duplicates (`kind`): `referencia` (the health post's report and the hospital's after referral: a
 * physician's words, the admission date one or two days later), `botica_llamada` (a botica's report
 * and the patient's own call transcribed by a technician), `redigitado` (one report keyed twice with
 * typos). Confounders, different patients or events: twins and siblings treated together, school
 * campaigns (one drug, one day, one post, many children), the same patient's new event months later,
 * and the few surnames of a small district. Written without reading the rule or the other generators.
 */
import { type DupCaseRow, type DupGeneratorOptions, isoDay, labelCases, type LabelledDupDataSet } from "./dupData.js"
import {
  ABBREVIATIONS, type Drug, type DrugKey, DRUGS, FEMALE, MALE, REACTIONS, STAFF, SURNAMES
} from "./dupCommitteeLexicon.js"
import { buildPopulation, type District, type Original, type Person, type Population } from "./dupCommitteePeople.js"
import { prng, type Random } from "./random.js"

const DAY = 86_400_000
const START = Date.UTC(2023, 0, 1)

type Source = "posta" | "hospital" | "botica" | "llamada"
/** How one report is written: its source, and the technician's habits. */
interface Voice { readonly source: Source; readonly upper: boolean; readonly lower: boolean; readonly abbr: number; readonly canon: number; readonly reporter: string }

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const ddmmyy = (day: number) => { const t = new Date(START + day * DAY); return `${String(t.getUTCDate()).padStart(2, "0")}/${String(t.getUTCMonth() + 1).padStart(2, "0")}/${String(t.getUTCFullYear() % 100).padStart(2, "0")}` }
const iso = (day: number) => isoDay(START + day * DAY)
const plain = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "")
const shuffle = <A>(r: Random, items: ReadonlyArray<A>): Array<A> => {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) { const j = r.int(0, i); [out[i], out[j]] = [out[j]!, out[i]!] }
  return out
}
const nameOf = (r: Random, spellings: ReadonlyArray<string>, canon: number) => (r.chance(canon) ? spellings[0]! : r.pick(spellings))
const firstNames = (sex: "F" | "M") => (sex === "F" ? FEMALE : MALE)

/** One typo a keyboard makes: two letters swapped, one dropped or doubled. */
const typo = (r: Random, word: string): string => {
  if (word.length < 4) return word
  const i = r.int(1, word.length - 2)
  const k = r.int(0, 2)
  return k === 0 ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) : k === 1 ? word.slice(0, i) + word.slice(i + 1) : word.slice(0, i) + word[i] + word.slice(i)
}
const typos = (r: Random, text: string, n: number): string => {
  const words = text.split(" ")
  for (let k = 0; k < n; k++) { const i = r.int(0, words.length - 1); words[i] = typo(r, words[i]!) }
  return words.join(" ")
}

/** The technician's hand: abbreviations, no accents, one case throughout. */
const style = (r: Random, voice: Voice, text: string): string => {
  const words = plain(text).split(" ").map((w) => {
    const options = ABBREVIATIONS[w.toLowerCase()]
    return options !== undefined && r.chance(voice.abbr) ? r.pick(options) : w
  })
  const out = words.join(" ")
  return voice.upper ? out.toUpperCase() : voice.lower ? out.toLowerCase() : out
}

const ageMonths = (p: Person, day: number) => Math.floor((day - p.birth) / 30.44)
const ageYears = (p: Person, day: number) => Math.floor((day - p.birth) / 365.25)

/** The age as a sentence gives it. */
const ageText = (r: Random, p: Person, day: number): string => {
  const m = ageMonths(p, day)
  const y = ageYears(p, day)
  if (m < 24) return r.pick([`lactante de ${m} meses`, `${m}m`, `de ${m} meses`, `${p.sex === "F" ? "nina" : "nino"} de ${m} meses`])
  if (y < 15) return r.pick([`${p.sex === "F" ? "nina" : "nino"} de ${y} anos`, `escolar de ${y}a`, `menor de ${y} anos`])
  return r.pick([`${p.sex === "F" ? "mujer" : "varon"} de ${y} anos`, `${p.sex === "F" ? "sra" : "sr"} de ${y}a`, `paciente de ${y} anos`, `${y}a ${p.sex}`])
}

/** A drug as this report names it (product name, ingredient field, registration). */
const drugName = (r: Random, drug: Drug, source: Source): { name: string; ifa: string | null; rs: string | null } => {
  const form = { caps: "capsulas", tab: "tabletas", jbe: "jarabe", susp: "suspension", amp: "ampolla", iny: "inyectable" }[drug.form] ?? drug.form
  const brand = drug.brands.length > 0 ? r.pick(drug.brands) : null
  switch (source) {
    case "posta": return { name: r.chance(0.5) ? `${drug.short} ${drug.dose} ${drug.form}` : `${drug.g} ${drug.dose}${/\d$/.test(drug.dose) ? "mg" : ""}`, ifa: r.chance(0.6) ? drug.g : null, rs: null }
    case "hospital": return { name: `${drug.g} ${drug.dose}${/\d$/.test(drug.dose) ? " mg" : ""} ${form}`, ifa: r.chance(0.8) ? drug.g : null, rs: null }
    case "botica": return brand !== null && r.chance(0.7)
      ? { name: r.chance(0.5) ? brand : `${brand} ${drug.dose}`, ifa: r.chance(0.4) ? drug.g : null, rs: r.chance(0.5) ? drug.rs : null }
      : { name: `${drug.short} ${drug.dose} ${drug.form}`, ifa: r.chance(0.4) ? drug.g : null, rs: r.chance(0.3) ? drug.rs : null }
    case "llamada": {
      const said = brand !== null && r.chance(0.5) ? brand : drug.g.split(" ")[0]!
      return { name: r.chance(0.3) ? typo(r, said) : said, ifa: null, rs: null }
    }
  }
}

/** The patient's initials as this report writes them. */
const initials = (r: Random, p: Person, voice: Voice): string => {
  const first = nameOf(r, firstNames(p.sex)[p.first]!, voice.canon)
  const second = p.second !== null && r.chance(voice.source === "hospital" ? 0.5 : 0.25) ? nameOf(r, firstNames(p.sex)[p.second]!, voice.canon) : null
  const pat = nameOf(r, SURNAMES[p.pat]!, voice.canon)
  const mat = nameOf(r, SURNAMES[p.mat]!, voice.canon)
  const motherOnly = r.chance(voice.source === "posta" || voice.source === "llamada" ? 0.12 : 0.04)
  const letters = [first, ...(second !== null ? [second] : []), ...(motherOnly ? [mat] : [pat, mat])].map((w) => w.charAt(0).toUpperCase())
  const k = r.int(0, 3)
  const out = k === 0 ? letters.join("") : k === 1 ? letters.map((l) => `${l}.`).join("") : k === 2 ? letters.join(" ") : letters.join(".")
  return voice.lower ? out.toLowerCase() : out
}

/** The narrative, one to three short sentences in the words of its source. */
const narrative = (r: Random, o: Original, voice: Voice, names: ReadonlyArray<string>, district: District, day: number, dayShown: number | null): string => {
  const { person: p, event: e } = o
  const words = REACTIONS[e.reaction]
  const list = names.join(r.pick([", ", " + ", " y "]))
  const age = ageText(r, p, e.day)
  const when = dayShown === null ? r.pick(["hace unos dias", "el fin de semana", "ayer"]) : `el ${ddmmyy(dayShown)}`
  const s: Array<string> = []
  if (e.campaign !== null) {
    s.push(`${age} presenta ${r.pick(words.tec)} post ${e.campaign} en la IE N ${50000 + (o.campaign ?? 0) * 7} ${when}.`)
    if (r.chance(0.6)) s.push(r.pick(["se observa 30 minutos y se retira a su domicilio.", "se comunica a la madre.", "evoluciona favorablemente."]))
    return s.join(" ")
  }
  switch (voice.source) {
    case "posta":
      s.push(r.chance(0.5)
        ? `${age} acude al ${district.post} ${when} por ${r.pick(words.tec)} luego de tomar ${list}.`
        : `paciente ${age} presenta ${r.pick(words.tec)} despues de ${r.int(1, 5)} dias de tratamiento con ${list}.`)
      if (r.chance(0.6)) s.push(e.serious ? `se refiere al ${district.hospital}.` : r.pick(["se suspende medicamento y se indica clorfenamina.", "se indica suspender y control en 48 horas.", "pendiente evolucion."]))
      if (r.chance(0.3)) s.push(r.pick(["madre refiere que es la primera vez.", "no refiere alergias previas.", `tomaba ${names[0]} para ${r.pick(["infeccion", "dolor", "fiebre", "control"])}.`]))
      break
    case "hospital":
      s.push(`paciente ${p.sex === "F" ? "mujer" : "varon"} de ${ageMonths(p, e.day) < 24 ? `${ageMonths(p, e.day)} meses` : `${ageYears(p, e.day)} anos`} referido de ${district.post} con diagnostico de ${r.pick(words.clin)}.`)
      s.push(`ingresa a emergencia el ${ddmmyy(day)}, recibia ${list} desde hace ${r.int(2, 7)} dias.`)
      if (r.chance(0.7)) s.push(r.pick([`PA ${r.int(80, 120)}/${r.int(50, 80)} FC ${r.int(70, 120)} T ${r.int(36, 39)}.${r.int(0, 9)}, se administra hidrocortisona 100mg EV y clorfenamina 10mg EV.`, "se hospitaliza en medicina, evoluciona favorablemente y sale de alta a las 72 horas.", "se suspende todo el tratamiento, hemograma y perfil hepatico solicitados."]))
      break
    case "botica":
      s.push(`${/^\d/.test(age) ? "cliente " : ""}${age} refiere ${r.pick(r.chance(0.5) ? words.lay : words.tec)} luego de tomar ${list} comprado en ${r.pick(district.boticas)}.`)
      if (r.chance(0.6)) s.push(r.pick(["se recomienda suspender y acudir al establecimiento de salud.", `compro ${when} con receta.`, "sin receta medica.", "se deriva al puesto de salud."]))
      break
    case "llamada":
      s.push(`llamada de ${r.pick(["la paciente", "el paciente", "la madre", "un familiar"])}: refiere que ${dayShown === null ? "desde hace unos dias" : `desde el ${ddmmyy(dayShown)}`} ${r.pick(words.lay)} cuando tomaba ${list}.`)
      if (r.chance(0.6)) s.push(r.pick([`lo compro en ${r.pick(district.boticas)}.`, `se lo dieron en el ${district.post}.`, `tiene ${age.replace(/^(paciente|sra|sr|mujer|varon) de /, "")}.`]))
      if (r.chance(0.4)) s.push("se le indica acudir al establecimiento de salud mas cercano.")
      break
  }
  return style(r, voice, s.join(" "))
}

const ORIGEN: Record<Source, string> = { posta: "Puesto de salud", hospital: "Hospital", botica: "Botica", llamada: "Llamada telefonica" }

/** One report of an original's event, as `voice` writes it. */
const render = (r: Random, o: Original, voice: Voice, district: District, drugs: ReadonlyArray<DrugKey>, shift: number): DupCaseRow => {
  const { person: p, event: e } = o
  const named = drugs.map((k) => ({ k, ...drugName(r, DRUGS[k], voice.source) }))
  const day = e.day + shift
  const dateField = voice.source === "llamada" ? (r.chance(0.4) ? null : day + r.int(-1, 1)) : day
  const m = ageMonths(p, e.day)
  const edad = m < 24
    ? (voice.source === "hospital" ? ageYears(p, e.day) : r.chance(voice.source === "posta" ? 0.35 : 0.5) ? m : ageYears(p, e.day))
    : voice.source === "llamada" && r.chance(0.4) ? Math.round(ageYears(p, e.day) / 5) * 5 : ageYears(p, e.day)
  const birth = r.chance({ posta: 0.7, hospital: 0.9, botica: 0.25, llamada: 0.3 }[voice.source]) ? iso(p.birth) : null
  const casing = (s: string) => (voice.upper ? s.toUpperCase() : voice.lower ? s.toLowerCase() : s)
  return {
    paciente_iniciales: initials(r, p, voice),
    paciente_edad: Math.min(150, Math.max(0, edad)),
    paciente_sexo: p.sex,
    paciente_fecha_nacimiento: birth,
    reportante_nombre: voice.reporter,
    producto_sospechoso: casing(named[0]!.name),
    descripcion_evento: narrative(r, o, voice, named.map((n) => casing(n.name)), district, day, r.chance(voice.source === "hospital" ? 1 : 0.7) ? day : null),
    fecha_inicio_evento: dateField === null ? null : iso(dateField),
    fecha_recepcion: iso(day + r.int(1, 20)),
    origen_notificacion: ORIGEN[voice.source],
    productos: named.map((n) => ({
      nombre_producto: casing(n.name), ifa: n.ifa === null ? null : casing(n.ifa), registro_sanitario: n.rs,
      dosis_frecuencia: voice.source === "llamada" ? null : r.chance(0.6) ? `${DRUGS[n.k].dose} ${DRUGS[n.k].freq}` : null,
      via_administracion: voice.source === "llamada" ? null : r.chance(0.7) ? DRUGS[n.k].via : null
    }))
  }
}

/** The same report keyed a second time: a few typos, perhaps another case and a swapped date. */
const rekey = (r: Random, row: DupCaseRow): DupCaseRow => {
  const swap = (date: string | null) => {
    if (date === null || !r.chance(0.12)) return date
    const [y, mo, d] = date.split("-") as [string, string, string]
    return Number(d) <= 12 && d !== mo ? `${y}-${d}-${mo}` : date
  }
  const recase = r.chance(0.3) ? (s: string) => (s === s.toUpperCase() ? s.toLowerCase() : s.toUpperCase()) : (s: string) => s
  const age = r.chance(0.06) && row.paciente_edad >= 10 ? Number(String(row.paciente_edad).split("").reverse().join("")) : row.paciente_edad
  return {
    ...row,
    paciente_iniciales: r.chance(0.25) ? row.paciente_iniciales.replace(/[. ]/g, "") : row.paciente_iniciales,
    paciente_edad: Math.min(150, age),
    paciente_fecha_nacimiento: swap(row.paciente_fecha_nacimiento),
    fecha_inicio_evento: swap(row.fecha_inicio_evento),
    producto_sospechoso: recase(r.chance(0.3) ? typo(r, row.producto_sospechoso) : row.producto_sospechoso),
    descripcion_evento: recase(typos(r, row.descripcion_evento, r.int(1, 3))),
    productos: row.productos.map((x) => ({ ...x, nombre_producto: x.nombre_producto === null ? null : recase(r.chance(0.2) ? typo(r, x.nombre_producto) : x.nombre_producto) }))
  }
}

/** Kinds of planted duplicates, with their shares. */
const KINDS = [["referencia", 0.4], ["botica_llamada", 0.3], ["redigitado", 0.3]] as const

/** The committee data set; its confounders: twins, siblings, campaign, same patient, same district or other. */
export type CommitteeDataSet = LabelledDupDataSet

/** Generates `cases` reports, `pairs` of them planted duplicates; the same seed gives the same set. */
export const generateCommittee = (options: DupGeneratorOptions): CommitteeDataSet => {
  const r = prng((options.seed ?? 20250301) ^ 0x5c0ff1)
  const pop: Population = buildPopulation(r, options.cases - options.pairs, options.spanDays ?? 730)
  const voiceFor = (source: Source, district: District): Voice => {
    const reporter = source === "posta" ? r.pick(district.staff)
      : source === "hospital" ? `${r.pick(STAFF.hospital)} ${r.pick(MALE.concat(FEMALE))[0]} ${r.pick(SURNAMES)[0]} - ${district.hospital}`
      : source === "botica" ? `${r.pick(STAFF.botica)} ${r.pick(FEMALE)[0]} ${r.pick(SURNAMES)[0]} - ${r.pick(district.boticas)}`
      : `${r.pick(STAFF.crfv)} ${r.pick(FEMALE)[0]} ${r.pick(SURNAMES)[0]} (llamada)`
    const upper = r.chance(0.55)
    return { source, upper, lower: !upper && r.chance(0.6), abbr: r.next() * 0.8, canon: { posta: 0.6, hospital: 0.9, botica: 0.6, llamada: 0.35 }[source], reporter }
  }
  const kindOf = new Map<number, string>()
  for (const i of shuffle(r, pop.originals.map((_, i) => i)).slice(0, options.pairs)) {
    const roll = r.next()
    kindOf.set(i, pop.originals[i]!.campaign !== null || roll < KINDS[2][1] ? "redigitado" : roll < KINDS[2][1] + KINDS[1][1] ? "botica_llamada" : "referencia")
  }
  const cases: Array<DupCaseRow> = []
  const meta: Array<{ readonly orig: number; readonly kind: string | null }> = []
  const at = new Map<number, number>()
  const pairs: Array<readonly [number, number]> = []
  for (const [i, o] of pop.originals.entries()) {
    const district = pop.districts[o.person.district]!
    const kind = kindOf.get(i) ?? null
    const firstSource: Source = o.campaign !== null || kind === "referencia" ? "posta"
      : kind === "botica_llamada" ? (r.chance(0.7) ? "botica" : "llamada")
      : r.pick(["posta", "posta", "posta", "botica", "botica", "llamada", "hospital"] as const)
    const voice = o.campaign !== null ? { ...voiceFor("posta", district), reporter: district.staff[0]! } : voiceFor(firstSource, district)
    const first = render(r, o, voice, district, o.event.drugs, firstSource === "hospital" ? r.int(1, 2) : 0)
    at.set(i, cases.length)
    cases.push(first)
    meta.push({ orig: i, kind: null })
    if (kind === null) continue
    let second: DupCaseRow
    if (kind === "redigitado") second = rekey(r, first)
    else if (kind === "referencia") {
      let drugs = shuffle(r, o.event.drugs)
      if (drugs.length > 1 && r.chance(0.15)) drugs = drugs.slice(0, -1)
      second = render(r, o, voiceFor("hospital", district), district, drugs, r.int(1, 2))
    } else {
      let drugs = shuffle(r, o.event.drugs)
      if (drugs.length > 1 && r.chance(0.4)) drugs = drugs.slice(0, r.int(1, drugs.length - 1))
      second = render(r, o, voiceFor(firstSource === "botica" ? "llamada" : "botica", district), district, drugs, r.int(0, 1))
    }
    pairs.push([cases.length - 1, cases.length])
    cases.push(second)
    meta.push({ orig: i, kind })
  }
  const generated = labelCases(cases, meta, pop.originals, at, kindOf)
  const confounder = (a: number, b: number): string => {
    const x = pop.originals[meta[a]!.orig]!
    const y = pop.originals[meta[b]!.orig]!
    if (x.person.id === y.person.id) return "mismo_paciente"
    if (x.family !== null && x.family === y.family) return x.twins && y.twins ? "gemelos" : "hermanos"
    if (x.campaign !== null && x.campaign === y.campaign) return "campana"
    return x.person.district === y.person.district ? "mismo_distrito" : "otro"
  }
  return { cases: generated, pairs, confounder }
}
