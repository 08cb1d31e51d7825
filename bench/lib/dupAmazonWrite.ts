/**
 * The reports of the seventh duplicate generator (lib/dupAmazon.ts), one function per source:
 *
 * - `posta`: a health post's paper form, transcribed at the DIRESA by a digitiser (abbreviations,
 *   fields left empty, OCR-like slips, the onset sometimes only in the narrative or as `hace 3 días`);
 * - `hospital`: the referral hospital's form (a physician's words, the admission date, labs);
 * - `sms`: a community health agent's SMS or WhatsApp message, retyped as received;
 * - `esavi`: a river brigade's ESAVI sheet (vaccine, lot, dose, vaccination day);
 * - `listado`: a programme's monthly line listing (capitals, terse, fields lost);
 * - `cnfv`: the national centre's re-transmission of a report back to the region (MedDRA terms in English);
 * - `seguimiento`: a follow-up of an earlier report, adding the outcome.
 */
import type { DupCaseRow } from "./dupData.js"
import { DRUGS, OUTCOMES, type Programme, REACTIONS } from "./dupAmazonDrugs.js"
import { BRIGADES, FEMALE, MALE, type Province, STAFF, SURNAMES } from "./dupAmazonLexicon.js"
import type { Community, Original } from "./dupAmazonPeople.js"
import {
  ageField, ageText, cap, dateText, dayOf, firstOfMonth, hand, iso, monthText, nameField, plain, products, type Source, toInitials, type Voice
} from "./dupAmazonText.js"
import type { Random } from "./random.js"

/** What a report is written from: the facts, the community and its province. */
export interface Context { readonly o: Original; readonly c: Community; readonly province: Province }

const INDICATION: Record<Programme, ReadonlyArray<string>> = {
  tb: ["TB pulmonar BK+", "tuberculosis pulmonar", "TBP frotis positivo", "TB pulmonar sensible"],
  vih: ["infección por VIH", "VIH", "VIH estadio 1"],
  malaria: ["malaria vivax", "malaria por P. vivax", "paludismo vivax", "malaria falciparum"],
  mda: ["desparasitación escolar", "campaña de desparasitación"],
  esavi: ["vacunación", "inmunización"],
  antiveneno: ["mordedura de serpiente (jergón)", "accidente ofídico botrópico", "mordedura de shushupe", "ofidismo"],
  general: ["faringitis", "infección urinaria", "neumonía", "dolor lumbar", "anemia", "infección de piel", "sífilis"]
}
/** What a post's everyday medicines are given for. */
const GENERAL_FOR: Record<string, ReadonlyArray<string>> = {
  Amoxicilina: ["faringitis", "neumonía", "otitis", "infección de piel"], Cotrimoxazol: ["infección urinaria", "diarrea disentérica"],
  Metamizol: ["fiebre", "dolor lumbar", "cólico"], Ceftriaxona: ["neumonía", "infección urinaria"], "Benzatínica": ["sífilis", "faringitis", "impétigo"],
  "Sulfato ferroso": ["anemia", "anemia leve"]
}
const ORIGEN: Record<Source, string> = {
  posta: "Ficha física (digitada)", hospital: "Hospital", sms: "SMS/WhatsApp ACS", esavi: "Ficha ESAVI", listado: "Listado mensual de estrategia",
  cnfv: "Retransmisión CENAFyT", seguimiento: "Seguimiento"
}
const LAB: Partial<Record<string, (r: Random) => string>> = {
  hepato: (r) => `TGO ${r.int(150, 900)} TGP ${r.int(180, 1100)} BT ${r.int(2, 9)}.${r.int(0, 9)}`,
  hemolisis: (r) => `Hb ${r.int(5, 9)}.${r.int(0, 9)} g/dl, coluria`,
  renal: (r) => `creatinina ${r.int(1, 3)}.${r.int(1, 9)} mg/dl`,
  anafilaxia: (r) => `PA ${r.int(60, 85)}/${r.int(30, 50)} FC ${r.int(110, 150)}`,
  hipotension: (r) => `PA ${r.int(70, 85)}/${r.int(40, 50)}`,
  convulsion: (r) => `T ${r.int(38, 40)}.${r.int(0, 9)} °C`
}

