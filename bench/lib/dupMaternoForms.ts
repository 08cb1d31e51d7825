/**
 * The obstetric side's reports in the materno generator (lib/dupMaterno.ts): the gineco-obstetra's
 * yellow form (formal, the obstetric formula and the gestational age by ultrasound, the full
 * initials), the obstetra's (midwife's) form from the delivery room or a health centre (short,
 * abbreviated, the patient's first name, times of the partograph), and the hospital pharmacy's
 * intensive-monitoring sheet (fields typed from the ward's sheet, surnames first as the pharmacy
 * system lists them, causality by Karch-Lasagna, sent in the monthly batch). Also what every route
 * writes the same way: how a product is named, its entries, ages and the row itself.
 */
import type { Random } from "./random.js"
import type { DupCaseRow } from "./dupData.js"
import { type Drug, registro } from "./dupMaternoDrugs.js"
import { daysOfLife, type MatEvent, patientOf, throughMother } from "./dupMaternoEvents.js"
import { ageOf, babyLabel, initialsOf, type InitialsStyle } from "./dupMaternoPeople.js"
import { cap, ddmmyyyy, edadGestacional, fecha, formula, hora, iso, mayus, sentences, sinTildes, slip, typos } from "./dupMaternoText.js"

/** How a report names the suspected product. */
export type NameStyle = "formal" | "brand" | "chart" | "upper" | "slip"

/** A medicine's name in a style ("Sulfato de magnesio 20%", "SO4Mg", "OXITOCINA 10UI/ML", "misoprostrol"). */
export const productName = (r: Random, e: MatEvent, d: Drug, style: NameStyle): string => {
  const brand = d === e.drug ? e.brand : null
  switch (style) {
    case "formal": return `${d.generic} ${e.strength}${brand !== null && r.chance(0.5) ? ` (${brand})` : ""}`
    case "brand": return brand ?? (r.chance(0.5) ? `${d.generic} ${e.strength}` : d.generic)
    case "chart": return `${r.pick(d.chart)}${r.chance(0.4) ? ` ${e.strength}` : ""}`
    case "upper": return mayus(sinTildes(`${brand !== null && r.chance(0.3) ? brand : d.generic}${r.chance(0.6) ? ` ${e.strength.replace(" ", "")}` : ""}`))
    case "slip": return `${slip(r, d.generic.split(" ")[0]!)}${d.generic.includes(" ") ? d.generic.slice(d.generic.indexOf(" ")) : ""}`
  }
}

/** The suspected product field: ampicillin with gentamicin written as one scheme now and then. */
export const suspectText = (r: Random, e: MatEvent, style: NameStyle): string => {
  const main = productName(r, e, e.drug, style)
  if (e.co === null || r.chance(0.4)) return main
  return `${main} + ${productName(r, e, e.co, style === "slip" ? "chart" : style)}`
}

const VIA_WORDS: Readonly<Record<Drug["via"], ReadonlyArray<string>>> = {
  EV: ["EV", "endovenosa", "IV", "E.V."], IM: ["IM", "intramuscular", "I.M."], VO: ["VO", "oral", "vía oral"], SL: ["SL", "sublingual"],
  ID: ["ID", "intradérmica"], IT: ["intratraqueal", "endotraqueal", "x TET"], VR: ["VR", "rectal"]
}

/** The entries of the products table, as a route fills them. */
export const entries = (r: Random, e: MatEvent, style: NameStyle, o: { readonly rs: number; readonly dose: number; readonly upperCase?: boolean }): DupCaseRow["productos"] => {
  const one = (d: Drug, s: NameStyle) => {
    const up = (x: string) => (o.upperCase === true ? mayus(sinTildes(x)) : x)
    return {
      nombre_producto: up(productName(r, e, d, s)),
      ifa: r.chance(0.65) ? up(d.generic.replace(/ \(.*\)$/, "")) : null,
      registro_sanitario: r.chance(o.rs) ? registro(r, d) : null,
      dosis_frecuencia: r.chance(o.dose) ? up(d === e.drug ? e.dose : r.pick(d.doses)) : null,
      via_administracion: r.chance(0.7) ? up(r.pick(VIA_WORDS[d.via])) : null
    }
  }
  return e.co === null ? [one(e.drug, style)] : [one(e.drug, style), one(e.co, style === "slip" ? "chart" : style)]
}

/** A case row with the API's limits applied. */
export const row = (f: DupCaseRow): DupCaseRow => ({
  ...f,
  paciente_iniciales: f.paciente_iniciales.slice(0, 60) || "NN",
  reportante_nombre: f.reportante_nombre.slice(0, 250),
  producto_sospechoso: f.producto_sospechoso.slice(0, 250),
  descripcion_evento: f.descripcion_evento.slice(0, 3900),
  paciente_edad: Math.max(0, Math.min(120, f.paciente_edad))
})

