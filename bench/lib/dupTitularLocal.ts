/**
 * Reports written in Peru for the eighth duplicate generator (lib/dupTitular.ts): the PSP nurse's
 * note of a monthly call, the treating physician's notification form, the pharmacy's form, the sales
 * representative's terse field report and a medical information request that turns out to report an
 * event. Each writer has its own habits: what it leaves empty, how it writes the name, the product
 * and the reaction, how sure it is of the dates.
 */
import type { DupCaseRow } from "./dupData.js"
import {
  actionAs, ageAt, ageWords, bare, cap, conditionEs, dm, dmy, entry, iso, joinAnd, latencyEs, latencyLay, lotSentence, monthName, monthYear,
  nameAs, nameStyle, outcomeAs, personWord, productAs, react, reactions, typo
} from "./dupTitularText.js"
import type { Event } from "./dupTitularWorld.js"
import { QUALITY } from "./dupTitularProducts.js"
import type { Random } from "./random.js"

/** What a pair's planner asks of a report. */
export interface Ask {
  /** Leave the birth date out. */
  readonly noBirth?: boolean
  /** Say the patient had posted about it on social media first. */
  readonly afterPost?: boolean
  /** Whom the sales representative heard it from. */
  readonly via?: "farmacia" | "consultorio"
}

/** The event date as a writer recalls it: exact, a day or two off, or not given. */
export const recalled = (r: Random, e: Event, exact: number, off: number): number | null => {
  const x = r.next()
  if (x < exact) return e.onset
  if (x < exact + off) return e.onset + (r.chance(0.5) ? 1 : -1) * (r.chance(0.8) ? 1 : 2)
  return null
}
const quality = (e: Event) => e.reactions.some((k) => QUALITY.includes(k))
const sexOf = (e: Event): "F" | "M" => (e.person.female ? "F" : "M")
const mother = (r: Random, e: Event) => (e.pregnancy?.role === "bebe" ? nameAs(r, e.pregnancy.other, r.chance(0.5) ? "dots" : "plain") : "")
const child = (e: Event) => (e.person.female ? "hija" : "hijo")
const verb = (e: Event) => (e.product.klass === "vacuna" ? "recibir" : e.product.route[0] === "oral" ? r1(e) : "aplicarse")
const r1 = (e: Event) => (e.product.every === 1 ? "empezar a tomar" : "tomar")

