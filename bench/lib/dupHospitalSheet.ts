/**
 * The ward pharmacist's sheets of the ninth duplicate generator (lib/dupHospital.ts), kept apart
 * from their typing: a sheet is what is on paper (an intensive-monitoring sheet, a follow-up sheet
 * with the outcome and the control labs, or the receiving hospital's sheet of a referred patient),
 * and a technician types it into the system with their own habits (capitals, accents, how they
 * label and separate fields, how they turn surnames into initials, their slips). The same sheet
 * typed twice is a re-typing duplicate.
 */
import type { DupCaseRow } from "./dupData.js"
import { controlLine, labLine, outcomeWords, type OutcomeKind } from "./dupHospitalLexicon.js"
import { hcAt, type Hospital, letters, type Person, placeOf, type Ward } from "./dupHospitalPeople.js"
import { cap, deaccent, dm, fecha, iso, joinFields, keyedDay, ordinal, slips } from "./dupHospitalText.js"
import type { Event } from "./dupHospitalWorld.js"
import { ageText, reactionWords, recordPerson, rnTag, routeWord, staffName, strength, styleLetters, years } from "./dupHospitalWrite.js"
import type { Random } from "./random.js"

/** How the patient is named on paper. */
interface Named {
  readonly kind: "letters" | "surnames" | "rn"
  readonly text: string
  /** The surnames' letters, for a typist who turns surnames into initials. */
  readonly short: string
}

/** What is on paper. */
export interface Sheet {
  /** Label and value; an empty label is a sentence of prose. */
  readonly fields: ReadonlyArray<readonly [string, string]>
  readonly named: Named
  readonly age: number
  readonly female: boolean
  readonly birth: number | null
  readonly eventDay: number | null
  readonly product: string
  readonly productos: DupCaseRow["productos"]
  readonly reporter: string
  readonly origin: string
}

/** A technician's typing habits. */
export interface Typist {
  readonly caps: boolean
  readonly accents: boolean
  readonly sep: string
  readonly labels: "title" | "upper" | "short"
  /** Slips per hundred words. */
  readonly slipRate: number
  readonly surnamesToLetters: boolean
  readonly swapRate: number
}

/** A technician of the unit; re-typists are sloppier. */
export const newTypist = (r: Random, sloppy = false): Typist => ({
  caps: r.chance(0.3), accents: r.chance(0.55), sep: r.pick([". ", "\n", " | ", " - ", "; ", " "]),
  labels: r.pick(["title", "upper", "short"] as const), slipRate: sloppy ? r.int(15, 45) / 10 : r.int(0, 8) / 10,
  surnamesToLetters: r.chance(0.5), swapRate: sloppy ? 0.08 : 0.02
})

const SHORT_LABELS: Readonly<Record<string, string>> = {
  "Medicamento sospechoso": "Med. sosp.", Observaciones: "Obs.", Concomitantes: "Concom.", Evolución: "Evol.", Laboratorio: "Lab.",
  "Fecha RAM": "F. RAM", "Inicio de tratamiento": "F. inicio tto", Servicio: "Serv.", Causalidad: "Causal.", Procedencia: "Proced.",
  "Laboratorio de control": "Lab. control", Diagnóstico: "Dx", Paciente: "Pcte", Medidas: "Medidas", Desenlace: "Desenl."
}

/** Newborns named by their mother; others by initials, or by surnames as the ward writes them. */
const nameOnPaper = (r: Random, p: Person): Named => {
  const rec = recordPerson(p)
  const short = `${rec.pat.charAt(0)}${rec.mat.charAt(0)}`
  if (p.mother !== null) {
    const text = r.pick([`${rnTag(p)} ${styleLetters(r, short)}`, `${rnTag(p)} de ${styleLetters(r, letters(rec, false))}`, `${rnTag(p)} ${rec.pat.toUpperCase()} ${rec.mat.toUpperCase()}`])
    return { kind: "rn", text, short: `${rnTag(p)} ${short}` }
  }
  const x = r.next()
  if (x < 0.12) return { kind: "surnames", text: `${rec.pat} ${rec.mat}`.toUpperCase(), short }
  if (x < 0.2) return { kind: "surnames", text: `${rec.pat.toUpperCase()} ${rec.mat.charAt(0)}.`, short }
  if (x < 0.35) return { kind: "letters", text: styleLetters(r, short), short }
  return { kind: "letters", text: styleLetters(r, letters(rec, r.chance(0.6))), short }
}