/** The mother's age as a report states it: exact on the day, or a year off when the birthday is near or it is typed from memory. */
export const motherAge = (r: Random, e: MatEvent, day: number, slack: number): number => {
  const exact = ageOf(e.mother, day)
  return r.chance(slack) ? exact + r.pick([-1, 1, 1]) : exact
}

/** The patient fields of a row: a mother's, or a newborn's (now and then with the mother's birth date by mistake). */
export const patientFields = (r: Random, e: MatEvent, day: number, o: { readonly initials: InitialsStyle; readonly dob: number; readonly slack: number; readonly motherDob?: number; readonly fullLabel?: number }) => {
  if (e.phase !== "rn") {
    return {
      paciente_iniciales: initialsOf(r, e.mother, o.initials),
      paciente_edad: motherAge(r, e, day, o.slack),
      paciente_sexo: "F" as const,
      paciente_fecha_nacimiento: r.chance(o.dob) ? iso(e.mother.birth) : null
    }
  }
  const baby = e.baby!
  const named = day - baby.birth > 28 && r.chance(0.7)
  return {
    paciente_iniciales: named ? initialsOf(r, baby, o.initials === "firstName" ? "firstName" : "form", baby.laterGiven) : babyLabel(r, e.mother, e.twin, r.chance(o.fullLabel ?? 0.2)),
    paciente_edad: 0,
    paciente_sexo: baby.sex,
    paciente_fecha_nacimiento: r.chance(o.motherDob ?? 0) ? iso(e.mother.birth) : r.chance(o.dob) ? iso(baby.birth) : null
  }
}

/** "Gestante de 28 semanas", "puérpera de cesárea día 2", "en trabajo de parto, 39 ss". */
export const motherState = (r: Random, e: MatEvent, day: number): string => {
  const ga = edadGestacional(r, e.weeks, e.weekDays).replace(/^EG (x FUR )?/, "")
  if (e.phase === "gestante") return r.pick([`gestante de ${ga}`, `gestante de ${e.weeks} semanas`, `con embarazo de ${ga}`])
  if (e.phase === "parto") return r.pick([`gestante de ${ga} en trabajo de parto`, `en TdP fase activa, ${ga}`, `gestante a término (${ga}) hospitalizada para inducción`])
  const post = e.delivery === null ? 0 : Math.max(0, day - e.delivery.day)
  const mode = e.delivery?.mode === "cesárea" ? r.pick(["post cesárea", "de cesárea", "post CST"]) : r.pick(["de parto vaginal", "post parto eutócico", "de PV"])
  return post === 0 ? `puérpera inmediata ${mode}` : r.pick([`puérpera ${mode} día ${post}`, `puérpera mediata ${mode} (${post} días)`, `PO${post} ${mode}`])
}

const what = (r: Random, e: MatEvent) => r.pick(e.reaction.clinical)
const signs = (e: MatEvent) => e.signs.join(", ")
const outcomeText = (r: Random, e: MatEvent): string => {
  const o = e.outcome
  switch (o.kind) {
    case "recuperado": return o.days === 0 ? r.pick(["cuadro remite en las siguientes horas", "remite sin secuelas", "evolución favorable"]) : `recuperada a los ${o.days} días`
    case "mejorando": return r.pick(["en recuperación al momento de la notificación", "evoluciona favorablemente", "mejoría progresiva"])
    case "secuela": return r.pick(["recuperada con secuelas", "persiste alteración al alta", "con secuela"])
    case "uci": return r.pick([`pasa a UCI ${e.phase === "rn" ? "Neonatal" : "Materna"} por ${o.days} días`, "requiere traslado a cuidados intensivos"])
    case "desconocido": return ""
  }
}

/** Words agreed with a newborn's sex. */
export const agreeSex = (text: string, sex: "F" | "M"): string => (sex === "F" ? text : text.replace(/\b(recuperad|trasladad|somnolient|hipotónic|taquicárdic|bradicárdic)a\b/g, "$1o"))

