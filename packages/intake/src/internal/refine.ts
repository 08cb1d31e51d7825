/**
 * Refinement of the rules' extraction by a language model (structured output): the model reads
 * the report and the rules' proposal and answers every field, null when the report does not say
 * it. Its valid values fill or correct the proposal; the narrative stays the reporter's own words
 * when the rules found one. A failure of the model leaves the proposal with a warning.
 */
import { Case, Duplicates, Fields, LanguageModel } from "@atalaya/core"
import type * as IntakeRules from "../IntakeRules.js"
import { Effect } from "effect"
import { z } from "zod"
import type { ExtractedCase, ExtractedProducto, Extraction } from "../Extraction.js"

/** The prompt's version label. */
export const PROMPT_VERSION = "ingest-extraccion-v1"
/** The structured-output schema name. */
export const SCHEMA_NAME = "caso_extraido"

const RESPUESTA = z.enum(Case.RESPUESTAS).nullable()

/** What the model must answer: every field, null when unknown. */
export const Answer = z.object({
  paciente_iniciales: z.string().nullable(),
  paciente_edad: z.number().nullable(),
  paciente_sexo: z.enum(["M", "F", "O"]).nullable(),
  paciente_peso: z.number().nullable(),
  reportante_nombre: z.string().nullable(),
  reportante_ocupacion: z.string().nullable(),
  reportante_contacto: z.string().nullable(),
  productos: z.array(z.object({
    nombre_producto: z.string(),
    dosis_frecuencia: z.string().nullable(),
    via_administracion: z.string().nullable(),
    fecha_inicio: z.string().nullable(),
    fecha_fin: z.string().nullable(),
    desaparecio_al_suspender: RESPUESTA,
    reaparecio_reexposicion: RESPUESTA
  })),
  descripcion_evento: z.string().nullable(),
  fecha_inicio_evento: z.string().nullable(),
  fecha_fin_evento: z.string().nullable(),
  ea_criterios_gravedad: z.array(z.enum(Case.CRITERIOS_GRAVEDAD)),
  ea_desenlace: z.enum(["Recuperado", "En recuperacion", "Secuelas", "No recuperado", "Muerte", "Desconocido"]).nullable()
})

/** The model's answer. */
export type Answer = z.infer<typeof Answer>

const SYSTEM = `Eres un asistente de farmacovigilancia. Del reporte de sospecha de reacción adversa que recibes (puede estar en español, con inglés mezclado y errores de tipeo) extrae los datos del caso ICSR.
Reglas:
- Responde solo con el JSON del esquema. Usa null (o una lista vacía) cuando el reporte no lo dice; nunca inventes datos.
- paciente_iniciales: iniciales en mayúsculas sin puntos (de un nombre completo, sus iniciales). "N.N." es desconocido: null.
- paciente_edad en años enteros (lactantes de meses: 0). paciente_sexo: M, F u O. paciente_peso en kg.
- productos: solo los medicamentos o vacunas sospechosos, en orden de importancia; no incluyas los usados para tratar la reacción ni los que reemplazaron al sospechoso. dosis_frecuencia como se escribió (p. ej. "500 mg cada 8 horas"). via_administracion: Oral, Intravenosa, Intramuscular, Subcutánea, Tópica, Oftálmica, Inhalatoria, Sublingual, Rectal, Vaginal, Nasal o Transdérmica.
- desaparecio_al_suspender / reaparecio_reexposicion: si, no, no_aplica o desconocido (null si no se menciona).
- Fechas en formato AAAA-MM-DD. La fecha de recepción del reporte se indica; úsala para fechas relativas ("ayer", "hace 3 días", "el sábado") y para el año cuando falta.
- fecha_inicio_evento: cuando empezó la reacción (no cuando empezó el medicamento). fecha_fin_evento: cuando terminó, si se dice.
- ea_criterios_gravedad (ICH E2D): muerte, amenaza_vida, hospitalizacion (causada o prolongada por la reacción), discapacidad, anomalia_congenita, medicamente_importante.
- ea_desenlace: Recuperado, En recuperacion, Secuelas, No recuperado, Muerte o Desconocido.
- reportante: quien notifica (nombre sin títulos) y su ocupación; reportante_contacto: su correo o teléfono.
- La propuesta de reglas que acompaña al reporte puede tener errores: corrígela con lo que dice el reporte.`

const clean = (value: string | null | undefined, max: number): string | undefined => {
  if (typeof value !== "string") return undefined
  const text = value.replaceAll("\u0000", "").trim()
  return text === "" ? undefined : text.slice(0, max)
}

const dateOf = (value: string | null | undefined): string | undefined => {
  const text = clean(value, 40)
  if (text === undefined) return undefined
  const parsed = Fields.parseDate(text)
  return parsed.ok ? parsed.value : undefined
}

const S = Fields.SHORT_TEXT

/** Two names of one product: their first significant words match (typos forgiven). */
const sameProduct = (a: string, b: string): boolean => {
  const x = Duplicates.productTokens(a)[0]
  const y = Duplicates.productTokens(b)[0]
  return x !== undefined && y !== undefined && Duplicates.sameWord(x, y)
}

