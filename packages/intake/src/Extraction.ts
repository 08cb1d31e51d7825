/**
 * Extraction of a case from a free-text report (email, WhatsApp message, hospital note, OCR'd
 * form): rules first — Spanish and English patterns for the patient, products with dose, frequency
 * and route, the event and its dates, the reporter and contact, seriousness, outcome and
 * de-challenge — with products matched against the catalog, then refined by the language model
 * when one is configured (structured output). The model's values fill or correct the rules'; when
 * the model fails, the rules' answer stands with a warning. Nothing is stored.
 *
 * Every intake channel uses it (`POST /ingest/preview`, mail polling, the WhatsApp webhook), then
 * `IntakeCheck.check` for the validation of evaluation rule 6.
 */
import { Duplicates, LanguageModel, ProductRepository } from "@atalaya/core"
import type * as IntakeRules from "./IntakeRules.js"
import { Effect } from "effect"
import { refine } from "./internal/refine.js"
import { extractRules as rules } from "./internal/rules/case.js"

/** A suspected product as extracted (the `productos[]` fields of a case). */
export interface ExtractedProducto {
  readonly nombre_producto: string
  readonly ifa?: string
  readonly registro_sanitario?: string
  readonly nro_lote?: string
  readonly via_administracion?: string
  readonly dosis_frecuencia?: string
  readonly fecha_inicio?: string
  readonly fecha_fin?: string
  readonly desaparecio_al_suspender?: "si" | "no" | "no_aplica" | "desconocido"
  readonly reaparecio_reexposicion?: "si" | "no" | "no_aplica" | "desconocido"
  readonly paciente_recibio_tratamiento_ram?: "si" | "no" | "no_aplica" | "desconocido"
  readonly detalle_tratamiento_ram?: string
}

/**
 * A case payload as extracted, in the case's own field names (a `POST /icsr` body); a field is
 * absent when the report does not say it.
 */
export interface ExtractedCase {
  readonly paciente_iniciales?: string
  readonly paciente_edad?: number
  readonly paciente_sexo?: "M" | "F" | "O"
  readonly paciente_peso?: number
  readonly paciente_dni?: string
  readonly paciente_fecha_nacimiento?: string
  readonly paciente_grupo_etareo?: string
  readonly reportante_nombre?: string
  readonly reportante_ocupacion?: string
  readonly reportante_contacto?: string
  readonly reportante_email?: string
  readonly reportante_telefono?: string
  readonly fuente_notificacion?: string
  readonly producto_sospechoso?: string
  /** The catalog product of the first suspect, when the catalog knows it. */
  readonly producto_id?: number
  readonly productos?: ReadonlyArray<ExtractedProducto>
  readonly descripcion_evento?: string
  readonly fecha_inicio_evento?: string
  readonly fecha_fin_evento?: string
  readonly gravedad?: string
  readonly ea_criterios_gravedad?: ReadonlyArray<string>
  readonly ea_desenlace?: string
}

/** What extraction answers. */
export interface Extraction {
  readonly payload: ExtractedCase
  /** Problems of the extraction itself (the model failed, …); rule-6 warnings come from `IntakeCheck`. */
  readonly warnings: ReadonlyArray<IntakeRules.IntakeWarning>
  /** The model that answered, or `reglas`. */
  readonly engine: string
}

/** Options of an extraction. */
export interface ExtractOptions {
  /** The reception date (`YYYY-MM-DD`): the year of dates written without one, and the anchor of 'ayer', 'hace 3 días'. */
  readonly receptionDate?: string | null
  /** false skips the language model even when one is configured (default true). */
  readonly useModel?: boolean
}

/** The rules alone, without catalog or model: pure and synchronous. */
export const extractRules = (text: string, options: ExtractOptions = {}): ExtractedCase =>
  rules(text, { receptionDate: options.receptionDate ?? null }).payload

const sameName = (a: string, b: string): boolean => {
  const x = Duplicates.productTokens(a)
  const y = Duplicates.productTokens(b)
  return x.length > 0 && y.length > 0 && x[0] !== undefined && y.some((w) => Duplicates.sameWord(x[0]!, w))
}

/**
 * Products matched against the catalog: each suspect's name is searched, and a product whose name
 * or active ingredient is the same word (typos forgiven) gives its name, ingredient and registration
 * number; the first suspect's match becomes `producto_id`. Brands the rules could not tell from
 * other words are found the same way.
 */
const matchCatalog = (payload: ExtractedCase, terms: ReadonlyArray<string>) =>
  Effect.gen(function*() {
    const repo = yield* ProductRepository.ProductRepository
    const search = (term: string) =>
      term.trim().length < 3
        ? Effect.succeed(null)
        : Effect.map(repo.search(term.slice(0, 100), 5), (hits) =>
          hits.items.find((h) => (h.producto !== null && sameName(term, h.producto)) || (h.ifa !== null && sameName(term, h.ifa))) ?? null)
    const productos = [...(payload.productos ?? [])]
    const matched = yield* Effect.forEach(productos, (p) => search(p.nombre_producto), { concurrency: 1 })
    let productoId: number | undefined
    const out: Array<ExtractedProducto> = productos.map((p, i) => {
      const hit = matched[i]
      if (hit === null || hit === undefined) return p
      if (i === 0) productoId = hit.id
      return {
        ...p,
        nombre_producto: hit.producto ?? p.nombre_producto,
        ...(hit.ifa !== null ? { ifa: hit.ifa } : {}),
        ...(hit.numero_registro !== null ? { registro_sanitario: hit.numero_registro } : {})
      }
    })
    if (out.length === 0) {
      for (const term of terms) {
        const hit = yield* search(term)
        if (hit === null) continue
        out.push({
          nombre_producto: hit.producto ?? term,
          ...(hit.ifa !== null ? { ifa: hit.ifa } : {}),
          ...(hit.numero_registro !== null ? { registro_sanitario: hit.numero_registro } : {})
        })
        productoId = hit.id
        break
      }
    }
    if (out.length === 0) return payload
    const first = out[0]!
    return {
      ...payload,
      productos: out,
      producto_sospechoso: first.dosis_frecuencia !== undefined ? `${first.nombre_producto} ${first.dosis_frecuencia}`.slice(0, 255) : first.nombre_producto,
      ...(productoId !== undefined ? { producto_id: productoId } : {})
    } satisfies ExtractedCase
  })

/**
 * Extracts a case: rules, catalog, then the language model when configured. A model failure keeps
 * the rules' answer and adds a warning; it never fails the extraction.
 */
export const extract = (
  text: string,
  options: ExtractOptions = {}
): Effect.Effect<Extraction, never, LanguageModel.LanguageModel | ProductRepository.ProductRepository> =>
  Effect.gen(function*() {
    const receptionDate = options.receptionDate ?? null
    const found = rules(text, { receptionDate })
    const payload = yield* Effect.orElseSucceed(matchCatalog(found.payload, found.catalogTerms), () => found.payload)
    const model = yield* LanguageModel.LanguageModel
    if (options.useModel === false || !model.available) {
      return { payload, warnings: [], engine: LanguageModel.RULES_ENGINE } satisfies Extraction
    }
    return yield* refine(model, text, payload, receptionDate)
  })