/** The PSP nurse's report of a monthly follow-up call (the programme knows the birth date). */
export const fromNurse = (r: Random, e: Event, received: number, ask: Ask = {}): DupCaseRow => {
  const n = e.nurse!
  const p = e.person
  const onset = recalled(r, e, 0.6, 0.25)
  const brand = productAs(r, e, r.pick(["brandPres", "brand", "brandShort"] as const))
  const when = onset === null ? "" : r.pick([` el ${dm(onset)}`, ` (${dmy(onset)})`])
  const opening = r.pick([`Llamada de seguimiento del programa ${n.programme} (${monthName(received)}).`, `Reporte de enfermera del PSP ${n.programme}, llamada mensual de adherencia.`, `PSP ${n.programme}: contacto telefónico con ${p.female ? "la" : "el"} paciente.`])
  let body: string
  if (e.pregnancy?.role === "madre") {
    body = `La paciente de ${ageWords(p, e.onset)}, en el programa por ${e.indication[0]}, informa que está embarazada de ${e.pregnancy.weeks} semanas aproximadamente; su última aplicación de ${e.product.brand} fue el ${dm(e.lastDose)}. Se le indicó comunicarse con su médico tratante antes de la siguiente dosis.`
  } else if (e.pregnancy?.role === "bebe") {
    body = `La paciente ${mother(r, e)}, que recibió ${e.product.brand} durante el embarazo, informa el nacimiento de su ${e.person.female ? "hija" : "hijo"}${when} a las ${e.pregnancy.weeks} semanas. ${e.reactions.length > 1 ? `Refiere que el bebé ${react(r, e.reactions[1]!, "lay")}.` : "Refiere que el bebé está sano."}`
  } else if (quality(e)) {
    body = `${p.female ? "La" : "El"} paciente refiere que ${react(r, e.reactions[0]!, "lay")}${when}.${lotSentence(r, e)} Se coordinó el recojo de la unidad para análisis y la reposición.`
  } else {
    body = `${cap(p.female ? "paciente mujer" : "paciente varón")} de ${ageAt(p.birth, e.onset)} años, en el programa desde ${monthYear(e.started)} por ${e.indication[0]}, refiere que ${latencyLay(r, e)}${when}, ${reactions(r, e, "lay")}. ${cap(outcomeAs(r, e.outcome, e.lasted, "lay"))}.` +
      (e.treatment !== null ? ` Tomó ${e.treatment} por indicación médica.` : "") + ` ${cap(actionAs(r, e, "lay"))}.` +
      (e.reactions.includes("isr") ? " Se reforzó la técnica de aplicación y la rotación de sitios." : ` Se recomendó comunicarse con su médico tratante (${e.physician.name}).`)
  }
  return {
    paciente_iniciales: nameAs(r, p, nameStyle(r, { dots: 4, plain: 3, full: 1.5, surnameFirst: 1 })),
    paciente_edad: ageAt(p.birth, e.onset),
    paciente_sexo: sexOf(e),
    paciente_fecha_nacimiento: ask.noBirth || r.chance(0.15) ? null : iso(p.birth),
    reportante_nombre: r.chance(0.7) ? `${n.name} (enfermera PSP ${n.programme})` : `PSP ${n.programme} – ${n.name}`,
    producto_sospechoso: brand,
    descripcion_evento: `${opening} ${body}${ask.afterPost ? " Paciente comenta que había publicado su molestia en la página de Facebook del laboratorio." : ""}`,
    fecha_inicio_evento: onset === null ? null : iso(onset),
    fecha_recepcion: iso(received),
    origen_notificacion: "Programa de soporte a pacientes",
    productos: [entry(e, brand, { dose: r.chance(0.5) ? e.presentation.dose : null, route: r.chance(0.5), rs: r.chance(0.3) })]
  }
}

