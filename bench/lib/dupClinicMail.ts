/**
 * E-mails between the clinic chain's safety unit and the companies (`clinic` generator): the
 * clinic's first message with its signature and disclaimer, and the chains that come back
 * (`RE: FW: Reporte RAM ...`) quoting it, in part, under the replies with follow-up data.
 */
import {
  ageAt, type ClinicEvent, infant, infantAgeField, isVaccine, OUTCOME_ES, productEntry, productName, type ProductStyle, regimen, type Report, sexWord, ageWords
} from "./dupClinicEvent.js"
import { CLINIC, CLINIC_PV, COMPANY_PV, companySigner, doctor, holderDomain, initialsOf, type InitialsStyle, type Signer } from "./dupClinicPeople.js"
import { cap, clock, dmy, iso, outlookDate } from "./dupClinicText.js"
import type { Random } from "./random.js"

const DISCLAIMER_ES = "AVISO DE CONFIDENCIALIDAD: La información contenida en este correo electrónico y sus anexos es confidencial y está dirigida exclusivamente a su destinatario. Si usted ha recibido este mensaje por error, por favor notifíquelo al remitente y elimínelo de su sistema. Antes de imprimir este correo piense en el medio ambiente."
const DISCLAIMER_EN = "This e-mail and any attachments may contain confidential and privileged information. If you are not the intended recipient, please notify the sender immediately and delete this e-mail. Any unauthorised copying, disclosure or distribution of the material in this e-mail is strictly forbidden."

const companyBox = (ev: ClinicEvent) => `farmacovigilancia@${holderDomain(ev.suspect.brand.holder)}`
const signature = (s: Signer, clinic: boolean) =>
  `${clinic ? "Q.F. " : ""}${s.name}\n${s.role}\n${clinic ? `${CLINIC} | Sede Central` : "Drug Safety"}\n${s.phone} | ${s.email}`
const header = (from: string, day: number, to: string, subject: string, cc: string | null) =>
  `De: ${from}\nEnviado: ${outlookDate(day)} ${"{time}"}\nPara: ${to}${cc === null ? "" : `\nCC: ${cc}`}\nAsunto: ${subject}`

/** The subject line of the clinic's message. */
const subjectOf = (r: Random, ev: ClinicEvent, initials: string) => r.pick([
  `Reporte RAM - ${productName(ev.suspect, "caps")} - Pcte ${initials}`,
  `Notificación de sospecha de RAM ${productName(ev.suspect, "brand")} (HC ${ev.patient.hc})`,
  `Reporte RAM ${ev.physician.site.sede} - ${productName(ev.suspect, "brand")}`,
  `URGENTE: RAM ${productName(ev.suspect, "brand")} paciente ${initials}`
])

/** The body of the clinic's message (also what a chain quotes). */
const clinicBody = (r: Random, ev: ClinicEvent, initials: string, onsetText: string, s: Signer) => {
  const m = ev.suspect
  const also = ev.also !== null && r.chance(0.5) ? ` y ${r.pick(ev.also.clinical)}` : ""
  return [
    r.pick(["Estimados, buenas tardes:", "Estimados señores de Farmacovigilancia:", "Buenos días, estimados:"]),
    "",
    `Por medio del presente les hacemos llegar la notificación de sospecha de reacción adversa recibida en nuestra sede ${ev.physician.site.sede}, relacionada a su producto ${productName(m, "brand_strength")}.`,
    "",
    `Paciente ${sexWord(ev)} de ${ageWords(ev)} (iniciales ${initials}, HC ${ev.patient.hc}), ${isVaccine(ev) ? `quien recibió ${m.drug.ifa} (${m.posology})` : `con diagnóstico de ${m.drug.indication}, quien inició ${m.drug.ifa} ${regimen(m)}`} el ${dmy(ev.start)}. ${onsetText} presenta ${r.pick(ev.reaction.clinical)}${also}. ${cap(r.pick(ev.reaction.treatment))}${ev.withdrawn ? "; se suspende el medicamento" : ""}. Evolución: ${OUTCOME_ES[ev.outcome].toLowerCase()}.`,
    `Médico tratante: ${doctor(ev.physician)} (${ev.physician.specialty}).`,
    "",
    r.pick(["Se adjunta ficha de notificación escaneada.", "Adjunto ficha RAM y receta.", "La ficha original queda en custodia de la Unidad de Farmacovigilancia."]),
    r.pick(["Quedo atenta a cualquier consulta.", "Quedamos atentos a sus comentarios.", "Cualquier consulta adicional con gusto."]),
    "",
    "Saludos cordiales,",
    "",
    signature(s, true),
    "",
    DISCLAIMER_ES
  ].join("\n")
}

