/**
 * Three of the writers of the ninth duplicate generator (lib/dupHospital.ts), and what they share
 * with the pharmacist's sheets (lib/dupHospitalSheet.ts): the prescription system's automatic
 * "alerta de RAM" when a drug is suspended for a reaction (capitals, coded fields, the formulary's
 * name of the product, the suspension day as the event day), the physician's yellow card in
 * shorthand with misspellings, and the night nurse's incident note naming the patient by bed and
 * first name.
 */
import type { DupCaseRow } from "./dupData.js"
import type { Route } from "./dupHospitalDrugs.js"
import { fill } from "./dupHospitalLexicon.js"
import { hcAt, letters, type Person, type Staff } from "./dupHospitalPeople.js"
import { cap, deaccent, dm, dmy, fecha, iso, keyedDay, misspell, monthsAt, ordinal, shorthand, systemCaps, yearsAt } from "./dupHospitalText.js"
import type { Event } from "./dupHospitalWorld.js"
import type { Random } from "./random.js"

/** Completed years at the event: what the age field holds (0 for infants and newborns). */
export const years = (e: Event, day = e.onset): number => yearsAt(e.person.birth, day)

/** The age as a sheet or a note says it: days for newborns, months for infants. */
export const ageText = (r: Random, e: Event, day = e.onset): string => {
  const d = day - e.person.birth
  const m = monthsAt(e.person.birth, day)
  const y = yearsAt(e.person.birth, day)
  if (d < 28) return r.pick([`${d} días de vida`, `RN de ${d} días`, `${d} d`, `${d} DDV`])
  if (y < 1) return r.pick([`${m} meses`, `${m} m`, `lactante de ${m} meses`])
  if (y < 3) return r.pick([`${y} años ${m - 12 * y} meses`, `${y} a ${m - 12 * y} m`, `${y} años`])
  return r.pick([`${y} años`, `${y} a`, `${y}a`, `${y} años`])
}

/** Whose name the records carry: a newborn is registered under the mother's. */
export const recordPerson = (p: Person): Person => p.mother ?? p

/** Letters as a person writes initials: `RQF`, `R.Q.F.`, `R. Q. F.`, `rqf`, `R-Q-F`. */
export const styleLetters = (r: Random, s: string): string => {
  const up = deaccent(s, false).toUpperCase()
  switch (r.int(0, 9)) {
    case 0: case 1: case 2: return up
    case 3: case 4: case 5: return `${up.split("").join(".")}.`
    case 6: return `${up.split("").join(". ")}.`
    case 7: return up.toLowerCase()
    case 8: return up.split("").join("-")
    default: return up.split("").join(" ")
  }
}

/** The newborn's prefix: `RN`, or `RN1`/`RN2` for twins. */
export const rnTag = (p: Person): string => (p.twin > 0 ? `RN${p.twin}` : "RN")

