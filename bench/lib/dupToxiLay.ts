/**
 * The lay routes of the toxicología generator (lib/dupToxicologia.ts): a relative's online form,
 * written on a phone without accents, with an approximate age, the product as the family calls it
 * ("las pastillas para la presion de mi papa") and the day as "el martes"; and the e-mail of a
 * school, nursery, elderly centre or workplace nurse, polite and dated, naming the patient by first
 * name and initials.
 */
import type { Random } from "./random.js"
import type { DupCaseRow } from "./dupData.js"
import type { ToxiEvent } from "./dupToxiEvents.js"
import { fullName, initials, initialsStyle, staffName } from "./dupToxiPeople.js"
import { contactFor } from "./dupToxiEvents.js"
import { agree, amountPhrase, birthIso, ownerPhrase, productEntries, productText, row, sinceText } from "./dupToxiWrite.js"
import { ageOn, dateText, hourText, isoOf, join, listText, noAccents, roughYears, weekday } from "./dupToxiText.js"

const FAMILY = ["madre", "padre", "abuela", "tía", "hija", "hijo", "esposa", "nieta", "pareja", "hermana"]

/** Who in the family writes, and what they call the patient ("mi hijito", "mi mama"). */
const kin = (r: Random, e: ToxiEvent): { readonly writer: string; readonly word: string } => {
  const f = e.person.sex === "F"
  const y = ageOn(e.person.birth, e.day).years
  const role = FAMILY.includes(e.caller.role) ? e.caller.role : y < 18 ? "madre" : y >= 60 ? "hija" : r.chance(0.5) ? "paciente" : "hermana"
  const word: Record<string, string> = {
    madre: y < 3 && r.chance(0.4) ? "mi bebe" : f ? r.pick(["mi hija", "mi hijita"]) : r.pick(["mi hijo", "mi hijito"]), padre: f ? "mi hija" : "mi hijo",
    abuela: f ? "mi nieta" : "mi nieto", tía: f ? "mi sobrina" : "mi sobrino", hija: f ? r.pick(["mi mama", "mi mamita", "mi madre"]) : r.pick(["mi papa", "mi papito", "mi padre"]),
    hijo: f ? "mi mama" : "mi papa", esposa: "mi esposo", nieta: f ? "mi abuelita" : "mi abuelito", pareja: f ? "mi pareja" : "mi esposo", hermana: f ? "mi hermana" : "mi hermano", paciente: "yo"
  }
  return { writer: role, word: word[role] ?? "mi familiar" }
}

const outcomeLay = (r: Random, e: ToxiEvent): string => {
  switch (e.outcome.kind) {
    case "alta": return r.pick(["ya esta bien gracias a dios", "lo tuvieron en observacion unas horas y le dieron de alta", "ahora esta mejor", "ya paso el susto"])
    case "observacion": return r.pick(["se quedo en observacion toda la noche", "estuvo en observacion un dia"])
    case "hospitalizado": return r.pick([`estuvo internado ${e.outcome.days} dias`, `lo hospitalizaron ${e.outcome.days} dias`, "todavia sigue internado"])
    case "uci": return r.pick(["estuvo en UCI", "lo pasaron a cuidados intensivos", "estuvo intubado en la UCI"])
    case "secuelas": return r.pick(["todavia no se recupera bien", "le quedaron secuelas"])
    case "fallecido": return r.pick(["lamentablemente fallecio", "no resistio y fallecio"])
  }
}

const layLab = (e: ToxiEvent): string | null => {
  const l = e.pic.labs[0]
  if (l === undefined) return null
  if (l.name === "glucosa") return `tenia el azucar en ${l.value}`
  if (l.name === "INR") return `le salio el INR en ${l.value}`
  if (l.name === "TGO" || l.name === "TGP") return `le salieron las transaminasas en mas de ${Math.floor(Number(l.value) / 100) * 100}`
  return null
}

const HOW_FOUND = ["el blister estaba en la mesa de noche", "pense que estaban bien guardadas", "se subio a la silla y las saco del ropero", "estaban en la cartera"]

