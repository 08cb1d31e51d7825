/**
 * `pnpm --filter @atalaya/example-rules-script start`
 *
 * Atalaya's case rules from a plain script, with nothing but `@atalaya/core`: no database, no
 * HTTP, no Effect runtime. Useful to check a spreadsheet before importing it, to test an
 * intake form, or to explain to a colleague why the API answered what it answered.
 */
import { Case, CaseRules, Validation } from "@atalaya/core"
import { Causality, CausalityRules, TechnicalSheet } from "@atalaya/causality"

const heading = (text: string) => console.log(`\n=== ${text}`)
const show = (value: unknown) => JSON.stringify(value)

// -----------------------------------------------------------------------------------------------
heading("1. Validating case bodies (what POST /api/v1/icsr would answer)")

/**
 * The status and body the API gives for `body` on POST /icsr, computed with the same schema
 * and the same issue conversion the service uses (CaseService.decode).
 */
const checkCreate = (body: unknown) => {
  const parsed = Case.CaseCreate.safeParse(body)
  return parsed.success
    ? { status: "valid", values: parsed.data }
    : { status: 400, body: { detail: Validation.fromZod("body", parsed.error) } }
}

/** A report as an intake form might send it. */
const report = {
  paciente_iniciales: " M.Q.R. ",
  paciente_edad: "34",
  paciente_sexo: "Femenino",
  paciente_peso: "62,5",
  dni: "45871236",
  reportante_nombre: "Enf. Julia Torres",
  producto_sospechoso: "Amoxicilina 500 mg",
  descripcion_evento: "Urticaria generalizada a las 6 horas de la primera dosis.",
  urgencia: "media",
  seg_contactar_paciente: "si",
  productos: [{ nombre_producto: "Amoxicilina 500 mg", desaparecio_al_suspender: "Sí", antecedente_reaccion: "no sabe" }]
}

const bodies: Array<[string, unknown]> = [
  ["valid, typed the way people type (text numbers, 'Femenino', decimal comma, 'Sí', the alias 'dni')", report],
  ["empty object: every required field is reported", {}],
  [
    "wrong types and values",
    {
      paciente_iniciales: "A.B.",
      paciente_edad: "treinta",
      paciente_sexo: "X",
      reportante_nombre: "Dr. López",
      producto_sospechoso: "Ibuprofeno",
      descripcion_evento: "Dolor epigástrico",
      fecha_inicio_evento: "2025-02-30",
      urgencia: "Urgente",
      ea_criterios_gravedad: ["hospitalizacion", "grave"],
      productos: [{ nombre_producto: "Ibuprofeno 400 mg", reaparecio_reexposicion: "tal vez" }],
      concomitantes: "paracetamol"
    }
  ],
  ["not an object at all", ["paciente_iniciales", "A.B."]]
]

for (const [label, body] of bodies) {
  const result = checkCreate(body)
  console.log(`\n- ${label}`)
  if (result.status === "valid") {
    console.log(`  valid; stored as: ${show(result.values)}`)
  } else {
    console.log(`  HTTP ${result.status} ${show(result.body)}`)
  }
}

// A partial update may leave required fields out, but may not clear them.
const patch = Case.CasePatch.safeParse({ paciente_edad: null, urgencia: "Alta" })
console.log(`\n- PUT /icsr/{id} clearing a required field:`)
console.log(`  HTTP 400 ${show({ detail: patch.success ? [] : Validation.fromZod("body", patch.error) })}`)

// -----------------------------------------------------------------------------------------------
heading("2. Routing the reporter's contact (reportante_contacto)")

const contacts: Array<Case.CaseInput> = [
  { reportante_contacto: "julia.torres@minsa.gob.pe" },
  { reportante_contacto: "whatsapp:+51987654321" },
  { reportante_contacto: "987 654 321" },
  { reportante_contacto: "whatsapp:+51987654321", reportante_telefono: "01 411 8000" }
]
for (const input of contacts) {
  const routed = CaseRules.routeContact(input)
  console.log(
    `${show(input.reportante_contacto).padEnd(28)} → email ${show(routed.reportante_email ?? null).padEnd(29)} telefono ${show(routed.reportante_telefono ?? null)}` +
      (input.reportante_telefono !== undefined ? "   (the client's own telefono wins)" : "")
  )
}

// -----------------------------------------------------------------------------------------------
heading("3. fecha_limite from urgencia (reception + 1, 3 or 7 days)")

const today = CaseRules.localDate(Date.now(), "America/Lima")
console.log(`today in America/Lima: ${today} (fecha_recepcion of a case received now)`)
for (const recepcion of ["2025-03-28", "2024-02-28", today]) {
  const limits = Case.URGENCIAS.map((u) => `${u} → ${CaseRules.fechaLimite(recepcion, u)}`).join(", ")
  console.log(`received ${recepcion}: ${limits}, none → ${CaseRules.fechaLimite(recepcion, null)}`)
}

// -----------------------------------------------------------------------------------------------
heading("4. Diff of two case states (what the audit trail records for an update)")