/** The clinic's first e-mail about an event, received on `day`. */
export const renderMail = (r: Random, ev: ClinicEvent, day: number): Report & { readonly text: string; readonly subject: string } => {
  const s = r.pick(CLINIC_PV)
  const style: InitialsStyle = r.pick(["dotted", "dotted", "plain", "middle", "full"])
  const initials = initialsOf(r, ev.patient, style)
  const onsetKnown = r.chance(0.88)
  const onsetText = onsetKnown ? `El ${r.chance(0.5) ? dmy(ev.onset) : `${dmy(ev.onset).slice(0, 5)}`}` : "Posteriormente"
  const subject = subjectOf(r, ev, initials.length <= 8 ? initials : initials.split(" ").map((w) => w.charAt(0)).join(""))
  const body = clinicBody(r, ev, initials, onsetText, s)
  const text = `${header(`${s.name} <${s.email}>`, day, companyBox(ev), subject, r.chance(0.5) ? "fv.clinica@clinicasantalucia.pe" : null)}\n\n${body}`.replace("{time}", clock(r))
  const birth = r.chance(0.3)
  const product: ProductStyle = r.pick(["brand_strength", "caps", "both", "generic_strength"])
  const name = productName(ev.suspect, product)
  const age = infant(ev) ? infantAgeField(r, ev, 0.4) : ageAt(ev, ev.onset)
  return {
    text, subject,
    row: {
      paciente_iniciales: initials,
      paciente_edad: age,
      paciente_sexo: ev.patient.sexo,
      paciente_fecha_nacimiento: birth ? iso(ev.patient.birth) : null,
      reportante_nombre: r.chance(0.6) ? `${s.name} (${CLINIC})` : doctor(ev.physician),
      producto_sospechoso: name,
      descripcion_evento: text,
      fecha_inicio_evento: onsetKnown ? iso(ev.onset) : null,
      fecha_recepcion: iso(day),
      origen_notificacion: "Correo electrónico",
      productos: [productEntry(ev.suspect, name, { ifa: r.chance(0.8), rs: r.chance(0.35), dose: true, via: r.chance(0.7) })]
    },
    facts: { source: "correo", initials, age, birth: birth ? ev.patient.birth : null, onset: onsetKnown ? ev.onset : null, reporter: "health professional (physician)" }
  }
}

/**
 * A chain that comes back on `day`: the company's reply (or the clinic's follow-up) on top,
 * the earlier messages quoted below, the first sometimes cut short by the mail client.
 * `quoted` is the first message when it was itself a report; otherwise one is written.
 */
