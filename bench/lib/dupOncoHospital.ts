/**
 * The hospital's writers in the oncology network generator (`--generator oncologia`): the
 * infusion-chair nurse's form (abbreviations, vital signs, "C3D1", the chair), the oncologist's
 * notification (diagnosis, regimen with protocol doses, CTCAE grade, causality, plan), the ward's
 * report of an admission, the oncology pharmacy's intervention note (prepared dose, brand, lot,
 * registration) and the discharge summary (epicrisis) that arrives weeks later.
 */
import { DRUGS } from "./dupOncoDrugs.js"
import { ageOf, type OncoEvent } from "./dupOncoEvents.js"
import { OUTCOME_WORDS } from "./dupOncoLexicon.js"
import { addDays, cap, fecha, fechaFormulario } from "./dupOncoNoise.js"
import { initials } from "./dupOncoPeople.js"
import {
  ageCopy, arrives, birthCopy, brandOf, cancerMedico, type Ctx, cycleTag, doseText, type Draft, drugName, findings,
  gradeTag, onsetSentence, productEntry, regimenDoses, regimenName, sentence, sexWord, signer, treatment, via
} from "./dupOncoWrite.js"
import type { Random } from "./random.js"

const sexo = (e: OncoEvent) => (e.course.patient.female ? "F" : "M") as "F" | "M"
const isInfusion = (e: OncoEvent) => e.reaction.when === "infusion"

/** The event's outcome as a clinician closes a report. */
export const outcomeMedico = (r: Random, e: OncoEvent): string => sentence(r.pick(OUTCOME_WORDS[e.outcome].medico))

/** The entries of the regimen's drugs, the suspect first, as a hospital form lists them. */
const regimenEntries = (r: Random, e: OncoEvent, opts: Parameters<typeof productEntry>[3]) => {
  const keys = [e.suspect, ...e.course.regimen.drugs.map(([k]) => k).filter((k) => k !== e.suspect)]
  return keys.map((k) => productEntry(r, e, k, opts))
}

// How a nurse closes the chair form: the reaction passed, the infusion went on, or the patient left for the emergency room.
const nurseEvolution = (r: Random, e: OncoEvent): string => {
  if (e.admission !== null) return r.pick(["Se traslada a emergencia para observación.", "Pcte pasa a EMG, se comunica a médico de guardia.", "Se deriva a emergencia."])
  if (e.reactionKey === "extravasacion") return r.pick(["Se marca zona, se comunica a farmacia.", "Se educa a pcte sobre cuidados en casa.", "Se canaliza nueva vía en miembro contralateral para culminar tto."])
  return r.pick([`Remite sintomatología a los ${r.int(10, 60)} min.`, "Pcte estable, culmina tto sin incidencias.", "Queda en observación 1 h, sale de alta estable.", "Se reinicia infusión a menor velocidad, tolera."])
}