const productLine = (r: Random, e: Event): string => {
  const g = cap(e.drug.generic)
  const x = r.next()
  if (x < 0.35) return `${g} ${e.regimen}`
  if (x < 0.6) return r.chance(0.5) ? e.presentation : cap(e.presentation.toLowerCase())
  if (x < 0.8) return g
  return `${g} ${strength(e.presentation)}`.trim()
}

const productEntries = (r: Random, e: Event): DupCaseRow["productos"] => {
  if (!r.chance(0.6)) return []
  const main = { nombre_producto: r.chance(0.5) ? cap(e.drug.generic) : e.presentation, ifa: r.chance(0.5) ? cap(e.drug.generic) : null, registro_sanitario: null, dosis_frecuencia: e.regimen, via_administracion: routeWord(r, e) }
  const co = e.cosuspect
  if (co === null) return [main]
  const coName = typeof co === "string" ? co : cap(co.generic)
  return [main, { nombre_producto: coName, ifa: null, registro_sanitario: null, dosis_frecuencia: typeof co === "string" ? null : r.pick(co.adult), via_administracion: "EV" }]
}

/** When the reaction came: minutes into an infusion, or days into a treatment (or its date, unless the sentence gives it). */
const timing = (r: Random, e: Event, dated = false): string => {
  if (e.reactions.some((x) => x.minutes)) {
    if (e.route !== "EV") return r.pick([`a los ${e.minutes} min de la administración`, `a los ${e.minutes} minutos de recibir la dosis`])
    if (e.ward.kind === "hd") return r.pick([`en la sesión de HD, a los ${e.minutes} min de iniciado el ${e.drug.generic}`, `a los ${e.minutes} min de la administración intradiálisis`])
    return r.pick([`a los ${e.minutes} min de iniciada la infusión`, `durante la infusión (${e.minutes} min)`, `a los ${e.minutes} minutos de la administración`])
  }
  const day = e.onset - e.start + 1
  const forms = [`al ${ordinal(r, day)} día de tratamiento`, `luego de ${day} días de tto`]
  return r.pick(dated ? forms : [...forms, `el ${fecha(r, e.onset)}`])
}

/** The group's note: pharmacists link the cases of one week, one day or one batch. */
const groupNote = (r: Random, e: Event): string | null => {
  const g = e.group
  if (g === null || !r.chance(0.7)) return null
  switch (g.kind) {
    case "brote_uci": return `${ordinal(r, e.nth)} caso de ${e.reactions[0]!.term} con ${e.drug.generic} en ${e.wardName} en la semana; lote ${g.lot}; se informó al Comité Farmacoterapéutico`
    case "brote_onco": return `${ordinal(r, e.nth)} paciente con reacción a ${e.drug.generic} el ${dm(g.day)} en hospital de día, mismo lote ${g.lot}; se inmoviliza el lote y se notifica al CRI`
    case "dialisis_hierro": return `paciente ${e.nth} de la unidad con reacción a hierro sacarosa desde el cambio de proveedor (lote ${g.lot})`
    case "gemelos": return `gemelar ${e.person.twin}; ${r.pick(["hermano", "gemelo"])} en la misma unidad con igual esquema`
    case "madre_rn": return e.person.mother !== null ? `madre recibió ${r.pick(["sulfato de magnesio", "tratamiento"])} en el periparto` : "RN hospitalizado en Neonatología"
  }
}

const reporterOf = (r: Random, e: Event, h: Hospital): string => {
  const qf = e.hospital === h ? e.pharmacist : r.pick(h.pharmacists)
  const name = staffName(r, qf, "qf")
  return r.chance(0.25) ? `${name} - ${r.pick(["FV intensiva", "Farmacia", `Farmacia ${r.pick(h.short)}`])}` : name
}

const patientFields = (r: Random, e: Event, named: Named, hc: string | null, day: number): Array<readonly [string, string]> => {
  const f: Array<readonly [string, string]> = [["Paciente", named.text], ["Edad", ageText(r, e, day)]]
  if (r.chance(0.5)) f.push(["Sexo", e.person.female ? r.pick(["F", "femenino", "Fem"]) : r.pick(["M", "masculino", "Masc"])])
  if (r.chance(0.45)) f.push(["Peso", `${e.weight} kg`])
  if (hc !== null) f.splice(0, 0, ["HC", hc])
  return f
}

