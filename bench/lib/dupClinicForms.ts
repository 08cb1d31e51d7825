/**
 * The written reports of the `clinic` generator: the treating physician's form (each physician
 * keeps a habit of layout, initials and product naming), the company's CIOMS-like
 * re-transmission, partly in English, copying what its source said, and the chain pharmacy's
 * dispensing note.
 */
import {
  ageAt, ageWords, type ClinicEvent, type Facts, infant, infantAgeField, isVaccine, monthsAt, OUTCOME_EN, OUTCOME_ES, productEntry, productName, type ProductStyle, regimen,
  type Report, sexWord
} from "./dupClinicEvent.js"
import { CLINIC, clientName, companySigner, doctor, initialsOf, type InitialsStyle } from "./dupClinicPeople.js"
import { cap, ciomsDate, ciomsMonth, clock, dm, dmy, iso, saidWhen, slip, swapDayMonth } from "./dupClinicText.js"
import type { Random } from "./random.js"

/** The treating physician's form, received on `day`. */
export const renderForm = (r: Random, ev: ClinicEvent, day: number): Report => {
  const p = ev.patient
  const m = ev.suspect
  const doc = ev.physician
  const habit = Number(doc.cmp)
  const layout = habit % 3
  const style: InitialsStyle = (["middle", "plain", "dotted", "plain", "middle"] as const)[habit % 5]!
  const initials = initialsOf(r, p, r.chance(0.9) ? style : "full")
  const x = r.next()
  const onset = x < 0.85 ? ev.onset : x < 0.95 ? ev.onset + r.int(1, 3) : null
  const birth = r.chance(0.65) ? (r.chance(0.03) ? swapDayMonth(p.birth) : p.birth) : null
  const reaction = r.pick(ev.reaction.clinical) + (ev.also !== null ? `; ${r.pick(ev.also.clinical)}` : "")
  const others = ev.others.map((o) => `${productName(o, "generic")} ${regimen(o)}`).join("; ")
  const age = ageWords(ev)
  const text = layout === 0
    ? [
        "FICHA DE NOTIFICACIÓN DE SOSPECHA DE REACCIÓN ADVERSA A MEDICAMENTOS",
        `${CLINIC} - Sede ${doc.site.sede} | Servicio: ${doc.specialty}`,
        `Paciente: ${initials}   HC: ${p.hc}   Edad: ${age}   Sexo: ${p.sexo}${birth !== null ? `   FN: ${dmy(birth)}` : ""}`,
        `Diagnóstico: ${m.drug.indication}`,
        `${isVaccine(ev) ? "Vacuna" : "Medicamento sospechoso"}: ${productName(m, "both")} - ${m.drug.via} - ${m.posology} - ${isVaccine(ev) ? "Fecha de vacunación" : "Inicio"}: ${dmy(ev.start)}${ev.withdrawn ? ` - Suspendido: ${dmy(Math.max(ev.start, ev.onset + r.int(0, 3)))}` : ""}`,
        `Otros medicamentos: ${others === "" ? "niega" : others}`,
        `Descripción de la RAM: ${reaction}.`,
        `Fecha de inicio de la RAM: ${onset === null ? "no precisa" : dmy(onset)}`,
        `Tratamiento/conducta: ${r.pick(ev.reaction.treatment)}.`,
        `Desenlace: ${OUTCOME_ES[ev.outcome]}   Gravedad: ${ev.reaction.serious ? "Grave" : "No grave"}`,
        `Notificador: ${doctor(doc)} - CMP ${doc.cmp}`
      ].join("\n")
    : layout === 1
    ? `Paciente ${sexWord(ev)} de ${age}, ${initials}, HC ${p.hc}${isVaccine(ev) ? "" : `, con diagnóstico de ${m.drug.indication}`}${others === "" ? "" : ` (además recibe ${others})`}. ` +
      `${isVaccine(ev) ? `Recibe ${productName(m, "both")} (${m.posology})` : `Inicia ${productName(m, "generic")} ${regimen(m)}`} el ${dmy(ev.start)}. ` +
      `${onset === null ? "Posteriormente" : `A los ${Math.max(0, onset - ev.start)} días (${dmy(onset)})`} presenta ${reaction}. ` +
      `${isVaccine(ev) ? "Se brinda manejo sintomático" : ev.withdrawn ? "Se suspende el medicamento" : "Se mantiene el tratamiento"}; ${r.pick(ev.reaction.treatment)}. Evolución: ${OUTCOME_ES[ev.outcome].toLowerCase()}. ` +
      `${doctor(doc)}, ${doc.specialty}, sede ${doc.site.sede}.`
    : [
        `S: ${sexWord(ev) === "femenina" ? "Paciente mujer" : "Paciente varón"} ${age}. Refiere ${r.pick(ev.reaction.brief)} desde ${onset === null ? "hace unos días" : dm(onset)}.`,
        `O: ${reaction}.`,
        `A: Sospecha de RAM a ${productName(m, "generic")} (inicio ${dm(ev.start)}).`,
        `P: ${isVaccine(ev) ? "Observación." : `${ev.withdrawn ? "Suspender" : "Continuar"} ${m.drug.ifa}.`} ${cap(r.pick(ev.reaction.treatment))}. Notificar a FV.`,
        `${doctor(doc)} CMP ${doc.cmp}`
      ].join("\n")
  const product: ProductStyle = (["generic_strength", "generic_strength", "brand_strength", "both", "generic"] as const)[habit % 5]!
  const name = productName(m, product)
  const age0 = infant(ev) ? infantAgeField(r, ev, 0.3) : ageAt(ev, ev.onset)
  const extra = ev.others.length > 0 && r.chance(0.15) ? [productEntry(ev.others[0]!, productName(ev.others[0]!, "generic_strength"), { ifa: true, rs: false, dose: true, via: true })] : []
  return {
    row: {
      paciente_iniciales: initials,
      paciente_edad: age0,
      paciente_sexo: p.sexo,
      paciente_fecha_nacimiento: birth === null ? null : iso(birth),
      reportante_nombre: r.chance(0.7) ? `${doctor(doc)} (CMP ${doc.cmp})` : `${doctor(doc)} - ${doc.specialty}`,
      producto_sospechoso: name,
      descripcion_evento: text,
      fecha_inicio_evento: onset === null ? null : iso(onset),
      fecha_recepcion: iso(day),
      origen_notificacion: "Formulario médico",
      productos: [productEntry(m, name, { ifa: r.chance(0.9), rs: r.chance(0.4), dose: true, via: true }), ...extra]
    },
    facts: { source: "formulario", initials, age: age0, birth, onset, reporter: "health professional (physician)" }
  }
}

