/**
 * The writers outside the hospital's forms in the oncology network generator (`--generator
 * oncologia`): the nurse navigator's WhatsApp or phone note (nickname, "desde el jueves", rough
 * age), the company programme's upper-case template (brand, "5X años", no birth date), DIGEMID's
 * forwarded copy of a relative's online notification (lay words, the relative as reporter); and
 * the later copies of any report: a follow-up with the outcome, a narrative cut short, a re-sent mail.
 */
import { DRUGS, type DrugKey, registro } from "./dupOncoDrugs.js"
import { ageOf, type OncoEvent } from "./dupOncoEvents.js"
import { OUTCOME_WORDS } from "./dupOncoLexicon.js"
import { addDays, cap, daysBetween, diaSemana, fecha, fechaFormulario, ordinalF, sinTildes, some, typos } from "./dupOncoNoise.js"
import { initials, navigatorName } from "./dupOncoPeople.js"
import { ageCopy, arrives, birthCopy, brandOf, type Ctx, cycleTag, doseText, type Draft, findings, regimenName, sentence, signer, treatment } from "./dupOncoWrite.js"
import type { Random } from "./random.js"

const sexo = (e: OncoEvent) => (e.course.patient.female ? "F" : "M") as "F" | "M"

const KIN_WORDS: Readonly<Record<string, { readonly art: string; readonly my: string }>> = {
  hija: { art: "la hija", my: "Mi mamá" }, hijo: { art: "el hijo", my: "Mi mamá" }, esposa: { art: "la esposa", my: "Mi esposo" },
  esposo: { art: "el esposo", my: "Mi esposa" }, madre: { art: "la mamá", my: "Mi hija" }, hermana: { art: "la hermana", my: "Mi hermana" },
  nieta: { art: "la nieta", my: "Mi abuela" }, sobrina: { art: "la sobrina", my: "Mi tía" }
}
// The relative's words for the patient follow the patient's sex.
const myPatient = (e: OncoEvent): string => {
  const p = e.course.patient
  const base = KIN_WORDS[p.kin.rel]!.my
  if (p.female) return base
  return ({ "Mi mamá": "Mi papá", "Mi esposa": "Mi esposo", "Mi hija": "Mi hijo", "Mi hermana": "Mi hermano", "Mi abuela": "Mi abuelo", "Mi tía": "Mi tío" } as Record<string, string>)[base] ?? base
}

/** A relative's phrase about the patient, in the patient's gender. */
const lay = (r: Random, e: OncoEvent): string => {
  const phrase = r.pick(e.reaction.lego)
  return e.course.patient.female ? phrase : phrase.replace("se puso roja", "se puso rojo").replace("se puso amarilla", "se puso amarillo").replace("muy cansada", "muy cansado")
}

// Navigators write fast: "q", "x", "pcte", lower case.
const shorthand = (text: string): string =>
  text.replace(/\bque\b/g, "q").replace(/\bpor\b/g, "x").replace(/\bpaciente\b/g, "pcte").replace(/\bcon\b/g, "c/").replace(/\bdías\b/g, "d")

const ADVICE: Readonly<Record<string, ReadonlyArray<string>>> = {
  neutropenia_febril: ["le indico acudir a emergencia de inmediato", "se le indica ir a EMG, se avisa a guardia"],
  diarrea: ["loperamida según pauta, SRO, si >6 dep acudir a EMG", "se le indica hidratación y loperamida, control mañana"],
  mucositis: ["enjuagues c/ bicarbonato, dieta blanda", "se coordina cita adelantada"],
  mano_pie: ["suspender pastillas hasta evaluación", "crema de urea, no exponerse al calor, cita adelantada"],
  nauseas_vomitos: ["ondansetrón VO según receta, si no tolera acudir a EMG", "se le indica dieta fraccionada"]
}