/** The infusion-chair nurse's form: written the same day, short, abbreviated. */
export const enfermeraSala = ({ r, e, staff }: Ctx): Draft => {
  const p = e.course.patient
  const k = e.suspect
  const drug = drugName(r, e, k, 0.3)
  const age = ageCopy(r, e, 0.04)
  const term = r.pick(e.reaction.enfermeria)
  const nurse = signer(r, staff.enfermeras)
  const pcte = r.pick(["Pcte", "Paciente", "Pte", "PCTE"])
  const dx = r.chance(0.7) ? `Dx ${cancerMedico(r, e)}` : `con ${cancerMedico(r, e)}`
  const lines: Array<string> = []
  if (r.chance(0.35)) lines.push(r.pick(["HOJA DE NOTIFICACIÓN DE RAM - HOSPITAL DE DÍA", "Registro de enfermería - RAM", "REPORTE DE ENFERMERÍA", "Notificación RAM (enfermería)"]))
  let recepcion: string
  let inicio: string | null
  if (isInfusion(e)) {
    lines.push(`${pcte} ${p.female ? "F" : "M"} ${age} a, ${dx}, en tto con ${regimenName(r, e)} ${cycleTag(r, e)}${r.chance(0.5) ? `, sillón ${e.chair}` : ""}.`)
    lines.push(`A los ${e.minutes} min de iniciada infusión de ${drug} ${doseText(e, k)} ${via(r, "EV")} presenta ${term}: ${findings(r, e, 0.7)}.`)
    lines.push(`Se realiza: ${treatment(r, e, 0.85)}.`)
    if (e.group?.kind === "lote" && r.chance(0.6)) lines.push(`Otros pctes del turno con síntomas similares con el mismo lote (${e.lot}), se comunica a farmacia.`)
    lines.push(nurseEvolution(r, e))
    recepcion = arrives(r, e.onset, 0, 3)
    inicio = r.chance(0.93) ? e.onset : null
  } else {
    // The chair nurse hears of a home toxicity when the patient comes for the next cycle.
    const next = addDays(e.d1, e.course.regimen.cycle)
    const seen = next > e.onset ? next : addDays(e.onset, r.int(1, 5))
    lines.push(`${pcte} ${age} a, ${dx}, acude para ${e.cycle < 20 ? `C${e.cycle + 1}D1` : "su siguiente ciclo"} de ${regimenName(r, e)}.`)
    lines.push(`Refiere ${term} desde ${r.chance(0.5) ? `el ${fecha(r, e.onset)}` : `hace ${Math.max(1, Math.round((Date.parse(seen) - Date.parse(e.onset)) / 86_400_000))} días`}: ${findings(r, e, 0.6)}.`)
    lines.push(`Se comunica a médico tratante (${signer(r, staff.oncologos)}), quien indica ${treatment(r, e, 0.7)}.`)
    recepcion = arrives(r, seen, 0, 3)
    inicio = r.chance(0.4) ? e.onset : null
  }
  lines.push(r.chance(0.5) ? `Notifica: ${nurse}` : "")
  const entries = r.chance(0.15) ? [] : r.chance(0.6) ? [productEntry(r, e, k, { brand: 0.4, rs: 0.25, ifa: 0.6 })] : regimenEntries(r, e, { brand: 0.3, rs: 0.2, ifa: 0.5 })
  return {
    channel: "enfermera_sala",
    iniciales: initials(r, p, r.pick(["todos", "todos", "primero", "particulas"] as const)),
    edad: age, sexo: sexo(e), nacimiento: birthCopy(r, e, 0.55, 0.04),
    reportante: `${nurse}${r.chance(0.3) ? ` - ${r.pick(p.site.hospitalDia)}` : ""}`,
    producto: r.chance(0.7) ? `${drug}${r.chance(0.5) ? ` ${doseText(e, k)}` : ""}` : `${drug} (${regimenName(r, e)})`,
    productos: entries,
    texto: lines.filter((l) => l !== "").join(r.chance(0.5) ? " " : "\n"),
    inicio, recepcion, origen: "web_form"
  }
}

// What the oncologist plans for the next cycles.
const PLANES: Readonly<Record<string, ReadonlyArray<string>>> = {
  infusional: ["Se indica premedicación reforzada y desensibilización en próximos ciclos.", "Se plantea cambio de esquema.", "Próximo ciclo con premedicación y velocidad de infusión reducida."],
  neutropenia_febril: ["Se indica profilaxis primaria con filgrastim en ciclos siguientes.", "Se reduce dosis al 80% en el siguiente ciclo.", "Se difiere el siguiente ciclo hasta recuperación hematológica."],
  neuropatia: ["Se omite el fármaco en ciclos siguientes.", "Se reduce dosis y se reevalúa en cada ciclo."],
  cardiotox: ["Se suspende temporalmente y se reevalúa con ecocardiograma.", "Se deriva a cardio-oncología."]
}

