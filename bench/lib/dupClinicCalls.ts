/**
 * The contact centre's transcripts (`clinic` generator): an outsourced centre in Lima answering
 * the companies' patient lines. The operator types what the caller says, with the centre's stock
 * phrases, the caller's words in quotes and the clock times; a second call about the same event is
 * typed by whoever answers, as a new ticket.
 */
import {
  ageAt, type ClinicEvent, infant, isVaccine, infantAgeField, monthsAt, OUTCOME_SAID, productEntry, productName, type ProductStyle, type Report, saidProduct
} from "./dupClinicEvent.js"
import { DUTY_QF, doctorShort, heard, initialsOf, type InitialsStyle, OPERATORS } from "./dupClinicPeople.js"
import { clock, dmy, iso, later, saidWhen, slip } from "./dupClinicText.js"
import type { Random } from "./random.js"

const FEMALE = new Set(["hija", "esposa", "madre", "hermana", "nieta"])
/** `hija de la paciente`, `madre del paciente`. */
const relation = (who: string, sexo: "F" | "M") => `${who} ${sexo === "F" ? "de la" : "del"} paciente`

/** The day the caller thinks it began: right, or a day or a few off. */
const recalled = (r: Random, onset: number): number => {
  const x = r.next()
  return x < 0.6 ? onset : x < 0.85 ? onset + r.pick([-1, 1]) : onset + r.pick([-3, -2, 2, 3])
}