/** The treating physician's notification form, or a batch of his patients with one pasted narrative. */
export const fromPhysician = (r: Random, e: Event, received: number, ask: Ask = {}): DupCaseRow => {
  const p = e.person
  const doc = e.physician
  const onset = recalled(r, e, 0.8, 0.08)
  const age = ageAt(p.birth, e.onset)
  const generic = e.product.generic
  let text: string
  if (e.group?.template != null) {
    text = e.group.template.replace("{sexo}", p.female ? "mujer" : "varón").replace("{edad}", ageWords(p, e.onset))
  } else if (e.pregnancy?.role === "madre") {
    text = `Mujer de ${age} años, usuaria de ${e.product.brand} (${generic}) desde ${monthYear(e.started)} por ${e.indication[0]}, con prueba de embarazo positiva; gestación de ${e.pregnancy.weeks} semanas por ecografía. Última dosis: ${dmy(e.lastDose)}. ` +
      `${e.reactions.includes("pregnancy") ? "Se considera falla del método. " : ""}Se suspende el producto y se deriva a control prenatal. Se hará seguimiento del desenlace del embarazo.`
  } else if (e.pregnancy?.role === "bebe") {
    const grams = e.reactions.includes("preterm") || e.reactions.includes("lbw") ? r.int(1700, 2450) : r.int(2800, 3900)
    text = `${cap(personWord(p, e.onset))} de ${e.pregnancy.weeks} semanas, peso ${grams} g, ${child(e)} de la paciente ${mother(r, e)}, expuesta a ${generic} durante el primer trimestre. ` +
      `${e.reactions.length > 1 ? `${cap(react(r, e.reactions[1]!, "es"))}. ` : ""}Examen físico sin malformaciones aparentes. APGAR ${r.int(7, 9)}/${r.int(8, 10)}.`
  } else {
    const since = e.product.klass === "vacuna" ? `que recibe ${generic} (${e.product.brand}) el ${dmy(e.lastDose)}`
      : e.product.klass === "anticonceptivo" ? (e.product.every === 0 ? `que toma ${generic} ${e.presentation.dose} el ${dmy(e.started)} como anticoncepción de emergencia` : `${conditionEs(e)}, ${e.presentation.dose}, desde ${monthYear(e.started)}`)
      : e.product.every === 0 ? `que inicia ${generic} ${e.presentation.dose} el ${dmy(e.started)} por ${e.indication[0]}`
      : `${conditionEs(e)}, en tratamiento con ${generic} ${e.presentation.dose} desde ${monthYear(e.started)}`
    text = `${cap(personWord(p, e.onset))} de ${ageWords(p, e.onset)} ${since}. ${cap(latencyEs(r, e))}${onset === null ? "" : ` (${dmy(onset)})`} presenta ${reactions(r, e, "es")}.` +
      (quality(e) ? lotSentence(r, e) : "") + (e.treatment !== null ? ` Se indica ${e.treatment}.` : "") + ` ${actionAs(r, e, "es")}. ${outcomeAs(r, e.outcome, e.lasted, "es")}.` +
      (e.serious ? ` ${r.pick(["Requirió hospitalización.", "Se hospitaliza para manejo y observación."])}` : "") +
      ` ${r.pick(["Relación de causalidad: probable.", "Se considera RAM posible.", "Causalidad (Karch-Lasagna): probable.", "Se notifica para los fines pertinentes."])}`
    if (ask.afterPost) text += " La paciente refiere haber comentado el caso en redes sociales."
  }
  const name = productAs(r, e, r.pick(["genericDose", "genericDose", "generic", "brand", "brand", "brandPres"] as const))
  const off = r.chance(0.05) ? (r.chance(0.5) ? 1 : -1) : 0
  return {
    paciente_iniciales: e.pregnancy?.role === "bebe" && r.chance(0.5) ? `RN ${p.pat} ${p.mat}` : nameAs(r, p, nameStyle(r, { dots: 4, plain: 3, short: 1, surnameInitials: 0.7, full: 0.5 })),
    paciente_edad: Math.max(0, age + off),
    paciente_sexo: sexOf(e),
    paciente_fecha_nacimiento: ask.noBirth || r.chance(0.55) ? null : iso(p.birth),
    reportante_nombre: r.pick([`${doc.name}, ${doc.specialty} – ${doc.place}`, `${doc.name} (CMP ${doc.number})`, doc.name]),
    producto_sospechoso: name,
    descripcion_evento: text,
    fecha_inicio_evento: onset === null ? null : iso(onset),
    fecha_recepcion: iso(received),
    origen_notificacion: "Formulario de notificación (médico)",
    productos: [entry(e, name, { ifa: r.chance(0.5), dose: r.chance(0.7) ? e.presentation.dose : null, route: r.chance(0.6), rs: r.chance(0.2) })]
  }
}

