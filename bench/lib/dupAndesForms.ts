/**
 * The health posts' paper of the `andes` generator (lib/dupAndes.ts): the tuberculosis programme's
 * RAFA form (reacciones adversas a fármacos antituberculosos) filled in by hand by a técnico de
 * enfermería, in capitals and shorthand, often with the patient's record number or programme
 * code and sometimes the full name; the DIGEMID yellow form or the ESAVI sheet of a centre's nurse
 * or physician; the network coordinator's monthly consolidated list, one terse line per patient,
 * re-entered case by case at the regional centre; and the follow-up sheet with the control labs.
 */
import { ageOn, fullName, initialsOf, type InitialsStyle, monthName, monthStart, monthsOn, type Person, writeDay, writeName } from "./dupAndesPeople.js"
import { abbreviate, type Draft, labsText, noAccents, postHand, productEntry, productIn, sayAll } from "./dupAndesText.js"
import type { Event } from "./dupAndesWorld.js"
import type { Random } from "./random.js"

/** Age as a post writes it: months for infants. */
const ageText = (r: Random, p: Person, day: number) => {
  const y = ageOn(p, day)
  return y < 2 ? `${monthsOn(p, day)} meses` : `${y} ${r.pick(["años", "a", "AÑOS", "a."])}`
}

const phaseOf = (e: Event) => (e.drug.id === "rhze" ? 1 : e.drug.id === "rh" ? 2 : null)

const conduct = (r: Random, e: Event): string => {
  const parts: Array<string> = []
  switch (e.action) {
    case "suspende": parts.push(r.pick(["se suspende tto", "se suspende tratamiento", "suspension de tto hasta nueva evaluacion", "se suspende medicacion"])); break
    case "continua": parts.push(r.pick(["continua tto con vigilancia", "se continua tratamiento", "sigue con su tto, se da consejeria"])); break
    case "reduce": parts.push(r.pick(["se ajusta dosis segun peso", "se reduce dosis por indicacion medica"])); break
    case "reintroduce": parts.push(r.pick(["se suspende y luego reintroduccion escalonada", "se reinicia tto en forma escalonada"])); break
  }
  if (e.referred) parts.push(r.pick([`se refiere a ${e.post.hospital.short}`, `referido al ${e.post.hospital.name}`, "se refiere a hospital para evaluacion por neumologia", `se refiere a emergencia ${e.post.hospital.short}`]))
  else if (r.chance(0.4)) parts.push(r.pick(["se indica clorfenamina", "se da ranitidina", "se le da paracetamol", "control en 1 semana", "se toma muestra para TGO/TGP"]))
  return parts.join(", ")
}

/** The RAFA form of a health post's technician. */
export const draftRafa = (r: Random, e: Event, tech: string): Draft => {
  const p = e.person
  const name = writeName(r, p, 0.35)
  const onPaperFull = r.chance(0.55)
  const style: InitialsStyle = r.pick(["plain", "dots", "listOrder", "plain"])
  const segs: Array<string> = []
  if (r.chance(0.55)) segs.push(r.pick(["FICHA RAFA", "RAFA", "Notificacion RAFA", "REPORTE DE RAFA", "Ficha de notificacion de RAFA", "RAM antiTB"]) + (r.chance(0.5) ? ` - ${e.post.name}` : ""))
  const ids: Array<string> = []
  if (r.chance(0.7)) ids.push(`${r.pick(["HC", "H.C.", "HCL", "N° HC"])} ${r.chance(0.3) ? e.hc.padStart(6, "0") : e.hc}`)
  if (e.pct !== null && r.chance(0.45)) ids.push(`${r.pick(["Cod. ESNPCT", "Nro registro PCT", "Cod. SIGTB", "N° PCT"])} ${e.pct}`)
  if (ids.length > 0) segs.push(ids.join(" "))
  const who = onPaperFull && r.chance(0.6) ? `pcte ${fullName(name, r.chance(0.4))}` : r.pick(["pcte", "paciente", "usuario", p.female ? "pcte mujer" : "pcte varon"])
  const contact = e.drug.id === "h" ? r.pick([" contacto de caso indice TB", " contacto intradomiciliario", " en TPI"]) : ""
  segs.push(`${who}${contact} de ${ageText(r, p, e.seen)}${r.chance(0.3) ? `, ${p.female ? "F" : "M"}` : ""}`)
  const ph = phaseOf(e)
  const startText = r.chance(0.5) ? `, inicio tto ${writeDay(r, e.start)}` : ""
  segs.push(`${r.pick(["esquema", "esq.", "recibe", "en tto con", "tto"])} ${productIn(r, e.drug, "tech")}${ph !== null && r.chance(0.6) ? ` ${ph === 1 ? "1ra" : "2da"} fase` : ""}${r.chance(0.6) ? `, dosis N° ${e.dose}` : ""}${startText}`)
  const reactions = sayAll(r, e.reactions, "tech")
  segs.push(r.pick([
    () => `${writeDay(r, e.onset)} presenta ${reactions}`,
    () => (e.seen - e.onset <= 1 ? `desde ayer refiere ${reactions}` : `desde hace ${e.seen - e.onset} dias refiere ${reactions}`),
    () => `acude al EESS x presentar ${reactions}`,
    () => `en visita domiciliaria se encuentra ${reactions}`,
    () => `pcte refiere ${reactions}${reactions.includes("pastillas") ? "" : " despues de tomar sus pastillas"}`
  ])())
  const labs = labsText(r, e.labs, "tech")
  if (labs !== null && r.chance(0.7)) segs.push(`${r.pick(["lab:", "Laboratorio", "resultado", ""])} ${labs}`.trim())
  segs.push(conduct(r, e))
  const text = postHand(r, segs.join(r.pick([". ", ". ", "; ", " - "])) + ".")
  const event = r.chance(0.75) ? e.onset : r.chance(0.6) ? e.seen : null
  const product = productIn(r, e.drug, "tech")
  return {
    name,
    initials: onPaperFull ? null : initialsOf(name, style),
    edad: ageOn(p, e.seen),
    female: p.female,
    birth: r.chance(0.25) ? p.birth : null,
    reporter: tech,
    product: r.chance(0.5) ? product.toUpperCase() : product,
    productos: r.chance(0.35) ? [productEntry(r, e.drug, product, 0.2)] : [],
    narrative: text,
    event,
    origen: "papel_digitado"
  }
}