/** The reactions in one register, joined as that writer joins them. */
export const reactionWords = (r: Random, e: Event, register: "clin" | "lay" | "term"): string => {
  const words = e.reactions.map((x) => fill(r, register === "term" ? x.term : r.pick(register === "clin" ? x.clin : x.lay), e.values))
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(", ")} ${r.pick(["y", "+", "asociado a", "con"])} ${words.at(-1)}`
}

const ROUTE_WORDS: Readonly<Record<Route, ReadonlyArray<string>>> = {
  EV: ["EV", "endovenosa", "Endovenosa", "intravenosa"], IM: ["IM", "intramuscular"], VO: ["VO", "oral", "Oral"], SC: ["SC", "subcutánea"]
}
/** The route as a field holds it. */
export const routeWord = (r: Random, e: Event): string => r.pick(ROUTE_WORDS[e.route])

/** The strength part of a formulary presentation: `500 mg`, `20 mg Fe/mL`. */
export const strength = (presentation: string): string =>
  /(\d[\d.,\s]*(?:mg|g|mcg|UI|MUI)(?:\s*(?:Fe)?\/\s*[\d.]*\s*mL)?|\d+ %)/i.exec(presentation)?.[1]?.trim() ?? ""

/** A staff member's name as a signature or a reporter field gives it. */
export const staffName = (r: Random, s: Staff, role: "qf" | "md" | "enf"): string => {
  const title = role === "qf" ? r.pick(["QF", "Q.F.", "QF.", "Q.F"]) : role === "md" ? (s.female ? r.pick(["Dra.", "Dra", "Dr."]) : r.pick(["Dr.", "Dr"])) : r.pick(["Lic.", "Lic. Enf.", "Enf.", "Lic"])
  switch (r.int(0, 4)) {
    case 0: return `${title} ${s.given} ${s.pat} ${s.mat}`
    case 1: return `${title} ${s.given.charAt(0)}. ${s.pat}`
    case 2: return `${title} ${s.pat} ${s.mat.charAt(0)}.`
    case 3: return `${title} ${s.given} ${s.pat}${role === "md" ? ` CMP ${s.colegiatura}` : role === "qf" ? ` CQFP ${s.colegiatura}` : ` CEP ${s.colegiatura}`}`
    default: return `${title} ${s.given} ${s.pat}`
  }
}

// --- The prescription system's alert -----------------------------------------------------

/** How the system prints a formulary item: SGSS glues the units to the numbers. */
export const systemProduct = (e: Event): string =>
  e.hospital.system === "SGSS" ? systemCaps(e.presentation).replace(/(\d) (MG|G|ML|UI|MCG)\b/g, "$1$2") : e.presentation

/** The automatic alert raised when a prescriber suspends a drug with reason RAM. */
export const writeAlert = (r: Random, e: Event, received: number): DupCaseRow => {
  const h = e.hospital
  const susp = e.suspended ?? e.onset
  const hc = hcAt(r, e.person, h)
  const rec = recordPerson(e.person)
  const init = e.person.mother !== null ? `${rnTag(e.person)} ${letters(rec, true)}` : letters(rec, true)
  const codes = e.reactions.map((x) => r.pick(x.code))
  const obs = pickObs(r, e, codes)
  const product = systemProduct(e)
  const regimen = systemCaps(e.regimen)
  const hh = `${String(r.int(7, 20)).padStart(2, "0")}:${String(r.int(0, 59)).padStart(2, "0")}`
  const cmp = e.prescriber.colegiatura
  const text = h.system === "SGSS"
    ? [
      "ALERTA DE RAM - SUSPENSION DE MEDICAMENTO", `CENTRO: ${h.code}`, `SERVICIO: ${systemCaps(e.wardName)}`, `UBIC: ${systemCaps(e.place)}`, `HC: ${hc.padStart(8, "0")}`,
      `MEDICAMENTO: ${product}`, `DOSIS: ${regimen}`, `F.INI.TTO: ${dmy(e.start)}`, `F.SUSP: ${dmy(susp)} ${hh}`, "MOTIVO: 04-REACCION ADVERSA (RAM)", `OBS: ${obs}`, `CMP: ${cmp}`
    ].join(r.chance(0.5) ? "\n" : " | ")
    : [
      "[ESSI] Alerta automática de RAM", `Servicio: ${e.wardName}`, `Ubicación: ${e.place}`, `HC ${hc}`, `Producto: ${product}`, `Posología: ${e.regimen}`,
      `Inicio: ${dmy(e.start)}`, `Suspendido: ${dmy(susp)} ${hh}`, "Motivo de suspensión: RAM", `Comentario del prescriptor: ${obs}`, `Médico: CMP ${cmp}`
    ].join(" | ")
  return {
    paciente_iniciales: init,
    paciente_edad: years(e, susp),
    paciente_sexo: e.person.female ? "F" : "M",
    paciente_fecha_nacimiento: r.chance(0.9) ? iso(e.person.birth) : null,
    reportante_nombre: h.system === "SGSS" ? r.pick(["SGSS - ALERTA RAM", `SGSS ${h.code} - ALERTA AUTOMATICA`]) : r.pick(["ESSI - Alerta automática RAM", `ESSI ${h.code}`]),
    producto_sospechoso: product,
    descripcion_evento: text,
    fecha_inicio_evento: iso(susp),
    fecha_recepcion: iso(received),
    origen_notificacion: "Alerta de prescripción electrónica",
    productos: [{ nombre_producto: product, ifa: systemCaps(e.drug.generic), registro_sanitario: null, dosis_frecuencia: regimen, via_administracion: systemCaps(routeWord(r, e)) }]
  }
}

/** What a prescriber types in the suspension's comment box, if anything. */
const pickObs = (r: Random, e: Event, codes: ReadonlyArray<string>): string => {
  const x = r.next()
  if (x < 0.45) return codes.join(r.pick([" / ", " + ", ", "]))
  if (x < 0.6) return `${codes.join(" + ")} ${r.pick(["POST", "LUEGO DE"])} ${systemCaps(ordinal(r, Math.max(1, e.onset - e.start + 1)))} DOSIS`
  if (x < 0.72) return r.pick(["RAM", "R.A.M.", "REACCION ADVERSA A MEDICAMENTO", "ALERGIA"])
  if (x < 0.8) return `${codes[0]}. SE ROTA A ${systemCaps(r.pick(["linezolid", "cefepima", "clindamicina", "otro esquema", "alternativa terapeutica"]))}`
  if (x < 0.86) return "VER NOTA DE EVOLUCION"
  return "-"
}

// --- The physician's yellow card -----------------------------------------------------------

/** The drug as a physician writes it: a brand, a misspelling, or the generic. */
const physicianDrug = (r: Random, e: Event): string =>
  e.brand !== null && r.chance(0.45) ? e.brand : r.chance(0.3) ? r.pick(e.drug.misspelt) : e.drug.generic

/** A physician's voluntary yellow card (tarjeta amarilla), typed as written. */
export const writeCard = (r: Random, e: Event, received: number): DupCaseRow => {
  const drug = physicianDrug(r, e)
  const sex = e.person.female ? r.pick(["mujer", "F", "sexo fem.", "de sexo femenino"]) : r.pick(["varón", "M", "sexo masc.", "de sexo masculino"])
  const age = ageText(r, e)
  const reac = reactionWords(r, e, "clin")
  const day = e.onset - e.start + 1
  const when = e.reactions.some((x) => x.minutes)
    ? r.pick([`a los ${e.minutes} minutos de la administración`, e.route === "EV" ? "durante la infusión" : "tras la dosis", `a los ${e.minutes} min de iniciada la ${ordinal(r, Math.max(1, day))} dosis`])
    : r.pick([`al ${ordinal(r, day)} día de tratamiento`, `el ${dm(e.onset)}`, `luego de ${day} días de tratamiento`])
  const action = e.suspended !== null ? r.pick([`Se suspende ${drug}`, "Se suspende medicamento", "Se suspende", "Se retira fármaco"]) : r.pick(["Se disminuye velocidad de infusión", "Se continúa con premedicación", "No se suspende"])
  const treat = e.treatments.length > 0 && r.chance(0.75) ? ` y se indica ${e.treatments.join(" + ")}` : ""
  const evol = r.pick(["Evolución favorable", "Evoluciona favorablemente", "Mejoría progresiva", "Pendiente evolución", e.outcome.kind === "fallecido" ? "Paciente fallece" : "Buena evolución"])
  const outpatient = e.ward.kind === "onco" || e.ward.kind === "hd"
  const where = r.chance(0.5) ? ` ${outpatient ? "atendido en" : "hospitalizado en"} ${e.wardName}${r.chance(0.5) ? ` ${e.place}` : ""}` : ""
  const text = pickTemplate(r, [
    () => `Paciente ${sex} de ${age},${where} con diagnóstico de ${e.dx}, recibe ${drug} ${e.regimen} desde el ${dm(e.start)}. ${cap(when)} presenta ${reac}. ${action}${treat}. ${evol}.`,
    () => `${age}, ${sex}, diagnóstico ${e.dx}.${where !== "" ? ` ${cap(where.trim())}.` : ""} Recibe ${drug} ${e.regimen}; ${when} presenta ${reac}. ${action}${treat}. ${evol}.`,
    () => `Paciente con ${e.dx} que ${when} de ${drug} presenta ${reac}. ${action}${treat}. ${evol}.${r.chance(0.4) ? ` Antecedentes: ${r.pick(["niega alergias", "alergia a penicilina", "no refiere RAM previas", "HTA, DM2"])}.` : ""}`,
    () => `RAM a ${drug}: ${reac} ${when}. Pcte ${sex} ${age}${where}. ${action}${treat}. ${evol}.`
  ])
  let out = shorthand(r, text, 0.65)
  for (let i = r.int(0, 3); i > 0; i--) out = misspell(r, out)
  if (r.chance(0.45)) out = deaccent(out)
  if (r.chance(0.15)) out = out.toLowerCase()
  const rec = recordPerson(e.person)
  const ini = e.person.mother !== null ? `${rnTag(e.person)} ${styleLetters(r, letters(rec, false))}`
    : r.chance(0.2) ? styleLetters(r, `${rec.given[0]?.charAt(0) ?? ""}${rec.pat.charAt(0)}`) : styleLetters(r, letters(rec, r.chance(0.3)))
  const x = r.next()
  const event = x < 0.7 ? keyedDay(r, e.onset, 0.05) : x < 0.9 ? null : iso(received - r.int(0, 4))
  const y = years(e)
  return {
    paciente_iniciales: ini,
    paciente_edad: y >= 20 && r.chance(0.1) ? y + r.pick([-1, 1]) : y,
    paciente_sexo: e.person.female ? "F" : "M",
    paciente_fecha_nacimiento: r.chance(0.08) ? keyedDay(r, e.person.birth, 0.05) : null,
    reportante_nombre: staffName(r, e.prescriber, "md"),
    producto_sospechoso: r.chance(0.5) ? drug : `${drug} ${r.chance(0.5) ? strength(e.presentation) : e.regimen}`.trim(),
    descripcion_evento: out,
    fecha_inicio_evento: event,
    fecha_recepcion: iso(received),
    origen_notificacion: "Tarjeta amarilla",
    productos: r.chance(0.25)
      ? [{ nombre_producto: drug, ifa: r.chance(0.4) ? e.drug.generic : null, registro_sanitario: null, dosis_frecuencia: e.regimen, via_administracion: routeWord(r, e) }]
      : []
  }
}

const pickTemplate = (r: Random, ts: ReadonlyArray<() => string>): string => r.pick(ts)()

// --- The night nurse's note ----------------------------------------------------------------

const ANTIBIOTICS = new Set(["vanco", "mero", "colis", "pipetazo", "amika", "ceftri", "amoxiclav", "ampi", "genta", "cefota", "cefepima", "cipro", "clinda", "linezolid"])

/** How a nurse names the patient: by bed and first name, or as the mother's baby. */
const nurseCalls = (r: Random, e: Event): { text: string; initials: string } => {
  const p = e.person
  if (p.mother !== null) {
    const m = p.mother
    const text = r.pick([`${rnTag(p)} de la Sra. ${m.pat}`, `${rnTag(p)} de ${m.given[0]} ${m.pat}`, `${rnTag(p)} ${m.pat} ${m.mat}`])
    return { text, initials: r.pick([`${rnTag(p)} ${m.pat.toUpperCase()}`, `${rnTag(p)} ${styleLetters(r, letters(m, false))}`, rnTag(p)]) }
  }
  const g = p.given[0] ?? "NN"
  const y = years(e)
  const title = y < 1 ? "lactante" : y < 15 ? (p.female ? "niña" : "niño") : p.female ? r.pick(["Sra.", "Sra", "señora"]) : r.pick(["Sr.", "Sr", "don"])
  const surname = r.chance(0.35)
  const text = `${title} ${g}${surname ? ` ${p.pat}` : ""}`
  const initials = r.pick([
    g.toUpperCase(), `${title} ${g}`, `${g.charAt(0)}.`, surname ? styleLetters(r, `${g.charAt(0)}${p.pat.charAt(0)}`) : g.toUpperCase(), `NN ${e.place.toUpperCase()}`
  ])
  return { text, initials }
}

/** A nurse's incident note of the shift the reaction happened in. */
export const writeNurse = (r: Random, e: Event, received: number): DupCaseRow => {
  const night = e.hour >= 19 || e.hour < 7
  const shiftDay = e.hour < 7 ? e.onset - 1 : e.onset
  const shift = night ? r.pick(["TURNO NOCHE", "T/N 19-07 h", "Turno noche", "NOCHE"]) : e.hour < 13 ? r.pick(["TURNO MAÑANA", "T/M"]) : r.pick(["TURNO TARDE", "T/T"])
  const at = `${String(e.hour).padStart(2, "0")}:${String(r.int(0, 11) * 5).padStart(2, "0")}`
  const later = `${String((e.hour + r.int(1, 3)) % 24).padStart(2, "0")}:${String(r.int(0, 11) * 5).padStart(2, "0")}`
  const who = nurseCalls(r, e)
  const drug = `${e.drug.generic}${r.chance(0.5) ? ` ${strength(e.presentation)}` : ""}`.trim()
  const giving = e.drug.infusion && e.route === "EV" ? r.pick([`mientras pasaba ${drug}`, `durante la infusión de ${drug}`, `al pasar ${drug}`]) : r.pick([`luego de administrar ${drug}`, `después de su dosis de ${drug}`, `tras recibir ${drug}`])
  const doctor = r.pick(["médico de guardia", "médico residente de turno", `Dr. ${e.prescriber.pat}`, "médico de turno"])
  const stop = e.suspended !== null ? r.pick(["se cierra infusión", `se suspende ${e.drug.generic}`, "se suspende medicamento"]) : r.pick(["se disminuye goteo", "se deja en observación"])
  const treat = e.treatments.length > 0 ? ` quien indica ${e.treatments[0]}` : ""
  const status = e.serious && r.chance(0.4) ? r.pick(["se comunica a UCI para evaluación", "pcte en mal estado general, se avisa a familiar"]) : r.pick([`pcte más ${e.person.female ? "tranquila" : "tranquilo"}, refiere mejoría`, "queda en observación, funciones vitales estables", "lesiones en disminución", "pcte descansa"])
  const vitals = years(e) >= 15 && r.chance(0.5) ? ` FV: PA ${e.values.paS + 30}/${e.values.paD + 20}, FC ${e.values.fc - 20}, T° ${(e.values.temp - 1.4).toFixed(1)}, SatO2 ${e.values.sat + 5}%.` : ""
  const head = `${r.pick(["NOTA DE ENFERMERÍA", "Nota de enfermería", "NOTA DE INCIDENCIA - ENFERMERÍA", "Reporte de enfermería"])} - ${e.wardName} - ${shift}${r.chance(0.6) ? ` (${fecha(r, shiftDay)})` : ""}`
  const body = `${at} h ${r.pick(["pcte de la", "paciente de", "pcte en"])} ${e.place}, ${who.text}, ${reactionWords(r, e, "lay")} ${giving}. ${cap(stop)}, se comunica a ${doctor}${treat}.${vitals} ${later} h ${status}.`
  let text = `${head}. ${shorthand(r, body, 0.5)}${r.chance(0.7) ? ` ${staffName(r, e.nurse, "enf")}` : ""}`
  if (r.chance(0.4)) text = deaccent(text)
  if (r.chance(0.2)) text = text.toUpperCase()
  const y = years(e)
  const x = r.next()
  return {
    paciente_iniciales: who.initials,
    paciente_edad: x < 0.4 || y < 15 ? y : x < 0.85 ? Math.max(15, Math.round(y / 5) * 5) : 0,
    paciente_sexo: e.person.female ? "F" : "M",
    paciente_fecha_nacimiento: null,
    reportante_nombre: staffName(r, e.nurse, "enf"),
    producto_sospechoso: ANTIBIOTICS.has(e.drug.id) && r.chance(0.2) ? `ATB (${e.drug.generic})` : drug,
    descripcion_evento: text,
    fecha_inicio_evento: r.chance(0.8) ? iso(shiftDay) : null,
    fecha_recepcion: iso(received),
    origen_notificacion: "Nota de enfermería",
    productos: []
  }
}