/** The intensive-monitoring sheet of the ward pharmacist. */
export const draftSheet = (r: Random, e: Event): Sheet => {
  const named = nameOnPaper(r, e.person)
  const hc = r.chance(0.85) ? hcAt(r, e.person, e.hospital) : null
  const labs = e.reactions.flatMap((x) => x.labs).filter(() => r.chance(0.7)).map((k) => labLine(r, k, e.values))
  const stop = e.suspended !== null ? r.pick([`se suspende ${e.drug.generic}`, "se suspende medicamento sospechoso", "médico tratante suspende el fármaco"]) : r.pick(["se disminuye velocidad de infusión", "se continúa con premedicación", "no se suspende"])
  const actions = e.treatments.length === 0 ? stop : `${stop}; ${r.pick(["se administra", "se indica", "recibe"])} ${e.treatments.join(r.pick([" + ", ", ", " y "]))}`
  const outcome = e.outcome.kind === "recuperado" || r.chance(0.4) ? outcomeWords(r, e.outcome.kind, e.outcome.days) : r.pick(["en observación", "en evolución", "pendiente"])
  const note = groupNote(r, e)
  const co = e.cosuspect === null ? null : typeof e.cosuspect === "string" ? e.cosuspect : e.cosuspect.generic
  const f: Array<readonly [string, string]> = []
  if (r.chance(0.6)) f.push(["", r.pick(["FICHA DE FARMACOVIGILANCIA INTENSIVA", "FV INTENSIVA", "Farmacovigilancia intensiva", "Ficha de notificación de sospecha de RAM"])])
  if (r.chance(0.5)) {
    f.push(["Servicio", `${e.wardName}, ${e.place}`], ...patientFields(r, e, named, hc, e.onset), ["Diagnóstico", e.dx])
    f.push(["Medicamento sospechoso", `${cap(e.drug.generic)} ${e.regimen}${e.cycle !== null ? ` (ciclo ${e.cycle})` : ""}${co !== null ? ` + ${co}` : ""}`])
    if (r.chance(0.6)) f.push(["Inicio de tratamiento", fecha(r, e.start)])
    f.push(["RAM", `${timing(r, e)} presenta ${reactionWords(r, e, "clin")}`])
    if (r.chance(0.7)) f.push(["Fecha RAM", fecha(r, e.onset)])
    if (labs.length > 0) f.push(["Laboratorio", labs.join(", ")])
    f.push(["Medidas", actions], ["Evolución", outcome])
    if (e.comeds.length > 0 && r.chance(0.6)) f.push(["Concomitantes", e.comeds.join(", ")])
    if (r.chance(0.4)) f.push(["Causalidad", `${e.causality} (Karch-Lasagna modificado)`])
    if (note !== null) f.push(["Observaciones", note])
  } else {
    const who = e.person.mother !== null ? `${named.text}, ${ageText(r, e)}` : `Pcte ${e.person.female ? "mujer" : "varón"} de ${ageText(r, e)}${r.chance(0.5) ? ` (${named.text})` : ""}`
    f.push(["", `${e.wardName}, ${e.place}${hc !== null ? `, HC ${hc}` : ""}`])
    f.push(["", `${who}, con dx de ${e.dx}, recibe ${e.drug.generic} ${e.regimen}${e.cycle !== null ? ` (${ordinal(r, e.cycle)} ciclo)` : ""}${co !== null ? ` y ${co}` : ""} desde el ${dm(e.start)}`])
    const dated = r.chance(0.5)
    f.push(["", cap(`${dated ? `el ${fecha(r, e.onset)}, ` : ""}${timing(r, e, dated)} presenta ${reactionWords(r, e, "clin")}`)])
    if (labs.length > 0) f.push(["", `Laboratorio: ${labs.join(", ")}`])
    f.push(["", `${cap(actions)}. Evolución: ${outcome}`])
    if (note !== null) f.push(["", `Nota: ${note}`])
  }
  const x = r.next()
  return {
    fields: f, named, age: years(e), female: e.person.female,
    birth: r.chance(e.person.mother !== null ? 0.75 : 0.35) ? e.person.birth : null,
    eventDay: x < 0.88 ? e.onset : x < 0.95 ? null : e.start,
    product: productLine(r, e), productos: productEntries(r, e), reporter: reporterOf(r, e, e.hospital), origin: "Ficha de FV intensiva"
  }
}

