/**
 * The bedside notes of the materno generator (lib/dupMaterno.ts): the neonatologist's note of a
 * newborn's event ("RN de Quispe Mamani", days of life, Capurro, birth weight and Apgar, the
 * mother's history in one line, the scheme in mg/kg; a named infant weeks later at the clinic), and
 * the nurse's SOAPIE note from the delivery room, the puerperium ward or the neonatal unit (the
 * patient's words in quotes, the time of the shift, no onset field filled half the time, the age
 * rounded, the initials as the nurse's board writes them).
 */
import type { Random } from "./random.js"
import type { DupCaseRow } from "./dupData.js"
import { daysOfLife, type MatEvent, throughMother } from "./dupMaternoEvents.js"
import { entries, motherState, patientFields, productName, row, suspectText } from "./dupMaternoForms.js"
import { ageOf, babyLabel } from "./dupMaternoPeople.js"
import { cap, fecha, hora, iso, sinTildes, typos } from "./dupMaternoText.js"

const motherLine = (r: Random, e: MatEvent): string => {
  const bits = [
    `madre de ${ageOf(e.mother, e.day)} años`,
    r.chance(0.6) && `G${e.obstetric.g}`,
    r.chance(0.5) && (e.drug.key === "surfactante" || e.drug.key === "cafeina" ? r.pick(["con preeclampsia severa", "con RPM de 24 h", "con corioamnionitis", "sin control prenatal"]) : r.pick(["CPN 6", "sin patología", "con ITU en III trimestre", "con anemia"])),
    r.chance(0.4) && r.pick(["recibió betametasona completa", "recibió SO4Mg", "no recibió corticoides", "recibió 1 dosis de betametasona"])
  ]
  return bits.filter((b): b is string => typeof b === "string").join(", ")
}

const dayOfLifeText = (r: Random, n: number): string => {
  if (n <= 0) return r.pick(["al nacer", "en atención inmediata", "a la hora de vida"])
  if (n < 29) return r.pick([`al día ${n} de vida`, `a los ${n} días de vida`, `${n}º DDV`, `DDV ${n}`])
  const m = Math.floor(n / 30)
  return r.pick([`a los ${m} mes${m > 1 ? "es" : ""}`, `a las ${Math.round(n / 7)} semanas de vida`, `a los ${n} días`])
}