/** Who signs a report of this source. */
export const reporterFor = (r: Random, source: Source, x: Context): string => {
  switch (source) {
    case "posta": return r.chance(0.7) ? `${r.pick(x.c.staff)} - ${x.c.post}` : x.c.post
    case "hospital": {
      const female = r.chance(0.5)
      const title = r.pick(STAFF.hospital)
      return `${female && title === "Dr." ? "Dra." : !female && title === "Dra." ? "Dr." : title} ${r.pick(female ? FEMALE : MALE)[0]} ${r.pick(SURNAMES)[0]} - ${x.province.hospital}`
    }
    case "sms": return `${r.pick(STAFF.agent)} ${r.pick(x.c.agents)} (${x.c.name})`
    case "esavi": return `${BRIGADES[(x.o.group?.id ?? 0) % BRIGADES.length]} - ${x.province.region}`
    case "listado": {
      const p = x.o.event.programme
      return `${p === "tb" || p === "vih" || p === "malaria" || p === "esavi" || p === "mda" ? STAFF.programme[p] : "DIRESA"} - DIRESA ${x.province.region}`
    }
    case "cnfv": return "CENAFyT - DIGEMID (retransmisión)"
    case "seguimiento": return x.c.post
  }
}

/** A writer's hand for this source. */
export const voiceFor = (r: Random, source: Source, x: Context): Voice => {
  const reporter = reporterFor(r, source, x)
  switch (source) {
    case "posta": return { source, reporter, canon: 0.55, ocr: r.chance(0.6) ? r.next() * 0.06 : 0, abbr: r.next() * 0.7, upper: r.chance(0.25), accents: r.chance(0.4) }
    case "hospital": return { source, reporter, canon: 0.85, ocr: 0, abbr: r.next() * 0.3, upper: false, accents: r.chance(0.7) }
    case "sms": return { source, reporter, canon: 0.3, ocr: 0, abbr: 0.4 + r.next() * 0.5, upper: false, accents: false }
    case "esavi": return { source, reporter, canon: 0.7, ocr: r.chance(0.4) ? r.next() * 0.04 : 0, abbr: r.next() * 0.4, upper: r.chance(0.2), accents: r.chance(0.5) }
    case "listado": return { source, reporter, canon: 0.75, ocr: 0, abbr: 0.8, upper: true, accents: false }
    case "cnfv": return { source, reporter, canon: 1, ocr: 0, abbr: 0, upper: false, accents: true }
    case "seguimiento": return { source, reporter, canon: 0.6, ocr: 0, abbr: 0.3, upper: false, accents: r.chance(0.5) }
  }
}

/** How the onset is put in running text: a date, days into treatment, `hace N días`, or not at all. */
const onsetText = (r: Random, x: Context, written: number, source: Source): string => {
  const { day, start } = x.o.event
  const k = r.next()
  if (k < 0.33) return source === "sms" ? `desde el ${dateText(r, day, source)}` : `el ${dateText(r, day, source)}`
  const once = x.o.event.programme === "esavi" || x.o.event.programme === "mda"
  if (k < 0.5 && day - start > 0) return source === "sms" ? `a los ${day - start} dias d ${x.o.event.programme === "esavi" ? "la vacuna" : "tomar"}` : `a los ${day - start} días ${once ? (x.o.event.programme === "esavi" ? "de la vacuna" : "de la dosis") : "de iniciado"}`
  if (k < 0.5 && day === start) return r.pick(["a las pocas horas", `a los ${r.int(10, 50)} minutos`, "el mismo día"])
  if (k < 0.72) return written - day <= 0 ? (source === "sms" ? "desde hoy" : "hoy") : written - day === 1 ? (source === "sms" ? "desde ayer" : "desde ayer") : `hace ${written - day} días`
  return ""
}