/** The oncologist's notification: the fullest clinical account, days to weeks later. */
export const oncologo = ({ r, e, staff }: Ctx): Draft => {
  const p = e.course.patient
  const k = e.suspect
  const drug = drugName(r, e, k, 0.25)
  const age = ageOf(e)
  const term = r.pick(e.reaction.medico)
  const lines: Array<string> = []
  lines.push(`${r.pick(["Paciente", "Se trata de paciente", "Pcte"])} ${sexWord(r, e)} de ${age} años con diagnóstico de ${cancerMedico(r, e)}${r.chance(0.3) ? ` (${e.course.cancer.cie10})` : ""}, en tratamiento con esquema ${regimenName(r, e)}${r.chance(0.5) ? ` (${regimenDoses(e)})` : ""}${r.chance(0.5) ? `, ${cycleTag(r, e)}` : ""}.`)
  lines.push(`${onsetSentence(r, e, drug)} presenta ${term}${term.includes("grado") ? "" : ` ${gradeTag(r, e)}`}${r.chance(0.8) ? `, caracterizada por ${findings(r, e, 0.8)}` : ""}.`)
  if (e.admission !== null) lines.push(`Requiere hospitalización${r.chance(0.5) ? ` (${e.admission.days} días)` : ""}.`)
  lines.push(`Se maneja con ${treatment(r, e, 0.8)}.`)
  lines.push(outcomeMedico(r, e))
  if (r.chance(0.6)) lines.push(r.pick(["Relación de causalidad: probable.", `Se considera RAM ${r.pick(["probable", "posible", "probable"])} (algoritmo de Karch-Lasagna).`, `Naranjo: ${r.int(4, 8)} (probable).`]))
  const plan = PLANES[e.reactionKey]
  if (plan !== undefined && r.chance(0.6)) lines.push(r.pick(plan))
  const producto = r.chance(0.55) ? drug : r.chance(0.55) ? `Esquema ${e.course.regimen.name} (${e.course.regimen.drugs.map(([d]) => DRUGS[d].inn).join(" + ")})` : `${drug} (esquema ${regimenName(r, e)})`
  let inicio: string | null = e.onset
  const d = r.next()
  if (d < 0.08) inicio = null
  else if (d < 0.16) inicio = addDays(e.onset, r.pick([-1, 1]))
  else if (d < 0.24 && !isInfusion(e)) inicio = e.d1
  return {
    channel: "oncologo",
    iniciales: initials(r, p, r.pick(["todos", "todos", "particulas", "primero"] as const)),
    edad: age, sexo: sexo(e), nacimiento: birthCopy(r, e, 0.8, 0.03),
    reportante: `${signer(r, staff.oncologos)}${r.chance(0.4) ? " - Oncología Médica" : ""}`,
    producto: producto.length > 200 ? drug : producto,
    productos: r.chance(0.15) ? [] : r.chance(0.6) ? regimenEntries(r, e, { brand: 0.3, rs: 0.3, ifa: 0.7 }) : [productEntry(r, e, k, { brand: 0.3, rs: 0.3, ifa: 0.7 })],
    texto: lines.join(r.chance(0.7) ? " " : "\n"),
    inicio,
    recepcion: arrives(r, e.onset, 1, r.chance(0.7) ? 10 : 40),
    origen: "web_form"
  }
}

/** The ward's report of an admission for the reaction: during the stay or at discharge. */
export const sala = ({ r, e, staff }: Ctx): Draft => {
  const p = e.course.patient
  const adm = e.admission ?? { day: addDays(e.onset, 1), days: 3 }
  const age = ageCopy(r, e, 0.03)
  const atDischarge = r.chance(0.5)
  const lines: Array<string> = []
  lines.push(`${r.pick(["Paciente", "Pcte"])} de ${age} años, ${sexWord(r, e)}, con ${cancerMedico(r, e)}, en QT con ${regimenName(r, e)} (${cycleTag(r, e)}, ${fecha(r, e.d1)}).`)
  lines.push(`Ingresa por emergencia el ${fecha(r, adm.day)} por ${r.pick([...e.reaction.medico, ...e.reaction.enfermeria])}.`)
  lines.push(`Al ingreso: ${findings(r, e, 0.8)}. Se hospitaliza en ${r.pick(p.site.sala)} con Dx de ${r.pick(e.reaction.medico)} ${gradeTag(r, e)}.`)
  lines.push(`Tratamiento: ${treatment(r, e, 0.85)}.`)
  if (atDischarge) lines.push(e.outcome === "fallecido" ? `Evoluciona desfavorablemente; fallece el ${fecha(r, addDays(adm.day, adm.days))}.` : `${outcomeMedico(r, e)} Alta el ${fecha(r, addDays(adm.day, adm.days))}.`)
  else lines.push(r.pick(["Continúa hospitalizado.", "Evolución estacionaria.", "Cursa con evolución favorable."]))
  const reportante = r.chance(0.6) ? `${signer(r, staff.residentes)} (residente Oncología)` : `${signer(r, staff.enfermeras)} - Hospitalización`
  const d = r.next()
  return {
    channel: "sala",
    iniciales: initials(r, p, r.pick(["todos", "primero", "particulas"] as const)),
    edad: age, sexo: sexo(e), nacimiento: birthCopy(r, e, 0.85, 0.03), reportante,
    producto: r.chance(0.4) ? regimenName(r, e) : r.chance(0.6) ? drugName(r, e, e.suspect, 0.2) : `Quimioterapia (${e.course.regimen.name})`,
    productos: r.chance(0.3) ? [] : regimenEntries(r, e, { brand: 0.2, rs: 0.15, ifa: 0.5 }),
    texto: lines.join(" "),
    inicio: d < 0.55 ? e.onset : d < 0.9 ? adm.day : null,
    recepcion: atDischarge ? arrives(r, addDays(adm.day, adm.days), 0, 5) : arrives(r, adm.day, 1, 3),
    origen: "web_form"
  }
}