/** The nurse navigator's note of a WhatsApp message or a call: the day heard, not the onset. */
export const navegadora = ({ r, e, staff }: Ctx): Draft => {
  const p = e.course.patient
  const heard = addDays(e.onset, e.reaction.when === "infusion" ? r.int(1, 4) : r.int(0, 3))
  const fromKin = r.chance(0.35)
  const medium = fromKin ? r.pick([`escribe ${KIN_WORDS[p.kin.rel]!.art} x wsp`, `llama ${KIN_WORDS[p.kin.rel]!.art}`, `${KIN_WORDS[p.kin.rel]!.art} (${p.kin.name.split(" ")[0]}) escribe por WhatsApp`])
    : r.pick(["me escribe x wsp", "escribe por WhatsApp", "llamada de seguimiento", "llama al celular de navegación", "contesta llamada de seguimiento"])
  const gap = daysBetween(e.onset, heard)
  const cuando = e.reaction.when === "infusion" ? `después de su quimio del ${diaSemana(e.d1)}`
    : e.reaction.when === "acumulado" ? r.pick(["hace unas semanas", "desde el último ciclo", "desde hace días"])
      : gap === 0 ? r.pick(["desde hoy", "desde la mañana"]) : gap === 1 ? "desde ayer" : r.pick([`desde el ${diaSemana(e.onset)}`, `hace ${gap} días`])
  const what = r.chance(0.5) ? lay(r, e) : r.pick(e.reaction.enfermeria)
  // What a patient can tell on the phone: symptoms and the thermometer, not laboratory values.
  const told = e.hallazgos.filter((h) => !/\d/.test(h) || h.startsWith("T "))
  const detail = told.length > 0 && r.chance(0.5) ? ` (${some(r, told, 0.4).join(", ")})` : ""
  const k = e.suspect
  const drugRef = DRUGS[k].route === "VO" ? `toma ${r.chance(0.5) ? brandOf(e, k) : DRUGS[k].inn} ${doseText(e, k)}` : `está en su ${cycleTag(r, e)} de ${regimenName(r, e)}`
  const advice = r.pick(ADVICE[e.reactionKey] ?? ["se coordina cita adelantada c/ oncólogo", "se le explican signos de alarma", "se informa a médico tratante"])
  const name = navigatorName(r, p)
  let text = `${name} (HC ${p.hc}) - ${medium}: ${cuando} ${what}${detail}. ${cap(drugRef)}. ${cap(advice)}.`
  if (e.admission !== null && r.chance(0.5)) text += ` ${r.pick(["Luego me confirman q quedó hospitalizada.", "Familiar informa q la internaron.", "Quedó hospitalizado en piso."])}`
  if (r.chance(0.5)) text = shorthand(text)
  if (r.chance(0.35)) text = text.toLowerCase()
  const age = ageOf(e)
  const d = r.next()
  return {
    channel: "navegadora",
    iniciales: r.chance(0.75) ? name : initials(r, p, r.pick(["primero", "todos"] as const), 7),
    edad: d < 0.5 ? age : d < 0.8 ? age + r.pick([-1, 1, 2]) : Math.round(age / 5) * 5,
    sexo: sexo(e), nacimiento: birthCopy(r, e, 0.08, 0.1),
    reportante: r.chance(0.5) ? `${signer(r, staff.navegadoras)} - Navegación oncológica` : `Enf. navegadora ${signer(r, staff.navegadoras).replace(/^Lic\. /, "")}`,
    producto: r.pick([DRUGS[k].inn, `quimio ${regimenName(r, e)}`, brandOf(e, k), regimenName(r, e)]),
    productos: r.chance(0.8) ? [] : [{ nombre_producto: DRUGS[k].inn, ifa: null, registro_sanitario: null, dosis_frecuencia: null, via_administracion: null }],
    texto: text,
    inicio: r.chance(0.7) ? null : r.chance(0.65) ? heard : e.onset,
    recepcion: arrives(r, heard, 0, 4),
    origen: r.chance(0.6) ? "whatsapp" : "email"
  }
}

/** The brand of the regimen that puts the patient in a company's programme. */
export const pspDrug = (e: OncoEvent): DrugKey | null =>
  e.course.regimen.drugs.map(([k]) => k).find((k) => DRUGS[k].psp !== null && brandOf(e, k) === DRUGS[k].brands[0]) ?? null