/** The neonatologist's note (or the pediatrician's, weeks later, for a BCG or a hearing screen). */
export const neonatologyNote = (r: Random, e: MatEvent): DupCaseRow => {
  const baby = e.baby!
  const recv = e.day + r.int(1, 16)
  const dol = daysOfLife(e, e.day)
  const named = dol > 28
  const sexWord = baby.sex === "F" ? r.pick(["mujer", "sexo F", "femenino"]) : r.pick(["varón", "sexo M", "masculino"])
  const head = named
    ? `${r.pick(["Lactante", "Lactante menor"])} ${sexWord} de ${Math.floor(dol / 30) || 1} ${dol < 60 ? "mes" : "meses"}${r.chance(0.6) ? `, ${baby.laterGiven[0]} ${baby.paternal}` : ""}, nacido en ${e.mother.hospital.short} a las ${e.weeks} ss, PN ${e.birthWeight} g`
    : `${r.chance(0.5) ? babyLabel(r, e.mother, e.twin, true) : "RN"} ${sexWord}, ${dol} ${dol === 1 ? "día" : "días"} de vida, EG ${e.weeks} ss x ${r.pick(["Capurro", "Ballard", "FUR", "ECO"])}, PN ${e.birthWeight} g${r.chance(0.6) ? `, Apgar ${e.apgar}` : ""}${e.twin !== null ? `, ${e.twin === 1 ? "primer" : "segundo"} gemelar` : ""}`
  const scheme = e.co !== null
    ? `${productName(r, e, e.drug, r.pick(["chart", "formal"] as const))} ${e.dose} + ${productName(r, e, e.co, "chart")} ${r.pick(e.co.doses)}`
    : `${productName(r, e, e.drug, r.pick(["chart", "formal", "brand"] as const))} ${e.dose}`
  const text = [
    `${head}.`,
    r.chance(0.65) ? `${cap(motherLine(r, e))}.` : "",
    `${throughMother(e) ? r.pick(["Madre recibió", "Exposición materna a", "Madre con"]) : e.drug.key === "bcg" ? "Recibió" : r.pick(["Recibe", "En tratamiento con", "Se administra"])} ${scheme}${r.chance(0.6) ? ` por ${e.indication}` : ""}${r.chance(0.5) ? ` desde el ${fecha(r, e.startDay)}` : ""}.`,
    `${cap(dayOfLifeText(r, dol))} ${r.pick(["presenta", "se evidencia", "cursa con"])} ${r.pick(e.reaction.clinical)}${e.signs.length > 0 ? ` (${e.signs.join(", ")})` : ""}.`,
    `${cap(e.treatment)}.`,
    e.outcome.kind === "uci" ? "Requiere soporte en UCIN." : e.outcome.kind === "recuperado" ? r.pick(["Evoluciona favorablemente.", "Se resuelve.", "Estable."]) : ""
  ].filter((x) => x.length > 0).join(" ")
  return row({
    ...patientFields(r, e, e.day, { initials: "form", dob: 0.75, slack: 0, motherDob: 0.03, fullLabel: 0.25 }),
    reportante_nombre: `${e.staff.neonatologo} - ${named ? r.pick(["Pediatría", "Consultorio de Pediatría", "Infectología Pediátrica"]) : r.pick(["Neonatología", "Servicio de Neonatología", "UCI Neonatal"])}, ${e.mother.hospital.short}`,
    producto_sospechoso: suspectText(r, e, r.pick(["formal", "chart", "brand"] as const)),
    descripcion_evento: typos(r, text, 80),
    fecha_inicio_evento: r.chance(0.85) ? iso(e.day) : null,
    fecha_recepcion: iso(recv),
    origen_notificacion: `Neonatología - ${e.mother.hospital.short}`,
    productos: entries(r, e, r.pick(["formal", "chart"] as const), { rs: 0.3, dose: 0.8 })
  })
}

// What the patient says, in her words (and what the nurse sees in a newborn).
const SAYS: Readonly<Record<string, ReadonlyArray<string>>> = {
  hiperdinamia: ["me duele mucho, no para", "las contracciones vienen seguidas"],
  hipotension: ["me siento mareada", "se me nubla la vista"],
  fiebre_miso: ["tengo mucho frío", "estoy temblando"],
  rubor_mg: ["me arde la cara", "siento mucho calor"],
  hipermg: ["tengo sueño", "no puedo respirar bien"],
  cefalea: ["me duele la cabeza", "me late la cabeza"],
  taquicardia: ["siento que el corazón se me sale", "me late rápido el corazón"],
  rash: ["me pica todo el cuerpo", "tengo ronchas"],
  anafilaxia: ["no puedo respirar", "se me hinchan los labios"],
  flebitis: ["me duele el brazo", "me arde donde pasa el suero"],
  hipersensibilidad_fe: ["me duele el pecho", "me duele la espalda"],
  disgeusia: ["tengo sabor a metal en la boca"],
  somnolencia: ["tengo mucho sueño"],
  hepatitis: ["me siento cansada"],
  bradicardia: ["me siento débil", "me mareo"],
  nauseas: ["tengo náuseas", "quiero vomitar"],
  hiponatremia: ["me duele la cabeza y tengo náuseas"],
  edema_pulmonar: ["me falta el aire"]
}

const NURSE_DX = ["Riesgo de lesión", "Patrón respiratorio ineficaz", "Riesgo de perfusión tisular ineficaz", "Hipertermia", "Deterioro de la integridad cutánea", "Disconfort", "Riesgo de shock"]