/** The proposal with the model's valid values filled in or corrected. */
export const merge = (proposal: ExtractedCase, answer: Answer): ExtractedCase => {
  const out: Record<string, unknown> = { ...proposal }
  const set = (key: keyof ExtractedCase, value: unknown) => {
    if (value !== undefined) out[key] = value
  }
  const initials = clean(answer.paciente_iniciales, S)?.replace(/[^\p{L}]/gu, "").toUpperCase()
  set("paciente_iniciales", initials !== undefined && initials !== "" && initials !== "NN" ? initials : undefined)
  if (answer.paciente_edad !== null && Number.isInteger(answer.paciente_edad) && answer.paciente_edad >= 0 && answer.paciente_edad <= 150) {
    set("paciente_edad", answer.paciente_edad)
  }
  set("paciente_sexo", answer.paciente_sexo ?? undefined)
  if (answer.paciente_peso !== null && answer.paciente_peso > 0 && answer.paciente_peso <= 1000) set("paciente_peso", answer.paciente_peso)
  set("reportante_nombre", clean(answer.reportante_nombre, S))
  set("reportante_ocupacion", clean(answer.reportante_ocupacion, S))
  const contacto = clean(answer.reportante_contacto, S)
  if (contacto !== undefined) {
    set("reportante_contacto", contacto)
    if (contacto.includes("@")) set("reportante_email", contacto)
    else set("reportante_telefono", contacto)
  }
  // The reporter's own words are the narrative; the model's summary only fills a gap.
  if (out.descripcion_evento === undefined) set("descripcion_evento", clean(answer.descripcion_evento, Fields.LONG_TEXT))
  set("fecha_inicio_evento", dateOf(answer.fecha_inicio_evento))
  set("fecha_fin_evento", dateOf(answer.fecha_fin_evento))
  if (answer.ea_criterios_gravedad.length > 0) {
    set("ea_criterios_gravedad", [...new Set(answer.ea_criterios_gravedad)])
    set("gravedad", "Grave")
  }
  set("ea_desenlace", answer.ea_desenlace ?? undefined)

  const products: Array<ExtractedProducto> = []
  for (const p of answer.productos.slice(0, 10)) {
    const nombre = clean(p.nombre_producto, S)
    if (nombre === undefined) continue
    // Catalog data the rules attached to the same product is kept.
    const known = (proposal.productos ?? []).find((q) => sameProduct(nombre, q.nombre_producto) || (q.ifa !== undefined && sameProduct(nombre, q.ifa)))
    const product: Record<string, unknown> = { ...(known ?? {}), nombre_producto: known?.nombre_producto ?? nombre }
    const put = (key: keyof ExtractedProducto, value: unknown) => {
      if (value !== undefined && value !== null) product[key] = value
    }
    put("dosis_frecuencia", clean(p.dosis_frecuencia, S))
    put("via_administracion", clean(p.via_administracion, S))
    put("fecha_inicio", dateOf(p.fecha_inicio))
    put("fecha_fin", dateOf(p.fecha_fin))
    put("desaparecio_al_suspender", p.desaparecio_al_suspender)
    put("reaparecio_reexposicion", p.reaparecio_reexposicion)
    products.push(product as unknown as ExtractedProducto)
  }
  if (products.length > 0) {
    out.productos = products
    const first = products[0]!
    out.producto_sospechoso = (first.dosis_frecuencia !== undefined ? `${first.nombre_producto} ${first.dosis_frecuencia}` : first.nombre_producto).slice(0, S)
    // The catalog link belongs to the rules' first product: kept only while it stays first.
    const firstKnown = (proposal.productos ?? [])[0]
    if (proposal.producto_id !== undefined && (firstKnown === undefined || firstKnown.nombre_producto !== first.nombre_producto)) delete out.producto_id
  }
  return out as ExtractedCase
}

const failureWarning = (error: LanguageModel.LanguageModelError): IntakeRules.IntakeWarning | null => {
  switch (error._tag) {
    case "LanguageModelUnavailable":
      return null
    case "LanguageModelTimeout":
      return { campo: null, mensaje: "El modelo de lenguaje no respondió a tiempo: se usó la extracción por reglas", codigo: "motor" }
    case "LanguageModelFailed":
      return { campo: null, mensaje: `El modelo de lenguaje falló (${error.reason}): se usó la extracción por reglas`, codigo: "motor" }
  }
}

/** Asks the model to refine `proposal`; on failure answers the proposal with the rules as engine. */
export const refine = (
  model: LanguageModel.LanguageModelShape,
  text: string,
  proposal: ExtractedCase,
  receptionDate: string | null
): Effect.Effect<Extraction> =>
  model.complete({
    task: "ingest.extraccion",
    system: SYSTEM,
    prompt: JSON.stringify({ fecha_recepcion: receptionDate, reporte: text, propuesta_reglas: proposal }),
    schema: Answer,
    schemaName: SCHEMA_NAME,
    promptVersion: PROMPT_VERSION
  }).pipe(
    Effect.map((completion): Extraction => ({ payload: merge(proposal, completion.value), warnings: [], engine: completion.model })),
    Effect.catchAll((error) => {
      const warning = failureWarning(error)
      return Effect.succeed<Extraction>({ payload: proposal, warnings: warning === null ? [] : [warning], engine: LanguageModel.RULES_ENGINE })
    })
  )