const drugIntro = (r: Random, x: Context, drugs: string, source: Source): string => {
  const { event: e, group } = x.o
  const since = e.start < e.day ? ` desde el ${dateText(r, e.start, source)}` : ""
  switch (e.programme) {
    case "tb": return r.pick([`con ${r.pick(INDICATION.tb)} en tratamiento con ${drugs}${since} (DOTS en ${x.c.post})`, `en tratamiento antiTB con ${drugs}, ${e.day - e.start > 60 ? "segunda" : "primera"} fase, dosis N° ${Math.max(1, Math.round((e.day - e.start) * 6 / 7))}`])
    case "vih": return `con ${r.pick(INDICATION.vih)} en TARV con ${drugs}${since}`
    case "malaria": return `con ${r.pick(INDICATION.malaria)} (gota gruesa positiva) que recibe ${drugs}${since}`
    case "mda": return `alumno de la ${group?.place ?? "escuela"}, recibió ${drugs} en la campaña de desparasitación del ${dateText(r, e.start, source)}`
    case "esavi": return `vacunado con ${drugs} el ${dateText(r, e.start, source)}`
    case "antiveneno": return `con ${r.pick(INDICATION.antiveneno)} en ${r.pick(["pie derecho", "pie izquierdo", "pierna", "mano derecha"])}, recibe ${drugs}`
    case "general": return `que recibe ${drugs} por ${r.pick(GENERAL_FOR[e.regimen.name] ?? INDICATION.general)}`
  }
}

const action = (r: Random, x: Context, drugs: string): string => {
  const e = x.o.event
  if (e.serious && r.chance(0.7)) return `Se refiere al ${x.province.hospital}.`
  return r.pick([`Se suspende ${drugs}.`, "Se indica clorfenamina y control en 48 h.", "Se continúa tratamiento con vigilancia.", "Se coordina con la estrategia.", "Se observa y se indica paracetamol.", ""])
}