/** Initials as a safety database prints them: dotted or bare capitals, or masked. */
const ciomsInitials = (r: Random, ev: ClinicEvent, from: string | null): string => {
  if (r.chance(0.12)) return initialsOf(r, ev.patient, "masked")
  if (from === null || from.includes(" ") && from.length > 8) return initialsOf(r, ev.patient, r.pick(["plain", "dotted"]))
  const bare = from.replace(/[.\s]/g, "").toUpperCase()
  return r.chance(0.5) ? bare : bare.split("").join(".")
}

/** The company's re-transmission on `day`, copying `source` (what its own source said) when there is one. */
export const renderCioms = (r: Random, ev: ClinicEvent, day: number, source: Facts | null): Report => {
  const p = ev.patient
  const m = ev.suspect
  const initials = ciomsInitials(r, ev, source?.initials ?? null)
  const age = source?.age ?? (infant(ev) ? monthsAt(ev, ev.onset) : ageAt(ev, ev.onset))
  const months = monthsAt(ev, ev.onset)
  const birth = source !== null ? source.birth : r.chance(0.4) ? p.birth : null
  const onset = source !== null ? source.onset : r.chance(0.85) ? ev.onset : null
  const monthOnly = onset === null && r.chance(0.5)
  const reporter = source?.reporter ?? r.pick(["health professional (physician)", "consumer (patient)", "health professional (pharmacist)"])
  const signer = companySigner(r, m.brand.holder)
  const ctrl = `PE-${m.brand.holder.slice(0, 3).toUpperCase()}-${iso(day).slice(0, 4)}-${String(r.int(1, 9999)).padStart(6, "0")}`
  const sex = p.sexo === "F" ? "female" : "male"
  const ageText = infant(ev) ? `${months} Months` : age === 0 ? "UNK" : `${age} Years`
  const who = infant(ev) ? `${months}-month-old` : age === 0 ? "adult" : `${age}-year-old`
  const from = source?.source ?? (reporter.startsWith("consumer") ? "llamada" : reporter.endsWith("(pharmacist)") ? "farmacia" : r.pick(["formulario", "correo"] as const))
  const via = from === "llamada" ? "the company's contact centre"
    : from === "farmacia" ? "a pharmacist of a private clinic chain"
    : from === "formulario" ? "the treating physician at a private clinic chain"
    : "a private clinic chain (e-mail)"
  const followUp = source !== null && r.chance(0.3)
  const onsetText = onset !== null ? ciomsDate(onset) : monthOnly ? ciomsMonth(ev.onset) : "UNK"
  const narrative = [
    `This ${reporter.startsWith("consumer") ? "spontaneous report from a consumer" : "spontaneous report"} was received via ${via} and concerns a${who === "adult" ? "n" : ""} ${who} ${sex} patient.`,
    isVaccine(ev)
      ? `Medical history: not reported. The patient received ${productName(m, "cioms")} intramuscularly (${m.posology}) on ${ciomsDate(ev.start)}.`
      : `Medical history: ${m.drug.indicationEn}. The patient started ${productName(m, "cioms")} ${m.drug.via === "oral" ? "orally" : m.drug.via === "subcutánea" ? "subcutaneously" : "intramuscularly"} (${m.posology}) on ${ciomsDate(ev.start)} for ${m.drug.indicationEn}.`,
    `On ${onsetText} the patient experienced ${ev.reaction.en.toLowerCase()} ("${r.pick(source?.source === "llamada" ? ev.reaction.brief : ev.reaction.clinical)}")${ev.also !== null ? ` and ${ev.also.en.toLowerCase()}` : ""}.`,
    `Action taken with ${m.drug.en}: ${isVaccine(ev) ? "not applicable" : ev.withdrawn ? "drug withdrawn" : "dose not changed"}. Outcome: ${OUTCOME_EN[followUp ? ev.later : ev.outcome]}.`,
    `Reporter's causality: ${r.pick(["not reported", "possible", "probable"])}. Company causality: ${r.pick(["related", "possibly related", "not assessable"])}.`
  ].join(" ")
  const text = [
    `CIOMS I - SUSPECT ADVERSE REACTION REPORT (re-transmisión ${followUp ? "seguimiento #1" : "inicial"})`,
    `${m.brand.holder} - Drug Safety Perú | Mfr. control no.: ${ctrl} | Date received by manufacturer: ${ciomsDate(day - r.int(1, 6))}`,
    `1. Patient initials: ${initials}   1a. Country: PERU   2. Date of birth: ${birth === null ? "UNK" : ciomsDate(birth)}   2a. Age: ${ageText}   3. Sex: ${p.sexo}   4-6. Reaction onset: ${onsetText}`,
    `7+13. Describe reaction(s): ${ev.reaction.en}${ev.also !== null ? `, ${ev.also.en}` : ""}${ev.reaction.serious ? " (serious: hospitalisation / medically important)" : " (non-serious)"}`,
    `Case narrative: ${narrative}`,
    `14. Suspect drug(s): ${productName(m, "cioms")} ${m.drug.form}   Batch: ${r.chance(0.4) ? ev.lot : "UNK"}   15. Daily dose: ${m.posology}   16. Route: ${m.drug.via}   17. Indication: ${m.drug.indicationEn}`,
    `22. Concomitant drugs: ${ev.others.length === 0 ? "none reported" : ev.others.map((o) => o.drug.en).join(", ")}`,
    `24b. Source: ${reporter}   Date of this report: ${ciomsDate(day)}   ${signer.name}, ${signer.role}`
  ].join("\n")
  const name = productName(m, r.pick<ProductStyle>(["cioms", "cioms", "caps", "brand"]))
  return {
    row: {
      paciente_iniciales: initials,
      paciente_edad: age,
      paciente_sexo: p.sexo,
      paciente_fecha_nacimiento: birth === null ? null : iso(birth),
      reportante_nombre: r.chance(0.6) ? `${m.brand.holder} - Drug Safety` : signer.name,
      producto_sospechoso: name,
      descripcion_evento: text,
      fecha_inicio_evento: onset === null ? null : iso(onset),
      fecha_recepcion: iso(day),
      origen_notificacion: "CIOMS titular (re-transmisión)",
      productos: [productEntry(m, name, { ifa: r.chance(0.5), rs: r.chance(0.6), dose: true, via: true })]
    },
    facts: { source: "cioms", initials, age, birth, onset, reporter }
  }
}