/** What happened, told by the family: who, when, which pills as they name them, what they saw. */
const layStory = (r: Random, e: ToxiEvent, t: { who: string; when: string; named: string; signs: string; self: boolean }): string => {
  const outcome = outcomeLay(r, e)
  switch (e.scenario) {
    case "accidental": {
      const found = r.chance(0.4) ? ` ${r.pick(HOW_FOUND)}.` : ""
      return `${t.who} se tomo ${amountPhrase(r, e.exp, true)} de ${t.named}${e.owner !== null ? ` ${ownerPhrase(e.owner)}` : ""} ${t.when}, ${t.signs}. lo llevamos a emergencia del hospital y ${outcome}.${found}`
    }
    case "intencional": {
      const after = r.chance(0.5) ? ` despues de ${e.motive ?? "un problema"}` : ""
      const now = r.pick(["ahora esta con psicologia", "queremos que la vea un psiquiatra", "no sabemos que hacer", ""])
      return `${t.who} ${t.self ? "tome" : "tomo"} ${amountPhrase(r, e.exp, true)} de ${t.named} ${t.when}${after}. ${t.signs}, ${outcome}. ${now}`
    }
    case "error": {
      if (e.error === null) return ""
      const err = e.error
      if (err.service === "botica") return `en la botica ${t.self ? "me" : "nos"} dieron ${err.given} en vez de ${err.prescribed} y ${t.self ? "lo tome" : `${t.who} lo tomo`} ${t.when}. ${t.signs}. ${outcome}.`
      if (e.setting === "hospital") return `${t.self ? "en el hospital me pusieron" : `a ${t.who} en el hospital le pusieron`} ${err.given} cuando ${t.self ? "me" : "le"} tocaba ${err.prescribed}, ${t.signs}. nadie nos explico bien. ${outcome}`
      return `por error ${t.self ? "me tome" : `le di a ${t.who}`} ${err.given} de ${t.named} ${t.when} (era ${err.prescribed}). ${t.signs}. ${outcome}.`
    }
    case "escolar":
      return `${t.who} estudia en ${e.school?.name ?? "el colegio"}, ${t.when} les dieron ${t.named} en el colegio y regreso a la casa, ${t.signs}. otros niños tambien se sintieron mal. ${outcome}.`
    case "ram": {
      const since = t.when.startsWith("hace") || t.when === "ayer" ? `desde ${t.when}` : t.when.replace(/^el /, "desde el ")
      const ask = r.pick(["queremos saber si fue por la pastilla", "el doctor dijo que fue por el medicamento", "queria reportarlo", ""])
      return `${t.who} ${t.self ? "tomo" : "toma"} ${t.named}${r.chance(0.5) ? ` ${e.exp.dose}` : ""} ${sinceText(r, e.onsetDays)} y ${since} ${t.signs}. ${layLab(e) ?? ""} ${outcome}. ${ask}`
    }
  }
}