/** The oncology pharmacy's intervention note: the prepared dose, brand, lot and registration. */
export const farmacia = ({ r, e, staff }: Ctx): Draft => {
  const p = e.course.patient
  const k = e.suspect
  const drug = DRUGS[k]
  const brand = brandOf(e, k)
  const ini = initials(r, p, "todos", r.int(0, 4))
  const age = ageOf(e)
  const n = `${e.onset.slice(0, 4)}-${String(r.int(12, 2999)).padStart(4, "0")}`
  const rs = r.chance(0.6) ? `, RS ${productEntry(r, e, k, { brand: 1, rs: 1, ifa: 0 }).registro_sanitario}` : ""
  const lines = [`Intervención farmacéutica N° ${n}.`]
  let recepcion: string
  let inicio: string | null
  if (isInfusion(e)) {
    lines.push(`Servicio: ${r.pick(p.site.hospitalDia)}. Se recibe comunicación de enfermería: paciente ${ini} (HC ${p.hc}), ${age} años, presentó ${r.pick(e.reaction.medico)} durante la administración de ${drug.inn} ${doseText(e, k)} (${brand}, lote ${e.lot}${rs}), preparado en la Central de Mezclas Oncológicas el ${fecha(r, e.d1)}, ${regimenName(r, e)} ${cycleTag(r, e)}.`)
    if (e.reactionKey === "extravasacion") lines.push(`Se dispensa kit de extravasación: ${treatment(r, e, 0.9)}.`)
    else if (e.group?.kind === "lote") lines.push(`Se registran otros pacientes del día con reacción tras ${drug.inn} del mismo lote; se inmoviliza el lote ${e.lot} y se comunica al proveedor.`)
    else lines.push(`Se verifica preparación${drug.infusion !== "" ? ` y tiempo de infusión (${drug.infusion})` : ""} sin observaciones.`)
    recepcion = arrives(r, e.onset, 0, 4)
    inicio = e.d1
  } else if (drug.route === "VO") {
    lines.push(`Dispensación ambulatoria: al dispensar ${brand} ${doseText(e, k)} ${r.pick(["c/12 h", "c/24 h"])} (${cycleTag(r, e)}), paciente ${ini} (HC ${p.hc}) refiere ${r.pick([...e.reaction.medico, ...e.reaction.lego])} (${findings(r, e, 0.5)}).`)
    lines.push(`Se comunica al médico tratante, quien indica ${treatment(r, e, 0.7)}.`)
    recepcion = arrives(r, e.onset, 1, 10)
    inicio = r.chance(0.5) ? e.onset : null
  } else {
    lines.push(`Validación de prescripción${e.admission !== null ? " en hospitalización" : ""}: paciente ${ini}, ${age} años, con ${r.pick(e.reaction.medico)} tras ${regimenName(r, e)} ${cycleTag(r, e)} (${fecha(r, e.d1)}; ${drug.inn} ${doseText(e, k)}).`)
    lines.push(`${cap(findings(r, e, 0.6))}. Se recomienda ${treatment(r, e, 0.6)}${r.chance(0.5) ? ` y ajuste de dosis de ${drug.inn} en siguiente ciclo` : ""}. Intervención aceptada.`)
    recepcion = arrives(r, e.onset, 1, 8)
    inicio = r.chance(0.4) ? e.onset : r.chance(0.5) ? e.d1 : null
  }
  lines.push(r.pick(["Se registra y se notifica a Farmacovigilancia.", "Se notifica a la Unidad de Farmacovigilancia.", ""]))
  return {
    channel: "farmacia",
    iniciales: ini, edad: age, sexo: sexo(e), nacimiento: birthCopy(r, e, 0.4, 0.03),
    reportante: `${signer(r, staff.farmaceuticos)}${r.chance(0.5) ? " - Farmacia Oncológica" : ""}`,
    producto: r.pick([`${cap(drug.inn)} ${doseText(e, k)}`, `${brand} ${doseText(e, k)}`, `${brand} (${drug.inn})`, `${cap(drug.inn)} - lote ${e.lot}`]),
    productos: [productEntry(r, e, k, { brand: 0.6, rs: 0.85, ifa: 0.9 })],
    texto: lines.filter((l) => l !== "").join(" "),
    inicio, recepcion, origen: r.chance(0.6) ? "email" : "web_form"
  }
}