/** A case as storage would return it after creating `body` (ids given, every field present). */
const storedCase = (id: number, body: unknown, meta: CaseRules.CreationMeta): Case.Case => {
  const parsed = Case.CaseCreate.safeParse(body)
  if (!parsed.success) throw new Error(show(Validation.fromZod("body", parsed.error)))
  const input = parsed.data
  const nested = CaseRules.fullNested(input)
  const withIds = <T extends Record<string, unknown>>(entries: ReadonlyArray<T>, fields: Record<string, unknown>, first: number) =>
    entries.map((entry, i) => ({ id: first + i, ...Object.fromEntries(Object.keys(fields).map((k) => [k, entry[k] ?? null])) }))
  return {
    id,
    created_at: "2025-03-28T15:04:05.000Z",
    updated_at: "2025-03-28T15:04:05.000Z",
    ...meta,
    ...CaseRules.valuesForCreate(input, meta),
    productos: withIds(nested.productos, Case.PRODUCTO_FIELDS, 100) as Array<Case.Producto>,
    concomitantes: withIds(nested.concomitantes, Case.CONCOMITANTE_FIELDS, 200) as Array<Case.Concomitante>,
    seguimientos: withIds(nested.seguimientos, Case.SEGUIMIENTO_FIELDS, 300) as Array<Case.Seguimiento>,
    eventos: []
  }
}

const meta = { fecha_recepcion: "2025-03-28", origen_notificacion: "web_form" }
const before = storedCase(42, report, meta)

// The update, computed the way CaseService.update does: scalars merged (urgency re-derives the
// deadline), nested lists present in the body replaced.
const update = {
  urgencia: "Alta",
  estado: "En progreso",
  reportante_contacto: "julia.torres@minsa.gob.pe",
  productos: [
    { nombre_producto: "Amoxicilina 500 mg", desaparecio_al_suspender: "si", antecedente_reaccion: "desconocido" },
    { nombre_producto: "Ibuprofeno 400 mg", via_administracion: "Oral" }
  ]
}
const parsedUpdate = Case.CasePatch.safeParse(update)
if (!parsedUpdate.success) throw new Error("the example update is invalid")
const changes = CaseRules.valuesForUpdate(before, parsedUpdate.data)
const after: Case.Case = {
  ...before,
  ...changes,
  // Replaced lists get new ids in storage.
  productos: storedCase(42, { ...report, productos: update.productos }, meta).productos.map((p, i) => ({ ...p, id: 110 + i }))
}

console.log(`scalar changes the update makes: ${show(changes)}`)
const diff = CaseRules.diffCase(before, after)
for (const change of diff.fields) console.log(`field  ${change.field}: ${show(change.before)} → ${show(change.after)}`)
for (const [list, change] of Object.entries(diff.nested)) {
  for (const entry of change.removed) console.log(`${list} removed: ${show(entry)}`)
  for (const entry of change.added) console.log(`${list} added:   ${show(entry)}`)
}
console.log(`unchanged entries with new ids are not reported; an identical state gives an empty diff: ${CaseRules.isEmptyDiff(CaseRules.diffCase(before, { ...before, productos: before.productos.map((p) => ({ ...p, id: p.id + 1 })) }))}`)

// -----------------------------------------------------------------------------------------------
heading("5. Causality by rules (what GET /causality/kl/suggest answers without a language model)")

// A case as storage returns it: urticaria two days after starting amoxicillin, gone when it was
// stopped, and back when the patient took it again.
const causalityCase = storedCase(43, {
  ...report,
  paciente_comorbilidades: "Ninguna",
  fecha_inicio_evento: "2025-03-12",
  productos: [{
    nombre_producto: "Amoxicilina 500 mg",
    ifa: "Amoxicilina",
    fecha_inicio: "2025-03-10",
    desaparecio_al_suspender: "si",
    reaparecio_reexposicion: "si"
  }]
}, meta)

// A technical sheet's text (as its PDF text layer gives it) adds what the sheet says of the event.
const sheet = TechnicalSheet.detectSections([
  "4.3 Contraindicaciones",
  "Hipersensibilidad a las penicilinas.",
  "4.8 Reacciones adversas",
  "Frecuentes: diarrea, exantema.",
  "Poco frecuentes: urticaria y prurito.",
  "4.9 Sobredosis",
  "Síntomas gastrointestinales."
].join("\n"))
console.log(`sections found in the sheet: ${TechnicalSheet.foundSections(sheet).join(", ")}`)

for (const [label, ficha] of [["without a technical sheet", null], ["with the technical sheet", { secciones: sheet, fuente: "caso" as const }]] as const) {
  const scored = CausalityRules.scoreCase(causalityCase, { ficha })
  console.log(`\n- ${label}: total ${scored.score_total} → ${scored.clasificacion}`)
  for (const criterio of Causality.CRITERIOS) {
    const { score, rationale } = scored.criterios[criterio]
    console.log(`  ${Causality.NOMBRES[criterio].padEnd(24)} ${score}/${Causality.RANGOS[criterio].max}  ${rationale}`)
  }
}

// The FT assessment (POST /causality/ft/analyze) of the same case.
const ft = TechnicalSheet.analyze(sheet, TechnicalSheet.caseDataOf(causalityCase, causalityCase.productos[0]!))
console.log(`\nFT assessment: ${show({ evento_listado: ft.evento_listado, seccion: ft.seccion, frecuencia: ft.frecuencia, clasificacion: ft.clasificacion })}`)
console.log(`  ${ft.justificacion}`)