/** The nurse's SOAPIE note of the shift, passed to the unit as it was written. */
export const nurseNote = (r: Random, e: MatEvent): DupCaseRow => {
  const recv = e.day + r.int(0, 4)
  const rn = e.phase === "rn"
  const baby = e.baby
  const time = hora(r, e.minute)
  const who = rn
    ? `${babyLabel(r, e.mother, e.twin, r.chance(0.5))}, ${daysOfLife(e, e.day)} DDV`
    : r.chance(0.6) ? `${r.pick(["Sra.", "Pcte", "Paciente"])} ${e.mother.given[0]}${r.chance(0.5) ? ` ${e.mother.paternal}` : ""}` : r.pick(["Paciente", "Puérpera", "Gestante"])
  const said = SAYS[e.reaction.key]
  const s = rn ? `S: ${r.pick(["RN no verbaliza", "no aplica", "madre refiere que su bebé está decaído"])}` : said !== undefined && r.chance(0.8) ? `S: "${r.pick(said)}"` : `S: ${r.pick(["refiere malestar", "paciente refiere molestias"])}`
  const o = `O: ${who}${rn ? "" : `, ${motherState(r, e, e.day)}`}, ${r.pick(e.reaction.chart)}${e.signs.length > 0 ? `, ${e.signs.join(", ")}` : ""}${r.chance(0.5) ? `, ${throughMother(e) ? "madre recibió" : "recibiendo"} ${productName(r, e, e.drug, "chart")} ${r.chance(0.5) ? e.dose : ""}`.trimEnd() : ""}`
  const a = `A: ${r.pick(NURSE_DX)}${r.chance(0.5) ? ` r/c ${r.chance(0.5) ? "RAM a" : "administración de"} ${productName(r, e, e.drug, r.pick(["chart", "slip"] as const))}` : ""}`
  const p = `P: ${r.pick(rn ? ["RN estable", "RN mejorará su patrón respiratorio", "disminuir riesgo"] : ["paciente mejorará", "paciente estable en 1 hora", "disminuir riesgo"])}`
  const i = `I: ${r.pick(rn ? ["se comunica a neonatólogo de turno", "se avisa a pediatra de guardia", "se comunica a médico"] : ["se comunica a médico de guardia", "se avisa a obstetra de turno", "se comunica a gineco-obstetra de turno", "se comunica a médico"])}; ${e.treatment}; ${rn ? "monitoreo de FC y SatO2" : "CFV c/15 min"}`
  const ev = `E: ${e.outcome.kind === "uci" ? `se traslada a UCI ${rn ? "Neonatal" : "Materna"}` : e.outcome.kind === "recuperado" ? "paciente estable" : "se continúa observación"}`
  const header = `${fecha(r, e.day)} ${time} - ${e.service}${r.chance(0.4) ? `, ${e.bed}` : ""}`
  let text = [header, s, o, a, p, i, ev].join(r.chance(0.5) ? "\n" : ". ")
  if (r.chance(0.35)) text = sinTildes(text)
  const fields = patientFields(r, e, e.day, { initials: rn ? "form" : r.pick(["firstName", "lower", "form", "shortGiven"] as const), dob: rn ? 0.35 : 0.12, slack: 0.15, motherDob: rn ? 0.08 : 0, fullLabel: 0.4 })
  // The nurse's board gives an age to the nearest five now and then ("30 a aprox").
  const age = !rn && r.chance(0.15) ? Math.round(ageOf(e.mother, e.day) / 5) * 5 : fields.paciente_edad
  return row({
    ...fields,
    ...(rn && baby !== null ? {} : { paciente_edad: age }),
    reportante_nombre: `${e.staff.enfermera} - ${e.service}${r.chance(0.4) ? ` (turno ${r.pick(["mañana", "tarde", "noche"])})` : ""}`,
    producto_sospechoso: suspectText(r, e, r.pick(["chart", "chart", "slip", "brand"] as const)),
    descripcion_evento: typos(r, text, 30),
    fecha_inicio_evento: r.chance(0.55) ? iso(e.day) : null,
    fecha_recepcion: iso(recv),
    origen_notificacion: `Nota de enfermería - ${e.service}`,
    productos: entries(r, e, "chart", { rs: 0.05, dose: 0.45 })
  })
}