const FINAL: Readonly<Record<OutcomeKind, OutcomeKind>> = { recuperado: "recuperado", recuperando: "recuperado", secuela: "secuela", no_recuperado: "recuperando", fallecido: "fallecido", desconocido: "recuperado" }

/** The follow-up sheet: the outcome, the control labs, the same patient's identifiers. */
export const draftFollowUp = (r: Random, e: Event, first: Sheet | null, firstReceived: number, day: number): Sheet => {
  const named = first !== null && r.chance(0.7) ? first.named : nameOnPaper(r, e.person)
  const hc = r.chance(0.8) ? hcAt(r, e.person, e.hospital) : null
  const labs = e.reactions.flatMap((x) => x.labs).map((k) => controlLine(r, k, e.values))
  const final = FINAL[e.outcome.kind]
  const f: Array<readonly [string, string]> = [["", r.pick(["SEGUIMIENTO DE RAM", "Ficha de seguimiento", "2da ficha - seguimiento", "SEGUIMIENTO FV INTENSIVA"])]]
  f.push(["Referencia", first !== null ? `ficha del ${fecha(r, firstReceived)}` : `tarjeta amarilla del Dr. ${e.prescriber.pat} (${fecha(r, firstReceived)})`])
  f.push(["Servicio", r.chance(0.6) ? `${e.wardName}, ${e.place}` : e.wardName], ...patientFields(r, e, named, hc, e.onset))
  f.push(["Medicamento sospechoso", r.chance(0.5) ? `${cap(e.drug.generic)} ${e.regimen}` : cap(e.drug.generic)])
  f.push(["RAM", r.chance(0.5) ? e.reactions.map((x) => x.term).join(" + ") : reactionWords(r, e, "clin")])
  if (r.chance(0.6)) f.push(["Fecha RAM", fecha(r, e.onset)])
  f.push(["Evolución", `${r.pick(["control al", "evaluado el", "visita del"])} ${dm(day)}: ${outcomeWords(r, final, e.outcome.days + r.int(0, 6))}`])
  f.push(["Laboratorio de control", labs.length > 0 ? labs.join(", ") : r.pick(["hemograma y perfil renal sin alteraciones", "sin exámenes de control", "PCR 8 mg/L, hemograma normal"])])
  if (e.reactions.some((x) => x.minutes) && r.chance(0.5)) f.push(["Reexposición", r.pick(["se reinicia a menor velocidad con premedicación, sin recurrencia", "no se reexpone", "recurrencia leve en la siguiente dosis"])])
  f.push(["Desenlace", final])
  if (r.chance(0.6)) f.push(["Causalidad", e.causality])
  if (r.chance(0.3)) f.push(["", r.pick(["Notificado al CRI EsSalud", "Se remite al Centro de Referencia Institucional", "Caso cerrado"])])
  const x = r.next()
  return {
    fields: f, named, age: years(e), female: e.person.female,
    birth: first !== null && r.chance(0.7) ? first.birth : r.chance(0.3) ? e.person.birth : null,
    eventDay: x < 0.75 ? e.onset : x < 0.9 ? null : day,
    product: first !== null && r.chance(0.6) ? first.product : productLine(r, e), productos: productEntries(r, e),
    reporter: reporterOf(r, e, e.hospital), origin: "Ficha de seguimiento"
  }
}