/** The pharmacy's own form: the customer's name as given at the counter, the brand on the box. */
export const fromPharmacy = (r: Random, e: Event, received: number, ask: Ask = {}): DupCaseRow => {
  const p = e.person
  const onset = recalled(r, e, 0.6, 0.15)
  const name = productAs(r, e, r.pick(["brandPres", "brandPres", "brandUpper", "brand", "generic"] as const))
  const off = r.chance(0.3) ? (r.chance(0.5) ? 1 : -1) : 0
  const age = ageAt(p.birth, e.onset) >= 2 ? `${ageAt(p.birth, e.onset) + off} años` : ageWords(p, e.onset)
  const who = e.pregnancy?.role === "bebe" ? `La madre de ${personWord(p, e.onset)} de ${age}` : ageAt(p.birth, e.onset) < 15 ? `La madre de ${personWord(p, e.onset)} de ${age}` : `${r.pick(["Cliente", p.female ? "Usuaria" : "Usuario", "Paciente"])} de ${age}`
  const when = onset === null ? "" : ` (${dm(onset)})`
  const body = quality(e)
    ? `${who} acude a ${e.pharmacy.place} el ${dmy(received)} para reclamar: ${reactions(r, e, r.chance(0.5) ? "lay" : "es")}${when}.${lotSentence(r, e) || ` Lote ${e.lot ?? "no legible"}.`} Se retiene el producto para devolución al laboratorio.`
    : e.reactions.includes("pregnancy")
    ? `${who} refiere que usaba ${e.product.brand} y tiene prueba de embarazo positiva (${e.pregnancy?.weeks ?? r.int(5, 10)} semanas aprox.). Se orienta a control prenatal.`
    : `${who} acude a ${e.pharmacy.place} refiriendo que ${r.pick(["luego de", "tras", "a los pocos días de"])} ${verb(e)} ${e.product.brand} ${e.presentation.short}${when}${r.chance(0.6) ? `, ${reactions(r, e, "lay")}` : ` presentó ${reactions(r, e, "es")}`}.` +
      `${e.treatment !== null ? ` Refiere haber tomado ${e.treatment}.` : ""} Se le recomendó suspender el producto y acudir a consulta médica. Al momento: ${outcomeAs(r, e.outcome, e.lasted, "lay")}.`
  return {
    paciente_iniciales: nameAs(r, p, nameStyle(r, { full: 3, firstSurname: 2, dots: 2, plain: 2, surnameFirst: 1 })),
    paciente_edad: Math.max(0, ageAt(p.birth, e.onset) + off),
    paciente_sexo: sexOf(e),
    paciente_fecha_nacimiento: ask.noBirth || !r.chance(0.1) ? null : iso(p.birth),
    reportante_nombre: r.chance(0.6) ? `${e.pharmacy.name} – ${e.pharmacy.place}` : e.pharmacy.place,
    producto_sospechoso: name,
    descripcion_evento: `${body}${ask.afterPost ? " Cliente indica que también lo publicó en Facebook." : ""}`,
    fecha_inicio_evento: onset === null ? null : iso(onset),
    fecha_recepcion: iso(received),
    origen_notificacion: "Formulario de farmacia",
    productos: [entry(e, name, { rs: r.chance(0.4), route: r.chance(0.3) })]
  }
}

const ABBR_ACTION = { continua: "Continúa tto", suspendido: "Suspendió", diferida: "Difirió dosis", reducida: "Dosis reducida", no_aplica: "Manejo sintomático" } as const
const ABBR_OUTCOME = { recuperado: ["Evol. favorable", "Ya recuperado"], recuperando: ["En mejoría"], no_recuperado: ["Persiste"], secuelas: ["Recuperado c/ secuelas"], desconocido: ["Evol. desconocida", "No precisa evol."] } as const