/** A relative's (or the patient's own) online form, in a phone's lower case without accents. */
export const relativeForm = (r: Random, e: ToxiEvent): DupCaseRow => {
  const { writer, word } = kin(r, e)
  const age = ageOn(e.person.birth, e.day)
  const self = writer === "paciente"
  const name = e.person.given[0]!.toLowerCase()
  const who = self ? "yo" : `${word}${r.chance(0.5) ? ` ${name}` : ""}${r.chance(0.6) ? ` de ${age.years < 2 ? `${age.totalMonths} meses` : `${age.years < 18 ? age.years : roughYears(r, age.years)} años`}` : ""}`
  const when = r.pick([`el ${weekday(e.day)}`, `el ${dateText(r, e.day)}`, "ayer", "hace unos dias", `el ${weekday(e.day)} en la ${e.minute < 720 ? "mañana" : e.minute < 1140 ? "tarde" : "noche"}`])
  const lay = productText(r, e.exp, "lay")
  const named = e.exp.brand !== null && r.chance(0.4) ? `${lay} (${e.exp.brand})` : r.chance(0.4) ? `${lay} (${e.exp.drug.generic})` : lay
  const signs = self ? `me dio ${listText(e.pic.signs.slice(0, 2))}` : listText(e.pic.lay)
  const story = layStory(r, e, { who, when, named, signs, self })
  const greeting = r.pick(["buenas noches, ", "buenas tardes ", "hola ", "", "buen dia, quisiera reportar que "])
  const told = e.person.sex === "F" ? agree(story, "F").replace(/\blo (llevamos|tuvieron|hospitalizaron|pasaron|internaron)\b/g, "la $1") : story
  const text = noAccents(`${greeting}${told}`.replace(/\s+/g, " ").trim()).toLowerCase()
  const style = r.next()
  const iniciales = style < 0.22 ? noAccents(fullName(e.person)).toLowerCase().split(" ").filter((_, k, all) => k === 0 || k >= all.length - 2).join(" ")
    : style < 0.35 ? (self ? noAccents(fullName(e.person)) : `${word} ${name}`)
    : initials(r, e.person, initialsStyle(r, [["lower", 30], ["given", 20], ["compact", 20], ["spaced", 15], ["givenInitial", 15]]))
  const writerContact = writer === e.caller.role ? e.caller : contactFor(r, writer, e.person)
  const writerName = self ? noAccents(fullName(e.person)).toLowerCase() : `${writerContact.given} ${writerContact.surname}`
  const months = age.years < 3 && r.chance(0.04)
  return row({
    paciente_iniciales: iniciales,
    paciente_edad: months ? age.totalMonths : age.years < 18 ? age.years : roughYears(r, age.years),
    paciente_sexo: e.person.sex,
    paciente_fecha_nacimiento: r.chance(age.years < 12 ? 0.3 : 0.12) ? birthIso(e) : null,
    reportante_nombre: r.chance(0.5) ? noAccents(writerName).toLowerCase() : writerName,
    producto_sospechoso: r.chance(0.45) ? lay : productText(r, e.exp, r.pick(["brand", "generic", "slip"] as const)),
    descripcion_evento: text,
    fecha_inicio_evento: r.chance(0.25) ? null : isoOf(e.day + (r.chance(0.15) ? r.pick([-1, 1]) : 0)),
    fecha_recepcion: isoOf(e.day + r.int(1, 20)),
    origen_notificacion: "Formulario web de notificación (ciudadano)",
    productos: productEntries(r, e, "lay", { rs: 0, dose: false })
  })
}

const COMPANIES = ["Agroexportadora Valle Verde SAC", "Textil San Cristóbal", "Distribuidora Andina del Sur", "Contacta Perú Call Center",
  "Constructora Los Cedros", "Panificadora La Espiga", "Transportes Rímac Express", "Almacenes del Callao SAC"]

/** Where a nurse who writes an e-mail works, from the patient's age and the event's setting. */
const nurseBase = (r: Random, e: ToxiEvent): string => {
  if (e.school !== null) return `${e.school.name}, ${e.person.place.district}`
  const y = ageOn(e.person.birth, e.day).years
  if (y < 6) return `${r.pick(["Cuna Jardín", "PRONOEI", "Wawa Wasi"])} ${r.pick(["Los Angelitos", "Mis Pequeños Pasitos", "Semillitas", "Arco Iris"])} - ${e.person.place.district}`
  if (y < 18) return `IE N° ${r.int(1000, 7200)} - ${e.person.place.district}`
  if (y >= 60) return `Centro Integral del Adulto Mayor (CIAM) ${e.person.place.district}`
  return r.pick(COMPANIES)
}

