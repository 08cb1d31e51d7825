/**
 * The hospital's own notification in the ensayos generator (lib/dupEnsayos.ts): the pharmacist of
 * the hospital's pharmacovigilance unit, or the ward doctor, notifies a suspected adverse reaction
 * of an admitted patient on DIGEMID's form without knowing the trial's numbers. They know the
 * patient: real initials, the chart number, the birth date from the admission record, the date of
 * admission; they do not know the blinded drug, so they name the background chemotherapy or "the
 * study medication", and the event in the ward's words.
 */
import type { Random } from "./random.js"
import type { DupCaseRow } from "./dupData.js"
import { ageOn, type TrialEvent } from "./dupEnsayosEvents.js"
import { drugText, entries, row } from "./dupEnsayosForms.js"
import { hospitalInitials } from "./dupEnsayosPeople.js"
import { cap, fechaHosp, iso, sentences, typos } from "./dupEnsayosText.js"

const SERVICE: Readonly<Record<string, ReadonlyArray<string>>> = {
  oncologia: ["Oncología Médica", "Medicina Oncológica", "Emergencia"], infecciosas: ["Infectología", "Medicina Interna", "Neumología"],
  vacunas: ["Emergencia", "Pediatría", "Medicina Interna"], cardiologia: ["Cardiología", "Emergencia", "UCI Cardiovascular"], diabetes: ["Endocrinología", "Medicina Interna", "Emergencia"]
}

/** The hospital's notification of an admitted participant. */
export const hospitalNotice = (r: Random, e: TrialEvent): DupCaseRow => {
  const s = e.subject
  const t = s.trial
  const p = s.person
  const admitted = e.admitted ?? e.onset
  const age = ageOn(e, admitted)
  const service = r.pick(SERVICE[t.area]!)
  const kids = age < 15
  const drug = drugText(r, e, "hospital")
  const trialHint = r.pick([
    `según refiere ${kids ? "la madre" : p.sex === "F" ? "la paciente" : "el paciente"}, participa en un estudio de investigación${r.chance(0.5) ? ` en ${s.site.short}` : ""} (no precisa código)`,
    "paciente de ensayo clínico",
    `participante de estudio clínico${r.chance(0.4) ? ` de ${t.sponsor.split(" ")[0]!}` : ""}, se comunica al equipo de investigación`,
    "con carnet de participante de estudio"
  ])
  const who = kids ? (p.sex === "F" ? "Niña" : "Niño") : r.pick(["Paciente", "Pcte.", p.sex === "F" ? "Paciente mujer" : "Paciente varón"])
  const text = sentences([
    `${who} de ${age} años, HC ${p.hc}${r.chance(0.3) ? ` (${p.paternal.toUpperCase()} ${p.maternal.charAt(0)}., ${p.given[0]!.charAt(0)}.)` : ""}, ${t.vaccine ? (age < 18 ? "sin antecedentes de importancia" : `antecedente de ${e.history}`) : `con diagnóstico de ${t.indication}${r.chance(0.5) ? ` y ${e.history}` : ""}`}; ${trialHint}`,
    `Ingresa por ${r.pick(["emergencia", "consultorio", "emergencia"])} el ${fechaHosp(r, admitted)} por ${r.pick(e.term.signs)}${admitted !== e.onset && r.chance(0.5) ? `, con síntomas desde el ${fechaHosp(r, e.onset)}` : ""}`,
    `Dx: ${r.pick(e.term.ward)}`,
    r.chance(0.8) ? e.lab : null,
    `Tratamiento: ${e.treat}`,
    r.chance(0.5) ? `Evolución: ${e.outcome === "fatal" ? "fallece" : r.pick(["favorable", "estable", "en observación", `alta al ${r.int(3, 10)}° día`])}` : null,
    r.chance(0.4) ? `Se notifica como sospecha de RAM a ${drug.toLowerCase()}` : null
  ])
  const reporter = r.chance(0.6)
    ? `QF ${e.staff.pharmacist} - ${r.pick(["Farmacovigilancia", "Comité de Farmacovigilancia", "Servicio de Farmacia"])} ${s.site.hospitalShort}`
    : `${e.wardDoctor} - ${service}, ${s.site.hospitalShort}`
  return row({
    paciente_iniciales: hospitalInitials(r, p),
    paciente_edad: age,
    paciente_sexo: p.sex,
    paciente_fecha_nacimiento: r.chance(0.6) ? iso(p.birth) : null,
    reportante_nombre: reporter,
    producto_sospechoso: cap(drug),
    descripcion_evento: typos(r, text, 45),
    fecha_inicio_evento: r.chance(0.7) ? iso(admitted) : r.chance(0.7) ? iso(e.onset) : null,
    fecha_recepcion: iso(admitted + r.int(4, 40)),
    origen_notificacion: "Notificación de sospecha de RAM del hospital",
    productos: entries(r, e, "hospital")
  })
}