/** One line of the coordinator's monthly consolidated list, entered as a case. */
export const draftListLine = (r: Random, e: Event, coordinator: string, line: number): Draft => {
  const p = e.person
  const name = writeName(r, p, 0.5)
  const k = r.next()
  const shownName = k < 0.45 ? fullName(name, true) : k < 0.75 ? `${name.pat} ${name.mat.charAt(0)}. ${name.given[0]!.charAt(0)}.` : null
  const id = r.chance(0.5) && e.pct !== null ? e.pct : r.chance(0.7) ? `HC ${e.hc}` : ""
  const cols = [
    r.pick([`CONSOLIDADO RAFA ${monthName(e.seen)}`, `CONSOLIDADO MENSUAL RAM ${monthName(e.seen)}`, `LISTA RAFA ${monthName(e.seen)}`]) + ` - ${r.chance(0.5) ? `MR ${e.post.microred}` : `RED ${e.post.red}`}`,
    `N° ${line}`, id, shownName ?? "", `${ageOn(p, e.seen)}A`, p.female ? "F" : "M", productIn(r, e.drug, "list"), sayAll(r, e.reactions, "list"),
    e.action === "suspende" ? "SUSPENDIDO" : e.action === "continua" ? "CONTINUA" : e.action === "reduce" ? "AJUSTE DOSIS" : "REINTRODUCCION",
    r.chance(0.6) ? e.post.name : ""
  ].filter((c) => c !== "")
  const sep = r.pick([" | ", " / ", "  ", " - "])
  const text = noAccents(cols.join(sep)).toUpperCase()
  const x = r.next()
  const event = x < 0.4 ? monthStart(e.onset) : x < 0.6 ? monthStart(e.onset) + r.int(27, 30) : x < 0.82 ? e.onset : null
  return {
    name,
    initials: shownName === null ? initialsOf(name, "listOrder") : null,
    edad: ageOn(p, e.seen),
    female: p.female,
    birth: null,
    reporter: coordinator,
    product: productIn(r, e.drug, "list"),
    productos: [],
    narrative: text,
    event,
    origen: "consolidado"
  }
}