/** A first report of `x` in `voice`; `shift` moves its dates (the hospital sees the patient later). */
export const render = (r: Random, x: Context, voice: Voice, options: { readonly shift?: number; readonly birth?: boolean } = {}): DupCaseRow => {
  const { person: p, event: e } = x.o
  const s = voice.source
  const shift = options.shift ?? 0
  const written = e.day + shift + (s === "sms" ? r.int(0, 2) : s === "hospital" ? 0 : r.int(0, 4))
  const drugs = products(r, e, voice)
  const R = REACTIONS[e.reaction]
  const words = s === "sms" ? r.pick(R.lay) : r.pick(R.tec)
  const onset = onsetText(r, x, written, s)
  const sentences: Array<string> = []
  if (s === "sms") {
    const who = r.chance(0.4) ? `${nameField(r, p, voice)} ` : ""
    sentences.push(`${r.chance(0.3) ? r.pick(["buenas lic", "buenos dias", "lic"]) + " " : ""}pcte ${who}${ageText(r, p, e.day, s)} d ${x.c.name} despues d tomar ${drugs.text} presenta ${words} ${onset}`)
    if (r.chance(0.5)) sentences.push(r.pick(["lo llevo al puesto mañana", "le dije q deje las pastillas", "esta en su casa", "necesita ir al hospital", "la mama pregunta q hacer", "ya avise al puesto"]))
    if (r.chance(0.4)) sentences.push(`ACS ${r.pick(x.c.agents).split(" ")[0]}`)
  } else if (s === "esavi") {
    const lot = `${DRUGS[e.drugs[0]!].abbr}${1000 + ((x.o.group?.id ?? 0) * 7919) % 9000}`
    sentences.push(`Ficha ESAVI. ${reporterFor(r, "esavi", x).split(" - ")[0]}. Comunidad: ${x.c.name}, río ${x.province.river}.`)
    sentences.push(`Vacuna: ${drugs.text} lote ${lot} dosis ${r.int(1, 3)}. F. vac.: ${dateText(r, e.start, s)}.`)
    sentences.push(`${cap(ageText(r, p, e.day, s))}, presenta ${words}${onset === "" ? "" : ` ${onset}`}.`)
    if (LAB[e.reaction] !== undefined && r.chance(0.5)) sentences.push(`${LAB[e.reaction]!(r)}.`)
    sentences.push(`Manejo: ${e.serious ? `referido a ${x.province.hospital}` : r.pick(["paracetamol y compresas frías", "observación 30 min", p.birth > e.day - 15 * 365 ? "se indica a la madre control" : "control en 48 h"])}. Clasificación: ESAVI ${e.serious ? "severo" : "leve"}.`)
  } else if (s === "hospital") {
    const adm = e.day + shift
    sentences.push(`Paciente ${p.sex === "F" ? "mujer" : "varón"} de ${ageText(r, p, e.day, s).replace(/^(.* )?de /, "")} procedente de ${x.c.name} (${x.province.name}), ${r.chance(0.7) ? `referido del ${x.c.post}` : "acude por emergencia"}, ${drugIntro(r, x, drugs.text, s)}.`)
    sentences.push(`Ingresa el ${dateText(r, adm, s)} por ${words}${adm > e.day ? ` de ${adm - e.day} días de evolución` : ""}.`)
    if (LAB[e.reaction] !== undefined && r.chance(0.7)) sentences.push(`Laboratorio: ${LAB[e.reaction]!(r)}.`)
    sentences.push(r.pick([`Se suspende ${drugs.text} y se hospitaliza en Medicina.`, "Se administra hidrocortisona 100 mg EV y clorfenamina 10 mg EV.", "Manejo sintomático, se hospitaliza.", "Se suspende el esquema y se solicita interconsulta."]))
    if (r.chance(0.4)) sentences.push(`Evolución: ${OUTCOMES[e.outcome][r.int(0, 1)]}.`)
  } else {
    const age = ageText(r, p, e.day, s)
    sentences.push(`${/^paciente/.test(age) ? "" : cap(r.pick(["paciente", "pcte", ""]) + " ").trimStart()}${age} ${drugIntro(r, x, drugs.text, s)}, presenta ${words}${onset === "" ? "" : ` ${onset}`}.`)
    sentences.push(action(r, x, drugs.text))
    if (r.chance(0.25)) sentences.push(`Domicilio: ${households(x)} - ${x.c.name}.`)
  }
  const birthChance = { posta: 0.5, hospital: 0.75, sms: 0.03, esavi: 0.85, listado: 0.1, cnfv: 0, seguimiento: 0.4 }[s]
  const hasBirth = options.birth ?? r.chance(birthChance)
  const eventField = s === "sms" ? (r.chance(0.2) ? written : null)
    : s === "hospital" ? (r.chance(0.5) ? e.day + shift : r.chance(0.8) ? e.day : null)
    : s === "esavi" ? (r.chance(0.5) ? e.start : r.chance(0.8) ? e.day : null)
    : r.chance(0.55) ? e.day + (r.chance(0.1) ? r.pick([-1, 1]) : 0) : null
  return {
    paciente_iniciales: nameField(r, p, voice),
    paciente_edad: Math.min(150, ageField(r, p, e.day, s)),
    paciente_sexo: p.sex,
    paciente_fecha_nacimiento: hasBirth ? birthAs(r, p.birth, voice.ocr > 0 ? 0.12 : 0.02) : null,
    reportante_nombre: voice.reporter,
    producto_sospechoso: drugs.suspect,
    descripcion_evento: hand(r, voice, sentences.filter((t) => t.length > 0).join(" ")).trim() || words,
    fecha_inicio_evento: eventField === null ? null : iso(eventField),
    fecha_recepcion: iso(written + (s === "sms" ? r.int(0, 2) : s === "hospital" ? r.int(2, 12) : r.int(4, 30))),
    origen_notificacion: ORIGEN[s],
    productos: drugs.list
  }
}

const households = (x: Context): string => x.c.households.find((h) => h.id === x.o.person.household)?.address ?? x.c.name

