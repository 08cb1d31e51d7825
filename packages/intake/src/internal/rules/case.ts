/**
 * Rule-based extraction — The whole case: every section applied to one report (Spanish, with English mixed in). Each
 * extractor reads the folded text (no accents, lower case) and takes names from the original at
 * the same positions.
 */
import * as L from "../lexicon.js"
import { type ExtractedCase } from "../../Extraction.js"
import { findDates } from "../dates.js"
import { makeDoc, matchAll } from "../text.js"
import { Mention, RuleOptions, RuleResult, firstEventAt } from "./shared.js"
import { age, ageGroup, dni, fold, initials, sex, weight } from "./patient.js"
import { ALL_INGREDIENTS, blamed, formFields, mentions, nextApart, productDetails, routeFromForm, withdrawn } from "./products.js"
import { DateRole, dateOfNote, dayOfTreatment, hoursAfterStart, onlyDate, roleOf } from "./eventDates.js"
import { contacts, reporter } from "./reporter.js"
import { WITHDRAWAL, dechallenge, narrative, outcome, rechallenge, seriousness } from "./clinical.js"

// ---------------------------------------------------------------------------------------------
// The whole case

/** Extracts a case from a free-text report with the rules alone. */
export const extractRules = (raw: string, options: RuleOptions): RuleResult => {
  const doc = makeDoc(raw)
  const payload: Record<string, unknown> = {}
  const who = reporter(doc)
  const selfName = who.self ? who.name : null

  const ageFound = age(doc)
  const sexFound = sex(doc, selfName)
  const initialsFound = initials(doc, selfName)
  if (initialsFound) payload.paciente_iniciales = initialsFound.value
  if (ageFound) {
    payload.paciente_edad = ageFound.value
    payload.paciente_grupo_etareo = ageGroup(ageFound.value)
  }
  if (sexFound) payload.paciente_sexo = sexFound.value
  const kg = weight(doc)
  if (kg !== null) payload.paciente_peso = kg
  const doc_id = dni(doc)
  if (doc_id !== null) payload.paciente_dni = doc_id

  if (who.name !== null) payload.reportante_nombre = who.name
  if (who.occupation !== null) payload.reportante_ocupacion = who.occupation
  if (who.source !== null) payload.fuente_notificacion = who.source
  const contact = contacts(doc)
  if (contact.email !== null) payload.reportante_email = contact.email
  if (contact.phone !== null) payload.reportante_telefono = contact.phone
  const contacto = contact.email ?? contact.phone
  if (contacto !== null) payload.reportante_contacto = contacto

  const all = mentions(doc)
  const treatments = all.filter((m) => m.treatment)
  // One entry per product: its first mention orders it, its most detailed mention describes it.
  const byName = new Map<string, { readonly first: Mention; readonly blamed: boolean; readonly withdrawn: boolean; details: Record<string, unknown> }>()
  for (const m of all) {
    if (m.treatment) continue
    const details = { ...productDetails(doc, m, nextApart(doc, m, all)) } as Record<string, unknown>
    // 'heparina no fraccionada' … 'se suspendió heparina': one product.
    const own = fold(m.name)
    const key = [...byName.keys()].find((k) => k === own || k.startsWith(`${own} `) || own.startsWith(`${k} `)) ?? own
    const seen = byName.get(key)
    if (seen === undefined) byName.set(key, { first: m, blamed: blamed(doc, m), withdrawn: withdrawn(doc, m), details })
    else {
      // The most detailed mention describes it; the others fill what it lacks ('infusión de oxaliplatino' gives the route).
      seen.details = Object.keys(details).length > Object.keys(seen.details).length
        ? { ...seen.details, ...details, nombre_producto: seen.details.nombre_producto }
        : { ...details, ...seen.details }
      byName.set(key, { ...seen, blamed: seen.blamed || blamed(doc, m), withdrawn: seen.withdrawn || withdrawn(doc, m) })
    }
  }
  // Every product after the reaction came with a treatment cue ('con tos y fiebre recibió levofloxacino'): the first one is the suspect.
  if (byName.size === 0 && treatments[0] !== undefined) {
    const m = { ...treatments[0], treatment: false }
    byName.set(fold(m.name), { first: m, blamed: false, withdrawn: false, details: { ...productDetails(doc, m, nextApart(doc, m, all)) } as Record<string, unknown> })
  }
  // A product the report blames ('se sospecha de X', 'atribuida al X', 'Medicamento sospechoso: X') comes first,
  // then one withdrawn because of the reaction ('se suspende enoxaparina') when the others were not.
  const ordered = [...byName.values()].sort((a, b) => Number(b.blamed) - Number(a.blamed) || Number(b.withdrawn) - Number(a.withdrawn) || a.first.start - b.first.start)
  const suspects = ordered.map((e) => e.first)
  const productos: Array<Record<string, unknown>> = ordered.slice(0, 10).map((e) => e.details)

  const dates = findDates(doc, options.receptionDate)
  const roles = dates.map((d) => ({ date: d, role: roleOf(doc, d, dates) }))
  const firstOf = (role: DateRole) => roles.find((r) => r.role === role || (r.role === "drug_and_event" && (role === "event_start" || role === "drug_start")))?.date.iso
  // 'luego de tomar 2 tabletas presentó…' and the day it was taken: the reaction's day too.
  const immediate = /\b(?:luego de tomar|tras tomar|al tomar|tras (?:la )?(?:primera |segunda )?(?:dosis|toma|aplicacion|administracion|inyeccion|infusion)|after taking|after (?:the )?(?:first )?(?:dose|injection)|a los \d+ minutos|minutos despues|horas despues|minutes later|hours later|inmediatamente|immediately|a (?:las|los) (?:pocas|pocos|unas|unos) (?:horas|minutos)|a la (?:media )?hora|al (?:poco )?rato|within (?:an?|one|\d+) (?:hours?|minutes?)|\d+ (?:minutes|min) into|a (?:las|los) \d+ (?:horas|minutos|min))\b/.test(doc.folded)
  const drugDays = roles.filter((r) => r.role === "drug_start")
  const eventStart = roles.find((r) => r.role === "event_onset")?.date.iso ?? firstOf("event_start") ??
    (immediate && drugDays.length === 1 ? drugDays[0]!.date.iso : undefined) ?? dayOfTreatment(doc, drugDays[0]?.date.iso) ??
    hoursAfterStart(doc, drugDays[0]?.date.iso) ?? dateOfNote(doc, roles) ?? onlyDate(doc, roles, immediate)
  // 'Symptoms resolved the same day'.
  const eventEnd = firstOf("event_end") ?? (eventStart !== undefined && /\b(?:resolved|resolvieron|resolvio|cedi\w*|desaparecieron|desaparecio|remitieron|remitio|subsided)\s+(?:the same day|el mismo dia|ese mismo dia|that day)\b/.test(doc.folded) ? eventStart : undefined)
  if (eventStart !== undefined) payload.fecha_inicio_evento = eventStart
  if (eventEnd !== undefined && (eventStart === undefined || eventEnd >= eventStart)) payload.fecha_fin_evento = eventEnd
  const birth = firstOf("birth")
  if (birth !== undefined) payload.paciente_fecha_nacimiento = birth
  // No age written, a birth date is: the age on the day of the reaction (or of reception).
  const onDay = eventStart ?? options.receptionDate ?? undefined
  if (payload.paciente_edad === undefined && birth !== undefined && onDay !== undefined && birth < onDay) {
    const years = Number(onDay.slice(0, 4)) - Number(birth.slice(0, 4)) - (onDay.slice(5) < birth.slice(5) ? 1 : 0)
    if (years >= 0 && years <= 120) {
      payload.paciente_edad = years
      payload.paciente_grupo_etareo = ageGroup(years)
    }
  }
  const drugStart = firstOf("drug_start")
  const drugEnd = firstOf("drug_end")

  const criteria = seriousness(doc)
  if (criteria.length > 0) {
    payload.ea_criterios_gravedad = criteria
    payload.gravedad = "Grave"
  }
  const desenlace = outcome(doc, criteria)
  if (desenlace !== null) payload.ea_desenlace = desenlace

  const first = productos[0]
  // A lone suspect whose form is named elsewhere ('no he dejado la pastilla'): oral.
  if (first !== undefined && suspects.length === 1 && first.via_administracion === undefined && routeFromForm(doc.folded) === "Oral") first.via_administracion = "Oral"
  if (first !== undefined) formFields(doc, first)
  if (first !== undefined) {
    if (drugStart !== undefined) first.fecha_inicio = drugStart
    if (drugEnd !== undefined) first.fecha_fin = drugEnd
    // Withdrawn and not recovered: the reaction went on without the drug.
    const de = dechallenge(doc) ?? (desenlace === "No recuperado" && new RegExp(WITHDRAWAL).test(doc.folded.slice(firstEventAt(doc))) ? "no" : null)
    if (de !== null) first.desaparecio_al_suspender = de
    const re = rechallenge(doc)
    if (re !== null) first.reaparecio_reexposicion = re
    const given = treatments.filter((m) => /(?:administr|recibi|tratad|treated|given|received|with|\by\b)/.test(doc.folded.slice(Math.max(0, m.start - 40), m.start)))
    if (given.length > 0) {
      first.paciente_recibio_tratamiento_ram = "si"
      first.detalle_tratamiento_ram = given.map((m) => m.name).join(", ")
    }
    payload.producto_sospechoso = first.dosis_frecuencia !== undefined
      ? `${String(first.nombre_producto)} ${String(first.dosis_frecuencia)}`.slice(0, 255)
      : String(first.nombre_producto)
    payload.productos = productos
  }

  const story = narrative(doc)
  if (story !== null) payload.descripcion_evento = story

  // Words the catalog may know: capitalized words inside sentences and unknown words before a dose.
  const terms = new Set<string>()
  for (const m of matchAll(/(?<=[a-záéíóúñ,;:(]\s+)([A-ZÁÉÍÓÚÑ][A-Za-zÁÉÍÓÚÑáéíóúñ-]{3,})/, doc.text)) {
    const w = fold(m[1]!)
    if (!L.NOT_NAMES.has(w) && !L.FEMALE_NAMES.has(w) && !L.MALE_NAMES.has(w) && !ALL_INGREDIENTS.has(w)) terms.add(m[1]!)
  }
  for (const m of suspects) if (!m.known) terms.add(m.name)

  return { payload: payload as ExtractedCase, suspects, catalogTerms: [...terms].slice(0, 12) }
}