/** The sales representative's field report: heard at a pharmacy or a doctor's office, terse, approximate. */
export const fromRep = (r: Random, e: Event, received: number, ask: Ask = {}): DupCaseRow => {
  const p = e.person
  const retail = e.product.klass === "otc" || e.product.klass === "antibiotico" || (e.product.klass === "anticonceptivo" && e.product.route[0] === "oral")
  const via = ask.via ?? (retail ? "farmacia" : "consultorio")
  const place = via === "farmacia" ? e.pharmacy.place : e.physician.place
  const informant = via === "farmacia" ? r.pick(["QF de turno", "QF", "técnica de farmacia"]) : e.physician.name
  const age = Math.max(0, ageAt(p.birth, e.onset) + (ageAt(p.birth, e.onset) >= 15 ? r.int(-3, 3) : 0))
  const onset = recalled(r, e, 0.3, 0.25)
  const name = productAs(r, e, r.pick(["brandShort", "brandShort", "brandShort", "brand", "brand", "brandUpper"] as const))
  const ageText = ageAt(p.birth, e.onset) < 2 ? ageWords(p, e.onset).replace(" meses", "m").replace(" mes", "m") : `~${age}a`
  const lat = onset === null ? r.pick(["hace unos días", "post dosis", ""]) : `desde ${dm(onset)}`
  const what = joinAnd(e.reactions.map((k) => bare(react(r, k, "es")).toLowerCase()), "+")
  const text = `Reporte APM ${e.rep.name} (${e.rep.zone}). Visita ${dm(received - r.int(1, 4))} a ${place}: ${informant} refiere pcte ${sexOf(e)} ${ageText} c/ ${e.product.brand} ${e.presentation.short} p/ ${bare(e.indication[0])}, ${lat === "" ? "" : `${lat} `}${what}.` +
    (e.lot !== null ? ` Lote ${e.lot}.` : "") + ` ${ABBR_ACTION[e.action]}. ${r.pick(ABBR_OUTCOME[e.outcome])}. ` +
    r.pick([via === "farmacia" ? "QF enviará ficha a FV." : "Dr. enviará formulario.", "Se dejó formato de notificación.", "Se entregó correo de farmacovigilancia."])
  return {
    paciente_iniciales: r.chance(0.35) ? `${p.female ? "Sra." : "Sr."} ${p.pat}` : r.chance(0.15) ? "NN" : nameAs(r, p, nameStyle(r, { short: 2, plain: 2, firstSurname: 1 })),
    paciente_edad: age,
    paciente_sexo: sexOf(e),
    paciente_fecha_nacimiento: null,
    reportante_nombre: `APM ${e.rep.name} (${e.rep.zone})`,
    producto_sospechoso: name,
    descripcion_evento: r.chance(0.2) ? typo(r, text) : text,
    fecha_inicio_evento: onset === null ? null : iso(onset),
    fecha_recepcion: iso(received),
    origen_notificacion: "Reporte de visita médica (APM)",
    productos: [entry(e, name)]
  }
}