/** A birth date, with now and then a digitiser's slip: a day off, the day and month swapped, a year digit. */
const birthAs = (r: Random, birth: number, slip: number): string => {
  const text = iso(birth)
  if (!r.chance(slip)) return text
  const [y, m, d] = text.split("-") as [string, string, string]
  const k = r.int(0, 2)
  if (k === 0 && Number(d) <= 12 && d !== m) return `${y}-${d}-${m}`
  if (k === 1) return iso(birth + r.pick([-1, 1]))
  const year = Number(y) + r.pick([-10, 10, -1, 1])
  return year < 2025 && !(m === "02" && d === "29") ? `${year}-${m}-${d}` : text
}

/** The programme's monthly line listing re-entering the case: capitals, terse, fields lost. */
export const listing = (r: Random, x: Context, voice: Voice): DupCaseRow => {
  const { person: p, event: e } = x.o
  const drugs = products(r, e, voice)
  const R = REACTIONS[e.reaction]
  const parts = [
    `LISTADO MENSUAL RAM ${e.programme.toUpperCase()} ${monthText(e.day)} - ${plain(r.chance(0.6) ? x.c.post : x.province.hospital).toUpperCase()}.`,
    `N ${r.int(1, 40)}. ${R.caps} ${r.chance(0.6) ? `EN TTO ${drugs.text.toUpperCase()}` : ""}.`,
    r.chance(0.5) ? `INICIO TTO ${dateText(r, e.start, "listado")}.` : "",
    r.chance(0.5) ? `RAM ${dateText(r, e.day, "listado")}.` : "",
    r.pick(["SUSP. TTO.", "CONTINUA TTO.", "REFERIDO.", "SE CAMBIA ESQUEMA.", ""]),
    r.chance(0.5) ? `COND: ${plain(OUTCOMES[e.outcome][0]).toUpperCase()}.` : ""
  ]
  const dateMode = r.next()
  return {
    paciente_iniciales: nameField(r, p, voice),
    paciente_edad: Math.min(150, ageField(r, p, e.day, "listado")),
    paciente_sexo: p.sex,
    paciente_fecha_nacimiento: r.chance(0.1) ? iso(p.birth) : null,
    reportante_nombre: voice.reporter,
    producto_sospechoso: drugs.suspect.toUpperCase(),
    descripcion_evento: hand(r, voice, parts.filter((t) => t.length > 0).join(" ")),
    fecha_inicio_evento: dateMode < 0.4 ? iso(e.day) : dateMode < 0.55 ? firstOfMonth(e.day) : null,
    fecha_recepcion: iso(e.day + 30 + r.int(5, 25)),
    origen_notificacion: ORIGEN.listado,
    productos: drugs.list.map((d) => ({ ...d, nombre_producto: d.nombre_producto?.toUpperCase() ?? null, ifa: r.chance(0.3) ? d.ifa : null, dosis_frecuencia: null, via_administracion: null }))
  }
}

