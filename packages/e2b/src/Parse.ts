/**
 * An ICH E2B(R3) message read back into Atalaya case bodies: one per `PORR_IN049016UV` message of
 * the batch, with its suspected products, concomitants and MedDRA-coded events (the fields
 * `Build.ts` writes, and what other senders' messages carry of them).
 */
import { XMLParser } from "fast-xml-parser"
import { fromTs, ISO_TO_SEX, nameOf, OID, OUTCOMES, QUALIFICATIONS, RECURRENCE_BACK, REPORT_TYPES, SERIOUSNESS, yearsOf } from "./Codes.js"

type El = Record<string, unknown>

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  removeNSPrefix: true,
  alwaysCreateTextNode: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute
})

const all = (node: El | undefined, name: string): Array<El> => (node === undefined ? [] : ((node[name] as Array<El> | undefined) ?? []))
const one = (node: El | undefined, ...path: ReadonlyArray<string>): El | undefined => {
  let current = node
  for (const name of path) current = all(current, name)[0]
  return current
}
const attr = (node: El | undefined, name: string): string | null => {
  const v = node?.[`@_${name}`]
  return typeof v === "string" ? v : null
}
const text = (node: El | undefined): string | null => {
  if (node === undefined) return null
  const t = node["#text"]
  return typeof t === "string" && t.trim() !== "" ? t : null
}
const codeOf = (node: El | undefined) => attr(one(node, "code"), "code")
const codeSystemOf = (node: El | undefined) => attr(one(node, "code"), "codeSystem")

/** An event as the case service takes it. */
export interface ImportedEvent {
  readonly texto: string
  readonly fecha_inicio: string | null
  readonly fecha_fin: string | null
  readonly gravedad: string | null
  readonly causalidad: string | null
  readonly desenlace: string | null
  readonly meddra_llt_code: string | null
}

/** One case read from a message: the body of `POST /icsr` and the events to store after it. */
export interface ImportedCase {
  readonly body: Record<string, unknown>
  readonly eventos: ReadonlyArray<ImportedEvent>
}

/** The outcome of reading one message of the batch. */
export type ParsedMessage = { readonly ok: true; readonly value: ImportedCase } | { readonly ok: false; readonly detail: string }

const observationsOf = (role: El | undefined, code: string) =>
  all(role, "subjectOf2").map((s) => one(s, "observation")).filter((o): o is El => o !== undefined && codeOf(o) === code && codeSystemOf(o) === OID.observation)

const drugOf = (sa: El) => {
  const kind = one(sa, "consumable", "instanceOfKind", "kindOfProduct")
  const approval = one(kind, "asManufacturedProduct", "subjectOf", "approval")
  const dosage = one(sa, "outboundRelationship2", "substanceAdministration")
  const period = one(dosage, "effectiveTime")
  const instance = one(dosage, "consumable", "instanceOfKind")
  const indication = all(sa, "inboundRelationship").map((r) => one(r, "observation")).find((o) => codeOf(o) === "19")
  const recurrence = all(sa, "outboundRelationship2").map((r) => one(r, "observation")).find((o) => codeOf(o) === "31")
  return {
    id: attr(one(sa, "id"), "root"),
    nombre_producto: text(one(kind, "name")),
    ifa: text(one(kind, "ingredient", "ingredientSubstance", "name")),
    registro_sanitario: attr(one(approval, "id"), "extension"),
    laboratorio_pais: text(one(approval, "holder", "role", "playingOrganization", "name")),
    forma_farmaceutica: text(one(instance, "kindOfProduct", "formCode", "originalText")),
    nro_lote: text(one(instance, "productInstanceInstance", "lotNumberText")),
    via_administracion: text(one(dosage, "routeCode", "originalText")),
    dosis_frecuencia: text(one(dosage, "text")),
    fecha_inicio: fromTs(attr(one(period, "low"), "value")),
    fecha_fin: fromTs(attr(one(period, "high"), "value")),
    motivo_prescripcion: text(one(indication, "value", "originalText")),
    reaparecio_reexposicion: RECURRENCE_BACK[attr(one(recurrence, "value"), "code") ?? ""] ?? null
  }
}