/** The DIGEMID yellow form, or the ESAVI sheet for a vaccine, of a centre's nurse or physician. */
export const draftFicha = (r: Random, e: Event, who: string): Draft => {
  const p = e.person
  const name = writeName(r, p, 0.6)
  const vaccine = e.drug.programa === "vacuna"
  const head = vaccine ? r.pick(["Ficha ESAVI", "Notificación ESAVI", "ESAVI leve", "Ficha de investigación ESAVI"]) : r.pick(["Notificación de sospecha de RAM", "Formato amarillo RAM", "Reporte RAM", "Notificacion de reaccion adversa"])
  const product = productIn(r, e.drug, r.chance(0.5) ? "clinical" : "tech")
  const age = ageText(r, p, e.seen)
  const body = vaccine
    ? `${p.female ? "Usuaria" : "Usuario"} de ${age} ${p.female ? "vacunada" : "vacunado"} el ${writeDay(r, e.start)} en ${r.chance(0.5) ? e.post.name : "el establecimiento"}${e.group !== null && r.chance(0.7) ? r.pick([" durante la campaña de vacunación", " en campaña casa por casa", " en la jornada de vacunación"]) : ""} con ${product}; ${e.onset === e.start ? "a las pocas horas" : "al día siguiente"} presenta ${sayAll(r, e.reactions, r.chance(0.5) ? "clinical" : "tech")}.`
    : `${ageOn(p, e.seen) < 12 ? r.pick([p.female ? "Niña" : "Niño", "Paciente", "Menor"]) : r.pick(["Paciente", "Pcte", p.female ? "Usuaria" : "Usuario"])} de ${age} que recibe ${product} desde el ${writeDay(r, e.start)}${e.drug.programa === "anemia" ? r.pick([" por anemia leve", " por anemia moderada", " como suplementación preventiva"]) : ""}. ${r.chance(0.5) ? `El ${writeDay(r, e.onset)}` : `A los ${Math.max(1, e.onset - e.start)} días`} presenta ${sayAll(r, e.reactions, r.chance(0.6) ? "clinical" : "tech")}.`
  const labs = labsText(r, e.labs, "clinical")
  const tail = [
    labs !== null && r.chance(0.6) ? `Laboratorio: ${labs}.` : "",
    vaccine ? r.pick(["Se indica paracetamol y medios físicos.", "Se da compresas frías.", "Evoluciona favorablemente.", ""]) : `${conduct(r, e)}.`
  ].filter((s) => s !== "")
  const text = [head + (r.chance(0.5) ? ` - ${e.post.name}` : "") + ".", body, ...tail].join(" ")
  return {
    name,
    initials: initialsOf(name, r.pick(["dots", "plain", "spaced"])),
    edad: ageOn(p, e.seen),
    female: p.female,
    birth: r.chance(0.45) ? p.birth : null,
    reporter: who,
    product,
    productos: r.chance(0.6) ? [productEntry(r, e.drug, product, 0.5)] : [],
    narrative: r.chance(0.4) ? noAccents(abbreviate(r, text, 0.3)) : text,
    event: r.chance(0.85) ? e.onset : r.chance(0.6) ? e.seen : null,
    origen: vaccine ? "ficha_esavi" : "formato_digemid"
  }
}

/** The follow-up sheet: the control labs and the outcome of a reaction reported before. */
export const draftFollowUp = (r: Random, e: Event, first: Draft, reporter: string, day: number): Draft => {
  const clinical = reporter.startsWith("Q") || reporter.startsWith("Dr")
  const reg = clinical ? "clinical" : "tech"
  const who = first.initials ?? (r.chance(0.5) ? fullName(first.name) : initialsOf(first.name, "dots"))
  const ref = r.pick([
    `Seguimiento de RAM notificada ${r.chance(0.5) ? `el ${writeDay(r, first.event ?? e.onset)}` : "anteriormente"}`,
    ["tb", "mdr", "tpi"].includes(e.programa) ? "SEGUIMIENTO RAFA" : "SEGUIMIENTO RAM", "Control de RAM", `2da notificacion (seguimiento) - ${e.post.name}`
  ])
  const labs = labsText(r, e.labs, reg, 0.25 + r.next() * 0.35)
  const outcome = e.outcome === "hospitalizado"
    ? r.pick(["Fue hospitalizado", "Estuvo hospitalizado", "Permaneció hospitalizado"]) + ` ${r.int(3, 15)} días, alta con mejoría`
    : r.pick(["evoluciona favorablemente", "remision de sintomas", "recuperado sin secuelas", "aun con molestias leves"])
  const next = ["tb", "mdr", "tpi"].includes(e.programa)
    ? r.pick(["se reinicia tto con reintroduccion escalonada (H, luego R, luego Z)", "reinicia esquema con dosis ajustadas", "evaluado por CERI/neumologia, se modifica esquema", "continua tto sin nuevas molestias"])
    : e.programa === "vacuna" ? r.pick(["se completa esquema con vigilancia", "se da alta del seguimiento ESAVI", "no requiere otra intervencion"])
    : r.pick(["se cambia de medicamento", "no se reexpone", "continua en control"])
  const segs = [
    `${ref}: pcte ${who}${r.chance(0.5) ? ` HC ${e.hc}` : ""}, ${ageOn(e.person, day)} años, con ${productIn(r, e.drug, reg)}, que presento ${sayAll(r, e.reactions, reg)}`,
    labs !== null ? `Control ${writeDay(r, day - r.int(0, 5))}: ${labs}` : "",
    `${outcome}; ${next}`
  ].filter((s) => s !== "")
  const text = segs.join(". ") + "."
  return {
    ...first,
    edad: r.chance(0.8) ? first.edad : ageOn(e.person, day),
    birth: first.birth ?? (r.chance(0.2) ? e.person.birth : null),
    reporter,
    product: r.chance(0.5) ? first.product : productIn(r, e.drug, reg),
    productos: r.chance(0.5) ? first.productos : [],
    narrative: clinical ? text : postHand(r, text, 0.4),
    event: r.chance(0.6) ? first.event : r.chance(0.5) ? e.onset : null,
    origen: first.origen === "consolidado" ? "papel_digitado" : first.origen
  }
}