/** The chain pharmacy's note when the patient comes back to the counter, on `day`. */
export const renderPharmacy = (r: Random, ev: ClinicEvent, day: number): Report => {
  const p = ev.patient
  const m = ev.suspect
  const qf = ev.pharmacist
  const when = saidWhen(r, day, Math.min(day, ev.onset + (r.chance(0.3) ? r.pick([-1, 1, 2]) : 0)))
  const time = clock(r, 8, 21)
  const dniShown = r.chance(0.6)
  const brief = r.pick(ev.reaction.brief)
  const text = r.chance(0.55)
    ? [
        `FARMACIA ${CLINIC.toUpperCase()} - SEDE ${qf.site.sede.toUpperCase()}`,
        "Nota de atención farmacéutica",
        `Fecha/hora: ${dmy(day)} ${time}   Boleta: B0${r.int(10, 40)}-${String(r.int(1, 99_999)).padStart(8, "0")}`,
        `Cliente: ${clientName(p)}${dniShown ? `   DNI: ${p.dni}` : ""}`,
        `Receta: ${doctor(ev.physician)} (CMP ${ev.physician.cmp})`,
        `Producto: ${productName(m, "pharmacy")}   Lote: ${ev.lot}`,
        `Obs.: ${infant(ev) ? "Madre refiere que el bebé presenta" : "Cliente refiere"} ${brief} ${when.text}. Se recomienda acudir a su médico tratante. Se registra como sospecha de RAM y se comunica a FV.`,
        `QF ${qf.name} (CQFP ${qf.cqfp})`
      ].join("\n")
    : slip(r, `${dm(day)} ${time} - ${p.sexo === "F" ? "Sra." : "Sr."} ${p.paterno}${dniShown ? ` (DNI ${p.dni})` : ""} acude por ${productName(m, "caps")} y refiere ${brief} ${when.text}. ${r.pick(["Se sugiere control con su médico.", "Se orienta y se deriva a consultorio.", "No se dispensa hasta evaluación médica."])} QF ${qf.name.split(" ").map((w) => w.charAt(0)).join(".")}.`, 0.3)
  const style: InitialsStyle = r.pick(["surnames_first", "plain", "plain", "full", "middle"])
  const initials = style === "full" ? clientName(p) : initialsOf(r, p, style)
  const x = r.next()
  const ageField = infant(ev) ? infantAgeField(r, ev, 0.5) : x < 0.6 ? ageAt(ev, day) : x < 0.93 ? Math.max(1, ageAt(ev, day) + r.int(-5, 5)) : 0
  const y = r.next()
  const onset = y < 0.4 ? null : y < 0.6 ? day : when.day
  const name = productName(m, r.pick<ProductStyle>(["pharmacy", "pharmacy", "caps", "brand"]))
  return {
    row: {
      paciente_iniciales: initials,
      paciente_edad: ageField,
      paciente_sexo: p.sexo,
      paciente_fecha_nacimiento: r.chance(0.05) ? iso(p.birth) : null,
      reportante_nombre: `QF ${qf.name} - Farmacia sede ${qf.site.sede}`,
      producto_sospechoso: name,
      descripcion_evento: text,
      fecha_inicio_evento: onset === null ? null : iso(onset),
      fecha_recepcion: iso(day),
      origen_notificacion: "Farmacia",
      productos: [productEntry(m, name, { ifa: r.chance(0.5), rs: r.chance(0.5), dose: r.chance(0.3), via: r.chance(0.3) })]
    },
    facts: { source: "farmacia", initials, age: ageField, birth: null, onset, reporter: "health professional (pharmacist)" }
  }
}