/** A call about an event, on `day`; `repeat` when someone already called about it. */
export const renderCall = (r: Random, ev: ClinicEvent, day: number, repeat: boolean): Report => {
  const p = ev.patient
  const [opGiven, opSurname] = r.pick(OPERATORS)
  const time = clock(r)
  const self = ev.caller.who === "paciente" && !infant(ev) && !(repeat && r.chance(0.3))
  const caller = self ? null : repeat && r.chance(0.4) ? { who: "hija", name: "" } : ev.caller
  const g = caller === null ? (p.sexo === "F" ? "a" : "o") : "o"
  // The names as the operator heard them.
  const given = r.chance(0.75) ? [heard(r, p.given[0]!, 0.5)] : p.given.map((x) => heard(r, x, 0.5))
  const paterno = heard(r, p.paterno, 0.5)
  const oneSurname = !self && r.chance(0.3)
  const materno = heard(r, p.materno, 0.5)
  const when = saidWhen(r, day, Math.min(day, recalled(r, ev.onset)))
  const named = saidProduct(r, ev.suspect)
  const weeks = Math.max(1, Math.round((day - ev.start) / 7))
  const since = infant(ev) ? "le pusieron" : r.pick(["estoy tomando", "empecé a tomar", "me recetaron"])
  const words = caller === null ? r.pick(ev.reaction.said) : r.pick(ev.reaction.saidOf)
  const quote = infant(ev) ? `"le pusieron ${named} y ${words}"`
    : caller === null ? `"${since} ${named} hace ${weeks === 1 ? "una semana" : `${weeks} semanas`} y ${words}"`
    : `"está tomando ${named} que le dio ${doctorShort(ev.physician)} y ${words}"`
  const age = infant(ev) ? `${monthsAt(ev, day)} meses` : `${caller !== null && r.chance(0.25) ? `aprox. ${ageAt(ev, day) + r.pick([-2, -1, 1, 2])}` : ageAt(ev, day)} años`
  const statedAge = infant(ev) ? infantAgeField(r, ev, 0.35) : Number(age.replace("aprox. ", "").split(" ")[0])
  const birthSaid = r.chance(0.15)
  const dniSaid = r.chance(0.3)
  const lotRead = r.chance(0.25)
  const product: ProductStyle = r.pick(["brand", "brand", "brand_strength", "generic", "caps"])
  const nameLine = `${given.join(" ")} ${paterno}${oneSurname ? "" : ` ${materno}`}`

  const lines: Array<string> = []
  lines.push(r.pick([
    `Llamada entrante ${time} - Línea de atención ${ev.suspect.brand.holder} - Ticket CC-${iso(day).replace(/-/g, "")}-${r.int(1000, 9999)}`,
    `[${time}] INBOUND | Canal: teléfono | Tipificación: Reporte de evento adverso | Ticket #${r.int(400_000, 999_999)}`,
    `Hora de inicio: ${time}. Motivo: sospecha de reacción adversa (${ev.suspect.brand.holder}).`
  ]))
  if (caller !== null) lines.push(`Se comunica ${caller.name === "" ? "un familiar" : `${FEMALE.has(caller.who) ? "la Sra." : "el Sr."} ${caller.name}`} (${relation(caller.who, p.sexo)}), tel. ${p.phone}.`)
  else lines.push(r.pick([`Usuari${g} refiere ser ${p.sexo === "F" ? "la" : "el"} paciente. Tel. ${p.phone}.`, `Llama ${p.sexo === "F" ? "la" : "el"} paciente directamente (tel. ${p.phone}).`]))
  if (repeat && r.chance(0.5)) lines.push(r.pick(["Usuario refiere haber llamado anteriormente, no cuenta con número de ticket.", "Refiere que ya reportó la semana pasada pero nadie le devolvió la llamada.", "Indica que ya llamó antes por lo mismo."]))
  lines.push(`Usuari${g} refiere: ${slip(r, quote, 0.3)}.`)
  lines.push(`${r.pick(["Usuario refiere", "Refiere", "Manifiesta presentar", "Usuario indica"])} ${r.pick(ev.reaction.brief)} ${when.text}.`)
  if (ev.also !== null && r.chance(0.6)) lines.push(`Además refiere ${r.pick(ev.also.brief)}.`)
  lines.push(`Datos del paciente: ${nameLine}, ${age}${birthSaid ? `, FN ${dmy(p.birth)}` : ""}${dniSaid ? `, DNI ${p.dni}` : ""}.`)
  lines.push(`Producto: ${productName(ev.suspect, r.pick(["caps", "brand_strength"]))}${lotRead ? `, lote ${ev.lot} (lee de la caja)` : r.chance(0.5) ? ", lote no recuerda" : ""}. ${r.chance(0.5) ? `Indicado por ${doctorShort(ev.physician)} (${ev.physician.site.sede}).` : ""}`.trim())
  if (ev.others.length > 0 && r.chance(0.5)) lines.push(`Otros medicamentos: ${ev.others.map((m) => productName(m, "generic")).join(", ")}.`)
  if (repeat) lines.push(`Al momento ${r.pick(OUTCOME_SAID[ev.later])}.`)
  else if (isVaccine(ev)) lines.push(r.pick(["Consulta si puede recibir la siguiente dosis.", "Consulta si es normal."]))
  else lines.push(ev.withdrawn ? r.pick(["Usuario refiere que ya suspendió el medicamento por su cuenta.", "Refiere que dejó de tomarlo hace dos días."]) : r.pick(["Refiere que sigue con el tratamiento.", "Continúa usándolo, consulta si debe dejarlo."]))
  lines.push(r.pick([
    `Se brinda información general. Se deriva a QF de turno (${r.pick(DUTY_QF)}).`,
    "Se deriva a QF. Se recomienda acudir a su médico tratante.",
    `Se le indica que no se puede brindar recomendación médica; se deriva a ${r.pick(DUTY_QF)} para evaluación.`
  ]))
  lines.push(r.pick(["Se informa que el caso será reportado a Farmacovigilancia.", "Usuario acepta ser contactado para seguimiento.", "Usuario no desea ser contactado."]))
  lines.push(`Fin de llamada ${later(time, r.int(4, 19))}. Op. ${opGiven} ${opSurname.charAt(0)}.`)

  const style: InitialsStyle = oneSurname ? "short" : r.pick(["plain", "plain", "middle", "full", "full", "short", "dotted", "lower"])
  const initials = initialsOf(r, p, style, { given, paterno, materno })
  const onset = r.chance(0.75) ? when.day : null
  const reporter = r.chance(0.5) ? `${opGiven} ${opSurname} (Contact Center)` : caller === null ? `Paciente - ${nameLine}` : `${caller.name === "" ? "Familiar" : caller.name} (${caller.who})`
  const name = productName(ev.suspect, product)
  return {
    row: {
      paciente_iniciales: initials,
      paciente_edad: statedAge,
      paciente_sexo: p.sexo,
      paciente_fecha_nacimiento: birthSaid ? iso(p.birth) : null,
      reportante_nombre: reporter,
      producto_sospechoso: name,
      descripcion_evento: lines.join("\n"),
      fecha_inicio_evento: onset === null ? null : iso(onset),
      fecha_recepcion: iso(day),
      origen_notificacion: "Centro de llamadas",
      productos: [productEntry(ev.suspect, name, { ifa: r.chance(0.6), rs: r.chance(0.15), dose: r.chance(0.4), via: r.chance(0.5) })]
    },
    facts: { source: "llamada", initials, age: statedAge, birth: birthSaid ? p.birth : null, onset, reporter: caller === null ? "consumer (patient)" : `consumer (${caller.who})` }
  }
}