/** The gineco-obstetra's yellow form. */
export const obstetricianForm = (r: Random, e: MatEvent): DupCaseRow => {
  const recv = e.day + r.int(1, 12)
  const age = ageOf(e.mother, e.day)
  const text = sentences([
    `${r.pick(["Paciente", "Pcte.", "Se trata de paciente"])} de ${age} años, ${formula(r, e.obstetric.g, e.obstetric.term, e.obstetric.preterm, e.obstetric.abortions, e.obstetric.living)}, ${motherState(r, e, e.day)}`,
    `con diagnóstico de ${e.indication}`,
    `${r.pick(["Se indica", "Recibe", "Se administra"])} ${productName(r, e, e.drug, r.pick(["formal", "brand"] as const))} ${e.dose}${r.chance(0.6) ? ` el ${fecha(r, e.startDay)}` : ""}${r.chance(0.5) ? ` a las ${hora(r, (e.minute + 1440 - r.int(5, 120)) % 1440)}` : ""}`,
    `${r.pick(["Posteriormente presenta", "A los pocos minutos presenta", "Presenta", "Cursa con"])} ${what(r, e)}`,
    e.signs.length > 0 && `Al examen: ${signs(e)}`,
    `Se ${r.pick(["indica", "realiza", "procede con"])}: ${e.treatment}`,
    outcomeText(r, e),
    r.chance(0.3) && `${e.delivery !== null && e.phase !== "gestante" ? `Parto por ${e.delivery.mode} el ${fecha(r, e.delivery.day)}` : "Se continúa manejo en hospitalización"}`
  ])
  return row({
    ...patientFields(r, e, e.day, { initials: r.pick(["form", "form", "shortGiven"] as const), dob: 0.55, slack: 0.05 }),
    reportante_nombre: `${e.staff.gineco} - ${r.pick(["Médico Gineco-Obstetra", "Médico asistente", "Médico residente de Ginecología y Obstetricia"])}, ${r.pick(["Dpto. de Obstetricia y Perinatología", e.service])}, ${e.mother.hospital.short}`,
    producto_sospechoso: suspectText(r, e, r.pick(["formal", "brand", "formal"] as const)),
    descripcion_evento: typos(r, text, 90),
    fecha_inicio_evento: r.chance(0.88) ? iso(e.day) : null,
    fecha_recepcion: iso(recv),
    origen_notificacion: `Formato de notificación RAM - ${e.mother.hospital.short}`,
    productos: entries(r, e, "formal", { rs: 0.45, dose: 0.85 })
  })
}

/** The obstetra's (midwife's) form from the delivery room or a health centre. */
export const midwifeForm = (r: Random, e: MatEvent): DupCaseRow => {
  const recv = e.day + r.int(0, 9)
  const centre = !e.mother.hospital.lima || r.chance(0.3) ? e.staff.centre : e.service
  const y = ageOf(e.mother, e.day)
  const who = e.phase === "rn"
    ? `RN ${e.baby!.sex === "F" ? "mujer" : "varón"} de ${e.weeks} ss, PN ${e.birthWeight} g, ${e.baby!.sex === "F" ? "hija" : "hijo"} de ${e.mother.given[0]} ${e.mother.paternal}`
    : `Pcte ${y}a, ${formula(r, e.obstetric.g, e.obstetric.term, e.obstetric.preterm, e.obstetric.abortions, e.obstetric.living)}, ${motherState(r, e, e.day)}`
  const t = hora(r, e.minute)
  const text = [
    `${who}.`,
    `${throughMother(e) ? "Madre recibió" : r.pick(["Se inicia", "Se administra", "Recibe"])} ${productName(r, e, e.drug, r.pick(["chart", "chart", "brand", "slip"] as const))} ${e.dose}${r.chance(0.5) ? ` x ${e.indication}` : ""}.`,
    `${r.pick(["A las", "Hora:", "Siendo las"])} ${t} ${r.pick(["presenta", "se evidencia", "pcte refiere"])} ${r.pick(e.reaction.chart)}${e.signs.length > 0 ? `, ${signs(e)}` : ""}.`,
    `${cap(e.treatment)}.`,
    r.chance(0.6) ? `${e.outcome.kind === "recuperado" ? r.pick(["Se recupera", "Cede cuadro", "Mejora"]) : e.outcome.kind === "uci" ? "Se refiere" : "En observación"}.` : "",
    r.chance(0.35) && e.delivery !== null && e.phase === "parto" ? `Parto ${e.delivery.mode === "cesárea" ? "por cesárea" : "vaginal"}${r.chance(0.5) ? ` a las ${hora(r, (e.minute + r.int(60, 400)) % 1440)}` : ""}, RN vivo.` : ""
  ].filter((x) => x.length > 0).join(" ")
  return row({
    ...patientFields(r, e, e.day, { initials: r.pick(["firstName", "lower", "shortGiven", "form"] as const), dob: 0.2, slack: 0.12, fullLabel: 0.35 }),
    reportante_nombre: `${e.staff.obstetra}${r.chance(0.5) ? ` (COP ${r.int(5000, 39_000)})` : ""} - ${centre}`,
    producto_sospechoso: suspectText(r, e, r.pick(["chart", "brand", "formal", "slip"] as const)),
    descripcion_evento: typos(r, r.chance(0.3) ? sinTildes(text) : text, 35),
    fecha_inicio_evento: r.chance(0.72) ? iso(e.day) : null,
    fecha_recepcion: iso(recv),
    origen_notificacion: r.chance(0.5) ? "Notificación obstetra" : `${centre} - ficha de notificación`,
    productos: entries(r, e, r.pick(["chart", "brand"] as const), { rs: 0.15, dose: 0.6 })
  })
}