/** A medical information request (by the patient, a relative or a professional) that reports an event. */
export const fromInquiry = (r: Random, e: Event, received: number, ask: Ask = {}): DupCaseRow => {
  const p = e.person
  const years = ageAt(p.birth, e.onset)
  const caller = e.pregnancy?.role === "bebe" || years < 15 ? "familiar" : e.pregnancy?.role === "madre" ? (r.chance(0.6) ? "paciente" : "familiar") : pickCaller(r)
  const relation = e.pregnancy !== null || years < 15 ? "la madre" : years >= 60 ? r.pick(["la hija", "el hijo"]) : r.pick([p.female ? "el esposo" : "la esposa", "la hermana"])
  const off = caller === "familiar" && years >= 15 && r.chance(0.5) ? r.pick([-2, -1, 1, 2]) : 0
  const style = caller === "paciente" ? nameStyle(r, { full: 3, firstSurname: 2, plain: 1 }) : caller === "familiar" ? nameStyle(r, { full: 2, firstSurname: 2, dots: 1 }) : nameStyle(r, { dots: 2, plain: 2, short: 1 })
  const onset = recalled(r, e, 0.4, 0.3)
  const brand = productAs(r, e, r.pick(["brand", "brand", "brand", "brandPres", "generic"] as const))
  const whenText = onset === null ? "" : received - onset <= 7 && received > onset ? ` hace ${received - onset} días` : r.chance(0.5) ? ` (${dm(onset)})` : ` el ${dm(onset)}`
  const question = quality(e) ? `qué hacer con el producto${e.lot !== null ? ` (lote ${e.lot})` : ""}`
    : e.pregnancy !== null ? `si ${e.product.brand} afecta al bebé`
    : r.pick([`si puede continuar con ${e.product.brand}`, `si lo que presenta puede deberse a ${e.product.brand}`, e.product.klass === "bio" ? "si debe aplicarse la siguiente dosis" : "si es normal lo que presenta"])
  const kin = relation === "la madre" ? `su ${child(e)}` : relation === "la hermana" ? (p.female ? "su hermana" : "su hermano") : relation.startsWith("el esposo") || relation === "la esposa" ? (p.female ? "su esposa" : "su esposo") : p.female ? "su madre" : "su padre"
  const subject = caller === "paciente" ? "" : caller === "familiar" ? `${kin} ${nameAs(r, p, "firstSurname")}, de ${years >= 2 ? `${years + off} años` : ageWords(p, e.onset)},` : `su paciente de ${ageWords(p, e.onset)}`
  const said = e.pregnancy?.role === "madre" ? `${subject === "" ? "" : `${subject} `}usaba ${e.product.brand} y está embarazada de ${e.pregnancy.weeks} semanas`
    : e.pregnancy?.role === "bebe" ? `usó ${e.product.brand} durante el embarazo y su ${child(e)} nació el ${dm(e.onset)} a las ${e.pregnancy.weeks} semanas${e.reactions.length > 1 ? `; ${react(r, e.reactions[1]!, "lay")}` : ", sano"}`
    : quality(e) ? `${react(r, e.reactions[0]!, "lay")}${whenText}`
    : caller === "profesional" ? `${subject} ${latencyLay(r, e)}${whenText} presentó ${reactions(r, e, "es")}. ${cap(outcomeAs(r, e.outcome, e.lasted, "es"))}`
    : `${subject === "" ? "" : `${subject} `}${latencyLay(r, e)}${whenText}, ${reactions(r, e, "lay")}. ${cap(outcomeAs(r, e.outcome, e.lasted, "lay"))}`
  const who = caller === "paciente" ? (p.female ? "La paciente" : "El paciente") : caller === "familiar" ? cap(relation) + (e.pregnancy?.role === "bebe" ? " del bebé" : relation === "la madre" ? "" : p.female ? " de la paciente" : " del paciente") : r.pick(["Un químico farmacéutico", "Un médico"])
  return {
    paciente_iniciales: e.pregnancy?.role === "bebe" ? `Bebé de ${nameAs(r, e.pregnancy.other, "firstSurname")}` : nameAs(r, p, style),
    paciente_edad: Math.max(0, years + off),
    paciente_sexo: sexOf(e),
    paciente_fecha_nacimiento: ask.noBirth || caller !== "paciente" || !r.chance(0.25) ? null : iso(p.birth),
    reportante_nombre: caller === "paciente" ? "Paciente (consulta de información médica)" : caller === "familiar" ? `Familiar: ${relation.replace(/^(la|el) /, "")}` : "Profesional de salud (información médica)",
    producto_sospechoso: brand,
    descripcion_evento: `Consulta de Información Médica recibida ${r.pick(["por teléfono", "por correo electrónico", "por el formulario web"])} el ${dmy(received)}. ${who} consulta ${question}. Refiere que ${said}.` +
      (ask.afterPost ? " Contacto obtenido tras su publicación en las redes sociales de la empresa." : "") +
      ` ${r.pick(["Se brindó información según ficha técnica, se recomendó evaluación por su médico tratante y se registró como reporte de evento adverso.", "Se respondió la consulta y se derivó a Farmacovigilancia por contener un evento adverso."])}`,
    fecha_inicio_evento: onset === null ? null : iso(onset),
    fecha_recepcion: iso(received),
    origen_notificacion: "Información médica",
    productos: [entry(e, brand)]
  }
}
const pickCaller = (r: Random): "paciente" | "familiar" | "profesional" => (r.chance(0.45) ? "paciente" : r.chance(0.6) ? "familiar" : "profesional")