/** The company programme's template: capitals, brand, no birth date, the decade of age only. */
export const psp = ({ r, e, agents, staff }: Ctx): Draft => {
  const p = e.course.patient
  const k = pspDrug(e) ?? e.suspect
  const drug = DRUGS[k]
  const prog = drug.psp ?? { nombre: "PROGRAMA DE SOPORTE AL PACIENTE", empresa: "Laboratorio" }
  const brand = brandOf(e, k).toUpperCase()
  const known = addDays(e.onset, r.int(0, 10))
  const age = ageOf(e)
  const others = e.course.regimen.drugs.map(([d]) => d).filter((d) => d !== k).map((d) => DRUGS[d].inn.toUpperCase())
  const src = r.pick(["PACIENTE (LLAMADA DE SEGUIMIENTO)", `FAMILIAR (${p.kin.rel.toUpperCase()})`, "ENFERMERA PSP EN VISITA DOMICILIARIA", "PACIENTE (LLAMADA ENTRANTE)"])
  const when = e.reaction.when === "infusion" ? `EL DIA ${fechaFormulario(e.d1)} DURANTE LA APLICACION DE ${brand}`
    : e.reaction.when === "acumulado" ? `DESDE HACE ALGUNAS SEMANAS, EN TRATAMIENTO CON ${brand}` : `A LOS ${Math.max(1, daysBetween(e.d1, e.onset))} DIAS DE SU ULTIMA APLICACION/TOMA DE ${brand}`
  const desc = `PACIENTE REFIERE QUE ${when} ${lay(r, e).toUpperCase()}. ${e.admission !== null ? "FUE HOSPITALIZADA/O EN SU CENTRO DE ATENCION" : "FUE EVALUADA/O POR SU MEDICO TRATANTE"}${r.chance(0.5) ? ` Y RECIBIO ${treatment(r, e, 0.4).toUpperCase()}` : ""}.${r.chance(0.3) ? " NO SE CUENTA CON MAS INFORMACION." : ""}`
  const lines = [
    `REPORTE DE EVENTO ADVERSO - ${prog.nombre} (${prog.empresa.toUpperCase()})`,
    `N° CASO: PSP-${e.onset.slice(0, 4)}-${r.int(1000, 99999)}`,
    `FECHA DE CONOCIMIENTO: ${fechaFormulario(known)}`,
    `FUENTE: ${src}`,
    `PACIENTE: ${initials(r, p, r.pick(["dos", "todos"] as const), 3)} / ${p.female ? "FEMENINO" : "MASCULINO"} / ${String(age).slice(0, -1)}X AÑOS`,
    `PRODUCTO: ${brand} (${drug.inn.toUpperCase()}) ${doseText(e, k).toUpperCase()}`,
    `INDICACION: ${r.pick(e.course.cancer.lego).toUpperCase()}`,
    ...(others.length > 0 && r.chance(0.6) ? [`MEDICACION CONCOMITANTE: ${others.join(", ")}`] : []),
    `EVENTO(S) ADVERSO(S): ${some(r, e.reaction.empresa, 0.6).join("; ")}`,
    `DESCRIPCION: ${desc}`,
    `MEDICO TRATANTE: ${signer(r, staff.oncologos).toUpperCase()} - ${p.site.nombres[0]!.toUpperCase()}`,
    `DESENLACE: ${OUTCOME_WORDS[e.outcome].empresa}`,
    "SE REMITE AL CENTRO DE ATENCION PARA SU CONOCIMIENTO Y FINES DE FARMACOVIGILANCIA."
  ]
  const text = lines.join("\n")
  const d = r.next()
  return {
    channel: "psp",
    iniciales: initials(r, p, r.pick(["dos", "todos"] as const), r.pick([0, 3, 4])),
    edad: r.chance(0.4) ? age - 1 : age,
    sexo: sexo(e), nacimiento: null,
    reportante: r.chance(0.5) ? `${prog.nombre} - ${prog.empresa}` : `${r.pick(agents)} (${prog.nombre}, ${prog.empresa})`,
    producto: r.chance(0.6) ? `${brand} ${doseText(e, k).toUpperCase()}` : `${brand} (${drug.inn.toUpperCase()})`,
    productos: [{ nombre_producto: brand, ifa: drug.inn.toUpperCase(), registro_sanitario: r.chance(0.6) ? registro(brandOf(e, k), drug.biologic) : null, dosis_frecuencia: doseText(e, k), via_administracion: drug.route }],
    texto: r.chance(0.6) ? sinTildes(text) : text,
    inicio: d < 0.35 ? e.onset : d < 0.7 ? known : null,
    recepcion: arrives(r, known, 2, 25),
    origen: "email"
  }
}