/** The national centre's re-transmission of `first` back to the region, with English MedDRA terms. */
export const retransmit = (r: Random, x: Context, first: DupCaseRow): DupCaseRow => {
  const { event: e } = x.o
  const R = REACTIONS[e.reaction]
  const code = `PE-DIGEMID-${iso(e.day).slice(0, 4)}-${String(r.int(1, 99999)).padStart(5, "0")}`
  const suspect = e.suspect !== null && r.chance(0.5) ? DRUGS[e.suspect] : DRUGS[e.drugs[0]!]
  const pts = R.pt.slice(0, r.int(1, R.pt.length))
  const summary = first.descripcion_evento.split(/(?<=\.) /)[0]!.slice(0, 220)
  const text = [
    `Caso retransmitido por el CENAFyT a la DIRESA ${x.province.region}, N° ${code}.`,
    `Notificador inicial: ${first.reportante_nombre}.`,
    `Paciente ${first.paciente_sexo}, ${first.paciente_edad} años. Sospechoso: ${suspect.inn.toUpperCase()} (${plain(suspect.g).toUpperCase()}).`,
    `Reacción (MedDRA PT): ${pts.join("; ")}. ${e.serious ? "Serious" : "Non-serious"}. Outcome: ${r.chance(0.6) ? OUTCOMES[e.outcome][2] : "Unknown"}.`,
    r.chance(0.7) ? `Resumen: ${summary}` : ""
  ]
  const keepDate = first.fecha_inicio_evento ?? (r.chance(0.3) ? iso(e.day) : null)
  return {
    paciente_iniciales: toInitials(first.paciente_iniciales) || first.paciente_iniciales,
    paciente_edad: first.paciente_edad,
    paciente_sexo: first.paciente_sexo,
    paciente_fecha_nacimiento: r.chance(0.8) ? first.paciente_fecha_nacimiento : null,
    reportante_nombre: "CENAFyT - DIGEMID (retransmisión)",
    producto_sospechoso: plain(suspect.g).toUpperCase(),
    descripcion_evento: text.filter((t) => t.length > 0).join(" "),
    fecha_inicio_evento: keepDate,
    fecha_recepcion: iso(dayOf(first.fecha_recepcion) + r.int(15, 60)),
    origen_notificacion: ORIGEN.cnfv,
    productos: e.drugs.map((k) => ({ nombre_producto: plain(DRUGS[k].g).toUpperCase(), ifa: DRUGS[k].inn, registro_sanitario: r.chance(0.4) ? DRUGS[k].rs : null, dosis_frecuencia: null, via_administracion: DRUGS[k].via }))
  }
}

/** A follow-up of `first` by the same source: the outcome, with or without a recap. */
export const followUp = (r: Random, x: Context, first: DupCaseRow, firstVoice: Voice): DupCaseRow => {
  const { person: p, event: e } = x.o
  const voice: Voice = { ...firstVoice, source: firstVoice.source === "sms" ? "sms" : "seguimiento", ocr: firstVoice.ocr / 2 }
  const received = dayOf(first.fecha_recepcion)
  const later = received + r.int(10, 45)
  const R = REACTIONS[e.reaction]
  const outcome = e.outcome === "desconocido" ? "recuperado" : e.outcome
  const text = firstVoice.source === "sms"
    ? `${r.pick(["lic", "buenas"])} el pcte ${r.chance(0.5) ? nameField(r, p, voice) + " " : ""}q le avise del ${r.pick(R.lay)} ${r.pick(["ya esta bien", "ya se recupero", "sigue igual", "ya no tiene nada"])} ${r.chance(0.5) ? `dejo ${first.producto_sospechoso}` : ""}`
    : [
      `SEGUIMIENTO${r.chance(0.5) ? ` N° ${r.int(1, 2)}` : ""} del caso notificado el ${dateText(r, received, "posta")}.`,
      r.chance(0.6) ? `Paciente ${ageText(r, p, e.day, "posta")} con ${r.pick(R.tec)} por ${first.producto_sospechoso}.` : `RAM: ${r.pick(R.tec)}.`,
      `Control del ${dateText(r, later - r.int(1, 7), "posta")}: ${OUTCOMES[outcome][r.int(0, 1)]}.`,
      r.pick(["Se reinicia tratamiento con vigilancia.", "No se reexpone.", "Completa tratamiento.", "Alta.", ""])
    ].filter((t) => t.length > 0).join(" ")
  const kept = r.chance(0.7)
  return {
    ...first,
    paciente_iniciales: kept ? first.paciente_iniciales : nameField(r, p, voice),
    paciente_edad: kept ? first.paciente_edad : ageField(r, p, e.day, voice.source),
    paciente_fecha_nacimiento: first.paciente_fecha_nacimiento ?? (r.chance(0.3) ? iso(p.birth) : null),
    descripcion_evento: hand(r, voice, text).trim(),
    fecha_inicio_evento: r.chance(0.75) ? first.fecha_inicio_evento : first.fecha_inicio_evento === null ? iso(e.day) : null,
    fecha_recepcion: iso(later),
    origen_notificacion: ORIGEN.seguimiento,
    productos: r.chance(0.5) ? first.productos : first.productos.slice(0, 1)
  }
}