const readMessage = (message: El): ParsedMessage => {
  const investigation = one(message, "controlActProcess", "subject", "investigationEvent")
  if (investigation === undefined) return { ok: false, detail: "Mensaje sin investigationEvent" }
  const assessment = one(investigation, "component", "adverseEventAssessment")
  const role = one(assessment, "subject1", "primaryRole")
  const patient = one(role, "player1")

  const ageObs = observationsOf(role, "3")[0]
  const ageValue = one(ageObs, "value")
  const age = ageValue ? yearsOf(Number(attr(ageValue, "value")), attr(ageValue, "unit") ?? "a") : null
  const weight = attr(one(observationsOf(role, "7")[0], "value"), "value")
  const history = all(role, "subjectOf2").map((s) => one(s, "organizer")).find((o) => codeOf(o) === "1" && codeSystemOf(o) === OID.category)
  const historyText = all(history, "component").map((c) => one(c, "observation")).find((o) => codeOf(o) === "18")

  const drugsOrganizer = all(role, "subjectOf2").map((s) => one(s, "organizer")).find((o) => codeOf(o) === "4" && codeSystemOf(o) === OID.category)
  const drugs = all(drugsOrganizer, "component").map((c) => one(c, "substanceAdministration")).filter((s): s is El => s !== undefined).map(drugOf)
  const assessments = all(assessment, "component").map((c) => one(c, "causalityAssessment")).filter((a): a is El => a !== undefined)
  const roleOf = new Map<string, string>()
  for (const a of assessments) {
    if (codeOf(a) !== "20") continue
    const id = attr(one(a, "subject2", "productUseReference", "id"), "root")
    const value = attr(one(a, "value"), "code")
    if (id !== null && value !== null) roleOf.set(id, value)
  }
  // Characterisation 1 suspect, 3 interacting, 4 drug not administered: suspected products; 2: concomitant.
  const suspects = drugs.filter((d) => d.id === null || roleOf.get(d.id) !== "2")
  const concomitants = drugs.filter((d) => d.id !== null && roleOf.get(d.id) === "2")

  const criterios = new Set<string>()
  const reactions = observationsOf(role, "29").map((r) => {
    const related = all(r, "outboundRelationship2").map((o) => one(o, "observation")).filter((o): o is El => o !== undefined)
    for (const [atalaya, ich] of SERIOUSNESS) {
      if (related.some((o) => codeOf(o) === ich && attr(one(o, "value"), "value") === "true")) criterios.add(atalaya)
    }
    const outcome = related.find((o) => codeOf(o) === "27")
    const id = attr(one(r, "id"), "root")
    const causality = assessments.find((a) => codeOf(a) === "39" && attr(one(a, "subject1", "adverseEffectReference", "id"), "root") === id)
    const value = one(r, "value")
    const serious = related.some((o) => SERIOUSNESS.some(([, ich]) => ich === codeOf(o)) && attr(one(o, "value"), "value") === "true")
    const period = one(r, "effectiveTime")
    return {
      texto: text(one(value, "originalText")) ?? text(one(related.find((o) => codeOf(o) === "30"), "value")) ?? attr(value, "code") ?? "Reacción sin descripción",
      fecha_inicio: fromTs(attr(one(period, "low"), "value")),
      fecha_fin: fromTs(attr(one(period, "high"), "value")),
      gravedad: serious ? "Grave" : null,
      causalidad: text(one(causality, "value")),
      desenlace: nameOf(OUTCOMES, attr(one(outcome, "value"), "code")),
      meddra_llt_code: attr(value, "codeSystem") === OID.meddra ? attr(value, "code") : null
    } satisfies ImportedEvent
  })

  const reporter = all(investigation, "outboundRelationship").map((o) => one(o, "relatedInvestigation"))
    .filter((r) => codeOf(r) === "2").map((r) => one(r, "subjectOf2", "controlActEvent", "author", "assignedEntity"))[0]
  const person = one(reporter, "assignedPerson")
  const name = one(person, "name")
  const reporterName = name === undefined ? null
    : [...all(name, "prefix"), ...all(name, "given"), ...all(name, "family")].map(text).filter(Boolean).join(" ") || text(name)
  const telecoms = all(reporter, "telecom").map((t) => attr(t, "value") ?? "")
  const email = telecoms.find((t) => t.startsWith("mailto:"))?.slice(7) ?? null
  const phone = telecoms.find((t) => t.startsWith("tel:"))?.slice(4) ?? null
  const sender = text(one(investigation, "subjectOf1", "controlActEvent", "author", "assignedEntity", "representedOrganization", "name"))
  const reportType = all(investigation, "subjectOf2").map((s) => one(s, "investigationCharacteristic")).find((c) => codeOf(c) === "1")
  const comment = all(assessment, "component1").map((c) => one(c, "observationEvent")).find((o) => codeOf(o) === "10")
  const narrative = text(one(investigation, "text")) ?? reactions.map((r) => r.texto).join("; ")
  const sex = attr(one(patient, "administrativeGenderCode"), "code")
  const received = fromTs(attr(one(investigation, "effectiveTime", "low"), "value"))
  const reportIds = all(investigation, "id").map((i) => attr(i, "extension")).filter((v): v is string => v !== null)

  if (age === null) return { ok: false, detail: "Falta la edad del paciente (D.2.2)" }
  if (suspects.length === 0) return { ok: false, detail: "Falta el medicamento sospechoso (G.k)" }
  const body: Record<string, unknown> = {
    paciente_iniciales: text(one(patient, "name")) ?? attr(one(patient, "name"), "nullFlavor") ?? "NI",
    paciente_edad: age,
    paciente_sexo: ISO_TO_SEX[sex ?? ""] ?? "O",
    paciente_peso: weight === null ? null : Number(weight),
    paciente_fecha_nacimiento: fromTs(attr(one(patient, "birthTime"), "value")),
    paciente_comorbilidades: text(one(historyText, "value")),
    reportante_nombre: reporterName ?? sender ?? "Desconocido",
    reportante_email: email,
    reportante_telefono: phone,
    reportante_contacto: email ?? phone,
    reportante_ocupacion: nameOf(QUALIFICATIONS, attr(one(person, "asQualifiedEntity", "code"), "code")),
    producto_sospechoso: suspects[0]!.nombre_producto ?? "Desconocido",
    descripcion_evento: narrative,
    fecha_inicio_evento: reactions[0]?.fecha_inicio ?? null,
    fecha_fin_evento: reactions[0]?.fecha_fin ?? null,
    gravedad: criterios.size > 0 ? "Grave" : null,
    ea_criterios_gravedad: [...criterios],
    ea_desenlace: reactions[0]?.desenlace ?? null,
    tipo_notificacion: nameOf(REPORT_TYPES, attr(one(reportType, "value"), "code")),
    numero: reportIds[0] ?? null,
    comentarios_adicionales: text(one(comment, "value")),
    fuente_notificacion: sender,
    productos: suspects.map(({ id: _id, motivo_prescripcion: _m, ...p }) => p),
    concomitantes: concomitants.map((d) => ({
      nombre_producto: d.nombre_producto, dosis_frecuencia: d.dosis_frecuencia, nro_lote: d.nro_lote, via_administracion: d.via_administracion,
      fecha_inicio: d.fecha_inicio, fecha_fin: d.fecha_fin, motivo_prescripcion: d.motivo_prescripcion
    }))
  }
  if (received !== null) body.lt_fecha_recibido_ufv = received
  return { ok: true, value: { body, eventos: reactions } }
}

/** Reads every message of a batch (or a single message); fails only when the text is not an E2B(R3) batch. */
export const parseBatch = (xml: string): ReadonlyArray<ParsedMessage> | null => {
  let doc: El
  try {
    doc = parser.parse(xml) as El
  } catch {
    return null
  }
  const batch = one(doc, "MCCI_IN200100UV01")
  if (batch === undefined) return null
  return all(batch, "PORR_IN049016UV").map(readMessage)
}