/** The discharge summary, weeks after the admission; sometimes the earlier report with the summary appended. */
export const epicrisis = ({ r, e, staff }: Ctx, earlier?: Draft): Draft => {
  const p = e.course.patient
  const adm = e.admission ?? { day: addDays(e.onset, 1), days: 3 }
  const alta = addDays(adm.day, adm.days)
  const age = ageOf(e)
  const died = e.outcome === "fallecido"
  const resumen = `Paciente de ${age} años con ${cancerMedico(r, e)} en QT ${regimenName(r, e)} ${cycleTag(r, e)} (${fecha(r, e.d1)}), ingresa por ${r.pick(e.reaction.medico)}. ${cap(findings(r, e, 0.8))}. Recibió ${treatment(r, e, 0.9)}. ${died ? "Evolución tórpida, fallece." : outcomeMedico(r, e)}`
  const body = [
    r.pick(["EPICRISIS", "RESUMEN DE ALTA", "EPICRISIS - ONCOLOGÍA MÉDICA"]),
    `Servicio: ${r.pick(p.site.sala)}. Fecha de ingreso: ${fechaFormulario(adm.day)}. Fecha de ${died ? "fallecimiento" : "alta"}: ${fechaFormulario(alta)}.`,
    `Diagnósticos de egreso: 1. ${cap(r.pick(e.reaction.medico))} ${gradeTag(r, e)}. 2. ${cap(cancerMedico(r, e))} (${e.course.cancer.cie10}).`,
    `Resumen: ${resumen}`,
    died ? "" : `Indicaciones al alta: control por consultorio externo de oncología en ${r.int(7, 14)} días${r.chance(0.5) ? `; ${treatment(r, e, 0.4)}` : ""}.`,
    `${signer(r, staff.residentes)} / ${signer(r, staff.oncologos)}`
  ].filter((l) => l !== "").join("\n")
  const appended = earlier !== undefined && r.chance(0.5)
  const d = r.next()
  return {
    channel: "epicrisis",
    iniciales: appended ? earlier.iniciales : initials(r, p, r.pick(["todos", "particulas"] as const)),
    edad: age, sexo: sexo(e), nacimiento: birthCopy(r, e, 0.95, 0.02),
    reportante: appended ? earlier.reportante : `${signer(r, staff.oncologos)} - Oncología Médica`,
    producto: appended ? earlier.producto : r.chance(0.5) ? `Quimioterapia ${e.course.regimen.name}` : regimenName(r, e),
    productos: appended ? earlier.productos : [],
    texto: appended ? `${earlier.texto}\n\n${r.pick(["Se adjunta epicrisis:", "Actualización con epicrisis:", "EPICRISIS (alta):"])}\n${body}` : body,
    inicio: d < 0.7 ? adm.day : d < 0.9 ? e.onset : null,
    recepcion: arrives(r, alta, 10, 40),
    origen: r.chance(0.5) ? "email" : "web_form"
  }
}
