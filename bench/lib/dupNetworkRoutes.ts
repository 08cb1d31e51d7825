/**
 * Events and the routes that report them, for the `network` duplicate generator (lib/dupNetwork.ts):
 * each route writes the same event its own way (see that file for the scenario).
 */
import type { DupCaseRow } from "./dupData.js"
import { type Drug, DRUGS, GIVEN_F, GIVEN_M, type Reaction, type Region, REGIONS, REVISTAS } from "./dupNetworkLexicon.js"
import { prng, type Random } from "./random.js"

const MS_PER_DAY = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const addDays = (date: string, days: number) => iso(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY)
const dmy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`
const ageAt = (birth: string, date: string) => {
  const years = Number(date.slice(0, 4)) - Number(birth.slice(0, 4))
  return date.slice(5) < birth.slice(5) ? years - 1 : years
}
const stripAccents = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "")

/** Picks by geometric weights: the item at rank k has weight q^k (a steeper head than Zipf). */
const ranked = <A>(r: Random, items: ReadonlyArray<A>, q: number): A => {
  const total = (1 - q ** items.length) / (1 - q)
  let x = r.next() * total
  for (let k = 0; k < items.length; k++) {
    x -= q ** k
    if (x <= 0) return items[k]!
  }
  return items.at(-1)!
}

/** Fills `{a-b}` (an integer) and `{a-b:1}` (one decimal) with values in range. */
const fill = (r: Random, template: string) =>
  template.replace(/\{(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)(:1)?\}/g, (_, a: string, b: string, dec?: string) =>
    dec ? (Number(a) + r.next() * (Number(b) - Number(a))).toFixed(1) : String(r.int(Number(a), Number(b))))

// --- People --------------------------------------------------------------------------------------

/** A patient as every route knows them (each writes what it has). */
export interface Patient {
  readonly given: ReadonlyArray<string>
  readonly surnames: ReadonlyArray<string>
  readonly sexo: "F" | "M"
  readonly nacimiento: string
}

/** A new patient of `region`'s surnames, `edad` years old at `onset`. */
export const newPatient = (r: Random, region: Region, sexo: "F" | "M", edad: number, onset: string): Patient => {
  const pool = sexo === "F" ? GIVEN_F : GIVEN_M
  const given = r.chance(0.35) ? [ranked(r, pool, 0.9), ranked(r, pool, 0.9)] : [ranked(r, pool, 0.9)]
  const surname = () => (r.chance(0.8) ? ranked(r, region.apellidos, 0.85) : ranked(r, REGIONS[r.int(0, REGIONS.length - 1)]!.apellidos, 0.85))
  const nacimiento = addDays(onset, -edad * 365 - r.int(0, 364))
  return { given: given[1] === given[0] ? [given[0]!] : given, surnames: [surname(), surname()], sexo, nacimiento }
}

/** Letters of a name; compound surnames give one letter or all their capitals, as people write them. */
const letters = (p: Patient, surnameFirst: boolean, compoundFull: boolean): Array<string> => {
  const g = p.given.map((w) => w[0]!)
  const s = p.surnames.map((w) => (compoundFull ? w.split(" ").map((x) => x[0]!).join("") : w[0]!).toUpperCase())
  return surnameFirst ? [...s, ...g] : [...g, ...s]
}

type InitialStyle = "dots" | "plain" | "spaced" | "lower" | "surnameFirst"
const initials = (r: Random, p: Patient, style: InitialStyle): string => {
  const l = letters(p, style === "surnameFirst", r.chance(0.4))
  const first = r.chance(0.3) ? l.slice(0, 1).concat(l.slice(-2)) : l
  const parts = style === "surnameFirst" ? l : p.given.length > 1 ? first : l
  switch (style) {
    case "dots": return r.chance(0.3) ? parts.join(".") : `${parts.join(".")}.`
    case "plain": case "surnameFirst": return parts.join("")
    case "spaced": return parts.join(" ")
    case "lower": return parts.join(r.chance(0.5) ? "" : ".").toLowerCase()
  }
}

// --- Events ---------------------------------------------------------------------------------------

/** The facts of one adverse event, whichever route reports it. */
export interface Event {
  readonly patient: Patient
  readonly edad: number
  readonly region: Region
  readonly drug: Drug
  readonly reaction: Reaction
  readonly dosis: string
  readonly indicacion: string
  readonly servicio: string
  readonly lote: string
  readonly inicioTratamiento: string
  readonly onset: string
  readonly hallazgo: string
  readonly historia: string | null
  readonly desenlace: "recuperado" | "en recuperación" | "con secuelas" | "no recuperado" | "fallecido"
  readonly diasHospital: number
}

const pickDrug = (r: Random, region: Region): Drug => {
  if (r.chance(0.55)) {
    const name = ranked(r, region.favoritos, 0.8)
    return DRUGS.find((d) => d.generico === name)!
  }
  return DRUGS[r.int(0, DRUGS.length - 1)]!
}

/** A new event with onset `onset`; `over` fixes some facts (a batch, a family, a patient's second event). */
export const newEvent = (r: Random, onset: string, over: Partial<Event> = {}): Event => {
  const region = over.region ?? ranked(r, REGIONS, 0.75)
  const drug = over.drug ?? pickDrug(r, region)
  const reaction = over.reaction ?? r.pick(drug.reacciones)
  const edad = over.edad ?? r.int(drug.edades[0], drug.edades[1])
  const sexo = drug.soloMujeres === true ? "F" : r.chance(0.5) ? "F" : "M"
  const patient = over.patient ?? newPatient(r, region, sexo, edad, onset)
  const latencia = r.int(reaction.latencia[0], reaction.latencia[1])
  const outcomes = ["recuperado", "recuperado", "recuperado", "en recuperación", "en recuperación", "con secuelas", "no recuperado", "fallecido"] as const
  return {
    patient, region, drug, reaction,
    dosis: over.dosis ?? r.pick(drug.dosis),
    indicacion: r.pick(drug.indicaciones),
    servicio: r.pick(drug.servicios),
    lote: over.lote ?? `${drug.siglasLab}${r.int(21, 25)}${String(r.int(0, 999)).padStart(3, "0")}`,
    inicioTratamiento: addDays(onset, -latencia),
    onset,
    hallazgo: fill(r, reaction.hallazgo),
    historia: r.chance(0.3) ? String(r.int(100_000, 999_999)) : null,
    desenlace: reaction.grave ? r.pick(outcomes) : r.pick(outcomes.slice(0, 5)),
    diasHospital: r.int(2, 21),
    ...over,
    // After `over`: an age given for a new patient must agree with the birth date drawn from it.
    edad: ageAt(patient.nacimiento, onset)
  }
}

// --- Routes: how each reporter writes the same event -----------------------------------------------

/** The routes by which a report reaches the network. */
export type Route = "medico" | "qf" | "paciente" | "titular" | "literatura" | "ocr" | "seguimiento"

const DOCTORS = ["Dr. Wilfredo Tafur", "Dra. Nancy Begazo", "Dr. Aldo Chunga", "Dra. Lourdes Panaifo", "Dr. Germán Huillca", "Dra. Vilma Ocampo", "Dr. Piero Salas", "Dra. Haydée Cubas"]
const PHARMACISTS = ["QF Rosmery Isuiza", "QF Julián Mayta", "QF Giovanna Zegarra", "QF Erick Yarlequé", "QF Doris Lévano", "QF Franklin Tineo"]

const who = (e: Event) => (e.patient.sexo === "F" ? ["Mujer", "paciente femenina", "una paciente"] : ["Varón", "paciente masculino", "un paciente"])

const desenlaceClinico = (r: Random, e: Event) => ({
  recuperado: r.pick([`Evolución favorable, alta al día ${e.diasHospital}.`, "Remisión completa del cuadro.", "Evoluciona favorablemente y se recupera sin secuelas."]),
  "en recuperación": r.pick(["Al momento del reporte en mejoría.", "Paciente en recuperación, continúa en observación."]),
  "con secuelas": r.pick(["Se recupera con secuelas.", "Evoluciona con secuelas al alta."]),
  "no recuperado": r.pick(["Persiste sintomático al momento del reporte.", "Sin mejoría hasta la fecha."]),
  fallecido: r.pick([`Paciente fallece al día ${e.diasHospital} de hospitalización.`, "Evolución tórpida, fallece."])
})[e.desenlace]

const medico = (r: Random, e: Event): string => {
  const [sexo, , un] = who(e)
  const open = r.pick([
    `${sexo} de ${e.edad} años con diagnóstico de ${e.indicacion}, en tratamiento con ${e.drug.generico.toLowerCase()} ${e.dosis} desde el ${dmy(e.inicioTratamiento)}.`,
    `Se trata de ${un} de ${e.edad} años que recibe ${r.chance(0.5) ? e.drug.marca : e.drug.generico} ${e.dosis} por ${e.indicacion}.`,
    `Paciente de ${e.edad} años, ${e.patient.sexo === "F" ? "sexo femenino" : "sexo masculino"}, ${e.indicacion}, usuario de ${e.drug.generico.toLowerCase()} (${e.dosis}).`
  ])
  const onset = r.pick([
    `El ${dmy(e.onset)} presenta ${r.pick(e.reaction.clinico)}.`,
    `Acude a ${e.servicio} por ${r.pick(e.reaction.clinico)} de inicio el ${dmy(e.onset)}.`,
    `Cursa con ${r.pick(e.reaction.clinico)}.`
  ])
  const lab = r.chance(0.8) ? ` ${r.pick(["Exámenes:", "Laboratorio:", "Se evidencia"])} ${e.hallazgo}.` : ""
  const hc = e.historia !== null && r.chance(0.5) ? ` HC ${e.historia}.` : ""
  return `${open} ${onset}${lab} Se indica ${e.reaction.manejo}. ${desenlaceClinico(r, e)}${hc}`
}

const qf = (r: Random, e: Event): string => {
  const sep = r.pick([". ", "\n", " | "])
  const fields = [
    `Notificación de sospecha de RAM - Farmacovigilancia ${e.region.siglas}`,
    `Servicio: ${e.servicio}`,
    `Medicamento sospechoso: ${e.drug.generico} ${e.dosis} (${e.drug.marca}), vía ${e.drug.via}, lote ${e.lote}, RS ${e.drug.registro}`,
    `Fecha de inicio del tratamiento: ${dmy(e.inicioTratamiento)}`,
    `RAM: ${r.pick(e.reaction.clinico)}`,
    `Fecha de inicio de la RAM: ${dmy(e.onset)}`,
    `Hallazgos: ${e.hallazgo}`,
    `Medidas: ${e.reaction.manejo}`,
    `Desenlace: ${e.desenlace}`,
    `Gravedad: ${e.reaction.grave ? "grave" : "no grave"}`,
    `Causalidad (Karch-Lasagna modificado): ${r.pick(["probable", "posible", "definida"])}`
  ]
  return fields.filter((_, i) => i < 3 || r.chance(0.85)).join(sep)
}

const paciente = (r: Random, e: Event): string => {
  const relative = e.edad < 14 || e.edad > 78 || r.chance(0.2)
  const kin = e.edad < 18 ? (e.patient.sexo === "F" ? ["mi hija"] : ["mi hijo"]) : e.patient.sexo === "F" ? ["mi mamá", "mi abuelita", "mi esposa"] : ["mi papá", "mi abuelito", "mi esposo"]
  const me = relative ? r.pick(kin) : "yo"
  const verb = me === "yo" ? "estoy tomando" : "esta tomando"
  const text = [
    r.pick(["Buenas tardes, ", "Hola, quiero reportar que ", "Señores Digemid: ", ""]),
    `${me} ${verb} ${e.drug.lego} desde hace ${Math.max(1, Math.round((Date.parse(e.onset) - Date.parse(e.inicioTratamiento)) / MS_PER_DAY))} dias `,
    `por ${e.indicacion.toLowerCase()} y ${r.pick(["de repente", "a los dias", "despues"])} ${r.pick(e.reaction.lego)}. `,
    r.pick([`Fuimos al ${e.region.hospital} y ${r.pick(["lo internaron", "nos atendieron en emergencia", "nos dijeron que era por la medicina"])}. `, `En el hospital de ${e.region.ciudad} le cambiaron la medicina. `, ""]),
    r.pick(["Ya esta mejor gracias a Dios.", "Sigue mal, quiero saber si es normal.", "Por favor que revisen ese producto.", ""])
  ].join("")
  return r.chance(0.6) ? stripAccents(text).toLowerCase() : text
}

const titular = (r: Random, e: Event, via: string): string => {
  const genero = e.patient.sexo === "F" ? "femenino" : "masculino"
  const pt = r.chance(0.6) ? e.reaction.pt : `${e.reaction.pt} (${r.pick(e.reaction.clinico)})`
  return [
    `Caso PE-${e.drug.siglasLab}-${e.onset.slice(0, 4)}-${String(r.int(1, 99_999)).padStart(5, "0")}.`,
    `Este caso espontáneo fue recibido de ${via} y se refiere a un paciente de sexo ${genero} de ${e.edad} años que experimentó ${pt} mientras recibía ${e.drug.marca.toUpperCase()} (${e.drug.generico.toLowerCase()}) ${e.dosis}, vía ${e.drug.via}, para ${e.indicacion}.`,
    r.chance(0.6) ? `La fecha de inicio de la terapia fue ${e.inicioTratamiento}; el evento se inició ${r.chance(0.5) ? `el ${e.onset}` : "en fecha no informada"}.` : "Las fechas de la terapia no fueron informadas.",
    r.chance(0.5) ? `Resultados de pruebas relevantes: ${e.hallazgo}.` : "",
    `Acción tomada con el producto sospechoso: retirado. Desenlace del evento: ${e.desenlace}. El evento fue considerado ${e.reaction.grave ? "serio (hospitalización)" : "no serio"} por el notificador.`,
    `Comentario de la compañía: ${r.pick(["el evento es listado en la información de seguridad de referencia", "la relación causal se considera posible", "no se dispone de información adicional"])}.`,
    r.chance(0.4) ? `[MedDRA v27.0 PT: ${e.reaction.pt}; lote ${r.chance(0.5) ? e.lote : "desconocido"}]` : ""
  ].filter((s) => s !== "").join(" ")
}

const literatura = (r: Random, e: Event): string => {
  const autor = ranked(r, e.region.apellidos, 0.85)
  return `Referencia bibliográfica: ${autor} ${r.pick(["A", "JC", "MR", "L"])}, et al. ${r.pick(e.reaction.clinico).replace(/^./, (c) => c.toUpperCase())} asociado a ${e.drug.generico.toLowerCase()}: reporte de caso. ` +
    `${r.pick(REVISTAS)}. ${Number(e.onset.slice(0, 4)) + 1};${r.int(20, 42)}(${r.int(1, 4)}):${r.int(10, 300)}. Resumen: se describe ${who(e)[2]} de ${e.edad} años ${e.patient.sexo === "F" ? "atendida" : "atendido"} en ${e.region.ciudad} ` +
    `por ${e.indicacion}, que presentó ${r.pick(e.reaction.clinico)} tras ${e.drug.generico.toLowerCase()} ${e.dosis}; ${e.hallazgo}. Se indicó ${e.reaction.manejo}. Desenlace: ${e.desenlace}.`
}

const OCR_SWAPS: ReadonlyArray<readonly [RegExp, string]> = [[/rn/g, "m"], [/l/g, "1"], [/O/g, "0"], [/e/g, "c"], [/S/g, "5"], [/i/g, "í"], [/B/g, "8"], [/ /g, "  "]]
/** A paper form read by OCR: some character pairs misread, a word or two broken. */
const ocr = (r: Random, text: string): string => {
  let out = r.chance(0.6) ? stripAccents(text).toUpperCase() : text
  for (const [pattern, to] of OCR_SWAPS) out = out.replace(pattern, (m) => (r.chance(0.12) ? to : m))
  return out.replace(/(\w{4})(\w{3,})/g, (m, a: string, b: string) => (r.chance(0.03) ? `${a}-\n${b}` : m))
}

/** A wrong birth date as typed: day and month swapped, or two year digits swapped. */
const mistyped = (r: Random, birth: string): string => {
  const [y, m, d] = birth.split("-") as [string, string, string]
  if (Number(d) <= 12 && d !== m && r.chance(0.5)) return `${y}-${d}-${m}`
  const swapped = `${y.slice(0, 2)}${y[3]}${y[2]}`
  return swapped !== y ? `${swapped}-${m}-${d}` : `${y}-${m}-${d === "01" ? "02" : "01"}`
}

/** One written report of an event. */
export interface Report {
  readonly row: DupCaseRow
  readonly route: Route
}

const product = (e: Event, brand: boolean, detail: "full" | "name" | "none", nameOverride?: string): DupCaseRow["productos"] => {
  if (detail === "none") return []
  const nombre = nameOverride ?? (brand ? e.drug.marca : e.drug.generico)
  return [{
    nombre_producto: nombre,
    ifa: detail === "full" ? e.drug.generico : null,
    registro_sanitario: detail === "full" ? e.drug.registro : null,
    dosis_frecuencia: detail === "full" ? e.dosis : null,
    via_administracion: detail === "full" ? e.drug.via : null
  }]
}

/** One report of `e` by `route`; `first` is the report a follow-up or an OCR copy comes from. */
export const render = (r: Random, e: Event, route: Route, received: string, first?: Report): Report => {
  const p = e.patient
  const base = { paciente_edad: e.edad, paciente_sexo: p.sexo, fecha_recepcion: received }
  switch (route) {
    case "medico": {
      const text = medico(r, e)
      return { route, row: { ...base, paciente_iniciales: initials(r, p, r.pick(["dots", "dots", "plain", "spaced"])), paciente_fecha_nacimiento: r.chance(0.7) ? (r.chance(0.06) ? mistyped(r, p.nacimiento) : p.nacimiento) : null,
        reportante_nombre: r.pick(DOCTORS), producto_sospechoso: r.chance(0.6) ? `${e.drug.generico} ${e.dosis}` : e.drug.marca, descripcion_evento: text,
        fecha_inicio_evento: r.chance(0.9) ? e.onset : null, origen_notificacion: "web_form", productos: product(e, r.chance(0.4), r.chance(0.5) ? "full" : "name") } }
    }
    case "qf": {
      return { route, row: { ...base, paciente_iniciales: initials(r, p, r.chance(0.15) ? "surnameFirst" : r.pick(["plain", "dots"])), paciente_fecha_nacimiento: r.chance(0.8) ? p.nacimiento : null,
        reportante_nombre: r.pick(PHARMACISTS), producto_sospechoso: `${e.drug.generico} ${e.dosis}`, descripcion_evento: qf(r, e),
        fecha_inicio_evento: r.chance(0.95) ? e.onset : null, origen_notificacion: "email", productos: product(e, false, "full") } }
    }
    case "paciente": {
      const remembered = r.chance(0.4) ? addDays(e.onset, r.int(-3, 3)) : e.onset
      return { route, row: { ...base, paciente_edad: r.chance(0.1) ? e.edad + 1 : e.edad, paciente_iniciales: initials(r, p, r.pick(["lower", "lower", "plain", "spaced"])),
        paciente_fecha_nacimiento: r.chance(0.75) ? p.nacimiento : null, reportante_nombre: r.chance(0.5) ? "Paciente (reporte web)" : "Familiar del paciente",
        producto_sospechoso: r.chance(0.3) ? e.drug.errata.toLowerCase() : r.chance(0.5) ? e.drug.marca.toLowerCase() : e.drug.generico.toLowerCase(), descripcion_evento: paciente(r, e),
        fecha_inicio_evento: r.chance(0.7) ? remembered : null, origen_notificacion: "web_form", productos: product(e, true, r.chance(0.5) ? "name" : "none") } }
    }
    case "titular": {
      const via = r.pick(["un farmacéutico a través de la autoridad regulatoria (DIGEMID)", "un médico a través de un representante médico", "la red nacional de farmacovigilancia"])
      const masked = r.next()
      return { route, row: { ...base, paciente_iniciales: masked < 0.3 ? "PRIVACY" : masked < 0.4 ? "UNK" : initials(r, p, "plain"), paciente_fecha_nacimiento: r.chance(0.2) ? p.nacimiento : null,
        reportante_nombre: `Farmacovigilancia ${e.drug.laboratorio}`, producto_sospechoso: `${e.drug.marca.toUpperCase()} ${e.dosis.toUpperCase()}`, descripcion_evento: titular(r, e, via),
        fecha_inicio_evento: r.chance(0.6) ? (r.chance(0.3) ? `${e.onset.slice(0, 8)}01` : e.onset) : null, origen_notificacion: "e2b", productos: product(e, true, "full") } }
    }
    case "literatura":
      return { route, row: { ...base, paciente_iniciales: r.pick(["NN", "N/A", "No consignado"]), paciente_fecha_nacimiento: null, reportante_nombre: "Vigilancia de literatura científica",
        producto_sospechoso: e.drug.generico, descripcion_evento: literatura(r, e), fecha_inicio_evento: r.chance(0.3) ? e.onset : null, origen_notificacion: "email", productos: product(e, false, "name") } }
    case "ocr": {
      const source = first ?? render(r, e, r.chance(0.5) ? "medico" : "qf", received)
      const ini = ocr(r, source.row.paciente_iniciales)
      return { route, row: { ...source.row, fecha_recepcion: received, paciente_iniciales: ini.trim() === "" ? source.row.paciente_iniciales : ini, descripcion_evento: ocr(r, source.row.descripcion_evento),
        producto_sospechoso: ocr(r, source.row.producto_sospechoso), paciente_fecha_nacimiento: r.chance(0.8) ? source.row.paciente_fecha_nacimiento : null, origen_notificacion: "email" } }
    }
    case "seguimiento": {
      const prior = first ?? render(r, e, "medico", received)
      const update = `Seguimiento ${r.int(1, 2)} del caso notificado el ${dmy(prior.row.fecha_recepcion)}: ${desenlaceClinico(r, { ...e, desenlace: e.desenlace === "fallecido" ? "fallecido" : r.pick(["recuperado", "con secuelas", "en recuperación"]) })}` +
        (prior.row.paciente_fecha_nacimiento !== null && prior.row.paciente_fecha_nacimiento !== p.nacimiento ? " Se corrige la fecha de nacimiento." : "")
      const birth = r.chance(0.3) ? null : p.nacimiento
      return { route, row: { ...prior.row, fecha_recepcion: received, paciente_fecha_nacimiento: birth, descripcion_evento: r.chance(0.55) ? `${prior.row.descripcion_evento}\n\n${update}` : `${update} ${r.pick(e.reaction.clinico)} por ${e.drug.generico.toLowerCase()}, ${e.hallazgo}.`,
        fecha_inicio_evento: prior.row.fecha_inicio_evento ?? (r.chance(0.5) ? e.onset : null) } }
    }
  }
}

const LAG: Record<Route, readonly [number, number]> = { medico: [1, 10], qf: [2, 20], paciente: [0, 6], titular: [15, 90], literatura: [90, 400], ocr: [5, 40], seguimiento: [10, 60] }
/** The day a report by `route` of an event that began on `onset` is received. */
export const receivedAfter = (r: Random, route: Route, onset: string) => addDays(onset, r.int(LAG[route][0], LAG[route][1]))
/** How an event is first reported (weights by repetition). */
export const FIRST_ROUTES: ReadonlyArray<Route> = ["medico", "medico", "medico", "medico", "qf", "qf", "qf", "paciente", "paciente", "titular"]
/** Which routes report an event again (weights by repetition). */
export const LATER_ROUTES: ReadonlyArray<Route> = ["qf", "qf", "qf", "medico", "medico", "titular", "titular", "titular", "paciente", "paciente", "seguimiento", "seguimiento", "ocr", "literatura"]