/** The receiving hospital's sheet of a patient referred with the reaction. */
export const draftTransfer = (r: Random, e: Event, dest: Hospital, admit: number): Sheet => {
  const named = nameOnPaper(r, e.person)
  const hc = hcAt(r, e.person, dest)
  const ward: Ward = dest.wards.find((w) => w.kind === (e.serious ? "uci" : "mi")) ?? dest.wards[0]!
  const wardName = e.reactions.some((x) => x.id === "sjs" || x.id === "dress") && r.chance(0.5) ? "Dermatología (hospitalización)" : r.pick(ward.names)
  const ago = admit - e.onset
  const origin = r.pick(e.hospital.short)
  const labs = e.reactions.flatMap((x) => x.labs).map((k) => labLine(r, k, e.values))
  const f: Array<readonly [string, string]> = [["", r.pick(["FV - PACIENTE REFERIDO", "Ficha FV (referencia)", "Notificación de RAM - paciente transferido"])]]
  f.push(["Procedencia", `${origin}${r.chance(0.5) ? ` (${e.hospital.city})` : ""}`], ["Fecha de ingreso", fecha(r, admit)])
  f.push(["Servicio", `${wardName}, ${placeOf(r, ward)}`], ...patientFields(r, e, named, hc, admit))
  if (r.chance(0.25)) f.push(["HC de origen", hcAt(r, e.person, e.hospital)])
  f.push(["Diagnóstico", `${e.reactions[0]!.term} ${r.pick(["secundario a", "por", "en relación a", "atribuido a"])} ${e.drug.generic}`])
  f.push(["Medicamento sospechoso", `${cap(e.drug.generic)} ${e.regimen}, indicado en hospital de origen por ${e.dx}`])
  f.push(["RAM", `${r.chance(0.5) ? `cuadro de ${ago} días de evolución: ` : ""}${reactionWords(r, e, "clin")}`])
  if (r.chance(0.5)) f.push(["Fecha RAM", r.chance(0.6) ? fecha(r, e.onset) : `hace ${ago} días`])
  if (labs.length > 0) f.push(["Laboratorio al ingreso", labs.join(", ")])
  f.push(["Medidas", [r.pick(["medicamento suspendido en origen", `se suspendió ${e.drug.generic} antes de la referencia`]), ...e.treatments].join(", ")])
  f.push(["Evolución", outcomeWords(r, e.outcome.kind, e.outcome.days)])
  const x = r.next()
  const eventDay = x < 0.35 ? e.onset : x < 0.6 ? admit : x < 0.8 ? e.onset + r.pick([-3, -2, -1, 1, 2]) : null
  return {
    fields: f, named, age: years(e, admit), female: e.person.female, birth: r.chance(0.45) ? e.person.birth : null,
    eventDay, product: productLine(r, e), productos: productEntries(r, e), reporter: reporterOf(r, e, dest), origin: "Ficha de FV (hospital de referencia)"
  }
}

/** What may be left empty when a sheet is typed again. */
export type Blank = "birth" | "event" | "dose" | "productos" | "field"

/** A sheet typed into the system by one technician. */
export const typeSheet = (r: Random, s: Sheet, t: Typist, received: number, blank: Blank | null = null): DupCaseRow => {
  let fields = s.fields
  if (blank === "field" && fields.length > 4) {
    const drop = r.int(2, fields.length - 1)
    fields = fields.filter((_, i) => i !== drop)
  }
  const label = (l: string) => (t.labels === "upper" ? l.toUpperCase() : t.labels === "short" ? SHORT_LABELS[l] ?? l : l)
  let text = joinFields(fields.map(([l, v]) => (l === "" ? v : `${label(l)}: ${v}`)), t.sep)
  if (t.caps) text = text.toUpperCase()
  if (!t.accents) text = deaccent(text)
  text = slips(r, text, Math.round((text.split(/\s+/).length * t.slipRate) / 100 + r.next() * 0.5))
  const initials = s.named.kind === "surnames" && t.surnamesToLetters ? styleLetters(r, s.named.short) : s.named.text
  let product = s.product
  if (blank === "dose") product = product.replace(/\s*\d.*$/, "") || product
  if (t.caps) product = product.toUpperCase()
  if (!t.accents) product = deaccent(product)
  return {
    paciente_iniciales: t.caps ? initials.toUpperCase() : initials,
    paciente_edad: s.age,
    paciente_sexo: s.female ? "F" : "M",
    paciente_fecha_nacimiento: s.birth === null || blank === "birth" ? null : keyedDay(r, s.birth, t.swapRate),
    reportante_nombre: t.caps ? s.reporter.toUpperCase() : s.reporter,
    producto_sospechoso: product,
    descripcion_evento: text,
    fecha_inicio_evento: s.eventDay === null || blank === "event" ? null : keyedDay(r, s.eventDay, t.swapRate),
    fecha_recepcion: iso(received),
    origen_notificacion: s.origin,
    productos: blank === "productos" ? [] : s.productos
  }
}