const COMPLAINTS = [
  "Quisiera saber si esto es normal.", "Nadie nos explicó que podía pasar esto.", "Escribo para que quede registrado.",
  "Pido que revisen el medicamento.", "Estamos preocupados por la siguiente quimio.", "Gracias por su atención."
]

/** DIGEMID's copy of a relative's online notification: lay story, the relative as reporter, weeks later. */
export const digemid = ({ r, e }: Ctx): Draft => {
  const p = e.course.patient
  const k = e.suspect
  const layDrug = r.chance(0.6) ? r.pick(DRUGS[k].lay) : brandOf(e, k)
  const when = e.reaction.when === "infusion" ? `El ${diaSemana(e.d1)} ${fecha(r, e.d1)} cuando le estaban pasando ${layDrug}`
    : e.reaction.when === "acumulado" ? `Desde hace unas semanas, después de varias sesiones de ${layDrug},`
      : `Después de su ${ordinalF(e.cycle)} quimio del ${fecha(r, e.d1)}, a los ${Math.max(1, daysBetween(e.d1, e.onset))} días`
  const la = p.female ? "la" : "lo"
  const action = e.admission !== null ? `${cap(la)} llevamos a emergencia y ${la} ${r.chance(0.5) ? "internaron" : "hospitalizaron"} ${e.admission.days} días.`
    : e.reaction.when === "infusion" ? r.pick(["Las enfermeras pararon todo y le pusieron unas ampollas.", "Le pararon el suero y le pusieron oxígeno.", `${cap(la)} atendieron ahí mismo.`])
      : r.pick(["El doctor le dio unas pastillas.", "Nos dijeron que es normal con la quimio.", "Le cambiaron la dosis."])
  const story = `${myPatient(e)} ${r.chance(0.3) ? `${p.nombre.name} ` : ""}tiene ${r.pick(e.course.cancer.lego)} y ${la} están tratando en ${r.pick(p.site.nombres)}. ${when} ${lay(r, e)}. ${action} ${cap(OUTCOME_WORDS[e.outcome].lego)}. ${r.pick(COMPLAINTS)}`
  const code = `${e.onset.slice(0, 4)}-${String(r.int(1, 40_000)).padStart(5, "0")}`
  const rel = p.kin.rel
  const text = [
    `Se remite copia de la notificación de sospecha de reacción adversa recibida a través del aplicativo en línea de DIGEMID (N° ${code}), para su evaluación y seguimiento.`,
    `Notificador: ${p.kin.name} (${rel} ${p.female ? "de la paciente" : "del paciente"}).`,
    `Descripción (transcrita): ${story}`
  ].join(r.chance(0.5) ? "\n" : " ")
  const typed = r.pick([brandOf(e, k), "Quimioterapia", DRUGS[k].inn, cap(r.pick(DRUGS[k].lay))])
  const d = r.next()
  return {
    channel: "digemid",
    iniciales: initials(r, p, r.pick(["todos", "particulas", "primero", "apellidos_primero"] as const)),
    edad: ageCopy(r, e, 0.2), sexo: sexo(e), nacimiento: birthCopy(r, e, 0.5, 0.15),
    reportante: r.chance(0.5) ? `${p.kin.name} (familiar) - vía DIGEMID` : `DIGEMID/CENAFyT - notificación de ciudadano (${p.kin.name})`,
    producto: typed,
    productos: [{ nombre_producto: typed, ifa: null, registro_sanitario: null, dosis_frecuencia: null, via_administracion: null }],
    texto: text,
    inicio: d < 0.5 ? e.onset : d < 0.75 ? addDays(e.onset, r.pick([-3, -2, -1, 1, 2])) : null,
    recepcion: arrives(r, e.onset, 20, 120),
    origen: "email"
  }
}