export const renderChain = (r: Random, ev: ClinicEvent, day: number, quoted: { text: string; subject: string } | null, sentDay: number): Report => {
  const first = quoted ?? renderMail(r, ev, sentDay)
  const clinic = r.pick(CLINIC_PV)
  const company = companySigner(r, ev.suspect.brand.holder)
  const followUp = day - r.int(0, Math.max(0, day - sentDay - 1))
  const birthNow = r.chance(0.6)
  const lotNow = r.chance(0.5)
  const reply = [
    `Buenos días, ${r.pick(["les comparto el seguimiento del caso", "complementando la información", "en respuesta a su consulta"])}:`,
    `- Desenlace: ${OUTCOME_ES[ev.later]}${ev.later === "recuperado" ? ` (${dmy(ev.onset + r.int(3, 20))})` : ""}.`,
    birthNow ? `- Fecha de nacimiento: ${dmy(ev.patient.birth)}.` : "- Fecha de nacimiento: no consignada en HC.",
    lotNow ? `- Lote: ${ev.lot}.` : "- Lote: paciente no conserva el envase.",
    `- ${isVaccine(ev) ? "Sin nuevas dosis a la fecha." : ev.withdrawn ? "El medicamento fue suspendido." : "Continúa con el tratamiento bajo control."}`,
    "",
    "Saludos,",
    `${clinic.name}\n${clinic.role}`
  ].join("\n")
  const truncated = r.chance(0.35)
  const quotedText = truncated ? `${first.text.split("\n").slice(0, 8).join("\n")}\n[Mensaje recortado]  Ver todo el mensaje` : first.text
  const top = [
    `Estimad${clinic.name.startsWith("Martín") ? "o" : "a"} ${clinic.name.split(" ")[0]!}:`,
    r.pick([
      "Gracias por la información. Confirmamos la recepción del seguimiento; el caso queda registrado en nuestra base de seguridad.",
      `Gracias. Se registra como seguimiento N° 1 del caso. Por favor confirmar si el paciente recibió tratamiento para el evento.`,
      "Agradecemos la información enviada. Para completar la evaluación de causalidad, ¿podría indicarnos si hubo reexposición?"
    ]),
    "",
    "Saludos cordiales,",
    signature(company, false),
    "",
    DISCLAIMER_EN
  ].join("\n")
  const text = [
    header(`${company.name} <${company.email}>`, day, `${clinic.name} <${clinic.email}>`, `RE: FW: ${first.subject}`, r.chance(0.6) ? `${COMPANY_PV[0]!.name.split(" ")[0]!.toLowerCase()}@${holderDomain(ev.suspect.brand.holder)}` : null).replace("{time}", clock(r)),
    "",
    top,
    "",
    "________________________________",
    header(`${clinic.name} <${clinic.email}>`, followUp, `${company.name} <${company.email}>`, `RE: ${first.subject}`, null).replace("{time}", clock(r)),
    "",
    reply,
    "",
    "-----Mensaje original-----",
    quotedText
  ].join("\n")
  // Whoever enters the chain takes the subject's initials and the dates it still shows.
  const fromSubject = /Pcte ([^ ]+)|paciente ([^ ]+)/.exec(first.subject)
  const style: InitialsStyle = r.pick(["dotted", "plain", "middle", "plain"])
  const initials = fromSubject !== null && r.chance(0.6) ? (fromSubject[1] ?? fromSubject[2]!) : initialsOf(r, ev.patient, style)
  const onsetShown = !truncated && r.chance(0.85)
  const name = productName(ev.suspect, r.pick<ProductStyle>(["caps", "brand", "brand_strength", "cioms"]))
  const age = infant(ev) ? infantAgeField(r, ev, 0.4) : ageAt(ev, ev.onset)
  return {
    row: {
      paciente_iniciales: initials,
      paciente_edad: age,
      paciente_sexo: ev.patient.sexo,
      paciente_fecha_nacimiento: birthNow ? iso(ev.patient.birth) : null,
      reportante_nombre: r.chance(0.5) ? `${company.name} - Drug Safety` : `${clinic.name} (${CLINIC})`,
      producto_sospechoso: name,
      descripcion_evento: text,
      fecha_inicio_evento: onsetShown ? iso(ev.onset) : null,
      fecha_recepcion: iso(day),
      origen_notificacion: "Correo electrónico (seguimiento)",
      productos: [productEntry(ev.suspect, name, { ifa: r.chance(0.7), rs: r.chance(0.3), dose: r.chance(0.5), via: r.chance(0.5) })]
    },
    facts: { source: "cadena", initials, age, birth: birthNow ? ev.patient.birth : null, onset: onsetShown ? ev.onset : null, reporter: "health professional (pharmacist)" }
  }
}