const KARCH = ["probable", "probable", "posible", "definida", "condicional"]
const GRAV = (e: MatEvent) => (e.reaction.serious ? (e.outcome.kind === "uci" ? "grave" : "moderada") : "leve")

/** The pharmacy's intensive-monitoring sheet, typed from the ward's and sent in the month's batch. */
export const pharmacySheet = (r: Random, e: MatEvent): DupCaseRow => {
  const recv = e.day + r.int(3, 35)
  // A newborn's sheet now and then filed under the mother's record: her fields, the baby's story.
  const underMother = e.phase === "rn" && r.chance(0.06)
  const patient = patientOf(e)
  const fields = underMother
    ? { paciente_iniciales: initialsOf(r, e.mother, "surnamesFirst"), paciente_edad: ageOf(e.mother, recv), paciente_sexo: "F" as const, paciente_fecha_nacimiento: r.chance(0.6) ? iso(e.mother.birth) : null }
    : { ...patientFields(r, e, recv, { initials: r.pick(["surnamesFirst", "surnamesFirst", "upper", "form"] as const), dob: 0.7, slack: 0.04, motherDob: e.phase === "rn" ? 0.04 : 0 }), ...(e.phase !== "rn" && r.chance(0.35) ? { paciente_edad: ageOf(e.mother, recv) } : {}) }
  const lines = [
    r.pick(["FARMACOVIGILANCIA INTENSIVA", "Hoja de monitoreo intensivo", "FVI - Seguimiento farmacoterapéutico", "Monitoreo intensivo de RAM"]),
    `Servicio: ${e.service}. ${e.bed}. HC ${patient.hc}.${e.phase === "rn" ? ` ${e.twin !== null ? `Gemelar ${e.twin}. ` : ""}EG ${e.weeks} ss, PN ${e.birthWeight} g, ${daysOfLife(e, e.day)} días de vida.` : ` ${e.phase === "gestante" ? `EG ${e.weeks} ss.` : e.phase === "puerpera" ? "Puérpera." : `EG ${e.weeks} ss, en TdP.`}`}`,
    `Dx: ${e.indication}.`,
    `Medicamento sospechoso: ${productName(r, e, e.drug, r.pick(["upper", "formal"] as const))}, ${e.dose}, inicio ${ddmmyyyy(e.startDay)}.${e.co !== null ? ` Concomitante: ${productName(r, e, e.co, "upper")}.` : ""}${e.lot !== null && r.chance(0.7) ? ` Lote ${e.lot}.` : ""}`,
    `RAM: ${what(r, e)}${r.chance(0.7) ? ` (${ddmmyyyy(e.day)})` : ""}.${e.signs.length > 0 && r.chance(0.7) ? ` ${signs(e)}.` : ""}`,
    `Conducta: ${e.treatment}.`,
    `Imputabilidad (Karch-Lasagna): ${r.pick(KARCH)}. Gravedad: ${GRAV(e)}.${e.outcome.kind !== "desconocido" ? ` Desenlace: ${e.outcome.kind === "uci" ? "hospitalización prolongada" : e.outcome.kind === "secuela" ? "recuperado con secuela" : e.outcome.kind === "mejorando" ? "en recuperación" : "recuperado"}.` : ""}`
  ]
  return row({
    ...fields,
    reportante_nombre: `${e.staff.qf} - ${r.pick(["Farmacia Clínica", "Servicio de Farmacia", "Comité de Farmacovigilancia", "Dpto. de Farmacia - FV"])} ${e.mother.hospital.short}`,
    producto_sospechoso: suspectText(r, e, r.pick(["upper", "formal", "upper"] as const)),
    descripcion_evento: typos(r, lines.join(r.chance(0.5) ? "\n" : " "), 120),
    fecha_inicio_evento: r.chance(0.93) ? iso(e.day) : null,
    fecha_recepcion: iso(recv),
    origen_notificacion: `Farmacovigilancia intensiva - ${e.mother.hospital.short}`,
    productos: entries(r, e, "upper", { rs: 0.7, dose: 0.95, upperCase: r.chance(0.6) })
  })
}