// What a follow-up adds, beyond the outcome.
const followExtra = (r: Random, e: OncoEvent): string => r.pick([
  e.reaction.when === "infusion" ? `En el ciclo ${e.cycle + 1} recibió premedicación reforzada, sin incidencias.` : `Control de laboratorio sin nuevas alteraciones.`,
  e.admission !== null ? `Alta hospitalaria el ${fecha(r, addDays(e.admission.day, e.admission.days))}.` : "Controlado por consultorio externo.",
  `Se ${r.pick(["mantiene", "reduce la dosis de", "suspende"])} ${DRUGS[e.suspect].inn}.`,
  ""
])

/** The same writer's follow-up: the first text with the outcome appended, or a short note of its own. */
export const seguimiento = ({ r, e }: Ctx, first: Draft): Draft => {
  const when = arrives(r, first.recepcion, 7, 60)
  const caps = first.channel === "psp"
  const outcome = caps ? `DESENLACE ACTUALIZADO: ${OUTCOME_WORDS[e.outcome].empresa}.` : sentence(r.pick(OUTCOME_WORDS[e.outcome].medico))
  const extra = followExtra(r, e)
  const note = caps ? `SEGUIMIENTO N° 1 (${fechaFormulario(when)}): ${outcome} ${extra.toUpperCase()}`
    : `${r.pick(["Seguimiento", "SEGUIMIENTO", "Información de seguimiento", "Actualización"])} (${fecha(r, when)}): ${outcome} ${extra}`
  const standalone = `${r.pick(["Seguimiento de RAM notificada el", "Ampliación de notificación del", "Se completa información de RAM reportada el"])} ${fecha(r, first.recepcion)} (${r.pick(e.reaction.medico)} con ${DRUGS[e.suspect].inn}), paciente ${first.iniciales}, ${first.edad} años: ${outcome} ${extra}`
  return {
    ...first,
    iniciales: r.chance(0.7) ? first.iniciales : initials(r, e.course.patient, "todos"),
    nacimiento: first.nacimiento ?? birthCopy(r, e, 0.3, 0.02),
    inicio: first.inicio ?? (r.chance(0.3) ? e.onset : null),
    productos: r.chance(0.5) ? first.productos : [],
    texto: (r.chance(0.55) ? `${first.texto}\n\n${note}` : standalone).trim(),
    recepcion: when
  }
}

/** The same report entered again with its narrative cut short (a form's box, an import that truncated). */
export const recortado = ({ r, e }: Ctx, first: Draft): Draft => {
  const cut = Math.floor(first.texto.length * (0.35 + 0.35 * r.next()))
  const at = first.texto.lastIndexOf(" ", cut)
  return {
    ...first,
    nacimiento: r.chance(0.7) ? first.nacimiento : null,
    inicio: r.chance(0.85) ? first.inicio : null,
    productos: r.chance(0.5) ? first.productos : [],
    texto: `${first.texto.slice(0, at > 20 ? at : cut)}${r.chance(0.5) ? "..." : ""}`,
    recepcion: arrives(r, first.recepcion, 0, 12),
    origen: r.chance(0.5) ? first.origen : "web_form",
    iniciales: r.chance(0.8) ? first.iniciales : initials(r, e.course.patient, "todos")
  }
}

/** The same report re-sent by mail: a forwarding header, a slip or two, fields lost on the way. */
export const reenvio = ({ r, e, staff }: Ctx, first: Draft): Draft => {
  const header = r.chance(0.5) ? `---------- Mensaje reenviado ----------\nDe: ${first.reportante}\nAsunto: RV: Notificación RAM ${first.iniciales}\n\n` : r.chance(0.5) ? "RV: " : ""
  return {
    ...first,
    iniciales: r.chance(0.7) ? first.iniciales : initials(r, e.course.patient, "todos"),
    nacimiento: r.chance(0.6) ? first.nacimiento : null,
    inicio: r.chance(0.8) ? first.inicio : null,
    productos: r.chance(0.5) ? first.productos : [],
    texto: header + (r.chance(0.4) ? typos(r, first.texto, r.int(1, 3)) : first.texto),
    reportante: r.chance(0.7) ? first.reportante : `${first.reportante} (reenviado por ${signer(r, staff.enfermeras)})`.slice(0, 250),
    recepcion: arrives(r, first.recepcion, 1, 20),
    origen: "email"
  }
}