/** A school, nursery, elderly centre or workplace nurse's e-mail to the unit. */
export const nurseMail = (r: Random, e: ToxiEvent): DupCaseRow => {
  const age = ageOn(e.person.birth, e.day)
  const base = nurseBase(r, e)
  const nurse = e.school !== null || r.chance(0.5) ? e.staff.nurse : `Lic. Enf. ${staffName(r, "F")}`
  const pupil = age.years < 18
  const first = `${e.person.given[0]!} ${e.person.paternal[0]!}.${e.person.maternal[0]!}.`
  const small = age.years < 6
  const child = small ? (e.person.sex === "F" ? "la niña" : "el niño") : e.person.sex === "F" ? "la alumna" : "el alumno"
  const whoText = pupil
    ? `${child} ${first} (${small && age.years < 2 ? `${age.totalMonths} meses` : `${age.years} años`}${e.school !== null ? `, ${e.school.grade}` : ""})`
    : `${e.person.sex === "F" ? "la Sra." : "el Sr."} ${first} (${r.chance(0.5) ? "aprox. " : ""}${roughYears(r, age.years)} años)`
  const product = productText(r, e.exp, r.pick(["generic", "genericStrength", "brand", "lay"] as const))
  const amount = amountPhrase(r, e.exp, false)
  const campaign = ["albendazol", "mebendazol", "hierro"].includes(e.exp.key)
  const happened = e.scenario === "escolar" ? `tras ${campaign ? "la administración en la campaña del colegio de" : "ingerir en el aula"} ${product}`
    : e.scenario === "ram" ? `quien toma ${product} ${e.exp.dose}`
    : e.scenario === "intencional" ? `quien refiere haber ingerido ${amount} de ${product}`
    : small && e.owner !== null ? `quien según refiere la madre habría ingerido en casa ${amount} de ${product} ${ownerPhrase(e.owner)} antes de llegar`
    : `quien ingirió ${amount} de ${product}`
  const subject = e.scenario === "escolar"
    ? r.pick(["Alumnos con malestar tras campaña", "Reporte de evento en la IE", "Notificación: alumnos con síntomas"])
    : r.pick(["Reporte de reacción adversa", "Notificación de caso", "Caso atendido en tópico", "Sospecha de RAM"])
  const opening = r.pick(["Les escribo para informar que", "Por medio del presente informo que", "Pongo en su conocimiento que"])
  const care = r.pick(["brindó atención en el tópico", "tomaron signos vitales", "dejó en reposo"])
  const then = e.outcome.kind === "alta" ? "mejoró"
    : r.pick([`fue trasladad${e.person.sex === "F" ? "a" : "o"} a ${e.hospital}`, `fue derivad${e.person.sex === "F" ? "a" : "o"} a emergencia`, `se comunicó al familiar, quien ${e.person.sex === "F" ? "la" : "lo"} llevó al hospital`])
  const text = join([
    `Asunto: ${subject}`,
    `${r.pick(["Buenos días", "Buenas tardes", "Estimados"])}${r.chance(0.5) ? ", Unidad de Farmacovigilancia" : ""}:`,
    `${opening} el ${dateText(r, e.day)} a las ${hourText(r, e.minute + e.elapsed)} aprox. ${whoText}, ${happened}, presentó ${listText(e.pic.signs.slice(0, 3))}.`,
    `Se le ${care} y ${then}.`,
    e.scenario === "escolar" ? `Otros ${r.int(3, 14)} alumnos presentaron síntomas similares.` : null,
    r.chance(0.5) ? "Quedo atenta a sus indicaciones." : null,
    `Atentamente,\n${nurse}\nTópico - ${base}`
  ], "\n")
  return row({
    paciente_iniciales: initials(r, e.person, initialsStyle(r, [["givenInitial", 40], ["dots", 25], ["given", 15], ["full", 8], ["compact", 12]])),
    paciente_edad: pupil ? age.years : roughYears(r, age.years),
    paciente_sexo: e.person.sex,
    paciente_fecha_nacimiento: r.chance(0.1) ? birthIso(e) : null,
    reportante_nombre: `${nurse} - ${base}`,
    producto_sospechoso: product,
    descripcion_evento: text,
    fecha_inicio_evento: r.chance(0.1) ? null : isoOf(e.day),
    fecha_recepcion: isoOf(e.day + r.int(0, 5)),
    origen_notificacion: "Correo electrónico",
    productos: productEntries(r, e, "generic", { rs: 0.05, dose: false })
  })
}
